"""What saving one move costs, and what opening the saves costs, compared with another
checkout of the project in the same run (alternating, so a loaded machine loads both).

    python bench/save_move.py [--other DIR] [--rounds 5] [--moves 300]

Each round runs a child process per checkout (this one, and ``--other`` if given: e.g.
a worktree of an older commit). A child opens a fresh profile's database as the app
does (``GameStore()``), then plays short games of every kind back to back through the
real :class:`GameSession` (computer seats, random moves) for ``--moves`` moves, timing
each ``submit`` (the move, its committed INSERT and, at a game's end, its results),
and then times a second start-up: opening the same database again and resuming the
game under Continue. ``per_move_ms`` is the median move (the wall clock: the fsync
depends on the disk's load, which here swings between about 0.4 and 4 ms), ``cpu_ms``
the mean CPU time of a move on the calling thread (what our code costs, whatever the
disk does); each figure is the median over rounds, and a ratio is this checkout over
the other. Last line:
``per_move_ms=… cpu_ms=… open_ms=…`` and, with another checkout, ``other_per_move_ms=… other_cpu_ms=…
other_open_ms=… per_move_ratio=… cpu_ratio=… open_ratio=…``
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def child(moves: int, seed: int) -> None:
    import cardgames_qt
    from cardgames_qt.app.session import COMPUTER, GameSession, Seat
    from cardgames_qt.engine.registry import GAME_IDS
    from cardgames_qt.storage import GameStore

    rng = random.Random(seed)
    t0 = time.perf_counter()
    store = GameStore()
    first_open = time.perf_counter() - t0
    times: list[float] = []
    cpu: list[float] = []
    session = None
    while len(times) < moves:
        if session is None or session.is_over:
            game = GAME_IDS[len(times) % len(GAME_IDS)] if session is None else rng.choice(GAME_IDS)
            variant = {"gops": {"cards": 8}, "guts": {"players": 3, "cycles": 1, "pot_cap": 4},
                       "zhopa": {"players": 2, "max_parties": 1}}[game]
            seats = [Seat(f"P{i}", COMPUTER, "random") for i in range(variant.get("players", 2))]
            session = GameSession.start(game, variant, seats, seed=rng.randrange(2**31), store=store)
        seat = rng.choice(session.acting_seats())
        if session.game_id == "guts":
            action = "in" if rng.random() < 0.4 else "out"
        else:
            action = rng.choice(session.legal_actions(seat))
        started, on_cpu = time.perf_counter(), time.thread_time()  # CPU: the code's own cost, not the disk's
        session.submit(seat, action)
        times.append(time.perf_counter() - started)
        cpu.append(time.thread_time() - on_cpu)
        if session.last_save_error:
            raise SystemExit(f"save error: {session.last_save_error}")
    if session.is_over:  # leave a game under Continue for the second start-up
        session = GameSession.start("gops", {"cards": 8},
                                    [Seat("A", COMPUTER, "random"), Seat("B", COMPUTER, "random")],
                                    seed=1, store=store)
        seat = session.acting_seats()[0]
        session.submit(seat, session.legal_actions(seat)[0])
    session.close()
    store.close()
    t0 = time.perf_counter()
    again = GameStore()
    opened = again.load_continue(session.game_id) if again.has_continue(session.game_id) else None
    reopen = time.perf_counter() - t0
    assert opened is not None
    print(json.dumps({"file": cardgames_qt.__file__, "per_move_ms": statistics.median(times) * 1000,
                      "mean_ms": statistics.fmean(times) * 1000, "cpu_ms": statistics.fmean(cpu) * 1000,
                      "first_open_ms": first_open * 1000, "open_ms": reopen * 1000}))


def run_child(root: Path, moves: int, seed: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="save-move-") as home:
        env = {**os.environ, "CARDGAMES_QT_HOME": home, "PYTHONPATH": str(root), "LANG": "C.UTF-8"}
        out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", "--moves", str(moves),
                              "--seed", str(seed)], capture_output=True, text=True, env=env, cwd=home, timeout=300)
    if out.returncode:
        raise SystemExit(f"child at {root} failed: {out.stderr[-2000:]}")
    data = json.loads(out.stdout.strip().splitlines()[-1])
    if not data["file"].startswith(str(root)):
        raise SystemExit(f"the child at {root} imported {data['file']}")
    return data


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--other", type=Path, default=None, help="another checkout to compare with")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--moves", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.moves, args.seed)
        return
    roots = {"this": ROOT} | ({"other": args.other.resolve()} if args.other else {})
    got: dict[str, list[dict]] = {k: [] for k in roots}
    for r in range(args.rounds):
        order = list(roots.items()) if r % 2 == 0 else list(reversed(roots.items()))
        for name, root in order:
            got[name].append(run_child(root, args.moves, args.seed + r))
        line = "  ".join(f"{n}: {got[n][-1]['per_move_ms']:.3f} ms/move (mean {got[n][-1]['mean_ms']:.3f}, "
                         f"cpu {got[n][-1]['cpu_ms']:.3f}), "
                         f"open {got[n][-1]['open_ms']:.1f} ms" for n in roots)
        print(f"round {r + 1}: {line}", flush=True)

    def med(name: str, key: str) -> float:
        return statistics.median(d[key] for d in got[name])

    figures = {"per_move_ms": med("this", "per_move_ms"), "cpu_ms": med("this", "cpu_ms"),
               "open_ms": med("this", "open_ms")}
    if args.other:
        figures |= {"other_per_move_ms": med("other", "per_move_ms"), "other_cpu_ms": med("other", "cpu_ms"),
                    "other_open_ms": med("other", "open_ms")}
        figures["per_move_ratio"] = figures["per_move_ms"] / figures["other_per_move_ms"]
        figures["cpu_ratio"] = figures["cpu_ms"] / figures["other_cpu_ms"]
        figures["open_ratio"] = figures["open_ms"] / figures["other_open_ms"]
    print(" ".join(f"{k}={v:.3f}" for k, v in figures.items()))


if __name__ == "__main__":
    main()
