"""The app's icons for every system, drawn at build time from ``resources/icons/cardgames-qt.svg``.

- PNGs at the freedesktop sizes (``hicolor/<n>x<n>/apps/cardgames-qt.png``),
- ``cardgames-qt.ico`` (Windows: the executable, the installer, the Start menu): an ICO
  container whose entries are PNGs (Windows Vista and later read them),
- ``cardgames-qt.icns`` (macOS: the .app): an ``icns`` container of typed PNG chunks.

Both containers are written here (a few lines each): no image library beyond Qt.
"""
from __future__ import annotations

import os
import struct
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SVG = REPO / "resources" / "icons" / "cardgames-qt.svg"
NAME = "cardgames-qt"

#: freedesktop hicolor sizes
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
#: what Windows asks of an .ico (lists, taskbar, Start, Explorer's large views); 256 at most
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
#: icns chunk type -> pixel size (PNG chunks: icp4..icp6 since 10.7, ic07..ic14 the @1x/@2x pairs)
ICNS_TYPES = {
    b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024,
    b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512,
}


def render_pngs(sizes, svg: Path = SVG) -> dict[int, bytes]:
    """The SVG drawn at each size (antialiased, transparent corners), as PNG bytes."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - QPainter needs one
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a readable SVG")
    out = {}
    for size in sorted(set(sizes)):
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # (the stubs want bytes; PySide6 takes str)
            raise RuntimeError(f"could not encode the {size} px icon as PNG")
        buffer.close()
        out[size] = bytes(data.data())
    return out


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file (ICONDIR, one 16-byte ICONDIRENTRY per image, the PNGs after them)."""
    sizes = sorted(pngs)
    if not sizes or sizes[-1] > 256:
        raise ValueError("an .ico holds images of 1 to 256 pixels")
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size == 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An icns file: ``icns`` + total length, then (type, length, PNG) chunks, lengths big-endian
    and counting their own 8-byte headers."""
    chunks = b""
    for kind, size in ICNS_TYPES.items():
        data = pngs[size]
        chunks += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def generate(out: Path, svg: Path = SVG) -> dict[str, Path]:
    """Write ``hicolor/<n>x<n>/apps/cardgames-qt.png``, ``cardgames-qt.ico`` and
    ``cardgames-qt.icns`` under ``out``; returns {"png": the hicolor folder, "ico": …, "icns": …}."""
    sizes = set(PNG_SIZES) | set(ICO_SIZES) | set(ICNS_TYPES.values())
    pngs = render_pngs(sizes, svg)
    hicolor = out / "hicolor"
    for size in PNG_SIZES:
        folder = hicolor / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{NAME}.png").write_bytes(pngs[size])
    ico = out / f"{NAME}.ico"
    ico.write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    icns = out / f"{NAME}.icns"
    icns.write_bytes(icns_bytes(pngs))
    return {"png": hicolor, "ico": ico, "icns": icns}
