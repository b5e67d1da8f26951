"""A write that failed is owed, not forgotten (issue 29, finding 2): a game finished on a
full disk is written as soon as there is space (a retry while the status line says it
waits), at quit (which asks before discarding), and a game whose moves are all there is
finished at the next start. The disk is a real small file system (tmpfs) filled up."""
from __future__ import annotations

import errno
import os
import sqlite3
import subprocess
from pathlib import Path

import pytest
from PySide6.QtTest import QTest

from cardgames_qt.app.session import COMPUTER, GameSession, Seat
from cardgames_qt.storage import GameStore

from ..dialogs import ModalWatcher
from .test_game_rows import _settled, human_move

DB = "cardgames.sqlite3"


@pytest.fixture
def small_disk(tmp_path, monkeypatch):
    """A profile on a 4 MiB file system of its own (root mounts a tmpfs; skipped elsewhere)."""
    mount = tmp_path / "small"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(mount)], capture_output=True)
    if done.returncode != 0:
        pytest.skip("a small file system cannot be mounted here (needs root)")
    home = mount / "home"
    monkeypatch.setenv("CARDGAMES_QT_HOME", str(home))
    yield home
    (mount / "filler").unlink(missing_ok=True)  # space again before the window's teardown closes it
    subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def fill(home: Path) -> Path:
    """Everything left on the file system taken by one file (removing it frees the space)."""
    filler = home.parent / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        for size in (65536, 4096, 512, 1):
            while True:
                try:
                    os.write(fd, b"\0" * size)
                except OSError as exc:
                    assert exc.errno == errno.ENOSPC
                    break
    finally:
        os.close(fd)
    return filler


def row(home: Path, uid: str) -> tuple:
    conn = sqlite3.connect(f"file:{home / DB}?mode=ro", uri=True)
    try:
        status, moves = conn.execute("SELECT status, moves FROM games WHERE uid = ?", (uid,)).fetchone()
        results = conn.execute("SELECT count(*) FROM results WHERE uid = ?", (uid,)).fetchone()[0]
        return status, moves, results
    finally:
        conn.close()


def open_playing_window(qtbot, answer=None):
    from cardgames_qt.ui.main_window import MainWindow
    w = MainWindow(start_bots=True)
    w.settings = w.settings.with_value("gops.cards", 3)
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    assert QTest.qWaitForWindowActive(w)
    w.watcher = ModalWatcher(answer) if answer is not None else ModalWatcher()
    return w


def play_to_the_end_on_a_full_disk(qtbot, w, home: Path) -> tuple[GameSession, Path]:
    session = w.new_game("gops", seed=5, ask=False)
    human_move(qtbot, w)
    qtbot.waitUntil(lambda: _settled(w.table), timeout=10000)
    assert session.owed() == 0
    filler = fill(home)
    while not session.is_over:
        human_move(qtbot, w)
    qtbot.waitUntil(lambda: session.is_over, timeout=10000)
    assert session.owed() >= 1  # the final move's write (and its result) was refused
    status, moves, results = row(home, session.uid)
    assert status == "active" and moves < session.move_count and results == 0
    assert "Not saved yet" in w.status.text() and "disk is full" in w.status.text(), w.status.text()
    return session, filler


def test_a_game_finished_on_a_full_disk_is_written_once_space_is_freed(qtbot, small_disk):
    home = small_disk
    w = open_playing_window(qtbot)
    session, filler = play_to_the_end_on_a_full_disk(qtbot, w, home)
    filler.unlink()  # space is freed: the retry writes what was owed, with no move made
    qtbot.waitUntil(lambda: session.owed() == 0, timeout=10000)
    assert row(home, session.uid) == ("finished", session.move_count, 2)
    qtbot.waitUntil(lambda: "Not saved yet" not in w.status.text(), timeout=3000)
    w.watcher.stop()
    w.close()
    assert not w.watcher.texts  # nothing was owed at quit: nothing asked


def test_quit_on_a_full_disk_asks_and_try_again_writes_what_was_owed(qtbot, small_disk):
    home = small_disk
    freed = []

    def answer(box):
        names = [b.text().replace("&", "") for b in box.buttons()]
        if "Try again" not in names:
            QTest.keyClick(box, 0x01000004)  # Enter
            return
        if not freed:  # the player frees space, then tries again
            filler.unlink()
            freed.append(True)
        next(b for b in box.buttons() if b.text().replace("&", "") == "Try again").click()

    w = open_playing_window(qtbot, answer)
    session, filler = play_to_the_end_on_a_full_disk(qtbot, w, home)
    w.controller._retry.stop()  # quit before the timer came round
    w.close()
    assert not w.isVisible()
    [asked] = w.watcher.texts
    assert "could not be saved" in asked and "disk is full" in asked and "Quit anyway" in asked, asked
    assert row(home, session.uid) == ("finished", session.move_count, 2)
    w.watcher.stop()


def test_quit_on_a_full_disk_can_be_cancelled_and_then_discards_only_when_asked_to(qtbot, small_disk):
    home = small_disk
    answers = iter(["Cancel", "Quit without saving"])

    def answer(box):
        wanted = next(answers, "Quit without saving")
        next(b for b in box.buttons() if b.text().replace("&", "") == wanted).click()
    w = open_playing_window(qtbot, answer)
    session, filler = play_to_the_end_on_a_full_disk(qtbot, w, home)
    w.controller._retry.stop()
    owed = row(home, session.uid)
    w.close()
    assert w.isVisible() and w.table is not None  # Cancel: still at the table, nothing discarded
    w.close()
    assert not w.isVisible()
    assert len(w.watcher.texts) == 2
    assert row(home, session.uid) == owed  # discarded only because the player said so
    w.watcher.stop()
    filler.unlink()


def test_the_next_start_finishes_a_game_whose_moves_are_all_there(qtbot, _isolated_home):
    """The final move was written but the finished mark and its results were not (an earlier
    version, a crash between two writes): Continue shows the end and records it, once."""
    store = GameStore()
    session = GameSession.start("gops", {"cards": 3}, [Seat("Ann"), Seat("Bob", COMPUTER, "random")], seed=2,
                                store=store)
    import random
    rng = random.Random(1)
    while not session.is_over:
        seat = rng.choice(session.acting_seats())
        session.play(seat, rng.choice(session.legal_actions(seat)))
        store.append(session.db_id, session.state)  # the moves only
    uid, moves = session.uid, session.move_count
    store.close()
    assert row(_isolated_home, uid) == ("active", moves, 0)

    w = open_playing_window(qtbot)
    w.go_home()
    button = w.start_page.panels["gops"].continue_button
    assert button.isEnabled()
    QTest.keyClick(button, 0x20)  # Space
    assert w.table is not None and w.table.session.is_over
    assert row(_isolated_home, uid) == ("finished", moves, 2)
    w.watcher.stop()
    w.close()
    assert row(_isolated_home, uid) == ("finished", moves, 2)
    assert os.path.exists(_isolated_home / DB)
