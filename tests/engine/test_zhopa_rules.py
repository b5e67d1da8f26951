"""Zhopa scoring and settings: card points, combinations, targets, rating, Variant."""
import pytest

from cardgames_qt.engine import IllegalMove
from cardgames_qt.engine.cards import SUITS
from cardgames_qt.engine.zhopa import (
    BALANCED_TARGETS,
    Variant,
    card_points,
    combination_points,
    combinations,
    partie_targets,
    rating,
)
from cardgames_qt.engine.zhopa.tricks import DECK

# --- card points -------------------------------------------------------------------

@pytest.mark.parametrize("rank,points", [("A", 12), ("10", 10), ("K", 5), ("Q", 3), ("J", 1),
                                         ("8", 16), ("9", 0), ("7", 0), ("6", -1)])
def test_card_points_per_rank(rank, points):
    """Score: A 12, 10 10, K 5, Q 3, J 1, 8 16, 9 0, 7 0, 6 -1 — in every suit."""
    assert {card_points(rank + s) for s in SUITS} == {points}


def test_card_points_total_184():
    assert len(DECK) == 36 and sum(card_points(c) for c in DECK) == 184


def test_card_points_bad_card():
    with pytest.raises(IllegalMove):
        card_points("5S")


# --- combinations --------------------------------------------------------------------

@pytest.mark.parametrize("hand,points", [
    (["KS", "QH", "7D", "9C"], 25),          # a king and a queen, any suits
    (["JS", "QH", "7D", "9C"], 15),          # a jack and a queen
    (["KS", "QH", "JD", "9C"], 40),          # both; the queen serves both
    (["KS", "KH", "QD", "QC"], 25),          # each kind at most once
    (["KS", "KH", "JD", "JC"], 0),           # no queen, no combination
    (["KS", "QS", "7S", "9S"], 35),          # four of one suit: +10
    (["KS", "QS", "JS", "9S"], 60),          # (25 + 10) + (15 + 10)
    (["AS", "10S", "7S", "9S"], 0),          # one suit, but nothing to add 10 to
    (["KS", "QS", "JS"], 40),                # three cards: no one-suit bonus
    (["QS"], 0), (["KS", "QD"], 25),        # 1-4 cards accepted
])
def test_combinations(hand, points):
    """Combinations of the first-dealt hand: K+Q 25, J+Q 15, +10 each if all one suit."""
    assert combination_points(hand) == points


def test_combinations_record_is_what_is_shown():
    record = combinations(["KS", "QS", "JS", "9S"])
    assert record["kinds"] == ["K+Q", "J+Q"] and record["one_suit"]
    assert sorted(record["cards"]) == ["JS", "KS", "QS"]


@pytest.mark.parametrize("hand", [[], ["AS"] * 2, ["AS", "KS", "QS", "JS", "10S"], ["2S"]])
def test_combinations_bad_hand(hand):
    with pytest.raises(IllegalMove):
        combination_points(hand)


# --- targets -------------------------------------------------------------------------

def test_targets_source_table():
    """Target points by players: 2 -> 44/68, 3 -> 56/80, 4 -> 68/92."""
    assert [partie_targets(n) for n in (2, 3, 4)] == [(44, 68), (56, 80), (68, 92)]
    for n in (1, 5, 6):
        with pytest.raises(IllegalMove):
            partie_targets(n)


def test_targets_balanced_preset_is_easier_for_4_and_harder_for_2():
    """The balanced preset: go = median, pass = 75th percentile of simulated points."""
    for _refill, row in BALANCED_TARGETS.items():
        assert set(row) == {2, 3, 4}
        for go, pass_ in row.values():
            assert 0 < go < pass_ < 184
        assert row[2][0] > partie_targets(2)[0]  # the source's 2-player targets are easy
        assert row[4][0] < partie_targets(4)[0]  # and the 4-player ones hard
        assert row[2][0] > row[3][0] > row[4][0]


def test_targets_variant_setting():
    assert Variant(players=2).targets_for() == (44, 68)
    assert Variant(players=4, targets="balanced", refill="draw").targets_for() == BALANCED_TARGETS["draw"][4]
    v = Variant.from_dict({"players": 3, "targets": {"3": [50, 70]}})
    assert v.targets_for() == (50, 70)
    assert Variant.from_dict({"players": 2, "targets": {"3": [50, 70]}}).targets_for() == (44, 68)


# --- rating --------------------------------------------------------------------------

def test_rating_formula():
    """rating = 50 % + 50 % x points x (discarded - gained) / (parties x required), 0..100."""
    assert rating(50, 1, 0, 1, 100) == 75.0
    assert rating(50, 0, 1, 1, 100) == 25.0
    assert rating(60, 3, 1, 2, 120) == pytest.approx(50 + 50 * 60 * 2 / 240)
    assert isinstance(rating(50, 1, 0, 1, 100), float)


def test_rating_clamped_to_0_100():
    assert rating(1000, 5, 0, 1, 50) == 100.0
    assert rating(1000, 0, 5, 1, 50) == 0.0


def test_rating_without_parties_or_required_points_is_neutral():
    assert rating(0, 0, 0, 0, 0) == 50.0
    assert rating(30, 1, 0, 2, 0) == 50.0


# --- Variant ---------------------------------------------------------------------------

def test_variant_defaults_and_round_trip():
    v = Variant()
    assert (v.players, v.trump_mode, v.trump_suits, v.must_beat, v.targets, v.refill,
            v.max_parties) == (3, "per_player", "random", True, "source", "redeal", 30)
    for v in (Variant(), Variant.from_dict({"players": 2, "trump_mode": "two",
                                            "trump_suits": ["h", "C"], "targets": {"2": [40, 60]},
                                            "refill": "draw", "must_beat": False,
                                            "max_parties": 0, "colour": "ignored"})):
        assert Variant.from_dict(v.to_dict()) == v
    assert Variant.from_dict({"trump_mode": "two", "trump_suits": ["h", "C"]}).trump_suits == ("H", "C")


@pytest.mark.parametrize("settings,words", [
    ({"players": 5}, "2 to 4 players"),
    ({"players": 1}, "2 to 4 players"),
    ({"players": "3"}, "2 to 4 players"),
    ({"trump_mode": "all"}, "Unknown trump mode"),
    ({"trump_suits": ["S", "H"]}, "one suit for each of the 3 players"),
    ({"trump_suits": ["S", "S", "H"]}, "must differ"),
    ({"trump_suits": ["S", "X", "H"]}, "not a suit"),
    ({"trump_mode": "one", "trump_suits": ["S", "H"]}, "exactly 1 suit"),
    ({"trump_mode": "two", "trump_suits": ["S"]}, "exactly 2 suits"),
    ({"trump_mode": "two", "trump_suits": ["S", "S"]}, "must differ"),
    ({"trump_mode": "none", "trump_suits": ["S"]}, "No trump suits to choose"),
    ({"trump_mode": "senior_junior", "trump_suits": ["C"]}, "spades are senior"),
    ({"trump_suits": "S"}, "random"),
    ({"must_beat": "yes"}, "must_beat"),
    ({"targets": "easy"}, "Unknown targets"),
    ({"targets": {"3": [0, 80]}}, "positive"),
    ({"targets": {"3": [56]}}, "two numbers"),
    ({"targets": {"5": [80, 104]}}, "2, 3 or 4 players"),
    ({"refill": "never"}, "Unknown refill"),
    ({"max_parties": -1}, "max_parties"),
])
def test_variant_bad_settings(settings, words):
    with pytest.raises(IllegalMove, match=words):
        Variant.from_dict(settings)


def test_variant_random_suits_accepted_in_every_mode():
    for mode in ("per_player", "none", "one", "two", "senior_junior"):
        assert Variant.from_dict({"trump_mode": mode}).trump_suits == "random"


def test_targets_balanced_preset_comes_from_the_simulation_tool():
    """tools/zhopa_targets.py (a small, seeded run) lands near the shipped numbers."""
    import importlib.util
    import pathlib
    path = pathlib.Path(__file__).resolve().parents[2] / "tools" / "zhopa_targets.py"
    spec = importlib.util.spec_from_file_location("zhopa_targets", path)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    for players in (2, 4):
        go, pass_ = tool.targets(tool.partie_points(players, "redeal", 60, seed=players))
        shipped_go, shipped_pass = BALANCED_TARGETS["redeal"][players]
        assert abs(go - shipped_go) <= 15 and abs(pass_ - shipped_pass) <= 20
