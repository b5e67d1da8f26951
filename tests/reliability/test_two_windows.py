"""Two processes on one profile (bench/two_windows.py, few games in CI)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_two_processes_playing_at_once_lose_nothing_and_count_exactly():
    proc = subprocess.run([sys.executable, str(ROOT / "bench" / "two_windows.py"), "--games", "12"],
                          capture_output=True, text=True, timeout=300, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip().splitlines()[-1] == "games=24 stats_exact=yes lost=0 corrupt=0", proc.stdout


_OPEN_AT = """
import os, sys, time
start = float(sys.argv[1])
while time.time() < start:
    pass
from cardgames_qt.storage import Database
try:
    db = Database()
    db.conn.execute("SELECT count(*) FROM games").fetchone()
    print("ok")
except Exception as exc:
    print(f"{type(exc).__name__}: {exc}")
"""


def test_two_windows_opening_a_new_profile_at_the_same_moment_both_open(tmp_path):
    """The one that is not creating the database may be told "locked" at once by
    SQLite: it waits for the other instead of refusing to start."""
    for round_ in range(8):
        home = tmp_path / f"home{round_}"
        env = {**os.environ, "PYTHONPATH": str(ROOT), "CARDGAMES_QT_HOME": str(home)}
        import time
        start = time.time() + 1.0  # both are past their imports by then
        procs = [subprocess.Popen([sys.executable, "-c", _OPEN_AT, str(start)], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT) for _ in range(2)]
        answers = [p.communicate(timeout=60)[0].strip() for p in procs]
        assert answers == ["ok", "ok"], (round_, answers)
        assert not (home / "quarantine").exists()
