"""Speed of the computer opponents where a player feels it (issue 13), each a
figure measured in this run against a baseline measured in the same run.

    python bench/bots_speed.py [--quick]

- ``search_iterations_ratio()``: Zhopa search iterations per decision with the
  fast path (cardgames_qt/bots/zhopa_fast.py) over the same count with the
  search as it was (bench/baselines/zhopa_search_v1.py: a deep-copied engine
  State per guess), same observations, same time budget, the two runs
  interleaved decision by decision. Both give identical decisions for the same
  random draws (tests/bots/test_zhopa_fast.py).
- ``gops_p99_ms()``: the Gops opponent's decision time, 99th percentile, over
  whole 13-card games (both tie rules) against random bids, one process,
  caches as the app has them (a fresh process per session).

bench/engine.py imports both and prints them on its last line.
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.baselines import zhopa_search_v1 as baseline  # noqa: E402 - after sys.path above
from cardgames_qt.bots.gops_bots import GopsEquilibriumBot  # noqa: E402 - after sys.path above
from cardgames_qt.bots.random_legal import RandomLegal  # noqa: E402 - after sys.path above
from cardgames_qt.bots.zhopa_search import ZhopaSearchBot  # noqa: E402 - after sys.path above
from cardgames_qt.engine import gops  # noqa: E402 - after sys.path above
from cardgames_qt.engine.zhopa import Variant, new_state  # noqa: E402 - after sys.path above


def _zhopa_decisions(count: int, seed: int):
    """Card-play decisions (two or more legal cards) from seeded 3-player games
    played by random-legal players, in game order (as a bot meets them)."""
    out, k = [], 0
    while len(out) < count:
        state = new_state(Variant.from_dict({"players": 3}), seed=seed + k)
        rng = random.Random(seed + k)
        k += 1
        while not state.is_terminal() and state.partie == 1 and len(out) < count:
            seat = state.current_player()
            legal = state.legal_actions(seat)
            if state.phase == "play" and len(legal) > 1 and rng.random() < 0.5:
                out.append((state.observation(seat), legal))
            state.apply(seat, legal[rng.randrange(len(legal))])
    return out


def search_iterations(decisions: int = 24, budget: float = 0.1, seed: int = 7) -> tuple[float, float]:
    """Median iterations a decision: (fast path, baseline), interleaved."""
    # the tree as it was, so that both make the same decisions from the same draws
    fast_bot = ZhopaSearchBot(time_budget=budget, max_iterations=10**7, opponents_by_policy=False)
    old_bot = baseline.ZhopaSearchBot(time_budget=budget, max_iterations=10**7)
    fast, old = [], []
    for i, (obs, legal) in enumerate(_zhopa_decisions(decisions, seed)):
        seen = {fast_bot: obs, old_bot: obs.to_json()}  # the baseline reads the JSON form
        order = ((fast_bot, fast), (old_bot, old)) if i % 2 == 0 else ((old_bot, old), (fast_bot, fast))
        for bot, counts in order:
            bot.choose(seen[bot], legal, random.Random(i))
            counts.append(bot.last_iterations)
    return statistics.median(fast), statistics.median(old)


def search_iterations_ratio(decisions: int = 24, budget: float = 0.1) -> float:
    fast, old = search_iterations(decisions, budget)
    return fast / old


def gops_decision_times(games: int = 60, seed: int = 3) -> list[float]:
    bot, rand, times = GopsEquilibriumBot(), RandomLegal(), []
    rng = random.Random(seed)
    for g in range(games):
        state = gops.new_state({"tie_rule": ("carry", "discard")[g % 2], "cards": 13, "games": 1},
                               seed * 1000 + g)
        me = g // 2 % 2  # the bot sits in both seats, with both tie rules
        while not state.is_terminal():
            for seat in (0, 1):
                obs, legal = state.observation(seat), state.legal_actions(seat)
                if seat == me:
                    t0 = time.perf_counter()
                    bid = bot.choose(obs, legal, rng)
                    times.append(time.perf_counter() - t0)
                else:
                    bid = rand.choose(obs, legal, rng)
                state.apply(seat, bid)
    return times


def _percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def gops_p99_ms(games: int = 60) -> float:
    return 1000.0 * _percentile(gops_decision_times(games), 0.99)


def report(quick: bool = False) -> list[str]:
    decisions = 10 if quick else 24
    fast, old = search_iterations(decisions)
    times = gops_decision_times(20 if quick else 60)
    ms = [1000 * t for t in times]
    return [f"Zhopa search, 0.1 s a decision, {decisions} decisions interleaved: median iterations "
            f"{fast:.0f} (fast path) vs {old:.0f} (baseline): {fast / old:.2f}x",
            f"Gops decision over {len(ms)} decisions (13 cards): p50 {_percentile(ms, 0.5):.1f} ms, "
            f"p95 {_percentile(ms, 0.95):.1f} ms, p99 {_percentile(ms, 0.99):.1f} ms, max {max(ms):.1f} ms",
            f"search_iterations_ratio={fast / old:.2f} gops_p99_ms={_percentile(ms, 0.99):.1f}"]


if __name__ == "__main__":
    print("\n".join(report(quick="--quick" in sys.argv)))
