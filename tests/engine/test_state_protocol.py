"""The common GameState protocol: apply_actions checks every sealed action
before applying any, without copying the state (issue 11, point 4)."""
import copy

import pytest

from cardgames_qt.engine import IllegalMove, registry


def _no_copies(monkeypatch, state):
    def refuse(*_args, **_kwargs):
        raise AssertionError("apply_actions copied the state")
    monkeypatch.setattr(type(state), "clone", refuse)
    monkeypatch.setattr(copy, "deepcopy", refuse)


@pytest.mark.parametrize("game,bad", [("guts", "maybe"), ("gops", 99)])
def test_apply_actions_refuses_a_bad_action_and_changes_nothing(monkeypatch, game, bad):
    state = registry.new_state(game, {}, seed=3)
    seats = state.acting_seats()
    good = {s: state.legal_actions(s)[0] for s in seats}
    before = state.fingerprint()
    with monkeypatch.context() as m:
        _no_copies(m, state)
        with pytest.raises(IllegalMove):
            state.apply_actions({**good, seats[-1]: bad})
    assert state.fingerprint() == before
    with monkeypatch.context() as m:
        _no_copies(m, state)
        events = state.apply_actions(good)
    assert events and len(state.history) == len(seats)


def test_apply_actions_in_a_long_guts_session_does_not_copy_the_history(monkeypatch):
    state = registry.new_state("guts", {"players": 10, "cycles": 50}, seed=1)
    for _ in range(300):  # everybody out: the session never ends, the history grows
        state.apply_actions({s: "out" for s in state.acting_seats()})
    with monkeypatch.context() as m:
        _no_copies(m, state)
        state.apply_actions({s: "out" for s in state.acting_seats()})
    assert len(state.history) == 301 * 10
    state.check_invariants()


@pytest.mark.parametrize("joint", [None, [], "in", {0: "in"}, {True: "out"},
                                   {s: "in" for s in range(5)}])
def test_apply_actions_wrong_shape_is_refused(joint):
    state = registry.new_state("guts", {"players": 4}, seed=2)
    before = state.fingerprint()
    with pytest.raises(IllegalMove):
        state.apply_actions(joint)
    assert state.fingerprint() == before


def test_apply_actions_refuses_a_bool_for_a_seat():
    state = registry.new_state("zhopa", {"players": 2}, seed=4)
    seat = state.current_player()
    with pytest.raises(IllegalMove):
        state.apply_actions({bool(seat): "go"})
    assert state.history == []


def test_apply_actions_with_one_acting_seat_in_zhopa():
    state = registry.new_state("zhopa", {"players": 3}, seed=4)
    seat = state.current_player()
    state.apply_actions({seat: "go"})
    assert state.history == [[seat, "go"]]
    with pytest.raises(IllegalMove):
        state.apply_actions({seat: "go"})  # no longer that seat's turn
