"""``--self-test`` from the source install, in a real child process: one line saying what it
did, exit 0; the player's profile (wherever it is configured to be) is never touched."""
from __future__ import annotations

import os
import re
import subprocess
import sys


def test_self_test_from_the_source_install_leaves_the_players_profile_alone(tmp_path):
    """Its throwaway profile goes in the temp folder, which on Windows lies in the user's
    folder: here one with non-ASCII letters and spaces, as many user names have."""
    from .test_windows_conditions import NON_ASCII
    profile, xdg_data, xdg_config = (tmp_path / name for name in ("profile", "data", "config"))
    temp = tmp_path / NON_ASCII / "Temp"
    temp.mkdir(parents=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDGAMES_QT_HOME=str(profile), HOME=str(tmp_path),
               XDG_DATA_HOME=str(xdg_data), XDG_CONFIG_HOME=str(xdg_config), TMPDIR=str(temp), TEMP=str(temp),
               TMP=str(temp))
    done = subprocess.run([sys.executable, "-m", "cardgames_qt", "--self-test"], capture_output=True, text=True,
                          encoding="utf-8", timeout=300, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    lines = done.stdout.splitlines()
    assert len(lines) == 1, lines
    figures = dict(re.findall(r"(\w+)=(\S+)", lines[0]))
    assert lines[0].startswith("self-test: ok ")
    assert figures["games"] == figures["saved"] == figures["reopened"] == figures["replayed"] == "3"
    assert figures["rendered"] == "3" and figures["languages"] == "5" and figures["frozen"] == "0"
    assert int(figures["moves"]) >= 3 * 4 * 2  # the person's four moves a game, and the computers' answers
    for untouched in (profile, xdg_data, xdg_config):
        assert not untouched.exists(), f"the self-test wrote into {untouched}"
    assert list(temp.iterdir()) == [], "the throwaway profile was left behind"


def test_self_test_says_what_failed_and_exits_nonzero(tmp_path):
    """A build without a translation (here: a package whose resources lack cardgames_fa.qm)
    fails the self-test with a line naming it."""
    import shutil

    import cardgames_qt
    from cardgames_qt.resources import ROOT
    copy = tmp_path / "src"
    shutil.copytree(os.path.dirname(cardgames_qt.__file__), copy / "cardgames_qt",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT, copy / "cardgames_qt" / "resources", dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("__pycache__", "cardgames_fa.qm"))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(copy))
    done = subprocess.run([sys.executable, "-c", "import sys, cardgames_qt.__main__ as m; "
                           "assert m.__file__.startswith(sys.argv[1]); sys.exit(m.main(['--self-test']))", str(copy)],
                          capture_output=True, text=True, timeout=300, env=env, cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr[-2000:]
    assert done.stdout.startswith("self-test: FAILED ") and "cardgames_fa.qm does not load" in done.stdout
