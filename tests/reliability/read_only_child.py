"""Run by test_read_only_file.py in a child process (as another user when the tests run as
root, whom file modes do not stop): the real window on a profile whose database file is
read-only; prints what the player saw and could do, as one JSON line."""
from __future__ import annotations

import json
import os
import site
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the parent's environment (its .pth files too: the editable install maps cardgames_qt.resources)
for folder in os.environ.get("CARDGAMES_TEST_SITE", "").split(os.pathsep):
    if folder:
        site.addsitedir(folder)


def main() -> int:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from cardgames_qt.ui.main_window import MainWindow
    from tests.dialogs import ModalWatcher

    app = QApplication(sys.argv[:1])
    watcher = ModalWatcher()
    w = MainWindow(start_bots=False)
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    w.show()
    for _ in range(200):  # the start's box, if any (up to 4 s)
        app.processEvents()
        if watcher.texts:
            break
        QTest.qWait(20)
    out: dict = {"uid": os.geteuid(), "texts": list(watcher.texts), "in_memory": w.save_store.db.in_memory}
    w.go_home()
    button = w.start_page.panels["gops"].continue_button
    out["continue_offered"] = button.isEnabled()
    if button.isEnabled():  # the game kept in the read-only file is opened and played on
        QTest.keyClick(button, Qt.Key.Key_Space)
        QTest.qWait(50)
        session = w.table.session if w.table is not None else None
        out["continued_moves"] = len(session.moves()) if session is not None else None
        w.go_home()
    watcher.texts.clear()
    session = w.new_game("gops", seed=5, ask=False)  # New game: refused before the fix
    out["new_game"] = session is not None and w.stack.currentWidget() is w.table
    if out["new_game"]:
        seat = session.acting_seats()[0]
        session.submit(seat, session.legal_actions(seat)[0])
        out["moves_after"] = len(session.moves())
    QTest.qWait(50)
    out["later_texts"] = list(watcher.texts)
    out["status"] = w.status.text()
    watcher.stop()
    w.close()
    print("RESULT " + json.dumps(out), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
