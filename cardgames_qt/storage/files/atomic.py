"""Files that survive crashes: atomic writes with a backup, bounded reads,
bad files moved aside (never deleted), and the fall-back to the backup.

A write goes to a temp file in the same directory, is flushed and fsynced,
the current file is copied to ``<name>.bak`` the same way, then
``os.replace`` swaps the new file in and the directory is fsynced. At every
moment the file on disk is either the old or the new complete version, and
the backup is a complete earlier one. (PySolFC wrote pickles straight over
the old file; players lost their statistics.)
"""
from __future__ import annotations

import codecs
import contextlib
import errno
import glob
import io
import json
import os
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import Any, Generic, TypeVar

from cardgames_qt.records import dataclass
from cardgames_qt.storage.errors import Message, StorageError

#: No save, settings or statistics file comes near this; anything bigger is
#: refused before it is read (a player could otherwise hang the app).
MAX_FILE_BYTES = 8 * 1024 * 1024

T = TypeVar("T")


class TooLarge(Exception):
    def __init__(self, size: int):
        super().__init__(size)
        self.size = size


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


# --- reading -----------------------------------------------------------------------
class NotRegular(OSError):
    """A FIFO, device, socket or folder where a file was expected: never opened for
    reading (a FIFO would block forever) and never replaced."""

    def __init__(self, path: Path):
        super().__init__(errno.EINVAL, "it is not an ordinary file", str(path))


def check_regular(path: Path) -> bool:
    """True when ``path`` is an ordinary file, False when it is missing;
    NotRegular for anything else. ``stat`` opens nothing."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return False
    if not stat.S_ISREG(st.st_mode):
        raise NotRegular(path)
    return True


def open_regular(path: Path) -> io.BufferedReader:
    """Open an ordinary file for reading without ever blocking: O_NONBLOCK makes a
    FIFO swapped in after the stat return at once, and fstat refuses it."""
    if not check_regular(path):
        raise FileNotFoundError(errno.ENOENT, "no such file", str(path))
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise NotRegular(path)
    return os.fdopen(fd, "rb")


def read_limited(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The file's bytes; TooLarge (before reading) when it exceeds ``limit``;
    NotRegular (an OSError) for a FIFO, device or folder, which is never opened."""
    with open_regular(path) as f:
        size = os.fstat(f.fileno()).st_size
        if size > limit:
            raise TooLarge(size)
        data = f.read(limit + 1)  # the file may grow while we read
    if len(data) > limit:
        raise TooLarge(len(data))
    return data


def _refuse_constant(name: str) -> Any:
    raise ValueError(name)  # NaN / Infinity are not JSON and never written by us


def decode_json(raw: bytes) -> Any:
    """Parse JSON bytes; ValueError with a readable reason when they are not JSON."""
    if raw.startswith(codecs.BOM_UTF8):  # some editors add one; harmless
        raw = raw[len(codecs.BOM_UTF8):]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError(Message("damage", "it is not text: the file is damaged or is not one of ours")) from None
    if not text.strip():
        raise ValueError(Message("damage", "it is empty"))
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise ValueError(Message("damage", "it is damaged (nested too deeply)")) from None
    except ValueError:  # JSONDecodeError, or an int too long to convert
        raise ValueError(Message("damage", "it is damaged or cut short (not valid JSON)")) from None


def encode_json(data: Any) -> bytes:
    """UTF-8 JSON, one top-level key per line (readable in an editor, compact
    for long move lists)."""
    def dump(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(", ", ": "))
    if not isinstance(data, dict) or not data:
        return (dump(data) + "\n").encode("utf-8")
    lines = ",\n".join(f" {dump(str(key))}: {dump(value)}" for key, value in data.items())
    return ("{\n" + lines + "\n}\n").encode("utf-8")


def is_json(raw: bytes) -> bool:
    try:
        decode_json(raw)
    except ValueError:
        return False
    return True


# --- writing -----------------------------------------------------------------------
def _fsync_dir(directory: Path) -> None:
    if os.name != "posix":  # Windows cannot open a directory; NTFS journals the rename
        return
    fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        os.fsync(fd)
    except OSError:  # some file systems do not support it; the rename is done anyway
        pass
    finally:
        os.close(fd)


def _replace_with(target: Path, data: bytes) -> None:
    """Write ``data`` to a temp file beside ``target``, fsync it, swap it in.
    On any failure the temp file is removed and ``target`` is untouched."""
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def write_atomic(path: Path, data: bytes, *, keep_backup: bool = True,
                 backup_if: Callable[[bytes], bool] = is_json) -> None:
    """Replace ``path`` with ``data`` atomically. The previous content becomes
    ``<name>.bak`` when ``backup_if(previous)`` holds (a damaged file never
    replaces a good backup). Raises OSError; the old file is then intact."""
    path.parent.mkdir(parents=True, exist_ok=True)
    check_regular(path)  # a FIFO, device or folder in the way is not ours to replace
    check_regular(backup_path(path))
    if keep_backup:
        try:
            old = read_limited(path)
        except (OSError, TooLarge):  # missing or unreadable: nothing worth keeping
            old = None
        if old is not None and backup_if(old):
            _replace_with(backup_path(path), old)
    _replace_with(path, data)
    _fsync_dir(path.parent)
    _remove_stale_temp_files(path)


#: a temp file this old was left by a writer that crashed (a live write takes milliseconds)
STALE_TEMP_SECONDS = 600


def _remove_stale_temp_files(path: Path) -> None:
    now = time.time()
    for name in (path.name, backup_path(path).name):
        for tmp in path.parent.glob(f".{glob.escape(name)}.*.tmp"):
            try:
                if now - tmp.stat().st_mtime > STALE_TEMP_SECONDS:
                    tmp.unlink()
            except OSError:
                pass  # another process cleaned it, or it is not ours to remove


def describe_os_error(exc: OSError) -> Message:
    """A reason a player understands, for "Could not save …: <reason>"."""
    folder = Path(exc.filename).parent if exc.filename else None
    where = f" ({folder})" if folder else ""
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return Message("os.read_only", "the folder is read-only or not writable{where}", where=where, folder=folder)
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", -1), errno.EFBIG):
        return Message("os.disk_full", "the disk is full")
    if isinstance(exc, NotRegular):
        return Message("os.not_regular", "it is not an ordinary file{where}", where=where, folder=folder)
    if exc.errno == errno.EISDIR:
        return Message("os.folder_in_way", "a folder is in the way of the file{where}", where=where, folder=folder)
    if exc.errno in (errno.EEXIST, errno.ENOTDIR):  # mkdir over a file, or a file used as a folder
        return Message("os.file_in_way", "a file is in the way of a folder{where}", where=where, folder=folder)
    if exc.errno == errno.EIO:
        return Message("os.io", "the disk could not be read or written{where}", where=where, folder=folder)
    if exc.errno == errno.ENAMETOOLONG:
        return Message("os.name_too_long", "the file's name or folder is too long{where}", where=where, folder=folder)
    if exc.errno == errno.ENOENT:
        return Message("os.no_folder", "the folder does not exist{where}", where=where, folder=folder)
    if exc.strerror:  # the system's own words (English): shown as they are
        return Message("os.other", "{strerror}{where}", strerror=exc.strerror.rstrip("."), where=where,
                       folder=folder)
    return Message("os.refused", "the system refused the write{where}", where=where, folder=folder)


# --- bad files -------------------------------------------------------------------
def quarantine(path: Path, quarantine_dir: Path, prefix: str = "") -> Path:
    """Move ``path`` into ``quarantine_dir`` under a new unique name and return it.
    Never overwrites: the name is reserved with O_EXCL before the move."""
    quarantine_dir.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    stem, dot, ext = path.name.partition(".")
    for n in range(1, 100_000):
        suffix = f"-{n}" if n > 1 else ""
        candidate = quarantine_dir / f"{prefix}{stem}.{stamp}{suffix}{dot}{ext}"
        folder = path.is_dir() and not path.is_symlink()
        try:  # a folder can only be renamed over an empty folder, a file over a file
            if folder:
                candidate.mkdir(0o700)
            else:
                os.close(os.open(candidate, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
        except FileExistsError:
            continue
        try:
            os.replace(path, candidate)
        except OSError:
            candidate.rmdir() if folder else candidate.unlink(missing_ok=True)
            raise
        return candidate
    raise OSError(errno.EEXIST, "no free name in the quarantine folder", str(quarantine_dir))


@dataclass
class Loaded(Generic[T]):
    value: T
    path: Path
    from_backup: bool = False
    #: what was wrong with the files tried before (each already moved aside)
    problems: list[StorageError] = field(default_factory=list)


def copy_aside(path: Path, data: bytes, quarantine_dir: Path, prefix: str = "") -> Path:
    """Keep ``data`` (``path``'s content as it was read) in ``quarantine_dir`` under a new
    unique name, beside the files moved aside, and return that name; ``path`` stays.
    Never overwrites: the name is reserved with O_EXCL, then filled atomically."""
    quarantine_dir.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    stem, dot, ext = path.name.partition(".")
    for n in range(1, 100_000):
        suffix = f"-{n}" if n > 1 else ""
        candidate = quarantine_dir / f"{prefix}{stem}.{stamp}{suffix}{dot}{ext}"
        try:
            os.close(os.open(candidate, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
        except FileExistsError:
            continue
        try:
            _replace_with(candidate, data)
        except OSError:
            candidate.unlink(missing_ok=True)
            raise
        return candidate
    raise OSError(errno.EEXIST, "no free name in the quarantine folder", str(quarantine_dir))


def load_with_backup(path: Path, read: Callable[[Path], T], quarantine_dir: Path,
                     prefix: str = "") -> Loaded[T]:
    """``read(path)`` the file, or, if it is bad, its backup.

    ``read`` raises FileNotFoundError when a file is missing and a
    :class:`StorageError` when it is bad; bad files (``error.bad_file``) are
    moved into ``quarantine_dir``. Raises the main file's error when neither
    file can be used, FileNotFoundError when neither exists.
    """
    problems: list[StorageError] = []
    for candidate, is_backup in ((path, False), (backup_path(path), True)):
        try:
            value = read(candidate)
        except FileNotFoundError:
            continue
        except StorageError as exc:
            exc.path = candidate
            if exc.bad_file:
                try:
                    exc.quarantined_to = quarantine(candidate, quarantine_dir, prefix)
                except OSError as aside_error:
                    exc.quarantined_to = None  # could not move it; still refuse it
                    exc.aside_error = aside_error
            problems.append(exc)
            continue
        return Loaded(value, candidate, is_backup, problems)
    if problems:
        raise problems[0]
    raise FileNotFoundError(errno.ENOENT, "no such file", str(path))
