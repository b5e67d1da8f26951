"""Which computer opponents exist for each game, by id (as stored in saves)."""
from __future__ import annotations

import importlib

from .random_legal import RandomLegal

# game -> [(bot id, "module:Class")], strongest default first
_BOTS: dict[str, list[tuple[str, str]]] = {
    "gops": [("gops-equilibrium", "cardgames_qt.bots.gops_bots:GopsEquilibriumBot")],
    "guts": [("guts-threshold", "cardgames_qt.bots.guts_bots:GutsThresholdBot")],
    "zhopa": [("zhopa-search", "cardgames_qt.bots.zhopa_search:ZhopaSearchBot"),
              ("zhopa-heuristic", "cardgames_qt.bots.zhopa_bots:ZhopaHeuristicBot")],
}


def _load(spec: str):
    mod, _, cls = spec.partition(":")
    try:
        return getattr(importlib.import_module(mod), cls)
    except (ImportError, AttributeError):
        return None


def available_bots(game_id: str) -> list[str]:
    ids = [bot_id for bot_id, spec in _BOTS.get(game_id, []) if _load(spec) is not None]
    return ids + ["random"]


def default_bot(game_id: str) -> str:
    return available_bots(game_id)[0]


def make_bot(game_id: str, bot_id: str | None = None):
    bot_id = bot_id or default_bot(game_id)
    for known, spec in _BOTS.get(game_id, []):
        if known == bot_id:
            cls = _load(spec)
            if cls is not None:
                return cls()
    if bot_id != "random":
        # an unknown or missing bot id (e.g. a save from another version) plays
        # as the strongest one we have, never silently as a random player
        return make_bot(game_id, default_bot(game_id)) if bot_id != default_bot(game_id) else RandomLegal()
    return RandomLegal()
