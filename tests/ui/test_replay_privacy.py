"""A replay shows what the person at the screen may see, from every entry point
(issue 21, item 3): Load… → Replay…, Game → Replay this game…, the summary's
"Replay this game…" and the statistics window. Pass-and-play and against the
computer, through the window with keys and clicks; what the replay offers (its
seat chooser) and what it draws (its labels) are both checked.

One rule (app/visibility.py): a game in progress is replayed only from the view
of the person at the screen (the one person against the computer; in
pass-and-play the seat whose turn it is, who confirms first); a finished game
from every seat's view, and all cards open."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit, QMenu, QPushButton

from ..dialogs import ModalWatcher
from .conftest import click, drawn_texts

ANN, BOB = {"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}
CPU = {"name": "Cleo", "kind": "computer"}


def _focused():
    return QApplication.focusWidget()


def press(w, key, modifier=Qt.NoModifier):
    """A key pressed by the person at the window: it goes to whatever has the focus."""
    w.activateWindow()
    QTest.qWaitForWindowActive(w)
    QTest.keyClick(_focused() or w, key, modifier)


def _guts(qtbot, window, seats, seed=5):
    window.settings = window.settings.with_value("guts.players", len(seats)).with_value("guts.seats", seats)
    window.settings.move_delay_ms = 0
    window.new_game("guts", seed=seed)
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    return window.table


def _declare_in(qtbot, window, seat):
    """The seat at the screen (after its handover, if any) declares in by the I key."""
    table = window.table
    if table.handover.isVisible():
        press(window, Qt.Key_Return)  # "I am …: show my cards"
    qtbot.waitUntil(lambda: window.controller.viewer == seat and seat in window.controller.session.acting_humans()
                    and table.b_in.isEnabled(), timeout=10000)
    press(window, Qt.Key_I)
    qtbot.waitUntil(lambda: window.controller.session.observation(None).declared[seat], timeout=5000)


def _save_as(qtbot, window, name):
    def answer():
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, QInputDialog):
            QTimer.singleShot(20, answer)
            return
        field = dlg.findChild(QLineEdit)
        QTest.keyClicks(field, name)
        QTest.keyClick(field, Qt.Key_Return)
    QTimer.singleShot(0, answer)
    press(window, Qt.Key_S, Qt.ControlModifier)
    qtbot.waitUntil(lambda: name in [i.title for i in window.save_store.list_saves()], timeout=3000)


def _seats_offered(replay) -> list[str]:
    return [replay.seat.itemText(i) for i in range(replay.seat.count())]


def _hand_words(model, seat) -> list[str]:
    """The cards of ``seat``'s hand at the replay's step, as the replay's table names them
    (each card drawn face up says its name; a face-down one says nothing of it)."""
    from cardgames_qt.app.presenters.gops_presenter import HAND_SUITS
    from cardgames_qt.ui.words.cardnames import card_name, gops_card
    hand = model.observation(seat).my_hand
    if model.game_id == "gops":
        return [card_name(gops_card(v, HAND_SUITS[seat])) for v in hand]
    return [card_name(c) for c in hand]


def _shown(replay) -> str:
    return "\n".join(drawn_texts(replay) + _seats_offered(replay))


def _replay_from_the_load_dialog(qtbot, window, answer=Qt.Key_Return):
    """Ctrl+O, the first save is chosen, Replay… is clicked; what the replay offered and
    drew at its start and at its end (End key), and the questions asked."""
    seen = {}

    def in_dialog():
        dlg = QApplication.activeModalWidget()
        if dlg is None or not hasattr(dlg, "replay_button"):
            QTimer.singleShot(20, in_dialog)
            return
        QTest.keyClick(dlg.list, Qt.Key_Home)  # the first (newest) save
        watcher = ModalWatcher(answer)
        dlg.replay = None
        QTest.mouseClick(dlg.replay_button, Qt.LeftButton)
        watcher.stop()
        seen["asked"] = watcher.texts
        replay = dlg.replay
        seen["replay"] = replay is not None
        if replay is not None:
            qtbot.waitExposed(replay)
            seen["offered"] = _seats_offered(replay)
            seen["start"] = (_shown(replay), {s: _hand_words(replay.model, s) for s in range(replay.model.num_players)})
            QTest.keyClick(replay, Qt.Key_End)
            seen["end"] = (_shown(replay), {s: _hand_words(replay.model, s) for s in range(replay.model.num_players)})
            seen["finished"] = replay.model.finished
            replay.close()
        QTest.keyClick(dlg, Qt.Key_Escape)

    QTimer.singleShot(0, in_dialog)
    press(window, Qt.Key_O, Qt.ControlModifier)
    return seen


def _only_this_hand_shown(seen, shown_seat, hidden_seats):
    for when in ("start", "end"):
        text, hands = seen[when]
        assert all(card in text for card in hands[shown_seat]), (when, text)
        for other in hidden_seats:
            leaked = [card for card in hands[other] if card in text]
            assert not leaked, f"{when}: seat {other}'s {leaked} shown in {text!r}"


# --- Load… → Replay… ------------------------------------------------------------------------

def test_load_replay_of_a_pass_and_play_game_shows_only_the_person_whose_turn_it_is(qtbot, window):
    """The bug of issue 21: every seat was offered and Ann's hidden hand was shown."""
    _guts(qtbot, window, [ANN, BOB])
    _declare_in(qtbot, window, 0)  # Ann declares; the screen waits for Bob
    qtbot.waitUntil(lambda: window.table.handover.isVisible(), timeout=5000)
    _save_as(qtbot, window, "Two of us")
    seen = _replay_from_the_load_dialog(qtbot, window)
    assert seen["replay"] and not seen["finished"]
    assert len(seen["asked"]) == 1 and "Pass the screen to Bob" in seen["asked"][0]
    assert seen["offered"] == ["Bob"]  # not Ann's view, not "All cards open"
    _only_this_hand_shown(seen, 1, [0])


def test_load_replay_of_a_pass_and_play_game_can_be_declined(qtbot, window):
    _guts(qtbot, window, [ANN, BOB])
    _declare_in(qtbot, window, 0)
    qtbot.waitUntil(lambda: window.table.handover.isVisible(), timeout=5000)
    _save_as(qtbot, window, "Two of us")
    seen = _replay_from_the_load_dialog(qtbot, window, answer=Qt.Key_Escape)
    assert len(seen["asked"]) == 1 and not seen["replay"]  # nothing private was drawn


def test_load_replay_against_the_computer_shows_only_the_persons_hand(qtbot, window):
    _guts(qtbot, window, [ANN, CPU])
    _declare_in(qtbot, window, 0)
    _save_as(qtbot, window, "Against Cleo")
    seen = _replay_from_the_load_dialog(qtbot, window)
    assert seen["replay"] and not seen["finished"]
    assert seen["asked"] == []  # the one person is at the screen: nothing to hand over
    assert seen["offered"] == ["Ann"]
    _only_this_hand_shown(seen, 0, [1])


def _finish_gops(qtbot, window, seats):
    """A three-card Gops played to its end by keys (Enter confirms a handover, Enter bids)."""
    window.settings = (window.settings.with_value("gops.cards", 3).with_value("gops.games", 1)
                       .with_value("gops.seats", seats))
    window.settings.move_delay_ms = 0
    window.new_game("gops", seed=3)
    window.activateWindow()
    table = window.table
    hand = table.v_hand["bottom"]
    session = window.controller.session
    while not session.is_over:
        qtbot.waitUntil(lambda: session.is_over or table.handover.isVisible() or table.b_continue.isVisible()
                        or (_focused() in hand.buttons and _focused().playable()), timeout=10000)
        if session.is_over:
            break
        # Enter: "I am …" on a handover, Continue after a public result, else a bid
        state = (session.move_count, table.handover.isVisible(), table.b_continue.isVisible())
        press(window, Qt.Key_Return)
        qtbot.waitUntil(lambda state=state: session.is_over or state != (
            session.move_count, table.handover.isVisible(), table.b_continue.isVisible()), timeout=10000)
    for _ in range(5):  # the last result is public: it waits for Continue, then the summary
        qtbot.waitUntil(lambda: table.summary.isVisible() or table.b_continue.isVisible(), timeout=10000)
        if table.summary.isVisible():
            break
        press(window, Qt.Key_Return)
    qtbot.waitUntil(lambda: table.summary.isVisible() and table.summary.kind == "match", timeout=10000)
    return table


def test_load_replay_of_a_finished_pass_and_play_game_opens_every_hand(qtbot, window):
    _finish_gops(qtbot, window, [ANN, BOB])
    _save_as(qtbot, window, "Finished")
    seen = _replay_from_the_load_dialog(qtbot, window)
    assert seen["replay"] and seen["finished"] and seen["asked"] == []
    assert seen["offered"] == ["Ann", "Bob", "All cards open"]


# --- Game → Replay this game… ---------------------------------------------------------------

def _game_menu_replay(qtbot, window):
    """Alt+G opens the Game menu; G, the letter of "Replay this &game…" (no other entry has
    it), chooses it."""
    press(window, Qt.Key_G, Qt.AltModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=3000)
    menu = QApplication.activePopupWidget()
    assert window.coach.act_replay.text() == "Replay this &game…"
    QTest.keyClick(menu, Qt.Key_G)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=3000)
    return window.coach.replay_window


def test_game_menu_replay_in_pass_and_play_follows_the_handover(qtbot, window):
    table = _guts(qtbot, window, [ANN, BOB])
    press(window, Qt.Key_Return)  # Ann takes the screen
    qtbot.waitUntil(lambda: window.controller.viewer == 0, timeout=5000)
    replay = _game_menu_replay(qtbot, window)
    assert replay is not None and _seats_offered(replay) == ["Ann"]
    hands = {s: _hand_words(replay.model, s) for s in (0, 1)}
    text = _shown(replay)
    assert all(c in text for c in hands[0]) and not [c for c in hands[1] if c in text]
    replay.close()
    qtbot.waitUntil(lambda: window.coach.replay_window is None, timeout=5000)
    _declare_in(qtbot, window, 0)
    qtbot.waitUntil(lambda: table.handover.isVisible(), timeout=5000)
    # between two people nobody's view may be shown: the table says so, no replay opens
    assert _game_menu_replay(qtbot, window) is None
    assert window.status.text() == "Hand the screen over first."
    press(window, Qt.Key_Return)  # Bob takes the screen
    qtbot.waitUntil(lambda: window.controller.viewer == 1, timeout=5000)
    replay = _game_menu_replay(qtbot, window)
    assert replay is not None and _seats_offered(replay) == ["Bob"]
    hands = {s: _hand_words(replay.model, s) for s in (0, 1)}
    text = _shown(replay)
    assert all(c in text for c in hands[1]) and not [c for c in hands[0] if c in text]
    replay.close()


def test_game_menu_replay_against_the_computer_hides_the_computers_hand(qtbot, window):
    _guts(qtbot, window, [ANN, CPU])
    _declare_in(qtbot, window, 0)
    replay = _game_menu_replay(qtbot, window)
    assert replay is not None and _seats_offered(replay) == ["Ann"]
    QTest.keyClick(replay, Qt.Key_End)
    hands = {s: _hand_words(replay.model, s) for s in (0, 1)}
    text = _shown(replay)
    assert all(c in text for c in hands[0]) and not [c for c in hands[1] if c in text]
    replay.close()


# --- the summary and the statistics window (finished games) ----------------------------------

def test_summary_and_statistics_replays_of_a_finished_pass_and_play_game_open_every_hand(qtbot, window):
    table = _finish_gops(qtbot, window, [ANN, BOB])
    button = next(b for b in table.summary.findChildren(QPushButton) if b.isVisible()
                  and b.text() == "Replay this game…")
    click(qtbot, button)
    qtbot.waitUntil(lambda: window.coach.replay_window is not None and window.coach.replay_window.isVisible(),
                    timeout=5000)
    replay = window.coach.replay_window
    assert _seats_offered(replay) == ["Ann", "Bob", "All cards open"]
    for _ in range(replay.seat.count()):  # down the seat chooser to its last entry: all cards open
        QTest.keyClick(replay.seat, Qt.Key_Down)
    assert replay.seat.currentText() == "All cards open"
    text = _shown(replay)  # every hand drawn face up on the replay's table
    assert all(c in text for s in (0, 1) for c in _hand_words(replay.model, s))
    replay.close()
    qtbot.waitUntil(lambda: window.coach.replay_window is None, timeout=5000)
    seen = {}

    def in_stats():
        dlg = QApplication.activeModalWidget()
        if dlg is None or not hasattr(dlg, "finished_games"):
            QTimer.singleShot(20, in_stats)
            return
        dlg.tabs.setCurrentWidget(dlg.finished_games.parentWidget())
        QTest.keyClick(dlg.finished_games, Qt.Key_Return)
        seen["offered"] = _seats_offered(dlg.replay) if dlg.replay is not None else None
        if dlg.replay is not None:
            dlg.replay.close()
        QTest.keyClick(dlg, Qt.Key_Escape)

    QTimer.singleShot(0, in_stats)
    window.act_stats.trigger()
    assert seen["offered"] == ["Ann", "Bob", "All cards open"]
