"""The felt and the labels on it: shared by the start page, the tables and
the first frame, and light to import (the start page paints before any
table module is loaded)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QRadialGradient
from PySide6.QtWidgets import QLabel


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
