"""Start-up: process start to the first painted Gops table, next to a bare
QMainWindow measured in the same run (the floor). Target: ratio <= 1.25.

    python bench/startup.py [--runs 7] [--platform offscreen|xcb]
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow()
class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint and obj is w:
            print("painted", flush=True); QTimer.singleShot(0, app.quit); app.removeEventFilter(self)
        return False
watch = Watch(app); app.installEventFilter(watch)
w.resize(1280, 800); w.show(); app.exec()
"""


def time_to_paint(cmd: list[str], env: dict[str, str]) -> float:
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    for line in proc.stdout:
        if line.strip() == "painted":
            elapsed = time.perf_counter() - t0
            break
    else:
        raise RuntimeError(f"{cmd} never painted")
    proc.wait(timeout=30)
    return elapsed


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--platform", default="offscreen")
    args = ap.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM=args.platform, LANG="C.UTF-8",
               CARDGAMES_QT_HOME=tempfile.mkdtemp(prefix="cardgames-bench-"))
    app_cmd = [sys.executable, "-m", "cardgames_qt", "--game", "gops", "--seed", "1", "--exit-after-paint"]
    bare_cmd = [sys.executable, "-c", BARE]
    bare, ours = [], []
    time_to_paint(bare_cmd, env), time_to_paint(app_cmd, env)  # warm the file cache
    for _ in range(args.runs):  # interleaved, so load on the machine hits both alike
        bare.append(time_to_paint(bare_cmd, env))
        ours.append(time_to_paint(app_cmd, env))
    b, o = statistics.median(bare), statistics.median(ours)
    print(f"bare QMainWindow to first paint: median {b * 1000:.0f} ms over {args.runs} runs")
    print(f"cardgames-qt Gops table to first paint: median {o * 1000:.0f} ms")
    print(f"ratio {o / b:.2f}x (target <= 1.25x)")


if __name__ == "__main__":
    main()
