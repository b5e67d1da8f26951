"""Errors of the storage layer.

Every message is one line a player can read ("This save was made by a newer
version of the app"), never a traceback or a Python repr. A message for the
player is a :class:`Message`: its English text (``str``, for logs and tests)
with a stable ``key`` and ``params``, so that the UI words it in the player's
language (``cardgames_qt/ui/words/storage_text.py``, the one place that does).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

_FIELD = re.compile(r"\{([A-Za-z_]\w*)\}")


def one_line(text: object, limit: int = 300) -> str:
    """Messages reach the player verbatim: one line, bounded length."""
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def fill(template: str, params: dict[str, Any]) -> str:
    """``template`` (the app's own words, never the player's) with each ``{name}`` that
    names one of ``params`` replaced by its value, in ONE pass: a value is never read
    again, and braces that name no parameter (``{}``, ``{0}``) stay as they are. The
    one place an English sentence of the storage layer is formatted."""
    if not params:
        return template
    return _FIELD.sub(lambda m: str(params[m.group(1)]) if m.group(1) in params else m.group(0), template)


class Message(str):
    """A sentence (or a few words) for the player. The str is its English text; ``key``
    names the sentence and ``params`` its values: numbers, file names, the player's own
    titles, or other Messages (a reason, "the move") that are worded by their own key.
    User text is data, never a template: it travels in ``params`` (or as ``verbatim``
    text) and is put into the sentence once, by :func:`fill`."""

    key: str
    params: dict[str, Any]

    def __new__(cls, key: str, english: str, /, **params: Any) -> Message:
        self = super().__new__(cls, fill(english, params))
        self.key, self.params = key, params
        return self

    @classmethod
    def verbatim(cls, key: str, text: str, /, **params: Any) -> Message:
        """A Message whose English is ``text`` as it is (words made elsewhere, e.g. the
        engine's refusal quoting the player's value); ``params`` are kept for the window."""
        self = super().__new__(cls, text)
        self.key, self.params = key, params
        return self

    def __reduce__(self) -> tuple[Callable[[str, str, dict[str, Any]], Message], tuple[str, str, dict[str, Any]]]:
        return (_rebuild, (self.key, str(self), self.params))

    @classmethod
    def joined(cls, parts: Sequence[Message]) -> Message | None:
        """Several sentences said together (each keeps its own key); None for none."""
        said = [p for p in parts if p]
        if len(said) < 2:
            return said[0] if said else None
        message = cls("joined", " ".join(said))
        message.params = {"parts": tuple(said)}
        return message


def _rebuild(key: str, text: str, params: dict[str, Any]) -> Message:
    return Message.verbatim(key, text, **params)


def message_of(error: BaseException) -> Message | str:
    """What to tell the player about ``error``: its Message, or its text."""
    message = getattr(error, "message", None)
    return message if isinstance(message, str) and message else (str(error) or error.__class__.__name__)


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
        #: why a bad file could not be moved aside (it was left where it is)
        self.aside_error: OSError | None = None

    @property
    def key(self) -> str | None:
        return getattr(self.message, "key", None)

    @property
    def params(self) -> dict[str, Any]:
        return getattr(self.message, "params", {})

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


class SettingsKept(StorageError):
    """The settings were not written: the file on disk is kept as it is, because it could not
    be kept aside (see ``SettingsStore.held``). The settings apply until the app quits."""
    bad_file = False
