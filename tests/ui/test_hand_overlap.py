"""A hand that overlaps shows every card's index corner, left to right and right to left
(issue 22): the corner of each card on the screen is the card's own, pixel for pixel."""
from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QApplication

from cardgames_qt.app.session import COMPUTER, GameSession, Seat
from cardgames_qt.ui.i18n import install_language


def _corner_covered(view) -> list[int]:
    """Rows whose index corner, as the hand is drawn, differs from the card drawn alone."""
    whole = view.grab().toImage()
    bad = []
    for b in view.buttons:
        alone = b.grab().toImage()
        lift = view.lift_px()
        corner = QRect(3, lift + 3, int(b.width() * 0.2), int((b.height() - lift) * 0.28))
        differ = 0
        for y in range(corner.top(), corner.bottom()):
            for x in range(corner.left(), corner.right()):
                if whole.pixel(b.x() + x, b.y() + y) != alone.pixel(x, y):
                    differ += 1
        if differ > corner.width() * corner.height() * 0.02:
            bad.append(b.row)
    return bad


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_every_index_corner_shows_with_the_coach_panel_open(qtbot, window, lang):
    app = QApplication.instance()
    try:
        install_language(app, lang)
        window.resize(1366, 740)
        window.open_session(GameSession.start("gops", {"cards": 13, "games": 1},
                                              [Seat("Ann"), Seat("Bot", COMPUTER)], seed=3))
        table = window.table
        table.controller.move_delay_ms = 0
        window.activateWindow()
        hand = table.v_hand["bottom"]
        qtbot.waitUntil(lambda: QApplication.focusWidget() in hand.buttons, timeout=5000)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_F2, Qt.ShiftModifier)  # the coach panel
        assert window.coach.dock.isVisible()
        qtbot.wait(200)
        buttons = sorted(hand.buttons, key=lambda b: b.x())
        assert any(a.geometry().intersects(b.geometry()) for a, b in pairwise(buttons)), \
            "the hand does not overlap here: nothing tested"
        # the cards run the reader's way: the first is leftmost in English, rightmost in Persian
        assert (buttons[0] is hand.buttons[0]) == (lang == "en")
        def render():  # the faces themselves, not stand-ins, are compared
            for b in hand.buttons:
                size = QSize(b.width(), b.height() - hand.lift_px())
                table.ctx.cache.render_sync(table.ctx.deck, hand.model.row(b.row)["card"], size,
                                            b.devicePixelRatioF())
        render()
        assert _corner_covered(hand) == []
        # narrower still: the cards give way before their corners do
        window.resize(900, 700)
        qtbot.wait(200)
        render()
        assert _corner_covered(hand) == []
        assert hand.buttons[-1].geometry().right() <= hand.width() and hand.buttons[0].x() >= 0
    finally:
        install_language(app, "en")
