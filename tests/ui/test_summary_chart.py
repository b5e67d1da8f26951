"""The Gops match summary draws a point per game (issue 22): a straight stretch of the line
still shows each game it passes. Read from the chart's rendered pixels."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from .test_coach_window import _gops


def _focused():
    return QApplication.focusWidget()


def _marked(image, point) -> bool:
    """A point of the chart has its own dot: the pixels 2 px from it in all four directions are
    a series' colour (a line through it covers at most two of them, one per segment; the grey
    axes and the background are not coloured)."""
    def coloured(x, y):
        return QColor(image.pixel(int(x), int(y))).hsvSaturationF() > 0.2  # the pixel holding (x, y)
    x, y = point.x(), point.y()
    return all(coloured(x + dx, y + dy) for dx, dy in ((2, 0), (-2, 0), (0, 2), (0, -2)))


def test_the_match_summary_chart_has_a_point_per_game(qtbot, window):
    _gops(window, cards=3, games=3)
    window.new_game("gops", seed=8)
    window.activateWindow()
    table = window.table
    hand = table.v_hand["bottom"]
    while not (table.summary.isVisible() and table.summary.kind == "match"):
        qtbot.waitUntil(lambda: table.summary.isVisible()
                        or (_focused() in hand.buttons and _focused().playable()), timeout=8000)
        if table.summary.isVisible() and table.summary.kind == "game":
            qtbot.keyClick(_focused(), Qt.Key_Return)  # Next game
            continue
        if not table.summary.isVisible():
            qtbot.keyClick(_focused(), Qt.Key_Return)  # bid the focused card
            qtbot.waitUntil(lambda: table.summary.isVisible() or table.gate_open(), timeout=8000)
    chart = table.summary.chart
    assert [len(ys) for _name, ys in chart.series] == [4, 4]  # the start and three games
    image = chart.grab().toImage()
    for k in range(2):
        for game in range(4):
            assert _marked(image, chart.point(k, game)), (k, game, chart.series)

