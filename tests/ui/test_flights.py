"""Cards travel on one layer above the table (issue 28): a card played by a key flies from
the hand to where it goes, seen in between while it flies; with reduced motion nothing
flies; Space lands it at once; a computer does not move before it lands."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from cardgames_qt.app.session import COMPUTER, GameSession, Seat


def _open(window, qtbot, game, options, seats, reduced=False):
    window.settings.move_delay_ms = 0
    window.ctx.configure(reduced_motion=reduced, animation_speed=1.0)
    window.open_session(GameSession.start(game, options, seats, seed=3))
    table = window.table
    table.controller.move_delay_ms = 0
    window.activateWindow()
    return table


def _between(p: QPointF, a: QPointF, b: QPointF) -> bool:
    """Strictly on the way from a to b (inside their box, at neither end)."""
    inside = (min(a.x(), b.x()) - 1 <= p.x() <= max(a.x(), b.x()) + 1
              and min(a.y(), b.y()) - 1 <= p.y() <= max(a.y(), b.y()) + 1)
    return inside and (p - a).manhattanLength() > 3 and (p - b).manhattanLength() > 3


def _gops(window, qtbot, reduced=False):
    table = _open(window, qtbot, "gops", {"cards": 13, "games": 1}, [Seat("Ann"), Seat("Bot", COMPUTER)], reduced)
    hand = table.v_hand["bottom"]
    qtbot.waitUntil(lambda: table.gate_open() and QApplication.focusWidget() in hand.buttons, timeout=5000)
    return table


def test_a_bid_flies_from_the_hand_to_its_slot_and_space_lands_it(qtbot, window):
    table = _gops(window, qtbot)
    layer = table.flight_layer
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_3)
    qtbot.waitUntil(lambda: layer.active and 0.15 < layer.t < 0.85, timeout=2000)
    flight = layer.flights[0]
    where = layer.rects()[0].center()
    assert _between(where, QPointF(flight.src.center()), QPointF(flight.dst.center())), \
        (where, flight.src.center(), flight.dst.center())
    assert layer.isVisible() and not table.gate_open()  # the keys wait (kept), the computer too
    assert all(not w.isVisible() for w in flight.hidden)  # the card's widget appears when it lands
    # the layer draws the card there, and nothing far from it
    from PySide6.QtGui import QPixmap
    pix = QPixmap(layer.size())
    pix.fill(Qt.transparent)
    layer.render(pix)
    image = pix.toImage()
    assert image.pixelColor(where.toPoint()).alpha() == 255
    assert image.pixelColor(2, 2).alpha() == 0
    qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_Space)
    assert not layer.active and not layer.isVisible()
    assert table.current_moment("flight") is None
    assert all(w.isVisible() for w in flight.hidden)


def test_reduced_motion_flies_nothing(qtbot, window):
    table = _gops(window, qtbot, reduced=True)
    seen = []
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_3)
    for _ in range(10):
        seen.append(table.flight_layer.active)
        qtbot.wait(20)
    assert not any(seen)
    assert table.session.move_count >= 1  # the bid was made, shown at once


def test_a_computer_waits_for_the_card_to_land(qtbot, window):
    table = _open(window, qtbot, "zhopa", {"players": 2}, [Seat("Ann"), Seat("Bot", COMPUTER)])
    layer = table.flight_layer
    for _ in range(200):  # bet, then wait for a card of ours to be playable
        if table.gate_open() and table.b_go.isVisible():
            qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_G)
        if table.gate_open() and table.v_hand.first_playable() is not None:
            break
        qtbot.wait(50)
    hand = table.v_hand
    assert hand.first_playable() is not None
    hand.focus_card(hand.first_playable())
    moves = table.session.move_count
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
    assert table.session.move_count == moves + 1
    assert table.current_moment("flight") is not None  # the computers wait from here
    qtbot.waitUntil(lambda: layer.active, timeout=1000)
    to_act = table.session.acting_seats()
    qtbot.wait(120)  # mid-flight (230 ms): the computer, if it is its turn, has not moved
    assert layer.active and table.session.move_count == moves + 1
    qtbot.waitUntil(lambda: not layer.active, timeout=3000)
    if 1 in to_act:
        qtbot.waitUntil(lambda: table.session.move_count > moves + 1, timeout=5000)  # and then it does


def test_the_prize_flies_to_the_winner_after_the_flip(qtbot, window):
    table = _gops(window, qtbot)
    layer = table.flight_layer
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_K)  # the king: likely to win the prize
    seen = []

    def prize_in_flight():
        if layer.active and table.current_moment("flight") is not None and not table.current_moment("reveal"):
            won = [table.v_won[p] for p in ("top", "bottom")]
            for f in layer.flights:
                for view in won:
                    box = view.geometry()
                    if box.contains(f.dst.center()) and table.v_pot.geometry().contains(f.src.center()):
                        seen.append((f.card, view))
        return bool(seen)
    qtbot.waitUntil(prize_in_flight, timeout=8000)
    card, view = seen[0]
    assert card is not None  # the prize face up, from the pot to the winner's won pile


def test_the_card_that_ends_a_trick_flies_to_that_trick_not_to_an_empty_one(qtbot, window):
    """Zhopa: while your card that completes the trick flies, the trick stands on the table
    with the other cards in it (it was cleared at once, and the card flew into an empty one)."""
    table = _open(window, qtbot, "zhopa", {"players": 2}, [Seat("Ann"), Seat("Bot", COMPUTER)])
    layer = table.flight_layer
    hand = table.v_hand
    for _ in range(400):  # bet, then play until it is our turn with the computer's card in the trick
        if table.gate_open() and table.b_go.isVisible():
            qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_G)
        elif table.gate_open() and hand.first_playable() is not None:
            led = [slot for slot in table.slots if any(b.isVisible() for b in slot.view.buttons)]
            if led:
                break
            hand.focus_card(hand.first_playable())
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
        qtbot.wait(50)
    shown = [table.cards_of(slot.view) for slot in table.slots]
    assert sum(len(c) for c in shown) == 1, shown  # the computer's lead, and our turn to answer
    hand.focus_card(hand.first_playable())
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
    qtbot.waitUntil(lambda: layer.active and 0.15 < layer.t < 0.85, timeout=2000)
    during = [[card for card, _rect in table.cards_of(slot.view)] for slot in table.slots]
    led_card = next(c for cards in shown for c, _r in cards)
    assert any(led_card in cards for cards in during), during  # the lead is still on the table
    qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_Space)
    assert not layer.active


def test_the_bids_turn_over_on_the_flight_layer_and_space_lands_them(qtbot, window):
    """Gops: at the reveal both face-down bids turn face up where they lie (a flip on the
    flight layer: the back narrows, the face widens); Space lands it; the computer waits."""
    table = _gops(window, qtbot)
    layer = table.flight_layer
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_5)

    def turning():
        if table.current_moment("flight") is not None and layer.active and not any(f.flip for f in layer.flights):
            qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_Space)  # the bid's flight to its slot
        return (table.current_moment("reveal") is not None and layer.active
                and any(f.flip and 0.1 < f.progress(layer.t) < 0.9 for f in layer.flights))
    qtbot.waitUntil(turning, timeout=8000)
    flips = [f for f in layer.flights if f.flip]
    assert len(flips) == 2  # both bids
    assert all(f.card is not None for f in flips)  # they turn to their faces
    assert all(f.src == f.dst for f in flips)  # where they lie
    slots = [table.v_bid[p] for p in ("top", "bottom")]
    assert all(not w.isVisible() for f in flips for w in f.hidden)  # the layer stands for them
    assert {id(w) for f in flips for w in f.hidden} == {id(view.buttons[0]) for view in slots}
    f = next(f for f in flips if 0.1 < f.progress(layer.t) < 0.9)
    drawn = f.drawn(layer.t)
    assert 0 < drawn.width() < f.dst.width() - 2  # half turned: narrower than the card
    assert abs(drawn.center().x() - f.dst.center().x()) <= 1
    from PySide6.QtGui import QPixmap
    pix = QPixmap(layer.size())
    pix.fill(Qt.transparent)
    layer.render(pix)
    assert pix.toImage().pixelColor(drawn.center().toPoint()).alpha() == 255
    moves = table.session.move_count
    assert not table.gate_open()
    qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_Space)
    assert not any(g.flip for g in layer.flights)  # landed
    assert table.current_moment("reveal") is None  # (the reveal was timed: skipped with it)
    assert table.session.move_count == moves


def test_reduced_motion_turns_no_bid(qtbot, window):
    table = _gops(window, qtbot, reduced=True)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_5)
    seen = []
    for _ in range(40):
        seen.append(table.flight_layer.active)
        qtbot.wait(10)
    assert not any(seen) and table.session.move_count >= 2


def test_in_pass_and_play_space_lands_the_flip_and_the_reveal_stays(qtbot, window):
    table = _open(window, qtbot, "gops", {"cards": 13, "games": 1}, [Seat("Ann"), Seat("Bea")])
    layer = table.flight_layer
    for _ in range(400):
        if table.current_moment("reveal") is not None and any(f.flip for f in layer.flights):
            break
        if table.handover.isVisible():
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
        elif table.gate_open() and table.v_hand["bottom"].first_playable() is not None:
            qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_7)
        qtbot.wait(15)
    assert table.current_moment("reveal") is not None and layer.active
    qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_Space)
    assert not layer.active  # the cards are face up now
    assert table.current_moment("reveal") is not None and table.b_continue.isVisible()  # everyone still sees it
    assert all(view.buttons and view.buttons[0].isVisible() for view in table.v_bid.values())


def test_a_bid_that_completes_the_round_flies_over_that_round_not_the_next(qtbot, window):
    """The computer has bid; your bid completes the round. While it flies to its slot the
    table still shows that round (its prize in the pot, both bids sealed, your card out of
    your hand), not the next round already dealt; then the bids turn over."""
    table = _gops(window, qtbot)
    layer = table.flight_layer
    qtbot.waitUntil(lambda: table.session.observation(None).committed[1] and table.gate_open(), timeout=8000)
    prize = [table.m_pot.row(i).get("card") for i in range(table.m_pot.rowCount())]
    round_text = table.l_round.text()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_K)
    qtbot.waitUntil(lambda: layer.active and table.current_moment("flight") is not None
                    and bool(table.moments.pending("reveal")), timeout=3000)
    assert table.l_round.text() == round_text  # the same round
    assert [table.m_pot.row(i).get("card") for i in range(table.m_pot.rowCount())] == prize
    hand = table.v_hand["bottom"]
    assert all("K" not in str(hand.model.row(i).get("card")) for i in range(hand.model.rowCount()))
    for pos in ("top", "bottom"):
        row = table.v_bid[pos].model.row(0)
        assert row and not row.get("face_up")  # sealed until the reveal turns them over
    qtbot.waitUntil(lambda: table.current_moment("reveal") is not None, timeout=3000)
    assert table.l_round.text() == round_text


def _zhopa_dealing(window, qtbot, seats, reduced=False):
    table = _open(window, qtbot, "zhopa", {"players": len(seats)}, seats, reduced)
    return table, table.flight_layer


def test_zhopa_deals_from_the_stock_and_space_lands_the_deal(qtbot, window):
    """A new Zhopa game deals on the table: the cards fly from the stock one at a time from
    the dealer's left (your own turn face up on the way, the others' stay face down); the
    computer waits; Space lands them all."""
    table, layer = _zhopa_dealing(window, qtbot, [Seat("Ann"), Seat("Bot", COMPUTER), Seat("Cleo", COMPUTER)])

    def moving():
        return [f for f in layer.flights if 0.2 < f.progress(layer.t) < 0.8]
    qtbot.waitUntil(lambda: table.current_moment("deal") is not None and layer.active and bool(moving()),
                    timeout=5000)
    flights = layer.flights
    stock = flights[0].src
    assert all(f.src == stock for f in flights)  # all from the stock
    assert table.v_stock.geometry().translated(table.v_stock.parentWidget().mapTo(table, table.v_stock.pos())
                                                - table.v_stock.pos()).contains(stock.center())
    f = moving()[0]
    where = f.at(layer.t).center()
    assert _between(where, QPointF(f.src.center()), QPointF(f.dst.center()))
    mine = table.v_hand.buttons
    assert any(f.card is not None for f in flights)  # your cards come face up ...
    for g in flights:
        assert (g.card is not None) == any(w in mine for w in g.hidden)  # ... and only yours
    waiting = [g for g in flights if g.progress(layer.t) == 0.0]
    assert waiting and all(not w.isVisible() for g in waiting for w in g.hidden)
    assert table.session.move_count == 0
    qtbot.wait(100)
    assert layer.active and table.session.move_count == 0  # nobody bets before the cards are there
    qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_Space)
    assert not layer.active and table.current_moment("deal") is None
    assert all(w.isVisible() for g in flights for w in g.hidden)


def test_zhopa_reduced_motion_deals_at_once(qtbot, window):
    table, layer = _zhopa_dealing(window, qtbot, [Seat("Ann"), Seat("Bot", COMPUTER)], reduced=True)
    seen = []
    for _ in range(10):
        seen.append(layer.active)
        qtbot.wait(20)
    assert not any(seen) and table.v_hand.buttons and all(b.isVisible() for b in table.v_hand.buttons)


def test_zhopa_pass_and_play_deals_every_card_face_down(qtbot, window):
    table, layer = _zhopa_dealing(window, qtbot, [Seat("Ann"), Seat("Bea")])
    qtbot.waitUntil(lambda: table.current_moment("deal") is not None and layer.active, timeout=5000)
    assert layer.flights and all(f.card is None for f in layer.flights)  # nobody has the screen yet
