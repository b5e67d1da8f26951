"""Keyboard only: start a Gops game from the start page and play it to the end."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def _focused():
    return QApplication.focusWidget()


def test_keyboard_only_gops_game_to_the_end(qtbot, window):
    window.settings = window.settings.with_value("gops.cards", 4).with_value("gops.games", 1)
    window.settings.move_delay_ms = 0
    window.activateWindow()
    target = window.start_page.panels["gops"].new_button
    window.start_page.panels["zhopa"].rules_button.setFocus()  # start somewhere else: Tab must get there
    for _ in range(30):
        if _focused() is target:
            break
        qtbot.keyClick(_focused() or window, Qt.Key_Tab)
    assert _focused() is target
    assert target.hasFocus()  # a visible focus: Qt draws the focus frame on the focused button
    qtbot.keyClick(target, Qt.Key_Space)
    table = window.table
    assert table is not None
    rounds = 0
    while not table.session.is_over:
        qtbot.waitUntil(lambda: table.session.is_over or table.v_hand["bottom"].first_playable() is not None,
                        timeout=5000)
        if table.session.is_over:
            break
        table.focus_default()
        focused = _focused()
        assert focused in table.v_hand["bottom"].buttons  # the focus sits on a card of the hand
        if rounds % 2:
            qtbot.keyClick(focused, Qt.Key_Right)  # move along the hand with the arrows
        n = len(table.session.state.history)
        qtbot.keyClick(_focused(), Qt.Key_Return)
        qtbot.waitUntil(lambda: len(table.session.state.history) > n, timeout=5000)
        rounds += 1
    assert rounds == 4
    qtbot.waitUntil(lambda: table.summary.isVisible(), timeout=5000)
    default = _focused()
    assert default is not None and default.isVisible()
    qtbot.keyClick(table.summary, Qt.Key_Escape)  # Esc closes the summary
    assert not table.summary.isVisible()
