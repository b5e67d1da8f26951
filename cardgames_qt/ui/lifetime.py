"""The app's lifetime around its child processes.

- SIGTERM (a session logging out, ``kill``) quits the Qt event loop like the
  Quit menu does, so autosaves finish and children are ended; Python runs a
  signal handler only between bytecodes, and a Qt loop waiting in C++ runs
  none, so the signal is written to a socket the loop watches.
- The computer's worker process starts after the first paint (the table comes
  first) and only when a computer plays at the table; otherwise at the first
  computer move.
- On the way out every child process ends: the worker and multiprocessing's
  resource tracker.
"""
from __future__ import annotations

import signal
import socket
import sys

from PySide6.QtCore import QEvent, QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication


def quit_on_sigterm(app: QApplication) -> None:
    if sys.platform == "win32":
        return  # no SIGTERM delivery to a GUI process there; closing the window quits
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno())
    signal.signal(signal.SIGTERM, lambda *_: None)  # the wakeup byte does the work
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Read, app)

    def woke() -> None:
        try:
            data = reader.recv(64)
        except BlockingIOError:
            return
        if signal.SIGTERM in data:
            app.closeAllWindows()  # the window saves and closes its table
            app.quit()

    notifier.activated.connect(woke)
    app._sigterm_pipe = (reader, writer, notifier)  # keep them alive with the app


def start_worker_after_first_paint(window) -> None:
    """Start the worker process once the window has painted, if computers play."""

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Paint and obj.window() is window:
                QApplication.instance().removeEventFilter(self)
                QTimer.singleShot(0, self.start)
            return False

        def start(self):
            controller = getattr(window, "controller", None)
            if controller is not None and not all(s.is_human for s in controller.session.seats):
                from ..app import bot_worker
                bot_worker.prestart()

    watch = FirstPaint(window)
    QApplication.instance().installEventFilter(watch)


def end_children() -> None:
    """End the worker (if it was ever started) and the resource tracker."""
    worker = sys.modules.get("cardgames_qt.app.bot_worker")
    if worker is not None:
        worker.shutdown()
