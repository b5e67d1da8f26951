"""One test (or a few) per rule of docs/rules/gops.md, named after the rule.

Prize orders are passed explicitly (``prizes=``) wherever a test needs one;
the expected figures come from the rules text, worked out by hand.
"""
import pytest

from cardgames_qt.engine import SIMULTANEOUS, TERMINAL, IllegalMove, gops
from cardgames_qt.engine.events import BidPlaced, GopsGameOver, GopsReveal, MatchOver

ASCENDING = list(range(1, 14))


def play(game, bids):
    """Bid each (a, b) pair in turn (A first, then B)."""
    for a, b in bids:
        game.bid(0, a)
        game.bid(1, b)


# --- Cards and set-up ------------------------------------------------------------------
def test_setup_two_players_a_holds_clubs_b_holds_spades_complete_rank_sets():
    g = gops.new_game(seed=1)
    assert g.legal_bids(0) == ASCENDING  # A: all 13 clubs, A..K
    assert g.legal_bids(1) == ASCENDING  # B: all 13 spades
    with pytest.raises(IllegalMove):
        g.legal_bids(2)  # there is no third player


def test_setup_hands_are_never_shuffled_whatever_the_seed():
    for seed in range(20):
        s = gops.new_state(seed=seed)
        obs = s.observation(None)
        assert obs.hands == (tuple(ASCENDING), tuple(ASCENDING))


def test_setup_the_13_diamonds_are_shuffled_as_the_prize_pile():
    orders = set()
    for seed in range(30):
        g = gops.new_game(seed=seed)
        seen = []
        for v in ASCENDING:  # tie every round: the newest prize ends the carried pot
            seen.append(g.pot[-1])
            g.bid(0, v)
            g.bid(1, v)
        orders.add(tuple(seen))
        assert sorted(seen) == ASCENDING  # a permutation of the 13 diamonds
    assert len(orders) > 25  # shuffled: seeds give different orders


def test_setup_same_seed_gives_the_same_prize_order():
    def order(seed):
        g = gops.new_game(tie_rule="discard", seed=seed)
        out = []
        for v in ASCENDING:
            out.append(g.pot[0])
            play(g, [(v, v)])
        return out
    assert order(123) == order(123)


def test_setup_hearts_take_no_part_39_cards_in_play():
    s = gops.new_state(seed=4)
    obs = s.observation(None)
    clubs, spades = obs.hands
    diamonds = obs.pot + obs.prizes_left
    assert len(clubs) + len(spades) + len(diamonds) == 39
    s.check_invariants()


def test_setup_top_prize_turned_before_the_first_bid_12_stay_face_down():
    g = gops.new_game(prizes=[8, 5] + [p for p in ASCENDING if p not in (8, 5)])
    assert g.pot == [8]
    assert g.round == 0
    obs = gops.new_state(seed=9).observation(0)
    assert len(obs.pot) == 1 and obs.prize_pile_count == 12 and len(obs.prizes_left) == 12


def test_setup_no_dealer_and_no_first_bidder_all_decisions_simultaneous():
    s = gops.new_state(seed=2)
    assert s.current_player() == SIMULTANEOUS
    assert s.acting_seats() == [0, 1]
    # either player may commit first
    for first in (0, 1):
        t = gops.new_state(seed=2)
        t.apply(first, 5)
        assert t.acting_seats() == [1 - first]
        assert t.current_player() == SIMULTANEOUS


def test_setup_table_shows_hands_spent_bids_won_prizes_pot_and_pile():
    s = gops.new_state({"games": 1}, seed=3)
    first_pot = s.observation(None).pot
    s.apply(0, 13)
    s.apply(1, 1)
    obs = s.observation(None)  # a spectator sees all of it: it is public
    assert obs.hands == (tuple(v for v in ASCENDING if v != 13), tuple(ASCENDING[1:]))
    assert obs.spent == ((13,), (1,))
    assert obs.won == (tuple(first_pot), ())
    assert len(obs.pot) == 1 and obs.prize_pile_count == 11


# --- Ranks and values -----------------------------------------------------------------
def test_ranks_bid_strength_ace_lowest_king_highest():
    for low, high in [(1, 2), (10, 11), (11, 12), (12, 13), (1, 13)]:
        g = gops.new_game(prizes=ASCENDING)
        play(g, [(high, low)])
        assert g.scores == (1, 0), (low, high)
        g = gops.new_game(prizes=ASCENDING)
        play(g, [(low, high)])
        assert g.scores == (0, 1), (low, high)


def test_values_ace_1_face_values_jack_11_queen_12_king_13():
    for prize in ASCENDING:
        order = [prize] + [p for p in ASCENDING if p != prize]
        g = gops.new_game(prizes=order)
        play(g, [(2, 1)])
        assert g.scores == (prize, 0)
    assert gops.value_name(13) == "king (13)"  # K = 13, not 1


def test_values_all_13_prizes_are_worth_91():
    g = gops.new_game(seed=11)
    play(g, [(v + 1, v) for v in range(1, 13)] + [(1, 13)])  # every round decided
    assert sum(g.scores) == 91


# --- A round --------------------------------------------------------------------------
def test_round_bids_are_sealed_nothing_revealed_until_both_committed():
    s = gops.new_state(seed=5)
    events = s.apply(0, 11)
    assert events == [BidPlaced(0)]  # no value
    obs_b = s.observation(1)
    assert obs_b.committed == (True, False)
    assert 11 in obs_b.opp_hand and obs_b.spent == ((), ())
    events = s.apply(1, 4)
    reveal = next(e for e in events if isinstance(e, GopsReveal))
    assert reveal.bids == (11, 4)


def test_round_a_committed_bid_cannot_be_changed():
    g = gops.new_game(prizes=ASCENDING)
    g.bid(0, 7)
    assert g.legal_bids(0) == []
    with pytest.raises(IllegalMove, match="already bid"):
        g.bid(0, 8)
    g.bid(1, 3)
    assert g.spent[0] == [7]


def test_round_higher_rank_wins_every_prize_in_the_pot():
    g = gops.new_game(prizes=[3, 4, 6] + [p for p in ASCENDING if p not in (3, 4, 6)])
    play(g, [(5, 5), (6, 6)])          # two carries: pot 3 + 4 + 6
    assert g.pot == [3, 4, 6]
    play(g, [(2, 9)])
    assert g.scores == (0, 13)
    assert g.won[1] == [3, 4, 6]


def test_round_both_bids_are_spent_win_or_lose():
    g = gops.new_game(prizes=ASCENDING)
    play(g, [(12, 2)])
    assert 12 not in g.legal_bids(0) and 2 not in g.legal_bids(1)
    assert g.spent == [[12], [2]]
    with pytest.raises(IllegalMove, match="spent in round 1"):
        g.bid(1, 2)  # the loser's bid does not come back either


def test_round_next_prize_is_turned_after_each_round():
    g = gops.new_game(prizes=[4, 9, 1] + [p for p in ASCENDING if p not in (4, 9, 1)])
    play(g, [(3, 2)])
    assert g.pot == [9] and g.round == 1
    play(g, [(2, 3)])
    assert g.pot == [1] and g.round == 2


# --- Ties ------------------------------------------------------------------------------
def test_tie_carry_pot_stays_and_next_prize_joins_it():
    g = gops.new_game(tie_rule="carry", prizes=[8, 5] + [p for p in ASCENDING if p not in (8, 5)])
    play(g, [(9, 9)])
    assert g.pot == [8, 5] and g.scores == (0, 0)


def test_tie_carry_repeated_ties_keep_accumulating_no_splitting():
    order = [2, 7, 11, 13] + [p for p in ASCENDING if p not in (2, 7, 11, 13)]
    g = gops.new_game(tie_rule="carry", prizes=order)
    play(g, [(1, 1), (2, 2), (3, 3)])
    assert g.pot == [2, 7, 11, 13]
    play(g, [(10, 4)])
    assert g.scores == (33, 0)   # the whole pot, not only the new card, and not split
    assert g.pot == [order[4]]


def test_tie_carry_last_bid_tie_is_set_aside_unscored():
    g = gops.new_game(tie_rule="carry", prizes=ASCENDING)
    play(g, [(v + 1, v) for v in range(1, 12)])   # A wins prizes 1..11 with 2..12 vs 1..11
    assert g.pot == [12]
    play(g, [(1, 12)])                            # B wins 12
    assert g.pot == [13] and g.legal_bids(0) == [13] and g.legal_bids(1) == [13]
    play(g, [(13, 13)])                           # the last bid ties
    assert g.is_over
    assert g.scores == (66, 12)
    assert g.set_aside == [13] and g.pot == []


def test_tie_carry_last_bid_tie_sets_aside_the_carried_pot_too():
    g = gops.new_game(tie_rule="carry", prizes=ASCENDING)
    play(g, [(v + 1, v) for v in range(1, 11)])   # A wins 1..10
    play(g, [(1, 11), (12, 12), (13, 13)])        # B wins 11, then two ties to the end
    assert g.scores == (55, 11)
    assert g.set_aside == [12, 13]


def test_tie_discard_removes_the_prizes_at_once_unscored():
    g = gops.new_game(tie_rule="discard", prizes=[8, 5] + [p for p in ASCENDING if p not in (8, 5)])
    play(g, [(9, 9)])
    assert g.pot == [5] and g.set_aside == [8] and g.scores == (0, 0)
    play(g, [(7, 11)])
    assert g.scores == (0, 5)   # only the new prize: the 8 is gone


def test_tie_rule_is_fixed_before_the_game_and_cannot_change():
    v = gops.Variant(tie_rule="discard")
    with pytest.raises(AttributeError):  # frozen dataclass
        v.tie_rule = "carry"
    s = gops.new_state(v, seed=1)
    s.apply(0, 3)
    s.apply(1, 3)
    assert s.observation(None).tie_rule == "discard"
    with pytest.raises(IllegalMove, match="tie rule"):
        gops.new_game(tie_rule="split")


# --- End and scoring ----------------------------------------------------------------------
def test_end_13_rounds_exhaust_both_hands_and_the_prize_pile():
    g = gops.new_game(seed=8)
    play(g, [(v, 14 - v) for v in ASCENDING])
    assert g.is_over and g.round == 13
    assert g.legal_bids(0) == [] and g.legal_bids(1) == [] and g.pot == []
    assert g.prizes_left == [] and g.prize_pile_count == 0


def test_scoring_sum_of_won_prizes_bid_cards_worth_nothing():
    g = gops.new_game(prizes=ASCENDING)
    play(g, [(13, 1)])     # a king bid wins the ace prize: 1 point, not 13
    assert g.scores == (1, 0)


def test_scoring_higher_total_wins():
    g = gops.new_game(prizes=ASCENDING)
    play(g, [(v + 1, v) for v in range(1, 13)] + [(1, 13)])
    assert g.scores == (78, 13) and g.winner == 0


def test_scoring_draw_possible_with_unscored_prizes_43_43():
    # A wins 13, 12, 11, 7 (43); B wins 10, 9, 8, 6, 4, 3, 2, 1 (43); the 5 is set aside.
    order = [13, 12, 11, 7, 10, 9, 8, 6, 4, 3, 2, 1, 5]
    g = gops.new_game(tie_rule="carry", prizes=order)
    play(g, [(12, 1), (11, 2), (10, 3), (9, 4)])
    play(g, [(k, k + 4) for k in range(1, 9)])
    play(g, [(13, 13)])
    assert g.is_over
    assert g.scores == (43, 43) and g.set_aside == [5]
    assert g.winner is None   # equal totals are a draw although 91 is odd


def test_cards_setting_plays_ranks_ace_to_n_in_hands_and_prize_pile():
    g = gops.new_game(cards=5, seed=3)
    assert g.legal_bids(0) == [1, 2, 3, 4, 5] == g.legal_bids(1)
    assert sorted(g.pot + g.prizes_left) == [1, 2, 3, 4, 5]
    with pytest.raises(IllegalMove):
        g.bid(0, 6)
    play(g, [(v, 6 - v) for v in range(1, 6)])
    assert g.is_over and g.round == 5
    assert sum(g.scores) + sum(g.set_aside) == 15


@pytest.mark.parametrize("cards", [2, 14, 0, -3, "13", 13.0, True, None])
def test_cards_setting_must_be_3_to_13(cards):
    with pytest.raises(IllegalMove):
        gops.new_game(cards=cards)
    with pytest.raises(IllegalMove):
        gops.Variant.from_dict({"cards": cards})


def test_cards_setting_extremes_3_and_13_are_allowed():
    assert gops.new_game(cards=3).legal_bids(0) == [1, 2, 3]
    assert gops.new_game(cards=13).legal_bids(1) == ASCENDING


def test_every_round_is_bid_explicitly_nothing_auto_played():
    g = gops.new_game(prizes=ASCENDING)
    play(g, [(v, v) for v in range(1, 13)])
    assert not g.is_over and g.round == 12
    assert g.legal_bids(0) == [13] and g.legal_bids(1) == [13]
    g.bid(0, 13)
    assert not g.is_over and g.round == 12   # still waiting for B's last card
    g.bid(1, 13)
    assert g.is_over and g.round == 13


def test_every_round_is_bid_explicitly_in_a_match_too():
    s = gops.new_state({"games": 1, "cards": 3}, seed=1)
    s.apply(0, 1)
    s.apply(1, 1)
    s.apply(0, 2)
    s.apply(1, 2)
    assert s.current_player() == SIMULTANEOUS and s.legal_actions(0) == [3]
    s.apply(0, 3)
    assert s.acting_seats() == [1]
    s.apply(1, 3)
    assert s.current_player() == TERMINAL


# --- Worked example (normative) -------------------------------------------------------------
def test_worked_example_nine_tie_then_jack_takes_8_and_5():
    rest = [p for p in ASCENDING if p not in (8, 5)]
    g = gops.new_game(tie_rule="carry", prizes=[8, 5] + rest)
    assert g.pot == [8]                       # first prize 8♦
    play(g, [(9, 9)])                         # A 9♣, B 9♠: tie
    assert 9 not in g.legal_bids(0) and 9 not in g.legal_bids(1)   # both nines spent
    assert g.pot == [8, 5]                    # 8♦ stays; 5♦ turned
    assert g.scores == (0, 0)
    play(g, [(7, 11)])                        # A 7♣, B J♠
    assert g.scores == (0, 13)                # 8 + 5 for B
    assert g.won == [[], [8, 5]]
    assert 11 not in g.legal_bids(1)          # J♠ is spent too
    assert g.spent == [[9, 7], [9, 11]]
    assert g.pot == [rest[0]]


# --- Match ---------------------------------------------------------------------------------
def _mirror_match(seed, tie_rule="carry"):
    """Two games: A wins 12 rounds of game 1 (B takes its last prize), B mirrors in game 2."""
    s = gops.new_state({"games": 2, "tie_rule": tie_rule}, seed=seed)
    events = []
    for a, b in [(v + 1, v) for v in range(1, 13)] + [(1, 13)]:
        s.apply(0, a)
        events += s.apply(1, b)
    for a, b in [(v, v + 1) for v in range(1, 13)] + [(13, 1)]:
        s.apply(0, a)
        events += s.apply(1, b)
    return s, events


def test_match_default_is_3_games_and_points_add_up():
    s = gops.new_state(seed=21)
    assert s.variant.games == 3
    results = []
    for _ in range(3):
        assert not s.is_terminal()
        for v in ASCENDING:
            s.apply(0, v)
            events = s.apply(1, 14 - v)
        results.append(list(next(e for e in events if isinstance(e, GopsGameOver)).scores))
    assert s.is_terminal()
    totals = [sum(r[0] for r in results), sum(r[1] for r in results)]
    assert s.totals == totals == list(s.observation(None).totals)
    assert s.returns() == [totals[0] - totals[1], totals[1] - totals[0]]
    assert s.observation(None).game_results == tuple(map(tuple, results))


def test_match_of_1_game_is_a_single_game():
    s = gops.new_state({"games": 1}, seed=5)
    for v in ASCENDING:
        s.apply(0, v)
        s.apply(1, v)
    assert s.is_terminal() and s.totals == [0, 0]


def test_match_higher_cumulative_total_wins():
    for seed in range(40):
        s, events = _mirror_match(seed)
        a, b = s.totals
        if a != b:
            expected = [0] if a > b else [1]
            assert s.winners() == expected
            assert events[-1] == MatchOver((a, b), tuple(expected))
            return
    pytest.fail("no seed gave unequal totals")


def test_match_equal_totals_share_the_match():
    for seed in range(200):
        s, events = _mirror_match(seed)
        results = s.observation(None).game_results
        a, b = s.totals
        # game 1: A = 91 - x, B = x;  game 2: A = y, B = 91 - y, where x, y are last prizes
        assert results[0][0] + results[0][1] == 91 == results[1][0] + results[1][1]
        if a == b:
            assert a == 91 and s.winners() == [0, 1] and s.returns() == [0, 0]
            assert events[-1] == MatchOver((a, b), (0, 1))
            return
    pytest.fail("no seed gave equal totals")


@pytest.mark.parametrize("games", [0, 11, -1, "3", 2.5, True])
def test_match_length_must_be_1_to_10_games(games):
    with pytest.raises(IllegalMove, match="match"):
        gops.Variant.from_dict({"games": games})


def test_match_next_game_starts_by_itself_with_a_new_prize_order():
    s = gops.new_state({"games": 2, "cards": 3}, seed=7)
    for v in (1, 2):
        s.apply(0, v)
        s.apply(1, v)
    s.apply(0, 3)
    events = s.apply(1, 3)
    kinds = [e.kind for e in events]
    assert kinds[-3:] == ["game_over", "game_started", "prize_turned"]
    obs = s.observation(0)
    assert obs.game_index == 1 and obs.round == 0 and obs.my_hand == (1, 2, 3)
    assert obs.game_results == ((0, 0),)
