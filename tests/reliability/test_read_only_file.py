"""A read-only database FILE in a folder that takes files (issue 29, finding 8): the real
window, in a real child process, says the file is read-only (a true sentence, not "the
folder is read-only" nor a false "could not be imported") and plays on in memory: the
games in the file are offered and played, New game works, the file is never written.

Root ignores file modes: when the tests run as root the child gives up the capabilities
that let it (CAP_DAC_OVERRIDE and kin) before it starts, so the mode is what refuses, as
for a person; otherwise it runs on a chmod 444 file as it is. The child checks that the
file really refuses it. It runs in both."""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import stat
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

from .test_hostile_files import _database_with_a_game

REPO = Path(__file__).resolve().parents[2]


def test_a_read_only_database_file_plays_on_in_memory_and_says_so_truly(monkeypatch):
    root = os.geteuid() == 0
    top = Path(tempfile.mkdtemp(prefix="cardgames-ro-"))
    try:
        home = top / "home"
        home.mkdir()
        monkeypatch.setenv("CARDGAMES_QT_HOME", str(home))
        _database_with_a_game(home)  # a Gops game on Continue, stored by the app
        db = home / "cardgames.sqlite3"
        assert not Path(str(db) + "-wal").exists()
        os.chmod(db, 0o444)  # the file refuses writes; its folder takes files
        digest = hashlib.sha256(db.read_bytes()).hexdigest()
        # this process's import path, .pth files and all (an editable install maps cardgames_qt.resources)
        sites = [sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"],
                 *(p for p in sys.path if p and os.path.isdir(p))]
        env = {"CARDGAMES_TEST_DROP_OVERRIDES": "1" if root else "0",
               "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "HOME": str(top),
               "CARDGAMES_QT_HOME": str(home), "QT_QPA_PLATFORM": "offscreen",
               "PYTHONPATH": str(REPO), "CARDGAMES_TEST_SITE": os.pathsep.join(dict.fromkeys(sites)),
               "XDG_RUNTIME_DIR": str(top)}
        proc = subprocess.run([sys.executable, str(Path(__file__).with_name("read_only_child.py"))], env=env,
                              capture_output=True, text=True, timeout=180, cwd=str(top))
        lines = [line for line in proc.stdout.splitlines() if line.startswith("RESULT ")]
        assert proc.returncode == 0 and lines, proc.stdout[-3000:] + proc.stderr[-3000:]
        out = json.loads(lines[-1][len("RESULT "):])
        assert out["uid"] == os.geteuid() and out["write_refused"] is True, out  # the mode refuses it
        [said] = out["texts"]
        assert "The saves database file is read-only" in said and "will not be kept after you quit" in said, said
        assert "folder" not in said and "could not be imported" not in said, said
        assert out["in_memory"] is True
        assert out["continue_offered"] and out["continued_moves"], out  # the file's game is played on
        assert out["new_game"] is True and out["moves_after"] == 1, out
        assert out["later_texts"] == [] and "Could not save" not in out["status"], out
        assert stat.S_IMODE(db.stat().st_mode) == 0o444
        assert hashlib.sha256(db.read_bytes()).hexdigest() == digest  # never written
        assert not Path(str(db) + "-wal").exists() or Path(str(db) + "-wal").stat().st_size == 0
    finally:
        shutil.rmtree(top, ignore_errors=True)
