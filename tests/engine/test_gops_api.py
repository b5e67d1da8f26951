"""The public surface of cardgames_qt.engine.gops (docs/engine-api.md, Gops
section, and the GameState protocol): names, bad input, saves, observations."""
import json
import random

import pytest

from cardgames_qt.engine import SIMULTANEOUS, TERMINAL, IllegalMove, gops, registry
from cardgames_qt.engine.events import BidPlaced, Carry, Discard, GopsGameOver, GopsReveal, PrizeTurned

ASCENDING = list(range(1, 14))

OBS_KEYS = {"game", "seat", "cards", "tie_rule", "my_hand", "opp_hand", "hands", "prizes_left",
            "prize_pile_count", "pot", "committed", "my_bid", "spent", "won", "set_aside",
            "scores", "round", "rounds", "game_index", "games", "totals", "game_results",
            "is_over", "refusals", "open_bids"}


def game_snapshot(g):
    return json.dumps([g.to_dict(), g.pot, g.scores, g.round, g.is_over,
                       g.legal_bids(0), g.legal_bids(1)])


# --- the one-game object ----------------------------------------------------------------
def test_new_game_defaults_carry_13_cards():
    g = gops.new_game(seed=1)
    assert g.tie_rule == "carry" and g.cards == 13
    assert g.scores == (0, 0) and isinstance(g.scores, tuple)
    assert g.round == 0 and g.is_over is False and len(g.pot) == 1


def test_new_game_keyword_and_positional_order_of_the_spec():
    order = [3, 1, 2]
    g = gops.new_game("discard", order, None, 3)
    assert (g.tie_rule, g.cards, g.pot) == ("discard", 3, [3])
    assert gops.new_game(prizes=order, cards=3).pot == [3]


def test_unseeded_games_still_shuffle():
    firsts = {tuple(gops.new_game().pot) for _ in range(60)}
    assert len(firsts) > 3


def test_legal_bids_is_a_sorted_copy():
    g = gops.new_game(prizes=ASCENDING)
    g.bid(0, 5)
    g.bid(1, 9)
    bids = g.legal_bids(0)
    assert bids == sorted(bids) == [v for v in ASCENDING if v != 5]
    bids.clear()
    assert len(g.legal_bids(0)) == 12   # the caller's list is not the hand


def test_pot_is_a_copy_and_empty_once_over():
    g = gops.new_game(prizes=ASCENDING)
    g.pot.append(99)
    assert g.pot == [1]
    for v in ASCENDING:
        g.bid(0, v)
        g.bid(1, v)
    assert g.is_over and g.pot == []


def test_bid_accepts_int_subclasses_as_plain_ints():
    class Value(int):
        pass
    g = gops.new_game(prizes=ASCENDING)
    g.bid(0, Value(4))
    g.bid(1, 3)
    assert g.spent == [[4], [3]] and type(g.spent[0][0]) is int


# --- bad input: IllegalMove, nothing changed ---------------------------------------------------
def _game_mid_round():
    g = gops.new_game(prizes=ASCENDING)
    g.bid(0, 9)  # round 1 spends both nines
    g.bid(1, 9)
    g.bid(0, 4)                  # A has committed round 2
    return g


@pytest.mark.parametrize("player, value, why", [
    (1, "x", "not a bid"), (1, None, "not a bid"), (1, 2.0, "not a bid"), (1, True, "not a bid"),
    (1, "9S", "not a bid"), (1, [3], "not a bid"),
    (1, 0, "not a bid"), (1, 14, "not a bid"), (1, -1, "not a bid"),
    (1, 9, "spent in round 1"),
    (0, 5, "already bid"),
    (2, 5, "no player"), (-1, 5, "no player"), ("B", 5, "no player"), (True, 5, "no player"),
    (None, 5, "no player"),
])
def test_bad_bid_raises_illegal_move_and_changes_nothing(player, value, why):
    g = _game_mid_round()
    before = game_snapshot(g)
    with pytest.raises(IllegalMove, match=why):
        g.bid(player, value)
    assert game_snapshot(g) == before
    g.check_invariants()


def test_spent_card_message_names_the_card_and_the_round():
    g = gops.new_game(prizes=ASCENDING)
    for a, b in [(2, 3), (5, 1), (13, 4)]:
        g.bid(0, a)
        g.bid(1, b)
    with pytest.raises(IllegalMove) as info:
        g.bid(0, 13)
    assert str(info.value) == "Player A no longer holds the king (13) — it was spent in round 3."


def test_out_of_range_respects_the_cards_setting():
    g = gops.new_game(cards=4, prizes=[2, 4, 1, 3])
    before = game_snapshot(g)
    with pytest.raises(IllegalMove, match="1 \\(ace\\) to 4"):
        g.bid(0, 5)
    assert game_snapshot(g) == before


def test_bid_after_the_end_is_refused():
    g = gops.new_game(cards=3, prizes=[1, 2, 3])
    for v in (1, 2, 3):
        g.bid(0, v)
        g.bid(1, v)
    before = game_snapshot(g)
    for player, value in [(0, 1), (1, 3), (0, 7)]:
        with pytest.raises(IllegalMove, match="over"):
            g.bid(player, value)
    assert game_snapshot(g) == before


@pytest.mark.parametrize("kwargs, why", [
    ({"tie_rule": "split"}, "tie rule"), ({"tie_rule": None}, "tie rule"),
    ({"tie_rule": "Carry"}, "tie rule"),
    ({"cards": 2}, "3 to 13"), ({"cards": 14}, "3 to 13"),
    ({"prizes": [1, 2, 3]}, "exactly once"),                       # too short for 13
    ({"prizes": ASCENDING[:-1] + [12]}, "exactly once"),           # a repeat
    ({"prizes": [0] + ASCENDING[1:]}, "exactly once"),
    ({"prizes": ASCENDING[:-1] + [14]}, "exactly once"),
    ({"prizes": [float(p) for p in ASCENDING]}, "exactly once"),
    ({"prizes": "8,5,1"}, "exactly once"), ({"prizes": 5}, "exactly once"),
    ({"prizes": [3, 1, 2, 4], "cards": 3}, "exactly once"),
    ({"prizes": [True, 2, 3], "cards": 3}, "exactly once"),
])
def test_bad_new_game_settings_raise_illegal_move(kwargs, why):
    with pytest.raises(IllegalMove, match=why):
        gops.new_game(**kwargs)


def test_a_prizes_tuple_is_accepted_and_copied():
    order = list(reversed(ASCENDING))
    g = gops.new_game(prizes=tuple(order))
    order.clear()
    assert g.pot == [13]


# --- Variant --------------------------------------------------------------------------------
def test_variant_defaults_and_round_trip():
    v = gops.Variant()
    assert (v.tie_rule, v.cards, v.games) == ("carry", 13, 3)
    assert v.to_dict() == {"tie_rule": "carry", "cards": 13, "games": 3}
    assert gops.Variant.from_dict(v.to_dict()) == v
    assert gops.Variant.from_dict({}) == v == gops.Variant.from_dict(None)


def test_variant_from_dict_ignores_unknown_keys_and_fills_missing():
    v = gops.Variant.from_dict({"cards": 6, "colour": "red"})
    assert v == gops.Variant(tie_rule="carry", cards=6, games=3)


@pytest.mark.parametrize("data", [{"tie_rule": "both"}, {"cards": 1}, {"games": 0},
                                  {"games": 11}, {"cards": "13"}, [("cards", 5)]])
def test_variant_impossible_values_raise_illegal_move(data):
    with pytest.raises(IllegalMove):
        gops.Variant.from_dict(data)


# --- the match State behind the protocol -----------------------------------------------------
def test_registry_builds_and_names_the_game():
    s = registry.new_state("gops", {"cards": 5, "games": 2}, seed=42)
    assert isinstance(s, gops.State) and s.game_id == gops.GAME_ID == "gops"
    assert s.num_players == 2 and s.current_player() == SIMULTANEOUS
    assert s.legal_actions(0) == [1, 2, 3, 4, 5]
    d = s.to_dict()
    assert d["game"] == "gops" and d["seed"] == 42 and d["history"] == []
    assert d["variant"] == {"tie_rule": "carry", "cards": 5, "games": 2}


def test_new_state_accepts_a_variant_or_a_dict():
    assert gops.new_state(gops.Variant(cards=4), seed=1) == gops.new_state({"cards": 4}, seed=1)


def test_same_seed_same_match_different_seed_different_prizes():
    def first_pots(seed):
        s = gops.new_state({"tie_rule": "discard"}, seed=seed)
        pots = []
        while not s.is_terminal():
            pots.append(s.observation(None).pot[0])
            v = s.legal_actions(0)[0]
            s.apply(0, v)
            s.apply(1, v)
        return pots
    assert first_pots(5) == first_pots(5)
    assert first_pots(5) != first_pots(6)


def _state_mid_round(seed=3):
    s = gops.new_state({"games": 2}, seed=seed)
    s.apply(0, 9)
    s.apply(1, 9)
    s.apply(0, 4)
    return s


@pytest.mark.parametrize("seat, action, why", [
    (1, 9, "spent in round 1"), (0, 6, "already bid"), (1, 0, "not a bid"), (1, 14, "not a bid"),
    (1, "7", "not a bid"), (1, 7.0, "not a bid"), (1, None, "not a bid"), (1, False, "not a bid"),
    (2, 5, "no seat"), (-1, 5, "no seat"), ("B", 5, "no seat"),
])
def test_state_apply_bad_action_leaves_fingerprint_unchanged(seat, action, why):
    s = _state_mid_round()
    before = s.fingerprint()
    with pytest.raises(IllegalMove, match=why):
        s.apply(seat, action)
    assert s.fingerprint() == before


def test_state_apply_after_the_match_is_refused():
    s = gops.new_state({"games": 1, "cards": 3}, seed=0)
    for v in (1, 2, 3):
        s.apply(0, v)
        s.apply(1, v)
    assert s.is_terminal() and s.current_player() == TERMINAL
    assert s.acting_seats() == [] and s.legal_actions(0) == [] and s.legal_actions(1) == []
    before = s.fingerprint()
    with pytest.raises(IllegalMove, match="over"):
        s.apply(0, 1)
    assert s.fingerprint() == before


def test_apply_actions_checks_both_bids_before_applying_either():
    s = _state_mid_round()
    s2 = gops.new_state({"games": 2}, seed=3)
    s2.apply(0, 9)
    s2.apply(1, 9)
    before = s2.fingerprint()
    with pytest.raises(IllegalMove):
        s2.apply_actions({0: 4, 1: 9})   # B's 9 is spent: A's 4 must not be applied either
    assert s2.fingerprint() == before
    events = s2.apply_actions({0: 4, 1: 6})
    assert [e.kind for e in events][:3] == ["bid_placed", "bid_placed", "reveal"]
    s.apply(1, 6)
    assert s == s2


def test_events_of_a_round_in_order():
    s = gops.new_state({"games": 1}, seed=1)
    pot = s.observation(None).pot
    assert s.apply(1, 7) == [BidPlaced(1)]
    events = s.apply(0, 7)
    assert events[0] == BidPlaced(0)
    assert events[1] == GopsReveal((7, 7), pot, "tie", None, 0)
    assert events[2] == Carry(pot)
    turned = events[3]
    assert isinstance(turned, PrizeTurned) and turned.pot == (*pot, turned.prize)
    s.apply(0, 2)
    reveal = s.apply(1, 3)[1]
    assert isinstance(reveal, GopsReveal) and reveal.outcome == "win" and reveal.winner == 1
    assert reveal.points == sum(reveal.pot) and len(reveal.pot) == 2


def test_events_discard_and_set_aside():
    s = gops.new_state({"games": 1, "cards": 3, "tie_rule": "discard"}, seed=2)
    s.apply(0, 1)
    events = s.apply(1, 1)
    assert isinstance(events[2], Discard) and isinstance(events[1], GopsReveal)
    assert events[2].prizes == events[1].pot
    s = gops.new_state({"games": 1, "cards": 3, "tie_rule": "carry"}, seed=2)
    for v in (1, 2):
        s.apply(0, v)
        s.apply(1, 3 - v)
    s.apply(0, 3)
    events = s.apply(1, 3)
    kinds = [e.kind for e in events]
    assert kinds == ["bid_placed", "reveal", "set_aside", "game_over", "match_over"]
    assert isinstance(events[3], GopsGameOver) and events[3].scores == s.observation(None).scores


def test_returns_totals_and_winners_during_a_match():
    s = gops.new_state({"games": 2, "cards": 3}, seed=4)
    assert s.returns() == [0, 0] and s.winners() == []
    s.apply(0, 3)
    s.apply(1, 1)
    won = s.observation(None).won[0]
    assert s.totals == [sum(won), 0] and s.returns() == [sum(won), -sum(won)]


def test_to_dict_is_json_and_from_dict_restores_exactly_mid_round():
    s = _state_mid_round()
    data = json.loads(json.dumps(s.to_dict()))
    t = gops.State.from_dict(data)
    assert t == s and t.fingerprint() == s.fingerprint()
    # the restored game goes on exactly like the original, random prize orders included
    for state in (s, t):
        state.apply(1, 2)
        rng = random.Random(8)
        while not state.is_terminal():
            for seat in state.acting_seats():
                state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert t == s


def test_registry_state_from_dict_and_replay():
    s = _state_mid_round()
    assert registry.state_from_dict(s.to_dict()) == s
    r = registry.replay("gops", s.variant.to_dict(), s.seed, s.history)
    assert r == s


def test_damaged_save_raises_illegal_move():
    good = _state_mid_round().to_dict()
    for damage in (lambda d: d.pop("current"),
                   lambda d: d["current"]["bids"].append([9, 9]),       # a spent nine again
                   lambda d: d.__setitem__("totals", [5, 0]),
                   lambda d: d["variant"].__setitem__("cards", 40),
                   lambda d: d.__setitem__("game", "guts")):
        data = json.loads(json.dumps(good))
        damage(data)
        with pytest.raises(IllegalMove):
            gops.State.from_dict(data)


def test_clone_is_equal_and_independent():
    s = _state_mid_round()
    c = s.clone()
    assert c == s and c.seed == s.seed
    c.apply(1, 5)
    assert c != s


# --- observation: exact keys, nothing private ---------------------------------------------------
def test_observation_keys_exactly_as_the_bot_expects():
    s = _state_mid_round()
    for seat in (0, 1, None):
        obs = s.observation(seat)
        assert isinstance(obs, gops.GopsObservation)
        assert set(obs.to_json()) == OBS_KEYS
        assert json.loads(json.dumps(obs.to_json())) == obs.to_json()
    obs = s.observation(0)
    assert obs.game == "gops" and obs.seat == 0 and obs.cards == 13
    assert obs.my_bid == 4 and obs.committed == (True, False)
    assert obs.my_hand == tuple(v for v in ASCENDING if v not in (9, 4))
    assert obs.opp_hand == tuple(v for v in ASCENDING if v != 9)
    assert obs.spent == ((9,), (9,)) and obs.round == 1
    assert obs.rounds == (gops.GopsRound(obs.pot[:1], (9, 9), None, 0),)
    assert obs.prize_pile_count == 11 == len(obs.prizes_left)
    assert list(obs.prizes_left) == sorted(obs.prizes_left)
    assert obs.game_index == 0 and obs.games == 2 and obs.is_over is False
    spectator = s.observation(None)
    assert spectator.my_hand == () and spectator.my_bid is None


def test_observation_of_an_unknown_seat_is_refused():
    with pytest.raises(IllegalMove):
        _state_mid_round().observation(2)


@pytest.mark.parametrize("bidder", [0, 1])
def test_observation_never_reveals_the_opponents_pending_bid(bidder):
    views = set()
    for bid in range(1, 13):        # the 13s were spent in round 1
        s = gops.new_state({"games": 1}, seed=6)
        s.apply(0, 13)
        s.apply(1, 13)
        s.apply(bidder, bid)
        views.add(tuple(json.dumps(s.observation(seat).to_json(), sort_keys=True)
                        for seat in (1 - bidder, None)))
    assert len(views) == 1   # the opponent and spectators see the same, whatever was bid


def test_observation_never_reveals_the_order_of_the_face_down_prizes():
    s = gops.new_state({"games": 1}, seed=10)
    s.apply(0, 1)
    s.apply(1, 2)
    s.apply(0, 7)
    data = s.to_dict()
    turned = data["current"]["prizes"][:2]
    pile = data["current"]["prizes"][2:]
    views = set()
    for k in range(6):
        other = json.loads(json.dumps(data))
        order = pile[:]
        random.Random(k).shuffle(order)
        other["current"]["prizes"] = turned + order
        t = gops.State.from_dict(other)
        views.add(tuple(json.dumps(t.observation(seat).to_json(), sort_keys=True) for seat in (0, 1, None)))
    assert len(views) == 1


def test_hands_are_public_because_spent_bids_lie_face_up():
    s = _state_mid_round()
    a, b = s.observation(1), s.observation(0)
    assert a.hands == b.hands == s.observation(None).hands
    assert a.opp_hand == a.hands[0] and b.opp_hand == b.hands[1]


# --- check_invariants catches a broken state ----------------------------------------------------
@pytest.mark.parametrize("corrupt", [
    lambda s: s.game._hands[0].append(9),          # a club in two places
    lambda s: s.game._hands[1].remove(2),          # a spade nowhere
    lambda s: s.game._pot.append(13),              # a diamond in two places
    lambda s: s.game._scores.__setitem__(1, 4),    # a score no won prize explains
    lambda s: s._totals.__setitem__(0, 1),         # totals out of step with the games
    lambda s: s.game_results.append([0, 0]),       # a game finished that nobody played
])
def test_check_invariants_catches_a_broken_state(corrupt):
    s = _state_mid_round()
    s.check_invariants()
    corrupt(s)
    with pytest.raises(AssertionError):
        s.check_invariants()
