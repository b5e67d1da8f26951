"""The coach in the real window, driven by keys and clicks: hint panel, undo, review, replay."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QProgressBar, QPushButton

from .conftest import click


def _focused():
    return QApplication.focusWidget()


def _gops(window, cards=5, games=1, seats=None):
    s = window.settings.with_value("gops.cards", cards).with_value("gops.games", games)
    if seats is not None:
        s = s.with_value("gops.seats", seats)
    window.settings = s
    window.settings.move_delay_ms = 0


def _on_hand(qtbot, window):
    hand = window.table.v_hand["bottom"]
    qtbot.waitUntil(lambda: _focused() in hand.buttons and _focused().playable(), timeout=5000)
    return hand


def _bars(panel) -> list[QProgressBar]:
    return [b for b in panel.findChildren(QProgressBar) if b.isVisibleTo(panel)]


def _percents(panel) -> list[int]:
    """The percentages the bars say (their accessible names: "A: 12%")."""
    return [int(b.accessibleName().rpartition(": ")[2].rstrip("% ")) for b in _bars(panel)]


def test_hint_key_opens_the_panel_with_the_seats_bars(qtbot, window):
    _gops(window, cards=5)
    window.new_game("gops", seed=3)
    window.activateWindow()
    _on_hand(qtbot, window)
    panel = window.coach.panel
    assert not window.coach.dock.isVisible()
    assert "assisted" not in window.controller.session.record()
    qtbot.keyClick(_focused(), Qt.Key_H)
    assert window.coach.dock.isVisible()
    qtbot.waitUntil(lambda: len(_bars(panel)) == 5, timeout=10000)
    assert abs(sum(_percents(panel)) - 100) <= 2  # the equilibrium's mix over the hand (rounded)
    assert panel.hint.seat == 0
    assert window.controller.session.record()["assisted"] is True  # a hint marks the game
    # the keys are still on the hand: Enter bids, and the panel follows to the next round
    hand = _on_hand(qtbot, window)
    qtbot.keyClick(_focused(), Qt.Key_Return)
    qtbot.waitUntil(lambda: len(_bars(panel)) == 4, timeout=10000)
    assert abs(sum(_percents(panel)) - 100) <= 2
    assert len([b for b in hand.buttons if b.isVisible()]) >= 4


def test_undo_takes_back_a_gops_round_against_the_computer(qtbot, window):
    _gops(window, cards=5)
    window.new_game("gops", seed=5)
    window.activateWindow()
    _on_hand(qtbot, window)
    assert not window.coach.act_undo.isEnabled()  # nothing to take back yet
    start = window.controller.session.observation(0)
    qtbot.keyClick(_focused(), Qt.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.session.observation(0).rounds) == 1, timeout=10000)
    _on_hand(qtbot, window)
    assert window.coach.act_undo.isEnabled()
    qtbot.keyClick(_focused(), Qt.Key_Z, Qt.ControlModifier)
    qtbot.waitUntil(lambda: not window.controller.session.observation(0).rounds, timeout=5000)
    after = window.controller.session.observation(0)
    assert after.my_hand == start.my_hand and after.scores == (0, 0)
    assert window.controller.session.record()["assisted"] is True
    _on_hand(qtbot, window)  # the rebuilt table has the keys, and the game goes on
    qtbot.keyClick(_focused(), Qt.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.session.observation(0).rounds) == 1, timeout=10000)
    # and is stored as it goes on: Continue brings back this game, not the one taken back
    record = window.controller.session.record()
    assert window.controller.session.last_save_error is None
    window.go_home()
    window.continue_game("gops")
    assert window.controller.session.record()["history"] == record["history"]
    assert window.controller.session.assisted


def test_undo_takes_nothing_back_in_pass_and_play_and_says_why(qtbot, window):
    _gops(window, seats=[{"name": "Alice", "kind": "human"}, {"name": "Bob", "kind": "human"}])
    window.new_game("gops", seed=2)
    window.activateWindow()
    table = window.table
    click(qtbot, table.handover.button)
    _on_hand(qtbot, window)
    qtbot.keyClick(_focused(), Qt.Key_Return)  # Alice bids
    qtbot.waitUntil(lambda: table.handover.isVisible(), timeout=5000)
    click(qtbot, table.handover.button)  # Bob
    _on_hand(qtbot, window)
    qtbot.keyClick(_focused(), Qt.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.session.observation(None).rounds) == 1, timeout=5000)
    assert "computer" in window.coach.act_undo.toolTip()
    qtbot.keyClick(_focused() or window, Qt.Key_Z, Qt.ControlModifier)
    assert len(window.controller.session.observation(None).rounds) == 1
    assert "only for games against the computer" in table.accessibleDescription()  # said, never silent


def test_panel_follows_the_seat_at_the_screen_and_hides_behind_the_handover(qtbot, window):
    _gops(window, seats=[{"name": "Alice", "kind": "human"}, {"name": "Bob", "kind": "human"}])
    window.new_game("gops", seed=2)
    window.activateWindow()
    table, panel = window.table, window.coach.panel
    window.coach.act_panel.trigger()  # Help → Coach panel
    assert window.coach.dock.isVisible()
    assert table.handover.isVisible() and panel.hint is None and not _bars(panel)
    click(qtbot, table.handover.button)
    assert panel.hint is None  # the panel open, no hint asked for: nothing is shown (issue 30)
    _on_hand(qtbot, window)
    qtbot.keyClick(_focused(), Qt.Key_H)
    qtbot.waitUntil(lambda: panel.hint is not None and panel.hint.seat == 0, timeout=10000)
    _on_hand(qtbot, window)
    qtbot.keyClick(_focused(), Qt.Key_Return)  # Alice bids: hand over to Bob
    qtbot.waitUntil(lambda: table.handover.isVisible(), timeout=5000)
    assert panel.hint is None and not _bars(panel)  # nothing of Alice's hand is left up
    click(qtbot, table.handover.button)
    qtbot.waitUntil(lambda: panel.hint is not None and panel.hint.seat == 1, timeout=10000)


def _play_to_the_summary(qtbot, window):
    table = window.table
    hand = table.v_hand["bottom"]
    while not window.controller.session.is_over:
        qtbot.waitUntil(lambda: window.controller.session.is_over
                        or (_focused() in hand.buttons and _focused().playable()), timeout=5000)
        if window.controller.session.is_over:
            break  # the last card goes by itself
        n = len(window.controller.session.observation(0).my_hand)
        qtbot.keyClick(_focused(), Qt.Key_Return)
        qtbot.waitUntil(lambda n=n: window.controller.session.is_over
                        or len(window.controller.session.observation(0).my_hand) < n, timeout=10000)
    qtbot.waitUntil(lambda: table.summary.isVisible() and table.summary.kind == "match", timeout=10000)
    return table


def _summary_button(table, text):
    return next(b for b in table.summary.findChildren(QPushButton) if b.isVisible() and b.text() == text)


def test_review_from_the_gops_summary_and_replay_from_a_row(qtbot, window):
    _gops(window, cards=4)
    window.new_game("gops", seed=11)
    window.activateWindow()
    table = _play_to_the_summary(qtbot, window)
    click(qtbot, _summary_button(table, "Review my play…"))
    qtbot.waitUntil(lambda: window.coach.review_dialog is not None and window.coach.review_dialog.isVisible(),
                    timeout=20000)
    dialog = window.coach.review_dialog
    assert dialog.table.rowCount() >= 3  # a row per bid (the last card goes by itself)
    assert table.summary.isVisible()  # the summary stays behind the review
    qtbot.keyClick(dialog.table, Qt.Key_Down)
    qtbot.keyClick(dialog.table, Qt.Key_Return)  # the second bid: the replay just after it
    qtbot.waitUntil(lambda: window.coach.replay_window is not None and window.coach.replay_window.isVisible(),
                    timeout=5000)
    replay = window.coach.replay_window
    assert replay.model.step == dialog.analysis.decisions[1].move + 1  # the position just after that bid
    assert replay.coach.isVisible() and "best move" in replay.coach.text()
    replay.close()
    qtbot.keyClick(dialog.table, Qt.Key_Escape)
    qtbot.waitUntil(lambda: window.coach.review_dialog is None, timeout=5000)
    assert table.summary.isVisible()


def test_replay_from_the_summary_steps_with_the_arrow_keys(qtbot, window):
    _gops(window, cards=4)
    window.new_game("gops", seed=12)
    window.activateWindow()
    table = _play_to_the_summary(qtbot, window)
    click(qtbot, _summary_button(table, "Replay this game…"))
    qtbot.waitUntil(lambda: window.coach.replay_window is not None and window.coach.replay_window.isVisible(),
                    timeout=5000)
    replay = window.coach.replay_window
    assert replay.model.step == 0 and replay.model.steps == 8
    assert replay.seat.findText("All cards open") >= 0  # the game is over: every hand may be opened
    qtbot.keyClick(replay, Qt.Key_Right)
    qtbot.keyClick(replay, Qt.Key_Right)
    assert replay.model.step == 2
    qtbot.keyClick(replay, Qt.Key_Left)
    assert replay.model.step == 1
    qtbot.keyClick(replay, Qt.Key_End)
    assert replay.model.step == 8
    replay.close()
    qtbot.waitUntil(lambda: window.coach.replay_window is None, timeout=5000)
    assert table.summary.isVisible()


def test_replay_of_a_game_in_progress_shows_only_the_persons_view(qtbot, window):
    _gops(window, cards=5)
    window.new_game("gops", seed=6)
    window.activateWindow()
    _on_hand(qtbot, window)
    qtbot.keyClick(_focused(), Qt.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.session.observation(0).rounds) == 1, timeout=10000)
    window.coach.act_replay.trigger()
    replay = window.coach.replay_window
    assert replay.isVisible() and replay.seat.count() == 1  # not the computer's hand, not all cards open
    replay.close()


def test_the_load_dialog_replays_a_save_without_opening_it(qtbot, window):
    from cardgames_qt.ui.dialogs.saves_dialog import SavesDialog
    _gops(window, cards=5)
    window.new_game("gops", seed=8)
    window.activateWindow()
    _on_hand(qtbot, window)
    qtbot.keyClick(_focused(), Qt.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.session.observation(0).rounds) == 1, timeout=10000)
    session = window.controller.session
    # the computer seals its next bid at once (zero delay): wait for it, so the count is settled
    qtbot.waitUntil(lambda: session.observation(0).committed[1], timeout=10000)
    assert session.move_count == 3
    window.save_store.save_named("Before lunch", session.db_id)
    dialog = SavesDialog(window.save_store, window)
    qtbot.addWidget(dialog)
    dialog.show()
    click(qtbot, dialog.replay_button)
    replay = dialog.replay
    assert replay.isVisible() and replay.model.steps == 3
    assert replay.seat.count() == 1  # a game in progress: the person's view only, never the computer's hand
    qtbot.keyClick(replay, Qt.Key_Right)
    qtbot.keyClick(replay, Qt.Key_Right)
    assert replay.model.step == 2
    replay.close()
    assert window.controller.session is session and session.move_count == 3  # nothing was opened


def test_the_statistics_window_replays_a_finished_game_with_every_hand_open(qtbot, window):
    from cardgames_qt.storage import StatsQueries
    from cardgames_qt.ui.dialogs.stats_window import StatsWindow
    _gops(window, cards=4)
    window.new_game("gops", seed=13)
    window.activateWindow()
    _play_to_the_summary(qtbot, window)
    stats = StatsWindow(StatsQueries(window.save_store.db), window, store=window.save_store)
    qtbot.addWidget(stats)
    stats.show()
    assert stats.finished_games.rowCount() == 1, stats.message.text()
    assert "You" in stats.finished_games.item(0, 1).text(), stats.message.text()
    qtbot.keyClick(stats.finished_games, Qt.Key_Return)
    replay = stats.replay
    assert replay is not None and replay.isVisible()
    assert replay.seat.findText("All cards open") >= 0
    qtbot.keyClick(replay, Qt.Key_End)
    assert replay.model.step == replay.model.steps == 8
    replay.close()


def test_a_review_cancelled_while_it_is_computed_leaves_the_game_going(qtbot, window):
    _gops(window, cards=5)
    window.new_game("gops", seed=9)
    window.activateWindow()
    _on_hand(qtbot, window)
    qtbot.keyClick(_focused(), Qt.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.session.observation(0).rounds) == 1, timeout=10000)
    window.coach.act_review.trigger()  # Game → Review my last game…
    progress = window.coach.progress
    assert progress is not None and progress.isVisible()
    click(qtbot, progress.findChild(QPushButton))  # Cancel, before the answer is in
    qtbot.wait(300)  # the answer arrives and is dropped
    assert window.coach.review_dialog is None and window.coach.progress is None
    _on_hand(qtbot, window)  # the keys are back on the hand and the computer plays on
    qtbot.keyClick(_focused(), Qt.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.session.observation(0).rounds) == 2, timeout=10000)


def test_tab_to_review_on_the_summary_then_enter_opens_the_review(qtbot, window):
    """Enter presses the summary button the keyboard moved to, not always the default one."""
    _gops(window, cards=4)
    window.new_game("gops", seed=11)
    window.activateWindow()
    table = _play_to_the_summary(qtbot, window)
    review = _summary_button(table, "Review my play…")
    for _ in range(6):  # Tab through the summary's buttons as a person would
        if QApplication.focusWidget() is review:
            break
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key_Tab)
    assert QApplication.focusWidget() is review
    qtbot.keyClick(review, Qt.Key_Return)
    qtbot.waitUntil(lambda: window.coach.review_dialog is not None and window.coach.review_dialog.isVisible(),
                    timeout=20000)
    assert table.summary.isVisible()  # the default "Next game"/"New game" was not pressed
    qtbot.keyClick(window.coach.review_dialog.table, Qt.Key_Escape)
    qtbot.waitUntil(lambda: window.coach.review_dialog is None, timeout=5000)


def _start_against_computers(window, game_id, players):
    from cardgames_qt.app.session import COMPUTER, GameSession, Seat
    seats = [Seat("You")] + [Seat(f"C{i}", COMPUTER) for i in range(1, players)]
    session = GameSession.start(game_id, {"players": players}, seats, seed=17)
    window.settings.move_delay_ms = 0
    window.open_session(session)
    window.activateWindow()
    return session


def test_hint_key_in_guts_says_in_or_out_for_the_seats_own_hand(qtbot, window):
    session = _start_against_computers(window, "guts", 4)
    table = window.table
    qtbot.waitUntil(lambda: table.b_in.isEnabled(), timeout=10000)
    qtbot.keyClick(_focused() or window, Qt.Key_H)
    panel = window.coach.panel
    qtbot.waitUntil(lambda: panel.hint is not None and panel.hint.game == "guts", timeout=10000)
    hint = panel.hint
    assert hint.seat == 0 and hint.players == 4 and hint.best in ("in", "out")
    assert set(hint.gains) == {"in", "out"} and hint.best == max(hint.gains, key=hint.gains.get)
    assert session.record()["assisted"] is True
    # the hint names only the seat's own cards: the hand it describes is the one at the screen
    ranks = {c[:-1] for c in session.observation(0).my_hand}
    assert set(hint.hand.split("-")) <= ranks
    qtbot.keyClick(_focused() or window, Qt.Key_O)  # the keys still play: O declares out
    qtbot.waitUntil(lambda: session.observation(0).my_choice == "out" or session.move_count > 0, timeout=5000)


def test_hint_key_in_zhopa_estimates_each_choice(qtbot, window):
    session = _start_against_computers(window, "zhopa", 3)
    table = window.table
    qtbot.waitUntil(lambda: 0 in session.acting_seats() and table.gate_open(), timeout=20000)
    qtbot.keyClick(_focused() or window, Qt.Key_H)
    panel = window.coach.panel
    qtbot.waitUntil(lambda: panel.hint is not None and panel.hint.game == "zhopa", timeout=20000)
    hint = panel.hint
    legal = session.legal_actions(0)
    assert hint.seat == 0 and hint.best in legal
    if hint.phase == "bet":
        assert set(hint.reach) == {"go", "pass"} and all(0 <= p <= 1 for p in hint.reach.values())
    else:
        assert set(hint.points) == set(legal)
    assert window.coach.dock.isVisible() and session.record()["assisted"] is True


def test_alt_h_opens_the_help_menu_while_the_coach_panel_is_open(qtbot, window):
    """The panel's Hint button takes no Alt+H of its own (it has H and F2): Alt+H is
    the Help menu's, with the panel open too."""
    _gops(window, cards=5)
    window.new_game("gops", seed=3)
    window.activateWindow()
    _on_hand(qtbot, window)
    qtbot.keyClick(_focused(), Qt.Key_H)
    assert window.coach.dock.isVisible()
    qtbot.keyClick(_focused(), Qt.Key_H, Qt.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=3000)
    popup = QApplication.activePopupWidget()
    assert popup.title().replace("&", "") == "Help"
    qtbot.keyClick(popup, Qt.Key_Escape)


def test_on_an_800x600_screen_the_panel_floats_over_the_table_inside_the_screen(qtbot, window):
    """Seen under openbox on an 800x600 screen: Shift+F2 docked the panel beside a table that
    cannot be narrower, and the window grew past the screen's right edge (the panel and the
    window's close button off it). Now the panel floats over the table's upper right, inside
    the screen; the window stays on it, the hand and the bet buttons stay in sight, keys still
    act on the table, and Shift+F2 closes it again."""
    screen = window.screen().availableGeometry()
    assert screen.width() <= 800  # the offscreen screen: the case itself
    window.resize(window.minimumSizeHint().expandedTo(window.minimumSize()))
    window.move(screen.topLeft())
    window.settings = window.settings.with_value("zhopa.players", 3)
    window.new_game("zhopa", seed=3)
    window.activateWindow()
    table = window.table
    qtbot.waitUntil(lambda: table.b_go.isVisible() and table.b_go.isEnabled(), timeout=10000)
    assert screen.contains(window.frameGeometry())
    qtbot.keyClick(_focused() or window, Qt.Key_F2, Qt.ShiftModifier)
    dock = window.coach.dock
    qtbot.waitUntil(lambda: dock.isVisible() and dock.isFloating(), timeout=3000)
    qtbot.waitUntil(lambda: screen.contains(window.frameGeometry()), timeout=3000)
    assert screen.contains(dock.frameGeometry())
    covered = dock.frameGeometry()
    for w in (table.b_go, table.b_pass, *table.v_hand.buttons):
        where = w.rect().translated(w.mapToGlobal(w.rect().topLeft()))
        assert not where.intersects(covered), (w, where, covered)
    qtbot.keyClick(_focused() or window, Qt.Key_H)  # the keys still act on the table
    qtbot.waitUntil(lambda: window.coach.panel.hint is not None, timeout=20000)
    assert table.isAncestorOf(_focused())
    qtbot.keyClick(_focused() or window, Qt.Key_F2, Qt.ShiftModifier)
    qtbot.waitUntil(lambda: not dock.isVisible(), timeout=3000)
    assert screen.contains(window.frameGeometry())
