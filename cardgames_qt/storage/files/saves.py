"""The save store: one autosave ("Continue") slot per game and named saves.

Every write is atomic with a backup (see :mod:`.atomic`). Loading checks the
file, upgrades its format, and replays its history through the engine; a bad
file raises a :class:`SaveError` and is moved into ``quarantine/`` (never
deleted), and the backup is used instead when it is good.
"""
from __future__ import annotations

import os
import unicodedata
from collections.abc import Mapping
from dataclasses import field
from pathlib import Path
from typing import Any

from cardgames_qt.engine.catalogue import GAME_IDS
from cardgames_qt.engine.state import GameState
from cardgames_qt.records import dataclass
from cardgames_qt.storage import paths
from cardgames_qt.storage.errors import (
    Message,
    SaveError,
    SaveExists,
    SaveNameError,
    SaveNotFound,
    SaveTooLarge,
    SaveUnreadable,
    SaveWriteError,
    StorageError,
    one_line,
)
from cardgames_qt.storage.files.atomic import (
    MAX_FILE_BYTES,
    TooLarge,
    backup_path,
    decode_json,
    describe_os_error,
    encode_json,
    load_with_backup,
    read_limited,
    write_atomic,
)
from cardgames_qt.storage.files.saveformat import make_record, migrate, restore, validate

RESTORED_MESSAGE = Message("file.restored", "The save was damaged and has been restored from its backup: the last "
                           "move may be lost.")
MAX_NAME = 60
_WINDOWS_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)),
                     *(f"LPT{i}" for i in range(1, 10))}


def save_file_stem(name: str) -> str:
    """A file name stem that is safe on every system for the save called ``name``.

    Letters and digits of any script are kept; path separators, control and
    other special characters become "_"; no leading dot, no trailing dot or
    space, no Windows device name. Applying it twice changes nothing.
    """
    if not isinstance(name, str):
        raise SaveNameError(Message("save.name_missing", "A save needs a name."))
    text = " ".join(unicodedata.normalize("NFC", name).split())  # tabs, newlines: one space
    text = "".join(c if c.isalnum() or c in " -_.,()'+&!" else "_" for c in text)
    text = text.strip(" .")[:MAX_NAME].strip(" .")
    if not text.strip("_ -.,()'+&!"):
        raise SaveNameError(Message("save.name_needed",
                                    "Please give the save a name with at least one letter or digit."))
    if text.split(".")[0].strip().upper() in _WINDOWS_RESERVED:
        text = "_" + text
    return text


def _looks_like_save(raw: bytes) -> bool:
    """Worth keeping as the backup: a well-formed save (replay is left to loading)."""
    try:
        validate(migrate(decode_json(raw)))
    except (ValueError, SaveError):
        return False
    return True


@dataclass
class LoadedGame:
    """A save brought back: the record as stored and the game replayed from it."""
    record: dict[str, Any]
    state: GameState
    path: Path
    from_backup: bool = False
    #: for the player, e.g. "restored from its backup"; None when all went well
    message: str | None = None
    problems: list[StorageError] = field(default_factory=list)


@dataclass
class SaveInfo:
    """One entry of the "Load game" list; ``error`` is set for a broken save."""
    name: str  # pass this to load() / delete()
    path: Path
    title: str
    game: str | None = None
    saved_at: str | None = None
    moves: int = 0
    players: list[str] = field(default_factory=list)
    finished: bool = False
    from_backup: bool = False
    error: str | None = None


class SaveStore:
    def __init__(self, directory: Path | str | None = None):
        self._directory = Path(directory) if directory is not None else None

    # --- places (resolved at call time) ------------------------------------------
    @property
    def directory(self) -> Path:
        return self._directory if self._directory is not None else paths.saves_dir()

    @property
    def quarantine_dir(self) -> Path:
        return self.directory / "quarantine"

    def autosave_path(self, game_id: str) -> Path:
        if game_id not in GAME_IDS:
            raise ValueError(f"unknown game id {game_id!r}")
        return self.directory / "autosave" / f"{game_id}.json"

    def named_path(self, name: str) -> Path:
        return self.directory / f"{save_file_stem(name)}.json"

    def _existing_path(self, name: str) -> Path:
        """For load/delete: a name from list_saves() is the file's own stem, even
        when a file was put there by hand under a name we would not choose."""
        if isinstance(name, str) and name and not name.startswith(".") and not any(c in name for c in "/\\:\0"):
            direct = self.directory / f"{name}.json"
            if direct.is_file() or backup_path(direct).is_file():
                return direct
        return self.named_path(name)

    # --- autosave ----------------------------------------------------------------------
    def autosave(self, game_id: str, record: Mapping[str, Any]) -> Path:
        data = make_record(record)
        if data["game"] != game_id:
            raise ValueError(f"a {data['game']} record cannot go into the {game_id} autosave")
        path = self.autosave_path(game_id)
        self._write(path, data)
        return path

    def load_autosave(self, game_id: str) -> LoadedGame:
        return self._load(self.autosave_path(game_id), game_id, "autosave-")

    def has_autosave(self, game_id: str) -> bool:
        path = self.autosave_path(game_id)
        return path.is_file() or backup_path(path).is_file()

    def clear_autosave(self, game_id: str) -> None:
        """The game ended or was abandoned: "Continue" disappears."""
        path = self.autosave_path(game_id)
        # the backup goes first: a crash between the two removals must leave the
        # newest state (or nothing), never the older backup to be "continued"
        for p in (backup_path(path), path):
            try:
                p.unlink()
            except FileNotFoundError:
                pass
            except OSError as exc:
                raise SaveWriteError(Message("file.autosave_not_removed", "Could not remove the autosave: {reason}.",
                                             reason=describe_os_error(exc))) from None

    # --- named saves -----------------------------------------------------------------------
    def save_named(self, name: str, record: Mapping[str, Any], overwrite: bool = False) -> Path:
        path = self.named_path(name)
        if not overwrite and (path.exists() or backup_path(path).exists()):
            raise SaveExists(Message("save.exists", "A save called “{title}” already exists.", title=path.stem), path)
        record = dict(record)
        record.setdefault("title", " ".join(name.split())[:80] or path.stem)
        self._write(path, make_record(record))
        return path

    def load(self, name: str, game_id: str | None = None) -> LoadedGame:
        return self._load(self._existing_path(name), game_id, "")

    def delete(self, name: str) -> None:
        path = self._existing_path(name)
        removed = False
        for p in (backup_path(path), path):  # backup first, as in clear_autosave
            try:
                p.unlink()
                removed = True
            except FileNotFoundError:
                pass
            except OSError as exc:
                raise SaveWriteError(Message("file.not_deleted", "Could not delete the save: {reason}.",
                                             reason=describe_os_error(exc))) from None
        if not removed:
            raise SaveNotFound(Message("file.no_save", "There is no save called “{title}”.", title=path.stem), path)

    def list_saves(self) -> list[SaveInfo]:
        """Named saves, newest first; broken ones are listed with their error
        (listing moves nothing: only loading quarantines)."""
        try:
            entries = list(os.scandir(self.directory))
        except OSError:
            return []
        stems: dict[str, float] = {}
        for entry in entries:
            for ending in (".json", ".json.bak"):
                if entry.name.endswith(ending) and not entry.name.startswith(".") and entry.is_file():
                    stem = entry.name[: -len(ending)]
                    stems[stem] = max(stems.get(stem, 0.0), entry.stat().st_mtime)
        infos = [self._inspect(stem) for stem in stems]
        order = sorted(range(len(infos)), key=lambda i: -stems[infos[i].name])
        return [infos[i] for i in order]

    # --- reading and writing ----------------------------------------------------------------
    def _write(self, path: Path, data: dict[str, Any]) -> None:
        try:
            write_atomic(path, encode_json(data), backup_if=_looks_like_save)
        except OSError as exc:
            raise SaveWriteError(Message("file.not_saved", "Could not save the game: {reason}. The previous save is "
                                         "unchanged.", reason=describe_os_error(exc)), path) from None

    @staticmethod
    def _read(path: Path, game_id: str | None) -> tuple[dict[str, Any], GameState]:
        try:
            raw = read_limited(path, MAX_FILE_BYTES)
        except TooLarge as exc:
            raise SaveTooLarge(Message("file.too_large", "This file is too large to be a save ({size} MiB; saves "
                                       "are under {limit} MiB).", size=f"{exc.size / 2**20:.1f}",
                                       limit=MAX_FILE_BYTES // 2**20)) from None
        except FileNotFoundError:
            raise
        except OSError as exc:
            error = SaveUnreadable(Message("file.unreadable_os", "The save could not be read: {reason}.",
                                           reason=describe_os_error(exc)))
            error.bad_file = False  # the system refused; the file may be fine
            raise error from None
        try:
            data = decode_json(raw)
        except ValueError as exc:
            raise SaveUnreadable(Message("file.unreadable", "This save cannot be opened: {reason}.",
                                         reason=exc.args[0])) from None
        data = validate(migrate(data))
        return data, restore(data, game_id)

    def _load(self, path: Path, game_id: str | None, prefix: str) -> LoadedGame:
        try:
            loaded = load_with_backup(path, lambda p: self._read(p, game_id), self.quarantine_dir, prefix)
        except FileNotFoundError:
            raise SaveNotFound(Message("game.nothing_to_continue", "There is no saved game to continue.") if prefix
                               else Message("file.no_save", "There is no save called “{title}”.", title=path.stem),
                               path) from None
        data, state = loaded.value
        message = None
        if loaded.from_backup:
            message = RESTORED_MESSAGE
        return LoadedGame(data, state, loaded.path, loaded.from_backup, message, loaded.problems)

    def _inspect(self, stem: str) -> SaveInfo:
        path = self.directory / f"{stem}.json"
        first_error: str | None = None
        for candidate, is_backup in ((path, False), (backup_path(path), True)):
            try:
                data, state = self._read(candidate, None)
            except FileNotFoundError:
                continue
            except SaveError as exc:
                first_error = first_error or one_line(exc.message)
                continue
            return SaveInfo(name=stem, path=candidate, title=data.get("title") or stem,
                            game=data["game"], saved_at=data["saved_at"], moves=len(data["history"]),
                            players=[s["name"] for s in data["seats"]], finished=state.is_terminal(),
                            from_backup=is_backup)
        return SaveInfo(name=stem, path=path, title=stem,
                        error=first_error or Message("file.unreadable_plain", "This save cannot be read."))
