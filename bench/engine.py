"""Random full games per second for each game, next to baselines measured in
the same run (ratios are what count; absolute figures depend on the machine).

    python bench/engine.py [--seconds 2]

Gops is compared with a naive pure-Python loop that plays the same game
(lists, random.choice, no validation): the target is ≥ 0.75× of its speed.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardgames_qt.engine import gops, registry  # noqa: E402


def naive_gops(rng: random.Random, cards: int = 13) -> tuple[int, int]:
    """A plain Gops loop as anyone would write it: lists, random.choice and
    remove, carry ties, no checks, no objects."""
    prizes = list(range(1, cards + 1))
    rng.shuffle(prizes)
    a, b = list(range(1, cards + 1)), list(range(1, cards + 1))
    sa = sb = pot = 0
    for prize in prizes:
        pot += prize
        x = rng.choice(a)
        a.remove(x)
        y = rng.choice(b)
        b.remove(y)
        if x > y:
            sa, pot = sa + pot, 0
        elif y > x:
            sb, pot = sb + pot, 0
    return sa, sb


def engine_gops(rng: random.Random, cards: int = 13) -> tuple[int, int]:
    """The same game through the engine's public one-game API (every bid checked)."""
    g = gops.new_game("carry", seed=rng.randrange(2**31), cards=cards)
    while not g.is_over:
        for p in (0, 1):
            g.bid(p, rng.choice(g.legal_bids(p)))
    return g.scores


def state_game(game_id: str, variant: dict, rng: random.Random) -> None:
    """A whole game through the common state protocol (what saves and bots use)."""
    s = registry.new_state(game_id, variant, rng.randrange(2**31))
    while not s.is_terminal():
        for seat in s.acting_seats():
            legal = s.legal_actions(seat)
            s.apply(seat, legal[rng.randrange(len(legal))])
            if s.is_terminal():
                break


def hands_per_second(players: int, seconds: float) -> float:
    rng = random.Random(2)
    s = registry.new_state("guts", {"players": players, "cycles": 50}, 1)
    hands, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds and not s.is_terminal():
        for seat in s.acting_seats():
            s.apply(seat, "in" if rng.random() < 0.5 else "out")
        hands += 1
    return hands / (time.perf_counter() - t0)


def rate(fn, seconds: float) -> float:
    rng = random.Random(1)
    n, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        fn(rng)
        n += 1
    return n / (time.perf_counter() - t0)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=2.0)
    sec = ap.parse_args().seconds
    naive = rate(naive_gops, sec)
    eng = rate(engine_gops, sec)
    print(f"gops naive loop:            {naive:10.0f} games/s")
    print(f"gops engine (one-game API): {eng:10.0f} games/s  ratio {eng / naive:.2f}x of naive (target >= 0.75x)")
    st = rate(lambda r: state_game("gops", {"games": 1}, r), sec)
    print(f"gops state protocol:        {st:10.0f} games/s  ratio {st / naive:.2f}x of naive")
    # Random Guts players at a big table almost never end a cycle (the reserve
    # grows faster than lone winners drain it), so Guts is measured in hands.
    for players in (4, 10):
        r = hands_per_second(players, sec)
        print(f"guts {players} players:            {r:10.0f} hands/s")
    for game_id, variant, label in (("zhopa", {"players": 3, "max_parties": 30}, "zhopa 3 players"),
                                    ("zhopa", {"players": 4, "max_parties": 30}, "zhopa 4 players")):
        try:
            r = rate(lambda rng, g=game_id, v=variant: state_game(g, v, rng), sec)
        except Exception as exc:  # noqa: BLE001 - a missing game is reported, not hidden
            print(f"{label}: not measured ({exc})")
            continue
        print(f"{label:27s} {r:10.1f} games/s  ({r / naive:.4f}x of the naive Gops loop)")


if __name__ == "__main__":
    main()
