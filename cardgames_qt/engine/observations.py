"""Every game's observation type in one import: what the app, the tables and the
bots read (by attribute). Each is built in one place, its game's ``observation``:
``gops.State.observation``, ``guts.State.observation``, ``zhopa.views.observation``."""
from __future__ import annotations

from typing import TypeVar

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

#: the observation of any of the three games (narrow it with isinstance, or ``narrow``)
AnyObservation = GopsObservation | GutsObservation | ZhopaObservation

ObsT = TypeVar("ObsT", bound=Observation)


def narrow(obs: Observation, kind: type[ObsT]) -> ObsT:
    """``obs`` as its game's own observation type; TypeError if it is another game's
    (a table or a wording module of one game handed another game's observation)."""
    if not isinstance(obs, kind):
        raise TypeError(f"a {kind.__name__} is needed, not a {type(obs).__name__}")
    return obs


def any_observation(obs: Observation) -> AnyObservation:
    """``obs`` as one of the three games' observation types (TypeError otherwise)."""
    if not isinstance(obs, (GopsObservation, GutsObservation, ZhopaObservation)):
        raise TypeError(f"an observation of a known game is needed, not a {type(obs).__name__}")
    return obs

__all__ = [
    "AnyObservation", "Observation", "Refusal", "narrow", "any_observation",
    "GopsObservation", "GopsRound",
    "GutsObservation", "GutsHand",
    "ZhopaObservation", "Combination", "TrickCard", "LastTrick", "TargetTable", "PartieRecord", "SeatStats",
]
