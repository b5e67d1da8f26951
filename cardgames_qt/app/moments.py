"""One queue for time at the table (no Qt here).

A *moment* is something a person must be able to follow before play goes
on: a Gops flip, a Guts showdown and settlement, a completed Zhopa trick,
the deal, a summary, a pass-and-play handover. Moments are shown one after
another in the order they were queued. While one is up:

- computer seats wait (the controller asks :attr:`MomentQueue.busy` before it
  schedules a move), and
- the input gate is shut: only the moment's own buttons and keys act.

A moment either passes by itself after ``ms`` milliseconds (an animation a
click may skip) or, with ``waits``, stays until the person continues (its ``ms``
is then only how long its animation runs, never a timer) (summaries, handovers,
and in pass-and-play every public result, so that everyone at the screen sees it). With ``ms == 0`` and not ``waits`` a
moment passes at once (reduced motion) but still keeps its place in the order.

The queue only keeps order; the table (Qt) starts timers and draws.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import field
from typing import Any

from cardgames_qt.records import dataclass

#: kinds, in the words the tables use
REVEAL, SHOWDOWN, TRICK, DEAL, SUMMARY, HANDOVER = "reveal", "showdown", "trick", "deal", "summary", "handover"
#: cards in flight (ui/table/flights.py): the queue, the computers and the keys wait for them to land
FLIGHT = "flight"
#: a moment that only speaks (instant): sentences that wait for the screen to get there
SAY = "say"


@dataclass
class Moment:
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    ms: int = 0          # passes by itself after this long (0: see ``waits``)
    waits: bool = False  # stays until someone continues

    @property
    def timed(self) -> bool:
        """Passes by itself after ``ms``. A moment that waits for a person is never timed,
        whatever ``ms`` says: no timer may take it away before someone continues."""
        return bool(self.ms) and not self.waits

    @property
    def instant(self) -> bool:
        return not self.ms and not self.waits


class MomentQueue:
    """Moments in order. ``on_start(moment)`` when one comes up, ``on_idle()`` when none is left."""

    def __init__(self, on_start: Callable[[Moment], None] | None = None,
                 on_idle: Callable[[], None] | None = None):
        self._queue: deque[Moment] = deque()
        self.current: Moment | None = None
        self.on_start = on_start
        self.on_idle = on_idle
        self._running = False

    @property
    def busy(self) -> bool:
        """A moment is up or waiting: computers wait, game input is shut."""
        return self.current is not None or bool(self._queue)

    @property
    def shows_present(self) -> bool:
        """The table shows the game as it stands now. While a moment is up or waiting it shows
        an earlier one (a flip, a showdown, a summary, the deal being dealt, a handover): the
        next prize, the next hand's cards are not on the screen yet."""
        return not self.busy

    def pending(self, kind: str | None = None) -> list[Moment]:
        """The moments still to come (and the current one), optionally of one kind."""
        items = ([self.current] if self.current else []) + list(self._queue)
        return [m for m in items if kind is None or m.kind == kind]

    def push(self, moment: Moment) -> None:
        self._queue.append(moment)
        if self.current is None:
            self._next()

    def finish(self, kind: str | None = None) -> None:
        """The current moment is over (optionally only if it is of ``kind``); the next comes up."""
        if self.current is None or (kind is not None and self.current.kind != kind):
            return
        self.current = None
        self._next()

    def skip_timed(self) -> None:
        """Finish every moment that would pass by itself (a click, a move made); waiting ones stay."""
        self._queue = deque(m for m in self._queue if m.waits)
        if self.current is not None and not self.current.waits:
            self.finish()

    def clear(self) -> None:
        self._queue.clear()
        self.current = None

    def _next(self) -> None:
        if self._running:  # re-entered from a callback: the loop below picks it up
            return
        self._running = True
        try:
            while self.current is None and self._queue:
                moment = self._queue.popleft()
                self.current = moment
                if self.on_start:
                    self.on_start(moment)
                if moment.instant and self.current is moment:
                    self.current = None  # shown and gone: keeps only its place in the order
            idle = self.current is None and not self._queue
        finally:
            self._running = False
        if idle and self.on_idle:
            self.on_idle()
