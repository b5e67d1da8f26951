"""Guts: every place that shows a balance, the pot, the cycle and the hand shows the numbers of
the moment on the screen (issue 22): the showdown, the cycle's summary and the next hand each
read one owner (the settled hand's record). Showdown cards are read at the seat cards' size;
In and Out never move while the hint beside them changes."""
from __future__ import annotations

import re

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from cardgames_qt.app.session import COMPUTER, GameSession, Seat
from cardgames_qt.ui.table.guts_table import format_tokens

from .conftest import click


def _open(window, seats, variant, seed):
    window.open_session(GameSession.start("guts", variant, seats, seed=seed))
    window.table.controller.move_delay_ms = 0
    return window.table


def _declare_all(qtbot, table, choices):
    """Pass-and-play: each person in turn confirms the handover, then declares by key."""
    for key in choices:
        qtbot.waitUntil(lambda: table.handover.isVisible(), timeout=3000)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
        qtbot.waitUntil(lambda: table.b_in.isEnabled(), timeout=3000)
        qtbot.keyClick(QApplication.focusWidget(), key)


def _balances_everywhere(table) -> dict[str, list[str]]:
    """Each seat's balance as every place on the screen says it."""
    n = table.n
    m = table.m_balances
    places = {
        "seat": [w.l_balance.text() for w in table.seat_widgets],
        "balance table": [m.data(m.index(s, 1)) for s in range(n)],
        "seat's accessible name": [re.search(r"balance ([^,]+)", w.accessibleName()).group(1)
                                   for w in table.seat_widgets],
    }
    if table.summary.isVisible():
        body = table.summary.body.text()
        found = []
        for s in range(n):
            name = table.seat_name(s)
            hit = re.search(re.escape(name) + r"(?:, [^:<]+)*: ([^<]+)", body)
            found.append(hit.group(1).strip() if hit else "")
        places["summary"] = found
    return places


def _agree(table, balances) -> None:
    expected = [format_tokens(b) for b in balances]
    for place, values in _balances_everywhere(table).items():
        if place == "summary":  # equal balances share a line: check the ones it names
            values = [v or e for v, e in zip(values, expected, strict=True)]
        assert values == expected, f"{place} says {values}, the moment is {expected}"


def test_every_balance_on_the_screen_is_the_moments_through_a_cycle(qtbot, window):
    window.activateWindow()
    table = _open(window, [Seat("Anna"), Seat("Boris")], {"players": 2, "cycles": 2}, 4)
    # hand 1: both in: a showdown, the loser pays the pot
    _declare_all(qtbot, table, [Qt.Key_I, Qt.Key_I])
    assert table.b_continue.isVisible()
    record = table.session.observation(None).last_hand
    _agree(table, record.balances_after)
    assert table.l_cycle.text() == "Cycle 1 of 2 · hand 1"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
    # hand 2: Anna alone in takes the pot: the cycle ends
    _declare_all(qtbot, table, [Qt.Key_I, Qt.Key_O])
    qtbot.waitUntil(lambda: table.b_continue.isVisible(), timeout=3000)
    record = table.session.observation(None).last_hand
    assert record.cycle_over
    # the settlement on the screen: the numbers after it, before the next cycle's ante
    _agree(table, record.balances_after)
    assert table.l_pot.text() == "Pot 0" and table.l_cycle.text() == "Cycle 1 of 2 · hand 2"
    log = [table.m_log.data(table.m_log.index(i)) for i in range(table.m_log.rowCount())]
    assert not any("antes" in line for line in log[-4:]), "the log runs ahead of the table"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)  # Continue: the cycle's summary
    assert table.summary.isVisible() and table.summary.kind == "cycle"
    _agree(table, record.balances_after)
    assert table.l_pot.text() == "Pot 0" and table.l_cycle.text() == "Cycle 1 of 2 · hand 2"
    log = [table.m_log.data(table.m_log.index(i)) for i in range(table.m_log.rowCount())]
    assert log[-1] != "" and "Cycle 2" not in log[-1] and "Pot 0" not in log[-1]
    assert not any("pot 2" in line for line in log[-3:])
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)  # Next cycle: its ante and deal
    qtbot.waitUntil(lambda: table.handover.isVisible(), timeout=3000)
    obs = table.session.observation(None)
    _agree(table, obs.balances)
    assert table.l_pot.text() == f"Pot {format_tokens(obs.pot)}"
    assert table.l_cycle.text() == "Cycle 2 of 2 · hand 3"
    log = [table.m_log.data(table.m_log.index(i)) for i in range(table.m_log.rowCount())]
    assert any(line.startswith("Cycle 2: everyone antes") and line.endswith(f"pot {format_tokens(obs.pot)}")
               for line in log[-3:])
    # the new cycle's centre: not the last cycle's account under "Cycle 2 of 2 · hand 3"
    assert not table.l_message.isVisible(), table.l_message.text()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)  # the handover: Anna at the screen
    qtbot.waitUntil(lambda: table.b_in.isEnabled(), timeout=3000)
    assert "Cycle 1" not in table.l_message.text() and not table.l_message.isVisible()


def test_showdown_cards_are_at_least_the_seat_cards_size(qtbot, window):
    window.resize(1366, 740)
    window.activateWindow()
    names = ["Anna", "Boris", "Cleo", "Dan"]
    table = _open(window, [Seat(n) for n in names], {"players": 4, "cycles": 2}, 11)
    _declare_all(qtbot, table, [Qt.Key_I] * 4)
    assert table.b_continue.isVisible()
    for seat, w in enumerate(table.seat_widgets):
        shown = [b for b in w.v_shown.buttons if b.isVisible()]
        assert len(shown) == 2
        hand_width = w.v_hand.card_size().width()
        for b in shown:
            assert b.width() >= hand_width and b.width() >= 45, (seat, b.width(), hand_width)


def test_in_and_out_stay_still_from_the_deal_to_the_declaration(qtbot, window):
    window.ctx.configure(reduced_motion=False, animation_speed=1.0)
    window.activateWindow()
    table = _open(window, [Seat("Anna"), Seat("Bot", COMPUTER), Seat("Cleo bot", COMPUTER)],
                  {"players": 3, "cycles": 3}, 2)

    def where():
        return (table.b_in.mapTo(window, QPoint(0, 0)), table.b_out.mapTo(window, QPoint(0, 0)))
    qtbot.waitUntil(lambda: table.b_in.isEnabled() and table.b_in.hasFocus(), timeout=8000)
    deciding = where()
    assert table.l_hint.text()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_I)
    assert where() == deciding  # "You are in"
    def dealing():
        if table.summary.isVisible():
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
        return table.current_moment("deal") is not None
    qtbot.waitUntil(dealing, timeout=10000)
    assert table.l_hint.text() == ""
    assert where() == deciding  # dealing: no hint, the buttons stay
    click(qtbot, table)


def test_the_last_hands_shown_cards_stand_back_beside_the_new_hand(qtbot, window):
    """At the showdown the shown cards are as large as the hands; once the next hand is
    dealt they stay (who showed what is worth seeing) but smaller than the hand beside them,
    so the hand being played is the one that stands out (seen at 800x600: two pairs of
    equal cards side by side in your seat)."""
    window.resize(1366, 740)
    window.activateWindow()
    table = _open(window, [Seat(n) for n in ["Anna", "Boris", "Cleo", "Dan"]], {"players": 4, "cycles": 2}, 11)
    _declare_all(qtbot, table, [Qt.Key_I] * 4)
    assert table.b_continue.isVisible()
    at_showdown = {seat: [b.width() for b in w.v_shown.buttons if b.isVisible()]
                   for seat, w in enumerate(table.seat_widgets)}
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)  # Continue: the next hand
    qtbot.waitUntil(lambda: table.handover.isVisible(), timeout=5000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)  # the handover
    qtbot.waitUntil(lambda: table.b_in.isEnabled(), timeout=5000)
    checked = 0
    for seat, w in enumerate(table.seat_widgets):
        shown = [b for b in w.v_shown.buttons if b.isVisible()]
        if not shown:
            continue
        checked += 1
        hand_h = w.v_hand.card_size().height()
        assert all(b.height() < hand_h for b in shown), (seat, [b.height() for b in shown], hand_h)
        assert all(b.width() < max(at_showdown[seat]) for b in shown)
        assert w.shown_box.geometry().bottom() <= w.rect().bottom()
    assert checked >= 2  # the case: cards shown at the last showdown
