"""Keyboard only: start a game from the start page and play it to the end, keys only.

No test here moves the focus itself: after every move, moment, summary and
handover the table must have put the keys back on the hand.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication


def _focused():
    return QApplication.focusWidget()


def _tab_to(qtbot, window, target, limit=40):
    for _ in range(limit):
        if _focused() is target:
            return
        qtbot.keyClick(_focused() or window, Qt.Key_Tab)
    assert _focused() is target


def test_keyboard_only_gops_match_to_the_end(qtbot, window):
    window.settings = window.settings.with_value("gops.cards", 4).with_value("gops.games", 2)
    window.settings.move_delay_ms = 0
    window.activateWindow()
    target = window.start_page.panels["gops"].new_button
    _tab_to(qtbot, window, target)
    assert target.hasFocus()  # a visible focus: Qt draws the focus frame on the focused button
    qtbot.keyClick(target, Qt.Key_Space)
    table = window.table
    assert table is not None
    hand = table.v_hand["bottom"]
    moves = summaries = 0
    while not table.session.is_over:
        qtbot.waitUntil(lambda: table.session.is_over or table.summary.isVisible()
                        or hand.first_playable() is not None, timeout=5000)
        if table.summary.isVisible():
            assert table.summary.kind == "game"
            n = table.session.observation(0).round
            # a rank key under "Game 1 — winner: …" never bids in the game behind it
            qtbot.keyClick(_focused(), Qt.Key_A)
            qtbot.keyClick(_focused(), Qt.Key_2)
            assert table.session.observation(0).round == n and not table.session.observation(0).committed[0]
            qtbot.keyClick(_focused(), Qt.Key_Return)  # the default button: Next game
            summaries += 1
            continue
        if table.session.is_over:
            break
        qtbot.waitUntil(lambda: _focused() in hand.buttons, timeout=2000)  # the keys are on the hand
        focused = _focused()
        assert focused.playable()
        obs = table.session.observation(0)
        if moves % 3 == 0:
            qtbot.keyClick(focused, Qt.Key_Right)  # arrows move among the playable cards
            assert _focused() in hand.buttons and _focused().playable()
            qtbot.keyClick(_focused(), Qt.Key_Return)
        elif moves % 3 == 1:
            qtbot.keyClick(focused, Qt.Key_Space)  # Space never makes a move
            assert table.session.observation(0).my_bid is None
            qtbot.keyClick(_focused(), Qt.Key_Return)
        else:  # a rank key bids that card
            value = max(obs.my_hand)
            key = {1: Qt.Key_A, 10: Qt.Key_T, 11: Qt.Key_J, 12: Qt.Key_Q, 13: Qt.Key_K}.get(
                value, getattr(Qt, f"Key_{value}", None))
            qtbot.keyClick(_focused(), key)
        qtbot.waitUntil(lambda obs=obs: table.session.observation(0).round != obs.round
                        or table.session.observation(0).game_index != obs.game_index
                        or table.session.is_over, timeout=5000)
        moves += 1
    assert moves == 8 and summaries == 1
    qtbot.waitUntil(lambda: table.summary.isVisible() and table.summary.kind == "match", timeout=5000)
    default = _focused()
    assert default is not None and default.isVisible() and table.summary.isAncestorOf(default)
    qtbot.keyClick(default, Qt.Key_Escape)  # Esc closes the summary
    assert not table.summary.isVisible()


def test_tab_cycles_the_table_and_comes_back_to_the_hand(qtbot, window):
    for game in ("gops", "guts", "zhopa"):
        window.activateWindow()
        window.new_game(game, seed=3)
        table = window.table
        qtbot.waitUntil(lambda table=table: table.gate_open(), timeout=5000)
        start = _focused()
        assert start is not None and table.isAncestorOf(start), game
        seen = []
        for _ in range(25):
            qtbot.keyClick(_focused(), Qt.Key_Tab)
            seen.append(_focused())
            assert _focused() is not None and table.isAncestorOf(_focused()), (game, _focused())
            if _focused() is start:
                break
        assert _focused() is start, game  # Tab came back round
        for _ in range(25):
            qtbot.keyClick(_focused(), Qt.Key_Backtab)
            assert table.isAncestorOf(_focused()), game
            if _focused() is start:
                break
        assert _focused() is start, game


def test_help_keys_lists_every_key(qtbot, window):
    from cardgames_qt.ui.dialogs.keys_dialog import KeysDialog
    dlg = KeysDialog(window)
    qtbot.addWidget(dlg)
    text = " ".join(dlg.texts())
    for key in ("Ctrl+N", "F1", "F11", "Left / Right", "Enter", "Tab / Shift+Tab", "Esc", "I", "O", "G", "P", "Q K"):
        assert key in text
    assert window.act_keys.text().replace("&", "") == "Keys"


def _keyboard_game(qtbot, window, game, act, limit=400):
    """Play ``game`` to its end with keys only: ``act(table, focused)`` presses the key for a move.
    Summaries and results are closed with Enter; the keys must always be where they are needed."""
    window.activateWindow()
    window.new_game(game, seed=11)
    table = window.table
    moves = 0
    for _ in range(limit):
        qtbot.waitUntil(lambda: table.session.is_over or table.summary.isVisible() or table.handover.isVisible()
                        or table.b_continue.isVisible() or (table.gate_open() and act(table, None)), timeout=15000)
        focused = _focused()
        assert focused is not None and table.isAncestorOf(focused), focused
        if table.summary.isVisible():
            if table.session.is_over:
                break
            assert table.summary.isAncestorOf(focused)
            qtbot.keyClick(focused, Qt.Key_Return)
            continue
        if table.session.is_over:
            qtbot.waitUntil(table.summary.isVisible, timeout=5000)
            continue
        n = len(table.session.record()["history"])
        act(table, focused)
        qtbot.waitUntil(lambda n=n: len(table.session.record()["history"]) > n or not table.gate_open()
                        or table.session.is_over, timeout=5000)
        moves += 1
    assert table.session.is_over
    return moves


def test_keyboard_only_guts_session_to_the_end(qtbot, window):
    window.settings = window.settings.with_value("guts.players", 3).with_value("guts.cycles", 1)
    window.settings.move_delay_ms = 0

    def act(table, focused):
        if focused is None:  # ready: In has the keys
            return table.b_in.isEnabled() and table.b_in.hasFocus()
        qtbot.keyClick(focused, Qt.Key_I if len(table.session.record()["history"]) % 3 else Qt.Key_O)
        return True
    assert _keyboard_game(qtbot, window, "guts", act) >= 1


def test_keyboard_only_zhopa_game_to_the_end(qtbot, window):
    window.settings = window.settings.with_value("zhopa.players", 2).with_value("zhopa.max_parties", 1)
    window.settings.move_delay_ms = 0

    def act(table, focused):
        if focused is None:  # ready: Go, or a playable card, has the keys
            f = _focused()
            return (table.b_go.isVisible() and f is table.b_go) or (f in table.v_hand.buttons and f.playable())
        if table.b_go.isVisible():
            qtbot.keyClick(focused, Qt.Key_G)
        else:
            if len(table.session.record()["history"]) % 2:
                qtbot.keyClick(focused, Qt.Key_Left)  # arrows stay on playable cards
                assert _focused().playable()
            qtbot.keyClick(_focused(), Qt.Key_Return)
        return True
    assert _keyboard_game(qtbot, window, "zhopa", act) > 10


def test_enter_on_a_focused_start_page_button_presses_it(qtbot, window):
    """A person who has tabbed to a button presses Enter: outside a dialog a push
    button answers only Space unless told otherwise, and Enter did nothing here."""
    window.activateWindow()
    target = window.start_page.panels["zhopa"].new_button
    _tab_to(qtbot, window, target)
    qtbot.keyClick(_focused(), Qt.Key_Return)
    qtbot.waitUntil(lambda: window.table is not None and window.table.session.game_id == "zhopa", timeout=5000)
    window.go_home()
    rules = window.start_page.panels["guts"].rules_button
    _tab_to(qtbot, window, rules)
    seen = []

    def close_rules():  # the rules open modal: look, then close them as Esc would
        for w in QApplication.topLevelWidgets():
            if w.isVisible() and type(w).__name__ == "RulesDialog":
                seen.append(w.windowTitle())
                w.reject()
                return
        QTimer.singleShot(50, close_rules)
    QTimer.singleShot(50, close_rules)
    qtbot.keyClick(_focused(), Qt.Key_Enter)  # the keypad's Enter too
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
