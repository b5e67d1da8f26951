"""A key is never dropped in silence (issue 28): a move key pressed while a reveal or the
computer's turn is under way is kept and made when the decision opens; a key held down
(auto-repeat) makes one move. Real key events on a real window."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from cardgames_qt.app.session import COMPUTER, GameSession, Seat


def _gops(window, qtbot, delay_ms=300):
    window.settings.move_delay_ms = delay_ms
    window.ctx.configure(reduced_motion=False)  # the reveal is shown: the gate shuts for it
    window.open_session(GameSession.start("gops", {"cards": 13, "games": 1},
                                          [Seat("Ann"), Seat("Bot", COMPUTER)], seed=3))
    table = window.table
    table.controller.move_delay_ms = delay_ms
    window.activateWindow()
    hand = table.v_hand["bottom"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() in hand.buttons, timeout=5000)
    return table


def _my_bids(table) -> list[int]:
    return [r.bids[0] for r in table.session.observation(0).rounds]


def test_three_then_five_within_a_moment_plays_both(qtbot, window):
    table = _gops(window, qtbot)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_3)
    qtbot.wait(250)  # the computer has not bid yet, or the reveal is up: 5 cannot be made now
    assert not (table.gate_open() and 0 in table.session.acting_seats()), "nothing under way: nothing tested"
    qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_5)
    qtbot.waitUntil(lambda: len(_my_bids(table)) >= 2, timeout=15000)
    assert _my_bids(table)[:2] == [3, 5]
    assert table._kept is None


def test_a_key_held_down_plays_one_card(qtbot, window):
    """Enter held on a card: the keys move on to the next card after the first is played,
    and the repeats must not play it too; a rank key held down likewise."""
    table = _gops(window, qtbot, delay_ms=0)
    said: list[str] = []
    table.statusChanged.connect(said.append)
    for key, text in ((Qt.Key_Return, "\r"), (Qt.Key_7, "7")):
        before = len(_my_bids(table))
        QApplication.sendEvent(QApplication.focusWidget(), QKeyEvent(QEvent.KeyPress, key, Qt.NoModifier, text, False))
        for _ in range(10):  # the keyboard repeats while the key is held
            qtbot.wait(40)
            QApplication.sendEvent(QApplication.focusWidget() or table,
                                   QKeyEvent(QEvent.KeyPress, key, Qt.NoModifier, text, True))
        QApplication.sendEvent(QApplication.focusWidget() or table,
                               QKeyEvent(QEvent.KeyRelease, key, Qt.NoModifier, text, False))
        qtbot.waitUntil(lambda b=before: len(_my_bids(table)) == b + 1, timeout=10000)
        qtbot.waitUntil(lambda: table.gate_open() and 0 in table.session.acting_seats(), timeout=10000)
        qtbot.wait(300)
        assert len(_my_bids(table)) == before + 1, _my_bids(table)
        assert table._kept is None
    assert not [t for t in said if "Kept" in t or "spent" in t.lower() or "already" in t.lower()], said


def test_a_click_on_a_card_during_a_moment_skips_it_and_the_card_is_not_lost(qtbot, window):
    """UI.md: a click skips an animation in progress; the card clicked is a bid all the
    same (made when its decision opens, never used up by the skip)."""
    from cardgames_qt.ui.table.models import ActionRole
    table = _gops(window, qtbot, delay_ms=0)
    hand = table.v_hand["bottom"]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_3)
    qtbot.waitUntil(lambda: table.current_moment() is not None, timeout=5000)  # the bid's flight
    moment = table.current_moment()
    card = next(b for b in hand.buttons if b.isVisible() and hand.model.data(hand.model.index(b.row), ActionRole) != 3)
    value = hand.model.data(hand.model.index(card.row), ActionRole)
    qtbot.mouseClick(card, Qt.LeftButton)
    assert table.current_moment() is not moment  # skipped at once
    qtbot.waitUntil(lambda: len(_my_bids(table)) >= 2, timeout=15000)
    assert _my_bids(table)[:2] == [3, value]
    assert table._kept is None
