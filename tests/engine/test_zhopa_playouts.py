"""Random playouts of whole Zhopa games in every trump mode and refill mode:
only legal moves are accepted, invariants hold at every step, saves survive
JSON, replay from seed + history reproduces the game, and every game ends.

Default run: short games (partie limits 1-3, 2-4 players) per (trump mode,
refill) until PARTIES parties have been played. With CARDGAMES_QT_LONG=1:
LONG_GAMES whole games each (the default limit of 30, some without a limit).
"""
import json
import random

import pytest

from cardgames_qt.engine import IllegalMove
from cardgames_qt.engine.registry import replay, state_from_dict
from cardgames_qt.engine.zhopa import TRUMP_MODES, Variant, new_state
from tests.conftest import long_runs

PARTIES, LONG_GAMES = 1000, 1000
MAX_STEPS_PER_PARTIE = 36 + 4  # every card once, every bet once


def settings(mode, refill, k, long):
    return {"players": 2 + k % 3, "trump_mode": mode, "refill": refill,
            "must_beat": k % 5 != 4, "targets": ("source", "balanced")[k % 2],
            "max_parties": (30 if long else 1 + k % 3) if k % 7 else (2 if not long else 0)}


def play_checked(variant, seed, rng):
    state = new_state(Variant.from_dict(variant), seed)
    state.check_invariants()
    limit = MAX_STEPS_PER_PARTIE * (variant["max_parties"] or 200)
    steps = 0
    while not state.is_terminal():
        seat = state.current_player()
        legal = state.legal_actions(seat)
        assert legal, "the seat to act always has a legal action"
        assert all(state.legal_actions(s) == [] for s in range(state.num_players) if s != seat)
        if state.phase == "play" and rng.random() < 0.05:
            wrong = [c for c in state.hands[seat] if c not in legal]
            if wrong:  # a held card that is not legal now is refused, and nothing changes
                before = state.fingerprint()
                with pytest.raises(IllegalMove):
                    state.apply(seat, rng.choice(wrong))
                assert state.fingerprint() == before
        state.apply(seat, legal[rng.randrange(len(legal))])
        state.check_invariants()
        steps += 1
        assert steps <= limit, "the game must end"
    return state


@pytest.mark.parametrize("refill", ["redeal", "draw"])
@pytest.mark.parametrize("mode", TRUMP_MODES)
def test_random_playouts(mode, refill):
    long = long_runs()
    rng = random.Random(f"{mode}/{refill}")
    games = parties = 0
    while (games < LONG_GAMES) if long else (parties < PARTIES):
        k = games
        variant = settings(mode, refill, k, long)
        state = play_checked(variant, seed=rng.randrange(2**32), rng=rng)
        assert state.winners or state.losers or state.end_reason == "max_parties"
        assert sum(r == 1 for r in state.returns()) == len(state.winners)
        data = json.loads(json.dumps(state.to_dict()))
        assert state_from_dict(data) == state
        if k % 10 == 0:
            assert replay("zhopa", variant, state.seed, state.history) == state
        games += 1
        parties += len(state.scores_history)
