"""The seat-input seam: every computer opponent is a Bot."""
from __future__ import annotations

import random
from typing import Any, Protocol, TypeVar

from ..engine.state import Observation

ObsT_contra = TypeVar("ObsT_contra", bound=Observation, contravariant=True)


class Bot(Protocol[ObsT_contra]):
    #: short id used in settings and benchmarks, e.g. "random", "gops-equilibrium"
    name: str

    def choose(self, observation: ObsT_contra, legal: list[Any], rng: random.Random) -> Any:
        """Pick one of ``legal`` from what ``observation`` (the game's typed
        observation for the bot's seat) shows. Must return an element of ``legal``;
        may take time (it runs off the GUI thread)."""
        ...
