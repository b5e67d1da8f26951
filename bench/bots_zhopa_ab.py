"""Paired screen of Zhopa search settings against the heuristic bot (not a test).

    python bench/bots_zhopa_ab.py [--parties N] [--iterations K | --budget S] [--workers W]
                                  '{"opponent_rule": "heuristic"}' '{}' ...

Each variant (keyword arguments of ZhopaSearchBot, as JSON) plays the same
seeded first parties, 3 players, in the same seat (the seat rotating with
the partie), the heuristic bot in the other seats. Printed per variant: the
margin over the heuristic seats (partie points, bank change) with its
standard error, and against the first variant the paired difference on the
same deals with its standard error: the deal's luck cancels out of it.
With ``--iterations`` the search stops on its cap (same choices on any
machine load); ``--budget`` gives it wall-clock seconds instead.
"""
from __future__ import annotations

import json
import math
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardgames_qt.bots.zhopa_bots import ZhopaHeuristicBot  # noqa: E402 - after sys.path above
from cardgames_qt.bots.zhopa_search import ZhopaSearchBot  # noqa: E402 - after sys.path above
from cardgames_qt.engine.zhopa import Variant, new_state  # noqa: E402 - after sys.path above

SEED0 = 90_000


def play(job) -> tuple:
    """One first partie: (variant, partie, points margin, bank margin, decision times, iterations)."""
    v, k, settings, iterations, budget, players = job
    hero = k % players
    search = ZhopaSearchBot(**{"time_budget": budget, "max_iterations": iterations, **settings})
    bots = [search if s == hero else ZhopaHeuristicBot() for s in range(players)]
    state = new_state(Variant(players=players), seed=SEED0 + k)
    rngs = [random.Random((SEED0 + k) * 31 + s) for s in range(players)]
    times, its = [], []
    while not state.scores_history:
        seat = state.current_player()
        legal = state.legal_actions(seat)
        t = time.perf_counter()
        action = bots[seat].choose(state.observation(seat), legal, rngs[seat])
        if seat == hero and len(legal) > 1:
            times.append(time.perf_counter() - t)
            its.append(search.last_iterations)
        state.apply(seat, action)
    rec = state.scores_history[0]
    others = [s for s in range(players) if s != hero]
    dp = rec["points"][hero] - sum(rec["points"][s] for s in others) / len(others)
    db = rec["bank_changes"][hero] - sum(rec["bank_changes"][s] for s in others) / len(others)
    return v, k, dp, db, times, its


def _ms(xs):
    m = sum(xs) / len(xs)
    return m, math.sqrt(sum((x - m) ** 2 for x in xs) / max(1, len(xs) - 1) / len(xs))


def main(argv):
    def opt(name, default, cast):
        if name in argv:
            i = argv.index(name)
            value = cast(argv[i + 1])
            del argv[i:i + 2]
            return value
        return default
    parties = opt("--parties", 150, int)
    iterations = opt("--iterations", 600, int)
    budget = opt("--budget", None, float)
    workers = opt("--workers", 2, int)
    players = opt("--players", 3, int)
    variants = [json.loads(a) for a in argv] or [{}]
    jobs = [(v, k, s, iterations if budget is None else 100_000, budget, players)
            for k in range(parties) for v, s in enumerate(variants)]
    t0 = time.perf_counter()
    with Pool(workers) as pool:
        results = pool.map(play, jobs, chunksize=1)
    by = {(v, k): (dp, db, t, i) for v, k, dp, db, t, i in results}
    print(f"{parties} first parties, {players} players, "
          f"{f'{iterations} iterations' if budget is None else f'{budget * 1000:.0f} ms'} a decision, "
          f"{time.perf_counter() - t0:.0f} s")
    for v, s in enumerate(variants):
        pts = [by[v, k][0] for k in range(parties)]
        bks = [by[v, k][1] for k in range(parties)]
        times = sorted(t for k in range(parties) for t in by[v, k][2])
        its = sorted(i for k in range(parties) for i in by[v, k][3])
        line = (f"  {json.dumps(s)}: points {_ms(pts)[0]:+.1f} ± {_ms(pts)[1]:.1f}, "
                f"banks {_ms(bks)[0]:+.3f} ± {_ms(bks)[1]:.3f}; p95 "
                f"{times[int(0.95 * len(times))] * 1000:.0f} ms, iterations p50 {its[len(its) // 2]}")
        if v:
            dp = _ms([by[v, k][0] - by[0, k][0] for k in range(parties)])
            db = _ms([by[v, k][1] - by[0, k][1] for k in range(parties)])
            line += f"; vs first: points {dp[0]:+.1f} ± {dp[1]:.1f}, banks {db[0]:+.3f} ± {db[1]:.3f}"
        print(line, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
