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


@pytest.mark.parametrize("width,height", [(1366, 768), (1280, 720), (800, 600)])
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


COACH_CHILD = r"""
import json, sys, time
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def main():
    app = QApplication(sys.argv[:1])
    from cardgames_qt.ui.i18n import install_language
    install_language(app, sys.argv[1])
    from cardgames_qt.ui.main_window import DECORATIONS, MainWindow
    w = MainWindow()
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    w.show()
    app.processEvents()
    available = w.screen().availableGeometry()

    def wait(condition, seconds):
        end = time.time() + seconds
        while time.time() < end and not condition():
            app.processEvents()
            time.sleep(0.01)
        for _ in range(5):
            app.processEvents()
        return condition()

    def fits():
        g = w.geometry()
        return (g.left() - DECORATIONS.left() >= available.left() and g.top() - DECORATIONS.top() >= available.top()
                and g.right() + DECORATIONS.right() <= available.right()
                and g.bottom() + DECORATIONS.bottom() <= available.bottom())

    def in_table(widget):
        t = w.table
        r = widget.rect().translated(widget.mapTo(t, widget.rect().topLeft()))
        return t.rect().contains(r)

    def side_clear(widget):
        # a control of the table is whole and not under the table's side panel
        t = w.table
        r = widget.rect().translated(widget.mapTo(t, widget.rect().topLeft()))
        side = t.side_w.geometry() if t.side_w.isVisible() else None  # folded into its drawer
        return in_table(widget) and (side is None or not r.intersects(side))

    out = {}
    for game in ("gops", "guts", "zhopa"):
        if w.table is not None:
            w.go_home()
        w.activateWindow()
        button = w.start_page.panels[game].new_button
        wait(lambda: QApplication.focusWidget() is not None, 2)
        for _ in range(40):  # Tab to the game's New game button, as a person does
            if QApplication.focusWidget() is button:
                break
            QTest.keyClick(QApplication.focusWidget() or w, Qt.Key_Tab)
            app.processEvents()
        QTest.keyClick(QApplication.focusWidget() or w, Qt.Key_Return)  # the door most people use
        ok = wait(lambda: w.table is not None and QApplication.focusWidget() is not None
                  and w.table.isAncestorOf(QApplication.focusWidget()), 10)
        before = w.geometry().getRect()
        QTest.keyClick(QApplication.focusWidget() or w, Qt.Key_H)
        thinking_width = w.coach.dock.width()
        hinted = wait(lambda: w.coach.panel.hint is not None, 20)
        r = {"focus": ok, "hinted": hinted, "open": w.coach.dock.isVisible(), "fits_open": fits(),
             "same_width": w.coach.dock.width() == thinking_width,
             "side_open": in_table(w.table.side_w) if w.table.side_w.isVisible()
             else in_table(w.table.b_drawer) and w.table.b_drawer.isVisible(),
             "dock_right": w.coach.dock.geometry().right() < w.width()}
        if game == "zhopa" and w.table.b_pass.isVisible():
            r["pass_whole"] = side_clear(w.table.b_pass) and side_clear(w.table.b_go)
        if game == "guts":
            r["in_out"] = side_clear(w.table.b_in) and side_clear(w.table.b_out)
        hand = w.table.v_hand["bottom"] if game == "gops" else (w.table.v_hand if game == "zhopa" else None)
        if hand is not None:
            r["hand"] = all(side_clear(b) for b in hand.buttons if b.isVisible())
        QTest.keyClick(QApplication.focusWidget() or w, Qt.Key_F2, Qt.ShiftModifier)
        wait(lambda: not w.coach.dock.isVisible(), 2)
        r["closed"] = not w.coach.dock.isVisible()
        r["fits_closed"] = fits()
        r["same_size_closed"] = w.geometry().getRect() == before
        w.table.resize(w.table.size())
        app.processEvents()
        r["side_closed"] = (in_table(w.table.side_w) and w.table.side_w.geometry().right() < w.table.width()
                            if w.table.side_w.isVisible() else w.table.b_drawer.isVisible())
        # a replay of this game: centred on the window, inside the screen
        w.coach.act_replay.trigger()
        replay = w.coach.replay_window
        wait(lambda: replay.isVisible(), 2)
        g, m = replay.geometry(), w.geometry()
        r["replay_inside"] = available.contains(g.marginsAdded(DECORATIONS))
        r["replay_centred"] = abs(g.center().x() - m.center().x()) <= 2 and abs(g.center().y() - m.center().y()) <= 2
        wait(lambda: replay.isAncestorOf(QApplication.focusWidget()), 3)
        QTest.keyClick(QApplication.focusWidget() or replay, Qt.Key_Escape)
        wait(lambda: w.coach.replay_window is None, 3)
        out[game] = r
    print(json.dumps(out), flush=True)
    w.close()
    from cardgames_qt.app import bot_worker
    bot_worker.shutdown() if hasattr(bot_worker, "shutdown") else None


if __name__ == "__main__":
    main()
"""


@pytest.mark.parametrize("lang", ["en", "ru", "uk", "es", "fa"])
@pytest.mark.parametrize("width,height", [(1366, 768), (1280, 720)])
def test_the_coach_panel_and_the_replay_fit_the_screen(tmp_path, width, height, lang):
    """Opened from the start page by Enter, then H: the window stays on the screen, the panel
    keeps its width, the table's controls stay whole; Shift+F2 closes it and nothing stays
    clipped. A replay opens centred on the window, inside the screen."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    script = tmp_path / "child.py"  # a file: the bot worker's processes import it again, guarded
    script.write_text(COACH_CHILD)
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", CARDGAMES_QT_HOME=str(tmp_path))
    out_file, err_file = tmp_path / "out.txt", tmp_path / "err.txt"
    with open(out_file, "w") as out, open(err_file, "w") as err:  # files: a worker left behind holds no pipe
        run = subprocess.run([sys.executable, str(script), lang], env=env, stdout=out, stderr=err, timeout=240)
    run.stdout, run.stderr = out_file.read_text(), err_file.read_text()
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout.strip().splitlines()[-1])
    for game, checks in out.items():
        assert all(checks.values()), (game, lang, width, checks)


PERSIST_CHILD = r"""
import json, sys, time
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def main():
    app = QApplication(sys.argv[:1])
    from cardgames_qt.ui.main_window import MainWindow
    w = MainWindow()
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    restored = w.geometry().getRect()
    w.show()

    def wait(condition, seconds):
        end = time.time() + seconds
        while time.time() < end and not condition():
            app.processEvents()
            time.sleep(0.01)
        return condition()

    out = {"restored": restored, "available": w.screen().availableGeometry().getRect()}
    if sys.argv[1] == "first":
        w.setGeometry(QRect(120, 90, 1100, 600))  # where the person put it (the window manager's doing)
    w.new_game("gops", seed=3, ask=False)
    w.activateWindow()
    out["focus"] = wait(lambda: QApplication.focusWidget() is not None
                        and w.table.isAncestorOf(QApplication.focusWidget()), 5)
    out["coach_with_table"] = w.coach.dock.isVisible()
    if sys.argv[1] == "first":
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_H)  # the coach panel opens
        out["coach_opened"] = w.coach.dock.isVisible()
    elif sys.argv[1] == "second":
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_F2, Qt.ShiftModifier)  # and closes
        out["coach_closed"] = not w.coach.dock.isVisible()
    out["left"] = w.geometry().getRect()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Q, Qt.ControlModifier)  # quit
    wait(lambda: not w.isVisible(), 3)
    print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
"""


def test_the_window_and_its_coach_panel_are_as_they_were_left(tmp_path):
    """Place, size and the coach panel come back in the next run; a place that is off the
    screen there now (another monitor, a larger screen) is brought back onto it."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": 1366, "height": 768,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    script = tmp_path / "child.py"
    script.write_text(PERSIST_CHILD)
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", CARDGAMES_QT_HOME=str(tmp_path))

    def run(phase):
        out_file, err_file = tmp_path / f"{phase}.out", tmp_path / f"{phase}.err"
        with open(out_file, "w") as out, open(err_file, "w") as err:
            done = subprocess.run([sys.executable, str(script), phase], env=env, stdout=out, stderr=err, timeout=120)
        assert done.returncode == 0, err_file.read_text()
        return json.loads(out_file.read_text().strip().splitlines()[-1])

    first = run("first")
    assert first["focus"] and first["coach_opened"] and first["left"] == [120, 90, 1100, 600]
    second = run("second")
    assert second["restored"] == [120, 90, 1100, 600]  # as it was left
    assert second["coach_with_table"] and second["coach_closed"]  # the panel was open: open again
    third = run("third")
    assert not third["coach_with_table"]
    # last time the window was on a larger screen, off this one
    saved = json.loads(_settings_file(tmp_path).read_text())
    saved["window"] = {"x": 3000, "y": -400, "width": 2500, "height": 1400, "maximized": False, "coach": False}
    _settings_file(tmp_path).write_text(json.dumps(saved))
    fourth = run("fourth")
    ax, ay, aw, ah = fourth["available"]
    x, y, w, h = fourth["restored"]
    assert x - DECORATIONS.left() >= ax and y - DECORATIONS.top() >= ay
    assert x + w + DECORATIONS.right() <= ax + aw and y + h + DECORATIONS.bottom() <= ay + ah


def _settings_file(home):
    found = sorted(home.rglob("settings.json"))
    assert found, list(home.rglob("*"))
    return found[0]


@pytest.mark.parametrize("lang", ["en", "ru", "uk", "es", "fa"])
def test_the_start_page_fits_an_800x600_screen_in_every_language(qapp, _isolated_home, lang):
    """Seen on an 800x600 screen: the start page (three panels, three buttons a row) was
    944-1004 px wide, the Zhopa panel off the screen. Its minimum now leaves room for the
    window's frame in every language, and Tab still takes New game first."""
    from PySide6.QtWidgets import QApplication

    from cardgames_qt.ui.i18n import install_language
    from cardgames_qt.ui.main_window import MainWindow
    app = QApplication.instance()
    install_language(app, lang)
    try:
        w = MainWindow(start_bots=False)
        least = w.minimumSizeHint().expandedTo(w.minimumSize())
        assert least.width() + DECORATIONS.left() + DECORATIONS.right() <= 800, (lang, least)
        assert least.height() + DECORATIONS.top() + DECORATIONS.bottom() <= 600, (lang, least)
        panel = w.start_page.panels["gops"]
        assert panel.new_button.nextInFocusChain() is panel.continue_button
        w.close()
        w.deleteLater()
    finally:
        install_language(app, "en")


DIALOG_CHILD = r"""
import json, sys
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from cardgames_qt.ui.main_window import DECORATIONS, MainWindow
w = MainWindow(start_bots=False)
w.ctx.configure(reduced_motion=True)
w.show()
w.activateWindow()
QTest.qWait(100)
available = w.screen().availableGeometry()
w.new_game("zhopa", seed=1, ask=False)  # the new-game dialog with the most explanations: Zhopa's
QTest.qWait(100)
out = {}
def look(name):
    d = QApplication.activeModalWidget()
    if d is None:
        out[name] = None
        return
    from PySide6.QtWidgets import QLabel
    cut = [lab.text()[:40] for lab in d.findChildren(QLabel) if lab.isVisible() and lab.wordWrap() and lab.text()
           and lab.heightForWidth(lab.width()) > lab.height() + 1]
    out[name] = available.contains(d.geometry().marginsAdded(DECORATIONS))
    if cut:
        out[name] = cut  # an explanation squeezed into fewer lines than it takes
    QTest.keyClick(QApplication.focusWidget() or d, Qt.Key_Escape)
KEYS = (("rules", Qt.Key_F1, Qt.NoModifier), ("settings", Qt.Key_Comma, Qt.ControlModifier),
        ("load", Qt.Key_O, Qt.ControlModifier), ("new game", Qt.Key_N, Qt.ControlModifier | Qt.ShiftModifier))
for name, key, mods in KEYS:
    w.activateWindow()  # (offscreen gives the window no activation back when a dialog closes; a desktop does)
    QTest.qWait(50)
    QTimer.singleShot(300, lambda name=name: look(name))
    QTest.keyClick(QApplication.focusWidget() or w, key, mods)
    QTest.qWait(400)
print(json.dumps(out))
w.close()
"""


def test_the_dialogs_fit_an_800x600_screen(tmp_path):
    """Seen on an 800x600 screen: the rules (760x680) ran off its bottom, their Close button
    with them; the new game's explanations were cut mid-line. Each dialog opened by its keys
    lies inside the screen with its frame, and no wrapped text in it is cut (its page scrolls)."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": 800, "height": 600,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", CARDGAMES_QT_HOME=str(tmp_path))
    run = subprocess.run([sys.executable, "-c", DIALOG_CHILD], env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out == {"rules": True, "settings": True, "load": True, "new game": True}, out
