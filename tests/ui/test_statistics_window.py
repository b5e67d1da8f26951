"""Statistics, through the real window (issue 22): each tab says only what is true of its own
list; the Zhopa rating explains itself instead of an empty chart; games with the coach open
are said to count apart (only when a hint was asked for, issue 30), where the games are counted,
in the coach panel and on the summary."""
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


def _summary_text(table) -> str:
    from PySide6.QtWidgets import QLabel
    return " ".join(lab.text() for lab in table.summary.findChildren(QLabel) if lab.isVisible())


def test_the_coach_panel_open_counts_nothing_apart_and_every_tab_says_what_is_true(qtbot, window):
    """Issue 30, item 2: after a finished Gops game the Results tab said "No finished games
    yet." because the coach panel had been open (H once keeps it open for every later game,
    also after a restart). Only a hint asked for (or a move taken back) counts a game apart."""
    _gops(window, cards=3)
    window.new_game("gops", seed=5)
    window.activateWindow()
    _on_hand(qtbot, window)
    qtbot.keyClick(_focused(), Qt.Key_F2, Qt.ShiftModifier)  # the panel, no hint asked for
    assert window.coach.dock.isVisible()
    panel = window.coach.panel
    note = panel.note
    assert note.isVisibleTo(panel)
    assert note.text() == "A game in which you ask for a hint counts apart in the statistics."
    assert panel.hint is None and "Press H for a hint" in panel.status.text()
    table = _play_to_the_summary(qtbot, window)
    assert window.controller.session.record().get("assisted") is None
    assert "counts apart" not in _summary_text(table)

    def look(dlg, seen):
        for i in range(dlg.tabs.count()):
            page = _tab(dlg, i)
            seen[dlg.tabs.tabText(i)] = (_said(page), dlg.message.text())
        seen["results rows"] = dlg.table.rowCount()
        seen["assisted rows"] = dlg.assisted_table.rowCount()
        seen["chart shown"] = dlg.rating_chart.isVisibleTo(dlg)
    seen = _in_statistics(window, look)
    results, assisted = seen["Results"], seen["With the coach or undo"]
    finished, rating = seen["Finished games"], seen["Zhopa rating"]
    assert seen["results rows"] >= 1 and seen["assisted rows"] == 0
    assert "No finished games yet." not in results[0]
    assert any("No finished games with the coach" in t for t in assisted[0])
    assert all(message == "" for _texts, message in (results, assisted, finished, rating))
    # where the games are counted, it says when a game counts apart
    assert any("a hint was asked for" in t for t in results[0])
    assert any("merely being open does not count" in t for t in assisted[0])
    # the rating explains itself (no Zhopa game yet) instead of drawing an empty chart
    assert any(t.startswith("No rating yet: it appears when a game of Zhopa is finished") for t in rating[0])
    assert not seen["chart shown"]


def test_a_hint_asked_for_counts_the_game_apart_and_the_summary_says_so(qtbot, window):
    _gops(window, cards=3)
    window.coach.wanted_open = True  # as left open in an earlier game
    window.new_game("gops", seed=6)
    window.activateWindow()
    _on_hand(qtbot, window)
    qtbot.keyClick(_focused(), Qt.Key_H)
    qtbot.waitUntil(lambda: window.coach.panel.hint is not None, timeout=15000)
    assert window.controller.session.record().get("assisted") is True
    table = _play_to_the_summary(qtbot, window)
    assert "This game counts apart in the statistics" in _summary_text(table)
    assert "counts apart" in table.summary.accessibleDescription()

    def look(dlg, seen):
        seen["rows"] = (dlg.table.rowCount(), dlg.assisted_table.rowCount())
    results, assisted = _in_statistics(window, look)["rows"]
    assert results == 0 and assisted >= 1


def test_the_rating_history_is_read_only_when_its_tab_is_first_shown(qtbot, window, monkeypatch):
    """Issue 29, finding 9: with 20,000 games the window stopped the GUI about a second,
    because the Zhopa rating tab read its history while the window opened. The history
    is read when the tab is first clicked, once (not again on a second visit)."""
    import cardgames_qt.app.services as services
    real = services.statistics
    reads: list[str] = []

    def counted(store):
        queries = real(store)
        with queries.db.write() as conn:  # a Zhopa player carried over from an old stats.json
            conn.execute("INSERT OR REPLACE INTO legacy_stats VALUES ('Anna', 'zhopa', 1, 1, '40', '40', "
                         "40, 0, 1, 4, 4)")
        history = queries.zhopa_history

        def spy(player):  # the real query runs; only counted
            reads.append(player)
            return history(player)
        queries.zhopa_history = spy
        return queries
    monkeypatch.setattr(services, "statistics", counted)

    def look(dlg, seen):
        seen["opened"] = list(reads)
        rating = next(i for i in range(dlg.tabs.count()) if dlg.tabs.tabText(i) == "Zhopa rating")
        page = _tab(dlg, rating)
        seen["shown"] = list(reads)
        seen["said"] = _said(page)
        _tab(dlg, 0)
        _tab(dlg, rating)
        seen["again"] = list(reads)
    seen = _in_statistics(window, look)
    assert seen["opened"] == []
    assert len(seen["shown"]) == 1 and seen["again"] == seen["shown"]
    assert seen["shown"] == ["Anna"]
