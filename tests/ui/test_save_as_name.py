"""Save as… proposes a name: the game, the date and the time (issue 22); typing replaces it."""
from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit

from .test_saves_window import _bid, _window, press


def _answer_input(seen: dict, typed: str | None):
    def answer():
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, QInputDialog):
            QTimer.singleShot(20, answer)
            return
        field = dlg.findChild(QLineEdit)
        seen["proposed"], seen["selected"] = field.text(), field.selectedText()
        if typed is not None:
            QTest.keyClicks(field, typed)
        QTest.keyClick(field, Qt.Key_Return)
    QTimer.singleShot(0, answer)


def test_save_as_proposes_the_game_date_and_time_and_enter_keeps_it(qtbot):
    w = _window(qtbot, start_bots=True)
    w.new_game("gops", seed=5)
    _bid(qtbot, w)
    seen = {}
    before = QDateTime.currentDateTime()
    _answer_input(seen, None)
    press(w, Qt.Key_S, Qt.ControlModifier)
    qtbot.waitUntil(lambda: "proposed" in seen and bool(w.save_store.list_saves()), timeout=10000)
    after = QDateTime.currentDateTime()
    stamps = {" ".join(QLocale().toString(t, QLocale.ShortFormat).split()) for t in (before, after)}
    assert seen["proposed"] in {f"Gops, {s}" for s in stamps}
    assert seen["selected"] == seen["proposed"]  # typing a name replaces it
    assert [i.title for i in w.save_store.list_saves()] == [seen["proposed"]]
    # a typed name replaces the proposal
    _answer_input(seen, "Evening game")
    press(w, Qt.Key_S, Qt.ControlModifier)
    qtbot.waitUntil(lambda: len(w.save_store.list_saves()) == 2, timeout=10000)
    assert "Evening game" in [i.title for i in w.save_store.list_saves()]
    w.close()
