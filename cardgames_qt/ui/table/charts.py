"""A small line chart of how the scores (or balances) moved."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from cardgames_qt.ui.i18n import join_parts, num

#: one dash pattern per line too, so equal lines and colour-blind eyes still tell them apart
PEN_STYLES = [Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine,
              Qt.PenStyle.DashDotDotLine]
#: up to this many steps each one gets its own point on the line
MAX_MARKED = 40
SERIES_COLOURS = ["#f4d03f", "#5dade2", "#ec7063", "#58d68d", "#af7ac5", "#f5b041",
                  "#48c9b0", "#eb984e", "#aab7b8", "#f1948a"]


class LineChart(QWidget):
    """series: list of (name, [y0, y1, ...]) with the same x steps for all."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.series: list[tuple[str, list[float]]] = []
        self.x_label = ""
        self.x_start = 0  # the number of the first step (0: the start; 1: the first game)
        self.setMinimumSize(260, 160)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(420, 220)

    def set_series(self, series: Sequence[tuple[str, Sequence[float]]], x_label: str = "", x_start: int = 0) -> None:
        self.series = [(n, [float(v) for v in ys]) for n, ys in series]
        self.x_label = x_label
        self.x_start = x_start
        names = join_parts(f"{n}: {num(ys[-1])}" for n, ys in self.series if ys)
        self.setAccessibleDescription(names)
        self.update()

    def _frame(self):
        """The plot's rectangle, value range and steps (painting and point() share them)."""
        fm = self.fontMetrics()
        values = [v for _, ys in self.series for v in ys] or [0.0]
        lo, hi = min(values + [0.0]), max(values + [1.0])
        if hi - lo < 1e-9:
            hi = lo + 1
        labels = [num(v) for v in (lo, hi)]
        left = max(fm.horizontalAdvance(t) for t in labels) + 10
        r = QRectF(self.rect()).adjusted(left, 10, -12, -(fm.height() + 8))
        n = max((len(ys) for _, ys in self.series), default=1)
        return r, lo, hi, n, left

    def point(self, k: int, i: int) -> QPointF:
        """Where step ``i`` of series ``k`` is drawn."""
        return self._point(self._frame(), i, self.series[k][1][i], k)

    def _point(self, frame, i, v, k=0) -> QPointF:
        r, lo, hi, n, _left = frame
        frac = i / max(1, n - 1)
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        x = r.right() - r.width() * frac if rtl else r.left() + r.width() * frac
        # equal players' lines would hide each other: each is nudged a little
        y = r.bottom() - (v - lo) / (hi - lo) * r.height() + (k - (len(self.series) - 1) / 2) * 2.0
        return QPointF(x, y)

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        fm = p.fontMetrics()
        frame = self._frame()
        r, lo, hi, n, left = frame
        p.fillRect(self.rect(), QColor(0, 0, 0, 60))

        def pt(i, v, k=0):
            return self._point(frame, i, v, k)
        # axes: the value range on the left, the steps along the bottom, the zero line
        p.setPen(QPen(QColor(255, 255, 255, 90), 1))
        zero = pt(0, 0).y()
        p.drawLine(QPointF(r.left(), zero), QPointF(r.right(), zero))
        p.drawRect(r)
        p.setPen(QColor("#f3f1e4"))
        for v in sorted({lo, hi, 0.0}):
            y = r.bottom() - (v - lo) / (hi - lo) * r.height()
            p.drawText(QRectF(0, y - fm.height() / 2, left - 5, fm.height()), Qt.AlignRight | Qt.AlignVCenter, num(v))
        step = max(1, (n - 1) // 6)
        for i in list(range(0, n, step)) + ([n - 1] if (n - 1) % step else []):
            x = pt(i, lo).x()
            p.drawText(QRectF(x - 20, r.bottom() + 3, 40, fm.height()), Qt.AlignHCenter | Qt.AlignTop,
                       num(i + self.x_start))
        for k, (_name, ys) in enumerate(self.series):
            if not ys:
                continue
            path = QPainterPath(pt(0, ys[0], k))
            for i, v in enumerate(ys[1:], 1):
                path.lineTo(pt(i, v, k))
            colour = QColor(SERIES_COLOURS[k % len(SERIES_COLOURS)])
            pen = QPen(colour, 2.5)
            pen.setStyle(PEN_STYLES[k % len(PEN_STYLES)])
            p.setPen(pen)
            p.setBrush(Qt.NoBrush)
            p.drawPath(path)
            p.setPen(QPen(colour, 1))
            p.setBrush(colour)
            # a point per step (per game, per round) while they can be told apart, so a
            # straight stretch still shows each game it passes; the last one is larger
            if len(ys) <= MAX_MARKED:
                for i, v in enumerate(ys[:-1]):
                    p.drawEllipse(pt(i, v, k), 3.0, 3.0)
            p.drawEllipse(pt(len(ys) - 1, ys[-1], k), 4.0, 4.0)
        p.end()
