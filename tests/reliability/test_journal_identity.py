"""A good journal is kept (issue 29, finding 1): SQLite decides what a ``-wal`` belongs to,
the app never judges it by file times. Real SQLite, real child processes killed with
SIGKILL, the real window opened on the profile they leave.
"""
from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bench import hostile_store as bench

from .test_hostile_store import DB, _stop_watchers, open_window, press_continue  # noqa: F401 (autouse)

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="kills with SIGKILL")

#: the child: a window's store plays ``moves`` moves of a new Zhopa game (each committed),
#: optionally with another connection holding a read while a checkpoint runs half-way
#: through, then dies by SIGKILL (no close, no checkpoint of its own)
CHILD = r"""
import os, random, signal, sqlite3, sys
sys.path.insert(0, os.environ["ROOT"])
from bench.hostile_store import play
from cardgames_qt.app.session import COMPUTER, GameSession, Seat
from cardgames_qt.storage import GameStore
moves, partial = int(sys.argv[1]), sys.argv[2] == "partial"
store = GameStore()
two = [Seat("Ann"), Seat("Bob", COMPUTER, "random")]
rng = random.Random(3)
s = GameSession.start("zhopa", {"players": 2}, two, seed=21, store=store)
play(s, moves // 2, rng)
if partial:
    reader = sqlite3.connect(os.environ["DB"], isolation_level=None)
    reader.execute("BEGIN")
    reader.execute("SELECT count(*) FROM moves").fetchone()  # a read holds the frames so far
play(s, moves - moves // 2, rng)
if partial:
    import time; time.sleep(0.05)  # the checkpoint writes the file a moment after the last commit
    busy, log, done = store.db.conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
    assert 0 < done < log, (busy, log, done)  # copied part of the journal into the file, not all
print(s.move_count, s.db_id, flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def _killed_child(home: Path, moves: int, partial: bool = False) -> int:
    env = {**os.environ, "CARDGAMES_QT_HOME": str(home), "DB": str(home / DB), "ROOT": str(ROOT)}
    proc = subprocess.run([sys.executable, "-c", CHILD, str(moves), "partial" if partial else "plain"],
                          env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    shown = int(proc.stdout.split()[0])
    assert shown == moves
    assert (home / (DB + "-wal")).stat().st_size > 32  # the moves are in the journal
    return shown


def _zhopa_moves_in_window(qtbot) -> tuple[int, list[str]]:
    w = open_window(qtbot, expect_message=False)
    try:
        press_continue(w, "zhopa")
        assert w.table is not None
        return w.table.session.move_count, list(w.shown)
    finally:
        w.close()


def test_a_journal_of_a_clock_stepped_back_is_replayed_and_nothing_is_said(qtbot, _isolated_home):
    """The clock was ahead when the file was last written, then stepped back (NTP, a
    dual-boot clock, a restored VM): the -wal is "older" than the file, and it is the
    journal of every move shown since."""
    home = _isolated_home
    bench.build_template(home)
    shown = _killed_child(home, 60)
    wal = (home / (DB + "-wal")).stat().st_mtime_ns
    ahead = wal + 3600 * 10**9
    os.utime(home / DB, ns=(ahead, ahead))  # the file's time is an hour after its journal's
    moves, said = _zhopa_moves_in_window(qtbot)
    assert moves == shown, f"{shown - moves} of {shown} shown moves lost"
    assert said == []
    assert not (home / "quarantine").exists()


def test_a_journal_after_a_partial_checkpoint_is_replayed(qtbot, _isolated_home):
    """Another connection held a read while an automatic checkpoint ran: it copied part of
    the journal into the file (which is then written after the journal), then the power
    went. The file with its journal is intact: every shown move is there."""
    home = _isolated_home
    bench.build_template(home)
    shown = _killed_child(home, 60, partial=True)
    assert (home / DB).stat().st_mtime_ns > (home / (DB + "-wal")).stat().st_mtime_ns
    moves, said = _zhopa_moves_in_window(qtbot)
    assert moves == shown, f"{shown - moves} of {shown} shown moves lost"
    assert said == []
    assert not (home / "quarantine").exists()


def test_a_clean_quit_leaves_no_journal(qtbot, _isolated_home):
    home = _isolated_home
    bench.build_template(home)
    w = open_window(qtbot, expect_message=False)
    press_continue(w, "zhopa")
    # another program reads the database (it keeps SQLite from removing the -wal on close)
    other = sqlite3.connect(home / DB, isolation_level=None)
    other.execute("SELECT count(*) FROM games").fetchone()
    w.close()
    try:
        wal = home / (DB + "-wal")
        assert not wal.exists() or wal.stat().st_size == 0
    finally:
        other.close()
