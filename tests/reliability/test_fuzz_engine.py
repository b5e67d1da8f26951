"""Engine fuzzing: every game and variant driven with arbitrary, mostly illegal
actions from arbitrary seats.

The properties, for Gops, Guts and Zhopa alike:
- an illegal action raises IllegalMove with a message and changes nothing
  (the fingerprint is byte-identical);
- an accepted action was one of that seat's legal actions, returns a list of
  events of the game's own types (each with a kind), whose JSON form reads back
  into the same values, and every invariant still holds;
- every action listed as legal is accepted;
- nothing but IllegalMove is ever raised: not by apply, apply_actions,
  observation, Variant.from_dict or replay of a junk history;
- the state survives JSON and replays from seed + history.

bench/fuzz_engine.py plays 100,000+ random games per game the same way.
"""
from __future__ import annotations

import contextlib
import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgames_qt.engine import IllegalMove, registry
from cardgames_qt.engine.cards import RANK_BY_TEXT, SUITS
from cardgames_qt.engine.events import BaseEvent, event_from_json
from cardgames_qt.engine.state import GameState

from ..conftest import long_runs

CARDS = [r + s for r in RANK_BY_TEXT for s in SUITS]
WORDS = ["in", "out", "go", "pass", " In ", "OUT", "Go ", "fold", "", " ", "10", "1", "A", "K", "QS ", "qs",
         "10c", "1C", "11H", "AX", "ZZ", "JOKER", "\x00", "🂡", "é", "-1", "0x1", "1e3", "None", "true"]


def junk_actions() -> st.SearchStrategy:
    """Anything a buggy bot, a hand-edited save or a script could send."""
    return st.one_of(
        st.sampled_from(CARDS + WORDS),
        st.integers(-3, 16),
        st.integers(),
        st.none(), st.booleans(),
        st.floats(allow_nan=True, allow_infinity=True),
        st.text(max_size=6),
        st.binary(max_size=3),
        st.lists(st.one_of(st.integers(-2, 14), st.sampled_from(CARDS[:8])), max_size=3),
        st.tuples(st.integers(0, 13), st.integers(0, 13)),
        st.dictionaries(st.sampled_from(["card", "bid", "seat", "a"]), st.integers(0, 13), max_size=2),
        st.sets(st.integers(0, 3), max_size=2),
        st.just(float("nan")), st.just(math.inf), st.just(2**200), st.just(-(2**63)), st.just(1.0), st.just(3.0),
    )


def junk_seats() -> st.SearchStrategy:
    return st.one_of(st.integers(-2, 11), st.none(), st.booleans(), st.just(1.0), st.text(max_size=2),
                     st.just(2**70))


VARIANTS = {
    "gops": st.fixed_dictionaries({"cards": st.integers(3, 13), "tie_rule": st.sampled_from(["carry", "discard"]),
                                   "games": st.integers(1, 3)}),
    "guts": st.fixed_dictionaries({"players": st.integers(2, 10), "ante": st.integers(1, 3),
                                   "pot_cap": st.integers(1, 30), "cycles": st.integers(1, 3)}),
    "zhopa": st.fixed_dictionaries({
        "players": st.integers(2, 4),
        "trump_mode": st.sampled_from(["per_player", "none", "one", "two", "senior_junior"]),
        "refill": st.sampled_from(["redeal", "draw"]), "must_beat": st.booleans(),
        "targets": st.sampled_from(["source", "balanced"]), "max_parties": st.integers(1, 3)}),
}


def legal_by_seat(state: GameState) -> dict[int, list]:
    return {s: state.legal_actions(s) for s in range(state.num_players)}


def check_refusal(state: GameState, before: str, exc: IllegalMove) -> None:
    assert state.fingerprint() == before, "an illegal action changed the state"
    message = str(exc)
    assert message.strip() and "Traceback" not in message and "object at 0x" not in message


def try_apply(state: GameState, seat, action) -> bool:
    """Apply and check the properties; True if the action was accepted."""
    before = state.fingerprint()
    legal = legal_by_seat(state)
    try:
        events = state.apply(seat, action)
    except IllegalMove as exc:
        check_refusal(state, before, exc)
        return False
    assert isinstance(seat, int) and not isinstance(seat, bool)
    assert state.history[-1][0] == seat and state.history[-1][1] in legal[seat], \
        f"{action!r} by seat {seat} was accepted but was not legal"
    assert isinstance(events, list) and all(isinstance(e, BaseEvent) and e.game in ("", state.game_id)
                                            for e in events)
    text = json.dumps([e.to_json() for e in events])  # the text edge: JSON, and back into the same values
    assert [event_from_json(e) for e in json.loads(text)] == events
    state.check_invariants()
    return True


def drive(state: GameState, data, steps: int) -> None:
    for _ in range(steps):
        acting = state.acting_seats()
        kind = data.draw(st.sampled_from(["legal", "legal", "junk", "junk_seat", "wrong_seat", "joint"]))
        if kind == "legal" and acting:
            seat = data.draw(st.sampled_from(acting))
            legal = state.legal_actions(seat)
            assert legal, f"seat {seat} acts but has no legal action"
            assert try_apply(state, seat, data.draw(st.sampled_from(legal))), "a listed legal action was refused"
        elif kind == "junk":
            seat = data.draw(st.integers(0, state.num_players - 1))
            try_apply(state, seat, data.draw(junk_actions()))
        elif kind == "junk_seat":
            try_apply(state, data.draw(junk_seats()), data.draw(junk_actions()))
        elif kind == "wrong_seat":  # a legal action of a seat that may act, sent by another seat
            others = [s for s in range(state.num_players) if s not in acting]
            if acting and others:
                action = data.draw(st.sampled_from(state.legal_actions(acting[0])))
                assert not try_apply(state, data.draw(st.sampled_from(others)), action)
        elif kind == "joint":
            joint = data.draw(st.dictionaries(st.integers(-1, state.num_players), junk_actions(), max_size=3))
            before = state.fingerprint()
            try:
                state.apply_actions(joint)
            except IllegalMove as exc:
                check_refusal(state, before, exc)
            else:
                state.check_invariants()
        observer = data.draw(st.one_of(st.none(), st.integers(0, state.num_players - 1), junk_seats()))
        valid = isinstance(observer, int) and not isinstance(observer, bool) and 0 <= observer < state.num_players
        try:
            json.dumps(state.observation(observer).to_json())
        except IllegalMove:
            assert not valid and observer is not None  # a seat's and a spectator's views always exist
        else:
            assert valid or observer is None, f"observation({observer!r}) must be refused"
        if not valid:  # no junk seat number may read a real seat's legal plays (True == 1!)
            with contextlib.suppress(IllegalMove):
                assert state.legal_actions(observer) == []


def check_persistence(state: GameState, variant: dict) -> None:
    data = json.loads(json.dumps(state.to_dict()))
    assert registry.state_from_dict(data) == state
    assert registry.replay(state.game_id, variant, data["seed"], state.history) == state


EXAMPLES = {"gops": 30, "guts": 25, "zhopa": 25}


@pytest.mark.parametrize("game", ["gops", "guts", "zhopa"])
def test_arbitrary_actions_raise_only_illegal_move_and_never_change_anything(game):
    @settings(max_examples=EXAMPLES[game] * (10 if long_runs() else 1), deadline=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(variant=VARIANTS[game], seed=st.integers(0, 2**32), data=st.data())
    def fuzz(variant, seed, data):
        state = registry.new_state(game, variant, seed)
        state.check_invariants()
        drive(state, data, data.draw(st.integers(1, 40)))
        check_persistence(state, variant)

    fuzz()


@pytest.mark.parametrize("game", ["gops", "guts", "zhopa"])
def test_a_finished_game_refuses_every_action(game):
    """Play each game to its end with legal moves, then throw junk at it."""
    import random

    rng = random.Random(game)
    variant = {"gops": {"cards": 3, "games": 1}, "guts": {"players": 2, "cycles": 1},
               "zhopa": {"players": 2, "max_parties": 1}}[game]
    state = registry.new_state(game, variant, 3)
    while not state.is_terminal():
        seat = rng.choice(state.acting_seats())
        assert try_apply(state, seat, rng.choice(state.legal_actions(seat)))
    assert state.acting_seats() == [] and all(a == [] for a in legal_by_seat(state).values())

    @settings(max_examples=40, deadline=None)
    @given(seat=st.one_of(st.integers(0, state.num_players - 1), junk_seats()), action=junk_actions())
    def after_the_end(seat, action):
        assert not try_apply(state, seat, action)

    after_the_end()
    for seat in range(state.num_players):  # even a move that was once legal
        for _, action in state.history[:4]:
            assert not try_apply(state, seat, action)


@pytest.mark.parametrize("game", ["gops", "guts", "zhopa"])
@settings(max_examples=60 if not long_runs() else 600, deadline=None)
@given(data=st.data())
def test_junk_settings_give_a_variant_or_illegal_move(game, data):
    module = registry.game_module(game)
    base = data.draw(VARIANTS[game])
    junk = data.draw(st.dictionaries(st.sampled_from(sorted(base) + ["extra", ""]), junk_actions(), max_size=3))
    settings_dict = {**base, **junk}
    try:
        variant = module.Variant.from_dict(settings_dict)
    except IllegalMove as exc:
        assert str(exc).strip()
        return
    state = registry.new_state(game, variant.to_dict(), 1)  # whatever was accepted is playable
    state.check_invariants()
    assert module.Variant.from_dict(variant.to_dict()) == variant


@pytest.mark.parametrize("game", ["gops", "guts", "zhopa"])
@settings(max_examples=60 if not long_runs() else 600, deadline=None)
@given(data=st.data())
def test_replaying_a_junk_history_raises_only_illegal_move(game, data):
    """What a hand-edited save feeds the engine: legal prefixes with junk mixed in."""
    variant = data.draw(VARIANTS[game])
    seed = data.draw(st.integers(0, 2**31))
    state = registry.new_state(game, variant, seed)
    history = []
    for _ in range(data.draw(st.integers(0, 12))):
        if state.is_terminal():
            break
        seat = data.draw(st.sampled_from(state.acting_seats()))
        action = data.draw(st.sampled_from(state.legal_actions(seat)))
        state.apply(seat, action)
        history.append([seat, action])
    entry = data.draw(st.one_of(st.tuples(junk_seats(), junk_actions()).map(list), junk_actions(),
                                st.lists(st.integers(0, 3), max_size=3)))
    history.insert(data.draw(st.integers(0, len(history))), entry)
    try:
        replayed = registry.replay(game, variant, seed, history)
    except IllegalMove as exc:
        assert str(exc).startswith("Move ")  # names the move that broke it
    else:
        replayed.check_invariants()


# --- hostile input to every public function (issue 12, point 6) ------------------------------
# Anything a script, a hand-edited save or a hostile file can pass: wrong types,
# huge numbers, megabyte strings, lists and dicts nested 10,000 deep. Every public
# function answers with IllegalMove and a message of bounded length, or a result.

def _nested(depth: int, make):
    value = []
    for _ in range(depth):
        value = make(value)
    return value


DEEP_LIST = _nested(10_000, lambda v: [v])
DEEP_DICT = _nested(10_000, lambda v: {"a": v})
MEGA = "x" * 1_000_000
MAX_MESSAGE = 400  # a template (< 200 characters) plus a quote of at most ~60


def hostile() -> st.SearchStrategy:
    return st.one_of(
        junk_actions(),
        st.just(DEEP_LIST), st.just(DEEP_DICT), st.just(MEGA), st.just("QS" + " " * 100_000),
        st.just(10**10_000), st.just(-(10**400)), st.just(2**64), st.just(float("-inf")),
        st.just([MEGA]), st.just({"2": [10**10_000, 5]}), st.just([[2, [1], 3]]), st.just(object()),
        st.recursive(st.one_of(st.none(), st.integers(), st.text(max_size=4)),
                     lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner,
                                                                                max_size=3),
                     max_leaves=8),
    )


def only_illegal_move(call, *args) -> None:
    try:
        call(*args)
    except IllegalMove as exc:
        message = str(exc)
        assert message.strip() and len(message) <= MAX_MESSAGE, message[:200]
        json.dumps(exc.params)
    # any other exception (TypeError, RecursionError, OverflowError...) fails the test


def _public_calls():
    from cardgames_qt.engine import gops, guts, zhopa
    game = gops.new_game(cards=5)
    hand = ["QS", "QH"]
    return {
        "gops.new_game": (gops.new_game, ["carry", None, None, 13]),
        "gops.legal_bids": (game.legal_bids, [0]),
        "gops.bid": (game.bid, [0, 1]),
        "guts.compare_hands": (guts.compare_hands, [hand, ["AS", "KD"]]),
        "guts.settle": (guts.settle, [5, 0, 20, {0: hand, 1: ["AS", "KD"]}, [0, 1]]),
        "zhopa.trick_winner": (zhopa.trick_winner, [["6S", "JS"], None]),
        "zhopa.legal_plays": (zhopa.legal_plays, [["6S", "JS"], ["KS"], None, True]),
        "zhopa.partie_targets": (zhopa.partie_targets, [3]),
        "zhopa.card_points": (zhopa.card_points, ["QS"]),
        "zhopa.combination_points": (zhopa.combination_points, [["KS", "QS"]]),
        "zhopa.rating": (zhopa.rating, [100, 1, 0, 2, 120]),
        "registry.new_state": (registry.new_state, ["zhopa", {}, 1]),
        "registry.replay": (registry.replay, ["guts", {}, 1, [[0, "in"]]]),
        "registry.state_from_dict": (registry.state_from_dict, [{}]),
    }


PUBLIC = sorted(_public_calls())


@pytest.mark.parametrize("name", PUBLIC)
@settings(max_examples=40 if not long_runs() else 400, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_public_functions_raise_only_illegal_move_for_hostile_arguments(name, data):
    call, args = _public_calls()[name]
    args = list(args)
    args[data.draw(st.integers(0, len(args) - 1))] = data.draw(hostile())
    only_illegal_move(call, *args)


@pytest.mark.parametrize("game", ["gops", "guts", "zhopa"])
@settings(max_examples=40 if not long_runs() else 400, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_variant_from_dict_and_new_state_refuse_hostile_settings(game, data):
    module = registry.game_module(game)
    base = data.draw(VARIANTS[game])
    key = data.draw(st.sampled_from(sorted(base) + ["trump_suits", "targets"]))
    bad = {**base, key: data.draw(hostile())}
    only_illegal_move(module.Variant.from_dict, bad)
    only_illegal_move(module.Variant.from_dict, data.draw(hostile()))
    only_illegal_move(registry.new_state, game, bad, data.draw(st.one_of(st.integers(0, 9), hostile())))


def _saved(game: str, moves: int = 6) -> dict:
    import random
    state = registry.new_state(game, {}, 5)
    rng = random.Random(5)
    for _ in range(moves):
        seat = rng.choice(state.acting_seats())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return json.loads(json.dumps(state.to_dict()))


def _paths(value, prefix=()):
    """Every key/index path into a saved state (for replacing one part of it)."""
    stack = [(value, prefix)]
    while stack:
        item, path = stack.pop()
        yield path
        if isinstance(item, dict):
            stack.extend((v, path + (k,)) for k, v in item.items())
        elif isinstance(item, list) and len(item) < 50:  # not every one of the generator's 625
            stack.extend((v, path + (i,)) for i, v in enumerate(item))


@pytest.mark.parametrize("game", ["gops", "guts", "zhopa"])
@settings(max_examples=60 if not long_runs() else 600, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_from_dict_refuses_any_damaged_part_with_illegal_move(game, data):
    saved = _saved(game)
    module = registry.game_module(game)
    path = data.draw(st.sampled_from([p for p in _paths(saved) if p]))
    damaged = json.loads(json.dumps(saved))
    target = damaged
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = data.draw(hostile())
    only_illegal_move(module.State.from_dict, damaged)
    only_illegal_move(registry.state_from_dict, damaged)


@pytest.mark.parametrize("game", ["gops", "guts", "zhopa"])
@pytest.mark.parametrize("key,value", [("history", None), ("history", "[]"), ("history", {}),
                                       ("seed", None), ("seed", 1.5), ("seed", "12"), ("seed", True),
                                       ("seed", 2**80), ("seed", [1])])
def test_from_dict_refuses_a_missing_history_and_a_seed_that_is_not_a_json_int(game, key, value):
    saved = _saved(game)
    saved[key] = value
    for call in (registry.game_module(game).State.from_dict, registry.state_from_dict):
        with pytest.raises(IllegalMove):
            call(saved)


@pytest.mark.parametrize("targets", [{"3": [56]}, {"3": [56, [80]]}, {"3": {"go": 56}}, [[3, 56]],
                                     [5], "sometimes", {"3": [56, 80, 1]}, {"x": [1, 2]},
                                     {"3": [10**30, 80]}, [[3, [56], 80]]], ids=str)
def test_zhopa_targets_of_the_wrong_shape_in_a_save(targets):
    saved = _saved("zhopa")
    saved["variant"]["targets"] = targets
    with pytest.raises(IllegalMove):
        registry.state_from_dict(saved)
    with pytest.raises(IllegalMove):
        registry.replay("zhopa", saved["variant"], saved["seed"], saved["history"])


def test_replay_refuses_a_history_that_is_not_a_list():
    for history in (None, "[[0, 'in']]", {0: "in"}, 5, DEEP_DICT):
        with pytest.raises(IllegalMove):
            registry.replay("guts", {}, 1, history)


@pytest.mark.parametrize("value", [MEGA, DEEP_LIST, DEEP_DICT, 10**10_000], ids=["mega", "deep_list",
                                                                              "deep_dict", "huge_int"])
def test_messages_never_echo_more_than_a_short_quote(value):
    for call, args in ((registry.new_state, ("zhopa", {"players": value})),
                       (registry.game_module, (value,)),
                       (registry.replay, ("gops", {}, 1, [[0, value]]))):
        with pytest.raises(IllegalMove) as info:
            call(*args)
        assert len(str(info.value)) <= MAX_MESSAGE


@pytest.mark.parametrize("targets", [
    [[None, None, None], None], [[2, 44, 68], {}], [[2, 44, 68], []], [[[1], 2, 3]], [[True, 1, 1]],
    [[2, 44, 68], [2, 40, 60]],
])
def test_zhopa_targets_of_the_wrong_shape_are_refused_as_illegal(targets):
    """Found by hypothesis: a later malformed entry used to raise TypeError/KeyError
    while an earlier one was being checked."""
    from cardgames_qt.engine.zhopa.variant import Variant
    with pytest.raises(IllegalMove):
        Variant.from_dict({"targets": targets})


# --- issue 21, item 9: the whole public surface, and saves that from_dict accepts -----------
# Each call below raised something other than IllegalMove, hung, or was accepted and then
# crashed a few moves later. bench/fuzz_surface.py finds the surface by itself (every
# public name the engine defines) and is what bench/fuzz_engine.py runs at length.

def _zhopa_in_play():
    from cardgames_qt.engine import zhopa
    state = zhopa.new_state({"players": 3}, 4)
    for _ in range(5):
        state.apply_action(state.legal_actions(state.current_player())[0])
    return state


NAMED_CRASHES = {
    "gops Game.hand": lambda v: __import__("cardgames_qt.engine.gops", fromlist=["x"]).new_game(cards=5).hand(v),
    "gops Game.sealed_bid":
        lambda v: __import__("cardgames_qt.engine.gops", fromlist=["x"]).new_game(cards=5).sealed_bid(v),
    "zhopa State.rating_for": lambda v: _zhopa_in_play().rating_for(v),
    "zhopa new_state(variant=...)": lambda v: __import__("cardgames_qt.engine.zhopa", fromlist=["x"]).new_state(v, 1),
    "zhopa determinize(obs)":
        lambda v: __import__("cardgames_qt.engine.zhopa", fromlist=["x"]).determinize(
            v, __import__("random").Random(1)),
    "zhopa determinize(rng)":
        lambda v: __import__("cardgames_qt.engine.zhopa", fromlist=["x"]).determinize(
            _zhopa_in_play().observation(0), v),
    "guts full_deck": lambda v: __import__("cardgames_qt.engine.guts", fromlist=["x"]).full_deck(v),
}
NAMED_VALUES = [3, -1, 7, None, True, 1.0, "0", [0], {"players": 3}, 2**70, float("nan"), DEEP_LIST]


@pytest.mark.parametrize("name", sorted(NAMED_CRASHES))
def test_each_reported_crash_now_raises_illegal_move(name):
    call = NAMED_CRASHES[name]
    for value in NAMED_VALUES:
        if name == "guts full_deck" and value in (3, 7):
            assert len(call(value)) == 4 * (15 - value)  # a real deck
            continue
        if name == "zhopa new_state(variant=...)" and (value is None or isinstance(value, dict)):
            assert call(value).num_players == 3  # None: the defaults
            continue
        with pytest.raises(IllegalMove):
            call(value)


@pytest.mark.parametrize("value", ["-10**100", "-10**9", "10**100", "-1"])
def test_full_deck_of_a_huge_or_negative_rank_is_refused_at_once(value):
    """guts.full_deck(-10**100) used to loop for ever and grow by 955 MiB: checked in a child
    process with a memory cap and a time limit, so the old code fails here instead of hanging."""
    import subprocess
    import sys
    code = ("import resource; resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
            "from cardgames_qt.engine import IllegalMove, guts\n"
            f"try:\n    guts.full_deck({value})\nexcept IllegalMove:\n    print('refused')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "refused", done.stderr[-500:]


def test_every_public_function_and_method_raises_only_illegal_move():
    """Every public callable of the engine, found by walking its modules, with each argument
    replaced by hostile values: wrong types, huge and negative numbers, NaN, nested junk."""
    from bench import fuzz_surface
    assert len(fuzz_surface.public_surface()) > 150  # the walk finds the surface
    values = fuzz_surface.hostile_values()
    junk = values if long_runs() else values[::4] + [-(10**100), math.nan, DEEP_DICT]
    report = fuzz_surface.SurfaceReport()
    for label, call in fuzz_surface.surface_calls(None, junk):
        fuzz_surface.guarded(report, label, call)
    assert report.calls > 3000
    assert report.non_illegal == [] and report.hangs == []


@pytest.mark.parametrize("game", ["gops", "guts", "zhopa"])
def test_a_save_that_from_dict_accepts_plays_to_its_end(game):
    """Damaged saves (a hostile value, a number off by one, a card moved or doubled, a field
    removed...): from_dict refuses them with IllegalMove, or the state it returns plays to its
    end with random legal moves, every view read on the way (44 of 116 accepted Zhopa states
    used to crash a few moves later)."""
    import random

    from bench import fuzz_surface
    report = fuzz_surface.SurfaceReport()
    fuzz_surface.fuzz_payloads(report, game, 600 if long_runs() else 150, random.Random(f"test/{game}"))
    assert report.non_illegal == [] and report.hangs == []
    assert report.accepted_payloads > 10  # plausible edits are accepted and played on


@pytest.mark.parametrize("edit", ["stats_key", "combination_points", "played_entry", "opening_leader",
                                  "trump_suits", "stats_huge", "combination_card_elsewhere"])
def test_zhopa_from_dict_refuses_states_that_cannot_be_played_on(edit):
    """Each of these was accepted and crashed later (KeyError in rating_for or observation,
    TypeError at the next partie, IndexError in determinize)."""
    import random
    state = registry.new_state("zhopa", {"players": 3, "max_parties": 3}, 11)
    rng = random.Random(3)
    while state.tricks_done < 2:
        seat = state.acting_seats()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    data = json.loads(json.dumps(state.to_dict()))
    if edit == "stats_key":
        del data["stats"][0]["banks_gained"]
    elif edit == "combination_points":
        del data["combinations"][1]["points"]
    elif edit == "played_entry":
        data["played"][1] = [data["played"][1][1]]
    elif edit == "opening_leader":
        data["opening_leader"] = None
    elif edit == "trump_suits":
        data["trump_suits"] = data["trump_suits"][:1]
    elif edit == "stats_huge":
        data["stats"][2]["points"] = 10**18
    else:  # a shown combination card now in another player's hand
        data["combinations"][0] = {"points": 25, "kinds": ["K+Q"], "cards": ["QS", "KS"], "one_suit": False}
        owner = {c: s for s, h in enumerate(data["hands"]) for c in h}
        if owner.get("QS") == 0 or owner.get("KS") == 0 or "QS" not in owner or "KS" not in owner:
            data["combinations"][0]["cards"] = [c for c in data["hands"][1][:2]]
    with pytest.raises(IllegalMove):
        registry.state_from_dict(data)
