"""The rules engine: plain Python, standard library only (no Qt, ever).

Public surface (see docs/engine-api.md): ``IllegalMove``, the modules
``gops``, ``guts``, ``zhopa``, and the common :class:`GameState` protocol.

The state's names are looked up when first asked for (PEP 562): the start page
reads the catalogue of games (which needs only ``errors``) before its first
paint, and ``state`` brings json, fractions and random with it (about 7 ms).
"""
from typing import TYPE_CHECKING

from .errors import IllegalMove, Refusal

if TYPE_CHECKING:
    from .state import SIMULTANEOUS, TERMINAL, GameState, Observation

_FROM_STATE = frozenset({"SIMULTANEOUS", "TERMINAL", "GameState", "Observation"})


def __getattr__(name: str) -> object:
    if name in _FROM_STATE:
        from . import state
        value: object = getattr(state, name)
        globals()[name] = value  # asked once
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["IllegalMove", "Refusal", "GameState", "Observation", "SIMULTANEOUS", "TERMINAL"]
