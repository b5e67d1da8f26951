"""Head-to-head matches between two bots, through the real engines, on seeded
deals; shared by the level tests and bench/bots.py.

Each returns ``Margin``: bot A's mean advantage over bot B per game (Gops:
points a 13-card game; Guts: tokens a hand, per seat; Zhopa: partie points and
banks a partie, per seat) with the half-width of its 95 % interval. Seats
alternate between the two bots, and each deal is played with the seats swapped
as often as not, so neither bot gets the better seats.
"""
from __future__ import annotations

import math
import random
from typing import NamedTuple

from cardgames_qt.engine import guts
from cardgames_qt.engine.zhopa import Variant as ZhopaVariant
from cardgames_qt.engine.zhopa import new_state as zhopa_state

from .test_gops_bots import play as gops_play


class Margin(NamedTuple):
    mean: float
    half_width: float  # of the 95 % interval
    n: int

    @property
    def low(self) -> float:
        return self.mean - self.half_width

    def __str__(self) -> str:
        return f"{self.mean:+.2f} ± {self.half_width:.2f}"


def margin(xs: list[float]) -> Margin:
    m = sum(xs) / len(xs)
    var = sum((x - m) ** 2 for x in xs) / max(1, len(xs) - 1)
    return Margin(m, 1.96 * math.sqrt(var / len(xs)), len(xs))


def gops_match(a, b, games: int, seed: int = 1, tie_rule: str = "carry", cards: int = 13) -> Margin:
    """A's mean margin in points a game; each prize order is played twice, seats swapped."""
    rng = random.Random(seed)
    out = []
    for g in range(games):
        seats = (a, b) if g % 2 == 0 else (b, a)
        m = gops_play(seats, tie_rule, cards, seed * 100003 + g // 2, rng)
        out.append(m if g % 2 == 0 else -m)
    return margin(out)


def guts_match(a, b, players: int, sessions: int, seed: int = 1, max_hands: int = 200) -> Margin:
    """A in the even seats, B in the odd ones (swapped every other session):
    A's mean balance a hand minus B's, per seat; a session that never ends is
    cut after ``max_hands`` hands (what is left in the pot is shared evenly)."""
    per, hands = [], 0
    for i in range(sessions):
        state = guts.new_state(guts.Variant(players=players), seed=seed * 7919 + i)
        rng = random.Random(seed * 104729 + i)
        flip = i % 2
        who = [a if (s + flip) % 2 == 0 else b for s in range(players)]
        while not state.is_terminal() and state.hand_number <= max_hands:
            for seat in state.acting_seats():
                state.apply(seat, who[seat].choose(state.observation(seat), state.legal_actions(seat), rng))
        played = state.hands_played
        bal = [float(x) for x in state.balances]
        mean_a = sum(x for x, w in zip(bal, who, strict=True) if w is a) / sum(1 for w in who if w is a)
        mean_b = sum(x for x, w in zip(bal, who, strict=True) if w is b) / sum(1 for w in who if w is b)
        per.append((mean_a - mean_b, played))
        hands += played
    mean = sum(d for d, _ in per) / hands
    m = len(per)
    var = sum((d - mean * h) ** 2 for d, h in per) / max(1, m - 1)  # ratio estimator
    return Margin(mean, 1.96 * math.sqrt(var / m) / (hands / m), hands)


def zhopa_partie(players: int, seed: int, bots: list, variant: dict | None = None):
    """One seeded partie (the first of a game) through the engine; the state after it."""
    state = zhopa_state(ZhopaVariant.from_dict({"players": players, **(variant or {})}), seed)
    rngs = [random.Random(seed * 31 + s) for s in range(players)]
    while not state.scores_history:
        seat = state.current_player()
        legal = state.legal_actions(seat)
        action = bots[seat].choose(state.observation(seat), legal, rngs[seat])
        if action not in legal:
            raise AssertionError(f"{bots[seat].name} chose {action!r}, not one of {legal}")
        state.apply(seat, action)
    return state


def zhopa_match(a, b, players: int, parties: int, seed: int = 1) -> tuple[Margin, Margin]:
    """A's mean partie points and bank change minus B's, per seat, over seeded
    parties (seats alternate A, B, ...; the pattern flips every partie)."""
    points, banks = [], []
    for k in range(parties):
        bots = [a if (s + k) % 2 == 0 else b for s in range(players)]
        record = zhopa_partie(players, seed * 100003 + k, bots).scores_history[0]
        sa = [s for s in range(players) if bots[s] is a]
        sb = [s for s in range(players) if bots[s] is b]
        points.append(sum(record["points"][s] for s in sa) / len(sa)
                      - sum(record["points"][s] for s in sb) / len(sb))
        banks.append(sum(record["bank_changes"][s] for s in sa) / len(sa)
                     - sum(record["bank_changes"][s] for s in sb) / len(sb))
    return margin(points), margin(banks)


def guts_sessions(person, computer, players: int, sessions: int, seed: int = 1,
                  max_hands: int = 200) -> tuple[Margin, float, int]:
    """``person`` in seat 0 against ``computer`` in every other seat: the
    person's mean balance a hand, the mean session length in hands, and how
    many sessions were cut at ``max_hands`` (what is left in the pot is shared)."""
    per, hands, cut = [], 0, 0
    for i in range(sessions):
        state = guts.new_state(guts.Variant(players=players), seed=seed * 7919 + i)
        rng = random.Random(seed * 104729 + i)
        while not state.is_terminal() and state.hand_number <= max_hands:
            for seat in state.acting_seats():
                who = person if seat == 0 else computer
                state.apply(seat, who.choose(state.observation(seat), state.legal_actions(seat), rng))
        played = state.hands_played
        cut += not state.is_terminal()
        per.append((float(state.balances[0]) + (state.pot + state.reserve) / players, played))
        hands += played
    mean = sum(d for d, _ in per) / hands
    m = len(per)
    var = sum((d - mean * h) ** 2 for d, h in per) / max(1, m - 1)
    return Margin(mean, 1.96 * math.sqrt(var / m) / (hands / m), hands), hands / m, cut
