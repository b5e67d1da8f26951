"""Saves, settings and statistics on disk. Plain Python (no Qt), so that the
crash tests can run it in a child process.

Games and statistics live in one SQLite database (:mod:`.database`,
:mod:`.gamedb`, :mod:`.results`); JSON save files remain the format people
share (:mod:`.legacy`: Export…, Import…, the one-time import of earlier
versions). Everything is under platformdirs' user data dir, or
``$CARDGAMES_QT_HOME`` when set (see :mod:`.paths`); a bad file is moved into
a ``quarantine/`` folder, never deleted.
"""
from .errors import (DamagedFile, IllegalHistory, NotASave, SaveError, SaveExists, SaveNameError,
                     SaveNotFound, SaveTooLarge, SaveTooNew, SaveUnreadable, SaveWriteError,
                     SettingsError, StorageError, WriteError, WrongGame)
from .database import Database, DatabaseError
from .gamedb import GameInUse, GameStore, OpenedGame, SavedGameInfo
from .legacy import import_legacy, read_save_file, write_save_file
from .results import PlayerLine, StatsQueries
from .saveformat import GameUnavailable, migrate
from .saves import LoadedGame, SaveInfo, SaveStore, save_file_stem
from .settings import SeatConfig, Settings, SettingsStore
from .stats import GameStats, PlayerResult, Stats, StatsStore, ZhopaInputs

__all__ = [
    "StorageError", "SaveError", "SaveNotFound", "SaveExists", "SaveNameError", "SaveWriteError",
    "SaveUnreadable", "SaveTooLarge", "NotASave", "SaveTooNew", "WrongGame", "IllegalHistory",
    "GameUnavailable", "SettingsError", "DamagedFile", "WriteError",
    "migrate", "SaveStore", "LoadedGame", "SaveInfo", "save_file_stem",
    "Settings", "SeatConfig", "SettingsStore",
    "StatsStore", "Stats", "GameStats", "PlayerResult", "ZhopaInputs",
    "Database", "DatabaseError", "GameStore", "GameInUse", "OpenedGame", "SavedGameInfo",
    "import_legacy", "read_save_file", "write_save_file", "StatsQueries", "PlayerLine",
]
