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
