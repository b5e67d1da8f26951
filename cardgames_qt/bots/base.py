"""The seat-input seam: every computer opponent is a Bot."""
from __future__ import annotations

import random
from typing import Any, Protocol


class Bot(Protocol):
    #: short id used in settings and benchmarks, e.g. "random", "gops-equilibrium"
    name: str

    def choose(self, observation: dict[str, Any], legal: list[Any], rng: random.Random) -> Any:
        """Pick one of ``legal`` from what ``observation`` shows. Must return an
        element of ``legal``; may take time (it runs off the GUI thread)."""
        ...
