"""What a save costs as a game grows, and how fast the Load dialog opens.

    python bench/storage_scale.py [--sizes 100,10000,1000000] [--saves 1000]

For each size N, a legal Guts session where everyone keeps declaring out
(the longest game the rules allow) is played to N moves through the engine
and stored; then 200 more moves are played through the real GameSession
and GameStore, timing each move's commit (per move, median), and the game is
resumed in a fresh store as Continue does (open + snapshot + tail, timed).
Baselines measured in the same run: one bare INSERT + COMMIT of a small row
in a fresh SQLite file with the same pragmas (the floor for a durable move),
and replaying the whole history from the seed (what the JSON store did on
every load). At the largest size, Continue is also timed through the real
window (offscreen): a click on the start page's Continue until the table is
painted, then one move made with the keyboard until the table shows it. Then
1,000 named saves and the real Load dialog, timed from construction to
painted. Last line:
``per_move_ms_1e2=… per_move_ms_1e6=… resume_s_1e2=… resume_s_1e6=… load_dialog_s_1000=…``
"""
from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardgames_qt.app.session import GameSession, Seat  # noqa: E402 - after sys.path above
from cardgames_qt.engine.registry import new_state, replay  # noqa: E402 - after sys.path above
from cardgames_qt.storage import Database, GameStore  # noqa: E402 - after sys.path above

SEATS = [{"name": "Ann", "kind": "human", "bot": None}, {"name": "Bob", "kind": "human", "bot": None}]
TIMED_MOVES = 200


def bare_commit_ms(folder: Path, n: int = 200) -> float:
    conn = sqlite3.connect(folder / "bare.sqlite3", isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("CREATE TABLE t (a INTEGER, b INTEGER, c)")
    times = []
    for i in range(n):
        t0 = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO t VALUES (?, ?, ?)", (i, 0, "out"))
        conn.execute("COMMIT")
        times.append(time.perf_counter() - t0)
    conn.close()
    return statistics.median(times) * 1000


def one_size(n: int, home: Path) -> dict[str, float]:
    os.environ["CARDGAMES_QT_HOME"] = str(home)
    built = time.perf_counter()
    state = new_state("guts", {"players": 2}, 1)
    for _ in range(n):
        state.apply(state.acting_seats()[0], "out")
    store = GameStore(Database())
    record = {"game": "guts", "variant": {"players": 2}, "seats": SEATS, "seed": 1,
              "history": state.history, "uid": f"scale-{n}"}
    gid = store.create(record, state)
    built = time.perf_counter() - built
    session = GameSession("guts", {"players": 2}, [Seat("Ann"), Seat("Bob")], 1, state, store=store, db_id=gid)
    times = []
    for _ in range(TIMED_MOVES):
        state.apply(state.acting_seats()[0], "out")
        t0 = time.perf_counter()
        store.append(gid, state)  # exactly what session.submit adds to the engine's move
        times.append(time.perf_counter() - t0)
    session.close()
    store.close()
    t0 = time.perf_counter()
    fresh = GameStore(Database())
    opened = fresh.load_continue("guts")
    resume = time.perf_counter() - t0
    fresh.close()
    # the memory resuming takes (Python allocations at their peak), in a second fresh store
    tracemalloc.start()
    again = GameStore(Database())
    kept = again.load_continue("guts")
    peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    again.close()
    del kept
    assert opened.state.history == state.history and opened.message is None
    replay_s = None
    if n <= 10_000:
        t0 = time.perf_counter()
        replay("guts", {"players": 2}, 1, state.history)
        replay_s = time.perf_counter() - t0
    return {"per_move_ms": statistics.median(times) * 1000, "p99_ms": sorted(times)[int(len(times) * .99)] * 1000,
            "resume_s": resume, "replay_s": replay_s, "build_s": built, "resume_mib": peak}


def _app():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication
    return QApplication.instance() or QApplication([])


def continue_in_window(home: Path) -> tuple[float, float]:
    """Continue in the real window on the profile ``one_size`` left behind: seconds
    from the click to the painted table, and for one move by key ("O", out) after it."""
    os.environ["CARDGAMES_QT_HOME"] = str(home)
    app = _app()
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from cardgames_qt.ui.main_window import MainWindow
    w = MainWindow(start_bots=False)
    w.resize(1366, 768)
    w.show()
    app.processEvents()
    button = w.start_page.panels["guts"].continue_button
    assert button.isEnabled()
    t0 = time.perf_counter()
    QTest.mouseClick(button, Qt.LeftButton, Qt.NoModifier, QPoint(button.width() // 2, button.height() // 2))
    app.processEvents()
    w.table.repaint()
    opened = time.perf_counter() - t0
    before = w.table.session.move_count
    t0 = time.perf_counter()
    while w.table.session.move_count == before and time.perf_counter() - t0 < 30:
        QTest.keyClick(app.focusWidget() or w, Qt.Key_O)  # the handover asks first: Enter, then O
        QTest.keyClick(app.focusWidget() or w, Qt.Key_Return)
        app.processEvents()
    w.table.repaint()
    move = time.perf_counter() - t0
    assert w.table.session.move_count == before + 1, "the move by key did not reach the game"
    w.close()
    app.processEvents()
    return opened, move


def load_dialog(home: Path, saves: int) -> float:
    os.environ["CARDGAMES_QT_HOME"] = str(home)
    _app()
    store = GameStore(Database())
    session = GameSession.start("zhopa", {"players": 3}, [Seat("Ann"), Seat("Bob"), Seat("Cy")], seed=3,
                                store=store)
    for i in range(saves):
        seat = session.acting_seats()[0]
        if i < 60:
            session.submit(seat, session.legal_actions(seat)[0])
        store.save_named(f"Saved game {i}", session.db_id)
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])
    from cardgames_qt.ui.dialogs.saves_dialog import SavesDialog
    t0 = time.perf_counter()
    dlg = SavesDialog(store)
    dlg.show()
    app.processEvents()
    dlg.list.viewport().repaint()
    elapsed = time.perf_counter() - t0
    assert dlg.list.topLevelItemCount() == saves
    dlg.close()
    store.close()
    return elapsed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="100,10000,1000000")
    ap.add_argument("--saves", type=int, default=1000)
    args = ap.parse_args()
    root = Path(tempfile.mkdtemp(prefix="storage-scale-"))
    try:
        floor = bare_commit_ms(root)
        print(f"baseline: one bare INSERT + COMMIT (WAL, synchronous=FULL): {floor:.3f} ms median")
        figures: dict[int, dict[str, float]] = {}
        for n in (int(x) for x in args.sizes.split(",")):
            f = figures[n] = one_size(n, root / f"n{n}")
            extra = f", replaying it all from the seed {f['replay_s']:.3f} s" if f["replay_s"] is not None else ""
            print(f"{n:>9,} moves: per move {f['per_move_ms']:.3f} ms median ({f['per_move_ms'] / floor:.2f}x "
                  f"the bare commit, p99 {f['p99_ms']:.2f} ms); resume {f['resume_s']:.3f} s "
                  f"(peak {f['resume_mib']:.1f} MiB allocated){extra}; "
                  f"built in {f['build_s']:.1f} s", flush=True)
        big_home = root / f"n{max(figures)}"
        opened, move = continue_in_window(big_home)
        print(f"Continue in the window at {max(figures):,} moves: {opened:.3f} s to the painted table; "
              f"the next move by key {move * 1000:.0f} ms")
        dialog = load_dialog(root / "dialog", args.saves)
        print(f"Load dialog with {args.saves:,} saved games: {dialog:.3f} s to open and paint")
        sizes = sorted(figures)
        small, big = sizes[0], sizes[-1]
        print(f"per_move_ms_1e2={figures[small]['per_move_ms']:.3f} per_move_ms_1e6={figures[big]['per_move_ms']:.3f} "
              f"resume_s_1e2={figures[small]['resume_s']:.3f} resume_s_1e6={figures[big]['resume_s']:.3f} "
              f"load_dialog_s_1000={dialog:.3f}")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
