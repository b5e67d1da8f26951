"""The profile's services as the window uses them: the save store, settings,
statistics, save files, and the errors the window catches. The UI reaches
``storage/`` only through here (an import-linter contract keeps it so).

No Qt: a sentence that must be translated is passed in by the caller. Nothing
from storage is imported until it is used (functions import inside, plain
names load on first use, PEP 562), so the first frame paints without it.
"""
from __future__ import annotations

import importlib
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the names below load on first use (__getattr__); their types are these
    from cardgames_qt.storage.db.gamedb import LEASE_RENEW as LEASE_RENEW
    from cardgames_qt.storage.db.gamedb import GameStore as GameStore
    from cardgames_qt.storage.db.results import StatsQueries as StatsQueries
    from cardgames_qt.storage.errors import Message as Message
    from cardgames_qt.storage.errors import SaveExists as SaveExists
    from cardgames_qt.storage.errors import SaveNotFound as SaveNotFound
    from cardgames_qt.storage.errors import SettingsError as SettingsError
    from cardgames_qt.storage.errors import SettingsKept as SettingsKept
    from cardgames_qt.storage.errors import StorageError as StorageError
    from cardgames_qt.storage.errors import message_of as message_of
    from cardgames_qt.storage.files.legacy import read_save_file as read_save_file
    from cardgames_qt.storage.settings import DELAY_RANGE as DELAY_RANGE
    from cardgames_qt.storage.settings import LANGUAGES as LANGUAGES
    from cardgames_qt.storage.settings import SPEED_RANGE as SPEED_RANGE
    from cardgames_qt.storage.settings import SeatConfig as SeatConfig
    from cardgames_qt.storage.settings import Settings as Settings
    from cardgames_qt.storage.settings import SettingsStore as SettingsStore
    from cardgames_qt.storage.settings import default_name as default_name
    from cardgames_qt.storage.settings import fit_seats as fit_seats
    from cardgames_qt.storage.settings import players_for as players_for

# Plain re-exports: the storage module that holds each name the window needs.
_HOME = {
    "cardgames_qt.storage.errors": ("StorageError", "SaveNotFound", "SaveExists", "SettingsError",
                                    "SettingsKept", "Message", "message_of"),
    "cardgames_qt.storage.settings": ("Settings", "SettingsStore", "SeatConfig", "fit_seats", "players_for",
                                      "default_name", "DELAY_RANGE", "LANGUAGES", "SPEED_RANGE"),
    "cardgames_qt.storage.files.legacy": ("read_save_file",),
    "cardgames_qt.storage.db.gamedb": ("LEASE_RENEW",),
}
#: how long the GUI thread's writes wait for a lock held by another program before they
#: are handed to a worker (a move) or refused with a sentence (anything else)
GUI_PATIENCE_S = 0.25
_MODULE_OF = {name: module for module, names in _HOME.items() for name in names}

__all__ = ["GUI_PATIENCE_S", "open_profile", "settings_store", "load_settings", "card_cache_dir",
           "save_window_state", "statistics", "export_save_file",
           *_MODULE_OF]


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def open_profile(store: GameStore | None = None, *,
                 lost_note: str = "Games will not be kept after you quit.") -> tuple[GameStore, str | None]:
    """The profile's game store (earlier versions' JSON saves imported once) and
    what the player must be told about it, or None. If the database cannot be
    opened at all, games are kept in memory for this session only and the
    notice says so, ending with ``lost_note`` (the caller's translation)."""
    from cardgames_qt.storage import Database, DatabaseError, GameStore, Message, import_legacy
    notes: list[str] = []
    if store is None:
        try:
            db = Database()
        except DatabaseError as exc:
            notes.append(Message("profile.in_memory", "{reason} {lost}", reason=exc.message, lost=lost_note))
            db = Database(":memory:")
        if db.refuses_writes():  # the disk refuses: the games in the file are played on in memory
            notes.append(Message("profile.in_memory", "{reason} {lost}", lost=lost_note, reason=Message(
                "db.read_only_file", "The saves database file is read-only: its games can be opened and played, "
                "but nothing is written into it.")))
            file_db, db = db, Database.copy_in_memory(db)
            file_db.close()
        store = GameStore(db)
    if store.db.notice:
        notes.append(store.db.notice)
    swept = store.sweep()  # games whose rows cannot be read are set aside before anything uses them
    if swept:
        notes.append(swept)
    try:
        # kept in memory (the profile cannot be used): the earlier version's files stay where they
        # are, for a start that can keep them; nothing is said about them
        note = None if store.db.in_memory else import_legacy(store.db)
    except Exception as exc:  # noqa: BLE001 - never a traceback at start-up (sqlite3, OS, ...)
        note = Message("legacy.failed", "The saves of an earlier version could not be imported ({reason}); they "
                       "were left as they were.", reason=Message("os.other", "{strerror}{where}",
                                                                 strerror=" ".join(str(exc).split())[:200], where="",
                                                                 folder=None))
    if note:
        notes.append(note)
    return store, Message.joined(notes)


def card_cache_dir() -> Path:
    """Where rendered card images are kept between runs (the UI's card cache writes them)."""
    from cardgames_qt.storage.paths import cache_dir
    return cache_dir() / "cards"


def settings_store(path: Path | str | None = None) -> SettingsStore:
    """The profile's settings file (or ``path``), read knowing this version's computer levels."""
    from cardgames_qt.storage.settings import SettingsStore
    return SettingsStore(path, known_bot=_known_bot)


def _known_bot(game_id: str, bot_id: str) -> bool:
    """The bots' registry, imported when a seat's level is first checked (the start page
    reads no game's seats before its first frame)."""
    from cardgames_qt.bots.registry import known_bot
    return known_bot(game_id, bot_id)


def load_settings(settings_store: SettingsStore) -> tuple[Settings, str | None]:
    """(settings, notice): a damaged settings file never stops the app; the
    defaults are used and the notice says why."""
    from cardgames_qt.storage import Message, Settings, StorageError
    try:
        settings = settings_store.load()
    except StorageError as exc:
        return Settings(), exc.message
    return settings, Message.joined(settings_store.messages)


def save_window_state(settings_store: SettingsStore, window: dict[str, Any]) -> str | None:
    """Keep the main window's place, size and coach panel for the next run. The
    settings are read again first, so nothing another window saved is lost; a file
    that needed repair, one the store holds (it could not be kept aside: ``save``
    refuses) or cannot write is left alone (the error's text is returned)."""
    from cardgames_qt.storage.errors import Message, StorageError
    from cardgames_qt.storage.settings import check_window
    try:
        settings = settings_store.load()
        if settings_store.messages:  # a file that needed repair is not rewritten for the window's place alone
            return Message.joined(settings_store.messages)
        settings.window = check_window(window)
        settings_store.save(settings)
    except StorageError as exc:
        return exc.message
    return None


def statistics(store: GameStore) -> StatsQueries:
    """The statistics queries over the finished games of ``store``'s database."""
    from cardgames_qt.storage.db.results import StatsQueries
    return StatsQueries(store.db)


def export_save_file(path: Path | str, record: Mapping[str, Any]) -> None:
    """Write a game record as a shared JSON save file. Replaces ``path``: the
    caller's file dialog has already asked before replacing a file."""
    from cardgames_qt.storage import write_save_file
    write_save_file(path, record, replace=True)
