"""A replay of a finished or saved game, drawn as the table: step through it from any seat's view.

Shows an :class:`~cardgames_qt.app.replay.replay_model.ReplayModel` (which replays
the moves into its own states: the game shown is never touched) through the
game's own table (cards from the deck, trick, pot, prize, seats, scores, log)
in its read-only mode, over a :class:`~cardgames_qt.app.replay.replay_session.ReplaySession`.
Under the table: where the step is, the move that led to it, the coach's grade
when given, the timeline and the seat chooser (with "All cards open" once the
game is over).

Keys (wherever the focus is in the replay, the "View of" box included):
←/→ a move back / forward (mirrored right to left), Home / End the start / the
end, Page Up / Page Down the previous / next round, hand or trick; Escape
closes. The dialog is placed like any dialog of the main window: centred on
it, and never larger than the screen.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QRect, QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from cardgames_qt.engine.observations import GopsObservation, GutsObservation
from cardgames_qt.ui.words import coach_text as ct

OPEN = -1  # the seat chooser's "All cards open"
# the replay's share of the main window it opens over
SHARE = 1.0
# right to left, "back" points right: the style mirrors its arrows itself, these icons it does not
MIRRORED = {QStyle.StandardPixmap.SP_MediaSkipBackward: QStyle.StandardPixmap.SP_MediaSkipForward,
            QStyle.StandardPixmap.SP_MediaSkipForward: QStyle.StandardPixmap.SP_MediaSkipBackward,
            QStyle.StandardPixmap.SP_MediaSeekBackward: QStyle.StandardPixmap.SP_MediaSeekForward,
            QStyle.StandardPixmap.SP_MediaSeekForward: QStyle.StandardPixmap.SP_MediaSeekBackward}


class ReplayController(QObject):
    """What a table asks of its controller, for a replay: who is looking; never a move."""

    changed = Signal(list)
    refused = Signal(str)
    viewerChanged = Signal(object)
    handoverRequested = Signal(int)
    thinking = Signal(int, bool)
    read_only = True
    pass_and_play = False
    is_shut_down = False

    def __init__(self, session, viewer: int | None, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.viewer = viewer
        self.hold = lambda: False
        self.move_delay_ms = 0

    def set_viewer(self, viewer: int | None) -> None:
        self.viewer = viewer
        self.viewerChanged.emit(viewer)

    def submit(self, seat: int, action: Any) -> bool:
        return False  # nothing is played in a replay

    def ask_viewer(self) -> None:
        pass

    def hide_private(self) -> None:
        pass

    def confirm_handover(self) -> None:
        pass

    def schedule_computers(self) -> None:
        pass

    def start(self) -> None:
        pass

    def pause(self, paused: bool = True) -> None:
        pass

    def shutdown(self) -> None:
        pass


class Timeline(QSlider):
    """The replay's slider: one notch per move."""

    def __init__(self, parent: QWidget):
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setPageStep(1)


_own_context = None


def _context(widget: QWidget | None):
    """The card images and deck of the window the replay opens over; without one, a set
    shared by such replays for the whole run (a card cache is never made per replay)."""
    global _own_context
    while widget is not None:
        ctx = getattr(widget, "ctx", None)
        if ctx is not None and hasattr(ctx, "cache"):
            return ctx
        widget = widget.parentWidget()
    if _own_context is None:
        from cardgames_qt.ui.context import UiContext
        _own_context = UiContext(reduced_motion=True)
    return _own_context


def dialog_rect(anchor: QRect | None, available: QRect, wanted: QSize, minimum: QSize) -> QRect:
    """A dialog's client rectangle: ``wanted`` (at least ``minimum``), never more than the
    screen's available area less the window manager's decorations, centred on ``anchor``
    (the main window) and moved inside the screen."""
    from cardgames_qt.ui.main_window import DECORATIONS
    room = available.marginsRemoved(DECORATIONS)
    # the table's honest minimum wins over the room (a screen as narrow as the minimum):
    # then the dialog is kept inside the screen itself
    size = wanted.boundedTo(room.size()).expandedTo(minimum)
    centre = anchor.center() if anchor is not None else room.center()
    x = min(max(centre.x() - size.width() // 2, room.left()), room.right() - size.width() + 1)
    y = min(max(centre.y() - size.height() // 2, room.top()), room.bottom() - size.height() + 1)
    x = max(x, available.left())
    y = max(y, available.top())
    return QRect(x, y, size.width(), size.height())


class ReplayWindow(QDialog):
    def __init__(self, model, names: Sequence[str] | None = None, parent: QWidget | None = None,
                 seats: Sequence[int] | None = None, people: Sequence[dict[str, Any]] | None = None,
                 open_view: bool | None = None):
        """``seats``: whose views may be chosen, ``open_view``: offer "All cards open"; both
        as app/visibility.py decides (coach_wiring.replay_window asks it). Left out: every
        seat, and all cards open once the game is over. ``people``: the save's seats
        (names, kinds)."""
        super().__init__(parent)
        from cardgames_qt.app.replay.replay_session import ReplaySession
        from cardgames_qt.app.session import Seat
        self.model = model
        self.names = list(names or [])[:model.num_players]
        while len(self.names) < model.num_players:
            self.names.append(ct.fill(self.tr("Player %1"), ct.number(len(self.names) + 1)))
        self.allowed = list(seats) if seats is not None else None
        self.open_allowed = open_view is None or bool(open_view)
        self.decisions: dict[int, Any] = {}
        self.setWindowTitle(self.tr("Replay"))
        people = list(people or [])
        seat_list = [Seat.from_dict(people[i]) if i < len(people) and isinstance(people[i], dict)
                     else Seat(name=self.names[i]) for i in range(model.num_players)]
        self.session = ReplaySession(model, seat_list)

        self.seat = QComboBox(self)
        self.seat.setAccessibleName(self.tr("View of"))
        for label, seat in self.seat_choices():
            self.seat.addItem(label, seat)
        self.controller = ReplayController(self.session, self._viewer(self.seat.currentData()), self)
        from cardgames_qt.ui.main_window import table_class
        self.ctx = _context(parent)
        self.table = table_class(model.game_id)(self.controller, self.ctx, self)
        self.table.setAccessibleName(self.tr("The table at this move"))
        self.seat.currentIndexChanged.connect(self._seat_chosen)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 6)  # the table edge to edge: its minimum is the dialog's
        layout.addWidget(self.table, 1)
        self.where = QLabel(self)
        self.where.setTextFormat(Qt.TextFormat.PlainText)
        self.where.setStyleSheet("font-weight: bold")
        self.move_label = QLabel(self)  # not "move": that is QWidget.move()
        self.move_label.setTextFormat(Qt.TextFormat.PlainText)
        self.coach = QLabel(self)
        self.coach.setTextFormat(Qt.TextFormat.PlainText)
        for line in (self.move_label, self.coach):
            line.setWordWrap(True)
        info = QHBoxLayout()
        info.addWidget(self.where)
        info.addWidget(self.move_label, 1)
        layout.addLayout(info)
        layout.addWidget(self.coach)
        self.slider = Timeline(self)
        self.slider.setRange(0, model.steps)
        self.slider.setAccessibleName(self.tr("Move"))
        self.slider.valueChanged.connect(self._slid)
        layout.addWidget(self.slider)
        self.buttons = {}
        controls = QHBoxLayout()
        style = self.style()
        for key, icon, tip in (("start", QStyle.StandardPixmap.SP_MediaSkipBackward, self.tr("To the start (Home)")),
                               ("previous_mark", QStyle.StandardPixmap.SP_MediaSeekBackward,
                                self.tr("Previous round, hand or trick (Page Up)")),
                               ("back", QStyle.StandardPixmap.SP_ArrowBack, self.tr("One move back (←)")),
                               ("forward", QStyle.StandardPixmap.SP_ArrowForward, self.tr("One move forward (→)")),
                               ("next_mark", QStyle.StandardPixmap.SP_MediaSeekForward,
                                self.tr("Next round, hand or trick (Page Down)")),
                               ("end", QStyle.StandardPixmap.SP_MediaSkipForward, self.tr("To the end (End)"))):
            b = QPushButton(self)
            if self.isRightToLeft():  # the style mirrors the arrows by itself, not the media icons
                icon = MIRRORED.get(icon, icon)
            b.setIcon(style.standardIcon(icon))  # drawn by the style: no font needs the glyphs
            b.setToolTip(tip)
            b.setAccessibleName(tip)
            b.setAutoDefault(False)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay on the timeline
            b.clicked.connect(getattr(self, key))
            self.buttons[key] = b
            controls.addWidget(b)
        controls.addStretch(1)
        seat_label = QLabel(self.tr("View of:"), self)
        seat_label.setBuddy(self.seat)
        controls.addWidget(seat_label)
        controls.addWidget(self.seat)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.reject)
        controls.addWidget(self.close_button)
        layout.addLayout(controls)
        self._shortcuts()
        self.refresh()
        self.place()
        self.slider.setFocus(Qt.FocusReason.OtherFocusReason)  # the keys are on the timeline from the start

    # --- which views -----------------------------------------------------------------------
    def seat_choices(self) -> list[tuple[str, int | None]]:
        """(label, seat) of every view the replay offers: the one place that decides it."""
        out: list[tuple[str, int | None]] = [(name, i) for i, name in enumerate(self.names)
                                             if self.allowed is None or i in self.allowed]
        if self.model.finished and self.open_allowed:
            out.append((self.tr("All cards open"), OPEN))
        if not out:  # nobody's cards may be shown: the public view
            out.append((self.tr("Public cards only"), None))
        return out

    @staticmethod
    def _viewer(choice) -> int | None:
        return None if choice in (None, OPEN) else int(choice)

    def _seat_chosen(self) -> None:
        choice = self.seat.currentData()
        self.session.open_view = choice == OPEN
        self.controller.set_viewer(self._viewer(choice))  # the table redraws from that seat
        self.refresh()

    # --- placing ---------------------------------------------------------------------------
    def place(self) -> None:
        """The one size rule of every door (Load → Replay, a summary's Replay, Review → Enter
        on a row): the main window's size, centred on it, never beyond the screen's
        available area — whatever dialog it was opened from."""
        parent = self.parentWidget()
        anchor = parent.window() if parent is not None else None
        while anchor is not None and (up := anchor.parentWidget()) is not None:
            anchor = up.window()  # from a dialog: up to the main window
        screen = (anchor.screen() if anchor is not None else None) or QGuiApplication.primaryScreen()
        available = screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 720)
        if anchor is not None:
            wanted = QSize(int(anchor.width() * SHARE), int(anchor.height() * SHARE))
            frame = anchor.frameGeometry() if anchor.isVisible() else anchor.geometry()
        else:
            wanted, frame = QSize(1180, 760), None
        minimum = self.minimumSizeHint()
        self.setGeometry(dialog_rect(frame, available, wanted, minimum))

    # --- keys ------------------------------------------------------------------------------
    def _shortcuts(self) -> None:
        """The replay's keys act wherever the focus is in it: the "View of" box does not
        take End or Home (they move the replay, as the Keys table says)."""
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        keys = {Qt.Key.Key_Left: self.forward if rtl else self.back,
                Qt.Key.Key_Right: self.back if rtl else self.forward,
                Qt.Key.Key_Home: self.start, Qt.Key.Key_End: self.end,
                Qt.Key.Key_PageUp: self.previous_mark, Qt.Key.Key_PageDown: self.next_mark}
        self._keys = keys
        for key, action in keys.items():
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(action)

    def keyPressEvent(self, event):
        action = self._keys.get(event.key()) if not event.modifiers() & ~Qt.KeypadModifier else None
        if action is not None:
            action()
            return
        super().keyPressEvent(event)

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

    def go_to(self, step: int) -> None:
        self._go(step)

    def _go(self, step: int) -> None:
        self.model.go_to(step)
        self.refresh()

    def _slid(self, value: int) -> None:
        if value != self.model.step:
            self._go(value)

    def set_analysis(self, analysis) -> None:
        """Show the coach's grade of each decision at the step that made it."""
        self.decisions = {d.move: d for d in analysis.decisions}
        self.refresh()

    # --- showing ------------------------------------------------------------------------
    def where_text(self) -> str:
        """Where the step stands; the step after a game's, cycle's or partie's last move
        is its end (not the start of the next one, which begins with the next move)."""
        m = self.model
        ended = m.part_ended()
        if ended is None:
            return ct.where_text(m.game_id, m.where())
        if m.finished and m.step == m.steps:
            return self.tr("The end of the game")
        if m.game_id == "gops":
            return ct.fill(self.tr("End of game %1"), ct.number(ended + 1))
        if m.game_id == "guts":
            return ct.fill(self.tr("End of cycle %1"), ct.number(ended))
        return ct.fill(self.tr("End of partie %1"), ct.number(ended))

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
        self.where.setText(ct.fill(self.tr("%1 — move %2 of %3"), self.where_text(), ct.number(m.step),
                                   ct.number(m.steps)))
        last = m.last_move()
        if last is None:
            self.move_label.setText(self.tr("The start of the game."))
        else:
            made = m.where_of_last_move()
            if m.part_ended() is None and ct.where_text(m.game_id, made) != ct.where_text(m.game_id, m.where()):
                # the move that completed a round (hand, trick): the caption already names the next one
                self.move_label.setText(ct.fill(self.tr("%1, in %2: %3"), self.names[last[0]],
                                          ct.where_text(m.game_id, made), self._move_seen(last)))
            else:
                self.move_label.setText(ct.fill(self.tr("%1: %2"), self.names[last[0]], self._move_seen(last)))
        d = self.decisions.get(m.step - 1)
        self.coach.setVisible(d is not None)
        if d is not None:
            self.coach.setText(ct.fill(self.tr("Coach: the best move was %1; this one lost %2 %3."),
                                       ct.move_text(m.game_id, d.best), ct.number(d.loss, 2), ct.unit_text(d.unit)))
        self.table.reload_log()
        self.table.refresh()

    def _move_seen(self, move: list[Any]) -> str:
        """The last move as the chosen view saw it: a Gops bid or a Guts declaration is
        sealed until its round resolves -- while the game is being played. Once it is over
        everything is public (app/visibility.py's open_view, which ``open_allowed`` carries):
        every bid is shown from every view."""
        seat, action = move
        viewer = self.seat.currentData()
        public = self.open_allowed and self.model.finished
        if viewer not in (OPEN, seat) and not public and self.model.game_id in ("gops", "guts"):
            obs = self.model.observation(viewer)
            sealed = obs.committed if isinstance(obs, GopsObservation) else \
                obs.declared if isinstance(obs, GutsObservation) else ()
            if seat < len(sealed) and sealed[seat]:
                return self.tr("a sealed choice")
        return ct.move_text(self.model.game_id, action)
