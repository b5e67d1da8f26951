"""Zhopa (Жопа): 2-4 players, 36 cards, bets on four-card hands, banks.

Public surface (docs/engine-api.md): ``trick_winner``,
``legal_plays``, ``partie_targets``, ``card_points``,
``combination_points``, ``rating``; and, like every game module,
``GAME_ID``, ``Variant``, ``State``, ``new_state``. ``determinize`` builds
a full game from one seat's observation, for search bots.

The modules: ``tricks`` (the trick resolution model and legal plays),
``rules`` (points, combinations, targets, rating), ``variant`` (settings),
``game`` (a whole game of parties), ``views`` (observation, determinize,
invariants).
"""
from ..observations import Combination, LastTrick, PartieRecord, SeatStats, TargetTable, TrickCard, ZhopaObservation
from .game import GAME_ID, State, new_state
from .rules import (
                    BALANCED_TARGETS,
                    SOURCE_TARGETS,
                    card_points,
                    combination_points,
                    combinations,
                    partie_targets,
                    rating,
)
from .tricks import legal_plays, trick_winner
from .variant import GAME_INFO, TRUMP_MODES, Variant
from .views import determinize

__all__ = [
    "GAME_ID", "GAME_INFO", "State", "Variant", "new_state", "determinize", "TRUMP_MODES",
    "trick_winner", "legal_plays", "partie_targets", "card_points", "combination_points",
    "combinations", "rating", "SOURCE_TARGETS", "BALANCED_TARGETS",
    "ZhopaObservation", "Combination", "TrickCard", "LastTrick", "TargetTable", "PartieRecord", "SeatStats",
]
