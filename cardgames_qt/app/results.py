"""What a finished game means for the statistics, per game kind, read from the
public observation and ``returns()`` (never from a widget).

Gops (a game or a match): score = the player's points, outcome by the
totals. Guts (a session): score = the final balance. Zhopa: outcome from
the winners and losers, score = points, with the rating inputs.
"""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from cardgames_qt.engine.observations import GopsObservation, ZhopaObservation
from cardgames_qt.storage.stats import PlayerResult, ZhopaInputs

if TYPE_CHECKING:
    from cardgames_qt.app.session import GameSession


def _outcomes_by_score(scores: list[Fraction]) -> list[str]:
    best = max(scores)
    leaders = sum(1 for s in scores if s == best)
    return ["loss" if s != best else "win" if leaders == 1 else "draw" for s in scores]


def results_of(session: GameSession) -> list[PlayerResult]:
    """One PlayerResult per seat of a finished game."""
    state = session.state
    names = [s.name for s in session.seats]
    obs = state.observation(None)
    if isinstance(obs, ZhopaObservation):
        returns = state.returns()
        out = []
        for seat, name in enumerate(names):
            st = obs.stats[seat]
            outcome = "win" if returns[seat] > 0 else "loss" if returns[seat] < 0 else "draw"
            out.append(PlayerResult(name, outcome, int(st.points),
                                    ZhopaInputs(**{k: int(getattr(st, k)) for k in ZhopaInputs.__dataclass_fields__})))
        return out
    if isinstance(obs, GopsObservation):
        scores = [Fraction(t) for t in obs.totals]
    else:
        scores = [Fraction(r) for r in state.returns()]
    return [PlayerResult(name, outcome, score)
            for name, outcome, score in zip(names, _outcomes_by_score(scores), scores, strict=True)]
