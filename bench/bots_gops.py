"""Benchmark of the Gops computer opponent (not a test).

    python bench/bots_gops.py [--games 1000] [--fixed-games 500] [--seed 7] [--quick]

1. Mean margin (points per 13-card game) of the equilibrium bot against
   random-legal bids, both tie rules, and against each fixed-rule bot.
2. Decision time per bid, p50 / p95 / max, single-threaded, over those games.
3. Exact exploitability of gops_policy at 4, 5, 6 cards per hand (and 7, which
   the fitted model plays first): the best-response opponent's gain.
"""
from __future__ import annotations

import importlib
import math
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardgames_qt.bots import gops_policy  # noqa: E402 - after sys.path above
from cardgames_qt.bots.gops_bots import FIXED_RULE_BOTS, GopsEquilibriumBot  # noqa: E402 - after sys.path above
from cardgames_qt.bots.random_legal import RandomLegal  # noqa: E402 - after sys.path above
from tests.bots.test_gops_bots import play  # noqa: E402  (one game through the engine)

policy_module = importlib.import_module("cardgames_qt.bots.gops_policy")  # the module, not the function


class Timed:
    """Wraps a bot and records how long each of its decisions takes."""

    def __init__(self, bot, times: list):
        self.bot, self.times, self.name = bot, times, bot.name

    def choose(self, observation, legal, rng):
        start = time.perf_counter()
        bid = self.bot.choose(observation, legal, rng)
        self.times.append(time.perf_counter() - start)
        return bid


def match(opponent, games: int, seed: int, tie_rule: str = "carry", cards: int = 13,
          times: list | None = None) -> tuple[float, float]:
    """Mean margin of the equilibrium bot and its standard error; it sits in
    seat 0 in even games and seat 1 in odd ones, on the same prize orders."""
    rng = random.Random(seed)
    bot = GopsEquilibriumBot() if times is None else Timed(GopsEquilibriumBot(), times)
    margins = []
    for g in range(games):
        seats = (bot, opponent) if g % 2 == 0 else (opponent, bot)
        m = play(seats, tie_rule, cards, seed * 100003 + g // 2, rng)
        margins.append(m if g % 2 == 0 else -m)
    mean = sum(margins) / games
    sd = math.sqrt(sum((m - mean) ** 2 for m in margins) / max(games - 1, 1))
    return mean, sd / math.sqrt(games)


def exact_exploitability(cards: int, tie_rule: str) -> float:
    """Points per game a best-responding opponent wins against ``gops_policy``
    (exact, both dealt A..cards, the prize pile shuffled).

    The same recursion as the tests' ``exploitability``, made fast enough for 8
    cards: a position is memoised by the order of the two hands (renumbered over
    their union: only which bid is higher ever counts) and the pot's total (the
    policy depends on nothing else there); the policy is asked with the hands
    renumbered 1, 2, ... (as in a game of that many cards)."""
    carry = tie_rule == "carry"
    gp = policy_module
    memo: dict = {}

    def value(a: int, b: int, prizes: int, pot: tuple) -> float:
        """The policy holder's expected margin, the opponent best-responding."""
        ca, cb = gp._interleaving(a, b)
        stake = sum(pot)
        key = (ca, cb, prizes, stake)
        got = memo.get(key)
        if got is not None:
            return got
        mine, theirs = gp._bits(ca << 1), gp._bits(cb << 1)  # renumbered 1, 2, ...
        policy = gops_policy([x.bit_length() - 1 for x in mine], [y.bit_length() - 1 for y in theirs],
                             gp._values(prizes), list(pot), tie_rule)
        turns = gp._bits(prizes)
        best = None
        for y in theirs:
            expected = 0.0
            for x in mine:
                p = policy[x.bit_length() - 1]
                if p == 0.0:
                    continue
                won = stake if x > y else -stake if x < y else 0
                rest = 0.0
                if turns:
                    carried = pot if (x == y and carry) else ()
                    for q in turns:
                        rest += value(ca << 1 ^ x, cb << 1 ^ y, prizes ^ q, carried + (q.bit_length() - 1,))
                    rest /= len(turns)
                expected += p * (won + rest)
            best = expected if best is None else min(best, expected)
        memo[key] = best
        return best

    full = (1 << (cards + 1)) - 2
    return -sum(value(full, full, full ^ (1 << q), (q,)) for q in range(1, cards + 1)) / cards


FIGURES: dict[str, str] = {}


def against_today(games: int, seed: int, tie_rule: str):
    """13-card games against the policy as it was (exact solve at <= 6 cards at run
    time, bench/baselines/gops_policy_v1.py): the margin with its 95 % interval."""
    from bench.baselines.gops_policy_v1 import gops_policy as today
    from tests.bots.matches import gops_match
    return gops_match(GopsEquilibriumBot(), GopsEquilibriumBot(today), games, seed, tie_rule)


def report(games: int = 1000, seed: int = 7, fixed_games: int | None = None,
           exploit_cards=(4, 5, 6, 7, 8), today_games: int = 400) -> list[str]:
    fixed_games = games // 2 if fixed_games is None else fixed_games
    gp = policy_module
    size = gp._EXACT_DATA.stat().st_size
    count = sum(len(gp._exact_values(c)) for c in (True, False))
    lines = [f"Gops equilibrium bot: exact values of every game up to {gp.TABLE_CARDS} cards shipped "
             f"({gp._EXACT_DATA.name}: {size} bytes, {count} positions, both tie rules), run-time "
             f"exact solve at <= {gp.EXACT_CARDS} cards in bigger games, fitted model before that "
             f"(safety margin {gp.SAFETY_MARGIN}); 13-card games, seed {seed}; margin = its points "
             "minus the opponent's per game, ± standard error"]
    FIGURES["gops_table_bytes"] = str(size)
    for rule in ("carry", "discard"):
        m = against_today(today_games, seed, rule)
        lines.append(f"  vs today's policy ({rule:7}, {today_games} games): {m} (95 % interval)")
    times: list[float] = []
    for rule in ("carry", "discard"):
        mean, se = match(RandomLegal(), games, seed, rule, times=times)
        lines.append(f"  vs random-legal  ({rule:7}, {games} games): {mean:+6.2f} ± {se:.2f}")
    for cls in FIXED_RULE_BOTS:
        for rule in ("carry", "discard"):
            mean, se = match(cls(), fixed_games, seed, rule, times=times)
            lines.append(f"  vs {cls.name:13} ({rule:7}, {fixed_games} games): {mean:+6.2f} ± {se:.2f}")
    times.sort()

    def pick(q: float) -> float:
        return times[min(len(times) - 1, int(q * len(times)))] * 1000

    lines.append(f"  decision time over {len(times)} bids: p50 {pick(0.5):.1f} ms, "
                 f"p95 {pick(0.95):.1f} ms, p99 {pick(0.99):.1f} ms, max {times[-1] * 1000:.0f} ms")
    for cards in exploit_cards:
        for rule in ("carry", "discard"):
            start = time.perf_counter()
            e = exact_exploitability(cards, rule)
            lines.append(f"  exploitability, {cards} cards ({rule:7}): {e:.6f} points per game "
                         f"({time.perf_counter() - start:.1f} s)")
            key = f"gops_exploit_{cards}"
            FIGURES[key] = f"{max(e, float(FIGURES.get(key, 0.0))):.4f}"  # the worse tie rule
    return lines


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--fixed-games", type=int, default=None, help="per fixed rule (default games/2)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--quick", action="store_true", help="100 games, exploitability up to 6 cards")
    args = ap.parse_args()
    if args.quick:
        lines = report(100, args.seed, 50, exploit_cards=(4, 5, 6), today_games=40)
    else:
        lines = report(args.games, args.seed, args.fixed_games)
    for line in lines:
        print(line, flush=True)
