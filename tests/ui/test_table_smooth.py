"""Smoothness: computers' moves that arrive together are shown one per pass of the event
loop, so the table is painted and a key is read between two of them (issue 22)."""
from __future__ import annotations

import time

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
    assert all(b > a for a, b in zip(shown, shown[1:])), shown
