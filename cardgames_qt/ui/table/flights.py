"""Cards in flight: one layer above the table that draws card images moving from where
they were to where they go (a played card to the trick or the bid slot, a dealt card to
its seat, a Guts pot to its winner), or turning over where they lie (a Gops bid).

The widgets underneath stay the keyboard's and the screen reader's truth: a card's
widget is hidden while its flight is in the air and shows again when it lands. A
flight is a moment of the table's queue (``FLIGHT``), so the computers, the input
gate (keys pressed meanwhile are kept), Space and Esc (land at once) and the moments
after it all wait for one "done" point. Images come from the card cache: nothing is
rendered from SVG while a card flies (a cached image is scaled, as the stand-ins are);
a token that is not a card (a Guts pot's chip) is drawn once, at launch.

Several cards fly in one launch, each in its own part of the time (``start``..``end``,
fractions of the whole): a deal is one launch, its cards leaving one after another.
"""
from __future__ import annotations

from dataclasses import field

from PySide6.QtCore import QEasingCurve, QRect, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QRegion
from PySide6.QtWidgets import QWidget

from cardgames_qt.records import dataclass

#: a move, at the normal animation speed (KPatience: about 230 ms a move)
FLIGHT_MS = 230
#: a whole deal, at the normal animation speed (KPatience: about 1.5 s a deal)
DEAL_MS = 1500
#: a card turned over where it lies (a Gops bid at the reveal)
FLIP_MS = 350

_EASE = QEasingCurve(QEasingCurve.Type.InOutCubic)


@dataclass
class Flight:
    card: str | None  # None: face down
    src: QRect  # on the table
    dst: QRect
    hidden: list[QWidget] = field(default_factory=list)  # the widgets it stands for until it lands
    pixmap: QPixmap | None = None  # its image, taken from the cache once, at launch (or a token's, given)
    start: float = 0.0  # its part of the launch's time (0..1): it leaves at ``start``, lands at ``end``
    end: float = 1.0
    flip: bool = False  # turns face up on the way (its back first, then ``card``)
    back: QPixmap | None = None  # the back it shows before it turns (a flip), from the cache at launch
    landed: bool = False

    def progress(self, t: float) -> float:
        """How far along its own flight it is at the launch's time ``t`` (eased, 0..1)."""
        span = self.end - self.start
        u = 1.0 if span <= 0 else min(1.0, max(0.0, (t - self.start) / span))
        return _EASE.valueForProgress(u)

    def at(self, t: float) -> QRectF:
        u = self.progress(t)
        a, b = QRectF(self.src), QRectF(self.dst)
        return QRectF(a.x() + (b.x() - a.x()) * u, a.y() + (b.y() - a.y()) * u,
                      a.width() + (b.width() - a.width()) * u, a.height() + (b.height() - a.height()) * u)

    def drawn(self, t: float) -> QRectF:
        """The part of the table it covers at ``t`` (a turning card is narrower)."""
        r = self.at(t)
        if self.flip:
            sx = max(0.02, abs(2 * self.progress(t) - 1))
            w = r.width() * sx
            r = QRectF(r.center().x() - w / 2, r.y(), w, r.height())
        return r


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
        self._anim.setEndValue(1.0)  # linear: each flight eases over its own part of the time
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
        # the new time set while no card is on the layer: setting it moves the stopped
        # animation's value (to its end, after a longer flight), and a card of the new launch
        # would land at once
        self._anim.setDuration(ms)
        self._anim.setCurrentTime(0)
        self.flights = flights
        cache = getattr(self.ctx, "cache", None)
        dpr = self.devicePixelRatioF()
        for f in flights:
            for w in f.hidden:
                w.hide()
            if cache is not None and f.pixmap is None:
                # the image as the widget it left or the one it lands on drew it (already in
                # the cache); else the nearest size there is, once: no SVG work in flight
                f.pixmap = self._image(cache, f.card or "back", f.src, f.dst, dpr)
            if cache is not None and f.flip and f.back is None:
                f.back = self._image(cache, "back", f.src, f.dst, dpr)
        self.t = 0.0
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self._anim.start()

    def _image(self, cache, name: str, src: QRect, dst: QRect, dpr: float) -> QPixmap | None:
        return (cache.cached(self.ctx.deck, name, src.size(), dpr)
                or cache.cached(self.ctx.deck, name, dst.size(), dpr)
                or cache.pixmap(self.ctx.deck, name, dst.size(), dpr))

    def _arrived(self, f: Flight) -> QPixmap | None:
        """A card's image that was not in the cache at launch (asked for then), if the
        cache's thread has rendered it since: a look-up, never a render."""
        cache = getattr(self.ctx, "cache", None)
        if cache is None or f.card is None:
            return None
        dpr = self.devicePixelRatioF()
        return cache.cached(self.ctx.deck, f.card, f.dst.size(), dpr) or cache.cached(
            self.ctx.deck, f.card, f.src.size(), dpr)

    def rects(self) -> list[QRectF]:
        """Where each card is now (on the table)."""
        return [f.at(self.t) for f in self.flights]

    def _step(self, value) -> None:
        t = float(value)
        dirty = QRegion()
        for f in self.flights:
            if f.landed:
                continue
            old, new = f.drawn(self.t), f.drawn(t)
            if old != new:  # a card still waiting to leave (a deal's pile) is not drawn again
                dirty += old.toAlignedRect().adjusted(-2, -2, 2, 2)
                dirty += new.toAlignedRect().adjusted(-2, -2, 2, 2)
            if t >= f.end and f.end < 1.0:  # landed before the others: its widget shows now
                f.landed = True
                dirty += f.drawn(t).toAlignedRect().adjusted(-2, -2, 2, 2)
                for w in f.hidden:
                    w.show()
        self.t = t
        if not dirty.isEmpty():
            self.update(dirty)

    def land(self) -> None:
        """Every card where it goes, now (the end of its flight, Space, Esc)."""
        if self._anim.state() == QVariantAnimation.State.Running:
            self._anim.stop()
        flights, self.flights = self.flights, []
        for f in flights:
            f.landed = True
            for w in f.hidden:
                w.show()
        self.t = 1.0
        self.hide()

    def paintEvent(self, event):
        if not self.flights:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.SmoothPixmapTransform)
        # the cards still waiting to leave first (a deal's pile), the ones on the way above them
        waiting = [f for f in self.flights if not f.landed and self.t <= f.start]
        moving = [f for f in self.flights if not f.landed and self.t > f.start]
        for f in list(reversed(waiting)) + moving:
            r = f.drawn(self.t)
            face = not f.flip or f.progress(self.t) >= 0.5
            if face and f.pixmap is None and f.card is not None:
                f.pixmap = self._arrived(f)  # asked for at launch (a card never drawn before)
            pix = f.pixmap if face else f.back  # scaled on the way: no SVG work
            if pix is None and face and f.flip:
                pix = f.back  # its face not here yet: it stays face down rather than blank
            if pix is not None and not pix.isNull():
                p.drawPixmap(r, pix, QRectF(pix.rect()))
            else:
                path = QPainterPath()
                path.addRoundedRect(r, 6, 6)
                p.fillPath(path, QColor("#fdfdf8") if f.card and face else QColor("#2d4f8a"))
                p.setPen(QPen(QColor("#333333"), 1))
                p.drawPath(path)
        p.end()
