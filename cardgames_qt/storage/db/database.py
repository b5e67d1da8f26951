"""The one SQLite database of a profile: opening, schema, versions, and what
happens to a damaged or foreign file.

Durability: WAL journal with ``synchronous=FULL``: a commit returns once the
WAL is fsynced, so a move committed before the table shows it survives a
SIGKILL and a power cut. Readers never block the writer, and two windows (two
processes) share the file through SQLite's own locking; every write is one
short ``BEGIN IMMEDIATE`` transaction with a busy timeout.

The file is input like any other (see :mod:`.schema` and :mod:`.validate`).
A file that is not our database (random bytes, truncated, another program's
SQLite file, our id with other tables or a trigger, a version number we never
wrote, a damaged page, a FIFO or folder in its place) is never used and never
deleted: it is moved into ``quarantine/`` (with its -wal/-shm), whatever could
still be read from it is exported there as JSON saves under names of our own,
and a fresh database is created. ``Database.notice`` then tells the player what
happened. A database made by a newer version of the app is left untouched (the
newer version still uses it) and this session keeps its games in memory.
A ``-wal`` or ``-shm`` beside the database that is not an ordinary file (a
folder, a FIFO) holds no commits: it is moved into ``quarantine/`` and the
database is used as it is; so is a stale ``-wal`` that belongs to a file the
database was replaced by, told by the generation the file carries, never by
file times (see :mod:`.walcheck`). A clean quit checkpoints: no -wal is left.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
import stat
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from cardgames_qt.storage import paths
from cardgames_qt.storage.db import schema, walcheck
from cardgames_qt.storage.errors import Message, SaveWriteError, StorageError
from cardgames_qt.storage.files.atomic import describe_os_error, quarantine

#: PRAGMA application_id: "CGQT" (tells our file from another app's SQLite db)
APP_ID = 0x43475154
#: PRAGMA user_version: the schema version; MIGRATIONS upgrade older ones
SCHEMA_VERSION = 3
HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 10_000
#: integrity_check reads the whole file and also checks that every index matches its
#: table (quick_check does not: a damaged index then made every write fail with
#: "malformed"): it runs on every open, stopped after this long (a file of many GiB is
#: then used, and damage shows when read)
QUICK_CHECK_SECONDS = 5.0

# The schema, in ONE place: a new database runs these statements, a migration
# builds from them, and the check of an opened file compares against them.
#: a game row's id is never given again (AUTOINCREMENT), even after the row is
#: deleted: a window that still holds the id of a discarded game can never reach
#: the row of the game that replaced it (issue 21)
GAMES_TABLE = """CREATE TABLE games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    uid TEXT NOT NULL,              -- the game id of the session (statistics are recorded once per uid)
    kind TEXT NOT NULL,             -- gops | guts | zhopa
    variant TEXT NOT NULL,          -- JSON
    seats TEXT NOT NULL,            -- JSON list of {name, kind, bot}
    seed INTEGER NOT NULL,
    status TEXT NOT NULL,           -- active (Continue) | saved (named) | finished | aside (damaged)
    name TEXT,                      -- the key of a named save (casefolded), NULL otherwise
    title TEXT NOT NULL DEFAULT '',
    created REAL NOT NULL,
    updated REAL NOT NULL,
    moves INTEGER NOT NULL DEFAULT 0,
    assisted INTEGER NOT NULL DEFAULT 0,
    note TEXT
)"""
GAMES_INDEXES = """CREATE UNIQUE INDEX games_named ON games(name) WHERE status = 'saved';
CREATE INDEX games_status ON games(status, kind, updated)"""
SCHEMA = f"""
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
{GAMES_TABLE};
{GAMES_INDEXES};
-- action: an int or a short string stored as itself, a list as JSON in a BLOB
CREATE TABLE moves (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    idx INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action,
    PRIMARY KEY (game, idx)
) WITHOUT ROWID;
-- state: to_dict() without its history (the moves table holds it), digest: of moves[:idx],
-- chained: sha256 of base_digest (the digest of moves[:base_idx], '' for none) and moves[base_idx:idx]
CREATE TABLE snapshots (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    idx INTEGER NOT NULL,
    state TEXT NOT NULL,
    digest TEXT NOT NULL,
    base_idx INTEGER NOT NULL DEFAULT 0,
    base_digest TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (game, idx)
) WITHOUT ROWID;
CREATE TABLE leases (
    game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    owner TEXT NOT NULL, host TEXT NOT NULL, pid INTEGER NOT NULL, heartbeat REAL NOT NULL
);
CREATE TABLE results (
    uid TEXT NOT NULL, seat INTEGER NOT NULL, kind TEXT NOT NULL, player TEXT NOT NULL,
    outcome TEXT NOT NULL, score TEXT NOT NULL, score_num REAL NOT NULL, margin REAL NOT NULL,
    assisted INTEGER NOT NULL DEFAULT 0, finished REAL NOT NULL,
    z_points INTEGER, z_banks_discarded INTEGER, z_banks_gained INTEGER, z_parties INTEGER, z_required INTEGER,
    PRIMARY KEY (uid, seat)
);
CREATE INDEX results_player ON results(kind, player, finished);
-- totals imported from the old stats.json (it kept no single games)
CREATE TABLE legacy_stats (
    player TEXT NOT NULL, kind TEXT NOT NULL, played INTEGER NOT NULL, won INTEGER NOT NULL,
    score_total TEXT NOT NULL, best TEXT,
    z_points INTEGER, z_banks_discarded INTEGER, z_banks_gained INTEGER, z_parties INTEGER, z_required INTEGER,
    PRIMARY KEY (player, kind)
);
"""

#: version n -> SQL upgrading a version-n database to n + 1 (run in one transaction,
#: with foreign keys off: a table rebuilt here must not cascade into its children)
MIGRATIONS: dict[int, str] = {
    # 1 -> 2: chained snapshot digests (a version-1 digest covers moves[:idx]: base 0, '')
    1: "ALTER TABLE snapshots ADD COLUMN base_idx INTEGER NOT NULL DEFAULT 0; "
       "ALTER TABLE snapshots ADD COLUMN base_digest TEXT NOT NULL DEFAULT ''",
    # 2 -> 3: game ids never reused (AUTOINCREMENT): the games table is rebuilt (the old one
    # renamed away, the new one made by the very statement a new database runs, the rows copied
    # with their ids, the old one dropped), so moves, snapshots and leases still point at their
    # games and the upgraded schema reads exactly as a new one's; sqlite_sequence starts past
    # the highest id. legacy_alter_table: the rename must not take the children's references along
    2: "PRAGMA legacy_alter_table = ON; "
       "ALTER TABLE games RENAME TO games_v2; " + GAMES_TABLE + "; "
       "INSERT INTO games (id, uid, kind, variant, seats, seed, status, name, title, created, updated, moves, "
       "assisted, note) SELECT id, uid, kind, variant, seats, seed, status, name, title, created, updated, moves, "
       "assisted, note FROM games_v2; "
       "DROP TABLE games_v2; "
       "PRAGMA legacy_alter_table = OFF; " + GAMES_INDEXES,
}
TABLES = {"meta", "games", "moves", "snapshots", "leases", "results", "legacy_stats"}


class DatabaseError(StorageError):
    """The database could not be used; the message says what happened to it."""
    bad_file = False


class DatabaseReplaced(SaveWriteError):
    """The path of the database no longer names the file this window opened (another
    program renamed or copied a file over it, or moved it away): nothing more is written."""


REPLACED_RUNNING = Message("db.replaced_running", "The saves database was replaced or moved by another program "
                           "while the app runs: nothing more is saved into it. Use Game → Export… to keep this game "
                           "in a file, and restart the app to use the saves as they are now.")


class _Foreign(Exception):
    """The file is not a usable database of ours (the reason for the player)."""


class _IndexDamage(Exception):
    """integrity_check found damage in indexes only (the tables are whole): REINDEX repairs it."""


class _TooNew(Exception):
    """Made by a newer version of the app: left untouched (args: its version)."""


#: the reason for the player when SQLite finds the file damaged
_DAMAGED = Message("db.damaged", "the file is damaged")


def db_path() -> Path:
    return paths.home_dir() / "cardgames.sqlite3"


def _connect(path: Path | str, busy_ms: int = BUSY_TIMEOUT_MS) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=busy_ms / 1000, isolation_level=None, check_same_thread=False)
    conn.execute(f"PRAGMA busy_timeout = {int(busy_ms)}")
    # text that is not UTF-8 (a damaged page) reads as lone surrogates, which every check
    # of stored text refuses (storage/validate.py), instead of an exception in any query
    conn.text_factory = lambda raw: raw.decode("utf-8", "surrogateescape")
    return conn


def _check_file(path: Path) -> bool:
    """False when there is no file yet; _Foreign when it cannot be our database.
    Only an ordinary file is ever opened, and never blocking."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):  # SQLite would create the file it points to: a new, empty profile
            raise _Foreign(Message("db.dangling_link", "it is a link to a file that does not exist")) from None
        return False
    if not stat.S_ISREG(st.st_mode):
        raise _Foreign(Message("db.not_a_file", "something that is not a file is in the place of the database"))
    if st.st_size == 0:
        return True  # an empty file is a database SQLite has not written yet
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise _Foreign(Message("db.not_a_file", "something that is not a file is in the place of the database"))
        head = os.read(fd, len(HEADER))
    finally:
        os.close(fd)
    if head != HEADER:
        raise _Foreign(Message("db.not_a_database", "the file is damaged or is not a database"))
    return True


def _damage(exc: sqlite3.Error) -> bool:
    """Whether SQLite says the file itself is damaged (not that the system refused)."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    return name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in str(exc) \
        or "not a database" in str(exc)


def _reason(exc: Exception) -> str:
    text = " ".join(str(exc).split())[:120]  # SQLite's own words (English): shown as they are
    return Message("os.other", "{strerror}{where}", strerror=text, where="", folder=None) if text \
        else Message("db.refused", "the system refused")


def _check_schema(conn: sqlite3.Connection, size: int) -> int:
    """The schema version of an existing database of ours; _Foreign otherwise. Read in
    one transaction: another window may be creating the database at this moment, and
    reading its id before and its tables after that commit would make it look foreign."""
    conn.execute("BEGIN")
    try:
        return _read_schema(conn, size)
    finally:
        if conn.in_transaction:
            conn.execute("COMMIT")


def _read_schema(conn: sqlite3.Connection, size: int) -> int:
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    version: int = conn.execute("PRAGMA user_version").fetchone()[0]  # SQLite keeps an integer there
    objects = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    if app_id == 0 and version == 0 and not objects:
        return 0  # empty: ours to create
    if app_id != APP_ID:
        raise _Foreign(Message("db.foreign", "the file belongs to another program"))
    if version > SCHEMA_VERSION:
        raise _TooNew(version)
    if version != SCHEMA_VERSION and version not in MIGRATIONS:
        raise _Foreign(Message("db.unknown_version", "its version number ({version}) is not one the app ever wrote",
                                version=version))
    if version == SCHEMA_VERSION:
        reason = schema.mismatch(conn, build_schema)
        if reason:
            raise _Foreign(reason)
    elif schema.unknown_objects(conn):  # an older version: compared once migrated (nothing runs before)
        raise _Foreign(schema.UNKNOWN_OBJECTS)
    elif schema.tables(conn) != TABLES:
        # our id on tables our migrations were not written for (another program's, or ours
        # beside others'): migrated, it would fail at every start or hold what is not ours;
        # the file is judged by the rule a current one is (exactly our tables) before
        # anything is written into it, and set aside whole (its games exported)
        raise _Foreign(schema.OTHER_TABLES)
    _integrity_check(conn)
    return version


def _integrity_check(conn: sqlite3.Connection) -> None:
    deadline = time.monotonic() + QUICK_CHECK_SECONDS
    conn.set_progress_handler(lambda: int(time.monotonic() > deadline), 10_000)
    try:
        row = conn.execute("PRAGMA integrity_check(1)").fetchone()
    except sqlite3.OperationalError as exc:
        if "interrupt" in str(exc):
            return  # too big to read through in time: used; a damaged page is found when read
        raise
    finally:
        conn.set_progress_handler(None, 0)
    if not row or row[0] != "ok":
        try:
            lines = [r[0] for r in conn.execute("PRAGMA integrity_check(100)")]
        except sqlite3.Error:
            raise _Foreign(_DAMAGED) from None
        if _index_only(conn, lines):
            raise _IndexDamage(lines)
        raise _Foreign(_DAMAGED)


#: the lines of integrity_check that name an index (a row missing from it, a count, a duplicate)
_INDEX_LINE = re.compile(r"(?:missing from|wrong # of entries in|non-unique entry in UNIQUE) index (\S+)")
_PAGE = re.compile(r"\b(?:[Pp]age|Tree) (\d+)")


def _index_only(conn: sqlite3.Connection, lines: list[str]) -> bool:
    """Whether every line of damage is in an index (by its name, or by pages that belong to
    an index's tree): then the tables are whole and REINDEX rebuilds what was lost."""
    try:
        indexes = dict(conn.execute("SELECT name, rootpage FROM sqlite_master WHERE type = 'index'").fetchall())
    except sqlite3.Error:
        return False
    pages = {p for p in indexes.values() if isinstance(p, int)}
    with suppress(sqlite3.Error):  # every page of every index (dbstat: where SQLite was built with it)
        pages |= {p for (p,) in conn.execute("SELECT pageno FROM dbstat WHERE name IN "
                                             "(SELECT name FROM sqlite_master WHERE type = 'index')")}
    found = False
    for line in lines:
        for part in str(line).split("\n"):
            if not part.strip() or part.startswith("*** in database"):
                continue
            m = _INDEX_LINE.search(part)
            named = [int(n) for n in _PAGE.findall(part)]
            if m and m.group(1) in indexes or named and all(n in pages for n in named):
                found = True
                continue
            return False
    return found


def build_schema(conn: sqlite3.Connection) -> None:
    """What a new database is made of (schema.py compares files with what this makes)."""
    Database._create_or_migrate(conn, 0)


class Database:
    """The profile's database for one window/process: one connection per thread.

    Each thread that uses it gets its own connection (the file's transactions are
    per connection: a commit waiting on a worker thread never mixes with a read on
    the GUI thread), so SQLite's own locking keeps them apart as it keeps two
    windows apart. How long a thread's writes wait for another program's lock is
    that thread's ``patience`` (the GUI thread's is short: it never waits on a lock;
    what must wait is handed to a worker thread). An in-memory database (no usable
    profile folder) has one connection, shared; nothing else can lock it.
    """

    def __init__(self, path: Path | str | None = None):
        self.path = Path(path) if path is not None else db_path()
        #: what the player must be told about this open (a quarantined file), or None
        self.notice: Message | None = None
        self._notes: list[Message] = []
        #: SQLite's schema cookie when the schema was last found to be ours
        self._cookie: int | None = None
        self._local = threading.local()
        self._lock = threading.Lock()
        self._conns: list[sqlite3.Connection] = []
        first = self._open()
        self._memory = str(self.path) == ":memory:"
        self._local.conn = first
        self._conns.append(first)
        self._key = None if self._memory else str(self.path.resolve())
        #: (st_dev, st_ino) of the file opened: before each write the path must still name it
        self._identity: tuple[int, int] | None = None if self._memory else self._file_identity()
        #: set once the path names another file: every write is refused from then on
        self.replaced = False
        if self._key:
            walcheck.OPEN_HERE[self._key] = walcheck.OPEN_HERE.get(self._key, 0) + 1
            self._stamp(first)
        if self._notes and self.notice is None:
            self.notice = Message.joined(self._notes)

    @property
    def conn(self) -> sqlite3.Connection:
        """This thread's connection (opened on its first use, set up as the first one)."""
        conn = getattr(self._local, "conn", None)
        if conn is None:
            if self._memory:
                conn = self._conns[0]
            else:
                conn = _connect(self.path)
                conn.execute("PRAGMA synchronous = FULL")
                conn.execute("PRAGMA foreign_keys = ON")
                conn.execute("PRAGMA trusted_schema = OFF")  # no function with side effects runs from the file
                with self._lock:
                    self._conns.append(conn)
            self._local.conn = conn
        return conn

    @property
    def in_memory(self) -> bool:
        """Kept in memory for this session only (the profile folder could not be used)."""
        return self._memory

    def set_patience(self, seconds: float) -> None:
        """How long this thread's statements wait for a lock held elsewhere before
        they give up with "database is locked" (SaveBusy in the store)."""
        self.conn.execute(f"PRAGMA busy_timeout = {max(0, int(seconds * 1000))}")

    def release_thread(self) -> None:
        """A worker thread is done with the database: its connection is closed."""
        conn = getattr(self._local, "conn", None)
        if conn is None or self._memory:
            return
        self._local.conn = None
        with self._lock:
            if conn in self._conns:
                self._conns.remove(conn)
        with suppress(sqlite3.Error):
            conn.close()

    # --- opening --------------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        try:
            if str(self.path) != ":memory:":
                self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DatabaseError(Message("db.cannot_keep", "The saves cannot be kept: {reason}.",
                                        reason=describe_os_error(exc))) from None
        # Two windows opening a new profile at the same moment: the one that is not
        # creating the database may be told "locked" at once, without SQLite's busy
        # wait (it would otherwise deadlock on the journal mode), so it waits here.
        deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
        set_aside = 0
        repaired = False
        while set_aside < 3:
            try:
                self._side_files()
                return self._open_checked()
            except _IndexDamage:
                if repaired or not self._repair():
                    self._set_aside(_DAMAGED)
                    set_aside += 1
                repaired = True
            except _TooNew as exc:
                raise DatabaseError(Message(
                    "db.too_new", "The saves were made by a newer version of the app (database version {version}; "
                    "this version knows up to {known}). They were left untouched: update the app to use them.",
                    version=exc.args[0], known=SCHEMA_VERSION)) from None
            except _Foreign as exc:
                self._set_aside(exc.args[0])
                set_aside += 1
            except UnicodeDecodeError:  # the schema's own text is damaged
                self._set_aside(_DAMAGED)
                set_aside += 1
            except sqlite3.DatabaseError as exc:  # "file is not a database", "malformed", ...
                if isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc):
                    if time.monotonic() < deadline:
                        time.sleep(0.02)
                        continue
                    raise DatabaseError(Message("db.busy",
                                                "The saves are busy in another window; try again.")) from None
                if isinstance(exc, sqlite3.OperationalError) and not _damage(exc):
                    # the system refused (permissions, I/O, a side file): the file may be fine
                    raise DatabaseError(Message("db.cannot_open", "The saves database cannot be opened ({reason}). "
                                                "It was left as it was.", reason=_reason(exc))) from None
                self._set_aside(_DAMAGED)
                set_aside += 1
        raise DatabaseError(Message("db.not_created", "The saves database could not be created."))

    def _open_checked(self) -> sqlite3.Connection:
        memory = str(self.path) == ":memory:"  # nothing kept: when the profile folder is unusable
        existed = not memory and _check_file(self.path)
        conn = _connect(":memory:" if memory else self.path)
        try:
            size = self.path.stat().st_size if existed else 0
            version = _check_schema(conn, size) if existed else 0
            if not memory and conn.execute("PRAGMA journal_mode = WAL").fetchone()[0].lower() != "wal":
                raise _Foreign(Message("db.unusable", "the file cannot be used"))
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA trusted_schema = OFF")  # no function with side effects runs from the file
            self._create_or_migrate(conn, version)  # foreign keys still off: see MIGRATIONS
            conn.execute("PRAGMA foreign_keys = ON")
            self._cookie = conn.execute("PRAGMA schema_version").fetchone()[0]
        except BaseException:
            conn.close()
            raise
        return conn

    def _side_files(self) -> None:
        """A -wal, -shm or -journal that is not an ordinary file (a folder, a FIFO: SQLite
        never makes one) holds no commits, but SQLite cannot open the database beside it:
        it is moved into quarantine/ and the database is used as it is. So is a -wal
        that belongs to the file the database was replaced by (storage/db/walcheck.py)."""
        if str(self.path) == ":memory:":
            return
        moved: list[str] = []
        qdir = self.path.parent / "quarantine"
        real = Path(os.path.realpath(self.path))  # SQLite keeps the side files beside the file a link names
        for suffix in ("-wal", "-shm", "-journal"):
            side = Path(str(real) + suffix)
            try:
                mode = os.lstat(side).st_mode
            except FileNotFoundError:
                continue
            except OSError as exc:
                raise DatabaseError(Message("db.cannot_open_os", "The saves database cannot be opened: {reason}. "
                                            "Nothing was changed.", reason=describe_os_error(exc))) from None
            if stat.S_ISREG(mode):
                continue
            try:
                quarantine(side, qdir)
            except OSError as exc:
                raise DatabaseError(Message("db.side_stuck", "The saves database cannot be opened: “{name}” beside "
                                            "it is not an ordinary file and could not be moved aside ({reason}). "
                                            "Nothing was changed.", name=side.name, reason=describe_os_error(exc))
                                    ) from None
            moved.append(side.name)
        if moved:
            what = "was not an ordinary file; it was" if len(moved) == 1 else "were not ordinary files; they were"
            self._notes.append(Message("db.side_moved", "The {quoted} beside the saves database {what} moved to "
                                       "{folder}. Your games are intact.", quoted=" and the ".join(
                                           f"“{name}”" for name in moved), what=what, names=tuple(moved),
                                       folder=qdir))
        if walcheck.is_stale(real):  # the file was replaced after its -wal was written
            try:
                wal = str(quarantine(Path(str(real) + "-wal"), qdir))
                shm = Path(str(real) + "-shm")
                if shm.exists():  # the index of that -wal: it goes with it
                    os.replace(shm, Path(wal.removesuffix("-wal") + "-shm"))
            except OSError as exc:
                raise DatabaseError(Message("db.wal_stuck", "The saves database was replaced after its journal (-wal) "
                                            "was written, and the journal could not be moved aside ({reason}). "
                                            "Nothing was changed.", reason=describe_os_error(exc))) from None
            self._notes.append(Message("db.stale_wal", "The saves database was replaced while the app was closed: "
                                       "the journal (-wal) left beside it belonged to the earlier file and was not "
                                       "applied to it. It was moved to {folder}; the database is used as it is.",
                                       folder=qdir))

    @staticmethod
    def _create_or_migrate(conn: sqlite3.Connection, version: int) -> None:
        if version == SCHEMA_VERSION:
            return
        conn.execute("BEGIN IMMEDIATE")
        try:
            # another process may have created it meanwhile: look again inside the lock
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            migrated = 0 < version < SCHEMA_VERSION
            if version == 0:
                for statement in SCHEMA.split(";"):
                    if statement.strip():
                        conn.execute(statement)
                conn.execute(f"PRAGMA application_id = {APP_ID}")
                version = SCHEMA_VERSION
            while version < SCHEMA_VERSION:
                for statement in MIGRATIONS[version].split(";"):
                    if statement.strip():
                        conn.execute(statement)
                version += 1
            conn.execute(f"PRAGMA user_version = {version}")
            reason = migrated and schema.mismatch(conn, build_schema)
            if reason:  # not what our own migrations make of our own older file
                raise _Foreign(reason)
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    def _repair(self) -> bool:
        """An index is damaged, the tables are whole: a copy of the file as it is (with its
        -wal) is kept in quarantine/, then REINDEX rebuilds every index from the tables and
        integrity_check must then find nothing. True when repaired (the player is told);
        False when it could not be (the file is then set aside, as damaged)."""
        qdir = self.path.parent / "quarantine"
        try:
            kept = _copy_aside(self.path, qdir)
        except OSError:
            return False  # no copy of the original: nothing is changed in it
        try:
            conn = _connect(self.path)
            try:
                conn.execute("PRAGMA trusted_schema = OFF")
                conn.execute("REINDEX")
                row = conn.execute("PRAGMA integrity_check(1)").fetchone()
            finally:
                conn.close()
        except sqlite3.Error:
            return False
        if not row or row[0] != "ok":
            return False
        self._notes.append(Message("db.repaired", "An index of the saves database was damaged; it was rebuilt from "
                                   "the games, which are intact. A copy of the file as it was is kept in {folder}.",
                                   folder=qdir, copy=kept.name))
        return True

    def _set_aside(self, reason: Message) -> None:
        """Move the unusable file (and its -wal/-shm) into quarantine, export what it
        still holds, and say so; the caller then creates a fresh database."""
        qdir = self.path.parent / "quarantine"
        try:
            moved = quarantine(self.path, qdir)
            for suffix in ("-wal", "-shm"):
                side = Path(str(self.path) + suffix)
                if side.exists() or side.is_symlink():
                    os.replace(side, Path(str(moved) + suffix))
        except OSError as exc:
            raise DatabaseError(Message("db.aside_stuck", "The saves database cannot be used ({reason}) and could "
                                        "not be moved aside: {os_reason}. Nothing was changed.", reason=reason,
                                        os_reason=describe_os_error(exc))) from None
        exported = salvage(moved, qdir / (moved.name + "-export"))
        if exported:
            self.notice = Message("db.moved_aside_exported", "The saves database could not be used: {reason}. It "
                                  "was moved to {folder} and a new one was started. {count} game(s) could be read "
                                  "from it and were exported there as save files.", reason=reason, folder=qdir,
                                  count=exported)
        else:
            self.notice = Message("db.moved_aside", "The saves database could not be used: {reason}. It was moved "
                                  "to {folder} and a new one was started.", reason=reason, folder=qdir)

    def _stamp(self, conn: sqlite3.Connection) -> None:
        """Give the file a new generation and list it beside it (storage/db/walcheck.py): what
        tells, at the next start, a -wal written on this file from one written on another.
        Best effort: a database that cannot be written is not stamped (nothing is judged)."""
        real = Path(os.path.realpath(self.path))
        generation = walcheck.new_generation()
        conn.execute("PRAGMA busy_timeout = 0")  # a start never waits for another program's lock
        try:
            self._stamp_with(conn, real, generation)
        finally:
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")

    @staticmethod
    def _stamp_with(conn: sqlite3.Connection, real: Path, generation: str) -> None:
        try:
            conn.execute("BEGIN IMMEDIATE")  # the list and the file change under one lock
        except sqlite3.Error:
            return
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = 'generation'").fetchone()
            listed = {generation} | ({row[0]} if row and isinstance(row[0], str) else set())
            walcheck.write_generations(real, listed)  # first: the file never carries an unlisted one
            conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('generation', ?)", (generation,))
            conn.execute("COMMIT")
        except (sqlite3.Error, OSError):
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            return
        try:
            busy, log, done = conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
            if busy or log != done:
                return  # another window reads: the file may carry either generation, both are listed
            conn.execute("BEGIN IMMEDIATE")
            try:
                row = conn.execute("SELECT value FROM meta WHERE key = 'generation'").fetchone()
                if row and row[0] == generation:  # nobody stamped it since: the file carries this one
                    walcheck.write_generations(real, {generation})
            finally:
                conn.execute("COMMIT")
        except (sqlite3.Error, OSError):
            pass

    def refuses_writes(self) -> bool:
        """True when SQLite will not write this file although it reads it (a read-only
        file in a folder that takes files, a read-only mount): asked of SQLite itself
        with a write lock taken and let go at once, never waiting for another program's."""
        if self._memory:
            return False
        conn = self.conn
        conn.execute("PRAGMA busy_timeout = 0")
        try:
            conn.execute("BEGIN IMMEDIATE")  # in WAL mode the lock alone is taken in the -shm: a row is written
            conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('write probe', '')")
        except sqlite3.OperationalError as exc:
            return "readonly" in str(exc).replace(" ", "").replace("-", "")
        finally:
            if conn.in_transaction:
                conn.execute("ROLLBACK")  # nothing of the probe is ever committed
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        return False

    @classmethod
    def copy_in_memory(cls, source: Database) -> Database:
        """A database in memory holding what ``source`` holds (read through SQLite, its
        journal included): the saves of a file that refuses writes, played on for this
        session only. ``source`` is left as it is."""
        memory = cls(":memory:")
        source.conn.backup(memory.conn)
        memory._cookie = memory.conn.execute("PRAGMA schema_version").fetchone()[0]
        return memory

    def checkpoint(self) -> bool:
        """Copy every commit of the -wal into the file and empty the -wal (a clean quit
        leaves no journal behind). False when another window's read is in the way."""
        if self._memory:
            return True
        try:
            busy, log, done = self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        except sqlite3.Error:
            return False
        return not busy and log == done

    def _file_identity(self) -> tuple[int, int] | None:
        try:
            st = os.stat(self.path)
        except OSError:
            return None
        return st.st_dev, st.st_ino

    def check_file(self) -> None:
        """DatabaseReplaced when the path no longer names the file this window opened. The
        first time, this window's journal is checkpointed into the file it opened and
        emptied, so that it is never replayed over the file that took its place."""
        if self._memory or self._identity is None:
            return
        if not self.replaced and self._file_identity() == self._identity:
            return
        if not self.replaced:
            self.replaced = True
            with suppress(sqlite3.Error):
                self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        raise DatabaseReplaced(REPLACED_RUNNING)

    # --- use --------------------------------------------------------------------------
    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (BEGIN IMMEDIATE: it waits for another writer). Nothing
        stored in the file runs in it: a schema changed since it was checked (a trigger
        added by another program) is checked again first, and refused. The path must still
        name the file opened (``check_file``): a file put in its place is never written."""
        self.check_file()
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            self._check_cookie()
            yield self.conn
        except BaseException:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    def _check_cookie(self) -> None:
        cookie = self.conn.execute("PRAGMA schema_version").fetchone()[0]
        if cookie == self._cookie or self._cookie is None:
            return
        if schema.mismatch(self.conn, build_schema):
            raise sqlite3.DatabaseError("the saves database was changed by another program (it now holds "
                                        "something the app did not create); restart the app to set it aside")
        self._cookie = cookie

    @contextmanager
    def read(self) -> Iterator[sqlite3.Connection]:
        """A consistent read of several statements."""
        self.conn.execute("BEGIN")
        try:
            yield self.conn
        finally:
            if self.conn.in_transaction:
                self.conn.execute("COMMIT")

    def meta(self, key: str) -> str | None:
        row = self.conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)  # only this thread's: another's may be in use
        if conn is not None and not self._memory:
            try:
                conn.execute("PRAGMA busy_timeout = 200")  # a quit never waits long on another window
                self.checkpoint()
            except sqlite3.Error:
                pass
        with self._lock:
            conns, self._conns = self._conns, []
        self._local = threading.local()
        for conn in conns:
            with suppress(sqlite3.Error):
                conn.close()
        if self._key and walcheck.OPEN_HERE.get(self._key):
            walcheck.OPEN_HERE[self._key] -= 1
            self._key = None


def _copy_aside(path: Path, qdir: Path) -> Path:
    """A copy of the database (and its -wal) in quarantine/ under a name of its own; the
    file itself stays where it is. OSError when the copy cannot be made (nothing is kept)."""
    qdir.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        target = qdir / f"{path.stem}.before-repair-{stamp}{'-' + str(n) if n else ''}{path.suffix}"
        try:
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            continue
        os.close(fd)
        try:
            shutil.copyfile(path, target)
            wal = Path(str(path) + "-wal")
            if wal.exists():
                shutil.copyfile(wal, Path(str(target) + "-wal"))
        except OSError:
            target.unlink(missing_ok=True)
            raise
        return target
    raise OSError("no free name in the quarantine folder")


#: a salvage reads for at most this long (a huge damaged file must not hold up the start)
SALVAGE_SECONDS = 5.0


def salvage(path: Path, out_dir: Path) -> int:
    """Export every game that can still be read from a set-aside database as a JSON
    save into ``out_dir``; how many. Each row passes the checks of a save
    (storage/validate.py); the files are named by their order here (game-0001.json),
    never by anything in the file. Reads only, and never raises."""
    from cardgames_qt.storage.db.results import results_if_over
    from cardgames_qt.storage.files.legacy import write_save_file
    from cardgames_qt.storage.validate import game_row, move_row
    try:
        if not _check_file(path):
            return 0
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=1)
    except (OSError, _Foreign, sqlite3.Error):
        return 0
    conn.text_factory = lambda raw: raw.decode("utf-8", "surrogateescape")  # refused by the checks
    deadline = time.monotonic() + SALVAGE_SECONDS
    conn.set_progress_handler(lambda: int(time.monotonic() > deadline), 10_000)
    count = 0
    try:
        rows = conn.execute("SELECT id, kind, CASE WHEN length(variant) <= 16384 THEN variant END, "
                            "CASE WHEN length(seats) <= 16384 THEN seats END, seed, title, uid FROM games")
        for gid, kind, variant, seats, seed, title, uid in rows:
            try:
                record = game_row(kind, variant, seats, seed, title, uid)
                record["history"] = [move_row(seat, a) for seat, a in conn.execute(
                    "SELECT seat, action FROM moves WHERE game = ? ORDER BY idx", (gid,))]
                with suppress(sqlite3.Error):  # the results travel with the game (an import checks them)
                    record["results"] = results_if_over(conn, record)
                out_dir.mkdir(parents=True, exist_ok=True)
                write_save_file(out_dir / f"game-{count + 1:04d}.json", record, replace=False)
                count += 1
            except sqlite3.OperationalError:
                if time.monotonic() > deadline:
                    break
            except Exception:  # noqa: BLE001 - a damaged row: export the others
                continue
    except Exception:  # noqa: BLE001 - sqlite3.Error, a schema text that is not UTF-8, ...: what was read is kept
        pass
    finally:
        conn.close()
    return count


# --- actions in the moves table ----------------------------------------------------------
def encode_action(action: Any) -> Any:
    """Ints and strings are stored as themselves (fast to read back); a list as JSON bytes."""
    if isinstance(action, (list, tuple)):
        return json.dumps(list(action), separators=(",", ":")).encode("utf-8")
    return action


def decode_action(value: Any) -> Any:
    return json.loads(value) if isinstance(value, bytes) else value


def now() -> float:
    return time.time()
