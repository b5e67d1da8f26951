"""Start-up, measured in one run against two floors (issue 13).

- bare:  a bare QMainWindow to its first paint;
- floor: the fairer floor, a QMainWindow that also imports ``QtCore.Qt`` and
  shows a QTableView and a QListView (what any Qt table app pays);
- frame: ``cardgames-qt --game gops`` to the first painted frame of its window;
- table: the same start to the table painted with its card images, the card images
  kept on disk as a start before this one left them (every start but a profile's first);
- table_cold: the same with no card image kept (the first start, or a new deck or size):
  every card rendered from the SVG;
- start page: ``cardgames-qt`` (no game) to the first painted start page.

Every figure is the time from process start until the child prints its
marker, median over interleaved runs (so load on the shared machine hits all
alike), with bytecode compiled as an installed package has it. Targets: frame <= 1.3x the floor,
table <= 1.6x, start page <= 1.3x.

    python bench/startup.py [--runs 7] [--platform offscreen|xcb]

Last line: ``frame_vs_floor=... table_vs_floor=... start_page_vs_floor=... frame_vs_bare=...
table_cold_vs_floor=...``
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

WATCH = r"""
class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint and obj.window() is w:
            print("frame", flush=True); print("cards", flush=True)
            QTimer.singleShot(0, app.quit); app.removeEventFilter(self)
        return False
watch = Watch(app); app.installEventFilter(watch)
w.resize(1280, 800); w.show(); app.exec()
"""

BARE = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow()
""" + WATCH

FLOOR = r"""
import sys
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QListView, QMainWindow, QSplitter, QTableView
app = QApplication(sys.argv[:1])
w = QMainWindow()
split = QSplitter(Qt.Horizontal)
split.addWidget(QTableView()); split.addWidget(QListView())
w.setCentralWidget(split)
""" + WATCH


def run(cmd: list[str], env: dict[str, str]) -> dict[str, float]:
    """Seconds from start to each marker line ("frame", "cards") the child prints."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    marks: dict[str, float] = {}
    for line in proc.stdout:
        marks.setdefault(line.strip(), time.perf_counter() - t0)
        if "cards" in marks:
            break
    proc.stdout.close()
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise RuntimeError(f"{cmd} did not quit after painting") from None
    if "frame" not in marks or "cards" not in marks:
        raise RuntimeError(f"{cmd} never painted (saw {sorted(marks)})")
    return marks


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--platform", default="offscreen")
    args = ap.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM=args.platform, LANG="C.UTF-8",
               CARDGAMES_QT_HOME=tempfile.mkdtemp(prefix="cardgames-bench-"))
    # as installed: with bytecode (an installed package has its .pyc files; a
    # PYTHONDONTWRITEBYTECODE in the environment would compile every module at every start)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    import compileall

    import cardgames_qt
    compileall.compile_dir(os.path.dirname(cardgames_qt.__file__), quiet=1)
    py = sys.executable
    cmds = {
        "bare": [py, "-c", BARE],
        "floor": [py, "-c", FLOOR],
        "table": [py, "-m", "cardgames_qt", "--game", "gops", "--seed", "1", "--exit-after-paint"],
        "start": [py, "-m", "cardgames_qt", "--exit-after-paint"],
    }
    cmds["table_cold"] = cmds["table"]
    base = env["CARDGAMES_QT_HOME"]
    run(cmds["start"], env)  # makes the profile (database, settings) that every run starts from

    def fresh(cards: bool = True) -> dict[str, str]:
        """A copy of that profile: a --game run leaves its game waiting under Continue, and
        the next --game would rightly ask before discarding it (a dialog nobody answers).
        ``cards`` False: without the card images kept on disk."""
        home = tempfile.mkdtemp(prefix="cardgames-bench-")
        shutil.copytree(base, home, dirs_exist_ok=True)
        if not cards:
            shutil.rmtree(os.path.join(home, "cache"), ignore_errors=True)
        return dict(env, CARDGAMES_QT_HOME=home)

    # the card images a table start keeps, in the profile as a person's second start finds them
    first = fresh()
    run(cmds["table"], first)
    shutil.copytree(os.path.join(first["CARDGAMES_QT_HOME"], "cache"), os.path.join(base, "cache"),
                    dirs_exist_ok=True)
    shutil.rmtree(first["CARDGAMES_QT_HOME"], ignore_errors=True)

    def run_fresh(key: str) -> dict[str, float]:
        home = fresh(cards=key != "table_cold")
        try:
            return run(cmds[key], home)
        finally:
            shutil.rmtree(home["CARDGAMES_QT_HOME"], ignore_errors=True)  # a copy made for this run only

    for key in cmds:  # compile bytecode and warm the file cache
        run_fresh(key)
    got: dict[str, list[dict[str, float]]] = {k: [] for k in cmds}
    for _ in range(args.runs):  # interleaved, so load on the machine hits all alike
        for key in cmds:
            got[key].append(run_fresh(key))
    shutil.rmtree(base, ignore_errors=True)

    def med(key: str, mark: str) -> float:
        return statistics.median(m[mark] for m in got[key])

    bare, floor = med("bare", "frame"), med("floor", "frame")
    frame, table, start = med("table", "frame"), med("table", "cards"), med("start", "frame")
    cold = med("table_cold", "cards")
    print(f"medians over {args.runs} interleaved runs, {args.platform}:")
    print(f"  bare QMainWindow, first paint             {bare * 1000:6.0f} ms")
    print(f"  floor (Qt + table view + list view)       {floor * 1000:6.0f} ms  ({floor / bare:.2f}x bare)")
    print(f"  Gops: first painted frame                 {frame * 1000:6.0f} ms  ({frame / floor:.2f}x floor, "
          f"target <= 1.3x)")
    print(f"  Gops: table painted with its cards        {table * 1000:6.0f} ms  ({table / floor:.2f}x floor, "
          f"target <= 1.6x)")
    print(f"  Gops: the same, no card image kept        {cold * 1000:6.0f} ms  ({cold / floor:.2f}x floor)")
    print(f"  start page, first paint                   {start * 1000:6.0f} ms  ({start / floor:.2f}x floor, "
          f"target <= 1.3x)")
    print(f"frame_vs_floor={frame / floor:.2f} table_vs_floor={table / floor:.2f} "
          f"start_page_vs_floor={start / floor:.2f} frame_vs_bare={frame / bare:.2f} "
          f"table_cold_vs_floor={cold / floor:.2f}")


if __name__ == "__main__":
    main()
