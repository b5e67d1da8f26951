"""The Guts centre panel keeps its text inside it (issue 28: nothing but a seat name is cut).
Seen in a real window at 1366x768: at a session's end the last hand's account and "The
session is over" ran past the panel, cut mid-line at its top and bottom. Real keys."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardgames_qt.app.session import COMPUTER, GameSession, Seat


def _inside(table) -> tuple[bool, str]:
    label, centre = table.l_message, table.oval.centre
    need = label.heightForWidth(label.width())
    bottom = label.geometry().bottom()
    ok = need <= label.height() + 1 and bottom <= centre.contentsRect().bottom() + 1
    return ok, f"need {need} px, has {label.height()} px, bottom {bottom} of {centre.contentsRect().bottom()}"


def test_the_centre_keeps_the_account_and_the_end_inside_it(qtbot, window):
    window.resize(1366, 768)
    window.settings.move_delay_ms = 0
    window.open_session(GameSession.start("guts", {"players": 3, "cycles": 1},
                                          [Seat("Ann"), Seat("Bo", COMPUTER), Seat("Cy", COMPUTER)], seed=4))
    table = window.table
    table.controller.move_delay_ms = 0
    for _ in range(200):
        qtbot.waitUntil(lambda: table.session.is_over or table.summary.isVisible()
                        or (table.b_in.isEnabled() and table.gate_open()), timeout=20000)
        if table.summary.isVisible():
            qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_Escape)  # close it: the table behind
            qtbot.waitUntil(lambda: not table.summary.isVisible(), timeout=5000)
        if table.session.is_over:
            break
        if table.l_message.isVisible():
            ok, why = _inside(table)
            assert ok, why
        qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_I)
        qtbot.wait(10)
    assert table.session.is_over
    qtbot.waitUntil(lambda: not table.moments.busy and not table.summary.isVisible(), timeout=20000)
    end = table.status_text(table.observation())
    qtbot.waitUntil(lambda: end in table.l_message.text(), timeout=5000)  # the newest line always shows
    ok, why = _inside(table)
    assert ok, why
    assert end in table.l_message.toolTip()  # every line of it there


def test_at_two_seats_the_centre_has_room_for_the_whole_account(qtbot, window):
    """Two seats at 1280x800: the centre was 220 px wide and three lines tall, so a plain
    showdown lost who took the pot and who pays. It takes up to two fifths of the oval and
    four lines: every line of the account shows, inside the panel."""
    window.resize(1280, 800)
    window.settings.move_delay_ms = 0
    window.open_session(GameSession.start("guts", {"players": 2}, [Seat("You"), Seat("Computer", COMPUTER)],
                                          seed=4))
    table = window.table
    table.controller.move_delay_ms = 0
    qtbot.waitUntil(lambda: table.b_in.isEnabled() and table.gate_open(), timeout=20000)
    qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_I)
    qtbot.waitUntil(lambda: "Showdown" in table.l_message.toolTip(), timeout=20000)
    qtbot.waitUntil(lambda: table.l_message.isVisible() and table.l_message.text() == table.l_message.toolTip(),
                    timeout=5000)
    assert table.l_message.toolTip().count("\n") >= 3  # the case: a whole account, four lines or more
    ok, why = _inside(table)
    assert ok, why
