"""The Guts table: 2-10 seats round an oval, the pot in the middle, In / Out.

Everything drawn comes from the viewer's observation: the viewer's own two
cards face up, every other hand face down, and the hands of the last
showdown face up beside their seats (only those who were in; a player alone
in takes the pot unseen). Balances are exact fractions ("3 ½", "−2 ⅓").

After each hand the settlement appears on the table line by line (who was in,
who takes or splits the pot, who pays, what goes to the reserve, the refill),
then the new hand is dealt card by card. Both are animations: reduced motion
turns them off and a click or a key skips them.
"""
from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QSizePolicy,
    QSpacerItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardgames_qt.app.moments import DEAL, FLIGHT, SHOWDOWN, SUMMARY
from cardgames_qt.app.presenters import guts_presenter as presenter
from cardgames_qt.engine.events import CycleOver, GutsReveal, SessionOver
from cardgames_qt.engine.observations import GutsObservation, narrow
from cardgames_qt.ui.access.speech import describe
from cardgames_qt.ui.i18n import digits, isolate, join_list, join_names, join_parts, join_status, num, with_sign
from cardgames_qt.ui.table.cardview import CardButton, CardRowView
from cardgames_qt.ui.table.felt import NameLabel, set_style
from cardgames_qt.ui.table.layout import MIN_CARD_H
from cardgames_qt.ui.table.models import CardListModel, LogModel, LogView, TableModel, card_row
from cardgames_qt.ui.table.table_base import MoveButton, TableBase, panel_label, side_view, side_width
from cardgames_qt.ui.words.announce_text import held_cards_name, your_hand_name
from cardgames_qt.ui.words.cardnames import card_short

VULGAR = {(1, 2): "½", (1, 3): "⅓", (2, 3): "⅔", (1, 4): "¼", (3, 4): "¾", (1, 5): "⅕", (2, 5): "⅖",
          (3, 5): "⅗", (4, 5): "⅘", (1, 6): "⅙", (5, 6): "⅚", (1, 7): "⅐", (1, 8): "⅛", (3, 8): "⅜",
          (5, 8): "⅝", (7, 8): "⅞", (1, 9): "⅑", (1, 10): "⅒"}


def format_tokens(value: Fraction | int | str) -> str:
    """An exact amount as a mixed fraction: "3 ½", "−2 ⅓", "7/12", "4 5/11", "0"."""
    v = Fraction(value)
    whole, rest = divmod(abs(v.numerator), v.denominator)
    if not rest:
        return with_sign(v, digits(str(whole)))
    frac = VULGAR.get((rest, v.denominator), f"{rest}/{v.denominator}")
    return with_sign(v, digits(f"{whole} {frac}" if whole else frac))


class DeclareButton(MoveButton):
    """A big In / Out button; Enter or Return presses it when it has the focus (``focused``
    tells the table, which then says what Enter will declare)."""

    focused = Signal(bool)

    def focusInEvent(self, event):
        super().focusInEvent(event)
        self.focused.emit(True)

    def focusOutEvent(self, event):
        super().focusOutEvent(event)
        self.focused.emit(False)

    def __init__(self, text: str, parent=None):
        super().__init__(text, parent)
        self.setMinimumSize(150, 50)
        f = self.font()
        f.setPointSizeF(f.pointSizeF() * 1.5)
        f.setBold(True)
        self.setFont(f)


SHOWN_GAP = 4  # px between a seat's last line and the "showed" over its shown cards
SHOWN_LAST = 0.72  # the last hand's shown cards beside a new hand, to the showdown's height


class SeatWidget(QFrame):
    """One player at the oval: dealer button, name, balance, what they did, two cards."""

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.setObjectName("seat")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # every part is placed from the computed layout (place): no box negotiates sizes
        self.l_dealer = panel_label("D", bold=True, size=0.85)
        self.l_dealer.setParent(self)
        self.l_dealer.setAlignment(Qt.AlignCenter)
        self.l_dealer.setFixedSize(20, 20)
        self.l_dealer.setStyleSheet("background: #f6f2e0; color: #1d2b22; border-radius: 10px;")
        self.l_dealer.setAccessibleName(self.tr("Dealer"))
        self.l_dealer.setToolTip(self.tr("Dealer"))
        self.l_name = NameLabel(bold=True, size=1.05)  # one line: cut with "…", whole in its tooltip
        self.l_balance = panel_label("", bold=True, size=1.05)
        self.l_balance.setStyleSheet("color: #ffe082; background: transparent;")
        self.l_tag = panel_label("", size=0.9)
        self.l_last = panel_label("", size=0.85)
        self.l_last.setAlignment(Qt.AlignCenter)
        self.m_hand, self.m_shown = CardListModel(self), CardListModel(self)
        self.v_hand = CardRowView(self.m_hand, ctx, card_height=70, max_cards_hint=2)
        self.v_shown = CardRowView(self.m_shown, ctx, card_height=56, max_cards_hint=2)
        self.shown_box = QWidget(self)
        self.l_shown = panel_label(self.tr("showed"), size=0.75)
        self.l_shown.setAlignment(Qt.AlignCenter)
        self.l_shown.setParent(self.shown_box)
        self.v_shown.setParent(self.shown_box)
        for w in (self.l_name, self.l_balance, self.l_tag, self.l_last, self.v_hand):
            w.setParent(self)
        self.set_style(False)

    def place(self, lay, k: int, origin: QPoint, mirror) -> None:
        """Its parts where the table's layout puts them (``mirror``: a layout rectangle on
        the table; ``origin``: this seat's top left there)."""
        def local(r) -> QRect:
            return mirror(r).translated(-origin)
        t = lay.texts
        name = t[f"seat_{k}_name"].rect
        self.l_dealer.setGeometry(local(type(name)(name.x - 24, name.y, 20, 20)))
        self.l_name.setGeometry(local(name))
        tag = t.get(f"seat_{k}_tag")
        balance = t[f"seat_{k}_balance"].rect
        if tag is None:  # balance and what they did on one line
            bw = self.l_balance.sizeHint().width() + 8
            self.l_balance.setGeometry(local(type(balance)(balance.x, balance.y, bw, balance.h)))
            self.l_tag.setGeometry(local(type(balance)(balance.x + bw, balance.y, balance.w - bw, balance.h)))
        else:
            self.l_balance.setGeometry(local(balance))
            self.l_tag.setGeometry(local(tag.rect))
        self.l_last.setGeometry(local(t[f"seat_{k}_last"].rect))
        hand, shown = lay.cards[f"seat_{k}_hand"], lay.cards[f"seat_{k}_shown"]
        self.v_hand.set_card_height(hand.card.h)
        self.v_hand.setGeometry(local(hand.rect))
        self._shown_place = (shown, local)
        self._place_shown()

    def set_last_hand(self, last: bool) -> None:
        """``last``: the shown cards are the last hand's, beside a new hand (smaller, so the
        hand being played stands out); else this hand's showdown (as large as the hand)."""
        if last != self._last_hand:
            self._last_hand = last
            self._place_shown()

    _last_hand = False
    #: the showdown's cards (layout) and the map from a layout rectangle to this seat's own
    _shown_place: tuple[Any, Callable[[Any], QRect]] | None = None

    def _place_shown(self) -> None:
        if self._shown_place is None:
            return
        shown, local = self._shown_place
        rect, h = shown.rect, shown.card.h
        if self._last_hand:  # bottom-aligned in the showdown's place, at SHOWN_LAST of its height
            h = max(MIN_CARD_H - 10, round(h * SHOWN_LAST))
            w = min(rect.w, round(rect.w * h / shown.card.h))
            rect = type(rect)(rect.x, rect.bottom - h, w, h)
        self.v_shown.set_card_height(h)
        label_h = self.l_shown.sizeHint().height()
        box = type(rect)(rect.x, rect.y - label_h - SHOWN_GAP, rect.w, rect.h + label_h + SHOWN_GAP)
        self.shown_box.setGeometry(local(box))
        self.l_shown.setGeometry(0, 0, box.w, label_h)
        self.v_shown.setGeometry(0, label_h + SHOWN_GAP, box.w, rect.h)

    def set_style(self, active: bool) -> None:
        border = "2px solid #ffd54a" if active else "1px solid rgba(255,255,255,60)"
        set_style(self, f"#seat {{ background: rgba(8,30,16,150); border: {border}; border-radius: 10px; }}")


class OvalTable(QWidget):
    """The felt oval with the seats round it (clockwise = increasing seat) and the centre panel."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.seats: list[SeatWidget] = []
        self.centre: QWidget | None = None
        self.bottom = 0
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self._oval_pixmap: QPixmap | None = None
        self._oval_key = None
        self.ovalRendered = 0  # times the oval was drawn (once per size; tests read it)

    def sizeHint(self) -> QSize:
        return QSize(900, 600)

    def _oval(self) -> QRectF:
        r = QRectF(self.rect())
        return r.adjusted(r.width() * 0.09, r.height() * 0.13, -r.width() * 0.09, -r.height() * 0.13)

    def paintEvent(self, event):
        # an antialiased oval this size costs milliseconds: draw it once per size, then blit it
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), dpr)
        if self._oval_key != key:
            pix = QPixmap(max(1, int(self.width() * dpr)), max(1, int(self.height() * dpr)))
            pix.setDevicePixelRatio(dpr)
            pix.fill(Qt.transparent)
            p = QPainter(pix)
            p.setRenderHint(QPainter.Antialiasing)
            oval = self._oval()
            p.setPen(QPen(QColor("#5b3a1e"), max(8.0, self.height() / 40)))
            p.setBrush(QColor("#2a8a50"))
            p.drawEllipse(oval)
            p.setPen(QPen(QColor(255, 255, 255, 40), 2))
            p.setBrush(Qt.NoBrush)
            p.drawEllipse(oval.adjusted(18, 18, -18, -18))
            p.end()
            self._oval_pixmap, self._oval_key = pix, key
            self.ovalRendered += 1
        p = QPainter(self)
        r = event.rect()
        p.drawPixmap(r, self._oval_pixmap, QRectF(r.topLeft() * dpr, r.size() * dpr).toRect())
        p.end()


#: the lines of a hand's account that say who showed what and who took the pot: the centre
#: keeps them when it has no room for the rest (what each paid and the next pot are also on the
#: seats and the pot's own label)
_DECIDING = frozenset({"showdown", "split", "alone", "took", "over", "cycle_over", "status"})


class GutsTable(TableBase):
    def __init__(self, controller, ctx, parent=None):
        super().__init__(controller, ctx, parent)
        self.n = self.session.state.num_players
        self.m_balances = TableModel([], self)
        self.m_log = LogModel(self)
        self._thinking: set[int] = set()
        self._account: list = []           # the settlement of the last hand, on the table
        self._lines_shown = 0              # lines of it shown so far (while its moment is up)
        self._dealt = 0                    # cards of the new hand dealt so far (while a deal is shown)
        self._new_hand = False             # a new deal: the keys go back to In from your cards
        self._chips: dict[tuple[int, float], QPixmap] = {}  # the pot's chip, drawn once per size
        self._anim = QTimer(self)
        self._anim.timeout.connect(self._anim_step)
        controller.thinking.connect(self._on_thinking)
        self._build()
        self.write_story()
        self._deal_first_hand()
        self.refresh()

    def _deal_first_hand(self) -> None:
        """A new session's first hand is dealt on the table too (every later one is dealt
        after its showdown): before any handover, everyone sees the cards go out face down."""
        if self.read_only or self.session.move_count or not self.flights_on():
            return
        acc = presenter.account(self.session.log_events(), self.n, None)
        if acc.deal is not None:
            from cardgames_qt.ui.table.flights import DEAL_MS
            self.queue_moment(DEAL, {"order": list(acc.deal.order), "log": [], "new_cycle": False},
                              ms=self.ctx.duration(DEAL_MS))

    # --- layout -----------------------------------------------------------------------
    def _build(self) -> None:
        self.oval = OvalTable()
        self.seat_widgets = [SeatWidget(self.ctx, self.oval) for _ in range(self.n)]
        self.oval.seats = self.seat_widgets
        centre = QFrame(self.oval)
        centre.setObjectName("centre")
        centre.setStyleSheet("#centre { background: rgba(0,0,0,80); border-radius: 14px; }")
        cl = QVBoxLayout(centre)
        cl.setSpacing(2)
        self.l_pot = panel_label("", bold=True, size=1.7)
        self.l_reserve = panel_label("", size=1.0)
        self.l_cycle = panel_label("", size=0.95)
        self.l_message = panel_label("", size=0.95)
        self.l_message.setWordWrap(True)
        self._message_lines: list[tuple[str, str]] = []  # the account shown in the centre: (code, text)
        self.l_message.setStyleSheet("color: #fff7d6; background: transparent;")
        cl.addStretch()  # the lines together in the middle of the panel, whatever it holds
        for lab in (self.l_pot, self.l_reserve, self.l_cycle, self.l_message):
            lab.setAlignment(Qt.AlignmentFlag.AlignCenter)
            # the three lines keep their height: the room left is the account's (_fit_message)
            lab.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            cl.addWidget(lab)
        cl.addStretch()
        self.oval.centre = centre

        self.b_in = DeclareButton(self.tr("In"))
        self.b_out = DeclareButton(self.tr("Out"))
        self.b_in.setAccessibleName(self.tr("In — stay in this hand"))
        self.b_out.setAccessibleName(self.tr("Out — drop this hand"))
        self.b_in.setToolTip(self.tr("Declare in (I)"))
        self.b_out.setToolTip(self.tr("Declare out (O)"))
        self.b_in.clicked.connect(lambda: self._declare("in"))
        self.b_out.clicked.connect(lambda: self._declare("out"))
        # Enter declares the focused button's choice: said beside them and to a screen reader
        self.b_in.setAccessibleDescription(self.tr("Enter: in"))
        self.b_out.setAccessibleDescription(self.tr("Enter: out"))
        for b in (self.b_in, self.b_out):
            b.focused.connect(lambda _on: self._show_declare_hint())
        self.l_hint = panel_label("", size=0.95)
        # the hint's width is the widest of its sentences, and as much room stands on the
        # other side: In and Out stay where they are while the hint changes (dealing,
        # deciding, declared) -- a button never moves under the pointer
        fm = self.l_hint.fontMetrics()
        hint_w = max(fm.horizontalAdvance(t) for t in (
            self.tr("Press I or O"), self._enter_hint("in"), self._enter_hint("out"),
            self.tr("You are %1").replace("%1", self.tr("in")),
            self.tr("You are %1").replace("%1", self.tr("out")))) + 8
        self.l_hint.setFixedWidth(hint_w)
        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        bar.addStretch()
        # as much room as the hint on the left when the bar is wide enough: In and Out stay centred
        self._bar_spacer = QSpacerItem(hint_w + 16, 1, QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum)
        bar.addItem(self._bar_spacer)
        bar.addWidget(self.b_in)
        bar.addSpacing(16)
        bar.addWidget(self.b_out)
        bar.addSpacing(16)
        bar.addWidget(self.l_hint)
        bar.addStretch()
        self.bar_w = QWidget(self)
        self.bar_w.setLayout(bar)
        self.under_continue = [self.b_in, self.b_out, self.l_hint]  # disabled while a result is up
        if self.read_only:  # a replay shows what was done: it asks nothing
            self.b_in.hide()
            self.b_out.hide()

        self.oval.setParent(self)

        side = QVBoxLayout()
        side.addWidget(panel_label(self.tr("Balances"), bold=True))
        self.balance_view = QTableView()
        self.balance_view.setModel(self.m_balances)
        self.balance_view.verticalHeader().hide()
        self.balance_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.balance_view.setAccessibleName(self.tr("Balances"))
        self.balance_view.verticalHeader().setDefaultSectionSize(22)
        self.balance_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side_view(self.balance_view)
        side.addWidget(self.balance_view)
        side.addWidget(panel_label(self.tr("Game log"), bold=True))
        self.log_view = LogView(self.m_log)
        self.log_view.setAccessibleName(self.tr("Game log"))
        side.addWidget(self.log_view, 1)
        side_w = QWidget(self)
        side_w.setLayout(side)
        self.side_w = side_w

    def side_need(self) -> int:
        return side_width(self.width(), self.balance_view)

    def place(self, lay) -> None:
        """The computed layout (layout.py): the seats round the oval from the bottom seat
        clockwise, the centre, In / Out below."""
        bar = lay.regions["bar"]
        felt = lay.felt
        oval = self.qrect(type(felt)(felt.x, felt.y, felt.w, bar.y - felt.y))
        self.oval.setGeometry(oval)
        origin = oval.topLeft()
        n = self.n
        for k in range(n):
            widget = self.seat_widgets[(self.bottom_seat() + k) % n]
            r = self.qrect(lay.regions[f"seat_{k}"])
            widget.setGeometry(r.translated(-origin))
            widget.place(lay, k, r.topLeft(), self.qrect)
        if self.oval.centre is not None:
            self.oval.centre.setGeometry(self.qrect(lay.regions["centre"]).translated(-origin))
            self._fit_message()
        self.bar_w.setGeometry(self.qrect(bar))
        need = lay.texts["bar"].need
        spare = bar.w - need
        self._bar_spacer.changeSize(max(0, min(self.l_hint.width() + 16, spare)), 1, QSizePolicy.Policy.Fixed,
                                    QSizePolicy.Policy.Minimum)
        bar_layout = self.bar_w.layout()
        if bar_layout is not None:
            bar_layout.invalidate()
            bar_layout.activate()  # now: In and Out never move between two looks

    def _fit_message(self) -> None:
        """The last hand's account in the centre panel, fitted to the panel at its size: the
        lines that do not fit are left out from the oldest, never cut in the middle; the
        showdown (who showed what) and the newest line always stay. The game log beside the
        table and the panel's tooltip keep every line."""
        lines = self._message_lines
        label, centre = self.l_message, self.oval.centre
        texts = [text for _code, text in lines]
        label.setToolTip("\n".join(texts))
        if centre is None or not lines:
            label.setText("\n".join(texts))
            label.setVisible(bool(lines))
            return
        layout = centre.layout()
        margins = layout.contentsMargins() if layout is not None else None
        spacing = layout.spacing() if layout is not None else 0
        room_h = centre.height() - (margins.top() + margins.bottom() if margins is not None else 0)
        room_w = centre.width() - (margins.left() + margins.right() if margins is not None else 0)
        for other in (self.l_pot, self.l_reserve, self.l_cycle):
            room_h -= other.sizeHint().height() + spacing
        fm = label.fontMetrics()
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        shown = list(lines)

        def height() -> int:
            return fm.boundingRect(0, 0, max(1, room_w), 100000, flags, "\n".join(t for _c, t in shown)).height()

        while height() > room_h:  # the details first, oldest first; what decided the hand last
            spare = next((i for i, (code, _t) in enumerate(shown[:-1]) if code not in _DECIDING), None)
            if spare is None:
                spare = next((i for i, (code, _t) in enumerate(shown[:-1]) if code != "showdown"), None)
            if spare is None:
                break  # who showed what and the newest line: shown whatever the room
            del shown[spare]
        label.setText("\n".join(t for _c, t in shown))
        # the panel's layout gives a wrapped label the height of its own guess at a width: the
        # lines chosen here get the height they take at the panel's width
        label.setMinimumHeight(min(height(), max(0, room_h)))
        label.setVisible(True)

    # --- from observation to widgets -------------------------------------------------
    def view(self, obs: GutsObservation) -> presenter.GutsView:
        seat = self.viewer
        acting = self.session.acting_seats()
        legal = self.session.legal_actions(seat) if seat is not None and seat in acting else []
        moment = self.moments.current
        dealt = None
        if moment is not None and moment.kind == DEAL:
            # the whole hand: its cards' widgets are hidden under their flights until each lands
            dealt = [2] * self.n if moment.ms else presenter.deal_counts(moment.data["order"], self.n, self._dealt)
        elif any(m.kind == DEAL for m in self.moments.pending()):
            dealt = [0] * self.n  # the new hand is not on the table before its deal
        # a showdown, a summary and the pot's flight show the table as the settled hand left it
        shown = moment.data.get("table") if moment is not None and moment.kind in (SHOWDOWN, SUMMARY, FLIGHT) \
            else None
        return presenter.present(obs, viewer=seat, humans=set(self.session.human_seats()), acting=acting,
                                 legal=legal, thinking=self._thinking, dealt=dealt, table=shown,
                                 gate_open=self.gate_open())

    def rebuild(self, obs: GutsObservation) -> None:
        if self.oval.bottom != self.bottom_seat():
            self.oval.bottom = self.bottom_seat()
            self.apply_layout()  # the seat nearest the person changed: its seat gets the largest cards
        view = self.view(obs)
        moment = self.current_moment()
        showdown = moment is not None and moment.kind in (SHOWDOWN, SUMMARY, FLIGHT)  # this hand's cards
        for sv, w in zip(view.seats, self.seat_widgets, strict=True):
            w.m_hand.set_rows([card_row(c, owner=sv.seat) if c else card_row(None, face_up=False, owner=sv.seat)
                               for c in sv.hand])
            w.m_shown.set_rows([card_row(c, owner=sv.seat, highlight=sv.winner) for c in sv.shown])
            # your own two cards take the keyboard (Tab, arrows) so a screen reader says them
            w.v_hand.set_readable(sv.seat == self.viewer and any(sv.hand))
            w.v_hand.setAccessibleName(your_hand_name() if sv.seat == self.viewer
                                       else held_cards_name(self.seat_name(sv.seat), len(sv.hand)))
            w.shown_box.setVisible(bool(sv.shown))
            w.set_last_hand(not showdown and not self.read_only)  # a replay step shows its hand as it was
            name = self.seat_name(sv.seat)
            w.l_name.setText(name)
            w.l_balance.setText(format_tokens(sv.balance))
            w.l_dealer.setVisible(sv.dealer)
            w.l_tag.setText(self._tag_text(sv.tag))
            w.l_last.setText(self._last_text(sv.last))
            w.set_style(sv.active)
            parts = [name, self.tr("balance %1").replace("%1", format_tokens(sv.balance))]
            if sv.dealer:
                parts.append(self.tr("dealer"))
            if w.l_tag.text():
                parts.append(w.l_tag.text())
            w.setAccessibleName(join_list(parts))
        self.l_pot.setText(self.tr("Pot %1").replace("%1", format_tokens(view.pot)))
        self.l_reserve.setText(join_status([self.tr("Reserve %1").replace("%1", format_tokens(view.reserve)),
                                            self.tr("cap %1").replace("%1", num(view.cap))]))
        self.l_cycle.setText(join_status([
            self.tr("Cycle %1 of %2").replace("%1", num(view.cycle)).replace("%2", num(view.cycles)),
            self.tr("hand %1").replace("%1", num(view.hand_number))]))
        # the account of the last hand stays on the table; while it is shown, line by line
        moment = self.current_moment(SHOWDOWN)
        lines = moment.data["lines"][:self._lines_shown] if moment is not None else self._account
        texts = [(line[0], self.line_text(line)) for line in lines]
        if view.over and not self.moments.busy:
            texts.append(("status", self.status_text(obs)))
        self._message_lines = [(code, t) for code, t in texts if t]
        self._fit_message()
        if not view.can_declare and (self.b_in.hasFocus() or self.b_out.hasFocus()):
            # the decision is made: the keys move once, to the table where I and O answer (a
            # disabled button with the focus would hand it down its chain: Out, then a card),
            # its status first, what a reader hears with the focus
            describe(self, self.status_line(obs))
            self.setFocus(Qt.FocusReason.OtherFocusReason)
        for b in (self.b_in, self.b_out):
            b.setEnabled(view.can_declare)
        self._hint_view = view
        self._show_declare_hint()
        self.m_balances.set_headers([self.tr("Player"), self.tr("Balance")])
        self.m_balances.set_rows([[self.seat_name(sv.seat), format_tokens(sv.balance)] for sv in view.seats],
                                 highlight=set(view.leaders))
        head = self.balance_view.horizontalHeader().sizeHint().height()
        self.balance_view.setFixedHeight(head + 22 * self.n + 2 * self.balance_view.frameWidth() + 2)

    def _enter_hint(self, choice: str) -> str:
        return (self.tr("Press I or O (Enter: in)") if choice == "in" else self.tr("Press I or O (Enter: out)"))

    def _show_declare_hint(self) -> None:
        """Beside In and Out: what Enter will declare (the button with the keys), or the choice made."""
        view = getattr(self, "_hint_view", None)
        if view is None:
            return
        if view.my_choice:
            text = self.tr("You are %1").replace("%1", self._choice_word(view.my_choice))
        elif view.can_declare and self.b_in.hasFocus():
            text = self._enter_hint("in")
        elif view.can_declare and self.b_out.hasFocus():
            text = self._enter_hint("out")
        elif view.can_declare:
            text = self.tr("Press I or O")
        else:
            text = ""
        if text != self.l_hint.text():
            self.l_hint.setText(text)

    def _choice_word(self, choice: str) -> str:
        return self.tr("in") if choice == "in" else self.tr("out")

    def _tag_text(self, tag: str) -> str:
        if tag in ("in", "out"):
            return self.tr("You: %1").replace("%1", self._choice_word(tag))
        if tag in ("open_in", "open_out"):  # a finished game's replay: every declaration is public
            return self.tr("Declared: %1").replace("%1", self._choice_word(tag[5:]))
        if self.read_only and tag in ("thinking", "deciding"):
            return ""  # a replay: nobody is deciding; a sealed choice still shows as declared
        return {"declared": self.tr("Declared"), "thinking": self.tr("Thinking…"),
                "deciding": self.tr("Deciding…")}.get(tag, "")

    def _last_text(self, line) -> str:
        code, p = line
        amount = format_tokens(p["amount"]) if "amount" in p else ""
        return {"last_out": self.tr("last hand: out"), "last_in": self.tr("last hand: in"),
                "last_split": self.tr("last hand: in, split %1").replace("%1", amount),
                "last_took": self.tr("last hand: in, took %1").replace("%1", amount),
                "last_paid": self.tr("last hand: in, paid %1").replace("%1", amount)}.get(code, "")

    def _names(self, seats) -> str:
        return join_names(self.seat_name(int(s)) for s in seats)

    def line_text(self, line) -> str:
        """One line of the account (log and table) in the player's language."""
        code, p = line
        t = format_tokens
        if code == "hand":
            return self.tr("— Hand %1 —").replace("%1", num(p["hand"] or 0))
        if code == "nobody_in":
            return self.tr("Nobody is in: the pot stays as it is; redeal")
        if code == "everybody_in":
            return self.tr("Everybody is in")
        if code == "in_out":
            return join_parts([self.tr("In: %1").replace("%1", self._names(p["ins"])),
                               self.tr("out: %1").replace("%1", self._names(p["outs"]))])
        if code == "ins":
            return self.tr("In: %1").replace("%1", self._names(p["ins"]))
        if code == "showdown":
            parts = [f"{isolate(self.seat_name(s))} {' '.join(card_short(c) for c in cards)}" for s,
                     cards in p["hands"]]
            return self.tr("Showdown: %1").replace("%1", join_parts(parts))
        if code == "split":
            return (self.tr("Pot of %1 split: %2 each — %3").replace("%1", t(p["pot"])).replace("%2", t(p["share"]))
                    .replace("%3", self._names(p["seats"])))
        if code == "alone":
            return (self.tr("Pot of %1 → %2, the only one in (cards not shown)").replace("%1", t(p["pot"]))
                    .replace("%2", self.seat_name(p["seat"])))
        if code == "took":
            return self.tr("Pot of %1 → %2").replace("%1", t(p["pot"])).replace("%2", self.seat_name(p["seat"]))
        if code == "pays":
            if len(p["seats"]) == 1:
                return self.tr("Pays %1: %2").replace("%1", t(p["amount"])).replace("%2", self.seat_name(p["seats"][0]))
            return self.tr("Pay %1 each: %2").replace("%1", t(p["amount"])).replace("%2", self._names(p["seats"]))
        if code == "next_pot":
            return self.tr("Next pot: %1").replace("%1", t(p["pot"]))
        if code == "to_reserve":
            return (self.tr("Pot capped at %1; %2 go to the reserve (now %3)").replace("%1", t(p["cap"]))
                    .replace("%2", t(p["amount"])).replace("%3", t(p["reserve"])))
        if code == "refill":
            return (self.tr("The pot is refilled with %1 from the reserve (%2 left)").replace("%1", t(p["amount"]))
                    .replace("%2", t(p["reserve"])))
        if code == "dealer_moves":
            return self.tr("New dealer: %1").replace("%1", self.seat_name(p["seat"]))
        if code == "cycle_over":
            return self.tr("Cycle %1 is over: the pot and the reserve are empty").replace("%1", num(p["cycle"]))
        if code == "ante":
            return (self.tr("Cycle %1: everyone antes %2 — pot %3").replace("%1", num(p["cycle"]))
                    .replace("%2", t(p["amount"])).replace("%3", t(p["pot"])))
        if code == "deal":
            return (self.tr("Hand %1, dealer: %2").replace("%1", num(p["hand"]))
                    .replace("%2", self.seat_name(p["dealer"])))
        return ""

    def _result_shown(self) -> str:
        """While a showdown or its pot's flight is on the table: who took the pot (the status
        line says that hand, not the next one being dealt)."""
        m = self.moments.current
        if m is None or m.kind not in (SHOWDOWN, FLIGHT) or "lines" not in m.data:
            return ""
        for code in ("took", "split", "alone", "nobody_in"):
            for line in m.data["lines"]:
                if line[0] == code:
                    return self.line_text(line)
        return ""

    def status_text(self, obs: GutsObservation) -> str:
        result = self._result_shown()
        if result:
            return result
        code, p = self.view(obs).status
        if code == "over":
            leaders, best = p["leaders"], format_tokens(p["best"])
            if len(leaders) == 1:
                return (self.tr("The session is over — winner: %1 with %2").replace("%1", self.seat_name(leaders[0]))
                        .replace("%2", best))
            return (self.tr("The session is over — shared: %1, with %2 each").replace("%1", self._names(leaders))
                    .replace("%2", best))
        if code == "declare":
            return (self.tr("%1: in or out? — pot %2").replace("%1", self.seat_name(p["seat"]))
                    .replace("%2", format_tokens(p["pot"])))
        if code == "dealing":
            return self.tr("Dealing hand %1…").replace("%1", num(p["hand"]))
        if code == "waiting_one":
            return self.tr("Waiting for: %1").replace("%1", self.seat_name(p["seat"]))
        return self.tr("Waiting for %Ln players", "", p["count"])

    # --- intents -------------------------------------------------------------------------
    def _declare(self, choice: str) -> None:
        self.act(self.viewer, choice)  # made, kept for the decision to come, or refused with why

    def game_key(self, event) -> bool:
        key = event.key()
        chord = event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        if key in (Qt.Key.Key_I, Qt.Key.Key_O) and not chord:
            self._declare("in" if key == Qt.Key.Key_I else "out")
            return True
        return False

    def focus_is_good(self, widget) -> bool:
        if self._new_hand and isinstance(widget, CardButton):
            return False
        return widget.isEnabled() and (widget not in (self.b_in, self.b_out) or self.b_in.isEnabled())

    def focus_default(self) -> None:
        if self.b_in.isEnabled():
            self._new_hand = False
            self.b_in.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.setFocus(Qt.FocusReason.OtherFocusReason)  # the keys stay on the table (I/O answer here)

    def _on_thinking(self, seat: int, busy: bool) -> None:
        (self._thinking.add if busy else self._thinking.discard)(seat)
        if 0 <= seat < self.n:
            self.seat_widgets[seat].l_tag.setText(self._tag_text(presenter._tag(
                narrow(self.observation(), GutsObservation), seat, self.viewer, self._thinking)))

    # --- events: the log, the settlement, the deal, the summaries ------------------------
    def write_story(self) -> None:
        """The whole session so far, from the engine's log (Continue, Load): one account per hand."""
        events = self.log_story()
        if not events:
            return
        starts = [0] + [i for i, e in enumerate(events) if isinstance(e, GutsReveal)] + [len(events)]
        lines, hand = [], 1
        for a, b in pairwise(starts):
            acc = presenter.account(events[a:b], self.n, hand)
            lines += [self.line_text(line) for line in acc.log]
            if acc.deal is not None:
                hand = acc.deal.hand_number
        self.m_log.append([x for x in lines if x])
        self.log_view.scrollToBottom()

    def on_events(self, events: list) -> None:
        last = narrow(self.session.observation(None), GutsObservation).last_hand
        acc = presenter.account(events, self.n, last.hand_number if last is not None else None)
        # the settlement is written now; the next hand's ante and deal when the table shows them
        now, later = presenter.split_next_hand(acc.log) if acc.deal is not None else (acc.log, [])
        self._write_log(now)
        # the moments show the table as the settled hand left it (its record), never the next ante
        settled = presenter.settled_table(last) if acc.table else {}
        if acc.table:
            self._account = acc.table
            # the showdown and settlement: a public result everyone sees before play goes on
            step = self.ctx.duration(420)
            waits = self.public_moment_waits()
            shown = {**(acc.settled or {}), **settled}
            self.queue_moment(SHOWDOWN, {"lines": acc.table, "table": shown},
                              ms=0 if waits else step * (len(acc.table) + 2), waits=waits or False)
            # then the pot goes to its winner(s), and the losers pay the next pot
            pot_flight = self._pot_flight(acc.table)
            if pot_flight is not None:
                self.queue_flight(pot_flight[0], base_ms=pot_flight[1], data={"table": shown, "lines": acc.table})
        summary = acc.session_over or acc.cycle_over
        if summary is not None:
            kind = "session" if acc.session_over else "cycle"
            self.queue_moment(SUMMARY, {**self.summary_data(kind, summary),
                                        "table": {**settled, "pot": 0, "reserve": 0,
                                                  "balances": list(summary.balances)}},
                              waits=True)
        if acc.deal is not None:
            self._new_hand = True  # the keys go back to In, even from a card you were reading
            # after a cycle's summary the new cycle starts with a clear centre: the last hand's
            # account (and "Cycle 1 is over") was said by the summary, and is not this cycle's
            # the cards fly from the deck to the seats one after another (flights.DEAL_MS a deal)
            from cardgames_qt.ui.table.flights import DEAL_MS
            self.queue_moment(DEAL, {"order": list(acc.deal.order), "log": later,
                                     "new_cycle": summary is not None},
                              ms=self.ctx.duration(DEAL_MS) if self.flights_on() else 0)

    def _write_log(self, lines) -> None:
        texts = [x for x in (self.line_text(line) for line in lines) if x]
        self.m_log.append(texts)
        if texts:
            self.log_view.scrollToBottom()

    # --- moments: the account line by line, the deal card by card -------------------------------
    def show_moment(self, moment) -> None:
        if moment.kind == SHOWDOWN:
            step = self.ctx.duration(420)
            self._lines_shown = 1 if step else len(moment.data["lines"])
            if step:
                self._anim.start(step)
        elif moment.kind == DEAL:
            if moment.data.get("new_cycle"):
                self._account = []
            self._write_log(moment.data.get("log", []))  # the ante and the deal, as they reach the table
            self._dealt = 2 * len(moment.data["order"])
            if moment.ms:
                # the new hand on the table (the refresh of the pass under way, not one more),
                # then its cards fly there, hidden till they land (before the table is painted)
                self.refresh()
                QTimer.singleShot(0, lambda m=moment: self._launch_deal(m))

    def _launch_deal(self, moment) -> None:
        """The new hand's cards fly to it (a table not laid out yet, the first hand of a new
        session: as soon as it is)."""
        if self.moments.current is not moment:
            return  # landed already (Space, a click)
        if self.table_geometry is None or not self.isVisible():
            QTimer.singleShot(15, lambda m=moment: self._launch_deal(m))  # (its own timer ends it if never shown)
            return
        self.flight_layer.launch(self._deal_flights(moment.data["order"], moment.ms), moment.ms)

    def end_moment(self, moment) -> None:
        self._anim.stop()

    # --- flights: the deal, the pot to its winners ----------------------------------------------
    def _deck_rect(self, size: QSize) -> QRect:
        """Where the deck lies: the middle of the table's centre panel (the pot)."""
        centre = self.oval.centre
        mid = centre.mapTo(self, centre.rect().center()) if centre is not None else self.rect().center()
        return QRect(mid.x() - size.width() // 2, mid.y() - size.height() // 2, size.width(), size.height())

    def _deal_flights(self, order: list[int], ms: int) -> list:
        """Two rounds from the deck, one card at a time from the dealer's left. A card shows
        its face only where the table shows it (the hand's own row: the viewer's cards);
        every other seat's card flies face down."""
        targets = []
        for k in range(2 * len(order)):
            view = self.seat_widgets[order[k % len(order)]].v_hand
            row = k // len(order)
            if row >= len(view.buttons):
                continue
            dst, hidden = self.card_in(view, row)
            face = view.model.row(row)
            targets.append((face.get("card") if face.get("face_up") else None, dst, hidden))
        if not targets:
            return []
        deck = self._deck_rect(min((dst.size() for _c, dst, _h in targets), key=lambda s: s.width()))
        return self.deal_flights(deck, targets, ms)

    def _pot_flight(self, lines) -> tuple[Any, int] | None:
        """The pot's flight (build, time) from the settlement's lines: a chip from the pot to
        each winner, then one from each loser who pays into the next pot. None when the pot
        stays (nobody in)."""
        from cardgames_qt.ui.table.flights import FLIGHT_MS
        winners: list[int] = []
        payers: list[int] = []
        for code, p in lines:
            if code in ("took", "alone"):
                winners.append(int(p["seat"]))
            elif code == "split":
                winners.extend(int(s) for s in p["seats"])
            elif code == "pays":
                payers.extend(int(s) for s in p["seats"])
        if not winners and not payers:
            return None

        def build():
            from cardgames_qt.ui.table.flights import Flight
            pot = self.l_pot.mapTo(self, self.l_pot.rect().center())
            d = max(24, int(self.seat_widgets[0].v_hand.card_size().width() * 0.7))
            chip = self._chip(d)
            at_pot = QRect(pot.x() - d // 2, pot.y() - d // 2, d, d)
            legs = (1 if winners else 0) + (1 if payers else 0)
            flights = []
            for s in winners:
                flights.append(Flight(None, at_pot, self._seat_chip_rect(s, d), pixmap=chip, end=1.0 / legs))
            for s in payers:
                flights.append(Flight(None, self._seat_chip_rect(s, d), at_pot, pixmap=chip,
                                      start=1.0 - 1.0 / legs))
            return flights
        legs = (1 if winners else 0) + (1 if payers else 0)
        return build, 2 * FLIGHT_MS * legs

    def _seat_chip_rect(self, seat: int, d: int) -> QRect:
        """Where a seat's chips go: on its balance."""
        label = self.seat_widgets[seat].l_balance
        c = label.mapTo(self, label.rect().center())
        return QRect(c.x() - d // 2, c.y() - d // 2, d, d)

    def _chip(self, d: int) -> QPixmap:
        """A pot chip ``d`` px across, drawn once per size (at launch, never in flight)."""
        dpr = self.devicePixelRatioF()
        key = (d, dpr)
        pix = self._chips.get(key)
        if pix is None:
            pix = QPixmap(max(1, int(d * dpr)), max(1, int(d * dpr)))
            pix.setDevicePixelRatio(dpr)
            pix.fill(Qt.GlobalColor.transparent)
            p = QPainter(pix)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            r = QRectF(1, 1, d - 2, d - 2)
            p.setPen(QPen(QColor("#5a4300"), 1.5))
            p.setBrush(QColor("#d4af37"))
            p.drawEllipse(r)
            p.setPen(QPen(QColor("#fff7d6"), max(2.0, d / 9), Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(r.adjusted(d / 10, d / 10, -d / 10, -d / 10))
            p.setPen(QPen(QColor("#8a6d00"), 1.2))
            p.setBrush(QColor("#e8c95a"))
            p.drawEllipse(r.adjusted(d / 4, d / 4, -d / 4, -d / 4))
            p.end()
            self._chips[key] = pix
        return pix

    def _anim_step(self) -> None:
        moment = self.moments.current
        if moment is None:
            self._anim.stop()
            return
        if moment.kind == SHOWDOWN and self._lines_shown < len(moment.data["lines"]):
            self._lines_shown += 1
        elif moment.kind == DEAL and self._dealt < 2 * len(moment.data["order"]):
            self._dealt += 1
        else:
            self._anim.stop()
        self.refresh()

    # --- summaries ---------------------------------------------------------------------------
    def summary_data(self, kind: str, ev: CycleOver | SessionOver) -> dict[str, Any]:
        balances = ev.balances
        values = [Fraction(b) for b in balances]
        best = max(values)
        leaders = [s for s in range(self.n) if values[s] == best]
        if kind == "session":
            if len(leaders) == 1:
                title = self.tr("Session — winner: %1 with %2").replace("%1", self.seat_name(leaders[0])) \
                    .replace("%2", format_tokens(best))
            else:
                title = self.tr("Session shared: %1, with %2 each").replace("%1", self._names(leaders)) \
                    .replace("%2", format_tokens(best))
            # the default (first) is the safe choice: Enter pressed a few times never starts a
            # new session unawares
            actions = [("close", self.tr("Look at the table")), ("new_game", self.tr("New session")),
                       ("home", self.tr("Start page"))]
        else:
            obs = narrow(self.session.observation(None), GutsObservation)
            cycle = ev.cycle if isinstance(ev, CycleOver) else obs.cycle
            title = self.tr("Cycle %1 of %2 is over").replace("%1", num(cycle)).replace("%2", num(obs.cycles))
            actions = [("close", self.tr("Next cycle"))]
        lines = [self.tr("%1. %2: %3").replace("%1", num(place)).replace("%2", self._names(seats))
                 .replace("%3", format_tokens(value)) for place, seats, value in presenter.standings(balances)]
        if kind == "cycle":
            lead = (self.tr("Leading: %1").replace("%1", self.seat_name(leaders[0])) if len(leaders) == 1
                    else self.tr("Sharing the lead: %1").replace("%1", self._names(leaders)))
            lines = [lead] + lines
        lines.append(self.tr("Balances after each hand; they always sum to zero at the end of a cycle."))
        rows = presenter.balance_history(self.session.state)  # asked for once, at a summary: not part of each move
        series = [(self.seat_name(s), [float(r[s]) for r in rows]) for s in range(self.n)]
        return {"kind": kind, "title": title, "lines": lines, "series": series, "actions": actions,
                "x_label": self.tr("Balances after each hand")}
