"""Games kept aside (their stored moves or rows damaged) can really be exported, from the
window: Game → Load… lists them greyed and marked, never opens them, and its Export…
writes what can still be read (the header and the moves up to the first damaged one) as
a save file that Import… plays on from where it stops. A real profile, a real SQLite
database damaged by hand, the real window driven by keys and clicks."""
from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from cardgames_qt.app.session import COMPUTER, GameSession, Seat
from cardgames_qt.storage import GameStore, read_save_file

from ..dialogs import ModalWatcher
from .conftest import click

DB = "cardgames.sqlite3"


def _profile(home: Path) -> tuple[list, int]:
    """A Gops game waiting under Continue (6 moves) and a named save "Keep me" of another;
    (the waiting game's moves, its db id)."""
    store = GameStore()
    kept = GameSession.start("gops", {"cards": 8}, [Seat("Ann"), Seat("Bob")], seed=7, store=store)
    kept.submit(0, kept.legal_actions(0)[0])
    store.save_named("Keep me", store.waiting("gops"))
    session = GameSession.start("gops", {"cards": 8}, [Seat("Ann"), Seat("Bob", COMPUTER, "random")], seed=3,
                                store=store)
    rng = random.Random(3)
    for _ in range(6):
        seat = rng.choice(session.acting_seats())
        session.submit(seat, rng.choice(session.legal_actions(seat)))
    moves, gid = [list(m) for m in session.state.history], store.waiting("gops")
    store.close()
    return moves, gid


def _sql(home: Path, statement: str, params: tuple = ()) -> None:
    conn = sqlite3.connect(home / DB)
    conn.execute(statement, params)
    conn.commit()
    conn.close()


@pytest.fixture
def app(qtbot, _isolated_home):
    """Built by each test after its profile: the real main window, message boxes read
    (``w.shown``) and answered with Enter."""
    made = []

    def make(start_bots=False):
        from cardgames_qt.ui.main_window import MainWindow
        watcher = ModalWatcher()
        w = MainWindow(start_bots=start_bots)
        w.settings.move_delay_ms = 0
        w.ctx.configure(reduced_motion=True)
        qtbot.addWidget(w)
        w.show()
        w.activateWindow()
        QTest.qWaitForWindowActive(w)
        w.shown, w.watcher = watcher.texts, watcher
        made.append(w)
        return w
    yield make
    for w in made:
        w.close()
        w.watcher.stop()


def in_load_dialog(w, look) -> dict:
    """Ctrl+O, then ``look(dialog, seen)`` in the Load dialog (closed with Escape after)."""
    seen: dict = {}

    def step():
        dlg = QApplication.activeModalWidget()
        if dlg is None or not hasattr(dlg, "load_button") or not dlg.isVisible():
            QTimer.singleShot(20, step)
            return
        try:
            look(dlg, seen)
        finally:
            if dlg.isVisible():
                QTest.keyClick(dlg, Qt.Key_Escape)

    QTimer.singleShot(0, step)
    w.activateWindow()
    QTest.qWaitForWindowActive(w)
    QTest.keyClick(QApplication.focusWidget() or w, Qt.Key_O, Qt.ControlModifier)
    assert seen, "the Load dialog did not open"
    return seen


def rows(dlg) -> list[str]:
    return [dlg.list.topLevelItem(i).text(0) for i in range(dlg.list.topLevelItemCount())]


def test_a_game_whose_moves_are_damaged_is_exported_from_the_load_dialog_and_plays_on(
        qtbot, app, _isolated_home, tmp_path, monkeypatch):
    moves, _gid = _profile(_isolated_home)
    _sql(_isolated_home, "UPDATE moves SET action = 42 WHERE idx = 3 AND game = (SELECT max(id) FROM games)")
    w = app(start_bots=True)
    # Continue finds the damage: the game is kept aside, and the message says where it can be exported
    click(qtbot, w.start_page.panels["gops"].continue_button)
    qtbot.waitUntil(lambda: bool(w.shown), timeout=5000)
    assert w.table is None
    assert "kept aside" in w.shown[0] and "exported (Game → Load…)" in w.shown[0], w.shown[0]

    out = tmp_path / "rescued.json"
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (asked.append(a[1:3]), (str(out), "Saved games (*.json)"))[1])

    def look(dlg, seen):
        seen["rows"] = rows(dlg)
        seen["first"] = (dlg.load_button.isEnabled(), dlg.export_button.isEnabled())
        QTest.keyClick(dlg.list, Qt.Key_Down)  # to the game kept aside, listed after the saves
        item = dlg.list.currentItem()
        seen["grey"] = item.foreground(0).color() != dlg.list.palette().color(QPalette.Text)
        seen["buttons"] = (dlg.load_button.isEnabled(), dlg.replay_button.isEnabled(),
                           dlg.export_button.isEnabled())
        seen["why"] = dlg.load_button.toolTip()
        seen["says"] = dlg.message.text()
        QTest.keyClick(dlg.list, Qt.Key_Return)  # Enter on it exports (the default button), opens nothing
        seen["open after enter"] = dlg.isVisible()
        seen["asked after enter"] = len(asked)
        click(qtbot, dlg.export_button)
        seen["after"] = dlg.message.text()

    seen = in_load_dialog(w, look)
    assert seen["rows"] == ["Keep me", "Unnamed game — damaged, kept aside"]
    assert seen["first"] == (True, True)  # an ordinary save: Load and Export
    assert seen["grey"]
    assert seen["buttons"] == (False, False, True)
    assert "cannot be opened" in seen["why"]
    assert "3 of its 6 moves" in seen["says"], seen["says"]
    assert seen["open after enter"] and w.table is None and seen["asked after enter"] == 1
    assert asked == [("Export the game", "gops-" + asked[0][1][5:])] * 2
    assert "Exported to" in seen["after"]
    data = read_save_file(out)  # every check of a save file, replayed by the rules
    assert data["history"] == moves[:3] and [s["name"] for s in data["seats"]] == ["Ann", "Bob"]
    assert data["seats"][1]["kind"] == "computer"

    # Import… brings it back as a game that plays on from its fourth move
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(out), "Saved games (*.json)"))
    w.act_import.trigger()
    qtbot.waitUntil(lambda: w.table is not None, timeout=5000)
    session = w.table.session
    assert session.move_count == 3 and [list(m) for m in session.state.history] == moves[:3]
    # the computer bids its move 4, then Ann's card is clicked: move 5
    view = w.table.v_hand["bottom"]
    qtbot.waitUntil(lambda: session.move_count >= 4 and view.first_playable() is not None, timeout=10000)
    click(qtbot, view.buttons[view.first_playable()])
    qtbot.waitUntil(lambda: session.move_count >= 5, timeout=5000)


def test_a_game_with_nothing_readable_cannot_be_exported_and_says_why(qtbot, app, _isolated_home):
    _profile(_isolated_home)
    _sql(_isolated_home, "UPDATE games SET seats = '[1, 2]' WHERE title = 'Keep me'")
    w = app()

    def look(dlg, seen):
        seen["rows"] = rows(dlg)
        item = dlg.list.currentItem()
        seen["selected"] = item.text(0)
        seen["buttons"] = (dlg.load_button.isEnabled(), dlg.replay_button.isEnabled(),
                           dlg.export_button.isEnabled())
        seen["why"] = dlg.export_button.toolTip()
        seen["says"] = dlg.message.text()

    seen = in_load_dialog(w, look)
    assert seen["rows"] == ["Keep me — damaged, kept aside"]
    assert seen["buttons"] == (False, False, False)
    assert "cannot be exported" in seen["why"] and "Nothing of this game can be read" in seen["why"]
    assert "Keep me" in seen["says"] and "cannot be exported" in seen["says"], seen["says"]


def test_a_damaged_game_is_deleted_after_asking(qtbot, app, _isolated_home):
    _profile(_isolated_home)
    _sql(_isolated_home, "UPDATE games SET seats = '[1, 2]' WHERE title = 'Keep me'")
    w = app()

    def look(dlg, seen):
        w.watcher.answer = lambda box: QTest.mouseClick(box.button(box.StandardButton.Yes), Qt.LeftButton)
        click(qtbot, dlg.delete_button)
        seen["rows"] = rows(dlg)

    seen = in_load_dialog(w, look)
    assert any("Delete the damaged game" in t for t in w.shown)
    assert seen["rows"] == []


def test_a_save_is_exported_whole_from_the_load_dialog(qtbot, app, _isolated_home, tmp_path, monkeypatch):
    _profile(_isolated_home)
    w = app()
    out = tmp_path / "keep.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), "Saved games (*.json)"))

    def look(dlg, seen):
        seen["row"] = dlg.list.currentItem().text(0)
        click(qtbot, dlg.export_button)
        seen["after"] = dlg.message.text()

    seen = in_load_dialog(w, look)
    assert seen["row"] == "Keep me" and "Exported to" in seen["after"]
    data = read_save_file(out)
    assert data["title"] == "Keep me" and len(data["history"]) == 1
