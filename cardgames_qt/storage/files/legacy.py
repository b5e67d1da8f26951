"""Files for people: one game as a JSON save (Export…, Import…, ``--export``),
and the one-time import of the JSON saves and stats.json of earlier versions.

Reading a file goes through every check of the JSON save store (ordinary
file only, bounded size, UTF-8 JSON, format version, shape, replay through
the rules); writing never replaces an existing file unless asked, and never a
FIFO, device or folder.
"""
from __future__ import annotations

import contextlib
import functools
import json
import os
import sqlite3
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from cardgames_qt.storage import paths
from cardgames_qt.storage.db.database import BUSY_TIMEOUT_MS, Database, encode_action, now
from cardgames_qt.storage.errors import Message, SaveError, SaveExists, SaveNotFound, SaveWriteError, one_line
from cardgames_qt.storage.files.atomic import (
    NotRegular,
    TooLarge,
    check_regular,
    decode_json,
    describe_os_error,
    encode_json,
    read_limited,
    write_atomic,
)
from cardgames_qt.storage.files.saveformat import make_record
from cardgames_qt.storage.validate import is_text

IMPORT_MARKER = "legacy_import"

# The save files' and the statistics' modules are imported where a file is read or
# written: every start asks ``import_legacy`` only for its marker (they were 5 ms of it).


def read_save_file(path: Path | str) -> dict[str, Any]:
    """A checked, current-format save dict from a JSON file; SaveError with the reason.
    The file is only read: an import never moves the player's own file."""
    from cardgames_qt.storage.files.saves import SaveStore
    path = Path(path)
    try:
        data, _state = SaveStore._read(path, None)
    except FileNotFoundError:  # gone between the file dialog and the read
        raise SaveNotFound(Message("file.gone", "There is no file called “{name}” any more.", name=path.name),
                           path) from None
    return data


def write_save_file(path: Path | str, record: Mapping[str, Any], replace: bool = False) -> Path:
    """Write ``record`` as a JSON save (the v1 format). SaveExists when the file is there
    and ``replace`` is false; SaveWriteError when the system refuses."""
    from cardgames_qt.storage.files.saves import _looks_like_save
    path = Path(path)
    try:
        if check_regular(path) and not replace:
            raise SaveExists(Message("file.exists", "A file called “{name}” already exists.", name=path.name), path)
    except NotRegular:
        raise SaveWriteError(Message("file.not_regular", "“{name}” is not an ordinary file; nothing was written.",
                                     name=path.name), path) from None
    data = make_record(record)
    try:
        write_atomic(path, encode_json(data), keep_backup=False, backup_if=_looks_like_save)
    except OSError as exc:
        raise SaveWriteError(Message("file.write_failed", "Could not write the file: {reason}.",
                                     reason=describe_os_error(exc)), path) from None
    return path


# --- the one-time import of earlier versions' files ------------------------------------------
def import_legacy(db: Database, saves_dir: Path | None = None, stats_path: Path | None = None) -> str | None:
    """Bring the JSON saves and stats.json of earlier versions into the database, once
    (a marker in the database); the files are left where they are. A note for the
    player when some could not be read, else None."""
    saves_dir = saves_dir or paths.saves_dir()
    stats_path = stats_path or paths.stats_path()
    skipped: list[str] = []
    # done once: every later start only reads the marker, and never waits for the write
    # lock another program may hold
    if db.conn.execute("SELECT 1 FROM meta WHERE key = ?", (IMPORT_MARKER,)).fetchone():
        return None
    try:
        return _import_once(db, saves_dir, stats_path, skipped)
    except sqlite3.OperationalError as exc:
        text = str(exc).replace(" ", "")
        if "locked" in text or "busy" in text or "readonly" in text:
            # another program holds the saves, or the database file refuses writes: nothing was
            # imported and nothing is lost (the files stay as they are); the next start imports
            return None
        raise
    finally:
        db.conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")


def _import_once(db: Database, saves_dir: Path, stats_path: Path, skipped: list[str]) -> Message | None:
    from cardgames_qt.storage.files.saves import SaveStore
    db.conn.execute("PRAGMA busy_timeout = 0")  # a start never waits for another program's lock
    with db.write() as conn:
        if conn.execute("SELECT 1 FROM meta WHERE key = ?", (IMPORT_MARKER,)).fetchone():
            return None
        _one_by_one(conn, stats_path, skipped, lambda: _import_stats(conn, stats_path, skipped))
        store = SaveStore(saves_dir)
        for kind in ("gops", "guts", "zhopa"):
            path = store.autosave_path(kind)
            _one_by_one(conn, path, skipped, functools.partial(_import_file, conn, path, "active", None, skipped))
        try:
            entries = sorted(p for p in saves_dir.glob("*.json") if not p.name.startswith("."))
        except OSError:
            entries = []
        for path in entries:
            _one_by_one(conn, path, skipped, functools.partial(_import_file, conn, path, "saved", path.stem, skipped))
        conn.execute("INSERT INTO meta (key, value) VALUES (?, ?)", (IMPORT_MARKER, str(now())))
    if not skipped:
        return None
    listed = one_line(", ".join(skipped[:5]), 300)
    more = " …" if len(skipped) > 5 else "."
    return Message("legacy.skipped", "{count} saved games or statistics of an earlier version could not be imported "
                   "and were left as they were: {listed}{more}", count=len(skipped), listed=listed, more=more)


def _one_by_one(conn: sqlite3.Connection, path: Path, skipped: list[str], work: Callable[[], object]) -> None:
    """One file's import, undone alone if anything in it fails: a bad file is named
    and skipped, the others are imported, and the import is done once."""
    conn.execute("SAVEPOINT one_file")
    try:
        work()
    except Exception:  # noqa: BLE001 - whatever a file holds, it must not block every start
        conn.execute("ROLLBACK TO one_file")
        skipped.append(_shown_name(path))
    conn.execute("RELEASE one_file")


def _shown_name(path: Path) -> str:
    """A file's name for a sentence: printable, bounded (a name can be any bytes)."""
    name = path.name.encode("utf-8", "replace").decode("utf-8")
    return one_line("".join(c if c.isprintable() else "?" for c in name), 60)


def _import_file(conn: sqlite3.Connection, path: Path, status: str, name: str | None,
                 skipped: list[str]) -> None:
    try:
        if not check_regular(path):
            return
        data = read_save_file(path)
    except (SaveError, OSError):
        skipped.append(_shown_name(path))
        return
    title = data.get("title") or (name or "").encode("utf-8", "replace").decode("utf-8")  # a name of any bytes
    key = " ".join((title if status == "saved" else "").split()).casefold() or None
    if key and conn.execute("SELECT 1 FROM games WHERE status = 'saved' AND name = ?", (key,)).fetchone():
        key = f"{key} ({path.name})"
    t = now()
    with contextlib.suppress(OSError):
        t = os.stat(path).st_mtime
    cur = conn.execute(
        "INSERT INTO games (uid, kind, variant, seats, seed, status, name, title, created, updated, moves) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (data.get("uid") or os.urandom(16).hex(), data["game"], json.dumps(data["variant"]),
         json.dumps(data["seats"], ensure_ascii=False), data["seed"], status, key, title[:80], t, t,
         len(data["history"])))
    conn.executemany("INSERT INTO moves (game, idx, seat, action) VALUES (?, ?, ?, ?)",
                     ((cur.lastrowid, i, s, encode_action(a)) for i, (s, a) in enumerate(data["history"])))


def _import_stats(conn: sqlite3.Connection, path: Path, skipped: list[str]) -> None:
    from cardgames_qt.storage.db.stats import FORMAT as STATS_FORMAT
    from cardgames_qt.storage.db.stats import GameStats
    try:
        if not check_regular(path):
            return
        data = decode_json(read_limited(path))
    except (OSError, TooLarge, ValueError):
        skipped.append(_shown_name(path))
        return
    if not isinstance(data, dict) or data.get("format") != STATS_FORMAT or not isinstance(data.get("players"), dict):
        skipped.append(_shown_name(path))
        return
    for player, games in data["players"].items():
        if not is_text(player, 80) or not player.strip() or not isinstance(games, dict):
            continue
        for kind, entry in games.items():
            if kind not in ("gops", "guts", "zhopa"):
                continue
            try:
                st = GameStats.from_dict(entry)  # numbers bounded: "1e10000000" is refused at once
            except (ValueError, TypeError, ZeroDivisionError):
                skipped.append(f"{_shown_name(path)} ({one_line(player, 40)}, {kind})")
                continue
            z = st.zhopa
            conn.execute("INSERT OR REPLACE INTO legacy_stats (player, kind, played, won, score_total, best, "
                         "z_points, z_banks_discarded, z_banks_gained, z_parties, z_required) "
                         "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         (" ".join(player.split()), kind, st.played, st.won, str(st.score_total),
                          None if st.best_score is None else str(st.best_score),
                          *((z.points, z.banks_discarded, z.banks_gained, z.parties, z.required) if z
                            else (None,) * 5)))
