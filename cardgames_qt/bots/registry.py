"""Which computer opponents exist for each game, by id (as stored in saves),
and how they map to the levels a player picks (Easy, Medium, Expert; for Guts
also a style, cautious or loose).

A seat stores one bot id. The settings dialog shows a level (and style) and
stores ``bot_id(game, level, style)``; ``describe(bot_id)`` maps back. Ids of
bots that are not importable (not written yet, or stripped from a bundle) are
left out of every list, and an unknown id plays as the strongest bot we have,
never silently as a random player.
"""
from __future__ import annotations

import importlib
from typing import Any, NamedTuple

from .base import Bot
from .random_legal import RandomLegal

LEVELS = ("easy", "medium", "expert")
GUTS_STYLES = ("cautious", "loose")


class BotInfo(NamedTuple):
    bot_id: str
    spec: str  # "module:Class"
    level: str  # one of LEVELS
    style: str | None = None  # Guts only


# game -> its bots, strongest default first
_BOTS: dict[str, list[BotInfo]] = {
    "gops": [
        BotInfo("gops-equilibrium", "cardgames_qt.bots.gops_bots:GopsEquilibriumBot", "expert"),
        BotInfo("gops-medium", "cardgames_qt.bots.gops_bots:GopsMediumBot", "medium"),
        BotInfo("gops-easy", "cardgames_qt.bots.gops_bots:GopsEasyBot", "easy"),
    ],
    "guts": [
        BotInfo("guts-threshold", "cardgames_qt.bots.guts_bots:GutsThresholdBot", "expert", "cautious"),
        BotInfo("guts-expert-loose", "cardgames_qt.bots.guts_bots:GutsExpertLooseBot", "expert", "loose"),
        BotInfo("guts-medium-cautious", "cardgames_qt.bots.guts_bots:GutsMediumCautiousBot", "medium", "cautious"),
        BotInfo("guts-medium-loose", "cardgames_qt.bots.guts_bots:GutsMediumLooseBot", "medium", "loose"),
        BotInfo("guts-easy-cautious", "cardgames_qt.bots.guts_bots:GutsEasyCautiousBot", "easy", "cautious"),
        BotInfo("guts-easy-loose", "cardgames_qt.bots.guts_bots:GutsEasyLooseBot", "easy", "loose"),
    ],
    "zhopa": [
        BotInfo("zhopa-search", "cardgames_qt.bots.zhopa_search:ZhopaSearchBot", "expert"),
        BotInfo("zhopa-heuristic", "cardgames_qt.bots.zhopa_bots:ZhopaHeuristicBot", "medium"),
        BotInfo("zhopa-easy", "cardgames_qt.bots.zhopa_bots:ZhopaEasyBot", "easy"),
    ],
}


def _load(spec: str) -> Any:
    mod, _, cls = spec.partition(":")
    try:
        return getattr(importlib.import_module(mod), cls)
    except (ImportError, AttributeError):
        return None


def _infos(game_id: str) -> list[BotInfo]:
    return [b for b in _BOTS.get(game_id, []) if _load(b.spec) is not None]


def known_bot(game_id: str, bot_id_: str) -> bool:
    """True when ``bot_id_`` names one of ``game_id``'s computer opponents (importable
    or not: a bundle without it still knows the level) or the random player."""
    return bot_id_ == "random" or any(b.bot_id == bot_id_ for b in _BOTS.get(game_id, []))


def available_bots(game_id: str) -> list[str]:
    return [b.bot_id for b in _infos(game_id)] + ["random"]


def default_bot(game_id: str) -> str:
    return available_bots(game_id)[0]


def levels(game_id: str) -> list[str]:
    """The levels that have a bot for ``game_id``, easiest first."""
    have = {b.level for b in _infos(game_id)}
    return [lv for lv in LEVELS if lv in have]


def styles(game_id: str) -> list[str]:
    """The styles a level can be played in (``[]`` where the game has none)."""
    have = {b.style for b in _infos(game_id) if b.style}
    return [s for s in GUTS_STYLES if s in have]


def bot_id(game_id: str, level: str = "expert", style: str | None = None) -> str:
    """The bot id for a level (and style); the strongest one when no bot matches."""
    infos = _infos(game_id)
    for b in infos:
        if b.level == level and (style is None or b.style is None or b.style == style):
            return b.bot_id
    return default_bot(game_id)


def describe(bot_id_: str | None) -> tuple[str, str | None]:
    """``(level, style)`` of a stored bot id; unknown ids are the strongest level."""
    for infos in _BOTS.values():
        for b in infos:
            if b.bot_id == bot_id_:
                return b.level, b.style
    if bot_id_ == "random":
        return "easy", None
    return "expert", None


def make_bot(game_id: str, bot_id_: str | None = None) -> Bot[Any]:
    bot_id_ = bot_id_ or default_bot(game_id)
    for b in _infos(game_id):
        if b.bot_id == bot_id_:
            bot: Bot[Any] = _load(b.spec)()
            return bot
    if bot_id_ != "random":
        # an unknown or missing bot id (e.g. a save from another version) plays
        # as the strongest one we have, never silently as a random player
        return make_bot(game_id, default_bot(game_id)) if bot_id_ != default_bot(game_id) else RandomLegal()
    return RandomLegal()
