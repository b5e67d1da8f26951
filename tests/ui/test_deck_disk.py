"""Rendered cards kept on disk between runs (issue 28's start-up): real files, real renders,
real pixels; a start in a real child process reads them instead of rendering the SVG."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QSize

from cardgames_qt.ui.table import deck as deck_module
from cardgames_qt.ui.table.deck import CardImageCache, DiskCards, deck_file, decode_card, make_key, pixel_size

SIZE = QSize(60, 84)
CARDS = ("AS", "KH", "10D", "2C", "back")


def _rendered(cache: CardImageCache, qtbot, cards=CARDS, dpr: float = 1.0) -> dict[str, object]:
    for card in cards:
        cache.pixmap("classic", card, SIZE, dpr)
    qtbot.waitUntil(lambda: cache.pending_count() == 0, timeout=10_000)
    return {card: cache.cached("classic", card, SIZE, dpr).toImage() for card in cards}


def test_cards_rendered_once_are_read_back_by_the_next_cache_pixel_for_pixel(cache, qtbot, tmp_path):
    first = cache(disk_dir=tmp_path)
    images = _rendered(first, qtbot)
    assert first.stats.rendered == len(CARDS) and first.stats.from_disk == 0
    first.keep_now()  # as at quit
    files = sorted(p.name for p in tmp_path.rglob("*.argb"))
    assert files == sorted(f"{c}.argb" for c in CARDS)
    second = cache(disk_dir=tmp_path)  # the next run
    for card in CARDS:
        pm = second.pixmap("classic", card, SIZE, 1.0)  # the first paint's request
        assert pm is not None and pm.toImage() == images[card], card
    assert second.stats.from_disk == len(CARDS) and second.pending_count() == 0 and second.stats.rendered == 0


def test_the_rendered_cards_go_to_the_disk_only_once_the_renders_are_over(cache, qtbot, tmp_path, monkeypatch):
    # (long enough that a loaded machine still looks before the writes: 150 ms once was not)
    monkeypatch.setattr(deck_module, "KEEP_DELAY_MS", 1000)
    c = cache(disk_dir=tmp_path)
    _rendered(c, qtbot)
    assert not list(tmp_path.rglob("*.argb"))  # nothing written between renders
    qtbot.waitUntil(lambda: len(list(tmp_path.rglob("*.argb"))) == len(CARDS), timeout=10_000)
    assert c.disk.saved == len(CARDS)
    assert not list(tmp_path.rglob("*.tmp"))  # each written whole, then renamed


def test_a_damaged_card_file_is_never_shown_but_rendered_again_and_written_over(cache, qtbot, tmp_path):
    first = cache(disk_dir=tmp_path)
    images = _rendered(first, qtbot, cards=("KH", "AS"))
    first.keep_now()
    kh = next(tmp_path.rglob("KH.argb"))
    data = bytearray(kh.read_bytes())
    data[len(data) // 2] ^= 0xFF  # one pixel changed on the disk
    kh.write_bytes(bytes(data))
    (next(tmp_path.rglob("AS.argb"))).write_bytes(b"CGQC")  # cut short
    second = cache(disk_dir=tmp_path)
    assert second.pixmap("classic", "KH", SIZE, 1.0) is None  # not the damaged picture: rendered
    assert second.pixmap("classic", "AS", SIZE, 1.0) is None
    qtbot.waitUntil(lambda: second.pending_count() == 0, timeout=10_000)
    assert second.cached("classic", "KH", SIZE, 1.0).toImage() == images["KH"]
    assert second.disk.remade == 2 and second.stats.rendered == 2
    second.keep_now()
    rewritten = decode_card(kh.read_bytes(), pixel_size(SIZE, 1.0))
    assert rewritten is not None and rewritten == images["KH"]


def test_a_changed_deck_file_or_another_size_never_reads_an_older_image(cache, qtbot, tmp_path, monkeypatch):
    decks = tmp_path / "decks"  # a copy of the deck, so that it can change (the installed one never does)
    decks.mkdir()
    shutil.copy(deck_file("classic"), decks / "classic.svg")
    monkeypatch.setattr(deck_module, "DECKS_DIR", decks)
    kept = tmp_path / "kept"
    first = cache(disk_dir=kept)
    _rendered(first, qtbot, cards=("QS",))
    first.keep_now()
    key = make_key("classic", "QS", SIZE, 1.0)
    assert DiskCards(kept).load(key) is not None
    assert DiskCards(kept).load(make_key("classic", "QS", QSize(61, 85), 1.0)) is None
    assert DiskCards(kept).load(make_key("classic", "QS", SIZE, 2.0)) is None
    with open(decks / "classic.svg", "a", encoding="utf-8") as deck:
        deck.write("\n")  # the deck file changed (an update of the app)
    assert DiskCards(kept).load(key) is None  # the deck as it is now was never rendered


def test_past_its_size_the_disk_keeps_the_sizes_used_last(cache, qtbot, tmp_path):
    c = cache(disk_dir=tmp_path)
    sizes = [QSize(40 + 5 * i, 56 + 7 * i) for i in range(4)]
    for n, size in enumerate(sizes):
        for card in CARDS:
            c.pixmap("classic", card, size, 1.0)
        qtbot.waitUntil(lambda: c.pending_count() == 0, timeout=10_000)
        c.keep_now()
        for folder in {p.parent for p in tmp_path.rglob("*.argb")}:
            if folder.name.startswith(f"{size.width()}x"):
                os.utime(folder, (time.time() - 100 + n, time.time() - 100 + n))  # used in this order
    folders = {p.parent for p in tmp_path.rglob("*.argb")}
    assert len(folders) == 4
    def size_of(folder):
        return sum(f.stat().st_size for f in folder.iterdir())
    oldest = next(d for d in folders if d.name.startswith(f"{sizes[0].width()}x"))
    disk = DiskCards(tmp_path, max_bytes=sum(size_of(d) for d in folders) - size_of(oldest))  # one size too many
    disk.trim()
    left = sorted(d.name for d in {p.parent for p in tmp_path.rglob("*.argb")})
    assert left == sorted(f"{s.width()}x{s.height()}@1" for s in sizes[1:])  # the oldest went


def test_a_slow_disk_never_holds_a_frame_up_past_its_budget(cache, qtbot, tmp_path, monkeypatch):
    first = cache(disk_dir=tmp_path)
    images = _rendered(first, qtbot)
    first.keep_now()
    monkeypatch.setattr(deck_module, "DISK_BUDGET_S", 1e-12)  # a disk so slow one read spends it
    second = cache(disk_dir=tmp_path)
    shown = [second.pixmap("classic", card, SIZE, 1.0) for card in CARDS]
    assert shown[0] is not None and all(pm is None for pm in shown[1:])  # the rest: off this thread
    qtbot.waitUntil(lambda: second.pending_count() == 0, timeout=10_000)
    assert second.disk.loaded == len(CARDS) and second.stats.from_disk == 1
    for card in CARDS:  # read by the render job, not rendered again
        assert second.cached("classic", card, SIZE, 1.0).toImage() == images[card]
    assert not second.disk.saved


START = r"""
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
from cardgames_qt.__main__ import main
rc = main(["--game", "gops", "--seed", "4", "--exit-after-paint"])
window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMainWindow))
stats = window.ctx.cache.stats
print("STATS", stats.rendered, stats.from_disk, window.ctx.cache.count())
sys.exit(rc)
"""


def _start(home: Path) -> list[int]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDGAMES_QT_HOME=str(home))
    out = subprocess.run([sys.executable, "-c", START], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return [int(v) for v in next(line for line in out.stdout.splitlines() if line.startswith("STATS")).split()[1:]]


def test_a_second_start_paints_the_table_from_the_kept_cards_without_rendering_one(tmp_path):
    """Two real starts of the app: the first renders the table's cards and keeps them at quit;
    the next (a new profile with that card folder, as a person's next start finds it) paints
    its table with every card read from the disk and renders none."""
    first = _start(tmp_path / "one")
    assert first[0] > 10 and first[1] == 0  # rendered, none from the disk
    assert len(list((tmp_path / "one" / "cache" / "cards").rglob("*.argb"))) == first[0]
    (tmp_path / "two").mkdir()
    os.rename(tmp_path / "one" / "cache", tmp_path / "two" / "cache")
    second = _start(tmp_path / "two")
    assert second[0] == 0 and second[1] == first[0] and second[2] >= first[0]


def test_with_another_size_to_show_meanwhile_the_kept_card_is_read_off_the_gui_thread(cache, qtbot, tmp_path):
    """A resize or a flight: the nearest size in memory is shown scaled while the render job
    reads the kept card; the GUI thread reads the disk only when it has nothing to show."""
    first = cache(disk_dir=tmp_path)
    _rendered(first, qtbot, cards=("KH",))
    first.keep_now()
    second = cache(disk_dir=tmp_path)
    other = QSize(30, 42)
    second.pixmap("classic", "KH", other, 1.0)
    qtbot.waitUntil(lambda: second.pending_count() == 0, timeout=10_000)  # rendered: no file of that size
    stand_in = second.pixmap("classic", "KH", SIZE, 1.0)
    assert stand_in is not None and stand_in.deviceIndependentSize().toSize() == SIZE  # the small one, scaled
    assert second.stats.from_disk == 0 and second.pending_count() == 1
    qtbot.waitUntil(lambda: second.pending_count() == 0, timeout=10_000)
    assert second.disk.loaded == 1 and second.stats.rendered == 2  # the second by the job, from the file
