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
by replaying the finished games itself.

Half the kills are AIMED: the child soon does one of the app's operations (the
final move of a game, Discard + new game, Import, Load, Save as, Export, Undo,
Reset statistics) and kills itself just before a random SQL statement or
file-system call inside it (or right after it). A game whose stored moves end
it but that still waits under Continue, or a finished game without its
results, counts in ``finished_unrecorded``. The last line printed is
``kills=N corrupt=N max_moves_lost=N stats_exact=yes|no finished_unrecorded=N``.
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

from cardgames_qt.app.results import results_of  # noqa: E402 - after sys.path above
from cardgames_qt.app.session import COMPUTER, GameSession, Seat  # noqa: E402 - after sys.path above
from cardgames_qt.engine.registry import GAME_IDS, replay  # noqa: E402 - after sys.path above
from cardgames_qt.storage import GameStore, StatsQueries, read_save_file, write_save_file  # noqa: E402 - after sys.path above
from cardgames_qt.storage.db import gamedb  # noqa: E402 - after sys.path above

NAMED = "crash test"
NAMES = ("Ann", "Bob", "Cid", "Dee")


# --- the child: a player that may die at any moment --------------------------------
def random_table(rng: random.Random, game: str | None = None) -> tuple[str, dict[str, Any]]:
    """Short games, so that many of them end (and record results) between kills."""
    game = game or rng.choice(GAME_IDS)
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


#: what an aimed kill may fall in (the child does it soon, then dies inside it)
OPS = ("final_move", "discard_new", "import", "load", "save_as", "export", "undo", "reset_stats",
       "partial_checkpoint", "full_disk_end")
#: file-system events an aimed kill counts too (Export writes a file, not the database)
FS_EVENTS = frozenset({"open", "os.rename", "os.replace", "os.remove", "os.mkdir", "os.fsync"})


class Aim:
    """Kill this process just before the ``at``-th SQL statement or file-system call made
    inside the aimed operation; right after it when it needs fewer."""

    def __init__(self, op: str | None, at: int):
        self.op, self.at, self.count, self.armed = op, at, 0, False

    def tick(self, *_args) -> None:
        if self.armed:
            self.count += 1
            if self.count >= self.at:
                os.kill(os.getpid(), signal.SIGKILL)

    def audit(self, event: str, _args) -> None:
        if self.armed and event in FS_EVENTS:
            self.tick()

    def run(self, op: str, fn):
        if op != self.op:
            return fn()
        self.armed = True
        try:
            fn()
        finally:
            os.kill(os.getpid(), signal.SIGKILL)  # done before the at-th step: killed right after


def child(seed: int, aim: str | None = None, at: int = 1) -> None:
    def say(line: str) -> None:
        os.write(1, (line + "\n").encode())  # unbuffered: in the pipe before the next step

    rng = random.Random(seed)
    gamedb.SNAPSHOT_EVERY = 25  # snapshots often, so that kills land in them too
    aimed = Aim(aim, at)
    sys.addaudithook(aimed.audit)
    store = GameStore()  # opens (and checks) the database: a kill may land here
    store.db.conn.set_trace_callback(aimed.tick)
    exports = Path(store.db.path).parent / "exports"
    ops_after = rng.randint(0, 6) if aim else None  # an aimed child does its operation soon

    def start(game: str | None = None) -> GameSession:
        game, variant = random_table(rng, game)
        seats = [Seat(NAMES[i], COMPUTER, "random") for i in range(variant.get("players", 2))]
        return GameSession.start(game, variant, seats, seed=rng.randrange(2**31), store=store)

    def adopt(opened) -> GameSession:
        new = GameSession.from_opened(opened, store)
        say(f"adopted {new.uid} {len(new.moves())}")
        return new

    def operation(session: GameSession, op: str) -> GameSession:
        """One of the app's commands on the running game; the game played on after it."""
        if op == "discard_new":  # Ctrl+N → "Discard it"
            say(f"discard {session.uid}")
            new = aimed.run(op, lambda: start(session.game_id))
            return new
        if op == "import":  # Game → Import… of a shared file: it replaces the waiting game of its kind
            record = session.record()
            record["uid"] = os.urandom(16).hex()
            path = exports / f"import-{record['uid']}.json"
            write_save_file(path, record, replace=True)
            data = read_save_file(path)
            say(f"discard {session.uid}")
            say(f"announce {record['uid']} {json.dumps(record['history'])}")
            holder = []
            aimed.run(op, lambda: holder.append(store.import_record(data)))
            return adopt(holder[0])
        if op == "load":  # Save as…, then Load… of that save (the running game is replaced by it)
            store.save_named(NAMED, session.db_id, overwrite=True)
            save_id = store.list_saves()[0].db_id
            say(f"discard {session.uid}")
            say(f"announce {session.uid} {json.dumps(session.moves())}")
            holder = []
            aimed.run(op, lambda: holder.append(store.open_saved(save_id)))
            return adopt(holder[0])
        if op == "save_as":
            aimed.run(op, lambda: store.save_named(NAMED, session.db_id, overwrite=True))
        elif op == "export":
            exports.mkdir(exist_ok=True)
            aimed.run(op, lambda: write_save_file(exports / "export.json", session.record(), replace=True))
        elif op == "undo" and session.move_count >= 2:  # a take-back of the last moves
            keep = session.move_count - rng.randint(1, 2)
            state = replay(session.game_id, session.variant, session.seed, session.moves()[:keep])
            say(f"rewind {session.uid} {keep}")
            aimed.run(op, lambda: session.rewind(state))
            if session.last_save_error:
                say(f"error {session.last_save_error}")
                sys.exit(3)
            say(f"rewound {session.uid} {keep}")
        elif op == "reset_stats":
            say("reset")
            aimed.run(op, lambda: StatsQueries(store.db).reset())
        return session

    def fill_disk() -> Path | None:
        """The profile's file system filled up (the parent mounted a small one), or None."""
        if not os.environ.get("CRASH_SAVES_SMALL_FS"):
            return None
        filler = Path(os.environ["CRASH_SAVES_SMALL_FS"]) / "filler"
        fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            for size in (1 << 20, 65536, 4096, 512, 1):
                while True:
                    try:
                        os.write(fd, b"\0" * size)
                    except OSError:
                        break
        finally:
            os.close(fd)
        return filler

    readers = []
    while True:
        session = None
        for game in rng.sample(GAME_IDS, len(GAME_IDS)):  # finish what a killed predecessor left first:
            if store.has_continue(game):  # a new game would replace it (as the app does, after asking)
                session = GameSession.from_opened(store.load_continue(game), store)
                break
        if session is not None and session.is_over:  # a finished game left under Continue (counted by
            say(f"discard {session.uid}")  # the parent when it found it): a new game replaces it
            session = start(session.game_id)
        if session is None:
            session = start()
        while not session.is_over:
            if aim == "partial_checkpoint" and not readers and session.move_count >= ops_after:
                # another connection holds a read; moves are committed after it; a checkpoint
                # copies the part of the -wal before the read into the file; the kill lands in
                # one of the next moves' statements (the file now written after its -wal)
                import sqlite3
                reader = sqlite3.connect(store.db.path, isolation_level=None)
                reader.execute("BEGIN")
                reader.execute("SELECT count(*) FROM moves").fetchone()
                readers.append(reader)
                for _ in range(3):
                    if session.is_over:
                        break
                    seat = rng.choice(session.acting_seats())
                    action = choose(session, seat, rng)
                    n = len(session.state.history) + 1
                    say(f"move {session.uid} {n} {json.dumps([seat, action])}")
                    session.submit(seat, action)
                    say(f"saved {session.uid} {n}")
                time.sleep(0.01)
                store.db.conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
                aimed.armed = True  # killed at the at-th statement from here
                continue
            if ops_after is not None and aim not in ("final_move", "full_disk_end", "partial_checkpoint"):
                if ops_after == 0 and (aim != "undo" or session.move_count >= 2):
                    session = operation(session, aim)
                    continue
                ops_after = max(0, ops_after - 1)
            elif aim is None and rng.random() < 0.01:  # now and then (random kills fall in them too)
                session = operation(session, rng.choice([op for op in OPS if op not in ("final_move", "reset_stats")]))
                continue
            seat = rng.choice(session.acting_seats())
            action = choose(session, seat, rng)
            n = len(session.state.history) + 1
            say(f"move {session.uid} {n} {json.dumps([seat, action])}")
            if aim == "final_move" and _ends(session, seat, action):
                aimed.run("final_move", lambda action=action, seat=seat, session=session: session.submit(seat, action))
            elif aim == "full_disk_end" and _ends(session, seat, action) and os.environ.get("CRASH_SAVES_SMALL_FS"):
                # the game ends on a full disk: the final move, its finished mark and results are
                # owed; space is freed; the retry (the window's timer, or its quit) writes them,
                # and the kill lands inside that retry (or right after it)
                filler = fill_disk()
                session.submit(seat, action)
                if not session.owed():
                    say(f"error the full disk took the final move of {session.uid}")
                    sys.exit(3)
                say(f"owed {session.uid} {n}")
                filler.unlink()
                aimed.run("full_disk_end", session.retry_owed)
            else:
                session.submit(seat, action)
            if session.last_save_error:
                say(f"error {session.last_save_error}")
                sys.exit(3)
            say(f"saved {session.uid} {n}")
            if rng.random() < 0.02:
                store.save_named(NAMED, session.db_id, overwrite=True)


def _ends(session: GameSession, seat: int, action: Any) -> bool:
    """Whether this move ends the game (tried on a copy rebuilt from the moves)."""
    state = replay(session.game_id, session.variant, session.seed, session.moves())
    state.apply(seat, action)
    return state.is_terminal()


# --- the parent: kill, then check every game ------------------------------------------
@dataclass
class Tracker:
    """What the children announced, across kills."""
    moves: dict[str, list[Any]] = field(default_factory=dict)  # uid -> announced [seat, action]s
    saved: dict[str, int] = field(default_factory=dict)        # uid -> last confirmed move
    discarded: set[str] = field(default_factory=set)           # replaced by a new game: may be gone
    rewinding: dict[str, list[Any]] = field(default_factory=dict)  # uid -> the moves before a take-back
    reset: bool = False                                        # a reset of the statistics was begun
    reset_away: set[str] = field(default_factory=set)          # finished games whose results were reset

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
        elif word == "discard":
            self.discarded.add(rest)
        elif word == "announce":  # an imported or loaded game: its moves come with it
            uid, history = rest.split(" ", 1)
            self.discarded.discard(uid)
            self.moves[uid] = json.loads(history)
        elif word == "adopted":
            uid, n = rest.split()
            self.saved[uid] = int(n)
        elif word == "rewind":
            uid, keep = rest.split()
            self.rewinding[uid] = list(self.moves.get(uid, []))
            self.moves[uid] = self.rewinding[uid][:int(keep)]
            self.saved[uid] = min(self.saved.get(uid, 0), int(keep))
        elif word == "rewound":
            self.rewinding.pop(rest.split()[0], None)
        elif word == "reset":
            self.reset = True


@dataclass
class Outcome:
    kills: int = 0
    corrupt: int = 0
    finished_unrecorded: int = 0
    aimed: Counter = field(default_factory=Counter)
    max_moves_lost: int = 0
    moves: int = 0
    games_done: int = 0
    stats_exact: bool = True
    problems: list[str] = field(default_factory=list)
    small_fs: bool = False


def check_home(tracker: Tracker) -> tuple[int, list[str], bool, int, int]:
    """(most moves lost by a game, problems, statistics exact, finished games, finished games
    unrecorded) after a kill."""
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
    recorded = {uid for uid, in db.conn.execute("SELECT DISTINCT uid FROM results")}
    if tracker.reset:  # the reset is one transaction: every finished game's results went, or none
        tracker.reset = False
        candidates = {uid for uid, row in by_uid.items() if row[5] == "finished"} - tracker.reset_away
        if candidates and not candidates & recorded:
            tracker.reset_away |= candidates
        elif candidates - recorded:
            problems.append("the statistics were reset in part")
    lost_max = 0
    expected = Counter()
    finished = unrecorded = 0
    for uid, announced in tracker.moves.items():
        if uid not in by_uid:
            if tracker.saved.get(uid, 0) > 0 and uid not in tracker.discarded:
                problems.append(f"game {uid} vanished")
            continue  # killed while the game was being created: nothing of it was confirmed
        gid, kind, variant, seed, seats, status = by_uid[uid]
        stored = store.history(gid)
        before = tracker.rewinding.pop(uid, None)
        if before is not None and len(stored) > len(announced) and stored == before[:len(stored)]:
            tracker.moves[uid] = announced = before  # the take-back did not reach the disk
        if stored != announced[:len(stored)]:
            problems.append(f"the moves of {uid} are not what was played")
        if len(stored) < tracker.saved.get(uid, 0):
            problems.append(f"a confirmed move of {uid} was lost")
        lost_max = max(lost_max, len(announced) - len(stored))
        over = replay(kind, variant, seed, stored).is_terminal()
        if status == "active":
            if over:
                unrecorded += 1  # a finished game left under Continue
                problems.append(f"{uid} is over but waits under Continue, unrecorded")
            try:
                opened = store.open(gid)
                if opened.state.history != stored:
                    problems.append(f"{uid} resumes to another game")
                store.release(gid)
            except Exception as exc:  # noqa: BLE001 - any failure to resume is the finding
                problems.append(f"{uid} does not resume: {type(exc).__name__}: {exc}")
        elif status == "finished":
            if not over:
                problems.append(f"{uid} is marked finished but is not over")
            if uid in tracker.reset_away:
                continue
            finished += 1
            if uid not in recorded:
                unrecorded += 1
                problems.append(f"{uid} is finished without its results")
            state = replay(kind, variant, seed, stored)
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
        except Exception as exc:  # noqa: BLE001 - any failure to load is a finding
            problems.append(f"the named save does not load: {exc}")
    exports = db.path.parent / "exports"
    for path in sorted(exports.glob("*.json")) if exports.is_dir() else []:
        try:
            read_save_file(path)
        except Exception as exc:  # noqa: BLE001 - an exported file that does not read is the finding
            problems.append(f"the exported {path.name} does not read: {exc}")
    if (db.path.parent / "quarantine").exists():
        problems.append("something was quarantined")
    store.close()
    return lost_max, problems, exact, finished, unrecorded


def kill_once(home: Path, seed: int, delay: float, tracker: Tracker,
              aim: str | None = None, at: int = 1) -> tuple[bool, list[str]]:
    """Start a child, let it run for ``delay`` seconds, SIGKILL it; an aimed child kills
    itself inside its aimed operation (``delay`` is then only a limit). (killed, raw lines)"""
    env = {**os.environ, "CARDGAMES_QT_HOME": str(home), "PYTHONPATH": str(ROOT)}
    extra = ["--aim", aim, "--at", str(at)] if aim else []
    proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--child", "--seed", str(seed),
                             *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    lines: list[str] = []

    def pump() -> None:  # keep the pipe drained so the child never blocks on it
        for raw in proc.stdout:
            lines.append(raw.decode().rstrip("\n"))

    reader = threading.Thread(target=pump, daemon=True)
    reader.start()
    if aim:
        try:
            proc.wait(60)
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGKILL)
            proc.wait()
        killed = proc.returncode == -signal.SIGKILL
    else:
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
        if line.split(" ", 1)[0] in ("move", "saved", "discard", "announce", "adopted", "rewind", "rewound",
                                     "reset"):
            tracker.feed(line)
    if not killed:
        lines.append(f"child exited by itself (code {proc.returncode}): {err[-500:]}")
    return killed, lines


def run(kills: int, seed: int = 1, home: Path | None = None, max_delay: float = 1.2, log=None) -> Outcome:
    """Kill ``kills`` children; every figure in the outcome is measured, none assumed."""
    own = home is None
    home = Path(tempfile.mkdtemp(prefix="crash-saves-")) if own else home
    small = _mount_small(home) if own else None  # a full disk at a game's end needs a disk to fill
    if small is not None:
        home = small / "home"
    rng = random.Random(seed)
    tracker, out = Tracker(), Outcome()
    previous = os.environ.get("CARDGAMES_QT_HOME")
    os.environ["CARDGAMES_QT_HOME"] = str(home)
    try:
        for i in range(kills):
            early = rng.random() < 0.2
            delay = rng.uniform(0.0, 0.6) if early else rng.uniform(0.0, max_delay) + 0.3
            # half the kills are aimed at one of the app's operations, at a random step inside it
            aim = OPS[i // 2 % len(OPS)] if i % 2 else None
            at = rng.randint(1, 12)  # most operations take 5 to 15 steps: kills fall inside them
            killed, lines = kill_once(home, rng.randrange(2**31), delay, tracker, aim, at)
            if not killed:
                out.corrupt += 1
                out.problems.append(lines[-1])
                continue
            out.kills += 1
            if aim:
                out.aimed[aim] += 1
            lost, problems, exact, finished, unrecorded = check_home(tracker)
            out.finished_unrecorded += unrecorded
            out.max_moves_lost = max(out.max_moves_lost, lost)
            out.stats_exact = out.stats_exact and exact
            out.games_done = finished + len(tracker.reset_away)
            if problems:
                out.corrupt += 1
                out.problems += [f"kill {i + 1}: {p}" for p in problems]
            if log:
                log(f"kill {i + 1} " + (f"aimed at {aim} (step {at})" if aim else f"after {delay * 1000:.0f} ms")
                    + f": lost {lost}, {len(lines)} lines, "
                    f"finished games {finished}, stats {'exact' if exact else 'WRONG'}"
                    + (f", PROBLEMS {problems}" if problems else ""))
        out.moves = sum(len(m) for m in tracker.moves.values())
    finally:
        if previous is None:
            os.environ.pop("CARDGAMES_QT_HOME", None)
        else:
            os.environ["CARDGAMES_QT_HOME"] = previous
        if small is not None:
            os.environ.pop("CRASH_SAVES_SMALL_FS", None)
            subprocess.run(["umount", "-l", str(small)], capture_output=True)
        if own:
            shutil.rmtree(home if small is None else small.parent, ignore_errors=True)
    out.small_fs = small is not None
    return out


def _mount_small(top: Path) -> Path | None:
    """A 64 MiB tmpfs under ``top`` for the profile (root only); None when it cannot be mounted
    (the full-disk kills then play their final move on the ordinary disk)."""
    mount = top / "small"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64m", "tmpfs", str(mount)], capture_output=True)
    if done.returncode != 0:
        return None
    os.environ["CRASH_SAVES_SMALL_FS"] = str(mount)
    return mount


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kills", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--home", type=Path, default=None, help="keep the files here (default: a temp dir)")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--aim", choices=OPS, default=None, help=argparse.SUPPRESS)
    ap.add_argument("--at", type=int, default=1, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.seed, args.aim, args.at)
        return
    if os.name != "posix":
        sys.exit("SIGKILL needs a POSIX system")
    t0 = time.perf_counter()
    out = run(args.kills, args.seed, args.home, log=print if args.verbose else None)
    for p in out.problems[:20]:
        print("problem:", p)
    print(f"{out.moves} moves announced, {out.games_done} games finished, "
          f"{time.perf_counter() - t0:.0f} s")
    print("aimed kills: " + ", ".join(f"{op} {out.aimed[op]}" for op in OPS))
    if not out.small_fs:
        print("note: no small file system could be mounted (root only): full_disk_end played on the ordinary disk")
    print(f"kills={out.kills} corrupt={out.corrupt} max_moves_lost={out.max_moves_lost} "
          f"stats_exact={'yes' if out.stats_exact else 'no'} finished_unrecorded={out.finished_unrecorded}")
    sys.exit(1 if out.corrupt or out.kills < args.kills or not out.stats_exact or out.finished_unrecorded else 0)


if __name__ == "__main__":
    main()
