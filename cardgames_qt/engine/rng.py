"""Seeded randomness whose position is saved with the game.

``random.Random`` is deterministic for a given seed on every machine; its
full state (625 ints) is stored as JSON so that a saved game resumes with
the generator exactly where it was.
"""
from __future__ import annotations

import random
from typing import Any

from .errors import IllegalMove
from .inputs import as_seed


class Rng(random.Random):
    def __init__(self, seed: int | None = None):
        seed = as_seed(seed)
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        self.seed_value = seed
        super().__init__(seed)

    def __reduce__(self) -> tuple[Any, ...]:
        # random.Random pickles/copies by class() + setstate, which would lose
        # the seed; keep it so clone() and deepcopy give an equal state
        return (_restore, (self.seed_value, self.getstate()))

    def to_dict(self) -> dict[str, Any]:
        version, internal, gauss = self.getstate()
        return {"seed": self.seed_value, "state": [version, list(internal), gauss]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rng:
        if not isinstance(data, dict) or not isinstance(data.get("state"), list) or len(data["state"]) != 3 \
                or as_seed(data.get("seed")) is None:
            raise IllegalMove("The saved random generator is damaged.")
        rng = cls(data["seed"])
        version, internal, gauss = data["state"]
        if not isinstance(internal, list) or len(internal) != 625 or \
                not all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < 2**32 for x in internal) \
                or internal[-1] > 624:  # the last number is the position in the other 624
            raise IllegalMove("The saved random generator is damaged.")
        if version != 3 or not (gauss is None or isinstance(gauss, float)):
            raise IllegalMove("The saved random generator is damaged.")
        rng.setstate((version, tuple(internal), gauss))
        return rng


def _restore(seed: int, state: Any) -> Rng:
    rng = Rng(seed)
    rng.setstate(state)
    return rng
