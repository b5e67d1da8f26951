"""A game at the table: state, seats, commands, autosave. No Qt here.

Every user intent and every computer move arrives as ``submit(seat, action)``.
The session asks the engine (which refuses illegal moves without changing
anything), appends the move, autosaves, and tells its listeners what
happened. Widgets never touch the engine; they read observations built for
the seat that is looking at the table.
"""
from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from typing import Any, Callable

from ..engine import IllegalMove
from ..engine.registry import game_module, new_state
from ..engine.state import SIMULTANEOUS, TERMINAL, GameState

HUMAN = "human"
COMPUTER = "computer"


@dataclass
class Seat:
    name: str
    kind: str = HUMAN  # HUMAN or COMPUTER
    bot: str | None = None  # bot id for computer seats

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "bot": self.bot}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Seat":
        kind = d.get("kind", HUMAN)
        if kind not in (HUMAN, COMPUTER):
            raise IllegalMove(f"Unknown seat kind {kind!r}.")
        name = str(d.get("name") or "Player")[:40]
        return cls(name=name, kind=kind, bot=d.get("bot"))


Listener = Callable[[list[dict[str, Any]]], None]


@dataclass
class GameSession:
    game_id: str
    variant: dict[str, Any]
    seats: list[Seat]
    seed: int
    state: GameState
    uid: str = field(default_factory=lambda: uuid.uuid4().hex)
    store: Any = None  # a SaveStore, or None for no autosave
    listeners: list[Listener] = field(default_factory=list)
    last_save_error: str | None = None

    # --- making one ---------------------------------------------------------------
    @classmethod
    def start(cls, game_id: str, variant: dict[str, Any] | None, seats: list[Seat], seed: int | None = None,
              store: Any = None) -> "GameSession":
        mod = game_module(game_id)
        v = mod.Variant.from_dict(variant or {})
        if seed is None:
            import random
            seed = random.SystemRandom().randrange(2**31)
        state = new_state(game_id, v.to_dict(), seed)
        if len(seats) != state.num_players:
            raise IllegalMove(f"This table needs {state.num_players} seats, not {len(seats)}.")
        session = cls(game_id, v.to_dict(), list(seats), seed, state, store=store)
        session.autosave()
        return session

    @classmethod
    def from_record(cls, record: dict[str, Any], state: GameState, store: Any = None) -> "GameSession":
        seats = [Seat.from_dict(s) for s in record.get("seats", [])]
        if len(seats) != state.num_players:
            seats = [Seat(f"Player {chr(65 + i)}") for i in range(state.num_players)]
        return cls(record["game"], dict(record.get("variant") or {}), seats, int(record["seed"]), state,
                   uid=str(record.get("uid") or uuid.uuid4().hex), store=store)

    def record(self) -> dict[str, Any]:
        """What a save holds: enough to replay the game through the engine."""
        return {
            "game": self.game_id,
            "variant": self.variant,
            "seats": [s.to_dict() for s in self.seats],
            "seed": self.seed,
            "history": [list(h) for h in self.state.history],
            "uid": self.uid,
        }

    # --- who acts -------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.state.current_player() == TERMINAL

    @property
    def simultaneous(self) -> bool:
        return self.state.current_player() == SIMULTANEOUS

    def acting_seats(self) -> list[int]:
        return [] if self.is_over else list(self.state.acting_seats())

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def acting_humans(self) -> list[int]:
        return [s for s in self.acting_seats() if self.seats[s].is_human]

    def acting_computers(self) -> list[int]:
        return [s for s in self.acting_seats() if not self.seats[s].is_human]

    def observation(self, seat: int | None) -> dict[str, Any]:
        return self.state.observation(seat)

    def legal_actions(self, seat: int) -> list[Any]:
        return self.state.legal_actions(seat)

    # --- commands ---------------------------------------------------------------
    def submit(self, seat: int, action: Any) -> list[dict[str, Any]]:
        """Apply one move. IllegalMove (with the engine's message) changes nothing."""
        events = self.state.apply(seat, action)
        self.autosave()
        for listener in list(self.listeners):
            listener(events)
        return events

    def autosave(self) -> None:
        if self.store is None:
            return
        try:
            if self.is_over:
                # a finished game is not continued: "Continue" disappears
                self.store.clear_autosave(self.game_id)
            else:
                self.store.autosave(self.game_id, self.record())
            self.last_save_error = None
        except Exception as exc:  # noqa: BLE001 - a failing disk must not stop the game
            self.last_save_error = str(exc) or exc.__class__.__name__
