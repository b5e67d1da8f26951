"""The Guts computer opponent: in or out by an equilibrium threshold.

``tools/guts_equilibrium.py`` computes, offline, the symmetric equilibrium of
the in/out decision for each table size 2..10 and ships it as
``data/guts_thresholds.json``: a hand goes in when its strength class is above
the table's marginal class, with a fixed probability at that class, and out
below it. The pot and the reserve do not move the threshold: every gain and
loss of a hand is a multiple of the pot, and what stays in the pot or the
reserve comes back to the players in equal expected shares (see the tool's
docstring). So the choice depends on the hand and the number of players only.
"""
from __future__ import annotations

import json
import random
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..engine.cards import parse_card

DATA_PATH = Path(__file__).resolve().parent / "data" / "guts_thresholds.json"

# strength classes, weakest first: 78 unpaired (high, low) then 13 pairs —
# the same order as engine.guts.hand_key, without suits (they never count)
CLASSES: list[tuple[int, int, int]] = sorted(
    [(0, h, l) for h in range(3, 15) for l in range(2, h)] + [(1, r, r) for r in range(2, 15)])
_CLASS_INDEX = {k: i for i, k in enumerate(CLASSES)}


def hand_class(cards: list[Any]) -> int:
    """Index of a two-card hand's strength class (0 = 3-2 ... 90 = a pair of aces)."""
    a, b = (parse_card(c).rank for c in cards)
    high, low = max(a, b), min(a, b)
    return _CLASS_INDEX[(1 if high == low else 0, high, low)]


@lru_cache(maxsize=1)
def thresholds() -> dict[int, tuple[int, float]]:
    """players -> (marginal class, probability of "in" at it); loaded once, on first use."""
    data = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    return {int(n): (int(t["marginal_class"]), float(t["p_in_marginal"])) for n, t in data["tables"].items()}


def p_in(cards: list[Any], players: int) -> float:
    """The equilibrium probability of declaring "in" with ``cards`` at a table of ``players``."""
    marginal, mix = thresholds()[players]
    c = hand_class(cards)
    return 1.0 if c > marginal else (mix if c == marginal else 0.0)


class GutsThresholdBot:
    name = "guts-threshold"

    def choose(self, observation: dict[str, Any], legal: list[Any], rng: random.Random) -> Any:
        if not legal:
            raise ValueError("no legal action to choose from")
        p = p_in(observation["my_hand"], int(observation["players"]))
        # draw only at the mixed class, so pure decisions use no randomness
        want = "in" if p >= 1.0 or (p > 0.0 and rng.random() < p) else "out"
        return want if want in legal else legal[0]


class AlwaysIn:
    """A benchmark opponent: in with every hand."""

    name = "always-in"

    def choose(self, observation: dict[str, Any], legal: list[Any], rng: random.Random) -> Any:
        return "in" if "in" in legal else legal[0]
