"""A replay of a game: step through its moves from the view of any seat.

Built from a save's fields (game, variant, seed, history), it replays the
moves through the engine into its own states: the game it shows is never
touched (it holds a copy of the history and no reference to any session).
Every CHECKPOINT moves a state is kept, so a step back or a jump replays at
most that many moves.

Marks: where each round (Gops), hand (Guts) or trick (Zhopa) begins, for a
slider and for "jump to round 5". Views: the observation of any seat at any
step; all seats' observations (every card open) only once the game shown is
over, so a replay of a game in progress never shows a hand its seat could not.
"""
from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import Any

from cardgames_qt.engine.events import CycleOver, Event, GopsGameOver, PartieOver
from cardgames_qt.engine.observations import AnyObservation, any_observation
from cardgames_qt.engine.registry import new_state
from cardgames_qt.engine.registry import replay as replay_game
from cardgames_qt.engine.state import GameState
from cardgames_qt.records import dataclass

CHECKPOINT = 32
#: the part a decision belongs to: the Gops game of a match, the Guts cycle, the Zhopa partie
PART_KEY = {"gops": "game_index", "guts": "cycle", "zhopa": "partie"}
#: the unit a mark steps through
MARK_KEY = {"gops": "round", "guts": "hand_number", "zhopa": "trick"}


@dataclass(frozen=True)
class PartLimit:
    """How a part's end is shown: the engine is told that this part is the last one (the
    variant's ``field`` set to the part's number plus ``offset``), so it stops there instead
    of dealing the next; then the observation says the real count again (``restore``) and
    that the whole game goes on (``going_on``). ``event``: the event that ends a part."""
    field: str
    offset: int
    restore: tuple[str, ...]
    going_on: dict[str, Any]
    event: type[GopsGameOver | CycleOver | PartieOver]


PART_LIMIT = {"gops": PartLimit("games", 1, ("games",), {"is_over": False}, GopsGameOver),
              "guts": PartLimit("cycles", 0, ("cycles",), {"over": False}, CycleOver),
              # the partie is over (phase "over": nobody acts), the game is not: nobody has won
              "zhopa": PartLimit("max_parties", 0, ("max_parties", "variant"),
                                 {"winners": (), "losers": (), "end_reason": None}, PartieOver)}


def position(state: GameState) -> dict[str, Any]:
    """Where the game stands (round, hand or trick), as the engine says it when
    a table opens on a resumed game."""
    return dict(state._position())  # the engine's own numbering (the "resumed" event's)


@dataclass(frozen=True)
class Mark:
    step: int  # moves applied before it
    part: int  # game of a match / cycle / partie (the engine's numbers)
    number: int  # round / hand / trick number within the game (the engine's numbers)


class ReplayModel:
    def __init__(self, game_id: str, variant: dict[str, Any] | None, seed: int, history: list[list[Any]]):
        self.game_id = game_id
        self.variant = dict(variant or {})
        self.seed = seed
        self.history = [list(h) for h in history]  # a copy: the source game is never touched
        final = replay_game(game_id, self.variant, seed, self.history)  # IllegalMove if the save is bad
        self.num_players = final.num_players
        self.finished = final.is_terminal()
        #: the seats to act after the last move (app/visibility.py: whose turn it is)
        self.acting = () if self.finished else tuple(final.acting_seats())
        self._checkpoints: dict[int, GameState] = {}
        self.marks: list[Mark] = []
        self._positions: list[dict[str, Any]] = []  # where the game stood before each move
        self._index(new_state(game_id, self.variant, seed))
        self._step = 0
        self._state = self._checkpoints[0].clone()
        self._ended: GameState | None = None  # the part's end as it was, at a step that ended one

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> ReplayModel:
        """From a save record (``GameSession.record()`` / the store's)."""
        return cls(record["game"], record.get("variant"), int(record["seed"]), record.get("history") or [])

    def _index(self, state: GameState) -> None:
        last = None
        for step in range(len(self.history) + 1):
            if step % CHECKPOINT == 0:
                self._checkpoints[step] = state.clone()
            where = position(state)
            self._positions.append(where)
            key = (where.get(PART_KEY[self.game_id]), where.get(MARK_KEY[self.game_id]))
            if key != last and not where.get("over"):
                self.marks.append(Mark(step, int(key[0] or 0), int(key[1] or 0)))
                last = key
            if step < len(self.history):
                state.apply(*self.history[step])

    # --- moving ---------------------------------------------------------------------
    @property
    def steps(self) -> int:
        """The number of moves: steps run from 0 (the start) to this (the end)."""
        return len(self.history)

    @property
    def step(self) -> int:
        return self._step

    def go_to(self, step: int) -> None:
        step = max(0, min(int(step), self.steps))
        if step < self._step or step - self._step > CHECKPOINT:
            base = step - step % CHECKPOINT
            self._state, self._step = self._checkpoints[base].clone(), base
        while self._step < step:
            self._state.apply(*self.history[self._step])
            self._step += 1
        self._ended = self._end_of_part()

    def _end_of_part(self) -> GameState | None:
        """At a step whose move ended a part (a Gops game of a match, a Guts cycle, a Zhopa
        partie) and the engine went on to the next one: that move played by an engine told
        that this part is the last, so its state is the part's end as the table showed it
        (final scores, won prizes, spent bids, banks; no next deal). None elsewhere."""
        limit = PART_LIMIT.get(self.game_id)
        if limit is None or self._state.is_terminal() or self.part_ended() is None:
            return None
        base = (self._step - 1) - (self._step - 1) % CHECKPOINT  # the state one move back
        before = self._checkpoints[base].clone()
        for move in self.history[base:self._step - 1]:
            before.apply(*move)
        part = position(before)[PART_KEY[self.game_id]]
        before.variant = replace(before.variant, **{limit.field: int(part) + limit.offset})
        before.apply(*self.history[self._step - 1])
        return before if before.is_terminal() else None

    def forward(self) -> bool:
        if self._step >= self.steps:
            return False
        self.go_to(self._step + 1)
        return True

    def back(self) -> bool:
        if self._step <= 0:
            return False
        self.go_to(self._step - 1)
        return True

    def jump(self, number: int, part: int | None = None) -> bool:
        """To the start of round / hand / trick ``number`` (of ``part``, else of the
        current part). False if there is no such mark."""
        part = self.where().get(PART_KEY[self.game_id]) if part is None else part
        for m in self.marks:
            if m.number == number and m.part == part:
                self.go_to(m.step)
                return True
        return False

    def next_mark(self) -> bool:
        """To the start of the next round / hand / trick (False at the last one)."""
        later = [m.step for m in self.marks if m.step > self._step]
        if not later:
            return False
        self.go_to(later[0])
        return True

    def previous_mark(self) -> bool:
        """To the start of this round / hand / trick, or of the one before when
        already there (False at the start of the game)."""
        earlier = [m.step for m in self.marks if m.step < self._step]
        if not earlier:
            return False
        self.go_to(earlier[-1])
        return True

    def mark_at(self) -> int:
        """Index into ``marks`` of the round / hand / trick the current step is in."""
        index = 0
        for i, m in enumerate(self.marks):
            if m.step <= self._step:
                index = i
        return index

    # --- looking ----------------------------------------------------------------------
    @property
    def shown(self) -> GameState:
        """The game as the table shows this step: the state, except at a step that ended a
        part, where it is that part's end (see :meth:`_end_of_part`). Read it only."""
        return self._ended if self._ended is not None else self._state

    def where(self) -> dict[str, Any]:
        return position(self._state)

    def where_of_last_move(self) -> dict[str, Any]:
        """Where the move that led to this step was made (the round, hand or trick it belongs
        to: the move that completes round 1 is round 1's, although the game then stands in
        round 2); at the start, where the game starts."""
        return dict(self._positions[max(0, self._step - 1)])

    @property
    def state(self) -> GameState:
        """The game at this step (the replay's own copy: read it, never apply to it)."""
        return self._state

    def part_ended(self) -> int | None:
        """The part (Gops game, Guts cycle, Zhopa partie; the engine's number) that the
        move leading here ended, or None. The step after a game's last move is also the
        start of the next one: it is shown as the end of the one that was played."""
        if self._step == 0:
            return None
        if self._state.is_terminal():
            return self.where().get(PART_KEY[self.game_id])
        here = [m for m in self.marks if m.step == self._step]
        before = [m for m in self.marks if m.step < self._step]
        if here and before and here[0].part != before[-1].part:
            return before[-1].part
        return None

    def last_move(self) -> list[Any] | None:
        """``[seat, action]`` of the move that led to this step (None at the start)."""
        return list(self.history[self._step - 1]) if self._step else None

    def observation(self, seat: int | None) -> AnyObservation:
        """What ``seat`` knew at this step (None: a spectator); at the end of a part, what it
        saw then: that part over, the whole game not."""
        if self._ended is None:
            return any_observation(self._state.observation(seat))
        limit = PART_LIMIT[self.game_id]
        real = self._state.observation(seat)
        return any_observation(dataclasses.replace(self._ended.observation(seat),
                                                   **{f: getattr(real, f) for f in limit.restore},
                                                   **limit.going_on))

    def log_events(self) -> list[Event]:
        """The public story up to this step; at the end of a part, up to that part's end
        (the next part's opening belongs to the step after)."""
        events = list(self._state.log_events())
        if self._ended is not None:
            kind = PART_LIMIT[self.game_id].event
            last = max(i for i, e in enumerate(events) if isinstance(e, kind))
            events = events[:last + 1]
        return events

    def open_observations(self) -> list[AnyObservation]:
        """Every seat's view at this step: all cards open. Only for a finished game."""
        if not self.finished:
            raise PermissionError("the cards are shown open only once the game is over")
        return [self.observation(s) for s in range(self.num_players)]
