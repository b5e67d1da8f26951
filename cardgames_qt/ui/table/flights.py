"""Cards in flight: one layer above the table that draws card images moving from where
they were to where they go (a played card to the trick or the bid slot, ...).

The widgets underneath stay the keyboard's and the screen reader's truth: a card's
widget is hidden while its flight is in the air and shows again when it lands. A
flight is a moment of the table's queue (``FLIGHT``), so the computers, the input
gate (keys pressed meanwhile are kept), Space and Esc (land at once) and the moments
after it all wait for one "done" point. Images come from the card cache: nothing is
rendered from SVG while a card flies (a cached image is scaled, as the stand-ins are).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QRect, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QWidget

#: a move, at the normal animation speed (KPatience: about 230 ms a move)
FLIGHT_MS = 230


@dataclass
class Flight:
    card: str | None  # None: face down
    src: QRect  # on the table
    dst: QRect
    hidden: list[QWidget] = field(default_factory=list)  # the widgets it stands for until it lands
    pixmap: QPixmap | None = None  # its image, taken from the cache once, at launch

    def at(self, t: float) -> QRectF:
        a, b = QRectF(self.src), QRectF(self.dst)
        return QRectF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t,
                      a.width() + (b.width() - a.width()) * t, a.height() + (b.height() - a.height()) * t)


class FlightLayer(QWidget):
    """Above the table's widgets, below its overlays; never takes a click or a key."""

    def __init__(self, table: QWidget, ctx):
        super().__init__(table)
        self.ctx = ctx
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.flights: list[Flight] = []
        self.t = 1.0
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self.land)
        self.hide()

    @property
    def active(self) -> bool:
        return bool(self.flights)

    def launch(self, flights: list[Flight], ms: int) -> None:
        """The cards fly for ``ms`` milliseconds; their widgets show again when they land."""
        self.land()
        if ms <= 0 or not flights:
            return
        self.flights = flights
        cache = getattr(self.ctx, "cache", None)
        dpr = self.devicePixelRatioF()
        for f in flights:
            for w in f.hidden:
                w.hide()
            if cache is not None:
                # the image as the widget it left or the one it lands on drew it (already in
                # the cache); else the nearest size there is, once: no SVG work in flight
                name = f.card or "back"
                f.pixmap = (cache.cached(self.ctx.deck, name, f.src.size(), dpr)
                            or cache.cached(self.ctx.deck, name, f.dst.size(), dpr)
                            or cache.pixmap(self.ctx.deck, name, f.dst.size(), dpr))
        self.t = 0.0
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self._anim.setDuration(ms)
        self._anim.start()

    def rects(self) -> list[QRectF]:
        """Where each card is drawn now (on the table)."""
        return [f.at(self.t) for f in self.flights]

    def _step(self, value) -> None:
        old = self.rects()
        self.t = float(value)
        dirty = QRectF()
        for r in old + self.rects():
            dirty = dirty.united(r)
        self.update(dirty.toAlignedRect().adjusted(-2, -2, 2, 2))

    def land(self) -> None:
        """Every card where it goes, now (the end of its flight, Space, Esc)."""
        if self._anim.state() == QVariantAnimation.State.Running:
            self._anim.stop()
        flights, self.flights = self.flights, []
        for f in flights:
            for w in f.hidden:
                w.show()
        self.t = 1.0
        self.hide()

    def paintEvent(self, event):
        if not self.flights:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.SmoothPixmapTransform)
        for f in self.flights:
            r = f.at(self.t)
            pix = f.pixmap  # scaled on the way: no cache look-up, no SVG work while a card flies
            if pix is not None and not pix.isNull():
                p.drawPixmap(r, pix, QRectF(pix.rect()))
            else:
                path = QPainterPath()
                path.addRoundedRect(r, 6, 6)
                p.fillPath(path, QColor("#fdfdf8") if f.card else QColor("#2d4f8a"))
                p.setPen(QPen(QColor("#333333"), 1))
                p.drawPath(path)
        p.end()
