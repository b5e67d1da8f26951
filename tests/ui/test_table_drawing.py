"""Drawing stays cheap in long games: styles are applied only when they change,
the log appends (never re-measures or rebuilds what is already there), the
felt oval is drawn once per size."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

from cardgames_qt.app.session import COMPUTER, HUMAN, GameSession, Seat
from cardgames_qt.ui.table.models import MAX_LINES, LogModel, LogView

from .conftest import click


class StyleChanges(QObject):
    """Counts the StyleChange events (one per setStyleSheet) each watched widget gets."""

    def __init__(self, widgets):
        super().__init__()
        self.counts = {id(w): 0 for w in widgets}
        for w in widgets:
            w.installEventFilter(self)

    def eventFilter(self, obj, event):
        if event.type() == QEvent.StyleChange and id(obj) in self.counts:
            self.counts[id(obj)] += 1
        return False


def _guts(window, seats=4, seed=3):
    people = [Seat("You", HUMAN)] + [Seat(f"C{i}", COMPUTER) for i in range(1, seats)]
    session = GameSession.start("guts", {"players": seats, "cycles": 50}, people, seed=seed)
    window.open_session(session)
    window.table.controller.move_delay_ms = 0
    return window.table


def test_a_seat_style_is_applied_only_when_it_changes(qtbot, window):
    table = _guts(window)
    qtbot.waitUntil(lambda: table.b_in.isEnabled(), timeout=10000)
    watch = StyleChanges(table.seat_widgets)
    hands = table.session.observation(None).hand_number
    click(qtbot, table.b_in)  # the computers answer, the hand is settled, a new one dealt
    qtbot.waitUntil(lambda: table.session.observation(None).hand_number > hands and table.b_in.isEnabled(),
                    timeout=10000)
    counts = [watch.counts[id(w)] for w in table.seat_widgets]
    # the person's seat lost and regained its highlight; the computers' seats never had one,
    # so after dozens of refreshes their style was never set again
    assert counts[0] >= 1
    assert counts[1:] == [0] * (len(counts) - 1)


def test_the_log_appends_and_keeps_every_line(qtbot, window):
    table = _guts(window)
    log = table.log_view
    resets = []
    table.m_log.modelReset.connect(lambda: resets.append(1))
    qtbot.waitUntil(lambda: table.b_in.isEnabled(), timeout=10000)
    before = log.lines()
    assert before and before == table.m_log.lines()
    for _ in range(3):
        hands = table.session.observation(None).hand_number
        click(qtbot, table.b_out)

        def next_hand(hands=hands):
            if table.summary.isVisible():
                table.summary.buttons.itemAt(1).widget().click()  # "Next cycle"
            assert table.session.observation(None).hand_number > hands and table.b_in.isEnabled()
        qtbot.waitUntil(next_hand, timeout=10000)
    after = log.lines()
    assert after[:len(before)] == before and len(after) > len(before)  # appended, never rewritten
    assert after == table.m_log.lines() and not resets
    bar = log.verticalScrollBar()
    assert bar.value() == bar.maximum()  # the newest line is in view
    assert log.focusPolicy() == Qt.NoFocus  # read, never a keyboard stop


def test_a_long_log_wraps_and_keeps_the_newest_lines(qtbot):
    model = LogModel()
    view = LogView(model)
    qtbot.addWidget(view)
    view.resize(240, 300)
    view.show()
    model.append([f"line {i}" for i in range(3000)])
    model.append(["a long line " * 30])
    QApplication.processEvents()
    # the panel holds the newest MAX_LINES lines, in order; the model keeps them all
    assert len(model.lines()) == 3001
    assert view.lines() == model.lines()[-MAX_LINES:]
    assert view.document().blockCount() == MAX_LINES
    last = view.document().lastBlock()
    view.scrollToBottom()
    QApplication.processEvents()
    assert last.layout().lineCount() > 1  # wrapped to the panel's width, not cut off
    model.clear()
    assert view.lines() == []


@pytest.mark.parametrize("direction", [Qt.RightToLeft, Qt.LeftToRight])
def test_log_lines_sit_against_the_reading_edge(qtbot, direction):
    """Right to left (Persian), every row of the log starts at the right edge: the second
    row of a wrapped line, and a line that starts with a Latin name, too."""
    model = LogModel()
    view = LogView(model)
    qtbot.addWidget(view)
    view.setLayoutDirection(direction)
    view.resize(240, 160)
    view.show()
    model.append(["ادامه پس از ۳۰٬۰۰۳ حرکت: گزارش از اینجا شروع می‌شود.", "Ann برد ۳ امتیاز"])
    QApplication.processEvents()
    image = view.viewport().grab().toImage()
    rows = {}  # pixel row -> (first, last) inked column
    for y in range(image.height()):
        xs = [x for x in range(image.width()) if image.pixelColor(x, y).lightness() < 110]
        if xs:
            rows[y] = (min(xs), max(xs))
    bands = []  # rows of text: runs of inked pixel rows
    for y in sorted(rows):
        if bands and y - bands[-1][-1] <= 2:
            bands[-1].append(y)
        else:
            bands.append([y])
    spans = [(min(rows[y][0] for y in b), max(rows[y][1] for y in b)) for b in bands]
    assert len(spans) == 3  # the wrapped line's two rows and the short line
    width = image.width()
    if direction == Qt.RightToLeft:
        assert all(last > width - 20 for _first, last in spans)
        assert spans[1][0] > width / 3 and spans[2][0] > width / 3  # the short rows sit right
    else:
        assert all(first < 20 for first, _last in spans)


def test_the_oval_is_drawn_once_per_size(qtbot, window):
    table = _guts(window, seats=6)
    qtbot.waitUntil(lambda: table.b_in.isEnabled(), timeout=10000)
    oval = table.oval
    oval.repaint()
    drawn = oval.ovalRendered
    assert drawn >= 1
    for _ in range(5):
        oval.repaint()
    assert oval.ovalRendered == drawn  # blitted, not drawn again
    window.resize(window.width() - 120, window.height() - 60)
    qtbot.waitUntil(lambda: oval.ovalRendered == drawn + 1, timeout=3000)  # a new size: drawn anew


def test_a_score_table_reports_whether_anything_changed(qtbot):
    from cardgames_qt.ui.table.models import TableModel
    model = TableModel(["Player", "Points"])
    changes = []
    model.dataChanged.connect(lambda *a: changes.append("data"))
    model.modelReset.connect(lambda: changes.append("reset"))
    assert model.set_rows([["A", "1"], ["B", "2"]], {0}) is True
    assert model.set_rows([["A", "1"], ["B", "2"]], {0}) is False  # nothing to re-measure
    assert model.set_rows([["A", "1"], ["B", "2"]], {1}) is True   # the highlight moved
    assert model.set_headers(["Player", "Points"]) is False
    assert changes == ["reset", "data"]
    bold = model.data(model.index(1, 0), Qt.FontRole)
    assert bold.bold() and model.data(model.index(0, 0), Qt.FontRole) is None
    assert model.data(model.index(1, 1), Qt.DisplayRole) == "2"
