"""A long seat name is cut, never its marks (issue 28): in Zhopa a seat's name is followed by
"dealer" and "computer"; at 800x600 a 40-character name once cut "Computer 1 · dealer" and
took the marks with it. Only the name may be cut ("…", the whole in the tooltip and for a
screen reader); the marks always show whole, inside the panel."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from cardgames_qt.app.session import COMPUTER, GameSession, Seat
from cardgames_qt.ui.i18n import join_list
from cardgames_qt.ui.table.felt import NameLabel

LONG = "Maximiliana Konstantinopolskaya-Wellingt"  # 40 characters
LONG_BOT = "Bartholomew the Magnificent Calculator X"  # 40 characters, a computer's own name


def _check(table) -> list[str]:
    """Every seat's name label: the marks whole and inside the label, only the name cut."""
    seen = []
    for place, seat in table.places().items():
        panel = table.panels[place]
        if not panel.isVisible():
            continue
        lab = panel.name
        marks = []
        obs = table.session.observation(table.viewer)
        if obs.dealer == seat:
            marks.append("dealer")
        if not table.session.seats[seat].is_human:
            marks.append("computer")
        drawn = lab.shown_text()
        fm = QFontMetrics(lab.font())
        assert all(fm.horizontalAdvance(line) <= lab.contentsRect().width() for line in drawn.split("\n")), \
            (drawn, lab.contentsRect().width())
        assert lab.height() >= fm.lineSpacing() * (drawn.count("\n") + 1)
        if not marks:
            continue  # a name alone: on two lines or cut (test_rtl_polish)
        assert "\n" not in drawn
        assert drawn.endswith(join_list(marks)), (drawn, marks)  # the marks, whole
        name = table.seat_name(seat)
        assert lab.text().startswith(name) and lab.accessibleName() == lab.text()  # said whole
        head = drawn[:len(drawn) - len(lab.text()) + len(name)] if drawn != lab.text() else name
        if drawn != lab.text():
            assert head.endswith("…") and name.startswith(head[:-1]), (drawn, name)  # only the name cut
            assert name in lab.toolTip()  # the whole in the tooltip
        # inside its panel, never over a neighbour
        assert panel.rect().contains(lab.geometry().translated(lab.parentWidget().mapTo(panel, lab.pos()) - lab.pos()))
        seen.append(drawn)
    return seen


def test_a_40_character_name_keeps_its_marks_at_800_by_600(qtbot, window):
    window.resize(800, 600)
    window.open_session(GameSession.start("zhopa", {"players": 3},
                                          [Seat(LONG), Seat(LONG_BOT, COMPUTER), Seat("Cleo", COMPUTER)], seed=4))
    table = window.table
    table.controller.move_delay_ms = 0
    window.resize(800, 600)
    window.activateWindow()
    qtbot.waitUntil(lambda: table.gate_open() and QApplication.focusWidget() is not None
                    and table.table_geometry is not None and table.table_geometry.table.w == table.width(),
                    timeout=8000)
    qtbot.wait(50)
    assert window.width() == 800 and window.height() <= 601
    seen = _check(table)
    assert any("…" in s for s in seen)  # the long names were cut ...
    assert sum("computer" in s for s in seen) == 2  # ... and the marks were not
    assert any("dealer" in s for s in seen)
    # play on by keys (a bet, a card): after each move the marks still show
    for _ in range(3):
        before = table.session.move_count
        key = Qt.Key_P if table.b_go.isVisible() else Qt.Key_Return
        qtbot.keyClick(QApplication.focusWidget(), key)
        qtbot.waitUntil(lambda before=before: table.session.move_count > before and table.gate_open(), timeout=8000)
        _check(table)


def test_the_name_label_cuts_only_the_name(qtbot):
    lab = NameLabel(bold=True)
    qtbot.addWidget(lab)
    lab.set_name(LONG, "dealer, computer")
    lab.resize(QFontMetrics(lab.font()).horizontalAdvance("Maxi… · dealer, computer") + 4, 30)
    lab.show()
    drawn = lab.shown_text()
    assert drawn.endswith(" · dealer, computer") and "…" in drawn, drawn
    assert lab.toolTip() and LONG in lab.toolTip()
    assert lab.text() == f"{LONG} · dealer, computer"
    lab.resize(2000, 30)  # room for all: nothing cut, no tooltip
    assert lab.shown_text() == lab.text() and not lab.toolTip()
    assert lab.minimumSizeHint().width() >= QFontMetrics(lab.font()).horizontalAdvance("W… · dealer, computer")


def test_gops_a_long_name_keeps_what_its_seat_is_doing(qtbot, window):
    """The same rule in Gops: "Name: Thinking…" under a bid slot and "Name — 0 points this
    game" cut only in the name (at 800x600 "Thinking…" was cut off)."""
    window.resize(800, 600)
    window.open_session(GameSession.start("gops", {"cards": 13, "games": 1},
                                          [Seat(LONG), Seat(LONG_BOT, COMPUTER)], seed=3))
    table = window.table
    table.controller.move_delay_ms = 0
    window.resize(800, 600)
    window.activateWindow()
    qtbot.waitUntil(lambda: table.gate_open() and QApplication.focusWidget() in table.v_hand["bottom"].buttons,
                    timeout=8000)

    def check():
        cut = 0
        for pos in ("top", "bottom"):
            for lab in (table.l_name[pos], table.l_bid[pos]):
                drawn, whole = lab.shown_text(), lab.text()
                fm = QFontMetrics(lab.font())
                assert fm.horizontalAdvance(drawn) <= lab.contentsRect().width(), (drawn, lab.width())
                name = LONG if LONG in whole else LONG_BOT
                rest = whole.replace(name, "")
                head, tail = whole.split(name)
                assert drawn.startswith(head) and drawn.endswith(tail), (drawn, rest)  # the rest whole
                if drawn != whole:
                    cut += 1
                    assert "…" in drawn and lab.toolTip() and name in lab.toolTip()
        return cut
    assert check() >= 1
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_5)  # "Your bid", then the computer's
    qtbot.waitUntil(lambda: table.session.move_count >= 2 and table.gate_open(), timeout=8000)
    check()
