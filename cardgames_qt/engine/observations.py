"""Every game's observation type in one import: what the app, the tables and the
bots read (by attribute). Each is built in one place, its game's ``observation``:
``gops.State.observation``, ``guts.State.observation``, ``zhopa.views.observation``."""
from __future__ import annotations

from .errors import Refusal
from .gops import GopsObservation, GopsRound
from .guts import GutsHand, GutsObservation
from .state import Observation
from .zhopa.views import (
    Combination,
    LastTrick,
    PartieRecord,
    SeatStats,
    TargetTable,
    TrickCard,
    ZhopaObservation,
)

#: the observation of any of the three games (narrow it with isinstance)
AnyObservation = GopsObservation | GutsObservation | ZhopaObservation

__all__ = [
    "AnyObservation", "Observation", "Refusal",
    "GopsObservation", "GopsRound",
    "GutsObservation", "GutsHand",
    "ZhopaObservation", "Combination", "TrickCard", "LastTrick", "TargetTable", "PartieRecord", "SeatStats",
]
