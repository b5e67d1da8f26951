"""Persian (right to left) and small-window details at the table, through the real window:
signs stay on the left of their digits, lists are joined with the language's comma, the
labels above a Zhopa trick stay readable, the Guts showdown always has its line."""
from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .conftest import drawn_texts, rtl_x
from .test_guts_table import _wait_for_viewer_turn

LRI, PDI = "\u2066", "\u2069"
SIGNS = "−-+"


def _focused():
    return QApplication.focusWidget()


@pytest.fixture
def persian():
    from cardgames_qt.ui.i18n import install_language
    app = QApplication.instance()
    install_language(app, "fa")
    yield
    install_language(app, "en")


def signs_out_of_place(text: str) -> list[str]:
    """Signed numbers whose sign is not held to its digits: every sign before a digit
    must open a left-to-right isolate (else right-to-left text draws "۱−"). A dash
    between two ranks ("A-2", a hand) is no sign."""
    bad = []
    for i, c in enumerate(text):
        signed = c in SIGNS and i + 1 < len(text) and text[i + 1].isdigit() and not (i and text[i - 1].isalnum())
        if signed and not (i and text[i - 1] == LRI and PDI in text[i:]):
            bad.append(text[max(0, i - 8):i + 8])
    return bad


def signs_drawn_right(text: str, font) -> list[str]:
    """Where Qt draws it (a right-to-left line, as a Persian label lays it out): a sign
    drawn to the right of its first digit ("۳−")."""
    x = rtl_x(text, font)
    return [text[max(0, i - 8):i + 8] for i, c in enumerate(text)
            if c in SIGNS and i + 1 < len(text) and text[i + 1].isdigit() and not (i and text[i - 1].isalnum())
            and x(i) > x(i + 1)]


def _start(window, game_id, players, names=None, seed=17):
    from cardgames_qt.app.session import COMPUTER, GameSession, Seat
    names = names or [f"C{i}" for i in range(1, players)]
    seats = [Seat("You")] + [Seat(n, COMPUTER) for n in names]
    session = GameSession.start(game_id, {"players": players}, seats, seed=seed)
    window.settings.move_delay_ms = 0
    window.open_session(session)
    window.activateWindow()
    return session


# --- 2: the seat labels of Zhopa join their marks with the language's comma ---------------------

def test_persian_zhopa_seat_marks_are_joined_with_the_persian_comma(qtbot, window, persian):
    _start(window, "zhopa", 3, names=["Ada", "Bob"])
    table = window.table
    qtbot.waitUntil(lambda: any("\u060c" in t for t in drawn_texts(table)), timeout=5000)
    names = [p.name.text() for p in table.panels.values() if p.isVisible()]
    both = [t for t in names if t.count("\u060c") == 1]  # "dealer، computer" on the dealer's seat
    assert both, names
    assert not any(", " in t for t in names), names


# --- 3: one rule for signed numbers ----------------------------------------------------------------

def test_persian_guts_coach_gains_keep_their_sign_on_the_left(qtbot, window, persian):
    """The coach's "in: −0.35 tokens on average" was written with a bare sign: in the
    Persian panel it was drawn "۰٫۳۵−". Asked for by the H key."""
    _start(window, "guts", 4)
    table = window.table
    qtbot.waitUntil(lambda: table.b_in.isEnabled(), timeout=10000)
    qtbot.keyClick(_focused() or window, Qt.Key_H)
    panel = window.coach.panel
    qtbot.waitUntil(lambda: panel.hint is not None and panel.hint.game == "guts", timeout=10000)
    texts = drawn_texts(panel)
    signed = [t for t in texts if any(s in t for s in "−+")]
    assert signed, texts  # "in" against "out": a gain or a loss, with its sign
    bad = [b for t in texts for b in signs_out_of_place(t)]
    bad += [b for t in texts for line in t.split("\n") for b in signs_drawn_right(line, panel.details.font())]
    assert not bad, bad


def test_persian_guts_balances_keep_their_sign_on_the_left(qtbot, window, persian):
    """A few hands by the keys (I: in), then every balance the table shows."""
    session = _start(window, "guts", 4)
    table = window.table
    for _ in range(4):
        _wait_for_viewer_turn(qtbot, table)
        if session.is_over:
            break
        before = session.move_count
        qtbot.keyClick(_focused() or window, Qt.Key_I)
        qtbot.waitUntil(lambda before=before: session.move_count > before, timeout=5000)
    m = table.m_balances
    cells = [m.data(m.index(r, 1)) for r in range(m.rowCount())]
    assert any("−" in c for c in cells), cells  # somebody is below zero by now
    bad = [b for t in cells + drawn_texts(table) + table.m_log.lines() for b in signs_out_of_place(t)]
    bad += [b for t in cells for b in signs_drawn_right(t, table.balance_view.font())]
    assert not bad, bad


# --- 5: the names above a Zhopa trick in a small window ---------------------------------------------

@pytest.mark.parametrize("lang", ["en", "fa"])
def test_zhopa_trick_names_stay_apart_in_a_small_window(qtbot, window, lang):
    """At 1000×640 with four seats the names over the trick ran together ("Computer 1Computer 2"):
    each name is drawn whole or elided within its own card's width, with a gap to the next."""
    from PySide6.QtGui import QFontMetrics

    from cardgames_qt.ui.i18n import install_language
    app = QApplication.instance()
    try:
        install_language(app, lang)
        s = window.settings.with_value("zhopa.players", 4).with_value("zhopa.max_parties", 1)
        window.settings = s
        window.settings.move_delay_ms = 0
        window.resize(1000, 640)
        window.new_game("zhopa", seed=3)
        table = window.table
        session = table.session
        window.activateWindow()
        while not table.slots[0].isVisible() or not all(sl.who.text() for sl in table.slots):
            qtbot.waitUntil(lambda: table.b_go.isVisible() or table.v_hand.first_playable() is not None
                            or all(sl.who.text() for sl in table.slots), timeout=15000)
            if all(sl.who.text() for sl in table.slots) and table.slots[0].isVisible():
                break
            before = session.move_count
            key = Qt.Key_P if table.b_go.isVisible() else Qt.Key_Return
            qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=3000)
            qtbot.keyClick(QApplication.focusWidget(), key)
            qtbot.waitUntil(lambda before=before: session.move_count > before, timeout=5000)
        QApplication.processEvents()
        labels = [sl.who for sl in table.slots]
        boxes = []
        for lab in labels:
            fm = QFontMetrics(lab.font())
            drawn = lab.shown_text()
            assert all(fm.horizontalAdvance(t) <= lab.contentsRect().width() for t in drawn.split("\n")), \
                (drawn, lab.width())
            assert lab.height() >= fm.lineSpacing() * (drawn.count("\n") + 1), (drawn, lab.height())
            boxes.append(lab.mapTo(table, lab.rect().topLeft()).x())
            boxes[-1] = (boxes[-1], boxes[-1] + lab.width())
        boxes.sort()
        gaps = [b[0] - a[1] for a, b in pairwise(boxes)]
        assert all(g >= 6 for g in gaps), gaps
        full = [table.seat_name(sl_seat) for sl_seat in range(4)]
        texts = [lab.shown_text() for lab in labels]
        # a cut name keeps its whole in the tooltip and for a screen reader
        for lab in labels:
            assert lab.accessibleName() in full
            if lab.shown_text().replace("\n", " ") not in full:
                assert "…" in lab.shown_text() and lab.toolTip() in full, (lab.shown_text(), lab.toolTip())
        assert len(set(texts)) == 4, texts
    finally:
        install_language(app, "en")


# --- 7: the Guts result panel always says who showed what ------------------------------------------

@pytest.mark.parametrize("lang", ["en", "fa"])
def test_guts_pass_and_play_showdown_panel_has_its_showdown_line(qtbot, window, lang):
    """Two people at one screen both declare in (I, then I after the handover): the
    centre panel read "Everybody is in / Pot of 2 to Player 1 / Pays 2: …" without the
    hands that decided it. It says "Showdown: …" with both hands, before the payout."""
    from cardgames_qt.app.session import GameSession, Seat
    from cardgames_qt.ui.i18n import install_language

    from .conftest import click
    app = QApplication.instance()
    try:
        install_language(app, lang)
        session = GameSession.start("guts", {"players": 2}, [Seat("Ann"), Seat("Bob")], seed=4)
        window.settings.move_delay_ms = 0
        window.open_session(session)
        window.activateWindow()
        table = window.table
        showdown = table.tr("Showdown: %1").split("%1")[0].strip()
        for _ in range(2):  # each person in turn, at the screen
            qtbot.waitUntil(lambda: table.handover.isVisible() or table.b_in.isEnabled(), timeout=10000)
            if table.handover.isVisible():
                click(qtbot, table.handover.button)
            qtbot.waitUntil(lambda: table.b_in.isEnabled() and table.b_in.hasFocus(), timeout=10000)
            n = session.move_count
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key_I)
            qtbot.waitUntil(lambda n=n: session.move_count > n, timeout=5000)
        qtbot.waitUntil(lambda: table.b_continue.isVisible(), timeout=10000)  # the result waits for both
        panel = table.l_message.text()
        lines = panel.split("\n")
        shown = [i for i, t in enumerate(lines) if t.startswith(showdown)]
        assert shown, lines
        assert "Ann" in lines[shown[0]] and "Bob" in lines[shown[0]], lines
        took = [i for i, t in enumerate(lines) if t.startswith(table.tr("Pot of %1 → %2").split("%1")[0])]
        assert took and shown[0] < took[0], lines
        from .conftest import suits_out_of_place
        if lang == "fa":  # each card drawn whole in right-to-left text
            assert not suits_out_of_place(lines[shown[0]], table.l_message.font()), lines[shown[0]]
    finally:
        install_language(app, "en")


# --- 4: "showed" at a full Persian Guts table ---------------------------------------------------------

def test_persian_ten_seat_guts_showed_label_keeps_clear_of_the_line_above(qtbot, window, persian):
    """Ten seats in Persian, hands played by the I key until a seat shows its cards: the
    small "showed" over them stands clear of the line above it (it touched it)."""
    session = _start(window, "guts", 10, seed=3)
    window.resize(1366, 768)
    table = window.table
    for _ in range(12):
        if any(w.m_shown.rowCount() for w in table.seat_widgets):
            break
        _wait_for_viewer_turn(qtbot, table)
        if session.is_over:
            break
        n = session.move_count
        qtbot.keyClick(_focused() or window, Qt.Key_I)
        qtbot.waitUntil(lambda n=n: session.move_count > n, timeout=5000)
    QApplication.processEvents()
    showing = [w for w in table.seat_widgets if w.shown_box.isVisible()]
    assert showing
    for seat in showing:
        above = max((lab for lab in (seat.l_name, seat.l_tag, seat.l_last) if lab.isVisible()),
                    key=lambda lab: lab.mapTo(seat, lab.rect().bottomLeft()).y())
        bottom = above.mapTo(seat, above.rect().bottomLeft()).y()
        top = seat.l_shown.mapTo(seat, seat.l_shown.rect().topLeft()).y()
        assert top - bottom >= 3, (above.text(), bottom, top)
        # its whole text fits the label's height in this script
        from PySide6.QtGui import QFontMetrics
        assert seat.l_shown.height() >= QFontMetrics(seat.l_shown.font()).height()


# --- the centre panel of Guts clears the seats, the coach open ----------------------------------------

@pytest.mark.parametrize("lang", ["en", "fa"])
def test_guts_centre_panel_clears_the_seats_with_the_coach_open(qtbot, window, lang):
    """Four seats, the coach panel open (H), a hand played by I to its showdown: the centre
    panel (with its "Showdown: …" line) never lies under a seat showing its cards."""
    from cardgames_qt.ui.i18n import install_language
    app = QApplication.instance()
    try:
        install_language(app, lang)
        window.resize(1366, 768)
        session = _start(window, "guts", 4)
        table = window.table
        qtbot.waitUntil(lambda: table.b_in.isEnabled(), timeout=10000)
        qtbot.keyClick(_focused() or window, Qt.Key_H)
        qtbot.waitUntil(lambda: window.coach.dock.isVisible(), timeout=5000)
        for _ in range(8):
            _wait_for_viewer_turn(qtbot, table)
            if any(w.m_shown.rowCount() for w in table.seat_widgets) or session.is_over:
                break
            n = session.move_count
            qtbot.keyClick(_focused() or window, Qt.Key_I)
            qtbot.waitUntil(lambda n=n: session.move_count > n, timeout=5000)
        QApplication.processEvents()
        assert any(w.m_shown.rowCount() for w in table.seat_widgets)
        centre = table.oval.centre.geometry()
        under = [w.l_name.text() for w in table.seat_widgets if w.geometry().intersects(centre)]
        assert not under, (under, centre)
    finally:
        install_language(app, "en")
