"""The coach: what the computer's mathematics says about one seat's decision.

A hint is built from ONE seat's observation and its legal actions — exactly
what a computer opponent gets — never from the state, so it cannot tell the
player anything the seat may not know. It is plain data (dataclasses of
ints, floats and strings), and :func:`compute_hint` takes a picklable
:class:`HintRequest`, so the app runs it in the bot worker process
(``bot_worker.submit(compute_hint, request)``), never on the GUI thread.

Each hint carries a ``reason``: a code and its parameters, which the UI turns
into one translated sentence (the coach itself has no language).

- Gops: the equilibrium probability of each bid (``gops_policy``), the
  expected points each bid gives up against the opponent's equilibrium
  (0 for every bid the equilibrium uses), and the value of the position:
  the expected final margin of this game. Exact where the policy is exact
  (at most EXACT_CARDS cards in hand, or a position of a game of at most
  TABLE_CARDS cards); above, the value after the round comes from the
  fitted model and ``exact`` is False ("approximate").
- Guts: the equilibrium threshold for the table size, where the hand stands,
  and the expected gain of "in" over "out" in tokens at this pot, with the
  other players at the equilibrium (the model of tools/guts_equilibrium.py,
  with the actual two cards removed from the others' possible hands).
- Zhopa: see :mod:`cardgames_qt.app.coaching.coach_zhopa`.
"""
from __future__ import annotations

import math
from dataclasses import field
from functools import lru_cache
from typing import Any

from cardgames_qt.bots.gops_policy import (  # the policy's own round game
    EXACT_CARDS,
    TABLE_CARDS,
    _mask,
    _round_matrix,
    gops_policy,
    solve_matrix_game,
)
from cardgames_qt.bots.guts_bots import CLASSES, hand_class, p_in, thresholds
from cardgames_qt.engine.cards import parse_card, rank_text
from cardgames_qt.engine.observations import AnyObservation, GopsObservation, GutsObservation, ZhopaObservation, narrow
from cardgames_qt.records import dataclass

ZERO = 1e-6  # a loss below this is rounding: the move is as good as the best


@dataclass(frozen=True)
class Reason:
    """One sentence of why, as a code and its parameters (the UI translates)."""
    code: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GopsHint:
    seat: int
    probabilities: dict[int, float]  # bid -> equilibrium probability
    losses: dict[int, float]  # bid -> expected points given up against the equilibrium
    best: int  # the bid the equilibrium uses most
    value: float  # expected final margin of this game (own score minus the opponent's)
    pot: int  # points in contention now
    exact: bool
    reason: Reason
    game: str = "gops"


@dataclass(frozen=True)
class GutsHint:
    seat: int
    players: int
    pot: int
    hand: str  # the hand's ranks, high first, e.g. "K-Q", "9-9"
    threshold: str  # the weakest hand that always goes in at this table size, e.g. "A-2"
    standing: str  # "above", "marginal" or "below" the threshold
    p_in: float  # the equilibrium's probability of "in" with this hand
    gains: dict[str, float]  # "in"/"out" -> expected tokens, measured against going out
    best: str
    reason: Reason
    game: str = "guts"


@dataclass(frozen=True)
class ZhopaHint:
    seat: int
    phase: str  # "bet" or "play"
    best: str
    points: dict[str, float]  # card -> estimated partie points at the end (play)
    reach: dict[str, float]  # bet -> estimated chance of reaching its target (bet)
    targets: dict[str, int]  # bet -> its target in points
    iterations: int
    reason: Reason
    game: str = "zhopa"


Hint = GopsHint | GutsHint | ZhopaHint


@dataclass(frozen=True)
class HintRequest:
    """Everything a hint needs, picklable: what the seat's computer would get."""
    game_id: str
    observation: AnyObservation
    legal: list[Any]
    seed: int = 0
    time_budget: float | None = 0.2  # seconds (Zhopa's search); None: only the iteration cap
    max_iterations: int = 2000


def compute_hint(request: HintRequest) -> Hint | None:
    """The hint for the observed seat; None when it has nothing to decide now."""
    return hint(request.game_id, request.observation, request.legal, request.seed,
                request.time_budget, request.max_iterations)


def hint(game_id: str, observation: AnyObservation, legal: list[Any], seed: int = 0,
         time_budget: float | None = 0.2, max_iterations: int = 2000) -> Hint | None:
    if not legal:
        return None
    if game_id == "gops":
        return gops_hint(narrow(observation, GopsObservation))
    if game_id == "guts":
        return guts_hint(narrow(observation, GutsObservation))
    if game_id == "zhopa":
        from cardgames_qt.app.coaching.coach_zhopa import zhopa_hint  # the search is only imported where it is used
        return zhopa_hint(narrow(observation, ZhopaObservation), legal, seed, time_budget, max_iterations)
    raise ValueError(f"no coach for the game {game_id!r}")


# --- Gops ------------------------------------------------------------------------------

def gops_hint(obs: GopsObservation) -> GopsHint:
    mine, theirs, prizes, pot = obs.my_hand, obs.opp_hand, obs.prizes_left, obs.pot
    if not mine or obs.my_bid is not None:
        raise ValueError("this seat has no bid to make now")
    probs = gops_policy(mine, theirs, prizes, pot, obs.tie_rule)
    value, losses = gops_round(tuple(mine), tuple(theirs), tuple(prizes), sum(pot), obs.tie_rule)
    seat = obs.player()
    margin = obs.scores[seat] - obs.scores[1 - seat]
    exact = len(mine) <= EXACT_CARDS or max(list(mine) + list(theirs) + list(prizes) + list(pot)) <= TABLE_CARDS
    best = max(sorted(probs), key=lambda b: (probs[b], b))
    return GopsHint(seat=seat, probabilities=probs, losses=losses, best=best, value=margin + value,
                    pot=sum(pot), exact=exact, reason=_gops_reason(probs, sum(pot)))


@lru_cache(maxsize=4096)
def gops_round(mine: tuple[int, ...], theirs: tuple[int, ...], prizes: tuple[int, ...], pot: int,
               tie_rule: str) -> tuple[float, dict[int, float]]:
    """The round as the policy sees it: its value to ``mine`` (points still to come
    in this game, against the equilibrium) and, per bid, the expected points it
    gives up against the opponent's equilibrium strategy. A bid the equilibrium
    uses gives up nothing (the opponent's equilibrium makes them all equal)."""
    matrix = _round_matrix(_mask(mine), _mask(theirs), _mask(prizes), pot, tie_rule == "carry")
    value, _ = solve_matrix_game(matrix)
    # the opponent's equilibrium: the same game from their side (they maximise -M^T)
    _, y = solve_matrix_game([[-row[j] for row in matrix] for j in range(len(matrix[0]))])
    losses = {}
    for bid, row in zip(sorted(mine), matrix, strict=True):
        lost = value - sum(v * q for v, q in zip(row, y, strict=True))
        losses[bid] = lost if lost > ZERO else 0.0
    return value, losses


def _gops_reason(probs: dict[int, float], pot: int) -> Reason:
    used = [b for b in sorted(probs) if probs[b] > 0.01]
    if len(used) == len(probs) and max(probs.values()) - min(probs.values()) < 1e-9:
        return Reason("gops_any", {"pot": pot})
    if len(used) == 1:
        return Reason("gops_one", {"pot": pot, "bid": used[0]})
    lowest, hand = min(probs), sorted(probs)
    top_half = [b for b in used if b >= hand[len(hand) // 2]]
    if lowest in used and top_half and len(used) <= 1 + len(top_half):
        return Reason("gops_high_or_low", {"pot": pot, "low": lowest, "high": max(top_half)})
    return Reason("gops_mix", {"pot": pot, "low": used[0], "high": used[-1]})


# --- Guts ------------------------------------------------------------------------------

def class_label(index: int) -> str:
    """A strength class as ranks, high first: "K-Q", "9-9"."""
    _, high, low = CLASSES[index]
    return f"{rank_text(high)}-{rank_text(low)}"


def guts_hint(obs: GutsObservation) -> GutsHint:
    hand, players, pot = obs.my_hand, int(obs.players), int(obs.pot)
    if len(hand) != 2 or obs.my_choice is not None:
        raise ValueError("this seat has no declaration to make now")
    marginal, mix = thresholds()[players]
    c = hand_class(hand)
    gain = guts_gain(tuple(hand), players) * pot
    standing = "above" if c > marginal else ("marginal" if c == marginal else "below")
    weakest_in = marginal if mix >= 1.0 else min(marginal + 1, len(CLASSES) - 1)
    p = p_in(hand, players)
    best = "in" if gain > 0 else "out"
    params = {"hand": class_label(c), "threshold": class_label(weakest_in), "players": players,
              "gain": round(abs(gain), 2)}
    return GutsHint(seat=obs.player(), players=players, pot=pot, hand=class_label(c),
                    threshold=class_label(weakest_in), standing=standing, p_in=p,
                    gains={"in": gain, "out": 0.0}, best=best,
                    reason=Reason("guts_" + ("in" if best == "in" else "out"), params))


@lru_cache(maxsize=2048)
def guts_gain(hand: tuple[str, str], players: int) -> float:
    """The expected gain of "in" over "out" in pots, for this exact hand, when the
    other players follow the equilibrium thresholds (tools/guts_equilibrium.py's
    model: what stays in the pot comes back in equal shares)."""
    strategy = [p_in_class(k, players) for k in range(len(CLASSES))]
    dist = _opponent_classes(hand)
    c = hand_class(list(hand))
    n, k = players, players - 1
    share = 1.0 / n
    f = [d * q for d, q in zip(dist, strategy, strict=True)]
    o = 1.0 - sum(f)  # an opponent is out
    b = sum(f[:c])  # in, and I beat them
    e = f[c]  # in, with a hand equal to mine
    g = o ** k * (1 - share)  # alone: I take the pot and lose my share of it
    g += (o + b) ** k - o ** k  # I beat everyone who is in
    cum = o
    for s in range(c):  # ... and their pot stays out of the pool
        cum += f[s]
        if f[s]:
            g += share * k * f[s] * cum ** (k - 1)
    for j in range(1, k + 1):  # a tie with j others
        g += math.comb(k, j) * e ** j * (o + b) ** (k - j) / (j + 1)
    g -= (1 - (o + b + e) ** k) * (1 - share)  # beaten: I pay the pot, 1/n comes back
    return g


def p_in_class(index: int, players: int) -> float:
    marginal, mix = thresholds()[players]
    return 1.0 if index > marginal else (mix if index == marginal else 0.0)


@lru_cache(maxsize=2048)
def _opponent_classes(hand: tuple[str, str]) -> list[float]:
    """The chance that another player holds each class, from the 50 cards I do not hold."""
    mine = {(parse_card(c).rank, parse_card(c).suit) for c in hand}
    rest = [(r, s) for r in range(2, 15) for s in "SHDC" if (r, s) not in mine]
    index = {key: i for i, key in enumerate(CLASSES)}
    counts = [0] * len(CLASSES)
    for i, (r1, _) in enumerate(rest):
        for r2, _ in rest[i + 1:]:
            high, low = max(r1, r2), min(r1, r2)
            counts[index[(1 if high == low else 0, high, low)]] += 1
    total = sum(counts)
    return [x / total for x in counts]
