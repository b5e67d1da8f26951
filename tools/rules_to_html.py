"""Keep the right-to-left rules pages readable: mark their left-to-right runs.

The in-app rules pages ``resources/rules/<game>.<lang>.html`` are written by
hand now (they used to be generated from the specification, which is
developer-facing); this tool no longer writes any page from scratch.

What it still does: in a right-to-left page (Persian) a card such as ``6♠``,
a rank list such as ``7، 9، J، K`` or an order such as ``6 < 7 < … < A`` is a
left-to-right island inside right-to-left text. Without help the Unicode
bidi algorithm shows ``6♠`` as ``♠6`` (the suit sign is neutral and joins the
Persian side) and splits rank lists in two. Qt's rich text has no
``<span dir>``/``<bdi>``, so every such run is wrapped in LEFT-TO-RIGHT MARKs
(U+200E), which makes its digits, signs and spaces resolve left to right.

Two card names that should read in Persian order need a Persian word between
them ("8♠ کارتِ 6♠ را می‌زند"), or they become one left-to-right run.

    python tools/rules_to_html.py          # re-mark every RTL page in place
    python tools/rules_to_html.py --check  # exit 1 if a page needs re-marking
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RULES = REPO / "resources" / "rules"
RTL_LANGS = ("fa",)
LRM = "\u200e"

_RED_SUIT = r'<span class="red">[♥♦]</span>'
# a character that is (or, in these pages, stands for) left-to-right text
_STRONG = rf"(?:[A-Za-z0-9\u0400-\u04ff♠♣♥♦]|{_RED_SUIT}|\((?:10|[2-9AKQJ])\))"
# what may sit between two strong characters inside one island
# (not the Persian comma or a full stop: those separate items that read in
# Persian order, right to left, like "7، 9، J")
_JOINER = r"(?:[ ,…/×+−=%٪()-]|&lt;|&gt;)"
_ISLAND = re.compile(rf"{_STRONG}(?:{_JOINER}*{_STRONG})*\)?")
_TAG = re.compile(r"(<[^>]+>)")


def mark(page: str) -> str:
    """``page`` with every left-to-right island in its body text wrapped in LRMs."""
    page = page.replace(LRM, "")
    head, sep, body = page.partition("<body")
    if not sep:
        return page
    attrs, gt, body = body.partition(">")
    head, sep = head + sep + attrs + gt, ""
    # protect the red-suit spans from the tag split: they belong to their card
    placeholder = {"♥": "\ue001", "♦": "\ue002"}
    for suit, ph in placeholder.items():
        body = body.replace(f'<span class="red">{suit}</span>', ph)
    parts = _TAG.split(body)
    for i, part in enumerate(parts):
        if i % 2 == 0 and part:  # text between tags
            for suit, ph in placeholder.items():
                part = part.replace(ph, f'<span class="red">{suit}</span>')
            parts[i] = _ISLAND.sub(_wrap, part)
    body = "".join(parts)
    for suit, ph in placeholder.items():
        body = body.replace(ph, f'<span class="red">{suit}</span>')
    return head + sep + body


def _wrap(m: re.Match) -> str:
    island = m.group(0)
    tail = ""
    if island.endswith(")") and island.count("(") < island.count(")"):
        island, tail = island[:-1], ")"  # the ")" closes a Persian bracket
    return LRM + island + LRM + tail


def rtl_pages() -> list[Path]:
    return sorted(p for lang in RTL_LANGS for p in RULES.glob(f"*.{lang}.html"))


def main(argv: list[str]) -> int:
    stale = []
    for path in rtl_pages():
        text = path.read_text(encoding="utf-8")
        marked = mark(text)
        if marked != text:
            stale.append(path)
            if "--check" not in argv:
                path.write_text(marked, encoding="utf-8")
                print("marked", path.relative_to(REPO))
    if "--check" in argv and stale:
        print("needs marking:", ", ".join(str(p.relative_to(REPO)) for p in stale))
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
