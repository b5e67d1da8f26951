"""Zhopa scoring: card points, combinations, partie targets, banks, rating."""
from __future__ import annotations

from typing import Any

from ..errors import IllegalMove, short_repr
from ..inputs import as_card_list, as_number
from .tricks import DECK_POSITION, zhopa_card

CARD_POINTS = {"A": 12, "10": 10, "K": 5, "Q": 3, "J": 1, "8": 16, "9": 0, "7": 0, "6": -1}

# the same per card ("QS" -> 3), for sums over piles: sum(map(POINTS.__getitem__, pile))
POINTS = {card: CARD_POINTS[card[:-1]] for card in DECK_POSITION}

START_BANKS = 3
MAX_BANKS = 6

# The source's table (players -> go, pass).
SOURCE_TARGETS = {2: (44, 68), 3: (56, 80), 4: (68, 92)}

# The "balanced" preset: go = median, pass = 75th percentile of one player's
# partie points (card points won + combinations) under random-legal play with
# these rules (per_player trumps drawn at random, must_beat on, random bets),
# per refill mode and player count. Computed by tools/zhopa_targets.py with
# 20,000 parties per cell, every seat counted (40,000-80,000 samples), seed
# 20240601 (the default): rerun it if the rules change.
BALANCED_TARGETS = {
    "redeal": {2: (97, 116), 3: (65, 86), 4: (49, 71)},
    "draw": {2: (97, 115), 3: (65, 85), 4: (49, 70)},
}

COMBINATIONS = (("K+Q", ("K", "Q"), 25), ("J+Q", ("J", "Q"), 15))
ONE_SUIT_BONUS = 10


def card_points(card: Any) -> int:
    """Points of one card: A 12, 10 10, K 5, Q 3, J 1, 8 16, 9 0, 7 0, 6 -1."""
    return CARD_POINTS[zhopa_card(card)[:-1]]


def combinations(hand: Any) -> dict[str, Any]:
    """The public record of a first-dealt hand's combinations.

    ``kinds`` the combinations it holds, ``cards`` the cards shown for them
    (the first king/queen/jack in deck order when there is a choice),
    ``one_suit`` whether the four-of-a-suit bonus applied, ``points`` the total.
    """
    cards = [zhopa_card(c) for c in as_card_list(hand, "first-dealt hand", 36)]
    if not 1 <= len(cards) <= 4 or len(set(cards)) != len(cards):
        raise IllegalMove("A first-dealt hand is one to four different cards.")
    return _combinations_of(sorted(cards, key=DECK_POSITION.__getitem__))


def _combinations_of(cards: list[str]) -> dict[str, Any]:
    """:func:`combinations` of a checked hand: canonical cards in deck order (a game's own)."""
    for c in cards:
        if c[0] == "Q":
            break
    else:  # both combinations need a queen (most hands have none)
        return {"points": 0, "kinds": [], "cards": [], "one_suit": False}
    by_rank = {c[:-1]: c for c in reversed(cards)}  # the first of each rank in deck order
    kinds: list[str] = []
    shown: list[str] = []
    points = 0
    for name, ranks, value in COMBINATIONS:
        if all(r in by_rank for r in ranks):
            kinds.append(name)
            points += value
            shown += [by_rank[r] for r in ranks if by_rank[r] not in shown]
    one_suit = bool(kinds) and len(cards) == 4 and len({c[-1] for c in cards}) == 1
    if one_suit:
        points += ONE_SUIT_BONUS * len(kinds)
    return {"points": points, "kinds": kinds, "cards": sorted(shown, key=DECK_POSITION.__getitem__),
            "one_suit": one_suit}


def combination_points(hand: Any) -> int:
    """K+Q 25, J+Q 15 (each at most once, a queen may serve both), +10 each
    when the hand is four cards of one suit."""
    points: int = combinations(hand)["points"]
    return points


def partie_targets(players: int) -> tuple[int, int]:
    """The source's (go, pass) targets for 2, 3 or 4 players."""
    if not isinstance(players, int) or isinstance(players, bool) or players not in SOURCE_TARGETS:
        raise IllegalMove(f"Zhopa is played by 2 to 4 players, not {short_repr(players)}.")
    return SOURCE_TARGETS[players]


def bank_change(bet: str, reached: bool) -> int:
    """go & reached -1, go & missed +1, pass & reached -1, pass & missed 0."""
    if reached:
        return -1
    return 1 if bet == "go" else 0


def rating(points: Any, banks_discarded: Any, banks_gained: Any, parties: Any, required: Any) -> float:
    """50 % + 50 % x points x (discarded - gained) / (parties x required), clamped
    to 0..100, as a percentage.

    With no partie played (``parties`` 0) or nothing required (``required``
    0) the ratio means nothing, so the rating is the neutral 50.0.
    """
    points = as_number(points, "points")
    banks_discarded = as_number(banks_discarded, "number of banks discarded")
    banks_gained = as_number(banks_gained, "number of banks gained")
    parties = as_number(parties, "number of parties")
    required = as_number(required, "number of points required")
    if not parties or not required:
        return 50.0
    value = 50.0 + 50.0 * points * (banks_discarded - banks_gained) / (parties * required)
    return float(min(100.0, max(0.0, value)))
