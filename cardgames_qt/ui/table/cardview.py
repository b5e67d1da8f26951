"""Cards on the table: a row of card buttons drawn from a CardListModel.

Each card is a real focusable button with an accessible name ("queen of
spades", or "face-down card"), so keyboard play, focus and screen readers
come from Qt. Images come from the shared CardImageCache at the screen's
pixel ratio; until a render arrives, a scaled older one (or a plain frame)
stands in.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QCursor, QHoverEvent, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QStyle, QWidget

from cardgames_qt.ui.access.speech import describe
from cardgames_qt.ui.i18n import current_language
from cardgames_qt.ui.table.layout import CARD_RATIO, Rect, Size, fan
from cardgames_qt.ui.table.models import FaceUpRole, PlayableRole, ReasonRole
from cardgames_qt.ui.words.markup import tooltip_text

#: how much of a card's width, from its left edge, its index corner needs ("10" included),
#: per deck (tools/make_decks.py draws them): an overlapping card never covers it
INDEX_WIDTH = {"classic": 0.22, "large4": 0.31}


_DIM_MASKS: dict[tuple[int, int, float], QPixmap] = {}


def dim_mask(size: QSize, dpr: float) -> QPixmap:
    """The shade laid over a card that is not a legal move now: drawn once per card size
    (an antialiased rounded fill on every paint cost 0.09 ms a card)."""
    key = (size.width(), size.height(), dpr)
    mask = _DIM_MASKS.get(key)
    if mask is None:
        if len(_DIM_MASKS) > 32:  # sizes of the past (a resized window)
            _DIM_MASKS.clear()
        mask = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
        mask.setDevicePixelRatio(dpr)
        mask.fill(Qt.GlobalColor.transparent)
        p = QPainter(mask)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, size.width(), size.height()), 6, 6)
        p.fillPath(path, QColor(20, 30, 20, 120))
        p.end()
        _DIM_MASKS[key] = mask
    return mask


class CardButton(QAbstractButton):
    def __init__(self, view: CardRowView, row: int):
        super().__init__(view)
        self.view = view
        self.row = row
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if view.interactive or view.readable else Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor if view.interactive else Qt.CursorShape.ArrowCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)
        self.clicked.connect(lambda: view.cardActivated.emit(self.row))
        # what the card shows (card, face up, playable, highlighted)
        self._drawn: tuple[Any, Any, Any, Any] | None = None
        self._seen: tuple[Any, str] | None = None  # the row (and language) its names and tooltip were made from
        self.refresh()

    def _data(self, role):
        return self.view.model.data(self.view.model.index(self.row), role)

    def refresh(self) -> None:
        row = self.view.model.row(self.row)
        seen = (row, current_language())
        if seen == self._seen:
            return  # the same card in the same words: a hand's other cards when one is played
        self._seen = seen
        name = self._data(Qt.ItemDataRole.DisplayRole) or ""
        reason = self._data(ReasonRole) or ""
        # the tooltip first: a reader asking for the description while it changes must
        # never hear the old tooltip ("Not your turn to bid" as the turn starts)
        self.setToolTip(tooltip_text(reason if reason else (name if self._data(FaceUpRole) else "")))
        self.setAccessibleName(name)
        describe(self, reason)  # not over a sentence an older reader is hearing through it
        drawn = (row.get("card"), row.get("face_up"), row.get("playable"), row.get("highlight"))
        if drawn != self._drawn:  # a card whose picture is the same is not painted again
            self._drawn = drawn
            self.update()

    def sizeHint(self) -> QSize:
        return self.view.card_size()

    def playable(self) -> bool:
        return bool(self._data(PlayableRole))

    def hovered(self) -> bool:
        """The pointer is on this card now, and it is the card on top there. Asked of the
        pointer itself, not of Qt's enter/leave flag, which stays set when the hand is laid
        out again under a still pointer (a card left raised after the pointer is gone)."""
        view = self.view
        if not self.isVisible() or not self.window().isActiveWindow():
            return False
        at = view.mapFromGlobal(QCursor.pos())
        return view.rect().contains(at) and view.childAt(at) is self

    def event(self, event):
        # every event of every card passes here: a type test, not event.type() (PySide makes
        # an enum member of that in Python); QHoverEvent is HoverEnter, HoverLeave, HoverMove
        if isinstance(event, QHoverEvent):
            self.view.update_cards()  # the card on top under the pointer may have changed
        return super().event(event)

    def leaveEvent(self, event):
        self.view.update_cards()  # the pointer left the card (Leave)
        super().leaveEvent(event)

    def keyPressEvent(self, event):
        key = event.key()
        if key in (Qt.Key_Left, Qt.Key_Right):
            step = -1 if key == Qt.Key_Left else 1
            if self.layoutDirection() == Qt.RightToLeft:
                step = -step
            self.view.focus_step(self.row, step)
            return
        if key in (Qt.Key_Return, Qt.Key_Enter):
            if not event.isAutoRepeat():  # Enter held down plays one card
                self.view.by_key = True  # a key does not skip what is shown; a click does
                try:
                    self.click()
                finally:
                    self.view.by_key = False
            return
        if key == Qt.Key_Space:
            event.ignore()  # Space never plays a card (the table may skip an animation with it)
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event):
        if event.key() == Qt.Key_Space:
            event.ignore()
            return
        super().keyReleaseEvent(event)

    def paintEvent(self, event):
        # a card image at its own size is copied as it is: with antialiasing and smooth
        # scaling on, Qt draws even an unscaled pixmap ten times slower (0.13 against 0.01 ms a
        # card, and a move repaints dozens); they are set only for what is scaled or outlined
        p = QPainter(self)
        row = self.view.model.row(self.row)  # one look-up for the whole paint
        card = row.get("card")
        face_up = bool(row.get("face_up"))
        playable = bool(row.get("playable"))
        lifted = self.view.interactive and playable and (self.hovered() or self.hasFocus())
        lift = self.view.lift_px() if lifted else 0
        rect = QRect(0, self.view.lift_px() - lift, self.width(), self.height() - self.view.lift_px())
        ctx = self.view.ctx
        dpr = self.devicePixelRatioF()
        show_face = face_up  # (a card turning over is drawn on the flight layer: flights.py)
        pix = ctx.cache.pixmap(ctx.deck, card if show_face else "back", rect.size(), dpr) if ctx.cache else None
        if pix is not None and not pix.isNull():
            if pix.deviceIndependentSize().toSize() != rect.size():
                p.setRenderHint(QPainter.SmoothPixmapTransform)  # a stand-in
            p.drawPixmap(rect, pix)
        else:
            p.setRenderHint(QPainter.Antialiasing)
            path = QPainterPath()
            path.addRoundedRect(QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
            p.fillPath(path, QColor("#fdfdf8") if show_face else QColor("#2d4f8a"))
            p.setPen(QPen(QColor("#333333"), 1))
            p.drawPath(path)
        if self.view.interactive and not playable:
            p.drawPixmap(rect.topLeft(), dim_mask(rect.size(), dpr))  # dimmed: not a legal move now
        p.setRenderHint(QPainter.Antialiasing)
        if row.get("highlight"):
            # a thinner frame on a small card: a thick one would cover its index corner
            pw = 4 if rect.width() >= 70 else 2
            p.setPen(QPen(QColor("#ffd54a"), pw))
            p.drawRoundedRect(QRectF(rect).adjusted(pw / 2, pw / 2, -pw / 2, -pw / 2), 6, 6)
        if self.hasFocus():
            p.setPen(QPen(QColor("#4fc3f7"), 3, Qt.DashLine))
            p.drawRoundedRect(QRectF(rect).adjusted(1.5, 1.5, -1.5, -1.5), 7, 7)
        p.end()


class CardRowView(QWidget):
    """A hand, pile or trick: the model's cards side by side, overlapping when tight."""

    cardActivated = Signal(int)  # model row

    def __init__(self, model, ctx, *, interactive: bool = False, card_height: int = 140,
                 max_cards_hint: int = 0, placeholder: bool = False, parent: QWidget | None = None):
        super().__init__(parent)
        self.placeholder = placeholder  # draw an empty card outline when there is no card
        self.model = model
        self.ctx = ctx
        self.interactive = interactive
        #: the card being activated now was chosen by a key (Enter), not by a click
        self.by_key = False
        #: the keyboard may rest on these cards to hear them, though they are not moves (Guts)
        self.readable = False
        self._card_height = card_height
        self.max_cards_hint = max_cards_hint
        self.buttons: list[CardButton] = []
        #: buttons of cards gone from the row, hidden and nameless, for the next cards to come
        #: (a new button costs a polish and a show: a deal would make twenty of them)
        self._spare: list[CardButton] = []
        self._stacked: list[CardButton] = []  # the buttons in the order last raised (left to right)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        for sig in (model.rowsInserted, model.rowsRemoved, model.modelReset, model.layoutChanged):
            sig.connect(self._sync)
        model.dataChanged.connect(self._data_changed)
        if ctx.cache is not None and hasattr(ctx.cache, "ready"):
            ctx.cache.ready.connect(self._image_ready)
        ctx.changed.connect(self.update_all)
        self._sync()

    # --- geometry ---------------------------------------------------------------
    def lift_px(self) -> int:
        return max(4, self._card_height // 14) if self.interactive else 0

    def card_size(self) -> QSize:
        return QSize(round(self._card_height / CARD_RATIO), self._card_height + self.lift_px())

    def set_card_height(self, h: int) -> None:
        h = max(24, int(h))
        if h != self._card_height:
            self._card_height = h
            self.updateGeometry()
            self._layout()

    def sizeHint(self) -> QSize:
        s = self.card_size()
        n = max(1, self.max_cards_hint or len(self.buttons))
        return QSize(s.width() * n + 8 * (n - 1), s.height())

    def minimumSizeHint(self) -> QSize:
        s = self.card_size()
        return QSize(s.width(), s.height())

    def resizeEvent(self, event):
        self._layout()

    def index_share(self) -> float:
        """The share of a card's width its index corner takes (the deck's)."""
        return INDEX_WIDTH.get(getattr(self.ctx, "deck", ""), max(INDEX_WIDTH.values()))

    def _layout(self) -> None:
        n = len(self.buttons)
        if not n:
            return
        # side by side when they fit, else overlapping but never over an index corner;
        # where even that does not fit, narrower (the layout's one rule: layout.fan)
        s = self.card_size()
        lift = self.lift_px()
        places = fan(Rect(0, 0, self.width(), s.height()), n, Size(s.width(), s.height() - lift), self.index_share())
        moved = False
        for b, p in zip(self.buttons, places, strict=True):
            r = QStyle.visualRect(self.layoutDirection(), self.rect(), QRect(p.x, p.y - lift, p.w, p.h + lift))
            if b.geometry() != r:  # a hand laid out again as it was is not painted again
                b.setGeometry(r)
                moved = True
        # each card lies on the one to its left, so every card's left edge (its index corner)
        # shows, whichever way the hand runs (right to left in Persian)
        order = sorted(self.buttons, key=lambda b: b.x())
        if moved or order != self._stacked:
            for b in order:
                b.raise_()
            self._stacked = order
        if moved:
            self.update_cards()  # a card laid out anew under a still pointer is drawn as it is now

    # --- model sync ---------------------------------------------------------------
    def _sync(self, *args) -> None:
        n = self.model.rowCount()
        while len(self.buttons) > n:
            gone = self.buttons.pop()
            if gone.hasFocus() and self.buttons and self.buttons[-1].focusPolicy() != Qt.FocusPolicy.NoFocus:
                # the keys (and a reader's focus) move to a card that stays, never to one going away
                self.buttons[-1].setFocus(Qt.FocusReason.OtherFocusReason)
            # kept hidden for a card to come: a removed card names nothing private
            gone.hide()
            gone.setAccessibleName("")
            describe(gone, "")
            gone.setToolTip("")
            gone._drawn, gone._seen = None, None
            self._spare.append(gone)
        while len(self.buttons) < n:
            if self._spare:
                b = self._spare.pop()
                b.row = len(self.buttons)
                focusable = self.interactive or self.readable
                b.setFocusPolicy(Qt.FocusPolicy.StrongFocus if focusable else Qt.FocusPolicy.NoFocus)
            else:
                b = CardButton(self, len(self.buttons))
            b.show()
            self.buttons.append(b)
        for b in self.buttons:
            b.refresh()
        self.updateGeometry()
        self._layout()

    def _data_changed(self, top, bottom, roles=()) -> None:
        for r in range(top.row(), bottom.row() + 1):
            if r < len(self.buttons):
                self.buttons[r].refresh()

    def update_cards(self) -> None:
        for b in self.buttons:
            b.update()

    def leaveEvent(self, event):
        self.update_cards()  # the pointer left the hand: no card stays raised
        super().leaveEvent(event)

    def _image_ready(self, *args) -> None:
        for b in self.buttons:
            b.update()

    def update_all(self) -> None:
        self._layout()  # another deck may need more room for its index corners
        for b in self.buttons:
            b._seen = None
            b.refresh()
            b.update()  # the same card, drawn from another deck or at another speed

    def paintEvent(self, event):
        if self.placeholder and not self.buttons:
            s = self.card_size()
            r = QRect((self.width() - s.width()) // 2, self.lift_px(), s.width(), s.height() - self.lift_px())
            p = QPainter(self)
            p.setRenderHint(QPainter.Antialiasing)
            p.setPen(QPen(QColor(255, 255, 255, 110), 2, Qt.DashLine))
            p.drawRoundedRect(QRectF(r).adjusted(2, 2, -2, -2), 8, 8)
            p.end()

    def set_readable(self, readable: bool) -> None:
        if readable != self.readable:
            self.readable = readable
            for b in self.buttons:
                b.setFocusPolicy(Qt.FocusPolicy.StrongFocus if self.interactive or readable else Qt.FocusPolicy.NoFocus)

    def focus_card(self, row: int) -> None:
        if self.buttons:
            row = max(0, min(len(self.buttons) - 1, row))
            self.buttons[row].setFocus(Qt.FocusReason.TabFocusReason)

    def focus_step(self, row: int, step: int) -> None:
        """Arrows: the next playable card that way (any card when none is playable); wraps round."""
        n = len(self.buttons)
        if not n:
            return
        playable = [i for i in range(n) if self.buttons[i].playable()]
        candidates = playable or list(range(n))
        ahead = [i for i in candidates if (i - row) * step > 0]
        target = min(ahead, key=lambda i: abs(i - row)) if ahead else min(candidates) if step > 0 else max(candidates)
        self.focus_card(target)

    def first_playable(self) -> int | None:
        for i in range(self.model.rowCount()):
            if self.model.data(self.model.index(i), PlayableRole):
                return i
        return None
