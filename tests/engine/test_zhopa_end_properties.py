"""Property tests over seeded playouts: every rule of zhopa.md's "End of the
game" holds after every partie of random games — including the all-at-six
play-on, which high targets make common."""
import random

import pytest

from cardgames_qt.engine.zhopa import Variant, new_state
from cardgames_qt.engine.zhopa.rules import MAX_BANKS, START_BANKS, bank_change

from ..conftest import long_runs

# high targets: most "go" bets miss, so banks climb to six and the play-on happens
SETTINGS = [
    {"players": 2, "targets": {"2": [150, 170]}, "max_parties": 40},
    {"players": 3, "targets": {"3": [120, 150]}, "max_parties": 40},
    {"players": 4, "targets": {"4": [90, 120]}, "max_parties": 12},
    {"players": 2, "max_parties": 0},
    {"players": 3, "max_parties": 30, "refill": "draw"},
    {"players": 4, "max_parties": 3},
]


def playout(settings, seed):
    state = new_state(Variant.from_dict(settings), seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        seat = state.current_player()
        # bets lean to "go" so that banks are gained as well as shed
        options = state.legal_actions(seat)
        action = "go" if "go" in options and rng.random() < 0.7 else rng.choice(options)
        state.apply(seat, action)
    return state


def ends_now(banks, partie, max_parties):
    level = len(set(banks)) == 1
    return min(banks) == 0 or (max(banks) >= MAX_BANKS and not level) or 0 < max_parties <= partie


@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: f"{s['players']}p-{s.get('max_parties')}")
def test_end_of_the_game_rules_hold_after_every_partie(settings):
    seen_play_on = 0
    for seed in range(25 if not long_runs() else 250):
        state = playout(settings, seed)
        banks = [START_BANKS] * state.num_players
        gained = [0] * state.num_players
        for record in state.scores_history:
            assert not ends_now(banks, record["partie"] - 1, settings["max_parties"]), \
                "the game went on after it had ended"
            if min(banks) >= MAX_BANKS:
                seen_play_on += 1
            for s in range(state.num_players):
                change = bank_change(record["bets"][s], record["reached"][s])
                assert record["bank_changes"][s] == change  # never capped, never clamped
                banks[s] += change
                gained[s] += max(0, change)
            assert record["banks"] == banks
        assert banks == state.banks
        assert ends_now(banks, state.partie, settings["max_parties"]), "the game ended too early"
        fewest = [s for s in range(state.num_players) if banks[s] == min(banks)]
        assert state.winners == fewest  # the fewest banks win; a tie shares the win
        if len(fewest) == state.num_players:  # all at 0 together, or level at the partie limit
            assert state.losers == [] and state.end_reason in ("no_banks", "max_parties")
        else:  # only players at six or more lose (at 7 against 6, the 6 wins)
            assert state.losers == [s for s in range(state.num_players)
                                    if banks[s] >= MAX_BANKS and s not in fewest]
        assert [st["banks_gained"] for st in state.stats] == gained
        assert state.returns() == [1 if s in state.winners else -1 if s in state.losers else 0
                                   for s in range(state.num_players)]
        state.check_invariants()
    if settings.get("targets"):
        assert seen_play_on, "no all-at-six play-on in these playouts: the test would prove nothing"
