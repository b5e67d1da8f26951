"""The felt and the labels on it: shared by the start page, the tables and
the first frame, and light to import (the start page paints before any
table module is loaded)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPen, QRadialGradient
from PySide6.QtWidgets import QLabel, QPushButton

from cardgames_qt.ui.words.markup import tooltip_text

#: the keyboard focus on the felt and on the dark panels: a gold ring (its contrast is over
#: 6:1 against the felt's lightest green and the summary panel), lined inside with a dark
#: band so it also stands apart from the button's light face (over 10:1)
FOCUS_RING = "#ffd54a"
FOCUS_RING_INNER = "#13261a"


#: the colour of text on the felt
FELT_TEXT = QColor("#f3f1e4")


def felt_brush(rect) -> QRadialGradient:
    g = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
    g.setColorAt(0.0, QColor("#2f7d4a"))
    g.setColorAt(1.0, QColor("#17472a"))
    return g


_felt_kept: list = []  # [(key, pixmap)]: the felt at the last size asked for


def felt_pixmap(width: int, height: int, dpr: float):
    """The felt (``felt_brush`` over the whole rect) at this size, rendered once: the window's
    first frame and the table that replaces it at the same size share one (a radial
    gradient over a window is 2 ms to render)."""
    from PySide6.QtGui import QPixmap
    key = (width, height, dpr)
    if _felt_kept and _felt_kept[0][0] == key:
        return _felt_kept[0][1]
    pix = QPixmap(max(1, int(width * dpr)), max(1, int(height * dpr)))
    pix.setDevicePixelRatio(dpr)
    painter = QPainter(pix)
    painter.fillRect(QRectF(0, 0, width, height), felt_brush(QRectF(0, 0, width, height)))
    painter.end()
    _felt_kept[:] = [(key, pix)]
    return pix


def set_style(widget, sheet: str) -> None:
    """Apply a style sheet only when it changes: every setStyleSheet re-polishes the
    widget and its children and invalidates layouts, even with the same text."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def panel_label(text: str = "", *, bold: bool = False, size: float = 1.0) -> QLabel:
    """A label on the felt. Plain text: the seat names it shows are never read as markup
    (a label that mixes markup and names sets Qt.RichText and uses markup.html_text)."""
    lab = QLabel(text)
    lab.setTextFormat(Qt.TextFormat.PlainText)
    f = lab.font()
    f.setBold(bold)
    f.setPointSizeF(max(7.0, f.pointSizeF() * size))
    lab.setFont(f)
    felt_text(lab)
    return lab


def felt_text(widget) -> None:
    """Light text on the felt, the label's own background left unpainted (as a label's is):
    by palette, not a style sheet (a style sheet on each of a table's twenty-odd labels
    cost its start 5 ms of parsing and re-polishing)."""
    palette = widget.palette()
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
        palette.setColor(role, FELT_TEXT)
    widget.setPalette(palette)
    widget.setAutoFillBackground(False)


class NameLabel(QLabel):
    """A name on the felt that never runs into its neighbour: when its place is narrower
    than the name, the name goes on two lines at its last space, and a line still too
    wide is cut with "…" (the whole name in the tooltip and for a screen reader).
    ``text()`` is the whole name, ``shown_text()`` what is drawn."""

    def __init__(self, *, bold: bool = False, size: float = 1.0):
        super().__init__()
        self._full = ""
        self._name = ""  # in a longer line ("Ann · dealer"): the only part that may be cut
        model = panel_label("", bold=bold, size=size)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._base = model.font()
        self.setFont(self._base)
        felt_text(self)
        model.deleteLater()

    def setText(self, text: str) -> None:
        self.set_name(text)

    def set_name(self, name: str, marks: str = "") -> None:
        """A seat's name and its marks after it (dealer, computer, …). Where the place is
        narrow only the name is cut ("…", the whole in the tooltip): the marks always show."""
        from cardgames_qt.ui.i18n import join_status
        self.set_text_with_name(join_status([name, marks]), name)

    def set_text_with_name(self, text: str, name: str) -> None:
        """A line that holds a seat's name and more ("Ann — 12 points this game", in any
        word order a language gives it): where the place is narrow only the name is cut,
        the rest always shows whole."""
        self._full = text
        self._name = name if name and text != name and name in text else ""
        self._elide()
        self.updateGeometry()

    def text(self) -> str:
        return self._full

    def shown_text(self) -> str:
        return super().text()

    def sizeHint(self) -> QSize:
        fm = QFontMetrics(self._base)
        m = self.contentsMargins()
        lines = super().text().count("\n") + 1
        return QSize(fm.horizontalAdvance(self._full) + 4 + m.left() + m.right(),
                     fm.lineSpacing() * lines + m.top() + m.bottom())

    def minimumSizeHint(self) -> QSize:
        # a letter of the name, "…" and the rest of the line whole
        head, _, tail = self._full.partition(self._name) if self._name else ("", "", "")
        return QSize(QFontMetrics(self._base).horizontalAdvance(head + "W…" + tail), self.sizeHint().height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        width = self.contentsRect().width()
        shown, font = self._full, self._base
        if width > 0 and self._name and QFontMetrics(font).horizontalAdvance(shown) > width:
            shown, font = self._cut_name(width)
        elif width > 0 and QFontMetrics(font).horizontalAdvance(shown) > width:
            # on two lines at a space ("Computer" / "2" tells the seats apart), in a lighter,
            # smaller face if need be; a line still too wide is cut
            head, _, tail = shown.rpartition(" ")
            lines = [head, tail] if head else [shown]
            for font in self._faces():
                fm = QFontMetrics(font)
                if all(fm.horizontalAdvance(line) <= width for line in lines):
                    break
            fm = QFontMetrics(font)
            shown = "\n".join(fm.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines)
        if self.font() != font:
            self.setFont(font)
        if super().text() != shown:
            QLabel.setText(self, shown)
        # the whole name, shown literally (a name is never markup: "<b>Ann</b>" stays as typed)
        self.setToolTip(tooltip_text(self._full) if shown.replace("\n", " ") != self._full else "")
        self.setAccessibleName(self._full)

    def _cut_name(self, width: int) -> tuple[str, QFont]:
        """One line: the name, cut if need be, and the rest of the line whole (in a lighter,
        smaller face if that saves the name), never the rest cut."""
        head, _, tail = self._full.partition(self._name)
        faces = self._faces()
        for font in faces:  # whole, in a smaller face
            if QFontMetrics(font).horizontalAdvance(self._full) <= width:
                return self._full, font
        for font in faces:  # the name cut, at least a letter of it and "…"
            fm = QFontMetrics(font)
            room = width - fm.horizontalAdvance(head + tail)
            if room >= fm.horizontalAdvance("W…"):
                return head + fm.elidedText(self._name, Qt.TextElideMode.ElideRight, room) + tail, font
        font = faces[-1]
        fm = QFontMetrics(font)
        return head + fm.elidedText(self._name, Qt.TextElideMode.ElideRight, fm.horizontalAdvance("W…")) + tail, font

    def _faces(self) -> list[QFont]:
        out = [self._base]
        for bold, scale in ((False, 1.0), (False, 0.88), (False, 0.78)):
            f = QFont(self._base)
            f.setBold(bold)
            f.setPointSizeF(max(7.0, self._base.pointSizeF() * scale))
            out.append(f)
        return out


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
