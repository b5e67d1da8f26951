"""Computer opponents in their own process.

A bot thinking in a thread of the GUI process competes with the table for
Python's GIL, and the table stutters; in a worker process it uses the other
core and the GUI thread never waits for it. The worker gets only what the
seat may know (its observation and legal actions) and a seed, and returns
the chosen action. Bots are built once per worker and reused.

The process is not started by a warm-up request alone: the app asks for it
with :func:`prestart` after its first paint, or the first real decision
starts it. :func:`shutdown` ends it when the app quits (and with it,
multiprocessing's resource tracker), so no child outlives the app.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

    from ..engine.observations import AnyObservation

_bots: dict[tuple[str, str | None], Any] = {}
_executor: ProcessPoolExecutor | None = None  # started on first use


def decide(game_id: str, bot_id: str | None, observation: AnyObservation, legal: list[Any], seed: int) -> Any:
    """Runs in the worker process."""
    key = (game_id, bot_id)
    bot = _bots.get(key)
    if bot is None:
        from cardgames_qt.bots.registry import make_bot
        bot = _bots[key] = make_bot(game_id, bot_id)
    action = bot.choose(observation, legal, random.Random(seed))
    if action not in legal:
        raise ValueError(f"the {bot.name} bot chose {action!r}, which is not legal")
    return action


def warm_up() -> bool:
    """Import the engines and bots in the worker before the first real move."""
    from cardgames_qt.bots import registry  # noqa: F401 - imported to warm the worker up
    from cardgames_qt.engine import gops, guts, zhopa  # noqa: F401 - imported to warm the worker up
    return True


def executor() -> ProcessPoolExecutor:
    """The one worker process, started on first use (spawned: never fork a Qt process)."""
    global _executor
    if _executor is None:
        import multiprocessing  # imported here: start-up does not need it
        from concurrent.futures import ProcessPoolExecutor
        _executor = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        import atexit
        atexit.register(shutdown)  # also without a Qt loop (tests, tools): no child outlives us
    return _executor


def is_running() -> bool:
    return _executor is not None


def prestart() -> Future[Any]:
    """Start the worker now and warm it up (the app calls this after its first paint)."""
    return submit(warm_up, _start=True)


def submit(fn: Callable[..., Any], *args: Any, _start: bool = False) -> Future[Any]:
    global _executor
    if fn is warm_up and _executor is None and not _start:
        # a warm-up alone starts nothing (the table paints first; a screenshot
        # never needs the worker): answer at once
        from concurrent.futures import Future
        done: Future[Any] = Future()
        done.set_result(False)
        return done
    try:
        return executor().submit(fn, *args)
    except RuntimeError:  # a broken pool (the worker died): start a fresh one
        _executor = None
        return executor().submit(fn, *args)


def shutdown() -> None:
    """End the worker process; the app is quitting."""
    global _executor
    pool, _executor = _executor, None
    if pool is not None:
        processes = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for proc in processes:  # a decision in progress is not waited for
            if proc.is_alive():
                proc.terminate()
        for proc in processes:
            proc.join(timeout=5)
            if proc.is_alive():
                proc.kill()
    # multiprocessing's resource tracker ends by itself once every process
    # holding its pipe is gone: the worker now, this process at exit
