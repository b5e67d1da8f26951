"""The Gops table: prize pile, pot, sealed bids, hands, spent bids, won prizes."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QHeaderView, QTableView, QVBoxLayout, QWidget

from cardgames_qt.app.moments import FLIGHT, REVEAL, SUMMARY
from cardgames_qt.app.presenters import gops_presenter as presenter
from cardgames_qt.app.presenters.gops_presenter import PRIZE_SUIT
from cardgames_qt.engine.events import BidPlaced, GopsGameOver, GopsReveal, MatchOver
from cardgames_qt.engine.observations import GopsObservation, narrow
from cardgames_qt.ui.i18n import digits, join_names, join_status, num
from cardgames_qt.ui.table.cardview import CardRowView
from cardgames_qt.ui.table.felt import NameLabel
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
from cardgames_qt.ui.table.table_base import TableBase, panel_label, side_view, side_width
from cardgames_qt.ui.words.announce_text import held_cards_name, your_hand_name
from cardgames_qt.ui.words.cardnames import gops_card

RANK_KEYS = {Qt.Key.Key_A: 1, Qt.Key.Key_1: 1, Qt.Key.Key_0: 10, Qt.Key.Key_T: 10, Qt.Key.Key_J: 11, Qt.Key.Key_Q: 12,
             Qt.Key.Key_K: 13,
             **{getattr(Qt, f"Key_{d}"): d for d in range(2, 10)}}


def value_text(v: int) -> str:
    return {1: "A", 11: "J", 12: "Q", 13: "K"}.get(v) or digits(str(v))


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
        self._public_before = narrow(self.session.observation(None), GopsObservation)
        self._bottom_before = self.bottom_seat()
        self._build()
        self.write_story()
        self.refresh()

    # --- layout -----------------------------------------------------------------------
    def _build(self) -> None:
        ctx = self.ctx
        self.v_hand, self.v_spent, self.v_won, self.v_bid, self.l_name = {}, {}, {}, {}, {}
        for pos in ("top", "bottom"):
            self.v_hand[pos] = CardRowView(CardListModel(self), ctx,
                                           interactive=(pos == "bottom" and not self.read_only),
                                           max_cards_hint=13)
            self.v_spent[pos] = CardRowView(CardListModel(self), ctx, max_cards_hint=13)
            self.v_won[pos] = CardRowView(CardListModel(self), ctx, max_cards_hint=13)
            self.v_bid[pos] = CardRowView(CardListModel(self), ctx, max_cards_hint=1, placeholder=True)
            self.l_name[pos] = NameLabel(bold=True, size=1.2)  # a long name is cut, never its points
        self.v_hand["bottom"].cardActivated.connect(self._bid_clicked)
        self.v_pot = CardRowView(self.m_pot, ctx, max_cards_hint=4)
        self.v_pile = CardRowView(self.m_pile, ctx, max_cards_hint=1)
        self.l_pile = panel_label("", size=1.0)
        self.l_pot = panel_label("", bold=True, size=1.1)
        self.l_round = panel_label("", bold=True, size=1.1)
        self.l_rules = panel_label("", size=0.9)
        for lab in (self.l_round, self.l_rules):
            lab.setWordWrap(True)  # the side panel is narrow: on two lines, never cut (Persian)
        self.l_spent = {pos: panel_label(self.tr("Spent bids"), size=0.85) for pos in ("top", "bottom")}
        self.l_won = {pos: panel_label(self.tr("Won prizes"), size=0.85) for pos in ("top", "bottom")}
        self.l_bid = {pos: NameLabel(size=0.9) for pos in ("top", "bottom")}  # "Ann: Bid placed": only the name cut

        # every region is placed from the computed layout (place); no box negotiates sizes
        for pos in ("top", "bottom"):
            for w in (self.l_name[pos], self.v_hand[pos], self.l_spent[pos], self.v_spent[pos], self.l_won[pos],
                      self.v_won[pos], self.l_bid[pos], self.v_bid[pos]):
                w.setParent(self)
            for lab in (self.l_spent[pos], self.l_won[pos], self.l_bid[pos]):
                lab.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        for w in (self.l_pile, self.v_pile, self.l_pot, self.v_pot):
            w.setParent(self)
        for lab in (self.l_pile, self.l_pot):
            lab.setAlignment(Qt.AlignmentFlag.AlignHCenter)

        side = QVBoxLayout()
        side.addWidget(self.l_round)
        side.addWidget(self.l_rules)
        self.score_view = QTableView()
        self.score_view.setModel(self.m_scores)
        self.score_view.verticalHeader().hide()
        self.score_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        side_view(self.score_view)
        self.score_view.setAccessibleName(self.tr("Scores"))
        self.score_view.setMaximumHeight(110)
        self.log_view = LogView(self.m_log)
        self.log_view.setAccessibleName(self.tr("Game log"))
        side.addWidget(self.score_view)
        side.addWidget(panel_label(self.tr("Game log"), bold=True))
        side.addWidget(self.log_view, 1)
        side_w = QWidget(self)
        side_w.setLayout(side)
        self.side_w = side_w

    def continue_area(self) -> QRect | None:
        """The layout's row between the centre and your piles: Continue covers no card."""
        lay = self.table_geometry
        return self.qrect(lay.regions["continue"]) if lay is not None else None

    def side_need(self) -> int:
        return side_width(self.width(), self.score_view)

    def place(self, lay) -> None:
        """The computed layout (layout.py): the opponent across, the centre, you below."""
        t, c = lay.texts, lay.cards
        for pos in ("top", "bottom"):
            self.place_text(self.l_name[pos], t[f"{pos}_name"])
            self.place_cards(self.v_hand[pos], c["top_hand" if pos == "top" else "hand"])
            for key, label, view in (("spent", self.l_spent[pos], self.v_spent[pos]),
                                     ("won", self.l_won[pos], self.v_won[pos])):
                self.place_text(label, t[f"{pos}_{key}_label"])
                self.place_cards(view, c[f"{pos}_{key}"])
            self.place_text(self.l_bid[pos], t[f"bid_{pos}_label"])
            self.place_cards(self.v_bid[pos], c[f"bid_{pos}"])
        self.place_text(self.l_pile, t["pile_label"])
        self.place_cards(self.v_pile, c["pile"])
        self.place_text(self.l_pot, t["pot_label"])
        self.place_cards(self.v_pot, c["pot"])

    # --- from observation to models ----------------------------------------------------
    def positions(self) -> dict[str, int]:
        b = self.bottom_seat()
        return {"bottom": b, "top": 1 - b}

    def view(self, obs: GopsObservation) -> presenter.GopsView:
        reveal = self.current_moment(REVEAL)
        seat = self.viewer
        acting = self.session.acting_seats()
        # with a moment or an overlay up nothing is playable: the gate is shut
        legal = self.session.legal_actions(seat) if seat is not None and seat in acting and self.gate_open() else []
        names = [self.seat_name(s) for s in (0, 1)]
        humans = set(self.session.human_seats())
        summary = self.current_moment(SUMMARY)
        settled = False
        if reveal is None and summary is not None and summary.data.get("reveal") is not None:
            settled, reveal = True, summary.data["reveal"]  # a game's summary: its table as the last reveal left it
        if reveal is not None:  # the moment as it was: the table before the reveal, bids face up
            # the scores already count it (the log says who won it); the table keeps the side it
            # had when the bids were made (pass-and-play: it does not turn to the first person)
            return presenter.present(reveal.data["before"], viewer=None,
                                     bottom=reveal.data.get("bottom", self.bottom_seat()), names=names,
                                     humans=humans, acting=[], legal=[], reveal=reveal.data["event"],
                                     settled=settled, scored=True)
        ahead = self.moments.pending(REVEAL) if self.current_moment(FLIGHT) is not None else []
        if ahead:
            # a bid flies to its slot before the reveal it completes: the table as the reveal
            # will find it (not the next round already), its bids still sealed (face down)
            r = ahead[0]
            sealed = presenter.present(r.data["before"], viewer=None, bottom=r.data.get("bottom", self.bottom_seat()),
                                       names=names, humans=humans, acting=[], legal=[], reveal=r.data["event"])
            for sv in sealed.seats.values():
                sv.bid = presenter.BidView(state="placed")
            return sealed
        return presenter.present(obs, viewer=seat, bottom=self.bottom_seat(), names=names, humans=humans,
                                 acting=acting, legal=legal)

    def rebuild(self, obs: GopsObservation) -> None:
        self._public_before = narrow(self.session.observation(None), GopsObservation)
        if self.current_moment(REVEAL) is None:
            self._bottom_before = self.bottom_seat()  # the side the table is seen from, before a reveal
        view = self.view(obs)
        reasons = {"not_your_turn": self.tr("Not your turn to bid"),
                   "already_bid": self.tr("You have bid this round; wait for the reveal")}
        if not self.gate_open():
            reasons = {}  # a flip on the table: dimmed cards, no reason for a reader to hear each round
        bid_words = {"revealed": "", "mine": self.tr("Your bid"), "placed": self.tr("Bid placed"),
                     "thinking": self.tr("Thinking…"), "choosing": self.tr("Choosing…"), "": ""}
        if self.read_only:  # a replay: nobody is thinking or choosing, a bid is placed or not yet
            bid_words.update(thinking="", choosing="")
        for place, sv in view.seats.items():
            suit = sv.suit
            self.v_hand[place].model.set_rows([
                card_row(gops_card(c.value, suit), playable=c.playable, owner=sv.seat, action=c.value,
                         reason=reasons.get(c.reason, "")) for c in sv.hand])
            self.v_spent[place].model.set_rows([card_row(gops_card(v, suit), owner=sv.seat) for v in sv.spent])
            self.v_won[place].model.set_rows([card_row(gops_card(v, PRIZE_SUIT), owner=sv.seat) for v in sv.won])
            bid = sv.bid
            if bid.state == "revealed" and bid.value is not None:
                rows = [card_row(gops_card(bid.value, suit), owner=sv.seat, highlight=bid.won)]
                text = self.tr("Bid %1").replace("%1", value_text(bid.value))
            elif bid.state in ("mine", "placed"):
                shown = bid.value if bid.face_up else None
                rows = [card_row(gops_card(shown, suit) if shown is not None else None, face_up=bid.face_up,
                                 owner=sv.seat, label=self.tr("bid placed"))]
                text = bid_words[bid.state]
            else:
                rows, text = [], bid_words[bid.state]
            self.v_bid[place].model.set_rows(rows)
            # no colon before nothing
            self.l_bid[place].set_text_with_name(f"{sv.name}: {text}" if text else sv.name, sv.name)
            self.v_hand[place].setAccessibleName(your_hand_name() if sv.seat == self.viewer
                                                 else held_cards_name(sv.name, len(sv.hand)))
            name = self.tr("%1 — %Ln points this game", "", sv.score).replace("%1", sv.name)
            if view.games > 1:
                name += self.tr(" (match: %1)").replace("%1", num(sv.total))
            self.l_name[place].set_text_with_name(name, sv.name)
        self.m_pot.set_rows([card_row(gops_card(v, PRIZE_SUIT)) for v in view.pot])
        n_pile = view.pile_count
        self.m_pile.set_rows([card_row(None, face_up=False, label=self.tr("prize pile, %Ln cards", "", n_pile))]
                             if n_pile else [])
        self.l_pile.setText(self.tr("Prize pile: %1").replace("%1", num(n_pile)))
        self.l_pot.setText(self.tr("Pot: %Ln points", "", view.pot_value) if view.pot else self.tr("Pot"))
        self.l_round.setText(join_status([
            self.tr("Game %1 of %2").replace("%1", num(view.game_number)).replace("%2", num(view.games)),
            self.tr("Round %1 of %2").replace("%1", num(view.round_number)).replace("%2", num(view.cards))]))
        tie = self.tr("ties carry the pot") if view.tie_rule == "carry" else self.tr("ties discard the pot")
        self.l_rules.setText(join_status([self.tr("%Ln cards", "", view.cards), tie]))
        self.m_scores.set_headers([self.tr("Player"), self.tr("Game"), self.tr("Match")])
        self.m_scores.set_rows([[name, num(score), num(total)] for name, score, total in view.scores])
        self._status = view.status

    def status_text(self, obs: GopsObservation) -> str:
        code, p = self.view(obs).status
        if code == "match_draw":
            return self.tr("The match is over: a draw, %1 to %2.").replace("%1", num(p["a"])).replace("%2", num(p["b"]))
        if code == "match_won":
            return (self.tr("The match is over — winner: %1, %2 to %3.").replace("%1", p["name"])
                    .replace("%2", num(p["high"])).replace("%3", num(p["low"])))
        if code == "choose_bid":
            return (self.tr("Choose your bid for the %1 — pot %2").replace("%1", value_text(p["prize"]) + "♦")
                    .replace("%2", num(p["pot"])))
        if code == "waiting":
            return self.tr("Waiting for a bid: %1").replace("%1", join_names(p["names"]))
        if code in ("won", "tie"):
            return self.reveal_text((code, p))
        return ""

    def reveal_text(self, line: tuple[str, dict[str, Any]]) -> str:
        code, p = line
        pot = "+".join(value_text(v) for v in p["pot"])
        text = (self.tr("%1 bid %2, %3 bid %4: a tie, nobody wins the pot (%5)") if code == "tie"
                else self.tr("%1 bid %2, %3 bid %4 → winner: %5, %6 (%7)"))
        points = self.tr("%Ln points", "", p["points"]) if code == "won" else ""  # plural forms per language
        return (text.replace("%1", p["a"]).replace("%2", value_text(p["bid_a"])).replace("%3", p["b"])
                .replace("%4", value_text(p["bid_b"])).replace("%5", p.get("winner", pot) if code == "won" else pot)
                .replace("%6", pot).replace("%7", points))

    # --- intents -------------------------------------------------------------------------------
    def _bid_clicked(self, row: int) -> None:
        model = self.v_hand["bottom"].model
        action = model.data(model.index(row), ActionRole)
        if not self.gate_open():
            return self.card_in_wait(action, self.v_hand["bottom"].by_key)  # kept for the next bid, said aloud
        if not model.data(model.index(row), PlayableRole):
            reason = model.data(model.index(row), ReasonRole)
            if reason:
                self.flash(reason)
            return
        self.act(self.viewer, action)

    def game_key(self, event) -> bool:
        value = RANK_KEYS.get(event.key())
        if value is None or event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        self.act(self.viewer, value)
        return True

    def focus_is_good(self, widget) -> bool:
        buttons = self.v_hand["bottom"].buttons
        if widget in buttons:
            return bool(widget.playable()) or self.v_hand["bottom"].first_playable() is None
        return True

    def focus_default(self) -> None:
        view = self.v_hand["bottom"]
        row = view.first_playable()
        if row is None and view.buttons:
            row = 0  # nothing to bid now: the keys still rest on the hand
        if row is not None:
            view.focus_card(row)
        else:
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- events -------------------------------------------------------------------------------------
    def write_story(self) -> None:
        """A resumed game (or a replay's step) shows its whole story so far."""
        self.write_log(self.log_story())

    def write_log(self, events: list) -> None:
        names = [self.seat_name(s) for s in (0, 1)]
        lines = [self.reveal_text(presenter.reveal_line(ev, names)) for ev in events if isinstance(ev, GopsReveal)]
        self.m_log.append(lines)
        if lines:
            self.log_view.scrollToBottom()

    def launch_rect(self, action: Any) -> QRect | None:
        view = self.v_hand["bottom"]
        for b in view.buttons:
            if view.model.data(view.model.index(b.row), ActionRole) == action:
                return self.on_table(b, view.lift_px())
        return None

    def _bid_flight(self, seat: int, launch: QRect | None):
        """A bid placed: the card flies from its hand to its bid slot (face down but yours)."""
        def build():
            pos = "bottom" if seat == self.bottom_seat() else "top"
            bid = self.v_bid[pos]
            dst, hidden = self.card_in(bid, 0 if bid.buttons else None)
            src = launch if launch is not None and pos == "bottom" else self.card_in(self.v_hand[pos])[0]
            row = bid.model.row(0) if bid.buttons else {}
            from cardgames_qt.ui.table.flights import Flight
            return [Flight(row.get("card") if row.get("face_up") else None, src, dst, hidden)]
        return build

    def on_events(self, events: list) -> None:
        self.write_log(events)
        before = self._public_before
        last = reveal = None
        launch = self._launch
        for ev in events:
            if isinstance(ev, BidPlaced):
                self.queue_flight(self._bid_flight(ev.seat, launch[1] if launch and launch[0] == ev.seat
                                                   else None))
            if isinstance(ev, GopsReveal):
                last = ev
                # a public result: shown for a moment; in pass-and-play until someone continues
                reveal = self.queue_moment(REVEAL, {"event": ev, "before": before, "bottom": self._bottom_before},
                                           ms=self.ctx.duration(1400),
                                           waits=self.public_moment_waits())
                if ev.winner is not None:
                    self.queue_flight(self._prize_flight(ev.winner, len(ev.pot)))
            elif isinstance(ev, GopsGameOver) and not any(isinstance(e, MatchOver) for e in events):
                self.queue_moment(SUMMARY, dict(self._game_summary(ev, before, last), reveal=reveal), waits=True)
            elif isinstance(ev, MatchOver):
                self.queue_moment(SUMMARY, dict(self._match_summary(ev, before, last), reveal=reveal), waits=True)

    def show_moment(self, moment) -> None:
        if moment.kind == REVEAL:
            self.refresh_now()  # the bids on the table, then turned over
            self._flip_bids()

    def _flip_bids(self) -> None:
        """Both bids turn over together where they lie, on the flight layer (their backs
        narrow to nothing, their faces widen back); Space lands them, reduced motion shows
        them face up at once."""
        from cardgames_qt.ui.table.flights import FLIP_MS, Flight
        ms = self.ctx.duration(FLIP_MS)
        if not ms or self.read_only:
            return
        flights = []
        for pos in ("top", "bottom"):
            view = self.v_bid[pos]
            if not view.buttons:
                continue
            row = view.model.row(0)
            if not row.get("face_up"):
                continue  # nothing to turn (never a face the viewer may not see)
            rect, hidden = self.card_in(view, 0)
            flights.append(Flight(row.get("card"), rect, rect, hidden, flip=True))
        self.flight_layer.launch(flights, ms)

    def end_moment(self, moment) -> None:
        if moment.kind == REVEAL:
            self._leaving = self.cards_of(self.v_pot)  # the prizes, as the flip left them

    def _prize_flight(self, winner: int, count: int):
        """The prizes fly from the pot to the winner's won pile, where they land."""
        def build():
            from cardgames_qt.ui.table.flights import Flight
            leaving, self._leaving = getattr(self, "_leaving", []), []
            won = self.v_won["bottom" if winner == self.bottom_seat() else "top"]
            rows = list(range(max(0, len(won.buttons) - count), len(won.buttons)))
            flights = []
            for (card, src), row in zip(leaving[-count:], rows[-len(leaving[-count:]):] if leaving else [],
                                        strict=False):
                dst, hidden = self.card_in(won, row)
                flights.append(Flight(card, src, dst, hidden))
            return flights
        return build

    def moment_status(self, moment) -> str:
        if moment.kind == REVEAL:
            names = [self.seat_name(s) for s in (0, 1)]
            return self.reveal_text(presenter.reveal_line(moment.data["event"], names))
        return ""

    def _game_summary(self, ev: GopsGameOver, before: GopsObservation, last: GopsReveal | None) -> dict[str, Any]:
        a, b = ev.scores
        n = num(ev.game_index + 1)
        if a == b:
            title = self.tr("Game %1: a draw, %2 to %3").replace("%1", n).replace("%2", num(a)).replace("%3", num(b))
        else:
            w = 0 if a > b else 1
            title = (self.tr("Game %1 — winner: %2, %3 to %4").replace("%1", n).replace("%2", self.seat_name(w))
                     .replace("%3", num(max(a, b))).replace("%4", num(min(a, b))))
        lines = []
        totals = ev.totals
        if before.games > 1:
            lines.append(self.tr("Match so far: %1 %2, %3 %4").replace("%1", self.seat_name(0))
                         .replace("%2", num(totals[0])).replace("%3", self.seat_name(1)).replace("%4", num(totals[1])))
        return {"kind": "game", "title": title, "lines": lines, "series": self._round_series(before, last),
                "actions": [("close", self.tr("Next game"))], "x_label": self.tr("Points by round")}

    def _round_series(self, before: GopsObservation, last: GopsReveal | None) -> list[tuple[str, list[int]]]:
        """Points round by round of the game that just ended: the rounds seen before, then its last reveal."""
        rounds = list(before.rounds) + ([presenter.round_of(last)] if last is not None else [])
        cum = presenter.cumulative(rounds)
        return [(self.seat_name(0), cum[0]), (self.seat_name(1), cum[1])]

    def _match_summary(self, ev: MatchOver, before: GopsObservation, last: GopsReveal | None) -> dict[str, Any]:
        totals = ev.totals
        winners = ev.winners
        if len(winners) == 1:
            title = (self.tr("Match — winner: %1, %2 to %3").replace("%1", self.seat_name(winners[0]))
                     .replace("%2", num(max(totals))).replace("%3", num(min(totals))))
        else:
            title = self.tr("The match is shared, %1 to %2").replace("%1", num(totals[0])).replace("%2", num(totals[1]))
        results = narrow(self.session.observation(None), GopsObservation).game_results
        lines = [self.tr("Game %1: %2 – %3").replace("%1", num(i + 1)).replace("%2", num(r[0])).replace("%3", num(r[1]))
                 for i, r in enumerate(results)]
        if len(results) == 1:  # one game: show it round by round
            series, x_label = self._round_series(before, last), self.tr("Points by round")
        else:
            cum = presenter.game_totals(results)
            series, x_label = [(self.seat_name(0), cum[0]), (self.seat_name(1), cum[1])], self.tr("Totals by game")
        # the safe choice first (the default): Enter never starts a new match unawares
        actions = [("close", self.tr("Close")), ("new_game", self.tr("New match")), ("home", self.tr("Start page"))]
        return {"kind": "match", "title": title, "lines": lines, "series": series, "actions": actions,
                "x_label": x_label}
