"""Statistics, through the real window (issue 22): each tab says only what is true of its own
list; the Zhopa rating explains itself instead of an empty chart; games with the coach open
are said to count apart, where the games are counted and in the coach panel."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .test_coach_window import _focused, _gops, _on_hand, _play_to_the_summary


def _in_statistics(window, look):
    """Open Game → Statistics… and let ``look(dialog)`` read it; Escape closes it."""
    from cardgames_qt.ui.dialogs.stats_window import StatsWindow
    seen = {}

    def run():
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, StatsWindow):
            QTimer.singleShot(20, run)
            return
        try:
            look(dlg, seen)
        finally:
            QTest.keyClick(dlg, Qt.Key_Escape)
    QTimer.singleShot(0, run)
    window.act_stats.trigger()
    return seen


def _tab(dlg, i):
    bar = dlg.tabs.tabBar()
    QTest.mouseClick(bar, Qt.LeftButton, Qt.NoModifier, bar.tabRect(i).center())
    QApplication.processEvents()
    return dlg.tabs.currentWidget()


def _said(page) -> list[str]:
    from PySide6.QtWidgets import QLabel
    return [lab.text() for lab in page.findChildren(QLabel) if lab.isVisibleTo(page) and lab.text()]


def test_a_game_with_the_coach_open_counts_apart_and_every_tab_says_what_is_true_of_it(qtbot, window):
    _gops(window, cards=3)
    window.new_game("gops", seed=5)
    window.activateWindow()
    _on_hand(qtbot, window)
    qtbot.keyClick(_focused(), Qt.Key_F2, Qt.ShiftModifier)  # the panel, no hint asked for
    assert window.coach.dock.isVisible()
    note = window.coach.panel.note
    assert note.isVisibleTo(window.coach.panel)
    assert note.text() == "Games with the coach open count apart in the statistics."
    _play_to_the_summary(qtbot, window)
    assert window.controller.session.record().get("assisted") is True

    def look(dlg, seen):
        for i in range(dlg.tabs.count()):
            page = _tab(dlg, i)
            seen[dlg.tabs.tabText(i)] = (_said(page), dlg.message.text())
        seen["chart shown"] = dlg.rating_chart.isVisibleTo(dlg)
    seen = _in_statistics(window, look)
    results, assisted = seen["Results"], seen["With the coach or undo"]
    finished, rating = seen["Finished games"], seen["Zhopa rating"]
    # under no tab does a sentence say "no games" while that tab (or another) lists the game
    assert "No finished games yet." in results[0]
    assert not any("No finished games" in t for t in assisted[0] + finished[0])
    assert all(message == "" for _texts, message in (results, assisted, finished, rating))
    # where the games are counted, it says why this one counts apart
    assert any("coach panel was open" in t and "even if no hint was asked for" in t for t in assisted[0])
    assert any("count apart" in t for t in results[0])
    # the rating explains itself (no Zhopa game yet) instead of drawing an empty chart
    assert any(t.startswith("No rating yet: it appears when a game of Zhopa is finished") for t in rating[0])
    assert not seen["chart shown"]
