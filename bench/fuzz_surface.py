"""The engine's public surface under hostile arguments (run by bench/fuzz_engine.py,
and in small doses by tests/reliability/test_fuzz_engine.py).

The surface is found, not listed: every public name (no leading underscore)
of every module under ``cardgames_qt.engine`` that the engine itself defines
(a function, a class and its constructor, every public method and property
of the class, inherited ones included), so a new public function is fuzzed
the day it is written. Each is first called with sensible arguments (from
``good_args``), then with each argument in turn replaced by every value of
``hostile_values()``. Anything raised but IllegalMove is a finding.

Saved states: ``damaged_payloads`` takes real saves of each game (new, in
play, finished; several variants) and damages one part at random, with a
hostile value or a plausible edit. A state ``from_dict`` accepts must play
to its end with random legal moves (``play_out``).
"""
from __future__ import annotations

import importlib
import inspect
import json
import math
import pkgutil
import random
import resource
import signal
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import cardgames_qt.engine as engine_pkg
from cardgames_qt.engine import IllegalMove, registry
from cardgames_qt.engine.state import GameState

ENGINE = engine_pkg.__name__
HANG_SECONDS = 3.0   # one call (a play-out of an accepted save: PLAYOUT_SECONDS)
PLAYOUT_SECONDS = 20.0
HANG_MIB = 200       # growth of the process's peak memory in one call
PLAYOUT_STEPS = 20_000


class Hang(BaseException):
    """Raised by the timer inside a call that ran too long (not an Exception:
    no ``except Exception`` in the engine may swallow it)."""


def _nested(depth: int, make) -> Any:
    value: Any = []
    for _ in range(depth):
        value = make(value)
    return value


DEEP_LIST = _nested(10_000, lambda v: [v])
DEEP_DICT = _nested(10_000, lambda v: {"a": v})
MEGA = "x" * 1_000_000


def hostile_values() -> list[Any]:
    """Wrong types, huge and negative numbers, NaN, junk text, nested junk."""
    from cardgames_qt.engine.cards import Card
    return [
        None, True, False, 0, 1, 2, -1, 7, 99, 1000, -10**9, 2**31, 2**63, 2**64, 10**100, -10**100,
        10**5000, -(10**5000), 0.5, -0.0, 3.0, 1e308, -1e308, math.nan, math.inf, -math.inf,
        Fraction(1, 3), complex(1, 1),
        "", " ", "x", "QS", "10C", "6D", "JOKER", "go", "in", "gops", "zhopa", "random", "\x00", "\ud800",
        "🂡", MEGA, "QS" + " " * 100_000, b"QS", bytearray(b"1"),
        [], [None], ["QS"], ["QS", "QS"], ["QS", "KS", "AS", "10S", "9S"], [0, 1], [[0, 1]], [[[]]],
        [10**100], [math.nan], list(range(60)), ["x"] * 100_000,
        {}, {"a": 1}, {1: 2}, {0: ["QS", "QH"]}, {"": None}, {"x": math.nan}, {"game": "zhopa"},
        set(), {1, 2}, frozenset({"QS"}), (), (0, 1), range(10**100), iter([1, 2]),
        DEEP_LIST, DEEP_DICT, [DEEP_LIST], object(), Card(12, "S"),
        random.Random(1), lambda: None, IllegalMove("x"), type, Exception,
    ]


# --- the surface ------------------------------------------------------------------------
@dataclass
class Target:
    name: str                      # "cardgames_qt.engine.gops.Game.bid"
    kind: str                      # "function", "class", "method", "property"
    owner: type | None             # the class of a method or property
    attr: str                      # the function, class, method or property name
    func: Callable[..., Any]       # the function or class (for methods: looked up per instance)


def engine_modules() -> list[Any]:
    names = [ENGINE] + [m.name for m in pkgutil.walk_packages(engine_pkg.__path__, ENGINE + ".")]
    return [importlib.import_module(n) for n in names]


def _engine_defined(obj: Any) -> bool:
    """Defined by the engine in a public module (``engine/_shapes.py`` is private)."""
    module = getattr(obj, "__module__", None) or ""
    return module.startswith(ENGINE) and not any(part.startswith("_") for part in module.split("."))


def public_surface() -> list[Target]:
    """Every public callable the engine defines, and every public method and property
    of its classes (inherited ones included, Python's own excepted)."""
    found: dict[str, Target] = {}
    for mod in engine_modules():
        for name, obj in sorted(vars(mod).items()):
            if name.startswith("_") or inspect.ismodule(obj) or not _engine_defined(obj):
                continue
            if inspect.isclass(obj):
                base = f"{obj.__module__}.{obj.__qualname__}"
                if not inspect.isabstract(obj):
                    found.setdefault(base, Target(base, "class", None, name, obj))
                for attr in dir(obj):
                    if attr.startswith("_"):
                        continue
                    owner = next((c for c in obj.__mro__ if attr in vars(c)), None)
                    if owner is None or not _engine_defined(owner) or inspect.isabstract(owner):
                        continue  # tuple.count, Exception.with_traceback; GameState's: each State's
                    raw = inspect.getattr_static(obj, attr)
                    kind = "property" if isinstance(raw, property) else \
                        "method" if callable(getattr(obj, attr)) else None
                    if kind and not inspect.isclass(getattr(obj, attr)):
                        found.setdefault(f"{base}.{attr}", Target(f"{base}.{attr}", kind, obj, attr, raw))
            elif callable(obj):
                qual = f"{obj.__module__}.{obj.__qualname__}"
                found.setdefault(qual, Target(qual, "function", None, name, obj))
    return [found[k] for k in sorted(found)]


# --- sensible arguments and instances -----------------------------------------------------
def instances() -> dict[str, Callable[[], Any]]:
    """A fresh instance of each public class, by qualified name (methods are called on these)."""
    from cardgames_qt.engine import gops, guts, zhopa
    from cardgames_qt.engine.cards import Card
    from cardgames_qt.engine.catalogue import Choice
    from cardgames_qt.engine.movelog import MoveLog
    from cardgames_qt.engine.state import Rng
    from cardgames_qt.engine.zhopa import tricks

    def zhopa_in_play():
        state = zhopa.new_state({"players": 3}, 4)
        for _ in range(5):
            state.apply_action(state.legal_actions(state.current_player())[0])
        return state

    def guts_settled():
        state = guts.new_state({"players": 3}, 3)
        state.apply_actions({0: "in", 1: "in", 2: "out"})
        return state

    return {
        "errors.IllegalMove": lambda: IllegalMove("not_a_card", given="x"),
        "cards.Card": lambda: Card(12, "S"),
        "catalogue.Choice": lambda: Choice("carry", "Carry"),
        "catalogue.Field": lambda: gops.GAME_INFO.field("cards"),
        "catalogue.GameInfo": lambda: guts.GAME_INFO,
        "movelog.MoveLog": lambda: MoveLog(2, lambda: [[0, 1], [1, 2]], [[0, 3]]),
        "state.Rng": lambda: Rng(5),
        "gops.Game": lambda: gops.new_game(cards=5, seed=3),
        "gops.Variant": lambda: gops.Variant(),
        "gops.State": lambda: gops.new_state({"cards": 5}, 3),
        "guts.Settlement": lambda: guts.settle(5, 0, 20, {0: ["QS", "QH"], 1: ["AS", "KD"]}, [0, 1]),
        "guts.Variant": lambda: guts.Variant(),
        "guts.State": lambda: guts.new_state({"players": 3}, 3),
        "zhopa.variant.Variant": lambda: zhopa.Variant(),
        "zhopa.game.State": zhopa_in_play,
        "zhopa.tricks.Trumps": lambda: tricks.example_trumps("H", 3),
        "zhopa.tricks.TrickState": lambda: tricks.resolve([(0, "6S"), (1, "JS")],
                                                         tricks.example_trumps(None, 3)).state,
        "zhopa.tricks.Resolution": lambda: tricks.resolve([(0, "6S"), (1, "JS")], tricks.example_trumps(None, 3)),
        # the observations and the records in them (their methods: to_json, for_bet)
        "errors.Refusal": lambda: IllegalMove("not_a_card", given="x").as_refusal(),
        "state.Observation": lambda: gops.new_state({"cards": 5}, 3).observation(0),
        "observations.GopsObservation": lambda: gops.new_state({"cards": 5}, 3).observation(0),
        "observations.GutsObservation": lambda: guts.new_state({"players": 3}, 3).observation(1),
        "observations.GutsHand": lambda: guts_settled().observation(None).last_hand,
        "observations.ZhopaObservation": lambda: zhopa_in_play().observation(2),
        "observations.TargetTable": lambda: zhopa_in_play().observation(None).target_table,
        # every event type (its methods: to_json), one of each from real games
        **{f"events.{name}": (lambda name=name: one_event_of_each_type()[name]) for name in _EVENT_NAMES},
        "events.BaseEvent": lambda: one_event_of_each_type()["Play"],
        # the hot path's builders (new_play, new_trick_won) are classes whose values turn frozen
        "events._PlayTwin": lambda: one_event_of_each_type()["Play"],
        "events._TrickWonTwin": lambda: one_event_of_each_type()["TrickWon"],
    }


_EVENT_NAMES = (
    "Resumed", "TakenBack", "BidPlaced", "GopsReveal", "Discard", "SetAside", "Carry", "PrizeTurned", "GameStarted",
    "GopsGameOver", "MatchOver", "Declared", "Ante", "ToReserve", "GutsDeal", "GutsReveal", "Showdown", "Payout",
    "Payment", "Refill", "DealerMoves", "CycleOver", "SessionOver", "PartieStart", "ZhopaDeal", "Combinations", "Bet",
    "Lead", "Play", "TrickWon", "Draw", "Redeal", "PartieOver", "ZhopaGameOver")
_EVENTS: dict[str, Any] = {}


def one_event_of_each_type() -> dict[str, Any]:
    """One event of each type, by class name, taken from random games of every game and
    setting (made once)."""
    if _EVENTS:
        return _EVENTS
    import random

    from cardgames_qt.engine import registry
    from cardgames_qt.engine.events import TakenBack
    settings = [("gops", {"cards": 3, "tie_rule": t, "games": 2}) for t in ("carry", "discard")]
    settings += [("guts", {"players": p, "ante": 3, "pot_cap": 5, "cycles": 1}) for p in (2, 4)]
    settings += [("zhopa", {"players": p, "refill": r, "max_parties": 3}) for p in (2, 3) for r in ("draw", "redeal")]
    for seed in range(40):
        for game, variant in settings:
            state = registry.new_state(game, variant, seed)
            rng = random.Random(seed)
            events = list(state.opening_events())
            for _ in range(600):  # a Guts session may go on for long: its events come early
                if state.is_terminal():
                    break
                seat = rng.choice(state.acting_seats())
                events += state.apply(seat, rng.choice(state.legal_actions(seat)))
            events += registry.state_from_dict(state.to_dict()).opening_events()  # Resumed
            for e in events:
                _EVENTS.setdefault(type(e).__name__, e)
        if len(_EVENTS) == len(_EVENT_NAMES) - 1:
            break
    _EVENTS["TakenBack"] = TakenBack(2, {"round": 3, "game_index": 0, "over": False})
    return _EVENTS


def good_args(target: Target, instance: Any = None) -> list[Any] | None:
    """Sensible positional arguments for ``target`` (None: it cannot be called)."""
    from cardgames_qt.engine import gops, zhopa
    from cardgames_qt.engine.zhopa import tricks
    short = target.name[len(ENGINE) + 1:]
    func = getattr(instance, target.attr) if target.kind == "method" and instance is not None else target.func
    if target.kind == "property":
        return []
    trumps = tricks.example_trumps(None, 4)
    trick_state = tricks.resolve([(0, "6S"), (1, "JS")], trumps).state
    game = instance if isinstance(instance, GameState) else None
    acting = game.acting_seats() if game is not None else []
    seat = acting[0] if acting else 0
    action = game.legal_actions(seat)[0] if game is not None and acting else 1
    zstate = zhopa.new_state({"players": 3}, 4)
    by_name: dict[str, Any] = {
        "seat": seat, "player": 0, "value": 1, "card": "QS", "other": "KS", "hand": ["QS", "KS"],
        "trick": ["JS"], "trump": None, "must_beat": True, "a": ["QS", "QH"], "b": ["AS", "KD"],
        "pot": 5, "reserve": 0, "cap": 20, "hands": {0: ["QS", "QH"], 1: ["AS", "KD"]}, "staying": [0, 1],
        "players": 3, "points": 100, "banks_discarded": 1, "banks_gained": 0, "parties": 2, "required": 120,
        "rng": random.Random(1), "seed": 1, "tie_rule": "carry", "prizes": None, "game_id": "gops",
        "variant": {}, "history": [], "obs": zstate.observation(1), "state": zstate, "st": trick_state,
        "trumps": trumps, "role": None, "roles": None, "plays": [(0, "6S"), (1, "JS")], "mode": "per_player",
        "suits": ["S", "H", "D"], "bet": "go", "reached": True, "text": "QS", "rank": 12, "code": "not_a_card",
        "params": {"given": "x"}, "limit": 60, "what": "the thing", "max_depth": 8, "message": "x",
        "joint": {s: game.legal_actions(s)[0] for s in acting} if game is not None else {0: 1},
        "action": action, "count": 0, "load": lambda: [], "newer": (), "move": [0, 1], "name": "players",
        "min_rank": 2, "seats": 3, "data": {}, "cards": 5,
    }
    per_function: dict[str, dict[str, Any]] = {
        "guts.hand_key": {"cards": ["QS", "QH"]},
        "zhopa.tricks.trick_winner": {"cards": ["6S", "JS"]},
        "zhopa.rules.combinations_of": {"cards": ["QS", "KS"]},
        "inputs.as_card_list": {"cards": ["QS"]},
        "zhopa.tricks.refusal_error": {"hand": ["7S", "KH"], "card": "KH"},
        "zhopa.tricks.refusal": {"hand": ["7S", "KH"], "card": "KH"},
        "inputs.check_json": {"value": {"a": [1]}},
        "inputs.check_saved_state": {"data": gops.new_state({}, 1).to_dict()},
        "gops.Game.from_dict": {"data": gops.new_game(cards=4, seed=1).to_dict()},
        "gops.State.from_dict": {"data": gops.new_state({"cards": 4}, 1).to_dict()},
        "guts.State.from_dict": {"data": registry.new_state("guts", {}, 1).to_dict()},
        "zhopa.game.State.from_dict": {"data": zstate.to_dict()},
        "state.GameState.from_dict": {"data": zstate.to_dict()},
        "state.Rng.from_dict": {"data": zstate.rng.to_dict()},
        "registry.state_from_dict": {"data": zstate.to_dict()},
        "gops.Game.legal_bids": {"player": 0}, "gops.Game.bid": {"player": 0, "value": 2},
        "catalogue.GameInfo.field": {"name": "players"}, "catalogue.GameInfo.default": {"name": "players"},
        "catalogue.game_info": {"game_id": "guts"},
        "guts.State.observation": {"seat": 0}, "gops.State.observation": {"seat": 0},
        "zhopa.game.State.observation": {"seat": 0}, "zhopa.game.State.rating_for": {"seat": 1},
        "zhopa.views.observation": {"seat": 0},
        "errors.render": {"code": "not_a_card", "params": {"given": "x"}},
        "movelog.MoveLog": {"count": 1, "load": lambda: [[0, 1]], "newer": [[1, 2]]},
        "cards.Card": {"rank": 12, "suit": "S"},
        "catalogue.Choice": {"value": "carry", "label": "Carry"},
        "catalogue.Field": {"name": "cards", "kind": "int", "label": "Cards"},
    }
    overrides = next((v for k, v in per_function.items() if short == k or short.endswith("." + k)), {})
    try:
        sig = inspect.signature(func)
    except (TypeError, ValueError):
        return None
    args = []
    for p in sig.parameters.values():
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) or p.name == "self":
            continue
        if p.name in overrides:
            args.append(overrides[p.name])
        elif p.name in by_name:
            args.append(by_name[p.name])
        elif p.default is not p.empty:
            args.append(p.default)
        else:
            args.append(0)
    return args


# --- running calls ---------------------------------------------------------------------------
@dataclass
class SurfaceReport:
    calls: int = 0
    non_illegal: list[str] = field(default_factory=list)
    hangs: list[str] = field(default_factory=list)
    by_kind: dict[str, int] = field(default_factory=dict)
    accepted_payloads: int = 0
    refused_payloads: int = 0
    seconds: float = 0.0

    def lines(self) -> list[str]:
        saves = self.accepted_payloads + self.refused_payloads
        out = [f"surface: {self.by_kind.get('surface', 0)} calls of every public function and method; "
               f"{saves} damaged saves ({self.by_kind.get('payload', 0)} calls): {self.accepted_payloads} "
               f"accepted and played to the end, {self.refused_payloads} refused; {self.seconds:.0f} s"]
        for kind, found in (("non_illegal", self.non_illegal), ("hang", self.hangs)):
            for text in found[:15]:
                out.append(f"    {kind}: {text}")
            if len(found) > 15:
                out.append(f"    ... {len(found) - 15} more {kind}")
        return out


def _peak_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _limit_memory(extra_mib: int = 1024) -> None:
    """Cap the address space (a runaway call then fails with MemoryError, counted as
    a finding, instead of swapping a shared machine)."""
    try:
        with open("/proc/self/status") as status:
            size_kib = next(int(line.split()[1]) for line in status if line.startswith("VmSize:"))
    except (OSError, StopIteration, ValueError):
        return
    limit = (size_kib // 1024 + extra_mib) * 2**20
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if soft == resource.RLIM_INFINITY or soft > limit:
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))


def _on_alarm(signum, frame):
    raise Hang()


def guarded(report: SurfaceReport, label: str, call: Callable[[], Any], kind: str = "surface",
            seconds: float = HANG_SECONDS) -> tuple[bool, Any]:
    """Run ``call``: (True, result) if it returned, (False, None) if it raised.
    Records the call and any finding in ``report``."""
    report.calls += 1
    report.by_kind[kind] = report.by_kind.get(kind, 0) + 1
    old = signal.signal(signal.SIGALRM, _on_alarm)
    peak = _peak_mib()
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        result = call()
        if inspect.isgenerator(result):
            result = list(result)
        return True, result
    except Hang:
        report.hangs.append(f"{label}: still running after {seconds:g} s")
        return False, None
    except IllegalMove as exc:
        message = str(exc)
        if not message.strip() or len(message) > 400:
            report.non_illegal.append(f"{label}: IllegalMove with a message of {len(message)} characters")
        return False, None
    except Exception as exc:  # noqa: BLE001 - anything else raised is the finding
        where = traceback.extract_tb(exc.__traceback__)[-1]
        report.non_illegal.append(f"{label}: {type(exc).__name__}: {_text(exc)} "
                                  f"({where.filename.rsplit('/', 1)[-1]}:{where.lineno})")
        return False, None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
        grown = _peak_mib() - peak
        if grown > HANG_MIB:
            report.hangs.append(f"{label}: the process grew by {grown:.0f} MiB")


def _text(exc: BaseException) -> str:
    try:
        return str(exc)[:120]
    except Exception:  # noqa: BLE001 - str() of a KeyError(10**5000) fails
        return "<unprintable>"


def _describe(value: Any) -> str:
    from cardgames_qt.engine.errors import short_repr
    return short_repr(value, 40)


def _instance_for(target: Target, makers: dict[str, Callable[[], Any]]) -> Any:
    owner = target.owner
    key = f"{owner.__module__}.{owner.__qualname__}"[len(ENGINE) + 1:]
    maker = makers.get(key)
    if maker is None:  # a subclass of GameState etc.: any maker of a subclass
        return None
    return maker()


def surface_calls(rng: random.Random, junk: list[Any] | None = None) -> Iterator[tuple[str, Callable[[], Any]]]:
    """(label, call) for every public callable: once with good arguments, then each
    argument replaced by each hostile value."""
    makers = instances()
    for target in public_surface():
        values = hostile_values() if junk is None else junk  # fresh: a call may fill a junk dict
        if target.kind in ("method", "property"):
            if _instance_for(target, makers) is None:
                yield target.name, _missing_instance(target)
                continue

            def bound(target=target):
                return getattr(_instance_for(target, makers), target.attr)
        else:
            def bound(target=target):
                return target.func
        args = good_args(target, _instance_for(target, makers) if target.owner else None)
        if args is None:
            continue
        if target.kind == "property":
            yield target.name, bound
            continue
        yield f"{target.name}(good arguments)", lambda bound=bound, args=args: bound()(*args)
        for i in range(len(args)):
            for value in values:
                def call(bound=bound, i=i, value=value, target=target):
                    fresh = good_args(target, None) if target.kind != "method" else None
                    func = bound()
                    fresh = good_args(target, getattr(func, "__self__", None)) if fresh is None else fresh
                    fresh[i] = value
                    return func(*fresh)
                yield f"{target.name} argument {i} = {_describe(value)}", call


def _missing_instance(target: Target) -> Callable[[], Any]:
    def fail():
        raise RuntimeError(f"the fuzzer has no instance of {target.owner.__qualname__}: add one to instances()")
    return fail


# --- damaged saves ----------------------------------------------------------------------------
PAYLOAD_VARIANTS = {
    "gops": [{"cards": 5, "games": 2}, {"cards": 13, "tie_rule": "discard", "games": 1}, {"cards": 3}],
    "guts": [{"players": 3, "cycles": 1}, {"players": 2, "pot_cap": 3, "cycles": 2}, {"players": 6, "cycles": 1}],
    "zhopa": [{"players": 2, "max_parties": 2}, {"players": 3, "refill": "draw", "max_parties": 2},
              {"players": 4, "trump_mode": "senior_junior", "max_parties": 1},
              {"players": 3, "trump_mode": "two", "must_beat": False, "max_parties": 3},
              {"players": 2, "trump_mode": "one", "targets": {"2": [10, 20]}, "max_parties": 0}],
}


def _pick(state: GameState, seat: int, legal: list, rng: random.Random) -> Any:
    if state.game_id == "guts":  # about one player in a hand: sessions end
        return "in" if rng.random() < 1.2 / state.num_players else "out"
    return legal[rng.randrange(len(legal))]


def saved_states(game: str, rng: random.Random) -> list[dict[str, Any]]:
    """Real saves of ``game``: new, a few moves in, deep in play, and finished."""
    out = []
    for variant in PAYLOAD_VARIANTS[game]:
        state = registry.new_state(game, variant, rng.randrange(2**31))
        stops = sorted(rng.sample(range(1, 400), 4))
        out.append(state.to_dict())
        steps = 0
        while not state.is_terminal() and steps < 50_000:
            seat = rng.choice(state.acting_seats())
            state.apply(seat, _pick(state, seat, state.legal_actions(seat), rng))
            steps += 1
            if stops and steps == stops[0]:
                stops.pop(0)
                out.append(state.to_dict())
        out.append(state.to_dict())
    return [json.loads(json.dumps(d)) for d in out]


def _paths(value: Any) -> list[tuple]:
    """Every key/index path into a save (the generator's 625 numbers: only the list itself)."""
    out, stack = [], [(value, ())]
    while stack:
        item, path = stack.pop()
        if path:
            out.append(path)
        if isinstance(item, dict):
            stack.extend((v, path + (k,)) for k, v in item.items())
        elif isinstance(item, list) and len(item) < 200:
            stack.extend((v, path + (i,)) for i, v in enumerate(item))
    return out


def _get(data: Any, path: tuple) -> Any:
    for key in path:
        data = data[key]
    return data


def _plausible(value: Any, data: dict, rng: random.Random) -> Any:
    """An edit a hand or a bug could make: a number off by one, a card from elsewhere,
    a list shortened, doubled or shuffled, a flag flipped."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return rng.choice([value + 1, value - 1, 0, -value, value * 2, None, str(value), float(value)])
    if isinstance(value, str):
        strings = [v for p in _paths(data) if isinstance(v := _get(data, p), str)]
        return rng.choice(strings + [value.lower(), value + " ", None, ""])
    if isinstance(value, list):
        edited = list(value)
        roll = rng.random()
        if edited and roll < 0.3:
            del edited[rng.randrange(len(edited))]
        elif edited and roll < 0.6:
            edited.insert(rng.randrange(len(edited) + 1), rng.choice(edited))
        elif roll < 0.8:
            rng.shuffle(edited)
        else:
            edited.append(rng.choice(["QS", "6D", 0, None, [0, "QS"], "go"]))
        return edited
    if isinstance(value, dict) and value:
        edited = dict(value)
        del edited[rng.choice(list(edited))]
        return edited
    return rng.choice([None, 0, "", [], {}])


def _move_card(data: dict, rng: random.Random) -> bool:
    """Move (or copy) one card between two lists of cards of the save."""
    lists = [p for p in _paths(data) if isinstance(v := _get(data, p), list) and v
             and all(isinstance(c, str) and 2 <= len(c) <= 3 for c in v)]
    if len(lists) < 2:
        return False
    a, b = rng.sample(lists, 2)
    source, target = _get(data, a), _get(data, b)
    card = source[rng.randrange(len(source))]
    if rng.random() < 0.7:
        source.remove(card)
    target.insert(rng.randrange(len(target) + 1), card)
    return True


def damaged_payloads(game: str, count: int, rng: random.Random) -> Iterator[tuple[str, dict]]:
    """``count`` damaged saves of ``game``: (what was done, the save)."""
    bases = saved_states(game, rng)
    junk = hostile_values()
    for _ in range(count):
        data = json.loads(json.dumps(rng.choice(bases)))
        roll = rng.random()
        if roll < 0.25 and _move_card(data, rng):
            yield "a card moved", data
            continue
        paths = _paths(data)
        path = rng.choice(paths)
        parent = _get(data, path[:-1])
        if roll < 0.45:
            parent[path[-1]] = rng.choice(junk)
            what = f"{'/'.join(map(str, path))} = hostile"
        elif roll < 0.55 and isinstance(parent, dict):
            del parent[path[-1]]
            what = f"{'/'.join(map(str, path))} removed"
        else:
            parent[path[-1]] = _plausible(parent[path[-1]], data, rng)
            what = f"{'/'.join(map(str, path))} edited"
        yield what, data


def play_out(state: GameState, rng: random.Random) -> str | None:
    """Play an accepted state to its end with random legal moves; a problem, or None."""
    steps = 0
    n = state.num_players
    while True:
        state.check_invariants()
        for seat in [None, *range(n)]:
            json.dumps(state.observation(seat).to_json())
        if state.game_id == "zhopa" and steps % 7 == 0 and not state.is_terminal():
            from cardgames_qt.engine.zhopa import determinize
            guess = determinize(state.observation(state.acting_seats()[0]), rng)
            guess.check_invariants()
            state.rating_for(0)
        if state.is_terminal():
            break
        seat = rng.choice(state.acting_seats())
        legal = state.legal_actions(seat)
        if not legal:
            return f"seat {seat} acts but has no legal move"
        try:
            state.apply(seat, _pick(state, seat, legal, rng))
        except IllegalMove as exc:
            return f"a listed legal move was refused: {exc}"
        steps += 1
        if steps > PLAYOUT_STEPS:
            return f"no end after {PLAYOUT_STEPS} moves"
    again = registry.state_from_dict(json.loads(json.dumps(state.to_dict())))
    if again.fingerprint() != state.fingerprint():  # (a tuple in the damaged save is a list in JSON)
        return "the finished state does not survive JSON"
    return None


def fuzz_payloads(report: SurfaceReport, game: str, count: int, rng: random.Random) -> None:
    from cardgames_qt.engine import gops
    module = registry.game_module(game)
    for what, data in damaged_payloads(game, count, rng):
        label = f"{game} save, {what}"
        ok, state = guarded(report, label, lambda data=data: module.State.from_dict(data), "payload")
        same, other = guarded(report, label + " (registry)", lambda data=data: registry.state_from_dict(data),
                              "payload")
        if ok != same:
            report.non_illegal.append(f"{label}: State.from_dict and registry.state_from_dict disagree")
        if game == "gops" and isinstance(data.get("current"), dict):
            guarded(report, label + " (Game.from_dict)", lambda data=data: gops.Game.from_dict(data["current"]),
                    "payload")
        if game == "zhopa" and isinstance(data.get("variant"), dict):
            guarded(report, label + " (Variant.from_dict)", lambda data=data: module.Variant.from_dict(data["variant"]),
                    "payload")
        if not ok:
            report.refused_payloads += 1
            continue
        report.accepted_payloads += 1
        seed = rng.randrange(2**31)

        def check(state=state, seed=seed):
            problem = play_out(state, random.Random(seed))
            if problem:
                raise AssertionError(problem)
        guarded(report, label + " (accepted, then played out)", check, "payload", PLAYOUT_SECONDS)


def fuzz_surface(seed: int = 1, payloads: int = 400, junk: list[Any] | None = None) -> SurfaceReport:
    """Every public callable with hostile arguments, then ``payloads`` damaged saves per game."""
    report = SurfaceReport()
    _limit_memory()
    t0 = time.perf_counter()
    rng = random.Random(seed)
    for label, call in surface_calls(rng, junk):
        guarded(report, label, call)
    for game in ("gops", "guts", "zhopa"):
        fuzz_payloads(report, game, payloads, random.Random(f"{seed}/{game}"))
    report.seconds = time.perf_counter() - t0
    return report


if __name__ == "__main__":
    import sys
    quick = "--quick" in sys.argv
    result = fuzz_surface(1, 40 if quick else 400)
    for line in result.lines():
        print(line)
    print(f"calls={result.calls} non_illegal={len(result.non_illegal)} hangs={len(result.hangs)}")
