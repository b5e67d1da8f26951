"""Types and lint are part of the test run, as the import contracts are (tests/test_layers.py).

- ruff, with the rule set written in pyproject.toml ([tool.ruff]: E, F, W, B, UP, SIM, I at
  120 columns), over everything of Python in the repository: 0 findings.
- mypy, configured in pyproject.toml ([tool.mypy]): --strict for engine/, bots/, storage/ and
  app/, mypy's standard settings for ui/ and the entry point (PySide6 ships its own stubs).
  One run per platform the app ships for (linux, win32, darwin), its cache in a temporary
  folder; each package's errors are a test of their own, storage's last, so a failure names
  the package and shows mypy's own lines.
- every remaining ``noqa`` and ``type: ignore`` names its code and says why.

Each check runs in a child process, as a person runs ``ruff check`` or ``mypy`` by hand.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PLATFORMS = ("linux", "win32", "darwin")
#: where the project's Python lives (resources/ holds only its own __init__)
LINTED = ("cardgames_qt", "tests", "bench", "tools", "packaging", "resources")
#: mypy's packages: the ones checked with --strict, then the rest (ui/ and __main__)
STRICT = ("engine", "bots", "storage", "app")
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))


def _run(*args: str, cwd: Path = REPO, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-m", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=timeout, env=env)


# --- ruff ------------------------------------------------------------------------------------
def test_ruff_finds_nothing():
    proc = _run("ruff", "check", "--no-cache", "--output-format", "concise", ".")  # the whole repository
    assert proc.returncode == 0, proc.stdout[-8000:] + proc.stderr[-2000:]


def test_the_ruff_rule_set_is_written_down_without_blanket_ignores():
    ruff = PYPROJECT["tool"]["ruff"]
    assert ruff["line-length"] == 120
    assert {"E", "F", "W", "B", "UP", "SIM", "I"} <= set(ruff["lint"]["select"])
    for blanket in ("ignore", "extend-ignore", "per-file-ignores", "extend-per-file-ignores", "exclude",
                    "extend-exclude"):
        assert blanket not in ruff and blanket not in ruff["lint"], f"[tool.ruff] {blanket}: no blanket ignores"


def test_ruff_can_fail(tmp_path):
    """The check can fail: a zip() whose lengths nobody checks, with the project's own rule set."""
    probe = tmp_path / "probe.py"
    probe.write_text("def pairs(a: list[int], b: list[int]) -> list[tuple[int, int]]:\n"
                     "    return list(zip(a, b))\n", encoding="utf-8")
    proc = _run("ruff", "check", "--no-cache", "--config", str(REPO / "pyproject.toml"), str(probe), cwd=tmp_path)
    assert proc.returncode != 0 and "B905" in proc.stdout, proc.stdout


# --- noqa and type: ignore --------------------------------------------------------------------
_NOQA = re.compile(r"#\s*noqa\b(?P<rest>.*)$")
_NOQA_GOOD = re.compile(r":\s*[A-Z]+[0-9]+(\s*,\s*[A-Z]+[0-9]+)*\s*[-(:—]+\s*\S")
_IGNORE = re.compile(r"#\s*type:\s*ignore(?P<rest>.*)$")
_IGNORE_GOOD = re.compile(r"\[[a-z-]+(\s*,\s*[a-z-]+)*\]\s*#\s*\S")


def _python_files():
    for top in LINTED:
        yield from sorted((REPO / top).rglob("*.py"))


def test_every_noqa_and_type_ignore_names_its_code_and_says_why():
    """``# noqa: E402 - after sys.path above``, ``# type: ignore[assignment]  # mutable``:
    a bare noqa or type-ignore comment silences everything and tells the reader nothing."""
    bad = []
    for path in _python_files():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            noqa, ignore = _NOQA.search(line), _IGNORE.search(line)
            if (noqa and not _NOQA_GOOD.match(noqa["rest"])) or (ignore and not _IGNORE_GOOD.match(ignore["rest"])):
                bad.append(f"{path.relative_to(REPO)}:{number}: {line.strip()}")
    assert bad == [], "\n".join(bad)


# --- mypy -------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def mypy_runs(tmp_path_factory) -> dict[str, tuple[int, str, float]]:
    """platform -> (exit status, output, seconds): mypy over the package once for each platform,
    the three at once (each its own cache in a temporary folder, so no run reads a stale one)."""
    cache = tmp_path_factory.mktemp("mypy")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    started = time.perf_counter()
    procs = {
        platform: subprocess.Popen(
            [sys.executable, "-m", "mypy", "--platform", platform, "--no-color-output", "--no-error-summary",
             "--cache-dir", str(cache / f".mypy_cache-{platform}")],
            cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        for platform in PLATFORMS}
    runs = {}
    for platform, proc in procs.items():
        out, _ = proc.communicate(timeout=900)
        runs[platform] = (proc.returncode, out, time.perf_counter() - started)
    print(f"mypy, three platforms at once: {time.perf_counter() - started:.1f} s")
    return runs


def _errors(output: str, package: str | None) -> list[str]:
    """mypy's lines (with their notes) about ``package`` (None: ui/ and the entry point)."""
    lines = []
    for line in output.splitlines():
        m = re.match(r"cardgames_qt/(\w+)", line)
        if m is None:
            if line.strip() and not line.startswith("cardgames_qt/"):
                lines.append(line)  # a crash or a config problem: every test shows it
            continue
        where = m.group(1)
        if (where == package) if package is not None else (where not in STRICT):
            lines.append(line)
    return lines


def _check(mypy_runs, platform: str, package: str | None) -> None:
    _status, output, _seconds = mypy_runs[platform]
    lines = _errors(output, package)
    errors = [x for x in lines if ": error:" in x or not x.startswith("cardgames_qt/")]
    where = f"cardgames_qt/{package}" if package else "cardgames_qt/ui and __main__"
    assert errors == [], f"mypy --platform {platform}, {where}: {len(errors)} errors\n" + "\n".join(lines[:300])


@pytest.mark.parametrize("platform", PLATFORMS)
@pytest.mark.parametrize("package", ["engine", "bots", "app", None], ids=["engine", "bots", "app", "ui"])
def test_mypy_finds_nothing(mypy_runs, platform, package):
    _check(mypy_runs, platform, package)


def test_the_three_platforms_take_reasonable_time(mypy_runs):
    slowest = max(seconds for _status, _out, seconds in mypy_runs.values())
    assert slowest < 300, f"mypy took {slowest:.0f} s for the three platforms"


def test_strict_means_what_mypy_strict_means():
    """The override of the strict packages sets every per-module flag that ``mypy --strict``
    sets ("strict = true" in an override would switch it on for the whole run, ui/ too)."""
    from mypy.main import define_options
    from mypy.options import PER_MODULE_OPTIONS

    config = PYPROJECT["tool"]["mypy"]
    strict = [o for o in config["overrides"] if set(o["module"]) == {f"cardgames_qt.{p}.*" for p in STRICT}]
    assert len(strict) == 1, config["overrides"]
    assert "strict" not in strict[0]
    _parser, _names, assignments = define_options()
    for dest, value in assignments:
        where = strict[0] if dest in PER_MODULE_OPTIONS else config
        assert where.get(dest) == value, f"{dest} = {value} is part of --strict"


def test_mypy_can_fail_and_ui_is_checked_less_strictly(tmp_path):
    """The check can fail: with the project's configuration an untyped function is an error in
    engine/ (strict) but not in ui/ (standard settings), and a wrong type is an error in both."""
    for package in ("engine", "ui"):
        folder = tmp_path / "cardgames_qt" / package
        folder.mkdir(parents=True)
        (folder / "__init__.py").write_text("", encoding="utf-8")
        (folder / "probe.py").write_text("def untyped(x):\n    return x\n\n\nwrong: int = 'seven'\n", encoding="utf-8")
    (tmp_path / "cardgames_qt" / "__init__.py").write_text("", encoding="utf-8")
    proc = _run("mypy", "--config-file", str(REPO / "pyproject.toml"), "--cache-dir", str(tmp_path / ".mypy_cache"),
                "--no-error-summary", "cardgames_qt/engine/probe.py", "cardgames_qt/ui/probe.py", cwd=tmp_path)
    out = proc.stdout
    assert "engine/probe.py:1: error: Function is missing a type annotation" in out, out
    assert "ui/probe.py:1:" not in out, out
    assert "engine/probe.py:5: error: Incompatible types" in out and "ui/probe.py:5: error: Incompatible types" in out


# storage/ last: it is being rewritten (issue 29); its strictness is finished after that lands
@pytest.mark.parametrize("platform", PLATFORMS)
def test_mypy_finds_nothing_in_storage(mypy_runs, platform):
    _check(mypy_runs, platform, "storage")
