"""The Guts threshold bot and its offline equilibrium data."""
from __future__ import annotations

import itertools
import json
import random
from dataclasses import replace
from fractions import Fraction

import pytest

from cardgames_qt.bots.guts_bots import CLASSES, DATA_PATH, AlwaysIn, GutsThresholdBot, hand_class, p_in, thresholds
from cardgames_qt.bots.random_legal import RandomLegal
from cardgames_qt.bots.registry import make_bot
from cardgames_qt.engine import guts
from cardgames_qt.engine.cards import full_deck
from tests.conftest import long_runs
from tests.observations import guts_obs
from tools import guts_equilibrium as tool


def test_thresholds_data_is_well_formed_for_every_table_size():
    data = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    assert data["model"] == "session"
    assert len(data["classes"]) == len(CLASSES) == 91  # 169 poker classes, suits never count: 91
    tables = data["tables"]
    assert sorted(int(n) for n in tables) == list(range(2, 11))
    fractions = []
    for n in range(2, 11):
        t = tables[str(n)]
        assert t["players"] == n
        assert 0 <= t["marginal_class"] < 91 and data["classes"][t["marginal_class"]] == t["marginal_label"]
        assert 0 < t["p_in_marginal"] <= 1
        assert t["sign_changes_once"] is True  # "in" pays above the threshold, never below: a threshold fits
        assert t["best_deviation_gain"] < 1e-9  # an equilibrium: no class wants to switch
        fractions.append(t["fraction_in"])
    # more opponents, tighter play
    assert all(a > b for a, b in itertools.pairwise(fractions))
    assert thresholds()[10][0] == tables["10"]["marginal_class"]


def test_shipped_data_is_what_the_tool_computes():
    """The JSON is generated: running the tool again gives the same thresholds."""
    data = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    fresh = tool.compute(players_range=(2, 3, 10))
    for n in ("2", "3", "10"):
        shipped = data["tables"][n]
        assert fresh["tables"][n]["marginal_class"] == shipped["marginal_class"]
        assert fresh["tables"][n]["p_in_marginal"] == pytest.approx(shipped["p_in_marginal"], abs=1e-6)


def test_hand_classes_follow_the_engine_comparison():
    """Rule "Comparing two-card hands": the class order is the engine's order, suits aside."""
    hands = list(itertools.combinations(full_deck(), 2))
    rng = random.Random(1)
    for a, b in (rng.sample(hands, 2) for _ in range(3000)):
        ca, cb = hand_class(list(a)), hand_class(list(b))
        assert (ca > cb) - (ca < cb) == guts.compare_hands(list(a), list(b))
    assert hand_class(["AS", "AH"]) == 90 and hand_class(["3C", "2D"]) == 0
    assert hand_class(["2S", "2H"]) > hand_class(["AS", "KH"])  # any pair beats any non-pair


@pytest.mark.parametrize("pot, reserve, cap", [(1, 0, 20), (6, 0, 20), (12, 16, 20), (20, 45, 20), (7, 3, 7)])
def test_gain_of_in_over_out_is_the_model_times_the_pot(pot, reserve, cap):
    """The reason the bot ignores the pot and the reserve: with the engine's own
    settlement, "in" minus "out" (my balance now plus an equal share of what is
    left in the pot and the reserve) is the tool's case value times the pot."""
    rng = random.Random(pot * 100 + reserve)
    deck = full_deck()
    for _ in range(300):
        n = rng.randint(2, 10)
        rng.shuffle(deck)
        hands = {s: deck[2 * s:2 * s + 2] for s in range(n)}
        others_in = {s for s in range(1, n) if rng.random() < 0.4}

        def value(staying, hands=hands, n=n):
            r = guts.settle(pot, reserve, cap, hands, staying)
            mine = r.payouts.get(0, Fraction(0)) - r.payments.get(0, 0)
            return mine + Fraction(r.pot + r.reserve, n)

        gain = value(others_in | {0}) - value(others_in)
        # the model's cases (tools/guts_equilibrium.py docstring)
        keys = [guts.hand_key(hands[s]) for s in others_in]
        me = guts.hand_key(hands[0])
        if not keys:
            case = Fraction(n - 1, n)
        elif me > max(keys):
            case = 1 + Fraction(keys.count(max(keys)), n)
        elif me == max(keys):
            case = Fraction(1, keys.count(me) + 1)
        else:
            case = -Fraction(n - 1, n)
        assert gain == case * pot


def test_bot_decides_by_hand_and_table_size_only():
    bot = make_bot("guts", "guts-threshold")
    assert isinstance(bot, GutsThresholdBot) and bot.name == "guts-threshold"
    base = guts_obs(players=5, my_hand=["AS", "AH"], pot=5, reserve=0)
    for pot, reserve in ((1, 0), (20, 300)):
        assert bot.choose(replace(base, pot=pot, reserve=reserve), ["in", "out"], random.Random(0)) == "in"
        weak = replace(base, my_hand=("7C", "2D"), pot=pot, reserve=reserve)
        assert bot.choose(weak, ["in", "out"], random.Random(0)) == "out"
    # 2 players: a middling hand is in, at 10 the same hand is out
    assert p_in(["JS", "9H"], 2) == 1.0 and p_in(["JS", "9H"], 10) == 0.0
    assert bot.choose(replace(base, my_hand=("AS", "AH")), ["out"], random.Random(0)) == "out"  # only legal


def test_bot_mixes_only_at_the_marginal_class():
    n = next(n for n in range(2, 11) if 0 < thresholds()[n][1] < 1)
    marginal, mix = thresholds()[n]
    high, low = CLASSES[marginal][1:]
    hand = [{14: "A", 13: "K", 12: "Q", 11: "J", 10: "10"}.get(high, str(high)) + "S",
            {14: "A", 13: "K", 12: "Q", 11: "J", 10: "10"}.get(low, str(low)) + "H"]
    assert hand_class(hand) == marginal
    rng = random.Random(3)
    picks = [GutsThresholdBot().choose(guts_obs(players=n, my_hand=hand), ["in", "out"], rng) for _ in range(2000)]
    assert picks.count("in") / 2000 == pytest.approx(mix, abs=0.04)


def _mean_per_hand(opponent, players, sessions, seed, me=None):
    """Seat 0's mean balance per hand (``me``, the threshold bot by default)
    against ``opponent`` in every other seat; what is left in the pot and the
    reserve when a session is cut at 150 hands counts as equal shares."""
    me, total, hands = me or GutsThresholdBot(), Fraction(0), 0
    for i in range(sessions):
        state = guts.new_state(guts.Variant(players=players, cycles=2), seed=seed + i)
        rng = random.Random(seed + i)
        while not state.is_terminal() and state.hand_number < 150:
            for seat in state.acting_seats():
                who = me if seat == 0 else opponent
                state.apply(seat, who.choose(state.observation(seat), state.legal_actions(seat), rng))
        total += state.balances[0] + Fraction(state.pot + state.reserve, players)
        hands += state.hands_played
    return float(total) / hands


def test_bot_beats_random_legal_on_average_over_a_seeded_sample():
    sessions = 400 if long_runs() else 120
    for players in (2, 4):
        mine = _mean_per_hand(RandomLegal(), players, sessions, seed=500 + players)
        assert mine > 0.05
        # and it does better in that seat than a random player would on the same deals
        assert mine > _mean_per_hand(RandomLegal(), players, sessions, seed=500 + players, me=RandomLegal()) + 0.1


def test_bot_beats_always_in_players_at_a_full_table():
    sessions = 40 if long_runs() else 8
    mine = _mean_per_hand(AlwaysIn(), 6, sessions, seed=77)
    assert mine > 1.0
    assert mine > 1.5 * _mean_per_hand(AlwaysIn(), 6, sessions, seed=77, me=RandomLegal())
