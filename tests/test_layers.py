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
    assert "BROKEN" not in proc.stdout and "4 kept, 0 broken" in proc.stdout, proc.stdout[-2000:]


def test_the_contracts_cover_the_layers_qt_and_tables():
    contracts = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
    by_id = {c["id"]: c for c in contracts["contracts"]}
    assert by_id["layers"]["layers"] == ["cardgames_qt.ui", "cardgames_qt.app",
                                         "cardgames_qt.bots | cardgames_qt.storage", "cardgames_qt.engine"]
    assert "PySide6" in by_id["no-qt-below-ui"]["forbidden_modules"]
    assert "cardgames_qt.storage" in by_id["tables-draw-only"]["forbidden_modules"]
    services = by_id["ui-through-services"]
    assert services["source_modules"] == ["cardgames_qt.ui"]
    assert services["forbidden_modules"] == ["cardgames_qt.storage"]


def _planted(tmp_path: Path, module: str, source: str) -> Path:
    """A copy of the package with one extra module in it."""
    copy = tmp_path / "repo"
    shutil.copytree(REPO / "cardgames_qt", copy / "cardgames_qt", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(REPO / "pyproject.toml", copy)
    (copy / Path(*module.split("."))).with_suffix(".py").write_text(source, encoding="utf-8")
    return copy


def test_a_violation_is_caught(tmp_path):
    """The check can fail: an engine module that imports Qt breaks a contract."""
    copy = _planted(tmp_path, "cardgames_qt.engine._layer_probe", "import PySide6.QtCore\n")
    proc = _lint("--contract", "no-qt-below-ui", root=copy)
    assert proc.returncode != 0 and "BROKEN" in proc.stdout
    assert "cardgames_qt.engine._layer_probe" in proc.stdout


def test_ui_importing_storage_is_caught(tmp_path):
    """A ui module that imports storage itself (even inside a function, as the
    window's lazy imports are) breaks the services contract."""
    copy = _planted(tmp_path, "cardgames_qt.ui._layer_probe",
                    "def f():\n    from ..storage import StorageError\n    return StorageError\n")
    proc = _lint("--contract", "ui-through-services", root=copy)
    assert proc.returncode != 0 and "BROKEN" in proc.stdout
    assert "cardgames_qt.ui._layer_probe" in proc.stdout
