"""The SVG decks and the card image cache: real renders, real pixels."""
from __future__ import annotations

import importlib.util
import sys
import threading
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer

from cardgames_qt.ui.table.deck import (
    BACKS,
    CARD_IDS,
    FACES,
    CardImageCache,
    available_decks,
    card_documents,
    deck_file,
    emit_safely,
    render_card_document,
    render_card_image,
)

REPO = Path(__file__).resolve().parents[2]
DECK_IDS = ("classic", "large4")
SMALL = QSize(60, 84)  # 5:7, and whole pixels at 100 %, 150 % and 200 %
DARK = bytes(1 if v < 160 else 0 for v in range(256))


@pytest.fixture(scope="module")
def renderers(qapp):
    return {d: QSvgRenderer(str(deck_file(d))) for d in DECK_IDS}


def interior(image: QImage, fmt) -> QImage:
    """The card without its border and rounded corners, in ``fmt``."""
    mx, my = round(image.width() * 0.04), round(image.height() * 0.04)
    return image.copy(mx, my, image.width() - 2 * mx, image.height() - 2 * my).convertToFormat(fmt)


def rows(image: QImage, bytes_per_pixel: int) -> bytes:
    data, bpl = bytes(image.constBits()), image.bytesPerLine()
    used = image.width() * bytes_per_pixel
    return b"".join(data[y * bpl:y * bpl + used] for y in range(image.height()))


def ink_fraction(image: QImage) -> float:
    grey = rows(interior(image, QImage.Format.Format_Grayscale8), 1)
    return grey.translate(DARK).count(1) / len(grey)


def colour_counts(image: QImage) -> dict[str, int]:
    """Pixels by hue family; pale anti-aliased edges and the gold trim count as none."""
    data = rows(interior(image, QImage.Format.Format_RGBA8888), 4)
    counts = {"black": 0, "red": 0, "blue": 0, "green": 0}
    for i in range(0, len(data), 4):
        r, g, b = data[i], data[i + 1], data[i + 2]
        if max(r, g, b) < 90:
            counts["black"] += 1
        elif r > 150 and g < 90 and b < 90:
            counts["red"] += 1
        elif b > 150 and r < 100 and g < 140:
            counts["blue"] += 1
        elif g > 100 and r < 80 and b < 110:
            counts["green"] += 1
    return counts


def load_generator():
    spec = importlib.util.spec_from_file_location("make_decks", REPO / "tools" / "make_decks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --- the SVG files ---------------------------------------------------------

def test_committed_decks_are_what_the_generator_writes(tmp_path):
    """resources/decks is generated: a hand edit would be lost on the next run."""
    load_generator().main(["make_decks.py", str(tmp_path)])
    for deck_id in DECK_IDS:
        assert (tmp_path / f"{deck_id}.svg").read_bytes() == deck_file(deck_id).read_bytes()


@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_deck_has_all_52_faces_and_the_backs(deck_id, renderers):
    tree = ET.parse(deck_file(deck_id))
    ids = {el.get("id") for el in tree.iter() if el.get("id")}
    expected = {r + s for s in "SHDC" for r in
                ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")}
    assert len(expected) == 52
    assert ids == expected | set(BACKS)
    assert all(renderers[deck_id].elementExists(card) for card in CARD_IDS)


@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_deck_draws_ranks_as_paths_with_no_text_or_typefaces(deck_id):
    """Text would render as empty boxes on a machine without the typeface."""
    svg = deck_file(deck_id).read_text(encoding="utf-8")
    lowered = svg.lower()
    for banned in ("<text", "font", "<tspan", "<style", "style=", "<filter", "<mask",
                   "<pattern", "clip-path", "<image"):
        assert banned not in lowered, banned
    assert "CC0" in svg  # the licence travels with the art
    assert deck_file(deck_id).stat().st_size < 1_500_000


@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_every_card_is_its_own_5_by_7_rect(deck_id, renderers):
    corners = set()
    for card in CARD_IDS + BACKS:
        bounds = renderers[deck_id].boundsOnElement(card)
        assert (bounds.width(), bounds.height()) == (250, 350), card
        corners.add((bounds.x(), bounds.y()))
    assert len(corners) == len(set(CARD_IDS + BACKS))  # nobody shares a place


def test_available_decks_lists_both_with_names_default_first():
    decks = available_decks()
    assert decks[0] == ("classic", "Classic")
    assert dict(decks)["large4"] == "Large index, four colours"
    assert sorted(d for d, _ in decks) == sorted(DECK_IDS)


# --- rendering -------------------------------------------------------------

@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_every_card_renders_non_blank_at_the_screen_pixel_ratio(deck_id, dpr, renderers):
    for card in CARD_IDS:
        image = render_card_image(renderers[deck_id], card, SMALL, dpr)
        assert (image.width(), image.height()) == (60 * dpr, 84 * dpr), card
        assert image.devicePixelRatio() == dpr
        assert image.pixelColor(0, 0).alpha() < 32, card  # the rounded corner stays clear
        assert ink_fraction(image) > 0.03, card


@pytest.mark.parametrize("deck_id, expected", [
    ("classic", {"S": "black", "C": "black", "H": "red", "D": "red"}),
    ("large4", {"S": "black", "H": "red", "D": "blue", "C": "green"}),
])
def test_suit_colours_classic_two_large4_four(deck_id, expected, renderers):
    for card in FACES:
        counts = colour_counts(render_card_image(renderers[deck_id], card, QSize(50, 70), 1.0))
        colour = expected[card[-1]]
        others = sum(n for c, n in counts.items() if c != colour)
        assert counts[colour] > 40, (card, counts)
        if card[:-1] in ("J", "Q", "K"):  # court figures carry gold and panel trim
            assert counts[colour] > 2 * others, (card, counts)
        else:
            assert others <= counts[colour] * 0.03, (card, counts)


def test_an_unknown_card_or_deck_is_refused(renderers, cache):
    with pytest.raises(KeyError):
        render_card_image(renderers["classic"], "1X", SMALL, 1.0)
    c = cache()
    with pytest.raises(KeyError):
        c.pixmap("classic", "11H", SMALL, 1.0)
    with pytest.raises(KeyError):
        c.pixmap("no-such-deck", "QH", SMALL, 1.0)


# --- rendering without the GIL (issue 22, "Smoothness") ----------------------

@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_a_card_from_its_own_document_has_the_renderers_pixels(deck_id, dpr, renderers):
    """The worker renders each card from a document of its own (QImage.fromData, which runs
    without the GIL): every card, pixel for pixel what QSvgRenderer.render draws."""
    docs = card_documents(deck_file(deck_id).read_text(encoding="utf-8"))
    assert sorted(docs) == sorted(set(CARD_IDS + BACKS))
    for card in sorted(set(CARD_IDS + BACKS)):
        ours = render_card_document(docs[card], SMALL, dpr)
        theirs = render_card_image(renderers[deck_id], card, SMALL, dpr)
        assert ours.format() == theirs.format() and ours.devicePixelRatio() == dpr
        assert ours == theirs, card


def test_a_deck_of_another_layout_falls_back_to_the_renderer(cache, tmp_path):
    svg = deck_file("classic").read_text(encoding="utf-8").replace('<g id="QS" transform=', '<g transform=')
    assert card_documents(svg) == {}  # a card is missing: no documents, the renderer draws


def _gui_wakes_during(render, cards=("KH", "QS", "JD")) -> tuple[float, int]:
    """(milliseconds spent in ``render`` on a worker thread, times the main thread woke
    from a 1 ms sleep meanwhile). Waking needs the GIL: while a call holds it, the main
    thread cannot take a single step."""
    spans, wakes, done = [], [], threading.Event()

    def worker():
        for card in cards:
            t0 = time.perf_counter()
            render(card)
            spans.append((t0, time.perf_counter()))
        done.set()

    thread = threading.Thread(target=worker)
    thread.start()
    while not done.is_set():
        time.sleep(0.001)
        wakes.append(time.perf_counter())
    thread.join()
    inside = sum(sum(t0 < w < t1 for w in wakes) for t0, t1 in spans)
    return sum(t1 - t0 for t0, t1 in spans) * 1000, inside


def test_the_gui_thread_runs_while_a_large_card_is_rendered(renderers):
    """PySide keeps the GIL through QSvgRenderer.render (and QImage.fromData): while a worker
    rendered a large card the GUI thread stood still (20.6 ms gaps, bench/render.py). The
    cache's render goes through ctypes, which lets go of it: the GUI thread runs meanwhile."""
    from cardgames_qt.ui.table import deck
    assert deck.load_without_gil() is not None  # the symbol is found (Linux, Qt 6)
    docs = card_documents(deck_file("large4").read_text(encoding="utf-8"))
    render_card_document(docs["2S"], SMALL, 1.0)  # Qt's SVG image plugin is loaded
    big = QSize(1200, 1680)  # 2400x3360 pixels at dpr 2: tens of ms a card
    ms, wakes = _gui_wakes_during(lambda card: render_card_document(docs[card], big, 2.0))
    assert wakes >= 0.2 * ms, (round(ms), wakes)
    # the old path, for contrast: hardly a step of the GUI thread while it renders
    ms_old, wakes_old = _gui_wakes_during(lambda card: render_card_image(renderers["large4"], card, big, 2.0))
    assert wakes_old < 0.2 * ms_old, (round(ms_old), wakes_old)


def test_the_cache_renders_the_shipped_decks_from_documents(cache):
    c = cache()
    for deck_id in DECK_IDS:
        assert sorted(c._renderers.documents(deck_id)) == sorted(set(CARD_IDS + BACKS))
        assert c.render_sync(deck_id, "QH", SMALL, 2.0).toImage() == \
            render_card_image(QSvgRenderer(str(deck_file(deck_id))), "QH", SMALL, 2.0).convertToFormat(
                c.render_sync(deck_id, "QH", SMALL, 2.0).toImage().format())


# --- the cache -------------------------------------------------------------

def test_cache_returns_the_same_pixmap_for_the_same_key(cache):
    c = cache()
    assert c.pixmap("classic", "QH", SMALL, 2.0) is None  # nothing rendered yet
    assert c.wait_for_pending()
    first = c.pixmap("classic", "QH", SMALL, 2.0)
    second = c.pixmap("classic", "QH", SMALL, 2.0)
    assert first is not None and first.cacheKey() == second.cacheKey()
    assert (first.width(), first.height(), first.devicePixelRatio()) == (120, 168, 2.0)
    assert c.stats.hits == 2 and c.stats.rendered == 1


def test_cache_renders_off_the_gui_thread_and_signals_on_it(cache):
    c = cache()
    signalled = []
    c.cardReady.connect(lambda *key: signalled.append((key, threading.get_ident())))
    c.prefetch("large4", SMALL, 1.0, ["AS", "10D"])
    assert c.wait_for_pending()
    main = threading.main_thread().ident
    assert c.stats.render_threads and main not in c.stats.render_threads
    assert sorted(k[1] for k, _ in signalled) == ["10D", "AS"]
    assert {t for _, t in signalled} == {main}


def test_a_newer_size_supersedes_the_pending_render(cache):
    c = cache()
    ready = []
    c.cardReady.connect(lambda *key: ready.append(key))
    small, large = QSize(50, 70), QSize(100, 140)
    c.pixmap("classic", "7C", small, 1.0)
    c.pixmap("classic", "7C", large, 1.0)  # the window grew before the first arrived
    assert c.wait_for_pending()
    assert not c.contains("classic", "7C", small, 1.0)
    assert c.contains("classic", "7C", large, 1.0)
    assert c.stats.dropped == 1
    assert ready == [("classic", "7C", 100, 140, 1.0)]


def test_a_render_finished_for_an_outdated_size_is_thrown_away(cache):
    c = cache()
    ready = []
    c.cardReady.connect(lambda *key: ready.append(key))
    small, large = QSize(50, 70), QSize(100, 140)
    c.pixmap("classic", "7C", small, 1.0)
    c._pool.waitForDone()  # the worker has rendered it; the GUI has not taken it yet
    c.pixmap("classic", "7C", large, 1.0)
    assert c.wait_for_pending()
    assert not c.contains("classic", "7C", small, 1.0)
    assert c.contains("classic", "7C", large, 1.0)
    assert c.stats.dropped == 1 and c.stats.rendered == 1
    assert ready == [("classic", "7C", 100, 140, 1.0)]


def test_resize_shows_the_old_pixmap_scaled_until_the_new_arrives(cache):
    c = cache()
    old = c.render_sync("classic", "KD", QSize(100, 140), 1.0)
    stand_in = c.pixmap("classic", "KD", QSize(150, 210), 1.0)
    assert stand_in is not None and stand_in.cacheKey() != old.cacheKey()
    assert (stand_in.width(), stand_in.height()) == (150, 210)
    assert not c.contains("classic", "KD", QSize(150, 210), 1.0)  # still pending
    assert ink_fraction(stand_in.toImage()) > 0.03
    assert c.pixmap("classic", "QD", QSize(150, 210), 1.0) is None  # no older QD to show
    assert c.wait_for_pending()
    exact = c.pixmap("classic", "KD", QSize(150, 210), 1.0)
    assert exact.cacheKey() == c.pixmap("classic", "KD", QSize(150, 210), 1.0).cacheKey()


def test_memory_bound_evicts_the_least_recently_used(cache):
    one_card = 60 * 84 * 4
    c = cache(max_bytes=3 * one_card)
    for card in ("2S", "3S", "4S"):
        c.render_sync("classic", card, SMALL, 1.0)
    c.pixmap("classic", "2S", SMALL, 1.0)  # used again: now the most recent
    c.render_sync("classic", "5S", SMALL, 1.0)
    assert c.count() == 3 and c.used_bytes == 3 * one_card
    assert not c.contains("classic", "3S", SMALL, 1.0)
    assert all(c.contains("classic", card, SMALL, 1.0) for card in ("2S", "4S", "5S"))


def test_memory_bound_holds_for_background_renders(cache):
    c = cache(max_bytes=5 * 60 * 84 * 4)
    assert c.prefetch("large4", SMALL, 1.0) == len(CARD_IDS)
    assert c.wait_for_pending()
    assert c.stats.rendered == len(CARD_IDS)
    assert c.count() == 5 and c.used_bytes <= c.max_bytes


def test_prefetch_with_two_workers_delivers_every_card(cache):
    c = cache(max_threads=2)
    assert c.prefetch("classic", QSize(50, 70), 1.5) == 53
    assert c.wait_for_pending(30_000)
    assert all(c.contains("classic", card, QSize(50, 70), 1.5) for card in CARD_IDS)
    assert c.prefetch("classic", QSize(50, 70), 1.5) == 0


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="True is immortal from Python 3.12")
def test_emitting_often_does_not_use_up_true(qapp):
    """PySide6 6.12 loses a reference to True per emit; emit_safely gives it back."""
    c = CardImageCache()
    before = sys.getrefcount(True)
    for _ in range(3000):
        emit_safely(c.ready, ("classic", "AS", 1, 1, 1.0))
    assert sys.getrefcount(True) >= before - 5
