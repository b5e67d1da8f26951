"""The app with a screen reader on the bus (run by test_screen_reader.py): what the probe
finds, and whether a table opened with "Speak the game: When a screen reader is on"
routes its sentences for older readers once the probe has answered.

    python probe_child.py OUT.json
"""
import json
import sys

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def main() -> int:
    app = QApplication(sys.argv[:1])
    from cardgames_qt.ui.access import reader_probe
    from cardgames_qt.ui.access.speech import reader_active
    from cardgames_qt.ui.app_setup import setup_application
    from cardgames_qt.ui.main_window import MainWindow
    setup_application(app, "en", None)
    found = reader_probe.find_reader()
    w = MainWindow(start_page=False)
    w.settings.move_delay_ms = 0
    w.show()
    w.activateWindow()
    QTest.qWaitForWindowActive(w, 5000)
    QTest.qWait(300)  # the accessibility bridge is up
    w.new_game("gops", seed=5, ask=False)
    for _ in range(100):  # the probe asks the reader its version off the main thread
        if reader_probe.found() is not None:
            break
        QTest.qWait(100)
    QTest.qWait(200)
    out = {"active": reader_active(), "found": None if found is None else [found.name, list(found.version or [])],
           "speech_on": w.table.speech_on, "older": w.table.speech_older}
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        json.dump(out, f)
    w.close()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
