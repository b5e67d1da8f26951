"""A replay of a finished or saved game: step through it from any seat's view.

Shows an :class:`~cardgames_qt.app.replay_model.ReplayModel` (which replays
the moves into its own states: the game shown is never touched). Step
buttons, Left/Right/Home/End, and a slider over the moves; a seat chooser
(with "All cards open" once the game is over); the coach's analysis, when
given, is shown at the moves it graded.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSlider, QStyle, QVBoxLayout, QWidget

from . import coach_text as ct

OPEN = -1  # the seat chooser's "All cards open"


class ReplayWindow(QWidget):
    def __init__(self, model, names: Sequence[str] | None = None, parent: QWidget | None = None,
                 seats: Sequence[int] | None = None, open_view: bool | None = None):
        """``seats``: whose views may be chosen, ``open_view``: offer "All cards open"; both
        as app/visibility.py decides (coach_wiring.replay_window asks it). Left out: every
        seat, and all cards open once the game is over."""
        super().__init__(parent, Qt.Window)
        self.model = model
        self.names = list(names or [])[:model.num_players]
        while len(self.names) < model.num_players:
            self.names.append(ct.fill(self.tr("Player %1"), ct.number(len(self.names) + 1)))
        self.decisions: dict[int, Any] = {}
        self.setWindowTitle(self.tr("Replay"))
        layout = QVBoxLayout(self)
        self.where = QLabel(self)
        self.where.setStyleSheet("font-weight: bold")
        self.move = QLabel(self)
        self.view = QLabel(self)
        self.coach = QLabel(self)
        for label in (self.where, self.move, self.view, self.coach):
            label.setTextFormat(Qt.PlainText)  # seat names are text, never markup
        for label in (self.move, self.view, self.coach):
            label.setWordWrap(True)
        self.seat = QComboBox(self)
        self.seat.setAccessibleName(self.tr("View of"))
        for i, name in enumerate(self.names):
            if seats is None or i in seats:
                self.seat.addItem(name, i)
        if model.finished and (open_view is None or open_view):
            self.seat.addItem(self.tr("All cards open"), OPEN)
        if not self.seat.count():  # nobody's cards may be shown: the public view
            self.seat.addItem(self.tr("Public cards only"), None)
        self.seat.currentIndexChanged.connect(self.refresh)
        self.slider = QSlider(Qt.Horizontal, self)
        self.slider.setRange(0, model.steps)
        self.slider.setAccessibleName(self.tr("Move"))
        self.slider.valueChanged.connect(self._slid)
        self.buttons = {}
        controls = QHBoxLayout()
        style = self.style()
        for key, icon, tip in (("start", QStyle.SP_MediaSkipBackward, self.tr("To the start")),
                               ("previous_mark", QStyle.SP_MediaSeekBackward,
                                self.tr("Previous round, hand or trick (Page Up)")),
                               ("back", QStyle.SP_ArrowBack, self.tr("One move back")),
                               ("forward", QStyle.SP_ArrowForward, self.tr("One move forward")),
                               ("next_mark", QStyle.SP_MediaSeekForward,
                                self.tr("Next round, hand or trick (Page Down)")),
                               ("end", QStyle.SP_MediaSkipForward, self.tr("To the end"))):
            b = QPushButton(self)
            b.setIcon(style.standardIcon(icon))  # drawn by the style: no font needs the glyphs
            b.setToolTip(tip)
            b.setAccessibleName(tip)
            b.setFocusPolicy(Qt.NoFocus)  # Left/Right step the replay wherever the focus is
            b.clicked.connect(getattr(self, key))
            self.buttons[key] = b
            controls.addWidget(b)
        controls.addStretch(1)
        seat_label = QLabel(self.tr("View of:"), self)
        seat_label.setBuddy(self.seat)
        controls.addWidget(seat_label)
        controls.addWidget(self.seat)
        for w in (self.where, self.move, self.view, self.coach):
            layout.addWidget(w)
        layout.addStretch(1)
        layout.addWidget(self.slider)
        layout.addLayout(controls)
        self.resize(640, 420)
        self.refresh()

    # --- moving -------------------------------------------------------------------------
    def start(self) -> None:
        self._go(0)

    def back(self) -> None:
        self._go(self.model.step - 1)

    def forward(self) -> None:
        self._go(self.model.step + 1)

    def end(self) -> None:
        self._go(self.model.steps)

    def previous_mark(self) -> None:
        self.model.previous_mark()
        self.refresh()

    def next_mark(self) -> None:
        self.model.next_mark()
        self.refresh()

    def _go(self, step: int) -> None:
        self.model.go_to(step)
        self.refresh()

    def _slid(self, value: int) -> None:
        if value != self.model.step:
            self._go(value)

    def keyPressEvent(self, event):
        rtl = self.layoutDirection() == Qt.RightToLeft
        keys = {Qt.Key_Left: self.forward if rtl else self.back, Qt.Key_Right: self.back if rtl else self.forward,
                Qt.Key_Home: self.start, Qt.Key_End: self.end,
                Qt.Key_PageUp: self.previous_mark, Qt.Key_PageDown: self.next_mark}
        action = keys.get(event.key())
        if action is None:
            super().keyPressEvent(event)
            return
        action()

    def set_analysis(self, analysis) -> None:
        """Show the coach's grade of each decision at the step that made it."""
        self.decisions = {d.move: d for d in analysis.decisions}
        self.refresh()

    # --- showing ------------------------------------------------------------------------
    def refresh(self) -> None:
        m = self.model
        self.slider.blockSignals(True)
        self.slider.setValue(m.step)
        self.slider.blockSignals(False)
        for key in ("start", "previous_mark", "back"):
            self.buttons[key].setEnabled(m.step > 0)
        for key in ("forward", "end"):
            self.buttons[key].setEnabled(m.step < m.steps)
        self.buttons["next_mark"].setEnabled(any(mark.step > m.step for mark in m.marks))
        where = ct.where_text(m.game_id, m.where())
        self.where.setText(ct.fill(self.tr("%1 — move %2 of %3"), where, ct.number(m.step), ct.number(m.steps)))
        last = m.last_move()
        if last is None:
            self.move.setText(self.tr("The start of the game."))
        else:
            self.move.setText(ct.fill(self.tr("%1: %2"), self.names[last[0]], self._move_seen(last)))
        seat = self.seat.currentData()
        if seat == OPEN:
            views = m.open_observations()
            self.view.setText("\n\n".join(self.names[i] + "\n" + self._describe(v, open_view=True)
                                          for i, v in enumerate(views)))
        else:
            self.view.setText(self._describe(m.observation(seat)))
        d = self.decisions.get(m.step - 1)
        self.coach.setVisible(d is not None)
        if d is not None:
            self.coach.setText(ct.fill(self.tr("Coach: the best move was %1; this one lost %2 %3."),
                                       ct.move_text(m.game_id, d.best), ct.number(d.loss, 2), ct.unit_text(d.unit)))

    def _move_seen(self, move: list[Any]) -> str:
        """The last move as the chosen view saw it: a Gops bid or a Guts
        declaration is sealed until its round resolves."""
        seat, action = move
        viewer = self.seat.currentData()
        if viewer not in (OPEN, seat) and self.model.game_id in ("gops", "guts"):
            obs = self.model.observation(viewer)
            sealed = (obs.get("committed") or obs.get("declared") or [False] * self.model.num_players)[seat]
            if sealed:
                return self.tr("a sealed choice")
        return ct.move_text(self.model.game_id, action)

    def _describe(self, obs: dict[str, Any], open_view: bool = False) -> str:
        g = self.model.game_id
        lines = []
        hand = [ct.move_text(g, c) for c in obs.get("my_hand", [])]
        lines.append(ct.fill(self.tr("Hand: %1"), " ".join(hand) or "—"))
        if g == "gops":
            if not open_view:
                lines.append(ct.fill(self.tr("Opponent's hand: %1"), " ".join(ct.gops_value(v) for v in obs["opp_hand"])))
            lines.append(ct.fill(self.tr("Prizes in play: %1"), " ".join(ct.gops_value(v) for v in obs["pot"]) or "—"))
            lines.append(ct.fill(self.tr("Score: %1"), " – ".join(ct.number(s) for s in obs["scores"])))
        elif g == "guts":
            lines.append(ct.fill(self.tr("Pot: %1"), ct.number(obs["pot"])))
            lines.append(ct.fill(self.tr("Balances: %1"), " · ".join(
                f"{self.names[i]} {ct.signed(float(Fraction(b)), 2)}" for i, b in enumerate(obs["balances"]))))
        else:
            trick = " ".join(ct.move_text(g, t["card"]) for t in obs["trick"])
            lines.append(ct.fill(self.tr("Trick: %1"), trick or "—"))
            lines.append(ct.fill(self.tr("Points: %1"), " · ".join(
                f"{self.names[i]} {ct.number(p)}" for i, p in enumerate(obs["points"]))))
        return "\n".join(lines)
