"""The random-legal player: every later opponent is measured against it."""
from __future__ import annotations

import random
from typing import Any

from ..engine.state import Observation


class RandomLegal:
    name = "random"

    def choose(self, observation: Observation, legal: list[Any], rng: random.Random) -> Any:
        if not legal:
            raise ValueError("no legal action to choose from")
        return legal[rng.randrange(len(legal))]
