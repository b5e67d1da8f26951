"""Gops: observation (+ the reveal being shown) -> what the table draws. No Qt.

The view-model holds values and codes, never sentences: the table words them
in the player's language. Nothing here re-runs a rule: what is playable is
the engine's legal list, scores and totals come from the observation.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import field
from typing import Any

from cardgames_qt.engine.events import GopsReveal
from cardgames_qt.engine.observations import GopsObservation, GopsRound
from cardgames_qt.records import dataclass

HAND_SUITS = ("C", "S")  # A holds clubs, B holds spades; prizes are diamonds
PRIZE_SUIT = "D"


@dataclass
class CardView:
    value: int
    playable: bool = False
    reason: str = ""  # why not: "not_your_turn" | "already_bid" | "" (playable or not asked)


@dataclass
class BidView:
    value: int | None = None  # face up when known to the viewer
    face_up: bool = False
    state: str = ""           # "revealed" | "mine" | "placed" | "thinking" | "choosing" | ""
    won: bool = False


@dataclass
class SeatView:
    seat: int
    name: str
    suit: str
    hand: list[CardView]
    spent: list[int]
    won: list[int]
    bid: BidView
    score: int
    total: int


@dataclass
class GopsView:
    seats: dict[str, SeatView]  # "bottom" / "top"
    pot: list[int]
    pot_value: int
    pile_count: int
    game_number: int
    games: int
    round_number: int
    cards: int
    tie_rule: str
    status: tuple[str, dict[str, Any]] = ("", {})
    scores: list[tuple[str, int, int]] = field(default_factory=list)


def present(obs: GopsObservation, *, viewer: int | None, bottom: int, names: list[str], humans: set[int],
            acting: list[int], legal: list[int], reveal: GopsReveal | None = None,
            settled: bool = False, scored: bool = False) -> GopsView:
    """``reveal``: a reveal event being shown (its bids face up, its pot on the table);
    ``obs`` is then the public observation from before it, so the table shows the
    moment it describes even when the next game has already begun. ``settled``: the
    reveal has been scored (a game's summary is up): its prizes are with the winner and
    the scores count them. ``scored``: the reveal is being shown and the log already says
    who won it: the scores count its points (its prizes are still shown on the table)."""
    acting_set = set(acting)
    scores, totals = list(obs.scores), list(obs.totals)
    won = [list(w) for w in obs.won]
    if (settled or scored) and reveal is not None and reveal.winner is not None:
        w = reveal.winner
        scores[w] += reveal.points
        totals[w] += reveal.points
        if settled:
            won[w] += list(reveal.pot)
    seats = {}
    for place, seat in (("bottom", bottom), ("top", 1 - bottom)):
        suit = HAND_SUITS[seat]
        mine = viewer == seat
        can_bid = place == "bottom" and mine and seat in acting_set and seat in humans and reveal is None
        legal_set = set(legal) if can_bid else set()
        values = list(obs.my_hand if mine and reveal is None else obs.hands[seat])
        if reveal is not None:
            values = [v for v in values if v != reveal.bids[seat]]
        hand = []
        for v in values:
            reason = ""
            if place == "bottom" and v not in legal_set:
                reason = "already_bid" if mine and obs.committed[seat] else "not_your_turn"
            hand.append(CardView(v, v in legal_set, reason))
        if reveal is not None:
            bid = BidView(reveal.bids[seat], True, "revealed", reveal.winner == seat)
        elif obs.committed[seat] and obs.open_bids and obs.open_bids[seat] is not None:
            bid = BidView(obs.open_bids[seat], True, "placed")  # a finished game's replay: all public
        elif obs.committed[seat]:
            own = mine and obs.my_bid is not None
            bid = BidView(obs.my_bid if own else None, own, "mine" if own else "placed")
        elif not obs.is_over:
            bid = BidView(state="choosing" if seat in humans else "thinking")
        else:
            bid = BidView()
        seats[place] = SeatView(seat, names[seat], suit, hand, list(obs.spent[seat]), won[seat],
                                bid, scores[seat], totals[seat])
    pot = [] if settled else list(reveal.pot) if reveal is not None else list(obs.pot)
    view = GopsView(seats, pot, sum(pot), obs.prize_pile_count,
                    min(obs.game_index + 1, obs.games), obs.games,
                    min(obs.round + 1, obs.cards), obs.cards, obs.tie_rule)
    view.status = status(obs, viewer, names, acting_set, reveal)
    view.scores = [(names[s], scores[s], totals[s]) for s in (0, 1)]
    return view


def status(obs: GopsObservation, viewer: int | None, names: list[str], acting: set[int],
           reveal: GopsReveal | None) -> tuple[str, dict[str, Any]]:
    if reveal is not None:
        return reveal_line(reveal, names)
    if obs.is_over:
        a, b = obs.totals
        if a == b:
            return "match_draw", {"a": a, "b": b}
        w = 0 if a > b else 1
        return "match_won", {"name": names[w], "high": max(a, b), "low": min(a, b)}
    if viewer is not None and viewer in acting:
        return "choose_bid", {"prize": obs.pot[-1] if obs.pot else 0, "pot": sum(obs.pot)}
    waiting = [names[s] for s in sorted(acting)]
    return ("waiting", {"names": waiting}) if waiting else ("", {})


def reveal_line(ev: GopsReveal, names: list[str]) -> tuple[str, dict[str, Any]]:
    """One reveal in the log's words: who bid what, who took which prizes."""
    a, b = ev.bids
    pot = list(ev.pot)
    params = {"a": names[0], "bid_a": a, "b": names[1], "bid_b": b, "pot": pot, "points": sum(pot)}
    if ev.winner is None:
        return "tie", params
    return "won", {**params, "winner": names[ev.winner]}


def cumulative(rounds: list[GopsRound]) -> list[list[int]]:
    """Points of each seat after each round of one game (from 0)."""
    cum = [[0], [0]]
    for r in rounds:
        for s in (0, 1):
            cum[s].append(cum[s][-1] + (sum(r.pot) if r.winner == s else 0))
    return cum


def round_of(reveal: GopsReveal) -> GopsRound:
    """A reveal event as the round it resolved."""
    return GopsRound(reveal.pot, reveal.bids, reveal.winner, reveal.points)


def game_totals(results: Sequence[Sequence[int]]) -> list[list[int]]:
    """Match totals of each seat after each game (from 0)."""
    cum = [[0], [0]]
    for r in results:
        for s in (0, 1):
            cum[s].append(cum[s][-1] + r[s])
    return cum
