"""Every door to a replay opens it at one size rule — the main window's size, centred on
it, inside the screen — and its table keeps the computed layout (issue 28): the match
summary's Replay, Review → Enter on a row, and Load → Replay."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardgames_qt.ui.replay.replay_window import dialog_rect

from .test_coach_window import _gops, _play_to_the_summary, _summary_button
from .test_table_layout_window import _no_overlap


def _expected(window, replay):
    """The rule: the main window's size, centred on it, inside the screen's available area
    (on the 800 px offscreen screen the replay's own minimum, its table's, still holds)."""
    r = dialog_rect(window.frameGeometry(), window.screen().availableGeometry(), window.size(),
                    replay.minimumSizeHint())
    r.setSize(r.size().expandedTo(replay.minimumSize()))
    return r


def _checked(replay) -> tuple:
    table = replay.table
    assert table.table_geometry is not None
    _no_overlap(table, skip=[table.b_continue])
    return replay.geometry().getRect()


def test_every_door_opens_the_replay_at_one_size(qtbot, window):
    window.resize(1100, 700)
    _gops(window, cards=4)
    window.new_game("gops", seed=11)
    window.activateWindow()
    table = _play_to_the_summary(qtbot, window)
    window.save_store.save_named("Doors", window.controller.session.db_id)  # for Load → Replay
    seen = {}
    # 1. the match summary's Replay
    QTest.mouseClick(_summary_button(table, "Replay this game…"), Qt.LeftButton)
    qtbot.waitUntil(lambda: window.coach.replay_window is not None and window.coach.replay_window.isVisible(),
                    timeout=5000)
    replay = window.coach.replay_window
    assert replay.geometry() == _expected(window, replay)
    seen["summary"] = _checked(replay)
    replay.close()
    qtbot.waitUntil(lambda: window.coach.replay_window is None, timeout=5000)
    # 2. Review → Enter on a row (the replay opens over the review dialog)
    QTest.mouseClick(_summary_button(table, "Review my play…"), Qt.LeftButton)
    qtbot.waitUntil(lambda: window.coach.review_dialog is not None and window.coach.review_dialog.isVisible(),
                    timeout=20000)
    dialog = window.coach.review_dialog
    dialog.resize(500, 400)  # a small dialog: the replay still takes the main window's size
    qtbot.keyClick(dialog.table, Qt.Key_Return)
    qtbot.waitUntil(lambda: window.coach.replay_window is not None and window.coach.replay_window.isVisible(),
                    timeout=5000)
    replay = window.coach.replay_window
    seen["review"] = _checked(replay)
    replay.close()
    qtbot.waitUntil(lambda: window.coach.replay_window is None, timeout=5000)
    qtbot.keyClick(dialog.table, Qt.Key_Escape)
    qtbot.waitUntil(lambda: window.coach.review_dialog is None, timeout=5000)
    QTest.mouseClick(_summary_button(table, "Close"), Qt.LeftButton)
    # 3. Load → Replay (the replay opens over the Load dialog)
    got = {}

    def in_dialog():
        dlg = QApplication.activeModalWidget()
        if dlg is None or not hasattr(dlg, "replay_button"):
            QTimer.singleShot(20, in_dialog)
            return
        dlg.list.setCurrentItem(dlg.list.topLevelItem(0))
        QTest.mouseClick(dlg.replay_button, Qt.LeftButton)
        if getattr(dlg, "replay", None) is not None:
            qtbot.waitExposed(dlg.replay)
            got["load"] = _checked(dlg.replay)
            got["expected"] = _expected(window, dlg.replay).getRect()
            dlg.replay.close()
        QTest.keyClick(dlg, Qt.Key_Escape)

    QTimer.singleShot(0, in_dialog)
    window.load_dialog()
    assert got.get("load") is not None, "Load → Replay opened nothing"
    seen["load"] = got["load"]
    assert seen["summary"] == seen["review"] == seen["load"] == got["expected"], seen
