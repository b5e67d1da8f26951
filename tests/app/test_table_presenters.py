"""The Qt-free half of the table: the moment queue and the presenters, tested without Qt."""
from __future__ import annotations

import subprocess
import sys
from fractions import Fraction

from cardgames_qt.app.moments import HANDOVER, REVEAL, SUMMARY, Moment, MomentQueue
from cardgames_qt.app.presenters import gops_presenter, guts_presenter, zhopa_presenter
from cardgames_qt.engine.events import (
    Ante,
    CycleOver,
    DealerMoves,
    GopsReveal,
    GutsDeal,
    GutsReveal,
    Payment,
    Payout,
    Showdown,
)
from cardgames_qt.engine.observations import GopsRound
from cardgames_qt.engine.registry import new_state


def test_presenters_and_queue_import_no_qt():
    code = ("import sys, cardgames_qt.app.moments, cardgames_qt.app.presenters.gops_presenter, "
            "cardgames_qt.app.presenters.guts_presenter, cardgames_qt.app.presenters.zhopa_presenter; "
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# --- the moment queue ---------------------------------------------------------------------------
def test_moments_come_up_in_order_and_instant_ones_keep_their_place():
    shown, idle = [], []
    q = MomentQueue(lambda m: shown.append(m.kind), lambda: idle.append(True))
    q.push(Moment(REVEAL, ms=500))
    q.push(Moment("deal"))  # instant (reduced motion)
    q.push(Moment(SUMMARY, waits=True))
    q.push(Moment(HANDOVER, waits=True))
    assert shown == [REVEAL] and q.busy and not idle
    q.finish()
    assert shown == [REVEAL, "deal", SUMMARY] and q.current.kind == SUMMARY
    q.skip_timed()  # a click: a summary waits for its button
    assert q.current.kind == SUMMARY
    q.finish(HANDOVER)  # not the current one: nothing happens
    assert q.current.kind == SUMMARY
    q.finish(SUMMARY)
    assert q.current.kind == HANDOVER and q.busy
    q.finish()
    assert not q.busy and idle == [True]


def test_skip_timed_drops_animations_but_keeps_waiting_moments():
    q = MomentQueue()
    for m in (Moment(REVEAL, ms=100), Moment("deal", ms=100), Moment(SUMMARY, waits=True)):
        q.push(m)
    q.skip_timed()
    assert [m.kind for m in q.pending()] == [SUMMARY]


# --- Gops -------------------------------------------------------------------------------------------
def test_gops_view_marks_only_legal_cards_playable_and_says_why_not():
    st = new_state("gops", {"cards": 5, "games": 1}, 7)
    obs = st.observation(0)
    view = gops_presenter.present(obs, viewer=0, bottom=0, names=["Ann", "Bot"], humans={0}, acting=[0, 1],
                                  legal=st.legal_actions(0))
    assert [c.value for c in view.seats["bottom"].hand] == [1, 2, 3, 4, 5]
    assert all(c.playable and not c.reason for c in view.seats["bottom"].hand)
    assert view.status == ("choose_bid", {"prize": obs.pot[-1], "pot": sum(obs.pot)})
    st.apply(0, 3)
    view = gops_presenter.present(st.observation(0), viewer=0, bottom=0, names=["Ann", "Bot"], humans={0},
                                  acting=[1], legal=[])
    assert all(not c.playable and c.reason == "already_bid" for c in view.seats["bottom"].hand)
    assert view.seats["bottom"].bid.state == "mine" and view.seats["bottom"].bid.value == 3
    assert view.seats["top"].bid.state == "thinking"
    assert view.status == ("waiting", {"names": ["Bot"]})


def test_gops_reveal_shows_the_table_as_it_was_with_both_bids_face_up():
    st = new_state("gops", {"cards": 3, "games": 2}, 1)
    before = st.observation(None)
    st.apply(0, 1)
    events = st.apply(1, 2)
    reveal = next(e for e in events if isinstance(e, GopsReveal))
    view = gops_presenter.present(before, viewer=None, bottom=0, names=["A", "B"], humans={0, 1}, acting=[],
                                  legal=[], reveal=reveal)
    assert view.pot == list(reveal.pot)
    assert view.seats["bottom"].bid.value == 1 and view.seats["top"].bid.value == 2
    assert view.seats["top"].bid.won and not view.seats["bottom"].bid.won
    assert 1 not in [c.value for c in view.seats["bottom"].hand]  # the bid is on the table, not in the hand
    assert view.status[0] == "won" and view.status[1]["winner"] == "B"


def test_gops_cumulative_points_follow_the_rounds():
    rounds = [GopsRound((2,), (1, 2), 1, 2), GopsRound((3, 1), (3, 3), None, 0), GopsRound((3, 1), (5, 4), 0, 4)]
    assert gops_presenter.cumulative(rounds) == [[0, 0, 0, 4], [0, 2, 2, 2]]


# --- Guts ---------------------------------------------------------------------------------------------
def test_guts_view_hides_other_hands_and_the_new_hand_while_it_is_dealt():
    st = new_state("guts", {"players": 3}, 4)
    obs = st.observation(0)
    view = guts_presenter.present(obs, viewer=0, humans={0}, acting=[0, 1, 2], legal=st.legal_actions(0),
                                  thinking={1})
    assert view.seats[0].hand == list(obs.my_hand) and view.seats[1].hand == [None, None]
    assert view.can_declare and view.status == ("declare", {"seat": 0, "pot": Fraction(obs.pot)})
    assert view.seats[1].tag == "thinking" and view.seats[2].tag == "deciding"
    dealing = guts_presenter.present(obs, viewer=0, humans={0}, acting=[0, 1, 2], legal=st.legal_actions(0),
                                     thinking=set(), dealt=[1, 0, 0])
    assert not dealing.can_declare and [len(s.hand) for s in dealing.seats] == [1, 0, 0]


def test_guts_account_words_a_settlement_and_the_pot_it_leaves():
    events = [GutsReveal(("in", "out", "in")),
              Showdown({0: ("AS", "AH"), 2: ("2C", "3D")}, (0,)),
              Payout({0: Fraction(3)}, 3),
              Payment({2: 3}, 3),
              DealerMoves(0, 1),
              CycleOver(1, (Fraction(3), Fraction(0), Fraction(-3))),
              Ante(2, 1, (0, 1, 2), 3, (Fraction(2), Fraction(-1), Fraction(-4))),
              GutsDeal(1, 4, (2, 0, 1), 2)]
    acc = guts_presenter.account(events, 3, 3)
    codes = [c for c, _ in acc.log]
    assert codes[:4] == ["hand", "in_out", "showdown", "took"]
    assert ("ins", {"ins": [0, 2]}) in acc.table
    assert acc.cycle_over is not None and acc.session_over is None and acc.deal == events[-1]
    # the cycle summary shows the table before the next ante: empty pot and reserve
    assert acc.settled == {"pot": 0, "reserve": 0}


def test_guts_standings_share_places():
    assert guts_presenter.standings(["2", "-1", "-1"]) == [(1, [0], Fraction(2)), (2, [1, 2], Fraction(-1))]


# --- Zhopa --------------------------------------------------------------------------------------------
def test_zhopa_hand_says_why_each_card_is_refused():
    st = new_state("zhopa", {"players": 3}, 31)
    seat = st.to_act
    obs = st.observation(seat)
    assert obs.phase == "bet"
    cards = zhopa_presenter.hand(obs, seat, 4, gate_open=True)
    assert all(not c.playable and c.reason[0] == "bets_first" for c in cards)
    other = (seat + 1) % 3
    cards = zhopa_presenter.hand(st.observation(other), other, 4, gate_open=True)
    assert all(c.reason[0] == "not_your_turn" and c.reason[1]["seat"] == seat for c in cards)
    assert zhopa_presenter.status(obs, seat, True)[0] == "bet"
    assert zhopa_presenter.status(obs, other, True) == ("betting", {"seat": seat})
