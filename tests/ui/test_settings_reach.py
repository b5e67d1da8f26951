"""Settings say which changes reach a game running or waiting (issue 30, item 7): with a
Zhopa game on the table and a Guts game waiting under Continue, the Guts tab said nothing
(the game continued at its old cap)."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QSpinBox


def _in_settings(window, look):
    from cardgames_qt.ui.dialogs.settings_dialog import SettingsDialog
    seen = {}

    def run():
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, SettingsDialog):
            QTimer.singleShot(20, run)
            return
        try:
            look(dlg, seen)
        finally:
            QTest.keyClick(dlg, Qt.Key_Escape)
    QTimer.singleShot(0, run)
    window.open_settings()  # Settings → Settings… (Ctrl+,)
    return seen


def _reach(page) -> str:
    return " ".join(lab.text() for lab in page.findChildren(QLabel, "reach") if lab.isVisibleTo(page))


def test_each_game_tab_says_what_its_changes_reach(qtbot, window):
    window.settings = window.settings.with_value("guts.players", 3)
    window.settings.move_delay_ms = 0
    window.new_game("guts", seed=2)  # a Guts game: it will wait under Continue
    qtbot.waitUntil(lambda: window.table.b_in.isEnabled(), timeout=10000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_I)
    window.new_game("zhopa", seed=3, ask=False)  # Zhopa on the table; Guts waits
    qtbot.waitUntil(lambda: window.current_game() == "zhopa", timeout=10000)

    def look(dlg, seen):
        for i in range(dlg.tabs.count()):
            dlg.tabs.setCurrentIndex(i)
            page = dlg.tabs.currentWidget()
            caps = [b for b in page.findChildren(QSpinBox) if b.accessibleName() == "Pot cap"]
            seen[dlg.tabs.tabText(i)] = (_reach(page), bool(caps) and caps[0].isEnabled())
    seen = _in_settings(window, look)
    assert "being played" in seen["Zhopa"][0] and "fixed" in seen["Zhopa"][0]
    guts_says, cap_editable = seen["Guts"]
    assert "waits under Continue" in guts_says and "next new game" in guts_says, guts_says
    assert cap_editable  # it may be changed: for the next game, as it says
    assert "next new game of Gops" in seen["Gops"][0]
    assert "at once" in seen["General"][0]
