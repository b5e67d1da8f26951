"""A card is raised only while the pointer is on it (or it has the focus) (issue 22): after the
pointer leaves, or the hand is laid out again under a still pointer, no card stays raised;
the hand is drawn at one size."""
from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication

from cardgames_qt.app.session import COMPUTER, GameSession, Seat


def _raised(hand) -> list[int]:
    """Rows whose card is drawn lifted: each card drawn alone, the middle of its top row is
    the card's edge when lifted, else the same background as its rounded corner."""
    out = []
    for b in hand.buttons:
        image = b.grab().toImage()
        if image.pixelColor(b.width() // 2, 1) != image.pixelColor(0, 0):
            out.append(b.row)
    return sorted(out)


def test_no_card_stays_raised_after_the_pointer_leaves(qtbot, window):
    window.resize(1366, 740)
    window.activateWindow()
    window.open_session(GameSession.start("gops", {"cards": 13, "games": 1},
                                          [Seat("Ann"), Seat("Bot", COMPUTER)], seed=3))
    table = window.table
    table.controller.move_delay_ms = 0
    hand = table.v_hand["bottom"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() in hand.buttons, timeout=5000)
    focused = QApplication.focusWidget()
    for b in hand.buttons[3:8]:  # the pointer runs along the hand
        qtbot.mouseMove(b, QPoint(b.width() // 2, b.height() // 2))
        assert QCursor.pos() == b.mapToGlobal(QPoint(b.width() // 2, b.height() // 2))
        assert sorted(_raised(hand)) == sorted({focused.row, b.row})
    qtbot.mouseMove(table, QPoint(table.width() // 2, table.height() // 3))  # onto the felt
    assert _raised(hand) == [focused.row]
    # the hand laid out anew under a still pointer (a narrower window): only what is under it
    b = hand.buttons[6]
    qtbot.mouseMove(b, QPoint(b.width() // 2, b.height() // 2))
    window.resize(1000, 740)
    qtbot.wait(100)
    under = hand.childAt(hand.mapFromGlobal(QCursor.pos()))
    assert sorted(_raised(hand)) == sorted({focused.row} | ({under.row} if under in hand.buttons else set()))
    heights = {bb.height() for bb in hand.buttons}
    assert len(heights) == 1  # one size for the whole hand
