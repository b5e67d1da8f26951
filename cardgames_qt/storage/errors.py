"""Errors of the storage layer.

Every message is one line a player can read ("This save was made by a newer
version of the app"), never a traceback or a Python repr: the UI shows
``str(error)`` as it is.
"""
from __future__ import annotations

from pathlib import Path


class StorageError(Exception):
    """A file could not be read, understood or written."""

    #: True when the file itself is bad and is moved aside into quarantine/
    bad_file = True

    def __init__(self, message: str, path: Path | None = None):
        super().__init__(message)
        self.message = message
        self.path = path
        #: where the bad file was moved, once it has been moved aside
        self.quarantined_to: Path | None = None

    def __str__(self) -> str:
        return self.message


# --- saves ----------------------------------------------------------------------
class SaveError(StorageError):
    """Base of every problem with a saved game."""


class SaveNotFound(SaveError):
    bad_file = False


class SaveExists(SaveError):
    """A named save of that name exists and overwriting was not asked for."""
    bad_file = False


class SaveNameError(SaveError):
    bad_file = False


class SaveWriteError(SaveError):
    """The disk refused the write (read-only folder, disk full, ...); the old save is intact."""
    bad_file = False


class SaveUnreadable(SaveError):
    """Not readable as text at all: damaged, truncated, not UTF-8, random bytes, or the OS refused."""


class SaveTooLarge(SaveError):
    """Bigger than any real save can be; refused without reading it."""


class NotASave(SaveError):
    """Valid JSON, but not a cardgames-qt save (wrong shape or another program's file)."""


class SaveTooNew(SaveError):
    """Made by a newer version of the app with a save format this one does not know."""


class WrongGame(SaveError):
    """A save of another game than the one asked for."""


class IllegalHistory(SaveError):
    """The moves in the save cannot be replayed by the rules."""


# --- settings and statistics -----------------------------------------------------
class SettingsError(StorageError):
    """A setting was refused. ``field`` names it, e.g. ``"guts.pot_cap"``."""
    bad_file = False

    def __init__(self, field: str, message: str, path: Path | None = None):
        super().__init__(message, path)
        self.field = field


class DamagedFile(StorageError):
    """A settings or statistics file that cannot be used (it is moved aside)."""


class WriteError(StorageError):
    """A settings or statistics file could not be written; the old file is intact."""
    bad_file = False
