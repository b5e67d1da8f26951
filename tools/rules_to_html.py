"""Turn the rules (../shared/rules/*.md, the project's specification) into the
in-app rules pages resources/rules/<game>.en.html.

Points the rules mark "interpretation" are wrapped in a visible box so a
player sees which readings are the project's own. Translated pages
(<game>.<lang>.html) are written from these by translators.

    python tools/rules_to_html.py [path/to/shared/rules]
"""
from __future__ import annotations

import html
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
STYLE = ("<style>body{font-size:11pt} h1{font-size:16pt} h2{font-size:13pt;margin-top:14px}"
         " h3{font-size:11.5pt} table{border-collapse:collapse} td,th{border:1px solid #888;padding:3px 6px}"
         " .interp{background:#fff4c2;color:#3b3000;border-left:4px solid #d4a017;padding:2px 4px}"
         " .interp-tag{font-weight:bold;color:#8a5a00}</style>")


def inline(text: str) -> str:
    t = html.escape(text, quote=False)
    t = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", t)
    t = re.sub(r"`(.+?)`", r"<code>\1</code>", t)
    t = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", t)
    # make every "(Interpretation...)" / "interpretation" visible as such
    if re.search(r"[Ii]nterpretation", text):
        t = re.sub(r"([Ii]nterpretation)", r"<span class='interp-tag'>\1</span>", t)
        t = f"<span class='interp'>{t}</span>"
    return t


def convert(md: str) -> str:
    out, para, items, table = [STYLE], [], [], []
    list_tag = None

    def flush():
        nonlocal list_tag
        if para:
            out.append("<p>" + inline(" ".join(para)) + "</p>")
            para.clear()
        if items:
            out.append(f"<{list_tag}>" + "".join(f"<li>{inline(i)}</li>" for i in items) + f"</{list_tag}>")
            items.clear()
        if table:
            rows = [r for r in table if not re.fullmatch(r"\|?[\s\-:|]+\|?", r)]
            cells = [[c.strip() for c in r.strip().strip("|").split("|")] for r in rows]
            body = "".join("<tr>" + "".join(f"<{'th' if i == 0 else 'td'}>{inline(c)}</{'th' if i == 0 else 'td'}>"
                                             for c in row) + "</tr>" for i, row in enumerate(cells))
            out.append(f"<table>{body}</table>")
            table.clear()

    for line in md.splitlines():
        s = line.rstrip()
        m = re.match(r"^(#{1,3}) (.*)", s)
        if m:
            flush()
            level = len(m.group(1))
            out.append(f"<h{level}>{inline(m.group(2))}</h{level}>")
        elif s.startswith("|"):
            if para or items:
                flush()
            table.append(s)
        elif re.match(r"^\s*(- |\d+\. )", s):
            if para or table:
                flush()
            tag = "ol" if re.match(r"^\s*\d+\. ", s) else "ul"
            if items and tag != list_tag and not s.startswith("   "):
                flush()
            list_tag = list_tag if items else tag
            items.append(re.sub(r"^\s*(- |\d+\. )", "", s))
        elif not s.strip():
            flush()
        elif items and line.startswith(("  ", "   ")):
            items[-1] += " " + s.strip()
        else:
            if table or items:
                flush()
            para.append(s.strip())
    flush()
    return "\n".join(out)


def main() -> None:
    src = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO.parent / "shared" / "rules"
    dest = REPO / "resources" / "rules"
    dest.mkdir(parents=True, exist_ok=True)
    for game in ("gops", "guts", "zhopa"):
        page = convert((src / f"{game}.md").read_text(encoding="utf-8"))
        (dest / f"{game}.en.html").write_text(page + "\n", encoding="utf-8")
        print("wrote", dest / f"{game}.en.html")


if __name__ == "__main__":
    main()
