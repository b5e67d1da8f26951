"""The replay drawn as the table, its keys, its labels; review and replay from every door.

Driven by real keys and clicks on the widget that has the focus."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from cardgames_qt.app.replay.replay_model import ReplayModel
from cardgames_qt.ui.main_window import table_class
from cardgames_qt.ui.replay.replay_window import ReplayWindow

from ..app.play import playout
from .conftest import click

GAMES = [("gops", {"cards": 5, "games": 2}), ("guts", {"players": 4}), ("zhopa", {"players": 3})]


@pytest.fixture
def english():
    from cardgames_qt.ui.i18n import install_language
    install_language(QApplication.instance(), "en")
    yield


def _focused():
    return QApplication.focusWidget()


def _shown(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: _focused() is not None and window.isAncestorOf(_focused()), timeout=3000)


def _keys_in(qtbot, dialog):
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: _focused() is not None and dialog.isAncestorOf(_focused()), timeout=3000)


def _cards(view) -> list[str]:
    return [b.accessibleName() for b in view.buttons if b.isVisibleTo(view)]


@pytest.mark.parametrize("game_id, variant", GAMES)
def test_the_replay_is_drawn_by_the_games_own_table_read_only(qtbot, english, game_id, variant):
    history = playout(game_id, variant, 4, moves=60)
    model = ReplayModel(game_id, variant, 4, history)
    window = ReplayWindow(model)
    qtbot.addWidget(window)
    _shown(qtbot, window)
    table = window.table
    assert isinstance(table, table_class(game_id)) and table.read_only  # the same table, not a copy of it
    # no card, button or view of the table takes the keys: they stay on the timeline
    assert not [w for w in table.findChildren(QPushButton) + [table] if w.isVisible() and w.focusPolicy() != Qt.NoFocus]
    assert _focused() is window.slider
    log_before = table.m_log.rowCount()
    for _ in range(6):
        qtbot.keyClick(_focused(), Qt.Key_Right)
    assert model.step == 6 and table.m_log.rowCount() > log_before  # the table follows the replay
    # the viewer's own hand is drawn face up, from the deck
    hand = table.v_hand["bottom"] if game_id == "gops" else (
        table.v_hand if game_id == "zhopa" else table.seat_widgets[0].v_hand)
    names = _cards(hand)
    assert names and not any("face" in n.lower() for n in names), names
    # a click on the table plays nothing: the replayed game and the step are as they were
    qtbot.mouseClick(hand.buttons[0], Qt.LeftButton)
    qtbot.keyClick(_focused(), Qt.Key_Return)
    assert model.step == 6 and model.history == history
    qtbot.keyClick(_focused(), Qt.Key_Home)
    assert model.step == 0 and table.m_log.rowCount() == log_before


def test_replay_keys_move_it_wherever_the_focus_is_and_escape_closes_it(qtbot, english):
    variant = {"cards": 5, "games": 2}
    history = playout("gops", variant, 2)
    model = ReplayModel("gops", variant, 2, history)
    window = ReplayWindow(model, ["Ann", "Bob"])
    qtbot.addWidget(window)
    _shown(qtbot, window)
    qtbot.keyClick(_focused(), Qt.Key_End)
    assert model.step == model.steps
    qtbot.keyClick(_focused(), Qt.Key_Home)
    assert model.step == 0
    qtbot.keyClick(_focused(), Qt.Key_PageDown)
    qtbot.keyClick(_focused(), Qt.Key_PageDown)
    assert model.step == model.marks[2].step
    qtbot.keyClick(_focused(), Qt.Key_PageUp)
    assert model.step == model.marks[1].step
    # Tab to the "View of" box: End still goes to the end, and the box keeps its choice
    for _ in range(4):
        if _focused() is window.seat:
            break
        qtbot.keyClick(_focused(), Qt.Key_Tab)
    assert _focused() is window.seat
    chosen = window.seat.currentIndex()
    qtbot.keyClick(_focused(), Qt.Key_End)
    assert model.step == model.steps and window.seat.currentIndex() == chosen
    qtbot.keyClick(_focused(), Qt.Key_Home)
    assert model.step == 0 and window.seat.currentIndex() == chosen
    qtbot.keyClick(_focused(), Qt.Key_Right)
    assert model.step == 1
    qtbot.keyClick(_focused(), Qt.Key_Escape)
    assert not window.isVisible()


def test_the_last_step_of_a_gops_game_is_its_end_not_the_next_game(qtbot, english):
    variant = {"cards": 5, "games": 2}
    history = playout("gops", variant, 3)
    model = ReplayModel("gops", variant, 3, history)
    window = ReplayWindow(model)
    qtbot.addWidget(window)
    _shown(qtbot, window)
    for _ in range(10):  # five rounds of two bids: game 1 is over
        qtbot.keyClick(_focused(), Qt.Key_Right)
    assert window.where.text() == "End of game 1 — move 10 of 20"
    qtbot.keyClick(_focused(), Qt.Key_Right)
    assert window.where.text() == "Game 2, round 1 — move 11 of 20"
    qtbot.keyClick(_focused(), Qt.Key_End)
    assert window.where.text() == "The end of the game — move 20 of 20"


def test_the_replay_opens_like_a_dialog_of_the_main_window(qtbot, window):
    window.settings = window.settings.with_value("gops.cards", 4).with_value("gops.games", 1)
    window.settings.move_delay_ms = 0
    window.new_game("gops", seed=6)
    window.activateWindow()
    window.coach.act_replay.trigger()
    replay = window.coach.replay_window
    qtbot.waitExposed(replay)
    available = window.screen().availableGeometry()
    assert available.contains(replay.geometry())  # never beyond the screen (centring: test_window_fit)
    assert replay.windowModality() != Qt.NonModal
    _keys_in(qtbot, replay)
    qtbot.keyClick(_focused(), Qt.Key_Escape)
    qtbot.waitUntil(lambda: window.coach.replay_window is None, timeout=5000)


def _play_gops_to_the_summary(qtbot, window):
    table = window.table
    while not table.summary.isVisible():
        hand = table.v_hand["bottom"]
        qtbot.waitUntil(lambda hand=hand: table.summary.isVisible()
                        or (_focused() in hand.buttons and _focused().playable()), timeout=10000)
        if table.summary.isVisible():
            break
        qtbot.keyClick(_focused(), Qt.Key_Return)
    return table


def test_after_a_review_the_keys_are_on_the_button_that_continues_play(qtbot, window):
    window.settings = window.settings.with_value("gops.cards", 3).with_value("gops.games", 2)
    window.settings.move_delay_ms = 0
    window.new_game("gops", seed=4)
    window.activateWindow()
    table = _play_gops_to_the_summary(qtbot, window)
    review = next(b for b in table.summary.findChildren(QPushButton) if b.isVisible() and b.text() == "Review my play…")
    click(qtbot, review)
    qtbot.waitUntil(lambda: window.coach.review_dialog is not None and window.coach.review_dialog.isVisible(),
                    timeout=20000)
    qtbot.keyClick(window.coach.review_dialog.table, Qt.Key_Escape)
    qtbot.waitUntil(lambda: window.coach.review_dialog is None, timeout=5000)
    qtbot.waitUntil(lambda: _focused() is table.summary.default_button, timeout=3000)
    assert _focused().text() == "Next game"
    qtbot.keyClick(_focused(), Qt.Key_Return)  # Enter goes on: it does not open the review again
    qtbot.waitUntil(lambda: not table.summary.isVisible(), timeout=3000)
    assert window.coach.review_dialog is None


def test_the_start_page_reviews_and_replays_the_last_game_and_continue_waits_for_a_game(qtbot, window):
    window.settings = window.settings.with_value("gops.cards", 3).with_value("gops.games", 1)
    window.settings.move_delay_ms = 0
    assert not window.act_continue.isEnabled()  # nothing waits
    window.new_game("gops", seed=9)
    window.activateWindow()
    table = _play_gops_to_the_summary(qtbot, window)
    home = next(b for b in table.summary.findChildren(QPushButton) if b.isVisible() and b.text() == "Start page")
    click(qtbot, home)
    qtbot.waitUntil(lambda: window.table is None, timeout=3000)
    assert window.coach.act_review.isEnabled() and window.coach.act_replay.isEnabled()
    assert not window.act_continue.isEnabled()  # the game is over: nothing waits under Continue
    window.coach.act_replay.trigger()
    replay = window.coach.replay_window
    assert replay is not None and replay.model.steps == 6 and replay.seat.findText("All cards open") >= 0
    _keys_in(qtbot, replay)
    qtbot.keyClick(_focused(), Qt.Key_Escape)
    qtbot.waitUntil(lambda: window.coach.replay_window is None, timeout=5000)
    window.coach.act_review.trigger()
    qtbot.waitUntil(lambda: window.coach.review_dialog is not None and window.coach.review_dialog.isVisible(),
                    timeout=20000)
    assert window.coach.review_dialog.table.rowCount() >= 2
    qtbot.keyClick(window.coach.review_dialog.table, Qt.Key_Escape)
    qtbot.waitUntil(lambda: window.coach.review_dialog is None, timeout=5000)

