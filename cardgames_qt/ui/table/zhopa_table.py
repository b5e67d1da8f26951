"""The Zhopa table: 2-4 seats around a trick, bets, banks, points, the stock.

The viewer sits at the bottom; the next seats clockwise sit left, across
and right. Everything drawn comes from ``session.observation(viewer)``: the
other hands are face-down rows of the right length, and a seat's own hand is
face up only while that seat is the viewer (pass-and-play).

What the rules make a player ask, each in one place: the trumps of every
seat (its panel and the side bar), bets and the target each seat must
reach, live points, banks (six slots), the stock, won piles, and the trick
with who played each card and what it did (led / took the lead / discard /
knock-out) and who holds it now.

Moments a person must be able to follow — the deal, a completed trick
before it is collected, the end of a partie — go through the table's moment
queue (``TableBase``): computers wait for it and no game key acts meanwhile.
Reduced motion makes the deal and the trick pause instant; a click, Space or
Esc skips them; in pass-and-play a completed trick waits for Continue; a
summary waits for its button. Which card may be played, and why not, comes
from the presenter (``app/presenters/zhopa_presenter.py``), which asks the engine.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardgames_qt.app.moments import DEAL, FLIGHT, SUMMARY, TRICK
from cardgames_qt.app.presenters import zhopa_presenter as presenter
from cardgames_qt.app.presenters.zhopa_presenter import MAX_BANKS, START_BANKS
from cardgames_qt.engine.cards import SUIT_SYMBOLS
from cardgames_qt.engine.events import (
    Bet,
    Combinations,
    Lead,
    PartieOver,
    PartieStart,
    Play,
    Redeal,
    TrickWon,
    ZhopaDeal,
    ZhopaGameOver,
)
from cardgames_qt.engine.observations import Combination, PartieRecord, TrickCard, ZhopaObservation, narrow
from cardgames_qt.ui.access.speech import describe
from cardgames_qt.ui.i18n import join_list, join_names, join_parts, num, signed
from cardgames_qt.ui.table.cardview import CardRowView
from cardgames_qt.ui.table.felt import NameLabel, set_style
from cardgames_qt.ui.table.models import (
    ActionRole,
    CardListModel,
    LogModel,
    LogView,
    PlayableRole,
    ReasonRole,
    TableModel,
    card_row,
)
from cardgames_qt.ui.table.table_base import MoveButton, TableBase, panel_label, side_view
from cardgames_qt.ui.words.cardnames import card_short
from cardgames_qt.ui.words.engine_text import refusal_text

TRICK_PAUSE_MS = 1300   # a completed trick stays this long before it is collected
DEAL_STEP_MS = 70       # a deal takes this long a card (its cards fly from the stock: flights.py)


def suit_name(suit: str) -> str:
    return {"S": QCoreApplication.translate("ZhopaTable", "spades"),
            "H": QCoreApplication.translate("ZhopaTable", "hearts"),
            "D": QCoreApplication.translate("ZhopaTable", "diamonds"),
            "C": QCoreApplication.translate("ZhopaTable", "clubs")}[suit]


def role_text(role: str, main_suit: str | None = None) -> str:
    """What a played card did, in the table's words (the role comes from the engine)."""
    if role == "led":
        return QCoreApplication.translate("ZhopaTable", "led")
    if role == "eight" and main_suit:
        return (QCoreApplication.translate("ZhopaTable", "took the lead: main suit now %1")
                .replace("%1", SUIT_SYMBOLS[main_suit]))
    if role in ("trump", "same_rank_trump"):
        return QCoreApplication.translate("ZhopaTable", "took the lead (trump)")
    if role in presenter.TAKES_LEAD:
        return QCoreApplication.translate("ZhopaTable", "took the lead")
    if role == "knock_out":
        return QCoreApplication.translate("ZhopaTable", "knock-out: back to the leader")
    return QCoreApplication.translate("ZhopaTable", "discard")


def trump_text(kinds: Mapping[str, str]) -> str:
    """One seat's trumps: "Trump ♠", "Trumps ♠ senior, ♦ junior", "No trumps"."""
    if not kinds:
        return QCoreApplication.translate("ZhopaTable", "No trumps")
    if len(kinds) == 1 and "trump" in kinds.values():
        return QCoreApplication.translate("ZhopaTable", "Trump %1").replace("%1", SUIT_SYMBOLS[next(iter(kinds))])
    words = {"trump": "", "senior": QCoreApplication.translate("ZhopaTable", " senior"),
             "junior": QCoreApplication.translate("ZhopaTable", " junior")}
    return QCoreApplication.translate("ZhopaTable", "Trumps %1").replace(
        "%1", join_list(SUIT_SYMBOLS[s] + words[k] for s, k in kinds.items()))


class CardRow(CardRowView):
    """A CardRowView whose surplus buttons go blind at once: a removed button lives
    until Qt's deferred delete, and must not keep a card's name meanwhile (in
    pass-and-play that name may be the previous player's card)."""

    def _sync(self, *args) -> None:
        n = self.model.rowCount()
        for b in self.buttons[n:]:
            if b.hasFocus() and n and self.buttons[n - 1].focusPolicy() != Qt.FocusPolicy.NoFocus:
                self.buttons[n - 1].setFocus(Qt.FocusReason.OtherFocusReason)  # never on a card going away
            b.hide()
            b.setAccessibleName("")
            describe(b, "")
            b.setToolTip("")
            b._seen = None
        super()._sync(*args)


class BanksView(QWidget):
    """Six slots; a filled disc per bank held. Red once one more bank loses."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.banks = START_BANKS
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_banks(START_BANKS)

    def sizeHint(self) -> QSize:
        return QSize(MAX_BANKS * 17 + 2, 18)

    def set_banks(self, banks: int) -> None:
        if banks != self.banks:
            self.update()  # drawn again only when the count changes
        self.banks = banks
        self.setAccessibleName(QCoreApplication.translate("ZhopaTable", "Banks: %1 of %2")
                               .replace("%1", num(banks)).replace("%2", num(MAX_BANKS)))
        self.setToolTip(self.accessibleName())

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        fill = QColor("#e74c3c") if self.banks >= MAX_BANKS - 1 else QColor("#f4d03f")
        for i in range(MAX_BANKS):
            r = QRectF(1 + i * 17, 1, 15, 15)
            p.setPen(QPen(QColor("#f3f1e4"), 1.2))
            p.setBrush(fill if i < self.banks else Qt.NoBrush)
            p.drawEllipse(r)
        p.end()


class SeatPanel(QFrame):
    """One player's public corner: name, trumps, bet and target, points, banks, piles.

    ``wide`` panels (across and at the bottom) put the hand beside the facts,
    tall ones (left and right) below them.
    """

    def __init__(self, ctx, with_hand: bool, wide: bool, parent=None):
        super().__init__(parent)
        self.setObjectName("seatPanel")
        self.name = NameLabel(bold=True, size=1.15)  # one line: cut with "…", whole in its tooltip
        self.trump = panel_label("", size=0.95)
        self.bet = panel_label("", size=0.95)
        self.points = panel_label("", bold=True, size=0.95)
        self.won = panel_label("", size=0.9)
        self.combo = panel_label("", size=0.9)
        self.banks = BanksView()
        self.banks_label = panel_label("", size=0.9)
        for lab in (self.trump, self.bet, self.points, self.won, self.combo):
            lab.setWordWrap(True)
        banks = QHBoxLayout()
        banks.addWidget(self.banks_label)
        banks.addWidget(self.banks)
        banks.addStretch()
        facts: QGridLayout | QVBoxLayout
        if wide:  # the seat across: its facts in two columns beside its cards (layout.py)
            grid = facts = QGridLayout()
            grid.setHorizontalSpacing(12)
            grid.setVerticalSpacing(2)
            grid.addWidget(self.name, 0, 0, 1, 2)
            for row, lab in enumerate((self.trump, self.bet, self.points), 1):
                grid.addWidget(lab, row, 0)
            grid.addLayout(banks, 1, 1)
            grid.addWidget(self.won, 2, 1)
            grid.addWidget(self.combo, 3, 1)
            grid.setRowStretch(4, 1)
        else:
            column = facts = QVBoxLayout()
            column.setSpacing(2)
            for lab in (self.name, self.trump, self.bet, self.points):
                column.addWidget(lab)
            column.addLayout(banks)
            column.addWidget(self.won)
            column.addWidget(self.combo)
            column.addStretch(1)
        lay = QHBoxLayout(self) if wide else QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        lay.addLayout(facts, 1)
        self.hand = CardRow(CardListModel(self), ctx, card_height=60, max_cards_hint=4) if with_hand else None
        if self.hand is not None:
            lay.addWidget(self.hand, 1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.set_active(False)

    def set_active(self, active: bool) -> None:
        # one style sheet, the border chosen by a property: re-polishing the panel alone
        # (a new style sheet re-polished every label in it, ~2.7 ms a move per panel)
        set_style(self, "#seatPanel { border: 2px solid rgba(255,255,255,40); border-radius: 10px;"
                  " background: rgba(0,0,0,45); } #seatPanel[active=\"true\"] { border-color: #ffd54a; }")
        if self.property("active") != active:
            self.setProperty("active", active)
            self.style().unpolish(self)
            self.style().polish(self)
            self.update()


class TrickSlot(QWidget):
    """One card of the trick: who played it, the card, what it did."""

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.who = NameLabel(bold=True, size=0.95)  # cut with "…" when the trick is narrow
        self.view = CardRow(CardListModel(self), ctx, card_height=110, max_cards_hint=1, placeholder=True)
        self.role = panel_label("", size=0.85)
        self.who.setAlignment(Qt.AlignCenter)
        self.role.setAlignment(Qt.AlignCenter)
        self.role.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        lay.addWidget(self.who)
        lay.addWidget(self.view)
        lay.addWidget(self.role)


class ZhopaTable(TableBase):
    def __init__(self, controller, ctx, parent=None):
        super().__init__(controller, ctx, parent)
        self.n = self.session.state.num_players
        self._dealt = 0
        self._trick_so_far: list[TrickCard] = []
        self._last_main = "S"
        self._combo_announce = ""
        self._announce = ""
        self.m_log = LogModel(self)
        self.m_scores = TableModel([], self)
        self._build()
        self.write_story()
        self.refresh()

    def write_story(self) -> None:
        """The log tells the whole game so far (a new game: its first deal; Continue, Load,
        a replay's step: everything), and the trick and announcements stand as it left them."""
        self._trick_so_far, self._combo_announce, self._announce = [], "", ""
        self._log_only = True
        self.on_events(self.log_story())
        self._log_only = False

    # --- layout -----------------------------------------------------------------------
    def continue_area(self) -> QRect | None:
        """Where Go and Pass stand (hidden while a result waits): Continue covers no card."""
        lay = self.table_geometry
        return self.qrect(lay.regions["bets"]) if lay is not None else None

    def _build(self) -> None:
        ctx = self.ctx
        self.panels = {"left": SeatPanel(ctx, True, wide=False), "right": SeatPanel(ctx, True, wide=False),
                       "top": SeatPanel(ctx, True, wide=True), "bottom": SeatPanel(ctx, False, wide=False)}
        self.v_hand = CardRow(CardListModel(self), ctx, interactive=not self.read_only, max_cards_hint=4)
        self.v_hand.setAccessibleName(self.tr("Your hand"))
        self.v_hand.cardActivated.connect(self._card_clicked)
        self.b_go = MoveButton(self.tr("Go (G)"))
        self.b_pass = MoveButton(self.tr("Pass (P)"))
        for b, bet in ((self.b_go, "go"), (self.b_pass, "pass")):
            b.setMinimumHeight(40)
            b.setMinimumWidth(110)
            b.setAccessibleName(b.text())
            b.clicked.connect(lambda _=False, x=bet: self._bet(x))
        self.l_bet_help = panel_label("", size=1.0)
        self.l_bet_help.setWordWrap(True)

        # centre: main suit, the trick, who holds it, the stock, announcements
        self.l_trick = panel_label("", bold=True, size=1.15)
        self.l_trick.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.l_trick.setWordWrap(True)  # a narrow trick area: on two lines, never cut at both ends
        self.slots = [TrickSlot(ctx) for _ in range(self.n)]
        self.l_holder = panel_label("", bold=True, size=1.05)
        self.l_holder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.l_announce = panel_label("", size=1.0)
        self.l_announce.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.l_announce.setWordWrap(True)
        self.m_stock = CardListModel(self)
        self.v_stock = CardRow(self.m_stock, ctx, card_height=70, max_cards_hint=1, placeholder=True)
        self.l_stock = panel_label("", size=0.95)
        self.l_stock.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # every region is placed from the computed layout (place); no box negotiates sizes
        for w in (*self.panels.values(), self.v_hand, self.l_trick, *self.slots, self.l_holder, self.l_announce,
                  self.l_stock, self.v_stock):
            w.setParent(self)
        bets = QVBoxLayout()
        bets.setContentsMargins(0, 0, 0, 0)
        bets.addStretch()
        bets.addWidget(self.l_bet_help)
        buttons = QHBoxLayout()
        buttons.addWidget(self.b_go)
        buttons.addWidget(self.b_pass)
        bets.addLayout(buttons)
        self.bets_w = QWidget(self)
        self.bets_w.setLayout(bets)

        side = QVBoxLayout()
        self.l_partie = panel_label("", bold=True, size=1.1)
        self.l_rules = panel_label("", size=0.9)
        self.l_rules.setWordWrap(True)
        side.addWidget(self.l_partie)
        side.addWidget(self.l_rules)
        self.score_view = QTableView()
        self.score_view.setModel(self.m_scores)
        self.score_view.verticalHeader().hide()
        self.score_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        side_view(self.score_view)
        self.score_view.setAccessibleName(self.tr("Scores"))
        self.score_view.setMaximumHeight(40 + 28 * self.n)
        self.score_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.score_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log_view = LogView(self.m_log)
        self.log_view.setAccessibleName(self.tr("Game log"))
        side.addWidget(self.score_view)
        side.addWidget(panel_label(self.tr("Game log"), bold=True))
        side.addWidget(self.log_view, 1)
        self.side_w = QWidget(self)
        self.side_w.setLayout(side)

    def side_need(self) -> int:
        return self.score_table_width()

    def place(self, lay) -> None:
        """The computed layout (layout.py): seat panels round the trick, your corner below."""
        L = self._metrics.line
        for place, panel in self.panels.items():
            region = lay.regions.get(f"panel_{place}")
            if region is None:
                continue
            panel.setGeometry(self.qrect(region))
            if panel.hand is not None:
                panel.hand.set_card_height(lay.cards[f"hand_{place}"].card.h)
        self.place_cards(self.v_hand, lay.cards["hand"])
        self.bets_w.setGeometry(self.qrect(lay.regions["bets"]))
        self.place_text(self.l_trick, lay.texts["trick_caption"])
        bottom = lay.texts["trick_caption"].rect.bottom
        for i, slot in enumerate(self.slots):
            cards, who = lay.cards[f"trick_{i}"], lay.texts[f"trick_who_{i}"]
            slot.view.set_card_height(cards.card.h)
            r = type(who.rect)(who.rect.x, who.rect.y, who.rect.w, cards.rect.bottom + 2 + 2 * L - who.rect.y)
            slot.setGeometry(self.qrect(r))
            bottom = max(bottom, r.bottom)
        centre = lay.regions["centre"]
        rect = type(centre)
        self.l_holder.setGeometry(self.qrect(rect(centre.x, bottom + 2, centre.w, L + 2)))
        # the announcements' box: as tall as its text, within the centre (set again when its text changes)
        self._announce_box = rect(centre.x, bottom + L + 6, centre.w, max(L, centre.bottom - bottom - L - 6))
        self._fit_announce()
        stock = lay.cards["stock"]
        self.l_stock.setGeometry(self.qrect(rect(stock.rect.x, stock.rect.y - L - 4, stock.rect.w, L + 2)))
        self.place_cards(self.v_stock, stock)

    _announce_box = None

    def _fit_announce(self) -> None:
        """The announcements under the trick take the lines their text needs (three when two
        combinations and a bet are said at once), never more than the centre has left."""
        box = self._announce_box
        if box is None:
            return
        need = self.l_announce.heightForWidth(box.w) if self.l_announce.text() else 0
        h = max(self._metrics.line, min(box.h, need))
        self.l_announce.setGeometry(self.qrect(type(box)(box.x, box.y, box.w, h)))

    def score_table_width(self) -> int:
        """The width the score table needs to show every column whole (in this language)."""
        view = self.score_view
        view.resizeColumnsToContents()
        head = view.horizontalHeader()
        lay = self.side_w.layout()
        margin = lay.contentsMargins().left() if lay is not None else 0
        return head.length() + 2 * view.frameWidth() + 4 + margin * 2

    def _fill_side_width(self) -> None:
        if self.side_w.width() < self.score_table_width() and self.isVisible():
            self.apply_layout()

    # --- seats and places ---------------------------------------------------------------
    def places(self) -> dict[str, int]:
        """place -> seat: the bottom seat, then clockwise left, across, right."""
        b = self.bottom_seat()
        order = {2: ("bottom", "top"), 3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}
        return {place: (b + i) % self.n for i, place in enumerate(order[self.n])}

    # --- from observation to widgets ------------------------------------------------------
    def rebuild(self, obs: ZhopaObservation) -> None:
        places = self.places()
        for place in ("left", "top", "right"):
            self.panels[place].setVisible(place in places)
        for place, seat in places.items():
            self._fill_panel(self.panels[place], seat, obs)
        self._fill_hand(obs, places["bottom"])
        self._fill_trick(obs)
        self._fill_side(obs)
        betting = (obs.phase == "bet" and self.viewer is not None and obs.to_act == self.viewer
                   and self.gate_open() and self.session.seats[self.viewer].is_human and not self.read_only)
        for b in (self.b_go, self.b_pass):
            b.setVisible(betting)
        self.l_bet_help.setText(self._bet_help(obs, self.viewer) if betting and self.viewer is not None else "")

    def _pending_deal(self) -> dict[str, Any] | None:
        deals = self.moments.pending(DEAL)
        return deals[0].data if deals else None

    def _dealt_to(self, seat: int, obs: ZhopaObservation) -> int | None:
        """Cards of the pending deal that ``seat`` holds so far (None: no deal pending)."""
        deal = self._pending_deal()
        if deal is None:
            return None
        k = self._dealt if self.current_moment(DEAL) is not None else 0
        n = self.n
        position = (seat - deal["dealer"] - 1) % n  # one at a time from the dealer's left
        return min(deal["cards_each"], k // n + (1 if position < k % n else 0))

    def _shown_count(self, seat: int, obs: ZhopaObservation) -> int:
        size = obs.hand_sizes[seat]
        deal, dealt = self._pending_deal(), self._dealt_to(seat, obs)
        if deal is None or dealt is None:
            return size
        return max(0, size - deal["cards_each"]) + dealt

    def _fill_panel(self, panel: SeatPanel, seat: int, obs: ZhopaObservation) -> None:
        seats = self.session.seats
        name = self.seat_name(seat)
        marks = []
        if obs.dealer == seat:
            marks.append(self.tr("dealer"))
        default = seats[seat].default
        if not seats[seat].is_human and not (default and default[0] == "computer"):
            marks.append(self.tr("computer"))  # a name of the player's own; "Computer 2" says it already
        panel.name.set_name(name, join_list(marks))  # a long name is cut, its marks always show
        panel.trump.setText(trump_text(obs.trumps[seat]))
        bet, target = obs.bets[seat], obs.targets[seat]
        if bet is None:
            # a replay: nobody is betting now, the bet is not made yet
            acting = obs.phase == "bet" and obs.to_act == seat and not self.read_only
            panel.bet.setText(self.tr("Betting…") if acting else self.tr("No bet yet"))
        else:
            word = self.tr("Go") if bet == "go" else self.tr("Pass")
            panel.bet.setText(self.tr("%1 — target %2").replace("%1", word).replace("%2", num(target)))
        combo = obs.combinations[seat].points
        points = obs.points[seat]
        text = self.tr("Points %1").replace("%1", num(points))
        if target is not None:
            text = self.tr("Points %1 of %2").replace("%1", num(points)).replace("%2", num(target))
        if combo:
            text += self.tr(" (combination %1)").replace("%1", num(combo))
        panel.points.setText(text)
        panel.banks_label.setText(self.tr("Banks %1").replace("%1", num(obs.banks[seat])))
        panel.banks.set_banks(obs.banks[seat])
        panel.won.setText(self.tr("Won pile: %1, %2").replace("%1", self.tr("%Ln cards", "", obs.won_counts[seat]))
                          .replace("%2", signed(self.tr("%Ln points", "", abs(obs.card_points[seat])),
                                                obs.card_points[seat])))
        panel.combo.setText(self._combo_text(obs.combinations[seat]))
        panel.set_active(obs.phase != "over" and obs.to_act == seat and self.gate_open() and not self.read_only)
        if panel.hand is not None:
            count = self._shown_count(seat, obs)
            label = self.tr("%1's card, face down").replace("%1", name)
            open_hands = obs.open_hands  # a finished game's replay, every card open
            panel.hand.model.set_rows([card_row(c, owner=seat) for c in open_hands[seat]] if open_hands else
                                      [card_row(None, face_up=False, owner=seat, label=label)
                                       for _ in range(count)])
            panel.hand.setAccessibleName(self.tr("%1: %Ln cards in hand", "", count).replace("%1", name))

    def _combo_cards(self, combo: Combination) -> str:
        """ "K♠ Q♥ = 25": the cards shown for a combination and what they score."""
        cards = " ".join(card_short(c) for c in combo.cards)
        text = self.tr("%1 = %2").replace("%1", cards).replace("%2", num(combo.points))
        return text + (self.tr(" (one suit)") if combo.one_suit else "")

    def _combo_text(self, combo: Combination) -> str:
        if not combo.points:
            return ""
        return self.tr("Combination %1").replace("%1", self._combo_cards(combo))

    def _fill_hand(self, obs: ZhopaObservation, seat: int) -> None:
        mine = self.viewer == seat
        count = self._shown_count(seat, obs)
        if obs.open_hands:  # a finished game's replay, every card open
            self.v_hand.model.set_rows([card_row(c, owner=seat) for c in obs.open_hands[seat]])
            return
        if not mine:  # another person's hand (pass-and-play between handovers): backs only
            self.v_hand.model.set_rows([card_row(None, face_up=False, owner=seat) for _ in range(count)])
            return
        # while a moment is up the cards are dimmed without a reason: a reader on the hand
        # would hear "One moment…" after every trick
        gate = self.gate_open()
        rows = [card_row(c.card, playable=c.playable, owner=seat, action=c.card,
                         reason=self._reason_text(c.reason) if gate else "")
                for c in presenter.hand(obs, seat, count, gate)]
        self.v_hand.model.set_rows(rows)

    def _reason_text(self, reason) -> str:
        """Why a card may not be played now, in the player's language (the engine's code)."""
        if not reason:
            return ""
        code, params = reason
        if code == "one_moment":
            return self.tr("One moment: the table is still moving.")
        names = [self.seat_name(s) for s in range(self.n)]
        return refusal_text(code, params, names=names, fallback=code)

    def _fill_trick(self, obs: ZhopaObservation) -> None:
        current = self.current_moment(TRICK)
        if current is None and self.current_moment(FLIGHT) is not None:
            # the card that ends a trick flies to the trick as it will be shown, not to the next one
            following = self.moments.pending()[1:2]
            current = following[0] if following and following[0].kind == TRICK else None
        moment = current.data if current is not None else None
        if moment is not None:
            plays, holder = moment["trick"], moment["winner"]
            main = moment["main_suit"]
            self.l_trick.setText(self.tr("Trick %1 — main suit %2").replace("%1", num(moment["number"]))
                                 .replace("%2", SUIT_SYMBOLS[main]))
            points = moment["points"]  # below zero for a trick of sixes
            self.l_holder.setText(signed(self.tr("Trick (%1): %Ln points", "", abs(points)), points)
                                  .replace("%1", self.seat_name(holder)))
        else:
            plays, holder = obs.trick, obs.trick_holder
            main = obs.main_suit
            if obs.phase == "bet":
                self.l_trick.setText(self.tr("Partie %1 — bets").replace("%1", num(obs.partie_number)))
            elif main:
                text = self.tr("Trick %1 — main suit %2 %3").replace("%1", num(obs.tricks_done + 1)) \
                    .replace("%2", SUIT_SYMBOLS[main]).replace("%3", suit_name(main))
                if obs.main_suit_changed:
                    text += self.tr(" (changed by an 8)")
                self.l_trick.setText(text)
            elif obs.phase == "play":
                self.l_trick.setText(self.tr("Trick %1 — lead: %2").replace("%1", num(obs.tricks_done + 1))
                                     .replace("%2", self.seat_name(obs.leader)))
            else:
                self.l_trick.setText("")
            self.l_holder.setText(self.tr("Trick held by: %1").replace("%1", self.seat_name(holder))
                                  if holder is not None else "")
        first = plays[0].seat if plays else obs.leader
        for i, slot in enumerate(self.slots):
            slot.setVisible(obs.phase == "play" or moment is not None)
            if i < len(plays):
                p = plays[i]
                role = p.role
                slot.who.setText(self.seat_name(p.seat))
                slot.role.setText(role_text(role, main if role == "eight" else None))
                slot.view.model.set_rows([card_row(p.card, owner=p.seat, trick_role=role,
                                                   highlight=p.seat == holder,
                                                   reason="")])
            else:
                seat = (first + i) % self.n if first is not None and obs.phase == "play" else None
                slot.who.setText(self.seat_name(seat) if seat is not None and moment is None else "")
                slot.role.setText("")
                slot.view.model.set_rows([])
        bets = obs.phase == "bet" and moment is None
        self.l_announce.setText("\n".join(x for x in (self._combo_announce if bets else "", self._announce) if x))
        self._fit_announce()
        stock = obs.stock_count
        deal = self._pending_deal()
        if deal is not None:  # cards still to come off the stock during the deal
            undealt = deal["cards_each"] * self.n - (self._dealt if self.current_moment(DEAL) else 0)
            stock += max(0, undealt)
        self.l_stock.setText(self.tr("Stock: %1").replace("%1", num(stock)))
        self.m_stock.set_rows([card_row(None, face_up=False, label=self.tr("stock, %Ln cards", "", stock))]
                              if stock else [])

    def _fill_side(self, obs: ZhopaObservation) -> None:
        limit = obs.max_parties
        text = self.tr("Partie %1").replace("%1", num(obs.partie_number))
        if limit:
            text = self.tr("Partie %1 of at most %2").replace("%1", num(obs.partie_number)).replace("%2", num(limit))
        self.l_partie.setText(text)
        go, pass_ = obs.target_table.go, obs.target_table.pass_
        mode = obs.trump_mode
        suits = " ".join(SUIT_SYMBOLS[s] for s in obs.trump_suits)
        modes = {"per_player": self.tr("Each player has their own trump suit"), "none": self.tr("No trumps"),
                 "one": self.tr("Trump suit for all: %1").replace("%1", suits),
                 "two": self.tr("Trump suits for all: %1").replace("%1", suits),
                 "senior_junior": self.tr("Senior trumps ♠, junior trumps ♦")}
        rules = [modes[mode], self.tr("Targets: go %1, pass %2").replace("%1", num(go)).replace("%2", num(pass_))]
        if not obs.must_beat:
            rules.append(self.tr("Beating is optional"))
        rules.append(self.tr("New cards: a fresh deal when hands are empty") if obs.refill == "redeal"
                     else self.tr("New cards: one each after every trick"))
        self.l_rules.setText("\n".join(rules))
        changed = self.m_scores.set_headers([self.tr("Player"), self.tr("Trump"), self.tr("Bet"),
                                             self.tr("Points"), self.tr("Banks")])
        rows = []
        for s in range(self.n):
            bet, target = obs.bets[s], obs.targets[s]
            bet_text = "—" if bet is None else (self.tr("go %1") if bet == "go" else self.tr("pass %1")) \
                .replace("%1", num(target))
            trumps = " ".join(SUIT_SYMBOLS[x] for x in obs.trumps[s]) or "—"
            rows.append([self.seat_name(s), trumps, bet_text, num(obs.points[s]), num(obs.banks[s])])
        changed |= self.m_scores.set_rows(rows, {obs.to_act} if obs.to_act is not None else set())
        if changed:
            self._fill_side_width()  # measuring every column is costly: only when a cell changed

    def _bet_help(self, obs: ZhopaObservation, seat: int) -> str:
        go, pass_ = obs.target_table.go, obs.target_table.pass_
        combo = obs.combinations[seat].points
        text = self.tr("Go needs %1 points and costs a bank if missed; pass needs %2 and costs nothing.") \
            .replace("%1", num(go)).replace("%2", num(pass_))
        if combo:
            text += " " + self.tr("Your combination already scores %1.").replace("%1", num(combo))
        return text

    # --- the status line -------------------------------------------------------------------
    def moment_status(self, moment) -> str:
        if moment.kind == TRICK:
            return self.tr("Trick %1 (%2) — press Continue").replace("%1", num(moment.data["number"])) \
                .replace("%2", self.seat_name(moment.data["winner"]))
        return ""

    def status_text(self, obs: ZhopaObservation) -> str:
        if self.current_moment(TRICK):
            return self.tr("Press Space or click to collect the trick")
        if self.current_moment(DEAL):
            return self.tr("Dealing (dealer: %1)…").replace("%1", self.seat_name(obs.dealer))
        to_act = obs.to_act
        human = to_act is not None and self.session.seats[to_act].is_human and self.gate_open()
        code, p = presenter.status(obs, self.viewer, human)
        if code == "over":
            return self._over_title(obs)
        if code == "bet":
            return self.tr("Go or pass? Go needs %1 points, pass %2 (keys G / P)") \
                .replace("%1", num(p["go"])).replace("%2", num(p["pass"]))
        if code == "betting":
            return self.tr("Now betting: %1").replace("%1", self.seat_name(p["seat"]))
        if code == "playing":
            return self.tr("Now playing: %1").replace("%1", self.seat_name(p["seat"]))
        if code == "lead":
            return self.tr("Your lead: play any card")
        beat, suit = card_short(p["card"]), suit_name(p["suit"])
        if code == "must_beat":
            return self.tr("Beat the %1 — you can, so you must").replace("%1", beat)
        if code == "beat_or_follow":
            return self.tr("Beat the %1 or follow %2").replace("%1", beat).replace("%2", suit)
        if code == "follow":
            return self.tr("You cannot beat the %1: follow %2").replace("%1", beat).replace("%2", suit)
        return self.tr("You cannot beat the %1 and hold no %2: play any card").replace("%1", beat) \
            .replace("%2", suit)

    def _over_title(self, obs: ZhopaObservation) -> str:
        winners = [self.seat_name(s) for s in obs.winners]
        if not winners:
            return self.tr("The game is over: a draw")
        if len(winners) == 1:
            return self.tr("Game over — winner: %1").replace("%1", winners[0])
        return self.tr("Game over — winners: %1").replace("%1", join_names(winners))

    # --- intents ---------------------------------------------------------------------------
    def _card_clicked(self, row: int) -> None:
        model = self.v_hand.model
        if not self.gate_open():
            # kept for the turn to come (or refused then with its reason), said aloud
            return self.card_in_wait(model.data(model.index(row), ActionRole), self.v_hand.by_key)
        if not model.data(model.index(row), PlayableRole):
            self.flash(model.data(model.index(row), ReasonRole) or self.tr("Not your turn."))
            return
        self.act(self.viewer, model.data(model.index(row), ActionRole))

    def _bet(self, bet: str) -> None:
        self.act(self.viewer, bet)  # made, kept for the bet to come, or refused with why

    def game_key(self, event) -> bool:
        key = event.key()
        chord = event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        if key in (Qt.Key.Key_G, Qt.Key.Key_P) and not chord:
            self._bet("go" if key == Qt.Key.Key_G else "pass")
            return True
        return False

    def focus_is_good(self, widget) -> bool:
        if widget in self.v_hand.buttons:
            if self.b_go.isVisible():
                return False  # betting: the keys belong on Go / Pass (Enter on a card only says "Bets first")
            return widget.playable() or self.v_hand.first_playable() is None
        return widget not in (self.b_go, self.b_pass) or self.b_go.isVisible()

    def focus_default(self) -> None:
        if self.b_go.isVisible():
            self.b_go.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        row = self.v_hand.first_playable()
        if row is None and self.v_hand.buttons:
            row = 0  # nothing to play now: the keys still rest on the hand
        if row is not None:
            self.v_hand.focus_card(row)
        else:
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- events -----------------------------------------------------------------------------
    def on_events(self, events: list) -> None:
        lines: list[str] = []
        live = not self._log_only
        for ev in events:
            if isinstance(ev, PartieStart):
                self._trick_so_far = []
                lines.append(self.tr("Partie %1 — dealer: %2").replace("%1", num(ev.partie))
                             .replace("%2", self.seat_name(ev.dealer)))
            elif isinstance(ev, (ZhopaDeal, Redeal)):
                fresh = not self.session.state.history  # the opening deal of a new game
                if live or fresh:  # a new table shows its first deal; a resumed one does not
                    self.queue_moment(DEAL, {"dealer": ev.dealer, "cards_each": ev.cards_each},
                                      ms=self.ctx.duration(DEAL_STEP_MS) * ev.cards_each * self.n)
                if isinstance(ev, Redeal):
                    lines.append(self.tr("New deal (dealer: %1): %Ln cards each", "", ev.cards_each)
                                 .replace("%1", self.seat_name(ev.dealer)))
            elif isinstance(ev, Combinations):
                shown = [self.tr("%1: combination %2").replace("%1", self.seat_name(s))
                         .replace("%2", self._combo_cards(c)) for s, c in enumerate(ev.combinations) if c.points]
                lines += shown
                self._combo_announce = join_parts(shown) if shown else self.tr("No combinations this partie")
                self._announce = ""
            elif isinstance(ev, Bet):
                word = self.tr("go") if ev.bet == "go" else self.tr("pass")
                lines.append(self.tr("%1: %2").replace("%1", self.seat_name(ev.seat)).replace("%2", word))
                self._announce = lines[-1]
            elif isinstance(ev, Lead):
                name, why = self.seat_name(ev.seat), ev.reason
                if why.startswith("holds"):
                    lines.append(self.tr("First lead: %1 (the lowest diamond)").replace("%1", name))
                elif why:
                    lines.append(self.tr("First lead: %1 (left of the dealer)").replace("%1", name))
                else:
                    lines.append(self.tr("First lead: %1").replace("%1", name))
            elif isinstance(ev, Play):
                self._trick_so_far.append(TrickCard(ev.seat, ev.card, ev.role))
                if live:
                    launch = self._launch
                    self.queue_flight(self._play_flight(ev.seat, ev.card, len(self._trick_so_far) - 1,
                                                        launch[1] if launch and launch[0] == ev.seat else None))
                lines.append(self.tr("%1: %2 — %3").replace("%1", self.seat_name(ev.seat))
                             .replace("%2", card_short(ev.card)).replace("%3", role_text(ev.role, ev.main_suit)))
                if ev.main_suit_changed:
                    self._announce = self.tr("The %1 changes the main suit to %2") \
                        .replace("%1", card_short(ev.card)).replace("%2", suit_name(ev.main_suit))
                elif len(self._trick_so_far) == 1:
                    self._announce = ""
                self._last_main = ev.main_suit
            elif isinstance(ev, TrickWon):
                points = ev.points  # below zero for a trick of sixes
                lines.append(signed(self.tr("Trick %1 (%2): %Ln points", "", abs(points)), points)
                             .replace("%1", num(ev.trick)).replace("%2", self.seat_name(ev.seat)))
                waits = self.public_moment_waits()
                ms = self.ctx.duration(TRICK_PAUSE_MS)
                # shown under the trick while it is held a moment, else announced here
                self._announce = "" if (ms or waits) and live else lines[-1]
                if live:
                    self.queue_moment(TRICK, {"trick": self._trick_so_far, "winner": ev.seat,
                                              "points": ev.points, "number": ev.trick,
                                              "main_suit": self._last_main}, ms=0 if waits else ms, waits=waits)
                    self.queue_flight(self._trick_flight(ev.seat))
                self._trick_so_far = []
            elif isinstance(ev, PartieOver):
                lines += self._partie_lines(ev.record)
                if live and not any(isinstance(e, ZhopaGameOver) for e in events):
                    self.queue_moment(SUMMARY, self._partie_summary(ev.record), waits=True)
            elif isinstance(ev, ZhopaGameOver):
                partie = next((e.record for e in events if isinstance(e, PartieOver)), None)
                if live:
                    self.queue_moment(SUMMARY, self._game_summary(ev, partie), waits=True)
                lines.append(self._over_title(narrow(self.session.observation(None), ZhopaObservation)))
        self.m_log.append(lines)
        if lines:
            self.log_view.scrollToBottom()

    def launch_rect(self, action: Any) -> QRect | None:
        view = self.v_hand
        for b in view.buttons:
            if view.model.data(view.model.index(b.row), ActionRole) == action:
                return self.on_table(b, view.lift_px())
        return None

    def _play_flight(self, seat: int, card: str, slot: int, launch: QRect | None):
        """A card played: from the player's hand (their panel's row) to its place in the trick."""
        def build():
            from cardgames_qt.ui.table.flights import Flight
            place = next((p for p, s in self.places().items() if s == seat), "bottom")
            source = self.v_hand if place == "bottom" else self.panels[place].hand
            src = launch if launch is not None else self.card_in(source)[0]
            view = self.slots[min(slot, len(self.slots) - 1)].view
            dst, hidden = self.card_in(view, 0 if view.buttons else None)
            return [Flight(card, src, dst, hidden)]
        return build

    def _partie_lines(self, record: PartieRecord) -> list[str]:
        """What each seat bet, scored and needed in a finished partie, and its banks after it."""
        out = []
        for s in range(self.n):
            word = self.tr("go") if record.bets[s] == "go" else self.tr("pass")
            change = record.bank_changes[s]
            what = {-1: self.tr("a bank shed"), 1: self.tr("a bank gained")}.get(change, self.tr("banks unchanged"))
            out.append(self.tr("%1 (%2): points %3, needed %4 — %5, banks left: %6")
                       .replace("%1", self.seat_name(s)).replace("%2", word)
                       .replace("%3", num(record.points[s])).replace("%4", num(record.targets[s]))
                       .replace("%5", what).replace("%6", num(record.banks[s])))
        return out

    # --- moments: the deal card by card ---------------------------------------------------------
    def show_moment(self, moment) -> None:
        if moment.kind == DEAL:
            # every card of the deal on the table, each hidden under its flight from the stock
            # until it lands (flights.py); with reduced motion the moment passes at once
            self._dealt = moment.data["cards_each"] * self.n
            if moment.ms:
                # the new hand on the table (the refresh of the pass under way, not one more),
                # then its cards fly there, hidden till they land (before the table is painted)
                self.refresh()
                QTimer.singleShot(0, lambda m=moment: self._launch_deal(m))

    def _launch_deal(self, moment) -> None:
        """The cards fly from the stock one at a time from the dealer's left; a card shows
        its face only where the table shows it (the viewer's own hand), every other one
        flies face down. A table not laid out yet (a new game's first deal): as soon as it is."""
        if self.moments.current is not moment:
            return  # landed already (Space, a click)
        if self.table_geometry is None or not self.isVisible():
            QTimer.singleShot(15, lambda m=moment: self._launch_deal(m))  # (its own timer ends it if never shown)
            return
        each, dealer, n = moment.data["cards_each"], moment.data["dealer"], self.n
        places = {seat: place for place, seat in self.places().items()}
        targets = []
        for k in range(each * n):
            seat = (dealer + 1 + k % n) % n
            place = places.get(seat)
            view = self.v_hand if place == "bottom" else self.panels[place].hand if place is not None else None
            if view is None:
                continue
            row = max(0, len(view.buttons) - each) + k // n  # the deal's cards, as the stepped deal showed them
            if row >= len(view.buttons):
                continue
            dst, hidden = self.card_in(view, row)
            face = view.model.row(row)
            targets.append((face.get("card") if face.get("face_up") else None, dst, hidden))
        stock, _hidden = self.card_in(self.v_stock, 0 if self.v_stock.buttons else None)
        self.flight_layer.launch(self.deal_flights(stock, targets, moment.ms), moment.ms)

    def end_moment(self, moment) -> None:
        if moment.kind == TRICK:  # the trick as it was shown: it flies to its taker next
            self._leaving = [c for slot in self.slots for c in self.cards_of(slot.view)]

    def _trick_flight(self, taker: int):
        """A taken trick flies to its taker's corner (their panel; yours beside your hand)."""
        def build():
            from cardgames_qt.ui.table.flights import Flight
            leaving, self._leaving = getattr(self, "_leaving", []), []
            place = next((p for p, s in self.places().items() if s == taker), "bottom")
            panel = self.panels[place]
            centre = panel.mapTo(self, panel.rect().center())
            flights = []
            for card, src in leaving:
                w, h = max(8, src.width() // 2), max(12, src.height() // 2)
                flights.append(Flight(card, src, QRect(centre.x() - w // 2, centre.y() - h // 2, w, h)))
            return flights
        return build

    # --- summaries -----------------------------------------------------------------------------
    def _bank_series(self) -> list[tuple[str, list[float]]]:
        history = narrow(self.session.observation(None), ZhopaObservation).scores_history
        series: list[tuple[str, list[float]]] = []
        for s in range(self.n):
            banks: list[float] = [START_BANKS, *(r.banks[s] for r in history)]
            series.append((self.seat_name(s), banks))
        return series

    def _partie_summary(self, record: PartieRecord) -> dict[str, Any]:
        lines = self._partie_lines(record) + ["", self.tr("Banks over the parties:")]
        return {"kind": "partie", "title": self.tr("Partie %1 is over").replace("%1", num(record.partie)),
                "lines": lines, "series": self._bank_series(), "actions": [("close", self.tr("Next partie"))],
                "x_label": self.tr("Banks over the parties:")}

    def _game_summary(self, game: ZhopaGameOver, partie: PartieRecord | None) -> dict[str, Any]:
        obs = narrow(self.session.observation(None), ZhopaObservation)
        lines = self._partie_lines(partie) if partie else []
        lines += ["", self._end_reason_text(game)]
        for s in range(self.n):
            lines.append(self.tr("%1: banks %2; rating this game %3 %").replace("%1", self.seat_name(s))
                         .replace("%2", num(obs.banks[s])).replace("%3", num(round(obs.ratings[s], 1))))
        # the safe choice first (the default): Enter never starts a new game unawares
        actions = [("close", self.tr("Close")), ("new_game", self.tr("New game")), ("home", self.tr("Start page"))]
        return {"kind": "game", "title": self._over_title(obs), "lines": lines, "series": self._bank_series(),
                "actions": actions, "x_label": self.tr("Banks over the parties:")}

    def _end_reason_text(self, game: ZhopaGameOver) -> str:
        losers = join_names(self.seat_name(s) for s in game.losers)
        reason = game.reason
        if reason == "no_banks":
            text = self.tr("%1 shed every bank.").replace("%1", join_names(self.seat_name(s) for s in game.winners))
        elif reason == "six_banks":
            text = self.tr("%1 collected six banks.").replace("%1", losers)
        else:
            text = self.tr("The partie limit is reached: the fewest banks win.")
        if len(game.losers) == 1:
            text += " " + self.tr("Loser: %1.").replace("%1", losers)
        elif losers:
            text += " " + self.tr("Losers: %1.").replace("%1", losers)
        return text
