"""Computer opponents in their own process.

A bot thinking in a thread of the GUI process competes with the table for
Python's GIL, and the table stutters; in a worker process it uses the other
core and the GUI thread never waits for it. The worker gets only what the
seat may know (its observation and legal actions) and a seed, and returns
the chosen action. Bots are built once per worker and reused.
"""
from __future__ import annotations

import multiprocessing
import random
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

_bots: dict[tuple[str, str | None], Any] = {}
_executor: ProcessPoolExecutor | None = None


def decide(game_id: str, bot_id: str | None, observation: dict[str, Any], legal: list[Any], seed: int) -> Any:
    """Runs in the worker process."""
    key = (game_id, bot_id)
    bot = _bots.get(key)
    if bot is None:
        from ..bots.registry import make_bot
        bot = _bots[key] = make_bot(game_id, bot_id)
    action = bot.choose(observation, legal, random.Random(seed))
    if action not in legal:
        raise ValueError(f"the {bot.name} bot chose {action!r}, which is not legal")
    return action


def warm_up() -> bool:
    """Import the engines and bots in the worker before the first real move."""
    from ..bots import registry  # noqa: F401
    from ..engine import gops, guts, zhopa  # noqa: F401
    return True


def executor() -> ProcessPoolExecutor:
    """The one worker process, started on first use (spawned: never fork a Qt process)."""
    global _executor
    if _executor is None:
        _executor = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
    return _executor


def submit(fn, *args) -> Future:
    global _executor
    try:
        return executor().submit(fn, *args)
    except RuntimeError:  # a broken pool (the worker died): start a fresh one
        _executor = None
        return executor().submit(fn, *args)
