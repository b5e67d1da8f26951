"""The search's fast path plays exactly the engine's rules, and the search on it
makes exactly the decisions the search on engine States made.

- Tricks: random tricks of 1-4 cards in every trump mode, card by card, through
  ``TrickTable`` and the engine's ``resolve``/``legal_cards``: same holder,
  same main suit, same legal cards for random hands.
- Parties: random parties played in a ``Sim`` guessed from an observation and
  in the engine ``State`` it stands for: the same legal cards at every step,
  the same tricks won, the same end.
- Guesses: ``Guesser.guess`` deals exactly what ``engine.zhopa.determinize``
  deals from the same random draws.
- Decisions: the search bot with the tree as it was (``opponents_by_policy=False``)
  and the baseline kept in bench/baselines (the search as it was, on
  deep-copied engine States) choose the same card, bet and leave the caller's
  rng in the same place, with the same seed and cap.
"""
from __future__ import annotations

import dataclasses
import random

import pytest

from bench.baselines import zhopa_search_v1 as baseline
from cardgames_qt.bots.zhopa_fast import INDEX, Guesser, cards_of, mask_of, table_for
from cardgames_qt.bots.zhopa_search import ZhopaSearchBot
from cardgames_qt.engine.zhopa import Combination, Variant, determinize, new_state
from cardgames_qt.engine.zhopa.tricks import DECK, legal_cards, resolve
from cardgames_qt.engine.zhopa.variant import TRUMP_MODES
from tests.conftest import long_runs

SETTINGS = [
    {"players": 2}, {"players": 3, "refill": "draw"}, {"players": 4, "trump_mode": "senior_junior"},
    {"players": 3, "trump_mode": "one", "must_beat": False},
    {"players": 2, "trump_mode": "two", "refill": "draw", "must_beat": False},
    {"players": 4, "trump_mode": "none"}, {"players": 3},
]


def _game(settings, seed):
    return new_state(Variant.from_dict(settings), seed=seed)


@pytest.mark.parametrize("mode", TRUMP_MODES)
def test_trick_table_resolves_and_allows_exactly_what_the_engine_does(mode):
    rng = random.Random(hash(mode) & 0xFFFF)
    checked = 0
    for players in (2, 3, 4):
        if mode == "senior_junior" and players < 3:
            continue
        state = _game({"players": players, "trump_mode": mode}, seed=players)
        trumps = state.trumps
        table = table_for(mode, state.trump_suits, players)
        for _ in range(1500 if long_runs() else 300):
            deck = list(DECK)
            rng.shuffle(deck)
            size = rng.randint(1, players)
            seats = [(rng.randrange(players) + i) % players for i in range(size)]
            plays = list(zip(seats, deck[:size], strict=True))
            sid = 0
            for k, (seat, card) in enumerate(plays):
                before = resolve(plays[:k], trumps).state if k else None
                assert table.states[sid] == before
                hand = deck[size + 4 * k: size + 4 * k + rng.randint(1, 6)] + [card]
                for must_beat in (True, False):
                    want = legal_cards(hand, before, seat, trumps, must_beat)
                    got = cards_of(table.legal(mask_of(hand), sid, seat, must_beat))
                    assert [DECK[c] for c in got] == sorted(want, key=INDEX.__getitem__)
                sid = table.step(sid, INDEX[card], seat)
                checked += 1
            res = resolve(plays, trumps)
            assert table.states[sid] == res.state
            assert table.holder[sid] == res.holder and table.size[sid] == size
    assert checked > 500


def _hands(sim):
    return [sorted(DECK[c] for c in cards_of(h)) for h in sim.hands]


@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: "-".join(f"{k}={v}" for k, v in s.items()))
def test_guess_deals_what_determinize_deals_from_the_same_draws(settings):
    for seed in range(6):
        state = _game(settings, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(25)):
            seat = state.current_player()
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
        obs = state.observation(state.current_player())
        guesser = Guesser(obs)
        for k in range(5):
            a, b = random.Random(k), random.Random(k)
            sim, deal = guesser.guess(a), determinize(obs, b)
            assert _hands(sim) == [sorted(h) for h in deal.hands]
            assert [DECK[c] for c in sim.stock] == deal.stock
            assert a.random() == b.random()


def test_guess_follows_determinize_with_a_four_of_a_suit_hand():
    """A shown four-of-a-suit hand makes determinize draw that suit for its owner
    first (rare in real deals, so two other seats are given one here)."""
    state = _game({"players": 3}, 5)
    obs = state.observation(1)
    for other, suit in ((0, "S"), (2, "H")):
        free = [c for c in DECK if c[-1] == suit and c not in obs.my_hand][:2]
        combos = list(obs.combinations)
        combos[other] = Combination(35, ("K+Q",), tuple(free), True)
        obs = dataclasses.replace(obs, combinations=tuple(combos))
    guesser = Guesser(obs)
    assert not guesser.simple
    for k in range(30):
        a, b = random.Random(k), random.Random(k)
        sim, deal = guesser.guess(a), determinize(obs, b)
        assert _hands(sim) == [sorted(h) for h in deal.hands]
        assert [DECK[c] for c in sim.stock] == deal.stock
        assert a.random() == b.random()


@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: "-".join(f"{k}={v}" for k, v in s.items()))
def test_a_sim_plays_a_partie_exactly_as_the_engine(settings):
    for seed in range(8 if long_runs() else 3):
        state = _game(settings, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(10)):
            seat = state.current_player()
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
        obs = state.observation(state.current_player())
        draws = random.Random(seed)
        sim, deal = Guesser(obs).guess(draws), determinize(obs, random.Random(seed))
        # finish the partie only: the search never plays into the next one
        deal.variant = dataclasses.replace(obs.variant, max_parties=obs.partie_number)
        while deal.phase != "over":
            seat = deal.to_act
            assert sim.to_act == seat and sim.phase == deal.phase
            legal = deal.legal_actions(seat)
            if deal.phase == "bet":
                action = legal[rng.randrange(len(legal))]
                sim.bet(seat, action)
            else:
                assert [DECK[c] for c in sim.legal(seat)] == legal
                action = legal[rng.randrange(len(legal))]
                sim.play(seat, INDEX[action])
            deal.apply(seat, action)
            assert sim.tricks_done == deal.tricks_done and _hands(sim) == [sorted(h) for h in deal.hands]
        assert sim.phase == "over"
        assert sim.over_points == deal.scores_history[-1]["points"]


@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: "-".join(f"{k}={v}" for k, v in s.items()))
def test_search_decides_exactly_as_the_baseline_on_engine_states(settings):
    checked = 0
    for seed in range(6 if long_runs() else 3):
        state = _game(settings, 50 + seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(30)):
            seat = state.current_player()
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
        seat = state.current_player()
        obs, legal = state.observation(seat), state.legal_actions(seat)
        if len(legal) < 2:
            continue
        new, old = ZhopaSearchBot(None, 120, opponents_by_policy=False), baseline.ZhopaSearchBot(None, 120)
        a, b = random.Random(seed), random.Random(seed)
        assert new.choose(obs, legal, a) == old.choose(obs.to_json(), legal, b)  # the baseline reads JSON
        assert a.random() == b.random()
        assert new.last_bet_values == old.last_bet_values
        checked += 1
    assert checked
