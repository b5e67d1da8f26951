"""Zhopa's observation (what one seat may know) and determinize (a full game
guessed back from it, for search bots)."""
import dataclasses
import json
import random

import pytest

from cardgames_qt.engine import IllegalMove
from cardgames_qt.engine.zhopa import TRUMP_MODES, Variant, determinize, new_state
from cardgames_qt.engine.zhopa.rules import CARD_POINTS
from tests.engine.test_zhopa_game import crafted, play_out

KEYS = {"game", "seat", "players", "my_hand", "hand_sizes", "dealer", "leader", "trump_mode",
        "trumps", "must_beat", "phase", "bets", "combinations", "targets", "trick", "main_suit",
        "trick_holder", "stock_count", "won_counts", "points", "played_cards", "banks",
        "partie_number", "scores_history"}


def midgame(seed, moves, **settings):
    s = new_state(Variant.from_dict({"max_parties": 3, **settings}), seed=seed)
    play_out(s, random.Random(seed), until=lambda st: len(st.history) >= moves)
    return s


def hidden_cards(state, seat):
    """Cards ``seat`` may not see: other hands (less shown combination cards) and the stock."""
    shown = {c for combo in state.combinations for c in combo["cards"]}
    others = {c for s, h in enumerate(state.hands) if s != seat for c in h}
    return (others - shown) | set(state.stock)


@pytest.mark.parametrize("moves", [0, 2, 7, 20, 45])
def test_observation_holds_only_what_the_seat_may_know(moves):
    s = midgame(31, moves, players=4)
    for seat in (0, 1, 2, 3, None):
        obs = s.observation(seat)
        data = obs.to_json()
        assert set(data) >= KEYS and obs.game == "zhopa"
        text = json.dumps(data)
        leaks = [c for c in hidden_cards(s, seat) if f'"{c}"' in text]
        assert leaks == []
        assert "rng" not in data and "seed" not in data and "stock" not in data
        mine = s.hands[seat] if seat is not None else []
        assert sorted(obs.my_hand) == sorted(mine)
        assert obs.hand_sizes == tuple(len(h) for h in s.hands)


def test_observation_points_are_live_and_public():
    s = midgame(8, 25, players=3)
    obs = s.observation(None)
    for seat in range(3):
        card_points = sum(CARD_POINTS[c[:-1]] for c in s.won[seat])
        assert obs.points[seat] == card_points + s.combinations[seat]["points"]
        assert obs.won_counts[seat] == len(s.won[seat])
    assert obs.played_cards == tuple(c for _, c in s.played)


def test_observation_trick_roles_and_holder():
    s = crafted([["6S", "9S"], ["8S", "7D"], ["KS", "9H"]], players=3, leader=0)
    s.apply(0, "6S")
    s.apply(1, "8S")
    s.apply(2, "KS")
    obs = s.observation(1)
    assert obs.trick == () and obs.trick_holder is None  # taken: a new trick starts
    last = obs.last_trick
    assert last is not None and [t.role for t in last.trick] == ["led", "main", "knock_out"]
    assert last.winner == 0
    s2 = crafted([["6S", "9S"], ["8S", "7D"], ["KS", "9H"]], players=3, leader=0)
    s2.apply(0, "6S")
    s2.apply(1, "8S")
    obs = s2.observation(2)
    assert obs.trick_holder == 1 and obs.main_suit == "S"
    assert obs.legal == ("KS",)  # KS only knocks out, but spades must be followed


def test_observation_trumps_say_which_suit_is_a_trump_for_whom():
    s = new_state(Variant(players=3, trump_suits=("H", "C", "S")), seed=1)
    assert s.observation(None).trumps == ({"H": "trump"}, {"C": "trump"}, {"S": "trump"})
    s = new_state(Variant(players=2, trump_mode="senior_junior"), seed=1)
    assert s.observation(0).trumps == ({"S": "senior", "D": "junior"},) * 2


def test_observation_does_not_depend_on_hidden_cards():
    for seed in range(20):
        s = midgame(seed, 5, players=3)
        t = s.clone()
        shown = {c for combo in t.combinations for c in combo["cards"]}
        a = [c for c in t.hands[1] if c not in shown]
        b = [c for c in t.hands[2] if c not in shown]
        if a and b:
            break
    # swap one unshown card between the two other hands: nothing seat 0 sees changes
    a, b = a[0], b[0]
    t.hands[1][t.hands[1].index(a)] = b
    t.hands[2][t.hands[2].index(b)] = a
    assert s.observation(0) == t.observation(0)
    # so a determinization cannot tell them apart either
    assert determinize(s.observation(0), random.Random(3)) == \
        determinize(t.observation(0), random.Random(3))


@pytest.mark.parametrize("mode", TRUMP_MODES)
@pytest.mark.parametrize("refill", ["redeal", "draw"])
def test_determinize_is_consistent_with_the_observation(mode, refill):
    for k, moves in enumerate((0, 3, 9, 17, 30, 51)):
        s = midgame(100 + k, moves, trump_mode=mode, refill=refill, players=2 + k % 3)
        seat = s.current_player() if not s.is_terminal() else 0
        obs = s.observation(seat)
        d = determinize(obs, random.Random(k))
        d.check_invariants()
        assert d.observation(seat) == obs
        assert sorted(d.hands[seat]) == sorted(s.hands[seat])
        play_out(d, random.Random(k))  # a usable game to simulate on
        assert d.is_terminal()


def test_determinize_keeps_shown_combination_cards_with_their_owner():
    s = new_state(Variant(players=3), seed=0)
    for seed in range(200):
        s = new_state(Variant(players=3), seed=seed)
        if any(c["cards"] for c in s.combinations[1:]):
            break
    owner = next(i for i in (1, 2) if s.combinations[i]["cards"])
    for k in range(5):
        d = determinize(s.observation(0), random.Random(k))
        assert set(s.combinations[owner]["cards"]) <= set(d.hands[owner])


def test_determinize_keeps_a_one_suit_hand_in_its_suit():
    s = crafted([["KS", "QS", "9S", "7S"], ["6H", "7H", "8H", "9H"], ["6D", "7D", "8D", "9D"]],
                phase="bet", players=3)
    s.combinations[0] = {"points": 35, "kinds": ["K+Q"], "cards": ["KS", "QS"], "one_suit": True}
    for k in range(5):
        d = determinize(s.observation(1), random.Random(k))
        assert all(c.endswith("S") for c in d.hands[0]) and {"KS", "QS"} <= set(d.hands[0])


def test_determinize_deals_the_unseen_cards_at_random():
    s = midgame(5, 4, players=4)
    deals = {json.dumps(determinize(s.observation(0), random.Random(k)).hands) for k in range(6)}
    assert len(deals) > 1


def test_determinize_refuses_an_observation_that_does_not_add_up():
    obs = midgame(5, 4, players=3).observation(0)
    with pytest.raises(IllegalMove):
        determinize(dataclasses.replace(obs, hand_sizes=(9, 9, 9)), random.Random(1))
    with pytest.raises(IllegalMove):
        determinize(dataclasses.replace(obs, my_hand=obs.my_hand[1:]), random.Random(1))
    with pytest.raises(IllegalMove):
        determinize(obs.to_json(), random.Random(1))  # JSON is decoded at the edge, not here


def test_observation_json_is_plain_and_complete():
    obs = midgame(8, 25, players=3).observation(1)
    data = json.loads(json.dumps(obs.to_json()))
    assert data["target_table"] == {"go": obs.target_table.go, "pass": obs.target_table.pass_}
    assert data["variant"] == obs.variant.to_dict()
    assert data["trick"] == [{"seat": t.seat, "card": t.card, "role": t.role} for t in obs.trick]
