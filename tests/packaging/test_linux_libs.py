"""Linux: what Qt needs from the system. Without libxcb-cursor0, Qt's X11
plugin aborts the app at start (exit 134); the app says what to install
instead, and the bundle carries the library (tests/packaging/test_bundle.py).

The "desktop without libxcb-cursor0" is real: a private mount namespace
(``unshare -m``) hides the library from one child process only, which talks
to a real X server (Xvfb)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

SCRIPT = r"""
set -e
if [ "$HIDE" = 1 ]; then
    for f in $(ldconfig -p | awk '/libxcb-cursor\.so\.0/ {print $NF}'); do
        mount --bind /dev/null "$(readlink -f "$f")"
    done
fi
# -displayfd: Xvfb picks a free display and writes its number once it is ready
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$DISPLAY_FILE" >/dev/null 2>&1 &
xpid=$!
for _ in $(seq 100); do [ -s "$DISPLAY_FILE" ] && break; sleep 0.1; done
set +e
DISPLAY=:$(cat "$DISPLAY_FILE") QT_QPA_PLATFORM=xcb "$@"
rc=$?
kill $xpid 2>/dev/null
exit $rc
"""


def can_hide_libraries() -> bool:
    if not sys.platform.startswith("linux") or not shutil.which("Xvfb") or not shutil.which("unshare"):
        return False
    probe = subprocess.run(["unshare", "-m", "--propagation", "private", "true"], capture_output=True)
    return probe.returncode == 0


needs_namespace = pytest.mark.skipif(not can_hide_libraries(),
                                     reason="needs Linux, Xvfb and a private mount namespace (unshare -m)")


def run_on_x(cmd: list[str], tmp_path: Path, hide_xcb_cursor: bool) -> subprocess.CompletedProcess:
    """Run ``cmd`` on a fresh Xvfb display, with libxcb-cursor hidden if asked."""
    script = tmp_path / "x.sh"
    script.write_text(SCRIPT)
    env = dict(os.environ, HIDE="1" if hide_xcb_cursor else "0", DISPLAY_FILE=str(tmp_path / "display"),
               CARDGAMES_QT_HOME=str(tmp_path / "home"))
    env.pop("QT_QPA_PLATFORM", None)
    return subprocess.run(["unshare", "-m", "--propagation", "private", "sh", str(script), *cmd],
                          capture_output=True, text=True, env=env, timeout=180)


@needs_namespace
def test_without_libxcb_cursor_the_app_says_what_to_install(tmp_path):
    proc = run_on_x([sys.executable, "-m", "cardgames_qt", "--game", "gops", "--exit-after-paint"], tmp_path,
                    hide_xcb_cursor=True)
    assert proc.returncode == 1, (proc.returncode, proc.stderr[-1500:])  # not Qt's abort (134)
    assert "libxcb-cursor0" in proc.stderr and "apt install" in proc.stderr
    assert "Aborted" not in proc.stderr


@needs_namespace
def test_with_libxcb_cursor_the_app_paints_on_x11(tmp_path):
    proc = run_on_x([sys.executable, "-m", "cardgames_qt", "--game", "gops", "--exit-after-paint"], tmp_path,
                    hide_xcb_cursor=False)
    assert proc.returncode == 0, proc.stderr[-1500:]
    assert proc.stdout.split() == ["frame", "cards"]


def test_readme_names_the_system_packages():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "libxcb-cursor0" in readme and "xcb-util-cursor" in readme
