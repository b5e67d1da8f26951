"""A moment that waits for a person never passes by itself (issue 22, pass-and-play):
the Gops flip stays up with real time passing until someone presses Continue."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardgames_qt.app.moments import Moment
from cardgames_qt.app.session import GameSession, Seat


def test_a_waiting_moment_is_never_timed():
    assert not Moment("reveal", ms=1400, waits=True).timed
    assert Moment("reveal", ms=1400).timed and not Moment("reveal").timed


def test_pass_and_play_gops_flip_waits_with_animations_on(qtbot, window):
    window.ctx.configure(reduced_motion=False, animation_speed=1.0)
    window.activateWindow()
    window.open_session(GameSession.start("gops", {"cards": 4, "games": 1}, [Seat("Anna"), Seat("Boris")], seed=5))
    table = window.table
    for _ in range(2):  # each in turn: "I am …", then bid the focused card
        # (the bid flies to its slot first: the handover comes when it lands)
        qtbot.waitUntil(table.handover.isVisible, timeout=3000)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
        qtbot.waitUntil(lambda: QApplication.focusWidget() in table.v_hand["bottom"].buttons, timeout=3000)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
    qtbot.waitUntil(table.b_continue.isVisible, timeout=3000)  # when the bid has landed
    flip = window.status.text()
    assert flip.startswith("Anna bid")
    qtbot.wait(5000)  # real time passes: the flip is still up, nobody is asked for the screen
    assert table.b_continue.isVisible() and table.b_continue.hasFocus()
    assert not table.handover.isVisible()
    assert window.status.text() == flip
    qtbot.mouseClick(table.b_continue, Qt.LeftButton)
    assert table.handover.isVisible() and table.handover.title.text() == "Pass to Anna"
