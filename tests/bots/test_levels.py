"""Levels (Easy, Medium, Expert) and Guts styles: every level is a real bot,
each plays legally, Easy is never absurd, and on seeded games Expert beats
Medium and Medium beats Easy by a margin whose 95 % interval is above zero.

The full orderings take a while: they are marked slow (CI runs them)."""
from __future__ import annotations

import random
from itertools import pairwise

import pytest

from cardgames_qt.bots import registry
from cardgames_qt.bots.gops_bots import GopsEasyBot, GopsEquilibriumBot, GopsMediumBot
from cardgames_qt.bots.guts_bots import (
    GutsEasyCautiousBot,
    GutsEasyLooseBot,
    GutsExpertLooseBot,
    GutsMediumCautiousBot,
    GutsMediumLooseBot,
    GutsThresholdBot,
    p_in,
    p_in_styled,
)
from cardgames_qt.bots.random_legal import RandomLegal
from cardgames_qt.bots.zhopa_bots import ZhopaEasyBot, ZhopaHeuristicBot, needless_losers
from cardgames_qt.engine import guts
from cardgames_qt.engine.cards import full_deck
from cardgames_qt.engine.zhopa import Variant, new_state
from tests.observations import gops_obs, zhopa_obs

from .matches import gops_match, guts_match, zhopa_match

# --- the registry -----------------------------------------------------------------------

@pytest.mark.parametrize("game", ["gops", "guts", "zhopa"])
def test_every_level_has_its_own_bot(game):
    assert registry.levels(game) == ["easy", "medium", "expert"]
    styles = registry.styles(game) or [None]
    ids = {registry.bot_id(game, level, style) for level in registry.LEVELS for style in styles}
    assert len(ids) == 3 * len(styles)  # no level falls back to another's bot
    for bid in ids:
        level, style = registry.describe(bid)
        assert registry.bot_id(game, level, style) == bid
        bot = registry.make_bot(game, bid)
        assert bot.name == bid and not isinstance(bot, RandomLegal)


def test_guts_has_both_styles_and_old_ids_still_work():
    assert registry.styles("guts") == ["cautious", "loose"]
    assert registry.describe("guts-threshold") == ("expert", "cautious")
    assert registry.make_bot("guts", "guts-threshold").name == "guts-threshold"
    assert registry.make_bot("zhopa", "zhopa-heuristic").name == "zhopa-heuristic"


# --- Gops ---------------------------------------------------------------------------------

@pytest.mark.parametrize("cls", [GopsMediumBot, GopsEasyBot])
def test_gops_levels_bid_legally_at_every_size(cls):
    for cards in (3, 7, 13):
        for tie in ("carry", "discard"):
            m = gops_match(cls(), RandomLegal(), 4, seed=cards, tie_rule=tie, cards=cards)
            assert m.n == 4


def test_gops_medium_bids_near_the_prize():
    bot, rng = GopsMediumBot(), random.Random(2)
    obs = gops_obs(pot=[9], cards=13)
    bids = [bot.choose(obs, list(range(1, 14)), rng) for _ in range(400)]
    assert 8 <= sum(bids) / len(bids) <= 10
    assert sum(abs(b - 9) <= 3 for b in bids) / len(bids) > 0.85
    assert len(set(bids)) >= 5  # with noise, not one fixed answer


def test_gops_medium_beats_easy():
    m = gops_match(GopsMediumBot(), GopsEasyBot(), 200, seed=3)
    assert m.low > 0, m


@pytest.mark.slow
def test_gops_expert_beats_medium():
    m = gops_match(GopsEquilibriumBot(), GopsMediumBot(), 400, seed=4)
    assert m.low > 0, m


# --- Guts ---------------------------------------------------------------------------------

def test_guts_looser_styles_go_in_more_often_and_never_with_a_stronger_hand_out():
    deck = full_deck()
    hands = [[deck[i], deck[j]] for i in range(0, 52, 3) for j in range(1, 52, 5) if i != j]
    for n in (2, 4, 10):
        base = [p_in(h, n) for h in hands]
        for loose in (0.15, 0.45, 0.7):
            styled = [p_in_styled(h, n, loose) for h in hands]
            assert all(s >= b for s, b in zip(styled, base, strict=True))
            assert sum(styled) > sum(base)
            # still a threshold: a stronger hand is never less likely in
            order = sorted(range(len(hands)), key=lambda k: guts.hand_key(hands[k]))
            ps = [styled[k] for k in order]
            assert all(x <= y + 1e-12 for x, y in pairwise(ps))


def test_guts_loose_table_stays_lively():
    cautious = guts_match(GutsThresholdBot(), GutsThresholdBot(), 4, 60, seed=5)
    loose = guts_match(GutsExpertLooseBot(), GutsExpertLooseBot(), 4, 60, seed=5)
    assert loose.n > cautious.n  # more hands before the pot empties


@pytest.mark.slow
@pytest.mark.parametrize("stronger, weaker", [
    (GutsThresholdBot, GutsMediumCautiousBot), (GutsMediumCautiousBot, GutsEasyCautiousBot),
    (GutsExpertLooseBot, GutsMediumLooseBot), (GutsMediumLooseBot, GutsEasyLooseBot)],
    ids=lambda c: c.name)
def test_guts_levels_are_ordered(stronger, weaker):
    m = guts_match(stronger(), weaker(), 4, 600, seed=6)
    assert m.low > 0, m


# --- Zhopa ---------------------------------------------------------------------------------

def test_zhopa_easy_is_never_absurd():
    """Over whole seeded parties, Easy never throws a point card (or an 8 or an
    ace) into a trick it cannot take while a free card is legal; and the check
    itself does find such moments."""
    easy, moments = ZhopaEasyBot(), 0
    for k in range(30):
        players = 2 + k % 3
        state = new_state(Variant.from_dict({"players": players}), 900 + k)
        rng = random.Random(k)
        bots = [easy] + [RandomLegal()] * (players - 1)
        while not state.scores_history:
            seat = state.current_player()
            obs, legal = state.observation(seat), state.legal_actions(seat)
            action = bots[seat].choose(obs, legal, rng)
            if seat == 0 and obs.phase == "play":
                bad = needless_losers(obs, legal)
                moments += bool(bad)
                assert action not in bad, (obs.trick, legal, action)
            state.apply(seat, action)
    assert moments > 20


def test_needless_losers_on_a_known_trick():
    obs = zhopa_obs(seat=1, players=2, trump_mode="none", trump_suits=[],
                    trick=[{"seat": 0, "card": "AS"}])
    # 10S takes the lead (one value lower than the ace), so does AH (same rank);
    # KH and QH cannot, and the 7H gives nothing away
    assert needless_losers(obs, ["10S", "7H", "AH", "KH", "QH"]) == {"KH", "QH"}
    assert needless_losers(obs, ["10S", "KH"]) == set()  # no free card: nothing to avoid
    # a 6 led: an off-suit ace cannot take it
    obs = zhopa_obs(seat=1, players=2, trump_mode="none", trump_suits=[], trick=[{"seat": 0, "card": "6S"}])
    assert needless_losers(obs, ["AH", "9H"]) == {"AH"}
    obs = zhopa_obs(seat=1, players=2, trump_mode="none", trump_suits=[], trick=[])
    assert needless_losers(obs, ["10S", "7H"]) == set()  # leading


def test_zhopa_medium_beats_easy():
    points, banks = zhopa_match(ZhopaHeuristicBot(), ZhopaEasyBot(), 3, 300, seed=7)
    assert points.low > 0, points
