"""``cardgames-qt --export GAME PATH`` in a real child process, with no display."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from cardgames_qt.app.session import GameSession, Seat
from cardgames_qt.storage import GameStore, read_save_file

ROOT = Path(__file__).resolve().parents[2]


def run_export(home: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    code = ("import sys; from cardgames_qt.__main__ import main; rc = main(sys.argv[1:]); "
            "assert 'PySide6' not in sys.modules, 'Qt was loaded'; sys.exit(rc)")
    return subprocess.run([sys.executable, "-c", code, "--export", *args], capture_output=True, text=True,
                          timeout=60, cwd=ROOT, env={**env, "CARDGAMES_QT_HOME": str(home),
                                                     "PYTHONPATH": str(ROOT)})


def test_export_writes_the_waiting_game_as_a_v1_save(_isolated_home, tmp_path):
    store = GameStore()
    session = GameSession.start("guts", {"players": 3}, [Seat("Ann"), Seat("Bob"), Seat("Cy")], seed=4,
                                store=store)
    for _ in range(20):
        session.submit(session.acting_seats()[0], "out")  # everyone out: the session goes on
    out = tmp_path / "backup.json"
    proc = run_export(_isolated_home, "guts", str(out))  # the game is still open here: reading is fine
    assert proc.returncode == 0, proc.stderr
    data = read_save_file(out)
    assert data["version"] == 1 and data["game"] == "guts" and data["history"] == session.state.history
    assert data["uid"] == session.uid and [s["name"] for s in data["seats"]] == ["Ann", "Bob", "Cy"]
    # never over an existing file
    again = run_export(_isolated_home, "guts", str(out))
    assert again.returncode == 1 and "already exists" in again.stderr and "Traceback" not in again.stderr
    assert read_save_file(out)["history"] == session.state.history
    store.close()


def test_export_without_a_waiting_game_says_so(_isolated_home, tmp_path):
    proc = run_export(_isolated_home, "zhopa", str(tmp_path / "x.json"))
    assert proc.returncode == 1 and "no zhopa game waiting" in proc.stderr
    assert not (tmp_path / "x.json").exists()
    bad = run_export(_isolated_home, "chess", str(tmp_path / "x.json"))
    assert bad.returncode == 2 and "unknown game" in bad.stderr


def test_export_never_writes_into_a_fifo(_isolated_home, tmp_path):
    store = GameStore()
    GameSession.start("gops", {}, [Seat("Ann"), Seat("Bob")], seed=1, store=store)
    store.close()
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    proc = run_export(_isolated_home, "gops", str(fifo))
    assert proc.returncode == 1 and "not an ordinary file" in proc.stderr


def test_reading_a_save_file_that_is_gone_says_so(tmp_path):
    """A file removed between the file dialog and the read: a StorageError with a sentence,
    never a bare FileNotFoundError (Import… shows the sentence)."""
    from cardgames_qt.storage import SaveNotFound, StorageError
    missing = tmp_path / "gone.json"
    try:
        read_save_file(missing)
    except SaveNotFound as exc:
        assert isinstance(exc, StorageError) and "gone.json" in str(exc)
    else:
        raise AssertionError("a missing file was read")


def test_export_of_a_game_whose_moves_are_damaged_writes_what_replays(_isolated_home, tmp_path):
    """A move the rules refuse (edited in the database): the moves before it are exported,
    the file imports, and the player is told how far it goes (GameStore.readable_part)."""
    import sqlite3
    store = GameStore()
    session = GameSession.start("gops", {"cards": 8}, [Seat("Ann"), Seat("Bob")], seed=3, store=store)
    for _ in range(3):
        for seat in session.acting_seats():
            session.submit(seat, session.legal_actions(seat)[0])
    moves = [list(m) for m in session.state.history]
    store.close()
    conn = sqlite3.connect(_isolated_home / "cardgames.sqlite3")
    conn.execute("UPDATE moves SET action = 42 WHERE idx = 4")
    conn.commit()
    conn.close()
    out = tmp_path / "rescued.json"
    proc = run_export(_isolated_home, "gops", str(out))
    assert proc.returncode == 0, proc.stderr
    assert "damaged from move 5" in proc.stderr and "first 4 of 6 moves" in proc.stderr
    assert read_save_file(out)["history"] == moves[:4]  # read_save_file replays it by the rules
