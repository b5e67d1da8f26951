"""A replay as the tables read a game: the session surface, read-only, over a ReplayModel.

The tables draw a :class:`~cardgames_qt.app.session.GameSession` (observation,
seats, who acts, the log). A replay is drawn by the same tables: this object
answers the same questions from the replay model's step, and refuses every
move (nothing is ever played in a replay; the game replayed is never touched).

The view "all cards open" (a finished game only, ``open_view``) is the spectator's
observation with every seat's hand added as ``open_hands``: the tables draw those
face up.
"""
from __future__ import annotations

import dataclasses
from typing import Any, NoReturn

from cardgames_qt.app import visibility
from cardgames_qt.app.replay.replay_model import ReplayModel
from cardgames_qt.app.session import Seat
from cardgames_qt.engine import IllegalMove
from cardgames_qt.engine.events import Event
from cardgames_qt.engine.observations import AnyObservation, GopsObservation, GutsObservation, ZhopaObservation
from cardgames_qt.engine.state import TERMINAL, GameState


class ReplaySession:
    read_only = True
    last_save_error: str | None = None
    assisted = False
    db_id = None
    store = None

    def __init__(self, model: ReplayModel, seats: list[Seat]):
        self.model = model
        self.game_id = model.game_id
        self.variant = dict(model.variant)
        self.seed = model.seed
        self.seats = list(seats)
        #: the spectator's view shows every hand (set only for a finished game)
        self.open_view = False
        while len(self.seats) < model.num_players:
            self.seats.append(Seat(f"Player {len(self.seats) + 1}", default=("player", len(self.seats) + 1)))

    @property
    def state(self) -> GameState:
        """The game as the table shows this step (a part's end at the step that ended it)."""
        return self.model.shown

    @property
    def move_count(self) -> int:
        return self.model.step

    @property
    def is_over(self) -> bool:
        """The whole game is over at this step (a part's end is not)."""
        return self.model.state.current_player() == TERMINAL

    # --- who acts (to show it: nobody may act here) -----------------------------------
    def acting_seats(self) -> list[int]:
        return list(self.state.acting_seats())  # none at a part's end or the game's

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def acting_humans(self) -> list[int]:
        return [s for s in self.acting_seats() if self.seats[s].is_human]

    def acting_computers(self) -> list[int]:
        return [s for s in self.acting_seats() if not self.seats[s].is_human]

    def legal_actions(self, seat: int) -> list[Any]:
        return []  # read-only: no card is playable, no button acts

    # --- what is seen --------------------------------------------------------------------
    def observation(self, seat: int | None) -> AnyObservation:
        obs = self.model.observation(seat)
        if seat is None and self.open_view and isinstance(obs, (GutsObservation, ZhopaObservation)):
            # PermissionError unless the game is over: an open view is never built before
            hands = tuple(o.my_hand for o in self.model.open_observations()
                          if isinstance(o, (GutsObservation, ZhopaObservation)))
            obs = dataclasses.replace(obs, open_hands=hands)
        return self._open_bids(obs)

    def _open_bids(self, obs: AnyObservation) -> AnyObservation:
        """Once the game is over nothing is secret (app/visibility.py's open_view): a Gops bid
        placed but not yet turned over, a Guts declaration not yet shown down, at this step,
        are shown from every view (``open_bids``, ``open_choices``)."""
        table = visibility.Table(self.model.num_players, (), finished=self.model.finished)
        if not visibility.open_view(table):
            return obs
        if isinstance(obs, GopsObservation) and any(obs.committed):
            bids = tuple(o.my_bid for o in self.model.open_observations() if isinstance(o, GopsObservation))
            return dataclasses.replace(obs, open_bids=bids)
        if isinstance(obs, GutsObservation) and any(obs.declared):
            choices = tuple(o.my_choice for o in self.model.open_observations() if isinstance(o, GutsObservation))
            return dataclasses.replace(obs, open_choices=choices)
        return obs

    def log_events(self) -> list[Event]:
        """The public story up to this step (what the table's log shows)."""
        return self.model.log_events()

    def moves(self) -> list[list[Any]]:
        return [list(h) for h in self.model.history[:self.model.step]]

    def submit(self, seat: int, action: Any) -> NoReturn:
        raise IllegalMove("A replay only shows the game: nothing can be played in it.")

    def mark_assisted(self) -> None:
        pass
