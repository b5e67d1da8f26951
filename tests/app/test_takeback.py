"""Take-back against computers: the person's last move and the replies, by replay."""
from __future__ import annotations

import random

from cardgames_qt.app.session import COMPUTER, GameSession, Seat
from cardgames_qt.app.takeback import check_take_back, take_back
from cardgames_qt.engine.events import TakenBack
from cardgames_qt.engine.registry import replay


def _session(game_id, variant, humans=1, players=2, seed=3):
    seats = [Seat(f"P{i}") if i < humans else Seat(f"C{i}", COMPUTER, None) for i in range(players)]
    session = GameSession.start(game_id, variant, seats, seed)
    events = []
    session.listeners.append(events.append)
    return session, events


_RNG = random.Random(0)  # one stream shared by every call (as the default argument was)


def _play(session, seat, rng=_RNG):
    legal = session.legal_actions(seat)
    session.submit(seat, legal[rng.randrange(len(legal))])


def _same_as_replayed(session, keep):
    expected = replay(session.game_id, session.variant, session.seed, session.state.history[:keep])
    return session.state.fingerprint() == expected.fingerprint()


def test_gops_takes_back_the_whole_revealed_round():
    session, events = _session("gops", {"cards": 5})
    _play(session, 0)
    _play(session, 1)  # round 1 revealed
    session.submit(1, session.legal_actions(1)[0])  # the computer seals round 2 first
    session.submit(0, session.legal_actions(0)[-1])  # round 2 revealed
    before = [list(h) for h in session.state.history]
    result = take_back(session)
    assert result.allowed and result.removed == 2 and result.keep == 2
    assert session.state.history == before[:2] and _same_as_replayed(session, 2)
    assert session.assisted and session.record()["assisted"] is True
    (event,) = events[-1]
    assert isinstance(event, TakenBack) and event.moves == 2 and event.position["round"] == 2
    # the assisted mark survives a save and a load
    loaded = GameSession.from_record(session.record(), session.state)
    assert loaded.assisted
    assert "assisted" not in _session("gops", {"cards": 5})[0].record()


def test_gops_a_sealed_bid_alone_goes_back():
    session, _ = _session("gops", {"cards": 5})
    _play(session, 0)
    assert take_back(session).removed == 1 and session.state.history == []
    assert check_take_back(session).refusal == "nothing"


def test_refused_in_pass_and_play_and_when_over_and_nothing_changes():
    session, events = _session("gops", {"cards": 4}, humans=2)
    _play(session, 0)
    _play(session, 1)
    fingerprint = session.state.fingerprint()
    result = take_back(session)
    assert not result.allowed and result.refusal == "pass_and_play"
    assert session.state.fingerprint() == fingerprint and not session.assisted
    done, _ = _session("gops", {"cards": 3, "games": 1})
    while not done.is_over:
        for seat in done.acting_seats():
            _play(done, seat)
    assert take_back(done).refusal == "game_over"


def test_guts_only_before_the_showdown():
    session, _ = _session("guts", {"players": 3}, players=3)
    session.submit(0, "in")
    check = check_take_back(session)
    assert check.allowed and check.removed == 1
    session.submit(1, "out")
    session.submit(2, "in")  # the hand is settled: every card was shown
    assert take_back(session).refusal == "showdown_seen"
    assert len(session.state.history) == 3 and not session.assisted


def _zhopa_to_play(session):
    while session.observation(0).phase == "bet":
        session.submit(session.acting_seats()[0], "pass")


def test_zhopa_takes_back_the_card_and_the_replies_within_a_deal():
    session, _ = _session("zhopa", {"refill": "redeal"}, players=3, seed=8)
    _zhopa_to_play(session)
    while session.acting_seats() != [0]:
        _play(session, session.acting_seats()[0])
    mine = len(session.state.history)
    _play(session, 0)
    while session.acting_seats() != [0]:
        _play(session, session.acting_seats()[0])  # the computers answer
    result = take_back(session)
    assert result.allowed and result.keep == mine and len(session.state.history) == mine
    assert _same_as_replayed(session, mine)


def test_zhopa_refused_once_new_cards_were_dealt():
    session, _ = _session("zhopa", {"refill": "redeal"}, players=3, seed=8)
    _zhopa_to_play(session)
    hand = len(session.observation(0).my_hand)
    while True:
        seat = session.acting_seats()[0]
        _play(session, seat)
        now = len(session.observation(0).my_hand)
        if now > hand:
            break  # a redeal gave the person new cards
        hand = now
    while session.acting_seats() != [0]:
        _play(session, session.acting_seats()[0])
    # the person's last move was before the new deal: playing again would know the stock
    assert take_back(session).refusal == "cards_dealt" and not session.assisted


def test_every_refusal_has_a_sentence(qtbot):
    from cardgames_qt.app.takeback import REFUSALS
    from cardgames_qt.ui.words.coach_text import take_back_refusal
    sentences = {take_back_refusal(code) for code in REFUSALS}
    assert len(sentences) == len(REFUSALS) and not sentences & set(REFUSALS)


def test_the_store_forgets_the_moves_taken_back_and_marks_the_game():
    from cardgames_qt.storage import GameStore
    store = GameStore()
    seats = [Seat("P0"), Seat("C1", COMPUTER, None)]
    session = GameSession.start("gops", {"cards": 5}, seats, 7, store=store)
    for _ in range(2):  # two revealed rounds
        _play(session, 0)
        _play(session, 1)
    assert store.history(session.db_id) == session.state.history and len(session.state.history) == 4
    result = take_back(session)
    assert result.allowed and result.keep == 2
    assert store.history(session.db_id) == session.state.history  # the taken-back round is gone on disk
    _play(session, 0)  # play goes on from there, and is stored in order
    _play(session, 1)
    moves = [list(h) for h in session.state.history]
    assert store.history(session.db_id) == moves
    store.close()
    again = GameStore()
    opened = again.load_continue("gops")  # Continue: the game as it stands after the take-back
    assert opened.record["history"] == moves and opened.record["assisted"] is True
    assert opened.state.fingerprint() == session.state.fingerprint()
    again.close()
