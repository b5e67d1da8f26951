"""Crash safety of saves and statistics under SIGKILL.

    python bench/crash_saves.py [--kills 200] [--seed 1] [--home DIR]

A CHILD process plays random games through the real :class:`GameSession`
(autosave after every move into a real :class:`SaveStore`, written in line
or, in half of the children, on the app's :class:`BackgroundSaver` thread;
results recorded in a real :class:`StatsStore` when a game ends, through
``GameSession.on_finished``, before its autosave is cleared; now and then a
named save)
and is killed with SIGKILL at a random moment; the next child resumes from
whatever the killed one left on disk. After every kill the parent loads the
autosaves, the named save and the statistics, and compares them with what
the child announced on its stdout pipe (a write to a pipe survives the
writer's death):

    move <uid> <n> <json [seat, action]>   about to submit move n
    saved <uid> <n>                        submit (and its autosave) returned
    over <uid> / recorded <uid>            the game ended / its result is recorded

Moves lost after a kill = the last move announced minus the moves in the
autosave. A move whose "saved" line arrived must never be lost, the move
being written may be (so the figure is 0 or 1); anything else, or a file
that does not load, is counted as corrupt. The last line printed is
``kills=N corrupt=N max_moves_lost=N``.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardgames_qt.app.session import COMPUTER, BackgroundSaver, GameSession, Seat  # noqa: E402
from cardgames_qt.engine.registry import GAME_IDS  # noqa: E402
from cardgames_qt.storage import PlayerResult, SaveStore, StatsStore  # noqa: E402

NAMED = "crash test"
NAMES = ("Ann", "Bob", "Cid", "Dee")


# --- the child: a player that may die at any moment --------------------------------
def recorder(stats: StatsStore, say: Callable[[str], None]) -> Callable[[GameSession], None]:
    """The ``GameSession.on_finished`` hook: results are recorded BEFORE the
    finished game's autosave is cleared, so a crash in between leaves the game
    resumable (its last move lost) with its result recorded once (record_game
    is idempotent by uid). The other order would lose game and result."""
    def record(session: GameSession) -> None:
        say(f"over {session.uid}")
        stats.record_game(session.uid, session.game_id, results(session))
        say(f"recorded {session.uid}")
    return record


def results(session: GameSession) -> list[PlayerResult]:
    returns = [Fraction(r) for r in session.state.returns()]
    best = max(returns)
    shared = returns.count(best) > 1
    return [PlayerResult(seat.name, ("draw" if shared else "win") if r == best else "loss", r)
            for seat, r in zip(session.seats, returns)]


def random_table(rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Short games, so that many of them end (and record results) between kills."""
    game = rng.choice(GAME_IDS)
    if game == "gops":
        return game, {"cards": rng.randint(3, 8), "games": 1, "tie_rule": rng.choice(["carry", "discard"])}
    if game == "guts":
        return game, {"players": rng.randint(2, 4), "cycles": 1, "ante": 1, "pot_cap": rng.randint(2, 6)}
    return game, {"players": rng.randint(2, 3), "max_parties": 1}


def choose(session: GameSession, seat: int, rng: random.Random) -> Any:
    legal = session.legal_actions(seat)
    if session.game_id == "guts":  # about one player in per hand, or big tables never end
        return "in" if rng.random() < 1 / session.state.num_players else "out"
    return rng.choice(legal)


def child(seed: int) -> None:
    def say(line: str) -> None:
        os.write(1, (line + "\n").encode())  # unbuffered: in the pipe before the next step

    rng = random.Random(seed)
    store, stats = SaveStore(), StatsStore()
    # half the children write like the app's table (a worker thread), half in line
    saver = BackgroundSaver() if rng.random() < 0.5 else None
    session = None
    for game in GAME_IDS:  # resume what the killed predecessor left
        if store.has_autosave(game):
            loaded = store.load_autosave(game)
            session = GameSession.from_record(loaded.record, loaded.state, store=store)
            say(f"resume {session.uid} {len(session.state.history)}")
            break
    while True:
        if session is None:
            game, variant = random_table(rng)
            players = variant.get("players", 2)
            seats = [Seat(NAMES[i], COMPUTER, "random") for i in range(players)]
            say("starting")
            session = GameSession.start(game, variant, seats, seed=rng.randrange(2**31), store=store)
            say(f"game {session.uid}")
        session.on_finished, session.saver = recorder(stats, say), saver
        if session.last_save_error:
            say(f"error {session.last_save_error}")
            sys.exit(3)
        while not session.is_over:
            seat = rng.choice(session.acting_seats())
            action = choose(session, seat, rng)
            n = len(session.state.history) + 1
            say(f"move {session.uid} {n} {json.dumps([seat, action])}")
            session.submit(seat, action)
            if saver is not None:
                saver.flush()  # "saved" means on disk, whichever way it was written
            if session.last_save_error:
                say(f"error {session.last_save_error}")
                sys.exit(3)
            say(f"saved {session.uid} {n}")
            if rng.random() < 0.05:
                store.save_named(NAMED, session.record(), overwrite=True)
                say(f"named {session.uid} {n}")
        say(f"done {session.uid}")
        session = None


# --- the parent: kill, then check everything loads --------------------------------
@dataclass
class Tracker:
    """What the children announced, across kills."""
    moves: dict[str, list[Any]] = field(default_factory=dict)  # uid -> announced [seat, action]s
    saved: dict[str, int] = field(default_factory=dict)        # uid -> last confirmed move
    recorded: set[str] = field(default_factory=set)
    finished: set[str] = field(default_factory=set)
    current: str | None = None
    games_done: int = 0

    def feed(self, line: str) -> None:
        word, _, rest = line.partition(" ")
        if word in ("game", "resume"):
            uid = rest.split()[0]
            self.current = uid
            self.moves.setdefault(uid, [])
        elif word == "move":
            uid, n, action = rest.split(" ", 2)
            moves = self.moves.setdefault(uid, [])
            del moves[int(n) - 1:]  # a move announced but lost is announced again after the resume
            moves.append(json.loads(action))
            self.current = uid
        elif word == "saved":
            uid, n = rest.split()
            self.saved[uid] = int(n)
        elif word == "over":
            self.finished.add(rest)
        elif word == "recorded":
            self.recorded.add(rest)
        elif word == "done":
            self.games_done += 1
        elif word == "starting":
            self.current = None


@dataclass
class Outcome:
    kills: int = 0
    corrupt: int = 0
    max_moves_lost: int = 0
    moves: int = 0
    games_done: int = 0
    problems: list[str] = field(default_factory=list)


def check_home(home: Path, tracker: Tracker) -> tuple[int, list[str]]:
    """(moves lost, problems) after a kill; loads everything the way the app does."""
    problems: list[str] = []
    store, stats_store = SaveStore(home / "saves"), StatsStore(home / "stats.json")
    slots: dict[str, Any] = {}
    for game in GAME_IDS:
        if store.has_autosave(game):
            try:
                loaded = store.load_autosave(game)
            except Exception as exc:  # noqa: BLE001 - any failure to load is the finding
                problems.append(f"autosave {game}: {type(exc).__name__}: {exc}")
                continue
            if loaded.from_backup:
                problems.append(f"autosave {game} came from the backup")
            slots[loaded.record.get("uid")] = loaded.state
    if (store.directory / f"{NAMED}.json").exists():
        try:
            store.load(NAMED)
        except Exception as exc:  # noqa: BLE001
            problems.append(f"named save: {type(exc).__name__}: {exc}")
    stats = stats_store.load()
    if stats_store.messages:
        problems.append(f"statistics: {' '.join(stats_store.messages)}")
    if not tracker.recorded <= set(stats.recorded):
        problems.append("a recorded result is missing from the statistics")
    players = sum(sum(g.played for g in games.values()) for games in stats.players.values())
    if players < 2 * len(stats.recorded):
        problems.append("statistics count fewer results than games")
    if store.quarantine_dir.exists() or (home / "quarantine").exists():
        problems.append("something was quarantined")

    lost = 0
    uid = tracker.current
    if uid is None:  # killed while a new game was being started: its slot is empty or fresh
        if any(state.history for u, state in slots.items() if u not in tracker.moves):
            problems.append("a game nobody announced has moves")
    elif uid in slots:
        history = slots[uid].history
        announced = tracker.moves[uid]
        lost = len(announced) - len(history)
        if history != announced[: len(history)]:
            problems.append(f"the autosave of {uid} is not what was played")
        if len(history) < tracker.saved.get(uid, 0):
            problems.append(f"a confirmed move of {uid} was lost")
        if len(history) > len(announced):
            problems.append(f"the autosave of {uid} has moves never played")
    elif uid in stats.recorded:
        lost = 0  # the game ended and its result is safe
    else:
        lost = len(tracker.moves.get(uid, []))
        problems.append(f"game {uid} vanished: no autosave and no recorded result")
    return lost, problems


def kill_once(home: Path, seed: int, delay: float, tracker: Tracker) -> tuple[bool, list[str]]:
    """Start a child, let it play for ``delay`` seconds, SIGKILL it. (killed, raw lines)"""
    env = {**os.environ, "CARDGAMES_QT_HOME": str(home), "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--child", "--seed", str(seed)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    lines: list[str] = []
    first = threading.Event()

    def pump() -> None:  # keep the pipe drained so the child never blocks on it
        for raw in proc.stdout:
            lines.append(raw.decode().rstrip("\n"))
            first.set()
        first.set()

    reader = threading.Thread(target=pump, daemon=True)
    reader.start()
    first.wait(30)
    time.sleep(delay)
    killed = proc.poll() is None
    if killed:
        proc.send_signal(signal.SIGKILL)
    proc.wait()
    reader.join(10)
    err = proc.stderr.read().decode(errors="replace").strip()
    proc.stderr.close()
    proc.stdout.close()
    for line in lines:
        tracker.feed(line)
    if not killed:
        lines.append(f"child exited by itself (code {proc.returncode}): {err[-500:]}")
    return killed, lines


def run(kills: int, seed: int = 1, home: Path | None = None, max_delay: float = 0.6,
        log=None) -> Outcome:
    """Kill ``kills`` children; every figure in the outcome is measured, none assumed."""
    own = home is None
    home = Path(tempfile.mkdtemp(prefix="crash-saves-")) if own else home
    rng = random.Random(seed)
    tracker, out = Tracker(), Outcome()
    try:
        for i in range(kills):
            killed, lines = kill_once(home, rng.randrange(2**31), rng.uniform(0.0, max_delay), tracker)
            if not killed:
                out.corrupt += 1
                out.problems.append(lines[-1])
                continue
            out.kills += 1
            lost, problems = check_home(home, tracker)
            out.max_moves_lost = max(out.max_moves_lost, lost)
            if problems:
                out.corrupt += 1
                out.problems += [f"kill {i + 1}: {p}" for p in problems]
            if log:
                log(f"kill {i + 1}: lost {lost}, {len(lines)} lines, games done {tracker.games_done}"
                    + (f", PROBLEMS {problems}" if problems else ""))
        out.moves = sum(len(m) for m in tracker.moves.values())
        out.games_done = tracker.games_done
    finally:
        if own:
            shutil.rmtree(home, ignore_errors=True)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kills", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--home", type=Path, default=None, help="keep the files here (default: a temp dir)")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.seed)
        return
    if os.name != "posix":
        sys.exit("SIGKILL needs a POSIX system")
    t0 = time.perf_counter()
    out = run(args.kills, args.seed, args.home, log=print if args.verbose else None)
    for p in out.problems[:20]:
        print("problem:", p)
    print(f"{out.moves} moves announced, {out.games_done} games finished, "
          f"{time.perf_counter() - t0:.0f} s")
    print(f"kills={out.kills} corrupt={out.corrupt} max_moves_lost={out.max_moves_lost}")
    sys.exit(1 if out.corrupt or out.kills < args.kills else 0)


if __name__ == "__main__":
    main()
