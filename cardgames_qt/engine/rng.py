"""Seeded randomness whose position is saved with the game.

``random.Random`` is deterministic for a given seed on every machine; its
full state (625 ints) is stored as JSON so that a saved game resumes with
the generator exactly where it was.
"""
from __future__ import annotations

import random
from typing import Any


class Rng(random.Random):
    def __init__(self, seed: int | None = None):
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        self.seed_value = seed
        super().__init__(seed)

    def __reduce__(self):
        # random.Random pickles/copies by class() + setstate, which would lose
        # the seed; keep it so clone() and deepcopy give an equal state
        return (_restore, (self.seed_value, self.getstate()))

    def to_dict(self) -> dict[str, Any]:
        version, internal, gauss = self.getstate()
        return {"seed": self.seed_value, "state": [version, list(internal), gauss]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Rng":
        rng = cls(data["seed"])
        version, internal, gauss = data["state"]
        rng.setstate((version, tuple(internal), gauss))
        return rng


def _restore(seed: int, state) -> Rng:
    rng = Rng(seed)
    rng.setstate(state)
    return rng
