"""A long Guts session through the real window: does the table's cost stay flat?

Ten computer seats (Easy, loose: they rarely end a cycle, so one session
runs past 2,000 hands) play in an offscreen MainWindow at 1920x1080 with the
real Guts table, zero move delay and reduced motion (every moment passes at
once: with animations a hand would take seconds of wall time). The computers
decide in this process, synchronously, instead of in the worker process: a
child process on a shared 2-core machine makes the GUI thread's share
unmeasurable; their time is measured and subtracted, so the figures are the
GUI thread's own work. Time is thread CPU time (robust to other load).
Autosave is off (store=None): the save store is measured by its own bench.

Figures: GUI CPU time a hand, averaged over the 10 hands up to hand 10 and
up to hand 2,000 (target: the second <= 1.2x the first), and the growth of
resident memory between those two points (target <= 15 MiB).

    python bench/long_session.py [--hands 2000]
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from concurrent.futures import Future
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDGAMES_QT_HOME", tempfile.mkdtemp(prefix="cardgames-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication  # noqa: E402 - after the environment and sys.path set above

WINDOW = 10  # hands averaged at each measuring point


def rss_mib() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


class InProcessBots:
    """bot_worker.submit run here and now; the time it takes is kept apart."""

    def __init__(self):
        self.cpu = 0.0

    def submit(self, fn, *args, _start: bool = False) -> Future:
        future: Future = Future()
        t0 = time.thread_time()
        try:
            future.set_result(fn(*args))
        except Exception as exc:  # noqa: BLE001 - handed to the controller like the pool would
            future.set_exception(exc)
        self.cpu += time.thread_time() - t0
        return future


def run(hands: int, checkpoints: list[int]) -> dict[int, tuple[float, float, float]]:
    from cardgames_qt.app import bot_worker
    from cardgames_qt.app.session import COMPUTER, GameSession, Seat
    from cardgames_qt.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    bots = InProcessBots()
    bot_worker.submit = bots.submit
    window = MainWindow(start_bots=False, start_page=False)
    window.settings.move_delay_ms = 0
    window.ctx.configure(reduced_motion=True)
    seats = [Seat(f"Computer {i + 1}", COMPUTER, "guts-easy-loose") for i in range(10)]
    session = GameSession.start("guts", {"players": 10, "cycles": 50}, seats, seed=11, store=None)
    window.resize(1920, 1080)
    window.open_session(session)
    window.controller.move_delay_ms = 0
    window.show()
    app.processEvents()
    window.controller.start()
    state = session.state
    marks: dict[int, tuple[float, float, float]] = {}  # hand -> (gui cpu s, wall s, rss MiB)
    wanted = sorted({c for p in checkpoints for c in (p - WINDOW, p)})
    t_wall = time.perf_counter()
    while state.hand_number <= hands and not session.is_over:
        if wanted and state.hand_number >= wanted[0]:
            gc.collect()
            marks[wanted.pop(0)] = (time.thread_time() - bots.cpu, time.perf_counter(), rss_mib())
            if not wanted:
                break
        if window.table.summary.isVisible():  # a cycle summary: "Next cycle"
            window.table.summary.buttons.itemAt(1).widget().click()
        app.processEvents()
        if time.perf_counter() - t_wall > 3600:
            break
    window.close()
    return marks


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=2000)
    args = ap.parse_args()
    points = [10, args.hands]
    marks = run(args.hands, points)
    figures = {}
    for p in points:
        if p not in marks or p - WINDOW not in marks:
            print(f"hand {p}: not reached")
            continue
        cpu = (marks[p][0] - marks[p - WINDOW][0]) / WINDOW * 1000
        wall = (marks[p][1] - marks[p - WINDOW][1]) / WINDOW * 1000
        figures[p] = cpu
        print(f"hands {p - WINDOW + 1}-{p}: GUI thread CPU {cpu:.1f} ms a hand (wall {wall:.1f} ms, "
              f"computers excluded), RSS {marks[p][2]:.1f} MiB", flush=True)
    first, last = figures.get(10, float("nan")), figures.get(args.hands, float("nan"))
    growth = marks[args.hands][2] - marks[10][2] if args.hands in marks and 10 in marks else float("nan")
    print(f"hand {args.hands} vs hand 10: {last / first:.2f}x (target <= 1.2x); "
          f"RSS growth {growth:.1f} MiB (target <= 15 MiB)")
    print(f"gui_ms_hand_10={first:.1f} gui_ms_hand_{args.hands}={last:.1f} rss_growth_mib={growth:.1f}")


if __name__ == "__main__":
    main()
