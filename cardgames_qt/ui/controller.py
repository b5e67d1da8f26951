"""The Qt side of a session: computer moves off the GUI thread, who is looking.

`SessionController` owns no rules. It forwards intents to the
:class:`~cardgames_qt.app.session.GameSession`, runs computer seats in a
worker process after a settable delay (so a person can follow them), and keeps
track of the *viewer*: the one seat whose private cards may be drawn now.
With two or more human seats, every change of viewer goes through a
handover (the table hides everything private until the next person confirms).
"""
from __future__ import annotations

import random
import threading
from collections import deque
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from cardgames_qt.app import bot_worker, visibility
from cardgames_qt.app.session import BackgroundSaver, GameSession
from cardgames_qt.engine import IllegalMove
from cardgames_qt.ui.mainthread import MainThreadChannel

#: a commit that waits this long for another program's lock is said in the status line
SLOW_COMMIT_MS = 2500
#: while the disk refuses a write, what is owed is written again this often (the status says so)
RETRY_OWED_MS = 3000
#: a worker's commit gives up its wait after this long and tries again (so a closed table stops it)
WORKER_PATIENCE_S = 1.0


class SessionController(QObject):
    #: events applied (a list of engine.events values); views refresh from the observation
    changed = Signal(list)
    #: a move was refused: the message says why, nothing changed
    refused = Signal(str)
    #: the viewer changed (int seat, or None for "nobody's private cards")
    viewerChanged = Signal(object)
    #: pass-and-play: ask the person at the screen to hand over to this seat
    handoverRequested = Signal(int)
    #: a computer seat is thinking (seat) / done
    thinking = Signal(int, bool)
    #: a move's commit has waited SLOW_COMMIT_MS for a lock another program holds (True),
    #: or its wait is over (False): the window says so in its status line
    saveWaiting = Signal(bool)
    #: a write that was owed was tried again (the status line says whether it is still owed)
    owedChanged = Signal()

    def __init__(self, session: GameSession, move_delay_ms: int = 600, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.move_delay_ms = move_delay_ms
        # autosaves are written on a worker thread: an fsync must not stall the table
        self.saver = BackgroundSaver()
        session.saver = self.saver
        self._channel = MainThreadChannel(self)
        self._bots = {i: s.bot for i, s in enumerate(session.seats) if not s.is_human}
        # each computer seat has its own generator, seeded from the game's seed,
        # so a replayed game makes the same computer choices given the same timing
        self._rngs = {i: random.Random(session.seed * 31 + i) for i in self._bots}
        self._futures: set = set()
        if self._bots and bot_worker.is_running():  # (a warm-up alone starts no worker)
            self._track(bot_worker.submit(bot_worker.warm_up))
        self._pending: set[int] = set()
        self._paused = False
        # against the computer the one person's seat; pass-and-play: nobody until a handover
        self.viewer: int | None = (None if self.pass_and_play
                                   else visibility.person_at_screen(visibility.Table.of_session(session)))
        self.handover_to: int | None = None
        self._timers: list[QTimer] = []
        #: the table's moment queue: while it holds, computers wait (the table
        #: calls schedule_computers again when its last moment is over)
        self.hold: Callable[[], bool] = lambda: False
        self._held_moves: dict[int, tuple[Any, int]] = {}
        #: how long a screen reader is still talking (ms): a computer's move waits for it
        self.pace: Callable[[], int] = lambda: 0
        #: what shows a move wraps it in this (the table: its refreshes made once, at the end)
        self.batch: Callable[[], AbstractContextManager[Any]] = nullcontext
        #: set while a move waits for its commit (the worker stops when it is set)
        self._committing: threading.Event | None = None
        self._slow: QTimer | None = None
        # computers' decisions that arrive together (Guts: every seat declares at once) are
        # applied one per pass of the event loop, never all in one: the table is painted and a
        # key is read between two moves (ten moves in one pass were a 50-60 ms freeze)
        self._decided: deque[tuple[int, int, Any]] = deque()
        self._one_pass = QTimer(self)
        self._one_pass.setSingleShot(True)
        self._one_pass.setInterval(0)
        self._one_pass.timeout.connect(self._next_decision)
        # what the disk refused (moves, the finished mark, results) is written again: at the
        # next move, every RETRY_OWED_MS while it is owed, and at quit (the window asks first)
        self._retry = QTimer(self)
        self._retry.setInterval(RETRY_OWED_MS)
        self._retry.timeout.connect(self.retry_owed)

    # --- pass-and-play --------------------------------------------------------------
    @property
    def pass_and_play(self) -> bool:
        return visibility.pass_and_play(visibility.Table.of_session(self.session))

    def next_human(self) -> int | None:
        """Pass-and-play: whom the screen is handed over to next (app/visibility.py)."""
        table = visibility.Table.of_session(self.session)
        return visibility.next_viewer(table) if table.acting_humans else None

    def confirm_handover(self) -> None:
        """The person at the screen says they are the seat we handed over to."""
        if self.handover_to is None:
            return
        self.viewer, self.handover_to = self.handover_to, None
        self.viewerChanged.emit(self.viewer)

    def hide_private(self) -> None:
        """Pass-and-play: a public moment is shown to everyone, so nobody's cards are drawn."""
        if self.pass_and_play and self.viewer is not None:
            self.viewer = None
            self.viewerChanged.emit(None)

    def ask_viewer(self) -> None:
        """After a public moment: hand over to whoever acts next (again, if it is the same person)."""
        self._update_viewer()

    def _update_viewer(self) -> None:
        if not self.pass_and_play:
            return
        nxt = self.next_human()
        if nxt is None:
            # nobody human to act (computers thinking, reveal, game over): hide
            # everything private rather than leave the last person's cards up
            if self.viewer is not None:
                self.viewer = None
                self.viewerChanged.emit(None)
            return
        if nxt != self.viewer and nxt != self.handover_to:
            self.viewer = None
            self.handover_to = nxt
            self.viewerChanged.emit(None)
            self.handoverRequested.emit(nxt)

    # --- intents ----------------------------------------------------------------------
    def submit(self, seat: int, action: Any) -> bool:
        """A human's move. Only the seat at the screen may move."""
        if not self.session.seats[seat].is_human:
            self.refused.emit(self.tr("That seat is played by the computer."))
            return False
        if self.pass_and_play and seat != self.viewer:
            self.refused.emit(self.tr("Hand the screen over first."))
            return False
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Any) -> bool:
        """Play the move, commit it, then show it. The GUI thread never waits on a lock:
        when another program holds the saves the commit waits on a worker thread and the
        move is shown once it is durable (the table shows nothing that a crash could lose)."""
        if self._committing is not None:
            self.refused.emit(self.tr("Wait: the last move is still being saved."))
            return False
        try:
            events = self.session.play(seat, action)
        except IllegalMove as exc:
            self.refused.emit(str(exc))
            return False
        if self.session.commit():  # at once, in the common case
            self._show(events)
        else:
            self._commit_later(events)
        return True

    def retry_owed(self) -> bool:
        """Write what is owed now (the timer, and the window at quit); True when nothing is."""
        done = self.session.retry_owed()
        if done:
            self._retry.stop()
        self.owedChanged.emit()
        return done

    def _watch_owed(self) -> None:
        if self.session.owed() and not self._retry.isActive() and not self.is_shut_down:
            self._retry.start()
        elif not self.session.owed():
            self._retry.stop()

    def _show(self, events: list) -> None:
        self._watch_owed()
        self.session.announce(events)
        with self.batch():  # the table draws the move and the viewer it brings once
            self.changed.emit(events)
            self._update_viewer()
        self.schedule_computers()

    @property
    def committing(self) -> bool:
        """A move waits for its commit (another program holds the saves)."""
        return self._committing is not None

    def _commit_later(self, events: list) -> None:
        session, stop = self.session, threading.Event()
        self._committing = stop
        slow = QTimer(self)
        slow.setSingleShot(True)
        slow.timeout.connect(lambda: self.saveWaiting.emit(True))
        slow.start(SLOW_COMMIT_MS)
        self._slow = slow

        def run() -> None:  # the worker thread: its own connection, SQLite's busy wait
            db = getattr(session.store, "db", None)
            try:
                if db is not None:
                    db.set_patience(WORKER_PATIENCE_S)
                while not stop.is_set():
                    if session.commit():
                        self._channel.post(self._committed, stop, events)
                        return
            finally:
                if db is not None:
                    db.release_thread()
        threading.Thread(target=run, name="commit", daemon=True).start()

    def _end_slow(self) -> None:
        """The commit's "saving…" timer ends with the commit."""
        if self._slow is not None:
            self._slow.stop()
            self._slow.deleteLater()
            self._slow = None

    def _committed(self, stop, events: list) -> None:
        if stop is not self._committing:
            return
        self._committing = None
        self._end_slow()
        self.saveWaiting.emit(False)
        self._show(events)

    # --- computer seats -------------------------------------------------------------
    def start(self) -> None:
        """Begin play: first handover (pass-and-play) and computer moves."""
        self._update_viewer()
        self.schedule_computers()

    def pause(self, paused: bool = True) -> None:
        self._paused = paused
        if not paused:
            self.schedule_computers()

    def schedule_computers(self) -> None:
        if self._paused or self.session.is_over or self.hold() or self._committing is not None:
            return
        token = len(self.session.state.history)
        for seat, (action, held_at) in list(self._held_moves.items()):
            del self._held_moves[seat]
            if seat in self.session.acting_computers() and token == held_at:
                self._apply(seat, action)
                return  # _apply schedules the rest
        for seat in self.session.acting_computers():
            if seat in self._pending:
                continue
            self._pending.add(seat)
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda s=seat, t=token, tm=timer: self._launch(s, t, tm))
            self._timers.append(timer)
            timer.start(max(0, self.move_delay_ms, self.pace()))

    def _launch(self, seat: int, token: int, timer: QTimer) -> None:
        self._timers.remove(timer)
        timer.deleteLater()
        if self.hold() or (token != len(self.session.state.history)
                           and seat not in self.session.acting_computers()):
            self._pending.discard(seat)  # a moment is up: scheduled again when it is over
            return
        obs = self.session.observation(seat)
        legal = self.session.legal_actions(seat)
        self.thinking.emit(seat, True)
        token = len(self.session.state.history)
        future = bot_worker.submit(bot_worker.decide, self.session.game_id, self._bots[seat], obs, legal,
                                   self._rngs[seat].randrange(2**62))
        self._track(future)

        def done(f, seat=seat, token=token):  # runs in a pool thread: post to the GUI thread
            try:
                action = f.result()
            except Exception as exc:  # noqa: BLE001 - reported, never replaced by another move
                self._channel.post(self._bot_failed, token, seat, f"{type(exc).__name__}: {exc}")
                return
            self._channel.post(self._queue_decision, token, seat, action)
        future.add_done_callback(done)

    def _track(self, future) -> None:
        self._futures.add(future)
        future.add_done_callback(self._futures.discard)

    def _queue_decision(self, token: int, seat: int, action: Any) -> None:
        self._decided.append((token, seat, action))
        if not self._one_pass.isActive():  # no move yet in this pass of the event loop
            self._next_decision()

    def _next_decision(self) -> None:
        if self._decided and not self.is_shut_down:
            self._bot_decided(*self._decided.popleft())
            self._one_pass.start()  # the next decision waits for the next pass

    def _bot_decided(self, token: int, seat: int, action: Any) -> None:
        self._pending.discard(seat)
        self.thinking.emit(seat, False)
        if seat not in self.session.acting_computers():
            return  # stale: the table moved on while it thought
        if self.hold() or self._committing is not None:
            # a moment came up while it thought, or the move before waits for its commit: the move waits for it (it is
            # still the right move: nothing changed for this seat meanwhile)
            self._held_moves[seat] = (action, len(self.session.state.history))
            return
        if not self._apply(seat, action):
            # a bot that proposes an illegal move is a bug: say so, never replace it
            self.refused.emit(self.tr("%1 (computer) proposed an illegal move.").replace("%1", self._name(seat)))

    def _bot_failed(self, token: int, seat: int, message: str) -> None:
        self._pending.discard(seat)
        self.thinking.emit(seat, False)
        self.refused.emit(self.tr("%1 (computer) failed: %2").replace("%1", self._name(seat)).replace("%2", message))

    def _name(self, seat: int) -> str:
        """The seat's name as the table words it (a default one in the language of the moment)."""
        from cardgames_qt.ui.words.catalogue_text import seat_text
        return seat_text(self.session.seats[seat])

    @property
    def is_shut_down(self) -> bool:
        return not self._channel._open

    def shutdown(self) -> None:
        self._paused = True
        if self._committing is not None:  # a move never shown is dropped; nobody waits for the lock
            self._committing.set()
            self._committing = None
            self._end_slow()
        self._channel.detach()
        self._one_pass.stop()
        self._retry.stop()
        self._decided.clear()
        for t in self._timers:
            t.stop()
        for f in list(self._futures):
            f.cancel()  # a decision still queued is not wanted any more
        self.saver.close()  # every move made is on disk before the table goes
        self.session.saver = None
