"""Crash safety of the save database under SIGKILL.

    python bench/crash_saves.py [--kills 500] [--seed 1] [--home DIR]

A CHILD process opens the profile's database (as the app does at start-up),
resumes the game waiting under Continue (or starts one), and plays random
games back to back through the real :class:`GameSession` and
:class:`GameStore`: every move one committed INSERT, nothing flushed or
waited for beyond what the app does; results recorded by the session when a
game ends; now and then a named save. It is killed with SIGKILL at a random
moment (a fifth of the kills within the first 0.6 s: during start-up, the
database open and the resume) and the next child carries on from whatever is
on disk. The child announces on its stdout pipe (a write to a pipe survives
the writer's death):

    move <uid> <n> <json [seat, action]>   about to submit move n
    saved <uid> <n>                        submit returned

After every kill the parent opens the database, and for EVERY game the
children ever played compares the stored moves, move by move, with the
children's own log: they must be a prefix of what was announced and contain
every move whose "saved" line arrived. Every running game must resume
(snapshot + tail, re-checked); every finished game must have exactly one
result row per seat, and the statistics must equal what the parent computes
by replaying the finished games itself. The last line printed is
``kills=N corrupt=N max_moves_lost=N stats_exact=yes|no``.
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
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardgames_qt.app.results import results_of  # noqa: E402
from cardgames_qt.app.session import COMPUTER, GameSession, Seat  # noqa: E402
from cardgames_qt.engine.registry import GAME_IDS, replay  # noqa: E402
from cardgames_qt.storage import GameStore, StatsQueries, gamedb  # noqa: E402

NAMED = "crash test"
NAMES = ("Ann", "Bob", "Cid", "Dee")


# --- the child: a player that may die at any moment --------------------------------
def random_table(rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Short games, so that many of them end (and record results) between kills."""
    game = rng.choice(GAME_IDS)
    if game == "gops":
        return game, {"cards": rng.randint(3, 8), "games": rng.choice([1, 1, 2]),
                      "tie_rule": rng.choice(["carry", "discard"])}
    if game == "guts":
        return game, {"players": rng.randint(2, 4), "cycles": 1, "ante": 1, "pot_cap": rng.randint(2, 6)}
    return game, {"players": rng.randint(2, 3), "max_parties": 1}


def choose(session: GameSession, seat: int, rng: random.Random) -> Any:
    if session.game_id == "guts":  # about one player in per hand, or big tables never end
        return "in" if rng.random() < 1 / session.state.num_players else "out"
    return rng.choice(session.legal_actions(seat))


def child(seed: int) -> None:
    def say(line: str) -> None:
        os.write(1, (line + "\n").encode())  # unbuffered: in the pipe before the next step

    rng = random.Random(seed)
    gamedb.SNAPSHOT_EVERY = 25  # snapshots often, so that kills land in them too
    store = GameStore()  # opens (and checks) the database: a kill may land here
    while True:
        session = None
        for game in rng.sample(GAME_IDS, len(GAME_IDS)):  # finish what a killed predecessor left first:
            if store.has_continue(game):  # a new game would replace it (as the app does, after asking)
                session = GameSession.from_opened(store.load_continue(game), store)
                break
        if session is None:
            game, variant = random_table(rng)
            seats = [Seat(NAMES[i], COMPUTER, "random") for i in range(variant.get("players", 2))]
            session = GameSession.start(game, variant, seats, seed=rng.randrange(2**31), store=store)
        while not session.is_over:
            seat = rng.choice(session.acting_seats())
            action = choose(session, seat, rng)
            n = len(session.state.history) + 1
            say(f"move {session.uid} {n} {json.dumps([seat, action])}")
            session.submit(seat, action)
            if session.last_save_error:
                say(f"error {session.last_save_error}")
                sys.exit(3)
            say(f"saved {session.uid} {n}")
            if rng.random() < 0.02:
                store.save_named(NAMED, session.db_id, overwrite=True)


# --- the parent: kill, then check every game ------------------------------------------
@dataclass
class Tracker:
    """What the children announced, across kills."""
    moves: dict[str, list[Any]] = field(default_factory=dict)  # uid -> announced [seat, action]s
    saved: dict[str, int] = field(default_factory=dict)        # uid -> last confirmed move

    def feed(self, line: str) -> None:
        word, _, rest = line.partition(" ")
        if word == "move":
            uid, n, action = rest.split(" ", 2)
            moves = self.moves.setdefault(uid, [])
            del moves[int(n) - 1:]  # a move announced but lost is announced again after the resume
            moves.append(json.loads(action))
        elif word == "saved":
            uid, n = rest.split()
            self.saved[uid] = int(n)


@dataclass
class Outcome:
    kills: int = 0
    corrupt: int = 0
    max_moves_lost: int = 0
    moves: int = 0
    games_done: int = 0
    stats_exact: bool = True
    problems: list[str] = field(default_factory=list)


def check_home(tracker: Tracker) -> tuple[int, list[str], bool, int]:
    """(most moves lost by a game, problems, statistics exact, finished games) after a kill."""
    problems: list[str] = []
    store = GameStore()
    db = store.db
    if db.notice:
        problems.append(f"database: {db.notice}")
    rows = db.conn.execute("SELECT id, uid, kind, variant, seed, seats, status FROM games "
                           "WHERE status != 'saved'").fetchall()
    by_uid = {}
    for gid, uid, kind, variant, seed, seats, status in rows:
        if uid in by_uid:
            problems.append(f"game {uid} is stored twice")
        by_uid[uid] = (gid, kind, json.loads(variant), seed, json.loads(seats), status)
    lost_max = 0
    expected = Counter()
    finished = 0
    for uid, announced in tracker.moves.items():
        if uid not in by_uid:
            if tracker.saved.get(uid, 0) > 0:
                problems.append(f"game {uid} vanished")
            continue  # killed while the game was being created: nothing of it was confirmed
        gid, kind, variant, seed, seats, status = by_uid[uid]
        stored = store.history(gid)
        if stored != announced[:len(stored)]:
            problems.append(f"the moves of {uid} are not what was played")
        if len(stored) < tracker.saved.get(uid, 0):
            problems.append(f"a confirmed move of {uid} was lost")
        lost_max = max(lost_max, len(announced) - len(stored))
        if status == "active":
            try:
                opened = store.open(gid)
                if opened.state.history != stored:
                    problems.append(f"{uid} resumes to another game")
                store.release(gid)
            except Exception as exc:  # noqa: BLE001 - any failure to resume is the finding
                problems.append(f"{uid} does not resume: {type(exc).__name__}: {exc}")
        elif status == "finished":
            finished += 1
            state = replay(kind, variant, seed, stored)
            if not state.is_terminal():
                problems.append(f"{uid} is marked finished but is not over")
            session = GameSession(kind, variant, [Seat(s["name"]) for s in seats], seed, state, uid=uid)
            for r in results_of(session):
                expected[(kind, r.name)] += 1
        else:
            problems.append(f"{uid} is {status}")
    got = {key: n for key, (n, _w) in StatsQueries(db).totals().items()}
    exact = got == dict(expected)
    per_game = db.conn.execute("SELECT uid, COUNT(*) FROM results GROUP BY uid").fetchall()
    if len(per_game) != finished:
        exact = False
    named = db.conn.execute("SELECT id FROM games WHERE status = 'saved'").fetchall()
    for (sid,) in named:
        try:
            store._rebuild(sid)
        except Exception as exc:  # noqa: BLE001
            problems.append(f"the named save does not load: {exc}")
    if (db.path.parent / "quarantine").exists():
        problems.append("something was quarantined")
    store.close()
    return lost_max, problems, exact, finished


def kill_once(home: Path, seed: int, delay: float, tracker: Tracker) -> tuple[bool, list[str]]:
    """Start a child, let it run for ``delay`` seconds, SIGKILL it. (killed, raw lines)"""
    env = {**os.environ, "CARDGAMES_QT_HOME": str(home), "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--child", "--seed", str(seed)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    lines: list[str] = []

    def pump() -> None:  # keep the pipe drained so the child never blocks on it
        for raw in proc.stdout:
            lines.append(raw.decode().rstrip("\n"))

    reader = threading.Thread(target=pump, daemon=True)
    reader.start()
    time.sleep(delay)  # from the moment of exec: start-up, open and resume are fair game
    killed = proc.poll() is None
    if killed:
        proc.send_signal(signal.SIGKILL)
    proc.wait()
    reader.join(10)
    err = proc.stderr.read().decode(errors="replace").strip()
    proc.stderr.close()
    proc.stdout.close()
    for line in lines:
        if line.count(" ") >= 2 or line.startswith("saved "):
            tracker.feed(line)
    if not killed:
        lines.append(f"child exited by itself (code {proc.returncode}): {err[-500:]}")
    return killed, lines


def run(kills: int, seed: int = 1, home: Path | None = None, max_delay: float = 1.2, log=None) -> Outcome:
    """Kill ``kills`` children; every figure in the outcome is measured, none assumed."""
    own = home is None
    home = Path(tempfile.mkdtemp(prefix="crash-saves-")) if own else home
    rng = random.Random(seed)
    tracker, out = Tracker(), Outcome()
    previous = os.environ.get("CARDGAMES_QT_HOME")
    os.environ["CARDGAMES_QT_HOME"] = str(home)
    try:
        for i in range(kills):
            early = rng.random() < 0.2
            delay = rng.uniform(0.0, 0.6) if early else rng.uniform(0.0, max_delay) + 0.3
            killed, lines = kill_once(home, rng.randrange(2**31), delay, tracker)
            if not killed:
                out.corrupt += 1
                out.problems.append(lines[-1])
                continue
            out.kills += 1
            lost, problems, exact, finished = check_home(tracker)
            out.max_moves_lost = max(out.max_moves_lost, lost)
            out.stats_exact = out.stats_exact and exact
            out.games_done = finished
            if problems:
                out.corrupt += 1
                out.problems += [f"kill {i + 1}: {p}" for p in problems]
            if log:
                log(f"kill {i + 1} after {delay * 1000:.0f} ms: lost {lost}, {len(lines)} lines, "
                    f"finished games {finished}, stats {'exact' if exact else 'WRONG'}"
                    + (f", PROBLEMS {problems}" if problems else ""))
        out.moves = sum(len(m) for m in tracker.moves.values())
    finally:
        if previous is None:
            os.environ.pop("CARDGAMES_QT_HOME", None)
        else:
            os.environ["CARDGAMES_QT_HOME"] = previous
        if own:
            shutil.rmtree(home, ignore_errors=True)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kills", type=int, default=500)
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
    print(f"kills={out.kills} corrupt={out.corrupt} max_moves_lost={out.max_moves_lost} "
          f"stats_exact={'yes' if out.stats_exact else 'no'}")
    sys.exit(1 if out.corrupt or out.kills < args.kills or not out.stats_exact else 0)


if __name__ == "__main__":
    main()
