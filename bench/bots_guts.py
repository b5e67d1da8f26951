"""Benchmark of the Guts computer opponent (not a test).

    python bench/bots_guts.py [--quick]

1. How much one player gains by deviating from the shipped equilibrium
   thresholds to its best response, in pots per hand: exactly under the tool's
   model, and measured on real deals (card removal between opponents counts).
2. The bot's mean balance per hand in whole seeded sessions against
   random-legal and "always in" players.
"""
from __future__ import annotations

import math
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardgames_qt.bots.guts_bots import AlwaysIn, GutsThresholdBot, hand_class, p_in, thresholds  # noqa: E402
from cardgames_qt.bots.random_legal import RandomLegal  # noqa: E402
from cardgames_qt.engine import guts  # noqa: E402
from cardgames_qt.engine.cards import full_deck  # noqa: E402


def model_deviation_gain(players: int) -> float:
    """Best response gain against the shipped table, exact under the tool's model."""
    from tools.guts_equilibrium import best_deviation_gain, class_prior, opponent_dists, threshold_strategy
    marginal, mix = thresholds()[players]
    return best_deviation_gain(threshold_strategy(marginal, mix), players, opponent_dists(), class_prior())


def dealt_deviation_gain(players: int, deals: int, seed: int) -> tuple[float, float]:
    """The same on real deals: every seat, against the others playing the table,
    measures the gain of "in" over "out" per class; the best deviation takes
    the positive ones. Returns (gain, standard error of the mean gain of "in")."""
    rng = random.Random(seed)
    n = players
    sums, sq, counts = [0.0] * 91, [0.0] * 91, [0] * 91
    deck = full_deck()
    for _ in range(deals):
        rng.shuffle(deck)
        hands = [deck[2 * i:2 * i + 2] for i in range(n)]
        cls = [hand_class(h) for h in hands]
        ins = [rng.random() < p_in(h, n) for h in hands]
        keys = [guts.hand_key(h) for h in hands]
        for s in range(n):
            others = [keys[o] for o in range(n) if o != s and ins[o]]
            if not others:
                g = (n - 1) / n
            else:
                best = max(others)
                j = others.count(best)
                if keys[s] > best:
                    g = 1 + j / n
                elif keys[s] == best:
                    g = 1 / (j + 1)
                else:
                    g = -(n - 1) / n
            c = cls[s]
            sums[c] += g
            sq[c] += g * g
            counts[c] += 1
    total = sum(counts)
    gain, var = 0.0, 0.0
    for c in range(91):
        if not counts[c]:
            continue
        mean = sums[c] / counts[c]
        w = counts[c] / total
        gain += w * (max(0.0, mean) - p_in_class(c, n) * mean)
        var += w * w * max(0.0, sq[c] / counts[c] - mean * mean) / counts[c]
    return gain, math.sqrt(var)


def p_in_class(c: int, players: int) -> float:
    marginal, mix = thresholds()[players]
    return 1.0 if c > marginal else (mix if c == marginal else 0.0)


def session_results(players: int, opponent, sessions: int, seed: int,
                    max_hands: int = 200) -> tuple[float, float, int, int]:
    """Seat 0 is the bot, every other seat ``opponent``: the bot's mean balance
    per hand over seeded sessions (default settings), its standard error, the
    number of hands and of sessions that reached their end.

    Two loose players who are always in (or nearly) keep losing showdowns, so
    the pot never empties and a session may never end: each is cut after
    ``max_hands`` hands, and what is still in the pot and the reserve is then
    counted as an equal share for every player.
    """
    bot = GutsThresholdBot()
    per_session, hands, finished = [], 0, 0
    for i in range(sessions):
        state = guts.new_state(guts.Variant(players=players), seed=seed + i)
        rng = random.Random(seed * 7919 + i)
        while not state.is_terminal() and state.hand_number <= max_hands:
            for seat in state.acting_seats():
                who = bot if seat == 0 else opponent
                state.apply(seat, who.choose(state.observation(seat), state.legal_actions(seat), rng))
        finished += state.is_terminal()
        played = state.hands_played
        value = float(state.balances[0]) + (state.pot + state.reserve) / players
        per_session.append((value, played))
        hands += played
    mean = sum(b for b, _ in per_session) / hands
    m = len(per_session)
    var = sum((b - mean * h) ** 2 for b, h in per_session) / max(1, m - 1)  # ratio estimator
    return mean, math.sqrt(var / m) / (hands / m), hands, finished


def report(quick: bool = False) -> list[str]:
    deals = 4000 if quick else 60000
    sessions = 20 if quick else 100
    lines = ["Guts threshold bot (guts-threshold)",
             "  best deviation from the equilibrium table, pots per hand "
             "(model: exact; dealt: %d deals, every seat measured)" % deals]
    for n in range(2, 11):
        marginal, mix = thresholds()[n]
        exact = model_deviation_gain(n)
        dealt, err = dealt_deviation_gain(n, deals, seed=n)
        lines.append(f"    {n:>2} players: model {exact:.1e}, dealt {dealt:.4f} (noise ±{err:.4f})")
    lines.append(f"  seeded sessions, default settings, {sessions} each: bot's mean balance per hand "
                 "(seat 0 the bot, every other seat the opponent)")
    for n in (2, 4, 7, 10):
        for label, opp in (("random-legal", RandomLegal()), ("always in", AlwaysIn())):
            mean, err, hands, done = session_results(n, opp, sessions, seed=1000 * n)
            cut = f", {sessions - done} cut at 200 hands" if done < sessions else ""
            lines.append(f"    {n:>2} players vs {label:<12}: {mean:+.3f} ± {err:.3f} tokens/hand "
                         f"({hands} hands, {done}/{sessions} sessions ended{cut})")
    return lines


if __name__ == "__main__":
    print("\n".join(report(quick="--quick" in sys.argv)))
