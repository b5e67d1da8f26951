"""The three games by id, and what every game module provides.

Each game module (``gops``, ``guts``, ``zhopa``) defines:

- ``GAME_ID``;
- ``GAME_INFO``: its :class:`~cardgames_qt.engine.catalogue.GameInfo` (settings, ranges);
- ``Variant``: a frozen dataclass of the rule settings, with
  ``Variant.from_dict(d)`` (unknown keys are ignored, missing keys take the
  defaults, impossible values raise :class:`IllegalMove`) and ``to_dict()``;
- ``State``: its :class:`~cardgames_qt.engine.state.GameState`;
- ``new_state(variant=None, seed=None) -> State``.
"""
from __future__ import annotations

import importlib
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any

from .catalogue import GAME_IDS
from .errors import IllegalMove, short_repr
from .inputs import as_history, as_seed

if TYPE_CHECKING:  # annotations only: the state module is imported with a game's
    from .state import GameState


def game_module(game_id: str) -> ModuleType:
    if not isinstance(game_id, str) or game_id not in GAME_IDS:
        raise IllegalMove("unknown_game", given=short_repr(game_id))
    return importlib.import_module(f"cardgames_qt.engine.{game_id}")


def new_state(game_id: str, variant: dict[str, Any] | None = None, seed: int | None = None) -> GameState:
    mod = game_module(game_id)
    state: GameState = mod.new_state(mod.Variant.from_dict({} if variant is None else variant), as_seed(seed))
    return state


def state_from_dict(data: dict[str, Any]) -> GameState:
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise IllegalMove("This is not a saved game state.")
    state: GameState = game_module(data["game"]).State.from_dict(data)
    return state


def replay(game_id: str, variant: dict[str, Any] | None, seed: int, history: Sequence[Sequence[Any]]) -> GameState:
    """Rebuild a game from its seed and action history (each entry ``[seat, action]``).

    Raises IllegalMove, naming the move number, if any entry is not legal.
    """
    moves = as_history(history)
    state = new_state(game_id, variant, seed)
    for i, entry in enumerate(moves, 1):
        if not isinstance(entry, (list, tuple)) or len(entry) != 2:
            raise IllegalMove("history_malformed", move=i)
        seat, action = entry
        try:
            state.apply(seat, action)
        except IllegalMove as exc:
            raise IllegalMove("history_illegal", move=i, reason=str(exc), reason_code=exc.code,
                              reason_params=exc.params) from None
    return state
