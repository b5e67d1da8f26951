"""The game store on SQLite: the Continue slot, named saves and finished games
are rows of one database (see :mod:`.database`).

- Every move is one INSERT committed on the caller's thread before the table
  shows its result; a crash loses nothing that was shown.
- Every so often a snapshot (the engine's ``to_dict`` without its history)
  is written with a digest of the moves it stands for, so resuming replays
  only the tail. The digests are chained: a snapshot's digest covers the
  digest of the one before it and the moves since, so resuming reads only the
  snapshot, the moves since the one before it (to re-check the digest) and
  the moves after it (to replay them): its cost does not grow with the game.
  The moves before the snapshot stay on disk; the state's history reads them
  only if somebody asks (an export, a replay, a hint, a take-back).
  Loading re-checks: snapshot + tail must give a state whose history is the
  stored moves; a snapshot that does not fit is ignored (the whole history is
  replayed), and a history the rules refuse puts the game aside with a clear
  message.
- One game is open in one window at a time: a lease (owner, host, pid,
  heartbeat) that another window sees; a dead owner's lease expires.
"""
from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import sys
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import field
from typing import TYPE_CHECKING, Any

from cardgames_qt.engine.catalogue import GAME_IDS
from cardgames_qt.engine.digests import sha256
from cardgames_qt.engine.movelog import MoveLog
from cardgames_qt.engine.registry import game_module, new_state
from cardgames_qt.engine.state import GameState
from cardgames_qt.records import dataclass
from cardgames_qt.storage import validate
from cardgames_qt.storage.db.database import Database, encode_action, now
from cardgames_qt.storage.errors import (
    IllegalHistory,
    Message,
    NotASave,
    SaveError,
    SaveExists,
    SaveNameError,
    SaveNotFound,
    SaveWriteError,
    message_of,
    one_line,
)
from cardgames_qt.storage.files.saveformat import MAX_TITLE, decode_results, make_record, restore
from cardgames_qt.storage.names import name_problem, stored_name
from cardgames_qt.storage.validate import MAX_UID

if TYPE_CHECKING:  # (the results are worked out when a game ends or a finished one is opened)
    from fractions import Fraction
    from hashlib import _Hash

    from cardgames_qt.storage.db.stats import PlayerResult, ZhopaInputs

#: at least this many moves between snapshots ...
SNAPSHOT_EVERY = 200
#: ... and more when a snapshot is costly: its time spread over the moves until
#: the next one stays under this (seconds per move)
SNAPSHOT_BUDGET_PER_MOVE = 0.0001
#: a lease not renewed for this long is dead (a window renews it every LEASE_RENEW)
LEASE_TTL = 45.0
LEASE_RENEW = 10.0
IN_OTHER_WINDOW = Message("game.in_other_window",
                          "This game is open in another window. Close it there to continue it here.")
REPLACED = Message("game.replaced", "This save was just replaced or deleted in another window; the list shows "
                   "the saves as they are now.")
CONTINUED_ELSEWHERE = Message("game.continued_elsewhere", "This game was continued in another window; "
                              "the moves here are no longer saved.")
DISCARDED_ELSEWHERE = Message("game.discarded_elsewhere",
                              "This game was discarded in another window: it is no longer saved here.")
NO_LONGER_SAVED = Message("game.no_longer_saved",
                          "This game is no longer saved here: it was opened in another window.")
#: (key, English) of the sentences about a game set aside; ``reason`` is filled in
KEPT_ASIDE = ("game.kept_aside", "This game cannot be resumed: its moves are damaged ({reason}). It has been "
              "kept aside and can still be exported (Game → Load…).")
#: a row whose values fail the checks of a save (storage/validate.py); the others are not affected
ROW_ASIDE = ("game.row_aside", "This game cannot be opened: its stored data is damaged ({reason}). "
             "It has been kept aside.")
LISTED_ASIDE = ("game.listed_aside", "The game “{title}” was kept aside: its stored data is damaged ({reason}). "
                "The other games are not affected.")
#: the word for what could not be saved, in "Could not save {what}: …"
WHAT = {"the game": Message("what.game", "the game"), "the move": Message("what.move", "the move"),
        "the result": Message("what.result", "the result"), "the take-back": Message("what.take_back", "the take-back")}


#: a game kept aside whose header cannot be read: nothing of it can be exported
NO_LONGER_THERE = Message("game.no_longer_there", "This game is no longer there.")
SETTINGS_IMPOSSIBLE = Message("game.settings_impossible", "its game settings are impossible")


def _unreadable(reason: str) -> Message:
    """"Nothing of this game can be read…", with the few words of why."""
    return Message("game.unreadable", "Nothing of this game can be read: its stored data is damaged ({reason}).",
                   reason=_rstrip_dot(reason))


def _rstrip_dot(reason: str) -> str:
    """A reason inside a sentence has no full stop of its own (a Message keeps its key)."""
    return reason if isinstance(reason, Message) or not reason.endswith(".") else reason.rstrip(".")


def _random_hex() -> str:
    """32 random hex digits, as ``uuid.uuid4().hex`` (without importing uuid, which
    imports platform, at start-up)."""
    return os.urandom(16).hex()


class GameInUse(SaveError):
    """The game is open in another window (its lease is alive)."""
    bad_file = False


class SaveBusy(SaveWriteError):
    """Another program (or window) holds the database's write lock longer than the
    calling thread is willing to wait (Database.set_patience): nothing was written;
    the same write may simply be tried again."""
    bad_file = False


@dataclass
class OpenedGame:
    """A game brought back from the database and leased to this store."""
    db_id: int
    record: dict[str, Any]
    state: GameState
    #: for the player (e.g. "rebuilt from its moves"); None when all went well
    message: str | None = None


@dataclass
class Finish:
    """What ends a game in the store: its kind, uid and results (None: not counted)."""
    kind: str
    uid: str
    results: Iterable[PlayerResult] | None
    assisted: bool = False


@dataclass
class SavedGameInfo:
    """One row of the Load dialog: nothing is replayed to list it."""
    db_id: int
    name: str
    title: str
    game: str
    moves: int
    updated: float
    players: list[str] = field(default_factory=list)
    #: the seats as stored (a default name is worded by the window, in its language)
    seats: list[dict[str, Any]] = field(default_factory=list)
    #: kept aside (its data is damaged): listed to be exported, never opened
    aside: bool = False


@dataclass
class ReadablePart:
    """What can still be read of a stored game (one kept aside: Export… in the Load
    dialog, ``--export``): a save record that replays, and how far it goes."""
    #: the save record (the JSON files' fields): the game's header and its readable moves
    record: dict[str, Any]
    #: the moves in ``record`` (those before the first damaged one) ...
    moves: int
    #: ... of the moves stored
    stored: int


def _same_results(written: tuple[PlayerResult, ...], worked_out: list[PlayerResult]) -> bool:
    from fractions import Fraction

    def key(r: PlayerResult) -> tuple[str, str, Fraction, ZhopaInputs | None]:
        return " ".join(r.name.split())[:80], r.outcome, Fraction(r.score), r.zhopa
    return len(written) == len(worked_out) and all(key(a) == key(b) for a, b in zip(written, worked_out, strict=True))


def _check_written_results(value: Any, state: GameState, seats: Any) -> tuple[Message | None, bool]:
    """A save file's ``results`` field against the results its moves give (the rule of
    ``stats.results_from_state``): (a note for the player when they cannot be read or
    differ, whether the game was assisted). The moves win: what is recorded when the
    game is opened is always what they give."""
    try:
        written = decode_results(value)
    except ValueError:
        return Message("save.results_unreadable", "The results written in this file could not be read; the "
                       "results of its moves are used."), False
    from cardgames_qt.storage.db.stats import results_from_state
    names = [stored_name(s) for s in seats]  # the names the game's seats take when it is opened
    if not state.is_terminal() or not _same_results(written.results, results_from_state(state, names)):
        return Message("save.results_differ", "The results written in this file do not match its moves; the "
                       "results of its moves are used."), written.assisted
    return None, written.assisted


# --- the digest of a move list (SQLite builds the same text for a stored prefix) -------------
def _quote(value: Any) -> str:
    """SQLite's quote() of what encode_action stores."""
    if isinstance(value, bytes):
        return "X'" + value.hex().upper() + "'"
    if isinstance(value, str):
        return "'" + value.replace("'", "''") + "'"
    return str(value)


def _piece(seat: int, action: Any) -> str:
    return f"{seat}:{_quote(encode_action(action))}"


_DIGEST_SQL = ("SELECT group_concat(p, ',') FROM (SELECT seat || ':' || quote(action) AS p FROM moves "
               "WHERE game = ? AND idx >= ? AND idx < ? ORDER BY idx)")


def _segment(base: str) -> _Hash:
    """The running digest of the moves after a snapshot whose digest is ``base``
    ('' at the start of the game: then it is the plain digest of the moves)."""
    return sha256((base + ";").encode("ascii") if base else b"")


class _Log:
    """What this store knows of an open game: moves on disk, the running digest of
    those since the last snapshot (at ``base_idx``, digest ``base``), and when the
    next snapshot is due."""

    def __init__(self, base_idx: int = 0, base: str = "", interval: int = SNAPSHOT_EVERY):
        self.count = self.base_idx = self.snapshot_at = base_idx
        self.base = base
        self.digest = _segment(base)
        self.interval = interval

    def add(self, seat: int, action: Any) -> None:
        self.digest.update((b"," if self.count > self.base_idx else b"") + _piece(seat, action).encode("utf-8"))
        self.count += 1

    def snapshot_written(self, digest: str) -> None:
        """A snapshot of the moves so far (``digest``) is on disk: a new segment starts."""
        self.base_idx = self.snapshot_at = self.count
        self.base = digest
        self.digest = _segment(digest)


_DEALT: dict[tuple[str, str], dict[str, Any]] = {}


def _dealt(kind: str, variant: Any) -> dict[str, Any]:
    """A game of ``kind`` just dealt (to_dict without history): the JSON types a snapshot's
    fields must have. The types depend on the rules, not the deal: kept per variant."""
    key = (kind, json.dumps(variant, sort_keys=True))
    if key not in _DEALT:
        if len(_DEALT) > 64:
            _DEALT.clear()
        _DEALT[key] = new_state(kind, variant, 1).to_dict(history=False)
    return _DEALT[key]


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True


def _name_key(name: str) -> str:
    return " ".join(name.split()).casefold()


def _host_name() -> str:
    """This computer's name, as ``socket.gethostname()`` gives it (on POSIX both read the
    same uname field; the socket module, 2.7 ms to import, is left for Windows)."""
    if sys.platform != "win32":
        return os.uname().nodename
    import socket
    return socket.gethostname()


class GameStore:
    """Saves of one profile, for one window. ``owner`` tells this window's leases apart."""

    def __init__(self, db: Database | None = None, owner: str | None = None):
        self._db = db
        self.owner = owner or _random_hex()
        self.host = _host_name()[:255]
        self.pid = os.getpid()
        self._logs: dict[int, _Log] = {}
        self._beat: tuple[threading.Event, threading.Thread] | None = None
        #: sentences about games set aside while listing (the list's window shows them)
        self.notes: list[Message] = []

    def sweep(self) -> str | None:
        """Set aside every game whose row cannot be read (storage/validate.py's checks of
        its plain columns, in SQLite: milliseconds for thousands of games), before
        anything uses it; a sentence for the player, or None."""
        find = (f"SELECT id, CASE WHEN typeof(title) = 'text' THEN substr(title, 1, 40) END FROM games "
                f"WHERE status != 'aside' AND NOT coalesce({validate.GAME_ROW_OK}, 0)")
        try:
            if not self.db.conn.execute(find).fetchone():
                return None  # the usual case: read only, no write lock taken
            with self.db.write() as conn:
                bad = conn.execute(find).fetchall()
                conn.executemany("UPDATE games SET status = 'aside' WHERE id = ?", [(gid,) for gid, _t in bad])
        except sqlite3.Error:
            return None  # busy: the checks made when each game is used still hold
        if not bad:
            return None
        titles = [one_line(t, 40) for _g, t in bad if validate.is_text(t, 40) and t.strip()]
        names = [f"“{t}”" for t in titles]
        which = f" ({', '.join(names[:3])}{', …' if len(names) > 3 else ''})" if names else ""
        games = "1 stored game" if len(bad) == 1 else f"{len(bad)} stored games"
        return Message("game.swept", "The data of {games}{which} is damaged in the saves database: {they} kept "
                       "aside; the other games are not affected.", games=games, which=which,
                       they="it was" if len(bad) == 1 else "they were", count=len(bad), titles=tuple(titles[:3]),
                       more=len(titles) > 3)

    def take_notes(self) -> list[Message]:
        notes, self.notes = self.notes, []
        return notes

    @property
    def db(self) -> Database:
        if self._db is None:
            self._db = Database()
        return self._db

    def close(self) -> None:
        self.stop_heartbeat()
        if self._db is not None:
            with contextlib.suppress(SaveError):
                self.release_all()
            self._db.close()
            self._db = None

    def written(self, gid: int | None) -> int | None:
        """How many moves of the open game ``gid`` are on disk; None when it is not open here."""
        log = self._logs.get(gid) if gid is not None else None
        return log.count if log is not None else None

    def checkpoint(self) -> bool:
        """Every commit copied into the database file, its -wal emptied (a clean quit);
        False when another window's read is in the way (its -wal is live)."""
        return self._db is None or self._db.checkpoint()

    def _write_error(self, exc: Exception, what: str = "the game") -> SaveWriteError:
        word = WHAT[what]
        if isinstance(exc, sqlite3.IntegrityError) and "FOREIGN KEY" in str(exc):  # its row went meanwhile
            return SaveWriteError(DISCARDED_ELSEWHERE)
        if isinstance(exc, sqlite3.OperationalError) and ("locked" in str(exc) or "busy" in str(exc)):
            return SaveBusy(Message("save.busy", "Could not save {what}: another program is using the saves; "
                                    "try again.", what=word))
        elif isinstance(exc, sqlite3.OperationalError) and ("full" in str(exc) or "disk" in str(exc)):
            reason = Message("os.disk_full", "the disk is full")
        elif isinstance(exc, sqlite3.OperationalError) and "readonly" in str(exc).replace(" ", ""):
            folder = self.db.path.parent
            if os.access(folder, os.W_OK):  # the folder takes files: it is the database file that refuses
                reason = Message("os.read_only_db", "the saves database file is read-only")
            else:
                reason = Message("os.read_only_plain", "the folder is read-only")
        elif "changed by another program" in str(exc):  # the schema check of a write (database.py)
            reason = Message("db.changed_elsewhere", "the saves database was changed by another program (it now "
                             "holds something the app did not create); restart the app to set it aside")
        else:  # SQLite's own words (English): shown as they are
            reason = Message("os.other", "{strerror}{where}", strerror=one_line(str(exc) or type(exc).__name__, 120),
                             where="", folder=None)
        return SaveWriteError(Message("save.write_failed", "Could not save {what}: {reason}.", what=word,
                                      reason=reason))

    # --- leases ------------------------------------------------------------------------
    def _lease_alive(self, row: tuple[str, str, int, float]) -> bool:
        owner, host, pid, beat = row
        if not validate.is_int(pid) or not validate.is_time(beat):
            return False  # a lease that cannot be read holds nothing: it is replaced
        if owner == self.owner:
            return False  # ours: not in the way
        if now() - beat > LEASE_TTL:
            return False
        # its process is gone: the lease died with it
        return not (host == self.host and pid != self.pid and not _pid_alive(pid))

    def _acquire(self, conn: sqlite3.Connection, gid: int) -> None:
        row = conn.execute("SELECT owner, host, pid, heartbeat FROM leases WHERE game = ?", (gid,)).fetchone()
        if row is not None and self._lease_alive(row):
            raise GameInUse(IN_OTHER_WINDOW)
        conn.execute("INSERT OR REPLACE INTO leases (game, owner, host, pid, heartbeat) VALUES (?, ?, ?, ?, ?)",
                     (gid, self.owner, self.host, self.pid, now()))

    def in_use(self, gid: int) -> bool:
        row = self.db.conn.execute("SELECT owner, host, pid, heartbeat FROM leases WHERE game = ?",
                                   (gid,)).fetchone()
        return row is not None and self._lease_alive(row)

    def heartbeat(self) -> None:
        """Renew this window's leases (the heartbeat thread calls it every LEASE_RENEW seconds)."""
        try:
            with self.db.write() as conn:
                conn.execute("UPDATE leases SET heartbeat = ? WHERE owner = ?", (now(), self.owner))
        except (sqlite3.Error, SaveError):
            pass  # busy: renewed next time, long before the lease could expire

    def start_heartbeat(self, interval: float | None = None) -> None:
        """Renew the leases every ``interval`` seconds on a thread of their own (with its
        own connection): a lock held by another program delays a renewal, never a window."""
        if getattr(self, "_beat", None) is not None or self.db.in_memory:
            return  # (nobody else can see a database in memory: no lease to keep alive)
        stop = threading.Event()
        every = LEASE_RENEW if interval is None else interval

        def run() -> None:
            try:
                while not stop.wait(every) and self._db is not None:
                    self.heartbeat()
            finally:
                db = self._db
                if db is not None:
                    db.release_thread()
        self._beat = (stop, threading.Thread(target=run, name="lease heartbeat", daemon=True))
        self._beat[1].start()

    def stop_heartbeat(self) -> None:
        beat, self._beat = getattr(self, "_beat", None), None
        if beat is not None:
            beat[0].set()  # it stops after the renewal it may be in: nobody waits for it

    def release(self, gid: int | None) -> None:
        if gid is None:
            return
        self._logs.pop(gid, None)
        try:
            with self.db.write() as conn:
                conn.execute("DELETE FROM leases WHERE game = ? AND owner = ?", (gid, self.owner))
        except sqlite3.Error as exc:
            raise self._write_error(exc) from None

    def release_all(self) -> None:
        self._logs.clear()
        try:
            with self.db.write() as conn:
                conn.execute("DELETE FROM leases WHERE owner = ?", (self.owner,))
        except sqlite3.Error as exc:
            raise self._write_error(exc) from None

    # --- running games -------------------------------------------------------------------
    def _discard_waiting(self, conn: sqlite3.Connection, kind: str, keep: int | None = None) -> None:
        """A new game of ``kind`` replaces the one waiting under Continue (the window
        asked first); a game open in another window is never touched."""
        for gid, in conn.execute("SELECT id FROM games WHERE status = 'active' AND kind = ?", (kind,)).fetchall():
            if gid == keep:
                continue
            row = conn.execute("SELECT owner, host, pid, heartbeat FROM leases WHERE game = ?", (gid,)).fetchone()
            if row is None or not self._lease_alive(row):
                conn.execute("DELETE FROM games WHERE id = ?", (gid,))
                self._logs.pop(gid, None)

    def _insert_game(self, conn: sqlite3.Connection, record: Mapping[str, Any], status: str,
                     name: str | None = None, title: str | None = None) -> int:
        t = now()
        cur = conn.execute(
            "INSERT INTO games (uid, kind, variant, seats, seed, status, name, title, created, updated, moves, "
            "assisted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)",
            (str(record.get("uid") or _random_hex()), record["game"],
             json.dumps(record["variant"], ensure_ascii=False), json.dumps(record["seats"], ensure_ascii=False),
             record["seed"], status, name, (title or record.get("title") or "")[:MAX_TITLE], t, t,
             int(bool(record.get("assisted")))))
        assert cur.lastrowid is not None, "an INSERT that succeeded names its row"
        return cur.lastrowid

    def create(self, record: Mapping[str, Any], state: GameState | None = None) -> int:
        """A new running game (the Continue slot of its kind), leased to this window;
        the moves already in ``record["history"]`` are stored with it."""
        history = [list(h) for h in record.get("history") or []]
        over = state is not None and state.is_terminal()  # an imported finished game waits nowhere
        try:
            with self.db.write() as conn:
                if not over:
                    self._discard_waiting(conn, record["game"])
                gid = self._insert_game(conn, record, "finished" if over else "active")
                self._acquire(conn, gid)
                self._insert_moves(conn, gid, 0, history)
        except sqlite3.Error as exc:
            raise self._write_error(exc) from None
        log = _Log()
        for seat, action in history:
            log.add(seat, action)
        self._logs[gid] = log
        if state is not None and len(history) >= SNAPSHOT_EVERY:
            self._snapshot(gid, state, log)
        return gid

    @staticmethod
    def _insert_moves(conn: sqlite3.Connection, gid: int, start: int, moves: list[list[Any]]) -> None:
        conn.executemany("INSERT INTO moves (game, idx, seat, action) VALUES (?, ?, ?, ?)",
                         ((gid, start + i, seat, encode_action(action)) for i, (seat, action) in enumerate(moves)))
        conn.execute("UPDATE games SET moves = ?, updated = ? WHERE id = ?", (start + len(moves), now(), gid))

    def append(self, gid: int, state: GameState, finish: Finish | None = None) -> None:
        """Commit the moves of ``state`` not yet on disk (normally the one just made) and,
        with ``finish`` (the game has just ended), the finished mark and its results: all
        in ONE transaction, so a crash keeps the final move with its result or neither
        (never a finished game left under Continue, unrecorded).
        SaveWriteError when the disk refuses: those moves are written with the next one."""
        log = self._logs.get(gid)
        if log is None:
            raise SaveWriteError(NO_LONGER_SAVED)
        new = state.history[log.count:]
        if not new and finish is None:
            return
        try:
            with self.db.write() as conn:
                # a window that lost its lease (it hung past LEASE_TTL) must not write on
                row = conn.execute("SELECT owner FROM leases WHERE game = ?", (gid,)).fetchone()
                if row is None or row[0] != self.owner:
                    raise GameInUse(CONTINUED_ELSEWHERE)
                if new:
                    self._insert_moves(conn, gid, log.count, new)
                if finish is not None:
                    self._finish(conn, gid, finish)
        except sqlite3.IntegrityError as exc:
            if "FOREIGN KEY" not in str(exc):
                raise self._write_error(exc, "the move") from None
            self._logs.pop(gid, None)  # its row is gone: nothing here is owed to it any more
            raise SaveWriteError(DISCARDED_ELSEWHERE) from None
        except sqlite3.Error as exc:
            raise self._write_error(exc, "the result" if finish is not None and not new else "the move") from None
        for seat, action in new:
            log.add(seat, action)
        if finish is not None:
            self._logs.pop(gid, None)
        elif log.count - log.snapshot_at >= log.interval and not state.is_terminal():
            self._snapshot(gid, state, log)

    def _snapshot(self, gid: int, state: GameState, log: _Log) -> None:
        """Write a snapshot (best effort: without one, resuming replays more)."""
        started = time.perf_counter()
        data = state.to_dict(history=False)
        digest = log.digest.hexdigest()
        try:
            with self.db.write() as conn:
                conn.execute("DELETE FROM snapshots WHERE game = ?", (gid,))
                conn.execute("INSERT INTO snapshots (game, idx, state, digest, base_idx, base_digest) "
                             "VALUES (?, ?, ?, ?, ?, ?)", (gid, log.count, json.dumps(data, separators=(",", ":")),
                                                           digest, log.base_idx, log.base))
        except sqlite3.Error:
            return
        log.snapshot_written(digest)
        cost = time.perf_counter() - started
        log.interval = max(SNAPSHOT_EVERY, int(cost / SNAPSHOT_BUDGET_PER_MOVE))

    def finish(self, gid: int, kind: str, uid: str, results: Iterable[PlayerResult] | None,
               assisted: bool = False) -> None:
        """The game is over (its moves are all stored): it becomes a finished row, its results
        are recorded (once per uid), its lease goes; one transaction. A session ends its
        game through ``append(..., finish=...)``, which adds the final move to it."""
        self._logs.pop(gid, None)
        try:
            with self.db.write() as conn:
                self._finish(conn, gid, Finish(kind, uid, results, assisted))
        except sqlite3.Error as exc:
            raise self._write_error(exc, "the result") from None

    @staticmethod
    def _finish(conn: sqlite3.Connection, gid: int, finish: Finish) -> None:
        from cardgames_qt.storage.db.results import insert_results
        conn.execute("UPDATE games SET status = 'finished', updated = ?, assisted = MAX(assisted, ?) "
                     "WHERE id = ? AND status = 'active'", (now(), int(bool(finish.assisted)), gid))
        conn.execute("DELETE FROM leases WHERE game = ?", (gid,))
        if finish.results is not None:
            insert_results(conn, finish.uid, finish.kind, list(finish.results), finish.assisted)

    def rewind(self, gid: int, state: GameState) -> None:
        """A take-back: the stored moves after ``state``'s history (a prefix of the
        stored one) go, with any snapshot past it; the game is marked assisted.
        SaveWriteError when the disk refuses (nothing changed on disk)."""
        log = self._logs.get(gid)
        if log is None:
            raise SaveWriteError(NO_LONGER_SAVED)
        keep = len(state.history)
        try:
            with self.db.write() as conn:
                row = conn.execute("SELECT owner FROM leases WHERE game = ?", (gid,)).fetchone()
                if row is None or row[0] != self.owner:
                    raise GameInUse(CONTINUED_ELSEWHERE)
                conn.execute("DELETE FROM moves WHERE game = ? AND idx >= ?", (gid, keep))
                conn.execute("DELETE FROM snapshots WHERE game = ? AND idx > ?", (gid, keep))
                conn.execute("UPDATE games SET moves = ?, assisted = 1, updated = ? WHERE id = ?", (keep, now(), gid))
                snap = conn.execute("SELECT idx, digest FROM snapshots WHERE game = ? ORDER BY idx DESC LIMIT 1",
                                    (gid,)).fetchone()
        except sqlite3.Error as exc:
            raise self._write_error(exc, "the take-back") from None
        base_idx, base = (int(snap[0]), str(snap[1])) if snap else (0, "")
        fresh = _Log(base_idx, base, interval=log.interval)
        for seat, action in state.history[fresh.count:]:
            fresh.add(seat, action)
        self._logs[gid] = fresh

    def set_assisted(self, gid: int) -> None:
        with self.db.write() as conn:
            conn.execute("UPDATE games SET assisted = 1 WHERE id = ?", (gid,))

    # --- Continue ----------------------------------------------------------------------------
    def waiting(self, kind: str) -> int | None:
        """The game waiting under Continue for ``kind`` (the newest running one)."""
        if kind not in GAME_IDS:
            return None
        row = self.db.conn.execute("SELECT id FROM games WHERE status = 'active' AND kind = ? "
                                   "ORDER BY updated DESC, id DESC LIMIT 1", (kind,)).fetchone()
        return row[0] if row else None

    def has_continue(self, kind: str) -> bool:
        try:
            return self.waiting(kind) is not None
        except sqlite3.Error:
            return False

    def load_continue(self, kind: str) -> OpenedGame:
        gid = self.waiting(kind)
        if gid is None:
            raise SaveNotFound(Message("game.nothing_to_continue", "There is no saved game to continue."))
        return self.open(gid)

    def open(self, gid: int) -> OpenedGame:
        """Resume a running game here: lease it, rebuild it from snapshot + tail."""
        try:
            with self.db.write() as conn:
                self._acquire(conn, gid)
            record, state, log, message = self._rebuild(gid)
        except sqlite3.Error as exc:
            raise self._write_error(exc) from None
        except IllegalHistory:
            self.release(gid)
            raise
        self._logs[gid] = log
        return OpenedGame(gid, record, state, message)

    # --- rebuilding a game ------------------------------------------------------------------
    def _row(self, gid: int) -> dict[str, Any]:
        """The game's row, through the checks of a save (storage/validate.py): a row that
        fails is set aside with a sentence (IllegalHistory), the others are not touched."""
        row = self.db.conn.execute(
            "SELECT kind, CASE WHEN length(variant) <= :n THEN variant END, "
            "CASE WHEN length(seats) <= :n THEN seats END, seed, title, uid, moves, assisted, status, updated "
            "FROM games WHERE id = :id", {"n": validate.MAX_FIELD_TEXT, "id": gid}).fetchone()
        if row is None:
            raise SaveNotFound(Message("game.gone", "This game is no longer there."))
        kind, variant, seats, seed, title, uid, moves, assisted, status, updated = row
        try:
            record = validate.game_row(kind, variant, seats, seed, title, uid)
            if not validate.is_int(moves) or not 0 <= moves <= validate.MAX_MOVES or assisted not in (0, 1):
                raise validate.damaged("its number of moves is not a number")
            if not validate.is_time(updated):
                raise validate.damaged("its date is not a date")
        except NotASave as exc:
            raise self._aside(gid, validate.reason(exc), ROW_ASIDE) from None
        record.pop("history")
        return {**record, "moves": moves, "assisted": bool(assisted), "status": status}

    def history(self, gid: int) -> list[list[Any]]:
        try:
            return self._moves(self.db.conn, gid, 0)
        except ValueError:
            raise self._aside(gid, validate.damage("a stored move is not a move"), ROW_ASIDE) from None

    def record(self, gid: int) -> dict[str, Any]:
        """A save record (as in the JSON files) of a stored game."""
        row = self._row(gid)
        record = {k: row[k] for k in ("game", "variant", "seats", "seed", "title", "uid")}
        record["history"] = self.history(gid)
        return record

    def readable_part(self, gid: int) -> ReadablePart:
        """The one reading of a damaged game: its header (game, settings, players, deal)
        and its moves up to the first damaged one (unreadable, missing, or refused by the
        rules), as a save record that replays to where it stops. NotASave with the reason
        when the header cannot be read: then nothing of the game can be.
        (A snapshot adds nothing here: a save file holds moves, and the moves a snapshot
        stands for are the same rows.)"""
        row = self.db.conn.execute(
            "SELECT kind, CASE WHEN length(variant) <= :n THEN variant END, "
            "CASE WHEN length(seats) <= :n THEN seats END, seed, title, uid FROM games WHERE id = :id",
            {"n": validate.MAX_FIELD_TEXT, "id": gid}).fetchone()
        if row is None:
            raise SaveNotFound(NO_LONGER_THERE)
        kind, variant, seats, seed, title, uid = row
        # a damaged title or uid loses nothing of the game: it is left out
        title = title if validate.is_text(title, MAX_TITLE) else None
        uid = uid if validate.is_text(uid, MAX_UID) and uid.strip() else None
        try:
            record = validate.game_row(kind, variant, seats, seed, title, uid)
        except NotASave as exc:
            raise NotASave(_unreadable(validate.reason(exc))) from None
        record = {k: v for k, v in record.items() if v is not None}
        moves: list[list[Any]] = []
        with self.db.read() as conn:
            stored = conn.execute("SELECT count(*) FROM moves WHERE game = ?", (gid,)).fetchone()[0]
            for idx, seat, action in conn.execute("SELECT idx, seat, action FROM moves WHERE game = ? "
                                                  "ORDER BY idx", (gid,)):
                if idx != len(moves):
                    break  # a move is missing: those after it cannot be replayed
                try:
                    moves.append(validate.move_row(seat, action))
                except ValueError:
                    break
        record["history"] = moves
        if not self._replays(record):  # a move the rules refuse: the moves before it
            try:
                state = new_state(kind, record["variant"], seed)
            except Exception:  # noqa: BLE001 - a hand-made value the checks let through
                raise NotASave(_unreadable(SETTINGS_IMPOSSIBLE)) from None
            good = 0
            for seat, action in moves:
                try:
                    state.apply(seat, action)
                except Exception:  # noqa: BLE001 - IllegalMove, or anything a damaged value provokes
                    break
                good += 1
            record["history"] = moves = moves[:good]
            try:  # what is exported imports back: the same checks and replay as a file's
                restore(make_record(record))
            except (SaveError, TypeError, ValueError) as exc:
                raise NotASave(_unreadable(validate.reason(exc))) from None
        if len(moves) == stored:  # a whole game that has ended: the results recorded under its uid go with it
            from cardgames_qt.storage.db.results import results_if_over
            record["results"] = results_if_over(self.db.conn, record)
        return ReadablePart(record, len(moves), stored)

    @staticmethod
    def _replays(record: dict[str, Any]) -> bool:
        """Whether ``record`` passes the checks and the replay of a save file."""
        try:
            restore(make_record(record))
        except (SaveError, TypeError, ValueError):
            return False
        return True

    def list_aside(self) -> list[SavedGameInfo]:
        """The games kept aside, newest first: listed as far as their rows can be read
        (a title that is not text is left out: the window calls it unnamed), never opened."""
        rows = self.db.conn.execute(
            "SELECT id, name, title, kind, moves, updated, "
            f"CASE WHEN length(seats) <= {validate.MAX_FIELD_TEXT} THEN seats END FROM games "
            "WHERE status = 'aside' ORDER BY id DESC").fetchall()
        infos = []
        for gid, name, title, kind, moves, updated, seats in rows:
            try:
                stored = validate.listed_row(kind, None, None, 0, 0, seats)
            except NotASave:
                stored = []
            shown = one_line(title, MAX_TITLE) if validate.is_text(title, 4 * MAX_TITLE) else ""  # "": unnamed
            infos.append(SavedGameInfo(
                gid, name if validate.is_text(name, 4 * MAX_TITLE) else "", shown,
                kind if kind in GAME_IDS else "?", moves if validate.is_int(moves) and moves >= 0 else 0,
                updated if validate.is_time(updated) else 0.0, [s["name"] for s in stored], stored, aside=True))
        infos.sort(key=lambda i: i.updated, reverse=True)
        return infos

    def _aside(self, gid: int, reason: str, message: tuple[str, str] = KEPT_ASIDE) -> IllegalHistory:
        try:
            if self.db.conn.in_transaction:  # found while reading (a read transaction: nothing to keep)
                self.db.conn.execute("COMMIT")
            with self.db.write() as conn:
                conn.execute("UPDATE games SET status = 'aside' WHERE id = ? AND status != 'aside'", (gid,))
                conn.execute("DELETE FROM leases WHERE game = ?", (gid,))
        except sqlite3.Error:
            pass
        self._logs.pop(gid, None)
        if not isinstance(reason, Message):
            reason = one_line(reason)
        return IllegalHistory(Message(message[0], message[1], reason=_rstrip_dot(reason)))

    def _rebuild(self, gid: int) -> tuple[dict[str, Any], GameState, _Log, str | None]:
        """The game from its latest snapshot and the moves after it (the snapshot's own
        segment of moves re-checked against its digest); from all its moves when
        there is no snapshot or it does not fit."""
        with self.db.read() as conn:
            try:
                row = self._row(gid)
                stored = conn.execute("SELECT count(*) FROM moves WHERE game = ?", (gid,)).fetchone()[0]
                snap = conn.execute("SELECT idx, state, digest, base_idx, base_digest FROM snapshots "
                                    "WHERE game = ? ORDER BY idx DESC LIMIT 1", (gid,)).fetchone()
                if snap is not None and not (validate.snapshot_row(*snap) and 0 <= snap[3] < snap[0] <= stored
                                             and self._fits(conn, gid, snap)):
                    snap = None
                start = snap[0] if snap is not None else 0
                tail = self._moves(conn, gid, start)
            except (ValueError, TypeError) as exc:  # JSON in a row damaged by hand
                raise self._aside(gid, validate.damage("a stored value is not readable")) from exc
            except IllegalHistory:
                raise
        if stored != row["moves"] or start + len(tail) != stored:
            raise self._aside(gid, validate.damage("moves are missing"))
        record = {k: row[k] for k in ("game", "variant", "seats", "seed", "title", "uid", "assisted")}
        state, message = None, None
        if snap is not None:
            state = self._from_snapshot(gid, row["game"], snap[1], tail, start)
            if state is None:
                message = Message("game.snapshot_rebuilt",
                                  "The game's resume point was damaged; it was rebuilt from its moves.")
        if state is None:
            if start:  # the snapshot did not serve: all the moves, not only those after it
                with self.db.read() as conn:
                    tail = self._moves(conn, gid, 0)
            record["history"] = tail
            state = self._replay(gid, record)
            if state.history != tail:
                raise self._aside(gid, validate.damage("the moves do not match the rules"))
            log = _Log()
        else:
            log = _Log(start, snap[2])
        record["history"] = state.history
        for seat, action in tail:  # the moves after the snapshot, or all of them
            log.add(seat, action)
        return record, state, log, message

    @staticmethod
    def _fits(conn: sqlite3.Connection, gid: int, snap: tuple[int, str, str, int, str]) -> bool:
        """Whether the snapshot's digest is that of the stored moves of its segment
        (``snap`` a row already checked by ``validate.snapshot_row``)."""
        idx, _state, digest, base_idx, base = snap
        text = conn.execute(_DIGEST_SQL, (gid, base_idx, idx)).fetchone()[0] or ""
        found = _segment(base)
        found.update(text.encode("utf-8"))
        return found.hexdigest() == digest

    @staticmethod
    def _moves(conn: sqlite3.Connection, gid: int, start: int, stop: int | None = None) -> list[list[Any]]:
        rows = conn.execute("SELECT seat, action FROM moves WHERE game = ? AND idx >= ? AND idx < ? ORDER BY idx",
                            (gid, start, stop if stop is not None else 2**62))
        return [validate.move_row(seat, a) for seat, a in rows]  # ValueError for a damaged one

    def _older(self, gid: int, count: int) -> Callable[[], list[list[Any]]]:
        """What reads a resumed game's moves before its snapshot, when asked."""
        def load() -> list[list[Any]]:
            try:
                with self.db.read() as conn:
                    return self._moves(conn, gid, 0, count)
            except sqlite3.Error as exc:
                raise SaveError(Message("game.older_unreadable",
                                        "The game's earlier moves could not be read ({reason}).",
                                        reason=Message("os.other", "{strerror}{where}", strerror=str(exc),
                                                       where="", folder=None))) from None
        return load

    def _from_snapshot(self, gid: int, kind: str, text: str, tail: list[list[Any]], idx: int) -> GameState | None:
        try:
            data = validate.snapshot_data(text)
            fresh = _dealt(kind, data.get("variant"))
            if set(data) != set(fresh) or not all(validate.same_shape(data[k], fresh[k]) for k in fresh):
                return None  # a field of another type under a valid digest: the moves decide
            data["history"] = MoveLog(idx, self._older(gid, idx))
            state = game_module(kind).State.from_dict(data)
            for seat, action in tail:
                state.apply(seat, action)
            for seat in state.acting_seats():  # what the table asks first must answer
                state.legal_actions(seat)
        except Exception:  # noqa: BLE001 - IllegalMove included: a snapshot is a shortcut; the full replay decides
            return None
        return state if len(state.history) == idx + len(tail) and state.history[idx:] == tail else None

    def _replay(self, gid: int, record: dict[str, Any]) -> GameState:
        try:
            data = make_record({k: v for k, v in record.items() if k != "assisted"})
            return restore(data)
        except SaveError as exc:
            raise self._aside(gid, exc.params["what"] if exc.key == "save.damaged" else message_of(exc)) from None

    # --- named saves --------------------------------------------------------------------------
    def save_named(self, name: str, gid: int, overwrite: bool = False) -> int:
        """Copy the running game ``gid`` under ``name``. SaveExists (nothing written)
        when a save of that name exists and ``overwrite`` is false."""
        title = " ".join(str(name).split())[:MAX_TITLE]
        if not title:
            raise SaveNameError(Message("save.name_needed",
                                        "Please give the save a name with at least one letter or digit."))
        key = _name_key(title)
        try:
            with self.db.write() as conn:
                old = conn.execute("SELECT id FROM games WHERE status = 'saved' AND name = ?", (key,)).fetchone()
                if old is not None:
                    if not overwrite:
                        raise SaveExists(Message("save.exists", "A save called “{title}” already exists.", title=title))
                    conn.execute("DELETE FROM games WHERE id = ?", (old[0],))
                return self._copy(conn, gid, "saved", key, title)
        except sqlite3.Error as exc:
            raise self._write_error(exc) from None

    def _copy(self, conn: sqlite3.Connection, gid: int, status: str, name: str | None, title: str | None) -> int:
        t = now()
        cur = conn.execute(
            "INSERT INTO games (uid, kind, variant, seats, seed, status, name, title, created, updated, moves, "
            "assisted) SELECT uid, kind, variant, seats, seed, ?, ?, COALESCE(?, title), ?, ?, moves, assisted "
            "FROM games WHERE id = ?", (status, name, title, t, t, gid))
        if cur.rowcount != 1:  # gone meanwhile (another window): lastrowid would name another row
            raise SaveNotFound(REPLACED)
        new = cur.lastrowid
        assert new is not None, "an INSERT that succeeded names its row"
        conn.execute("INSERT INTO moves (game, idx, seat, action) SELECT ?, idx, seat, action FROM moves "
                     "WHERE game = ?", (new, gid))
        conn.execute("INSERT INTO snapshots (game, idx, state, digest, base_idx, base_digest) "
                     "SELECT ?, idx, state, digest, base_idx, base_digest FROM snapshots WHERE game = ?", (new, gid))
        return new

    def list_saves(self) -> list[SavedGameInfo]:
        """Named saves, newest first, from their rows alone."""
        return self._list("WHERE status = 'saved' ORDER BY updated DESC, id DESC")

    def list_finished(self, limit: int = 500) -> list[SavedGameInfo]:
        """Finished games, newest first (for replays from the statistics window)."""
        return self._list("WHERE status = 'finished' ORDER BY updated DESC, id DESC LIMIT ?", (limit,))

    def _list(self, where: str, args: tuple[Any, ...] = ()) -> list[SavedGameInfo]:
        """The rows of a list, each through the checks of a save: a row that fails is
        set aside (not listed; ``notes`` says so), the others are listed."""
        rows = self.db.conn.execute(
            "SELECT id, name, title, kind, moves, updated, "
            f"CASE WHEN length(seats) <= {validate.MAX_FIELD_TEXT} THEN seats END FROM games " + where,
            args).fetchall()
        infos, bad = [], []
        for gid, name, title, kind, moves, updated, seats in rows:
            try:
                stored = validate.listed_row(kind, name, title, moves, updated, seats)
            except NotASave as exc:
                titled = validate.is_text(title, 400) and title.strip()
                shown = one_line(title, 40) if titled else f"#{one_line(str(gid), 20)}"
                bad.append((gid, Message(*LISTED_ASIDE, title=shown, reason=validate.reason(exc))))
                continue
            players = [s["name"] for s in stored]
            infos.append(SavedGameInfo(gid, name, title or name, kind, moves, updated, players, stored))
        if bad:
            try:
                with self.db.write() as conn:
                    conn.executemany("UPDATE games SET status = 'aside' WHERE id = ? AND status != 'aside'",
                                     [(gid,) for gid, _ in bad])
            except sqlite3.Error:
                pass  # busy: not listed now, set aside the next time
            self.notes.extend(text for _, text in bad[:3])
            if len(bad) > 3:
                self.notes.append(Message("game.more_aside", "{count} more damaged games were kept aside.",
                                          count=len(bad) - 3))
        return infos

    def open_saved(self, save_id: int) -> OpenedGame:
        """Resume a named save: it is checked, then copied into a new running game
        (the save itself stays as it was)."""
        try:
            record, state, _log, message = self._rebuild_saved(save_id)
            over = state.is_terminal()  # a finished game opens to be looked at; it waits nowhere
            with self.db.write() as conn:
                # the save checked above must still be there, as it was (another window may
                # have replaced or deleted it since; a save's row never changes in place, and
                # its id is never given to another row)
                row = conn.execute("SELECT moves FROM games WHERE id = ? AND status = 'saved'",
                                   (save_id,)).fetchone()
                if row is None or row[0] != len(state.history):
                    raise SaveNotFound(REPLACED)
                if not over:
                    self._discard_waiting(conn, record["game"])
                gid = self._copy(conn, save_id, "finished" if over else "active", None, None)
                self._acquire(conn, gid)
        except sqlite3.Error as exc:
            raise self._write_error(exc) from None
        # the copy's own state: its earlier moves are read from the copy, which this window owns
        record, state, log, _m = self._rebuild(gid)
        self._logs[gid] = log
        return OpenedGame(gid, record, state, message)

    def _rebuild_saved(self, save_id: int) -> tuple[dict[str, Any], GameState, _Log, str | None]:
        try:
            return self._rebuild(save_id)
        except SaveNotFound:
            raise SaveNotFound(REPLACED) from None
        except IllegalHistory as exc:
            if exc.key == KEPT_ASIDE[0]:  # a named save is loaded, not resumed
                raise IllegalHistory(Message("game.kept_aside_loaded", KEPT_ASIDE[1].replace("resumed", "loaded"),
                                             **exc.params)) from None
            raise IllegalHistory(message_of(exc)) from None

    def delete_saved(self, save_id: int) -> None:
        try:
            with self.db.write() as conn:
                cur = conn.execute("DELETE FROM games WHERE id = ? AND status IN ('saved', 'aside')",
                                   (save_id,))
        except sqlite3.Error as exc:
            raise self._write_error(exc) from None
        if cur.rowcount == 0:
            raise SaveNotFound(Message("save.gone", "This save is no longer there."))

    # --- files ------------------------------------------------------------------------------------
    def import_record(self, data: dict[str, Any]) -> OpenedGame:
        """A checked save (a JSON file's, validated and migrated) as the running game."""
        seats = data.get("seats")
        if isinstance(seats, list):  # the one name policy (storage/names.py), as in the Players dialog
            taken: list[str] = []
            for seat in seats:
                name = seat.get("name") if isinstance(seat, dict) else None
                problem = name_problem(name, taken) if name is not None else None
                if problem is not None:
                    raise NotASave(Message("save.name_refused", "This save cannot be imported. {reason}",
                                           reason=problem))
                if isinstance(name, str):
                    taken.append(name)
        validate.check_record(data)  # what went into a file passes the checks of a row
        state = restore(data)
        record = {k: data.get(k) for k in ("game", "variant", "seats", "seed", "history", "title", "uid")}
        note = None
        if "results" in data:  # a copy for the reader: checked against the moves, which win
            note, assisted = _check_written_results(data["results"], state, record["seats"])
            if assisted:
                record["assisted"] = True  # counted apart, as where it was played
        # a file without one gets its uid here: the session and its row must agree on it
        # (the results are recorded under it)
        record["uid"] = str(record.get("uid") or _random_hex())
        try:
            gid = self.create(record, state)
        except (OverflowError, UnicodeError, ValueError, TypeError):  # a value SQLite cannot hold
            raise NotASave(Message("save.unstorable",
                                   "This save cannot be imported: it holds values the app cannot store.")) from None
        return OpenedGame(gid, record, state, note)

