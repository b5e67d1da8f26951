"""The engine's events are typed values (issue 31): one frozen, slotted dataclass per
kind, built by a faster ``__init__`` than the dataclass's own but equal to what it
builds; their JSON form (the only text edge) reads back into the same values."""
from __future__ import annotations

import dataclasses
import json
import random
import typing

import pytest

from bench.fuzz_surface import one_event_of_each_type
from cardgames_qt.engine import IllegalMove, registry
from cardgames_qt.engine.events import (
    EVENT_TYPES,
    BaseEvent,
    Event,
    GopsReveal,
    GutsDeal,
    Play,
    Resumed,
    TrickWon,
    ZhopaDeal,
    event_from_json,
    new_play,
    new_trick_won,
)
from cardgames_qt.engine.observations import Combination
from cardgames_qt.engine.zhopa.tricks import EIGHT_CHANGE

TYPES = typing.get_args(Event)
SAMPLES = one_event_of_each_type()


def test_every_kind_is_its_own_frozen_slotted_type_with_a_kind():
    assert len(TYPES) == len(EVENT_TYPES) == 34 and set(SAMPLES) == {t.__name__ for t in TYPES}
    for cls in TYPES:
        assert dataclasses.is_dataclass(cls) and issubclass(cls, BaseEvent)
        assert cls.__dataclass_params__.frozen and "__dict__" not in dir(cls), cls  # frozen, slotted
        assert cls.kind and cls.game in ("", "gops", "guts", "zhopa"), cls
    # the same kind in two games is two types: a reader never takes one for the other
    assert GopsReveal.kind == "reveal" and GutsDeal.kind == ZhopaDeal.kind == "deal"


@pytest.mark.parametrize("cls", TYPES, ids=lambda c: c.__name__)
def test_the_fast_init_builds_what_the_dataclass_builds(cls):
    sample = SAMPLES[cls.__name__]
    values = [getattr(sample, f.name) for f in dataclasses.fields(cls)]
    made = cls(*values)
    # the dataclass's own __init__ (object.__setattr__ by name), on a fresh instance
    reference = object.__new__(cls)
    for f, v in zip(dataclasses.fields(cls), values, strict=True):
        object.__setattr__(reference, f.name, v)
    assert made == reference == sample and repr(made) == repr(reference)
    assert cls(**{f.name: v for f, v in zip(dataclasses.fields(cls), values, strict=True)}) == made
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.__setattr__(dataclasses.fields(cls)[0].name, None)
    with pytest.raises(TypeError):
        cls(*values, None)  # one value too many, as the dataclass's own would say
    assert Combination(1, ("K+Q",), ("KS", "QS"), False).cards == ("KS", "QS")


@pytest.mark.parametrize("cls", TYPES, ids=lambda c: c.__name__)
def test_json_form_reads_back_into_the_same_value(cls):
    sample = SAMPLES[cls.__name__]
    text = json.dumps(sample.to_json())
    data = json.loads(text)
    assert data["type"] == cls.kind and data.get("game", "") == cls.game
    assert event_from_json(data) == sample
    if cls.game:  # a form without "game" is read with the game the caller names
        assert event_from_json({k: v for k, v in data.items() if k != "game"}, cls.game) == sample


@pytest.mark.parametrize("build,cls", [(new_play, Play), (new_trick_won, TrickWon)], ids=["Play", "TrickWon"])
def test_the_hot_path_builders_make_the_same_frozen_values(build, cls):
    sample = SAMPLES[cls.__name__]
    values = [getattr(sample, f.name) for f in dataclasses.fields(cls)]
    made = build(*values)
    assert type(made) is cls and made == cls(*values) == sample and hash(made) == hash(sample)
    assert repr(made) == repr(sample) and made.to_json() == sample.to_json()
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.__setattr__("seat", 9)
    with pytest.raises(TypeError):
        build(*values[:-1])  # a value missing


def test_a_play_says_when_an_eight_changed_the_main_suit():
    assert EIGHT_CHANGE == "eight"  # events.py names the role without importing the Zhopa engine
    eight, led = Play(1, "8C", "eight", 1, "8C", "C"), Play(0, "8S", "led", 0, "8S", "S")
    assert eight.main_suit_changed and not led.main_suit_changed
    assert eight.to_json()["main_suit_changed"] is True


@pytest.mark.parametrize("junk", [
    None, [], "play", {"type": 3}, {"type": "no_such_kind"}, {"type": "reveal"},  # which game's reveal?
    {"type": "reveal", "game": ["gops"]}, {"type": "bid_placed", "game": "gops"},  # a field missing
    {"type": "bid_placed", "game": "gops", "seat": "0"}, {"type": "bid_placed", "game": "gops", "seat": True},
    {"type": "payout", "game": "guts", "payouts": {"x": "1"}, "pot": 1},
    {"type": "payout", "game": "guts", "payouts": {"0": "1/0"}, "pot": 1},
    {"type": "reveal", "game": "gops", "bids": [1], "pot": [], "outcome": "tie", "winner": None, "points": 0},
])
def test_anything_but_an_event_is_refused_with_a_message(junk):
    with pytest.raises(IllegalMove) as info:
        event_from_json(junk)
    assert str(info.value)


def test_events_of_whole_games_read_back_and_hold_no_dict_at_all():
    for game, variant in [("gops", {"cards": 5, "games": 2}), ("guts", {"players": 3, "cycles": 1}),
                          ("zhopa", {"players": 3, "max_parties": 2})]:
        state = registry.new_state(game, variant, 3)
        rng = random.Random(3)
        for _ in range(300):
            if state.is_terminal():
                break
            seat = rng.choice(state.acting_seats())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        events = list(state.log_events())
        assert events and all(isinstance(e, BaseEvent) and e.game == game for e in events)
        assert [event_from_json(json.loads(json.dumps(e.to_json()))) for e in events] == events
        resumed = registry.state_from_dict(state.to_dict()).opening_events()
        assert resumed == [Resumed(len(state.history), state._position())]


def _records_in(value, found):
    """Every record value inside ``value`` (an observation's nested records too), by type."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if type(value).__module__ in ("cardgames_qt.engine.observations", "cardgames_qt.engine.events"):
            found.setdefault(type(value), value)  # (a game's Variant is a plain dataclass)
        for f in dataclasses.fields(value):
            _records_in(getattr(value, f.name), found)
    elif isinstance(value, (tuple, list)):
        for item in value:
            _records_in(item, found)
    return found


def _one_record_of_each_type():
    found = {type(e): e for e in SAMPLES.values()}
    rng = random.Random(5)
    for game in ("gops", "guts", "zhopa"):
        state = registry.new_state(game, {}, 3)
        for _ in range(400):  # a game's observations met along the way, each kind of record in them
            if state.is_terminal():
                break
            _records_in(state.observation(0), found)
            acting = state.acting_seats()
            seat = acting[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    return found


RECORDS = _one_record_of_each_type()


@pytest.mark.parametrize("cls", sorted(RECORDS, key=lambda c: c.__name__), ids=lambda c: c.__name__)
def test_a_record_behaves_as_the_frozen_slotted_dataclass(cls):
    """``records.record`` makes the engine's values at a third of the dataclass's cost: each
    behaves as the same fields under ``@dataclass(frozen=True, slots=True)`` do (repr, equality,
    hash, frozen, pickling, copies, replace, match), checked against such a dataclass."""
    import copy
    import pickle
    sample = RECORDS[cls]
    fields = dataclasses.fields(cls)
    # (fresh fields: make_dataclass takes over the Field objects it is given, type and all)
    twin = dataclasses.make_dataclass(cls.__name__, [(f.name, typing.Any, dataclasses.field(
        default=f.default, default_factory=f.default_factory, repr=f.repr, compare=f.compare, hash=f.hash))
        for f in fields], frozen=True, slots=True)
    twin.__qualname__ = cls.__qualname__
    values = [getattr(sample, f.name) for f in fields]
    made, reference = cls(*values), twin(*values)
    assert repr(made) == repr(reference)
    try:
        assert hash(made) == hash(reference)
    except TypeError:  # a field holds a mapping: neither may be hashed
        with pytest.raises(TypeError):
            hash(made)
    assert made == sample and (made != sample) is False and (made == reference) is False  # another type
    assert made.__match_args__ == reference.__match_args__ and "__dict__" not in dir(made)
    for name in [f.name for f in fields][:2]:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(made, name, None)
        with pytest.raises(dataclasses.FrozenInstanceError):
            delattr(made, name)
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.not_a_field = 1
    assert pickle.loads(pickle.dumps(made)) == made and copy.deepcopy(made) == made == copy.copy(made)
    if fields:
        other = [v for v in values]
        other[0] = ("another",)
        changed = dataclasses.replace(made, **{fields[0].name: other[0]})
        assert changed != made and changed == cls(*other) and repr(changed) == repr(twin(*other))
    with pytest.raises(TypeError):
        cls(*values, None)
    defaults = [f for f in fields if f.default is not dataclasses.MISSING]
    if defaults:  # left out, a field takes its default, as the dataclass's own __init__ gives it
        required = [v for f, v in zip(fields, values, strict=True) if f.default is dataclasses.MISSING]
        assert repr(cls(*required)) == repr(twin(*required))


def test_records_of_every_kind_were_met():
    """The check above covers the events and every record the observations hold."""
    names = {c.__name__ for c in RECORDS}
    assert {"GopsObservation", "GutsObservation", "ZhopaObservation", "GopsRound", "GutsHand", "TrickCard",
            "TargetTable", "PartieRecord", "SeatStats", "Combination"} <= names, names
