"""Whether the ``-wal`` beside the database belongs to the file as it is now.

SQLite replays a ``-wal`` (its journal of recent commits) into whatever database
file carries its name: the salts and checksums in a WAL tie its frames to its
own header, not to a database file ("mispairing" is one of the ways SQLite lists
to corrupt a database). A player who copies an older ``cardgames.sqlite3`` over
the profile's after a crash left commits in the ``-wal`` would get pages of the
replaced file written into the copy, silently.

SQLite decides what a ``-wal`` belongs to; the app never guesses from file times
(a clock stepped back, or a checkpoint that wrote the file after the ``-wal``,
makes a good journal look "older"). The only thing judged here is an identity
the database carries:

- every time a window opens the database it writes a new random *generation*
  into the ``meta`` table and checkpoints it into the file (``stamp``); the
  generations the file may carry are kept beside it in ``<db>-identity``
  (written before the database is, so a crash between the two never leaves a
  file whose generation is not listed);
- a ``-wal`` is stale only when the database file itself (read without its
  ``-wal``) carries a generation that is *not* listed, and the ``-wal`` holds
  committed pages that differ from the file's: the file is an older copy put in
  place of the one the ``-wal`` was written on. It is then moved into
  ``quarantine/`` with its ``-shm``, and the player is told.

Everything else is replayed by SQLite as it is: no listed generations (a profile
of an earlier version, a lost side file), a file whose generation cannot be read
(SQLite's recovery decides), a ``-wal`` whose pages are all in the file, or a
database another process has open (its ``-wal`` is live). What cannot be told
apart: a copy of the database made *while* the app ran carries the generation of
that session, and a ``-wal`` of the same session is replayed into it.
"""
from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

WAL_MAGIC = (0x377F0682, 0x377F0683)
#: byte of the -shm that every open connection holds a shared lock on (SQLite's unix VFS)
_SHM_DMS = 128
#: a -wal is read at most this far (a few thousand moves between checkpoints: far less)
MAX_WAL_BYTES = 64 * 2**20

#: database path -> connections this process has open to it (a lock probe would drop
#: their POSIX locks, and their -wal is live)
OPEN_HERE: dict[str, int] = {}


def _checksum(data: bytes, big: bool, s0: int, s1: int) -> tuple[int, int]:
    words = struct.unpack((">" if big else "<") + f"{len(data) // 4}I", data)
    for i in range(0, len(words), 2):
        s0 = (s0 + words[i] + s1) & 0xFFFFFFFF
        s1 = (s1 + words[i + 1] + s0) & 0xFFFFFFFF
    return s0, s1


def committed_pages(wal: bytes) -> tuple[int, dict[int, bytes]]:
    """(page size, page number -> its last committed image) of a WAL's valid frames."""
    if len(wal) < 32:
        return 0, {}
    magic, _version, size, _seq, salt1, salt2, c1, c2 = struct.unpack(">8I", wal[:32])
    if magic not in WAL_MAGIC or size < 512 or size > 65536 or size & (size - 1):
        return 0, {}
    big = magic & 1 == 1
    s0, s1 = _checksum(wal[:24], big, 0, 0)
    if (s0, s1) != (c1, c2):
        return 0, {}
    pages: dict[int, bytes] = {}
    pending: dict[int, bytes] = {}
    at = 32
    while at + 24 + size <= len(wal):
        pgno, commit, f1, f2, k1, k2 = struct.unpack(">6I", wal[at:at + 24])
        if (f1, f2) != (salt1, salt2) or pgno == 0:
            break
        s0, s1 = _checksum(wal[at:at + 8], big, s0, s1)
        s0, s1 = _checksum(wal[at + 24:at + 24 + size], big, s0, s1)
        if (s0, s1) != (k1, k2):
            break
        pending[pgno] = wal[at + 24:at + 24 + size]
        if commit:
            pages.update(pending)
            pending = {}
        at += 24 + size
    return size, pages


def _in_use(shm: Path) -> bool:
    """Whether another process holds SQLite's lock on the -shm (has the database open)."""
    if sys.platform == "win32":  # no POSIX locks: SQLite's own locking; assume it may be
        return True
    import fcntl
    try:
        fd = os.open(shm, os.O_RDWR | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        return False
    except OSError:
        return True
    try:
        fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, _SHM_DMS)
    except OSError:
        return True
    else:
        fcntl.lockf(fd, fcntl.LOCK_UN, 1, _SHM_DMS)
        return False
    finally:
        os.close(fd)


IDENTITY_SUFFIX = "-identity"


def identity_path(db: Path) -> Path:
    return Path(str(db) + IDENTITY_SUFFIX)


def _uri(db: Path, **params: str) -> str:
    from urllib.parse import quote, urlencode
    return "file:" + quote(str(db.resolve())) + "?" + urlencode(params)


def file_generation(db: Path) -> str | None:
    """The generation the database *file* carries, read without its ``-wal``
    (``immutable=1``: SQLite reads the file as it is, opens no journal, takes no
    lock, writes nothing); None when it cannot be read (then SQLite decides)."""
    import sqlite3
    try:
        conn = sqlite3.connect(_uri(db, mode="ro", immutable="1"), uri=True, timeout=0)
    except (sqlite3.Error, OSError, ValueError):
        return None
    try:
        row = conn.execute("SELECT value FROM meta WHERE key = 'generation'").fetchone()
    except (sqlite3.Error, ValueError):
        return None
    finally:
        conn.close()
    return row[0] if row and isinstance(row[0], str) else None


def listed_generations(db: Path) -> set[str] | None:
    """The generations ``<db>-identity`` allows the file to carry; None when there is
    no readable list (nothing is judged then)."""
    import json
    try:
        with open(identity_path(db), "rb") as f:
            data = json.loads(f.read(4096).decode("utf-8"))
    except (OSError, ValueError):
        return None
    found = data.get("generations") if isinstance(data, dict) else None
    if not isinstance(found, list) or not found or not all(isinstance(g, str) for g in found):
        return None
    return set(found)


def write_generations(db: Path, generations: set[str]) -> None:
    """Replace ``<db>-identity`` (atomically, fsynced). OSError when the disk refuses."""
    import json

    from cardgames_qt.storage.files.atomic import write_atomic
    data = json.dumps({"generations": sorted(generations)}).encode("utf-8")
    write_atomic(identity_path(db), data, keep_backup=False)


def new_generation() -> str:
    return os.urandom(16).hex()


def is_stale(db: Path) -> bool:
    """Whether the regular ``-wal`` beside ``db`` holds commits of another file (see above).
    Never judged by times: by the generation the file carries and the pages it holds."""
    wal = Path(str(db) + "-wal")
    try:
        wal_stat = os.lstat(wal)
    except OSError:
        return False
    if wal_stat.st_size <= 32 or wal_stat.st_size > MAX_WAL_BYTES:
        return False  # nothing in it (or far more than any session writes: SQLite decides)
    if OPEN_HERE.get(str(db.resolve())):
        return False
    listed = listed_generations(db)
    if listed is None:
        return False  # nothing to compare with: the -wal is replayed, as SQLite would
    carried = file_generation(db)
    if carried is None or carried in listed:
        return False  # the file the -wal was written on (or one SQLite must judge)
    try:
        size, pages = committed_pages(wal.read_bytes())
        if not pages:
            return False
        with open(db, "rb") as f:
            for pgno, image in pages.items():
                f.seek((pgno - 1) * size)
                if f.read(size) != image:
                    break
            else:
                return False  # every committed page is in the file already: replaying changes nothing
    except OSError:
        return False
    return not _in_use(Path(str(db) + "-shm"))
