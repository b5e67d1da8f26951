"""The rules engine: plain Python, standard library only (no Qt, ever).

Public surface (see docs/engine-api.md): ``IllegalMove``, the modules
``gops``, ``guts``, ``zhopa``, and the common :class:`GameState` protocol.
"""
from .errors import IllegalMove, Refusal
from .state import SIMULTANEOUS, TERMINAL, GameState, Observation

__all__ = ["IllegalMove", "Refusal", "GameState", "Observation", "SIMULTANEOUS", "TERMINAL"]
