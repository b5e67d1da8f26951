"""Zhopa through the real app: a whole game by clicks, refusals with the engine's
reason, keyboard play, pass-and-play privacy, save/resume mid-trick, the
completed-trick pause, statistics, and the screenshot command."""
from __future__ import annotations

import random
import subprocess
import sys

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QPushButton

from cardgames_qt.app.session import GameSession, Seat
from cardgames_qt.bots.zhopa_bots import ZhopaHeuristicBot
from cardgames_qt.engine import IllegalMove
from cardgames_qt.engine.registry import replay
from cardgames_qt.engine.zhopa import rating
from cardgames_qt.storage import GameStore, StatsQueries
from cardgames_qt.ui.table.models import ActionRole, CardListModel, CardRole, PlayableRole, ReasonRole, TrickRoleRole
from cardgames_qt.ui.words.cardnames import card_name, card_short

from .conftest import SUIT_SIGNS, click, drawn_texts, suits_out_of_place

BOT = "zhopa-heuristic"  # quick and deterministic: the tests do not wait for the search bot


def _seats(humans=("You",), players=3):
    seats = [{"name": h, "kind": "human"} for h in humans]
    seats += [{"name": f"Bot {i}", "kind": "computer", "bot": BOT} for i in range(1, players - len(humans) + 1)]
    return seats


def _configure(window, players=3, max_parties=2, humans=("You",)):
    s = window.settings.with_value("zhopa.players", players).with_value("zhopa.max_parties", max_parties)
    window.settings = s.with_value("zhopa.seats", _seats(humans, players))
    window.settings.move_delay_ms = 0


def _default_button(summary) -> QPushButton:
    return next(b for b in summary.findChildren(QPushButton) if b.isVisible() and b.isDefault())


def _can_act(table) -> bool:
    if table.b_continue.isVisible():
        spot = table.b_continue.geometry()  # in free space: over no card of the table
        assert not any(v.geometry().intersects(spot) for v in [table.v_hand, table.v_stock, *table.slots])
        click_widget(table.b_continue)  # pass-and-play: everyone has seen the trick
    return (table.session.is_over or table.summary.isVisible() or table.handover.isVisible()
            or table.b_go.isVisible() or table.v_hand.first_playable() is not None)


def click_widget(widget):
    from PySide6.QtTest import QTest
    QTest.mouseClick(widget, Qt.LeftButton)


def _session_to(seats, variant, seed, stop, store=None):
    """A session advanced by heuristic choices for every seat until ``stop(state)``."""
    session = GameSession.start("zhopa", variant, [Seat(**s) for s in seats], seed=seed, store=store)
    bot, rng = ZhopaHeuristicBot(), random.Random(seed)
    while not stop(session.state):
        seat = session.state.current_player()
        session.submit(seat, bot.choose(session.observation(seat), session.legal_actions(seat), rng))
    return session


def _hand_rows(table):
    m = table.v_hand.model
    return [(m.data(m.index(i), CardRole), m.data(m.index(i), PlayableRole), m.data(m.index(i), ReasonRole))
            for i in range(m.rowCount())]


# --- a whole game -------------------------------------------------------------------------

def test_full_game_one_human_two_computers_by_clicks(qtbot, window):
    """Bets by the Go/Pass buttons, every card by a click on a lifted card, each
    partie ends on a summary whose default button goes on; the game ends on the
    winners, the loser and the ratings, recorded once in the statistics."""
    _configure(window, players=3, max_parties=2)
    window.new_game("zhopa", seed=12)
    table = window.table
    session = table.session
    human_moves = summaries = 0
    while True:
        qtbot.waitUntil(lambda: _can_act(table), timeout=15000)
        if table.summary.isVisible():
            if session.is_over:
                break
            summaries += 1
            assert table.summary.kind == "partie"
            click(qtbot, _default_button(table.summary))
            continue
        if session.is_over:
            qtbot.waitUntil(table.summary.isVisible, timeout=5000)
            continue
        before = session.move_count
        if table.b_go.isVisible():
            click(qtbot, table.b_go if human_moves % 2 == 0 else table.b_pass)
        else:
            row = table.v_hand.first_playable()
            card = table.v_hand.model.data(table.v_hand.model.index(row), ActionRole)
            assert card in session.legal_actions(0)
            click(qtbot, table.v_hand.buttons[row])
            assert session.moves()[before] == [0, card]
        qtbot.waitUntil(lambda before=before: session.move_count > before, timeout=5000)
        human_moves += 1
    obs = session.observation(0)
    # 3 banks each cannot reach 0 or 6 in two parties: the limit ends the game, and the
    # human bet once and played 12 of the 36 cards in each partie
    assert obs.partie_number == 2 and obs.end_reason == "max_parties"
    assert human_moves == 2 * (1 + 12)
    assert summaries == 1 and table.summary.kind == "game"
    body = table.summary.body.text()
    title = table.summary.title.text()
    for s in obs.winners:
        assert session.seats[s].name in title
    for s in obs.losers:
        assert session.seats[s].name in body
    # this game's rating (the engine's) is on the summary (results are recorded by the app, not here)
    st = obs.stats[0]
    expected = rating(st.points, st.banks_discarded, st.banks_gained, st.parties, st.required)
    assert f"{expected:.1f}" in body
    # the app recorded the game once, in the profile's database
    stats = StatsQueries(window.save_store.db)
    name = session.seats[0].name
    assert stats.totals()[("zhopa", name)][0] == 1
    # a table opened again on the finished game does not record it twice
    window.open_session(session)
    assert stats.totals()[("zhopa", name)][0] == 1
    assert not GameStore().has_continue("zhopa")


# --- refusals and the keyboard --------------------------------------------------------------

def _following_with_an_illegal_card(state):
    if state.phase != "play" or state.to_act != 0 or not state.trick:
        return state.is_terminal()
    return any(c not in state.legal_actions(0) for c in state.hands[0])


def _words(text):
    return sorted(text.replace(",", " ").replace("(", " ").replace(")", " ").split())


def test_illegal_card_is_dimmed_refused_with_the_engines_reason_and_nothing_changes(qtbot, window):
    session = _session_to(_seats(), {"players": 3}, 31, _following_with_an_illegal_card)
    assert not session.is_over
    window.open_session(session)
    table = window.table
    rows = _hand_rows(table)
    illegal = [(i, card, reason) for i, (card, playable, reason) in enumerate(rows) if not playable]
    assert illegal and any(playable for _, playable, _ in rows)
    row, card, reason = illegal[0]
    with pytest.raises(IllegalMove) as refused:
        session.state.clone().apply(0, card)
    engine_reason = str(refused.value)
    # the dimmed card says why before it is clicked: the engine's own words (the cards it
    # could beat with are listed in the order of the displayed hand, so compare the words)
    assert _words(reason) == _words(engine_reason)
    assert _words(table.v_hand.buttons[row].toolTip()) == _words(engine_reason)
    fingerprint = session.state.fingerprint()
    click(qtbot, table.v_hand.buttons[row])
    assert session.state.fingerprint() == fingerprint
    assert _words(window.status.text()) == _words(engine_reason)


def test_keyboard_arrows_and_enter_play_a_card_and_g_p_bet(qtbot, window):
    _configure(window, players=2)
    window.new_game("zhopa", seed=8)
    table = window.table
    session = table.session
    window.activateWindow()
    qtbot.waitUntil(lambda: table.b_go.isVisible() and table.b_go.hasFocus(), timeout=10000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_P)
    qtbot.waitUntil(lambda: [0, "pass"] in session.moves(), timeout=3000)
    qtbot.waitUntil(lambda: table.v_hand.first_playable() is not None, timeout=10000)
    legal_rows = [i for i, (_, playable, _) in enumerate(_hand_rows(table)) if playable]
    target = legal_rows[-1]
    # the keys are back on the hand by themselves, on the first playable card
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table.v_hand.buttons[legal_rows[0]], timeout=3000)
    for _ in range(len(legal_rows) - 1):  # walk along the playable cards with the arrow key
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Right)
    assert table.v_hand.buttons[target].hasFocus()
    card = table.v_hand.model.data(table.v_hand.model.index(target), CardRole)
    before = session.move_count
    qtbot.keyClick(table.v_hand.buttons[target], Qt.Key_Return)
    qtbot.waitUntil(lambda: session.move_count > before, timeout=3000)
    assert session.moves()[before] == [0, card]


# --- pass-and-play ---------------------------------------------------------------------------

def _assert_nothing_private_leaks(window, table):
    state = table.session.state
    viewer = table.controller.viewer
    public = {c for _, c in state.played} | {c for combo in state.combinations for c in combo["cards"]}
    secret = {c for s, hand in enumerate(state.hands) if s != viewer for c in hand} - public
    assert secret, "there is something to keep secret"
    for model in table.findChildren(CardListModel):
        for r in model.rows():
            assert r["card"] not in secret
            assert not any(card_name(c) in (r["label"] or "") for c in secret)
    texts = drawn_texts(table) + table.m_log.lines() + [window.status.text()]
    for text in texts:
        for c in secret:
            assert card_name(c) not in text and card_short(c) not in text, (c, text)


def test_pass_and_play_two_humans_see_only_their_own_cards(qtbot, window):
    _configure(window, players=3, humans=("Alice", "Bea"))
    window.new_game("zhopa", seed=5)
    table = window.table
    ctl = table.controller
    assert ctl.pass_and_play
    handovers = 0
    seen_face_up = {0: False, 1: False}
    while table.session.move_count < 14 and not table.session.is_over:
        qtbot.waitUntil(lambda: _can_act(table), timeout=10000)
        if table.handover.isVisible():
            assert ctl.viewer is None
            _assert_nothing_private_leaks(window, table)
            # behind the handover screen every hand card is face down
            assert not any(r["face_up"] for r in table.v_hand.model.rows())
            who = ctl.handover_to
            assert table.seat_name(who) in table.handover.title.text()
            click(qtbot, table.handover.button)
            handovers += 1
            assert ctl.viewer == who
            continue
        viewer = ctl.viewer
        _assert_nothing_private_leaks(window, table)
        rows = table.v_hand.model.rows()
        assert sorted(r["card"] for r in rows) == sorted(table.session.state.hands[viewer])
        seen_face_up[viewer] = True
        before = table.session.move_count
        if table.b_go.isVisible():
            click(qtbot, table.b_go)
        else:
            click(qtbot, table.v_hand.buttons[table.v_hand.first_playable()])
        qtbot.waitUntil(lambda before=before: table.session.move_count > before, timeout=5000)
    assert handovers >= 2 and all(seen_face_up.values())


# --- save and resume ------------------------------------------------------------------------

def test_save_and_resume_mid_trick_shows_the_same_trick(qtbot, window):
    def mid_trick(state):
        return state.phase == "play" and len(state.trick) == 2 and state.to_act == 0 and state.tricks_done >= 2

    session = _session_to(_seats(), {"players": 3}, 44, mid_trick, store=GameStore())
    record = session.record()
    replayed = replay("zhopa", record["variant"], record["seed"], record["history"])
    assert replayed.fingerprint() == session.state.fingerprint()
    window.open_session(session)

    def trick_shown(table):
        out = []
        for slot in table.slots:
            m = slot.view.model
            out.append((slot.who.text(), slot.role.text(),
                        [(m.data(m.index(i), CardRole),
                          m.data(m.index(i), TrickRoleRole)) for i in range(m.rowCount())]))
        return out + [table.l_trick.text(), table.l_holder.text()]

    shown = trick_shown(window.table)
    played = [t[2][0][0] for t in shown[:-2] if t[2]]
    assert played == [c for _, c in session.state.trick]
    window.close()

    from cardgames_qt.ui.main_window import MainWindow
    w2 = MainWindow()
    qtbot.addWidget(w2)
    w2.settings.move_delay_ms = 0
    w2.ctx.configure(reduced_motion=True)
    w2.continue_game("zhopa")
    assert w2.table is not None
    assert w2.table.session.state.fingerprint() == session.state.fingerprint()
    assert trick_shown(w2.table) == shown
    # the resumed log tells the partie so far, from the observation
    assert any(card_short(session.state.trick[0][1]) in line for line in w2.table.m_log.lines())
    w2.close()


# --- motion ------------------------------------------------------------------------------------

def test_completed_trick_is_shown_before_it_is_collected_and_a_click_skips(qtbot, window):
    window.ctx.configure(reduced_motion=False)
    _configure(window, players=3)
    window.new_game("zhopa", seed=3)
    table = window.table
    session = table.session
    for _ in range(60):
        qtbot.waitUntil(lambda: table.current_moment("trick") is not None or _can_act(table), timeout=10000)
        if table.current_moment("trick") is not None:
            break
        before = session.move_count
        if table.b_go.isVisible():
            click(qtbot, table.b_go)
        elif table.v_hand.first_playable() is not None:
            click(qtbot, table.v_hand.buttons[table.v_hand.first_playable()])
        else:
            continue
        qtbot.waitUntil(lambda before=before: session.move_count > before or table.current_moment("trick") is not None,
                        timeout=5000)
    assert table.current_moment("trick") is not None
    # the whole trick is on the table with its winner, although the state has moved on
    assert not session.state.trick
    assert sum(slot.view.model.rowCount() for slot in table.slots) == 3
    winner = session.state.leader
    assert table.l_holder.text().startswith("Trick") and table.seat_name(winner) in table.l_holder.text()
    held = session.move_count
    qtbot.wait(300)
    assert session.move_count == held, "the computers wait while the trick is shown"
    qtbot.mouseClick(table, Qt.LeftButton, pos=QPoint(5, 5))
    assert table.current_moment("trick") is None
    if winner != 0:  # a computer leads next: it plays as soon as the trick is collected
        qtbot.waitUntil(lambda: session.move_count > held, timeout=5000)


def test_reduced_motion_shows_no_deal_or_trick_pause(qtbot, window):
    _configure(window, players=2)
    window.new_game("zhopa", seed=2)
    table = window.table
    assert table.gate_open() and table.moments.pending() == []
    assert len(table.v_hand.model.rows()) == 4  # dealt at once
    assert all(r["face_up"] for r in table.v_hand.model.rows())


# --- the command line ----------------------------------------------------------------------------

@pytest.mark.parametrize("players", [3])
def test_screenshot_cli_writes_a_non_blank_png(tmp_path, players):
    out = tmp_path / "zhopa.png"
    proc = subprocess.run([sys.executable, "-m", "cardgames_qt", "--game", "zhopa", "--seed", "3",
                           "--players", str(players), "--screenshot", str(out)],
                          capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr
    img = QImage(str(out))
    assert img.width() == 1280 and img.height() == 800
    colours = {img.pixel(x, y) for x in range(0, img.width(), 37) for y in range(0, img.height(), 29)}
    assert len(colours) > 50



# --- a trick worth less than nothing -----------------------------------------------------------

NEGATIVE_TRICK_SEED = 5  # its first partie, played by the keys alone, has a trick worth -1


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_trick_of_sixes_is_logged_with_its_minus_sign(qtbot, window, lang):
    """Sixes are worth -1: a trick of sixes and cards worth nothing is logged as
    "Trick 4 to Bot 1: -1 point". Qt fills a plural count (%Ln) only from zero
    up, so the log showed "%Ln point" there. The first partie is played by the
    keyboard alone (P to pass, Enter to play the card the keys rest on)."""
    from cardgames_qt.ui.i18n import install_language, num
    app = QApplication.instance()
    try:
        install_language(app, lang)
        _configure(window, players=3, max_parties=1)
        window.new_game("zhopa", seed=NEGATIVE_TRICK_SEED)
        table = window.table
        session = table.session
        window.ctx.configure(reduced_motion=False, animation_speed=4.0)  # each trick is held a moment
        window.activateWindow()
        holder, heard = set(), set()

        def watch(ready):  # what the line under the trick and the announcer said meanwhile
            if table.l_holder.isVisible():
                holder.add(table.l_holder.text())
            heard.update(table.speaker.recent(12))
            return ready()

        while True:
            qtbot.waitUntil(lambda: watch(lambda: _can_act(table)), timeout=15000)
            if session.is_over or table.summary.isVisible():
                break
            before = session.move_count
            key = Qt.Key_P if table.b_go.isVisible() else Qt.Key_Return
            qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=3000)
            qtbot.keyClick(QApplication.focusWidget(), key)
            qtbot.waitUntil(lambda before=before: watch(lambda: session.move_count > before), timeout=5000)
        lines = table.m_log.lines()
        shown = lines + sorted(holder) + sorted(heard)
        assert not any("%" in line for line in shown), [line for line in shown if "%" in line]
        negative = [line for line in lines if any(num(-k) in line for k in range(1, 5))]
        assert negative, lines
        # the line under the held trick and the announcer say the same, sign and all
        for said in (holder, heard):
            minus = [t for t in said if any(num(-k) in t for k in range(1, 5))]
            assert minus, sorted(said)
        if lang == "en":  # the sentence of one point for -1 (never "-1 points")
            assert all(" point" in t and " points" not in t for t in shown if num(-1) in t), shown
    finally:
        install_language(app, "en")


COMBINATION_SEED = 3  # 3 players: You show Q♠ K♥ J♣ (40), Computer 2 K♠ Q♥ (25)
def test_cards_in_persian_text_keep_their_suit_beside_their_rank(qtbot, window):
    """In right-to-left text a suit sign is a neutral character: "K♥ J♣ Q♣ = 40"
    was drawn in Persian as "۴۰ = ♣K♥ J♣ Q" (the last club jumped away from its
    queen, so the cards read K♣, J♥...); the two were joined by a Latin ";". Every card a person reads at the table (the
    combinations on the seats and in the log, the plays in the log, after the bet by
    P and plays by Enter) is checked where Qt draws it."""
    from cardgames_qt.ui.i18n import install_language
    app = QApplication.instance()
    try:
        install_language(app, "fa")
        _configure(window, players=3, max_parties=1)
        window.new_game("zhopa", seed=COMBINATION_SEED)
        table = window.table
        session = table.session
        window.activateWindow()
        # both combinations announced in one line, with the Persian semicolon between them
        qtbot.waitUntil(lambda: any("\u061b " in t and t.count("=") == 2 for t in drawn_texts(table)),
                        timeout=5000)
        while session.state.observation(0).tricks_done < 2:
            qtbot.waitUntil(lambda: _can_act(table), timeout=15000)
            before = session.move_count
            key = Qt.Key_P if table.b_go.isVisible() else Qt.Key_Return
            qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=3000)
            qtbot.keyClick(QApplication.focusWidget(), key)
            qtbot.waitUntil(lambda before=before: session.move_count > before, timeout=5000)
        shown = [(t, table.font()) for t in drawn_texts(table)]
        shown += [(t, table.log_view.font()) for t in table.log_view.lines()]
        with_cards = [(t, f) for t, f in shown if any(s in t for s in SUIT_SIGNS)]
        cards = sum(sum(t[i] in SUIT_SIGNS and t[i - 1] in "AKQJ0123456789" for i in range(1, len(t)))
                    for t, _ in with_cards)
        assert cards >= 10, with_cards  # both combinations, in the seats and the log, and the plays
        bad = [b for t, f in with_cards for b in suits_out_of_place(t, f)]
        assert not bad, bad
    finally:
        install_language(app, "en")


def test_a_computer_seat_says_computer_only_where_its_name_does_not(qtbot, window):
    """"Computer 2 · computer" said it twice; a computer with a name of the player's
    own ("Ada") still shows that it is one."""
    window.settings = window.settings.with_value("zhopa.players", 3).with_value(
        "zhopa.seats", [{"name": "", "kind": "human"}, {"name": "", "kind": "computer", "bot": BOT},
                        {"name": "Ada", "kind": "computer", "bot": BOT}])
    window.settings.move_delay_ms = 0
    window.new_game("zhopa", seed=3)
    table = window.table
    names = [p.name.text() for p in table.panels.values() if p.isVisible()]
    computer = [n for n in names if n.startswith("Computer")]
    ada = [n for n in names if n.startswith("Ada")]
    assert computer and ada, names
    assert all("· computer" not in n and ", computer" not in n for n in computer), names
    assert "computer" in ada[0], names
