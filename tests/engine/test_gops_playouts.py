"""Seeded random playouts of whole Gops games and matches.

Every game: only legal moves are applied, a few illegal ones are refused
without a trace, the invariants hold at every step, save -> JSON -> load is
identical (at sampled steps and at the end), the match ends after exactly
games x cards rounds, and replaying seed + history rebuilds it exactly.
CARDGAMES_QT_LONG=1 plays ten times as many and round-trips every step.
"""
import json
import random

import pytest

from cardgames_qt.engine import IllegalMove, gops, registry
from cardgames_qt.engine.events import BidPlaced
from tests.conftest import long_runs

SCALE = 10 if long_runs() else 1


def _roundtrip(state):
    return gops.State.from_dict(json.loads(json.dumps(state.to_dict())))


def _try_illegal(state, rng):
    """Offer a bid that must be refused, and check that nothing moved."""
    g = state.game
    seat = rng.randrange(2)
    legal = state.legal_actions(seat)
    spent = state.observation(None).spent[seat]
    candidates = [0, g.cards + 1, "x", 2.5, *spent]
    if not legal:
        candidates += list(range(1, g.cards + 1))   # already committed this round
    action = rng.choice(candidates)
    before = state.fingerprint()
    with pytest.raises(IllegalMove):
        state.apply(seat, action)
    assert state.fingerprint() == before


def _play_match(variant, seed, every_step):
    rng = random.Random(seed * 7919 + 1)
    state = gops.new_state(variant, seed=seed)
    state.check_invariants()
    v = state.variant
    moves = 0
    games_seen = 0
    while not state.is_terminal():
        seats = state.acting_seats()
        assert seats and all(state.legal_actions(s) for s in seats)
        seat = rng.choice(seats)
        legal = state.legal_actions(seat)
        assert legal == sorted(set(legal)) and set(legal) <= set(range(1, v.cards + 1))
        action = rng.choice(legal)
        events = state.apply(seat, action)
        moves += 1
        assert events[0] == BidPlaced(seat)
        games_seen += sum(e.kind == "game_over" for e in events)
        state.check_invariants()
        if every_step or rng.random() < 0.15:
            assert _roundtrip(state) == state
        if rng.random() < 0.05:
            _try_illegal(state, rng)
        assert moves <= 2 * v.games * v.cards, "the match did not end"
    assert moves == 2 * v.games * v.cards and games_seen == v.games
    assert _roundtrip(state) == state
    obs = state.observation(None)
    assert len(obs.game_results) == v.games and obs.is_over
    assert state.totals == [sum(r[i] for r in obs.game_results) for i in (0, 1)]
    assert registry.replay(gops.GAME_ID, v.to_dict(), state.seed, state.history) == state
    return v.games


@pytest.mark.parametrize("tie_rule", gops.TIE_RULES)
def test_random_matches_keep_every_invariant(tie_rule):
    """>= 1,000 games per tie rule, every cards setting, matches of 1 to 3 games."""
    games = 0
    seed = 0
    while games < 1000 * SCALE:
        variant = {"tie_rule": tie_rule, "cards": 3 + seed % 11, "games": 1 + seed % 3}
        games += _play_match(variant, seed, every_step=long_runs())
        seed += 1
    assert games >= 1000 * SCALE


@pytest.mark.parametrize("tie_rule", gops.TIE_RULES)
def test_random_one_game_api_playouts(tie_rule):
    """The spec's one-game object: invariants at every step, 13-card games."""
    rng = random.Random(tie_rule)
    for seed in range(1000 * SCALE):
        g = gops.new_game(tie_rule=tie_rule, seed=seed)
        while not g.is_over:
            for player in rng.sample((0, 1), 2):
                g.bid(player, rng.choice(g.legal_bids(player)))
                g.check_invariants()
        assert g.round == 13 and g.pot == [] and g.legal_bids(0) == g.legal_bids(1) == []
        assert sum(g.scores) + sum(g.set_aside) == 91
        assert gops.Game.from_dict(json.loads(json.dumps(g.to_dict()))) == g


def test_tie_rules_differ_only_after_a_tie():
    """Same seed and bids: carry and discard agree until the first tie."""
    rng = random.Random(3)
    for seed in range(200):
        a_bids, b_bids = rng.sample(range(1, 14), 13), rng.sample(range(1, 14), 13)
        carry = gops.new_game("carry", seed=seed)
        discard = gops.new_game("discard", seed=seed)
        for a, b in zip(a_bids, b_bids, strict=True):
            for g in (carry, discard):
                g.bid(0, a)
                g.bid(1, b)
            if a == b:
                break
            assert carry.scores == discard.scores and carry.pot == discard.pot
