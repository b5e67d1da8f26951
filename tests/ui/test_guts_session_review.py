"""The review from the end of a Guts session covers the whole session (issue 30, item 3):
it showed only the last cycle ("Cycle 3, hands 3–7")."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from .test_keyboard import _keyboard_game


def test_the_session_review_covers_every_cycle(qtbot, window):
    window.settings = window.settings.with_value("guts.players", 3).with_value("guts.cycles", 2)
    window.settings.move_delay_ms = 0

    def act(table, focused):
        if focused is None:
            return table.b_in.isEnabled() and table.b_in.hasFocus()
        qtbot.keyClick(focused, Qt.Key_I if len(table.session.record()["history"]) % 2 else Qt.Key_O)
        return True
    _keyboard_game(qtbot, window, "guts", act, limit=600)
    table = window.table
    qtbot.waitUntil(lambda: table.summary.isVisible() and table.summary.kind == "session", timeout=10000)
    record = table.session.record()
    from cardgames_qt.app.replay.replay_model import ReplayModel
    cycles = {m.part for m in ReplayModel.from_record(record).marks}
    assert len(cycles) == 2
    assert window.coach.act_review.text().replace("&", "") == "Review the session…"
    review = next(b for b in table.summary.findChildren(QPushButton) if b.isVisible() and b.text() == "Review my play…")
    qtbot.mouseClick(review, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.coach.review_dialog is not None and window.coach.review_dialog.isVisible(),
                    timeout=60000)
    dialog = window.coach.review_dialog
    where = {dialog.table.item(r, 0).text().split(",")[0] for r in range(dialog.table.rowCount())}
    assert where == {"Cycle 1", "Cycle 2"}, where
    my_decisions = sum(1 for seat, _a in record["history"] if seat == 0)
    assert dialog.table.rowCount() == my_decisions
    qtbot.keyClick(dialog.table, Qt.Key_Escape)
