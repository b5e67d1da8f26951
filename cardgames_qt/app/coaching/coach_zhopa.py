"""The Zhopa coach: the search bot's machinery, asked for numbers.

At the bet it is the search bot itself (``ZhopaSearchBot``): its suggested
bet, and its estimated chance of reaching the go and the pass target.

In card play every legal card is tried on the SAME guessed deals (the
search's ``_Facts``: guesses of the hidden cards that honour every card seen,
its rollout and its end-of-partie estimate): flat Monte Carlo with common
guesses, so the cards are compared on equal luck. Each card gets the
estimated partie points of the seat at the end; the suggested card is the one
with the best search reward (banks shed, plus the points), the same objective
the search bot plays for. Why not read the bot's tree: its root statistics
mix every seat's replies and are not returned; trying each card on common
deals gives a number per card that a person can compare.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any

from cardgames_qt.app.coaching.coach import Reason, ZhopaHint
from cardgames_qt.bots.zhopa_fast import INDEX, Sim
from cardgames_qt.bots.zhopa_search import GREEDY, POINTS_WEIGHT, ZhopaSearchBot, _Facts, _rollout
from cardgames_qt.engine.observations import ZhopaObservation


def zhopa_hint(obs: ZhopaObservation, legal: list[Any], seed: int = 0, time_budget: float | None = 0.2,
               max_iterations: int = 2000) -> ZhopaHint:
    rng = random.Random(seed)
    targets = {"go": obs.target_table.go, "pass": obs.target_table.pass_}
    if obs.phase == "bet":
        bot = _bet_search(obs, rng, time_budget, max_iterations)
        values, reach = bot.last_bet_values, dict(bot.last_bet_reach)
        best = max(legal, key=lambda b: (values[b], b == "pass"))  # the bot's own rule
        return ZhopaHint(seat=obs.player(), phase="bet", best=best, points={}, reach=reach, targets=targets,
                         iterations=bot.last_iterations,
                         reason=Reason("zhopa_bet_" + best, {"go": round(100 * reach["go"]),
                                                             "pass": round(100 * reach["pass"])}))
    points, rewards, done = card_values(obs, legal, rng, time_budget, max_iterations)
    best = max(legal, key=lambda c: (rewards[c], points[c]))
    code = "zhopa_only" if len(legal) == 1 else "zhopa_card"
    return ZhopaHint(seat=obs.player(), phase="play", best=best, points=points, reach={}, targets=targets,
                     iterations=done, reason=Reason(code, {"card": best, "points": round(points[best])}))


def _bet_search(obs: ZhopaObservation, rng: random.Random, time_budget: float | None,
                max_iterations: int) -> ZhopaSearchBot:
    """The search bot after deciding the bet (its estimates are in last_bet_*).
    It is asked about both bets: with one legal bet it would not search."""
    bot = ZhopaSearchBot(time_budget=time_budget, max_iterations=max_iterations)
    bot.choose(obs, ["go", "pass"], rng)
    return bot


def bet_values(obs: ZhopaObservation, rng: random.Random, time_budget: float | None,
               max_iterations: int) -> dict[str, float]:
    """Expected banks shed (negative: gained) with each bet, by the search."""
    return dict(_bet_search(obs, rng, time_budget, max_iterations).last_bet_values)


def card_values(obs: ZhopaObservation, legal: list[str], rng: random.Random, time_budget: float | None,
                max_iterations: int) -> tuple[dict[str, float], dict[str, float], int]:
    """Per legal card: estimated partie points of the seat, and the search reward,
    averaged over common guessed deals; and how many deals were tried."""
    facts = _Facts(obs)
    me = facts.seat
    cards = [INDEX[c] for c in legal]
    points, rewards = [0.0] * len(cards), [0.0] * len(cards)
    deadline = time.perf_counter() + time_budget if time_budget else math.inf
    done = 0
    while done < max_iterations and (not done or time.perf_counter() < deadline):
        deal = facts.sample(rng)
        for k, card in enumerate(cards):
            d = Sim().copy_from(deal, list(deal.hands), list(deal.stock))
            d.play(me, card)
            _rollout(d, rng, GREEDY, facts.stop)
            estimate = facts._estimate(d)
            mine = estimate[0][me]
            points[k] += mine
            rewards[k] += facts.bank_value(d, me, d.bets[me] or "pass", estimate) + POINTS_WEIGHT * mine / 100.0
        done += 1
    return ({c: p / done for c, p in zip(legal, points, strict=True)},
            {c: r / done for c, r in zip(legal, rewards, strict=True)}, done)
