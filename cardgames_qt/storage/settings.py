"""Settings: each game's rule variant and seats, the deck, animation speed,
the computer's move delay, reduced motion and the language.

Changing a setting goes through :meth:`Settings.with_value`, which refuses a
bad value with a :class:`SettingsError` naming the field (``"guts.pot_cap"``)
and a sentence for the player. Variants are checked by the game's own
``Variant.from_dict``. Reading the file is forgiving: a bad value falls back
to its default, a damaged file is moved aside; each is reported in
``SettingsStore.messages``.
"""
from __future__ import annotations

import dataclasses
import importlib
import math
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

from cardgames_qt.engine.catalogue import GAME_IDS, GAME_NAMES, game_info
from cardgames_qt.engine.errors import IllegalMove
from cardgames_qt.records import dataclass
from cardgames_qt.storage import paths
from cardgames_qt.storage.errors import (
    DamagedFile,
    Message,
    SettingsError,
    SettingsKept,
    StorageError,
    WriteError,
    one_line,
)
from cardgames_qt.storage.files.atomic import (
    TooLarge,
    copy_aside,
    decode_json,
    describe_os_error,
    encode_json,
    load_with_backup,
    read_limited,
    write_atomic,
)
from cardgames_qt.storage.names import name_problem
from cardgames_qt.storage.validate import SEAT_KINDS

FORMAT = "cardgames-qt-settings"
VERSION = 1
DECKS = ("classic", "large4")
LANGUAGES = ("system", "en", "ru", "uk", "es", "fa")
SPEED_RANGE = (0.25, 3.0)
DELAY_RANGE = (0, 3000)
SPEAK_MODES = ("auto", "on", "older", "off")


@dataclass(frozen=True)
class SeatConfig:
    #: what the player typed; "" keeps the default name ("You", "Computer 2"),
    #: which the UI shows in the current language (see :func:`default_name`)
    name: str = ""
    kind: str = "human"  # "human" or "computer"
    bot: str | None = None  # bot id; None: the strongest available

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "bot": self.bot}


def _game_module(game: str) -> ModuleType | None:
    """The game's engine module, or None while this build has none."""
    try:
        return importlib.import_module(f"cardgames_qt.engine.{game}")
    except ImportError:
        return None


def players_for(game: str, variant: dict[str, Any]) -> int | None:
    """How many seats a table of ``game`` with ``variant`` has (the catalogue says)."""
    if _game_module(game) is None:
        return 2 if game == "gops" else None
    # the variant names the player count (Gops has none: always two); building
    # a whole state to ask would deal cards at every start-up
    return game_info(game).players(variant)


def default_seats(n: int) -> list[SeatConfig]:
    """One person against the computer: every name left at its default."""
    return [SeatConfig()] + [SeatConfig("", "computer") for _ in range(1, n)]


def fit_seats(seats: list[SeatConfig], n: int) -> list[SeatConfig]:
    """Keep the first seats, add computer seats (default names) up to ``n``."""
    return list(seats[:n]) + [SeatConfig("", "computer") for _ in range(len(seats), n)]


#: the default names older versions stored as text; read back as defaults
_LEGACY_DEFAULT = re.compile(r"(You|Computer|Computer \d+|Player \d+)")


def default_name(seats: list[SeatConfig], index: int) -> tuple[str, int | None]:
    """What seat ``index`` is called when its name is left empty, as a key for
    the UI to word in the player's language: ``("you", None)`` for the only
    human, ``("player", k)`` for the k-th of several humans (pass-and-play),
    ``("computer", None)`` for a lone computer, ``("computer", k)`` for the
    k-th of several."""
    kind = seats[index].kind
    same = [i for i, s in enumerate(seats) if s.kind == kind]
    k = same.index(index) + 1
    if kind == "human":
        return ("you", None) if len(same) == 1 else ("player", k)
    return ("computer", None) if len(same) == 1 else ("computer", k)


# --- checking one value --------------------------------------------------------------
def _is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


NO_SUCH_SETTING = Message("set.no_such", "There is no such setting.")


def check_scalar(name: str, value: Any) -> Any:
    if name == "deck":
        if value not in DECKS:
            raise SettingsError("deck", Message("set.deck", "The deck must be one of: {listed}.",
                                               listed=", ".join(DECKS), choices=tuple(DECKS)))
    elif name == "animation_speed":
        low, high = SPEED_RANGE
        if not _is_number(value) or not low <= value <= high:
            raise SettingsError(name, Message("set.speed", "The animation speed must be between {low}× and {high}×.",
                                              low=low, high=f"{high:g}"))
        value = float(value)
    elif name == "move_delay_ms":
        low, high = DELAY_RANGE
        if not _is_number(value) or value != int(value) or not low <= value <= high:
            raise SettingsError(name, Message("set.delay", "The computer's move delay must be a whole number of "
                                              "milliseconds from {low} to {high}.", low=low, high=high))
        value = int(value)
    elif name == "reduced_motion":
        if not isinstance(value, bool):
            raise SettingsError(name, Message("set.reduced_motion", "Reduced motion must be on or off."))
    elif name == "speak_game":
        if value not in SPEAK_MODES:
            raise SettingsError(name, Message("set.speak", "Speak the game must be one of: {listed}.",
                                              listed=", ".join(SPEAK_MODES), choices=tuple(SPEAK_MODES)))
    elif name == "language":
        if value not in LANGUAGES:
            raise SettingsError(name, Message("set.language", "The language must be one of: {listed}.",
                                              listed=", ".join(LANGUAGES), choices=tuple(LANGUAGES)))
    else:
        raise SettingsError(name, NO_SUCH_SETTING)
    return value


def check_variant(game: str, variant: Any) -> dict[str, Any]:
    """The variant in full (defaults filled in) as the game's Variant reads it."""
    if not isinstance(variant, dict):
        raise SettingsError(game, f"The {GAME_NAMES[game]} settings must be a set of named values.")
    module = _game_module(game)
    if module is None:  # cannot check yet; keep what was given
        return dict(variant)
    known = {f.name for f in dataclasses.fields(module.Variant)}
    for key in variant:
        if key not in known:
            raise SettingsError(f"{game}.{key}", f"{GAME_NAMES[game]} has no setting called “{key}”.")
    try:
        checked: dict[str, Any] = module.Variant.from_dict(variant).to_dict()  # the engine's Variant (typed there)
        return checked
    except (ValueError, TypeError) as exc:  # IllegalMove is a ValueError
        guilty = _guilty_key(module, variant)
        words = one_line(exc)
        if isinstance(exc, IllegalMove):  # the engine's refusal keeps its code: the window words it
            words = Message.verbatim("engine", words, code=exc.code, params=exc.params)
        raise SettingsError(f"{game}.{guilty}" if guilty else game, words) from None


def _guilty_key(module: ModuleType, variant: dict[str, Any]) -> str | None:
    for key, value in variant.items():
        try:
            module.Variant.from_dict({key: value})
        except (ValueError, TypeError):
            return key
    return None


def check_seats(game: str, seats: Any, players: int | None) -> list[SeatConfig]:
    where = f"{game}.seats"
    if not isinstance(seats, (list, tuple)) or not seats:
        raise SettingsError(where, Message("set.no_seats", "Each game needs a list of players."))
    if players is not None and len(seats) != players:
        raise SettingsError(where, Message("set.seat_count", "This {game} table has {players} players, not {given}.",
                                           game=GAME_NAMES[game], game_id=game, players=players, given=len(seats)))
    result: list[SeatConfig] = []
    seen: list[str] = []
    for i, seat in enumerate(seats):
        if isinstance(seat, SeatConfig):
            seat = seat.to_dict()
        if not isinstance(seat, dict):
            raise SettingsError(f"{where}[{i}]",
                                Message("set.seat_shape", "A player is described by a name and a kind."))
        name = seat.get("name", "")
        if name is None:
            name = ""
        problem = name_problem(name, seen)  # the one name policy (storage/names.py)
        if problem is not None:
            raise SettingsError(f"{where}[{i}].name", problem)
        name = " ".join(name.split())  # blank: the default name
        if name:
            seen.append(name)
        kind = seat.get("kind", "human")
        if kind not in SEAT_KINDS:
            raise SettingsError(f"{where}[{i}].kind",
                                Message("set.seat_kind", "A player is either a human or the computer."))
        bot = seat.get("bot")
        if bot is not None and (not isinstance(bot, str) or not 0 < len(bot) <= 64):
            raise SettingsError(f"{where}[{i}].bot", Message("set.bot", "That computer opponent is not known."))
        result.append(SeatConfig(name, kind, bot if kind == "computer" else None))
    return result


# --- the settings ---------------------------------------------------------------------
class _PerGame(dict[str, Any]):
    """Game id -> its variant (or its seats), each game read and checked on
    first use: start-up with one game imports only that game's engine. Reading
    every game (iterating, ``dict(...)``, saving) checks them all."""

    def __init__(self, games: _Games) -> None:
        super().__init__()
        self._games = games

    def __missing__(self, game: str) -> Any:
        if game not in GAME_IDS:
            raise KeyError(game)
        self._games.read(game)
        return dict.__getitem__(self, game)

    def get(self, game: str, default: Any = None) -> Any:
        try:
            return self[game]
        except KeyError:
            return default

    def __contains__(self, game: object) -> bool:
        return game in GAME_IDS

    def __iter__(self) -> Iterator[str]:
        return iter(GAME_IDS)

    def __len__(self) -> int:
        return len(GAME_IDS)

    # lists, not views: a view of a dict that fills itself in would skip the games not read yet
    def keys(self) -> list[str]:  # type: ignore[override]  # a list, not dict's view (above)
        return list(GAME_IDS)

    def values(self) -> list[Any]:  # type: ignore[override]  # a list, not dict's view (above)
        return [self[g] for g in GAME_IDS]

    def items(self) -> list[tuple[str, Any]]:  # type: ignore[override]  # a list, not dict's view (above)
        return [(g, self[g]) for g in GAME_IDS]

    def copy(self) -> dict[str, Any]:
        return dict(self.items())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, dict) and dict(self.items()) == dict(other.items())

    __hash__ = None  # mutable, like a dict: unhashable

    def __repr__(self) -> str:
        return repr(dict(self.items()))

    # copies and pickles are plain, fully read dicts
    def __reduce__(self) -> tuple[type[dict[str, Any]], tuple[dict[str, Any]]]:
        return dict, (dict(self.items()),)


class _Games:
    """The games' entries of a settings file (or none: defaults), read lazily
    into a pair of :class:`_PerGame` maps; notes go to ``notes``."""

    def __init__(self, entries: dict[str, Any] | None = None, notes: _Repairs | None = None):
        self.entries = entries or {}
        self.notes = notes if notes is not None else _Repairs([])
        self.variants, self.seats = _PerGame(self), _PerGame(self)

    def read(self, game: str) -> None:
        entry = self.entries.get(game)
        if not isinstance(entry, dict):
            entry = {}
        variant = _forgiving_variant(game, entry.get("variant", {}), self.notes)
        players = players_for(game, variant)
        try:
            seats = [dataclasses.replace(seat, name="") if _LEGACY_DEFAULT.fullmatch(seat.name) else seat
                     for seat in check_seats(game, entry["seats"], None)]
            seats = fit_seats(seats, players) if players else seats
        except (KeyError, SettingsError) as exc:
            if isinstance(exc, SettingsError):
                self.notes.append(Message("set.note_players", "{game} players: {reason} The default players are used.",
                                          game=GAME_NAMES[game], game_id=game, reason=exc.message))
            seats = default_seats(players or 2)
        seats = self._known_bots(game, seats)
        dict.__setitem__(self.variants, game, variant)
        dict.__setitem__(self.seats, game, seats)

    def _known_bots(self, game: str, seats: list[SeatConfig]) -> list[SeatConfig]:
        """A computer level this version does not know (a newer version's, or a typo)
        plays as the strongest computer, and the player is told."""
        known = self.notes.known_bot
        if known is None:
            return seats
        out = []
        for i, seat in enumerate(seats):
            if seat.kind == "computer" and seat.bot is not None and not known(game, seat.bot):
                self.notes.append(Message(
                    "set.note_bot", "{game}, player {seat}: this version has no computer level called “{bot}”; "
                    "the strongest computer plays in its place.", game=GAME_NAMES[game], game_id=game, seat=i + 1,
                    bot=one_line(seat.bot, KEY_SHOWN)))
                seat = dataclasses.replace(seat, bot=None)
            out.append(seat)
        return out


#: at most this many characters of a dropped key or level are quoted back to the player
KEY_SHOWN = 40


#: what ``keep_original`` answers: where the copy is, or the note saying it could not be
#: made (and that the file is left as it is), or None (nothing said)
Kept = Path | Message | None


class _Repairs:
    """The notes of one reading of the settings file. A note that drops something the
    file holds keeps the file as it was first: once per reading, a copy beside it (in
    quarantine/, never overwritten) and one note saying where it is, or, when no copy
    could be made, the store's note that the file is left as it is."""

    def __init__(self, notes: list[Message], keep_original: Callable[[], Kept] | None = None,
                 known_bot: Callable[[str, str], bool] | None = None):
        self.notes = notes
        self.keep_original = keep_original
        self.known_bot = known_bot
        self._kept = False

    def append(self, note: Message) -> None:
        if not self._kept and self.keep_original is not None:
            self._kept = True
            kept = self.keep_original()
            if isinstance(kept, Path):
                self.notes.append(Message("set.original_kept", "The settings file as it was is kept as {path}.",
                                          path=kept))
            elif kept is not None:
                self.notes.append(kept)
        self.notes.append(note)


@dataclass
class Settings:
    #: game -> variant and game -> seats; left out: the defaults, read lazily
    variants: dict[str, dict[str, Any]] = None  # type: ignore[assignment]  # None: filled in __post_init__
    seats: dict[str, list[SeatConfig]] = None  # type: ignore[assignment]  # None: filled in __post_init__
    deck: str = "classic"
    animation_speed: float = 1.0
    move_delay_ms: int = 600
    reduced_motion: bool = False
    language: str = "system"
    #: "auto": speak the game when a screen reader is active; "on"; "older": also through the
    #: focused widget (readers without announcements, Orca before 46); "off"
    speak_game: str = "auto"
    #: the main window as it was left: x, y, width, height, maximized, coach (panel open);
    #: empty: never saved. The window clamps it to the screen that is there now.
    window: dict[str, Any] = dataclasses.field(default_factory=dict)

    SCALARS = ("deck", "animation_speed", "move_delay_ms", "reduced_motion", "language", "speak_game")
    #: the file's other top-level keys (see :meth:`to_dict`)
    FILE_KEYS = ("format", "version", "window", "games")

    def __post_init__(self) -> None:
        if self.variants is None or self.seats is None:
            games = _Games()
            self.variants = games.variants if self.variants is None else self.variants
            self.seats = games.seats if self.seats is None else self.seats

    def with_value(self, name: str, value: Any) -> Settings:
        """A copy with one setting changed; SettingsError (naming it) if refused.

        ``name`` is a scalar (``"language"``), a game's variant field
        (``"guts.pot_cap"``; a change of player count refits the seats) or a
        game's seats (``"guts.seats"``: a list of SeatConfig or dicts).
        """
        new = dataclasses.replace(self, variants=dict(self.variants), seats=dict(self.seats))
        game, dot, key = name.partition(".")
        if not dot:
            setattr(new, name, check_scalar(name, value))
            return new
        if game not in GAME_IDS or not key:
            raise SettingsError(name, NO_SUCH_SETTING)
        if key == "seats":
            players = players_for(game, new.variants[game])
            new.seats[game] = check_seats(game, value, players)
            return new
        new.variants[game] = check_variant(game, {**self.variants[game], key: value})
        players = players_for(game, new.variants[game])
        if players is not None:
            new.seats[game] = fit_seats(new.seats[game], players)
        return new

    def read_all(self) -> Settings:
        """Read every game's entry now (their notes, if any, join the messages)."""
        self.variants.values()
        self.seats.values()
        return self

    def validate(self) -> Settings:
        """Raise SettingsError for the first bad field; return self when all are good."""
        for name in self.SCALARS:
            check_scalar(name, getattr(self, name))
        for game in GAME_IDS:
            variant = check_variant(game, self.variants.get(game, {}))
            check_seats(game, self.seats.get(game), players_for(game, variant))
        return self

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": FORMAT, "version": VERSION}
        data.update({name: getattr(self, name) for name in self.SCALARS})
        window = check_window(self.window)
        if window:
            data["window"] = window
        data["games"] = {g: {"variant": self.variants[g], "seats": [s.to_dict() for s in self.seats[g]]}
                         for g in GAME_IDS}
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any], messages: list[Message] | None = None, *,
                  keep_original: Callable[[], Kept] | None = None,
                  known_bot: Callable[[str, str], bool] | None = None) -> Settings:
        """Forgiving: every bad or missing value takes its default, every unknown
        variant key or computer level is left out (each noted in ``messages``; the
        first note calls ``keep_original``, which copies the file aside and returns
        where, or the note saying it could not). ``known_bot(game, bot_id)``: the app's list of computer levels
        (storage knows no bots). A game's entry is read when it is first used (see
        :meth:`read_all`)."""
        notes = _Repairs(messages if messages is not None else [], keep_original, known_bot)
        settings = cls()
        for name in cls.SCALARS:
            if name in data:
                try:
                    setattr(settings, name, check_scalar(name, data[name]))
                except SettingsError as exc:
                    notes.append(Message("set.note_default", "{reason} The default is used.", reason=exc.message))
        unknown = [one_line(k, KEY_SHOWN) for k in data if k not in (*cls.SCALARS, *cls.FILE_KEYS)]
        if unknown:  # a newer version's setting: left out, and said
            notes.append(Message("set.note_unknown", "This version has no setting called {listed}; left out.",
                                 listed=", ".join(f"“{k}”" for k in unknown), names=tuple(unknown)))
        settings.window = check_window(data.get("window"))  # a bad one is forgotten: the default place
        games = _Games(data.get("games") if isinstance(data.get("games"), dict) else {}, notes)
        settings.variants, settings.seats = games.variants, games.seats  # each game read when first used
        return settings


#: window geometry bounds (pixels): anything outside is not ours
WINDOW_POSITION = 100_000
WINDOW_SIZE = (100, 20_000)


def check_window(value: Any) -> dict[str, Any]:
    """The stored window state, its good fields only (whole numbers in bounds, flags)."""
    if not isinstance(value, dict):
        return {}
    out: dict[str, Any] = {}
    for key in ("x", "y"):
        v = value.get(key)
        if isinstance(v, int) and not isinstance(v, bool) and abs(v) <= WINDOW_POSITION:
            out[key] = v
    for key in ("width", "height"):
        v = value.get(key)
        if isinstance(v, int) and not isinstance(v, bool) and WINDOW_SIZE[0] <= v <= WINDOW_SIZE[1]:
            out[key] = v
    if not all(k in out for k in ("x", "y", "width", "height")):
        out = {}
    for key in ("maximized", "coach"):
        if isinstance(value.get(key), bool):
            out[key] = value[key]
    return out


def _left_in_place(error: StorageError) -> bool:
    """True when the settings file ``error`` is about is still there, not moved aside: a damaged
    one that could not be moved, or one that is there but could not be read (a path that
    names no file, e.g. under a file where the folder belongs, holds nothing to keep)."""
    if error.quarantined_to is not None:
        return False
    return error.bad_file or (error.path is not None and os.path.lexists(error.path))


def _why_left(error: StorageError) -> Message:
    """Why a settings file that could not be used is left where it is (worded to follow "because")."""
    if error.aside_error is not None:
        return Message("set.why_move", "it could not be moved aside: {reason}",
                       reason=describe_os_error(error.aside_error))
    return Message("set.why_read", "it could not be read")


def _forgiving_variant(game: str, variant: Any, notes: _Repairs) -> dict[str, Any]:
    if not isinstance(variant, dict):
        variant = {}
    variant = dict(variant)
    module = _game_module(game)
    if module is not None:  # unknown keys (older or newer versions) are left out, and said
        known = {f.name for f in dataclasses.fields(module.Variant)}
        unknown = [one_line(k, KEY_SHOWN) for k in variant if k not in known]
        if unknown:
            notes.append(Message("set.note_unknown_keys", "{game}: this version has no setting called {listed}; "
                                 "left out.", game=GAME_NAMES[game], game_id=game,
                                 listed=", ".join(f"“{k}”" for k in unknown), names=tuple(unknown)))
        variant = {k: v for k, v in variant.items() if k in known}
    for _ in range(len(variant) + 1):
        try:
            return check_variant(game, variant)
        except SettingsError as exc:
            key = exc.field.partition(".")[2]
            notes.append(Message("set.note_game_default", "{game}: {reason} The default is used.",
                                 game=GAME_NAMES[game], game_id=game, reason=exc.message))
            if key not in variant:
                break
            del variant[key]
    return check_variant(game, {})


class SettingsStore:
    """The settings file: read forgivingly, written atomically (the previous file becomes
    its ``.bak``). The one place that decides whether the file may be written over:
    :attr:`held` (see :meth:`save`)."""

    def __init__(self, path: Path | str | None = None, known_bot: Callable[[str, str], bool] | None = None):
        self._path = Path(path) if path is not None else None
        #: what went wrong in the last load, for the player (empty: nothing)
        self.messages: list[Message] = []
        #: the app's computer levels (``known_bot(game, bot_id)``); None: any id is kept
        self.known_bot = known_bot
        #: why the file on disk may not be written over (None: it may): the last load found
        #: something in it that could not be kept aside (a repaired file whose copy could not
        #: be made, a damaged file that could not be moved aside, a file that could not be
        #: read). Settings changed meanwhile apply until the app quits; :meth:`save` refuses.
        self.held: Message | None = None

    @property
    def path(self) -> Path:
        return self._path if self._path is not None else paths.settings_path()

    def load(self) -> Settings:
        self.messages = []
        self.held = None
        try:
            loaded = load_with_backup(self.path, self._read, self.path.parent / "quarantine")
        except FileNotFoundError:
            return Settings()
        except DamagedFile as exc:
            if exc.quarantined_to:
                self.messages.append(Message("set.file_moved", "{reason} It has been moved aside. The default "
                                             "settings are used.", reason=exc.message))
            else:
                self.messages.append(Message("set.file_defaults", "{reason} The default settings are used.",
                                             reason=exc.message))
                if _left_in_place(exc):
                    self.messages.append(self._hold(_why_left(exc)))
            return Settings()
        if loaded.from_backup and loaded.problems:
            left = [p for p in loaded.problems if _left_in_place(p)]
            if not left:
                self.messages.append(Message("set.restored", "The settings file was damaged and has been moved "
                                             "aside; the previous settings were restored from the backup."))
            else:  # the damaged file is where it was: said, and never written over
                self.messages.append(Message("set.restored_backup", "The settings file was damaged; the previous "
                                             "settings were restored from the backup."))
                self.messages.append(self._hold(_why_left(left[0])))
        data, raw = loaded.value
        return Settings.from_dict(data, self.messages, keep_original=lambda: self._keep(loaded.path, raw),
                                  known_bot=self.known_bot)

    def _hold(self, why: Message) -> Message:
        """Keep the file on disk as it is from now on (``why``: the reason, worded to follow
        "because"); returns the note that tells the player so."""
        if self.held is None:
            self.held = why
        return Message("set.left_as_is", "The settings file is left as it is, because {why}. Changes to the "
                       "settings apply until you quit and are not saved over it.", why=why)

    def kept_note(self) -> Message | None:
        """What the player is told when settings change while the file is held (None: it is not)."""
        if self.held is None:
            return None
        return Message("set.not_saved", "Changes to the settings apply until you quit and are not saved: the "
                       "settings file is left as it is, because {why}.", why=self.held)

    def _keep(self, path: Path, data: bytes) -> Path | Message:
        """A copy of the settings file as it was read (``data``: its bytes then; another
        window may have saved since), in quarantine/ (the one it has there already, if an
        earlier start kept the same bytes); when none can be made, the file is held (never
        written over) and the note saying so is returned."""
        folder = self.path.parent / "quarantine"
        try:
            stem = path.name.partition(".")[0]
            for old in sorted(folder.glob(f"{stem}.*")) if folder.is_dir() else []:
                if old.is_file() and old.stat().st_size == len(data) and old.read_bytes() == data:
                    return old
            return copy_aside(path, data, folder)
        except OSError as exc:
            return self._hold(Message("set.why_copy", "it could not be copied aside: {reason}",
                                      reason=describe_os_error(exc)))

    def save(self, settings: Settings) -> None:
        """Write ``settings`` over the file; SettingsError for a bad value, WriteError when the
        disk refuses, SettingsKept when the file is held (the settings then apply until the
        app quits). Every write of the settings file comes here."""
        settings.validate()  # reads every game: a note found now may hold the file
        note = self.kept_note()
        if note is not None:
            raise SettingsKept(note, self.path)
        try:
            write_atomic(self.path, encode_json(settings.to_dict()))
        except OSError as exc:
            raise WriteError(Message("set.write_failed", "Could not save the settings: {reason}. The previous "
                                     "settings are unchanged.", reason=describe_os_error(exc)), self.path) from None
    @staticmethod
    def _read(path: Path) -> tuple[dict[str, Any], bytes]:
        """The file's settings and its bytes as read (kept aside whole if a repair drops anything)."""
        try:
            raw = read_limited(path)
            data = decode_json(raw)
        except TooLarge:
            raise DamagedFile(Message("set.too_large", "The settings file is far too large to be ours.")) from None
        except ValueError as exc:
            raise DamagedFile(Message("set.unreadable", "The settings file cannot be read: {reason}.",
                                      reason=exc.args[0])) from None
        except FileNotFoundError:
            raise
        except OSError as exc:
            error = DamagedFile(Message("set.unreadable", "The settings file cannot be read: {reason}.",
                                        reason=describe_os_error(exc)))
            error.bad_file = False
            raise error from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise DamagedFile(Message("set.not_ours", "The settings file is not a cardgames-qt settings file."))
        return data, raw
