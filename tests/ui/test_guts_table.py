"""Guts at the table, through the real app: clicks, exact fractions, privacy,
save/resume mid-declaration, animation and the screenshot."""
from __future__ import annotations

import random
import re
import subprocess
import sys
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QPushButton

from cardgames_qt.app.session import COMPUTER, GameSession, Seat
from cardgames_qt.bots.guts_bots import p_in
from cardgames_qt.engine import guts
from cardgames_qt.engine.registry import replay
from cardgames_qt.ui.table.guts_table import format_tokens
from cardgames_qt.ui.table.models import CardRole, FaceUpRole
from cardgames_qt.ui.words.cardnames import card_name, card_short

from .conftest import SUIT_SIGNS, click, drawn_texts, suits_out_of_place


# --- helpers ------------------------------------------------------------------------------
def _open(window, seats, variant, seed):
    session = GameSession.start("guts", variant, seats, seed=seed)
    window.open_session(session)
    table = window.table
    table.controller.move_delay_ms = 0
    return table


def _wait_for_viewer_turn(qtbot, table):
    """Until the person at the screen may declare (after any handover), or the end."""
    def ready():
        if table.b_continue.isVisible():
            click(qtbot, table.b_continue)  # pass-and-play: everyone has seen the showdown
        if table.handover.isVisible():
            click(qtbot, table.handover.button)
        if table.summary.isVisible() and not table.session.is_over:
            table.summary.buttons.itemAt(1).widget().click()  # "Next cycle"
        assert table.session.is_over or table.b_in.isEnabled()
    qtbot.waitUntil(ready, timeout=10000)


def _hand_cards(table, seat):
    m = table.seat_widgets[seat].m_hand
    return [(m.data(m.index(i), CardRole), m.data(m.index(i), FaceUpRole)) for i in range(m.rowCount())]


def _shown_cards(table, seat):
    m = table.seat_widgets[seat].m_shown
    return [m.data(m.index(i), CardRole) for i in range(m.rowCount())]


# --- the balance format -------------------------------------------------------------------
@pytest.mark.parametrize("value, text", [
    (Fraction(7, 2), "3 ½"), (Fraction(-7, 3), "\u22122 ⅓"), (Fraction(7, 12), "7/12"), (0, "0"),
    (Fraction(-1, 3), "\u2212⅓"), (Fraction(49, 11), "4 5/11"), ("-12", "\u221212"), ("5/8", "⅝"),
])
def test_split_pot_fractions_are_shown_exactly_as_mixed_fractions(value, text):
    """Rule "split pots ... kept exactly, never rounded": balances read as mixed fractions."""
    assert format_tokens(value) == text


# --- a whole session by clicks -----------------------------------------------------------
def test_full_session_one_human_four_computers_by_clicks_to_the_end(qtbot, window):
    window.settings = window.settings.with_value("guts.players", 5).with_value("guts.cycles", 1)
    window.settings.move_delay_ms = 0
    # seed 29: four hands under the clicks below, and three players share the lead
    window.new_game("guts", seed=29)
    table = window.table
    assert table is not None and table.session.game_id == "guts"
    table.controller.move_delay_ms = 0
    assert [s.is_human for s in table.session.seats] == [True, False, False, False, False]
    clicks = {"in": 0, "out": 0}
    for i in range(400):
        _wait_for_viewer_turn(qtbot, table)
        if table.session.is_over:
            break
        assert "in or out?" in table.status_text(table.observation())
        # the viewer's own two cards are face up, everybody else's face down
        assert all(face_up and card for card, face_up in _hand_cards(table, 0))
        assert all(card is None and not face_up for s in range(1, 5) for card, face_up in _hand_cards(table, s))
        choice = "in" if i % 3 else "out"
        n = table.session.move_count
        click(qtbot, table.b_in if choice == "in" else table.b_out)
        qtbot.waitUntil(lambda n=n: table.session.move_count > n, timeout=5000)
        assert table.session.moves()[n] == [0, choice]
        clicks[choice] += 1
    assert table.session.is_over
    assert clicks == {"in": 2, "out": 2}
    obs = table.session.observation(0)
    assert sum(Fraction(b) for b in obs.balances) == 0  # a finished cycle sums to zero
    # the seats and the side table show every balance exactly
    for s in range(5):
        assert table.seat_widgets[s].l_balance.text() == format_tokens(obs.balances[s])
    assert [r[1] for r in table.m_balances.values()] == [format_tokens(b) for b in obs.balances]
    # the end-of-session summary: who won, a balance chart, the safe "Look at the table" first
    qtbot.waitUntil(lambda: table.summary.isVisible(), timeout=5000)
    best = max(Fraction(b) for b in obs.balances)
    leaders = [table.seat_name(s) for s in range(5) if Fraction(obs.balances[s]) == best]
    assert all(name in table.summary.title.text() for name in leaders)
    assert format_tokens(best) in table.summary.title.text()
    series = table.summary.chart.series
    assert len(series) == 5 and all(len(ys) == obs.hand_number + 1 for _, ys in series)
    assert [ys[-1] for _, ys in series] == [float(Fraction(b)) for b in obs.balances]
    first = table.summary.buttons.itemAt(1).widget()
    assert first.isDefault() and first.text() == "Look at the table"  # Enter never starts a new session
    assert not table.b_in.isEnabled() and not table.b_out.isEnabled()


def test_keyboard_i_and_o_declare_for_the_seat_at_the_screen(qtbot, window):
    table = _open(window, [Seat("You"), Seat("Bot", COMPUTER, "guts-threshold"), Seat("Bot 2", COMPUTER)],
                  {"players": 3}, seed=5)
    window.activateWindow()
    _wait_for_viewer_turn(qtbot, table)
    qtbot.waitUntil(lambda: table.b_in.hasFocus(), timeout=3000)  # the keys are on In by themselves
    qtbot.keyClick(table.b_in, Qt.Key_Space)  # Space never declares
    assert [0, "in"] not in table.session.moves()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_O)
    assert [0, "out"] in table.session.moves()
    _wait_for_viewer_turn(qtbot, table)
    if not table.session.is_over:
        n = table.session.move_count
        qtbot.waitUntil(lambda: table.b_in.hasFocus(), timeout=3000)  # back on In after the hand
        qtbot.keyClick(table.b_in, Qt.Key_Return)  # Enter presses the focused button
        assert [0, "in"] in table.session.moves()[n:]


def test_out_of_turn_declaration_is_refused_and_changes_nothing(qtbot, window):
    table = _open(window, [Seat("You"), Seat("Bot", COMPUTER)], {"players": 2}, seed=8)
    table.controller.pause(True)  # the computer waits: only our seat matters here
    _wait_for_viewer_turn(qtbot, table)
    click(qtbot, table.b_in)
    fp = table.session.state.fingerprint()
    assert not table.b_in.isEnabled() and not table.b_out.isEnabled()  # sealed: no late change
    messages = []
    table.controller.refused.connect(messages.append)
    table.controller.submit(0, "out")
    assert messages and "already declared" in messages[-1]
    assert table.session.state.fingerprint() == fp
    assert "You: in" in drawn_texts(table)  # the viewer sees their own sealed choice


# --- exact split between two humans --------------------------------------------------------------
def _tie_seed(players=5):
    """A seed whose first deal gives seats 0 and 1 equal hands that beat every
    computer hand that would be in (the bots are pure at 5 players)."""
    for seed in range(5000):
        st = guts.new_state(guts.Variant(players=players, cycles=2), seed=seed)
        k0, k1 = guts.hand_key(st.hands[0]), guts.hand_key(st.hands[1])
        if k0 != k1:
            continue
        if all(p_in(st.hands[s], players) in (0.0,) or guts.hand_key(st.hands[s]) < k0
               for s in range(2, players)):
            return seed, st
    raise AssertionError("no seed found")


def test_two_humans_tie_and_split_the_pot_shown_exactly(qtbot, window):
    """Rule "if several share the best rank set they split the active pot equally
    (exact fractions) and none of them pays" — drawn as exact fractions."""
    seed, st = _tie_seed()
    seats = [Seat("Alice"), Seat("Bob")] + [Seat(f"Bot {i}", COMPUTER, "guts-threshold") for i in range(3)]
    table = _open(window, seats, {"players": 5, "cycles": 2}, seed)
    for seat in (0, 1):
        assert table.handover.isVisible() and table.seat_name(seat) in table.handover.title.text()
        click(qtbot, table.handover.button)
        assert table.viewer == seat
        click(qtbot, table.b_in)
    qtbot.waitUntil(lambda: table.session.observation(None).last_hand is not None, timeout=5000)
    last = table.session.observation(None).last_hand
    assert last.winners == (0, 1) and last.payouts[:2] == (Fraction(5, 2), Fraction(5, 2))
    # both showed their hands, face up beside their seats, framed as winners
    assert _shown_cards(table, 0) == st.hands[0] and _shown_cards(table, 1) == st.hands[1]
    texts = drawn_texts(table)
    assert "last hand: in, split 2 ½" in texts
    assert any("2 ½ each" in t for t in texts)            # the on-table account
    assert any("2 ½ each" in line for line in table.m_log.lines())
    # the showdown is on the screen: the balances it left (the split ended the cycle, and the
    # next ante waits until the table shows it)
    assert table.b_continue.isVisible()
    balances = last.balances_after
    for seat in (0, 1):
        label = table.seat_widgets[seat].l_balance.text()
        assert label == format_tokens(balances[seat]) and "½" in label


# --- pass-and-play privacy ------------------------------------------------------------------------
def _public_cards(session):
    """Every card ever shown at a showdown (public once shown)."""
    return {c for r in session.state.hand_records() for h in r.shown if h for c in h}


def _assert_nothing_private_leaks(table):
    state, viewer = table.session.state, table.viewer
    allowed = _public_cards(table.session) | (set(state.hands[viewer]) if viewer is not None else set())
    for seat in range(state.num_players):
        for card, face_up in _hand_cards(table, seat):
            if seat != viewer:
                assert card is None and not face_up, f"seat {seat}'s card visible to {viewer}"
    forbidden = {c for s in range(state.num_players) if s != viewer for c in state.hands[s]} - allowed
    texts = drawn_texts(table) + table.m_log.lines() + [table.l_message.text()]
    for card in forbidden:
        assert card_name(card) not in texts
        assert not any(card_short(card) in t for t in texts), card


def test_pass_and_play_shows_no_other_seats_cards_and_never_those_who_were_out(qtbot, window):
    seats = [Seat("Alice"), Seat("Bob"), Seat("Cleo"), Seat("Bot", COMPUTER, "guts-threshold"),
             Seat("Bot 2", COMPUTER, "random")]
    table = _open(window, seats, {"players": 5, "cycles": 3}, seed=31)
    rng = random.Random(4)
    hands_done = showdowns = 0
    while hands_done < 6 and not table.session.is_over:
        # the handover screen covers everything and no hand model is face up behind it
        if table.handover.isVisible():
            assert table.viewer is None
            assert all(not up for s in range(5) for _, up in _hand_cards(table, s))
            _assert_nothing_private_leaks(table)
            click(qtbot, table.handover.button)
        _assert_nothing_private_leaks(table)
        viewer = table.viewer
        assert viewer is not None
        # the viewer's own cards are face up with their names
        assert [c for c, _ in _hand_cards(table, viewer)] == table.session.state.hands[viewer]
        before_hands = [list(h) for h in table.session.state.hands]
        records = table.session.state.hands_played
        log_len = len(table.m_log.lines())
        click(qtbot, table.b_in if rng.random() < 0.6 else table.b_out)
        qtbot.waitUntil(lambda records=records: table.handover.isVisible() or table.session.is_over
                        or table.session.state.hands_played > records, timeout=5000)
        if table.session.state.hands_played > records:
            # the showdown stays on the table, for everyone, until someone continues
            qtbot.waitUntil(lambda: table.b_continue.isVisible() or table.session.is_over, timeout=5000)
            assert table.viewer is None and not table.handover.isVisible()
            _assert_nothing_private_leaks(table)
            hands_done += 1
            last = table.session.state.hand_records()[-1]
            new_lines = table.m_log.lines()[log_len:]
            for seat in range(5):
                if last.choices[seat] == "out" or last.outcome != "showdown":
                    # never the cards of a seat that was out (nor of one alone in)
                    assert _shown_cards(table, seat) == []
                    for card in before_hands[seat]:
                        assert not any(card_short(card) in line for line in new_lines)
                else:
                    assert _shown_cards(table, seat) == before_hands[seat]
            showdowns += last.outcome == "showdown"
            if table.b_continue.isVisible():
                # Continue stands where In and Out were: nothing half hidden behind it
                assert not table.b_in.isVisible() and not table.b_out.isVisible()
                assert not any(w.isVisible() and w.geometry().intersects(table.b_continue.geometry())
                               for w in table.findChildren(QPushButton) if w is not table.b_continue
                               and w.parent() is table)
                qtbot.keyClick(table.b_continue, Qt.Key_Return)
                assert table.b_in.isVisible() and table.b_out.isVisible()
                while table.summary.isVisible() and not table.session.is_over:
                    qtbot.keyClick(table.summary.default_button, Qt.Key_Return)
                # then the handover names the next person
                title = table.handover.title.text()
                assert table.session.is_over or (table.handover.isVisible() and "Pass to " in title
                                                 and title != "Pass to You")
    assert hands_done >= 3 and showdowns >= 1


# --- save / resume mid-declaration ----------------------------------------------------------------
def test_save_and_resume_mid_declaration_keeps_the_sealed_choice_secret(qtbot, window):
    seats = [Seat("Alice"), Seat("Bob"), Seat("Bot", COMPUTER, "guts-threshold")]
    session = GameSession.start("guts", {"players": 3}, seats, seed=12)
    session.submit(0, "in")  # Alice has declared, Bob has not
    record = session.record()
    state = replay(record["game"], record["variant"], record["seed"], record["history"])
    assert state == session.state
    resumed = GameSession.from_record(record, state)
    window.open_session(resumed)
    table = window.table
    table.controller.pause(True)  # the computer may wait; this is about the humans
    assert resumed.state.choices[0] == "in" and resumed.state.choices[1] is None
    # the table asks for Bob (Alice has already declared), behind the handover screen
    assert table.handover.isVisible() and "Bob" in table.handover.title.text()
    click(qtbot, table.handover.button)
    assert table.viewer == 1
    alice = table.seat_widgets[0]
    assert alice.l_tag.text() == "Declared"  # sealed: that she declared, never which way
    assert table.observation().declared[0] and table.observation().my_choice is None
    words = {w for t in drawn_texts(alice) for w in re.split(r"[\s,:]+", t.lower())}
    assert "declared" in words and not words & {"in", "out"}
    _assert_nothing_private_leaks(table)
    # Bob can still declare; Alice cannot declare again
    assert table.b_in.isEnabled()
    assert resumed.legal_actions(0) == []


# --- the table's moments --------------------------------------------------------------------------
def test_dealer_button_moves_one_seat_clockwise_after_each_hand(qtbot, window):
    table = _open(window, [Seat("You"), Seat("Bot", COMPUTER), Seat("Bot 2", COMPUTER)], {"players": 3}, seed=2)
    _wait_for_viewer_turn(qtbot, table)
    dealer = table.observation().dealer
    assert [w.l_dealer.isVisibleTo(table) for w in table.seat_widgets] == [s == dealer for s in range(3)]
    hands = table.observation().hand_number
    click(qtbot, table.b_out)
    qtbot.waitUntil(lambda: table.session.is_over or table.observation().hand_number > hands, timeout=5000)
    if not table.session.is_over:
        new = table.observation().dealer
        assert new == (dealer + 1) % 3
        assert [w.l_dealer.isVisibleTo(table) for w in table.seat_widgets] == [s == new for s in range(3)]
        assert any("New dealer: " in line for line in table.m_log.lines())


def test_settlement_is_animated_step_by_step_and_a_click_skips(qtbot, window):
    window.ctx.configure(reduced_motion=False, animation_speed=0.25)  # slow: it must still be running
    table = _open(window, [Seat("You"), Seat("Bot", COMPUTER)], {"players": 2}, seed=3)
    _wait_for_viewer_turn(qtbot, table)
    click(qtbot, table.b_in)
    qtbot.waitUntil(lambda: table.session.observation(None).last_hand is not None, timeout=5000)
    if table.session.is_over:
        pytest.skip("the session ended on the first hand")
    first = table.l_message.text()
    assert first and not table.b_in.isEnabled()  # the account is up; the new hand not dealt yet
    assert _hand_cards(table, 0) == []
    qtbot.waitUntil(lambda: table.l_message.text() != first, timeout=5000)  # line by line
    assert table.l_message.text().startswith(first)
    for _ in range(10):
        if table.gate_open():
            break
        if table.summary.isVisible():  # a summary waits for its button; a click does not close it
            qtbot.mouseClick(table.oval, Qt.LeftButton)
            assert table.summary.isVisible()
            click(qtbot, table.summary.default_button)
        else:
            qtbot.mouseClick(table.oval, Qt.LeftButton)  # a click skips the settlement, then the deal
    assert table.b_in.isEnabled() and len(_hand_cards(table, 0)) == 2


def test_reduced_motion_shows_the_settlement_at_once(qtbot, window):
    table = _open(window, [Seat("You"), Seat("Bot", COMPUTER)], {"players": 2}, seed=3)
    _wait_for_viewer_turn(qtbot, table)
    click(qtbot, table.b_in)
    qtbot.waitUntil(lambda: table.session.observation(None).last_hand is not None, timeout=5000)
    assert table.current_moment("showdown") is None  # nothing animates
    log = table.m_log.lines()
    lines = table.l_message.toolTip().split("\n")
    assert len(lines) >= 2 and all(line in log for line in lines[1:])  # the whole account at once, as logged
    shown = table.l_message.text().split("\n")  # in the panel: its newest lines that fit it
    assert shown and shown == lines[len(lines) - len(shown):]


def test_status_line_says_what_to_do(qtbot, window):
    table = _open(window, [Seat("Ann"), Seat("Bot", COMPUTER), Seat("Bot 2", COMPUTER)], {"players": 3}, seed=6)
    table.controller.pause(True)
    _wait_for_viewer_turn(qtbot, table)
    statuses = []
    table.statusChanged.connect(statuses.append)
    table.refresh_status()
    assert statuses[-1].startswith("Ann: in or out?")
    click(qtbot, table.b_out)
    assert statuses[-1] == "Waiting for 2 players"


@pytest.mark.parametrize("players", [5, 10])
def test_screenshot_cli_writes_a_non_blank_guts_png(tmp_path, players):
    out = tmp_path / "guts.png"
    proc = subprocess.run([sys.executable, "-m", "cardgames_qt", "--game", "guts", "--seed", "3",
                           "--players", str(players), "--screenshot", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    img = QImage(str(out))
    assert img.width() == 1280 and img.height() == 800
    colours = {img.pixel(x, y) for x in range(0, img.width(), 37) for y in range(0, img.height(), 29)}
    assert len(colours) > 50


def test_cycle_summary_shows_the_balances_before_the_next_ante(qtbot, window):
    """The table behind a cycle's summary shows the balances the summary describes; the
    next cycle's ante (already taken by the engine) shows only once it is closed."""
    seats = [Seat("You"), Seat("Ada", COMPUTER), Seat("Boris", COMPUTER)]
    table = _open(window, seats, {"players": 3, "cycles": 3}, seed=21)
    ante = guts.Variant.from_dict({"players": 3}).ante

    def balances_shown():
        m = table.m_balances
        return [m.data(m.index(r, 1)) for r in range(m.rowCount())]

    for _ in range(400):
        qtbot.waitUntil(lambda: table.summary.isVisible() or table.b_in.isEnabled(), timeout=10000)
        if table.summary.isVisible():
            break
        before = table.session.move_count
        click(qtbot, table.b_in)
        qtbot.waitUntil(lambda before=before: table.session.move_count > before or table.summary.isVisible(),
                        timeout=5000)
    assert table.summary.isVisible() and table.summary.kind == "cycle"
    after_ante = [Fraction(b) for b in table.session.observation(0).balances]
    assert balances_shown() == [format_tokens(b + ante) for b in after_ante]
    assert sum(b + ante for b in after_ante) == 0  # a cycle ends with balances summing to zero
    table.summary.default_button.click()
    qtbot.waitUntil(lambda: balances_shown() == [format_tokens(b) for b in after_ante], timeout=5000)


def test_a_persian_showdown_keeps_each_card_whole_and_uses_the_persian_semicolon(qtbot, window):
    """"Showdown: You 8♥ 7♠; Bot K♦ 10♣" in Persian: each card drawn with its suit
    beside its rank (a suit sign is neutral in right-to-left text), the hands
    joined by "؛". Played by the I key on the seat at the screen until a showdown."""
    from cardgames_qt.ui.i18n import install_language
    app = QApplication.instance()
    try:
        install_language(app, "fa")
        table = _open(window, [Seat("You"), Seat("Bot", COMPUTER, "random")], {"players": 2, "cycles": 50}, seed=4)
        window.activateWindow()
        for _ in range(40):
            if any(s in line for line in table.log_view.lines() for s in SUIT_SIGNS):
                break
            _wait_for_viewer_turn(qtbot, table)
            n = table.session.move_count
            qtbot.waitUntil(lambda: table.b_in.hasFocus(), timeout=3000)
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key_I)
            qtbot.waitUntil(lambda n=n: table.session.move_count > n, timeout=5000)
        shows = [line for line in table.log_view.lines() if any(s in line for s in SUIT_SIGNS)]
        assert shows, table.log_view.lines()
        assert all("\u061b " in line and "; " not in line for line in shows), shows
        bad = [b for line in shows for b in suits_out_of_place(line, table.log_view.font())]
        assert not bad, bad
    finally:
        install_language(app, "en")
