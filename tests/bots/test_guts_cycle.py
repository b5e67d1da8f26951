"""Guts thresholds with the pot, the cap and the reserve as the state (tools/guts_cycle.py).

The cycle model values each state by following the settlement rules hand after
hand; each state's own equilibrium is solved with those values. It finds the
per-table-size thresholds at every state: the reserve and the cap do not move
them (docs/opponents.md says why). The control with payments above the cap burnt
(not the rules) shows the same machinery does move them when the dynamics
give a reason.
"""
from __future__ import annotations

import random
from functools import lru_cache

import pytest

from cardgames_qt.bots.guts_bots import thresholds
from cardgames_qt.engine import guts
from cardgames_qt.engine.cards import full_deck
from tools import guts_cycle as cycle
from tools import guts_equilibrium as tool

CAP = 8  # small, so the whole grid of states solves in a second; the bench uses the default 20


@lru_cache(maxsize=1)
def _model():
    return tool.opponent_dists(), tool.class_prior()


def test_one_hand_of_the_cycle_model_is_the_one_hand_model():
    """Per class, "in" minus "out" of (this hand + an equal share of what stays
    in the middle) is guts_equilibrium's gain: both models agree on a hand."""
    dists, _ = _model()
    for n in (2, 5, 10):
        p = tool.threshold_strategy(*thresholds()[n])
        expected = tool.gains(p, n, dists)
        for c, (gain, kin, kout) in enumerate(cycle.outcomes(p, n, dists)):
            assert sum(kin) == pytest.approx(1.0) and sum(kout) == pytest.approx(1.0)
            share = sum((a - b) * cycle.pot_change(j) for j, (a, b) in enumerate(zip(kin, kout, strict=True))) / n
            assert gain + share == pytest.approx(expected[c], abs=1e-12)


def test_state_moves_are_the_engine_settlement():
    """Rule "Settlement — match the pot": next pot and reserve after nobody in,
    a pot taken with nobody paying (refill), and L losers (the cap, the reserve)."""
    rng = random.Random(15)
    deck = full_deck()
    for _ in range(2000):
        n = rng.randint(2, 10)
        pot, reserve, cap = rng.randint(1, 30), rng.choice([0, 0, rng.randint(1, 90)]), rng.randint(1, 30)
        rng.shuffle(deck)
        hands = {s: deck[2 * s:2 * s + 2] for s in range(n)}
        staying = {s for s in range(n) if rng.random() < 0.5}
        r = guts.settle(pot, reserve, cap, hands, staying)
        kind = (cycle.NONE if not staying else
                cycle.REFILL if not r.losers else 1 + len(r.losers))
        assert cycle.next_state(pot, reserve, cap, kind) == (r.pot, r.reserve)
        assert r.cycle_over == ((r.pot, r.reserve) == (0, 0))


@pytest.mark.parametrize("players", range(2, 11))
def test_thresholds_do_not_move_with_the_reserve_or_the_cap(players):
    """At every table size: the cycle's values are the equal share, the table
    is a best response at every state (deviation <= 0.001 pots a hand, in
    fact ~0), and each state's own equilibrium — a big reserve or none, the
    pot at the cap or below it, the cycle's first hand — is the table's."""
    dists, prior = _model()
    table = thresholds()[players]
    r = cycle.study(players, table, cap=CAP, dists=dists, prior=prior)
    assert r["share_gap"] < 1e-6
    assert r["best_deviation"] <= 0.001 and r["best_deviation"] < 1e-6
    none, big = r["states"][CAP, 0], r["states"][CAP, 3 * CAP]
    assert none[0] == big[0] == table[0]
    assert big[1] == pytest.approx(none[1], abs=1e-4) and none[1] == pytest.approx(table[1], abs=1e-4)
    assert r["classes_moved"] == 0 and r["mix_moved"] < 1e-4


def test_thresholds_do_not_move_with_the_ante():
    """A cycle that starts above the cap (ante 3 at 5 players, cap 8: pot 8,
    reserve 7) plays the same thresholds."""
    dists, prior = _model()
    r = cycle.study(5, thresholds()[5], cap=CAP, ante=3, dists=dists, prior=prior)
    assert r["states"][CAP, 7] == (thresholds()[5][0], pytest.approx(thresholds()[5][1], abs=1e-4))


def test_cycle_values_are_what_real_deals_give():
    """No model: real deals settled by the engine from pot 8, reserve 24 (cap 8),
    everyone on the table, until the cycle ends — seat 0 nets what the cycle
    model says, (8 + 24) / 4 = 8 tokens (the one-hand seat gain says 8.38)."""
    dists, prior = _model()
    values = cycle.Cycle(4, CAP, tool.threshold_strategy(*thresholds()[4]), dists, prior, rmax=16 * CAP)
    assert values.value(8, 24) == pytest.approx(8.0, abs=1e-6)
    mean, err = cycle.simulate_value(4, 8, 24, CAP, cycles=3000, seed=15)
    assert err < 0.3 and abs(mean - values.value(8, 24)) < 3.5 * err


def test_the_model_moves_thresholds_when_the_dynamics_give_a_reason():
    """Control, not the rules: payments above the cap burnt instead of kept in
    the reserve. Losing a showdown at the cap then costs more than the pot's
    share says, so the threshold at a full pot differs from the one at a small
    pot, and the table is no longer a best response everywhere."""
    dists, prior = _model()
    table = thresholds()[5]
    r = cycle.study(5, table, cap=20, dists=dists, prior=prior, burn=True)
    low, full = r["states"][5, 0], r["states"][20, 0]
    assert full != low and full[0] >= low[0]  # tighter at the cap
    assert r["share_gap"] > 0.1 and r["best_deviation"] > 1e-5


def test_one_hand_approximation_does_not_move_a_threshold():
    """With a seat's gain a hand taken from the one-hand model (independent
    opponents, a few per cent off the exchangeable share) the values drift
    from the share, yet no state changes its threshold class."""
    dists, prior = _model()
    for n in (4, 7):
        r = cycle.study(n, thresholds()[n], cap=CAP, dists=dists, prior=prior, seat_gain="one-hand")
        assert r["share_gap"] > 1e-3
        assert r["classes_moved"] == 0 and r["best_deviation"] <= 0.001


def test_expert_plays_each_real_states_own_equilibrium():
    """Through the engine: every (pot, reserve) that seeded sessions at cap 8
    reach (real antes, real settlements; the others random, so the pot reaches
    the cap and the reserve fills) gets its own equilibrium from the cycle
    model, and the Expert's chance of "in" with the hand it holds there is
    that equilibrium's."""
    from cardgames_qt.bots.guts_bots import GutsThresholdBot, hand_class, p_in
    from cardgames_qt.bots.random_legal import RandomLegal

    dists, prior = _model()
    expert, others = GutsThresholdBot(), RandomLegal()
    for players in (4, 7):
        seen: dict[tuple[int, int], list] = {}
        for i in range(6):
            state = guts.new_state(guts.Variant(players=players, pot_cap=CAP, cycles=3), seed=i)
            rng = random.Random(i)
            while not state.is_terminal() and state.hand_number < 60:
                obs = state.observation(0)
                seen.setdefault((obs.pot, obs.reserve), []).append(obs.my_hand)
                for seat in state.acting_seats():
                    bot = expert if seat == 0 else others
                    state.apply(seat, bot.choose(state.observation(seat), state.legal_actions(seat), rng))
        assert any(r >= CAP for _, r in seen) and any(p == CAP for p, _ in seen), sorted(seen)
        table = thresholds()[players]
        rmax = 2 * max(r for _, r in seen) + 16 * CAP
        values = cycle.Cycle(players, CAP, tool.threshold_strategy(*table), dists, prior, rmax=rmax)
        for key, hands in seen.items():
            own = tool.threshold_strategy(*cycle.solve_state(values, *key, dists, table))
            for hand in hands:
                assert p_in(hand, players) == pytest.approx(own[hand_class(hand)], abs=1e-4), key
