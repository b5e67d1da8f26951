"""A small line chart of how the scores (or balances) moved."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

SERIES_COLOURS = ["#f4d03f", "#5dade2", "#ec7063", "#58d68d", "#af7ac5", "#f5b041",
                  "#48c9b0", "#eb984e", "#aab7b8", "#f1948a"]


class LineChart(QWidget):
    """series: list of (name, [y0, y1, ...]) with the same x steps for all."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.series: list[tuple[str, list[float]]] = []
        self.x_label = ""
        self.setMinimumSize(260, 160)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(420, 220)

    def set_series(self, series: list[tuple[str, list[float]]], x_label: str = "") -> None:
        self.series = [(n, [float(v) for v in ys]) for n, ys in series]
        self.x_label = x_label
        names = "; ".join(f"{n}: {ys[-1]:g}" for n, ys in self.series if ys)
        self.setAccessibleDescription(names)
        self.update()

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        r = QRectF(self.rect()).adjusted(36, 10, -10, -24)
        p.fillRect(self.rect(), QColor(0, 0, 0, 60))
        values = [v for _, ys in self.series for v in ys] or [0.0]
        lo, hi = min(values + [0.0]), max(values + [1.0])
        if hi - lo < 1e-9:
            hi = lo + 1
        n = max((len(ys) for _, ys in self.series), default=1)
        def pt(i, v):
            x = r.left() + (r.width() * i / max(1, n - 1))
            y = r.bottom() - (v - lo) / (hi - lo) * r.height()
            return QPointF(x, y)
        p.setPen(QPen(QColor(255, 255, 255, 90), 1))
        p.drawLine(pt(0, 0).x(), pt(0, 0).y(), r.right(), pt(0, 0).y())  # zero line
        p.drawRect(r)
        for k, (name, ys) in enumerate(self.series):
            if not ys:
                continue
            path = QPainterPath(pt(0, ys[0]))
            for i, v in enumerate(ys[1:], 1):
                path.lineTo(pt(i, v))
            p.setPen(QPen(QColor(SERIES_COLOURS[k % len(SERIES_COLOURS)]), 2.5))
            p.setBrush(Qt.NoBrush)
            p.drawPath(path)
            p.setBrush(QColor(SERIES_COLOURS[k % len(SERIES_COLOURS)]))
            p.drawEllipse(pt(len(ys) - 1, ys[-1]), 3.5, 3.5)
        p.end()
