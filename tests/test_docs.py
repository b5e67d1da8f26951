"""The README and docs/: a README a person reads, whose Keys table is the app's own; links
that lead somewhere; figures that say which command printed them and when; and a
repository that stands alone (nothing read from, or pointed at, outside it)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
README = REPO / "README.md"
DOCS = REPO / "docs"
#: the documents that report measurements: every figure in them names its command and date
FIGURE_DOCS = ("performance.md", "reliability.md", "opponents.md")

_LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
_COMMAND = re.compile(r"`(?:[A-Z_]+=\S+ )*(?:python (?:bench|tools|packaging)/\S+\.py|python -m pytest"
                      r"|\S*cardgames-qt(?:-cli)? --[a-z-]+)[^`]*`")
_DATE = re.compile(r"\b20\d\d-[01]\d-[0-3]\d\b")
#: a measured figure: a number with a unit of time, size or ratio, a ± interval, or a key=number
_FIGURE = re.compile(r"\d(?:[\d,.]*\d)?\s?(?:ms|µs|s|min|MiB|KiB|GiB|MB|×|%)(?![\w])|±|\b[a-z_0-9]+=[-+]?\d")


def _markdown_files() -> list[Path]:
    return [README, *sorted(DOCS.rglob("*.md"))]


def _section(text: str, heading: str) -> str:
    """The body of the section under ``heading`` (a whole line), up to the next heading."""
    lines = text.splitlines()
    start = lines.index(heading)
    level = len(heading) - len(heading.lstrip("#"))
    end = next((i for i in range(start + 1, len(lines))
                if lines[i].startswith("#") and len(lines[i]) - len(lines[i].lstrip("#")) <= level), len(lines))
    return "\n".join(lines[start + 1:end])


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = heading.lstrip("#").strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


# --- the README --------------------------------------------------------------------------------
def test_readme_is_at_most_200_lines():
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 200, f"README.md has {len(lines)} lines: move detail into docs/"


def test_readme_carries_no_benchmark_figures():
    """Figures live in docs/ with their command and date; the README links to them."""
    text = README.read_text(encoding="utf-8")
    found = [m.group(0) for m in re.finditer(r"\d(?:[\d,.]*\d)?\s?(?:ms|µs|MiB|GiB|×)(?!\w)|\b[a-z_0-9]+=\d", text)]
    assert not found, f"figures in the README (they belong in docs/performance.md): {found}"


def test_readme_test_command_is_what_ci_runs():
    """The README's test command, installed and run exactly so by .ci/run."""
    readme = README.read_text(encoding="utf-8")
    command = "python -m pip install -e '.[test]' && python -m pytest"
    assert f"    {command}\n" in readme
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    install, run = command.split(" && ")
    assert install in [line.strip() for line in ci]
    assert any(re.fullmatch(re.escape(run) + r"( \|\| status=\$\?)?( +#.*)?", line.strip()) for line in ci), \
        ".ci/run no longer runs the README's `python -m pytest`"


# --- the Keys table: the Keys dialog's rows, in the README -------------------------------------
@pytest.fixture
def english(qapp):
    from cardgames_qt.ui.i18n import install_language
    install_language(qapp, "en")
    yield
    install_language(qapp, "en")


def _dialog_table() -> list[str]:
    from cardgames_qt.ui.dialogs.keys_dialog import key_rows
    return ["| where | keys | what they do |", "|---|---|---|"] + [f"| {w} | {k} | {t} |" for w, k, t in key_rows()]


def test_readme_keys_table_is_the_keys_dialogs(english):
    """Help → Keys owns the keys (translated there); the README shows its rows, in order,
    word for word. On a change, paste the expected table into the README's Keys section."""
    section = _section(README.read_text(encoding="utf-8"), "### Keys")
    table = [line for line in section.splitlines() if line.startswith("|")]
    expected = _dialog_table()
    assert table == expected, "the README's Keys table differs from Help → Keys; it should read:\n" + \
        "\n".join(expected)


def _key_tokens() -> set[str]:
    from cardgames_qt.ui.dialogs.keys_dialog import key_rows
    return {token.strip() for _, keys, _ in key_rows() for part in keys.split(", ") for token in part.split(" / ")}


def test_every_shortcut_of_the_window_is_in_the_keys_table(qtbot, english, _isolated_home):
    """Every key the window's menus answer to, and the keys that speak the table, are listed
    (so the README lists them too: the test above)."""
    from PySide6.QtGui import QAction, QKeySequence

    from cardgames_qt.ui.main_window import MainWindow
    from cardgames_qt.ui.table.table_base import WHERE_KEYS

    w = MainWindow(start_bots=False)
    qtbot.addWidget(w)
    shortcuts = {seq.toString(QKeySequence.PortableText): action.text().replace("&", "")
                 for action in w.findChildren(QAction) for seq in action.shortcuts() if not seq.isEmpty()}
    assert {"Ctrl+N", "Ctrl+Shift+N", "Ctrl+Z", "H", "Shift+F2"} <= set(shortcuts)  # the search finds them
    tokens = _key_tokens()
    missing = {key: what for key, what in shortcuts.items() if key not in tokens}
    assert not missing, f"shortcuts the Keys table does not list: {missing}"
    spoken = {QKeySequence(key).toString(QKeySequence.PortableText) for key in WHERE_KEYS}
    assert spoken == {"S", "W", "C", "L"} and spoken <= tokens


# --- links and figures -------------------------------------------------------------------------
@pytest.mark.parametrize("doc", _markdown_files(), ids=lambda p: str(p.relative_to(REPO)))
def test_every_relative_link_leads_to_a_file_in_the_repository(doc):
    text = doc.read_text(encoding="utf-8")
    bad = []
    for target in _LINK.findall(text):
        if re.match(r"[a-z]+:", target):
            continue  # https:, mailto:
        path, _, anchor = target.partition("#")
        dest = (doc.parent / path).resolve() if path else doc
        if REPO not in dest.parents and dest != REPO:
            bad.append(f"{target}: outside the repository")
        elif not dest.exists():
            bad.append(f"{target}: no such file")
        elif anchor and dest.suffix == ".md":
            slugs = {_slug(line) for line in dest.read_text(encoding="utf-8").splitlines() if line.startswith("#")}
            if anchor not in slugs:
                bad.append(f"{target}: no heading #{anchor}")
    assert not bad, bad


def _blocks(text: str) -> list[str]:
    """Table rows one by one; other text by paragraph and list item."""
    blocks: list[str] = []
    current: list[str] = []
    for line in text.splitlines():
        if line.startswith("|") or not line.strip() or line.startswith(("#", "- ")):
            if current:
                blocks.append("\n".join(current))
            current = [line] if line.startswith("- ") else []
            if line.startswith("|"):
                blocks.append(line)
        else:
            current.append(line)
    if current:
        blocks.append("\n".join(current))
    return blocks


@pytest.mark.parametrize("name", FIGURE_DOCS)
def test_every_figure_names_the_command_that_prints_it_and_its_date(name):
    text = (DOCS / name).read_text(encoding="utf-8")
    figures = 0
    bad = []
    for block in _blocks(text):
        if re.fullmatch(r"\|[-| ]*\|", block) or block.startswith("| what |"):
            continue  # a table's header
        if not _FIGURE.search(block):
            continue
        figures += 1
        if not (_COMMAND.search(block) and _DATE.search(block)):
            bad.append(block[:160])
    assert figures >= 5, f"{name}: no figures found (the check would pass on anything)"
    assert not bad, f"{name}: figures without a `python bench/…` command or a date (YYYY-MM-DD):\n" + "\n".join(bad)


def test_the_figure_check_catches_a_figure_without_its_command():
    """The rule above, on a sample: a figure alone fails, with command and date it passes."""
    alone = "| repaint | median 6.9 ms | ≤ 8 ms |"
    dated = "| repaint | median 6.9 ms | ≤ 8 ms | `python bench/render.py` | 2026-12-01 |"
    assert _FIGURE.search(alone) and not (_COMMAND.search(alone) and _DATE.search(alone))
    assert _COMMAND.search(dated) and _DATE.search(dated)


# --- the repository stands alone ---------------------------------------------------------------
def _repository_texts() -> list[Path]:
    roots = ["cardgames_qt", "tests", "tools", "bench", "docs", "packaging", ".ci"]
    files = [README, REPO / "pyproject.toml"]
    for root in roots:
        files += [p for p in (REPO / root).rglob("*")
                  if p.is_file() and p.suffix in {".py", ".md", ".toml", ".json", ".spec", ".sh", ".txt", ""}
                  and "__pycache__" not in p.parts]
    return files


_OUTSIDE = re.compile(r"\bshared/(?:rules|spec)\b|\.\./shared\b|/work/|\bshared rules folder")
_PARENTS = re.compile(r"Path\(__file__\)(?:\.resolve\(\))?\.parents\[(\d+)\]")
_DOC_PATH = re.compile(r"\bdocs/[\w./-]+\.(?:md|json|png)\b")


def test_nothing_refers_to_a_folder_outside_the_repository():
    """No test, tool, benchmark or document reads or names the folder the rules were copied
    from, or climbs above the repository: a fresh clone with nothing beside it is complete."""
    bad = []
    for path in _repository_texts():
        if path == Path(__file__).resolve():
            continue  # this file names the patterns
        text = path.read_text(encoding="utf-8", errors="replace")
        rel = path.relative_to(REPO)
        bad += [f"{rel}: {m.group(0)}" for m in _OUTSIDE.finditer(text)]
        bad += [f"{rel}: parents[{m.group(1)}] leaves the repository" for m in _PARENTS.finditer(text)
                if int(m.group(1)) > len(rel.parts) - 1]
    assert not bad, bad


def test_every_docs_path_named_in_the_repository_exists():
    """The rules and the engine's surface that code, tests and tools name are in docs/."""
    named = {m.group(0) for path in _repository_texts()
             for m in _DOC_PATH.finditer(path.read_text(encoding="utf-8", errors="replace"))}
    assert "docs/rules/zhopa_tricks.json" in named and "docs/engine-api.md" in named
    missing = sorted(p for p in named if not (REPO / p).exists())
    assert not missing, missing
