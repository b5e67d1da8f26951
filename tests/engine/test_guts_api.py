"""The public surface of cardgames_qt.engine.guts (docs/engine-api.md) and
the GameState protocol: inputs, refusals, observations, events, saves."""
import copy
import json
from fractions import Fraction

import pytest

from cardgames_qt.engine import SIMULTANEOUS, GameState, IllegalMove, guts, registry
from cardgames_qt.engine.cards import Card, parse_card
from cardgames_qt.engine.events import GutsDeal, SessionOver, Showdown
from tests.engine.test_guts_rules import declare, everyone, give, types

SHOWDOWN = {0: ["QS", "QH"], 1: ["AC", "KD"], 2: ["JC", "JD"], 3: ["7S", "2D"]}


# --- compare_hands ---------------------------------------------------------------
def test_compare_hands_accepts_card_strings_and_card_objects():
    assert guts.compare_hands(["AS", "KS"], [parse_card("AD"), parse_card("QC")]) == 1
    assert guts.compare_hands((Card(10, "C"), "10D"), ("9C", "9D")) == 1
    assert guts.compare_hands(["qs", "9d"], ["QH", "9C"]) == 0


def test_compare_hands_is_antisymmetric():
    a, b = ["JS", "4H"], ["JD", "3C"]
    assert guts.compare_hands(a, b) == -guts.compare_hands(b, a) == 1


@pytest.mark.parametrize("bad", [["AS"], ["AS", "KS", "QS"], [], ["AS", "AS"], ["AS", "1S"], "AS KS", None])
def test_compare_hands_refuses_what_is_not_a_two_card_hand(bad):
    with pytest.raises(IllegalMove):
        guts.compare_hands(bad, ["2S", "3S"])


# --- settle ------------------------------------------------------------------------
def test_settle_result_attributes_and_types():
    r = guts.settle(6, 0, 20, SHOWDOWN, {0, 1, 2})
    assert all(type(v) is Fraction for v in r.payouts.values())
    assert all(type(v) is int for v in r.payments.values())
    assert type(r.pot) is int and type(r.reserve) is int and type(r.cycle_over) is bool
    assert (r.outcome, r.winners, r.losers) == ("showdown", (0,), (1, 2))


def test_settle_accepts_staying_as_any_collection_and_extra_hands():
    for staying in ({0, 1, 2}, [2, 1, 0], (0, 1, 2), frozenset({0, 1, 2})):
        r = guts.settle(6, 0, 20, SHOWDOWN, staying)
        assert (r.payouts, r.payments, r.pot) == ({0: 6}, {1: 6, 2: 6}, 12)


def test_settle_is_pure_inputs_are_not_changed():
    hands, staying = copy.deepcopy(SHOWDOWN), {0, 1, 2}
    guts.settle(6, 3, 20, hands, staying)
    assert hands == SHOWDOWN and staying == {0, 1, 2}
    assert guts.settle(6, 3, 20, hands, staying) == guts.settle(6, 3, 20, hands, staying)


@pytest.mark.parametrize("args, message", [
    ((6, 0, 20, {0: ["QS", "QH"]}, {0, 1}), "no hand"),  # staying seat without a hand
    ((6, 0, 20, {0: ["QS", "QH"], 1: ["QS", "2D"]}, {0, 1}), "twice"),  # repeated card
    ((6, 0, 20, {0: ["QS", "QH"], 1: ["2C", "2D"], 2: ["2C", "9S"]}, {0, 1}), "twice"),  # even out of play
    ((6, 0, 20, {0: ["QS"], 1: ["2C", "2D"]}, {0, 1}), "two cards"),  # not two cards
    ((6, 0, 20, {0: ["QS", "QH", "QD"], 1: ["2C", "2D"]}, {0, 1}), "two cards"),
    ((6, 0, 20, {0: ["QS", "ZZ"], 1: ["2C", "2D"]}, {0, 1}), "not a card"),  # bad card
    ((-1, 0, 20, SHOWDOWN, {0, 1}), "negative"),
    ((6, -3, 20, SHOWDOWN, {0, 1}), "negative"),
    ((6, 0, 0, SHOWDOWN, {0, 1}), "at least 1"),  # cap < 1
    ((6, 0, -5, SHOWDOWN, {0, 1}), "negative"),
    ((6.5, 0, 20, SHOWDOWN, {0, 1}), "whole number"),
    ((6, 0, 20, SHOWDOWN, {0, "1"}), "not a seat"),
    ((6, 0, 20, SHOWDOWN, {-1}), "not a seat"),
    ((6, 0, 20, [["QS", "QH"]], {0}), "map"),
])
def test_settle_refuses_inconsistent_input(args, message):
    with pytest.raises(IllegalMove, match=message):
        guts.settle(*args)


def test_settle_with_an_empty_pot_and_reserve_is_a_cycle_already_over():
    """A pot of 0 with an empty reserve means the cycle is over: whoever is in
    wins nothing and pays nothing, and the cycle stays over."""
    for staying in (set(), {0}, {0, 1, 2}):
        r = guts.settle(0, 0, 20, SHOWDOWN, staying)
        assert (r.payouts, r.payments, r.pot, r.reserve, r.cycle_over) == ({}, {}, 0, 0, True)


# --- Variant -----------------------------------------------------------------------
def test_variant_from_dict_missing_keys_take_defaults_unknown_keys_ignored():
    assert guts.Variant.from_dict({}) == guts.Variant()
    assert guts.Variant.from_dict(None) == guts.Variant()
    v = guts.Variant.from_dict({"players": 6, "colour": "red"})
    assert v == guts.Variant(players=6)
    assert guts.Variant.from_dict(v.to_dict()) == v
    assert v.to_dict() == {"players": 6, "ante": 1, "pot_cap": 20, "cycles": 3}


@pytest.mark.parametrize("data, message", [
    ({"players": 11}, "2 to 10"), ({"players": 1}, "2 to 10"),
    ({"ante": 0}, "ante"), ({"pot_cap": 0}, "pot cap"),
    ({"cycles": 0}, "cycles"), ({"cycles": 51}, "cycles"),
    ({"players": "4"}, "whole number"), ({"ante": 1.0}, "whole number"), ({"cycles": True}, "whole number"),
])
def test_variant_refuses_impossible_values(data, message):
    with pytest.raises(IllegalMove, match=message):
        guts.Variant.from_dict(data)


def test_variant_is_frozen():
    with pytest.raises(AttributeError):
        guts.Variant().players = 5


# --- State: the protocol --------------------------------------------------------------
def test_new_state_through_the_registry_and_replay():
    state = registry.new_state("guts", {"players": 3, "cycles": 1}, seed=42)
    assert isinstance(state, GameState) and isinstance(state, guts.State)
    assert state.to_dict()["game"] == "guts" and state.seed == 42
    declare(state, {0: "in", 1: "out", 2: "in"})
    data = state.to_dict()
    assert {"game", "variant", "seed", "history"} <= data.keys()
    assert registry.replay("guts", data["variant"], data["seed"], data["history"]) == state
    assert registry.state_from_dict(json.loads(json.dumps(data))) == state


def test_same_seed_same_game():
    a = guts.new_state({"players": 5}, seed=9)
    b = guts.new_state(guts.Variant(players=5), seed=9)
    assert a == b and a.fingerprint() == b.fingerprint()
    assert guts.new_state({"players": 5}, seed=10) != a


def test_unseeded_state_records_its_seed():
    state = guts.new_state()
    assert isinstance(state.seed, int)
    assert guts.new_state(seed=state.seed) == state


def test_apply_actions_joint_declaration():
    state = guts.new_state({"players": 3}, seed=3)
    events = state.apply_actions({0: "in", 1: "out", 2: "out"})
    assert types(events)[:4] == ["declared", "declared", "declared", "reveal"]
    with pytest.raises(IllegalMove):
        state.apply_action("in")  # nobody acts alone in Guts


def test_actions_are_canonical_in_history():
    state = guts.new_state({"players": 2}, seed=4)
    state.apply(0, " IN ")
    assert state.history == [[0, "in"]]


@pytest.mark.parametrize("seat, action, message", [
    (4, "in", "no seat"), (-1, "in", "no seat"), ("0", "in", "no seat"), (True, "in", "no seat"),
    (0, "raise", "in\" or \"out"), (0, 1, "in\" or \"out"), (0, None, "in\" or \"out"),
    (0, ["in"], "in\" or \"out"),
])
def test_illegal_input_leaves_state_unchanged(seat, action, message):
    state = guts.new_state({"players": 4}, seed=5)
    state.apply(1, "out")
    before = state.fingerprint()
    with pytest.raises(IllegalMove, match=message):
        state.apply(seat, action)
    assert state.fingerprint() == before


def test_declaring_twice_and_joint_moves_with_a_bad_entry_change_nothing():
    state = guts.new_state({"players": 3}, seed=6)
    state.apply(2, "in")
    before = state.fingerprint()
    with pytest.raises(IllegalMove, match="already declared"):
        state.apply(2, "out")
    with pytest.raises(IllegalMove):
        state.apply_actions({0: "in", 1: "maybe"})
    assert state.fingerprint() == before


def test_move_after_the_end_is_refused_unchanged():
    state = guts.new_state({"players": 2, "cycles": 1}, seed=7)
    declare(state, {0: "in", 1: "out"})
    assert state.is_terminal()
    before = state.fingerprint()
    for seat in (0, 1):
        with pytest.raises(IllegalMove):
            state.apply(seat, "out")
    assert state.fingerprint() == before


# --- observations --------------------------------------------------------------------------
OBS_KEYS = {"game", "seat", "players", "my_hand", "dealer", "pot", "reserve", "cap", "ante", "balances",
            "declared", "my_choice", "cycle", "cycles", "hand_number", "last_hand"}


def test_observation_has_the_agreed_keys_and_is_json_safe():
    state = guts.new_state({"players": 4, "ante": 5}, seed=8)
    give(state, 0, ["QS", "9D"])
    give(state, 1, ["QH", "9C"])
    declare(state, everyone(state, {0, 1}))
    for seat in (None, 0, 3):
        obs = state.observation(seat)
        assert isinstance(obs, guts.GutsObservation) and obs.to_json().keys() >= OBS_KEYS
        assert json.loads(json.dumps(obs.to_json())) == obs.to_json()
    obs = state.observation(2)
    assert obs.game == "guts" and obs.seat == 2 and obs.my_hand == tuple(state.hands[2])
    assert obs.last_hand is not None and obs.last_hand.shown[:2] == (("QS", "9D"), ("QH", "9C"))
    assert obs.last_hand.payouts[:2] == (10, 10)
    assert state.balance_history == [[0] * 4, [5, 5, -5, -5]]  # a query of its own, not in observations
    assert state.observation(None).my_hand == () and state.observation(None).my_choice is None


def test_observation_does_not_grow_with_the_session():
    """Each move's observation carries only what a seat needs now: no list in it grows
    with the hands played (the balance history is asked for separately)."""
    state = guts.new_state({"players": 6, "cycles": 50}, seed=4)
    sizes = []
    while state.hand_number < 120 and not state.is_terminal():
        declare(state, everyone(state, {0, 1, 2}))
        obs = state.observation(1)
        assert "balance_history" not in obs.to_json()

        def longest(value):
            if isinstance(value, dict):
                return max([longest(v) for v in value.values()], default=0)
            if isinstance(value, list):
                return max([len(value)] + [longest(v) for v in value])
            return 0
        sizes.append(longest(obs.to_json()))
    assert state.hand_number >= 100 and max(sizes) <= 6
    assert len(state.balance_history) == state.hands_played + 1


def test_a_long_session_keeps_a_state_of_bounded_size():
    """A session of 50,000 hands where everyone keeps declaring out: the state keeps
    the latest RECENT_HANDS records, and at most MAX_POINTS + 1 balance points, one
    after every stride-th hand and one after the last; it restores exactly."""
    state = guts.new_state({"players": 2, "cycles": 5}, seed=5)
    first = None
    for hand in range(50_000):
        state.apply_actions({0: "in" if hand == 0 else "out", 1: "out"})
        first = first or state.balance_history[1]
    assert state.hands_played == 50_000 == state.hand_number - 1
    assert len(state.hand_records()) == guts.RECENT_HANDS
    assert state.hand_records()[-1].hand_number == 50_000
    rows = state.balance_history
    assert guts.MAX_POINTS // 2 < len(rows) - 1 <= guts.MAX_POINTS + 1
    assert state.stride > 1 and rows[0] == [0, 0] and rows[1] != first  # thinned: hand 1 is gone
    assert rows[-1] == list(state.hand_records()[-1].balances_after) != first
    data = state.to_dict()
    assert len(json.dumps({k: v for k, v in data.items() if k != "history"})) < 200_000
    assert guts.State.from_dict(data).fingerprint() == state.fingerprint()
    state.check_invariants()


def test_a_state_saved_with_every_record_is_read_compact():
    """A state written before sessions were kept compact (every hand's record, no
    counters) restores to the same state as the compact one."""
    state = guts.new_state({"players": 3, "cycles": 50}, seed=8)
    for hand in range(150):
        state.apply_actions({0: "in" if hand % 37 == 0 else "out", 1: "out", 2: "in" if hand % 5 == 0 else "out"})
    old = state.to_dict()
    full = guts.new_state({"players": 3, "cycles": 50}, seed=8)
    records = []
    for seat_moves in zip(*[iter(state.history)] * 3, strict=True):
        full.apply_actions({s: a for s, a in seat_moves})
        records.append(full.hand_records()[-1].to_json())
    for key in ("settled", "cycles_done", "points", "stride"):
        del old[key]
    old["records"] = records
    assert guts.State.from_dict(old).fingerprint() == state.fingerprint()


def test_observation_for_a_seat_that_is_not_at_the_table_is_refused():
    state = guts.new_state({"players": 3}, seed=9)
    for seat in (3, -1, "1"):
        with pytest.raises(IllegalMove):
            state.observation(seat)


def test_last_hand_record_pot_and_reserve_before_and_after():
    state = guts.new_state({"players": 4, "ante": 3}, seed=10)
    give(state, 0, ["AS", "AH"])
    declare(state, everyone(state, {0, 1, 2, 3}))
    last = state.observation(None).last_hand
    assert last is not None
    assert (last.pot_before, last.reserve_before, last.pot_after, last.reserve_after) == (12, 0, 20, 16)
    assert last.choices == ("in",) * 4 and last.outcome == "showdown"
    assert last.payments == (None, 12, 12, 12) and last.to_reserve == 16


# --- events ------------------------------------------------------------------------------
def test_events_in_order_and_without_private_cards():
    state = guts.new_state({"players": 4, "ante": 5, "pot_cap": 20, "cycles": 1}, seed=11)
    give(state, 0, ["AS", "AH"])
    events = declare(state, everyone(state, {0, 1, 2}))  # pot 20, 2 losers -> 40: 20 to reserve
    assert types(events) == ["declared"] * 4 + ["reveal", "showdown", "payout", "payment", "to_reserve",
                                                 "dealer_moves", "deal"]
    deal, showdown = events[-1], events[5]
    assert isinstance(deal, GutsDeal) and deal.dealer == 1 and deal.order == (2, 3, 0, 1)
    text = json.dumps([e.to_json() for e in events[:4]]) + json.dumps(deal.to_json())
    assert not any(c in text for h in state.hands for c in h)
    assert isinstance(showdown, Showdown) and showdown.hands.keys() == {0, 1, 2}  # only those who were in
    events = declare(state, everyone(state, {3}))
    assert types(events) == ["declared"] * 4 + ["reveal", "payout", "refill", "dealer_moves", "deal"]
    events = declare(state, everyone(state, {1}))
    assert types(events) == ["declared"] * 4 + ["reveal", "payout", "dealer_moves", "cycle_over",
                                                 "session_over"]
    assert events[-1] == SessionOver(tuple(state.returns()), events[-1].leaders)
    assert events[-1].to_json()["balances"] == [str(b) for b in state.returns()]


def test_opening_events_survive_a_save():
    state = guts.new_state({"players": 10, "ante": 3}, seed=12)
    loaded = guts.State.from_dict(json.loads(json.dumps(state.to_dict())))
    assert loaded.opening_events() == state.opening_events()
    assert types(loaded.opening_events()) == ["ante", "to_reserve", "deal"]


# --- saves --------------------------------------------------------------------------------
def test_to_dict_round_trip_through_json_keeps_fractions_and_the_generator():
    state = guts.new_state({"players": 3}, seed=13)
    give(state, 0, ["QS", "9D"])
    give(state, 1, ["QH", "9C"])
    declare(state, everyone(state, {0, 1}))
    loaded = guts.State.from_dict(json.loads(json.dumps(state.to_dict())))
    assert loaded == state
    assert loaded.returns() == state.returns() and all(type(b) is Fraction for b in loaded.returns())
    for s in (state, loaded):  # the generator continues identically
        declare(s, {0: "out", 1: "out", 2: "out"})
    assert loaded == state and loaded.hands == state.hands


@pytest.mark.parametrize("damage", [
    lambda d: d.pop("pot"),
    lambda d: d.update(pot=d["pot"] + 1),  # tokens no longer add up
    lambda d: d["hands"][0].__setitem__(0, d["hands"][1][0]),  # a card in two places
    lambda d: d.update(balances=["x"] * 3),
    lambda d: d.update(game="gops"),
    lambda d: d["choices"].__setitem__(0, "maybe"),
])
def test_from_dict_refuses_a_damaged_save(damage):
    data = json.loads(json.dumps(guts.new_state({"players": 3}, seed=14).to_dict()))
    damage(data)
    with pytest.raises(IllegalMove):
        guts.State.from_dict(data)


def test_state_is_simultaneous_until_the_end():
    state = guts.new_state({"players": 3}, seed=15)
    assert state.current_player() == SIMULTANEOUS
    assert state.acting_seats() == [0, 1, 2]
    state.apply(1, "out")
    assert state.acting_seats() == [0, 2]
