"""Random Guts sessions: only legal moves, invariants at every step, tokens
conserved, every hand settled as an independent model of the rules says,
save -> load and seed + history replay give the identical session, and every
session ends. CARDGAMES_QT_LONG=1 plays more and longer sessions."""
import itertools
import json
import random
from fractions import Fraction

import pytest

from cardgames_qt.engine import IllegalMove, guts, registry
from cardgames_qt.engine.cards import full_deck
from tests.conftest import long_runs
from tests.engine.test_guts_rules import independent_strength

MOVE_CAP = 200_000  # generous: these sessions take tens of hands, a few hundred at most

# How often a random two-card hand reaches each strength: for threshold players.
_STRENGTHS = sorted(independent_strength(h) for h in itertools.combinations(full_deck(), 2))


def _bar_for(q):
    """The lowest strength that only a fraction ``q`` of all hands reaches."""
    return _STRENGTHS[min(len(_STRENGTHS) - 1, int(len(_STRENGTHS) * (1 - q)))]


def make_players(n, rng):
    """A policy per seat from its own observation only: "in" with a fixed
    probability, or "in" when its hand reaches a strength bar. The table as a
    whole goes in about once per hand (0.5 to 1.2 on average): Guts has no
    hand limit, and a table of players who go in much more often keeps
    feeding the reserve, so its session may never end."""
    weights = [rng.random() for _ in range(n)]
    table_rate = rng.uniform(0.5, 1.2)
    players = []
    for w in weights:
        q = min(0.95, table_rate * w / sum(weights))
        if rng.random() < 0.5:
            players.append(lambda obs, r, q=q: "in" if r.random() < q else "out")
        else:
            bar = _bar_for(q)
            players.append(lambda obs, r, bar=bar: "in" if independent_strength(obs.my_hand) >= bar else "out")
    return players


def expected_settlement(state, choices, ante):
    """Pot, reserve and balances after this hand, from the rules alone."""
    n, cap = state.num_players, state.variant.pot_cap
    pot, reserve, balances = state.pot, state.reserve, list(state.returns())
    staying = [s for s in range(n) if choices[s] == "in"]
    if staying:
        best = max(independent_strength(state.hands[s]) for s in staying)
        winners = [s for s in staying if independent_strength(state.hands[s]) == best]
        losers = [s for s in staying if s not in winners]
        for s in winners:
            balances[s] += Fraction(pot, len(winners))
        for s in losers:
            balances[s] -= pot
        if losers:
            pot, reserve = min(pot * len(losers), cap), reserve + max(0, pot * len(losers) - cap)
        else:
            pot, reserve = min(reserve, cap), reserve - min(reserve, cap)
    cycle_over = pot == 0 and reserve == 0
    if cycle_over and state.cycle < state.variant.cycles:  # a fresh ante opens the next cycle
        balances = [b - ante for b in balances]
        pot, reserve = min(ante * n, cap), max(0, ante * n - cap)
    return pot, reserve, balances, cycle_over


def play_session(variant, seed, rng):
    state = guts.new_state(variant, seed=seed)
    players = make_players(variant.players, rng)
    state.check_invariants()
    moves = saves = 0
    while not state.is_terminal() and moves < MOVE_CAP:
        seats = state.acting_seats()
        assert seats, "a live session always has someone to act"
        choices = {}
        for seat in rng.sample(seats, len(seats)):  # sealed: any order
            obs = state.observation(seat)
            assert obs.my_hand == tuple(state.hands[seat])
            choice = players[seat](obs, rng)
            assert choice in state.legal_actions(seat)
            choices[seat] = choice
        expected = expected_settlement(state, choices, variant.ante)
        hands_before = state.hand_number
        for seat, choice in choices.items():
            state.apply(seat, choice)
            moves += 1
            state.check_invariants()
        assert sum(state.returns()) + state.pot + state.reserve == 0
        assert state.hand_number == hands_before + (0 if state.is_terminal() else 1)
        pot, reserve, balances, cycle_over = expected
        assert (state.pot, state.reserve, state.returns()) == (pot, reserve, balances), (seed, choices)
        last = state.observation(None).last_hand
        assert last is not None and last.cycle_over == cycle_over
        if saves < 2 and rng.random() < 0.2:  # save -> load mid-session, through JSON
            saves += 1
            loaded = guts.State.from_dict(json.loads(json.dumps(state.to_dict())))
            assert loaded == state
            state = loaded
    assert moves < MOVE_CAP, f"session with seed {seed} did not end"
    assert state.pot == state.reserve == 0 and sum(state.returns()) == 0
    assert len(state.balance_history) == state.hand_number + 1
    data = json.loads(json.dumps(state.to_dict()))
    assert guts.State.from_dict(data) == state
    assert registry.replay("guts", data["variant"], data["seed"], data["history"]) == state
    with pytest.raises(IllegalMove):
        state.apply(0, "in")
    return state


# 1,000 sessions at three table sizes, fewer at the big tables (a 10-player
# session is about ten times the moves); CARDGAMES_QT_LONG=1 plays five times
# as many, of one to three cycles.
@pytest.mark.parametrize("players, sessions", [(2, 1000), (3, 1000), (5, 1000), (7, 200), (10, 200)])
def test_random_sessions_are_legal_conserve_tokens_replay_and_end(players, sessions):
    if long_runs():
        sessions *= 5
    cycles = (1, 2, 3) if long_runs() else (1,)
    rng = random.Random(players)
    hands = 0
    for i in range(sessions):
        variant = guts.Variant(players=players, ante=rng.choice([1, 1, 2, 3]),
                               pot_cap=rng.choice([1, 5, 20, 20, 40]), cycles=rng.choice(cycles))
        hands += play_session(variant, seed=players * 100_000 + i, rng=rng).hand_number
    assert hands >= sessions  # every session played at least one hand
