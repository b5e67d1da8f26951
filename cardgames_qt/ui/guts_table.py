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

import math
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QHeaderView, QListView, QPushButton, QSizePolicy,
                               QTableView, QVBoxLayout, QWidget)

from .cardnames import card_short
from .cardview import CardRowView
from .models import CardListModel, LogModel, TableModel, card_row
from .table_base import TableBase, panel_label

MINUS = "\u2212"
VULGAR = {(1, 2): "½", (1, 3): "⅓", (2, 3): "⅔", (1, 4): "¼", (3, 4): "¾", (1, 5): "⅕", (2, 5): "⅖",
          (3, 5): "⅗", (4, 5): "⅘", (1, 6): "⅙", (5, 6): "⅚", (1, 7): "⅐", (1, 8): "⅛", (3, 8): "⅜",
          (5, 8): "⅝", (7, 8): "⅞", (1, 9): "⅑", (1, 10): "⅒"}


def format_tokens(value: Fraction | int | str) -> str:
    """An exact amount as a mixed fraction: "3 ½", "−2 ⅓", "7/12", "4 5/11", "0"."""
    v = Fraction(value)
    sign = MINUS if v < 0 else ""
    whole, rest = divmod(abs(v.numerator), v.denominator)
    if not rest:
        return sign + str(whole)
    frac = VULGAR.get((rest, v.denominator), f"{rest}/{v.denominator}")
    return sign + (f"{whole} {frac}" if whole else frac)


def _choice(choices: Any, seat: int) -> str | None:
    """Choices from an event (int keys) or a record (a list)."""
    if isinstance(choices, dict):
        return choices.get(seat, choices.get(str(seat)))
    return choices[seat] if choices and seat < len(choices) else None


class DeclareButton(QPushButton):
    """A big In / Out button; Enter or Return presses it when it has the focus."""

    def __init__(self, text: str, parent=None):
        super().__init__(text, parent)
        self.setMinimumSize(150, 50)
        f = self.font()
        f.setPointSizeF(f.pointSizeF() * 1.5)
        f.setBold(True)
        self.setFont(f)

    def keyPressEvent(self, event):
        if event.key() in (Qt.Key_Return, Qt.Key_Enter) and self.isEnabled():
            self.click()
            return
        super().keyPressEvent(event)


class SeatWidget(QFrame):
    """One player at the oval: dealer button, name, balance, what they did, two cards."""

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.setObjectName("seat")
        self.setFocusPolicy(Qt.NoFocus)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.setSpacing(1)
        head = QHBoxLayout()
        head.setSpacing(4)
        self.l_dealer = panel_label("D", bold=True, size=0.85)
        self.l_dealer.setAlignment(Qt.AlignCenter)
        self.l_dealer.setFixedSize(20, 20)
        self.l_dealer.setStyleSheet("background: #f6f2e0; color: #1d2b22; border-radius: 10px;")
        self.l_dealer.setAccessibleName(self.tr("Dealer"))
        self.l_dealer.setToolTip(self.tr("Dealer"))
        self.l_name = panel_label("", bold=True, size=1.05)
        self.l_balance = panel_label("", bold=True, size=1.05)
        self.l_balance.setStyleSheet("color: #ffe082; background: transparent;")
        head.addStretch()
        head.addWidget(self.l_dealer)
        head.addWidget(self.l_name)
        head.addWidget(self.l_balance)
        head.addStretch()
        lay.addLayout(head)
        self.l_tag = panel_label("", size=0.9)
        self.l_tag.setAlignment(Qt.AlignCenter)
        self.l_last = panel_label("", size=0.85)
        self.l_last.setAlignment(Qt.AlignCenter)
        lay.addWidget(self.l_tag)
        lay.addWidget(self.l_last)
        cards = QHBoxLayout()
        cards.setSpacing(6)
        self.m_hand, self.m_shown = CardListModel(self), CardListModel(self)
        self.v_hand = CardRowView(self.m_hand, ctx, card_height=70, max_cards_hint=2)
        self.v_shown = CardRowView(self.m_shown, ctx, card_height=56, max_cards_hint=2)
        for v in (self.v_hand, self.v_shown):
            v.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)
        self.shown_box = QWidget()
        box = QVBoxLayout(self.shown_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        self.l_shown = panel_label(self.tr("showed"), size=0.75)
        self.l_shown.setAlignment(Qt.AlignCenter)
        box.addWidget(self.l_shown)
        box.addWidget(self.v_shown)
        cards.addStretch()
        cards.addWidget(self.v_hand)
        cards.addWidget(self.shown_box)
        cards.addStretch()
        lay.addLayout(cards)
        self.set_style(False)

    def set_card_height(self, hand: int, shown: int) -> None:
        self.v_hand.set_card_height(hand)
        self.v_shown.set_card_height(shown)
        for v in (self.v_hand, self.v_shown):
            v.setFixedSize(v.sizeHint())
        self.adjustSize()

    def set_style(self, active: bool) -> None:
        border = "2px solid #ffd54a" if active else "1px solid rgba(255,255,255,60)"
        self.setStyleSheet(f"#seat {{ background: rgba(8,30,16,150); border: {border}; border-radius: 10px; }}")


class OvalTable(QWidget):
    """The felt oval with the seats round it (clockwise = increasing seat) and the centre panel."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.seats: list[SeatWidget] = []
        self.centre: QWidget | None = None
        self.bottom = 0
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(900, 600)

    def _oval(self) -> QRectF:
        r = QRectF(self.rect())
        return r.adjusted(r.width() * 0.09, r.height() * 0.13, -r.width() * 0.09, -r.height() * 0.13)

    def relayout(self) -> None:
        n = len(self.seats)
        if not n:
            return
        w, h = self.width(), self.height()
        sizes = [s.sizeHint() for s in self.seats]
        sw = max(z.width() for z in sizes)
        sh = max(z.height() for z in sizes)
        a = max(0.0, (w - sw) / 2 - 4)
        b = max(0.0, (h - sh) / 2 - 4)
        cx, cy = w / 2, h / 2
        for seat, widget in enumerate(self.seats):
            # the viewer sits at the bottom; clockwise on screen from there
            angle = math.pi / 2 + 2 * math.pi * ((seat - self.bottom) % n) / n
            size = widget.sizeHint()
            x = cx + a * math.cos(angle) - size.width() / 2
            y = cy + b * math.sin(angle) - size.height() / 2
            widget.setGeometry(int(x), int(y), size.width(), size.height())
        if self.centre is not None:
            cw = int(min(420, max(220, w * 0.38)))
            self.centre.setFixedWidth(cw)
            lay = self.centre.layout()
            ch = lay.totalHeightForWidth(cw) if lay.hasHeightForWidth() else self.centre.sizeHint().height()
            self.centre.setGeometry(int(cx - cw / 2), int(cy - ch / 2), cw, ch)

    def resizeEvent(self, event):
        self.relayout()
        super().resizeEvent(event)

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        oval = self._oval()
        p.setPen(QPen(QColor("#5b3a1e"), max(8.0, self.height() / 40)))
        p.setBrush(QColor("#2a8a50"))
        p.drawEllipse(oval)
        p.setPen(QPen(QColor(255, 255, 255, 40), 2))
        p.setBrush(Qt.NoBrush)
        p.drawEllipse(oval.adjusted(18, 18, -18, -18))
        p.end()


class GutsTable(TableBase):
    def __init__(self, controller, ctx, parent=None):
        super().__init__(controller, ctx, parent)
        self.n = self.session.state.num_players
        self.m_balances = TableModel([], self)
        self.m_log = LogModel(self)
        self._thinking: set[int] = set()
        self._message: list[str] = []      # the on-table account of the last hand
        self._message_shown = 0            # lines of it on the table so far
        self._dealt: int | None = None     # cards of the new hand dealt so far (None: all)
        self._deal_order: list[int] = []
        self._pending_summary: tuple | None = None
        self._paused_for_summary = False
        self._anim = QTimer(self)
        self._anim.timeout.connect(self._anim_step)
        controller.thinking.connect(self._on_thinking)
        self._build()
        self._log_start()
        self.refresh()

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
        self.l_message.setStyleSheet("color: #fff7d6; background: transparent;")
        for lab in (self.l_pot, self.l_reserve, self.l_cycle, self.l_message):
            lab.setAlignment(Qt.AlignCenter)
            cl.addWidget(lab)
        self.oval.centre = centre

        self.b_in = DeclareButton(self.tr("In"))
        self.b_out = DeclareButton(self.tr("Out"))
        self.b_in.setAccessibleName(self.tr("In — stay in this hand"))
        self.b_out.setAccessibleName(self.tr("Out — drop this hand"))
        self.b_in.setToolTip(self.tr("Declare in (I)"))
        self.b_out.setToolTip(self.tr("Declare out (O)"))
        self.b_in.clicked.connect(lambda: self._declare("in"))
        self.b_out.clicked.connect(lambda: self._declare("out"))
        self.l_hint = panel_label("", size=0.95)
        bar = QHBoxLayout()
        bar.addStretch()
        bar.addWidget(self.b_in)
        bar.addSpacing(16)
        bar.addWidget(self.b_out)
        bar.addSpacing(16)
        bar.addWidget(self.l_hint)
        bar.addStretch()

        main = QVBoxLayout()
        main.addWidget(self.oval, 1)
        main.addLayout(bar)

        side = QVBoxLayout()
        side.addWidget(panel_label(self.tr("Balances"), bold=True))
        self.balance_view = QTableView()
        self.balance_view.setModel(self.m_balances)
        self.balance_view.verticalHeader().hide()
        self.balance_view.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.balance_view.setAccessibleName(self.tr("Balances"))
        self.balance_view.verticalHeader().setDefaultSectionSize(22)
        self.balance_view.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.balance_view.setFocusPolicy(Qt.NoFocus)
        side.addWidget(self.balance_view)
        side.addWidget(panel_label(self.tr("Game log"), bold=True))
        self.log_view = QListView()
        self.log_view.setModel(self.m_log)
        self.log_view.setAccessibleName(self.tr("Game log"))
        self.log_view.setWordWrap(True)
        self.log_view.setFocusPolicy(Qt.NoFocus)
        side.addWidget(self.log_view, 1)
        side_w = QWidget()
        side_w.setLayout(side)
        side_w.setFixedWidth(270)

        outer = QHBoxLayout(self)
        outer.addLayout(main, 1)
        outer.addWidget(side_w)

    def _size_cards(self) -> None:
        # cards scale with the window; more seats, smaller cards, so ten stay readable;
        # the seat nearest the person (it changes in pass-and-play) gets the largest
        h = max(300, self.height() - 80)
        scale = 0.13 if self.n <= 4 else (0.11 if self.n <= 6 else 0.085)
        other = max(40, min(120, int(h * scale)))
        bottom = self.bottom_seat()
        for seat, w in enumerate(self.seat_widgets):
            w.set_card_height(int(other * 1.35) if seat == bottom else other, int(other * 0.8))

    def resizeEvent(self, event):
        self._size_cards()
        super().resizeEvent(event)
        self.oval.relayout()

    # --- from observation to widgets -------------------------------------------------
    def _cards_dealt(self, seat: int) -> int:
        if self._dealt is None:
            return 2
        return sum(1 for s in (self._deal_order + self._deal_order)[:self._dealt] if s == seat)

    def rebuild(self, obs: dict[str, Any]) -> None:
        viewer = self.viewer
        if self.oval.bottom != self.bottom_seat():
            self.oval.bottom = self.bottom_seat()
            self._size_cards()
        last = obs.get("last_hand")
        balances = obs["balances"]
        acting = set(self.session.acting_seats())
        over = obs["over"]
        for seat, w in enumerate(self.seat_widgets):
            mine = viewer == seat
            # the current hand: face up only for its owner; nothing while it is being dealt
            dealt = 0 if over else self._cards_dealt(seat)
            if mine:
                hand = [card_row(c, owner=seat) for c in obs["my_hand"][:dealt]]
            else:
                hand = [card_row(None, face_up=False, owner=seat) for _ in range(dealt)]
            w.m_hand.set_rows(hand)
            # the last showdown, face up: only those who were in and showed
            shown = (last or {}).get("shown") or []
            cards = shown[seat] if seat < len(shown) else None
            winners = set((last or {}).get("winners") or [])
            w.m_shown.set_rows([card_row(c, owner=seat, highlight=seat in winners) for c in cards] if cards else [])
            w.shown_box.setVisible(bool(cards))
            w.l_name.setText(self.seat_name(seat))
            w.l_balance.setText(format_tokens(balances[seat]))
            w.l_dealer.setVisible(obs["dealer"] == seat and not over)
            w.l_tag.setText(self._tag(obs, seat))
            w.l_last.setText(self._last_text(last, seat))
            # the gold frame says "your move": the viewer's seat while it may declare
            w.set_style(mine and seat in acting and not over)
            parts = [self.seat_name(seat), self.tr("balance %1").replace("%1", format_tokens(balances[seat]))]
            if obs["dealer"] == seat and not over:
                parts.append(self.tr("dealer"))
            if w.l_tag.text():
                parts.append(w.l_tag.text())
            w.setAccessibleName(", ".join(parts))
            w.adjustSize()
        cycles, cycle = obs["cycles"], min(obs["cycle"], obs["cycles"])
        self.l_pot.setText(self.tr("Pot %1").replace("%1", format_tokens(obs["pot"])))
        self.l_reserve.setText(self.tr("Reserve %1 · cap %2").replace("%1", format_tokens(obs["reserve"]))
                               .replace("%2", str(obs["cap"])))
        self.l_cycle.setText(self.tr("Cycle %1 of %2 · hand %3").replace("%1", str(cycle))
                             .replace("%2", str(cycles)).replace("%3", str(obs["hand_number"])))
        message = "\n".join(self._message[:self._message_shown])
        if over and not self._animating():
            message = "\n".join(filter(None, [message, self._result_line(balances)]))
        self.l_message.setText(message)
        self.l_message.setVisible(bool(message))
        can = self._can_declare()
        for b in (self.b_in, self.b_out):
            b.setEnabled(can)
        if viewer is not None and obs.get("my_choice"):
            self.l_hint.setText(self.tr("You are %1").replace("%1", self._choice_word(obs["my_choice"])))
        elif can:
            self.l_hint.setText(self.tr("Press I or O"))
        else:
            self.l_hint.setText("")
        best = max(Fraction(b) for b in balances)
        self.m_balances.set_headers([self.tr("Player"), self.tr("Balance")])
        self.m_balances.set_rows([[self.seat_name(s), format_tokens(balances[s])] for s in range(self.n)],
                                 highlight={s for s in range(self.n) if Fraction(balances[s]) == best})
        head = self.balance_view.horizontalHeader().sizeHint().height()
        self.balance_view.setFixedHeight(head + 22 * self.n + 2 * self.balance_view.frameWidth() + 2)
        self.oval.relayout()

    def _choice_word(self, choice: str) -> str:
        return self.tr("in") if choice == "in" else self.tr("out")

    def _tag(self, obs: dict[str, Any], seat: int) -> str:
        if obs["over"]:
            return ""
        if self.viewer == seat and obs.get("my_choice"):
            return self.tr("You: %1").replace("%1", self._choice_word(obs["my_choice"]))
        if obs["declared"][seat]:
            return self.tr("Declared")  # sealed: never which way
        if seat in self._thinking:
            return self.tr("Thinking…")
        return self.tr("Deciding…")

    def _last_text(self, last: dict[str, Any] | None, seat: int) -> str:
        if not last:
            return ""
        if _choice(last["choices"], seat) != "in":
            return self.tr("last hand: out")
        payout = last["payouts"][seat]
        payment = last["payments"][seat]
        if payout is not None and len(last["winners"]) > 1:
            return self.tr("last hand: in, split %1").replace("%1", format_tokens(payout))
        if payout is not None:
            return self.tr("last hand: in, took %1").replace("%1", format_tokens(payout))
        if payment is not None:
            return self.tr("last hand: in, paid %1").replace("%1", format_tokens(payment))
        return self.tr("last hand: in")

    def _can_declare(self) -> bool:
        seat = self.viewer
        return (seat is not None and self._dealt is None and self.controller.handover_to is None
                and self.session.seats[seat].is_human and "in" in self.session.legal_actions(seat))

    def status_text(self, obs: dict[str, Any]) -> str:
        if obs["over"]:
            return self._result_line(obs["balances"])
        waiting = self.session.acting_seats()
        if self._can_declare():
            return (self.tr("%1: in or out? — pot %2").replace("%1", self.seat_name(self.viewer))
                    .replace("%2", format_tokens(obs["pot"])))
        if self._dealt is not None:
            return self.tr("Dealing hand %1…").replace("%1", str(obs["hand_number"]))
        if len(waiting) == 1:
            return self.tr("Waiting for %1").replace("%1", self.seat_name(waiting[0]))
        return self.tr("Waiting for %n players", "", len(waiting)).replace("%n", str(len(waiting)))

    def _result_line(self, balances: list[str]) -> str:
        values = [Fraction(b) for b in balances]
        best = max(values)
        leaders = [self.seat_name(s) for s, v in enumerate(values) if v == best]
        if len(leaders) == 1:
            return (self.tr("The session is over: won by %1 with %2").replace("%1", leaders[0])
                    .replace("%2", format_tokens(best)))
        return (self.tr("The session is over: shared by %1 with %2 each").replace("%1", ", ".join(leaders))
                .replace("%2", format_tokens(best)))

    # --- intents -------------------------------------------------------------------------
    def _declare(self, choice: str) -> None:
        if self._can_declare():
            self.controller.submit(self.viewer, choice)

    def keyPressEvent(self, event):
        key = event.key()
        if self._animating() and key in (Qt.Key_I, Qt.Key_O, Qt.Key_Space, Qt.Key_Escape):
            self.skip_animation()
            return
        if key == Qt.Key_I:
            self._declare("in")
            return
        if key == Qt.Key_O:
            self._declare("out")
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event):
        if self._animating():
            self.skip_animation()  # a click skips the animation
        super().mousePressEvent(event)

    def focus_default(self) -> None:
        if self.b_in.isEnabled():
            self.b_in.setFocus(Qt.OtherFocusReason)

    def _on_thinking(self, seat: int, busy: bool) -> None:
        (self._thinking.add if busy else self._thinking.discard)(seat)
        if 0 <= seat < self.n:
            self.seat_widgets[seat].l_tag.setText(self._tag(self.observation(), seat))

    # --- events: the log, the on-table account, the deal ---------------------------------
    def _log_start(self) -> None:
        obs = self.session.observation(None)
        if obs["hand_number"] == 1 and not obs["last_hand"]:
            self.m_log.append([self.tr("Cycle 1: everyone antes %1 — pot %2").replace("%1", str(obs["ante"]))
                               .replace("%2", str(obs["pot"])),
                               self.tr("Hand 1, dealer: %1").replace("%1", self.seat_name(obs["dealer"]))])
        else:
            self.m_log.append([self.tr("Resumed at hand %1 of cycle %2").replace("%1", str(obs["hand_number"]))
                               .replace("%2", str(obs["cycle"]))])

    def _names(self, seats) -> str:
        return ", ".join(self.seat_name(int(s)) for s in seats)

    def on_events(self, events: list) -> None:
        log: list[str] = []
        table: list[str] = []
        deal = None
        for ev in events:
            t = ev.get("type")
            if t == "reveal":
                choices = ev["choices"]
                ins = [s for s in range(self.n) if _choice(choices, s) == "in"]
                outs = [s for s in range(self.n) if s not in ins]
                hand = (self.session.observation(None)["last_hand"] or {}).get("hand_number", "")
                log.append(self.tr("— Hand %1 —").replace("%1", str(hand)))
                if not ins:
                    line = short = self.tr("Nobody is in: the pot stays as it is; redeal")
                elif not outs:
                    line = short = self.tr("Everybody is in")
                else:
                    line = self.tr("In: %1 · out: %2").replace("%1", self._names(ins)).replace("%2", self._names(outs))
                    short = self.tr("In: %1").replace("%1", self._names(ins))
                log.append(line)
                table.append(short)
            elif t == "showdown":
                shown = ev["hands"]
                parts = [f"{self.seat_name(int(s))} {' '.join(card_short(c) for c in cards)}"
                         for s, cards in sorted(shown.items(), key=lambda kv: int(kv[0]))]
                log.append(self.tr("Showdown: %1").replace("%1", "; ".join(parts)))
            elif t == "payout":
                payouts = ev["payouts"]
                seats = sorted(int(s) for s in payouts)
                share = format_tokens(next(iter(payouts.values())))
                pot = format_tokens(ev["pot"])
                # "Pot of 7 split: ..." rather than "X takes": names may be "You"
                if len(seats) > 1:
                    line = (self.tr("Pot of %1 split: %2 each to %3").replace("%1", pot).replace("%2", share)
                            .replace("%3", self._names(seats)))
                elif not any(e.get("type") == "showdown" for e in events):
                    line = self.tr("Pot of %1 to %2, alone in (cards not shown)").replace("%1", pot).replace(
                        "%2", self.seat_name(seats[0]))
                else:
                    line = self.tr("Pot of %1 to %2").replace("%1", pot).replace("%2", self.seat_name(seats[0]))
                log.append(line)
                table.append(line)
            elif t == "payment":
                seats = sorted(int(s) for s in ev["payments"])
                amount = format_tokens(ev["amount"])
                if len(seats) == 1:
                    line = self.tr("Pays %1: %2").replace("%1", amount).replace("%2", self.seat_name(seats[0]))
                else:
                    line = self.tr("Pay %1 each: %2").replace("%1", amount).replace("%2", self._names(seats))
                log.append(line)
                table.append(line)
                if not any(e.get("type") == "to_reserve" for e in events):
                    line = self.tr("Next pot: %1").replace("%1", format_tokens(ev["amount"] * len(seats)))
                    log.append(line)
                    table.append(line)
            elif t == "to_reserve":
                line = (self.tr("Pot capped at %1; %2 go to the reserve (now %3)").replace("%1", str(ev["pot"]))
                        .replace("%2", str(ev["amount"])).replace("%3", str(ev["reserve"])))
                log.append(line)
                table.append(line)
            elif t == "refill":
                line = (self.tr("The pot is refilled with %1 from the reserve (%2 left)").replace("%1", str(ev["amount"]))
                        .replace("%2", str(ev["reserve"])))
                log.append(line)
                table.append(line)
            elif t == "dealer_moves":
                log.append(self.tr("The dealer button moves to %1").replace("%1", self.seat_name(ev["dealer"])))
            elif t == "cycle_over":
                line = self.tr("Cycle %1 is over: the pot and the reserve are empty").replace("%1", str(ev["cycle"]))
                log.append(line)
                table.append(line)
                if not any(e.get("type") == "session_over" for e in events):
                    self._pending_summary = ("cycle", ev)
                    self._pause_for_summary()
            elif t == "session_over":
                self._pending_summary = ("session", ev)
            elif t == "ante":
                line = (self.tr("Cycle %1: everyone antes %2 — pot %3").replace("%1", str(ev["cycle"]))
                        .replace("%2", str(ev["amount"])).replace("%3", str(ev["pot"])))
                log.append(line)
            elif t == "deal":
                log.append(self.tr("Hand %1, dealer: %2").replace("%1", str(ev["hand_number"]))
                           .replace("%2", self.seat_name(ev["dealer"])))
                deal = ev
        self.m_log.append(log)
        if log:
            self.log_view.scrollToBottom()
        if table:
            self._start_animation(table, deal)

    # --- animation: the account line by line, then the deal card by card ---------------
    def _animating(self) -> bool:
        return self._anim.isActive()

    def _start_animation(self, lines: list[str], deal: dict[str, Any] | None) -> None:
        self._message = lines
        self._deal_order = list(deal["order"]) if deal else []
        step = self.ctx.duration(420)
        if not step:  # reduced motion: everything at once
            self._message_shown, self._dealt = len(lines), None
            self._finish_animation()
            return
        self._message_shown = 1
        self._dealt = 0 if deal else None
        self._anim.start(step)

    def _anim_step(self) -> None:
        if self.handover.isVisible():
            return  # nobody is looking at the table yet
        if self._message_shown < len(self._message):
            self._message_shown += 1
        elif self._dealt is not None and self._dealt < 2 * len(self._deal_order):
            self._anim.setInterval(max(1, self.ctx.duration(90)))
            self._dealt += 1
        else:
            self._dealt = None
            self._finish_animation()
        self.refresh()

    def skip_animation(self) -> None:
        self._message_shown, self._dealt = len(self._message), None
        self._finish_animation()
        self.refresh()
        self.focus_default()

    def _finish_animation(self) -> None:
        self._anim.stop()
        if self._pending_summary is not None:
            kind, ev = self._pending_summary
            self._pending_summary = None
            self._present_summary(kind, ev)
        if self.b_in.isEnabled() or self._can_declare():
            QTimer.singleShot(0, self.focus_default)

    # --- summaries ---------------------------------------------------------------------------
    def _pause_for_summary(self) -> None:
        # computers wait while the end of a cycle is on screen
        self.controller.pause(True)
        self._paused_for_summary = True

    def summary_closed(self, action: str) -> None:
        if self._paused_for_summary:
            self._paused_for_summary = False
            self.controller.pause(False)
        super().summary_closed(action)

    def _standings(self, balances: list[str]) -> list[str]:
        """One line per place; equal balances share it ("2. Ada, Bob: −1")."""
        values = [Fraction(b) for b in balances]
        lines = []
        for value in sorted(set(values), reverse=True):
            seats = [s for s in range(self.n) if values[s] == value]
            place = 1 + sum(1 for v in values if v > value)
            lines.append(self.tr("%1. %2: %3").replace("%1", str(place)).replace("%2", self._names(seats))
                         .replace("%3", format_tokens(value)))
        return lines

    def _series(self) -> list[tuple[str, list[float]]]:
        rows = self.session.observation(None)["balance_history"]
        return [(self.seat_name(s), [float(Fraction(r[s])) for r in rows]) for s in range(self.n)]

    def _present_summary(self, kind: str, ev: dict[str, Any]) -> None:
        balances = ev["balances"]
        values = [Fraction(b) for b in balances]
        best = max(values)
        leaders = [s for s in range(self.n) if values[s] == best]
        if kind == "session":
            if len(leaders) == 1:
                title = self.tr("Session won by %1 with %2").replace("%1", self.seat_name(leaders[0])) \
                    .replace("%2", format_tokens(best))
            else:
                title = self.tr("Session shared by %1 with %2 each").replace("%1", self._names(leaders)) \
                    .replace("%2", format_tokens(best))
            actions = [("new_game", self.tr("New session")), ("home", self.tr("Start page")),
                       ("close", self.tr("Look at the table"))]
        else:
            title = self.tr("Cycle %1 of %2 is over").replace("%1", str(ev["cycle"])) \
                .replace("%2", str(self.session.observation(None)["cycles"]))
            actions = [("close", self.tr("Next cycle"))]
        lines = self._standings(balances)
        if kind == "cycle":
            lead = (self.tr("Leading: %1").replace("%1", self.seat_name(leaders[0])) if len(leaders) == 1
                    else self.tr("Sharing the lead: %1").replace("%1", self._names(leaders)))
            lines = [lead] + lines
        lines.append(self.tr("Balances after each hand; they always sum to zero at the end of a cycle."))
        self.summary.present(kind, title, lines, self._series(), actions)
