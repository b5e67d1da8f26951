"""gops_policy: well-formed everywhere, exact where it claims to be.

The exploitability check is an independent code path: a plain recursion over
the game tree (Python sets, the rules written out again) that lets the
opponent best-respond to the policy at every position. Gops is symmetric, so
its value is 0 and what the best response wins is the exploitability.
"""
import importlib
import json
import math
import random
import subprocess
import sys

import pytest

from cardgames_qt.bots.gops_policy import features, gops_policy, safe_strategy, solve_matrix_game
from cardgames_qt.engine import gops
from tests.conftest import long_runs

# the module (cardgames_qt.bots re-exports the function under the same name)
gp = importlib.import_module("cardgames_qt.bots.gops_policy")

RULES = ("carry", "discard")


def exploitability(cards: int, tie_rule: str) -> float:
    """Points per game a best-responding opponent wins against gops_policy,
    both dealt A..cards, the prize pile shuffled (rules: docs/rules/gops.md)."""
    memo: dict = {}

    def policy_value(mine, theirs, prizes, pot):
        """The policy holder's expected margin from here (``pot``: the prizes in
        contention, oldest first), the opponent best-responding."""
        key = (mine, theirs, prizes, pot)
        if key not in memo:
            policy = gops_policy(mine, theirs, prizes, pot, tie_rule)
            stake = sum(pot)
            replies = []
            for b in theirs:
                expected = 0.0
                for a, p in policy.items():
                    if p == 0.0:
                        continue
                    won = stake if a > b else -stake if a < b else 0  # the higher bid takes the pot
                    carried = pot if (a == b and tie_rule == "carry") else ()
                    rest = 0.0
                    for q in prizes:  # next prize: uniform over the face-down ones
                        rest += policy_value(mine - {a}, theirs - {b}, prizes - {q}, carried + (q,))
                    expected += p * (won + (rest / len(prizes) if prizes else 0.0))
                replies.append(expected)
            memo[key] = min(replies)
        return memo[key]

    hand = frozenset(range(1, cards + 1))
    return -sum(policy_value(hand, hand, hand - {q}, (q,)) for q in hand) / cards


def random_positions(cards: int, tie_rule: str, count: int, rng: random.Random):
    """Positions from real engine games with random bids, at random rounds."""
    out = []
    for _ in range(count):
        game = gops.new_game(tie_rule, seed=rng.randrange(10**9), cards=cards)
        for _ in range(rng.randrange(cards)):
            game.bid(0, rng.choice(game.legal_bids(0)))
            game.bid(1, rng.choice(game.legal_bids(1)))
        out.append((game.hand(0), game.hand(1), game.prizes_left, game.pot))
    return out


# --- well-formed -----------------------------------------------------------------------

@pytest.mark.parametrize("tie_rule", RULES)
@pytest.mark.parametrize("cards", range(3, 14))
def test_policy_is_a_distribution_over_my_hand(cards, tie_rule):
    rng = random.Random(cards * 31 + len(tie_rule))
    for mine, theirs, prizes, pot in random_positions(cards, tie_rule, 3, rng):
        policy = gops_policy(mine, theirs, prizes, pot, tie_rule)
        assert sorted(policy) == sorted(mine)
        assert all(p >= 0.0 for p in policy.values())
        assert math.isclose(sum(policy.values()), 1.0, abs_tol=1e-9)


def test_first_bid_of_a_full_13_card_game_is_mixed_and_well_formed():
    """A deterministic first bid could be read and beaten ("must play a mixed strategy")."""
    hand = list(range(1, 14))
    for rule in RULES:
        policy = gops_policy(hand, hand, [p for p in hand if p != 7], [7], rule)
        assert math.isclose(sum(policy.values()), 1.0, abs_tol=1e-9)
        assert max(policy.values()) < 0.99


def test_any_iterables_in_any_order_give_the_same_policy():
    a = gops_policy([5, 1, 3, 8], (2, 8, 4, 6), {7, 2, 9}, [4], "carry")
    b = gops_policy(iter([8, 3, 1, 5]), [6, 4, 2, 8], (9, 7, 2), (4,), "carry")
    c = gops_policy(frozenset({1, 3, 5, 8}), {2, 4, 6, 8}, [2, 7, 9], [4])
    assert a == b == c


def test_policy_is_deterministic_even_after_the_caches_are_dropped():
    args = ([1, 4, 6, 9, 10, 12, 13], [2, 3, 6, 8, 9, 11, 13], [1, 2, 5, 9, 11, 12], [3, 10], "carry")
    first = gops_policy(*args)
    gp._policy.cache_clear()
    gp._after_ordered.cache_clear()
    gp._solved_value.cache_clear()
    assert gops_policy(*args) == first


@pytest.mark.parametrize("bad, message", [
    (([1, 2], [1, 2, 3], [4], [5]), "as many cards"),
    (([1, 2], [1, 2], [], [5]), "prizes face down"),
    (([1, 1], [1, 2], [3], [5]), "twice"),
    (([], [], [], [5]), "empty"),
    (([1, 2], [1, 2], [3], [-1]), "pot"),
    ((["A", 2], [1, 2], [3], [5]), "whole numbers"),
])
def test_inconsistent_positions_are_refused_with_a_readable_message(bad, message):
    with pytest.raises(ValueError, match=message):
        gops_policy(*bad)
    with pytest.raises(ValueError, match="tie rule"):
        gops_policy([1], [1], [], [1], "split")


# --- obvious positions --------------------------------------------------------------------

@pytest.mark.parametrize("tie_rule", RULES)
def test_one_card_left_is_bid_with_certainty(tie_rule):
    """Every round is bid explicitly, the last one too: one card, one bid."""
    assert gops_policy([9], [4], [], [6], tie_rule) == {9: 1.0}
    assert gops_policy([2], [2], [], [13], tie_rule) == {2: 1.0}


@pytest.mark.parametrize("tie_rule", RULES)
def test_same_two_cards_bid_high_exactly_when_the_pot_beats_the_last_prize(tie_rule):
    """Both hold {3, 7}, prize q face down. Winning now with the 7 gives the last
    round to the other player; the 3 gives the pot away but keeps the 7 for q
    (a tie is worth 0 either way: a last-round tie, or a matching tie after it).
    So the high card is right iff the pot is worth more than q; equal: indifferent."""
    assert gops_policy([3, 7], [3, 7], [5], [6], tie_rule) == {3: 0.0, 7: 1.0}
    assert gops_policy([3, 7], [3, 7], [5], [4], tie_rule) == {3: 1.0, 7: 0.0}
    # a carried pot counts whole: 2 + 4 > 5
    assert gops_policy([3, 7], [3, 7], [5], [2, 4], tie_rule) == {3: 0.0, 7: 1.0}
    assert gops_policy([3, 7], [3, 7], [5], [5], tie_rule) == {3: 0.5, 7: 0.5}


@pytest.mark.parametrize("tie_rule", RULES)
def test_a_round_worth_nothing_spends_the_lowest_card(tie_rule):
    """Pot value 0 and equal hands: spending the lowest card keeps the best hand,
    and a tie carries nothing, so the lowest bid is safe against every reply."""
    hand = [1, 4, 5, 9, 11]
    assert gops_policy(hand, hand, [2, 6, 7, 13], [], tie_rule) == {1: 1.0, 4: 0.0, 5: 0.0, 9: 0.0, 11: 0.0}


def test_a_hand_that_wins_every_round_is_worth_every_point():
    """Every card of mine beats every card of theirs: I take the pot and all prizes."""
    a, b = gp._mask([8, 9, 10]), gp._mask([1, 2, 3])
    assert gp._solved_value(a, b, gp._mask([4, 11]), 6, True) == 21
    assert gp._solved_value(b, a, gp._mask([4, 11]), 6, False) == -21


# --- the matrix-game solver ---------------------------------------------------------------

def test_matrix_game_solver_on_known_games():
    """Matching pennies (value 0, 50/50), a saddle point, rock-paper-scissors,
    and a 3x2 game solved by hand: rows 1 and 3 mixed 4/7 : 3/7, value 16/7
    (the columns mixed 3/7 : 4/7 hold row 2 to 11/7)."""
    v, x = solve_matrix_game([[1, -1], [-1, 1]])
    assert math.isclose(v, 0.0, abs_tol=1e-12) and x == [0.5, 0.5]
    v, x = solve_matrix_game([[3, 5], [1, 0]])
    assert v == 3 and x == [1.0, 0.0]
    v, x = solve_matrix_game([[0, -1, 1], [1, 0, -1], [-1, 1, 0]])
    assert math.isclose(v, 0.0, abs_tol=1e-12) and all(math.isclose(p, 1 / 3) for p in x)
    v, x = solve_matrix_game([[4, 1], [1, 2], [0, 4]])
    assert math.isclose(v, 16 / 7)
    assert all(math.isclose(p, q, abs_tol=1e-12) for p, q in zip(x, [4 / 7, 0, 3 / 7], strict=True))


def test_matrix_game_solver_guarantees_its_value_on_random_games():
    rng = random.Random(11)
    for _ in range(300):
        m, n = rng.randint(1, 9), rng.randint(1, 9)
        matrix = [[rng.choice([rng.randint(-3, 3), rng.uniform(-20, 20)]) for _ in range(n)]
                  for _ in range(m)]
        v, x = solve_matrix_game(matrix)
        assert all(p >= 0 for p in x) and math.isclose(sum(x), 1.0)
        row_guarantee = min(sum(x[i] * matrix[i][j] for i in range(m)) for j in range(n))
        # the column player's side: no pure column does better than v against x,
        # and some column strategy holds the row player to v (duality via the transpose)
        w, y = solve_matrix_game([[-matrix[i][j] for i in range(m)] for j in range(n)])
        col_guarantee = max(sum(y[j] * matrix[i][j] for j in range(n)) for i in range(m))
        assert math.isclose(row_guarantee, v, abs_tol=1e-9)
        assert math.isclose(col_guarantee, v, abs_tol=1e-9)
        assert math.isclose(-w, v, abs_tol=1e-9)


def test_safe_strategy_on_matching_pennies_by_hand():
    """Row 1 earns a bonus; keeping at least -0.5 against both columns allows
    up to 3/4 on row 1 (2p - 1 >= -0.5 and 1 - 2p >= -0.5)."""
    x = safe_strategy([[1, -1], [-1, 1]], [1.0, 0.0], -0.5)
    assert all(math.isclose(p, q, abs_tol=1e-12) for p, q in zip(x, [0.75, 0.25], strict=True))
    # nothing guarantees more than the value (0)
    assert safe_strategy([[1, -1], [-1, 1]], [1.0, 0.0], 0.5) is None


def test_safe_strategy_keeps_its_floor_and_never_does_worse_on_the_bonus():
    rng = random.Random(12)
    for _ in range(300):
        m, n = rng.randint(1, 9), rng.randint(1, 9)
        matrix = [[rng.uniform(-10, 10) for _ in range(n)] for _ in range(m)]
        bonus = [sum(row) / n for row in matrix]
        v, eq = solve_matrix_game(matrix)
        floor = v - rng.choice([0.0, 0.1, 1.0])
        x = safe_strategy(matrix, bonus, floor)
        assert min(sum(x[i] * matrix[i][j] for i in range(m)) for j in range(n)) >= floor - 1e-7
        assert (sum(b * p for b, p in zip(bonus, x, strict=True))
                >= sum(b * p for b, p in zip(bonus, eq, strict=True)) - 1e-9)


def test_the_tilt_before_the_exact_endgame_gives_up_at_most_the_safety_margin():
    """With more than EXACT_CARDS cards the policy may trade SAFETY_MARGIN points
    of the round's value for winning more against random bids, never more."""
    rng = random.Random(2)
    checked = 0
    for rule in RULES:
        for mine, theirs, prizes, pot in random_positions(13, rule, 6, rng):
            if len(mine) <= gp.EXACT_CARDS:
                continue
            checked += 1
            policy = gops_policy(mine, theirs, prizes, pot, rule)
            masks = gp._mask(mine), gp._mask(theirs), gp._mask(prizes)
            matrix = gp._round_matrix(*masks, sum(pot), rule == "carry")
            v, _ = solve_matrix_game(matrix)
            x = [policy[b] for b in sorted(mine)]
            guaranteed = min(sum(p * c for p, c in zip(x, col, strict=True)) for col in zip(*matrix, strict=True))
            assert guaranteed >= v - gp.SAFETY_MARGIN - 1e-6
    assert checked >= 4


# --- exact play: exploitability -------------------------------------------------------------

@pytest.mark.parametrize("tie_rule", RULES)
@pytest.mark.parametrize("cards", [3, 4, 5])
def test_exploitability_is_at_most_a_tenth_of_a_point(cards, tie_rule):
    e = exploitability(cards, tie_rule)
    assert -1e-9 <= e <= 0.1  # below 0 would mean the game is not worth 0: a bug somewhere


@pytest.mark.skipif(not long_runs(), reason="10-20 s: CARDGAMES_QT_LONG=1")
@pytest.mark.parametrize("tie_rule", RULES)
def test_exploitability_at_six_cards(tie_rule):
    assert exploitability(6, tie_rule) <= 0.1


# --- the fitted model -----------------------------------------------------------------------

def test_fitted_features_are_zero_sum():
    """Swapping the hands negates every feature, so the model values a position
    for one player exactly as minus its value for the other."""
    rng = random.Random(5)
    for _ in range(200):
        n = rng.randint(1, 12)
        mine, theirs = sorted(rng.sample(range(1, 14), n)), sorted(rng.sample(range(1, 14), n))
        prizes, carried = sorted(rng.sample(range(1, 14), n)), rng.choice([0, 0, 9])
        f, g = features(mine, theirs, prizes, carried), features(theirs, mine, prizes, carried)
        assert all(math.isclose(x, -y, abs_tol=1e-12) for x, y in zip(f, g, strict=True))


def test_shipped_weights_cover_every_size_the_runtime_estimates():
    data = json.loads(gp._DATA.read_text(encoding="utf-8"))
    assert data["exact_cards"] == gp.EXACT_CARDS
    assert data["features_version"] == gp.FEATURES_VERSION
    for rule in RULES:
        for h in range(gp.EXACT_CARDS, 13):
            w = data["weights"][rule][str(h)]
            hand = list(range(1, h + 1))
            assert len(w) == len(features(hand, hand, hand, 0))
            assert all(math.isfinite(v) for v in w)


def test_importing_the_bots_is_cheap_the_weights_load_on_first_use():
    code = ("import sys, cardgames_qt.bots.gops_bots\n"
            "p = sys.modules['cardgames_qt.bots.gops_policy']\n"
            "print(p._weights is None, 'numpy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["True", "False"]
