"""Dialogs opened by keys under a screen reader's bus (run by test_screen_reader.py in a child
process): Settings (Ctrl+,), Statistics (Alt+G, T), Rules (F1) and Load (Ctrl+O), one after
another from a Gops table, each closed with Escape. Writes, for the test to count the AT-SPI
events each opening sent: the time each key was pressed and each dialog was closed, its title.

    python dialogs_driver.py OUT.json
"""
from __future__ import annotations

import json
import sys
import time

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

OUT = sys.argv[1]
#: how long each dialog stays open: the events of its opening have all arrived by then
OPEN_MS = 2500
DIALOGS = [("settings", [(Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)]),
           ("statistics", [(Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier),
                           (Qt.Key.Key_T, Qt.KeyboardModifier.NoModifier)]),
           ("rules", [(Qt.Key.Key_F1, Qt.KeyboardModifier.NoModifier)]),
           ("load", [(Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)])]


def main() -> int:
    app = QApplication(sys.argv[:1])
    from cardgames_qt.ui.app_setup import setup_application
    from cardgames_qt.ui.main_window import MainWindow

    setup_application(app, "en", None)
    w = MainWindow(start_page=False)
    w.settings.move_delay_ms = 0
    w.settings = w.settings.with_value("gops.cards", 5)
    w.ctx.configure(reduced_motion=True)
    w.resize(1280, 760)
    w.show()
    w.activateWindow()  # Xvfb has no window manager to do it
    QTest.qWaitForWindowActive(w, 5000)
    w.new_game("gops", seed=5, ask=False)
    w.save_store.save_named("By ear", w.controller.session.db_id)  # a row in the Load list
    record: dict = {"dialogs": [], "done": False}
    queue = list(DIALOGS)

    def finish():
        record["done"] = len(record["dialogs"]) == len(DIALOGS)
        with open(OUT, "w", encoding="utf-8") as f:
            json.dump(record, f)
        app.quit()

    def open_next():
        if not queue:
            QTimer.singleShot(500, finish)
            return
        w.activateWindow()  # no window manager gives the keys back to the window after a dialog
        QTest.qWaitForWindowActive(w, 5000)
        name, keys = queue.pop(0)
        entry = {"name": name}
        record["dialogs"].append(entry)
        QTimer.singleShot(OPEN_MS, lambda: close(entry))
        for key, modifier in keys:
            QApplication.processEvents()  # a menu opened by the key before is up
            entry["pressed"] = time.time()  # the key that opens it (a menu's own events before it)
            target = QApplication.activePopupWidget() or QApplication.focusWidget() or w
            QTest.keyClick(target, key, modifier)  # a modal dialog's exec() returns once it is closed

    def close(entry):
        dialog = QApplication.activeModalWidget()
        entry["closed"] = time.time()
        entry["title"] = dialog.windowTitle() if dialog is not None else ""
        focus = QApplication.focusWidget()
        entry["focus"] = type(focus).__name__ if focus is not None else ""
        if dialog is not None:
            QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Escape)
        QTimer.singleShot(1500, open_next)

    QTimer.singleShot(1500, open_next)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main())
