"""A smaller ICU data library for the Linux bundle (PySide6's ``libicudata.so.73`` is 30 MiB).

Qt on Linux links ICU for collation, locale-aware case mapping and legacy text codecs. The
app shows five languages (en, ru, uk, es, fa) and reads only UTF-8, so of ICU's data it
needs the core tables (properties, normalization, the root collation), the locale data of
those five languages (and ``root``, the parent of all), and none of the ~3,900 other
items: the other languages' names, units, currencies, time zones and collations, the
multi-byte East Asian code pages, the Chinese/Japanese/Thai/Lao/Khmer/Burmese word dictionaries and the
transliterators. Trimmed, the library is about 5.5 MiB.

ICU's data is one "common data" package (``CmnD``): a header, a table of contents (count,
then name/data offset pairs, names sorted) and the items, 16-byte aligned. It is linked in
as the symbol ``icudt<N>_dat``; the trimmed package is linked the same way
(``.incbin`` in an assembly file, ``gcc -shared``), under the same soname. Anything ICU
then asks for that is not there is a missing resource, for which it falls back to root.
"""
from __future__ import annotations

import re
import shutil
import struct
import subprocess
from pathlib import Path

KEEP_LANGUAGES = ("en", "ru", "uk", "es", "fa")
#: trees whose items are per locale: the five languages (and root, pool, res_index) stay
LOCALE_TREES = {"", "coll", "curr", "lang", "region", "unit", "zone", "rbnf", "brkitr"}
#: whole trees left out (transliteration is not used by Qt)
DROPPED_TREES = {"translit"}
#: a code page table this size or smaller is a single-byte one
MAX_CODEPAGE_BYTES = 16 * 1024
#: looks like a locale name (af, ast, es_419, sr_Latn_BA), not a table (zoneinfo64, plurals)
LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]*)*$")


def keep_item(name: str, size: int) -> bool:
    """``name``: an item path inside the package, e.g. ``icudt73l/coll/ru.res``."""
    parts = name.split("/")[1:]  # without the package prefix
    tree = "/".join(parts[:-1])
    leaf = parts[-1]
    stem, _, ext = leaf.rpartition(".")
    if tree in DROPPED_TREES:
        return False
    if not tree and ext == "cnv":
        # the single-byte code pages (ISO-8859-x, windows-125x, KOI8: 0.5 MiB) stay; the
        # multi-byte East Asian tables (4.6 MiB) go: the app reads and writes UTF-8 only
        return size <= MAX_CODEPAGE_BYTES
    if tree == "brkitr" and ext == "dict":
        return False  # CJK/Thai/Lao/Khmer/Burmese word dictionaries
    if tree in LOCALE_TREES and ext == "res" and LOCALE.match(stem):
        return stem.split("_")[0] in KEEP_LANGUAGES
    return True  # root, pool, res_index, core tables (.icu, .nrm, .spp, .cfu), rules (.brk)


def read_package(data: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """(the header, [(item name, item bytes)]) of a little-endian CmnD package."""
    header_size = struct.unpack_from("<H", data, 0)[0]
    if data[2:4] != b"\xda\x27" or data[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    toc = data[header_size:]
    count = struct.unpack_from("<I", toc, 0)[0]
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    ends = [offset for _, offset in entries[1:]] + [len(toc)]
    items = []
    for (name_at, data_at), end in zip(entries, ends, strict=True):
        name = toc[name_at:toc.index(b"\0", name_at)].decode("ascii")
        items.append((name, toc[data_at:end]))
    return data[:header_size], items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    names = b""
    name_offsets = []
    toc_size = 4 + 8 * len(items)
    for name, _ in items:
        name_offsets.append(toc_size + len(names))
        names += name.encode("ascii") + b"\0"
    body_start = toc_size + len(names)
    body_start += -body_start % 16
    body = b""
    data_offsets = []
    for _, item in items:
        data_offsets.append(body_start + len(body))
        body += item + b"\0" * (-len(item) % 16)
    toc = struct.pack("<I", len(items)) + b"".join(
        struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets, strict=True))
    toc += names
    toc += b"\0" * (body_start - len(toc))
    return header + toc + body


def data_symbol(library: Path) -> tuple[str, int, int]:
    """(symbol name, file offset, size) of the package linked into ``library``."""
    symbols = subprocess.run(["readelf", "-sW", str(library)], capture_output=True, text=True, check=True).stdout
    match = re.search(r"^\s*\d+:\s+([0-9a-f]+)\s+(0x[0-9a-f]+|\d+)\s+OBJECT\s+GLOBAL\s+\w+\s+\d+\s+(icudt\d+_dat)\s*$",
                      symbols, re.M)
    if match is None:
        raise ValueError(f"{library} exports no icudt*_dat symbol")
    address, size, name = int(match.group(1), 16), int(match.group(2), 0), match.group(3)
    sections = subprocess.run(["readelf", "-SW", str(library)], capture_output=True, text=True, check=True).stdout
    for line in sections.splitlines():
        cols = line.replace("[ ", "[").split()
        if len(cols) >= 6 and cols[1] == ".rodata":
            section_address, section_offset = int(cols[3], 16), int(cols[4], 16)
            return name, address - section_address + section_offset, size
    raise ValueError(f"{library} has no .rodata section")


def trim(library: Path, workdir: Path) -> tuple[Path, int, int] | None:
    """A trimmed copy of ``library`` in ``workdir`` (same file name and soname), with the number
    of items kept and dropped; None if the tools to link it (readelf, gcc) are missing."""
    if shutil.which("readelf") is None or shutil.which("gcc") is None:
        return None
    symbol, offset, size = data_symbol(library)
    header, items = read_package(library.read_bytes()[offset:offset + size])
    kept = [(name, item) for name, item in items if keep_item(name, len(item))]
    workdir.mkdir(parents=True, exist_ok=True)
    package = workdir / f"{symbol}.dat"
    package.write_bytes(write_package(header, kept))
    asm = workdir / f"{symbol}.s"
    asm.write_text(f"""\
    .section .rodata
    .globl {symbol}
    .type {symbol}, @object
    .balign 16
{symbol}:
    .incbin "{package}"
    .size {symbol}, . - {symbol}
    .section .note.GNU-stack,"",@progbits
""", encoding="ascii")
    out = workdir / library.name
    subprocess.run(["gcc", "-shared", "-nostdlib", "-Wl,-soname," + library.name, "-Wl,-z,relro",
                    "-o", str(out), str(asm)], check=True)
    return out, len(kept), len(items) - len(kept)
