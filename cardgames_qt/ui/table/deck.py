"""Card images from the SVG decks: rendered off the GUI thread, cached by size.

The approach is libkcardgame's: every card is rendered to a ``QImage`` at its
logical size times the screen's device pixel ratio (so it is never blurry),
on a worker thread (so resizing the window never stalls the GUI), and kept in
a pixmap cache keyed by (deck, card, width, height, dpr). While a new size is
being rendered, the nearest older image of that card is shown scaled, and a
newer size for a card supersedes any render still pending for it.

Without the GIL: PySide holds the GIL through ``QSvgRenderer.render`` and
through ``QImage.fromData`` alike (a worker rendering a large card stopped the
GUI thread for 20 ms; tests/ui/test_deck.py shows it). A call through
``ctypes`` releases it. So each card of a deck laid out as tools/make_decks.py
writes them (one ``<g id=... transform="translate(x,y)">`` per line, starting
with its face rect) becomes a small SVG document of its own, whose viewBox is
the card and whose size is the wanted pixel size, and Qt's
``QImage::loadFromData(const uchar *, int, const char *)`` is called on it
through ctypes: Qt's SVG image reader parses and renders it while Python runs
on. The pixels are ``QSvgRenderer.render(painter, card, rect)``'s, bit for
bit. Where that symbol cannot be found (another C++ ABI) the same document
goes through ``QImage.fromData``, and a deck of another layout through the
renderer: slower for the GUI thread, never wrong.
"""
from __future__ import annotations

import contextlib
import functools
import logging
import os
import re
import struct
import sys
import threading
import time
import weakref
import zlib
from collections import OrderedDict
from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEventLoop,
    QObject,
    QRectF,
    QRunnable,
    QSize,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
    qVersion,
)
from PySide6.QtGui import QImage, QPainter, QPixmap

from cardgames_qt.engine.cards import full_deck
from cardgames_qt.resources import ROOT

if TYPE_CHECKING:  # QtSvg and ctypes are imported when a card is rendered: a start whose
    # cards are all kept on disk (every start but a profile's first) needs neither (2 ms)
    from PySide6.QtSvg import QSvgRenderer
from cardgames_qt.records import dataclass
from cardgames_qt.ui.mainthread import MainThreadChannel

log = logging.getLogger(__name__)

DECKS_DIR = ROOT / "decks"
DEFAULT_DECK = "classic"
BACK = "back"
FACES = tuple(full_deck())
CARD_IDS = FACES + (BACK,)
BACKS = (BACK, "back_red", "back_blue")
_ALL_IDS = frozenset(FACES + BACKS)
CARD_ASPECT = 5 / 7  # width / height of every card in every deck
DEFAULT_MAX_BYTES = 128 * 1024 * 1024  # ~ two full decks of large cards at 2x
_MAX_STAND_INS = 128  # scaled stand-ins kept while their renders are pending

# Enum values looked up once, here: shiboken resolves enum attributes lazily,
# and doing that from several worker threads at once can deadlock.
_FORMAT = QImage.Format.Format_ARGB32_Premultiplied
_TRANSPARENT = Qt.GlobalColor.transparent
_ANTIALIASING = QPainter.RenderHint.Antialiasing
_SMOOTH_PIXMAPS = QPainter.RenderHint.SmoothPixmapTransform

# (deck, card, logical width, logical height, device pixel ratio)
CardKey = tuple[str, str, int, int, float]


def deck_file(deck_id: str) -> Path:
    path = DECKS_DIR / f"{deck_id}.svg"
    if not path.is_file():
        raise KeyError(f"No card deck {deck_id!r} in {DECKS_DIR}")
    return path


def available_decks() -> list[tuple[str, str]]:
    """(deck_id, display name) of every deck in the resources, default first."""
    decks = []
    for path in sorted(DECKS_DIR.glob("*.svg")):
        head = path.read_text(encoding="utf-8", errors="replace")[:4096]
        title = re.search(r"<title>([^<]*)</title>", head)
        decks.append((path.stem, title.group(1).strip() if title else path.stem))
    decks.sort(key=lambda d: d[0] != DEFAULT_DECK)
    return decks


def card_size(height: int) -> QSize:
    """The logical size of a card ``height`` pixels tall."""
    return QSize(max(1, round(height * CARD_ASPECT)), max(1, height))


def pixel_size(size: QSize, dpr: float) -> QSize:
    return QSize(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))


def render_card_image(renderer: QSvgRenderer, card: str, size: QSize, dpr: float) -> QImage:
    """One card at ``size`` logical pixels for a screen of pixel ratio ``dpr``.

    Safe on any thread as long as ``renderer`` is used by that thread alone.
    """
    if not renderer.elementExists(card):
        raise KeyError(f"The deck has no card {card!r}")
    px = pixel_size(size, dpr)
    image = QImage(px, _FORMAT)
    image.fill(_TRANSPARENT)  # the rounded corners stay see-through
    painter = QPainter(image)
    painter.setRenderHint(_ANTIALIASING)
    painter.setRenderHint(_SMOOTH_PIXMAPS)
    renderer.render(painter, card, QRectF(0, 0, px.width(), px.height()))
    painter.end()
    image.setDevicePixelRatio(dpr)
    return image


_CARD_LINE = re.compile(r'<g id="([^"<>]+)" transform="translate\(([-\d.]+),([-\d.]+)\)">(.*)</g>')
_FACE_RECT = re.compile(r'<rect width="([\d.]+)" height="([\d.]+)"')


def card_documents(svg: str) -> dict[str, str]:
    """Each card of a deck as an SVG document template of its own (``{w}`` and ``{h}``
    for the pixel size), for the decks tools/make_decks.py writes; {} for any other."""
    docs = {}
    for line in svg.splitlines():
        match = _CARD_LINE.fullmatch(line.strip())
        rect = _FACE_RECT.match(match.group(4)) if match else None
        if match is None or rect is None:
            continue
        card, x, y = match.group(1), float(match.group(2)), float(match.group(3))
        width, height = float(rect.group(1)), float(rect.group(2))
        body = line.strip().replace("{", "{{").replace("}", "}}")
        docs[card] = ('<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
                      'width="{w}" height="{h}" preserveAspectRatio="none" '
                      f'viewBox="{x:g} {y:g} {width:g} {height:g}">{body}</svg>')
    return docs if all(card in docs for card in CARD_IDS) else {}


@functools.cache
def load_without_gil():
    """``QImage::loadFromData(const uchar *, int, const char *)`` as a ctypes function (which
    releases the GIL while it runs), or None where it cannot be found. Looked up at the
    first render."""
    import ctypes
    try:
        import shiboken6
        library = ctypes.CDLL("libQt6Gui.so.6" if sys.platform.startswith("linux") else "QtGui")
        function = library["_ZN6QImage12loadFromDataEPKhiPKc"]
    except (OSError, AttributeError, ImportError):
        return None
    function.restype = ctypes.c_bool
    function.argtypes = (ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p)

    def load(image: QImage, data: bytes) -> bool:
        return function(shiboken6.getCppPointer(image)[0], data, len(data), b"SVG")
    return load



def render_card_document(document: str, size: QSize, dpr: float) -> QImage:
    """A card from its own document (see :func:`card_documents`), rendered by Qt's SVG
    image reader without the GIL (see the module's doc). Safe on any thread."""
    px = pixel_size(size, dpr)
    data = document.format(w=px.width(), h=px.height()).encode("utf-8")
    load = load_without_gil()
    if load is not None:
        image = QImage()
        load(image, data)
    else:
        image = QImage.fromData(QByteArray(data), b"SVG")
    if image.isNull() or image.size() != px:
        raise ValueError(f"The card could not be rendered at {px.width()}x{px.height()}")
    if image.format() != _FORMAT:
        image = image.convertToFormat(_FORMAT)
    image.setDevicePixelRatio(dpr)
    return image


def make_key(deck: str, card: str, size: QSize, dpr: float) -> CardKey:
    return (deck, card, size.width(), size.height(), round(float(dpr), 3))


class _Renderers:
    """One QSvgRenderer per (thread, deck): QSvgRenderer is not thread-safe.

    Keyed by OS thread id rather than ``threading.local`` because pool threads
    are foreign to Python, and their thread state (with its locals) does not
    outlive one call into Python.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._svg: dict[str, bytes] = {}
        self._renderers: dict[tuple[int, str], QSvgRenderer] = {}
        self._documents: dict[str, dict[str, str]] = {}

    def render(self, deck: str, card: str, size: QSize, dpr: float) -> QImage:
        """The card, from its own document without the GIL when the deck allows it,
        else through this thread's renderer."""
        document = self.documents(deck).get(card)
        if document is not None:
            return render_card_document(document, size, dpr)
        return render_card_image(self.get(deck), card, size, dpr)

    def documents(self, deck: str) -> dict[str, str]:
        """Each card's own SVG document ({} for a deck of another layout)."""
        with self._lock:
            docs = self._documents.get(deck)
        if docs is None:
            docs = card_documents(self._data(deck).decode("utf-8", errors="replace"))
            with self._lock:
                self._documents[deck] = docs
        return docs

    def _data(self, deck: str) -> bytes:
        with self._lock:
            data = self._svg.get(deck)
        if data is None:
            data = deck_file(deck).read_bytes()
            with self._lock:
                self._svg[deck] = data
        return data

    def get(self, deck: str) -> QSvgRenderer:
        key = (threading.get_ident(), deck)
        with self._lock:
            renderer = self._renderers.get(key)
        if renderer is not None:
            return renderer
        from PySide6.QtSvg import QSvgRenderer
        renderer = QSvgRenderer(QByteArray(self._data(deck)))
        if not renderer.isValid():
            raise ValueError(f"Card deck {deck!r} is not a valid SVG file")
        with self._lock:
            self._renderers[key] = renderer
        return renderer


#: the on-disk form of a card: the header, then its pixels (ARGB32, premultiplied, row by row)
DISK_FORMAT = 1
DEFAULT_DISK_BYTES = 48 * 1024 * 1024  # a few sizes of every card of a deck, at 2x too
DISK_BUDGET_S = 0.008  # reads of kept cards the GUI thread may do in one pass of the event loop
KEEP_DELAY_MS = 1500  # rendered cards go to the disk once no render has come for this long
_DISK_MAGIC = b"CGQC"
_DISK_HEADER = struct.Struct("<4sHHIII")  # magic, format, 0, pixel width, pixel height, crc32 of the pixels


def encode_card(image: QImage) -> bytes:
    """A rendered card (ARGB32 premultiplied) as the bytes of its file."""
    if image.format() != _FORMAT:
        image = image.convertToFormat(_FORMAT)
    pixels = bytes(image.constBits())[: image.width() * image.height() * 4]  # rows are 4-byte aligned
    return _DISK_HEADER.pack(_DISK_MAGIC, DISK_FORMAT, 0, image.width(), image.height(), zlib.crc32(pixels)) + pixels


def decode_card(data: bytes, px: QSize) -> QImage | None:
    """The image in a card file made by :func:`encode_card`, or None unless it is whole: the
    right header, exactly ``px``'s pixels, and their checksum."""
    if len(data) != _DISK_HEADER.size + px.width() * px.height() * 4:
        return None
    magic, version, _, width, height, crc = _DISK_HEADER.unpack_from(data)
    pixels = memoryview(data)[_DISK_HEADER.size:]
    if (magic, version, width, height) != (_DISK_MAGIC, DISK_FORMAT, px.width(), px.height()) \
            or zlib.crc32(pixels) != crc:
        return None
    return QImage(bytes(pixels), width, height, width * 4, _FORMAT).copy()  # owns its pixels


class DiskCards:
    """Rendered cards kept between runs, as libkcardgame keeps its cards in a KImageCache:
    a later start, or a window size met before, reads a card's pixels (about 0.05 ms)
    instead of rendering its SVG again (0.5-1 ms a card, and the deck's parse first).

    ``<root>/<deck>-<file size>-<file time>-qt<Qt version>-v<format>/<w>x<h>@<dpr>/<card>.argb``:
    a changed deck file, another Qt or another format never reads an older image. Each file
    is written whole (a temporary file, then renamed) and checked whole when read (size,
    header, checksum); one that is not whole is not shown but made again and written over:
    everything here is made from the deck, nothing is the player's. Past ``max_bytes`` the
    sizes used longest ago go (a size is marked used when read). Used by the render jobs
    only, on their threads; every failure to read or write only means a render."""

    def __init__(self, root: Path, max_bytes: int = DEFAULT_DISK_BYTES) -> None:
        self.root = root
        self.max_bytes = max_bytes
        self._lock = threading.Lock()
        self._decks: dict[str, Path | None] = {}
        self._used: set[Path] = set()  # size folders marked used this run
        self._trimmed = False
        self.loaded = self.saved = self.remade = 0  # for tests and benchmarks

    def path(self, key: CardKey) -> Path | None:
        deck, card, w, h, dpr = key
        with self._lock:
            folder = self._decks.get(deck, self)
        if folder is self:
            try:
                stat = deck_file(deck).stat()
                folder = self.root / f"{deck}-{stat.st_size}-{stat.st_mtime_ns}-qt{qVersion()}-v{DISK_FORMAT}"
            except (KeyError, OSError):
                folder = None
            with self._lock:
                self._decks[deck] = folder
        if not isinstance(folder, Path):
            return None
        return folder / f"{w}x{h}@{dpr:g}" / f"{card}.argb"

    def load(self, key: CardKey) -> QImage | None:
        path = self.path(key)
        if path is None:
            return None
        try:
            data = path.read_bytes()
        except OSError:
            return None
        image = decode_card(data, pixel_size(QSize(key[2], key[3]), key[4]))
        if image is None:
            self.remade += 1
            return None
        image.setDevicePixelRatio(key[4])
        self.loaded += 1
        if path.parent not in self._used:
            self._used.add(path.parent)
            with contextlib.suppress(OSError):
                os.utime(path.parent)  # this size was used now: it goes last
        return image

    def save(self, key: CardKey, image: QImage) -> None:
        path = self.path(key)
        if path is None:
            return
        temporary = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary.write_bytes(encode_card(image))
            os.replace(temporary, path)
        except OSError as exc:
            log.debug("A card image was not kept on disk: %s", exc)
            with contextlib.suppress(OSError):
                temporary.unlink()
            return
        self.saved += 1
        self._used.add(path.parent)
        if not self._trimmed:
            self._trimmed = True
            self.trim()

    def trim(self) -> None:
        """Past ``max_bytes``, remove the size folders used longest ago (and decks left empty)."""
        sizes: list[tuple[float, int, Path]] = []
        try:
            for deck in self.root.iterdir():
                for size in deck.iterdir() if deck.is_dir() else ():
                    files = [f for f in size.iterdir() if f.is_file()] if size.is_dir() else []
                    sizes.append((size.stat().st_mtime, sum(f.stat().st_size for f in files), size))
        except OSError as exc:
            log.debug("The card images on disk could not be counted: %s", exc)
            return
        total = sum(n for _, n, _ in sizes)
        for _, n, size in sorted(sizes):
            if total <= self.max_bytes:
                break
            if size in self._used:
                continue  # in use by this run
            for f in size.iterdir():
                with contextlib.suppress(OSError):
                    f.unlink()
            with contextlib.suppress(OSError):
                size.rmdir()
                total -= n
            with contextlib.suppress(OSError):
                size.parent.rmdir()  # only when it is empty


class _Wanted:
    """The newest size wanted of each card: shared by a cache and its render jobs, so a
    job never holds the cache itself (it must neither keep a cache alive nor be the last
    to let it go, on its own thread)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.latest: dict[tuple[str, str], CardKey] = {}  # newest wanted size per card
        self.closed = False  # the cache is gone: queued jobs are skipped

    def __call__(self, key: CardKey) -> bool:
        with self.lock:
            return not self.closed and self.latest.get(key[:2]) == key


_CHANNEL: MainThreadChannel | None = None


def _channel() -> MainThreadChannel:
    """Carries finished images from the workers to the GUI thread (by posted events, see
    mainthread.py). One for the whole run, made on the GUI thread with the first cache:
    it never goes while a job may still post to it, so no cache's end has to reach it."""
    global _CHANNEL
    if _CHANNEL is None:
        _CHANNEL = MainThreadChannel()
    return _CHANNEL


def _deliver(cache_ref, wanted: _Wanted, key: CardKey, image: QImage | None, info) -> None:
    """On the GUI thread: hand a finished render to its cache, or drop it when the cache
    is gone (its Python object collected, or its Qt object deleted by its parent: then
    the renders still queued for it are skipped too)."""
    cache = cache_ref()
    if cache is not None and shiboken6.isValid(cache):
        cache._on_done(key, image, info)
        return
    with wanted.lock:
        wanted.closed = True


def _close(pool: QThreadPool, wanted: _Wanted) -> None:
    """A cache is being collected: its queued renders are dropped, a running one ends."""
    with wanted.lock:
        wanted.closed = True
    pool.clear()
    pool.waitForDone()


class _RenderJob(QRunnable):
    def __init__(self, key: CardKey, renderers: _Renderers, cache_ref, is_wanted: _Wanted,
                 disk: DiskCards | None) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._key, self._renderers, self._cache_ref, self._is_wanted = key, renderers, cache_ref, is_wanted
        self._disk = disk

    def _post(self, key: CardKey, image: QImage | None, info) -> None:
        _channel().post(_deliver, self._cache_ref, self._is_wanted, key, image, info)

    def run(self) -> None:
        _lower_this_threads_priority()
        key = self._key
        if not self._is_wanted(key):  # superseded while queued: don't waste the time
            self._post(key, None, None)
            return
        deck, card, w, h, dpr = key
        disk = self._disk
        kept = disk.load(key) if disk is not None else None
        if kept is not None:
            self._post(key, kept, ("disk", threading.get_ident()))  # (not to be written again)
            time.sleep(0)
            return
        try:
            image = self._renderers.render(deck, card, QSize(w, h), dpr)
        except Exception as exc:  # noqa: BLE001 - report on the GUI thread, never kill the pool
            self._post(key, None, f"{type(exc).__name__}: {exc}")
            return
        self._post(key, image, threading.get_ident())
        time.sleep(0)  # hand the GIL to a waiting GUI thread now, not at the next switch


class _KeepJob(QRunnable):
    """Writes rendered cards to the disk (see CardImageCache._keep_later)."""

    def __init__(self, disk: DiskCards, batch: list[tuple[CardKey, QImage]]) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._disk, self._batch = disk, batch

    def run(self) -> None:
        _lower_this_threads_priority()
        for key, image in self._batch:
            self._disk.save(key, image)


_LOWERED: set[int] = set()  # native ids of the render threads already niced
RENDER_NICENESS = 5  # above the GUI thread's: on a busy machine the GUI thread wins the core


def _lower_this_threads_priority() -> None:
    """Let the GUI thread win the CPU over a render thread (Linux: a thread has its own
    nice value). Renders still run whenever a core is free; lowering is always allowed."""
    tid = threading.get_native_id()
    if tid in _LOWERED or not hasattr(os, "setpriority") or not sys.platform.startswith("linux"):
        return
    _LOWERED.add(tid)
    with contextlib.suppress(OSError):
        os.setpriority(os.PRIO_PROCESS, tid, min(19, os.getpriority(os.PRIO_PROCESS, tid) + RENDER_NICENESS))


@dataclass
class CacheStats:
    hits: int = 0
    misses: int = 0
    rendered: int = 0  # images that arrived from a worker and were kept
    dropped: int = 0  # superseded renders skipped or thrown away
    render_threads: set[int] = field(default_factory=set)
    from_disk: int = 0  # images read from the disk by the GUI thread (see CardImageCache._from_disk)


class CardImageCache(QObject):
    """Card pixmaps by (deck, card, size, dpr), rendered on a thread pool.

    Call :meth:`pixmap` from ``paint``; when it returned a stand-in (or None),
    repaint on ``cardReady``.
    """
    cardReady = Signal(str, str, int, int, float)  # deck, card, width, height, dpr
    ready = Signal(object)  # the CardKey

    def __init__(self, parent: QObject | None = None, *,
                 max_bytes: int = DEFAULT_MAX_BYTES, max_threads: int | None = None,
                 disk_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.max_bytes = max_bytes
        #: rendered cards kept between runs (the app's window gives it a folder; tests mostly not)
        self.disk = DiskCards(disk_dir) if disk_dir is not None else None
        self._disk_spent = 0.0  # seconds of this event-loop pass spent reading cards from disk
        self._to_keep: list[tuple[CardKey, QImage]] = []  # rendered, not yet written to the disk
        self._disk_tried: set[CardKey] = set()  # looked for on the disk by this thread, not found
        self._keep_timer = QTimer(self)
        self._keep_timer.setSingleShot(True)
        self._keep_timer.timeout.connect(self._keep_later)
        app = QCoreApplication.instance()
        if self.disk is not None and app is not None:
            app.aboutToQuit.connect(self.keep_now)
        self.stats = CacheStats()
        self._pixmaps: OrderedDict[CardKey, QPixmap] = OrderedDict()  # oldest use first
        self._by_card: dict[tuple[str, str], set[CardKey]] = {}
        self._used_bytes = 0
        self._pending: set[CardKey] = set()
        # stand-ins already scaled, until the real image comes: an animation repaints a
        # card every frame, and scaling a large image smoothly costs the GUI thread ms
        self._stand_ins: OrderedDict[CardKey, QPixmap] = OrderedDict()
        self._waiters: list[QEventLoop] = []  # wait_for_pending() loops to quit when idle
        self._is_wanted = _Wanted()  # read by the workers
        self._lock = self._is_wanted.lock  # guards _latest
        self._latest = self._is_wanted.latest  # newest wanted size per card
        self._decks: set[str] = set()  # deck ids whose file was found
        self._renderers = _Renderers()
        _channel()
        self._ref = weakref.ref(self)
        # The pool is not the cache's Qt child: it goes with the cache's Python object,
        # after _close (weakref.finalize) has dropped its queue. No signal of the cache is
        # connected to anything of ours: nothing is called on an object that is gone.
        self._pool = QThreadPool()
        # One worker by default: the render itself runs without the GIL (see the
        # module's doc), but the two cores are shared with the computer players.
        self._pool.setMaxThreadCount(max_threads or 1)
        # Threads that never expire keep their per-thread renderers useful.
        self._pool.setExpiryTimeout(-1)
        weakref.finalize(self, _close, self._pool, self._is_wanted)

    # --- public ------------------------------------------------------------

    def cached(self, deck: str, card: str, size: QSize, dpr: float) -> QPixmap | None:
        """The card at exactly this size if it is rendered already; None (and nothing asked) if not."""
        return self._pixmaps.get(make_key(deck, card, size, dpr))

    def pixmap(self, deck: str, card: str, size: QSize, dpr: float) -> QPixmap | None:
        """The card at this size if rendered; else ask for it and return the
        nearest size already rendered, scaled (or None if there is none)."""
        key = make_key(deck, card, size, dpr)
        pm = self._pixmaps.get(key)
        if pm is not None:
            self._pixmaps.move_to_end(key)
            self.stats.hits += 1
            return pm
        self.stats.misses += 1
        kept = self._from_disk(key)
        if kept is not None:
            return kept
        self._request(key)
        return self._stand_in(key)

    def render_sync(self, deck: str, card: str, size: QSize, dpr: float) -> QPixmap:
        """Render now, on this (GUI) thread: for screenshots and tests."""
        key = make_key(deck, card, size, dpr)
        pm = self._pixmaps.get(key)
        if pm is None:
            self._check_card(deck, card)
            image = self._renderers.render(deck, card, size, dpr)
            pm = self._store(key, image)
            with self._lock:
                if self._latest.get(key[:2]) == key:
                    del self._latest[key[:2]]  # a pending render of it is now redundant
        self._pixmaps.move_to_end(key)
        return pm

    def prefetch(self, deck: str, size: QSize, dpr: float, cards=None) -> int:
        """Queue renders of ``cards`` (default: all faces and the back); returns
        how many were not cached yet."""
        queued = 0
        for card in CARD_IDS if cards is None else cards:
            key = make_key(deck, card, size, dpr)
            if key not in self._pixmaps:
                self._request(key)
                queued += 1
        return queued

    def contains(self, deck: str, card: str, size: QSize, dpr: float) -> bool:
        return make_key(deck, card, size, dpr) in self._pixmaps

    def pending_count(self) -> int:
        return len(self._pending)

    @property
    def used_bytes(self) -> int:
        return self._used_bytes

    def count(self) -> int:
        """How many pixmaps are cached (not ``__len__``: an empty cache is still truthy)."""
        return len(self._pixmaps)

    def clear(self) -> None:
        """Forget every image (e.g. after the deck setting changed)."""
        self._pixmaps.clear()
        self._stand_ins.clear()
        self._by_card.clear()
        self._used_bytes = 0

    def wait_for_pending(self, timeout_ms: int = 10_000) -> bool:
        """Run a local event loop until every requested render has arrived
        (screenshots, tests, benchmarks); True if none is left."""
        if self._pending:
            loop, timer = QEventLoop(), QTimer()
            timer.setSingleShot(True)
            timer.timeout.connect(loop.quit)
            self._waiters.append(loop)
            timer.start(timeout_ms)
            try:
                loop.exec()
            finally:
                timer.stop()
                self._waiters.remove(loop)
        return not self._pending

    def keep_now(self) -> None:
        """Write the rendered cards not yet on the disk, now, on this thread (at quit)."""
        self._keep_timer.stop()
        batch, self._to_keep = self._to_keep, []
        if self.disk is not None:
            for key, image in batch:
                self.disk.save(key, image)

    def _keep_later(self) -> None:
        """The renders are over and the table has been quiet for KEEP_DELAY_MS: the new images
        go to the disk on the render thread. Writing them between renders held the GIL in
        Python while the GUI thread waited for it to paint (a cold start took 25 ms longer)."""
        batch, self._to_keep = self._to_keep, []
        if self.disk is not None and batch:
            self._pool.start(_KeepJob(self.disk, batch))

    def shutdown(self) -> None:
        """Drop queued renders and wait for running ones (before app exit)."""
        self._pool.clear()
        self._pool.waitForDone()

    # --- internals ---------------------------------------------------------

    def _check_card(self, deck: str, card: str) -> None:
        # By name only: parsing the SVG here would cost the GUI thread time.
        if deck not in self._decks:
            deck_file(deck)  # KeyError for a deck that is not installed
            self._decks.add(deck)
        if card not in _ALL_IDS:
            raise KeyError(f"There is no card {card!r} (cards are written like 10C, QH, back)")

    def _from_disk(self, key: CardKey) -> QPixmap | None:
        """The card as a run before kept it on disk, read here when there is nothing else
        to show for it (no other size of it, to be scaled meanwhile: a table's first paint,
        not a resize or a flight) and while this pass of the event loop has spent less than
        DISK_BUDGET_S on such reads: a start then paints its table once, with its cards (not
        again as renders arrive), and a slow disk never holds a frame up (past the budget,
        or with a stand-in to show, the render job reads it, off this thread)."""
        if self.disk is None or key in self._pending or self._disk_spent >= DISK_BUDGET_S \
                or self._by_card.get(key[:2]):
            return None
        self._check_card(key[0], key[1])
        if not self._disk_spent:
            QTimer.singleShot(0, self._new_disk_budget)
        started = time.perf_counter()
        image = self.disk.load(key)
        self._disk_spent += max(time.perf_counter() - started, 1e-9)
        if image is None:
            self._disk_tried.add(key)  # its render job need not look again
            return None
        pm = self._store(key, image)
        with self._lock:
            if self._latest.get(key[:2]) == key:
                del self._latest[key[:2]]  # a render of it still queued is now redundant
        self.stats.from_disk += 1
        return pm

    def _new_disk_budget(self) -> None:
        self._disk_spent = 0.0

    def _request(self, key: CardKey) -> None:
        self._check_card(key[0], key[1])
        with self._lock:
            self._latest[key[:2]] = key  # supersedes any other size still pending
        if key in self._pending:
            return
        self._pending.add(key)
        disk = None if key in self._disk_tried else self.disk
        self._disk_tried.discard(key)
        self._pool.start(_RenderJob(key, self._renderers, self._ref, self._is_wanted, disk))

    def _stand_in(self, key: CardKey) -> QPixmap | None:
        pm = self._stand_ins.get(key)
        if pm is not None:
            return pm
        sizes = self._by_card.get(key[:2])
        if not sizes:
            return None
        want = pixel_size(QSize(key[2], key[3]), key[4])
        # nearest in pixel height; prefer the larger on ties (scaling down looks better)
        best = min(sizes, key=lambda k: (abs(self._pixmaps[k].height() - want.height()),
                                         -self._pixmaps[k].height()))
        pm = self._pixmaps[best].scaled(want, Qt.AspectRatioMode.IgnoreAspectRatio,
                                        Qt.TransformationMode.SmoothTransformation)
        pm.setDevicePixelRatio(key[4])
        self._stand_ins[key] = pm
        while len(self._stand_ins) > _MAX_STAND_INS:
            self._stand_ins.popitem(last=False)
        return pm

    def _store(self, key: CardKey, image: QImage) -> QPixmap:
        self._stand_ins.pop(key, None)
        pm = QPixmap.fromImage(image)
        pm.setDevicePixelRatio(key[4])
        old = self._pixmaps.pop(key, None)
        if old is not None:
            self._used_bytes -= _cost(old)
        self._pixmaps[key] = pm
        self._by_card.setdefault(key[:2], set()).add(key)
        self._used_bytes += _cost(pm)
        while self._used_bytes > self.max_bytes and len(self._pixmaps) > 1:
            evicted, evicted_pm = self._pixmaps.popitem(last=False)
            self._used_bytes -= _cost(evicted_pm)
            sizes = self._by_card[evicted[:2]]
            sizes.discard(evicted)
            if not sizes:
                del self._by_card[evicted[:2]]
        return pm

    def _on_done(self, key: CardKey, image: QImage | None, info) -> None:
        self._pending.discard(key)
        self._accept(key, image, info)
        if not self._pending:
            for loop in self._waiters:
                loop.quit()
            if self._to_keep:
                self._keep_timer.start(KEEP_DELAY_MS)  # again from now: the table is quiet

    def _accept(self, key: CardKey, image: QImage | None, info) -> None:
        wanted = self._is_wanted(key)
        if image is None:
            if isinstance(info, str):
                log.warning("Rendering %s failed: %s", key, info)
            else:
                self.stats.dropped += 1
                if wanted and key not in self._pixmaps:  # wanted again after it was skipped
                    self._request(key)
            return
        if not wanted:  # a newer size of this card was asked for meanwhile
            self.stats.dropped += 1
            return
        with self._lock:
            del self._latest[key[:2]]
        self._store(key, image)
        self.stats.rendered += 1
        if isinstance(info, tuple):  # read from the disk by a render job
            info = info[1]
        elif self.disk is not None:
            self._to_keep.append((key, image))
        self.stats.render_threads.add(info)
        emit_safely(self.ready, key)
        emit_safely(self.cardReady, *key)


class _Probe(QObject):
    probe = Signal()


def _emit_drops_true() -> bool:
    """PySide6 6.12.0 returns ``True`` from ``SignalInstance.emit`` without
    owning a reference to it: on Python 3.11 (where ``True`` is not immortal)
    every emit costs ``True`` one reference, and after a few thousand emits
    the interpreter aborts ("bool_dealloc: deallocating True or False")."""
    probe, before = _Probe(), sys.getrefcount(True)
    for _ in range(8):
        probe.probe.emit()
    lost = before - sys.getrefcount(True)
    for _ in range(max(0, lost)):  # give back what the probe itself cost
        import ctypes
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))
    return lost > 0


_EMIT_DROPS_TRUE = _emit_drops_true()


def emit_safely(signal, *args) -> None:
    """``signal.emit(*args)``, giving back the reference a buggy PySide takes."""
    signal.emit(*args)
    if _EMIT_DROPS_TRUE:
        import ctypes
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))


def _cost(pm: QPixmap) -> int:
    return pm.width() * pm.height() * 4
