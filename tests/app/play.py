"""Seeded playouts for the app tests: whole games through the engine."""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from cardgames_qt.engine.registry import new_state


def playout(game_id: str, variant: dict[str, Any], seed: int, chooser: Callable | None = None,
            moves: int = 10_000, rng_seed: int = 0) -> list[list[Any]]:
    """The history of a game played by ``chooser(state, seat, rng)`` (random legal
    moves by default), stopped after ``moves`` moves or at its end."""
    rng = random.Random(rng_seed)
    state = new_state(game_id, variant, seed)
    while not state.is_terminal() and len(state.history) < moves:
        for seat in state.acting_seats():
            legal = state.legal_actions(seat)
            action = chooser(state, seat, rng) if chooser else legal[rng.randrange(len(legal))]
            state.apply(seat, action)
            if len(state.history) >= moves:
                break
    return [list(h) for h in state.history]
