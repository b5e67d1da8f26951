"""Compute Zhopa's "balanced" partie targets by simulation.

For each refill mode and player count, plays PARTIES parties of random-legal
play under the engine's rules (per_player trumps drawn at random, must_beat
on, each bet go/pass at random — bets do not change how cards are played)
and collects every seat's partie points (card points won + combination
points). go = the median, pass = the 75th percentile, rounded to whole
points. Prints the table to paste into engine/zhopa/rules.py as
BALANCED_TARGETS.

Run from the repository root (under a minute with the defaults)::

    python tools/zhopa_targets.py [--parties 20000] [--seed 20240601]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardgames_qt.engine.zhopa import Variant, new_state  # noqa: E402 - after sys.path above


def partie_points(players: int, refill: str, parties: int, seed: int) -> list[int]:
    """Every seat's points over ``parties`` one-partie games of random-legal play."""
    rng = random.Random(seed)
    variant = Variant(players=players, refill=refill, max_parties=1)
    points: list[int] = []
    for _ in range(parties):
        state = new_state(variant, rng.randrange(2**63))
        while not state.is_terminal():
            seat = state.current_player()
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
        points += state.scores_history[-1]["points"]
    return points


def targets(points: list[int]) -> tuple[int, int]:
    q1, median, q3 = statistics.quantiles(points, n=4)
    return round(median), round(q3)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--parties", type=int, default=20_000, help="parties per cell")
    parser.add_argument("--seed", type=int, default=20240601)
    args = parser.parse_args(argv)
    table: dict[str, dict[int, tuple[int, int]]] = {}
    for refill in ("redeal", "draw"):
        table[refill] = {}
        for players in (2, 3, 4):
            start = time.time()
            pts = partie_points(players, refill, args.parties, args.seed + players)
            table[refill][players] = targets(pts)
            print(f"{refill:6} {players}p: median {statistics.median(pts):6.1f}  "
                  f"mean {statistics.fmean(pts):6.1f}  go/pass {table[refill][players]}  "
                  f"({len(pts)} samples, {time.time() - start:.0f} s)", file=sys.stderr)
    print("BALANCED_TARGETS = {")
    for refill, row in table.items():
        cells = ", ".join(f"{n}: {gp}" for n, gp in row.items())
        print(f'    "{refill}": {{{cells}}},')
    print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
