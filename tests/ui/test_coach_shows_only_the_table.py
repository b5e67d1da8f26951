"""The coach uses only what the table shows at that moment (issue 30, item 1): against
the computer, while the end-of-game summary is up it said "The pot is worth 5" (the next
game's first prize), and while a deal was being dealt "you hold K-6" before those cards
appeared. Checked on the panel and in what a screen reader hears."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def _focused():
    return QApplication.focusWidget()


def _heard(table) -> list[str]:
    said: list[str] = []
    table.speaker.spoken.connect(lambda text, urgent: said.append(text))
    return said


def test_at_the_end_of_game_summary_the_coach_says_nothing_of_the_next_game(qtbot, window):
    s = window.settings.with_value("gops.cards", 3).with_value("gops.games", 2)
    window.settings = s
    window.settings.move_delay_ms = 0
    window.new_game("gops", seed=8)
    window.activateWindow()
    table = window.table
    table.set_speech(True)
    hand = table.v_hand["bottom"]
    for _ in range(10):
        qtbot.waitUntil(lambda: table.summary.isVisible()
                        or (_focused() in hand.buttons and _focused().playable()), timeout=10000)
        if table.summary.isVisible():
            break
        qtbot.keyClick(_focused(), Qt.Key_Return)
    qtbot.waitUntil(lambda: table.summary.isVisible(), timeout=10000)
    assert window.controller.session.observation(0).pot  # the next game's first prize is already drawn
    said = _heard(table)
    qtbot.keyClick(_focused(), Qt.Key_H)
    panel = window.coach.panel
    assert window.coach.dock.isVisible()
    qtbot.wait(300)  # a hint, if one were computed, arrives from the worker
    assert panel.hint is None
    assert "pot is worth" not in panel.status.text()
    assert "once the table shows your next decision" in panel.status.text()
    assert said and not any("pot is worth" in t for t in said), said
    assert any("once the table shows your next decision" in t for t in said), said
    # Continue: the next game is on the table, and the coach speaks of it
    qtbot.keyClick(_focused(), Qt.Key_Return)
    qtbot.waitUntil(lambda: not table.summary.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: panel.hint is not None, timeout=15000)
    assert panel.hint.pot == sum(window.controller.session.observation(0).pot)


def test_while_the_deal_is_shown_the_guts_coach_waits_for_the_cards(qtbot, window):
    """With animations on, "Dealing hand 3…" is up while the cards fly: the coach names no hand."""
    s = window.settings.with_value("guts.players", 3)
    window.settings = s
    window.settings.move_delay_ms = 0
    window.ctx.configure(reduced_motion=False)
    window.coach.wanted_open = True
    window.new_game("guts", seed=3)
    window.activateWindow()
    table = window.table
    table.set_speech(True)
    said = _heard(table)
    qtbot.waitUntil(lambda: window.coach.dock.isVisible(), timeout=5000)
    panel = window.coach.panel
    qtbot.waitUntil(lambda: table.b_in.isEnabled(), timeout=20000)
    qtbot.keyClick(_focused(), Qt.Key_H)
    qtbot.waitUntil(lambda: panel.hint is not None, timeout=20000)
    qtbot.keyClick(_focused(), Qt.Key_O)  # out: the hand is settled, the next one is dealt
    qtbot.waitUntil(lambda: bool(table.moments.pending("deal")), timeout=20000)
    said.clear()
    qtbot.keyClick(_focused(), Qt.Key_H)
    assert panel.hint is None and "once the table shows" in panel.status.text()
    assert not any("you hold" in t for t in said), said
    assert any("once the table shows" in t for t in said), said
    qtbot.waitUntil(lambda: panel.hint is not None, timeout=20000)  # the cards are on the table: now it says
    assert not table.moments.busy
