"""How fast the SVG decks turn into card pixmaps (a benchmark, not a test).

For each deck: all 52 faces at 2x pixel ratio rendered serially on one
thread, then through CardImageCache's worker pool (cold: fresh threads and
renderers; warm: threads already running), and the cost of a cache hit.

    python bench/render_deck.py
"""
from __future__ import annotations

import os
import sys
import time

LOGICAL = (180, 252)  # a comfortable on-table card; 360x504 pixels at 2x
DPR = 2.0
HITS = 20_000


def _app():
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication
    return QGuiApplication.instance() or QGuiApplication(sys.argv[:1])


def report() -> list[str]:
    app = _app()  # noqa: F841 - must outlive the renders below
    from PySide6.QtCore import QSize, QThreadPool
    from PySide6.QtSvg import QSvgRenderer

    from cardgames_qt.ui.table.deck import FACES, CardImageCache, available_decks, deck_file, render_card_image

    size = QSize(*LOGICAL)
    lines = [f"card rendering: 52 faces at {LOGICAL[0]}x{LOGICAL[1]} logical, dpr {DPR:g}"]
    for deck, name in available_decks():
        start = time.perf_counter()
        renderer = QSvgRenderer(str(deck_file(deck)))
        parsed = time.perf_counter()
        for card in FACES:
            render_card_image(renderer, card, size, DPR)
        serial = time.perf_counter() - parsed

        pool = {}
        for threads in (1, 2):
            cache = CardImageCache(max_threads=threads)
            for run in ("cold", "warm"):  # warm: threads and their renderers exist
                cache.clear()
                t0 = time.perf_counter()
                cache.prefetch(deck, size, DPR, FACES)
                assert cache.wait_for_pending(60_000)
                pool[threads, run] = time.perf_counter() - t0
            if threads == 1:
                t0 = time.perf_counter()
                for i in range(HITS):
                    cache.pixmap(deck, FACES[i % 52], size, DPR)
                hit_us = (time.perf_counter() - t0) / HITS * 1e6
            cache.shutdown()

        lines += [
            f"  {deck} ({name}): svg parse {1000 * (parsed - start):.1f} ms",
            f"    serial, 1 thread     {1000 * serial:7.1f} ms  ({1000 * serial / 52:.2f} ms/card)",
            *(f"    pool {run}, {n} thread{'s' * (n > 1)}{' ' * (n == 1)}  "
              f"{1000 * pool[n, run]:7.1f} ms" for n in (1, 2) for run in ("cold", "warm")),
            f"    pixmap() cache hit   {hit_us:7.2f} us",
        ]
    lines.append(f"  ideal threads: {QThreadPool.globalInstance().maxThreadCount()}")
    return lines


if __name__ == "__main__":
    print("\n".join(report()))
