"""Keys where a person expects them, and never a risky choice by Enter (issue 30, item 4):
Zhopa pass-and-play after the handover at betting time, the Guts session summary's default,
Enter on the Guts table, Ctrl+Z in pass-and-play. Spoken as well as shown."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .conftest import click


def _focused():
    return QApplication.focusWidget()


def _heard(table) -> list[str]:
    said: list[str] = []
    table.speaker.spoken.connect(lambda text, urgent: said.append(text))
    return said


def _people(window, game, n):
    seats = [{"name": name, "kind": "human"} for name in ("Ada", "Bob", "Cy")[:n]]
    window.settings = window.settings.with_value(f"{game}.players", n).with_value(f"{game}.seats", seats)
    window.settings.move_delay_ms = 0


def test_zhopa_handover_at_betting_time_puts_the_keys_on_go(qtbot, window):
    _people(window, "zhopa", 2)
    window.new_game("zhopa", seed=4)
    window.activateWindow()
    table = window.table
    for _ in range(2):  # each person in turn takes the screen and bets
        qtbot.waitUntil(lambda: table.handover.isVisible(), timeout=10000)
        qtbot.keyClick(_focused(), Qt.Key_Return)  # "I am …": the handover's own button
        qtbot.waitUntil(lambda: not table.handover.isVisible() and table.b_go.isVisible(), timeout=10000)
        qtbot.waitUntil(lambda: _focused() is table.b_go, timeout=5000)
        n = len(table.session.record()["history"])
        qtbot.keyClick(_focused(), Qt.Key_Return)  # Enter bets (the hand is dimmed at betting time)
        qtbot.waitUntil(lambda n=n: len(table.session.record()["history"]) > n, timeout=5000)


def test_guts_session_summary_defaults_to_the_safe_choice(qtbot, window):
    from .test_keyboard import _keyboard_game
    window.settings = window.settings.with_value("guts.players", 3).with_value("guts.cycles", 1)
    window.settings.move_delay_ms = 0

    def act(table, focused):
        if focused is None:
            return table.b_in.isEnabled() and table.b_in.hasFocus()
        qtbot.keyClick(focused, Qt.Key_O)
        return True
    _keyboard_game(qtbot, window, "guts", act, limit=600)
    table = window.table
    qtbot.waitUntil(lambda: table.summary.isVisible() and table.summary.kind == "session", timeout=10000)
    session = table.session
    assert table.summary.default_button.text() == "Look at the table"
    for _ in range(3):  # Enter pressed a few times: the finished session stays on the table
        if _focused() is not None:
            qtbot.keyClick(_focused(), Qt.Key_Return)
        qtbot.wait(50)
    assert window.table.session is session and session.is_over


def test_guts_enter_says_which_declaration_it_makes(qtbot, window):
    window.settings = window.settings.with_value("guts.players", 3)
    window.settings.move_delay_ms = 0
    window.new_game("guts", seed=5)
    window.activateWindow()
    table = window.table
    qtbot.waitUntil(lambda: table.b_in.isEnabled() and _focused() is table.b_in, timeout=10000)
    assert "Enter: in" in table.l_hint.text(), table.l_hint.text()
    assert "Enter: in" in table.b_in.accessibleDescription()
    qtbot.keyClick(_focused(), Qt.Key_Right)  # the keys move to Out: Enter now means out
    assert _focused() is table.b_out
    assert "Enter: out" in table.l_hint.text(), table.l_hint.text()
    assert "Enter: out" in table.b_out.accessibleDescription()


def test_ctrl_z_in_pass_and_play_says_why_it_does_nothing(qtbot, window):
    from cardgames_qt.ui.words import coach_text as ct
    window.settings = window.settings.with_value("gops.cards", 4).with_value(
        "gops.seats", [{"name": "Ada", "kind": "human"}, {"name": "Bob", "kind": "human"}])
    window.settings.move_delay_ms = 0
    window.new_game("gops", seed=2)
    window.activateWindow()
    table = window.table
    table.set_speech(True)
    said = _heard(table)
    click(qtbot, table.handover.button)
    hand = table.v_hand["bottom"]
    qtbot.waitUntil(lambda: _focused() in hand.buttons and _focused().playable(), timeout=5000)
    qtbot.keyClick(_focused(), Qt.Key_Return)  # Ada bids
    qtbot.waitUntil(lambda: table.handover.isVisible(), timeout=5000)
    click(qtbot, table.handover.button)
    qtbot.waitUntil(lambda: _focused() in hand.buttons, timeout=5000)
    n = len(table.session.record()["history"])
    qtbot.keyClick(_focused(), Qt.Key_Z, Qt.ControlModifier)
    why = ct.take_back_refusal("pass_and_play")
    assert why in table.accessibleDescription()  # the status line
    assert any(why in t for t in said), said
    assert len(table.session.record()["history"]) == n
