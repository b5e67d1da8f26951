"""Saves, settings and statistics on disk. Plain Python (no Qt), so that the
crash tests can run it in a child process.

Games and statistics live in one SQLite database (:mod:`.db`: its file and
schema, the games, the results); JSON save files remain the format people
share (:mod:`.files`: atomic writes, the save format, Export…, Import…, the
one-time import of earlier versions). Beside them: the settings, the errors and
their messages, the one name policy, the checks of stored data, the paths.
Everything is under platformdirs' user data dir, or ``$CARDGAMES_QT_HOME``
when set (see :mod:`.paths`); a bad file is moved into a ``quarantine/``
folder, never deleted.
"""
import importlib
from typing import Any

# Names load their module on first use (PEP 562): start-up reads the settings
# without importing saves, statistics or every game's engine.
_HOME = {
    "errors": ("StorageError", "SaveError", "SaveNotFound", "SaveExists", "SaveNameError", "SaveWriteError",
               "SaveUnreadable", "SaveTooLarge", "NotASave", "SaveTooNew", "WrongGame", "IllegalHistory",
               "SettingsError", "DamagedFile", "WriteError", "SettingsKept", "Message", "message_of"),
    "files.saveformat": ("GameUnavailable", "migrate"),
    "files.saves": ("SaveStore", "LoadedGame", "SaveInfo", "save_file_stem"),
    "settings": ("Settings", "SeatConfig", "SettingsStore"),
    "db.stats": ("StatsStore", "Stats", "GameStats", "PlayerResult", "ZhopaInputs"),
    "db.database": ("Database", "DatabaseError"),
    "db.gamedb": ("Finish", "GameInUse", "GameStore", "OpenedGame", "SaveBusy", "SavedGameInfo"),
    "files.legacy": ("import_legacy", "read_save_file", "write_save_file"),
    "db.results": ("PlayerLine", "StatsQueries"),
}
_MODULE_OF = {name: module for module, names in _HOME.items() for name in names}


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "StorageError", "SaveError", "SaveNotFound", "SaveExists", "SaveNameError", "SaveWriteError",
    "SaveUnreadable", "SaveTooLarge", "NotASave", "SaveTooNew", "WrongGame", "IllegalHistory",
    "GameUnavailable", "SettingsError", "DamagedFile", "WriteError", "SettingsKept", "Message", "message_of",
    "migrate", "SaveStore", "LoadedGame", "SaveInfo", "save_file_stem",
    "Settings", "SeatConfig", "SettingsStore",
    "StatsStore", "Stats", "GameStats", "PlayerResult", "ZhopaInputs",
    "Database", "DatabaseError", "GameStore", "GameInUse", "OpenedGame", "SavedGameInfo",
    "import_legacy", "read_save_file", "write_save_file", "StatsQueries", "PlayerLine",
]
