"""The save file format: what a save holds, how older formats are upgraded,
and how a save is checked and turned back into a game.

A save is a JSON object::

    {"format": "cardgames-qt-save", "version": 1,
     "game": "gops", "variant": {...}, "seats": [{"name", "kind", "bot"}, ...],
     "seed": 123, "history": [[seat, action], ...],
     "saved_at": "2026-05-09T07:35:25+00:00", "app_version": "0.1.0",
     "title": optional, "note": optional, "uid": optional game id}

The history is the truth: loading replays it through the engine from the
seed, so a save can never smuggle in a state the rules would not reach.
No pickle, no eval: only JSON values are ever read.
"""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Callable, Mapping

from .. import __version__
from ..engine.errors import IllegalMove
from ..engine.registry import GAME_IDS, game_module, replay
from ..engine.state import GameState
from .errors import IllegalHistory, NotASave, SaveError, SaveTooNew, WrongGame

FORMAT = "cardgames-qt-save"
VERSION = 1
SEAT_KINDS = ("human", "computer")
MAX_SEAT_NAME = 40
MAX_TITLE = 80
MAX_NOTE = 2000
#: seeds the app makes are below 2**31; anything past 2**64 is not a deal number of ours
MAX_SEED = 2**64
GAME_NAMES = {"gops": "Gops", "guts": "Guts", "zhopa": "Zhopa"}


class GameUnavailable(SaveError):
    """The save is fine but this build cannot play its game."""
    bad_file = False


def one_line(text: str, limit: int = 300) -> str:
    """Messages reach the player verbatim: one line, bounded length."""
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --- versions ------------------------------------------------------------------------
#: version n -> function upgrading a version-n dict to version n + 1 (and
#: setting "version" to n + 1). When v2 arrives: bump VERSION, write
#: ``_v1_to_v2``, register it as ``1: _v1_to_v2``, and keep the v1 samples in
#: tests/storage/samples/ loading.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def migrate(data: Any) -> dict[str, Any]:
    """Return ``data`` upgraded to the current format version (a new dict)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise NotASave("This file is not a cardgames-qt save.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise NotASave("This save has no valid format version.")
    if version > VERSION:
        raise SaveTooNew(f"This save was made by a newer version of the app (save format {version}, "
                         f"this version reads up to {VERSION}). Update the app to open it.")
    data = dict(data)
    while version < VERSION:
        data = MIGRATIONS[version](data)
        assert data["version"] == version + 1, "a migration must bump the version by one"
        version = data["version"]
    return data


# --- shape -------------------------------------------------------------------------------
def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_action(value: Any, depth: int = 0) -> bool:
    """Actions are small JSON values: an int, a short string, or a short list of those."""
    if _is_int(value) or (isinstance(value, str) and len(value) <= 32):
        return True
    return depth == 0 and isinstance(value, list) and len(value) <= 16 and all(
        _is_action(v, 1) for v in value)


def _damaged(what: str) -> NotASave:
    return NotASave(f"This save is damaged: {what}.")


def _check_text(data: Mapping[str, Any], key: str, limit: int, required: bool) -> None:
    value = data.get(key)
    if value is None and not required:
        return
    if not isinstance(value, str) or len(value) > limit or (required and not value.strip()):
        raise _damaged(f"its {key.replace('_', ' ')} is missing or wrong")


def check_seat(seat: Any) -> None:
    if not isinstance(seat, dict):
        raise _damaged("a seat is not described properly")
    name = seat.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_SEAT_NAME:
        raise _damaged("a seat has no proper name")
    if seat.get("kind") not in SEAT_KINDS:
        raise _damaged("a seat is neither human nor computer")
    bot = seat.get("bot")
    if bot is not None and (not isinstance(bot, str) or len(bot) > 64):
        raise _damaged("a computer seat names no proper opponent")


def validate(data: dict[str, Any]) -> dict[str, Any]:
    """Check a current-version save dict; NotASave naming what is wrong."""
    game = data.get("game")
    if game not in GAME_IDS:
        raise NotASave("This save is for a game this version does not know.")
    if not isinstance(data.get("variant"), dict):
        raise _damaged("its game settings are missing")
    seats = data.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= 10:
        raise _damaged("its list of players is missing or wrong")
    for seat in seats:
        check_seat(seat)
    if not _is_int(data.get("seed")) or not -MAX_SEED < data["seed"] < MAX_SEED:
        raise _damaged("its deal number (seed) is missing or out of range")
    history = data.get("history")
    if not isinstance(history, list):
        raise _damaged("its list of moves is missing")
    for entry in history:
        if not isinstance(entry, list) or len(entry) != 2 or not _is_int(entry[0]) or not _is_action(entry[1]):
            raise _damaged("a move in it is not written properly")
    _check_text(data, "saved_at", 64, required=True)
    try:
        datetime.fromisoformat(data["saved_at"])
    except ValueError:
        raise _damaged("its date is not a date") from None
    _check_text(data, "app_version", 64, required=True)
    _check_text(data, "title", MAX_TITLE, required=False)
    _check_text(data, "note", MAX_NOTE, required=False)
    _check_text(data, "uid", 64, required=False)
    return data


def make_record(record: Mapping[str, Any]) -> dict[str, Any]:
    """A complete current-version save dict from what a session knows
    (game, variant, seats, seed, history and optionally title, note, uid)."""
    if not isinstance(record, Mapping):
        raise TypeError("a save record is a mapping")
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": record.get("game"),
        "variant": dict(record.get("variant") or {}),
        "seats": [dict(s) for s in record.get("seats") or []],
        "seed": record.get("seed"),
        "history": [list(entry) for entry in record.get("history") or []],
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "app_version": __version__,
    }
    for key in ("title", "note", "uid"):
        if record.get(key) is not None:
            data[key] = record[key]
    return validate(data)


# --- back to a game -------------------------------------------------------------------------
def restore(data: dict[str, Any], game_id: str | None = None) -> GameState:
    """Replay a validated save dict through the engine; the game it reaches."""
    game = data["game"]
    if game_id is not None and game != game_id:
        raise WrongGame(f"This is a save of {GAME_NAMES.get(game, game)}, "
                        f"not of {GAME_NAMES.get(game_id, game_id)}.")
    try:
        module = game_module(game)
    except ImportError:
        raise GameUnavailable(f"This version of the app cannot play {GAME_NAMES[game]} yet.") from None
    try:
        module.Variant.from_dict(data["variant"])
    except IllegalMove as exc:
        raise _damaged(f"its game settings are impossible ({one_line(exc).rstrip('.')})") from None
    except (TypeError, ValueError, KeyError, AttributeError, RecursionError, OverflowError):
        raise _damaged("its game settings are impossible") from None  # a trust boundary: never a traceback
    try:
        state = replay(game, data["variant"], data["seed"], data["history"])
    except IllegalMove as exc:
        raise IllegalHistory(one_line(f"This save cannot be replayed. {exc}")) from None
    except Exception as exc:  # a trust boundary: whatever the file holds, the player gets a sentence
        raise IllegalHistory("This save's moves cannot be replayed by this version of the game.") from exc
    if len(data["seats"]) != state.num_players:
        raise _damaged(f"it lists {len(data['seats'])} players for a {state.num_players}-player game")
    return state
