"""Gops computer opponents.

``GopsEquilibriumBot`` is the app's default Gops opponent: it samples its bid
from :func:`gops_policy`. The fixed-rule bots are for benchmarks and tests:
each is a predictable habit a person might have, and each is what the
equilibrium bot must not lose to.

Every bot reads only the seat's observation (see engine/gops.py ``observation``):
"my_hand", "opp_hand", "prizes_left", "pot", "tie_rule", "cards", "seat", "spent".
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..engine.observations import GopsObservation
from .gops_policy import gops_policy


def _nearest(legal: list[int], target: int) -> int:
    """The legal bid closest to ``target``, the lower one on a tie."""
    return min(legal, key=lambda v: (abs(v - target), v))


def _require(legal: list[Any]) -> None:
    if not legal:
        raise ValueError("no legal bid to choose from")


class GopsEquilibriumBot:
    name = "gops-equilibrium"

    def __init__(self, policy: Callable[..., dict[int, float]] = gops_policy) -> None:
        self.policy = policy  # benchmarks pass an older policy to compare with

    def choose(self, observation: GopsObservation, legal: list[int], rng: random.Random) -> int:
        _require(legal)
        policy = self.policy(observation.my_hand, observation.opp_hand,
                             observation.prizes_left, observation.pot,
                             observation.tie_rule)
        allowed = set(legal)
        bids = [b for b in sorted(policy) if b in allowed and policy[b] > 0.0]
        if not bids:  # legal and the hand disagree: never expected, but stay legal
            return _nearest(sorted(legal), observation.pot[-1] if observation.pot else 1)
        total = sum(policy[b] for b in bids)
        r = rng.random() * total
        for b in bids:
            r -= policy[b]
            if r < 0.0:
                return b
        return bids[-1]  # r ran past the end by rounding


class MatchingBot:
    """Bids the rank of the newest prize (with a carried pot too)."""
    name = "matching"

    def choose(self, observation: GopsObservation, legal: list[int], rng: random.Random) -> int:
        _require(legal)
        return _nearest(sorted(legal), observation.pot[-1])


class OneAboveBot:
    """Bids one above the newest prize, and the ace on the king."""
    name = "one-above"

    def choose(self, observation: GopsObservation, legal: list[int], rng: random.Random) -> int:
        _require(legal)
        prize = observation.pot[-1]
        return _nearest(sorted(legal), prize % observation.cards + 1)


class HighestFirstBot:
    name = "highest-first"

    def choose(self, observation: GopsObservation, legal: list[int], rng: random.Random) -> int:
        _require(legal)
        return max(legal)


class LowestFirstBot:
    name = "lowest-first"

    def choose(self, observation: GopsObservation, legal: list[int], rng: random.Random) -> int:
        _require(legal)
        return min(legal)


class CopyLastBot:
    """Bids what the opponent bid last round (the prize's rank in the first round);
    a rank already spent gives way to the nearest one still held."""
    name = "copy-last"

    def choose(self, observation: GopsObservation, legal: list[int], rng: random.Random) -> int:
        _require(legal)
        theirs = observation.spent[1 - observation.player()]
        target = theirs[-1] if theirs else observation.pot[-1]
        return _nearest(sorted(legal), target)


FIXED_RULE_BOTS = (MatchingBot, OneAboveBot, HighestFirstBot, LowestFirstBot, CopyLastBot)


class _NoisyPrizeBidder:
    """Bids near the prize on offer, as a person does: the pot's worth (the
    newest prize plus anything carried, at most the top card) plus a rounded
    Gaussian error of ``NOISE`` ranks; with probability ``WILD`` any card at all."""
    name = "gops-noisy"
    NOISE = 1.0
    WILD = 0.0

    def choose(self, observation: GopsObservation, legal: list[int], rng: random.Random) -> int:
        _require(legal)
        if len(legal) == 1:
            return legal[0]
        if rng.random() < self.WILD:
            return legal[rng.randrange(len(legal))]
        worth = min(sum(observation.pot), observation.cards)
        return _nearest(sorted(legal), round(worth + rng.gauss(0.0, self.NOISE)))


class GopsMediumBot(_NoisyPrizeBidder):
    """Medium: bids the prize's worth give or take a rank or two, now and then
    anything (set on bench/bots_levels.py: Expert beats it by ~6 points a
    13-card game, it beats Easy by ~8)."""
    name = "gops-medium"
    NOISE = 2.0
    WILD = 0.15


class GopsEasyBot(_NoisyPrizeBidder):
    """Easy: a loose idea of the prize's worth, and now and then a careless card."""
    name = "gops-easy"
    NOISE = 3.0
    WILD = 0.35
