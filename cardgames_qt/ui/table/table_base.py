"""What every game table shares: felt, status, handover screen, end summaries.

A table draws one seat's observation (the controller's *viewer*), never
the state. Subclasses implement ``rebuild(obs)`` (fill the models) and
``status_text(obs)``, and react to engine events for short animations.

Read-only (a controller with ``read_only``: the replay) the same table draws a
replayed step: no move, no key, no focus, no moment; the replay refreshes it.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardgames_qt.app import announcer as where
from cardgames_qt.app.announcer import Announcer, Line
from cardgames_qt.app.moments import FLIGHT, HANDOVER, SAY, SUMMARY, Moment, MomentQueue
from cardgames_qt.app.visibility import Table, may_see
from cardgames_qt.engine.events import ENDINGS, Resumed
from cardgames_qt.engine.observations import AnyObservation
from cardgames_qt.ui.access.speech import WHERE_KEYS, Speaker, describe, install_roles, listener_seat
from cardgames_qt.ui.controller import SessionController
from cardgames_qt.ui.i18n import LRI, PDI, RLI, current_language, is_rtl, join_names, join_status, num
from cardgames_qt.ui.table.charts import SERIES_COLOURS, LineChart
from cardgames_qt.ui.table.felt import (  # noqa: F401 - the tables import them from here
    RingButton,
    felt_brush,
    felt_pixmap,
    panel_label,
)
from cardgames_qt.ui.table.models import LogModel
from cardgames_qt.ui.words.announce_text import sentence
from cardgames_qt.ui.words.engine_text import translate_refusal
from cardgames_qt.ui.words.markup import button_text, html_text
from cardgames_qt.ui.words.storage_text import storage_text

if TYPE_CHECKING:
    from cardgames_qt.ui.table.flights import FlightLayer

#: a wait longer than this says what it waits for (a computer thinking)
LONG_WAIT_MS = 2000


class MoveButton(RingButton):
    """A button that makes a move (In, Out, Go, Pass): Enter presses it, Space never does."""

    def keyPressEvent(self, event):
        if event.key() in (Qt.Key_Return, Qt.Key_Enter) and self.isEnabled():
            if not event.isAutoRepeat():  # held down: one move
                self.click()
            return
        if event.key() == Qt.Key_Space:
            event.ignore()  # goes up to the table, where Space only skips an animation
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event):
        if event.key() == Qt.Key_Space:
            event.ignore()
            return
        super().keyReleaseEvent(event)


class ContinueButton(RingButton):
    """Continue after a public moment. While cards are still flying or turning over in it,
    Space lands them (it goes up to the table) and does not continue: a key pressed to hurry
    an animation never ends the moment everyone at the screen is to see."""

    def __init__(self, text: str, parent: QWidget, flying: Callable[[], bool]):
        super().__init__(text, parent)
        self._flying = flying

    def keyPressEvent(self, event):
        if event.key() == Qt.Key_Space and self._flying():
            event.ignore()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event):
        if event.key() == Qt.Key_Space and not self.isDown():
            event.ignore()
            return
        super().keyReleaseEvent(event)


def side_view(view):
    """A score table or log beside the table: read, never a keyboard stop (no Tab trap)."""
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    if hasattr(view, "setTabKeyNavigation"):
        view.setTabKeyNavigation(False)
    view.setTextElideMode(Qt.ElideNone)  # a long log line wraps, it is never cut off
    if hasattr(view, "setResizeMode"):
        view.setResizeMode(view.ResizeMode.Adjust)  # rows re-measured when the panel's width changes
    return view


def side_width(window_width: int, table=None) -> int:
    """A side panel grows with the window (a fifth of it, 240–380 px) and with its score
    table's content (every column whole, in every language)."""
    width = min(380, max(240, window_width // 5))
    if table is not None and table.model() is not None and table.model().columnCount():
        header = table.horizontalHeader()
        needed = sum(max(header.sectionSizeHint(c), table.sizeHintForColumn(c))
                     for c in range(table.model().columnCount()))
        width = max(width, min(needed + 2 * table.frameWidth() + 24, window_width // 3))
    return width


class Overlay(QFrame):
    """Covers the whole table (nothing behind it may show: handover, summaries).

    An overlay owns the keyboard while it is up: keys its buttons do not use
    stop here and never reach the game behind it (the input gate)."""

    def __init__(self, parent: QWidget, opaque: bool):
        super().__init__(parent)
        self.opaque = opaque
        self.setAutoFillBackground(False)
        self.hide()

    def paintEvent(self, event):
        p = QPainter(self)
        if self.opaque:
            g = QLinearGradient(0, 0, 0, self.height())
            g.setColorAt(0, QColor("#1b2a38"))
            g.setColorAt(1, QColor("#0f1720"))
            p.fillRect(self.rect(), g)
        else:
            p.fillRect(self.rect(), QColor(0, 0, 0, 170))
        p.end()

    def show_over(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()

    def keyPressEvent(self, event):
        event.accept()  # the gate: nothing passes to the table behind

    def mousePressEvent(self, event):
        event.accept()

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab and Shift+Tab go round the overlay's own controls: like a modal dialog's,
        the focus never walks out to the table behind it."""
        if not self.isVisible():
            return super().focusNextPrevChild(forward)
        chain: list[QWidget] = []
        widget = self.nextInFocusChain()
        while widget is not None and widget is not self and len(chain) < 500:
            if self.isAncestorOf(widget) and widget.isVisible() and widget.isEnabled() \
                    and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
                chain.append(widget)
            widget = widget.nextInFocusChain()
        if chain:
            focus = QApplication.focusWidget()
            i = chain.index(focus) if focus in chain else (-1 if forward else 0)
            chain[(i + (1 if forward else -1)) % len(chain)].setFocus(
                Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
        return True


class HandoverScreen(Overlay):
    confirmed = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent, opaque=True)
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        self.title = panel_label("", bold=True, size=2.0)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # a seat name is text, never markup
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.hint = panel_label(self.tr("Everything private is hidden. Only the next player should look now."))
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = RingButton(self.tr("I am ready"))
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.setMinimumHeight(44)
        self.button.clicked.connect(self.confirmed.emit)
        lay.addWidget(self.title)
        lay.addWidget(self.hint)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.button)
        row.addStretch()
        lay.addLayout(row)
        lay.addStretch(3)

    def ask(self, name: str) -> None:
        self.title.setText(self.tr("Pass to %1").replace("%1", name))
        said = self.tr("I am %1 — show my cards").replace("%1", name)
        self.button.setText(button_text(said))
        self.button.setAccessibleName(said)
        self.setAccessibleName(self.title.text())  # a dialog to a reader: title and message
        self.setAccessibleDescription(self.hint.text())
        self.show_over()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event):
        if event.key() in (Qt.Key_Return, Qt.Key_Enter) and self.isVisible():
            self.button.click()
            return
        super().keyPressEvent(event)


class SummaryScreen(Overlay):
    """End of a game, a partie, a match: who won and why, a chart, the next action."""

    closed = Signal(str)  # the action chosen
    side = Signal(str)  # an action that leaves the summary up (review, replay: a dialog over it)

    def __init__(self, parent: QWidget):
        super().__init__(parent, opaque=False)
        outer = QVBoxLayout(self)
        outer.addStretch()
        self.card = QFrame()
        self.card.setObjectName("summaryCard")
        self.card.setStyleSheet("#summaryCard { background: #203a2a; border: 2px solid #d4af37;"
                                " border-radius: 12px; }")
        self.card.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        lay = QVBoxLayout(self.card)
        self.title = panel_label("", bold=True, size=1.6)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.body = panel_label("")
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.chart = LineChart()
        self.buttons = QHBoxLayout()
        lay.addWidget(self.title)
        lay.addWidget(self.body)
        lay.addWidget(self.chart)
        lay.addLayout(self.buttons)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.card, 4)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch()
        self.kind = ""
        self.default_button: QPushButton | None = None

    def present(self, kind: str, title: str, lines: list[str], series: Sequence[tuple[str, Sequence[float]]],
                actions: list[tuple[str, str]], x_label: str = "", side: Sequence[tuple[str, str]] = ()) -> None:
        """lines and names are plain text (escaped here); actions: (id, label), the first is the default;
        side: (id, label) of buttons that open something over the summary and leave it up."""
        self.kind = kind
        self.title.setText(title)
        body = "<br>".join(html_text(line) for line in lines)
        legend = legend_html([name for name, _ys in series])
        if legend:
            body += "<br><br>" + legend
        if is_rtl():  # lines that begin with a Latin name must still read right to left
            body = f"<div dir='rtl'>{body}</div>"
        self.body.setText(body)
        self.chart.set_series(series, x_label)
        self.chart.setVisible(bool(series))
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.deleteLater()
        self.buttons.addStretch()
        first = None
        for action_id, label in actions:
            b = RingButton(label)
            b.setMinimumHeight(36)
            b.setAutoDefault(True)
            b.clicked.connect(lambda _=False, a=action_id: self._done(a))
            self.buttons.addWidget(b)
            first = first or b
        for action_id, label in side:
            b = RingButton(label)
            b.setMinimumHeight(36)
            b.clicked.connect(lambda _=False, a=action_id: self.side.emit(a))
            self.buttons.addWidget(b)
        if first:
            first.setDefault(True)
        self.default_button = first
        self.show_over()
        if first:
            first.setFocus(Qt.FocusReason.OtherFocusReason)

    def _done(self, action: str) -> None:
        self.hide()
        # a closed summary keeps no stale text for a reader to find
        self.title.setText("")
        self.body.setText("")
        self.setAccessibleName("")
        self.setAccessibleDescription("")
        self.closed.emit(action)

    def keyPressEvent(self, event):
        if event.key() == Qt.Key_Escape:
            self._done("close")
            return
        if event.key() in (Qt.Key_Return, Qt.Key_Enter):
            # Enter presses the button the person moved to with Tab, else the default one
            focused = self.focusWidget()
            button = focused if isinstance(focused, QAbstractButton) and self.isAncestorOf(focused) \
                else self.default_button
            if button is not None:
                button.click()
                return
        super().keyPressEvent(event)


def legend_html(names: list[str]) -> str:
    """Coloured dots and names; each entry isolated so the dot stays beside its own name in RTL."""
    iso = RLI if is_rtl() else LRI
    return " &nbsp; ".join(f"{iso}<span style='color:{SERIES_COLOURS[i % len(SERIES_COLOURS)]}'>&#9679;</span>"
                           f"&nbsp;{html_text(name)}{PDI}" for i, name in enumerate(names))


class _Counted(QObject):
    """Sentences with a count. PySide looks a plural form up under the class of the
    instance, so a table's (a subclass's) self.tr would miss one written here: they
    live in this class, which nobody subclasses."""

    def resumed(self, moves: int) -> str:
        return self.tr("Resumed after %Ln moves: the log starts here.", "", moves)


class TableBase(QWidget):
    """A game table: draws the viewer's observation; owns the moment queue and the input gate.

    Subclasses fill widgets in ``rebuild(obs)``, word ``status_text(obs)``,
    queue moments from engine events in ``on_events`` and draw them in
    ``show_moment``; every game intent goes through :meth:`act`, every game key
    through :meth:`game_key` — both shut while a moment or an overlay is up.
    """

    statusChanged = Signal(str)
    #: the table asks the window for something (e.g. "new_match")
    requested = Signal(str)
    m_log: LogModel  # the log's lines (each game's table makes it)

    def __init__(self, controller: SessionController, ctx, parent=None):
        super().__init__(parent)
        # the felt covers every pixel: nothing behind the table is painted first
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.controller = controller
        self.session = controller.session
        self._seat_names: dict[tuple, str] = {}  # (seat, language, direction) -> its name in a sentence
        self.ctx = ctx
        #: a replay's table: drawn, never played (no move, key, focus or moment)
        self.read_only = bool(getattr(controller, "read_only", False))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus if self.read_only else Qt.FocusPolicy.StrongFocus)
        from cardgames_qt.ui.table.layout import MIN_TABLE
        self.setMinimumSize(*MIN_TABLE)  # every game at its largest table is playable here
        self._layout_key: tuple[object, ...] | None = None
        self.table_geometry = None  # the layout the widgets stand in now (TableLayout)
        install_roles()
        # the table itself is never a nameless stop: its name says the game, its description the status
        from cardgames_qt.ui.words.catalogue_text import title
        self.setAccessibleName(self.tr("%1 table").replace("%1", title(self.session.game_id)))
        # what a screen reader hears: one sentence per public event, from the listener's seat
        self.announcer = Announcer(self.session.game_id)
        # silent until the window applies "Speak the game" (set_speech): nothing is said twice
        self.speech_on = False
        self.speech_older = False  # also for screen readers without announcements
        self.speaker = Speaker(self, enabled=lambda: self.speech_on, parent=self, older=lambda: self.speech_older,
                               listener=lambda: listener_seat(self.controller))
        controller.pace = self.speaker.busy_ms  # computers wait while the reader talks
        self.moments = MomentQueue(self._moment_started, self._moments_idle)
        self._moment_timer = QTimer(self)
        self._moment_timer.setSingleShot(True)
        self._moment_timer.timeout.connect(self._moment_time_up)
        self._moment_paced = False  # the current moment already waited once for the reader
        # a public result in pass-and-play waits here until someone continues
        self.b_continue = ContinueButton(self.tr("Continue"), self, self.flying)
        self.b_continue.setMinimumSize(160, 40)
        self.b_continue.setAutoDefault(True)
        self.b_continue.hide()
        self.b_continue.clicked.connect(self.moment_done)
        #: widgets the Continue button stands in for while it is up (their place is kept)
        self.under_continue: list[QWidget] = []
        self.handover = HandoverScreen(self)
        self.handover.confirmed.connect(self._handover_confirmed)
        self.summary = SummaryScreen(self)
        self.summary.closed.connect(self._summary_closed)
        self.summary.side.connect(self.requested)
        # cards in flight, above the widgets, below the overlays: made at the first flight
        self._flight_layer: FlightLayer | None = None
        self._launch: tuple[int, QRect] | None = None  # where the card a person played left from
        # below a width the side panel folds into a drawer this button opens
        from PySide6.QtWidgets import QToolButton
        self.b_drawer = QToolButton(self)
        self.b_drawer.setText(self.tr("Scores and log"))
        self.b_drawer.setCheckable(True)
        self.b_drawer.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.b_drawer.setStyleSheet("QToolButton { color: #f3f1e4; background: rgba(0,0,0,90); border: 1px solid "
                                    "rgba(255,255,255,80); border-radius: 6px; padding: 2px 8px; }"
                                    " QToolButton:checked { background: rgba(212,175,55,140); }")
        self.b_drawer.toggled.connect(lambda _on: self.apply_layout(force=True))
        self.b_drawer.hide()
        # the window's extra summary buttons (review, replay): data -> [(id, label)]
        self.summary_extras: Callable[[Any], list[tuple[str, str]]] = lambda data: []
        #: more lines for a summary (the coach: where this game's result is counted)
        self.summary_notes: Callable[[Any], list[str]] = lambda data: []
        self._flash = ""
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self._clear_flash)
        controller.hold = lambda: not self.gate_open()
        controller.batch = self.one_refresh  # a move and the viewer it brings: one refresh
        controller.changed.connect(self._on_changed)
        owed = getattr(controller, "owedChanged", None)  # a replay's controller writes nothing: owes nothing
        if owed is not None:
            owed.connect(self.refresh_status)
        controller.refused.connect(lambda message: self.flash(translate_refusal(message)))
        controller.viewerChanged.connect(lambda _v: self.refresh())
        controller.handoverRequested.connect(self._on_handover)
        controller.thinking.connect(lambda *_: self.refresh_status())
        # a wait longer than about 2 s says what it waits for, once per wait
        self._waited_at: Any = None  # the wait already said (moves made, computers to act)
        self._wait_key: Any = None  # the wait being timed
        self._long_wait = QTimer(self)
        self._long_wait.setSingleShot(True)
        self._long_wait.timeout.connect(self._say_long_wait)

    # --- what the seat at the screen may see -----------------------------------------
    def log_story(self) -> list:
        """The events of the game so far for the log (Continue, Load). A long game's log
        starts where it resumes: a line says so, and no events come back."""
        events = self.session.log_events()
        if events and isinstance(events[0], Resumed):
            self.m_log.append([_Counted().resumed(events[0].moves)])
            return []
        return events

    @property
    def viewer(self) -> int | None:
        return self.controller.viewer

    def observation(self) -> AnyObservation:
        return self.session.observation(self.viewer)

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        # a default name in the language of the moment; a game's seats never change, so a
        # name is worded once per language (a refresh asks for them dozens of times)
        from cardgames_qt.ui.words.catalogue_text import seat_text
        key = (seat, current_language(), is_rtl())
        name = self._seat_names.get(key)
        if name is None:
            name = self._seat_names[key] = seat_text(self.session.seats[seat])
        return name

    def handover_name(self, seat: int) -> str:
        """Whom to pass the screen to: never "You" (everybody is "you" at a shared screen)."""
        name = self.seat_name(seat)
        if name.strip() in ("", "You", self.tr("You")):
            return self.tr("Player %1").replace("%1", num(seat + 1))
        return name

    def bottom_seat(self) -> int:
        """The seat drawn nearest the person: the viewer, else the first human, else 0."""
        if self.viewer is not None:
            return self.viewer
        humans = self.session.human_seats()
        return humans[0] if humans else 0

    # --- the moment queue and the input gate -------------------------------------------
    def queue_moment(self, kind: str, data: dict[str, Any] | None = None, ms: int = 0,
                     waits: bool = False) -> Moment:
        moment = Moment(kind, data or {}, ms, waits)
        if not self.read_only:  # a replay shows each step as it stands: nothing animates
            self.moments.push(moment)
        return moment

    def public_moment_waits(self) -> bool:
        """In pass-and-play a public result stays until someone continues: everyone sees it."""
        return self.controller.pass_and_play

    def gate_open(self) -> bool:
        """Game input acts only while no moment and no overlay is up."""
        return not self.moments.busy and not self.summary.isVisible() and not self.handover.isVisible()

    def current_moment(self, kind: str | None = None) -> Moment | None:
        m = self.moments.current
        return m if m is not None and (kind is None or m.kind == kind) else None

    def _moment_started(self, moment: Moment) -> None:
        if moment.kind == SAY:  # sentences that waited for the screen to get here
            for line in moment.data["lines"]:
                self.speak_line(line)
            return
        if moment.kind in (HANDOVER, SUMMARY):
            self.drop_kept(self.tr("The move you pressed early was not made: this part of the game is over."))
        if moment.waits and moment.kind != HANDOVER:
            self.controller.hide_private()  # everyone looks at a public moment: no private card shows
        if moment.kind == HANDOVER:
            self.handover.ask(self.handover_name(moment.data["seat"]))
        elif moment.kind == SUMMARY:
            self.present_summary(moment.data)
        elif moment.timed:  # a moment that waits never starts a timer
            self._moment_paced = False
            self._moment_timer.start(moment.ms)
        if moment.kind == FLIGHT:
            # the table as the cards will find it (the refresh of the move under way, not
            # one more), then the cards fly, their widgets hidden till they land
            self.refresh()
            if self._batch:
                QTimer.singleShot(0, lambda m=moment: self._launch_flight(m))
            else:
                self._launch_flight(moment)
            return
        self.show_moment(moment)
        if moment.waits and moment.kind not in (HANDOVER, SUMMARY):
            self._place_continue()
            self._show_under_continue(False)
            self.b_continue.show()
            self.b_continue.raise_()
            self.b_continue.setFocus(Qt.FocusReason.OtherFocusReason)
            # what it waits for, said once (the Continue button alone says only "Continue")
            self.speak(self.moment_status(moment) or self.tr("Press Continue when everyone has seen it"),
                       remember=False)
        if not moment.instant:
            self.refresh()

    def _watch_long_wait(self) -> None:
        """After each refresh: the listener waits for computers; LONG_WAIT_MS later, if it is
        still the same wait, it is said ("Computer: Thinking…")."""
        if self.read_only or not self.speech_on:
            return
        key = (self.session.move_count, tuple(self.session.acting_computers()))
        if listener_seat(self.controller) in self.session.acting_seats():
            self._long_wait.stop()  # the listener is to act: nobody waits for the computers
            return
        if key[1] and self.gate_open() and key != self._waited_at \
                and (not self._long_wait.isActive() or self._wait_key != key):
            self._wait_key = key
            self._long_wait.start(LONG_WAIT_MS)

    def _say_long_wait(self) -> None:
        key = (self.session.move_count, tuple(self.session.acting_computers()))
        if key != self._wait_key or not key[1] or not self.gate_open() or not self.speech_on \
                or listener_seat(self.controller) in self.session.acting_seats():
            return
        self._waited_at = key  # once per wait
        from PySide6.QtCore import QCoreApplication
        thinking = QCoreApplication.translate("GutsTable", "Thinking…")
        names = join_names([self.seat_name(s) for s in key[1]])
        self.speak(QCoreApplication.translate("Announcer", "%1: %2").replace("%1", names, 1)
                   .replace("%2", thinking, 1), remember=False)

    def say_wait(self) -> None:
        """A key pressed while a moment is up: what the table is showing, said at once (the
        key is not used: the status line says why)."""
        from cardgames_qt.ui.access.speech import own_description
        text = own_description(self)
        if text:
            self.speak(text, urgent=True, remember=False)

    def _moment_time_up(self) -> None:
        """A timed moment's own time has run out. Each moment of a burst (a bid's flight, the
        reveal, the prize to its winner) runs its own time, while the sentences of the move
        were said at once; the last moment of the queue stays up while the reader is still
        saying them, so that the next decision does not open under the reader's words. (Each
        moment paced alone would wait for the whole burst's speech, one after another: 9 s a
        moment, about 27 s a Gops round with a reader listening.)"""
        rest = self.speaker.busy_ms()
        if rest > 0 and len(self.moments.pending()) == 1 and not self._moment_paced:
            self._moment_paced = True
            self._moment_timer.start(rest)
            return
        self.moment_done()

    def moment_done(self) -> None:
        """The current moment is over (its time ran out, a click, Continue)."""
        with self.one_refresh():
            self._moment_done()

    def _moment_done(self) -> None:
        self._moment_timer.stop()
        self.b_continue.hide()
        self._show_under_continue(True)
        current = self.moments.current
        if self._flight_layer is not None:
            self._flight_layer.land()  # a flight, or cards turning over inside a moment (a reveal)
        if current is not None and current.kind != FLIGHT:
            self.end_moment(current)
            if current.waits:
                self.controller.ask_viewer()  # its handover comes after everything already queued
        self.moments.finish()

    def skip_moment(self) -> None:
        """A click or Space skips an animation; a moment that waits for a person stays."""
        current = self.moments.current
        if current is not None and not current.waits:
            self.moment_done()
        elif self.flying():
            self.flight_layer.land()  # cards turning over in a moment that waits: they land, it stays

    def _moments_idle(self) -> None:
        self.refresh_now()  # the keys go to a card of the table as it is now
        if self._try_kept():
            return  # the kept move is shown (and the computers scheduled) by its own refresh
        self.controller.schedule_computers()
        self.restore_focus()

    # --- a move made too early is kept, never dropped in silence ---------------------------
    # (seat, action) of a move asked for while a moment was up or before the seat's turn
    _kept: tuple[int, Any] | None = None

    def act(self, seat: int | None, action: Any) -> bool:
        """A person's move from a click or a key. While a moment (a flight, a reveal) is up or
        before the seat's decision is open (a computer's turn, a sealed bid awaiting the
        reveal) the move is kept and made when that decision opens; refused then with the
        engine's reason if it is no longer legal."""
        if self.read_only or seat is None:
            return False
        if not self.gate_open() or self._decision_closed(seat):
            self._keep(seat, action)  # the moment plays out: a key does not skip what is shown
            return False
        rect = self.launch_rect(action)
        self._launch = (seat, rect) if rect is not None else None
        try:
            return self.controller.submit(seat, action)
        finally:
            self._launch = None

    def card_in_wait(self, action: Any, by_key: bool) -> None:
        """A card of the hand chosen while a moment is up (a flight, a reveal, a trick shown):
        a move like a rank key's, never lost in silence. By a key (Enter) the moment plays
        out and the move is kept, said aloud (:meth:`act`); a click skips the animation
        first (UI.md), so the move is made at once when its decision opens then. With no
        move in it, what the table shows is said."""
        if action is None or self.read_only:
            self.say_wait()
            return
        if not by_key:
            self.skip_moment()
        self.act(self.viewer, action)

    def _decision_closed(self, seat: int) -> bool:
        """The seat has no decision open now, but will (its turn is still to come)."""
        s = self.session
        return not s.is_over and seat not in s.acting_seats() and s.seats[seat].is_human \
            and not (self.controller.pass_and_play and seat != self.viewer)

    def _keep(self, seat: int, action: Any) -> None:
        # said at every press (a key pressed again is answered again): never kept in silence
        self._kept = (seat, action)
        self.flash(self.tr("Kept: played as soon as it is your turn."))

    def drop_kept(self, why: str) -> None:
        """A kept move that can no longer be made (a summary, a handover): said, not silent."""
        if self._kept is not None:
            self._kept = None
            self.flash(why)

    def _try_kept(self) -> bool:
        """Make the kept move if its decision is open now; True when it was made or refused."""
        if self._kept is None or not self.gate_open():
            return False
        seat, action = self._kept
        if self._decision_closed(seat):
            return False
        self._kept = None
        self.controller.submit(seat, action)  # refused with its reason (controller.refused) if illegal now
        return True

    def keyPressEvent(self, event):
        if self.read_only:
            event.ignore()  # a replay's keys belong to its timeline
            return
        key = event.key()
        if event.isAutoRepeat() and key not in (Qt.Key_Space, Qt.Key_Escape):
            event.accept()  # a key held down makes one move, not one per repeat
            return
        if key in WHERE_KEYS and not event.modifiers() & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier):
            # the window's shortcuts answer them; a table shown on its own answers here
            self.where_am_i(WHERE_KEYS[key])
            event.accept()
            return
        if not self.gate_open():
            if key in (Qt.Key_Space, Qt.Key_Escape):
                self.skip_moment()
            elif key in (Qt.Key_Return, Qt.Key_Enter) and self.b_continue.isVisible():
                self.b_continue.click()
            elif not (self.summary.isVisible() or self.handover.isVisible()) and self.game_key(event):
                pass  # a move key during a flight or a reveal: kept (act)
            elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.say_wait()  # not used up in silence: what is showing, and so why not now
            event.accept()  # no game key reaches a game hidden behind a moment
            return
        if key == Qt.Key_Space:
            event.accept()  # Space never makes a move
            return
        if self.game_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event):
        self.skip_moment()  # a click skips an animation in progress
        super().mousePressEvent(event)

    def _show_under_continue(self, visible: bool) -> None:
        for widget in self.under_continue:
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)  # the table does not move when they hide
            widget.setSizePolicy(policy)
            widget.setVisible(visible)

    def continue_area(self) -> QRect | None:
        """Where the Continue button goes (centred), if not at the bottom: a table whose
        bottom row holds cards gives the free space above them."""
        return None

    def _place_continue(self) -> None:
        b = self.b_continue
        b.adjustSize()
        size = b.sizeHint().expandedTo(b.minimumSize())
        area = self.continue_area()
        if area is not None and area.height() >= size.height() and area.width() >= size.width():
            centre = area.center()
            b.setGeometry(centre.x() - size.width() // 2, centre.y() - size.height() // 2,
                          size.width(), size.height())
            return
        b.setGeometry((self.width() - size.width()) // 2, self.height() - size.height() - 12,
                      size.width(), size.height())

    # --- focus: always back on the hand ----------------------------------------------------
    def restore_focus(self) -> None:
        """After a move, a moment, an overlay or a handover the keys are on the hand again."""
        if self.read_only:
            return  # a replay's table never takes the keys
        if QApplication.activePopupWidget() is not None or QApplication.activeModalWidget() is not None:
            return  # never pull the keys away from a menu or a dialog
        if not self.isVisible() or not self.gate_open():
            return
        focus = QApplication.focusWidget()
        if focus is not None and focus is not self and focus is not self.b_drawer and self.isAncestorOf(focus) \
                and focus.isVisible() and focus.isEnabled() and self.focus_is_good(focus):
            self.speaker.deliver()
            return
        self.focus_default()
        self.speaker.deliver()  # an older reader hears what was said while the focus was away

    def focus_is_good(self, widget: QWidget) -> bool:
        """Whether the keyboard may stay where it is (subclasses: not on a dimmed card)."""
        return True

    def focusInEvent(self, event):
        # not QWidget's own: it repaints the whole widget for a focus frame the table never
        # draws (the whole 1920x1080 felt and every label on it, each time a played card
        # hands the keys back to the table)
        event.accept()
        if not self.read_only:
            # a reader reads the table's description with the focus (Qt tells it right after
            # this event): the status as it is now, not the one before the move that handed
            # the keys here ("Choose your bid…" after the last card was played)
            describe(self, self.status_line())
        if self.gate_open():
            QTimer.singleShot(0, self.restore_focus)

    def focusOutEvent(self, event):
        event.accept()  # as focusInEvent: nothing of the table shows the focus

    # --- refresh ------------------------------------------------------------------------
    #: inside one pass of work that changes the table (a move, a moment's end, a handover)
    #: the refreshes asked for are made once, at its end: a move is one rebuild, not three
    _batch = 0
    _batched = False
    _refocus = False

    @contextmanager
    def one_refresh(self):
        """The refreshes asked for inside are made once, when the outermost block ends (a
        move shown, then the screen's viewer changed by the controller: one rebuild)."""
        self._batch += 1
        try:
            yield
        finally:
            self._batch -= 1
            if not self._batch:
                if self._batched:
                    self.refresh_now()
                if self._refocus:
                    self._refocus = False
                    self.restore_focus()

    def refocus(self) -> None:
        """restore_focus, after the refresh still to come when one is under way."""
        if self._batch:
            self._refocus = True
            return
        self.restore_focus()

    def refresh(self) -> None:
        """Show the game as it stands (once, at the end of a pass of work already under way)."""
        if self._batch:
            self._batched = True
            return
        self.refresh_now()

    def refresh_now(self) -> None:
        """Show the game as it stands, at once (before an animation of what it shows)."""
        self._batched = False
        obs = self.observation()  # one observation for the panels and the status line
        self.rebuild(obs)
        # a layout invalidated while the table was not yet shown is never requested again by
        # Qt: laid out late, the controls jump sideways between two moments. Lay out now
        # (a no-op when nothing changed).
        lay = self.layout()
        if lay is not None and self.isVisible():
            lay.activate()
        self.refresh_status(obs)
        # a replay prompts nobody; nor does a silent table (set_speech starts the prompts afresh)
        if self.speech_on and self.gate_open() and not self.read_only:
            self.speak_line(self.announcer.prompt(self.listener_observation(), self.session.acting_seats(),
                                                  listener_seat(self.controller)))
        self._watch_long_wait()

    # --- speech ----------------------------------------------------------------------------
    def set_speech(self, on: bool, older: bool = False) -> None:
        """The "Speak the game" setting; the next refresh asks for the listener's turn again."""
        self.speech_on, self.speech_older = on, older
        self.announcer.reset()

    def listener_observation(self) -> AnyObservation:
        return self.session.observation(listener_seat(self.controller))

    def speak(self, text: str, urgent: bool = False, remember: bool = True) -> None:
        self.speaker.say(text, urgent, remember)

    def speak_line(self, line: Line | None, remember: bool = True) -> None:
        if line is not None:
            self.speak(sentence(line, self.seat_name), line.urgent, remember)

    def where_am_i(self, what: str) -> None:
        """S, W, C, L: the scores, the table, your cards, the last events — said at once."""
        if what == "last":
            # only what the person at the screen may hear (the visibility policy): never
            # another person's prompt or cards in pass-and-play
            table = Table.of_session(self.session)
            recent = self.speaker.recent(4, lambda seat: may_see(table, seat, self.controller.viewer))
            self.speak(" ".join(recent) if recent else self.tr("Nothing has happened yet."), True, remember=False)
            return
        ask = {"scores": where.scores, "table": where.table, "hand": where.hand}[what]
        self.speak_line(ask(self.session.game_id, self.listener_observation()), remember=False)

    def refresh_status(self, obs: AnyObservation | None = None) -> None:
        """The status line (``obs``: the observation already made for this refresh)."""
        text = self.status_line(obs)
        # a reader on the table hears the status change; while the game is spoken the
        # sentences say what changed, and the status waits until the keys leave the table
        describe(self, text, quiet=self.speech_on)
        self.statusChanged.emit(text)

    def status_line(self, obs: AnyObservation | None = None) -> str:
        """What the status line says now (``obs``: the observation already made)."""
        moment = self.moments.current
        if moment is not None and moment.kind == HANDOVER:
            text = self.tr("Pass the screen to %1").replace("%1", self.handover_name(moment.data["seat"]))
        elif moment is not None and moment.kind == SUMMARY:
            text = moment.data.get("title", "")  # the summary owns the screen: not the next deal's prompt
        elif moment is not None and moment.waits:
            text = self.moment_status(moment) or self.tr("Press Continue when everyone has seen it")
        elif moment is not None and self.moments.pending(SUMMARY):
            # the last trick or pot still flies to the summary it ends in: what is over, never the
            # next deal's prompt (said to a reader with the focus before the summary came up)
            text = self.moments.pending(SUMMARY)[0].data.get("title", "")
        elif self.read_only and not self.session.is_over:
            text = ""  # a replay's step: nobody is asked or waited for (the replay says where it is)
        else:
            text = self.status_text(obs if obs is not None else self.observation())
        if self._flash:
            text = self._flash
        if self.session.last_save_error and getattr(self.session, "owed", lambda: 0)():
            text = join_status([text, self.tr("Not saved yet: %1. The app tries again every few seconds.").replace(
                "%1", storage_text(self.session.last_save_error).rstrip("."))])
        elif self.session.last_save_error:
            text = join_status([text, self.tr("Autosave failed: %1").replace("%1",
                                                                             storage_text(self.session.last_save_error))])
        return text

    def flash(self, message: str) -> None:
        """Show a refusal or notice in the status line for a few seconds."""
        self._flash = message
        self._flash_timer.start(4000)
        self.refresh_status()
        self.speak(message, urgent=True)  # a refusal or a notice is heard at once

    def _clear_flash(self) -> None:
        self._flash = ""
        self.refresh_status()

    def _on_changed(self, events: list) -> None:
        self._flash = ""
        with self.one_refresh():
            # speech never runs ahead of the screen: what follows the end of a game, a partie
            # or a cycle ("Game 2 begins") waits behind the summary the table shows for it
            listener = listener_seat(self.controller)
            now: list[Line] = []
            later: list[Line] = []
            cut = False
            for ev in events:
                # the events a table shows a summary for: what is said after them waits for the
                # summary (the ends themselves are the summary's news)
                end = ev.kind in ENDINGS
                (later if cut and not end else now).extend(self.announcer.events([ev], listener))
                cut = cut or end
            for line in now:
                self.speak_line(line)
            self.on_events(events)
            if later:
                if any(m.waits for m in self.moments.pending()):
                    self.queue_moment(SAY, {"lines": later})  # said when the queue reaches it
                else:
                    for line in later:
                        self.speak_line(line)
            self.refresh()
            self.refocus()
        if self._kept is not None:
            QTimer.singleShot(0, self._try_kept)

    def _on_handover(self, seat: int) -> None:
        self.speaker.forget()  # the next person's history starts clean
        self.queue_moment(HANDOVER, {"seat": seat}, waits=True)
        self.refresh_status()
        self.speak_line(Line("handover", {"name": self.handover_name(seat)}, urgent=True))

    def _handover_confirmed(self) -> None:
        with self.one_refresh():
            self.handover.hide()
            self.controller.confirm_handover()
            self.moments.finish(HANDOVER)
            self.refresh()
            self.refocus()

    def _summary_closed(self, action: str) -> None:
        if self.current_moment(SUMMARY) is not None:
            self.controller.ask_viewer()
        self.moments.finish(SUMMARY)
        self.summary_closed(action)
        self.restore_focus()

    def reload_log(self) -> None:
        """The log written again from the whole story so far (a replay moved to another step)."""
        self.m_log.clear()
        self.write_story()

    # --- for subclasses -------------------------------------------------------------
    def write_story(self) -> None:
        """Write the game's story so far into the log (a table opening on a game)."""

    def rebuild(self, obs: Any) -> None:  # the game's own observation type
        raise NotImplementedError

    def status_text(self, obs: Any) -> str:  # the game's own observation type
        raise NotImplementedError

    def moment_status(self, moment: Moment) -> str:
        return ""

    def on_events(self, events: list) -> None:
        pass

    def show_moment(self, moment: Moment) -> None:
        """A moment comes up (animations start here)."""

    def end_moment(self, moment: Moment) -> None:
        """A moment is over."""

    def present_summary(self, data: dict[str, Any]) -> None:
        """data: kind, title, lines, series, actions, x_label."""
        lines = list(data["lines"]) + self.summary_notes(data)
        self.summary.present(data["kind"], data["title"], lines, data.get("series", []),
                             data["actions"], data.get("x_label", ""), self.summary_extras(data))
        # a dialog to a reader: its title and message are read as the focus enters it (the
        # result itself was announced with the events: not said twice)
        self.summary.setAccessibleName(data["title"])
        describe(self.summary, " ".join(lines))

    def game_key(self, event) -> bool:
        """A game key (rank keys, I/O, G/P) with the gate open; True when used."""
        return False

    def summary_closed(self, action: str) -> None:
        if action != "close":
            self.requested.emit(action)

    def focus_default(self) -> None:
        pass

    # --- the computed layout -----------------------------------------------------------------
    def side_need(self) -> int:
        """The width the side panel's content asks (its score table whole)."""
        return 240

    def layout_names(self) -> list[str]:
        """The seats' names from the bottom seat, clockwise (the layout's order)."""
        n = len(self.session.seats)
        b = self.bottom_seat()
        return [self.seat_name((b + k) % n) for k in range(n)]

    def layout_metrics(self):
        """What the table's text needs in this language (measured once per language,
        names, side panel and deck)."""
        from cardgames_qt.ui.table.cardview import INDEX_WIDTH
        from cardgames_qt.ui.table.layout_text import table_metrics
        share = INDEX_WIDTH.get(getattr(self.ctx, "deck", ""), max(INDEX_WIDTH.values()))
        names = self.layout_names()
        key = (current_language(), tuple(names), self.side_need(), share)
        if getattr(self, "_metrics_key", None) != key:
            self._metrics = table_metrics(self.session.game_id, names, side=key[2], share=share)
            self._metrics_key = key
        return self._metrics

    def compute_layout(self, width: int, height: int):
        """The table's regions and card sizes at this size (layout.py), in this language."""
        from cardgames_qt.ui.table.layout import table_layout
        return table_layout(self.session.game_id, len(self.session.seats), width, height, self.layout_metrics())

    def qrect(self, r) -> QRect:
        """A layout rectangle on this table (mirrored right to left)."""
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            r = r.mirrored(self.width())
        return QRect(r.x, r.y, r.w, r.h)

    def apply_layout(self, force: bool = False) -> None:
        """Place every region's widgets from the computed layout (on a resize, a new
        language, a new bottom seat, the drawer opened or closed)."""
        if self.width() <= 0 or self.height() <= 0:
            return
        self.layout_metrics()
        key = (self.width(), self.height(), self._metrics_key, self.layoutDirection(), self.b_drawer.isChecked())
        if key == self._layout_key and not force:
            return  # laid out for this already: nothing computed again
        lay = self.compute_layout(self.width(), self.height())
        self._layout_key = key
        self.table_geometry = lay
        side = getattr(self, "side_w", None)
        if lay.folded:
            self.b_drawer.setGeometry(self.qrect(lay.drawer_button))
            self.b_drawer.show()
            self.b_drawer.raise_()
            if side is not None:
                open_ = self.b_drawer.isChecked()
                side.setObjectName("drawer")
                side.setStyleSheet("#drawer { background: rgba(12,34,22,240); border-left: 1px solid "
                                   "rgba(255,255,255,80); }" if open_ else "")
                side.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, open_)
                if open_:
                    side.setGeometry(self.qrect(lay.drawer))
                    side.show()
                    side.raise_()
                    self.b_drawer.raise_()
                else:
                    side.hide()
        else:
            self.b_drawer.hide()
            if self.b_drawer.isChecked():
                self.b_drawer.blockSignals(True)
                self.b_drawer.setChecked(False)
                self.b_drawer.blockSignals(False)
            if side is not None:
                side.setStyleSheet("")
                side.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
                side.setGeometry(self.qrect(lay.side))
                side.show()
        self.place(lay)
        for ov in (self.handover, self.summary):
            if ov.isVisible():
                ov.raise_()

    # --- flights ----------------------------------------------------------------------------
    @property
    def flight_layer(self) -> FlightLayer:
        """The layer cards fly on, made at the first flight (its module, the easing curves
        and the animation are not needed before: 1.5 ms of a table's start)."""
        if self._flight_layer is None:
            from cardgames_qt.ui.table.flights import FlightLayer
            self._flight_layer = FlightLayer(self, self.ctx)
        return self._flight_layer

    def flying(self) -> bool:
        """Whether cards are in flight now."""
        return self._flight_layer is not None and self._flight_layer.active

    def _launch_flight(self, moment: Moment) -> None:
        if self.moments.current is moment:  # not landed already (Space, a click)
            flights = moment.data["build"]()
            if not flights:  # nothing to fly after all (a tie's pot stays): no wait for nothing
                self.moment_done()
                return
            self.flight_layer.launch(flights, moment.data["ms"])

    def launch_rect(self, action: Any) -> QRect | None:
        """Where the card of a person's ``action`` lies now (subclasses): its flight starts there."""
        return None

    def on_table(self, widget: QWidget, lift: int = 0) -> QRect:
        """A widget's rectangle on the table (a card's image: without its lift)."""
        from PySide6.QtCore import QPoint
        return QRect(widget.mapTo(self, QPoint(0, lift)), widget.size() - QSize(0, lift))

    def card_in(self, view, row: int | None = None) -> tuple[QRect, list[QWidget]]:
        """Where a card of ``view`` lies (its button ``row``, else a card's place in the
        middle of the view) and the widgets a flight there stands for."""
        lift = view.lift_px()
        if row is not None and 0 <= row < len(view.buttons):
            b = view.buttons[row]
            return self.on_table(b, lift), [b]
        size = view.card_size()
        h = size.height() - lift
        centre = view.mapTo(self, view.rect().center())
        return QRect(centre.x() - size.width() // 2, centre.y() - h // 2, size.width(), h), []

    def cards_of(self, view) -> list[tuple[str | None, QRect]]:
        """The cards a view shows now (face or None) and where: what may fly from it next."""
        lift = view.lift_px()
        out = []
        for b in view.buttons:
            if b.isVisible():
                row = view.model.row(b.row)
                out.append((row.get("card") if row.get("face_up") else None, self.on_table(b, lift)))
        return out

    def deal_flights(self, deck: QRect, targets: list[tuple[str | None, QRect, list[QWidget]]], ms: int) -> list:
        """A deal: one card after another from ``deck`` to each target (its face or None, where
        it lands, the widget it stands for), each at least a move's time and the next leaving
        before it lands. A face (only where the table shows one: the viewer's own cards)
        leaves face down and turns over on its way."""
        from cardgames_qt.ui.table.flights import FLIGHT_MS, Flight
        if not targets:
            return []
        share = min(1.0, max(self.ctx.duration(FLIGHT_MS) / ms if ms else 1.0, 2.0 / (len(targets) + 1)))
        flights = []
        for k, (card, dst, hidden) in enumerate(targets):
            start = k * (1.0 - share) / max(1, len(targets) - 1)
            flights.append(Flight(card, deck, dst, hidden, start=start, end=start + share, flip=card is not None))
        return flights

    def flights_on(self) -> bool:
        """Cards fly at this table now (not with reduced motion, never in a replay)."""
        from cardgames_qt.ui.table.flights import FLIGHT_MS
        return bool(self.ctx.duration(FLIGHT_MS)) and not self.read_only

    def queue_flight(self, build, base_ms: int | None = None, data: dict[str, Any] | None = None) -> None:
        """A flight moment: ``build()`` (called when it comes up, the table refreshed) gives
        the flights, which fly for ``base_ms`` at the player's speed (a move's time unless
        said). None with reduced motion (no moment at all). ``data``: more for the moment
        (what the table shows while the cards fly)."""
        from cardgames_qt.ui.table.flights import FLIGHT_MS
        ms = self.ctx.duration(FLIGHT_MS if base_ms is None else base_ms)
        if ms and not self.read_only:
            self.queue_moment(FLIGHT, {**(data or {}), "build": build, "ms": ms}, ms=ms)

    def place(self, lay) -> None:
        """Put the game's widgets where the layout says (subclasses)."""

    def place_cards(self, view, cards) -> None:
        """A row of cards at its region, at the layout's card size."""
        view.set_card_height(cards.card.h)
        view.setGeometry(self.qrect(cards.rect))

    def place_text(self, label, text) -> None:
        label.setGeometry(self.qrect(text.rect))

    # --- painting ---------------------------------------------------------------------------
    def paintEvent(self, event):
        # the felt is a large gradient: render it once per size, then blit it
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), dpr)
        if getattr(self, "_felt_key", None) != key:
            self._felt, self._felt_key = felt_pixmap(self.width(), self.height(), dpr), key
        p = QPainter(self)
        # a move dirties a few small places: copy the felt to those, not to their bounding
        # box (clipped to a many-piece region, a 1920x1039 copy cost 2 ms)
        region = event.region()
        for r in (region if region.rectCount() <= 24 else (event.rect(),)):
            p.drawPixmap(r, self._felt, QRectF(r.topLeft() * dpr, r.size() * dpr).toRect())
        p.end()

    def resizeEvent(self, event):
        if self.flying():
            self.skip_moment()  # the cards land before the table moves
        self.apply_layout()
        for ov in (self.handover, self.summary):
            if ov.isVisible():
                ov.setGeometry(self.rect())
        if self.b_continue.isVisible():
            self._place_continue()
        super().resizeEvent(event)
