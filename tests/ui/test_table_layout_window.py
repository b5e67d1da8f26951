"""The computed layout at window level (issue 28): each game opened in a real window at
800x600 and at 1366x768 with the coach panel open; the real widgets' geometry checked
as the layout test checks the layout: no two sibling regions overlap, every region lies
on the table, your hand's cards are at least as large as any other card, and each card
of the hand shows its index corner."""
from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QWidget

from cardgames_qt.app.session import COMPUTER, GameSession, Seat
from cardgames_qt.ui.table.cardview import CardRowView
from cardgames_qt.ui.table.table_base import Overlay

OPTIONS = {"gops": {"cards": 13, "games": 1}, "zhopa": {"players": 4}, "guts": {"players": 10}}


def _regions(parent: QWidget, skip=()) -> list[QWidget]:
    out = []
    for w in parent.children():
        if isinstance(w, QWidget) and w.isVisible() and not w.isWindow() and not isinstance(w, Overlay) \
                and w not in skip and w.width() > 0 and w.height() > 0:
            out.append(w)
    return out


def _no_overlap(parent: QWidget, skip=()) -> None:
    regions = _regions(parent, skip)
    for a, b in itertools.combinations(regions, 2):
        assert not a.geometry().intersects(b.geometry()), \
            f"{type(a).__name__} {a.geometry()} overlaps {type(b).__name__} {b.geometry()} in {type(parent).__name__}"
    for r in regions:
        assert parent.rect().contains(r.geometry()), f"{type(r).__name__} {r.geometry()} leaves {parent.rect()}"


def _on_table(table, w: QWidget) -> QRect:
    return QRect(w.mapTo(table, w.rect().topLeft()), w.size())


def _hand(table):
    game = table.session.game_id
    if game == "gops":
        return table.v_hand["bottom"]
    if game == "zhopa":
        return table.v_hand
    return table.seat_widgets[table.bottom_seat()].v_hand


@pytest.mark.parametrize("size,coach", [((800, 600), False), ((1366, 768), True)])
@pytest.mark.parametrize("game", ["gops", "zhopa", "guts"])
def test_the_real_table_keeps_the_layout(qtbot, window, game, size, coach):
    n = {"gops": 2, "zhopa": 4, "guts": 10}[game]
    window.resize(*size)
    window.open_session(GameSession.start(game, OPTIONS[game], [Seat("You")] + [
        Seat(f"Computer {i}", COMPUTER) for i in range(1, n)], seed=4))
    table = window.table
    if coach:
        window.coach.dock.show()
    window.resize(*size)
    qtbot.waitUntil(lambda: table.table_geometry is not None and table.table_geometry.table.w == table.width()
                    and table.table_geometry.table.h == table.height(), timeout=5000)
    qtbot.wait(50)
    assert window.width() == size[0] and window.height() <= size[1] + 1
    lay = table.table_geometry
    assert lay.folded == (not table.side_w.isVisible())
    _no_overlap(table, skip=[table.b_continue])
    assert _cut_labels(table) == []
    if game == "guts":
        _no_overlap(table.oval)
    hand = _hand(table)
    assert hand.buttons, "no hand dealt: nothing tested"
    cards = [b for v in table.findChildren(CardRowView) if v is not hand and v.isVisible() for b in v.buttons
             if b.isVisible()]
    hand_w = min(b.width() for b in hand.buttons)
    hand_h = min(b.height() - hand.lift_px() for b in hand.buttons)
    for b in cards:
        assert b.width() <= hand_w and b.height() - b.view.lift_px() <= hand_h, \
            f"a card of {b.view.accessibleName()!r} ({b.width()}x{b.height()}) is larger than the hand's {hand_w}"
    # every card of the hand shows its index corner
    share = hand.index_share()
    xs = sorted((_on_table(table, b).x(), b.width()) for b in hand.buttons)
    for (x0, w0), (x1, _w1) in zip(xs, xs[1:], strict=False):
        assert x1 - x0 >= share * w0 - 1
    assert all(table.rect().contains(_on_table(table, b)) for b in hand.buttons)
    # the side panel, folded, opens over the felt from its button and closes again
    if lay.folded:
        qtbot.mouseClick(table.b_drawer, Qt.LeftButton)
        qtbot.waitUntil(table.side_w.isVisible, timeout=2000)
        assert table.rect().contains(table.side_w.geometry())
        qtbot.mouseClick(table.b_drawer, Qt.LeftButton)
        qtbot.waitUntil(lambda: not table.side_w.isVisible(), timeout=2000)


def _cut_labels(table) -> list[str]:
    """Word-wrapped labels on the table whose text needs more height than they were given."""
    from PySide6.QtWidgets import QLabel
    out = []
    for label in table.findChildren(QLabel):
        if label.isVisible() and label.wordWrap() and label.text() and label.width() > 0:
            need = label.heightForWidth(label.width())
            if need > label.height() + 1:
                out.append(f"{label.text()!r}: {label.width()}x{label.height()}, needs {need}")
    return out


def test_zhopa_says_its_combinations_and_bets_whole_at_800x600(qtbot, window):
    """At the bets, with two combinations and a computer's bet said at once, the centre's
    announcements took two lines' height and cut their three lines at both ends (seen at
    800x600). Every wrapped text on the table has the height it needs."""
    window.resize(800, 600)
    window.open_session(GameSession.start("zhopa", {"players": 3}, [Seat("You")] + [
        Seat(f"Computer {i}", COMPUTER) for i in (1, 2)], seed=3))
    table = window.table
    qtbot.waitUntil(lambda: table.b_go.isVisible() and table.b_go.isEnabled(), timeout=10000)
    qtbot.wait(50)
    said = table.l_announce.text()
    assert said.count("\n") >= 1 and "combination" in said, said  # the case: more than two lines wrapped
    assert table.l_announce.heightForWidth(table.l_announce.width()) > 2 * table._metrics.line + 4
    assert _cut_labels(table) == []


@pytest.mark.parametrize("game", ["gops", "zhopa", "guts"])
def test_the_smallest_window_fits_an_800x600_screen_with_its_frame(qtbot, window, game):
    """Seen under openbox on an 800x600 screen: the window's minimum (800 wide) plus its frame
    was wider than the screen, its right edge cut. Each game at its largest table keeps a
    minimum that leaves room for a window manager's frame (up to 10 px a side, a 30 px title)."""
    n = {"gops": 2, "zhopa": 4, "guts": 10}[game]
    window.open_session(GameSession.start(game, OPTIONS[game], [Seat("You")] + [
        Seat(f"Computer {i}", COMPUTER) for i in range(1, n)], seed=4))
    qtbot.wait(50)
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert least.width() + 2 * 10 <= 800 and least.height() + 30 + 5 <= 600, least
    window.resize(least)
    qtbot.waitUntil(lambda: window.table.table_geometry is not None
                    and window.table.table_geometry.table.w == window.table.width(), timeout=5000)
    _no_overlap(window.table, skip=[window.table.b_continue])
    assert _cut_labels(window.table) == []
