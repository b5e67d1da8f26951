"""Guts: two cards each, everybody declares "in" or "out" at once, and every
loser of a showdown must match the pot (rules: docs/rules/guts.md).

A :class:`State` is a whole *session*: several cycles, each opened by an ante
from everyone and closed when the active pot and the reserve are both empty.
The only decisions are the sealed in/out declarations, so the state is always
SIMULTANEOUS until the session is over; shuffling and dealing happen inside
the engine with the seeded :class:`~cardgames_qt.engine.state.Rng`.

Interpretations where the rules are silent (see the report and guts.md):
seat 0 deals the first hand; "clockwise" is increasing seat number; the cards
are dealt one at a time, starting left of the dealer; balances may go negative.

Tokens are exact: balances are :class:`fractions.Fraction` (split pots), pot
and reserve stay ints because only whole payments ever reach them. In JSON
(saves, observations, events) a Fraction is a string such as ``"7/2"``.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import asdict, fields
from fractions import Fraction
from math import lcm
from typing import Any

from cardgames_qt.records import dataclass

from ._shapes import ANY, BOOL, Either, Int, ListOf, Match, OneOf, Record, Shape, shape_problem
from .cards import Card, full_deck, parse_card
from .catalogue import INT, TITLES, Field, GameInfo
from .errors import IllegalMove, Refusal, clip, short_repr
from .events import (
    Ante,
    CycleOver,
    DealerMoves,
    Declared,
    Event,
    GutsDeal,
    GutsReveal,
    Payment,
    Payout,
    Refill,
    SessionOver,
    Showdown,
    ToReserve,
)
from .inputs import _require, as_int, check_json, check_saved_state
from .movelog import own_history
from .observations import GutsHand, GutsObservation
from .state import SIMULTANEOUS, TERMINAL, GameState, Rng

__all__ = ["GAME_ID", "Variant", "State", "new_state", "compare_hands", "hand_key", "settle", "Settlement"]

GAME_ID = "guts"
IN, OUT = "in", "out"
CHOICES = (IN, OUT)
_DECK = tuple(full_deck())  # suit by suit, ranks ascending: shuffled afresh for every hand
_DECK_SET = frozenset(_DECK)
#: the public records of this many latest hands are kept (the table shows the last one);
#: older hands live on in the counters and the balance points, so a session's state
#: stays the same size however long it runs
RECENT_HANDS = 100
#: at most this many balance points for the chart: past it, every other point goes and
#: the points are kept every 2nd, 4th, ... hand
MAX_POINTS = 2048


# --- comparing hands ------------------------------------------------------------
def _hand(cards: Any) -> tuple[Card, Card]:
    """Two distinct cards, or IllegalMove."""
    if isinstance(cards, (str, bytes)) or not isinstance(cards, (list, tuple, set, frozenset)):
        raise IllegalMove(f"A Guts hand is two cards, e.g. ['QS', 'QH'], not {short_repr(cards)}.")
    if len(cards) != 2:
        raise IllegalMove(f"A Guts hand is exactly two cards, not {len(cards)}.")
    parsed = tuple(parse_card(c) for c in cards)
    if len(parsed) != 2:
        raise IllegalMove(f"A Guts hand is exactly two cards, not {len(parsed)}.")
    if parsed[0] == parsed[1]:
        raise IllegalMove(f"A hand cannot hold the {parsed[0].name} twice.")
    return parsed[0], parsed[1]


def hand_key(cards: Any) -> tuple[int, int, int]:
    """A sort key for a hand: any pair above any non-pair, then ranks, high first.

    Suits are deliberately absent: they never break ties, and two suited or
    consecutive cards are no flush or straight.
    """
    a, b = _hand(cards)
    high, low = max(a.rank, b.rank), min(a.rank, b.rank)
    return (1 if high == low else 0, high, low)


def compare_hands(a: Any, b: Any) -> int:
    """1 if hand ``a`` beats ``b``, -1 if ``b`` beats ``a``, 0 if they are equal."""
    ka, kb = hand_key(a), hand_key(b)
    return (ka > kb) - (ka < kb)


# --- settlement ------------------------------------------------------------------
@dataclass(frozen=True)
class Settlement:
    """What one hand's declarations did to the pot, the reserve and the players."""
    outcome: str                  # "nobody_in", "one_in" or "showdown"
    winners: tuple[int, ...]      # who took (a share of) the pot, sorted
    losers: tuple[int, ...]       # who was in and lost the showdown, sorted
    payouts: dict[int, Fraction]  # winners only; {} if nothing was won
    payments: dict[int, int]      # losers only; {} if nobody paid
    pot: int                      # the next active pot
    reserve: int                  # the next reserve
    to_reserve: int               # excess of the payments above the cap
    refill: int                   # moved from the reserve into the emptied pot
    cycle_over: bool              # pot and reserve are both empty


def _amount(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise IllegalMove(f"The {what} must be a whole number of tokens, not {short_repr(value)}.")
    if value < 0:
        raise IllegalMove(f"The {what} cannot be negative ({short_repr(value)}).")
    return value


def _seat(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise IllegalMove(f"{short_repr(value)} is not a seat (seats are numbers 0, 1, 2, ...).")
    return value


MAX_SEATS = 52 // 2  # one deck deals two cards to at most 26 seats


def settle(pot: int, reserve: int, cap: int, hands: dict[int, Any], staying: Iterable[int]) -> Settlement:
    """Settle one hand (guts.md "Outcomes" and "Settlement — match the pot").

    ``pot`` is the active pot P, ``reserve`` the reserve R, ``cap`` the cap C;
    ``hands`` maps seats to two cards and holds every seat in ``staying`` (the
    seats that are in). Pure: no deck, no randomness, nothing mutated.
    """
    pot, reserve, cap = _amount(pot, "pot"), _amount(reserve, "reserve"), _amount(cap, "pot cap")
    if cap < 1:
        raise IllegalMove("The pot cap must be at least 1 token.")
    if not isinstance(hands, dict):
        raise IllegalMove("The hands must map each seat to its two cards.")
    if not isinstance(staying, (list, tuple, set, frozenset, dict)) or len(staying) > MAX_SEATS:
        raise IllegalMove("The seats that are in must be given as a set of seat numbers.")
    if len(hands) > MAX_SEATS:
        raise IllegalMove(f"There are at most {MAX_SEATS} hands at a table.")
    staying = {_seat(s) for s in staying}
    keys: dict[int, tuple[int, int, int]] = {}
    holder: dict[Card, int] = {}
    for seat, cards in hands.items():
        seat = _seat(seat)
        for card in _hand(cards):
            if card in holder:
                raise IllegalMove(f"The {card.name} is dealt twice "
                                  f"(seats {short_repr(holder[card])} and {short_repr(seat)}).")
            holder[card] = seat
        keys[seat] = hand_key(cards)
    missing = sorted(staying - keys.keys())
    if missing:
        raise IllegalMove(f"Seat {short_repr(missing[0])} is in but has no hand to show.")

    if not staying:  # nobody in: nothing changes at all, not even the reserve
        return Settlement("nobody_in", (), (), {}, {}, pot, reserve, 0, 0, pot == 0 and reserve == 0)
    if len(staying) == 1:  # takes the pot without showing
        outcome, winners = "one_in", tuple(staying)
    else:
        outcome = "showdown"
        best = max(keys[s] for s in staying)
        winners = tuple(sorted(s for s in staying if keys[s] == best))
    losers = tuple(sorted(staying - set(winners)))
    # An empty pot gives nothing and asks nothing: only real amounts are listed.
    payouts = {s: Fraction(pot, len(winners)) for s in winners} if pot else {}
    payments = {s: pot for s in losers} if pot else {}
    paid = pot * len(losers)  # each loser matches P: P is never divided nor grown
    if paid:
        # The reserve is untouched when losers paid, even below the cap.
        next_pot = min(paid, cap)
        to_reserve, refill = paid - next_pot, 0
        next_reserve = reserve + to_reserve
    else:
        # The pot was taken and nobody paid: refill it from the reserve.
        refill = min(cap, reserve)
        next_pot, next_reserve, to_reserve = refill, reserve - refill, 0
    return Settlement(outcome, winners, losers, payouts, payments, next_pot, next_reserve,
                      to_reserve, refill, next_pot == 0 and next_reserve == 0)


# --- settings --------------------------------------------------------------------
_PLAYERS = (2, 10)
_LIMITS: dict[str, tuple[int, int | None]] = {"players": _PLAYERS, "ante": (1, None), "pot_cap": (1, None),
                                              "cycles": (1, 50)}
_WHAT = {"players": "number of players", "ante": "ante", "pot_cap": "pot cap", "cycles": "number of cycles"}


@dataclass(frozen=True)
class Variant:
    players: int = 4
    ante: int = 1
    pot_cap: int = 20
    cycles: int = 3

    def __post_init__(self) -> None:
        for name, (low, high) in _LIMITS.items():
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise IllegalMove(f"The {_WHAT[name]} must be a whole number, not {short_repr(value)}.")
            if value < low or (high is not None and value > high):
                span = f"{low} to {high}" if high is not None else f"at least {low}"
                if name == "players":
                    raise IllegalMove(f"Guts is played by {span} players, not {short_repr(value)}.")
                raise IllegalMove(f"The {_WHAT[name]} must be {span}, not {short_repr(value)}.")

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> Variant:
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise IllegalMove("Guts settings must be a mapping of names to values.")
        check_json(data, "The Guts settings", max_depth=4)
        return cls(**{f.name: data[f.name] for f in fields(cls) if f.name in data})

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# --- the session -----------------------------------------------------------------
def _fracs(values: Iterable[Fraction]) -> list[str]:
    return [str(v) for v in values]


def _exact_sum(values: list[Fraction]) -> Fraction:
    """The sum of Fractions over one common denominator (fast, still exact)."""
    den = lcm(*(v.denominator for v in values))
    return Fraction(sum(v.numerator * (den // v.denominator) for v in values), den)


class State(GameState):
    """A Guts session: cycles of hands; always SIMULTANEOUS until it is over."""

    variant: Variant

    game_id = GAME_ID

    def __init__(self, variant: Variant | dict[str, Any] | None = None, seed: int | None = None):
        self.variant = variant if isinstance(variant, Variant) else Variant.from_dict(variant)
        self.rng = Rng(seed)
        self.seed = self.rng.seed_value
        self.history: list[list[Any]] = []
        n = self.variant.players
        self.balances = [Fraction(0)] * n
        self.pot = 0
        self.reserve = 0
        self.dealer = 0  # interpretation: seat 0 deals the first hand
        self.cycle = 0
        self.hand_number = 0
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.undealt: list[str] = list(_DECK)
        self.choices: list[str | None] = [None] * n
        # The public records of the latest hands (RECENT_HANDS), how many hands and cycles
        # are settled, and the balances after every ``stride``-th hand (the chart's points).
        self.records: list[dict[str, Any]] = []
        self.settled = 0
        self.cycles_done = 0
        self.points: list[list[str]] = []
        self.stride = 1
        self.over = False
        self._opening: list[Event] | None = self._start_cycle() + self._deal()

    def _start_events(self) -> list[Event]:
        """The events of the session's start (first ante, first deal)."""
        opening = self._opening
        if opening is None:  # a loaded game: the same seed opens the same way
            opening = self._opening = State(self.variant, self.seed)._start_events()
        return list(opening)  # frozen values: shared, never changed

    def _position(self) -> dict[str, Any]:
        return {"cycle": self.cycle, "hand_number": self.hand_number, "over": self.over}

    # --- who acts ---------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.variant.players

    def current_player(self) -> int:
        return TERMINAL if self.over else SIMULTANEOUS

    def acting_seats(self) -> list[int]:
        return [] if self.over else [s for s, c in enumerate(self.choices) if c is None]

    def legal_actions(self, seat: int) -> list[str]:
        if self.over or type(seat) is not int or not 0 <= seat < self.num_players:
            return []
        return list(CHOICES) if self.choices[seat] is None else []

    def returns(self) -> list[Fraction]:
        return list(self.balances)

    # --- acting -------------------------------------------------------------------
    def _check(self, seat: int, action: Any) -> str:
        choice = action.strip().lower() if isinstance(action, str) else None
        if choice not in CHOICES:
            raise IllegalMove("not_in_or_out", given=short_repr(action))
        if self.choices[seat] is not None:
            raise IllegalMove("already_declared")
        return choice

    def _do(self, seat: int, action: str) -> list[Event]:
        self.choices[seat] = action
        events: list[Event] = [Declared(seat)]
        if all(c is not None for c in self.choices):
            events += self._resolve()
        return events

    def _start_cycle(self) -> list[Event]:
        """Everyone antes; over the cap the excess goes to the reserve."""
        n, ante, cap = self.num_players, self.variant.ante, self.variant.pot_cap
        self.cycle += 1
        self.balances = [b - ante for b in self.balances]
        total = self.pot + ante * n  # the pot is empty here: a cycle starts only then
        self.pot = min(total, cap)
        excess = total - self.pot
        self.reserve += excess
        events: list[Event] = [Ante(self.cycle, ante, tuple(range(n)), self.pot, tuple(self.balances))]
        if excess:
            events.append(ToReserve(excess, self.pot, self.reserve))
        return events

    def deal_order(self) -> list[int]:
        """Seats in dealing order: from the dealer's left, clockwise, dealer last."""
        n = self.num_players
        return [(self.dealer + 1 + i) % n for i in range(n)]

    def _deal(self) -> list[Event]:
        """Shuffle the whole deck; two cards each, one at a time; the rest unused."""
        deck = list(_DECK)
        self.rng.shuffle(deck)
        order = self.deal_order()
        self.hands = [[] for _ in order]
        for i, seat in enumerate(order + order):
            self.hands[seat].append(deck[i])
        self.undealt = deck[2 * len(order):]
        self.choices = [None] * len(order)
        self.hand_number += 1
        return [GutsDeal(self.dealer, self.hand_number, tuple(order), 2)]

    def _resolve(self) -> list[Event]:
        n = self.num_players
        choices = list(self.choices)
        staying = [s for s in range(n) if choices[s] == IN]
        result = settle(self.pot, self.reserve, self.variant.pot_cap,
                        {s: self.hands[s] for s in staying}, staying)
        events: list[Event] = [GutsReveal(tuple(c or OUT for c in choices))]  # (every seat has declared)
        # Only a showdown shows cards; one player in takes the pot unseen.
        shown = {s: list(self.hands[s]) for s in staying} if result.outcome == "showdown" else {}
        if shown:
            events.append(Showdown({s: tuple(cards) for s, cards in shown.items()}, tuple(result.winners)))
        for seat, amount in result.payouts.items():
            self.balances[seat] += amount
        for seat, paid in result.payments.items():
            self.balances[seat] -= paid
        if result.payouts:
            events.append(Payout(dict(result.payouts), self.pot))
        if result.payments:
            events.append(Payment(dict(result.payments), self.pot))
        if result.to_reserve:
            events.append(ToReserve(result.to_reserve, result.pot, result.reserve))
        if result.refill:
            events.append(Refill(result.refill, result.pot, result.reserve))
        self.records.append({
            "hand_number": self.hand_number, "cycle": self.cycle, "dealer": self.dealer,
            "choices": choices, "outcome": result.outcome,
            "shown": [shown.get(s) for s in range(n)],
            "winners": list(result.winners), "losers": list(result.losers),
            "payouts": [str(result.payouts[s]) if s in result.payouts else None for s in range(n)],
            "payments": [result.payments.get(s) for s in range(n)],
            "pot_before": self.pot, "reserve_before": self.reserve,
            "pot_after": result.pot, "reserve_after": result.reserve,
            "to_reserve": result.to_reserve, "refill": result.refill,
            "cycle_over": result.cycle_over, "balances_after": _fracs(self.balances),
        })
        self._count_hand(result.cycle_over)
        self.pot, self.reserve = result.pot, result.reserve
        old = self.dealer
        self.dealer = (old + 1) % n  # after every hand, "nobody in" too
        self.choices = [None] * n
        events.append(DealerMoves(old, self.dealer))
        if result.cycle_over:
            events.append(CycleOver(self.cycle, tuple(self.balances)))
            if self.cycle >= self.variant.cycles:
                self.over = True
                best = max(self.balances)
                events.append(SessionOver(tuple(self.balances),
                                          tuple(s for s, b in enumerate(self.balances) if b == best)))
                return events
            events += self._start_cycle()
        return events + self._deal()

    def _count_hand(self, cycle_over: bool) -> None:
        """A hand is settled (its record is the last one): count it, keep its balance
        point if it falls on the stride, forget the oldest record past RECENT_HANDS."""
        self.settled += 1
        self.cycles_done += cycle_over
        if self.settled % self.stride == 0:
            self.points.append(self.records[-1]["balances_after"])
            if len(self.points) > MAX_POINTS:
                self.points = self.points[1::2]  # hands 2s, 4s, ...: every (2s)-th hand
                self.stride *= 2
        if len(self.records) > RECENT_HANDS:
            del self.records[0]

    # --- views ----------------------------------------------------------------------
    def observation(self, seat: int | None) -> GutsObservation:
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)
                                 or not 0 <= seat < self.num_players):
            raise IllegalMove("no_such_seat", given=short_repr(seat))
        return GutsObservation(
            seat=seat, players=self.num_players,
            my_hand=tuple(self.hands[seat]) if seat is not None else (),
            dealer=self.dealer, pot=self.pot, reserve=self.reserve,
            cap=self.variant.pot_cap, ante=self.variant.ante,
            balances=tuple(self.balances),
            declared=tuple(c is not None for c in self.choices),
            my_choice=self.choices[seat] if seat is not None else None,
            cycle=self.cycle, cycles=self.variant.cycles,
            hand_number=self.hand_number, over=self.over,
            # only what the seat needs now: the balance history grows with every hand,
            # so it is a separate query (balance_history), never part of each observation
            last_hand=GutsHand._from_record(self.records[-1]) if self.records else None,
            refusals={} if seat is None else {c: self._refusal(seat, c) for c in CHOICES},
        )

    def _refusal(self, seat: int, choice: str) -> Refusal | None:
        """None if ``seat`` may declare ``choice`` now, else the refusal."""
        try:
            self._validate(seat, choice)
        except IllegalMove as exc:
            return exc.as_refusal()
        return None

    @property
    def balance_history(self) -> list[list[Fraction]]:
        """Balances at the session start (all 0), then after each settled hand
        (before the ante of a cycle it ended): one row per point of a chart.
        Past MAX_POINTS hands, after every ``stride``-th hand and the last one."""
        rows = list(self.points)
        if self.settled % self.stride:
            rows.append(self.records[-1]["balances_after"])
        return [[Fraction(0)] * self.num_players] + [[Fraction(b) for b in r] for r in rows]

    @property
    def hands_played(self) -> int:
        """How many hands of the session are settled."""
        return self.settled

    def hand_records(self) -> list[GutsHand]:
        """The public records of the latest settled hands (at most RECENT_HANDS), oldest first."""
        return [GutsHand._from_record(r) for r in self.records]

    def check_invariants(self) -> None:
        n, v = self.num_players, self.variant
        _require(len(self.balances) == len(self.hands) == len(self.choices) == n,
                 "an invariant fails")
        # Every card in exactly one place: a hand or the unused rest of the deck.
        places = [c for h in self.hands for c in h] + self.undealt
        _require(all(len(h) == 2 for h in self.hands), "every seat holds two cards")
        _require(len(places) == 52 and set(places) == _DECK_SET,
                 "52 cards, each in exactly one place")
        # Tokens are conserved exactly and sit where the rules allow.
        _require(all(type(b) is Fraction for b in self.balances), "an invariant fails")
        _require(_exact_sum(self.balances) + self.pot + self.reserve == 0, "tokens conserved")
        _require(0 <= self.pot <= v.pot_cap and self.reserve >= 0, "an invariant fails")
        # Tokens reach the reserve only above a full pot, and a taken pot is
        # refilled from it up to the cap: so a reserve means a full pot.
        _require(self.reserve == 0 or self.pot == v.pot_cap, "a reserve only beside a full pot")
        done, settled = self.cycles_done, self.settled
        _require(0 <= done <= settled and len(self.records) == min(settled, RECENT_HANDS),
                 "an invariant fails")
        _require(self.stride >= 1 and self.stride & (self.stride - 1) == 0,
                 "the stride is a power of two")
        _require(len(self.points) == settled // self.stride <= MAX_POINTS, "an invariant fails")
        _require(all(isinstance(p, list) and len(p) == n for p in self.points),
                 "an invariant fails")
        _require(self.over == (done == v.cycles), "an invariant fails")
        _require(self.dealer == settled % n, "the deal moves one seat after every hand")
        _require(len(self.history) == n * settled + sum(c is not None for c in self.choices),
                 "an invariant fails")
        if self.over:
            _require(self.pot == 0 and self.reserve == 0 and self.choices == [None] * n,
                     "an invariant fails")
            _require(self.hand_number == settled and self.cycle == v.cycles, "an invariant fails")
        else:
            _require(self.pot > 0, "a cycle in progress always has a pot")
            _require(None in self.choices and all(c in (None, *CHOICES) for c in self.choices),
                     "an invariant fails")
            _require(self.hand_number == settled + 1 and self.cycle == done + 1, "an invariant fails")
        # The balances follow the last hand's record (checked as each hand is
        # settled, so every record is checked once in a playout).
        last = self.records[-1] if self.records else None
        if last is None:
            _require(self.balances == [-v.ante] * n, "only the first ante has been paid")
        elif last["cycle_over"]:
            _require(last["pot_after"] == last["reserve_after"] == 0, "an invariant fails")
            before = [Fraction(b) for b in last["balances_after"]]
            _require(_exact_sum(before) == 0, "balances sum to zero at the end of a cycle")
            ante = 0 if self.over else v.ante  # a new cycle opened with a fresh ante
            _require(self.balances == [b - ante for b in before], "balances follow the record")
        else:
            _require((last["pot_after"], last["reserve_after"]) == (self.pot, self.reserve),
                     "an invariant fails")
            _require(last["pot_after"] > 0, "the cycle goes on while a pot is left")
            _require(_fracs(self.balances) == last["balances_after"], "balances follow the record")

    # --- persistence ------------------------------------------------------------------
    def to_dict(self, history: bool = True) -> dict[str, Any]:
        data = {
            "game": GAME_ID, "variant": self.variant.to_dict(), "seed": self.seed,
            "rng": self.rng.to_dict(),
            "balances": _fracs(self.balances), "pot": self.pot, "reserve": self.reserve,
            "dealer": self.dealer, "cycle": self.cycle, "hand_number": self.hand_number,
            "hands": [list(h) for h in self.hands], "undealt": list(self.undealt),
            "choices": list(self.choices), "records": [_copy_record(r) for r in self.records],
            "settled": self.settled, "cycles_done": self.cycles_done,
            "points": [list(p) for p in self.points], "stride": self.stride,
            "over": self.over,
        }
        if history:
            data["history"] = [list(h) for h in self.history]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        """The session a save describes; IllegalMove unless every field has its shape
        (saved_shape) and the whole holds every invariant."""
        check_saved_state(data, GAME_ID)
        if "variant" not in data:
            raise IllegalMove("damaged_save", game=GAME_ID, detail="its settings are missing")
        variant = Variant.from_dict(data["variant"])
        problem = shape_problem(data, saved_shape(variant.players, legacy="settled" not in data))
        if problem:
            raise IllegalMove("damaged_save", game=GAME_ID, detail=clip(problem))
        s = cls.__new__(cls)
        s.variant = variant
        s.rng = Rng.from_dict(data["rng"])
        s.seed = data["seed"]
        s.history = own_history(data["history"])
        s.balances = [Fraction(b) for b in data["balances"]]
        s.pot, s.reserve = data["pot"], data["reserve"]
        s.dealer, s.cycle, s.hand_number = data["dealer"], data["cycle"], data["hand_number"]
        s.hands = [list(h) for h in data["hands"]]
        s.undealt = list(data["undealt"])
        s.choices = list(data["choices"])
        records = [_copy_record(r) for r in data["records"]]
        if "settled" in data:
            s.records = records
            s.settled, s.cycles_done = data["settled"], data["cycles_done"]
            s.points = [list(p) for p in data["points"]]
            s.stride = data["stride"]
        else:  # a state written before sessions were kept compact: every record
            s.records, s.settled, s.cycles_done, s.points, s.stride = [], 0, 0, [], 1
            for record in records:
                s.records.append(record)
                s._count_hand(record["cycle_over"])
        s.over = data["over"]
        s._opening = None
        try:
            s.check_invariants()
        except AssertionError as exc:
            raise IllegalMove("damaged_save", game=GAME_ID, detail=clip(str(exc) or "an invariant fails")) from None
        return s


_FRACTION = re.compile(r"-?[0-9]{1,30}(/[1-9][0-9]{0,29})?")  # str(Fraction): "3", "-7/2"


def saved_shape(players: int, legacy: bool = False) -> Shape:
    """The shape of a saved session of ``players`` seats (``legacy``: written before
    sessions kept only their latest records, without the counters)."""
    n = as_int(players, "number of players", *_LIMITS["players"])
    seat, card, frac = Int(0, n - 1), OneOf(*_DECK), Match(_FRACTION)
    tokens, choice = Int(0, 10**15), OneOf(None, IN, OUT)

    def per_seat(item: Shape) -> Shape:
        return ListOf(item, n, n)
    record = Record(hand_number=Int(1, 10**15), cycle=Int(1, 10**6), dealer=seat, choices=per_seat(choice),
                    outcome=OneOf("nobody_in", "one_in", "showdown"),
                    shown=per_seat(Either(OneOf(None), ListOf(card, 2, 2))), winners=ListOf(seat, 0, n),
                    losers=ListOf(seat, 0, n), payouts=per_seat(Either(OneOf(None), frac)),
                    payments=per_seat(Either(OneOf(None), tokens)), pot_before=tokens, reserve_before=tokens,
                    pot_after=tokens, reserve_after=tokens, to_reserve=tokens, refill=tokens, cycle_over=BOOL,
                    balances_after=per_seat(frac))
    fields = dict(variant=ANY, rng=ANY, seed=ANY, history=ANY, balances=per_seat(frac), pot=tokens,
                  reserve=tokens, dealer=seat, cycle=Int(0, 10**6), hand_number=Int(0, 10**15),
                  hands=per_seat(ListOf(card, 2, 2)), undealt=ListOf(card, 0, len(_DECK)), choices=per_seat(choice),
                  records=ListOf(record, 0, 10**7 if legacy else RECENT_HANDS), over=BOOL)
    if not legacy:
        fields.update(settled=Int(0, 10**15), cycles_done=Int(0, 10**6), stride=Int(1, 2**62),
                      points=ListOf(per_seat(frac), 0, MAX_POINTS))
    return Record(**fields)


_RECORD_LISTS = ("choices", "winners", "losers", "payouts", "payments", "balances_after")


def _copy_record(record: dict[str, Any]) -> dict[str, Any]:
    """A copy that shares no list with the state (records hold lists of scalars,
    and "shown" a list of two-card lists or None)."""
    copy = dict(record)
    for key in _RECORD_LISTS:
        copy[key] = list(record[key])
    copy["shown"] = [None if h is None else list(h) for h in record["shown"]]
    return copy


def new_state(variant: Variant | dict[str, Any] | None = None, seed: int | None = None) -> State:
    """A new session: the first ante is paid and the first hand dealt."""
    if not isinstance(variant, Variant):
        variant = Variant.from_dict(variant)
    return State(variant, seed)


# the catalogue entry: ranges from the same _LIMITS Variant checks against
GAME_INFO = GameInfo(
    GAME_ID, *TITLES[GAME_ID],
    *_PLAYERS,
    tuple(Field(name, INT, label, *_LIMITS[name]) for name, label in (
        ("players", "Players"), ("ante", "Ante"), ("pot_cap", "Pot cap"), ("cycles", "Cycles in a session"))))
