"""Smoothness: computers' moves that arrive together are shown one per pass of the event
loop, so the table is painted and a key is read between two of them (issue 22)."""
from __future__ import annotations

import time
from itertools import pairwise

from PySide6.QtCore import QTimer

from cardgames_qt.app.session import COMPUTER, GameSession, Seat


def test_guts_computers_declaring_at_once_are_shown_one_per_event_loop_pass(qtbot, window):
    seats = [Seat(f"Bot {i}", COMPUTER, "guts-threshold") for i in range(6)]
    session = GameSession.start("guts", {"players": 6}, seats, seed=4)
    window.open_session(session)
    table = window.table
    table.controller.move_delay_ms = 0
    passes = [0]
    ticker = QTimer()
    ticker.timeout.connect(lambda: passes.__setitem__(0, passes[0] + 1))
    ticker.start(0)
    shown: list[int] = []

    def on_changed(events):
        shown.append(passes[0])
        if len(shown) == 1:
            time.sleep(0.3)  # a slow first refresh: the other seats' decisions arrive meanwhile
    table.controller.changed.connect(on_changed)
    qtbot.waitUntil(lambda: len(shown) >= 6, timeout=20000)
    ticker.stop()
    # never two moves in one pass (before: every waiting decision was applied back to back)
    assert all(b > a for a, b in pairwise(shown)), shown


def _count_rebuilds(table) -> list[int]:
    """Each rebuild of the table (a whole refresh of its panels) from now on."""
    calls: list[int] = []
    rebuild = table.rebuild

    def counted(obs):
        calls.append(len(table.session.state.history))
        return rebuild(obs)
    table.rebuild = counted
    return calls


def test_a_move_that_brings_a_moment_is_drawn_with_one_rebuild(qtbot, window):
    """The last declaration of a Guts hand brings the showdown up: the table was rebuilt for
    the moment and again for the move (two whole refreshes in one pass); now once."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication
    window.activateWindow()
    session = GameSession.start("guts", {"players": 2, "cycles": 2}, [Seat("Anna"), Seat("Boris")], seed=4)
    window.open_session(session)
    table = window.table
    table.controller.move_delay_ms = 0
    calls = _count_rebuilds(table)
    for _last in (False, True):
        qtbot.waitUntil(lambda: table.handover.isVisible(), timeout=3000)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
        qtbot.waitUntil(lambda: table.b_in.isEnabled(), timeout=3000)
        calls.clear()
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_I)
    assert table.b_continue.isVisible()  # the showdown is up, waiting for everyone to see it
    assert len(calls) == 1, f"the last declaration rebuilt the table {len(calls)} times"


def test_the_table_taking_the_keys_does_not_draw_the_whole_felt_again(qtbot, window):
    """A click on the bare felt gives the table the keys, which go back to the hand at once:
    QWidget's own focus handling repainted the whole table (1920x1080 of felt and every label
    on it) both times, for a focus frame the table never draws."""
    from PySide6.QtCore import QEvent, QObject, QPoint, Qt
    seats = [Seat("Anna"), Seat("Bot", COMPUTER)]
    window.open_session(GameSession.start("gops", {}, seats, seed=3))
    table = window.table
    window.activateWindow()
    qtbot.waitUntil(lambda: table.gate_open() and table.v_hand["bottom"].buttons[0].hasFocus(), timeout=5000)
    spot = next(QPoint(x, y) for y in range(table.height() // 3, table.height(), 7)
                for x in range(8, table.width() // 2, 7) if table.childAt(QPoint(x, y)) is None)
    painted: list[int] = []

    class Paints(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Paint:
                painted.append(sum(r.width() * r.height() for r in event.region()))
            return False
    watcher = Paints()
    table.installEventFilter(watcher)
    for _ in range(40):  # the deck's images arriving at start: until the table is still
        painted.clear()
        qtbot.wait(100)
        if not painted:
            break
    assert not painted
    qtbot.mouseClick(table, Qt.LeftButton, pos=spot)
    qtbot.waitUntil(lambda: table.v_hand["bottom"].buttons[0].hasFocus(), timeout=3000)  # back on the hand
    qtbot.wait(100)
    table.removeEventFilter(watcher)
    whole = table.width() * table.height()
    assert all(area < whole // 4 for area in painted), (painted, whole)
