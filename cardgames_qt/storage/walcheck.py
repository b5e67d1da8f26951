"""Whether the ``-wal`` beside the database belongs to the file as it is now.

SQLite replays a ``-wal`` (its journal of recent commits) into whatever database
file carries its name: the salts and checksums in a WAL tie its frames to its
own header, not to a database file ("mispairing" is one of the ways SQLite lists
to corrupt a database). A player who copies an older ``cardgames.sqlite3`` over
the profile's after a crash left commits in the ``-wal`` would get pages of the
replaced file written into the copy, silently.

The rule here, checked before SQLite opens the file:

- a ``-wal`` written after the database file (the usual crash: its commits are
  what a kill must not lose) is always replayed;
- a ``-wal`` older than the database file whose committed pages are all in the
  file already (a checkpoint finished before the crash) changes nothing: replayed;
- a ``-wal`` older than the database file with committed pages that differ from
  the file's (the file was replaced after the ``-wal`` was written) is stale: it is
  moved into ``quarantine/`` with its ``-shm``, and the player is told.

Never while another process has the database open (it holds SQLite's lock on the
``-shm``): its ``-wal`` is live, not stale.
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


def is_stale(db: Path) -> bool:
    """Whether the regular ``-wal`` beside ``db`` holds commits of another file (see above)."""
    wal = Path(str(db) + "-wal")
    try:
        db_stat, wal_stat = os.stat(db), os.lstat(wal)
    except OSError:
        return False
    if wal_stat.st_size <= 32 or wal_stat.st_mtime_ns >= db_stat.st_mtime_ns or wal_stat.st_size > MAX_WAL_BYTES:
        return False  # nothing in it, or written after the file: the commits a crash must not lose
    if OPEN_HERE.get(str(db.resolve())):
        return False
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
