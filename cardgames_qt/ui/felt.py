"""The felt and the labels on it: shared by the start page, the tables and
the first frame, and light to import (the start page paints before any
table module is loaded)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QLabel, QPushButton

#: the keyboard focus on the felt and on the dark panels: a gold ring (its contrast is over
#: 6:1 against the felt's lightest green and the summary panel), lined inside with a dark
#: band so it also stands apart from the button's light face (over 10:1)
FOCUS_RING = "#ffd54a"
FOCUS_RING_INNER = "#13261a"


def felt_brush(rect) -> QRadialGradient:
    g = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
    g.setColorAt(0.0, QColor("#2f7d4a"))
    g.setColorAt(1.0, QColor("#17472a"))
    return g


def set_style(widget, sheet: str) -> None:
    """Apply a style sheet only when it changes: every setStyleSheet re-polishes the
    widget and its children and invalidates layouts, even with the same text."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def panel_label(text: str = "", *, bold: bool = False, size: float = 1.0) -> QLabel:
    """A label on the felt. Plain text: the seat names it shows are never read as markup
    (a label that mixes markup and names sets Qt.RichText and uses markup.html_text)."""
    lab = QLabel(text)
    lab.setTextFormat(Qt.PlainText)
    f = lab.font()
    f.setBold(bold)
    f.setPointSizeF(max(7.0, f.pointSizeF() * size))
    lab.setFont(f)
    lab.setStyleSheet("color: #f3f1e4; background: transparent;")
    return lab


class RingButton(QPushButton):
    """A push button on the felt or a dark panel: the focus shows as a clear gold ring
    (the platform's thin focus frame is hard to see there)."""

    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.hasFocus():
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        # two bands round the edge: gold outside (seen against the felt and the dark panels),
        # dark inside (seen against the button's light face): the focus shows on any background
        outer = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(QColor(FOCUS_RING), 2))
        p.setBrush(Qt.NoBrush)
        p.drawRoundedRect(outer, 4, 4)
        p.setPen(QPen(QColor(FOCUS_RING_INNER), 2))
        p.drawRoundedRect(outer.adjusted(2, 2, -2, -2), 3, 3)
        p.end()
