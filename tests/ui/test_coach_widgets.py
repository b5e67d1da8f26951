"""The coach panel, the review dialog and the replay window, driven as a person would."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QProgressBar

from cardgames_qt.app.coaching.analysis import analyse
from cardgames_qt.app.coaching.coach import hint
from cardgames_qt.app.replay.replay_model import ReplayModel
from cardgames_qt.engine.registry import new_state
from cardgames_qt.ui.coach.coach_panel import CoachPanel
from cardgames_qt.ui.replay.replay_window import ReplayWindow
from cardgames_qt.ui.replay.review_dialog import ReviewDialog
from tests.app.play import playout
from tests.observations import guts_obs


def _texts(widget) -> list[str]:
    return [w.text() for w in widget.findChildren(QLabel) if w.isVisibleTo(widget) and w.text()]


@pytest.fixture
def english():
    from cardgames_qt.ui.i18n import install_language
    install_language(QApplication.instance(), "en")
    yield


def test_coach_panel_shows_gops_bars_over_the_hand(qtbot, english):
    panel = CoachPanel()
    qtbot.addWidget(panel)
    panel.show()
    state = new_state("gops", {"cards": 6}, 3)
    h = hint("gops", state.observation(0), state.legal_actions(0))
    panel.set_hint(h)
    bars = [b for b in panel.findChildren(QProgressBar) if b.isVisibleTo(panel)]
    assert len(bars) == 6
    names = [b.accessibleName() for b in bars]
    assert names[0].startswith("A: ") and names[-1].startswith("6: ")
    best = max(h.probabilities.values())
    assert [b.value() for b in bars] == [round(1000 * p / best) for _, p in sorted(h.probabilities.items())]
    texts = " ".join(_texts(panel))
    assert "Expected margin at the end of this game: 0.0 points" in texts and "approximate" not in texts
    assert "The pot is worth" in texts
    with qtbot.waitSignal(panel.hintRequested, timeout=1000):
        qtbot.mouseClick(panel.button, Qt.LeftButton)
    panel.set_thinking()
    assert _texts(panel) == ["Coach", "Thinking…", panel.note.text()]  # the note stays


def test_coach_panel_guts_and_zhopa(qtbot, english):
    panel = CoachPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.set_hint(hint("guts", guts_obs(seat=0, players=4, pot=4, my_hand=["KS", "QD"], my_choice=None),
                        ["in", "out"]))
    texts = " ".join(_texts(panel))
    assert "A-2 or better goes in with 4 players; you hold K-Q: out." in texts
    assert "Going in rather than out: −" in texts  # measured against going out: only going in is said
    state = new_state("zhopa", {}, 5)
    seat = state.acting_seats()[0]
    h = hint("zhopa", state.observation(seat), state.legal_actions(seat), time_budget=None, max_iterations=50)
    panel.set_hint(h)
    texts = " ".join(_texts(panel))
    assert "Chance of reaching the go target" in texts and "%" in texts
    panel.set_hint(None)
    assert "No decision to make now." in _texts(panel)


def test_coach_panel_in_russian(qtbot):
    from cardgames_qt.ui.i18n import install_language
    install_language(QApplication.instance(), "ru")
    try:
        panel = CoachPanel()
        qtbot.addWidget(panel)
        panel.set_hint(None)
        assert panel.button.text() != "&Hint" and "No decision" not in " ".join(_texts(panel))
    finally:
        install_language(QApplication.instance(), "en")


def _gops_review():
    variant = {"cards": 6, "games": 1}
    history = playout("gops", variant, 5, rng_seed=9)
    return analyse("gops", variant, 5, history, 0), history


def test_review_dialog_highlights_the_three_costliest_and_opens_a_move(qtbot, english):
    analysis, _ = _gops_review()
    assert len(analysis.costliest) >= 1
    dialog = ReviewDialog(analysis)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.table.rowCount() == len(analysis.decisions) == 6
    flagged = [i for i, d in enumerate(analysis.decisions) if d.costly]
    assert dialog.costly_rows() == flagged and len(flagged) <= 3
    assert dialog.table.item(flagged[0], 0).toolTip() == "One of your three costliest decisions"
    assert dialog.total.text() == f"Total lost: {analysis.total:.2f} points"
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    assert QApplication.focusWidget() is dialog.table  # the dialog opens on its table
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Down)
    with qtbot.waitSignal(dialog.moveActivated, timeout=1000) as signal:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
    assert signal.args == [analysis.decisions[1].move]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Escape)
    assert not dialog.isVisible()


def test_replay_window_steps_with_keys_and_hides_sealed_bids(qtbot, english):
    variant = {"cards": 4, "games": 1}
    history = playout("gops", variant, 2)
    model = ReplayModel("gops", variant, 2, history)
    window = ReplayWindow(model, ["Ann", "Bob"])
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    assert window.where.text() == "Game 1, round 1 — move 0 of 8"
    qtbot.keyClick(window, Qt.Key_Right)
    assert model.step == 1 and window.slider.value() == 1
    # Ann's view: her own bid; then Bob's view: the game is over, nothing is sealed any more
    # (issue 30: a finished game's replay showed "a sealed choice"); a game in progress seals it
    assert window.move_label.text() == f"Ann: {['A', '2', '3', '4'][history[0][1] - 1]}"
    assert history[0][0] == 0
    qtbot.keyClick(window.seat, Qt.Key_Down)  # the seat chooser: Bob
    shown, bid = window.move_label.text(), ['A', '2', '3', '4'][history[0][1] - 1]
    assert window.seat.currentText() == "Bob" and shown == shown.split(":")[0] + ": " + bid
    going_on = ReplayWindow(ReplayModel("gops", variant, 2, history[:3]), ["Ann", "Bob"], seats=[1])
    qtbot.addWidget(going_on)
    going_on.show()
    qtbot.keyClick(going_on, Qt.Key_End)
    assert going_on.move_label.text() == "Ann: a sealed choice"
    qtbot.keyClick(window, Qt.Key_Right)  # Bob bids: the round resolves, both bids face up
    # the game now stands in round 2: the move says it was round 1's
    assert window.move_label.text() == f"Bob, in Game 1, round 1: {['A', '2', '3', '4'][history[1][1] - 1]}"
    qtbot.keyClick(window, Qt.Key_End)
    assert model.step == 8 and not window.buttons["forward"].isEnabled()
    qtbot.mouseClick(window.buttons["back"], Qt.LeftButton)
    assert model.step == 7
    qtbot.keyClick(window, Qt.Key_Home)
    assert model.step == 0
    qtbot.keyClick(window, Qt.Key_End)
    qtbot.keyClick(window.seat, Qt.Key_Down)  # the last entry: all cards open
    qtbot.keyClick(window, Qt.Key_Home)
    assert model.step == 0 and not window.buttons["back"].isEnabled()
    # once the game is over every hand can be shown
    assert window.seat.currentText() == "All cards open"
    # the table itself shows both hands, face up
    for place in ("bottom", "top"):
        names = [b.accessibleName() for b in window.table.v_hand[place].buttons]
        assert len(names) == 4 and all(names), names


def test_replay_window_shows_the_coach_at_graded_moves(qtbot, english):
    analysis, history = _gops_review()
    model = ReplayModel("gops", {"cards": 6, "games": 1}, 5, history)
    window = ReplayWindow(model)
    qtbot.addWidget(window)
    window.set_analysis(analysis)
    window.show()
    worst = analysis.costliest[0]
    for _ in range(worst.move + 1):
        qtbot.keyClick(window, Qt.Key_Right)
    assert model.step == worst.move + 1
    assert window.coach.isVisibleTo(window) and "the best move was" in window.coach.text()


def test_replay_of_an_unfinished_game_offers_no_open_view(qtbot, english):
    history = playout("zhopa", {}, 3, moves=12)
    window = ReplayWindow(ReplayModel("zhopa", {}, 3, history))
    qtbot.addWidget(window)
    assert [window.seat.itemText(i) for i in range(window.seat.count())] == ["Player 1", "Player 2", "Player 3"]
    window.show()
    assert window.where.text().startswith("Partie 1, bet")  # the bets open trick 1
    qtbot.keyClick(window, Qt.Key_PageDown)
    qtbot.keyClick(window, Qt.Key_PageDown)
    assert window.model.step == window.model.marks[2].step
    assert window.where.text().startswith("Partie 1, trick 3 — move")
    qtbot.keyClick(window, Qt.Key_End)
    hand = [b.accessibleName() for b in window.table.v_hand.buttons]  # Player 1's hand on the replay's table
    assert "Partie 1" in window.where.text() and hand and not any("face" in n for n in hand)
    qtbot.keyClick(window, Qt.Key_Left)  # the trick's last card, on the table
    played = [slot.view.buttons for slot in window.table.slots if slot.isVisibleTo(window.table)]
    assert any(played)
    qtbot.keyClick(window, Qt.Key_PageUp)
    assert window.model.step == window.model.marks[window.model.mark_at()].step
