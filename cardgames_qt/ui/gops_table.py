"""The Gops table: prize pile, pot, sealed bids, hands, spent bids, won prizes."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (QHBoxLayout, QHeaderView, QListView, QTableView,
                               QVBoxLayout, QWidget)

from .cardnames import gops_card
from .cardview import CardRowView
from .models import ActionRole, CardListModel, LogModel, TableModel, card_row
from .table_base import TableBase, panel_label

HAND_SUITS = ("C", "S")  # A holds clubs, B holds spades; prizes are diamonds
PRIZE_SUIT = "D"
RANK_KEYS = {Qt.Key_A: 1, Qt.Key_1: 1, Qt.Key_0: 10, Qt.Key_T: 10, Qt.Key_J: 11, Qt.Key_Q: 12, Qt.Key_K: 13,
             **{getattr(Qt, f"Key_{d}"): d for d in range(2, 10)}}


def value_text(v: int) -> str:
    return {1: "A", 11: "J", 12: "Q", 13: "K"}.get(v, str(v))


class GopsTable(TableBase):
    def __init__(self, controller, ctx, parent=None):
        super().__init__(controller, ctx, parent)
        self.m_hand = {s: CardListModel(self) for s in (0, 1)}
        self.m_spent = {s: CardListModel(self) for s in (0, 1)}
        self.m_won = {s: CardListModel(self) for s in (0, 1)}
        self.m_bid = {s: CardListModel(self) for s in (0, 1)}
        self.m_pot = CardListModel(self)
        self.m_pile = CardListModel(self)
        self.m_scores = TableModel([], self)
        self.m_log = LogModel(self)
        self._reveal: dict[str, Any] | None = None  # the last reveal, shown for a moment
        self._pending_summaries: list[tuple] = []
        self._rounds_seen: list[dict[str, Any]] = []
        self._reveal_timer = QTimer(self)
        self._reveal_timer.setSingleShot(True)
        self._reveal_timer.timeout.connect(self._end_reveal)
        self._build()
        # a resumed game shows what happened so far in this game
        self.on_events([{"type": "reveal", "log_only": True, **r} for r in self.session.observation(None)["rounds"]])
        self.refresh()

    # --- layout -----------------------------------------------------------------------
    def _build(self) -> None:
        ctx = self.ctx
        self.v_hand, self.v_spent, self.v_won, self.v_bid, self.l_name = {}, {}, {}, {}, {}
        for pos in ("top", "bottom"):
            self.v_hand[pos] = CardRowView(CardListModel(self), ctx, interactive=(pos == "bottom"), max_cards_hint=13)
            self.v_spent[pos] = CardRowView(CardListModel(self), ctx, max_cards_hint=13)
            self.v_won[pos] = CardRowView(CardListModel(self), ctx, max_cards_hint=13)
            self.v_bid[pos] = CardRowView(CardListModel(self), ctx, max_cards_hint=1, placeholder=True)
            self.l_name[pos] = panel_label("", bold=True, size=1.2)
        self.v_hand["bottom"].cardActivated.connect(self._bid_clicked)
        self.v_pot = CardRowView(self.m_pot, ctx, max_cards_hint=4)
        self.v_pile = CardRowView(self.m_pile, ctx, max_cards_hint=1)
        self.l_pile = panel_label("", size=1.0)
        self.l_pot = panel_label("", bold=True, size=1.1)
        self.l_round = panel_label("", bold=True, size=1.1)
        self.l_rules = panel_label("", size=0.9)
        self.l_spent = {pos: panel_label(self.tr("Spent bids"), size=0.85) for pos in ("top", "bottom")}
        self.l_won = {pos: panel_label(self.tr("Won prizes"), size=0.85) for pos in ("top", "bottom")}
        self.l_bid = {pos: panel_label("", size=0.9) for pos in ("top", "bottom")}

        main = QVBoxLayout()
        main.setSpacing(4)
        main.addWidget(self.l_name["top"])
        main.addWidget(self.v_hand["top"])
        main.addLayout(self._pair_row("top"))
        main.addStretch(1)
        # centre: prize pile, pot, the two bids
        centre = QHBoxLayout()
        centre.setSpacing(24)
        centre.addLayout(self._labelled(self.l_pile, self.v_pile), 0)
        centre.addLayout(self._labelled(self.l_pot, self.v_pot), 2)
        centre.addLayout(self._labelled(self.l_bid["top"], self.v_bid["top"]), 1)
        centre.addLayout(self._labelled(self.l_bid["bottom"], self.v_bid["bottom"]), 1)
        main.addLayout(centre)
        main.addStretch(1)
        main.addLayout(self._pair_row("bottom"))
        main.addWidget(self.v_hand["bottom"])
        main.addWidget(self.l_name["bottom"])

        side = QVBoxLayout()
        side.addWidget(self.l_round)
        side.addWidget(self.l_rules)
        self.score_view = QTableView()
        self.score_view.setModel(self.m_scores)
        self.score_view.verticalHeader().hide()
        self.score_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.score_view.setAccessibleName(self.tr("Scores"))
        self.score_view.setMaximumHeight(110)
        self.log_view = QListView()
        self.log_view.setModel(self.m_log)
        self.log_view.setAccessibleName(self.tr("Game log"))
        self.log_view.setWordWrap(True)
        side.addWidget(self.score_view)
        side.addWidget(panel_label(self.tr("Game log"), bold=True))
        side.addWidget(self.log_view, 1)
        side_w = QWidget()
        side_w.setLayout(side)
        side_w.setFixedWidth(260)

        outer = QHBoxLayout(self)
        outer.addLayout(main, 1)
        outer.addWidget(side_w)

    @staticmethod
    def _labelled(label, view):
        lay = QVBoxLayout()
        lay.setSpacing(2)
        label.setAlignment(Qt.AlignHCenter)
        lay.addWidget(label)
        lay.addWidget(view)
        lay.addStretch()
        return lay

    def _pair_row(self, pos: str):
        row = QHBoxLayout()
        row.setSpacing(24)
        row.addLayout(self._labelled(self.l_spent[pos], self.v_spent[pos]), 1)
        row.addLayout(self._labelled(self.l_won[pos], self.v_won[pos]), 1)
        return row

    def resizeEvent(self, event):
        # cards scale with the window: the hand gets the largest share of the height
        h = self.height()
        big = max(60, min(190, int(h * 0.17)))
        small = max(36, int(big * 0.5))
        for pos in ("top", "bottom"):
            self.v_hand[pos].set_card_height(big if pos == "bottom" else int(big * 0.7))
            self.v_spent[pos].set_card_height(small)
            self.v_won[pos].set_card_height(small)
            self.v_bid[pos].set_card_height(int(big * 0.75))
        self.v_pot.set_card_height(big)
        self.v_pile.set_card_height(big)
        super().resizeEvent(event)

    # --- from observation to models ----------------------------------------------------
    def positions(self) -> dict[str, int]:
        b = self.bottom_seat()
        return {"bottom": b, "top": 1 - b}

    def rebuild(self, obs: dict[str, Any]) -> None:
        self._rounds_seen = list(obs["rounds"])
        pos = self.positions()
        viewer = self.viewer
        acting = set(self.session.acting_seats())
        for place, seat in pos.items():
            suit = HAND_SUITS[seat]
            can_bid = (place == "bottom" and viewer == seat and seat in acting
                       and self.session.seats[seat].is_human)
            legal = set(self.session.legal_actions(seat)) if can_bid else set()
            hand_rows = []
            for v in (obs["my_hand"] if viewer == seat else obs["hands"][seat]):
                reason = "" if v in legal else (self.tr("Not your turn to bid") if place == "bottom" else "")
                if place == "bottom" and viewer == seat and obs["committed"][seat]:
                    reason = self.tr("You have bid this round; wait for the reveal")
                hand_rows.append(card_row(gops_card(v, suit), playable=v in legal, owner=seat,
                                          action=v, reason=reason))
            self.v_hand[place].model.set_rows(hand_rows)
            self.v_spent[place].model.set_rows([card_row(gops_card(v, suit), owner=seat) for v in obs["spent"][seat]])
            self.v_won[place].model.set_rows([card_row(gops_card(v, PRIZE_SUIT), owner=seat) for v in obs["won"][seat]])
            # the bid slot: a sealed bid is face down for everybody but its owner
            bid_rows, bid_text = [], ""
            if self._reveal is not None:
                v = self._reveal["bids"][seat]
                won = self._reveal.get("winner") == seat
                bid_rows = [card_row(gops_card(v, suit), owner=seat, highlight=won)]
                bid_text = self.tr("Bid %1").replace("%1", value_text(v))
            elif obs["committed"][seat]:
                mine = viewer == seat and obs.get("my_bid") is not None
                bid_rows = [card_row(gops_card(obs["my_bid"], suit) if mine else None, face_up=mine, owner=seat,
                                     label=self.tr("bid placed"))]
                bid_text = self.tr("Your bid") if mine else self.tr("Bid placed")
            elif not obs["is_over"]:
                bid_text = self.tr("Thinking…") if not self.session.seats[seat].is_human else self.tr("Choosing…")
            self.v_bid[place].model.set_rows(bid_rows)
            self.l_bid[place].setText(f"{self.seat_name(seat)}: {bid_text}")
            total = obs["totals"][seat]
            self.l_name[place].setText(self.tr("%1 — %2 points this game").replace("%1", self.seat_name(seat))
                                       .replace("%2", str(obs["scores"][seat]))
                                       + (self.tr(" (match: %1)").replace("%1", str(total)) if obs["games"] > 1 else ""))
        self.m_pot.set_rows([card_row(gops_card(v, PRIZE_SUIT), label=None or "") for v in obs["pot"]])
        n_pile = obs["prize_pile_count"]
        self.m_pile.set_rows([card_row(None, face_up=False, label=self.tr("prize pile, %n cards", "", n_pile)
                                       .replace("%n", str(n_pile)))] if n_pile else [])
        self.l_pile.setText(self.tr("Prize pile: %1").replace("%1", str(n_pile)))
        pot_value = sum(obs["pot"])
        self.l_pot.setText(self.tr("Pot: %1 points").replace("%1", str(pot_value)) if obs["pot"] else self.tr("Pot"))
        self.l_round.setText(self.tr("Game %1 of %2 · Round %3 of %4")
                             .replace("%1", str(min(obs["game_index"] + 1, obs["games"])))
                             .replace("%2", str(obs["games"]))
                             .replace("%3", str(min(obs["round"] + 1, obs["cards"])))
                             .replace("%4", str(obs["cards"])))
        tie = self.tr("ties carry the pot") if obs["tie_rule"] == "carry" else self.tr("ties discard the pot")
        self.l_rules.setText(self.tr("%1 cards · %2").replace("%1", str(obs["cards"])).replace("%2", tie))
        self.m_scores.set_headers([self.tr("Player"), self.tr("Game"), self.tr("Match")])
        self.m_scores.set_rows([[self.seat_name(s), obs["scores"][s], obs["totals"][s]] for s in (0, 1)])

    def status_text(self, obs: dict[str, Any]) -> str:
        if obs["is_over"]:
            a, b = obs["totals"]
            if a == b:
                return self.tr("The match is over: a draw, %1 to %2.").replace("%1", str(a)).replace("%2", str(b))
            w = 0 if a > b else 1
            return self.tr("The match is over: won by %1, %2 to %3.").replace("%1", self.seat_name(w)) \
                .replace("%2", str(max(a, b))).replace("%3", str(min(a, b)))
        viewer = self.viewer
        prize = obs["pot"][-1] if obs["pot"] else None
        pot_value = sum(obs["pot"])
        if viewer is not None and viewer in self.session.acting_seats():
            return (self.tr("Choose your bid for the %1 — pot %2").replace("%1", value_text(prize) + "♦")
                    .replace("%2", str(pot_value)))
        waiting = [self.seat_name(s) for s in self.session.acting_seats()]
        if waiting:
            return self.tr("Waiting for %1 to bid").replace("%1", ", ".join(waiting))
        return ""

    # --- intents -------------------------------------------------------------------------------
    def _bid_clicked(self, row: int) -> None:
        seat = self.positions()["bottom"]
        model = self.v_hand["bottom"].model
        action = model.data(model.index(row), ActionRole)
        self.controller.submit(seat, action)

    def keyPressEvent(self, event):
        value = RANK_KEYS.get(event.key())
        if value is not None and self.viewer is not None:
            self.controller.submit(self.viewer, value)
            return
        if self._reveal is not None and event.key() in (Qt.Key_Space, Qt.Key_Escape):
            self._end_reveal()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event):
        if self._reveal is not None:
            self._end_reveal()  # a click skips the animation
        super().mousePressEvent(event)

    def focus_default(self) -> None:
        view = self.v_hand["bottom"]
        row = view.first_playable()
        if row is not None:
            view.focus_card(row)

    # --- events -------------------------------------------------------------------------------------
    def on_events(self, events: list) -> None:
        lines = []
        for ev in events:
            t = ev.get("type")
            if t == "reveal":
                if not ev.get("log_only"):
                    self._rounds_seen.append({"pot": ev.get("pot", []), "bids": ev["bids"],
                                              "winner": ev.get("winner"), "points": ev.get("points", 0)})
                bids = ev["bids"]
                a, b = (value_text(x) for x in bids)
                winner = ev.get("winner")
                pot = ev.get("pot", [])
                pot_txt = "+".join(value_text(v) for v in pot)
                if winner is None:
                    lines.append(self.tr("%1 bid %2, %3 bid %4: tie over %5").replace("%1", self.seat_name(0))
                                 .replace("%2", a).replace("%3", self.seat_name(1)).replace("%4", b)
                                 .replace("%5", pot_txt))
                else:
                    lines.append(self.tr("%1 bid %2, %3 bid %4 → won by %5: %6 (%7 points)")
                                 .replace("%1", self.seat_name(0)).replace("%2", a).replace("%3", self.seat_name(1))
                                 .replace("%4", b).replace("%5", self.seat_name(winner)).replace("%6", pot_txt)
                                 .replace("%7", str(sum(pot))))
                if ev.get("log_only"):
                    continue
                self._reveal = ev
                ms = self.ctx.duration(1400)
                if ms:
                    self._reveal_timer.start(ms)
                    self._flip_pending = self.ctx.duration(350)  # both bids turn over together
                else:
                    self._reveal = None
            elif t == "game_over":
                self._game_over(ev)
            elif t == "match_over":
                self._match_over(ev)
        self.m_log.append(lines)
        if lines:
            self.log_view.scrollToBottom()
        if getattr(self, "_flip_pending", 0):
            ms, self._flip_pending = self._flip_pending, 0
            QTimer.singleShot(0, lambda: [self.v_bid[p].flip_in(ms) for p in ("top", "bottom")])
        if self._pending_summaries:
            # after the reveal has been seen (or at once with reduced motion)
            QTimer.singleShot(self.ctx.duration(1400), self.show_pending_summary)

    def _end_reveal(self) -> None:
        self._reveal_timer.stop()
        if self._reveal is not None:
            self._reveal = None
            self.refresh()

    def _series(self, rounds: list[dict[str, Any]]) -> list[tuple[str, list[float]]]:
        cum = [[0], [0]]
        for r in rounds:
            for s in (0, 1):
                cum[s].append(cum[s][-1] + (r.get("points", 0) if r.get("winner") == s else 0))
        return [(self.seat_name(0), cum[0]), (self.seat_name(1), cum[1])]

    def _game_over(self, ev: dict[str, Any]) -> None:
        rounds = ev.get("rounds") or self._rounds_seen
        a, b = ev["scores"]
        if a == b:
            title = self.tr("Game %1: a draw, %2 to %3").replace("%1", str(ev["game_index"] + 1)) \
                .replace("%2", str(a)).replace("%3", str(b))
        else:
            w = 0 if a > b else 1
            title = self.tr("Game %1 won by %2, %3 to %4").replace("%1", str(ev["game_index"] + 1)) \
                .replace("%2", self.seat_name(w)).replace("%3", str(max(a, b))).replace("%4", str(min(a, b)))
        lines = []
        totals = ev.get("totals")
        games = self.session.state.variant.games if hasattr(self.session.state, "variant") else 1
        if games > 1 and totals:
            lines.append(self.tr("Match so far: %1 %2, %3 %4").replace("%1", self.seat_name(0))
                         .replace("%2", str(totals[0])).replace("%3", self.seat_name(1)).replace("%4", str(totals[1])))
        self._pending_summaries.append(("game", title, lines, self._series(rounds), self.tr("Points by round")))

    def _match_over(self, ev: dict[str, Any]) -> None:
        totals = ev["totals"]
        winners = ev.get("winners") or []
        if len(winners) == 1:
            title = self.tr("Match won by %1, %2 to %3").replace("%1", self.seat_name(winners[0])) \
                .replace("%2", str(max(totals))).replace("%3", str(min(totals)))
        else:
            title = self.tr("The match is shared, %1 to %2").replace("%1", str(totals[0])).replace("%2", str(totals[1]))
        results = getattr(self.session.state, "game_results", [])
        lines = [self.tr("Game %1: %2 – %3").replace("%1", str(i + 1)).replace("%2", str(r[0])).replace("%3", str(r[1]))
                 for i, r in enumerate(results)]
        cum = [[0], [0]]
        for r in results:
            for s in (0, 1):
                cum[s].append(cum[s][-1] + r[s])
        series = [(self.seat_name(0), cum[0]), (self.seat_name(1), cum[1])]
        if len(results) == 1 and self._pending_summaries:
            series = self._pending_summaries[-1][3]  # one game: show it round by round
        # the match summary replaces the last game's: it says everything
        self._pending_summaries = [("match", title, lines, series, self.tr("Totals by game"))]

    def show_pending_summary(self) -> None:
        if not self._pending_summaries:
            return
        kind, title, lines, series, _x = self._pending_summaries.pop(0)
        if kind == "match":
            actions = [("new_game", self.tr("New match")), ("home", self.tr("Start page")), ("close", self.tr("Close"))]
        else:
            actions = [("close", self.tr("Next game"))]
        self.summary.present(kind, title, lines, series, actions)
