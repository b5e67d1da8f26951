"""Another program holds the saves (issue 21, item 7): the window never waits on
the lock. A real child process holds SQLite's write lock on the profile's
database; the window starts, repaints, opens its menus and takes a move by key;
the move is shown once its commit returns (it is durable then), a status line
says what is going on meanwhile, and the lease heartbeat carries on off the
GUI thread.
"""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from cardgames_qt.app import services
from cardgames_qt.storage import paths
from cardgames_qt.storage.db import gamedb

from ..dialogs import ModalWatcher

ROOT = Path(__file__).resolve().parents[2]
WAITING = "Another program is using the saves"

_HOLDER = """
import sqlite3, sys
c = sqlite3.connect(sys.argv[1], isolation_level=None)
c.execute("BEGIN IMMEDIATE")
c.execute("UPDATE meta SET value = value")
print("held", flush=True)
sys.stdin.readline()
c.execute("COMMIT")
print("released", flush=True)
"""


class Holder:
    """A real process that holds the database's write lock until told to let go."""

    def __init__(self, path: Path):
        self.proc = subprocess.Popen([sys.executable, "-c", _HOLDER, str(path)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, cwd=ROOT)
        assert self.proc.stdout.readline().strip() == "held"

    def release(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.write("\n")
            self.proc.stdin.flush()
            assert self.proc.stdout.readline().strip() == "released"
        self.proc.wait(10)


@pytest.fixture
def holder(_isolated_home):
    services.open_profile()[0].close()  # the profile exists (as it does after a first start)
    holders = []
    yield lambda: holders.append(Holder(_isolated_home / "cardgames.sqlite3")) or holders[-1]
    for h in holders:
        if h.proc.poll() is None:
            h.proc.kill()
            h.proc.wait(10)


def _stored_moves(gid: int) -> int:
    """Moves of the game as another reader of the file sees them (reading takes no lock)."""
    import sqlite3
    conn = sqlite3.connect((paths.home_dir() / 'cardgames.sqlite3').as_uri() + "?mode=ro", uri=True)
    try:
        return conn.execute("SELECT COUNT(*) FROM moves WHERE game = ?", (gid,)).fetchone()[0]
    finally:
        conn.close()


def _ticks(ms: int = 50):
    """How many times the GUI thread's event loop came round (a timer every ``ms``)."""
    count = [0]
    timer = QTimer()
    timer.setInterval(ms)
    timer.timeout.connect(lambda: count.__setitem__(0, count[0] + 1))
    timer.start()
    return count, timer


def test_start_up_with_the_saves_held_by_another_program_does_not_wait(qtbot, holder):
    from cardgames_qt.ui.main_window import MainWindow
    h = holder()
    started = time.perf_counter()
    w = MainWindow(start_bots=False)  # opens the database and fills the start page's Continue buttons
    qtbot.addWidget(w)
    w.show()
    QTest.qWait(50)
    assert time.perf_counter() - started < 2.0  # it waited 10 s on the lock before
    assert w._save_store is not None
    h.release()
    w.close()


def test_a_move_waits_for_the_lock_off_the_gui_thread_and_shows_once_durable(qtbot, holder, monkeypatch):
    from cardgames_qt.ui.main_window import MainWindow
    monkeypatch.setattr(gamedb, "LEASE_RENEW", 0.3)  # heartbeats fall inside the lock too
    w = MainWindow(start_bots=False)
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    assert QTest.qWaitForWindowActive(w)
    watcher = ModalWatcher()
    w.new_game("gops", seed=4)
    table, session = w.table, w.table.session
    hand = table.v_hand["bottom"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() in hand.buttons, timeout=5000)
    beat = w.save_store.db.conn.execute("SELECT heartbeat FROM leases WHERE game = ?",
                                        (session.db_id,)).fetchone()[0]
    shown = []
    w.controller.changed.connect(shown.append)
    # the moves on disk at the moment each move is shown (a computer's move may follow at once)
    durable_when_shown = []
    w.controller.changed.connect(lambda _e: durable_when_shown.append(_stored_moves(session.db_id)))

    h = holder()
    ticks, timer = _ticks()
    started = time.perf_counter()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Return)  # the person bids
    assert time.perf_counter() - started < 1.0, "the window froze on the lock"
    assert shown == [] and _stored_moves(session.db_id) == 0  # not shown: not durable yet

    # the window lives: the event loop runs, a status line says why the move waits, menus open
    qtbot.waitUntil(lambda: WAITING in w.status.text(), timeout=5000)
    assert ticks[0] >= 30, ticks[0]
    menus = []

    def look_at_menu():
        popup = QApplication.activePopupWidget()
        menus.append(popup.title() if isinstance(popup, QMenu) else None)
        if popup is not None:
            QTest.keyClick(popup, Qt.Key_Escape)
    QTimer.singleShot(300, look_at_menu)
    QTest.keyClick(w, Qt.Key_G, Qt.AltModifier)  # Alt+G opens the Game menu
    qtbot.waitUntil(lambda: bool(menus), timeout=3000)
    assert menus[0] and "Game" in menus[0].replace("&", "")
    assert not w.grab().isNull()
    before = ticks[0]
    QTest.qWait(1000)
    assert ticks[0] - before >= 10  # still no freeze, a second later
    assert shown == [] and w.controller.committing

    h.release()
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)  # shown once its commit returned
    assert durable_when_shown[0] == 1 and session.last_save_error is None
    assert WAITING not in w.status.text()
    qtbot.waitUntil(lambda: w.save_store.db.conn.execute(  # the heartbeat went on, off the GUI thread
        "SELECT heartbeat FROM leases WHERE game = ?", (session.db_id,)).fetchone()[0] > beat, timeout=5000)
    timer.stop()
    watcher.stop()
    w.close()


def test_a_take_back_while_the_saves_are_held_changes_nothing_and_works_after(holder):
    from cardgames_qt.app.session import COMPUTER, GameSession, Seat
    from cardgames_qt.app.takeback import take_back
    from cardgames_qt.storage import GameStore
    store = GameStore()
    store.db.set_patience(services.GUI_PATIENCE_S)  # as the window's GUI thread
    session = GameSession.start("gops", {"cards": 5}, [Seat("Ann"), Seat("Bot", COMPUTER, "random")],
                                seed=2, store=store)
    for _ in range(2):
        seat = session.acting_seats()[0]
        session.submit(seat, session.legal_actions(seat)[0])
    before = session.moves()
    h = holder()
    started = time.perf_counter()
    result = take_back(session)
    assert time.perf_counter() - started < 1.0
    assert (result.allowed, result.refusal) == (False, "saves_busy")
    assert session.moves() == before and not session.assisted  # the table and the store agree
    h.release()
    assert take_back(session).allowed
    assert store.history(session.db_id) == session.moves() == [] and session.assisted
    store.close()


def test_a_first_start_with_the_saves_held_by_another_program_neither_waits_nor_says_a_false_import(
        qtbot, holder, _isolated_home):
    """A profile without the import marker (an earlier version's saves beside it) while another
    program holds the write lock: the window opens at once, says nothing false about the
    import, and the next start imports the files."""
    import json
    import sqlite3

    from cardgames_qt.ui.main_window import MainWindow
    from tests.reliability.test_hostile_files import real_gops_save
    conn = sqlite3.connect(_isolated_home / "cardgames.sqlite3", isolation_level=None)
    conn.execute("DELETE FROM meta WHERE key != 'generation'")  # as a profile never imported
    conn.close()
    saves = _isolated_home / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    (saves / "old one.json").write_bytes(real_gops_save())
    h = holder()
    watcher = ModalWatcher()
    started = time.perf_counter()
    w = MainWindow(start_bots=False)
    qtbot.addWidget(w)
    w.show()
    QTest.qWait(100)
    assert time.perf_counter() - started < 2.0  # it stopped 10 s on the lock before
    assert not any("could not be imported" in t for t in watcher.texts), watcher.texts
    assert "could not be imported" not in w.status.text()
    h.release()
    w.close()
    watcher.stop()
    store, notice = services.open_profile()  # the next start: the file is imported, once
    assert notice is None
    assert [s.title for s in store.list_saves()] == ["old one"]
    store.close()
    assert json.loads(real_gops_save())  # (the file itself is left as it was)
