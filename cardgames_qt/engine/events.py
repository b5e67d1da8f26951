"""Every event the engine reports, as a frozen value read by attribute.

``GameState.apply`` (and ``opening_events``, ``log_events``) returns a list of
events: what happened, in order, told to a table, the announcer and the log.
Each kind is its own frozen, slotted dataclass; :data:`Event` is their union,
narrowed with ``isinstance`` or ``match`` (``case Play(seat=s, card=c):``).
Every event has a ``kind`` (its JSON ``"type"``: ``"play"``, ``"reveal"``...) and
the ``game`` it belongs to ("" for the two every game shares, ``Resumed`` and
``TakenBack``). Two games may use the same kind for different records (Gops
and Guts both have a ``"reveal"``; Guts and Zhopa a ``"deal"``): each is its
own type (``GopsReveal``, ``GutsReveal``), so a reader never mixes them up.

Events hold only public facts: a sealed bid's value, a hidden hand and the
stock's order are never in them. Per-seat values are tuples indexed by seat,
or mappings keyed by seat (int) where only some seats take part; amounts of
Guts tokens that may be fractional are ``Fraction``.

Where an event becomes text, it does so here and only here: ``to_json()``
gives the JSON form (``{"type": kind, "game": ..., fields...}``: the dicts the
engine used to return, plus ``"game"``), and :func:`event_from_json` reads it
back into the same value. No save file and no table of the database holds
events (a game's log is rebuilt from its seed and moves), so no older form of
them has to be read.
"""
from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Literal, TypeVar

from cardgames_qt.records import record

from .errors import IllegalMove, short_repr
from .observations import Combination, PartieRecord
from .state import _to_json

if TYPE_CHECKING:  # (Guts's tokens: fractions is imported when one is read, 2 ms a Gops start spares)
    from fractions import Fraction


class BaseEvent:
    """What every event type shares: its ``kind`` and ``game``, and its JSON form."""

    __slots__ = ()
    kind: ClassVar[str] = ""
    game: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        """The event as JSON-compatible data: ``"type"`` (the kind), ``"game"`` (when
        the event is one game's), then the fields (seat keys as text, Fractions as
        their exact text, a field named like a keyword, ``from_``, without its ``_``)."""
        data: dict[str, Any] = {"type": self.kind}
        if self.game:
            data["game"] = self.game
        fields: dict[str, Any] = _to_json(self)
        data.update(fields)
        return data


# --- every game ----------------------------------------------------------------------------
@record
class Resumed(BaseEvent):
    """A table opened on a game already under way (its log is not rebuilt): how many
    moves were made, and where the game stands in the engine's own numbering (Gops:
    ``game_index``, ``round``; Guts: ``cycle``, ``hand_number``; Zhopa: ``partie``,
    ``phase``, ``trick``; every game: ``over``)."""

    kind: ClassVar[Literal["resumed"]] = "resumed"
    moves: int
    position: Mapping[str, int | str | bool]


@record
class TakenBack(BaseEvent):
    """The person's last move and the replies to it were taken back (the app's
    take-back): how many moves, and where the game stands now (as in ``Resumed``)."""

    kind: ClassVar[Literal["taken_back"]] = "taken_back"
    moves: int
    position: Mapping[str, int | str | bool]


# --- Gops ----------------------------------------------------------------------------------
@record
class BidPlaced(BaseEvent):
    """A seat sealed its bid (not which card)."""

    kind: ClassVar[Literal["bid_placed"]] = "bid_placed"
    game: ClassVar[str] = "gops"
    seat: int


@record
class GopsReveal(BaseEvent):
    """Both bids turned over: the bids (seat A's, seat B's), the prizes they were for,
    ``outcome`` "win" or "tie", the winner (None on a tie) and the points taken."""

    kind: ClassVar[Literal["reveal"]] = "reveal"
    game: ClassVar[str] = "gops"
    bids: tuple[int, int]
    pot: tuple[int, ...]
    outcome: str
    winner: int | None
    points: int


@record
class Discard(BaseEvent):
    """A tie under the "discard" rule: these prizes leave the game."""

    kind: ClassVar[Literal["discard"]] = "discard"
    game: ClassVar[str] = "gops"
    prizes: tuple[int, ...]


@record
class SetAside(BaseEvent):
    """A tie on the last bid under the "carry" rule: these prizes go to nobody."""

    kind: ClassVar[Literal["set_aside"]] = "set_aside"
    game: ClassVar[str] = "gops"
    prizes: tuple[int, ...]


@record
class Carry(BaseEvent):
    """A tie under the "carry" rule: the pot stays for the next prize."""

    kind: ClassVar[Literal["carry"]] = "carry"
    game: ClassVar[str] = "gops"
    pot: tuple[int, ...]


@record
class PrizeTurned(BaseEvent):
    """The next prize is turned face up; ``pot`` is every prize now in contention."""

    kind: ClassVar[Literal["prize_turned"]] = "prize_turned"
    game: ClassVar[str] = "gops"
    prize: int
    pot: tuple[int, ...]


@record
class GameStarted(BaseEvent):
    """A game of the match begins (``game_index`` from 0)."""

    kind: ClassVar[Literal["game_started"]] = "game_started"
    game: ClassVar[str] = "gops"
    game_index: int


@record
class GopsGameOver(BaseEvent):
    """A game of the match is over: its scores, its winner (None: a draw), the
    match's totals so far."""

    kind: ClassVar[Literal["game_over"]] = "game_over"
    game: ClassVar[str] = "gops"
    game_index: int
    scores: tuple[int, int]
    winner: int | None
    totals: tuple[int, int]


@record
class MatchOver(BaseEvent):
    """The match is over: the totals and the seats sharing the best one."""

    kind: ClassVar[Literal["match_over"]] = "match_over"
    game: ClassVar[str] = "gops"
    totals: tuple[int, int]
    winners: tuple[int, ...]


# --- Guts ----------------------------------------------------------------------------------
@record
class Declared(BaseEvent):
    """A seat sealed its declaration (not which way)."""

    kind: ClassVar[Literal["declared"]] = "declared"
    game: ClassVar[str] = "guts"
    seat: int


@record
class Ante(BaseEvent):
    """A cycle begins: ``seats`` each put ``amount`` in; the pot and the balances after."""

    kind: ClassVar[Literal["ante"]] = "ante"
    game: ClassVar[str] = "guts"
    cycle: int
    amount: int
    seats: tuple[int, ...]
    pot: int
    balances: tuple[Fraction, ...]


@record
class ToReserve(BaseEvent):
    """``amount`` went over the pot's cap into the reserve; the pot and reserve after."""

    kind: ClassVar[Literal["to_reserve"]] = "to_reserve"
    game: ClassVar[str] = "guts"
    amount: int
    pot: int
    reserve: int


@record
class GutsDeal(BaseEvent):
    """A hand is dealt: two cards each, in ``order`` (from the dealer's left)."""

    kind: ClassVar[Literal["deal"]] = "deal"
    game: ClassVar[str] = "guts"
    dealer: int
    hand_number: int
    order: tuple[int, ...]
    cards_each: int


@record
class GutsReveal(BaseEvent):
    """Every seat's declaration, shown together: "in" or "out" per seat."""

    kind: ClassVar[Literal["reveal"]] = "reveal"
    game: ClassVar[str] = "guts"
    choices: tuple[str, ...]


@record
class Showdown(BaseEvent):
    """The seats that stayed in show their cards (seat -> its two cards); the winners."""

    kind: ClassVar[Literal["showdown"]] = "showdown"
    game: ClassVar[str] = "guts"
    hands: Mapping[int, tuple[str, ...]]
    winners: tuple[int, ...]


@record
class Payout(BaseEvent):
    """The winners take the pot (``pot``): seat -> what it took."""

    kind: ClassVar[Literal["payout"]] = "payout"
    game: ClassVar[str] = "guts"
    payouts: Mapping[int, Fraction]
    pot: int


@record
class Payment(BaseEvent):
    """The losers of a showdown pay: seat -> what it paid (``amount`` each)."""

    kind: ClassVar[Literal["payment"]] = "payment"
    game: ClassVar[str] = "guts"
    payments: Mapping[int, int]
    amount: int


@record
class Refill(BaseEvent):
    """The pot is refilled from the reserve by ``amount``; the pot and reserve after."""

    kind: ClassVar[Literal["refill"]] = "refill"
    game: ClassVar[str] = "guts"
    amount: int
    pot: int
    reserve: int


@record
class DealerMoves(BaseEvent):
    """The deal passes on, from seat ``from_`` (JSON: ``"from"``) to ``dealer``."""

    kind: ClassVar[Literal["dealer_moves"]] = "dealer_moves"
    game: ClassVar[str] = "guts"
    from_: int
    dealer: int


@record
class CycleOver(BaseEvent):
    """A cycle ended (the pot and reserve are empty); the balances after it."""

    kind: ClassVar[Literal["cycle_over"]] = "cycle_over"
    game: ClassVar[str] = "guts"
    cycle: int
    balances: tuple[Fraction, ...]


@record
class SessionOver(BaseEvent):
    """The last cycle ended: the balances, and the seats sharing the best one."""

    kind: ClassVar[Literal["session_over"]] = "session_over"
    game: ClassVar[str] = "guts"
    balances: tuple[Fraction, ...]
    leaders: tuple[int, ...]


# --- Zhopa ---------------------------------------------------------------------------------
@record
class PartieStart(BaseEvent):
    """A partie begins (``partie`` from 1), dealt by ``dealer``."""

    kind: ClassVar[Literal["partie_start"]] = "partie_start"
    game: ClassVar[str] = "zhopa"
    partie: int
    dealer: int


@record
class ZhopaDeal(BaseEvent):
    """The partie's first deal: ``cards_each`` to every seat; the stock left."""

    kind: ClassVar[Literal["deal"]] = "deal"
    game: ClassVar[str] = "zhopa"
    dealer: int
    cards_each: int
    stock_count: int


@record
class Combinations(BaseEvent):
    """What each seat shows at the first deal (per seat; ``points`` 0: nothing)."""

    kind: ClassVar[Literal["combinations"]] = "combinations"
    game: ClassVar[str] = "zhopa"
    combinations: tuple[Combination, ...]


@record
class Bet(BaseEvent):
    """A seat bet "go" or "pass"."""

    kind: ClassVar[Literal["bet"]] = "bet"
    game: ClassVar[str] = "zhopa"
    seat: int
    bet: str


@record
class Lead(BaseEvent):
    """Every seat has bet: ``seat`` leads first, and why (the rules' words)."""

    kind: ClassVar[Literal["lead"]] = "lead"
    game: ClassVar[str] = "zhopa"
    seat: int
    reason: str


@record
class Play(BaseEvent):
    """A card played: its ``role`` in the trick, who holds the trick now (and with
    which card), the main suit after it and whether this card changed it."""

    kind: ClassVar[Literal["play"]] = "play"
    game: ClassVar[str] = "zhopa"
    seat: int
    card: str
    role: str
    holder: int
    holder_card: str
    main_suit: str

    @property
    def main_suit_changed(self) -> bool:
        """This card (an eight) changed the trick's main suit."""
        return self.role == "eight"

    def to_json(self) -> dict[str, Any]:
        return {**BaseEvent.to_json(self), "main_suit_changed": self.main_suit_changed}


@record
class TrickWon(BaseEvent):
    """``seat`` took trick number ``trick`` (from 1): its cards and their points
    (below zero for a trick of sixes)."""

    kind: ClassVar[Literal["trick_won"]] = "trick_won"
    game: ClassVar[str] = "zhopa"
    seat: int
    cards: tuple[str, ...]
    trick: int
    points: int


@record
class Draw(BaseEvent):
    """Each seat drew a card from the stock, in ``order``; the stock left."""

    kind: ClassVar[Literal["draw"]] = "draw"
    game: ClassVar[str] = "zhopa"
    order: tuple[int, ...]
    stock_count: int


@record
class Redeal(BaseEvent):
    """The hands ran out: ``cards_each`` dealt again from the stock; the stock left."""

    kind: ClassVar[Literal["redeal"]] = "redeal"
    game: ClassVar[str] = "zhopa"
    dealer: int
    cards_each: int
    stock_count: int


@record
class PartieOver(BaseEvent):
    """A partie is over: its public record, the same value the observation's
    ``scores_history`` then ends with (``PartieRecord``, the one owner of that shape:
    the partie's number, dealer, bets, points, targets, banks...)."""

    kind: ClassVar[Literal["partie_over"]] = "partie_over"
    game: ClassVar[str] = "zhopa"
    record: PartieRecord


@record
class ZhopaGameOver(BaseEvent):
    """The game is over: winners, losers, why (the rules' end reason), the banks."""

    kind: ClassVar[Literal["game_over"]] = "game_over"
    game: ClassVar[str] = "zhopa"
    winners: tuple[int, ...]
    losers: tuple[int, ...]
    reason: str | None
    banks: tuple[int, ...]


GopsEvent = BidPlaced | GopsReveal | Discard | SetAside | Carry | PrizeTurned | GameStarted | GopsGameOver | MatchOver
GutsEvent = (Declared | Ante | ToReserve | GutsDeal | GutsReveal | Showdown | Payout | Payment | Refill
             | DealerMoves | CycleOver | SessionOver)
ZhopaEvent = (PartieStart | ZhopaDeal | Combinations | Bet | Lead | Play | TrickWon | Draw | Redeal | PartieOver
              | ZhopaGameOver)
#: any event of any game (narrow it with isinstance or match)
Event = Resumed | TakenBack | GopsEvent | GutsEvent | ZhopaEvent

#: every event type, by (game, kind); the two every game shares under game ""
EVENT_TYPES: dict[tuple[str, str], type[BaseEvent]] = {
    (cls.game, cls.kind): cls for cls in typing.get_args(Event)}


EventT = TypeVar("EventT", bound=BaseEvent)


def _builder(cls: type[EventT]) -> Callable[..., EventT]:
    """A function that makes a ``cls`` from its fields in order, for the engine's hottest
    path (a ``Play`` per card played, a ``TrickWon`` per trick: Zhopa's speed guard counts
    them). It builds the value in a mutable twin of ``cls`` (the same slots on the same
    base), whose plain attribute stores Python runs at the speed of a dict's, then makes
    it a ``cls``: the same frozen value ``cls(...)`` makes, at about 60 % of the cost of
    even the fast ``__init__``. ``tests/engine/test_events.py`` checks both agree."""
    names = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]  # an event type is a dataclass
    body = "".join(f"    self.{n} = {n}\n" for n in names)
    scope: dict[str, Any] = {"_cls": cls}
    exec(f"def __init__(self, {', '.join(names)}):\n{body}    self.__class__ = _cls\n", scope)
    twin = type(f"_{cls.__name__}Twin", (BaseEvent,), {"__slots__": tuple(names), "__init__": scope["__init__"]})
    build: Callable[..., EventT] = twin
    return build


#: ``Play(...)`` and ``TrickWon(...)``, for the engine's hot path: the same frozen values
new_play: Callable[[int, str, str, int, str, str], Play] = _builder(Play)
new_trick_won: Callable[[int, tuple[str, ...], int, int], TrickWon] = _builder(TrickWon)

#: the kinds that close a part of a game (the end of a game, match, partie, cycle, session)
ENDINGS: frozenset[str] = frozenset({"game_over", "match_over", "partie_over", "cycle_over", "session_over"})


# --- the text edge: JSON back into the types -------------------------------------------------
def _decode(hint: Any, value: Any) -> Any:
    """``value`` (JSON data) as the type ``hint`` says; ValueError/TypeError if it is not."""
    origin = typing.get_origin(hint)
    if origin in (types.UnionType, typing.Union):
        options = typing.get_args(hint)
        if value is None and type(None) in options:
            return None
        inner = [t for t in options if t is not type(None)]
        if len(inner) == 1:
            return _decode(inner[0], value)
        if type(value) in inner and all(t in (int, str, bool) for t in inner):  # a position: int | str | bool
            return value
        raise TypeError(f"one of {', '.join(t.__name__ for t in inner)} was expected")
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, list):
            raise TypeError("a list was expected")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], v) for v in value)
        if len(args) != len(value):
            raise ValueError("a list of another length was expected")
        return tuple(_decode(t, v) for t, v in zip(args, value, strict=True))
    if origin is Mapping:
        key, item = typing.get_args(hint)
        if not isinstance(value, dict):
            raise TypeError("an object was expected")
        return {_decode(key, k if key is str else int(k)): _decode(item, v) for k, v in value.items()}
    from fractions import Fraction
    if hint is Fraction:
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise TypeError("a number was expected")
        return Fraction(value)
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        return _decode_record(hint, value)
    if hint is bool or hint is Any:
        if hint is bool and not isinstance(value, bool):
            raise TypeError("true or false was expected")
        return value
    if hint in (int, str):
        if not isinstance(value, hint) or isinstance(value, bool):
            raise TypeError(f"{hint.__name__} was expected")
        return value
    raise TypeError(f"no decoder for {hint!r}")


def _decode_record(cls: type[Any], data: Any) -> Any:
    if not isinstance(data, dict):
        raise TypeError("an object was expected")
    from fractions import Fraction  # the one name the annotations use that is not imported at run time
    hints = typing.get_type_hints(cls, localns={"Fraction": Fraction})
    values = {}
    for f in dataclasses.fields(cls):
        key = f.name.rstrip("_")
        if key not in data:
            raise ValueError(f"{key!r} is missing")
        values[f.name] = _decode(hints[f.name], data[key])
    return cls(**values)


def event_from_json(data: Any, game: str = "") -> Event:
    """The event whose JSON form is ``data`` (see ``BaseEvent.to_json``); ``game`` says
    which game's kind is meant when ``data`` does not (a ``"reveal"`` of Gops or Guts).
    IllegalMove, saying what is wrong, for anything that is not such an event."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise IllegalMove(f"This is not an event: {short_repr(data)}.")
    kind, owner = data["type"], data.get("game", game)
    if not isinstance(owner, str):
        raise IllegalMove(f"This is not an event of a game: {short_repr(data)}.")
    cls = EVENT_TYPES.get((owner, kind)) or EVENT_TYPES.get(("", kind))
    if cls is None:
        raise IllegalMove(f"This is not an event of {owner or 'a game'}: {short_repr(data)}.")
    try:
        event: Event = _decode_record(cls, data)
    except (TypeError, ValueError, ArithmeticError) as exc:
        raise IllegalMove(f"This {kind} event is damaged ({exc}): {short_repr(data)}.") from exc
    return event


__all__ = [
    "BaseEvent", "Event", "GopsEvent", "GutsEvent", "ZhopaEvent", "EVENT_TYPES", "ENDINGS", "event_from_json",
    "Resumed", "TakenBack",
    "BidPlaced", "GopsReveal", "Discard", "SetAside", "Carry", "PrizeTurned", "GameStarted", "GopsGameOver",
    "MatchOver",
    "Declared", "Ante", "ToReserve", "GutsDeal", "GutsReveal", "Showdown", "Payout", "Payment", "Refill",
    "DealerMoves", "CycleOver", "SessionOver",
    "PartieStart", "ZhopaDeal", "Combinations", "Bet", "Lead", "Play", "TrickWon", "Draw", "Redeal", "PartieOver",
    "ZhopaGameOver",
]
