"""Saves, settings and statistics on disk. Plain Python (no Qt), so that the
crash tests can run it in a child process.

Files live under platformdirs' user data dir, or ``$CARDGAMES_QT_HOME`` when
set (see :mod:`.paths`); every write is atomic with a backup, and a bad file
is moved into a ``quarantine/`` folder, never deleted.
"""
from .errors import (DamagedFile, IllegalHistory, NotASave, SaveError, SaveExists, SaveNameError,
                     SaveNotFound, SaveTooLarge, SaveTooNew, SaveUnreadable, SaveWriteError,
                     SettingsError, StorageError, WriteError, WrongGame)
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
]
