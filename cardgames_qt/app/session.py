"""A game at the table: state, seats, commands, autosave. No Qt here.

Every user intent and every computer move arrives as ``submit(seat, action)``.
The session asks the engine (which refuses illegal moves without changing
anything), appends the move, commits it to the save store (one INSERT into
SQLite, on the caller's thread, before anyone is told), and tells its
listeners what happened. When the game ends its results are recorded in the
same transaction that marks it finished (see :mod:`.results`). Widgets never
touch the engine; they read observations built for the seat that is looking
at the table.
"""
from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable
from dataclasses import field
from typing import Any

from cardgames_qt.engine import IllegalMove
from cardgames_qt.engine.events import Event
from cardgames_qt.engine.observations import AnyObservation, any_observation
from cardgames_qt.engine.registry import game_module, new_state
from cardgames_qt.engine.state import SIMULTANEOUS, TERMINAL, GameState
from cardgames_qt.records import dataclass
from cardgames_qt.storage.names import stored_name

#: a resumed game's log is rebuilt (replayed from the seed) up to this many moves; past
#: it the log starts where the game resumes, so Continue never replays a long session
LOG_REBUILD_MOVES = 10_000
HUMAN = "human"
COMPUTER = "computer"


def _said(exc: BaseException) -> str:
    """What the player is told about a refusal of the store: its Message (keyed, worded by
    ui/words/storage_text.py in the player's language) or its text."""
    from cardgames_qt.storage.errors import message_of
    return message_of(exc)


@dataclass
class Seat:
    name: str
    kind: str = HUMAN  # HUMAN or COMPUTER
    bot: str | None = None  # bot id for computer seats
    #: a name the player left empty: ``(kind, number)`` as ``storage.settings.default_name``
    #: gives it ("you", None), ("player", 2), ("computer", 3)... The table words it in the
    #: language of the moment; ``name`` is its wording when the game began (older versions
    #: and other programs read that).
    default: tuple[str, int | None] | None = None

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name, "kind": self.kind, "bot": self.bot}
        if self.default is not None:
            d["default"] = list(self.default)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Seat:
        kind = d.get("kind", HUMAN)
        if kind not in (HUMAN, COMPUTER):
            raise IllegalMove(f"Unknown seat kind {kind!r}.")
        name = stored_name(d)
        return cls(name=name, kind=kind, bot=d.get("bot"), default=_default_key(d.get("default")))


def _default_key(value: Any) -> tuple[str, int | None] | None:
    """A stored default-name key, or None for anything else (a typed name stays as typed)."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        return None
    kind, number = value
    if kind not in ("you", "player", "computer"):
        return None
    if number is None or (isinstance(number, int) and not isinstance(number, bool) and 1 <= number <= 16):
        return kind, number
    return None


Listener = Callable[[list[Event]], None]


@dataclass
class GameSession:
    game_id: str
    variant: dict[str, Any]
    seats: list[Seat]
    seed: int
    state: GameState
    # random like uuid4().hex, without importing uuid at start-up
    uid: str = field(default_factory=lambda: os.urandom(16).hex())
    #: a GameStore (SQLite: every move committed), a SaveStore (JSON files), or None
    store: Any = None
    #: the game's row in the GameStore, once stored
    db_id: int | None = None
    #: hints or undo were used (app/takeback.py, the coach): the result is counted apart
    assisted: bool = False
    listeners: list[Listener] = field(default_factory=list)
    last_save_error: str | None = None
    #: a BackgroundSaver: autosaves are written off the caller's thread
    saver: BackgroundSaver | None = None
    #: called once, on the caller's thread, when the game has just ended and
    #: BEFORE its autosave is cleared: record results here. A crash in between
    #: then leaves the game resumable with its result recorded (record_game is
    #: idempotent by uid); recording after the clear could lose game and result.
    on_finished: Callable[[GameSession], None] | None = None
    _finished_reported: bool = field(default=False, repr=False)
    _finish_committed: bool = field(default=False, repr=False)

    # --- making one ---------------------------------------------------------------
    @classmethod
    def start(cls, game_id: str, variant: dict[str, Any] | None, seats: list[Seat], seed: int | None = None,
              store: Any = None) -> GameSession:
        mod = game_module(game_id)
        v = mod.Variant.from_dict(variant or {})
        if seed is None:
            import random
            seed = random.SystemRandom().randrange(2**31)
        state = new_state(game_id, v.to_dict(), seed)
        if len(seats) != state.num_players:
            raise IllegalMove(f"This table needs {state.num_players} seats, not {len(seats)}.")
        session = cls(game_id, v.to_dict(), list(seats), seed, state, store=store)
        if session.uses_db:
            session.db_id = store.create(session.record(), state)  # SaveError: nothing to play on
        else:
            session.autosave()
        return session

    @classmethod
    def from_record(cls, record: dict[str, Any], state: GameState, store: Any = None,
                    db_id: int | None = None) -> GameSession:
        seats = [Seat.from_dict(s) for s in record.get("seats", [])]
        if len(seats) != state.num_players:
            seats = [Seat(f"Player {chr(65 + i)}") for i in range(state.num_players)]
        return cls(record["game"], dict(record.get("variant") or {}), seats, int(record["seed"]), state,
                   uid=str(record.get("uid") or os.urandom(16).hex()), store=store, db_id=db_id,
                   assisted=record.get("assisted") is True)

    @classmethod
    def from_opened(cls, opened: Any, store: Any) -> GameSession:
        """A game the GameStore brought back (and leased to this window)."""
        return cls.from_record(opened.record, opened.state, store=store, db_id=opened.db_id)

    @property
    def uses_db(self) -> bool:
        return self.store is not None and hasattr(self.store, "append")

    def record(self) -> dict[str, Any]:
        """What a save holds: enough to replay the game through the engine."""
        return {
            "game": self.game_id,
            "variant": self.variant,
            "seats": [s.to_dict() for s in self.seats],
            "seed": self.seed,
            "history": [list(h) for h in self.state.history],
            "uid": self.uid,
            # only when set: records of unassisted games stay as they were
            **({"assisted": True} if self.assisted else {}),
        }

    def export_record(self) -> dict[str, Any]:
        """What Game → Export… writes: the save record and, once the game is over, its
        results (the save format's optional field; an import checks them against the moves)."""
        record = self.record()
        if self.is_over:
            from cardgames_qt.app.results import results_of
            from cardgames_qt.storage.db.stats import RecordedResults
            record["results"] = RecordedResults(tuple(results_of(self)), self.assisted)
        return record

    def log_events(self) -> list[Event]:
        """The events a table's log shows when it opens on this game: the whole story
        so far, or (past LOG_REBUILD_MOVES moves) one ``resumed`` event."""
        if self.move_count > LOG_REBUILD_MOVES:
            return self.state.opening_events()
        return list(self.state.log_events())

    @property
    def move_count(self) -> int:
        """How many moves have been made (what the save's history holds)."""
        return len(self.state.history)

    def moves(self) -> list[list[Any]]:
        """The moves made so far, in order, as ``[seat, action]``: a copy of the save's history."""
        return [list(h) for h in self.state.history]

    # --- who acts -------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.state.current_player() == TERMINAL

    @property
    def simultaneous(self) -> bool:
        return self.state.current_player() == SIMULTANEOUS

    def acting_seats(self) -> list[int]:
        return [] if self.is_over else list(self.state.acting_seats())

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def acting_humans(self) -> list[int]:
        return [s for s in self.acting_seats() if self.seats[s].is_human]

    def acting_computers(self) -> list[int]:
        return [s for s in self.acting_seats() if not self.seats[s].is_human]

    def observation(self, seat: int | None) -> AnyObservation:
        return any_observation(self.state.observation(seat))

    def legal_actions(self, seat: int) -> list[Any]:
        return self.state.legal_actions(seat)

    # --- commands ---------------------------------------------------------------
    def submit(self, seat: int, action: Any) -> list[Event]:
        """Apply one move, save it, tell the listeners. IllegalMove (with the engine's
        message) changes nothing."""
        events = self.play(seat, action)
        self.autosave()
        self.announce(events)
        return events

    # The window takes a move in three steps, so that a commit waiting on a lock held by
    # another program waits on a worker thread and the move is shown once it is durable:
    # play() → commit() (False: busy, try again, perhaps on another thread) → announce().
    def play(self, seat: int, action: Any) -> list[Event]:
        """Apply one move to the game, nothing saved or told yet."""
        return self.state.apply(seat, action)

    def commit(self) -> bool:
        """Save what play() did. False when the database is held by another program
        past this thread's patience: nothing was written, call again. True otherwise
        (a refusal of the disk is kept in ``last_save_error``, as with every autosave)."""
        if not self.uses_db:
            self.autosave()
            return True
        if self.is_over and self.on_finished is not None and not self._finished_reported:
            self.autosave()
            return True
        return self._commit(busy_ok=True)

    def announce(self, events: list[Event]) -> None:
        for listener in list(self.listeners):
            listener(events)

    def autosave(self) -> None:
        if self.is_over and self.on_finished is not None and not self._finished_reported:
            self._finished_reported = True
            try:
                self.on_finished(self)
            except Exception as exc:  # noqa: BLE001 - a failing disk must not stop the table
                self.last_save_error = _said(exc)
        if self.store is None:
            return
        if self.uses_db:
            self._commit()
            return
        if self.saver is not None:  # JSON files only: the database commits on this thread
            self.saver.submit(self)
            return
        self.write_autosave()

    def mark_assisted(self) -> None:
        """A hint or a take-back was used: the result will be counted apart."""
        if self.assisted:
            return
        self.assisted = True
        if self.uses_db and self.db_id is not None:
            try:
                self.store.set_assisted(self.db_id)
            except Exception as exc:  # noqa: BLE001 - a failing disk must not stop the table
                self.last_save_error = _said(exc)
        else:
            self.autosave()

    def rewind(self, state: GameState) -> bool:
        """A take-back (app/takeback.py): ``state``, the game replayed without the
        tail of its history, replaces it, in the store too; the game is assisted.
        False, and nothing changed, when another program holds the saves."""
        if self.uses_db and self.db_id is not None:
            from cardgames_qt.storage import SaveBusy, SaveError
            try:
                self.store.rewind(self.db_id, state)
                self.last_save_error = None
            except SaveBusy:
                return False  # the store and the table keep the same moves
            except (SaveError, ValueError) as exc:
                self.last_save_error = _said(exc)
            self.state = state
            self.assisted = True
        else:
            self.state = state
            self.assisted = True
            self.autosave()
        return True

    def write_autosave(self, record: dict[str, Any] | None = None, over: bool | None = None) -> None:
        over = self.is_over if over is None else over
        try:
            if over:
                # a finished game is not continued: "Continue" disappears
                self.store.clear_autosave(self.game_id)
            else:
                self.store.autosave(self.game_id, record or self.record())
            self.last_save_error = None
        except Exception as exc:  # noqa: BLE001 - a failing disk must not stop the game
            self.last_save_error = _said(exc)


    def _commit(self, busy_ok: bool = False) -> bool:
        """The moves not yet in the database and, once the game is over, the finished
        mark and its results, all in one transaction. A refusal is kept in ``last_save_error`` and the
        moves are retried with the next one: the table never stops for a disk."""
        from cardgames_qt.app.results import results_of
        from cardgames_qt.storage import Finish, SaveBusy, SaveError
        if self._finish_committed:
            return True  # the game and its result are stored: its row is not this table's any more
        try:
            finish = Finish(self.game_id, self.uid, results_of(self), self.assisted) if self.is_over else None
            # the final move, the finished mark and the results: one transaction
            self.store.append(self.db_id, self.state, finish=finish)
            self._finish_committed = finish is not None
            self.last_save_error = None
        except SaveBusy as exc:
            if busy_ok:
                return False
            self.last_save_error = _said(exc)
        except (SaveError, ValueError) as exc:
            self.last_save_error = _said(exc)
        return True

    # --- writes that failed are owed ------------------------------------------------
    def owed(self) -> int:
        """What the database still lacks of this game because the disk refused it: the moves
        not written, plus one for the finished mark and its results. 0 when all is stored."""
        if not self.uses_db or self.db_id is None or self._finish_committed:
            return 0
        written: int | None = self.store.written(self.db_id)
        if written is None:
            return 0  # the game is no longer this window's (another window, the row gone)
        return max(0, self.move_count - written) + (1 if self.is_over else 0)

    def owed_moves(self) -> int:
        """The moves among :meth:`owed` (the finished mark and results are not counted)."""
        owed = self.owed()
        return max(0, owed - 1) if owed and self.is_over else owed

    def retry_owed(self) -> bool:
        """Write what is owed (the moves, the finished mark and the results, in one
        transaction), now. True when nothing is owed any more."""
        if self.owed():
            self._commit()
        return self.owed() == 0

    def finish_if_over(self) -> None:
        """A game brought back whose moves are all there and that has ended (a finish whose
        write was lost): it is finished and its result recorded now, once."""
        if self.is_over and self.owed():
            self._commit()

    def close(self) -> None:
        """The table goes: this window lets go of the game (it waits under Continue)."""
        if self.uses_db and self.db_id is not None and not self.is_over:
            from cardgames_qt.storage import SaveError
            with contextlib.suppress(SaveError):  # the lease expires on its own
                self.store.release(self.db_id)


class BackgroundSaver:
    """Writes autosaves on one worker thread, so an fsync never stalls the table.

    The record is taken on the caller's thread (a consistent snapshot); the
    writer keeps only the newest pending one per session. A crash loses at
    most the moves whose write had not finished: in practice the last one.
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[int, tuple[GameSession, dict[str, Any], bool]] = {}
        self._busy = False
        self._closed = False
        #: started by the first autosave (a table's start needs none: 0.2 ms, and a thread
        #: beside the GUI thread while the table is built)
        self._thread: threading.Thread | None = None

    def submit(self, session: GameSession) -> None:
        with self._cond:
            self._pending[id(session)] = (session, session.record(), session.is_over)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until everything submitted is on disk."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and not self._busy, timeout)

    def close(self) -> None:
        self.flush()
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending or self._closed)
                if not self._pending and self._closed:
                    return
                _, (session, record, over) = self._pending.popitem()
                self._busy = True
            try:
                session.write_autosave(record, over)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
