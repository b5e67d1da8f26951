"""The game catalogue: what each game is and which settings it takes.

Every game module defines a ``GAME_INFO`` (a :class:`GameInfo`) built from the
same constants its ``Variant`` validation uses, so the settings dialog, the
start page, the menus, the command line and the settings file can never offer
a value the engine refuses. Labels are English source strings ("label keys"):
the UI translates them (Qt context ``"Catalogue"``); the engine stays plain
Python.

This module imports no game: ``GAME_IDS`` is enough to list the games, and
:func:`game_info` imports one game module only when its details are wanted
(start-up opens one game without loading the others).
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from cardgames_qt.records import dataclass

from .errors import IllegalMove, short_repr
from .inputs import as_int, as_mapping

#: every game, in the order the start page and the menus show them
GAME_IDS = ("gops", "guts", "zhopa")

#: each game's name and start-page summary (label keys): its ``GAME_INFO`` takes
#: them from here, so the start page and the menus name the games without
#: importing any of them
TITLES = {
    "gops": ("Gops", "Two players bid secretly with a suit of cards for the diamonds turned one by one. "
                     "The higher bid takes the prize; every bid is spent. Most prize points wins."),
    "guts": ("Guts", "2–10 players get two cards each and all declare in or out at the same moment. "
                     "The best hand that is in takes the pot; every other player who was in matches it."),
    "zhopa": ("Zhopa", "A Russian trick-taking game for 2–4 with a 36-card deck, its own beating rules, "
                       "trumps per player, go/pass bets and banks. Shed all your banks to win."),
}

#: each game's name as every message in English writes it (the one table of them)
GAME_NAMES = {game: TITLES[game][0] for game in GAME_IDS}

INT, CHOICE, BOOL, SUITS = "int", "choice", "bool", "suits"


@dataclass(frozen=True)
class Choice:
    value: Any
    label: str  # label key


@dataclass(frozen=True)
class Field:
    """One variant setting: ``kind`` is INT (``low``..``high``; ``high`` None:
    no upper limit), CHOICE (one of ``choices``), BOOL, or SUITS (``"random"``
    or a list of suit letters, checked by the Variant as a whole)."""
    name: str
    kind: str
    label: str  # label key
    low: int | None = None
    high: int | None = None
    choices: tuple[Choice, ...] = ()
    note: str = ""  # a short hint key shown beside the field ("" for none)

    def values(self) -> tuple[Any, ...]:
        return tuple(c.value for c in self.choices)


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str  # label key: "Gops"
    summary: str  # label key: a sentence or two for the start page
    min_players: int
    max_players: int
    fields: tuple[Field, ...]

    @property
    def player_field(self) -> str | None:
        """The variant field holding the player count (None: always ``min_players``)."""
        return "players" if any(f.name == "players" for f in self.fields) else None

    def field(self, name: str) -> Field:
        """The setting called ``name``; IllegalMove if the game has none."""
        for f in self.fields:
            if isinstance(name, str) and f.name == name:
                return f
        raise IllegalMove(f"{self.name} has no setting {short_repr(name)}.")

    def players(self, variant: dict[str, Any] | None) -> int:
        """Seats at a table of this game with ``variant`` (defaults where absent)."""
        if self.player_field is None:
            return self.min_players
        players = as_mapping({} if variant is None else variant, "settings").get("players", self.default("players"))
        return as_int(players, "number of players", self.min_players, self.max_players)

    def default(self, name: str) -> Any:
        """The default value of the setting ``name``."""
        return getattr(_module(self.id).Variant(), self.field(name).name)


def game_info(game_id: str) -> GameInfo:
    """The catalogue entry of one game (imports that game's engine only)."""
    if not isinstance(game_id, str) or game_id not in GAME_IDS:
        raise IllegalMove("unknown_game", given=short_repr(game_id))
    info: GameInfo = _module(game_id).GAME_INFO
    return info


def all_games() -> list[GameInfo]:
    return [game_info(g) for g in GAME_IDS]


def _module(game_id: str) -> ModuleType:
    return importlib.import_module(f"cardgames_qt.engine.{game_id}")
