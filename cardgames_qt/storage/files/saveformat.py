"""The save file format: what a save holds, how older formats are upgraded,
and how a save is checked and turned back into a game.

A save is a JSON object::

    {"format": "cardgames-qt-save", "version": 1,
     "game": "gops", "variant": {...}, "seats": [{"name", "kind", "bot"}, ...],
     "seed": 123, "history": [[seat, action], ...],
     "saved_at": "2026-05-09T07:35:25+00:00", "app_version": "0.1.0",
     "title": optional, "note": optional, "uid": optional game id,
     "results": optional, a finished game's results as recorded:
        {"version": 1, "assisted": false,
         "seats": [{"player": "Ann", "outcome": "win", "score": "7/2",
                    "zhopa": {"points", "banks_discarded", ...} (Zhopa only)}, ...]}}

The results are a copy for the reader: on import they are checked against the
results worked out from the moves (``gamedb.GameStore.import_record``), which
win. A file without them imports as before; a reader that does not know the
field ignores it (hence no new format version: the field has its own).

The history is the truth: loading replays it through the engine from the
seed, so a save can never smuggle in a state the rules would not reach.
No pickle, no eval: only JSON values are ever read.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from cardgames_qt import version as app_version
from cardgames_qt.engine.catalogue import GAME_NAMES
from cardgames_qt.engine.errors import IllegalMove
from cardgames_qt.engine.registry import game_module, replay
from cardgames_qt.engine.state import GameState
from cardgames_qt.storage.errors import IllegalHistory, Message, NotASave, SaveError, SaveTooNew, WrongGame, one_line

# validate.py's bounds and checks: re-exported for the save formats' readers
from cardgames_qt.storage.validate import MAX_NOTE as MAX_NOTE
from cardgames_qt.storage.validate import MAX_SEAT_NAME as MAX_SEAT_NAME
from cardgames_qt.storage.validate import MAX_SEED as MAX_SEED
from cardgames_qt.storage.validate import MAX_TITLE as MAX_TITLE
from cardgames_qt.storage.validate import SEAT_KINDS as SEAT_KINDS
from cardgames_qt.storage.validate import check_record as check_record
from cardgames_qt.storage.validate import check_seat as check_seat
from cardgames_qt.storage.validate import check_text as _check_text
from cardgames_qt.storage.validate import damaged as _damaged

if TYPE_CHECKING:  # the results field's values: read and written only when a file has them
    from cardgames_qt.storage.db.stats import RecordedResults

FORMAT = "cardgames-qt-save"
VERSION = 1


class GameUnavailable(SaveError):
    """The save is fine but this build cannot play its game."""
    bad_file = False


# --- versions ------------------------------------------------------------------------
#: version n -> function upgrading a version-n dict to version n + 1 (and
#: setting "version" to n + 1). When v2 arrives: bump VERSION, write
#: ``_v1_to_v2``, register it as ``1: _v1_to_v2``, and keep the v1 samples in
#: tests/storage/samples/ loading.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def migrate(data: Any) -> dict[str, Any]:
    """Return ``data`` upgraded to the current format version (a new dict)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise NotASave(Message("save.not_ours", "This file is not a cardgames-qt save."))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise NotASave(Message("save.no_version", "This save has no valid format version."))
    if version > VERSION:
        raise SaveTooNew(Message("save.too_new", "This save was made by a newer version of the app (save format "
                                 "{version}, this version reads up to {known}). Update the app to open it.",
                                 version=version, known=VERSION))
    record: dict[str, Any] = dict(data)
    while version < VERSION:
        record = MIGRATIONS[version](record)
        assert record["version"] == version + 1, "a migration must bump the version by one"
        version = version + 1
    return record


# --- shape -------------------------------------------------------------------------------
def validate(data: dict[str, Any]) -> dict[str, Any]:
    """Check a current-version save dict; NotASave naming what is wrong. The game in it
    passes the same checks as a row of the database (see :mod:`.validate`)."""
    check_record(data)
    _check_text(data, "saved_at", 64, required=True)
    try:
        datetime.fromisoformat(data["saved_at"])
    except ValueError:
        raise _damaged("its date is not a date") from None
    _check_text(data, "app_version", 64, required=True)
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
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "app_version": app_version(),
    }
    for key in ("title", "note", "uid"):
        if record.get(key) is not None:
            data[key] = record[key]
    results = record.get("results")
    from cardgames_qt.storage.db.stats import RecordedResults
    if isinstance(results, RecordedResults):
        data["results"] = encode_results(results)
    return validate(data)


# --- the optional results field ------------------------------------------------------------
#: the version of the ``results`` field (its reader knows this one and older)
RESULTS_VERSION = 1


def encode_results(recorded: RecordedResults) -> dict[str, Any]:
    """The ``results`` field of a save file: the one writer."""
    from fractions import Fraction

    from cardgames_qt.storage.db.stats import ZhopaInputs
    zhopa_keys = tuple(ZhopaInputs.__dataclass_fields__)
    seats = []
    for r in recorded.results:
        seat: dict[str, Any] = {"player": r.name, "outcome": r.outcome, "score": str(Fraction(r.score))}
        if r.zhopa is not None:
            seat["zhopa"] = {k: getattr(r.zhopa, k) for k in zhopa_keys}
        seats.append(seat)
    return {"version": RESULTS_VERSION, "assisted": bool(recorded.assisted), "seats": seats}


def decode_results(value: Any) -> RecordedResults:
    """A file's ``results`` field, checked (bounded numbers, known outcomes, names that
    are text); ValueError when it is not one this version can read."""
    from cardgames_qt.storage.db.stats import OUTCOMES, PlayerResult, RecordedResults, ZhopaInputs, bounded_fraction
    if not isinstance(value, dict) or value.get("version") != RESULTS_VERSION:
        raise ValueError("not a results field this version reads")
    seats, assisted = value.get("seats"), value.get("assisted", False)
    if not isinstance(seats, list) or not 1 <= len(seats) <= 16 or not isinstance(assisted, bool):
        raise ValueError("no results")
    out = []
    for seat in seats:
        if not isinstance(seat, dict) or seat.get("outcome") not in OUTCOMES:
            raise ValueError("a result without its outcome")
        name = seat.get("player")
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_SEAT_NAME * 2:
            raise ValueError("a result without its player")
        try:
            score = bounded_fraction(seat.get("score"))
            zhopa = ZhopaInputs.from_dict(seat["zhopa"]) if seat.get("zhopa") is not None else None
        except (ValueError, ZeroDivisionError):
            raise ValueError("a result with an impossible score") from None
        out.append(PlayerResult(name, seat["outcome"], score, zhopa))
    return RecordedResults(tuple(out), assisted)


def _detail(exc: Exception) -> str:
    """The engine's reason, " (…)", unless it quotes a value in escapes (a control
    character or a byte of the file): the player reads words, not escapes."""
    text = one_line(exc, 200).rstrip(".")
    return "" if not text or "\\x" in text or "\\u" in text or "\\U" in text else f" ({text})"


# --- back to a game -------------------------------------------------------------------------
def restore(data: dict[str, Any], game_id: str | None = None) -> GameState:
    """Replay a validated save dict through the engine; the game it reaches."""
    game = data["game"]
    if game_id is not None and game != game_id:
        raise WrongGame(Message("save.wrong_game", "This is a save of {game}, not of {wanted}.",
                                game=GAME_NAMES.get(game, game), wanted=GAME_NAMES.get(game_id, game_id),
                                game_id=game, wanted_id=game_id))
    try:
        module = game_module(game)
    except ImportError:
        raise GameUnavailable(Message("save.game_unavailable", "This version of the app cannot play {game} yet.",
                                      game=GAME_NAMES[game], game_id=game)) from None
    try:
        module.Variant.from_dict(data["variant"])
    except IllegalMove as exc:
        detail = _detail(exc)
        if detail:  # the engine's refusal keeps its code: the window words it (ui/words/engine_text.py)
            raise NotASave(Message("save.damaged", "This save is damaged: {what}.", what=Message(
                "damage.settings_detail", "its game settings are impossible ({detail})", detail=Message.verbatim(
                    "engine", one_line(detail[2:-1]), code=exc.code, params=exc.params)))) from None
        raise _damaged("its game settings are impossible") from None
    except (TypeError, ValueError, KeyError, AttributeError, RecursionError, OverflowError):
        raise _damaged("its game settings are impossible") from None  # a trust boundary: never a traceback
    try:
        state = replay(game, data["variant"], data["seed"], data["history"])
    except IllegalMove as exc:
        detail = _detail(exc)
        if detail:  # the engine's refusal keeps its code: the window words it (ui/words/engine_text.py)
            raise IllegalHistory(Message("save.not_replayable_detail", "This save cannot be replayed. {detail}.",
                                         detail=Message.verbatim("engine", one_line(detail[2:-1]), code=exc.code,
                                                        params=exc.params))) from None
        raise IllegalHistory(Message("save.not_replayable", "This save cannot be replayed by the rules.")) from None
    except Exception as exc:  # a trust boundary: whatever the file holds, the player gets a sentence
        raise IllegalHistory(Message("save.not_replayable_version",
                                     "This save's moves cannot be replayed by this version of the game.")) from exc
    if len(data["seats"]) != state.num_players:
        raise NotASave(Message("save.damaged", "This save is damaged: {what}.", what=Message(
            "damage.seats", "it lists {listed} players for a {players}-player game", listed=len(data["seats"]),
            players=state.num_players)))
    return state
