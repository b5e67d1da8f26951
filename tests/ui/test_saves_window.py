"""Saves through the real window, by keys and clicks: asking before a running
game is thrown away, Save as / Load, two windows on one profile, the
Statistics window."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit

from cardgames_qt.storage import GameStore

from ..dialogs import ModalWatcher
from .conftest import click


def _window(qtbot, start_bots=False):
    from cardgames_qt.ui.main_window import MainWindow
    w = MainWindow(start_bots=start_bots)
    w.settings = w.settings.with_value("gops.cards", 3)
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    assert QTest.qWaitForWindowActive(w)
    return w


def press(w, key, modifier=Qt.NoModifier):
    """A key pressed by the person at the window: it goes to whatever has the focus."""
    w.activateWindow()
    QTest.qWaitForWindowActive(w)
    QTest.keyClick(QApplication.focusWidget() or w, key, modifier)


def _bid(qtbot, w):
    """The human bids a card by clicking it; the computer answers."""
    table = w.table
    # a game's summary owns the screen until its "Next game" is pressed
    qtbot.waitUntil(lambda: table.session.is_over or table.summary.isVisible()
                    or table.v_hand["bottom"].first_playable() is not None, timeout=10000)
    if table.session.is_over:
        return
    if table.summary.isVisible():
        click(qtbot, table.summary.default_button)
        return
    n = table.session.move_count
    view = table.v_hand["bottom"]
    click(qtbot, view.buttons[view.first_playable()])
    qtbot.waitUntil(lambda: table.session.move_count > n, timeout=5000)


def _type_into_input_dialog(text: str):
    def answer():
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, QInputDialog):
            QTimer.singleShot(20, answer)
            return
        field = dlg.findChild(QLineEdit)  # the name field, where a person types
        QTest.keyClicks(field, text)
        QTest.keyClick(field, Qt.Key_Return)
    QTimer.singleShot(0, answer)


def test_ctrl_n_asks_before_discarding_a_running_game_and_escape_cancels(qtbot):
    w = _window(qtbot)
    w.new_game("gops", seed=3)
    session = w.table.session
    watcher = ModalWatcher(Qt.Key_Escape)
    press(w, Qt.Key_N, Qt.ControlModifier)
    qtbot.waitUntil(lambda: len(watcher.texts) == 1, timeout=3000)
    assert "in progress will be lost" in watcher.texts[0]
    assert w.table.session is session  # Escape: nothing happened
    watcher.answer = Qt.Key_Return  # Cancel is the default button: Enter loses nothing either
    press(w, Qt.Key_N, Qt.ControlModifier)
    qtbot.waitUntil(lambda: len(watcher.texts) == 2, timeout=3000)
    assert w.table.session is session
    watcher.answer = "Discard it"
    press(w, Qt.Key_N, Qt.ControlModifier)
    qtbot.waitUntil(lambda: w.table.session is not session, timeout=3000)
    assert len(watcher.texts) == 3
    watcher.stop()
    w.close()


def test_a_finished_game_is_replaced_without_asking(qtbot):
    w = _window(qtbot, start_bots=True)
    w.new_game("gops", seed=3)
    while not w.table.session.is_over:
        _bid(qtbot, w)
    watcher = ModalWatcher(Qt.Key_Escape)
    session = w.table.session
    press(w, Qt.Key_N, Qt.ControlModifier)
    qtbot.waitUntil(lambda: w.table is not None and w.table.session is not session, timeout=3000)
    assert watcher.texts == []
    watcher.stop()
    w.close()


def test_the_start_pages_new_game_asks_while_a_game_is_waiting(qtbot):
    w = _window(qtbot)
    w.new_game("gops", seed=3)
    waiting = w.table.session.uid
    press(w, Qt.Key_Home, Qt.ControlModifier)
    panel = w.start_page.panels["gops"]
    assert w.table is None and panel.continue_button.isEnabled()
    watcher = ModalWatcher(Qt.Key_Escape)
    click(qtbot, panel.new_button)
    qtbot.waitUntil(lambda: len(watcher.texts) == 1, timeout=3000)
    assert "waiting for you will be lost" in watcher.texts[0]
    assert w.table is None and panel.continue_button.isEnabled()
    click(qtbot, panel.continue_button)
    assert w.table.session.uid == waiting
    press(w, Qt.Key_Home, Qt.ControlModifier)
    watcher.answer = "Discard it"
    click(qtbot, panel.new_button)
    qtbot.waitUntil(lambda: w.table is not None, timeout=3000)
    assert w.table.session.uid != waiting
    watcher.stop()
    w.close()


def test_save_as_then_load_asks_before_replacing_the_running_game(qtbot):
    w = _window(qtbot, start_bots=True)
    w.new_game("gops", seed=5)
    _bid(qtbot, w)
    _type_into_input_dialog("Evening <b>game</b>")
    press(w, Qt.Key_S, Qt.ControlModifier)
    qtbot.waitUntil(lambda: [i.title for i in w.save_store.list_saves()] == ["Evening <b>game</b>"], timeout=3000)
    saved_moves = w.table.session.move_count
    _bid(qtbot, w)
    running = w.table.session
    seen = {}

    def in_dialog():
        dlg = QApplication.activeModalWidget()
        if dlg is None or not hasattr(dlg, "load_button"):
            QTimer.singleShot(20, in_dialog)
            return
        item = dlg.list.topLevelItem(0)
        seen["title"] = item.text(0)
        seen["moves"] = item.text(2)
        dlg.list.setCurrentItem(item)
        watcher = ModalWatcher(Qt.Key_Escape)
        QTest.mouseClick(dlg.load_button, Qt.LeftButton)
        seen["asked"] = list(watcher.texts)
        watcher.answer = "Discard it"
        QTest.mouseClick(dlg.load_button, Qt.LeftButton)
        watcher.stop()
        seen["asked"] += watcher.texts[len(seen["asked"]):]

    QTimer.singleShot(0, in_dialog)
    press(w, Qt.Key_O, Qt.ControlModifier)
    assert seen["title"] == "Evening <b>game</b>" and seen["moves"] == str(saved_moves)
    assert len(seen["asked"]) == 2 and "in progress will be lost" in seen["asked"][0]
    assert w.table.session is not running
    assert w.table.session.move_count == saved_moves
    w.close()


def test_a_game_open_in_one_window_is_explained_in_another(qtbot):
    first = _window(qtbot, start_bots=True)
    first.new_game("gops", seed=7)
    _bid(qtbot, first)
    second = _window(qtbot)
    continue_button = second.start_page.panels["gops"].continue_button
    assert continue_button.isEnabled()
    watcher = ModalWatcher()
    click(qtbot, continue_button)
    qtbot.waitUntil(lambda: bool(watcher.texts), timeout=3000)
    assert watcher.texts == ["This game is open in another window. Close it there to continue it here."]
    assert second.table is None
    moves = first.table.session.moves()[:]
    first.close()  # the first window lets go: the game waits under Continue
    click(qtbot, continue_button)
    assert second.table is not None and second.table.session.moves() == moves
    watcher.stop()
    second.close()


def test_two_windows_saving_under_one_name_ask_before_replacing(qtbot):
    first = _window(qtbot, start_bots=True)
    first.new_game("gops", seed=7)
    _bid(qtbot, first)
    _type_into_input_dialog("Evening")
    first.act_save.trigger()
    second = _window(qtbot)
    second.new_game("guts", seed=2)
    watcher = ModalWatcher(Qt.Key_Escape)
    _type_into_input_dialog("evening")
    second.act_save.trigger()
    assert len(watcher.texts) == 1 and "exists. Replace it?" in watcher.texts[0]
    [info] = GameStore().list_saves()
    assert (info.title, info.game) == ("Evening", "gops")  # the first window's save is untouched
    watcher.stop()
    first.close()
    second.close()


def test_the_statistics_window_shows_finished_games_and_resets_after_asking(qtbot):
    w = _window(qtbot, start_bots=True)
    w.settings = w.settings.with_value("gops.seats", [{"name": "<b>Ann</b><br>HACKED", "kind": "human"},
                                                      {"name": "Computer", "kind": "computer"}])
    w.new_game("gops", seed=3)
    while not w.table.session.is_over:
        _bid(qtbot, w)
    seen = {}

    def in_stats():
        dlg = QApplication.activeModalWidget()
        if dlg is None or not hasattr(dlg, "reset_button"):
            QTimer.singleShot(20, in_stats)
            return
        t = dlg.table
        seen["rows"] = sorted((t.item(r, 1).text(), t.item(r, 2).text()) for r in range(t.rowCount()))
        watcher = ModalWatcher(Qt.Key_Escape)
        QTest.mouseClick(dlg.reset_button, Qt.LeftButton)
        seen["after escape"] = t.rowCount()
        watcher.answer = "Reset"
        QTest.mouseClick(dlg.reset_button, Qt.LeftButton)
        seen["after reset"] = t.rowCount()
        seen["asked"] = watcher.texts
        watcher.stop()
        QTest.keyClick(dlg, Qt.Key_Escape)

    QTimer.singleShot(0, in_stats)
    w.act_stats.trigger()
    assert seen["rows"] == [("<b>Ann</b><br>HACKED", "1"), ("Computer", "1")]  # names as typed, never markup
    assert seen["after escape"] == 2 and seen["after reset"] == 0 and len(seen["asked"]) == 2
    w.close()


def test_export_writes_the_game_on_the_table_as_a_save_file(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from cardgames_qt.storage import read_save_file
    w = _window(qtbot, start_bots=True)
    w.new_game("gops", seed=4)
    _bid(qtbot, w)
    out = tmp_path / "shared.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    w.act_export.trigger()
    data = read_save_file(out)
    assert data["version"] == 1 and data["history"] == w.table.session.record()["history"]
    assert data["uid"] == w.table.session.uid
    w.close()


def test_continue_on_a_very_long_game_opens_with_a_log_that_starts_there(qtbot):
    """A Guts session of more moves than a log is rebuilt for: Continue opens it
    from its snapshot (nothing replayed from the seed), the log says where it starts,
    and the next move made by key is saved after the others."""
    from cardgames_qt.app.session import LOG_REBUILD_MOVES
    from cardgames_qt.engine.registry import new_state
    moves = LOG_REBUILD_MOVES + 2
    state = new_state("guts", {"players": 2}, 7)
    for _ in range(moves):
        state.apply(state.acting_seats()[0], "out")
    store = GameStore()
    people = [{"name": n, "kind": "human", "bot": None} for n in ("Ann", "Bob")]
    gid = store.create({"game": "guts", "variant": {"players": 2}, "seats": people, "seed": 7,
                        "history": state.history, "uid": "long"}, state)
    store.close()
    w = _window(qtbot)
    panel = w.start_page.panels["guts"]
    click(qtbot, panel.continue_button)
    table = w.table
    assert table.session.move_count == moves
    from PySide6.QtCore import QLocale
    assert table.m_log.lines() == [f"Resumed after {QLocale().toString(moves)} moves: the log starts here."]
    for _ in range(4):  # the handover to the next person, then O (out)
        if table.session.move_count > moves:
            break
        press(w, Qt.Key_Return) if table.handover.isVisible() else press(w, Qt.Key_O)
    assert table.session.move_count == moves + 1
    assert w.save_store.history(gid)[-1] == table.session.moves()[-1] and table.session.moves()[-1][1] == "out"
    w.close()


def test_the_zhopa_rating_history_is_drawn_as_a_line_beside_its_table(qtbot):
    """Two finished Zhopa games: the rating tab draws one point a game (numbered from
    game 1), the same values as its table, for the player chosen."""
    import random

    from cardgames_qt.app.session import GameSession, Seat
    from cardgames_qt.ui.dialogs.stats_window import StatsWindow
    store = GameStore()
    seats = [Seat("Ann"), Seat("Bot", "computer", "random")]
    for seed in (5, 6):
        session = GameSession.start("zhopa", {"players": 2, "max_parties": 1}, seats, seed=seed, store=store)
        rng = random.Random(seed)
        while not session.is_over:
            seat = session.acting_seats()[0]
            session.submit(seat, rng.choice(session.legal_actions(seat)))
    w = _window(qtbot)
    seen = {}

    def in_stats():
        dlg = QApplication.activeModalWidget()
        if dlg is None or not isinstance(dlg, StatsWindow):
            QTimer.singleShot(20, in_stats)
            return
        bar = dlg.tabs.tabBar()
        QTest.mouseClick(bar, Qt.LeftButton, Qt.NoModifier, bar.tabRect(2).center())  # "Zhopa rating"
        QApplication.processEvents()
        seen["player"] = dlg.player.currentText()  # the first of the players, by name
        chart, table = dlg.rating_chart, dlg.rating
        seen["series"] = [(name, list(ys)) for name, ys in chart.series]
        seen["table"] = [float(table.item(r, 2).data(Qt.UserRole)) for r in range(table.rowCount())]
        seen["painted"] = chart.isVisible() and not chart.grab().toImage().isNull()
        QTest.keyClick(dlg, Qt.Key_Escape)

    QTimer.singleShot(0, in_stats)
    w.act_stats.trigger()
    assert seen["painted"] and seen["player"] == "Ann"
    assert seen["series"] == [("Ann", seen["table"])] and len(seen["table"]) == 2
    store.close()
    w.close()
