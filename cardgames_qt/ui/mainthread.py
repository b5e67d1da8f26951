"""Hand results from worker threads to the GUI thread without cross-thread signals.

PySide6 6.12 mis-counts references when a signal with Python-object
arguments is emitted from a non-GUI thread (the interpreter later aborts
with "deallocating None/True"). Posting an event to a GUI-thread object is
safe: the event carries a Python callable and its arguments, and the
receiver runs it in the GUI thread.
"""
from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject

_CALL_EVENT = QEvent.Type(QEvent.registerEventType())


class _Call(QEvent):
    def __init__(self, fn: Callable[..., object], args: tuple[Any, ...]) -> None:
        super().__init__(_CALL_EVENT)
        self.fn, self.args = fn, args


class MainThreadChannel(QObject):
    """Create in the GUI thread; ``post(fn, *args)`` from any thread runs
    ``fn(*args)`` later in the GUI thread (dropped once ``detach``-ed)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._open = True

    def post(self, fn: Callable[..., object], *args: Any) -> None:
        with contextlib.suppress(RuntimeError):  # the receiver is gone (table closed, app quitting): drop it
            QCoreApplication.postEvent(self, _Call(fn, args))

    def detach(self) -> None:
        self._open = False

    def event(self, event: QEvent) -> bool:
        if isinstance(event, _Call):
            if self._open:
                event.fn(*event.args)
            return True
        return super().event(event)
