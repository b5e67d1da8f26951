"""Offline: the exact Gops equilibrium of every game of up to 8 cards, both tie rules.

    nice -n 10 python tools/gops_exact.py            # writes cardgames_qt/bots/data/gops_exact.bin
    python tools/gops_exact.py --cards 6 --out /tmp/x.bin   # a smaller table, for trying things out

Gops is a zero-sum game with public positions, so the equilibrium is found by
backward induction: each round is a matrix game whose entries are the points
won now plus the value of the position between rounds that it leads to. The
runtime (``cardgames_qt/bots/gops_policy.py``) needs exactly those
between-round values, W(hands, prizes face down, carried pot). This tool runs
the runtime's own exact solver with no model at all (so the two can never
disagree) over every game of 3..CARDS cards, records every W it computes and
ships them: with them the runtime solves only the round at hand, one small
matrix game, in about a millisecond.

Format (little-endian, zlib-compressed): ``GOPSX1``, then per tie rule
(carry, discard) the number of entries and two arrays: the keys, sorted, as
uint64 deltas, and the values in 1/SCALE points as int16. A key packs the
interleaved hands (only the order of the bids matters: see gops_policy), the
prizes face down and the carried pot: ``a | b << 16 | prizes << 32 | carried << 48``.
Values are rounded to 1/SCALE points (at most 0.002 points off), far below
what a best response can use (bench/bots.py prints the exploitability).
"""
from __future__ import annotations

import argparse
import importlib
import struct
import sys
import time
import zlib
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

G = importlib.import_module("cardgames_qt.bots.gops_policy")


def solve(cards: int, carry: bool, log) -> dict[int, float]:
    """Every between-round value of the games of 3..``cards`` cards, by key."""
    table: dict[int, float] = {}
    exact = G._after_ordered.__wrapped__  # the uncached body; the recursion goes through the patch

    def recorded(a, b, prizes, carried, carry_):
        key = G.pack_key(a, b, prizes, carried)
        v = table.get(key)
        if v is None:
            v = table[key] = exact(a, b, prizes, carried, carry_)
        return v

    saved = G._after_ordered, G.EXACT_CARDS, G._exact_table
    G._after_ordered, G.EXACT_CARDS, G._exact_table = recorded, 99, {True: {}, False: {}}
    G._solved_value.cache_clear()
    try:
        for n in range(3, cards + 1):
            t0 = time.perf_counter()
            full = (1 << (n + 1)) - 2  # values 1..n
            for p in range(1, n + 1):  # the first prize turned: the game's first round
                G._round_matrix(full, full, full ^ (1 << p), p, carry)
            log(f"{'carry' if carry else 'discard'} {n} cards: {len(table)} values so far, "
                f"{time.perf_counter() - t0:.1f} s")
    finally:
        G._after_ordered, G.EXACT_CARDS, G._exact_table = saved
        G._solved_value.cache_clear()
    return table


def encode(tables: dict[str, dict[int, float]]) -> bytes:
    out = bytearray(b"GOPSX1")
    for rule in G.TIE_RULES:
        table = tables[rule]
        keys = sorted(table)
        deltas = array("Q", (k - p for k, p in zip(keys, [0] + keys[:-1], strict=True)))
        values = array("h", (round(table[k] * G.EXACT_SCALE) for k in keys))
        if sys.byteorder != "little":
            deltas.byteswap()
            values.byteswap()
        out += struct.pack("<I", len(keys)) + deltas.tobytes() + values.tobytes()
    return zlib.compress(bytes(out), 9)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cards", type=int, default=G.TABLE_CARDS)
    ap.add_argument("--out", type=Path, default=G._EXACT_DATA)
    args = ap.parse_args(argv)

    def log(line: str) -> None:
        print(line, flush=True)

    t0 = time.perf_counter()
    tables = {rule: solve(args.cards, rule == "carry", log) for rule in G.TIE_RULES}
    worst = max(abs(v) for t in tables.values() for v in t.values())
    assert worst * G.EXACT_SCALE < 2 ** 15, "a value does not fit an int16 at this scale"
    data = encode(tables)
    args.out.write_bytes(data)
    log(f"wrote {args.out}: {len(data)} bytes, {sum(map(len, tables.values()))} values, "
        f"{time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
