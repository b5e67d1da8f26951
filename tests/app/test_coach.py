"""The coach's hints: numbers checked against hand-worked positions and the bots' data."""
from __future__ import annotations

import pickle
from dataclasses import replace

import pytest

from cardgames_qt.app.coaching.coach import (
    GopsHint,
    GutsHint,
    HintRequest,
    ZhopaHint,
    class_label,
    compute_hint,
    guts_gain,
    hint,
)
from cardgames_qt.bots.gops_policy import gops_policy
from cardgames_qt.bots.guts_bots import CLASSES, thresholds
from cardgames_qt.engine.registry import new_state
from tests.observations import gops_obs, guts_obs


def _gops_obs(**kw):
    fields = {"seat": 0, "my_hand": [2, 3], "opp_hand": [1, 3], "prizes_left": [1], "pot": [5],
              "tie_rule": "discard", "scores": [10, 4], "my_bid": None, **kw}
    return gops_obs(**fields)


def test_gops_hint_hand_worked_last_two_rounds():
    # my 2,3 against 1,3, pot 5, prize 1 left, ties discarded. Payoffs (rows: my 2, 3;
    # columns: their 1, 3): [[5, -4], [4, 1]]: a saddle at 3 against 3, worth 1.
    h = hint("gops", _gops_obs(), [2, 3])
    assert isinstance(h, GopsHint)
    assert h.probabilities == {2: 0.0, 3: 1.0}
    assert h.best == 3
    assert h.losses[3] == 0.0
    assert h.losses[2] == pytest.approx(5.0)  # 1 - (-4) against their 3
    assert h.value == pytest.approx(10 - 4 + 1)
    assert h.exact and h.pot == 5
    assert h.reason.code == "gops_one" and h.reason.params == {"pot": 5, "bid": 3}


def test_gops_hint_matches_the_policy_and_no_used_bid_loses():
    state = new_state("gops", {"cards": 6}, 3)
    for seat in (0, 1):
        obs = state.observation(seat)
        h = hint("gops", obs, state.legal_actions(seat))
        assert h.probabilities == gops_policy(obs.my_hand, obs.opp_hand, obs.prizes_left, obs.pot,
                                              obs.tie_rule)
        assert all(h.losses[b] == 0.0 for b, p in h.probabilities.items() if p > 0)
        assert all(v >= 0.0 for v in h.losses.values()) and max(h.losses.values()) > 0.0
        assert h.exact and h.value == pytest.approx(0.0, abs=1e-6)  # a fresh game is symmetric


def test_gops_large_hands_are_marked_approximate():
    state = new_state("gops", {"cards": 13}, 3)
    assert hint("gops", state.observation(0), state.legal_actions(0)).exact is False


def test_gops_no_hint_once_the_bid_is_sealed():
    state = new_state("gops", {"cards": 5}, 3)
    state.apply(0, state.legal_actions(0)[0])
    assert hint("gops", state.observation(0), state.legal_actions(0)) is None


@pytest.mark.parametrize("players", range(2, 11))
def test_guts_gain_changes_sign_at_the_equilibrium_threshold(players):
    marginal, mix = thresholds()[players]
    suits = ("S", "H")
    for index, (_pair, high, low) in enumerate(CLASSES):
        cards = tuple(_card(r, s) for r, s in zip((high, low), suits, strict=True))
        gain = guts_gain(cards, players)
        if index > marginal:
            assert gain > -1e-9, (players, class_label(index), gain)
        elif index < marginal:
            assert gain < 1e-9, (players, class_label(index), gain)


def _card(rank, suit):
    return {11: "J", 12: "Q", 13: "K", 14: "A"}.get(rank, str(rank)) + suit


def test_guts_hint_reads_the_hand_and_scales_with_the_pot():
    obs = guts_obs(seat=1, players=4, pot=4, my_hand=["KS", "QD"], my_choice=None)
    h = hint("guts", obs, ["in", "out"])
    assert isinstance(h, GutsHint)
    assert h.hand == "K-Q" and h.threshold == "A-2" and h.standing == "below"
    assert h.best == "out" and h.gains["in"] < 0 == h.gains["out"]
    assert h.reason.code == "guts_out" and h.reason.params["threshold"] == "A-2"
    doubled = hint("guts", replace(obs, pot=8), ["in", "out"])
    assert doubled.gains["in"] == pytest.approx(2 * h.gains["in"])
    aces = hint("guts", replace(obs, my_hand=("AS", "AD")), ["in", "out"])
    assert aces.best == "in" and aces.standing == "above" and aces.p_in == 1.0 and aces.hand == "A-A"


def test_zhopa_bet_hint_gives_both_chances():
    state = new_state("zhopa", {}, 5)
    seat = state.acting_seats()[0]
    h = hint("zhopa", state.observation(seat), state.legal_actions(seat), seed=1, time_budget=None,
             max_iterations=300)
    assert isinstance(h, ZhopaHint) and h.phase == "bet" and h.best in ("go", "pass")
    # the go target is below the pass target: reaching it is at least as likely
    assert 0.0 <= h.reach["pass"] <= h.reach["go"] <= 1.0
    assert h.targets["go"] < h.targets["pass"] and h.iterations == 300
    assert h.reason.code == f"zhopa_bet_{h.best}"


def _zhopa_play_state():
    state = new_state("zhopa", {}, 5)
    while state.observation(state.acting_seats()[0]).phase == "bet":
        state.apply(state.acting_seats()[0], "pass")
    return state


def test_zhopa_card_hint_rates_every_legal_card_and_is_repeatable():
    state = _zhopa_play_state()
    seat = state.acting_seats()[0]
    obs, legal = state.observation(seat), state.legal_actions(seat)
    assert len(legal) > 1
    first = hint("zhopa", obs, legal, seed=4, time_budget=None, max_iterations=200)
    assert set(first.points) == set(legal) and first.best in legal
    assert all(0 <= p <= 184 + 60 for p in first.points.values())
    assert hint("zhopa", obs, legal, seed=4, time_budget=None, max_iterations=200) == first


def test_a_request_pickles_and_needs_only_the_observation():
    state = new_state("guts", {"players": 3}, 2)
    obs = pickle.loads(pickle.dumps(state.observation(0)))  # what crosses to the worker: a pickled value
    request = HintRequest("guts", obs, state.legal_actions(0))
    result = compute_hint(pickle.loads(pickle.dumps(request)))
    assert pickle.loads(pickle.dumps(result)) == result == hint("guts", state.observation(0), ["in", "out"])
