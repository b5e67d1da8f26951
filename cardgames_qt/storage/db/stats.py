"""Statistics: each named player's results per game, kept across sessions.

A finished game is recorded once under its uid (the session's), so recording
it again changes nothing. For Zhopa the rating's inputs are summed over all
games and the overall rating is the engine's ``zhopa.rating`` of the sums
(the rules: "the same formula with every quantity summed"). Scores are kept
as exact fractions (Guts balances can be halves).
"""
from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Sequence
from dataclasses import asdict, field
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardgames_qt.engine.catalogue import GAME_IDS
from cardgames_qt.records import dataclass
from cardgames_qt.storage import paths
from cardgames_qt.storage.errors import DamagedFile, Message, WriteError
from cardgames_qt.storage.files.atomic import (
    TooLarge,
    decode_json,
    describe_os_error,
    encode_json,
    load_with_backup,
    read_limited,
    write_atomic,
)

if TYPE_CHECKING:
    from cardgames_qt.engine.state import GameState

FORMAT = "cardgames-qt-stats"
VERSION = 1
OUTCOMES = ("win", "draw", "loss")
#: no real count or score comes near this; bigger numbers in a file are refused
MAX_COUNT = 10**12
_FRACTION = re.compile(r"-?\d{1,15}(/\d{1,15})?")


def bounded_fraction(value: Any) -> Fraction:
    """A score from a file: an int or "p/q" of at most 15 digits each. Anything
    else ("1e10000000" would take Fraction many seconds) is a ValueError, at once."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_COUNT:
        return Fraction(value)
    if not isinstance(value, str) or not _FRACTION.fullmatch(value):
        raise ValueError("not a score")
    return Fraction(value)  # ZeroDivisionError for "1/0"


@dataclass(frozen=True)
class ZhopaInputs:
    """One player's rating inputs over one game (or summed over many)."""
    points: int = 0           # points scored over the game (SKNOI)
    banks_discarded: int = 0  # KSB
    banks_gained: int = 0     # KNB
    parties: int = 0          # KSPI
    required: int = 0         # the targets that applied to the player (NKOKNNI)

    def __add__(self, other: ZhopaInputs) -> ZhopaInputs:
        return ZhopaInputs(*(a + b for a, b in zip(asdict(self).values(), asdict(other).values(), strict=True)))

    @classmethod
    def from_dict(cls, data: Any) -> ZhopaInputs:
        if not isinstance(data, dict):
            raise ValueError("Zhopa rating inputs must be a mapping")
        values = {k: data.get(k, 0) for k in asdict(cls())}
        for k, v in values.items():
            if not isinstance(v, int) or isinstance(v, bool) or abs(v) > MAX_COUNT or (k != "points" and v < 0):
                raise ValueError(f"bad Zhopa rating input {k}")
        return cls(**values)


@dataclass(frozen=True)
class PlayerResult:
    """What one seat got out of a finished game."""
    name: str
    outcome: str  # "win", "draw" or "loss"
    score: Fraction | int = 0  # the game's own measure: points (Gops), balance (Guts), ...
    zhopa: ZhopaInputs | None = None


@dataclass(frozen=True)
class RecordedResults:
    """A finished game's results as the store recorded them (one per seat), and whether
    the game was assisted: what a save file carries in its optional ``results`` field."""
    results: tuple[PlayerResult, ...]
    assisted: bool = False


def _outcomes_by_score(scores: list[Fraction]) -> list[str]:
    best = max(scores)
    leaders = sum(1 for s in scores if s == best)
    return ["loss" if s != best else "win" if leaders == 1 else "draw" for s in scores]


def results_from_state(state: GameState, names: Sequence[str]) -> list[PlayerResult]:
    """One PlayerResult per seat of a finished game, worked out from its state (the
    public observation and ``returns()``): the one owner of what a game's result is.
    Gops (a game or a match): score = the player's points, outcome by the totals.
    Guts (a session): score = the final balance. Zhopa: outcome from the winners and
    losers, score = points, with the rating inputs."""
    from cardgames_qt.engine.observations import GopsObservation, ZhopaObservation
    obs = state.observation(None)
    if isinstance(obs, ZhopaObservation):
        returns = state.returns()
        out = []
        for seat, name in enumerate(names):
            st = obs.stats[seat]
            outcome = "win" if returns[seat] > 0 else "loss" if returns[seat] < 0 else "draw"
            out.append(PlayerResult(name, outcome, int(st.points),
                                    ZhopaInputs(**{k: int(getattr(st, k)) for k in ZhopaInputs.__dataclass_fields__})))
        return out
    if isinstance(obs, GopsObservation):
        scores = [Fraction(t) for t in obs.totals]
    else:
        scores = [Fraction(r) for r in state.returns()]
    return [PlayerResult(name, outcome, score)
            for name, outcome, score in zip(names, _outcomes_by_score(scores), scores, strict=True)]


@dataclass
class GameStats:
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    score_total: Fraction = Fraction(0)
    best_score: Fraction | None = None
    zhopa: ZhopaInputs | None = None

    def add(self, result: PlayerResult) -> None:
        self.played += 1
        if result.outcome == "win":
            self.won += 1
        elif result.outcome == "draw":
            self.drawn += 1
        else:
            self.lost += 1
        score = Fraction(result.score)
        self.score_total += score
        self.best_score = score if self.best_score is None else max(self.best_score, score)
        if result.zhopa is not None:
            self.zhopa = result.zhopa if self.zhopa is None else self.zhopa + result.zhopa

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"played": self.played, "won": self.won, "drawn": self.drawn,
                                "lost": self.lost, "score_total": str(self.score_total),
                                "best_score": None if self.best_score is None else str(self.best_score)}
        if self.zhopa is not None:
            data["zhopa"] = asdict(self.zhopa)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> GameStats:
        if not isinstance(data, dict):
            raise ValueError("not a mapping")
        counts = [data.get(k, 0) for k in ("played", "won", "drawn", "lost")]
        if any(not isinstance(c, int) or isinstance(c, bool) or not 0 <= c <= MAX_COUNT for c in counts):
            raise ValueError("bad counts")
        best = data.get("best_score")
        zhopa = data.get("zhopa")
        played, won, drawn, lost = counts
        return cls(played, won, drawn, lost, score_total=bounded_fraction(data.get("score_total", "0")),
                   best_score=None if best is None else bounded_fraction(best),
                   zhopa=None if zhopa is None else ZhopaInputs.from_dict(zhopa))


@dataclass
class Stats:
    #: player name -> game id -> stats
    players: dict[str, dict[str, GameStats]] = field(default_factory=dict)
    #: uids of the games already recorded, oldest first
    recorded: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "recorded": list(self.recorded),
                "players": {name: {g: s.to_dict() for g, s in games.items()}
                            for name, games in self.players.items()}}

    @classmethod
    def from_dict(cls, data: dict[str, Any], notes: list[str]) -> Stats:
        """Forgiving: an entry that cannot be read is left out and noted."""
        stats = cls()
        recorded = data.get("recorded")
        stats.recorded = [u for u in recorded if isinstance(u, str)] if isinstance(recorded, list) else []
        players = data.get("players")
        if not isinstance(players, dict):
            players = {}
        for name, games in players.items():
            if not isinstance(games, dict):
                notes.append(Message("stats.player_unreadable",
                                     "The statistics of {name} could not be read and were left "
                                     "out.", name=name))
                continue
            for game, entry in games.items():
                if game not in GAME_IDS:
                    continue
                try:
                    stats.players.setdefault(name, {})[game] = GameStats.from_dict(entry)
                except (ValueError, TypeError, ZeroDivisionError):
                    notes.append(Message("stats.game_unreadable",
                                         "The {game} statistics of {name} could not be read and "
                                         "were left out.", game=game, game_id=game, name=name))
        return stats


def _normal_name(name: Any) -> str:
    if not isinstance(name, str) or not name.strip():
        raise ValueError("every result needs a player name")
    return " ".join(name.split())


class StatsStore:
    def __init__(self, path: Path | str | None = None):
        self._path = Path(path) if path is not None else None
        #: what went wrong in the last load, for the player (empty: nothing)
        self.messages: list[str] = []

    @property
    def path(self) -> Path:
        return self._path if self._path is not None else paths.stats_path()

    # --- reading ---------------------------------------------------------------------
    def load(self) -> Stats:
        self.messages = []
        self._blocked: str | None = None
        try:
            loaded = load_with_backup(self.path, self._read, self.path.parent / "quarantine", "stats-")
        except FileNotFoundError:
            return Stats()
        except DamagedFile as exc:
            if exc.quarantined_to is None:  # still in place: recording must not write over it
                self._blocked = exc.message
                self.messages.append(exc.message)
            else:
                self.messages.append(Message("stats.file_moved", "{reason} It has been moved aside. Statistics start "
                                             "afresh.", reason=exc.message))
            return Stats()
        if loaded.from_backup and loaded.problems:
            left = [p for p in loaded.problems if p.bad_file and p.quarantined_to is None]
            if left:  # the damaged file is still in place: read from the backup, never written over
                self._blocked = left[0].message
                self.messages.append(left[0].message)
            else:
                self.messages.append(Message("stats.restored", "The statistics file was damaged and has been moved "
                                             "aside; the statistics were restored from the backup (the last game "
                                             "may be missing)."))
        return Stats.from_dict(loaded.value, self.messages)

    def players(self) -> list[str]:
        return sorted(self.load().players, key=str.casefold)

    def player_stats(self, name: str, game_id: str) -> GameStats:
        return self.load().players.get(_normal_name(name), {}).get(game_id, GameStats())

    def zhopa_rating(self, name: str) -> float | None:
        """The overall Zhopa rating (a percentage) of ``name``; None before any partie."""
        inputs = self.player_stats(name, "zhopa").zhopa
        if inputs is None or inputs.parties == 0 or inputs.required == 0:
            return None
        try:
            rating = importlib.import_module("cardgames_qt.engine.zhopa").rating
        except ImportError:  # a build without Zhopa yet
            return None
        value: float | None = rating(inputs.points, inputs.banks_discarded, inputs.banks_gained, inputs.parties,
                                     inputs.required)
        return value

    # --- recording -----------------------------------------------------------------------
    def record_game(self, uid: str, game_id: str, results: Iterable[PlayerResult]) -> bool:
        """Add a finished game's results. False (and no change) if ``uid`` was recorded already."""
        if not isinstance(uid, str) or not uid:
            raise ValueError("a finished game needs its uid")
        if game_id not in GAME_IDS:
            raise ValueError(f"unknown game id {game_id!r}")
        results = list(results)
        names = [_normal_name(r.name) for r in results]
        if not results or len(set(names)) != len(names):
            raise ValueError("results need one entry per player, each with a different name")
        for r in results:
            if r.outcome not in OUTCOMES:
                raise ValueError(f"outcome must be one of {OUTCOMES}")
            Fraction(r.score)  # TypeError/ValueError for anything that is not a number
        stats = self.load()
        if self._blocked:
            raise WriteError(Message("stats.blocked", "{reason} The game was not recorded, so as not to overwrite it.",
                                     reason=self._blocked), self.path)
        if uid in stats.recorded:
            return False
        for name, result in zip(names, results, strict=True):
            stats.players.setdefault(name, {}).setdefault(game_id, GameStats()).add(result)
        stats.recorded.append(uid)
        self._write(stats)
        return True

    def _write(self, stats: Stats) -> None:
        try:
            write_atomic(self.path, encode_json(stats.to_dict()))
        except OSError as exc:
            raise WriteError(Message("stats.write_failed", "Could not save the statistics: {reason}. The previous "
                                     "statistics are unchanged.", reason=describe_os_error(exc)), self.path) from None

    @staticmethod
    def _read(path: Path) -> dict[str, Any]:
        try:
            data = decode_json(read_limited(path))
        except TooLarge:
            raise DamagedFile(Message("stats.too_large", "The statistics file is far too large to be ours.")) from None
        except ValueError as exc:
            raise DamagedFile(Message("stats.unreadable", "The statistics file cannot be read: {reason}.",
                                      reason=exc.args[0])) from None
        except FileNotFoundError:
            raise
        except OSError as exc:
            error = DamagedFile(Message("stats.unreadable", "The statistics file cannot be read: {reason}.",
                                        reason=describe_os_error(exc)))
            error.bad_file = False
            raise error from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise DamagedFile(Message("stats.not_ours", "The statistics file is not a cardgames-qt statistics file."))
        return data
