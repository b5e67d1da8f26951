"""The analysis after a game: replayed from the save's fields, graded per decision."""
from __future__ import annotations

import pytest

from cardgames_qt.app.coaching.analysis import COSTLIEST, AnalysisRequest, analyse, analyse_request
from cardgames_qt.app.coaching.coach import hint
from cardgames_qt.bots.gops_policy import gops_policy
from cardgames_qt.engine import IllegalMove

from .play import playout


def _equilibrium(state, seat, rng):
    obs = state.observation(seat)
    policy = gops_policy(obs.my_hand, obs.opp_hand, obs.prizes_left, obs.pot, obs.tie_rule)
    bids = [b for b in sorted(policy) if policy[b] > 0]
    return rng.choices(bids, [policy[b] for b in bids])[0]


@pytest.mark.parametrize("cards", [4, 5, 6])
def test_gops_equilibrium_play_loses_nothing_and_random_play_loses(cards):
    variant = {"cards": cards, "games": 1}
    eq_total = rnd_total = 0.0
    for seed in range(8):
        history = playout("gops", variant, seed, _equilibrium, rng_seed=seed)
        a = analyse("gops", variant, seed, history, 0)
        assert a.exact and len(a.decisions) == cards
        eq_total += a.total
        rnd_total += analyse("gops", variant, seed, playout("gops", variant, seed, rng_seed=seed), 0).total
    assert eq_total == 0.0
    assert rnd_total > 0.0


def test_gops_decisions_follow_the_history_and_the_costliest_are_marked():
    variant = {"cards": 6, "games": 2}
    history = playout("gops", variant, 11, rng_seed=3)
    a = analyse("gops", variant, 11, history, 1)
    assert [d.chosen for d in a.decisions] == [act for seat, act in history if seat == 1]
    assert [history[d.move] for d in a.decisions] == [[1, d.chosen] for d in a.decisions]
    assert a.total == pytest.approx(sum(d.loss for d in a.decisions))
    losses = sorted((d.loss for d in a.decisions if d.loss > 0), reverse=True)
    assert [d.loss for d in a.costliest] == losses[:COSTLIEST]
    assert all(d.loss == 0 for d in a.decisions if d.chosen == d.best)
    assert all(d.loss > 0 for d in a.decisions if d.chosen != d.best)
    # one game of the match only
    second = analyse("gops", variant, 11, history, 1, part=1)
    assert [d.move for d in second.decisions] == [d.move for d in a.decisions if d.where["game_index"] == 1]


def test_guts_a_cycle_on_request_and_the_grade_matches_the_hint():
    variant = {"players": 3}
    history = playout("guts", variant, 4, rng_seed=1, moves=60)
    a = analyse("guts", variant, 4, history, 0, part=2)
    assert a.decisions and all(d.where["cycle"] == 2 for d in a.decisions) and a.unit == "tokens"
    # re-derive one grade from the coach's hint at that moment
    from cardgames_qt.engine.registry import replay
    d = max(a.decisions, key=lambda d: d.loss)
    h = hint("guts", replay("guts", variant, 4, history[:d.move]).observation(0), ["in", "out"])
    assert d.best == h.best or d.loss == 0
    assert d.loss == pytest.approx(h.gains[h.best] - h.gains[d.chosen])


def test_zhopa_partie_cards_in_points_and_the_bet_in_banks():
    history = playout("zhopa", {}, 5, rng_seed=2, moves=80)
    request = AnalysisRequest("zhopa", {}, 5, history, 0, part=1, max_iterations=60)
    a = analyse_request(request)
    units = {d.unit for d in a.decisions}
    assert units == {"points", "banks"} and a.unit == "points" and not a.exact
    assert a.totals["points"] == pytest.approx(sum(d.loss for d in a.decisions if d.unit == "points"))
    assert all(d.loss >= 0 for d in a.decisions)
    assert analyse_request(request) == a  # seeded: the same review every time


def test_a_history_with_an_illegal_move_is_refused():
    with pytest.raises(IllegalMove):
        analyse("gops", {"cards": 4}, 1, [[0, 9]], 0)
