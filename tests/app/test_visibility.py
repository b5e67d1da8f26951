"""The one visibility policy (app/visibility.py), without Qt: who may see which seat."""
from __future__ import annotations

from cardgames_qt.app import visibility as v
from cardgames_qt.app.replay.replay_model import ReplayModel
from cardgames_qt.app.session import COMPUTER, GameSession, Seat


def test_against_the_computer_only_the_persons_seat_until_the_game_is_over():
    t = v.Table(3, humans=(1,), acting_humans=())
    assert v.person_at_screen(t) == 1 and v.visible_seats(t) == (1,) and v.visible_seats(t, None) == (1,)
    assert not v.may_see(t, 0) and v.may_see(t, 1) and v.may_see(t, None) and not v.open_view(t)
    over = v.Table(3, humans=(1,), finished=True)
    assert v.visible_seats(over) == (0, 1, 2) and v.open_view(over) and v.may_see(over, 2)


def test_pass_and_play_shows_the_confirmed_viewer_at_the_table_and_the_seat_to_act_away_from_it():
    t = v.Table(3, humans=(0, 2), acting_humans=(2,))
    assert v.pass_and_play(t) and v.next_viewer(t) == 2
    assert v.visible_seats(t, 0) == (0,)  # the table: whoever confirmed the handover
    assert v.visible_seats(t, None) == ()  # a handover or a public moment: nobody
    assert v.visible_seats(t, 1) == ()  # a computer's seat is never "at the screen"
    assert v.visible_seats(t) == (2,)  # away from the table: whose turn it is
    assert v.visible_seats(v.Table(3, humans=(0, 2))) == ()  # nobody to act: nobody's cards
    assert v.visible_seats(v.Table(2, humans=())) == ()  # computers only


def test_a_record_is_judged_by_its_seats_and_its_replayed_moves():
    session = GameSession.start("guts", {"players": 3}, [Seat("A"), Seat("B"), Seat("C", COMPUTER)], seed=4)
    session.submit(0, "in")
    record = session.record()
    model = ReplayModel.from_record(record)
    t = v.Table.of_record(record, model.num_players, model.finished, model.acting)
    assert t == v.Table.of_session(session) == v.Table(3, (0, 1), (1,), False)
    assert v.visible_seats(t) == (1,)
    # a record without seats is as private as pass-and-play
    assert v.Table.of_record({}, 2, False, (0, 1)).humans == (0, 1)
