"""Guts: observation + events -> what the table draws and says. No Qt.

Values and codes only; the table words them. Seats are indices (the table
names them). Nothing here decides a rule: who may declare is the engine's
legal list, the settlement is read from the engine's events.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import field
from fractions import Fraction
from typing import Any

from cardgames_qt.engine.events import (
    Ante,
    CycleOver,
    DealerMoves,
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
from cardgames_qt.engine.observations import GutsHand, GutsObservation
from cardgames_qt.engine.state import GameState
from cardgames_qt.records import dataclass

Line = tuple[str, dict[str, Any]]


def choice_of(choices: Sequence[str | None], seat: int) -> str | None:
    """A seat's choice from a reveal event or a hand's record (per seat; None: none yet)."""
    return choices[seat] if seat < len(choices) else None


@dataclass
class SeatView:
    seat: int
    balance: Fraction
    dealer: bool
    tag: str            # "in" | "out" (the viewer's own choice) | "open_in" | "open_out" (a finished
    #                     game's replay: anyone's) | "declared" | "thinking" | "deciding" | ""
    last: Line          # what this seat did in the last hand
    hand: list[str | None]  # a card face up, or None face down
    shown: list[str]    # cards shown at the last showdown
    winner: bool
    active: bool        # the viewer's seat while it may declare


@dataclass
class GutsView:
    seats: list[SeatView]
    pot: Fraction
    reserve: Fraction
    cap: int
    cycle: int
    cycles: int
    hand_number: int
    over: bool
    can_declare: bool
    my_choice: str | None
    status: Line = ("", {})
    leaders: list[int] = field(default_factory=list)


def present(obs: GutsObservation, *, viewer: int | None, humans: set[int], acting: list[int], legal: list[str],
            thinking: set[int], dealt: list[int] | None = None, table: dict[str, Any] | None = None,
            gate_open: bool = True) -> GutsView:
    """``dealt``: cards of the new hand each seat holds so far (a deal being shown), else all.
    ``table``: pot and reserve (and balances) of an earlier moment being shown (a settlement,
    a cycle summary): the table shows the state the moment describes, not the next ante."""
    n = obs.players
    over = obs.over
    last = obs.last_hand
    # a cycle's summary shows the balances it describes, before the next cycle's ante
    balances = [Fraction(b) for b in (table["balances"] if table and "balances" in table else obs.balances)]
    acting_set = set(acting)
    can = (viewer is not None and viewer in humans and "in" in legal and gate_open and dealt is None)
    shown_all = last.shown if last is not None else ()
    winners = set(last.winners) if last is not None else set()
    seats = []
    for seat in range(n):
        count = 0 if over else (2 if dealt is None else dealt[seat])
        hand: list[str | None] = list(obs.my_hand[:count]) if viewer == seat else [None] * count
        if obs.open_hands:  # a finished game's replay, every card open
            hand = list(obs.open_hands[seat][:count])
        held = shown_all[seat] if seat < len(shown_all) else None
        shown: list[str] = list(held) if held else []
        seats.append(SeatView(seat, balances[seat], obs.dealer == seat and not over,
                              _tag(obs, seat, viewer, thinking), last_line(last, seat), hand, list(shown),
                              seat in winners and bool(shown), viewer == seat and seat in acting_set and not over))
    pot = Fraction(table["pot"]) if table and "pot" in table else Fraction(obs.pot)
    reserve = Fraction(table["reserve"]) if table and "reserve" in table else Fraction(obs.reserve)
    cycle = table["cycle"] if table and "cycle" in table else obs.cycle
    hand_number = table["hand_number"] if table and "hand_number" in table else obs.hand_number
    best = max(balances)
    view = GutsView(seats, pot, reserve, obs.cap, min(cycle, obs.cycles), obs.cycles,
                    hand_number, over, can, obs.my_choice if viewer is not None else None,
                    leaders=[s for s in range(n) if balances[s] == best])
    if over:
        view.status = ("over", {"leaders": view.leaders, "best": best})
    elif can:
        view.status = ("declare", {"seat": viewer, "pot": pot})
    elif dealt is not None:
        view.status = ("dealing", {"hand": obs.hand_number})
    else:
        waiting = sorted(acting_set)
        view.status = ("waiting_one", {"seat": waiting[0]}) if len(waiting) == 1 else \
            ("waiting_many", {"count": len(waiting)})
    return view


def settled_table(record: GutsHand | None) -> dict[str, Any]:
    """The table as a settled hand left it, from the hand's record (the one owner of
    "the numbers of that moment"): pot, reserve and balances after the settlement, before
    any next ante, and the cycle and hand it belongs to. Every view of a settlement or a
    cycle's summary (the centre, the seats, the balance table, the summary) reads this."""
    if not record:
        return {}
    return {"pot": Fraction(record.pot_after), "reserve": Fraction(record.reserve_after),
            "balances": list(record.balances_after),
            "cycle": record.cycle, "hand_number": record.hand_number}


def split_next_hand(log: list[Line]) -> tuple[list[Line], list[Line]]:
    """The log of one batch of events: what the settlement says, and what belongs to the
    next hand (its ante, its deal). The second part is written when the table shows it."""
    for i, (code, _p) in enumerate(log):
        if code in ("ante", "deal"):
            return log[:i], log[i:]
    return log, []


def _tag(obs: GutsObservation, seat: int, viewer: int | None, thinking: set[int]) -> str:
    if obs.over:
        return ""
    if viewer == seat and obs.my_choice:
        return obs.my_choice
    choice = obs.open_choices[seat] if obs.open_choices and seat < len(obs.open_choices) else None
    if obs.declared[seat] and choice:
        return "open_" + choice  # a finished game's replay: nothing is secret
    if obs.declared[seat]:
        return "declared"  # sealed: never which way
    return "thinking" if seat in thinking else "deciding"


def last_line(last: GutsHand | None, seat: int) -> Line:
    if last is None:
        return "", {}
    if choice_of(last.choices, seat) != "in":
        return "last_out", {}
    payout, payment = last.payouts[seat], last.payments[seat]
    if payout is not None and len(last.winners) > 1:
        return "last_split", {"amount": Fraction(payout)}
    if payout is not None:
        return "last_took", {"amount": Fraction(payout)}
    if payment is not None:
        return "last_paid", {"amount": Fraction(payment)}
    return "last_in", {}


@dataclass
class Account:
    """One batch of events in words: the log's lines, the table's (shown in the centre),
    and the pot and reserve at each step (for the moment that shows them)."""
    log: list[Line] = field(default_factory=list)
    table: list[Line] = field(default_factory=list)
    settled: dict[str, Any] | None = None       # pot/reserve right after the settlement
    cycle_over: CycleOver | None = None         # the cycle_over event, when a cycle (not the session) ended
    session_over: SessionOver | None = None
    deal: GutsDeal | None = None
    showdown: bool = False


def account(events: Sequence[Event], players: int, hand_number: int | None = None) -> Account:
    acc = Account()
    pot = reserve = None
    kinds = {e.kind for e in events}
    for ev in events:
        line: Line
        if isinstance(ev, GutsReveal):
            ins = [s for s in range(players) if choice_of(ev.choices, s) == "in"]
            outs = [s for s in range(players) if s not in ins]
            acc.log.append(("hand", {"hand": hand_number}))
            short: Line
            if not ins:
                line = short = ("nobody_in", {})
            elif not outs:
                line = short = ("everybody_in", {})
            else:
                line, short = ("in_out", {"ins": ins, "outs": outs}), ("ins", {"ins": ins})
            acc.log.append(line)
            acc.table.append(short)
        elif isinstance(ev, Showdown):
            acc.showdown = True
            hands = sorted((s, list(cards)) for s, cards in ev.hands.items())
            acc.log.append(("showdown", {"hands": hands}))
            acc.table.append(("showdown", {"hands": hands}))  # the panel says who showed what
        elif isinstance(ev, Payout):
            seats = sorted(ev.payouts)
            share = Fraction(next(iter(ev.payouts.values())))
            if len(seats) > 1:
                line = ("split", {"pot": Fraction(ev.pot), "share": share, "seats": seats})
            elif "showdown" not in kinds:
                line = ("alone", {"pot": Fraction(ev.pot), "seat": seats[0]})
            else:
                line = ("took", {"pot": Fraction(ev.pot), "seat": seats[0]})
            acc.log.append(line)
            acc.table.append(line)
            pot = Fraction(0)
        elif isinstance(ev, Payment):
            seats = sorted(ev.payments)
            amount = Fraction(ev.amount)
            line = ("pays", {"amount": amount, "seats": seats})
            acc.log.append(line)
            acc.table.append(line)
            pot = amount * len(seats)
            if "to_reserve" not in kinds:
                acc.log.append(("next_pot", {"pot": pot}))
                acc.table.append(("next_pot", {"pot": pot}))
        elif isinstance(ev, ToReserve):
            line = ("to_reserve", {"cap": ev.pot, "amount": ev.amount, "reserve": ev.reserve})
            acc.log.append(line)
            acc.table.append(line)
            pot, reserve = Fraction(ev.pot), Fraction(ev.reserve)
        elif isinstance(ev, Refill):
            line = ("refill", {"amount": ev.amount, "reserve": ev.reserve})
            acc.log.append(line)
            acc.table.append(line)
            pot, reserve = Fraction(ev.pot), Fraction(ev.reserve)
        elif isinstance(ev, DealerMoves):
            acc.log.append(("dealer_moves", {"seat": ev.dealer}))
        elif isinstance(ev, CycleOver):
            line = ("cycle_over", {"cycle": ev.cycle})
            acc.log.append(line)
            acc.table.append(line)
            pot, reserve = Fraction(0), Fraction(0)
            if "session_over" not in kinds:
                acc.cycle_over = ev
        elif isinstance(ev, SessionOver):
            acc.session_over = ev
        elif isinstance(ev, Ante):
            if acc.settled is None and (pot is not None or reserve is not None):
                acc.settled = _settled(pot, reserve)
            acc.log.append(("ante", {"cycle": ev.cycle, "amount": ev.amount, "pot": ev.pot}))
        elif isinstance(ev, GutsDeal):
            if acc.settled is None and (pot is not None or reserve is not None):
                acc.settled = _settled(pot, reserve)
            acc.log.append(("deal", {"hand": ev.hand_number, "dealer": ev.dealer}))
            acc.deal = ev
    if acc.settled is None and (pot is not None or reserve is not None):
        acc.settled = _settled(pot, reserve)
    return acc


def _settled(pot: Fraction | None, reserve: Fraction | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if pot is not None:
        out["pot"] = pot
    if reserve is not None:
        out["reserve"] = reserve
    return out


def deal_counts(order: list[int], players: int, dealt: int) -> list[int]:
    """Cards each seat holds after ``dealt`` cards of a deal in ``order`` (two rounds)."""
    counts = [0] * players
    for s in (list(order) + list(order))[:dealt]:
        counts[s] += 1
    return counts


def standings(balances: Sequence[Fraction | int | str]) -> list[tuple[int, list[int], Fraction]]:
    """(place, seats, balance) per distinct balance, best first; equal balances share a place."""
    values = [Fraction(b) for b in balances]
    out = []
    for value in sorted(set(values), reverse=True):
        seats = [s for s in range(len(values)) if values[s] == value]
        out.append((1 + sum(1 for v in values if v > value), seats, value))
    return out


def balance_history(state: GameState) -> list[list[Fraction]]:
    """A Guts session's balances at its start and after each settled hand (asked for at a
    summary: never part of each observation)."""
    from cardgames_qt.engine import guts
    if not isinstance(state, guts.State):
        raise TypeError(f"a Guts state is needed, not {type(state).__name__}")
    return state.balance_history
