"""The replay model: stepping, jumping and views, never touching the game it shows."""
from __future__ import annotations

import random

import pytest

from cardgames_qt.app.replay.replay_model import ReplayModel
from cardgames_qt.engine.events import CycleOver, GopsGameOver, PartieOver
from cardgames_qt.engine.registry import replay

from .play import playout

GAMES = [("gops", {"cards": 5, "games": 1}), ("guts", {"players": 4}), ("zhopa", {})]


@pytest.mark.parametrize("game_id, variant", GAMES)
def test_every_step_is_the_game_replayed_to_it(game_id, variant):
    history = playout(game_id, variant, 7, moves=90)
    model = ReplayModel(game_id, variant, 7, history)
    rng = random.Random(1)
    for step in [rng.randrange(len(history) + 1) for _ in range(12)] + [0, len(history)]:
        model.go_to(step)
        expected = replay(game_id, variant, 7, history[:step])
        for seat in range(model.num_players):
            assert model.state.observation(seat) == expected.observation(seat)
            if model.part_ended() is None or expected.is_terminal():  # a part's end: below
                assert model.observation(seat) == expected.observation(seat)
    model.go_to(5)
    assert model.back() and model.step == 4 and model.forward() and model.forward() and model.step == 6
    assert model.last_move() == history[5]


def test_gops_marks_are_the_rounds_and_jump_lands_on_them():
    variant = {"cards": 5, "games": 1}
    history = playout("gops", variant, 3)
    model = ReplayModel("gops", variant, 3, history)
    assert [m.number for m in model.marks] == [1, 2, 3, 4, 5]
    assert model.jump(3) and model.step == 4 and model.where()["round"] == 3
    assert not model.jump(9)


def test_zhopa_jump_to_a_trick():
    history = playout("zhopa", {}, 2, moves=60)
    model = ReplayModel("zhopa", {}, 2, history)
    assert model.jump(4, part=1)
    assert model.observation(0).tricks_done == 3 and model.where()["trick"] == 4


def test_views_hide_what_the_seat_could_not_see_until_the_end():
    variant = {"players": 3}
    history = playout("guts", variant, 4, moves=8)
    model = ReplayModel("guts", variant, 4, history)
    assert not model.finished
    model.go_to(7)
    assert model.observation(1).my_hand != model.observation(2).my_hand
    assert "hands" not in model.observation(None).to_json()
    with pytest.raises(PermissionError):
        model.open_observations()
    done = playout("gops", {"cards": 4, "games": 1}, 1)
    finished = ReplayModel("gops", {"cards": 4, "games": 1}, 1, done)
    finished.go_to(1)
    views = finished.open_observations()
    assert [v.seat for v in views] == [0, 1] and views[0].my_bid == done[0][1]


def test_the_source_history_is_never_changed():
    history = playout("gops", {"cards": 4}, 1)
    before = [list(h) for h in history]
    model = ReplayModel.from_record({"game": "gops", "variant": {"cards": 4}, "seed": 1, "history": history})
    model.go_to(model.steps)
    model.back()
    model.history.append([0, 1])  # even a caller's change to the model's copy
    assert history == before


def test_next_and_previous_mark_step_through_tricks():
    history = playout("zhopa", {}, 2, moves=60)
    model = ReplayModel("zhopa", {}, 2, history)
    steps = [m.step for m in model.marks]
    visited = [model.step]
    while model.next_mark():
        visited.append(model.step)
    assert visited == steps and model.step == steps[-1]
    model.go_to(steps[2] + 1)
    assert model.previous_mark() and model.step == steps[2]
    assert model.previous_mark() and model.step == steps[1]


@pytest.mark.parametrize("game_id, variant, where", [
    ("gops", {"cards": 4, "games": 3}, ("game_index", "games", "is_over")),
    ("guts", {"players": 3, "cycles": 3, "pot_cap": 2}, ("cycle", "cycles", "over")),
    ("zhopa", {"players": 3}, ("partie_number", "max_parties", "winners"))])
def test_a_step_that_ends_a_part_shows_that_part_ended_not_the_next_one(game_id, variant, where):
    """A Gops game of a match, a Guts cycle, a Zhopa partie: the step after its last move is
    shown as the engine left it when the part was the last one (scores, piles, balances,
    banks; no next deal), the whole game not over; its story ends with that part; the step
    after is the next part's first move as it was."""
    part, count, over = where
    history = playout(game_id, variant, 5)
    model = ReplayModel(game_id, variant, 5, history)
    ends = []
    for step in range(1, model.steps):
        model.go_to(step)
        if model.part_ended() is not None:
            ends.append(step)
            for seat in [None, *range(model.num_players)]:
                obs = model.observation(seat)
                after = model.state.observation(seat)
                assert getattr(obs, count) == getattr(after, count) and not getattr(obs, over)
                assert getattr(obs, part) == model.part_ended()
                assert getattr(after, part) == getattr(obs, part) + 1  # the engine had gone on to the next part
            obs = model.observation(None)
            if game_id == "gops":
                assert obs.scores == obs.game_results[-1] and not any(obs.hands)
                assert all(len(s) == variant["cards"] for s in obs.spent)
            elif game_id == "guts":
                assert obs.pot == 0 and obs.last_hand is not None and obs.hand_number == obs.last_hand.hand_number
            else:
                assert obs.banks == obs.scores_history[-1].banks == model.state.observation(None).banks
                assert sum(obs.won_counts) == 36 and not any(obs.hand_sizes) and obs.to_act is None
            assert not model.shown.acting_seats()  # nobody acts at a part's end
            story = model.log_events()
            assert isinstance(story[-1], {"gops": GopsGameOver, "guts": CycleOver, "zhopa": PartieOver}[game_id])
            assert story == list(model.state.log_events())[:len(story)]
            model.go_to(step + 1)  # one move on: the next part as the engine had it
            expected = replay(game_id, variant, 5, history[:step + 1])
            assert model.observation(0) == expected.observation(0)
    real = replay(game_id, variant, 5, history).observation(None)
    parts = {"gops": lambda o: o.games, "guts": lambda o: o.cycles, "zhopa": lambda o: o.partie_number}
    assert len(ends) == parts[game_id](real) - 1 >= 1
