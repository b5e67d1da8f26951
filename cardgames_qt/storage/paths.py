"""Where the app keeps its files, resolved at call time (never at import time),
so that tests and portable installs can point ``CARDGAMES_QT_HOME`` elsewhere.

Layout (default home: platformdirs' user data dir)::

    <home>/cardgames.sqlite3           games, moves, snapshots, leases, results (+ -wal, -shm)
    <home>/quarantine/                 a damaged or foreign database moved aside, with exports
    <home>/saves/<name>.json           named saves of earlier versions (imported once, left in place)
    <home>/saves/autosave/<game>.json  the "Continue" slot of each game
    <home>/saves/quarantine/           bad save files moved aside, never deleted
    <home>/stats.json                  statistics
    <config>/settings.json             settings (<home>/config when overridden)
    <cache>/cards/                     rendered card images, made again when missing
                                       (<home>/cache when overridden)
"""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "cardgames-qt"
HOME_ENV = "CARDGAMES_QT_HOME"


def _override() -> Path | None:
    value = os.environ.get(HOME_ENV)
    return Path(value).expanduser() if value else None


def home_dir() -> Path:
    return _override() or Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    override = _override()
    if override is not None:
        return override / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """Files made again whenever they are missing (rendered cards): never player data."""
    override = _override()
    if override is not None:
        return override / "cache"
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    return home_dir() / "saves"


def autosave_dir() -> Path:
    return saves_dir() / "autosave"


def settings_path() -> Path:
    return config_dir() / "settings.json"


def stats_path() -> Path:
    return home_dir() / "stats.json"

