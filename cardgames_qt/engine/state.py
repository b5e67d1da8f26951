"""The common game-state protocol, in the style of OpenSpiel.

A state answers who acts (one seat, several seats at once, or nobody when
the game is over), which actions each seat may take, and applies them.
Simultaneous decisions (Gops bids, Guts in/out) are *sealed commitments*:
each seat commits on its own; the round resolves when the last one commits.

Actions are small JSON values (an int bid, ``"in"``/``"out"``, a card
string ``"QS"``, ``"go"``/``"pass"``), so a save is simply the seed, the
variant and the action history. ``apply`` validates before it changes
anything: an illegal action raises :class:`IllegalMove` and leaves the state
byte-for-byte as it was. It returns a list of *events* (frozen values of
``engine.events``, each with a ``kind``) that tell a user interface what
happened, in order.

Hidden information: :meth:`observation` builds the view of one seat, holding
only what that seat may know, as a frozen value of the game's own
:class:`Observation` type (``GopsObservation``, ``GutsObservation``,
``ZhopaObservation``): every layer reads its attributes, never string keys;
``to_json()`` gives the JSON form where text is wanted. Views of the table for
a person or a bot are built from an observation, never from the state.
"""
from __future__ import annotations

import copy
import dataclasses
import json
import random
import sys
from abc import ABC, abstractmethod
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from cardgames_qt.records import record

from .errors import IllegalMove, short_repr
from .inputs import as_seed

if TYPE_CHECKING:
    from .events import Event

SIMULTANEOUS = -2
TERMINAL = -4

Action = Any  # int | str: JSON-compatible


def _to_json(value: Any) -> Any:
    """``value`` (an observation, a record in it, or plain data) as JSON-compatible
    data: records become dicts (a field named like a keyword, ``pass_``, without
    its ``_``; settings by their own ``to_dict``), tuples lists, Fractions their
    exact text ("3/2"), mapping keys text (as JSON writes them)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if not isinstance(value, Observation) and hasattr(value, "to_dict"):
            return value.to_dict()  # a game's settings (Variant)
        out: dict[str, Any] = {"game": value.game} if isinstance(value, Observation) else {}
        for f in dataclasses.fields(value):
            out[f.name.rstrip("_")] = _to_json(getattr(value, f.name))
        return out
    if isinstance(value, (list, tuple)):
        return [_to_json(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _to_json(v) for k, v in value.items()}
    fractions = sys.modules.get("fractions")  # (not loaded: nothing is a Fraction; Gops never loads it)
    if fractions is not None and isinstance(value, fractions.Fraction):
        return str(value)
    return value


@record
class Observation:
    """What one seat (``seat``; None: a spectator) may know of a game: the base of
    each game's frozen observation type. Built in one place per game (its
    state's ``observation``); read by attribute everywhere."""

    game: ClassVar[str] = ""
    seat: int | None

    def player(self) -> int:
        """The seat this observation is for: a player's (a bot's, a coach's) own;
        IllegalMove for a spectator's, which has none."""
        if self.seat is None:
            raise IllegalMove("no_such_seat", given="a spectator")
        return self.seat

    def to_json(self) -> dict[str, Any]:
        """The observation as JSON-compatible data (``"game"`` first)."""
        data: dict[str, Any] = _to_json(self)
        return data


class GameState(ABC):
    """Base class of every game's state (Gops game, Guts session, Zhopa game)."""

    game_id: ClassVar[str] = ""

    #: every applied action, in order, as ``[seat, action]``
    history: list[list[Any]]
    #: the game's settings (its own Variant) and the seed its generator started from
    variant: Any
    seed: int

    @abstractmethod
    def __init__(self, variant: Any = None, seed: int | None = None) -> None:
        """Each game's state takes its settings and a seed (None: drawn at random)."""

    # --- who acts -----------------------------------------------------------
    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @abstractmethod
    def current_player(self) -> int:
        """A seat, or SIMULTANEOUS, or TERMINAL."""

    @abstractmethod
    def acting_seats(self) -> list[int]:
        """Seats that may act now (for simultaneous phases: those not yet committed)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Sorted legal actions for ``seat`` now; ``[]`` when it may not act."""

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    @abstractmethod
    def returns(self) -> list[Any]:
        """Each seat's result so far (points, balance, or +1/0/-1 for win/draw/loss)."""

    # --- acting ---------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply one seat's action (a move, or a sealed simultaneous choice)."""
        return self._commit(seat, self._validate(seat, action))

    def _validate(self, seat: int, action: Action) -> Action:
        """The action in canonical form if ``seat`` may take it now; changes nothing."""
        if self.is_terminal():
            raise IllegalMove("game_over", what="moves")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.num_players:
            raise IllegalMove("no_such_seat", given=short_repr(seat))
        return self._check(seat, action)  # raises IllegalMove, changes nothing

    def _commit(self, seat: int, action: Action) -> list[Event]:
        self.history.append([seat, action])
        return self._do(seat, action)

    def apply_action(self, action: Action) -> list[Event]:
        """OpenSpiel-style: apply ``action`` for the current (single) player."""
        seat = self.current_player()
        if seat == SIMULTANEOUS:
            raise IllegalMove("simultaneous_phase")
        return self.apply(seat, action)

    def apply_actions(self, joint: dict[int, Action]) -> list[Event]:
        """Apply one action per acting seat; all are checked before any is applied.

        No copy of the state: the sealed commitments of one round are
        independent (each seat's check reads only that seat's own hand and
        commitment), and a sequential game has one acting seat, so checking
        every action against the state as it stands is the same as checking
        them one after another.
        """
        if not isinstance(joint, dict) or any(k.__class__ is not int for k in joint):
            raise IllegalMove("joint_not_mapping")  # (True == 1: a bool is no seat)
        acting = self.acting_seats()
        if len(joint) != len(acting) or set(joint) != set(acting):
            raise IllegalMove("one_action_per_seat", seats=sorted(acting))
        checked = [(seat, self._validate(seat, joint[seat])) for seat in sorted(acting)]
        events: list[Event] = []
        for seat, action in checked:
            events += self._commit(seat, action)
        return events

    @abstractmethod
    def _check(self, seat: int, action: Action) -> Action:
        """Validate; return the action in canonical form. Must not mutate."""

    @abstractmethod
    def _do(self, seat: int, action: Action) -> list[Event]:
        """Apply a validated action."""

    # --- views ------------------------------------------------------------------
    @abstractmethod
    def observation(self, seat: int | None) -> Observation:
        """What ``seat`` may know (``None``: a spectator, who sees only public
        information), as the game's frozen observation type."""

    def opening_events(self) -> list[Event]:
        """The events a table shows when it opens on this state: for a new game,
        the events of its start (the first deal, ante, prize...), which come from
        no move; for a resumed one, a single ``resumed`` event saying where the
        game stands (round, hand or trick). The rest is in :meth:`observation`."""
        if not self.history:
            return self._start_events()
        from .events import Resumed  # (events.py imports this module)
        return [Resumed(len(self.history), self._position())]

    def log_events(self) -> Iterator[Event]:
        """The public events of the whole game so far, in order, as a table saw
        them: replayed from the seed (so Continue and Load can rebuild a log)."""
        fresh = type(self)(self.variant, self.seed)
        yield from fresh.opening_events()
        for seat, action in self.history:
            yield from fresh.apply(seat, action)

    @abstractmethod
    def _start_events(self) -> list[Event]:
        """The events of a new game's start (computed from the seed alone)."""

    @abstractmethod
    def _position(self) -> dict[str, Any]:
        """Where the game stands, for the ``resumed`` event."""

    def check_invariants(self) -> None:
        """Raise AssertionError if the state breaks a rule-level invariant
        (every card in exactly one place, tokens conserved, ...)."""
        return  # a hook, not abstract: a game whose types already say it all checks nothing more

    # --- persistence ------------------------------------------------------------
    @abstractmethod
    def to_dict(self, history: bool = True) -> dict[str, Any]:
        """The whole state as JSON-compatible data; ``history=False`` leaves out the
        moves (a save store that keeps them apart writes a snapshot that way)."""

    @classmethod
    @abstractmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState: ...

    def clone(self) -> GameState:
        return copy.deepcopy(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return type(self) is type(other) and self.to_dict() == other.to_dict()

    def __hash__(self) -> int:  # states are mutable; hash by identity
        return id(self)

    def fingerprint(self) -> str:
        """Canonical JSON of the whole state (tests compare these byte for byte)."""
        return json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))


# --- seeded randomness whose position is saved with the game --------------------------------
# ``random.Random`` is deterministic for a given seed on every machine; its full state (625
# ints) is stored as JSON so that a saved game resumes with the generator exactly where it was.
class Rng(random.Random):
    def __init__(self, seed: int | None = None):
        seed = as_seed(seed)
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        self.seed_value = seed
        super().__init__(seed)

    def __reduce__(self) -> tuple[Any, ...]:
        # random.Random pickles/copies by class() + setstate, which would lose
        # the seed; keep it so clone() and deepcopy give an equal state
        return (_restore, (self.seed_value, self.getstate()))

    def to_dict(self) -> dict[str, Any]:
        version, internal, gauss = self.getstate()
        return {"seed": self.seed_value, "state": [version, list(internal), gauss]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rng:
        if not isinstance(data, dict) or not isinstance(data.get("state"), list) or len(data["state"]) != 3 \
                or as_seed(data.get("seed")) is None:
            raise IllegalMove("The saved random generator is damaged.")
        rng = cls(data["seed"])
        version, internal, gauss = data["state"]
        if not isinstance(internal, list) or len(internal) != 625 or \
                not all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < 2**32 for x in internal) \
                or internal[-1] > 624:  # the last number is the position in the other 624
            raise IllegalMove("The saved random generator is damaged.")
        if version != 3 or not (gauss is None or isinstance(gauss, float)):
            raise IllegalMove("The saved random generator is damaged.")
        rng.setstate((version, tuple(internal), gauss))
        return rng


def _restore(seed: int, state: Any) -> Rng:
    rng = Rng(seed)
    rng.setstate(state)
    return rng
