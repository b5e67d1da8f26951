"""The end of a game is one transaction: its final move, the finished mark and
its results are stored together or not at all (issue 21, item 2).

A real child process resumes a game one move short of its end and makes that
move; it is SIGKILLed just before the k-th SQL statement it runs during the
move (SQLite's statement trace), for every k until the move completes. After
each kill the database must hold the game either one move short and waiting
under Continue with no result, or finished with every seat's result: never a
finished game under Continue, never a finished game without its results.
"""
from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from cardgames_qt.app.session import COMPUTER, GameSession, Seat
from cardgames_qt.storage import Database, GameStore

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
VARIANT = {"cards": 4, "games": 1}

_CHILD = """
import os, signal, sys
from cardgames_qt.app.session import GameSession
from cardgames_qt.storage import GameStore
k = int(sys.argv[1])
store = GameStore()
session = GameSession.from_opened(store.load_continue("gops"), store)
seat = session.acting_seats()[0]
action = session.legal_actions(seat)[0]
count = 0
def trace(statement):
    global count
    count += 1
    if count == k:
        os.kill(os.getpid(), signal.SIGKILL)
store.db.conn.set_trace_callback(trace)
session.submit(seat, action)
store.db.conn.set_trace_callback(None)
print("done" if session.last_save_error is None else session.last_save_error)
"""


def _one_move_short(home: Path) -> int:
    """A Gops game one bid short of its end, waiting under Continue; its move count."""
    store = GameStore(Database(home / "cardgames.sqlite3"))
    session = GameSession.start("gops", VARIANT, [Seat("Ann", COMPUTER, "random"), Seat("Bob", COMPUTER, "random")],
                                seed=3, store=store)
    rng = random.Random(3)
    while True:
        seat = session.acting_seats()[0]
        action = rng.choice(session.legal_actions(seat))
        if session.move_count == 2 * VARIANT["cards"] - 1:
            break
        session.submit(seat, action)
    assert session.last_save_error is None
    session.close()
    store.close()
    return session.move_count


def _state_of(home: Path) -> tuple[str, int, int, bool]:
    """(status, stored moves, result rows, the stored moves end the game) of the game."""
    store = GameStore(Database(home / "cardgames.sqlite3"))
    try:
        gid, uid, status, moves = store.db.conn.execute("SELECT id, uid, status, moves FROM games").fetchone()
        results = store.db.conn.execute("SELECT COUNT(*) FROM results WHERE uid = ?", (uid,)).fetchone()[0]
        from cardgames_qt.engine.registry import replay
        over = replay("gops", VARIANT, 3, store.history(gid)).is_terminal()
        return status, moves, results, over
    finally:
        store.close()


def test_a_kill_at_any_statement_of_the_final_move_keeps_the_game_or_its_result(tmp_path):
    template = tmp_path / "template"
    short = _one_move_short(template)
    seen = set()
    for k in range(1, 60):
        home = tmp_path / f"k{k}"
        shutil.copytree(template, home)
        proc = subprocess.run([sys.executable, "-c", _CHILD, str(k)], capture_output=True, text=True, timeout=60,
                              cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT), "CARDGAMES_QT_HOME": str(home)})
        killed = proc.returncode == -signal.SIGKILL
        assert killed or (proc.returncode == 0 and proc.stdout.strip() == "done"), (k, proc.stdout, proc.stderr)
        status, moves, results, over = _state_of(home)
        assert (status, moves, results, over) in (("active", short, 0, False), ("finished", short + 1, 2, True)), \
            f"killed before statement {k}: {status} with {moves} moves and {results} results"
        seen.add(status)
        if not killed:
            assert status == "finished"
            break
    else:
        pytest.fail("the final move never completed")
    assert seen == {"active", "finished"}  # the kills fell before and after the commit
