"""Start-up paints first: with --game only that game's engine is imported, no
start page is built, and the computer's worker is not started before the
first paint; the CLI takes its games and player ranges from the catalogue."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from cardgames_qt.__main__ import parse_args
from cardgames_qt.engine.catalogue import GAME_IDS, game_info

DRIVER = r"""
import sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
seen = {}

class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint and "at_first_paint" not in seen:
            seen["at_first_paint"] = set(sys.modules)
        window = next((w for w in app.topLevelWidgets() if isinstance(w, QMainWindow)), None)
        if event.type() == QEvent.Paint and window is not None and window.table is not None \
                and "at_table" not in seen:
            seen["at_table"] = set(sys.modules)
            seen["start_page_widgets"] = [type(w).__name__ for w in window.findChildren(QObject)
                                          if type(w).__name__ == "StartPage"]
        return False

app.installEventFilter(Watch(app))
from cardgames_qt.__main__ import main
rc = main(["--game", sys.argv[1], "--exit-after-paint"])
first, table = seen["at_first_paint"], seen["at_table"]
print("RESULT", " ".join(sorted(m for m in table if m.startswith("cardgames_qt.engine."))))
print("WORKER", "multiprocessing" in first, "cardgames_qt.app.bot_worker" in first
      and sys.modules["cardgames_qt.app.bot_worker"].is_running())
print("START_PAGE", len(seen["start_page_widgets"]))
sys.exit(rc)
"""


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_game_started_from_the_command_line_imports_only_its_engine(game, tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDGAMES_QT_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", DRIVER, game], capture_output=True, text=True, env=env,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    lines = {line.split()[0]: line.split()[1:] for line in out.stdout.splitlines() if line[:1].isupper()}
    engines = {m.split(".")[2] for m in lines["RESULT"]}
    assert game in engines
    assert not engines & (set(GAME_IDS) - {game}), engines
    assert lines["WORKER"] == ["False", "False"]  # nothing spawned before the first frame
    assert lines["START_PAGE"] == ["0"]


def test_cli_games_and_player_ranges_come_from_the_catalogue(capsys):
    assert parse_args(["--game", "zhopa", "--players", "4"]).players == 4
    for game in GAME_IDS:
        info = game_info(game)
        assert parse_args(["--game", game, "--players", str(info.max_players)]).game == game
        with pytest.raises(SystemExit):
            parse_args(["--game", game, "--players", str(info.max_players + 1)])
        assert f"played by {info.min_players}" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        parse_args(["--game", "poker"])
    err = capsys.readouterr().err
    assert all(g in err for g in GAME_IDS)  # argparse lists the choices


def test_menus_and_start_page_list_the_catalogue(window, qtbot):
    from cardgames_qt.ui.words.catalogue_text import game_name
    assert list(window.start_page.panels) == list(GAME_IDS)
    assert [p.title.text() for p in window.start_page.panels.values()] == \
        [game_name(game_info(g)) for g in GAME_IDS]
    game_menu = window.menuBar().actions()[0].menu()
    new_menu = next(a.menu() for a in game_menu.actions() if a.menu() is not None)
    new_menu.aboutToShow.emit()  # what opening the submenu does
    # each game with a number as its key (the names share first letters)
    assert [a.text() for a in new_menu.actions()] == [f"&{i} {game_name(game_info(g))}"
                                                      for i, g in enumerate(GAME_IDS, 1)]


LATE = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])

waited = [0]

def report():
    window = next(w for w in app.topLevelWidgets() if isinstance(w, QMainWindow))
    status = " | ".join(l.text() for l in window.statusBar().findChildren(QLabel))
    if "Zhopa" not in status and waited[0] < 30000:  # said about 1.5 s after the table: wait for it
        waited[0] += 250
        QTimer.singleShot(250, report)
        return
    print("STATUS", status, flush=True)
    print("ENGINES", " ".join(sorted(m for m in sys.modules if m.startswith("cardgames_qt.engine."))), flush=True)
    app.quit()

QTimer.singleShot(2000, report)
from cardgames_qt.__main__ import main
sys.exit(main(["--game", "gops"]))
"""


def test_the_other_games_settings_are_read_after_the_table_and_their_problems_said(tmp_path):
    """A bad Zhopa setting is not read at a Gops start-up, but is reported soon after."""
    import json

    from cardgames_qt.storage import Settings
    data = Settings().to_dict()
    data["games"]["zhopa"]["variant"]["players"] = 9
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDGAMES_QT_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", LATE], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    status = next(line for line in out.stdout.splitlines() if line.startswith("STATUS"))
    assert "Zhopa" in status and "9" in status, status


START_PAGE = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
seen = {}

class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint and "at_first_paint" not in seen:
            seen["at_first_paint"] = set(sys.modules)
            window = obj.window()
            seen["continue_at_first_paint"] = [p.continue_button.isEnabled()
                                               for p in window.start_page.panels.values()]
        return False

def report():
    window = next(w for w in app.topLevelWidgets() if isinstance(w, QMainWindow))
    first = seen["at_first_paint"]
    below = ("cardgames_qt.engine.", "cardgames_qt.storage.")
    print("FIRST", " ".join(sorted(m for m in first if m.startswith(below))))
    print("CONTINUE_FIRST", *seen["continue_at_first_paint"])
    print("CONTINUE", *[p.continue_button.isEnabled() for p in window.start_page.panels.values()])
    print("INFO", *[p.continue_info.text().replace(" ", "_") or "-" for p in window.start_page.panels.values()])
    app.quit()

app.installEventFilter(Watch(app))
QTimer.singleShot(1500, report)
from cardgames_qt.__main__ import main
sys.exit(main([]))
"""


def test_the_start_page_paints_before_the_saves_are_read_then_offers_continue(tmp_path):
    """The start page's first frame needs neither the save database nor any game's
    engine; Continue is filled in right after it, for the game that is waiting."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDGAMES_QT_HOME=str(tmp_path), LANG="C.UTF-8")
    made = subprocess.run([sys.executable, "-m", "cardgames_qt", "--game", "gops", "--exit-after-paint"],
                          capture_output=True, text=True, env=env, timeout=120)  # leaves a Gops game waiting
    assert made.returncode == 0, made.stderr[-2000:]
    out = subprocess.run([sys.executable, "-c", START_PAGE], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    lines = {line.split()[0]: line.split()[1:] for line in out.stdout.splitlines() if line[:1].isupper()}
    first = set(lines["FIRST"])
    assert not {m for m in first if m.startswith("cardgames_qt.engine.") and m.split(".")[2] in GAME_IDS}, first
    assert "cardgames_qt.storage.db.gamedb" not in first, first
    assert lines["CONTINUE_FIRST"] == ["False", "False", "False"]
    assert lines["CONTINUE"] == ["True", "False", "False"]  # gops, guts, zhopa
    assert lines["INFO"][0] != "-" and lines["INFO"][1:] == ["-", "-"]


def test_game_on_the_command_line_with_one_waiting_and_cancel_shows_the_start_page(qtbot, _isolated_home):
    """``--game gops`` while a Gops game waits asks before discarding it; Cancel left an
    empty felt (no table, no start page, nothing to click). Now the start page, whose
    Continue opens the game that waits."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from cardgames_qt.ui.main_window import MainWindow

    first = MainWindow()
    qtbot.addWidget(first)
    first.show()
    first.activateWindow()
    session = first.new_game("gops", seed=3)
    first.table.controller.move_delay_ms = 0
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and first.table.gate_open(), timeout=5000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)  # a bid: the game is stored, waiting
    qtbot.waitUntil(lambda: len(session.state.history) >= 1, timeout=5000)
    first.close()

    window = MainWindow(start_page=False)  # as the command line makes it with --game
    qtbot.addWidget(window)
    window.show()
    asked = []

    def cancel():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, cancel)
            return
        asked.append(box.text())
        qtbot.keyClick(box, Qt.Key_Escape)
    QTimer.singleShot(0, cancel)
    window.open_at_start("gops", seed=4)
    assert asked and "waiting" in asked[0]
    assert window.table is None
    page = window.start_page
    assert window.stack.currentWidget() is page and page.isVisible()
    button = page.panels["gops"].continue_button
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.LeftButton)  # the game that waits, where it was left
    assert window.table is not None and window.controller.session.uid == session.uid
    assert len(window.controller.session.state.history) == len(session.state.history)
    window.close()


CHECK_DRIVER = r"""
import linecache, sys
from types import ModuleType
from cardgames_qt.__main__ import main
rc = main(["--game", "gops", "--exit-after-paint"])
feature = sys.modules["shibokensupport.feature"]
check = feature._mod_uses_pyside
original = check.original
print("READ", [f for f in linecache.cache if "cardgames_qt" in f] or "none")  # before the comparison reads them
modules = [(n, m) for n, m in list(sys.modules.items()) if isinstance(m, ModuleType)]
print("DIFFER", [n for n, m in modules if check(m) != original(m)] or "none")
print("OURS", sum(n.startswith("cardgames_qt") for n, _ in modules))
print("UI", feature.pyside_feature_dict["cardgames_qt.ui.main_window"],
      feature.pyside_feature_dict["cardgames_qt.engine.events"])
sys.exit(rc)
"""


def test_pysides_look_at_each_import_gives_its_own_answer_without_reading_the_source_through_inspect(tmp_path):
    """PySide6 looks at every module imported after it for the word "PySide6" (for its
    ``__feature__``), through inspect.getsource: about 26 ms of a start to the table. The
    app's look (qt_imports) reads the file's bytes instead: the same answer for every module
    of a real start, and no source of ours goes through linecache."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDGAMES_QT_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", CHECK_DRIVER], capture_output=True, text=True, env=env,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    lines = {line.split(" ", 1)[0]: line.split(" ", 1)[1] for line in out.stdout.splitlines() if line[:1].isupper()}
    assert lines["DIFFER"] == "none"
    assert int(lines["OURS"]) > 50
    assert lines["READ"] == "none"  # PySide's own look leaves every file it read in linecache
    assert lines["UI"] == "0 -1"  # a module that uses PySide, and one that does not


GC_DRIVER = r"""
import gc, sys
from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
from cardgames_qt.__main__ import main
seen = {}

class Watch(QObject):
    def eventFilter(self, obj, event):
        if isinstance(event, QPaintEvent) and "at_first_paint" not in seen:
            seen["at_first_paint"] = gc.isenabled()
        return False

def report():
    window = next(w for w in app.topLevelWidgets() if isinstance(w, QMainWindow))
    print("FIRST_PAINT", seen["at_first_paint"])
    print("LATER", gc.isenabled(), gc.get_freeze_count(), window.table is not None)
    app.quit()

app.installEventFilter(Watch(app))
QTimer.singleShot(2500, report)
rc = main(sys.argv[1:])
print("AFTER", gc.isenabled())
sys.exit(rc)
"""


@pytest.mark.parametrize("args", [["--game", "gops", "--seed", "2"], []], ids=["table", "start_page"])
def test_the_collector_is_held_off_while_the_app_starts_and_on_again_once_it_is_up(args, tmp_path):
    """gc_hold: the cyclic collector is off from before Qt until the first page or
    table is up, then the objects of the start are frozen out of its reach and it is on
    again for the rest of the session (a held collector would let cycles pile up)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDGAMES_QT_HOME=str(tmp_path), LANG="C.UTF-8")
    out = subprocess.run([sys.executable, "-c", GC_DRIVER, *args], capture_output=True, text=True, env=env,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    lines = {line.split()[0]: line.split()[1:] for line in out.stdout.splitlines() if line[:1].isupper()}
    assert lines["FIRST_PAINT"] == ["False"]  # held while the window is made and first painted
    enabled, frozen, has_table = lines["LATER"]
    assert enabled == "True"
    assert int(frozen) > 20_000, frozen  # the start's objects (a Gops table's: about 60,000)
    assert has_table == ("True" if args else "False")
    assert lines["AFTER"] == ["True"]
