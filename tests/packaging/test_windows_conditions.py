"""What a Windows player's machine does to the app, exercised on any system, in real child
processes: a windowed build starts with ``sys.stdout`` and ``sys.stderr`` set to None, and
user folders often hold non-ASCII letters and spaces ("C:\\Users\\Jöns Åkerlund\\...").

The child starts the app through ``cardgames_qt.__main__.main`` (as the frozen launcher
does), plays the person's first move of a Gops game against the computer through the
table, saves the game under a name and quits through the window; the parent then reads
the save from the profile's database.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

CHILD = r'''
import json, sys
result_path, streams = sys.argv[1], sys.argv[2]
if streams == "none":  # as in a windowed (no console) build on Windows
    sys.stdout = None
    sys.stderr = None
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(["cardgames-qt"])
result = {"steps": []}


def drive():
    from cardgames_qt.ui.main_window import MainWindow
    windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    window = windows[0] if windows else None
    if window is None or window.table is None or window.controller is None:
        QTimer.singleShot(20, drive)
        return
    session, table = window.controller.session, window.table
    if "moved" not in result:
        if 0 in session.acting_seats() and table.gate_open() and not window.controller.committing:
            action = session.legal_actions(0)[0]
            result["moved"] = bool(table.act(0, action))
        QTimer.singleShot(20, drive)
        return
    if window.controller.committing:
        QTimer.singleShot(20, drive)
        return
    result["history"] = [list(h) for h in session.record()["history"]]
    result["save_id"] = window.save_store.save_named("Windows conditions", session.db_id)
    print("a line for a stdout that may not be there")
    print("and one for stderr", file=sys.stderr)
    window.close()  # Quit: the window state is written, the table closed, the app ends


QTimer.singleShot(0, drive)
QTimer.singleShot(90_000, lambda: app.exit(3))  # never hang the test
from cardgames_qt.__main__ import main
result["exit"] = main(["--game", "gops", "--seed", "5"])
with open(result_path, "w", encoding="utf-8") as f:
    json.dump(result, f)
sys.exit(result["exit"])
'''

#: a profile folder as Windows users have them: letters beyond ASCII, spaces, several scripts
NON_ASCII = "Jöns Åkerlund — Пётр Іваненко 名前 کاربر"


def run_child(tmp_path: Path, home: Path, streams: str) -> dict:
    script = tmp_path / "child.py"
    script.write_text(CHILD, encoding="utf-8")
    result = tmp_path / "result.json"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDGAMES_QT_HOME=str(home), PYTHONIOENCODING="utf-8")
    done = subprocess.run([sys.executable, str(script), str(result), streams], capture_output=True,
                          timeout=180, env=env, cwd=tmp_path)
    assert done.returncode == 0, (done.returncode, done.stderr.decode("utf-8", "replace")[-3000:])
    return json.loads(result.read_text(encoding="utf-8"))


def assert_saved(home: Path, result: dict, monkeypatch) -> None:
    """The save the child made is in the profile's database with the moves it played."""
    monkeypatch.setenv("CARDGAMES_QT_HOME", str(home))
    from cardgames_qt.storage import GameStore
    assert result["moved"] is True and result["history"][0][0] == 0
    store = GameStore()
    try:
        saves = {s.db_id: s for s in store.list_saves()}
        assert saves[result["save_id"]].title == "Windows conditions"
        opened = store.open_saved(result["save_id"])
        assert [list(h) for h in opened.record["history"]] == result["history"]
    finally:
        store.close()


def test_start_play_save_and_quit_with_stdout_and_stderr_none(tmp_path, monkeypatch):
    home = tmp_path / "home"
    result = run_child(tmp_path, home, "none")
    assert result["exit"] == 0
    assert_saved(home, result, monkeypatch)
    assert (home / "config" / "settings.json").is_file()  # the window's state, written at quit


def test_start_play_save_and_quit_in_a_profile_with_non_ascii_letters_and_spaces(tmp_path, monkeypatch):
    base = tmp_path / NON_ASCII
    home = base / "App Data" / "cardgames qt"
    result = run_child(tmp_path, home, "keep")
    assert result["exit"] == 0
    assert_saved(home, result, monkeypatch)
    assert (home / "config" / "settings.json").is_file()
    assert (home / "cardgames.sqlite3").is_file()


@pytest.mark.skipif(sys.platform == "win32", reason="the check is for the POSIX branch")
def test_walcheck_fcntl_branch_is_guarded_for_windows():
    """storage/db/walcheck.py imports fcntl only on POSIX (`mypy --platform win32` reads the guard)."""
    import ast

    import cardgames_qt.storage.db.walcheck as walcheck
    tree = ast.parse(Path(walcheck.__file__).read_text(encoding="utf-8"))
    func = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "_in_use")
    guard = next(i for i, n in enumerate(func.body) if isinstance(n, ast.If) and "win32" in ast.unparse(n.test))
    imports = [i for i, n in enumerate(func.body) if isinstance(n, ast.Import) and n.names[0].name == "fcntl"]
    assert imports and all(i > guard for i in imports)
