"""Gops through the real app: clicks, pass-and-play privacy, saves, screenshot."""
from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from cardgames_qt.app.session import GameSession
from cardgames_qt.storage import GameStore, SaveStore
from cardgames_qt.ui.table.models import CardRole, FaceUpRole
from cardgames_qt.ui.words.cardnames import card_name

from .conftest import click, drawn_texts


def _short_gops(window, cards=5, games=1, seats=None):
    s = window.settings.with_value("gops.cards", cards).with_value("gops.games", games)
    if seats is not None:
        s = s.with_value("gops.seats", seats)
    window.settings = s
    window.settings.move_delay_ms = 0


def _wait_my_turn(qtbot, table):
    def ready():
        if table.summary.isVisible() and table.summary.kind == "game":
            click(qtbot, table.summary.default_button)  # "Next game": the summary owns the screen till then
        assert table.session.is_over or table.v_hand["bottom"].first_playable() is not None
    qtbot.waitUntil(ready, timeout=10000)


def test_gops_against_the_computer_by_clicks_to_the_end(qtbot, window):
    _short_gops(window, cards=5, games=2)
    click(qtbot, window.start_page.panels["gops"].new_button)
    table = window.table
    assert table is not None and window.stack.currentWidget() is table
    bids = 0
    while not table.session.is_over:
        _wait_my_turn(qtbot, table)
        if table.session.is_over:
            break
        view = table.v_hand["bottom"]
        row = view.first_playable()
        before = table.session.move_count
        click(qtbot, view.buttons[row])
        qtbot.waitUntil(lambda before=before: table.session.move_count > before, timeout=5000)
        bids += 1
    assert bids == 10  # 5 rounds x 2 games, every round bid explicitly by the human
    obs = table.session.observation(0)
    assert obs.is_over and len(obs.game_results) == 2
    assert obs.totals == (sum(r[0] for r in obs.game_results), sum(r[1] for r in obs.game_results))
    assert sum(obs.totals) <= 2 * 15  # 1+2+3+4+5 prize points per game at most
    # the end-of-match summary says who won and offers the next action
    # the match summary replaces the last game's (which may still be open)
    qtbot.waitUntil(lambda: table.summary.isVisible() and table.summary.kind == "match", timeout=5000)
    assert "match" in table.summary.title.text().lower()
    a, b = obs.totals
    assert str(max(a, b)) in table.summary.title.text()
    # a finished game is not offered for "Continue": every move was committed as it was made
    assert not GameStore().has_continue("gops")


def test_illegal_bid_is_refused_with_a_message_and_nothing_changes(qtbot, window):
    _short_gops(window)
    window.new_game("gops", seed=4)
    table = window.table
    _wait_my_turn(qtbot, table)
    view = table.v_hand["bottom"]
    messages = []
    table.controller.refused.connect(messages.append)
    click(qtbot, view.buttons[0])  # a legal bid
    n = table.session.move_count
    fp = table.session.state.fingerprint()
    table.controller.submit(0, 1)  # the ace again: already committed/spent
    assert messages and messages[-1].strip()
    assert table.session.state.fingerprint() == fp and table.session.move_count == n


def test_keyboard_bid_by_rank_key(qtbot, window):
    _short_gops(window)
    window.new_game("gops", seed=9)
    table = window.table
    window.activateWindow()
    _wait_my_turn(qtbot, table)
    qtbot.waitUntil(lambda: QApplication.focusWidget() in table.v_hand["bottom"].buttons, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Space)  # Space never bids
    assert not table.session.observation(0).committed[0]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_3)
    qtbot.waitUntil(lambda: any(h == [0, 3] for h in table.session.moves()), timeout=3000)


def test_two_humans_handover_hides_the_sealed_bid(qtbot, window):
    _short_gops(window, seats=[{"name": "Alice", "kind": "human"}, {"name": "Bob", "kind": "human"}])
    window.new_game("gops", seed=11)
    table = window.table
    ctl = table.controller
    assert ctl.pass_and_play
    # the game opens on the handover screen for Alice: nothing private behind it
    assert table.handover.isVisible() and "Alice" in table.handover.title.text()
    click(qtbot, table.handover.button)
    assert ctl.viewer == 0 and not table.handover.isVisible()
    view = table.v_hand["bottom"]
    row = view.first_playable()
    secret = view.model.data(view.model.index(row), CardRole)
    click(qtbot, view.buttons[row])
    # Alice's bid is sealed: the table must now ask for Bob before showing anything
    assert table.handover.isVisible() and "Bob" in table.handover.title.text()
    assert ctl.viewer is None
    obs_public = table.session.observation(None)
    assert obs_public.my_bid is None
    click(qtbot, table.handover.button)
    assert ctl.viewer == 1
    # Bob's screen: Alice's bid slot is face down and no model or drawn item names the card
    top_bid = table.v_bid["top"].model
    assert top_bid.rowCount() == 1
    assert top_bid.data(top_bid.index(0), FaceUpRole) is False
    assert top_bid.data(top_bid.index(0), CardRole) is None
    texts = drawn_texts(table.v_bid["top"])
    assert card_name(secret) not in texts
    assert any("bid placed" in t.lower() for t in drawn_texts(table))
    # Alice's hand is public (spent bids lie face up) and still lists the sealed card
    top_hand = [table.v_hand["top"].model.data(table.v_hand["top"].model.index(i), CardRole)
                for i in range(table.v_hand["top"].model.rowCount())]
    assert secret in top_hand
    # Bob bids: the reveal waits for Continue, which stands in free space, over no card
    hand = table.v_hand["bottom"]
    click(qtbot, hand.buttons[hand.first_playable()])
    qtbot.waitUntil(table.b_continue.isVisible, timeout=5000)
    spot = table.b_continue.geometry()
    cards = [table.v_hand[p] for p in ("top", "bottom")] + [table.v_pot, table.v_pile] + \
        [v for views in (table.v_bid, table.v_spent, table.v_won) for v in views.values()]
    assert not any(v.geometry().intersects(spot) for v in cards)
    assert table.rect().contains(spot)


def test_save_quit_continue_resumes_identically(qtbot, _isolated_home):
    from cardgames_qt.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.settings = w.settings.with_value("gops.cards", 6)
    w.settings.move_delay_ms = 0
    w.new_game("gops", seed=21)
    table = w.table
    for _ in range(3):
        _wait_my_turn(qtbot, table)
        n = table.session.move_count
        click(qtbot, table.v_hand["bottom"].buttons[table.v_hand["bottom"].first_playable()])
        qtbot.waitUntil(lambda n=n: table.session.move_count >= n + 1, timeout=5000)
    # the computer seals its bid at once; then nothing moves until the human bids
    qtbot.waitUntil(lambda: table.session.state.acting_seats() == [0], timeout=5000)
    fp = table.session.state.fingerprint()
    w.close()  # closing the table flushes the autosave writer

    w2 = MainWindow()
    qtbot.addWidget(w2)
    assert w2.start_page.panels["gops"].continue_button.isEnabled()
    click(qtbot, w2.start_page.panels["gops"].continue_button)
    assert w2.table is not None
    assert w2.table.session.state.fingerprint() == fp
    w2.close()


@pytest.mark.parametrize("content", [b"{not json", b"\x00\xff\xfe garbage", b'{"format": "something-else"}',
                                     b'[1, 2, 3]'])
def test_a_bad_autosave_of_an_earlier_version_is_reported_and_left_alone(qtbot, _isolated_home, content):
    """Earlier versions' JSON autosaves are imported once at start; a bad one is named in a
    message, left where it is byte for byte, and offers no Continue."""
    from cardgames_qt.ui.main_window import MainWindow

    from ..dialogs import ModalWatcher

    path = SaveStore().autosave_path("gops")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    watcher = ModalWatcher()
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: bool(watcher.texts), timeout=5000)
    watcher.stop()
    assert "gops.json" in watcher.texts[0] and "Traceback" not in watcher.texts[0]
    assert not w.start_page.panels["gops"].continue_button.isEnabled()
    assert path.read_bytes() == content
    w.close()


def test_screenshot_cli_writes_a_non_blank_png(tmp_path):
    out = tmp_path / "gops.png"
    proc = subprocess.run([sys.executable, "-m", "cardgames_qt", "--game", "gops", "--seed", "3",
                           "--screenshot", str(out)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    img = QImage(str(out))
    assert img.width() == 1280 and img.height() == 800
    colours = {img.pixel(x, y) for x in range(0, img.width(), 37) for y in range(0, img.height(), 29)}
    assert len(colours) > 50  # a drawn table, not a blank or single-colour image


def test_a_games_summary_shows_that_game_and_the_status_line_says_so(qtbot, window):
    """The end-of-game summary owns the screen: behind it the table stays as the game's
    last reveal left it (not the next game's first prize), and the status line repeats
    the summary's title instead of asking for the next game's bid."""
    _short_gops(window, cards=3, games=2)
    statuses = []
    window.new_game("gops", seed=5)
    table = window.table
    table.statusChanged.connect(statuses.append)
    while not (table.summary.isVisible() and table.summary.kind == "game"):
        qtbot.waitUntil(lambda: table.summary.isVisible() or table.v_hand["bottom"].first_playable() is not None,
                        timeout=10000)
        if table.summary.isVisible():
            break
        view = table.v_hand["bottom"]
        before = table.session.move_count
        click(qtbot, view.buttons[view.first_playable()])
        qtbot.waitUntil(lambda before=before: table.session.move_count > before, timeout=5000)
    title = table.summary.title.text()
    assert title.startswith("Game 1")
    assert "Game 1 of 2" in table.l_round.text()  # not "Game 2 of 2": that game has not begun
    assert statuses and statuses[-1] == title
    # every prize of game 1 is on the table behind the summary: none is left in the pile
    assert table.v_hand["bottom"].first_playable() is None
    assert "Prize pile: 0" in table.l_pile.text()
    # the scores behind it are the summary's: the last reveal counted
    final = sorted(table.session.observation(0).game_results[0])
    shown = table.l_name["bottom"].text() + " " + table.l_name["top"].text()
    assert f"{final[1]} points" in shown and f"{final[0]} points" in shown
    assert f"{final[1]} to {final[0]}" in title
    click(qtbot, table.summary.default_button)
    qtbot.waitUntil(lambda: "Game 2 of 2" in table.l_round.text(), timeout=5000)
    assert statuses[-1] != title


def test_default_seat_names_follow_the_language_of_the_moment(qtbot, window):
    """A seat whose name was left empty is stored as a default: a game started in English
    and continued in Russian calls the person "Вы", not "You"; a typed name stays as typed."""
    from cardgames_qt.ui.i18n import install_language
    _short_gops(window, seats=[{"name": "", "kind": "human"}, {"name": "Ada", "kind": "computer"}])
    window.new_game("gops", seed=6)
    session = window.table.session
    assert [s.to_dict().get("default") for s in session.seats] == [["you", None], None]
    record = GameStore().record(session.db_id)
    assert record["seats"][0]["default"] == ["you", None] and record["seats"][1]["name"] == "Ada"
    try:
        install_language(QApplication.instance(), "ru")
        window.open_session(GameSession.from_record(record, session.state, store=None))
        names = window.table.l_name["bottom"].text() + " " + window.table.l_name["top"].text()
        assert "Вы" in names and "You" not in names and "Ada" in names
        # the Load dialog's list and a replay word the stored default the same way
        from cardgames_qt.ui.coach.coach_wiring import replay_window
        from cardgames_qt.ui.dialogs.saves_dialog import SavesDialog
        store = GameStore()
        store.save_named("Ada game", session.db_id)
        dialog = SavesDialog(store)
        qtbot.addWidget(dialog)
        players = dialog.list.topLevelItem(0).toolTip(0)
        assert "Вы" in players and "You" not in players and "Ada" in players
        replay = replay_window(record, window)
        qtbot.addWidget(replay)
        assert "Вы" in replay.names[0] and replay.names[1].strip("\u2068\u2069") == "Ada"
        store.close()
    finally:
        install_language(QApplication.instance(), "en")


@pytest.mark.parametrize("lang, points, words", [("en", 1, "(1 point)"), ("en", 13, "(13 points)"),
                                                 ("ru", 1, "(1 очко)"), ("ru", 3, "(3 очка)"), ("ru", 5, "(5 очков)")])
def test_the_log_counts_points_in_the_languages_plural_forms(qtbot, window, lang, points, words):
    from cardgames_qt.ui.i18n import install_language
    _short_gops(window)
    window.new_game("gops", seed=4)
    try:
        install_language(QApplication.instance(), lang)
        line = window.table.reveal_text(("won", {"a": "Ann", "b": "Bob", "bid_a": 5, "bid_b": 3, "winner": "Ann",
                                                 "pot": [points], "points": points}))
        assert line.endswith(words), line
    finally:
        install_language(QApplication.instance(), "en")
