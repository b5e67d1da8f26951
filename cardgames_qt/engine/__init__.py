"""The rules engine: plain Python, standard library only (no Qt, ever).

Public surface (see docs/engine-api.md): ``IllegalMove``, the modules
``gops``, ``guts``, ``zhopa``, and the common :class:`GameState` protocol.
"""
from .errors import IllegalMove
from .state import SIMULTANEOUS, TERMINAL, GameState

__all__ = ["IllegalMove", "GameState", "SIMULTANEOUS", "TERMINAL"]
