"""Analysis after a game: each decision of one player, graded by the coach.

Built from a save's seed, variant and history, replayed through the engine;
at each of the player's decisions the coach sees that seat's observation
only (never the state), like the hint during play. No Qt: the app runs it in
the bot worker process (``bot_worker.submit(analyse_request, request)``).

Grades, per game:
- Gops: expected points given up against the opponent's equilibrium
  (:func:`coach.gops_round`): 0 for every bid the equilibrium uses. Exact
  where the policy is exact (every decision of a game of up to 8 cards, and
  every decision with at most 5 cards in hand); above, the value after the
  round comes from the fitted model and the analysis says "approximate".
- Guts: tokens of expected gain given up by the declaration, against the
  other players at the equilibrium (the coach's model).
- Zhopa: estimated partie points given up by each card, against the coach's
  suggested card (its search on common guessed deals); the bet's grade is in
  banks (expected banks shed), counted apart.
"""
from __future__ import annotations

import random
from dataclasses import field
from typing import Any

from cardgames_qt.app.coaching.coach import gops_round, guts_hint
from cardgames_qt.bots.gops_policy import EXACT_CARDS, TABLE_CARDS
from cardgames_qt.engine.observations import GopsObservation, GutsObservation, any_observation
from cardgames_qt.engine.registry import new_state, replay
from cardgames_qt.engine.state import GameState
from cardgames_qt.records import dataclass

COSTLIEST = 3  # decisions highlighted
UNITS = {"gops": "points", "guts": "tokens", "zhopa": "points"}


@dataclass(frozen=True)
class Decision:
    move: int  # index of the move in the history
    where: dict[str, Any]  # the engine's position: round / hand / trick (see replay_model.position)
    chosen: Any
    best: Any
    loss: float  # expected amount given up, in ``unit`` (0: as good as the best)
    unit: str  # "points", "tokens" or "banks"
    costly: bool = False  # one of the COSTLIEST of this analysis


@dataclass(frozen=True)
class Analysis:
    game: str
    seat: int
    decisions: list[Decision]
    unit: str  # the unit of ``total``
    total: float  # sum of the losses in ``unit``
    totals: dict[str, float] = field(default_factory=dict)  # per unit (Zhopa's bets: "banks")
    exact: bool = True

    @property
    def costliest(self) -> list[Decision]:
        return sorted((d for d in self.decisions if d.costly), key=lambda d: -d.loss)


@dataclass(frozen=True)
class AnalysisRequest:
    """Picklable: what :func:`analyse_request` needs (a save's fields and a seat)."""
    game_id: str
    variant: dict[str, Any]
    seed: int
    history: list[list[Any]]
    seat: int
    part: int | None = None  # Zhopa: the partie; Guts: the cycle; Gops: the game of a match
    time_budget: float | None = None
    max_iterations: int = 300


def analyse_request(request: AnalysisRequest) -> Analysis:
    return analyse(request.game_id, request.variant, request.seed, request.history, request.seat,
                   part=request.part, time_budget=request.time_budget, max_iterations=request.max_iterations)


def analyse(game_id: str, variant: dict[str, Any] | None, seed: int, history: list[list[Any]], seat: int,
            part: int | None = None, time_budget: float | None = None, max_iterations: int = 300) -> Analysis:
    """Grade every decision ``seat`` made (in ``part`` only, when given: the Gops
    game of a match, the Guts cycle, the Zhopa partie; numbered as the engine
    numbers them). Raises IllegalMove if the history is not legal."""
    from cardgames_qt.app.replay.replay_model import PART_KEY, position
    replay(game_id, variant, seed, history)  # the whole history is legal, or IllegalMove names the move
    state = new_state(game_id, variant, seed)
    decisions: list[Decision] = []
    exact = True
    for i, (who, action) in enumerate(history):
        if who == seat:
            where = position(state)
            if part is None or where.get(PART_KEY[game_id]) == part:
                decision, is_exact = _grade(game_id, state, seat, action, i, where, seed, time_budget,
                                            max_iterations)
                if decision is not None:
                    decisions.append(decision)
                    exact = exact and is_exact
        state.apply(who, action)
    return _summary(game_id, seat, decisions, exact)


def _grade(game_id: str, state: GameState, seat: int, action: Any, move: int, where: dict[str, Any],
           seed: int, time_budget: float | None, max_iterations: int) -> tuple[Decision | None, bool]:
    obs = any_observation(state.observation(seat))
    legal = state.legal_actions(seat)
    if isinstance(obs, GopsObservation):
        mine, theirs, prizes, pot = obs.my_hand, obs.opp_hand, obs.prizes_left, obs.pot
        _, losses = gops_round(tuple(mine), tuple(theirs), tuple(prizes), sum(pot), obs.tie_rule)
        exact = len(mine) <= EXACT_CARDS or max(mine + theirs + prizes + pot) <= TABLE_CARDS
        return _decision(move, where, action, losses, "points"), exact
    if isinstance(obs, GutsObservation):
        h = guts_hint(obs)
        return _decision(move, where, action, {c: h.gains[h.best] - g for c, g in h.gains.items()}, "tokens"), True
    if len(legal) < 2:
        return None, True  # nothing to choose: not a decision
    from cardgames_qt.app.coaching.coach_zhopa import bet_values, card_values
    rng = random.Random(seed * 1_000_003 + move)
    if obs.phase == "bet":
        values = bet_values(obs, rng, time_budget, max_iterations)
        top = max(values.values())
        return _decision(move, where, action, {b: top - v for b, v in values.items() if b in legal}, "banks"), False
    points, rewards, _ = card_values(obs, legal, rng, time_budget, max_iterations)
    best = max(legal, key=lambda c: (rewards[c], points[c]))
    losses = {c: max(0.0, points[best] - points[c]) for c in legal}
    losses[best] = 0.0
    return _decision(move, where, action, losses, "points", best), False


def _decision(move: int, where: dict[str, Any], chosen: Any, losses: dict[Any, float], unit: str,
              best: Any = None) -> Decision:
    loss = losses[chosen]
    if best is None or loss <= 0.0:
        # every move without loss is a best one: name the chosen one if it is
        best = chosen if loss <= 0.0 else min(losses, key=lambda m: losses[m])
    return Decision(move, where, chosen, best, loss, unit)


def _summary(game_id: str, seat: int, decisions: list[Decision], exact: bool) -> Analysis:
    unit = UNITS[game_id]
    main = [d for d in decisions if d.unit == unit and d.loss > 0.0]
    costly = {d.move for d in sorted(main, key=lambda d: (-d.loss, d.move))[:COSTLIEST]}
    decisions = [Decision(d.move, d.where, d.chosen, d.best, d.loss, d.unit, d.move in costly) for d in decisions]
    totals: dict[str, float] = {unit: 0.0}
    for d in decisions:
        totals[d.unit] = totals.get(d.unit, 0.0) + d.loss
    return Analysis(game_id, seat, decisions, unit, totals[unit], totals, exact)


def last_part(game_id: str, variant: dict[str, Any] | None, seed: int, history: list[list[Any]],
              seat: int) -> int | None:
    """The part (Gops game of a match, Guts cycle, Zhopa partie) of the seat's
    last decision, or None if it has made none: what "review my play" grades."""
    from cardgames_qt.app.replay.replay_model import PART_KEY, position
    state = new_state(game_id, variant, seed)
    part = None
    for who, action in history:
        if who == seat:
            part = position(state).get(PART_KEY[game_id])
        state.apply(who, action)
    return part


def analyse_last_part(request: AnalysisRequest) -> Analysis:
    """The analysis of the part the seat played last (the request's ``part`` is
    ignored): the Gops game, Guts cycle or Zhopa partie that just ended."""
    part = last_part(request.game_id, request.variant, request.seed, request.history, request.seat)
    if part is None:
        return _summary(request.game_id, request.seat, [], True)
    return analyse(request.game_id, request.variant, request.seed, request.history, request.seat, part=part,
                   time_budget=request.time_budget, max_iterations=request.max_iterations)
