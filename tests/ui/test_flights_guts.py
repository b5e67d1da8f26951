"""Guts cards and chips travel on the table's flight layer (issue 28): the deal flies two
cards to each seat from the deck, one after another (about 1.5 s a deal, at the player's
speed); at the showdown a chip flies from the pot to the winner and from each loser who
pays into the next pot. Each is sampled while it moves, by real keys: seen between where it
was and where it goes; nothing flies with reduced motion; Space lands it; no computer moves
before it lands; in pass-and-play no dealt card shows its face to anyone but its own seat's
person at the screen (the table's visibility policy: the rows the table shows)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication

from cardgames_qt.app.session import COMPUTER, GameSession, Seat


def _between(p: QPointF, a: QPointF, b: QPointF) -> bool:
    inside = (min(a.x(), b.x()) - 1 <= p.x() <= max(a.x(), b.x()) + 1
              and min(a.y(), b.y()) - 1 <= p.y() <= max(a.y(), b.y()) + 1)
    return inside and (p - a).manhattanLength() > 3 and (p - b).manhattanLength() > 3


def _open(window, seats, reduced=False, seed=5):
    window.settings.move_delay_ms = 0
    window.ctx.configure(reduced_motion=reduced, animation_speed=1.0)
    window.open_session(GameSession.start("guts", {"players": len(seats), "cycles": 3}, seats, seed=seed))
    table = window.table
    table.controller.move_delay_ms = 0
    window.activateWindow()
    return table


def _drawn_at(layer, point) -> int:
    pix = QPixmap(layer.size())
    pix.fill(Qt.transparent)
    layer.render(pix)
    return pix.toImage().pixelColor(point.toPoint()).alpha()


def _declare_in(qtbot, table):
    qtbot.waitUntil(lambda: table.gate_open() and table.b_in.isEnabled() and table.b_in.hasFocus(), timeout=8000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_I)


def _moving(layer):
    """A flight strictly on its way now."""
    return [f for f in layer.flights if 0.2 < f.progress(layer.t) < 0.8]


def test_the_pot_flies_to_the_winner_and_space_lands_it(qtbot, window):
    table = _open(window, [Seat("Ann"), Seat("Bot", COMPUTER), Seat("Cleo", COMPUTER)])
    layer = table.flight_layer
    _declare_in(qtbot, table)  # Ann is in: the pot goes to somebody
    seen = []

    def chip_in_flight():
        m = table.current_moment("flight")
        if m is not None and "table" in m.data and layer.active:
            seen[:] = _moving(layer)
        return bool(seen)
    qtbot.waitUntil(chip_in_flight, timeout=15000)
    flight = seen[0]
    pot = table.l_pot.mapTo(table, table.l_pot.rect().center())
    at_pot = [f for f in layer.flights if (QPointF(f.src.center()) - QPointF(pot)).manhattanLength() < 3
              or (QPointF(f.dst.center()) - QPointF(pot)).manhattanLength() < 3]
    assert at_pot == layer.flights  # every chip leaves or reaches the pot
    seats = [QPointF(w.l_balance.mapTo(table, w.l_balance.rect().center())) for w in table.seat_widgets]
    ends = [QPointF(r.center()) for f in layer.flights for r in (f.src, f.dst)]
    away = [p for p in ends if (p - QPointF(pot)).manhattanLength() >= 3]
    assert away and all(any((p - s).manhattanLength() < 3 for s in seats) for p in away)  # the other end: a seat
    where = flight.at(layer.t).center()
    assert _between(where, QPointF(flight.src.center()), QPointF(flight.dst.center()))
    assert _drawn_at(layer, where) == 255  # the chip is drawn there
    assert not any(f.landed for f in layer.flights if f.progress(layer.t) < 1)  # none landed before its time
    assert not table.gate_open()
    status = window.status.text()  # the hand being settled, not the next one being dealt
    assert status.startswith("Pot of") and "Dealing" not in status, status
    moves = table.session.move_count
    qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_Space)
    assert flight.landed and flight not in layer.flights  # landed (the deal may be flying next)
    assert table.current_moment("flight") is None
    assert table.session.move_count == moves


def test_the_deal_flies_card_by_card_and_the_computers_wait(qtbot, window):
    table = _open(window, [Seat("Ann"), Seat("Bot", COMPUTER), Seat("Cleo", COMPUTER)])
    layer = table.flight_layer
    _declare_in(qtbot, table)

    def dealing():
        if table.summary.isVisible():
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
        if table.current_moment("flight") is not None and layer.active and "table" in table.moments.current.data:
            qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_Space)  # the pot: landed at once
        return table.current_moment("deal") is not None and layer.active and 0.2 < layer.t < 0.8 \
            and bool(_moving(layer))
    qtbot.waitUntil(dealing, timeout=15000)
    moves = table.session.move_count
    flights = layer.flights
    assert len(flights) == 2 * table.n  # two cards to each seat
    deck = flights[0].src
    assert all(f.src == deck for f in flights)  # all from the deck
    starts = [f.start for f in flights]
    assert starts == sorted(starts) and starts[0] < starts[-1]  # one after another
    moving = _moving(layer)
    assert moving
    f = moving[0]
    where = f.at(layer.t).center()
    assert _between(where, QPointF(f.src.center()), QPointF(f.dst.center()))
    assert _drawn_at(layer, where) == 255
    waiting = [f for f in flights if f.progress(layer.t) == 0.0]
    assert all(not w.isVisible() for f in waiting for w in f.hidden)  # a card shows where it lands, then
    landed = [f for f in flights if f.landed]
    assert all(w.isVisible() for f in landed for w in f.hidden)
    # your cards fly to you face up (turning over on the way); the others' face down
    mine = table.seat_widgets[table.viewer].v_hand
    for f in flights:
        ours = any(w in mine.buttons for w in f.hidden)
        assert (f.card is not None) == ours, (f.card, ours)
    assert not table.b_in.isEnabled()  # nobody declares before the cards are there
    qtbot.wait(150)
    assert layer.active and table.session.move_count == moves  # the computers wait
    qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_Space)
    assert not layer.active and table.current_moment("deal") is None
    assert all(w.isVisible() for f in flights for w in f.hidden)
    qtbot.waitUntil(lambda: table.b_in.isEnabled(), timeout=5000)  # and then the hand is played


def test_the_deal_takes_a_deal_s_time_at_the_player_s_speed(qtbot, window):
    table = _open(window, [Seat("Ann"), Seat("Bot", COMPUTER)])
    window.ctx.configure(animation_speed=2.0)
    _declare_in(qtbot, table)
    qtbot.waitUntil(lambda: table.current_moment("deal") is not None, timeout=15000)
    assert table.moments.current.ms >= 750  # 1.5 s at 2x
    # the deal's cards fly once the pot's chips (still in the air as the moment begins) have landed
    qtbot.waitUntil(lambda: table.current_moment("deal") is not None and table.flight_layer.active
                    and table.flight_layer._anim.duration() == 750, timeout=3000)


def test_reduced_motion_flies_nothing_in_guts(qtbot, window):
    table = _open(window, [Seat("Ann"), Seat("Bot", COMPUTER), Seat("Cleo", COMPUTER)], reduced=True)
    _declare_in(qtbot, table)
    seen = []
    for _ in range(60):
        seen.append(table.flight_layer.active or table.flight_layer.isVisible())
        if table.summary.isVisible():
            break
        if table.gate_open() and table.b_in.isEnabled() and table.session.move_count > 1:
            break
        qtbot.wait(20)
    assert not any(seen)
    assert table.session.move_count >= 3  # the hand was played through, shown at once


def test_pass_and_play_deals_no_face_to_the_wrong_person(qtbot, window):
    """Two people and a computer at one screen: while the new hand is dealt nobody's card
    flies face up but the screen's person's own (and during a public moment, nobody's)."""
    table = _open(window, [Seat("Ann"), Seat("Bea"), Seat("Bot", COMPUTER)])
    layer = table.flight_layer
    seen_deal = []
    for _ in range(600):
        if table.handover.isVisible() or table.b_continue.isVisible() or table.summary.isVisible():
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
        elif table.gate_open() and table.b_in.isEnabled():
            qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_I)
        if table.current_moment("deal") is not None and layer.active:
            viewer = table.viewer
            mine = table.seat_widgets[viewer].v_hand.buttons if viewer is not None else []
            for f in layer.flights:
                if f.card is not None:
                    assert any(w in mine for w in f.hidden), (viewer, f.card)
            seen_deal.append(viewer)
            if len(seen_deal) >= 2:
                break
            qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_Space)
        qtbot.wait(20)
    assert seen_deal  # a deal was seen in flight
    assert None in seen_deal  # dealt during the public moment: nobody's face flew


def test_a_new_session_deals_its_first_hand_on_the_table(qtbot, window):
    """The first hand is dealt too (not found on the table): the cards fly before anyone
    declares, the computers wait for them, Space lands them."""
    table = _open(window, [Seat("Ann"), Seat("Bot", COMPUTER), Seat("Cleo", COMPUTER)])
    layer = table.flight_layer
    qtbot.waitUntil(lambda: table.current_moment("deal") is not None and layer.active and bool(_moving(layer)),
                    timeout=5000)
    assert len(layer.flights) == 2 * table.n
    f = _moving(layer)[0]
    where = f.at(layer.t).center()
    assert _between(where, QPointF(f.src.center()), QPointF(f.dst.center()))
    assert table.session.move_count == 0 and not table.b_in.isEnabled()
    qtbot.wait(100)
    assert table.session.move_count == 0  # the computers wait for the cards
    qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_Space)
    assert not layer.active and table.current_moment("deal") is None
    qtbot.waitUntil(lambda: table.b_in.isEnabled() and table.b_in.hasFocus(), timeout=5000)


def test_the_first_deal_in_pass_and_play_comes_before_the_handover_face_down(qtbot, window):
    table = _open(window, [Seat("Ann"), Seat("Bea"), Seat("Bot", COMPUTER)])
    layer = table.flight_layer
    qtbot.waitUntil(lambda: table.current_moment("deal") is not None and layer.active, timeout=5000)
    assert all(f.card is None for f in layer.flights)  # nobody is at the screen yet: every card face down
    assert not table.handover.isVisible()
    qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_Space)
    qtbot.waitUntil(table.handover.isVisible, timeout=3000)  # then the screen goes to the first person


def test_a_launch_after_a_longer_one_lands_nothing_early(qtbot, window):
    """The layer's animation, stopped late in a 1.5 s deal, moved to its end value when the
    next launch set a shorter time: the pot's first chip (its part ending at half time)
    was marked landed before it left, its widget shown, and it was never drawn."""
    from PySide6.QtCore import QRect

    from cardgames_qt.ui.table.flights import Flight
    table = _open(window, [Seat("Ann"), Seat("Bot", COMPUTER)], reduced=True)
    layer = table.flight_layer
    layer.launch([Flight(None, QRect(0, 0, 40, 60), QRect(200, 200, 40, 60))], 1500)
    qtbot.wait(400)
    layer.land()  # landed by its moment's end (Space, its timer) while the animation ran
    first = Flight(None, QRect(0, 0, 40, 60), QRect(300, 0, 40, 60), end=0.5)
    layer.launch([first, Flight(None, QRect(0, 0, 40, 60), QRect(0, 300, 40, 60), start=0.5)], 100)
    assert not first.landed and layer.t == 0.0
    qtbot.waitUntil(lambda: not layer.active, timeout=3000)
    assert first.landed


def test_in_pressed_while_the_cards_fly_is_kept_for_the_hand(qtbot, window):
    """I pressed during the deal is not lost: said to be kept, made once the cards are there."""
    table = _open(window, [Seat("Ann"), Seat("Bot", COMPUTER), Seat("Cleo", COMPUTER)])
    layer = table.flight_layer
    qtbot.waitUntil(lambda: table.current_moment("deal") is not None and layer.active, timeout=5000)
    qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_I)
    assert table.session.move_count == 0 and "Kept" in window.status.text()
    assert layer.active  # a move key does not cut the deal short
    qtbot.waitUntil(lambda: not layer.active, timeout=5000)
    qtbot.waitUntil(lambda: table.session.move_count >= 1, timeout=5000)
    assert list(table.session.moves()[0]) == [0, "in"]  # Ann's "in", made when her decision opened


def test_declaring_moves_the_keys_once_not_through_out_and_a_card(qtbot, window):
    """Heard by ear (issue 33): after I the focus walked In -> Out -> a card of the hand in some
    30 ms steps (Qt hands the focus down its chain as each button is disabled), and a screen
    reader read each stop or lost the sentence routed through it. Declaring moves the keys
    once, to the table, until the next decision gives them to In again."""
    table = _open(window, [Seat("Ann"), Seat("Bot", COMPUTER), Seat("Cleo", COMPUTER)], reduced=True)
    _declare_in(qtbot, table)
    qtbot.waitUntil(lambda: table.gate_open() and table.b_in.isEnabled() and table.b_in.hasFocus(), timeout=8000)
    stops: list[str] = []

    def moved(_old, new) -> None:
        if new is table.b_out:
            stops.append("Out")
        elif new is table.b_in:
            stops.append("In")
        elif new is table:
            stops.append("table")
        elif new is table.b_continue:
            stops.append("Continue")
        elif new is not None and table.isAncestorOf(new):
            stops.append(type(new).__name__)

    QApplication.instance().focusChanged.connect(moved)
    try:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_I)  # Ann declares
        qtbot.waitUntil(lambda: len(stops) >= 2, timeout=8000)  # the keys left In, then came to the next stop
    finally:
        QApplication.instance().focusChanged.disconnect(moved)
    assert stops[0] == "table" and "Out" not in stops[:2], stops  # never through Out
    assert stops[1] in ("In", "Continue", "RingButton"), stops  # nor a card: the next decision's button
