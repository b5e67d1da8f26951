"""Rendering: all 52 faces of each deck at 2x pixel ratio, repainting a 10-seat
Guts table at 1920x1080 with a warm cache (target <= 8 ms a frame), and the
longest GUI-thread stall while a computer opponent thinks (target <= 16 ms).

    python bench/render.py
"""
from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDGAMES_QT_HOME", tempfile.mkdtemp(prefix="cardgames-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtCore import QElapsedTimer, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def table_repaint(app, game: str, players: int, size=(1920, 1080), frames: int = 60) -> list[str]:
    from cardgames_qt.app.session import COMPUTER, HUMAN, GameSession, Seat
    from cardgames_qt.ui.main_window import MainWindow, table_class
    from cardgames_qt.ui.screenshot import play_moves

    if table_class(game) is None:
        return [f"{game} table: not available yet"]
    window = MainWindow(start_bots=False)
    variant = dict(window.settings.variants.get(game, {}))
    if game != "gops":
        variant["players"] = players
    seats = [Seat(f"P{i}", HUMAN if i == 0 else COMPUTER) for i in range(players)]
    session = GameSession.start(game, variant, seats, seed=5)
    play_moves(session, 8, 5)
    window.resize(*size)
    window.open_session(session)
    window.show()
    app.processEvents()
    window.grab()
    window.ctx.cache.wait_for_pending(20_000)
    app.processEvents()
    times = []
    for _ in range(frames):
        t0 = time.perf_counter()
        window.table.repaint()
        times.append((time.perf_counter() - t0) * 1000)
    window.close()
    return [f"{game} table, {players} seats, {size[0]}x{size[1]}, warm cache: repaint median "
            f"{statistics.median(times):.2f} ms, p95 {sorted(times)[int(len(times) * 0.95) - 1]:.2f} ms "
            f"(target <= 8 ms)"]


def stall_while_thinking(app, game: str = "zhopa", players: int = 3, moves: int = 12) -> list[str]:
    """Longest gap between GUI-thread timer ticks while only computers play."""
    from cardgames_qt.app.session import COMPUTER, GameSession, Seat
    from cardgames_qt.ui.main_window import MainWindow, table_class

    if table_class(game) is None:
        return [f"{game}: no table yet, stall not measured"]
    window = MainWindow(start_bots=False)
    variant = dict(window.settings.variants.get(game, {}))
    if game != "gops":
        variant["players"] = players
    seats = [Seat(f"C{i}", COMPUTER) for i in range(players)]
    session = GameSession.start(game, variant, seats, seed=9)
    window.settings.move_delay_ms = 0
    window.open_session(session)
    window.controller.move_delay_ms = 0
    window.show()
    gaps, last = [], [time.perf_counter()]

    def tick():
        now = time.perf_counter()
        gaps.append((now - last[0]) * 1000)
        last[0] = now
    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(1)
    window.controller.start()
    t0 = time.perf_counter()
    while len(session.state.history) < moves and time.perf_counter() - t0 < 60 and not session.is_over:
        app.processEvents()
    timer.stop()
    n = len(session.state.history)
    window.close()
    return [f"{game}, {players} computer seats, {n} moves: longest GUI-thread gap {max(gaps):.1f} ms, "
            f"p99 {sorted(gaps)[int(len(gaps) * 0.99) - 1]:.1f} ms (target <= 16 ms)"]


def main() -> None:
    app = QApplication.instance() or QApplication([])
    import render_deck
    for line in render_deck.report():
        print(line, flush=True)
    for line in table_repaint(app, "guts", 10):
        print(line, flush=True)
    for line in table_repaint(app, "gops", 2):
        print(line, flush=True)
    for line in stall_while_thinking(app, "gops", 2, 10) + stall_while_thinking(app, "zhopa", 3, 12):
        print(line, flush=True)


if __name__ == "__main__":
    main()
