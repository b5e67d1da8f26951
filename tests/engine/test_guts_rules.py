"""Every rule of docs/rules/guts.md, one test (or a few) per rule, named after it."""
import itertools
import random
from fractions import Fraction

import pytest

from cardgames_qt.engine import SIMULTANEOUS, TERMINAL, IllegalMove, guts
from cardgames_qt.engine.cards import full_deck
from cardgames_qt.engine.events import (
    Ante,
    CycleOver,
    DealerMoves,
    Declared,
    GutsReveal,
    Payment,
    Payout,
    Refill,
    Showdown,
    ToReserve,
)
from cardgames_qt.engine.state import Rng
from tests.conftest import long_runs


# --- helpers -------------------------------------------------------------------------
def give(state, seat, cards):
    """Rig a deal: swap the wanted cards into ``seat``'s hand from wherever they
    are (another hand or the unused deck), so every card stays in one place."""
    for slot, wanted in enumerate(cards):
        current = state.hands[seat][slot]
        if current == wanted:
            continue
        for hand in state.hands:
            if wanted in hand:
                hand[hand.index(wanted)] = current
                break
        else:
            state.undealt[state.undealt.index(wanted)] = current
        state.hands[seat][slot] = wanted
    state.check_invariants()


def declare(state, choices):
    """Every seat declares (seat -> "in"/"out"); returns all events."""
    events = []
    for seat, choice in choices.items():
        events += state.apply(seat, choice)
    return events


def everyone(state, staying):
    return {s: ("in" if s in staying else "out") for s in range(state.num_players)}


def types(events):
    return [e.kind for e in events]


# --- players, cards, tokens -------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 10])
def test_rule_two_to_ten_players_each_on_their_own(players):
    state = guts.new_state(guts.Variant(players=players), seed=1)
    assert state.num_players == players
    assert state.acting_seats() == list(range(players))  # no teams: every seat decides


@pytest.mark.parametrize("players", [0, 1, 11, 52])
def test_rule_players_outside_two_to_ten_are_refused(players):
    with pytest.raises(IllegalMove, match="2 to 10"):
        guts.Variant(players=players)


def test_rule_settings_have_the_stated_defaults():
    v = guts.Variant()
    assert (v.ante, v.pot_cap, v.cycles, v.players) == (1, 20, 3, 4)


def test_rule_balances_may_go_negative_and_nobody_is_eliminated():
    state = guts.new_state(guts.Variant(players=3, ante=5), seed=2)
    assert state.returns() == [-5, -5, -5]
    declare(state, {0: "out", 1: "out", 2: "out"})
    assert state.acting_seats() == [0, 1, 2]


# --- start of a cycle -------------------------------------------------------------------
def test_rule_start_of_cycle_everyone_pays_the_ante_into_the_pot():
    state = guts.new_state(guts.Variant(players=5, ante=2), seed=3)
    assert state.pot == 10 and state.reserve == 0
    assert state.returns() == [-2] * 5
    assert types(state.opening_events()) == ["ante", "deal"]


def test_rule_ante_excess_over_the_cap_goes_to_the_reserve():
    state = guts.new_state(guts.Variant(players=10, ante=3, pot_cap=20), seed=4)
    assert (state.pot, state.reserve) == (20, 10)
    opening = state.opening_events()
    assert types(opening) == ["ante", "to_reserve", "deal"]
    assert opening[1] == ToReserve(10, 20, 10)


# --- a hand: the deal --------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4, 10])
def test_rule_deal_two_each_one_at_a_time_clockwise_from_dealers_left(players):
    """The whole deck is shuffled with the seeded generator and dealt from the top:
    seat dealer+1 gets the 1st and (n+1)th cards, ..., the dealer the nth and 2nth."""
    seed = 77
    state = guts.new_state(guts.Variant(players=players), seed=seed)
    rng = Rng(seed)
    for hand_no in range(3):
        deck = full_deck()
        rng.shuffle(deck)
        dealer = state.dealer
        assert dealer == hand_no % players
        for i in range(players):
            seat = (dealer + 1 + i) % players
            assert state.hands[seat] == [deck[i], deck[players + i]]
        assert state.undealt == deck[2 * players:]
        declare(state, {s: "out" for s in range(players)})  # redeal


def test_rule_rest_of_the_deck_is_unused_four_players_eight_dealt_44_unused():
    state = guts.new_state(guts.Variant(players=4), seed=5)
    dealt = [c for h in state.hands for c in h]
    assert len(dealt) == 8 and len(state.undealt) == 44
    assert sorted(dealt + state.undealt) == sorted(full_deck())


def test_rule_players_see_only_their_own_hand():
    state = guts.new_state(guts.Variant(players=4), seed=6)
    for seat in range(4):
        obs = repr(state.observation(seat))
        assert state.observation(seat).my_hand == tuple(state.hands[seat])
        for other in range(4):
            if other != seat:
                assert all(c not in obs for c in state.hands[other])
    spectator = repr(state.observation(None))
    assert all(c not in spectator for h in state.hands for c in h)


# --- a hand: declaration ----------------------------------------------------------------
def test_rule_declaration_is_simultaneous_and_sealed_until_all_revealed():
    state = guts.new_state(guts.Variant(players=3), seed=7)
    assert state.current_player() == SIMULTANEOUS
    balances = state.returns()
    events = state.apply(2, "in")  # any order: seat 2 before seat 0
    assert events == [Declared(2)]  # who, never what
    assert state.returns() == balances  # the marker is a sign, not a payment
    for viewer in (0, 1, None):
        obs = state.observation(viewer)
        assert obs.declared == (False, False, True)
        assert obs.my_choice is None
        assert "in" not in repr(obs.last_hand)
    assert state.observation(2).my_choice == "in"
    assert state.legal_actions(2) == []  # no late changes
    assert state.legal_actions(0) == ["in", "out"]
    state.apply(0, "out")
    events = state.apply(1, "in")
    assert types(events)[:3] == ["declared", "reveal", "showdown"]
    assert events[1] == GutsReveal(("out", "in", "in"))


def test_rule_no_late_changes_a_second_declaration_is_refused():
    state = guts.new_state(guts.Variant(players=3), seed=8)
    state.apply(0, "out")
    before = state.fingerprint()
    with pytest.raises(IllegalMove, match="already declared"):
        state.apply(0, "in")
    assert state.fingerprint() == before


# --- a hand: the three outcomes --------------------------------------------------------------
def test_rule_outcome_nobody_in_changes_nothing_and_redeals_without_ante():
    state = guts.new_state(guts.Variant(players=4, ante=2), seed=9)
    pot, reserve, balances = state.pot, state.reserve, state.returns()
    events = declare(state, everyone(state, set()))
    assert (state.pot, state.reserve, state.returns()) == (pot, reserve, balances)
    assert "ante" not in types(events) and "payout" not in types(events)
    assert types(events)[-2:] == ["dealer_moves", "deal"]
    assert state.hand_number == 2 and state.cycle == 1


def test_rule_outcome_nobody_in_settle_changes_nothing():
    r = guts.settle(7, 13, 20, {0: ["AS", "AH"]}, set())
    assert (r.pot, r.reserve, r.payouts, r.payments, r.cycle_over) == (7, 13, {}, {}, False)


def test_rule_outcome_one_in_takes_the_whole_pot_without_showing_nobody_pays():
    state = guts.new_state(guts.Variant(players=4, ante=3), seed=10)
    give(state, 1, ["2S", "7D"])  # even the worst hand wins alone
    events = declare(state, everyone(state, {1}))
    assert "showdown" not in types(events)
    payout = next(e for e in events if isinstance(e, Payout))
    assert payout.payouts == {1: 12}
    assert "payment" not in types(events)
    record = state.observation(None).last_hand
    assert record is not None and record.shown == (None,) * 4  # the lone winner's cards stay hidden
    for viewer in (None, 0, 2):
        assert "7D" not in repr(state.observation(viewer).last_hand)


def test_rule_outcome_showdown_best_hand_takes_pot_others_in_pay_out_seats_never_pay():
    state = guts.new_state(guts.Variant(players=5, ante=2), seed=11)  # pot 10
    give(state, 0, ["KS", "KD"])
    give(state, 2, ["AS", "QD"])
    give(state, 3, ["5C", "5H"])
    events = declare(state, everyone(state, {0, 2, 3}))
    showdown = next(e for e in events if isinstance(e, Showdown))
    assert showdown.hands == {0: ("KS", "KD"), 2: ("AS", "QD"), 3: ("5C", "5H")}
    assert state.returns() == [-2 + 10, -2, -12, -12, -2]
    assert state.pot == 20


def test_rule_players_who_were_out_are_never_shown_even_afterwards():
    state = guts.new_state(guts.Variant(players=4), seed=12)
    out_cards = state.hands[1] + state.hands[3]
    declare(state, everyone(state, {0, 2}))
    for _ in range(3):
        declare(state, everyone(state, set()))
    for viewer in (None, 0, 1, 2, 3):
        obs = state.observation(viewer)
        assert all(c not in repr(obs.last_hand) for c in out_cards)
    assert all(c not in repr(state.hand_records()) for c in out_cards)
    assert all(c not in repr(state.to_dict()["records"]) for c in out_cards)


# --- comparing two-card hands --------------------------------------------------------------
def test_rule_any_pair_beats_any_non_pair():
    assert guts.compare_hands(["2S", "2H"], ["AS", "KS"]) == 1
    assert guts.compare_hands(["AD", "KD"], ["2C", "2D"]) == -1


def test_rule_pairs_compare_by_rank_aces_highest_twos_lowest():
    assert guts.compare_hands(["AS", "AH"], ["KS", "KH"]) == 1
    assert guts.compare_hands(["2S", "2H"], ["3S", "3H"]) == -1
    assert guts.compare_hands(["10S", "10H"], ["JS", "JH"]) == -1


def test_rule_non_pairs_compare_high_card_then_low_card():
    assert guts.compare_hands(["AS", "KH"], ["AD", "QC"]) == 1  # A-K beats A-Q
    assert guts.compare_hands(["KS", "QH"], ["AD", "2C"]) == -1  # the high card first
    assert guts.compare_hands(["9S", "3H"], ["9D", "4C"]) == -1


def test_rule_suits_never_break_ties():
    assert guts.compare_hands(["QS", "9D"], ["QH", "9C"]) == 0
    assert guts.compare_hands(["AS", "AH"], ["AD", "AC"]) == 0


def test_rule_no_flushes_no_straights_suited_or_consecutive_cards_count_only_as_ranks():
    assert guts.compare_hands(["9H", "10H"], ["JC", "2D"]) == -1  # suited connectors
    assert guts.compare_hands(["KS", "QS"], ["KD", "QC"]) == 0  # suited = offsuit
    assert guts.compare_hands(["AS", "2S"], ["AD", "3C"]) == -1  # no wheel straight
    assert guts.compare_hands(["JS", "10S"], ["3C", "3D"]) == -1  # straight flush? no: any pair wins


def independent_strength(cards):
    """An independent scoring: a pair scores 1000 + rank, otherwise 15*high + low."""
    order = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    ranks = sorted((order.index(c[:-1]) for c in cards), reverse=True)
    return 1000 + ranks[0] if ranks[0] == ranks[1] else 15 * ranks[0] + ranks[1]


def test_rule_hand_comparison_brute_force_against_an_independent_key():
    """All 1326 two-card hands, each compared with a random 10% of the others
    (all pairs with CARDGAMES_QT_LONG=1) and with one hand of every rank class."""
    hands = [list(h) for h in itertools.combinations(full_deck(), 2)]
    assert len(hands) == 1326
    rng = random.Random(2024)

    def sign(x):
        return (x > 0) - (x < 0)

    fraction = 1.0 if long_runs() else 0.1
    checked = 0
    for a in hands:
        others = hands if fraction == 1.0 else rng.sample(hands, int(len(hands) * fraction))
        for b in others:
            assert guts.compare_hands(a, b) == sign(independent_strength(a) - independent_strength(b)), (a, b)
            checked += 1
    assert checked >= 1326 * 132


# --- settlement: match the pot -------------------------------------------------------------
def test_rule_match_the_pot_each_loser_pays_exactly_p_not_divided_not_increased():
    r = guts.settle(6, 0, 100, {0: ["AS", "AH"], 1: ["2S", "3H"], 2: ["4S", "5H"], 3: ["6S", "8H"]},
                    {0, 1, 2, 3})
    assert r.payments == {1: 6, 2: 6, 3: 6}
    assert r.pot == 18  # P x losers


def test_rule_next_pot_capped_excess_goes_to_reserve():
    r = guts.settle(10, 4, 20, {0: ["AS", "AH"], 1: ["2S", "3H"], 2: ["4S", "5H"], 3: ["6S", "8H"]},
                    {0, 1, 2, 3})
    assert (r.pot, r.reserve, r.to_reserve) == (20, 4 + 10, 10)


def test_rule_refill_from_reserve_when_pot_won_and_nobody_paid_one_in():
    r = guts.settle(20, 30, 20, {5: ["2S", "3H"]}, {5})
    assert r.payouts == {5: 20} and r.payments == {}
    assert (r.pot, r.reserve, r.refill) == (20, 10, 20)


def test_rule_refill_from_reserve_when_everyone_in_tied():
    r = guts.settle(9, 5, 20, {0: ["QS", "9D"], 1: ["QH", "9C"]}, {0, 1})
    assert r.payouts == {0: Fraction(9, 2), 1: Fraction(9, 2)} and r.payments == {}
    assert (r.pot, r.reserve) == (5, 0)


def test_rule_reserve_untouched_when_losers_paid_pot_5_reserve_16_one_loser():
    r = guts.settle(5, 16, 20, {0: ["AS", "AH"], 1: ["2S", "3H"]}, {0, 1})
    assert (r.pot, r.reserve) == (5, 16)
    assert r.refill == 0 and r.to_reserve == 0


def test_rule_reserve_is_never_part_of_a_showdown_prize():
    r = guts.settle(5, 16, 20, {0: ["AS", "AH"], 1: ["2S", "3H"]}, {0, 1})
    assert r.payouts == {0: 5} and r.payments == {1: 5}


def test_rule_cycle_ends_when_pot_and_reserve_are_both_empty():
    r = guts.settle(4, 0, 20, {2: ["2S", "3H"]}, {2})
    assert (r.pot, r.reserve, r.cycle_over) == (0, 0, True)
    r = guts.settle(4, 3, 20, {2: ["2S", "3H"]}, {2})
    assert (r.pot, r.reserve, r.cycle_over) == (3, 0, False)


def test_rule_cycle_end_starts_a_new_cycle_with_fresh_ante_balances_sum_to_zero():
    state = guts.new_state(guts.Variant(players=3, ante=2, cycles=2), seed=13)
    events = declare(state, everyone(state, {1}))  # one in, empty reserve: cycle over
    assert types(events) == ["declared"] * 3 + ["reveal", "payout", "dealer_moves", "cycle_over",
                                                 "ante", "deal"]
    cycle_over = events[types(events).index("cycle_over")]
    assert isinstance(cycle_over, CycleOver) and sum(cycle_over.balances) == 0
    assert cycle_over.balances == (-2, 4, -2)
    assert state.cycle == 2 and state.pot == 6
    assert state.returns() == [-4, 2, -4]


def test_rule_session_ends_after_the_agreed_number_of_cycles():
    state = guts.new_state(guts.Variant(players=2, cycles=2), seed=14)
    declare(state, everyone(state, {0}))
    assert not state.is_terminal()
    events = declare(state, everyone(state, {1}))
    assert types(events)[-2:] == ["cycle_over", "session_over"]
    assert state.current_player() == TERMINAL and state.is_terminal()
    assert state.legal_actions(0) == [] and state.acting_seats() == []
    before = state.fingerprint()
    with pytest.raises(IllegalMove, match="over"):
        state.apply(0, "in")
    assert state.fingerprint() == before


def test_rule_session_result_is_net_balance_received_minus_paid_including_antes():
    state = guts.new_state(guts.Variant(players=4, ante=1, cycles=2), seed=15)
    received, paid = [Fraction(0)] * 4, [Fraction(0)] * 4
    rng = random.Random(15)
    for e in state.opening_events():
        if isinstance(e, Ante):
            paid = [p + e.amount for p in paid]
    while not state.is_terminal():
        for seat in state.acting_seats():
            for e in state.apply(seat, "in" if rng.random() < 0.3 else "out"):
                if isinstance(e, Ante):
                    paid = [p + e.amount for p in paid]
                elif isinstance(e, Payout):
                    for s, a in e.payouts.items():
                        received[s] += a
                elif isinstance(e, Payment):
                    for s, paid_now in e.payments.items():
                        paid[s] += paid_now
    assert state.returns() == [r - p for r, p in zip(received, paid, strict=True)]
    assert sum(state.returns()) == 0


def test_rule_dealer_moves_one_seat_clockwise_after_every_hand_including_nobody_in():
    state = guts.new_state(guts.Variant(players=3, cycles=5), seed=16)
    assert state.dealer == 0  # interpretation: seat 0 deals first
    dealers = []
    for staying in [set(), {0, 1}, set(), {2}, set(), set()]:
        events = declare(state, everyone(state, staying))
        move = next(e for e in events if isinstance(e, DealerMoves))
        dealers.append((move.from_, move.dealer))
    assert dealers == [(0, 1), (1, 2), (2, 0), (0, 1), (1, 2), (2, 0)]


def test_rule_split_pots_are_exact_fractions_never_rounded_never_floats():
    state = guts.new_state(guts.Variant(players=4, ante=5), seed=17)  # pot 20
    give(state, 0, ["QS", "9D"])
    give(state, 1, ["QH", "9C"])
    give(state, 2, ["QD", "9S"])
    declare(state, everyone(state, {0, 1, 2}))
    share = Fraction(20, 3)
    after = [share - 5, share - 5, share - 5, -5]
    assert state.balance_history[-1] == after
    # nobody paid and the reserve was empty: the cycle ended, a new ante was paid
    assert state.returns() == [b - 5 for b in after]
    assert all(type(b) is Fraction for b in state.returns())
    obs = state.observation(None)
    assert obs.last_hand is not None
    assert obs.last_hand.balances_after == (Fraction(5, 3),) * 3 + (-5,)
    assert obs.last_hand.payouts == (Fraction(20, 3),) * 3 + (None,)
    assert obs.balances == (Fraction(-10, 3),) * 3 + (-10,)
    assert obs.to_json()["balances"] == ["-10/3", "-10/3", "-10/3", "-10"]  # exact text in JSON


# --- worked examples (normative) -------------------------------------------------------------
def test_worked_example_1_match_the_pot_next_pot_12_not_18():
    hands = {0: ["QS", "QH"], 1: ["AC", "KD"], 2: ["JC", "JD"], 3: ["7S", "2D"]}
    r = guts.settle(6, 0, 20, hands, {0, 1, 2})
    assert r.payouts == {0: 6}
    assert r.payments == {1: 6, 2: 6}
    assert (r.pot, r.reserve, r.cycle_over) == (12, 0, False)


def test_worked_example_1_played_at_the_table():
    state = guts.new_state(guts.Variant(players=6), seed=18)  # pot 6: A..D plus E, F out
    for seat, cards in {0: ["QS", "QH"], 1: ["AC", "KD"], 2: ["JC", "JD"]}.items():
        give(state, seat, cards)
    declare(state, everyone(state, {0, 1, 2}))
    assert state.pot == 12 and state.reserve == 0
    assert state.returns() == [5, -7, -7, -1, -1, -1]


def test_worked_example_2_cap_then_refill_from_reserve_without_ante():
    hands = {0: ["AS", "AH"], 1: ["2S", "3H"], 2: ["4S", "5H"], 3: ["6S", "8H"]}
    first = guts.settle(12, 0, 20, hands, {0, 1, 2, 3})
    assert (first.pot, first.reserve) == (20, 16)
    second = guts.settle(first.pot, first.reserve, 20, {2: ["9C", "10C"]}, {2})
    assert second.payouts == {2: 20} and second.payments == {}
    assert (second.pot, second.reserve, second.cycle_over) == (16, 0, False)


def test_worked_example_2_played_at_the_table():
    state = guts.new_state(guts.Variant(players=4, ante=3, pot_cap=20), seed=19)  # pot 12
    give(state, 0, ["AS", "AH"])
    declare(state, everyone(state, {0, 1, 2, 3}))
    assert (state.pot, state.reserve) == (20, 16)
    events = declare(state, everyone(state, {2}))
    assert "ante" not in types(events)
    refill = next(e for e in events if isinstance(e, Refill))
    assert refill.amount == 16
    assert (state.pot, state.reserve, state.cycle) == (16, 0, 1)


def test_worked_example_3_split_pot_7_gives_7_over_2_each_next_pot_7():
    hands = {0: ["QS", "9D"], 1: ["QH", "9C"], 2: ["JC", "10D"]}
    r = guts.settle(7, 0, 20, hands, {0, 1, 2})
    assert r.payouts == {0: Fraction(7, 2), 1: Fraction(7, 2)}
    assert r.payments == {2: 7}
    assert (r.pot, r.reserve) == (7, 0)


def test_worked_example_3_played_at_the_table():
    state = guts.new_state(guts.Variant(players=7), seed=20)  # pot 7
    for seat, cards in {0: ["QS", "9D"], 1: ["QH", "9C"], 2: ["JC", "10D"]}.items():
        give(state, seat, cards)
    events = declare(state, everyone(state, {0, 1, 2}))
    payout = next(e for e in events if isinstance(e, Payout))
    assert payout.payouts == {0: Fraction(7, 2), 1: Fraction(7, 2)}
    assert payout.to_json()["payouts"] == {"0": "7/2", "1": "7/2"}
    assert state.returns()[:3] == [Fraction(5, 2), Fraction(5, 2), -8]
    assert state.pot == 7
