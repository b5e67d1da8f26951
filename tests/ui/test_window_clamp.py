"""The window stays inside the screen's available area whenever it changes size by itself
(a page switch, the coach panel, leaving full screen), and leaving full screen restores
the state before it (issue 28). A real offscreen 1366x768 screen in a child process."""
from __future__ import annotations

import json
import os
import subprocess
import sys

CHILD = r"""
import json, sys, time
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def main():
    app = QApplication(sys.argv[:1])
    from cardgames_qt.ui.main_window import DECORATIONS, MainWindow
    w = MainWindow()
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    w.show()
    available = w.screen().availableGeometry()

    def wait(condition, seconds=3):
        end = time.time() + seconds
        while time.time() < end and not condition():
            app.processEvents()
            time.sleep(0.01)
        for _ in range(5):
            app.processEvents()
        return condition()

    def fits():
        return available.contains(w.geometry().marginsAdded(DECORATIONS))

    out = {}
    w.setGeometry(QRect(420, 90, 1000, 600))  # where the person put it: right edge at 1420 of 1366
    wait(lambda: False, 0.2)
    out["left_alone"] = w.geometry().getRect()  # a place the person chose is theirs
    w.setGeometry(QRect(300, 90, 1000, 600))
    w.new_game("gops", seed=3, ask=False)
    w.activateWindow()
    wait(lambda: QApplication.focusWidget() is not None and w.table.isAncestorOf(QApplication.focusWidget()))
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_H)  # the coach panel: the window grows
    out["coach"] = wait(lambda: w.coach.dock.isVisible() and fits())
    out["coach_rect"] = w.geometry().getRect()
    w.go_home()  # the start page with the panel open
    out["home"] = wait(fits)
    out["home_rect"] = w.geometry().getRect()
    w.showMaximized()
    wait(lambda: w.isMaximized())
    w.toggle_full_screen()
    out["full"] = wait(lambda: w.isFullScreen())
    w.toggle_full_screen()
    out["maximized_again"] = wait(lambda: w.isMaximized() and not w.isFullScreen())
    w.showNormal()
    wait(lambda: not w.isMaximized())
    w.toggle_full_screen()
    wait(lambda: w.isFullScreen())
    w.toggle_full_screen()
    out["normal_again"] = wait(lambda: not w.isMaximized() and not w.isFullScreen() and fits())
    print(json.dumps(out), flush=True)
    w.close()


if __name__ == "__main__":
    main()
"""


def test_the_window_is_clamped_to_the_screen(tmp_path):
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": 1366, "height": 768,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", CARDGAMES_QT_HOME=str(tmp_path))
    out_file, err_file = tmp_path / "out.txt", tmp_path / "err.txt"
    with open(out_file, "w") as out, open(err_file, "w") as err:
        run = subprocess.run([sys.executable, str(script)], env=env, stdout=out, stderr=err, timeout=240)
    assert run.returncode == 0, err_file.read_text()
    got = json.loads(out_file.read_text().strip().splitlines()[-1])
    assert got["coach"], got  # the panel opened and the window grew inside the screen
    assert got["coach_rect"][2] > 1000  # it did grow (table and panel side by side)
    assert got["home"], got
    assert got["full"] and got["maximized_again"] and got["normal_again"], got
