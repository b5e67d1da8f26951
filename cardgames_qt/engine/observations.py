"""Every game's observation type, and the records in them: what the app, the tables
and the bots read (by attribute). Each is built in one place, its game's
``observation`` (``gops.State.observation``, ``guts.State.observation``,
``zhopa.views.observation``); this module holds only the types, so that importing
them loads no game's engine (a table opened for one game loads only that game's).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from cardgames_qt.records import record

from .errors import IllegalMove, Refusal, short_repr
from .state import Observation, _to_json

if TYPE_CHECKING:
    from fractions import Fraction

    from .zhopa.variant import Variant


# --- Gops ----------------------------------------------------------------------------------
@record
class GopsRound:
    """One resolved round: the prizes it was for, both bids, who took them."""

    pot: tuple[int, ...]
    bids: tuple[int, int]
    winner: int | None
    points: int


@record
class GopsObservation(Observation):
    """What one seat (None: a spectator) may know of a Gops match. Hands and spent
    bids are public, since spent bids lie face up; a sealed bid is private to its
    bidder (``my_bid``), and the face-down prizes are given as a sorted set.
    ``my_hand`` is what the seat may still bid; ``hands`` and ``opp_hand`` count a
    sealed bid as still held. A spectator's ``my_hand``/``opp_hand`` are empty."""

    game: ClassVar[str] = "gops"
    cards: int
    tie_rule: str
    my_hand: tuple[int, ...]
    opp_hand: tuple[int, ...]
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    prizes_left: tuple[int, ...]
    prize_pile_count: int
    pot: tuple[int, ...]
    committed: tuple[bool, bool]
    my_bid: int | None
    spent: tuple[tuple[int, ...], tuple[int, ...]]
    won: tuple[tuple[int, ...], tuple[int, ...]]
    set_aside: tuple[int, ...]
    scores: tuple[int, int]
    round: int
    rounds: tuple[GopsRound, ...]
    game_index: int
    games: int
    totals: tuple[int, int]
    game_results: tuple[tuple[int, int], ...]
    is_over: bool
    #: per value of the seat's cards (1..cards): None if it may be bid now, else why not
    refusals: Mapping[int, Refusal | None]
    #: each seat's sealed bid: set only for a replay of a finished game, where nothing
    #: is secret any more (the engine itself never sets it)
    open_bids: tuple[int | None, ...] | None = None


# --- Guts ----------------------------------------------------------------------------------
@record
class GutsHand:
    """The public record of one settled hand (per-seat tuples, seats by index)."""

    hand_number: int
    cycle: int
    dealer: int
    choices: tuple[str, ...]                        # "in" / "out" per seat
    outcome: str
    shown: tuple[tuple[str, str] | None, ...]       # the cards shown at a showdown, per seat
    winners: tuple[int, ...]
    losers: tuple[int, ...]
    payouts: tuple[Fraction | None, ...]            # what each winner took
    payments: tuple[int | None, ...]                # what each loser paid
    pot_before: int
    reserve_before: int
    pot_after: int
    reserve_after: int
    to_reserve: int
    refill: int
    cycle_over: bool
    balances_after: tuple[Fraction, ...]

    @classmethod
    def _from_record(cls, r: dict[str, Any]) -> GutsHand:
        """The typed form of a record as the state keeps (and saves) it."""
        from fractions import Fraction
        return cls(
            r["hand_number"], r["cycle"], r["dealer"], tuple(r["choices"]), r["outcome"],
            tuple(None if h is None else (h[0], h[1]) for h in r["shown"]),
            tuple(r["winners"]), tuple(r["losers"]),
            tuple(None if p is None else Fraction(p) for p in r["payouts"]), tuple(r["payments"]),
            r["pot_before"], r["reserve_before"], r["pot_after"], r["reserve_after"],
            r["to_reserve"], r["refill"], r["cycle_over"], tuple(Fraction(b) for b in r["balances_after"]))

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = _to_json(self)
        return data


@record
class GutsObservation(Observation):
    """What one seat (None: a spectator) may know of a Guts session: its own two
    cards, who has declared (not what), the pot, reserve and balances, and the
    public record of the last settled hand."""

    game: ClassVar[str] = "guts"
    players: int
    my_hand: tuple[str, ...]
    dealer: int
    pot: int
    reserve: int
    cap: int
    ante: int
    balances: tuple[Fraction, ...]
    declared: tuple[bool, ...]
    my_choice: str | None
    cycle: int
    cycles: int
    hand_number: int
    over: bool
    last_hand: GutsHand | None
    #: per choice ("in", "out"): None if the seat may declare it now, else why not
    refusals: Mapping[str, Refusal | None]
    #: every seat's hand: set only for a replay of a finished game shown with every
    #: card open (the engine itself never sets it)
    open_hands: tuple[tuple[str, ...], ...] | None = None
    #: each seat's sealed declaration: set only for a replay of a finished game, where
    #: nothing is secret any more (the engine itself never sets it)
    open_choices: tuple[str | None, ...] | None = None


# --- Zhopa ---------------------------------------------------------------------------------
@record
class Combination:
    """What one seat showed at the partie's first deal: the points it scores, the
    kinds ("K+Q", "J+Q"), the cards shown, and whether the hand is of one suit."""

    points: int
    kinds: tuple[str, ...]
    cards: tuple[str, ...]
    one_suit: bool

    @classmethod
    def _from_record(cls, c: Mapping[str, Any]) -> Combination:
        return cls(c["points"], tuple(c["kinds"]), tuple(c["cards"]), c["one_suit"])


@record
class TrickCard:
    """One card of a trick: who played it and the role it has now ("main",
    "beaten", "trump"... as the rules' resolution names it)."""

    seat: int
    card: str
    role: str


@record
class LastTrick:
    """The last complete trick of the partie and who took it."""

    trick: tuple[TrickCard, ...]
    winner: int


@record
class TargetTable:
    """The points a "go" and a "pass" bet must reach (JSON: ``{"go", "pass"}``)."""

    go: int
    pass_: int

    def for_bet(self, bet: str) -> int:
        return self.go if bet == "go" else self.pass_


@record
class PartieRecord:
    """The public result of one finished partie (per-seat tuples)."""

    partie: int
    dealer: int
    bets: tuple[str, ...]
    card_points: tuple[int, ...]
    combination_points: tuple[int, ...]
    points: tuple[int, ...]
    targets: tuple[int, ...]
    reached: tuple[bool, ...]
    bank_changes: tuple[int, ...]
    banks: tuple[int, ...]

    @classmethod
    def _from_record(cls, r: Mapping[str, Any]) -> PartieRecord:
        return cls(r["partie"], r["dealer"], tuple(r["bets"]), tuple(r["card_points"]),
                   tuple(r["combination_points"]), tuple(r["points"]), tuple(r["targets"]),
                   tuple(r["reached"]), tuple(r["bank_changes"]), tuple(r["banks"]))


@record
class SeatStats:
    """One seat's running totals over the game (what its rating is computed from)."""

    points: int
    banks_discarded: int
    banks_gained: int
    parties: int
    required: int

    @classmethod
    def _from_record(cls, r: Mapping[str, Any]) -> SeatStats:
        return cls(r["points"], r["banks_discarded"], r["banks_gained"], r["parties"], r["required"])


@record
class ZhopaObservation(Observation):
    """What one seat (None: a spectator) may know of a Zhopa game: the public
    table plus the seat's own hand. Holds nothing hidden: no other hand, no
    stock order, no seed or generator state. Shown combination cards, bets,
    tricks and won piles are public in the game, so they are here."""

    game: ClassVar[str] = "zhopa"
    players: int
    variant: Variant
    my_hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    dealer: int
    leader: int | None
    opening_leader: int | None
    to_act: int | None
    legal: tuple[str, ...]
    #: per card of the seat's hand: None if it may be played now, else why not
    refusals: Mapping[str, Refusal | None]
    trump_mode: str
    trump_suits: tuple[str, ...]
    #: per seat, the suits that are trumps for that seat -> "trump" / "senior" / "junior"
    trumps: tuple[Mapping[str, str], ...]
    must_beat: bool
    refill: str
    phase: str
    bets: tuple[str | None, ...]
    combinations: tuple[Combination, ...]
    target_table: TargetTable
    targets: tuple[int | None, ...]
    trick: tuple[TrickCard, ...]
    main_suit: str | None
    main_suit_changed: bool
    trick_holder: int | None
    last_trick: LastTrick | None
    stock_count: int
    won: tuple[tuple[str, ...], ...]
    won_counts: tuple[int, ...]
    card_points: tuple[int, ...]
    points: tuple[int, ...]
    played_cards: tuple[str, ...]
    played_by: tuple[int, ...]
    tricks_done: int
    banks: tuple[int, ...]
    partie_number: int
    max_parties: int
    scores_history: tuple[PartieRecord, ...]
    stats: tuple[SeatStats, ...]
    ratings: tuple[float, ...]
    winners: tuple[int, ...]
    losers: tuple[int, ...]
    end_reason: str | None
    #: every seat's hand: set only for a replay of a finished game shown with every
    #: card open (the engine itself never sets it)
    open_hands: tuple[tuple[str, ...], ...] | None = None


#: the observation of any of the three games (narrow it with isinstance, or ``narrow``)
AnyObservation = GopsObservation | GutsObservation | ZhopaObservation

ObsT = TypeVar("ObsT", bound=Observation)


def narrow(obs: Any, kind: type[ObsT]) -> ObsT:
    """``obs`` as its game's own observation type; IllegalMove if it is another game's
    (a table or a wording module of one game handed another game's observation)."""
    if not isinstance(kind, type) or not issubclass(kind, Observation) or not isinstance(obs, kind):
        raise IllegalMove(f"This is not the observation needed here: {short_repr(obs)}.")
    return obs


def any_observation(obs: Any) -> AnyObservation:
    """``obs`` as one of the three games' observation types (IllegalMove otherwise)."""
    if not isinstance(obs, (GopsObservation, GutsObservation, ZhopaObservation)):
        raise IllegalMove(f"This is not an observation of a game: {short_repr(obs)}.")
    return obs


__all__ = [
    "AnyObservation", "Observation", "Refusal", "narrow", "any_observation",
    "GopsObservation", "GopsRound",
    "GutsObservation", "GutsHand",
    "ZhopaObservation", "Combination", "TrickCard", "LastTrick", "TargetTable", "PartieRecord", "SeatStats",
]
