"""Issue 10, point 1 (engine side): refusals as data. ``IllegalMove(code,
**params)`` keeps its English sentence; every observation tells, per own card
or choice, whether it may be played and if not the code and params of the
refusal; ``opening_events`` and ``log_events`` let a table resume and rebuild
its log."""
import json
import pathlib
import random
import re

import pytest

from cardgames_qt.engine import IllegalMove, Refusal, gops, registry
from cardgames_qt.engine.errors import MESSAGES, render
from cardgames_qt.engine.events import Resumed

ENGINE = pathlib.Path(registry.__file__).parent
GAMES = ("gops", "guts", "zhopa")


def test_old_style_message_is_code_generic():
    exc = IllegalMove("Something odd.")
    assert (str(exc), exc.code, exc.params) == ("Something odd.", "generic", {})
    assert isinstance(exc, ValueError)


def test_code_and_params_with_the_english_sentence():
    exc = IllegalMove("must_beat", holder_card="QS", options=["KS", "10S"])
    assert str(exc) == "You must beat the Q\u2660 if you can (you can with K\u2660, 10\u2660)."
    assert exc.code == "must_beat" and exc.params == {"holder_card": "QS", "options": ["KS", "10S"]}
    assert json.loads(json.dumps(exc.as_dict())) == exc.as_dict()


def test_message_overrides_the_template():
    exc = IllegalMove("bets_first", message="Custom.")
    assert str(exc) == "Custom." and exc.code == "bets_first"


def test_every_code_is_raised_somewhere_in_the_engine():
    source = "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.rglob("*.py")
                       if p.name != "errors.py")
    used = set(re.findall(r'IllegalMove\(\s*"([a-z_]+)"', source))
    assert set(MESSAGES) - {"generic"} == used, "errors.MESSAGES and the raise sites differ"


def _refused(state, seat, action):
    before = state.fingerprint()
    with pytest.raises(IllegalMove) as info:
        state.apply(seat, action)
    assert state.fingerprint() == before
    exc = info.value
    assert exc.code in MESSAGES and str(exc) == render(exc.code, exc.params) or exc.code == "generic"
    json.dumps(exc.params)
    return exc


def test_gops_refusals_codes():
    state = registry.new_state("gops", {"cards": 5, "games": 1}, seed=1)
    state.apply(0, 3)
    assert _refused(state, 0, 4).code == "already_bid"
    state.apply(1, 2)
    exc = _refused(state, 0, 3)
    assert (exc.code, exc.params) == ("bid_spent", {"seat": 0, "value": 3, "round": 1})
    assert str(exc) == "Player A no longer holds the 3 \u2014 it was spent in round 1."
    assert _refused(state, 0, 9).code == "not_a_bid"
    assert _refused(state, 2, 1).code == "no_such_seat"
    with pytest.raises(IllegalMove) as info:
        gops.new_game(cards=3).bid(5, 1)
    assert info.value.code == "no_such_player"


def test_guts_refusals_codes():
    state = registry.new_state("guts", {"players": 3}, seed=1)
    state.apply(0, "in")
    assert _refused(state, 0, "out").code == "already_declared"
    assert _refused(state, 1, "maybe").code == "not_in_or_out"


def test_zhopa_refusals_codes():
    state = registry.new_state("zhopa", {"players": 2, "trump_mode": "none"}, seed=3)
    seat = state.current_player()
    exc = _refused(state, 1 - seat, "go")
    assert (exc.code, exc.params) == ("not_your_turn", {"seat": seat, "phase": "bet"})
    assert _refused(state, seat, state.hands[seat][0]).code == "bets_first"
    state.apply(seat, "go")
    state.apply(1 - seat, "pass")
    leader = state.current_player()
    assert _refused(state, leader, "go").code == "bets_made"
    assert _refused(state, leader, "2S").code == "not_in_deck"
    assert _refused(state, leader, "ZZ").code == "not_a_card"
    other = state.hands[1 - leader][0]
    assert _refused(state, leader, other).code == "not_held"


def test_history_refusal_carries_the_inner_code():
    state = registry.new_state("guts", {"players": 2}, seed=1)
    with pytest.raises(IllegalMove) as info:
        registry.replay("guts", {"players": 2}, state.seed, [[0, "in"], [0, "out"]])
    exc = info.value
    assert exc.code == "history_illegal" and exc.params["move"] == 2
    assert exc.params["reason_code"] == "already_declared"
    assert str(exc).startswith("Move 2 of the history is not legal: You have already declared")


def _random_moves(state, rng, moves):
    for _ in range(moves):
        if state.is_terminal():
            return
        seat = rng.choice(state.acting_seats())
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def _options(game, state, seat):
    if game == "gops":
        return [(v, v) for v in range(1, state.game.cards + 1)]
    if game == "guts":
        return [(c, c) for c in ("in", "out")]
    return [(c, c) for c in state.hands[seat]]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(4))
def test_observation_refusals_match_what_apply_does(game, seed):
    """Per own card/choice: None exactly when apply accepts it; otherwise apply
    raises the very code and params the observation carries."""
    rng = random.Random(seed)
    state = registry.new_state(game, {"players": 3} if game != "gops" else {"cards": 6}, seed=seed)
    for _ in range(25):
        for seat in range(state.num_players):
            obs = state.observation(seat)
            json.loads(json.dumps(obs.to_json()["refusals"]))
            assert set(obs.refusals) == {k for k, _ in _options(game, state, seat)}
            for key, action in _options(game, state, seat):
                probe = registry.state_from_dict(state.to_dict())
                why = obs.refusals[key]
                if why is None:
                    probe.apply(seat, action)
                else:
                    with pytest.raises(IllegalMove) as info:
                        probe.apply(seat, action)
                    assert Refusal(info.value.code, info.value.params) == why
        _random_moves(state, rng, 3)
        if state.is_terminal():
            break
    assert state.observation(None).refusals == {}


def test_zhopa_observation_keeps_trick_roles():
    state = registry.new_state("zhopa", {"players": 3}, seed=9)
    _random_moves(state, random.Random(9), 4)
    trick = state.observation(0).trick
    assert trick and all(t.role in ("led", "lower", "main", "same_rank", "same_rank_trump",
                                       "trump", "eight", "knock_out", "discard") for t in trick)


@pytest.mark.parametrize("game", GAMES)
def test_opening_events_new_and_resumed(game):
    state = registry.new_state(game, {}, seed=4)
    start = state.opening_events()
    assert start and not any(isinstance(e, Resumed) for e in start)
    _random_moves(state, random.Random(4), 20)
    loaded = registry.state_from_dict(json.loads(json.dumps(state.to_dict())))
    (resumed,) = loaded.opening_events()
    assert isinstance(resumed, Resumed) and resumed.moves == len(state.history)
    assert resumed.position == state._position() and resumed.position["over"] is state.is_terminal()
    assert resumed == state.opening_events()[0]


@pytest.mark.parametrize("game", GAMES)
def test_log_events_rebuild_the_whole_log_from_the_seed(game):
    state = registry.new_state(game, {}, seed=6)
    events = list(state.opening_events())
    rng = random.Random(6)
    for _ in range(40):
        if state.is_terminal():
            break
        seat = rng.choice(state.acting_seats())
        events += state.apply(seat, rng.choice(state.legal_actions(seat)))
    loaded = registry.state_from_dict(json.loads(json.dumps(state.to_dict())))
    assert list(loaded.log_events()) == events
    assert loaded.fingerprint() == state.fingerprint()  # rebuilding the log changed nothing
