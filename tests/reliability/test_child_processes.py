"""No child process outlives the app: the computer's worker and
multiprocessing's resource tracker end on quit and on SIGTERM. Real app, real
child processes, offscreen."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")

# play Gops against the computer; once the worker runs, print the children and
# (in "quit" mode) choose Game > Quit as a person would
DRIVER = r"""
import os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
mode = sys.argv[1]

def poll():
    from cardgames_qt.app import bot_worker
    kids = [int(p) for p in os.listdir("/proc") if p.isdigit() and _ppid(p) == os.getpid()]
    if bot_worker.is_running() and len(kids) >= 2:  # the worker and the resource tracker
        print("children", *kids, flush=True)
        if mode == "quit":
            window = next(w for w in app.topLevelWidgets() if isinstance(w, QMainWindow))
            quit_action = next(a for m in window.menuBar().actions() for a in m.menu().actions()
                               if a.shortcut().toString() == "Ctrl+Q")
            QTimer.singleShot(200, quit_action.trigger)
        return
    QTimer.singleShot(50, poll)

def _ppid(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return int(f.read().rsplit(")", 1)[1].split()[1])
    except OSError:
        return None

QTimer.singleShot(50, poll)
from cardgames_qt.__main__ import main
sys.exit(main(["--game", "gops", "--seed", "3"]))
"""


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def _run(mode: str, tmp_path) -> tuple[subprocess.Popen, list[int]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDGAMES_QT_HOME=str(tmp_path / "home"))
    proc = subprocess.Popen([sys.executable, "-c", DRIVER, mode], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    deadline = time.monotonic() + 90
    for line in proc.stdout:
        if line.startswith("children"):
            return proc, [int(x) for x in line.split()[1:]]
        if time.monotonic() > deadline:
            break
    proc.kill()
    pytest.fail(f"the worker never started: {proc.stderr.read()[-2000:]}")


def _assert_all_gone(proc: subprocess.Popen, children: list[int]) -> None:
    rc = proc.wait(timeout=60)
    deadline = time.monotonic() + 15
    while any(_alive(c) for c in children) and time.monotonic() < deadline:
        time.sleep(0.1)
    survivors = [c for c in children if _alive(c)]
    for c in survivors:
        os.kill(c, signal.SIGKILL)
    assert survivors == [], f"children outlived the app: {survivors}"
    assert rc == 0, proc.stderr.read()[-2000:]


def test_children_end_on_sigterm(tmp_path):
    proc, children = _run("sigterm", tmp_path)
    assert len(children) >= 2
    proc.send_signal(signal.SIGTERM)
    _assert_all_gone(proc, children)


def test_children_end_on_quit(tmp_path):
    proc, children = _run("quit", tmp_path)
    _assert_all_gone(proc, children)


def test_a_screenshot_starts_no_worker(tmp_path):
    """--screenshot never needs the computer's process (nor starts one)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDGAMES_QT_HOME=str(tmp_path / "home"))
    code = ("import sys, runpy; sys.argv = ['cardgames-qt', '--game', 'guts', '--screenshot', sys.argv[1]];"
            "from cardgames_qt.__main__ import main; rc = main(sys.argv[1:]);"
            "print('multiprocessing' in sys.modules, 'cardgames_qt.app.bot_worker' in sys.modules "
            "and sys.modules['cardgames_qt.app.bot_worker'].is_running()); sys.exit(rc)")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / "shot.png")], capture_output=True,
                         text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split()[-2:] == ["False", "False"], out.stdout
