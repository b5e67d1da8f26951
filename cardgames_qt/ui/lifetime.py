"""The app's lifetime around its child processes.

- SIGTERM (a session logging out, ``kill``) quits the Qt event loop like the
  Quit menu does, so autosaves finish and children are ended; Python runs a
  signal handler only between bytecodes, and a Qt loop waiting in C++ runs
  none, so the signal is written to a pipe the loop watches.
- Paint first: the window paints, then the table is built (``after_first_paint``).
- The computer's worker process starts after the first paint (the table comes
  first) and only when a computer plays at the table; otherwise at the first
  computer move.
- On the way out every child process ends: the worker and multiprocessing's
  resource tracker.
"""
from __future__ import annotations

import os
import signal
import sys

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication, QWidget

_KEPT: list[object] = []  # the SIGTERM pipe and its notifier (the app quits once)


def quit_on_sigterm(app: QApplication) -> None:
    if sys.platform == "win32":
        return  # no SIGTERM delivery to a GUI process there; closing the window quits
    reader, writer = os.pipe()
    os.set_blocking(reader, False)
    os.set_blocking(writer, False)
    signal.set_wakeup_fd(writer)
    signal.signal(signal.SIGTERM, lambda *_: None)  # the wakeup byte does the work
    notifier = QSocketNotifier(reader, QSocketNotifier.Type.Read, app)

    def woke() -> None:
        try:
            data = os.read(reader, 64)
        except BlockingIOError:
            return
        if signal.SIGTERM in data:
            app.closeAllWindows()  # the window saves and closes its table
            app.quit()

    notifier.activated.connect(woke)
    _KEPT.append((reader, writer, notifier))  # kept alive as long as the app


WORKER_DELAY_MS = 250


def after_first_paint(window, fn, delay_ms: int = 0) -> None:
    """Call ``fn`` once ``window`` has painted for the first time."""

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):
            # (isinstance, not event.type(): every event of the start passes here, and
            # PySide makes an enum member of each event's type in Python, some 3 us)
            if isinstance(event, QPaintEvent) and isinstance(obj, QWidget) and obj.window() is window:
                app.removeEventFilter(self)
                QTimer.singleShot(delay_ms, fn)
            return False

    app = QApplication.instance()
    assert app is not None, "after_first_paint needs the application"
    app.installEventFilter(FirstPaint(window))


def start_worker_after_first_paint(window) -> None:
    """Start the worker process after the first paint, once the table's card
    images are rendered (or a second later at most), if computers play at the
    table: spawning a process competes with the rendering for the two cores."""
    waited = [0]

    def start() -> None:
        controller = getattr(window, "controller", None)
        busy = controller is None or window.ctx.cache.pending_count()  # table still being dealt or drawn
        if busy and waited[0] < 1000:
            waited[0] += 50
            QTimer.singleShot(50, start)
            return
        if controller is None or all(s.is_human for s in controller.session.seats):
            return  # the start page, or people only: the first computer move starts it
        from cardgames_qt.app import bot_worker
        bot_worker.prestart()

    after_first_paint(window, start, WORKER_DELAY_MS)


def end_children() -> None:
    """End the worker (if it was ever started) and the resource tracker."""
    worker = sys.modules.get("cardgames_qt.app.bot_worker")
    if worker is not None:
        worker.shutdown()
