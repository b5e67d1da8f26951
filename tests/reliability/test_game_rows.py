"""Who owns a game's row: a game that replaces another (Ctrl+N → Discard it,
Import…, Load…) is saved like the first one, move by move, game after game.

Through the real window by keys: the moves are read back from the database
file with a connection of its own, as the next start of the app would.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from cardgames_qt.app.services import export_save_file
from cardgames_qt.app.session import GameSession, Seat
from cardgames_qt.storage import Database, GameStore

from ..dialogs import ModalWatcher

GAMES = ("gops", "guts", "zhopa")


@pytest.fixture
def window(qtbot, _isolated_home):
    from cardgames_qt.ui.main_window import MainWindow
    w = MainWindow(start_bots=True)
    w.settings.move_delay_ms = 0
    w.settings = w.settings.with_value("guts.players", 2).with_value("zhopa.players", 2)
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    assert QTest.qWaitForWindowActive(w)
    w.watcher = ModalWatcher("Discard it")
    yield w
    w.watcher.stop()
    w.close()


def focused():
    return QApplication.focusWidget()


def press(w, key, modifier=Qt.NoModifier):
    w.activateWindow()
    QTest.qWaitForWindowActive(w)
    QTest.keyClick(focused() or w, key, modifier)


def _settled(table) -> bool:
    """Nobody is thinking: the person can move, or a summary or result waits for them."""
    return (_ready(table) or table.session.is_over or table.summary.isVisible()
            or getattr(table, "b_continue", None) is not None and table.b_continue.isVisible())


def _ready(table) -> bool:
    """The person at the screen can move, and the keys are where the move is made."""
    f = focused()
    if f is None or not table.isAncestorOf(f) or table.session.is_over or not table.gate_open():
        return False
    game = table.session.game_id
    if game == "guts":
        return table.b_in.isEnabled() and f is table.b_in
    if game == "zhopa" and table.b_go.isVisible():
        return table.b_go.isEnabled()  # G bets from anywhere on the table
    hand = table.v_hand["bottom"] if game == "gops" else table.v_hand
    return f in hand.buttons and f.playable()


def human_move(qtbot, w) -> None:
    """One move of the person at the screen, by key, as the keys-only tests make it."""
    table = w.table
    for _ in range(20):  # a summary or a result may be up first: Enter closes it
        w.activateWindow()  # back from a message box: the window manager gives the keys back
        QTest.qWaitForWindowActive(w)
        qtbot.waitUntil(lambda: _settled(table), timeout=15000)
        if table.session.is_over:
            return  # Enter on the last summary would start the next game: that is the test's to do
        if _ready(table):
            break
        press(w, Qt.Key_Return)
    n = table.session.move_count
    game = table.session.game_id
    if game == "guts":
        press(w, Qt.Key_I)
    elif game == "zhopa" and table.b_go.isVisible():
        press(w, Qt.Key_G)
    else:
        press(w, Qt.Key_Return)
    qtbot.waitUntil(lambda: table.session.move_count > n, timeout=5000)


def stored_moves(session) -> list:
    """The session's moves as a fresh connection to the database file reads them."""
    store = GameStore(Database())
    try:
        row = store.db.conn.execute("SELECT uid FROM games WHERE id = ?", (session.db_id,)).fetchone()
        assert row == (session.uid,), "the session's row is not its game"
        return store.history(session.db_id)
    finally:
        store.close()


def play_three_and_check(qtbot, w) -> None:
    session = w.table.session
    for _ in range(3):
        human_move(qtbot, w)
    # the computers have answered (or the game waits for the person): the moves are on disk
    qtbot.waitUntil(lambda: _settled(w.table), timeout=15000)
    assert session.last_save_error is None, session.last_save_error
    assert "failed" not in w.status.text()
    assert stored_moves(session) == session.moves()
    assert session.move_count >= 3 or session.is_over


@pytest.mark.parametrize("game", GAMES)
def test_ctrl_n_discard_three_games_in_a_row_each_is_saved(qtbot, window, game):
    w = window
    w.new_game(game)
    play_three_and_check(qtbot, w)
    for _ in range(3):
        before = w.table.session
        press(w, Qt.Key_N, Qt.ControlModifier)  # asks; the watcher answers "Discard it"
        qtbot.waitUntil(lambda before=before: w.table is not None and w.table.session is not before, timeout=5000)
        assert w.table.session.game_id == game
        play_three_and_check(qtbot, w)


@pytest.mark.parametrize("game", GAMES)
def test_import_of_the_same_kind_three_times_each_is_saved(qtbot, window, game, tmp_path, monkeypatch):
    w = window
    w.new_game(game)
    play_three_and_check(qtbot, w)
    for i in range(3):
        before = w.table.session
        path = tmp_path / f"{game}-{i}.json"
        record = before.record()
        record.pop("uid")  # a file shared by somebody else: another game
        export_save_file(path, record)  # as Game → Export… writes it
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, p=path, **k: (str(p), ""))
        w.act_import.trigger()  # the file dialog is the platform's: its answer is given above
        qtbot.waitUntil(lambda before=before: w.table is not None and w.table.session is not before, timeout=5000)
        assert w.table.session.moves()[:len(record["history"])] == record["history"]
        play_three_and_check(qtbot, w)


def _load_first_save(w) -> None:
    def in_dialog():
        dlg = QApplication.activeModalWidget()
        if dlg is None or not hasattr(dlg, "load_button"):
            QTimer.singleShot(20, in_dialog)
            return
        dlg.list.setCurrentItem(dlg.list.topLevelItem(0))
        QTest.mouseClick(dlg.load_button, Qt.LeftButton)
        if dlg.isVisible():
            dlg.reject()
    QTimer.singleShot(0, in_dialog)
    press(w, Qt.Key_O, Qt.ControlModifier)


@pytest.mark.parametrize("game", GAMES)
def test_load_of_the_same_kind_three_times_each_is_saved(qtbot, window, game):
    w = window
    if game == "guts":  # a session of a few cycles could end within the moves played (a flaky
        w.settings = w.settings.with_value("guts.cycles", 20)  # test: nothing left to load)
    w.new_game(game)
    play_three_and_check(qtbot, w)
    w.save_store.save_named("Earlier", w.table.session.db_id)
    for _ in range(3):
        before = w.table.session
        _load_first_save(w)
        qtbot.waitUntil(lambda before=before: w.table is not None and w.table.session is not before, timeout=5000)
        play_three_and_check(qtbot, w)


# --- two windows: Load… racing Save as… (Replace) in the other window --------------------------
def test_load_racing_a_replace_in_the_other_window_never_opens_another_game(qtbot, window):
    """Window B replaces the save "Keep" at the worst moment: after window A has checked
    the save it is loading, before A copies it. A says so and opens nothing; loading
    again opens the save as it is now."""
    w = window
    w.new_game("gops")
    play_three_and_check(qtbot, w)
    w.save_store.save_named("Keep", w.table.session.db_id)
    running = w.table.session
    other = GameStore(Database())  # the other window's store, on its own connection
    theirs = GameSession.start("gops", {"cards": 5}, [Seat("Cid"), Seat("Dee")], seed=9, store=other)
    theirs.submit(0, 1)
    theirs.submit(1, 2)
    conn = w.save_store.db.conn
    seen = {}

    def trace(statement: str) -> None:  # A is about to take the write lock to copy the save
        if statement.startswith("BEGIN IMMEDIATE") and "replaced" not in seen:
            seen["replaced"] = True
            other.save_named("Keep", theirs.db_id, overwrite=True)

    def in_dialog():
        dlg = QApplication.activeModalWidget()
        if dlg is None or not hasattr(dlg, "load_button"):
            QTimer.singleShot(20, in_dialog)
            return
        dlg.list.setCurrentItem(dlg.list.topLevelItem(0))
        seen["listed"] = dlg.list.topLevelItem(0).text(2)
        conn.set_trace_callback(trace)
        QTest.mouseClick(dlg.load_button, Qt.LeftButton)  # "Discard it" is answered by the watcher
        conn.set_trace_callback(None)
        seen["message"] = dlg.message.text()
        seen["now"] = dlg.list.topLevelItem(0).text(2)
        dlg.list.setCurrentItem(dlg.list.topLevelItem(0))
        QTest.mouseClick(dlg.load_button, Qt.LeftButton)
        if dlg.isVisible():
            dlg.reject()

    QTimer.singleShot(0, in_dialog)
    press(w, Qt.Key_O, Qt.ControlModifier)
    assert seen.get("replaced")
    assert "replaced or deleted in another window" in seen["message"], seen["message"]
    assert "FOREIGN KEY" not in seen["message"]
    assert seen["now"] == "2" and seen["listed"] != "2"  # the list shows the new "Keep"
    qtbot.waitUntil(lambda: w.table.session is not running, timeout=5000)
    assert w.table.session.moves() == theirs.moves() and w.table.session.uid == theirs.uid
    assert stored_moves(w.table.session) == theirs.moves()
    theirs.close()
    other.close()
