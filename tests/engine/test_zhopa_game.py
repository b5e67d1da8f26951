"""A game of Zhopa: rules page "A partie" (dealer, deal, bets, first lead, refill,
combinations, score, banks), "End of the game", rating, illegal input, saves."""
import json
import random

import pytest

from cardgames_qt.engine import TERMINAL, IllegalMove
from cardgames_qt.engine.events import (
    Bet,
    Draw,
    Lead,
    PartieOver,
    PartieStart,
    Play,
    Redeal,
    TrickWon,
    ZhopaDeal,
    ZhopaGameOver,
    event_from_json,
)
from cardgames_qt.engine.zhopa import (
    PartieRecord,
    State,
    Variant,
    card_points,
    combination_points,
    new_state,
    rating,
)
from cardgames_qt.engine.zhopa.tricks import DECK

ZERO_COMBO = {"points": 0, "kinds": [], "cards": [], "one_suit": False}


def crafted(hands, trick=(), *, stock=(), won=None, dealer=0, leader=None, bets=None,
            phase="play", partie=1, banks=None, **settings):
    """A State at a chosen moment, built through from_dict (which checks invariants).

    ``hands`` per seat; ``trick`` as (seat, card); ``stock`` with its top card
    LAST; ``won`` seat -> pile. Cards placed nowhere go to seat 0's won pile
    while playing (to the stock during bets). Combinations are zero; no
    trumps unless ``settings`` say otherwise.
    """
    n = len(hands)
    variant = Variant.from_dict({"players": n, "trump_mode": "none", **settings})
    data = new_state(variant, seed=7).to_dict()
    won = [list((won or {}).get(s, [])) for s in range(n)]
    placed = {c for h in hands for c in h} | {c for _, c in trick} | set(stock) \
        | {c for p in won for c in p}
    rest = [c for c in DECK if c not in placed]
    stock = list(stock)
    if phase == "bet":
        stock = rest + stock
    else:
        won[0] += rest
    if leader is None:
        leader = trick[0][0] if trick else (dealer + 1) % n
    to_act = (trick[-1][0] + 1) % n if trick else leader
    if phase == "bet":
        to_act = (dealer + 1) % n
    data.update(
        hands=[list(h) for h in hands], stock=stock, won=won, trick=[list(t) for t in trick],
        played=[[0, c] for p in won for c in p] + [list(t) for t in trick],
        tricks_done=sum(map(len, won)) // n, dealer=dealer, leader=None if phase == "bet" else leader,
        opening_leader=None if phase == "bet" else leader, to_act=to_act, phase=phase,
        bets=[None] * n if phase == "bet" else list(bets or ["go"] * n),
        combinations=[dict(ZERO_COMBO) for _ in range(n)], partie=partie,
        banks=list(banks or [3] * n),
        scores_history=[{"partie": p, "dealer": 0, "bets": ["pass"] * n, "card_points": [0] * n,
                         "combination_points": [0] * n, "points": [0] * n, "targets": [1] * n,
                         "reached": [False] * n, "bank_changes": [0] * n, "banks": [3] * n}
                        for p in range(1, partie)],
        stats=[{"points": 0, "banks_discarded": 0, "banks_gained": 0, "parties": partie - 1,
                "required": 0} for _ in range(n)])
    return State.from_dict(data)


def play_out(state, rng=None, until=None):
    """Random legal moves until the game ends (or ``until(state)``); returns all events."""
    rng = rng or random.Random(0)
    events = []
    while not state.is_terminal() and not (until and until(state)):
        seat = state.current_player()
        legal = state.legal_actions(seat)
        events += state.apply(seat, legal[rng.randrange(len(legal))])
    return events


def bet_all(state, bet="go"):
    events = []
    while state.phase == "bet":
        events += state.apply(state.current_player(), bet)
    return events


# --- dealing and bets ------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_deal_four_cards_each_rest_face_down(players):
    s = new_state(Variant(players=players), seed=11)
    assert [len(h) for h in s.hands] == [4] * players
    assert len(s.stock) == 36 - 4 * players
    assert s.phase == "bet" and s.current_player() == (s.dealer + 1) % players
    s.check_invariants()


def test_dealer_by_lot_seeded():
    dealers = {seed: new_state(Variant(players=4), seed=seed).dealer for seed in range(60)}
    assert set(dealers.values()) == {0, 1, 2, 3}
    assert all(new_state(Variant(players=4), seed=k).dealer == d for k, d in dealers.items())


def test_deal_one_at_a_time_clockwise_from_the_dealers_left():
    """A redeal (refill redeal) deals one card at a time from the dealer's left."""
    stock = [f"{r}{s}" for s in "SHDC" for r in ("6", "7", "8")]  # 12 cards, top last
    s = crafted([["AS"], ["AH"], ["AD"]], stock=stock, dealer=1, leader=0, players=3)
    done = s.tricks_done
    play_out(s, until=lambda st: st.tricks_done == done + 1)
    top_first = list(reversed(stock))
    # (hands are kept in deck order, as a player sorts them: compare the cards)
    assert set(s.hands[2]) == set(top_first[0::3])  # the dealer's left gets the top card
    assert set(s.hands[0]) == set(top_first[1::3])
    assert set(s.hands[1]) == set(top_first[2::3])


def test_partie_start_events_match_the_events_of_a_later_partie():
    s = new_state(Variant(players=3, max_parties=2), seed=12)
    first = s.partie_start_events()
    assert [e.kind for e in first] == ["partie_start", "deal", "combinations"]
    assert first[0] == PartieStart(1, s.dealer) and first[1] == ZhopaDeal(s.dealer, 4, 24)
    events = play_out(s, random.Random(1), until=lambda st: st.partie == 2)
    assert events[-3:] == s.partie_start_events()


def test_bets_in_turn_from_the_dealers_left_and_public():
    s = new_state(Variant(players=4), seed=3)
    order, events = [], []
    while s.phase == "bet":
        order.append(s.current_player())
        events += s.apply(s.current_player(), "pass" if len(order) % 2 else "go")
    assert order == [(s.dealer + i) % 4 for i in range(1, 5)]
    assert [e.seat for e in events if isinstance(e, Bet)] == order
    for seat in range(4):
        assert s.observation(seat).bets == tuple(s.bets)


def test_bets_accept_any_case_and_are_stored_canonically():
    s = new_state(Variant(players=2), seed=1)
    s.apply(s.current_player(), " GO ")
    assert s.history[-1][1] == "go"


# --- first lead and dealer ------------------------------------------------------------

@pytest.mark.parametrize("seed", range(8))
def test_first_lead_holder_of_the_lowest_diamond(seed):
    s = new_state(Variant(players=4), seed=seed)
    diamonds = [(["6", "7", "8", "9", "10", "J", "Q", "K", "A"].index(c[:-1]), seat)
                for seat, h in enumerate(s.hands) for c in h if c.endswith("D")]
    events = bet_all(s)
    expected = min(diamonds)[1] if diamonds else (s.dealer + 1) % 4
    assert s.current_player() == expected
    assert [e for e in events if isinstance(e, Lead)][0].seat == expected


def test_first_lead_without_diamonds_left_of_the_dealer():
    s = crafted([["AS", "KS", "QS", "JS"], ["AH", "KH", "QH", "JH"]], phase="bet", dealer=0,
                players=2)
    bet_all(s)
    assert s.current_player() == 1


def test_later_parties_dealer_is_the_previous_opening_leader_and_lead_left_of_dealer():
    s = new_state(Variant(players=3, max_parties=6), seed=5)
    events = play_out(s, random.Random(5))
    leads = [e.seat for e in events if isinstance(e, Lead)]
    starts = [e for e in events if isinstance(e, PartieStart)]
    assert len(starts) >= 1 and len(leads) == len(starts) + 1
    for i, start in enumerate(starts):
        assert start.dealer == leads[i]  # the one who started the previous partie deals
        assert leads[i + 1] == (start.dealer + 1) % 3


# --- tricks in a game, refill --------------------------------------------------------

def test_trick_winner_takes_all_cards_and_leads():
    s = crafted([["6S", "9S"], ["JS", "7D"], ["10C", "9H"], ["QS", "7C"]], players=4, leader=0)
    for seat, card in enumerate(["6S", "JS", "10C", "QS"]):
        events = s.apply(seat, card)
    won = [e for e in events if isinstance(e, TrickWon)][0]
    assert won.seat == 3 and set(won.cards) == {"6S", "JS", "10C", "QS"}
    assert {"6S", "JS", "10C", "QS"} <= set(s.won[3])
    assert s.current_player() == 3 and s.leader == 3


def test_play_events_tell_role_holder_and_main_suit_change():
    s = crafted([["8S", "9S"], ["8C", "7H"], ["QC", "9H"]], players=3, leader=0)
    e1 = s.apply(0, "8S")[0]
    e2 = s.apply(1, "8C")[0]
    assert e1 == Play(0, "8S", "led", 0, "8S", "S") and not e1.main_suit_changed
    assert e2 == Play(1, "8C", "eight", 1, "8C", "C") and e2.main_suit_changed
    assert e2.to_json()["main_suit_changed"] is True and s.main_suit == "C"


@pytest.mark.parametrize("players,redeals", [(2, [4, 4, 4, 2]), (3, [4, 4]), (4, [4, 1])])
def test_refill_redeal_shares(players, redeals):
    """redeal: 2 players 4,4,4,4,2; 3 players 4,4,4; 4 players 4,4,1."""
    s = new_state(Variant(players=players, refill="redeal", max_parties=1), seed=players)
    events = play_out(s, random.Random(players))
    assert [e.cards_each for e in events if isinstance(e, Redeal)] == redeals
    assert sum(1 for e in events if isinstance(e, TrickWon)) == 36 // players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_refill_draw_one_each_from_the_winner_while_enough(players):
    s = new_state(Variant(players=players, refill="draw", max_parties=1), seed=players)
    events = play_out(s, random.Random(players))
    draws = [e for e in events if isinstance(e, Draw)]
    assert len(draws) == (36 - 4 * players) // players
    for i, e in enumerate(events):
        if isinstance(e, Draw):
            won = events[i - 1]
            assert isinstance(won, TrickWon)
            assert e.order == tuple((won.seat + k) % players for k in range(players))
    assert sum(1 for e in events if isinstance(e, TrickWon)) == 36 // players


def test_refill_draw_winner_draws_the_top_card():
    stock = ["6D", "6C", "7D", "7C"]  # top last
    s = crafted([["AS"], ["AH"]], stock=stock, players=2, refill="draw", leader=1)
    s.apply(1, "AH")
    s.apply(0, "AS")
    winner = s.leader
    assert s.hands[winner] == ["7C"] and s.hands[1 - winner] == ["7D"]


@pytest.mark.parametrize("refill", ["redeal", "draw"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_all_36_cards_are_played_every_partie_and_hands_stay_equal(players, refill):
    s = new_state(Variant(players=players, refill=refill, max_parties=2), seed=9)
    rng = random.Random(9)
    while not s.is_terminal():
        if s.phase == "play" and not s.trick:
            assert len({len(h) for h in s.hands}) == 1
        seat = s.current_player()
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    for record in s.scores_history:
        assert sum(record["card_points"]) == 184


# --- combinations, score, banks --------------------------------------------------------

def test_combinations_of_the_first_dealt_hand_are_public_and_scored():
    s = new_state(Variant(players=3, max_parties=1), seed=21)
    first_hands = [list(h) for h in s.hands]
    expected = [combination_points(h) for h in first_hands]
    obs = s.observation(None)
    assert [c.points for c in obs.combinations] == expected
    play_out(s, random.Random(21))
    record = s.scores_history[0]
    assert record["combination_points"] == expected
    assert record["points"] == [a + b for a, b in zip(record["card_points"], expected, strict=True)]


def endgame(banks, bets, rich, *, partie=1, **settings):
    """The last trick of a partie: ``rich`` seats hold (nearly) all the points."""
    n = len(banks)
    suits = ["SH", "DC"] if len(rich) > 1 else ["SHDC"]
    piles = {}
    for seat, ss in zip(rich, suits, strict=True):
        piles[seat] = [r + s for s in ss for r in ("A", "10", "8", "K", "Q", "J")]
    poor = [s for s in range(n) if s not in rich]
    if poor:
        piles[poor[-1]] = [r + s for s in "SHDC" for r in ("9", "6")]
    hands = [[f"7{'SHDC'[s]}"] for s in range(n)]
    return crafted(hands, won=piles, banks=banks, bets=bets, partie=partie, leader=0,
                   players=n, **settings)


def finish(state):
    """Play the rest of the current partie; its partie_over event's record and all events."""
    parties = len(state.scores_history)
    events = play_out(state, until=lambda st: len(st.scores_history) > parties)
    return [e for e in events if isinstance(e, PartieOver)][0].record, events


def test_the_partie_over_event_carries_the_record_the_observation_keeps():
    """One owner of a finished partie's shape: the event carries a PartieRecord, the very
    value every seat's (and a spectator's) observation then ends its scores_history with."""
    s = endgame([3, 3, 3], ["go", "pass", "go"], rich=[0, 1], partie=2)
    record, events = finish(s)
    assert isinstance(record, PartieRecord) and record.partie == 2
    for seat in (None, 0, 1, 2):
        assert s.observation(seat).scores_history[-1] == record
    over = next(e for e in events if isinstance(e, PartieOver))
    assert event_from_json(json.loads(json.dumps(over.to_json())), "zhopa") == over  # its JSON reads back


@pytest.mark.parametrize("bet,reached,change", [("go", True, -1), ("go", False, 1),
                                                ("pass", True, -1), ("pass", False, 0)])
def test_banks_table(bet, reached, change):
    """go & reached -1; go & missed +1; pass & reached -1; pass & missed 0."""
    s = endgame([3, 3, 3], [bet, "pass", "pass"], rich=[0] if reached else [1])
    record, _ = finish(s)
    assert record.reached[0] is reached
    assert record.bank_changes[0] == change and s.banks[0] == 3 + change


def test_partie_points_and_targets_in_the_record():
    """Partie points = card points of the won cards (+ combinations, zero here)."""
    s = endgame([3, 3, 3], ["go", "pass", "go"], rich=[0, 1])
    before = [sum(card_points(c) for c in pile) for pile in s.won]  # the last trick: 7s, 0 points
    record, _ = finish(s)
    assert record.targets == (56, 80, 56)
    assert list(record.points) == before == [94, 94, -4]
    assert record.reached == (True, True, False)


def test_end_a_player_with_no_banks_wins_at_once_and_six_loses():
    s = endgame([1, 5, 3], ["go", "go", "pass"], rich=[0])
    _, events = finish(s)
    assert s.is_terminal() and s.current_player() == TERMINAL
    assert s.winners == [0] and s.losers == [1] and s.returns() == [1, -1, 0]
    assert isinstance(events[-1], ZhopaGameOver) and events[-1].reason == "no_banks"


def test_end_several_may_reach_zero_together():
    s = endgame([1, 1, 3], ["go", "pass", "go"], rich=[0, 1])
    finish(s)
    assert s.winners == [0, 1] and s.losers == [] and s.returns() == [1, 1, 0]


def test_end_six_banks_loses_and_fewest_banks_win():
    s = endgame([3, 5, 2], ["pass", "go", "go"], rich=[2])
    finish(s)
    assert s.banks == [3, 6, 1] and s.winners == [2] and s.losers == [1]
    assert s.end_reason == "six_banks" and s.returns() == [0, -1, 1]


def test_end_six_banks_a_tie_for_fewest_shares_the_win():
    s = endgame([3, 5, 3], ["pass", "go", "pass"], rich=[1], targets={"3": [200, 200]})
    finish(s)
    assert s.banks == [3, 6, 3] and s.winners == [0, 2] and s.returns() == [1, -1, 1]


def test_end_all_reach_six_in_the_same_partie_play_on():
    s = endgame([5, 5], ["go", "go"], rich=[0], targets={"2": [200, 200]})
    finish(s)
    assert s.banks == [6, 6] and not s.is_terminal() and s.partie == 2 and s.phase == "bet"
    assert s.returns() == [0, 0]


@pytest.mark.parametrize("bets,rich,target,banks,winners,losers", [
    (["go", "go"], [0], 1, [5, 7], [0], [1]),        # one sheds, one misses "go": 7, not capped
    (["pass", "go"], [0], 200, [6, 7], [0], [1]),     # a missed "go" alone ends the play-on
    (["go", "go"], [0], 200, [7, 7], None, None),    # both miss "go": level at 7, play on
    (["pass", "pass"], [0], 200, [6, 6], None, None),  # nobody moves: play on
    (["pass", "go"], [0, 1], 1, [5, 5], None, None),  # both shed: still level, play on
])
def test_end_after_all_six_until_the_counts_differ(bets, rich, target, banks, winners, losers):
    """Issue 11 (2): banks are not capped in the all-at-six play-on."""
    s = endgame([6, 6], bets, rich=rich, partie=3, targets={"2": [target, target]})
    record, _ = finish(s)
    assert s.banks == banks and s.is_terminal() is (winners is not None)
    if winners is not None:
        assert s.winners == winners and s.losers == losers and s.end_reason == "six_banks"
        assert s.returns() == [1 if x in winners else -1 for x in range(2)]
    # banks_gained for the rating counts the gain above six too
    gained = [max(0, c) for c in record.bank_changes]
    assert [st["banks_gained"] for st in s.stats] == gained
    assert list(record.banks) == banks


def test_end_play_on_can_go_past_seven_and_ends_when_the_counts_differ():
    s = endgame([7, 7, 7], ["go", "go", "pass"], rich=[0], partie=5, targets={"3": [200, 200]})
    finish(s)
    assert s.banks == [8, 8, 7] and s.is_terminal()
    assert s.winners == [2] and s.losers == [0, 1] and s.returns() == [-1, -1, 1]
    s.check_invariants()


def test_end_max_parties_fewest_banks_win_and_nobody_below_six_loses():
    """Issue 11 (3): at the partie limit only players at 6 or more would lose."""
    s = endgame([2, 3, 4], ["pass"] * 3, rich=[0], partie=4, max_parties=4,
                targets={"3": [200, 200]})
    _, events = finish(s)
    assert s.is_terminal() and s.end_reason == "max_parties"
    assert s.winners == [0] and s.losers == [] and s.returns() == [1, 0, 0]
    assert events[-1] == ZhopaGameOver((0,), (), "max_parties", tuple(s.banks))


def test_end_max_parties_level_banks_is_a_shared_win():
    """Issue 11 (3): equal banks at the partie limit: all share the win, nobody loses."""
    s = endgame([3, 3, 3], ["pass"] * 3, rich=[0], partie=2, max_parties=2,
                targets={"3": [200, 200]})
    finish(s)
    assert s.is_terminal() and s.winners == [0, 1, 2] and s.losers == []
    assert s.returns() == [1, 1, 1]


def test_end_max_parties_during_the_play_on_is_a_shared_win():
    s = endgame([6, 6], ["pass", "pass"], rich=[0], partie=3, max_parties=3,
                targets={"2": [200, 200]})
    finish(s)
    assert s.is_terminal() and s.end_reason == "max_parties"
    assert s.winners == [0, 1] and s.losers == []


def test_end_no_banks_winner_and_only_six_loses():
    """A game ended by a player reaching 0 has no losers unless someone is at 6."""
    s = endgame([1, 4, 3], ["go", "go", "pass"], rich=[0])
    finish(s)
    assert s.banks == [0, 5, 3] and s.winners == [0] and s.losers == []
    assert s.returns() == [1, 0, 0]


def test_end_max_parties_zero_means_no_limit():
    s = endgame([3, 3, 3], ["pass"] * 3, rich=[0], partie=40, max_parties=0,
                targets={"3": [200, 200]})
    finish(s)
    assert not s.is_terminal() and s.partie == 41


def test_returns_are_zero_until_the_game_is_over():
    s = new_state(Variant(players=3, max_parties=2), seed=4)
    rng = random.Random(4)
    while not s.is_terminal():
        assert s.returns() == [0, 0, 0]
        seat = s.current_player()
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    assert sorted(set(s.returns())) != [0] or (s.winners == [] and s.losers == [])


# --- rating ----------------------------------------------------------------------------

def test_rating_for_uses_the_games_statistics():
    s = new_state(Variant(players=2, max_parties=5), seed=8)
    play_out(s, random.Random(8))
    for seat in range(2):
        recs = s.scores_history
        points = sum(r["points"][seat] for r in recs)
        discarded = sum(1 for r in recs if r["bank_changes"][seat] < 0)
        gained = sum(1 for r in recs if r["bank_changes"][seat] > 0)
        required = sum(r["targets"][seat] for r in recs)
        assert s.rating_for(seat) == rating(points, discarded, gained, len(recs), required)
        assert 3 - discarded + gained == s.banks[seat]


# --- illegal input ---------------------------------------------------------------------

def refused(state, seat, action, words):
    before = state.fingerprint()
    with pytest.raises(IllegalMove) as info:
        state.apply(seat, action)
    assert state.fingerprint() == before
    assert words in str(info.value), str(info.value)
    return str(info.value)


def test_illegal_must_beat_when_you_can():
    s = crafted([["QS", "7D", "9D", "JD"], ["KS", "7S", "9C", "JC"], ["6H", "7H", "9H", "JH"]],
                players=3, leader=0)
    s.apply(0, "QS")
    refused(s, 1, "7S", "You must beat the Q\u2660 if you can")
    assert s.legal_actions(1) == ["KS"]


def test_illegal_not_following_the_main_suit():
    s = crafted([["QS", "7D", "9D", "JD"], ["7S", "9H", "JC", "6C"], ["6H", "7H", "9C", "JH"]],
                players=3, leader=0)
    s.apply(0, "QS")
    refused(s, 1, "9H", "Follow spades")


def test_illegal_off_suit_eight_while_holding_the_main_suit():
    s = crafted([["QS", "7D", "9D", "JD"], ["7S", "8H", "JC", "6C"], ["6H", "7H", "9C", "JH"]],
                players=3, leader=0)
    s.apply(0, "QS")
    refused(s, 1, "8H", "An off-suit 8 only when you hold no spades")


def test_illegal_must_beat_off_still_follows_suit():
    s = crafted([["QS", "7D", "9D", "JD"], ["7S", "9H", "JC", "6C"], ["6H", "7H", "9C", "JH"]],
                players=3, leader=0, must_beat=False)
    s.apply(0, "QS")
    refused(s, 1, "9H", "Follow spades")


def test_illegal_card_not_held_says_where_it_went():
    s = new_state(Variant(players=2), seed=2)
    bet_all(s)
    leader = s.current_player()
    card = s.legal_actions(leader)[0]
    s.apply(leader, card)
    other = s.current_player()
    refused(s, other, card, "you played it" if other == leader else "played it in trick 1")
    foreign = [c for c in DECK if c not in s.hands[other] and c != card][0]
    refused(s, other, foreign, "You do not hold")


def test_illegal_wrong_seat_playing_during_bets_and_bad_actions():
    s = new_state(Variant(players=3), seed=6)
    seat = s.current_player()
    refused(s, (seat + 1) % 3, "go", "Wait for your turn")
    refused(s, seat, s.hands[seat][0], "Bets first")
    refused(s, seat, "maybe", "Bets first")
    refused(s, 7, "go", "no seat")
    bet_all(s)
    seat = s.current_player()
    refused(s, seat, "pass", "bets are made")
    refused(s, seat, "2S", "Zhopa deck")
    refused(s, seat, "XX", "not a card")
    refused(s, seat, 12, "not a card")
    refused(s, (seat + 1) % 3, s.hands[(seat + 1) % 3][0], "Wait for your turn")


def test_illegal_move_after_the_game_is_over():
    s = endgame([1, 3, 3], ["go", "go", "pass"], rich=[0])
    finish(s)
    refused(s, 0, "go", "over")


def test_illegal_settings_five_players():
    with pytest.raises(IllegalMove, match="2 to 4 players"):
        new_state({"players": 5})


# --- saves -------------------------------------------------------------------------------

def test_to_dict_from_dict_round_trip_through_json_mid_game():
    s = new_state(Variant(players=4, refill="draw"), seed=13)
    play_out(s, random.Random(13), until=lambda st: len(st.history) >= 30)
    data = json.loads(json.dumps(s.to_dict()))
    assert {"game", "variant", "seed", "history", "rng"} <= set(data)
    t = State.from_dict(data)
    assert t == s and t.fingerprint() == s.fingerprint()
    rng1, rng2 = random.Random(1), random.Random(1)
    play_out(s, rng1)
    play_out(t, rng2)
    assert t == s  # the generator resumed exactly where it was


def test_from_dict_refuses_damaged_data():
    data = new_state(Variant(players=2), seed=1).to_dict()
    data["hands"][0].append(data["stock"].pop())
    with pytest.raises(IllegalMove, match="damaged"):
        State.from_dict(data)
    with pytest.raises(IllegalMove):
        State.from_dict({"game": "gops"})


def test_random_trump_suits_drawn_from_the_seed_and_stored():
    s = new_state(Variant(players=3), seed=17)
    assert len(set(s.trump_suits)) == 3
    assert s.trump_suits == new_state(Variant(players=3), seed=17).trump_suits
    assert new_state(Variant(trump_mode="one", trump_suits=("C",)), seed=1).trump_suits == ["C"]
    assert new_state(Variant(trump_mode="senior_junior"), seed=1).trump_suits == ["S", "D"]
    drawn = {tuple(new_state(Variant(trump_mode="two"), seed=k).trump_suits) for k in range(30)}
    assert len(drawn) > 3 and all(len(set(d)) == 2 for d in drawn)
