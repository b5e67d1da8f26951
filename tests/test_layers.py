"""The layering holds (pyproject's [tool.importlinter] contracts): ui -> app ->
bots | storage -> engine, Qt only in ui/ (and app's thin Qt parts), tables
without storage or engine internals. Run by import-linter in a child process,
as `lint-imports` would be run by hand."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _lint(*args: str, root: Path = REPO) -> subprocess.CompletedProcess:
    code = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"
    env = dict(os.environ, PYTHONPATH=str(root))  # the package under root is the one analysed
    return subprocess.run([sys.executable, "-c", code, "--no-cache", *args], cwd=root, capture_output=True,
                          text=True, timeout=300, env=env)


def test_the_import_contracts_are_kept():
    proc = _lint()
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert "BROKEN" not in proc.stdout and "3 kept, 0 broken" in proc.stdout, proc.stdout[-2000:]


def test_the_contracts_cover_the_layers_qt_and_tables():
    contracts = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
    by_id = {c["id"]: c for c in contracts["contracts"]}
    assert by_id["layers"]["layers"] == ["cardgames_qt.ui", "cardgames_qt.app",
                                         "cardgames_qt.bots | cardgames_qt.storage", "cardgames_qt.engine"]
    assert "PySide6" in by_id["no-qt-below-ui"]["forbidden_modules"]
    assert "cardgames_qt.storage" in by_id["tables-draw-only"]["forbidden_modules"]


def test_a_violation_is_caught(tmp_path):
    """The check can fail: an engine module that imports Qt breaks a contract."""
    copy = tmp_path / "repo"
    shutil.copytree(REPO / "cardgames_qt", copy / "cardgames_qt", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(REPO / "pyproject.toml", copy)
    (copy / "cardgames_qt" / "engine" / "_layer_probe.py").write_text("import PySide6.QtCore\n", encoding="utf-8")
    proc = _lint("--contract", "no-qt-below-ui", root=copy)
    assert proc.returncode != 0 and "BROKEN" in proc.stdout
    assert "cardgames_qt.engine._layer_probe" in proc.stdout
