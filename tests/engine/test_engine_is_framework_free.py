"""The engine stays plain Python: nothing under cardgames_qt/engine imports Qt."""
import ast
import pathlib
import subprocess
import sys

ENGINE = pathlib.Path(__file__).resolve().parents[2] / "cardgames_qt" / "engine"
FORBIDDEN = ("PySide6", "PyQt5", "PyQt6", "shiboken6", "PySide2", "qtpy")


def test_no_qt_import_in_engine_sources():
    offenders = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] in FORBIDDEN]
    assert offenders == []


def test_importing_the_engine_loads_no_qt():
    code = ("import sys, cardgames_qt.engine, cardgames_qt.engine.registry as r\n"
            "[r.game_module(g) for g in r.GAME_IDS]\n"
            f"print(sorted(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
