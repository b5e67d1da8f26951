"""What stored data may hold: one set of bounded checks for a saved game, whether it
comes from a JSON file (Import…, the first-start import of earlier versions'
files) or from a row of the database (Continue, Load…, a replay, an export,
the Statistics window, the salvage of a set-aside database).

Every check is bounded: a text is measured before it is parsed, JSON is parsed
only below a size and a depth, numbers are compared with limits before any
arithmetic (a "1e100000000" score would take minutes as a Fraction), and text
must be writable as UTF-8 (a lone surrogate cannot go into SQLite). A value that
fails raises :class:`~.errors.NotASave` with a few words for the player; the
caller sets that one game aside and the others stay usable.
"""
from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any, TypeGuard, cast

from cardgames_qt.engine.catalogue import GAME_IDS
from cardgames_qt.engine.registry import game_module
from cardgames_qt.storage.errors import Message, NotASave, StorageError, message_of

SEAT_KINDS = ("human", "computer")
MAX_SEAT_NAME = 40
MAX_TITLE = 80
MAX_NOTE = 2000
MAX_UID = 64
MAX_SEATS = 10
#: a seed goes into an SQLite INTEGER: a signed 64-bit number
MIN_SEED, MAX_SEED = -2**63, 2**63
#: the JSON of a variant or of the seats is a few hundred bytes; far more is not ours
MAX_FIELD_TEXT = 16 * 1024
#: a snapshot is a game's state without its history (a Zhopa deal: a few KiB)
MAX_SNAPSHOT_TEXT = 4 * 2**20
MAX_DEPTH = 6
MAX_MOVES = 10**7
#: dates are seconds since 1970: from then to the year 5000
MAX_TIME = 95_617_584_000.0
MAX_COUNT = 10**12


def damage(what: str) -> Message:
    """What is damaged, in a few words; keyed by those words (ui/words/storage_text.py has each)."""
    return Message("damage", what)


def damaged(what: str) -> NotASave:
    return NotASave(Message("save.damaged", "This save is damaged: {what}.", what=damage(what)))


def reason(error: Exception) -> str:
    """The few words of a NotASave, to go inside another sentence."""
    if isinstance(error, StorageError) and error.key == "save.damaged":
        what = error.params.get("what")
        if isinstance(what, str):  # a Message (see damaged): the window words it by its key
            return what
    message = message_of(error)
    if getattr(message, "key", None):
        return message
    text = str(error).removeprefix("This save is damaged: ").rstrip(".")
    return text[:1].lower() + text[1:]


def is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def is_text(value: Any, limit: int) -> TypeGuard[str]:
    """A string of at most ``limit`` characters that can be written as UTF-8."""
    if not isinstance(value, str) or len(value) > limit:
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate ("\\ud800" in a JSON file)
        return False
    return True


def is_time(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) \
        and 0 <= value <= MAX_TIME


def plain_json(value: Any, depth: int = MAX_DEPTH, budget: list[int] | None = None) -> bool:
    """Only JSON values (no NaN or infinity), at most ``depth`` levels and a few
    thousand items, strings of at most 256 characters, ints of 64 bits."""
    budget = budget if budget is not None else [4096]
    budget[0] -= 1
    if budget[0] < 0 or depth < 0:
        return False
    if value is None or isinstance(value, bool):
        return True
    if is_int(value):
        return -2**63 <= value < 2**63
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, str):
        return is_text(value, 256)
    if isinstance(value, list):
        return all(plain_json(v, depth - 1, budget) for v in value)
    if isinstance(value, dict):
        return all(is_text(k, 64) and plain_json(v, depth - 1, budget) for k, v in value.items())
    return False


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number here")


def parse_json(text: Any, limit: int, depth: int | None = MAX_DEPTH) -> Any:
    """JSON text from the database, measured before it is parsed; ValueError when it
    is not text, too long, not JSON, or deeper than ``depth`` (None: left to the
    caller, which walks it anyway)."""
    if isinstance(text, bytes):
        if len(text) > limit:
            raise ValueError("too long")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError("not text") from None
    if not isinstance(text, str) or len(text) > limit:
        raise ValueError("not text or too long")
    try:
        value = json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise ValueError("nested too deeply") from None
    if depth is not None and not plain_json(value, depth, [max(4096, limit // 4)]):
        raise ValueError("not plain JSON")
    return value


# --- the parts of a saved game ---------------------------------------------------------------
def is_action(value: Any, depth: int = 0) -> bool:
    """Actions are small JSON values: an int, a short string, or a short list of those."""
    if is_int(value):
        return -2**63 <= value < 2**63
    if isinstance(value, str):
        return is_text(value, 32)
    return depth == 0 and isinstance(value, list) and len(value) <= 16 and all(is_action(v, 1) for v in value)


def check_variant(variant: Any) -> None:
    if not isinstance(variant, dict) or not plain_json(variant, 4, [256]):
        raise damaged("its game settings are missing or wrong")


def check_seat(seat: Any) -> None:
    if not isinstance(seat, dict):
        raise damaged("a seat is not described properly")
    name = seat.get("name")
    if isinstance(name, str) and len(" ".join(name.split())) > MAX_SEAT_NAME:
        raise damaged("a seat's name is longer than the limit of 40 characters")
    if not is_text(name, MAX_SEAT_NAME) or not name.strip():
        raise damaged("a seat has no proper name")
    if seat.get("kind") not in SEAT_KINDS:
        raise damaged("a seat is neither human nor computer")
    bot = seat.get("bot")
    if bot is not None and not is_text(bot, 64):
        raise damaged("a computer seat names no proper opponent")
    if not plain_json(seat, 2, [64]):
        raise damaged("a seat is not described properly")


def check_seats(seats: Any) -> None:
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise damaged("its list of players is missing or wrong")
    for seat in seats:
        check_seat(seat)


def check_seed(seed: Any) -> None:
    if not is_int(seed) or not MIN_SEED <= seed < MAX_SEED:
        raise damaged("its deal number (seed) is missing or out of range")


def check_history(history: Any) -> None:
    if not isinstance(history, list) or len(history) > MAX_MOVES:
        raise damaged("its list of moves is missing")
    for entry in history:
        if not isinstance(entry, list) or len(entry) != 2 or not is_int(entry[0]) \
                or not 0 <= entry[0] < MAX_SEATS or not is_action(entry[1]):
            raise damaged("a move in it is not written properly")


def check_text(data: Mapping[str, Any], key: str, limit: int, required: bool) -> None:
    value = data.get(key)
    if value is None and not required:
        return
    if not is_text(value, limit) or (required and not value.strip()):
        raise NotASave(Message("save.damaged", "This save is damaged: {what}.", what=Message(
            "damage.field", "its {field} is missing or wrong", field=key.replace("_", " "), key=key)))


def check_record(data: Mapping[str, Any]) -> None:
    """The game in a save, a file's or a row's: NotASave naming what is wrong."""
    if data.get("game") not in GAME_IDS:
        raise NotASave("This save is for a game this version does not know.")
    check_variant(data.get("variant"))
    check_seats(data.get("seats"))
    check_seed(data.get("seed"))
    check_history(data.get("history"))
    check_text(data, "title", MAX_TITLE, required=False)
    check_text(data, "note", MAX_NOTE, required=False)
    check_text(data, "uid", MAX_UID, required=False)


# --- rows of the database ---------------------------------------------------------------------
def game_row(kind: Any, variant: Any, seats: Any, seed: Any, title: Any, uid: Any) -> dict[str, Any]:
    """A record from a games row (the JSON columns as text); NotASave when it is damaged."""
    try:
        record = {"game": kind, "variant": parse_json(variant, MAX_FIELD_TEXT, 5),
                  "seats": parse_json(seats, MAX_FIELD_TEXT, 3), "seed": seed, "title": title or None,
                  "uid": uid, "history": []}
    except ValueError:
        raise damaged("its game settings or players are not readable") from None
    check_record(record)
    try:  # what restore() asks of a file's game settings
        game_module(kind).Variant.from_dict(record["variant"])
    except Exception:  # noqa: BLE001 - IllegalMove or anything a hand-made value provokes
        raise damaged("its game settings are impossible") from None
    return record


#: the scalar columns of a games row that can be read (checked in SQLite over every row
#: when the database opens: a row that fails is set aside before anything uses it)
GAME_ROW_OK = (f"kind IN ({', '.join(repr(g) for g in GAME_IDS)}) "
               "AND status IN ('active', 'saved', 'finished', 'aside') "
               f"AND typeof(uid) = 'text' AND length(uid) BETWEEN 1 AND {MAX_UID} "
               f"AND typeof(seed) = 'integer' AND typeof(moves) = 'integer' AND moves BETWEEN 0 AND {MAX_MOVES} "
               "AND assisted IN (0, 1) AND typeof(title) = 'text' AND length(title) <= "
               f"{MAX_TITLE} AND (name IS NULL OR (typeof(name) = 'text' AND length(name) <= {4 * MAX_TITLE})) "
               f"AND typeof(updated) IN ('integer', 'real') AND updated BETWEEN 0 AND {MAX_TIME} "
               f"AND typeof(created) IN ('integer', 'real') AND created BETWEEN 0 AND {MAX_TIME} "
               f"AND typeof(variant) = 'text' AND length(variant) <= {MAX_FIELD_TEXT} "
               f"AND typeof(seats) = 'text' AND length(seats) <= {MAX_FIELD_TEXT}")


def listed_row(kind: Any, name: Any, title: Any, moves: Any, updated: Any, seats: Any) -> list[dict[str, Any]]:
    """The checks of a row shown in a list (Load…, finished games): its seats, or NotASave."""
    if kind not in GAME_IDS:
        raise NotASave("This save is for a game this version does not know.")
    if not is_int(moves) or not 0 <= moves <= MAX_MOVES:
        raise damaged("its number of moves is not a number")
    if not is_time(updated):
        raise damaged("its date is not a date")
    if (name is not None and not is_text(name, MAX_TITLE * 2)) or (title is not None and not is_text(title, MAX_TITLE)):
        raise damaged("its name is not text")
    try:
        parsed = parse_json(seats, MAX_FIELD_TEXT, 3)
    except ValueError:
        raise damaged("its list of players is not readable") from None
    check_seats(parsed)
    return cast(list[dict[str, Any]], parsed)  # check_seats: a list of seat mappings


def move_row(seat: Any, action: Any) -> list[Any]:
    """A [seat, action] from a moves row (a list action is JSON in a BLOB); ValueError."""
    if isinstance(action, bytes):
        action = parse_json(action, 1024, 2)
    if not is_int(seat) or not 0 <= seat < MAX_SEATS or not is_action(action):
        raise ValueError("a stored move is not a move")
    return [seat, action]


def snapshot_row(idx: Any, state: Any, digest: Any, base_idx: Any, base_digest: Any) -> bool:
    """Whether a snapshots row's own columns can be compared at all (a snapshot that
    cannot is ignored: the moves are replayed)."""
    return is_int(idx) and is_int(base_idx) and is_text(digest, 64) and is_text(base_digest, 64) \
        and isinstance(state, str)


def snapshot_data(text: Any) -> dict[str, Any]:
    """A snapshot's state (a JSON object), bounded; ValueError."""
    # the engine's from_dict walks it (engine/inputs.check_json), same_shape compares it
    data = parse_json(text, MAX_SNAPSHOT_TEXT, None) if isinstance(text, str) else None
    if not isinstance(data, dict):
        raise ValueError("a snapshot is not an object")
    return data


def same_shape(value: Any, like: Any, depth: int = 8) -> bool:
    """Whether ``value`` has the JSON types of ``like`` (the same field of a game just
    dealt): a snapshot whose fields have other types is not used."""
    if depth < 0:
        return False
    if like is None or value is None:
        return True  # unknown at the deal (a winner list, a trick led later)
    if isinstance(like, bool):
        return isinstance(value, bool)
    if is_int(like):
        return is_int(value)
    if isinstance(like, float):
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if isinstance(like, str):
        return isinstance(value, str)
    if isinstance(like, list):
        if not isinstance(value, list):
            return False
        if not like:
            return True
        return all(any(same_shape(v, k, depth - 1) for k in like[:4]) for v in value)
    if isinstance(like, dict):
        if not isinstance(value, dict):
            return False
        shared = [k for k in like if k in value]
        if len(shared) == len(like) and len(value) == len(like):  # a record: every field, of its type
            return all(same_shape(value[k], like[k], depth - 1) for k in like)
        samples = list(like.values())[:4]  # a mapping keyed by data (a seat, a count)
        return all(isinstance(k, str) and any(same_shape(v, s, depth - 1) for s in samples)
                   for k, v in value.items()) if samples else True
    return False


# --- statistics ------------------------------------------------------------------------------------
#: a results row that can be read: the SQL form of the checks (rows are many: filtered in SQLite)
RESULT_OK = (f"typeof(uid) = 'text' AND length(uid) <= {MAX_UID} AND typeof(seat) = 'integer' "
             f"AND kind IN ({', '.join(repr(g) for g in GAME_IDS)}) "
             f"AND typeof(player) = 'text' AND length(player) BETWEEN 1 AND 80 "
             f"AND outcome IN ('win', 'draw', 'loss') AND typeof(score) = 'text' AND length(score) <= 40 "
             f"AND typeof(score_num) IN ('integer', 'real') AND abs(score_num) <= {MAX_COUNT} "
             f"AND typeof(margin) IN ('integer', 'real') AND abs(margin) <= {2 * MAX_COUNT} "
             f"AND typeof(assisted) = 'integer' "
             f"AND typeof(finished) IN ('integer', 'real') AND finished BETWEEN 0 AND {MAX_TIME} "
             + "".join(f"AND (z_{k} IS NULL OR (typeof(z_{k}) = 'integer' AND abs(z_{k}) <= {MAX_COUNT})) "
                       for k in ("points", "banks_discarded", "banks_gained", "parties", "required"))
             + "AND (z_parties IS NULL OR (z_points IS NOT NULL AND z_banks_discarded >= 0 "
               "AND z_banks_gained >= 0 AND z_parties >= 0 AND z_required >= 0))")
