"""The replay of a finished game (issue 30, item 6): everything is public once the game is
over: every seat's view is offered and no bid is "a sealed choice"."""
from __future__ import annotations

from PySide6.QtCore import Qt


def _finished_gops(computer_first: bool):
    from cardgames_qt.app.session import COMPUTER, GameSession, Seat
    session = GameSession.start("gops", {"cards": 4}, [Seat("You"), Seat("Computer", COMPUTER)], seed=9)
    while not session.is_over:
        for seat in ((1, 0) if computer_first else (0, 1)):
            if seat in session.acting_seats():
                session.play(seat, session.legal_actions(seat)[-1 if seat else 0])
    return session


def test_a_finished_games_replay_shows_every_bid_from_every_view(qtbot, window):
    from cardgames_qt.ui.coach.coach_wiring import replay_window
    session = _finished_gops(computer_first=True)
    record = session.record()
    assert record["history"][0][0] == 1  # the computer bid first: its bid stands alone at step 1
    for door in (lambda: replay_window(record, window),  # Load → Replay…, the statistics window
                 lambda: replay_window(record, window, viewer=0)):  # the table's Game → Replay
        w = door()  # deleted on close; a child of the window
        w.show()
        offered = [w.seat.itemText(i) for i in range(w.seat.count())]
        assert offered[:2] == ["You", "Computer"] and "All cards open" in offered
        for i in range(w.seat.count()):
            w.seat.setCurrentIndex(i)
            qtbot.keyClick(w.slider, Qt.Key_Home)
            qtbot.keyClick(w.slider, Qt.Key_Right)
            assert w.model.step == 1
            assert "sealed" not in w.move_label.text(), (offered[i], w.move_label.text())
            assert w.move_label.text().startswith("Computer: ")
            # and on the replay's table the computer's bid lies face up, from every view
            bids = [w.table.v_bid[p].model.row(0) for p in ("top", "bottom")]
            placed = [b for b in bids if b]
            assert placed and all(b["face_up"] and b["card"] for b in placed), (offered[i], bids)
        w.close()


def test_a_finished_guts_sessions_replay_shows_every_declaration(qtbot, window):
    """A declaration not yet shown down is public once the session is over: "Declared: in"
    from every view, never the sealed "Declared"."""
    from cardgames_qt.app.session import COMPUTER, GameSession, Seat
    from cardgames_qt.ui.coach.coach_wiring import replay_window
    session = GameSession.start("guts", {"players": 3, "cycles": 1}, [Seat("You"), Seat("Ann", COMPUTER),
                                                                      Seat("Bob", COMPUTER)], seed=4)
    while not session.is_over:
        seat = session.acting_seats()[-1]  # the last seat declares first: its choice stands alone
        session.play(seat, "in" if seat else "out")
    record = session.record()
    first = record["history"][0][0]
    assert first != 0
    w = replay_window(record, window)
    w.show()
    for i in range(w.seat.count()):
        w.seat.setCurrentIndex(i)
        qtbot.keyClick(w.slider, Qt.Key_Home)
        qtbot.keyClick(w.slider, Qt.Key_Right)
        assert "sealed" not in w.move_label.text(), w.move_label.text()
        if w.seat.currentData() in (0, 1, 2) and w.seat.currentData() != first:
            tag = w.table.seat_widgets[first].l_tag.text()
            assert tag == "Declared: in", (w.seat.currentText(), tag)
    w.close()
