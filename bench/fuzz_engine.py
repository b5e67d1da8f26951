"""Fuzz the engines with whole random games: random legal moves, with an
illegal probe now and then (junk values, cards not held, a legal move sent
by the wrong seat, moves after the end). Then fuzz the engine's whole public
surface: every public function, class and method under cardgames_qt/engine.

    python bench/fuzz_engine.py [--games 100000] [--workers 2] [--seed 1] [--payloads 400]
    python bench/fuzz_engine.py --quick

The surface part (see ``fuzz_surface``) calls every public callable with each
argument in turn replaced by hostile values (wrong types, huge and negative
numbers, NaN, megabyte strings, junk nested 10,000 deep), and feeds every
``from_dict`` saved states damaged at random (hostile values and plausible
edits: a number off by one, a card moved or doubled, lists swapped). A state
``from_dict`` accepts is then played to its end with random legal moves,
every seat's observation read on the way. Counted: ``calls``; ``non_illegal``
(anything raised but IllegalMove, a listed legal move refused, an accepted
state that breaks an invariant or never ends); ``hangs`` (a call over
HANG_SECONDS or one that grew the process by over HANG_MIB).

Every game and every variant setting is drawn at random. Counted as a
violation: a broken invariant (``check_invariants`` after every move), a
listed legal move refused, an accepted move that was not listed, a refused
move that changed the state (fingerprint), any exception other than
IllegalMove, a game that does not end, and (every 25th game) a state that
does not survive JSON or replay. Prints per game the games played, the
violations (must be 0) and games/s; the last line sums them up.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
import traceback
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.fuzz_surface import SurfaceReport, fuzz_surface  # noqa: E402 - after sys.path above
from cardgames_qt.engine import IllegalMove, registry  # noqa: E402 - after sys.path above
from cardgames_qt.engine.cards import RANK_BY_TEXT, SUITS  # noqa: E402 - after sys.path above

GAMES = ("gops", "guts", "zhopa")
CARDS = [r + s for r in RANK_BY_TEXT for s in SUITS]
JUNK: list[Any] = ["", " ", "in ", "OUT", "fold", "go", "pass", "1C", "11H", "AX", "JOKER", "\x00", "🂡", "10",
                   None, True, False, -1, 0, 14, 99, 2**64, 1.5, float("nan"), [], [1], {"bid": 1}, (0, 1), b"1"]
PROBE_RATE = 0.03
MAX_STEPS = 20_000
CHECK_PERSISTENCE_EVERY = 25


def random_variant(game: str, rng: random.Random) -> dict[str, Any]:
    if game == "gops":
        return {"cards": rng.randint(3, 13), "tie_rule": rng.choice(["carry", "discard"]), "games": rng.randint(1, 3)}
    if game == "guts":
        return {"players": rng.randint(2, 10), "ante": rng.randint(1, 3), "pot_cap": rng.randint(1, 30),
                "cycles": rng.choices([1, 2, 3], [7, 2, 1])[0]}  # mostly short sessions: many games
    return {"players": rng.randint(2, 4),
            "trump_mode": rng.choice(["per_player", "none", "one", "two", "senior_junior"]),
            "refill": rng.choice(["redeal", "draw"]), "must_beat": rng.random() < 0.8,
            "targets": rng.choice(["source", "balanced"]),
            "max_parties": 30 if rng.random() < 0.01 else rng.randint(1, 4)}


def pick_legal(state, seat: int, legal: list, rng: random.Random) -> Any:
    # uniform random "in" at a big Guts table almost never empties the pot:
    # about one player in per hand keeps sessions finite (as real players do)
    if state.game_id == "guts":
        return "in" if rng.random() < 1.2 / state.num_players else "out"
    return legal[rng.randrange(len(legal))]


def probe(state, rng: random.Random) -> str | None:
    """One illegal-looking action; a violation's description, or None."""
    n = state.num_players
    acting = state.acting_seats()
    roll = rng.random()
    if roll < 0.3 and acting and len(acting) < n:  # a legal move, sent by a seat that may not act
        seat = rng.choice([s for s in range(n) if s not in acting])
        action = rng.choice(state.legal_actions(acting[0]))
    elif roll < 0.5:
        seat, action = rng.choice([-1, n, None, True, 0.0, "0"]), rng.choice(CARDS)
    elif roll < 0.75:
        seat, action = rng.randrange(n), rng.choice(CARDS + list(range(0, 15)))
    else:
        seat, action = rng.randrange(n), rng.choice(JUNK)
    legal = state.legal_actions(seat) if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < n else []
    before = state.fingerprint()
    try:
        state.apply(seat, action)
    except IllegalMove as exc:
        if state.fingerprint() != before:
            return f"refusing {action!r} from seat {seat!r} changed the state"
        if not str(exc).strip():
            return "an IllegalMove without a message"
        return None
    if state.history[-1][1] not in legal:
        return f"{action!r} from seat {seat!r} was accepted but not legal"
    state.check_invariants()
    return None


def play_one(game: str, rng: random.Random, index: int) -> tuple[int, list[str]]:
    """(moves made, violations) of one random game."""
    variant = random_variant(game, rng)
    seed = rng.randrange(2**31)
    problems: list[str] = []
    try:
        state = registry.new_state(game, variant, seed)
        state.check_invariants()
        steps = 0
        while not state.is_terminal():
            if rng.random() < PROBE_RATE:
                problem = probe(state, rng)
                if problem:
                    problems.append(problem)
                    break
                if state.is_terminal():
                    break
            seat = rng.choice(state.acting_seats())
            legal = state.legal_actions(seat)
            if not legal:
                problems.append(f"seat {seat} acts but has no legal move")
                break
            state.apply(seat, pick_legal(state, seat, legal, rng))  # an IllegalMove here is a violation
            state.check_invariants()
            steps += 1
            if steps > MAX_STEPS:
                problems.append(f"no end after {MAX_STEPS} moves")
                break
        if state.is_terminal() and not problems:
            problem = probe(state, rng)  # the end refuses everything
            if problem or state.legal_actions(0) != []:
                problems.append(problem or "legal moves after the end")
        if index % CHECK_PERSISTENCE_EVERY == 0:
            data = json.loads(json.dumps(state.to_dict()))
            if registry.state_from_dict(data) != state:
                problems.append("the state does not survive JSON")
            elif registry.replay(game, variant, seed, state.history) != state:
                problems.append("seed + history does not replay the state")
    except Exception as exc:  # noqa: BLE001 - anything raised is the finding
        problems.append(f"{type(exc).__name__}: {exc} | {traceback.format_exc(limit=3).splitlines()[-3]}")
        steps = 0
    return steps, [f"{game} {variant} seed {seed}: {p}" for p in problems]


def work(task: tuple[str, int, int, int]) -> tuple[str, int, int, list[str], float]:
    game, first, count, seed = task
    t0 = time.perf_counter()
    moves, problems = 0, []
    for i in range(first, first + count):
        steps, found = play_one(game, random.Random(f"{seed}/{game}/{i}"), i)
        moves += steps
        problems += found
    return game, count, moves, problems, time.perf_counter() - t0


def run(games: int, workers: int = 2, seed: int = 1, chunk: int = 500) -> dict[str, dict[str, Any]]:
    tasks = [(g, start, min(chunk, games - start), seed) for g in GAMES for start in range(0, games, chunk)]
    totals = {g: {"games": 0, "moves": 0, "violations": [], "cpu": 0.0, "wall": 0.0} for g in GAMES}
    with multiprocessing.Pool(workers) as pool:
        for game in GAMES:  # one game at a time, so that games/s is a wall-clock figure
            t0 = time.perf_counter()
            for g, count, moves, problems, cpu in pool.imap_unordered(work, [t for t in tasks if t[0] == game]):
                totals[g]["games"] += count
                totals[g]["moves"] += moves
                totals[g]["violations"] += problems
                totals[g]["cpu"] += cpu
            totals[game]["wall"] = time.perf_counter() - t0
    return totals


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3000, help="random games per game (default 3000)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--payloads", type=int, default=400, help="damaged saves per game (default 400)")
    ap.add_argument("--quick", action="store_true", help="a short run: 300 games, 60 damaged saves per game")
    args = ap.parse_args()
    if args.quick:
        args.games, args.payloads = 300, 60
    totals = run(args.games, args.workers, args.seed)
    for game, t in totals.items():
        print(f"{game:6s} games={t['games']} moves={t['moves']} violations={len(t['violations'])} "
              f"{t['games'] / t['wall']:.0f} games/s ({args.workers} workers)")
        for v in t["violations"][:10]:
            print("   ", v)
    violations = sum(len(t["violations"]) for t in totals.values())
    surface: SurfaceReport = fuzz_surface(args.seed, args.payloads)
    for line in surface.lines():
        print(line)
    print(f"games={sum(t['games'] for t in totals.values())} violations={violations} "
          f"calls={surface.calls} non_illegal={len(surface.non_illegal)} hangs={len(surface.hangs)}")
    sys.exit(1 if violations or surface.non_illegal or surface.hangs else 0)


if __name__ == "__main__":
    main()
