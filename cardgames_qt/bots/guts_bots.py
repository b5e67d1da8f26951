"""The Guts computer opponent: in or out by an equilibrium threshold.

``tools/guts_equilibrium.py`` computes, offline, the symmetric equilibrium of
the in/out decision for each table size 2..10 and ships it as
``data/guts_thresholds.json``: a hand goes in when its strength class is above
the table's marginal class, with a fixed probability at that class, and out
below it. The pot, the cap, the reserve and the ante do not move the
threshold: every gain and loss of a hand is a multiple of the pot, and what
stays in the pot or the reserve comes back to the players in equal expected
shares. ``tools/guts_cycle.py`` checks that without assuming the shares: it
values every state (pot, reserve, cap) by playing the rest of the cycle out
under the settlement rules and solves each state's own equilibrium — the
table's, at every state and table size (tests/bots/test_guts_cycle.py). So
the choice depends on the hand and the number of players only.
"""
from __future__ import annotations

import json
import random
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..engine.cards import parse_card
from ..engine.observations import GutsObservation

DATA_PATH = Path(__file__).resolve().parent / "data" / "guts_thresholds.json"

# strength classes, weakest first: 78 unpaired (high, low) then 13 pairs —
# the same order as engine.guts.hand_key, without suits (they never count)
CLASSES: list[tuple[int, int, int]] = sorted(
    [(0, h, lo) for h in range(3, 15) for lo in range(2, h)] + [(1, r, r) for r in range(2, 15)])
_CLASS_INDEX = {k: i for i, k in enumerate(CLASSES)}


def hand_class(cards: Sequence[Any]) -> int:
    """Index of a two-card hand's strength class (0 = 3-2 ... 90 = a pair of aces)."""
    a, b = (parse_card(c).rank for c in cards)
    high, low = max(a, b), min(a, b)
    return _CLASS_INDEX[(1 if high == low else 0, high, low)]


@lru_cache(maxsize=1)
def thresholds() -> dict[int, tuple[int, float]]:
    """players -> (marginal class, probability of "in" at it); loaded once, on first use."""
    data = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    return {int(n): (int(t["marginal_class"]), float(t["p_in_marginal"])) for n, t in data["tables"].items()}


def p_in(cards: Sequence[Any], players: int) -> float:
    """The equilibrium probability of declaring "in" with ``cards`` at a table of ``players``."""
    marginal, mix = thresholds()[players]
    c = hand_class(cards)
    return 1.0 if c > marginal else (mix if c == marginal else 0.0)


class GutsThresholdBot:
    name = "guts-threshold"

    def choose(self, observation: GutsObservation, legal: list[Any], rng: random.Random) -> Any:
        if not legal:
            raise ValueError("no legal action to choose from")
        p = p_in(observation.my_hand, int(observation.players))
        # draw only at the mixed class, so pure decisions use no randomness
        want = "in" if p >= 1.0 or (p > 0.0 and rng.random() < p) else "out"
        return want if want in legal else legal[0]


# --- levels and styles ------------------------------------------------------------
# A class's share of all two-card deals (suits never count): a pair 6 of 1326, else 16.
_CLASS_SHARE = [(6 if pair else 16) / 1326 for pair, _, _ in CLASSES]


def p_in_styled(cards: Sequence[Any], players: int, looseness: float) -> float:
    """Like :func:`p_in`, with the hands that go in widened from the equilibrium's
    share q to q + looseness * (1 - q): the next-weaker classes join first."""
    if looseness <= 0.0:
        return p_in(cards, players)
    marginal, mix = thresholds()[players]
    q = sum(_CLASS_SHARE[marginal + 1:]) + mix * _CLASS_SHARE[marginal]
    want = q + looseness * (1.0 - q)
    c = hand_class(cards)
    above = sum(_CLASS_SHARE[c + 1:])  # share of the hands stronger than this one
    if above + _CLASS_SHARE[c] <= want:
        return 1.0
    return max(0.0, (want - above) / _CLASS_SHARE[c])


class GutsStyledBot:
    """A threshold player with a level and a style.

    ``looseness``: how far its "in" hands reach below the equilibrium's (0 =
    the equilibrium, 1 = every hand); ``errors``: the share of hands it
    declares on a whim (in or out, evenly) instead. The loose style widens
    the range (the table stays lively, sessions last longer); the cautious
    style keeps the equilibrium's range. Lower levels err more and, like most
    people, go in too often. The numbers were set on bench/bots_levels.py (4
    seats): each level beats the next one down by a clear margin, an Expert
    loose table lasts ~8 hands instead of ~7 and gives a person playing the
    equilibrium ~0.2 tokens a hand, an Easy one ~17 (cautious) or ~50 (loose).
    """
    name = "guts-styled"
    looseness = 0.0
    errors = 0.0

    def choose(self, observation: GutsObservation, legal: list[Any], rng: random.Random) -> Any:
        if not legal:
            raise ValueError("no legal action to choose from")
        if self.errors and rng.random() < self.errors:
            want = "in" if rng.random() < 0.5 else "out"
        else:
            p = p_in_styled(observation.my_hand, int(observation.players), self.looseness)
            want = "in" if p >= 1.0 or (p > 0.0 and rng.random() < p) else "out"
        return want if want in legal else legal[0]


class GutsExpertLooseBot(GutsStyledBot):
    name = "guts-expert-loose"
    looseness = 0.3


class GutsMediumCautiousBot(GutsStyledBot):
    name = "guts-medium-cautious"
    looseness = 0.3
    errors = 0.15


class GutsMediumLooseBot(GutsStyledBot):
    name = "guts-medium-loose"
    looseness = 0.45
    errors = 0.15


class GutsEasyCautiousBot(GutsStyledBot):
    name = "guts-easy-cautious"
    looseness = 0.45
    errors = 0.3


class GutsEasyLooseBot(GutsStyledBot):
    name = "guts-easy-loose"
    looseness = 0.55
    errors = 0.3


class AlwaysIn:
    """A benchmark opponent: in with every hand."""

    name = "always-in"

    def choose(self, observation: GutsObservation, legal: list[Any], rng: random.Random) -> Any:
        return "in" if "in" in legal else legal[0]
