"""A fresh window fits a laptop screen; the table's controls are all inside it.

The screens are real offscreen screens of the given size, in a child process
(Qt reads the screen layout once, at start)."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QRect, QSize

from cardgames_qt.ui.main_window import DECORATIONS, fit_rect

CHILD = r"""
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from cardgames_qt.ui.main_window import MainWindow
w = MainWindow(start_bots=False)
w.ctx.configure(reduced_motion=True)
w.show()
app.processEvents()
out = {"available": w.screen().availableGeometry().getRect(), "frame": w.frameGeometry().getRect(),
       "geometry": w.geometry().getRect(), "games": {}}
for game in ("gops", "guts", "zhopa"):
    w.new_game(game, seed=5)
    for _ in range(5):
        app.processEvents()
    t = w.table
    inside = t.rect()
    def visible(widget):
        r = widget.rect().translated(widget.mapTo(w, widget.rect().topLeft()))
        return widget.isVisible() and w.rect().contains(r)
    hand = t.v_hand["bottom"] if game == "gops" else (t.v_hand if game == "zhopa" else None)
    checks = {"status": visible(w.statusBar())}
    if hand is not None:
        checks["hand"] = all(visible(b) for b in hand.buttons) and bool(hand.buttons)
    if game == "guts":
        checks["in"] = visible(t.b_in)
        checks["out"] = visible(t.b_out)
    if game == "zhopa":
        checks["go"] = visible(t.b_go)
        checks["pass"] = visible(t.b_pass)
    out["games"][game] = checks
print(json.dumps(out))
w.close()
"""


@pytest.mark.parametrize("width,height", [(1366, 768), (1280, 720)])
def test_fresh_window_fits_the_screen(tmp_path, width, height):
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", CARDGAMES_QT_HOME=str(tmp_path))
    run = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout.strip().splitlines()[-1])
    ax, ay, aw, ah = out["available"]
    x, y, w, h = out["geometry"]
    # the client area plus room for the window manager's decorations stays on the screen
    assert x - DECORATIONS.left() >= ax and y - DECORATIONS.top() >= ay
    assert x + w + DECORATIONS.right() <= ax + aw and y + h + DECORATIONS.bottom() <= ay + ah
    for game, checks in out["games"].items():
        assert all(checks.values()), (game, checks)


def test_fit_rect_caps_and_centres():
    r = fit_rect(QRect(0, 0, 1366, 768), QSize(1280, 820))
    assert r.height() == 768 - DECORATIONS.top() - DECORATIONS.bottom() and r.width() == 1280
    assert r.left() >= DECORATIONS.left() and r.right() <= 1366 - DECORATIONS.right()
    big = fit_rect(QRect(0, 0, 1920, 1080), QSize(1280, 820))
    assert big.size() == QSize(1280, 820) and big.center().x() in (959, 960)
