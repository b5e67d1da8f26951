"""Benchmark of the Guts computer opponent (not a test).

    python bench/bots_guts.py [--quick]

1. How much one player gains by deviating from the shipped equilibrium
   thresholds to its best response, in pots per hand: exactly under the tool's
   model, and measured on real deals (card removal between opponents counts).
2. The same in the cycle model (tools/guts_cycle.py: the pot, the cap and the
   reserve as the state, each state valued by the rest of the cycle), over
   every state with the reserve up to 3 caps; and how far each state's own
   equilibrium moves from the table (classes, and the chance of "in" at the
   marginal class) — under the rules, with the one-hand model's seat gain,
   and in the control with payments above the cap burnt (not the rules);
   and the model's value of a state against real deals settled by the engine.
3. The bot's mean balance per hand in whole seeded sessions against
   random-legal and "always in" players.

The last line: ``guts_model_deviation_max=… guts_dealt_deviation_max=…
guts_cycle_deviation_max=… guts_cycle_classes_moved=… guts_cycle_mix_moved=…``
(the largest over table sizes 2–10; the cycle figures at the default cap).
"""
from __future__ import annotations

import math
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardgames_qt.bots.guts_bots import AlwaysIn, GutsThresholdBot, hand_class, p_in, thresholds  # noqa: E402 - after sys.path above
from cardgames_qt.bots.random_legal import RandomLegal  # noqa: E402 - after sys.path above
from cardgames_qt.engine import guts  # noqa: E402 - after sys.path above
from cardgames_qt.engine.cards import full_deck  # noqa: E402 - after sys.path above
from tools import guts_cycle  # noqa: E402 - after sys.path above


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


FIGURES: dict[str, str] = {}
CYCLE_MODELS = (("rules", {}), ("one-hand seat gain", {"seat_gain": "one-hand"}),
                ("control: excess burnt", {"burn": True}))


def cycle_lines(caps: tuple[int, ...]) -> tuple[list[str], dict[str, float]]:
    """Section 2; figures (the rules, the first cap) for the last line."""
    from tools.guts_equilibrium import class_prior, opponent_dists
    dists, prior = opponent_dists(), class_prior()
    lines, worst = [], {"deviation": 0.0, "classes": 0, "mix": 0.0}
    for cap in caps:
        lines.append(f"  cycle model, cap {cap}, ante 1: best deviation over every state (pot 1..{cap}, "
                     f"reserve 0..{3 * cap}), pots per hand; moves of each state's own equilibrium "
                     f"({len(guts_cycle.grid(cap, 4))} states: the first hand, pot 1/4, 1/2, all of the cap "
                     "x reserve 0, 1/2, 1, 3 caps)")
        for n in range(2, 11):
            parts = []
            for label, model in CYCLE_MODELS:
                r = guts_cycle.study(n, thresholds()[n], cap, dists=dists, prior=prior, **model)
                parts.append(f"{label} {r['best_deviation']:.1e}, {r['classes_moved']} classes, "
                             f"mix {r['mix_moved']:.1e}")
                if cap == caps[0] and label == "rules":
                    worst["deviation"] = max(worst["deviation"], r["best_deviation"])
                    worst["classes"] = max(worst["classes"], r["classes_moved"])
                    worst["mix"] = max(worst["mix"], r["mix_moved"])
                    parts[-1] += f" (|V - (P+R)/n| {r['share_gap']:.0e})"
            lines.append(f"    {n:>2} players: " + "; ".join(parts))
    return lines, worst


def value_lines(cycles: int) -> list[str]:
    """The cycle model's V(P, R) against real deals settled by the engine."""
    from tools.guts_equilibrium import class_prior, opponent_dists, threshold_strategy
    dists, prior = opponent_dists(), class_prior()
    lines = [f"  a seat's value of the rest of the cycle, tokens: {cycles} cycles of real deals "
             "(guts.settle, everyone on the table) vs the cycle model"]
    for n, cap, (pot, reserve) in ((4, 20, (20, 60)), (7, 20, (20, 60)), (4, 8, (8, 24))):
        mean, err = guts_cycle.simulate_value(n, pot, reserve, cap, cycles, seed=n * cap)
        model = [guts_cycle.Cycle(n, cap, threshold_strategy(*thresholds()[n]), dists, prior, rmax=16 * cap,
                                  seat_gain=g).value(pot, reserve) for g in ("exchangeable", "one-hand")]
        lines.append(f"    {n:>2} players, cap {cap}, pot {pot}, reserve {reserve}: dealt {mean:.2f} ± {err:.2f}; "
                     f"model {model[0]:.2f} (one-hand seat gain {model[1]:.2f})")
    return lines


def report(quick: bool = False) -> list[str]:
    deals = 4000 if quick else 60000
    sessions = 20 if quick else 100
    lines = ["Guts threshold bot (guts-threshold)",
             "  best deviation from the equilibrium table, pots per hand "
             f"(model: exact; dealt: {deals} deals, every seat measured)"]
    model_max = dealt_max = 0.0
    for n in range(2, 11):
        exact = model_deviation_gain(n)
        dealt, err = dealt_deviation_gain(n, deals, seed=n)
        model_max, dealt_max = max(model_max, exact), max(dealt_max, dealt)
        lines.append(f"    {n:>2} players: model {exact:.1e}, dealt {dealt:.4f} (noise ±{err:.4f})")
    more, worst = cycle_lines((20,) if quick else (20, 5))
    lines += more
    lines += value_lines(2000 if quick else 20000)
    lines.append(f"  seeded sessions, default settings, {sessions} each: bot's mean balance per hand "
                 "(seat 0 the bot, every other seat the opponent)")
    for n in (2, 4, 7, 10):
        for label, opp in (("random-legal", RandomLegal()), ("always in", AlwaysIn())):
            mean, err, hands, done = session_results(n, opp, sessions, seed=1000 * n)
            cut = f", {sessions - done} cut at 200 hands" if done < sessions else ""
            lines.append(f"    {n:>2} players vs {label:<12}: {mean:+.3f} ± {err:.3f} tokens/hand "
                         f"({hands} hands, {done}/{sessions} sessions ended{cut})")
    FIGURES.update({"guts_model_deviation_max": f"{model_max:.1e}", "guts_dealt_deviation_max": f"{dealt_max:.4f}",
                    "guts_cycle_deviation_max": f"{worst['deviation']:.1e}",
                    "guts_cycle_classes_moved": str(worst["classes"]), "guts_cycle_mix_moved": f"{worst['mix']:.1e}"})
    return lines


if __name__ == "__main__":
    print("\n".join(report(quick="--quick" in sys.argv)))
    print(" ".join(f"{k}={v}" for k, v in FIGURES.items()))
