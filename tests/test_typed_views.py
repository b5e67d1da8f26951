"""Observations are typed values read by attribute (issue 31): no module of the app
reads one by a string key (``obs["pot"]``, ``obs.get("pot")``), nor a record inside
one (``obs.last_hand["cycle"]``, ``t["card"] for t in obs.trick``).

The count is made on the syntax tree, not with a pattern over the text: a read is a
subscript by a string constant, or a ``.get("...")`` call, whose root is an
observation value. Observation values are, in each function (and module) scope:

- the value of a call to ``observation``, ``listener_observation`` or
  ``open_observations`` (``state.observation(0)["pot"]`` directly, or a name bound
  to it), and ``dataclasses.replace`` of one;
- a parameter annotated with an observation type (``GopsObservation``...,
  ``AnyObservation``, ``Observation``) or named like one (``obs``, ``observation``,
  ``*_obs``, ``public``, ``spectator``);
- a loop or comprehension variable over one of these (``for t in obs.trick``).

Text edges (save files, the database's JSON columns) decode their dicts once, into
these types; none of them reads an observation, so the list of exempt modules is
empty. The counter is checked against planted reads first, so that it can fail.

The engine's events are counted the same way (the second half of this file): 0 string-keyed
reads of an event outside ``engine/events.py``, its JSON edge.
"""
from __future__ import annotations

import ast
import re
import shutil
import typing
from pathlib import Path

import pytest

from cardgames_qt.engine.events import Event

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cardgames_qt"
#: modules that decode text into the types (none of them reads an observation)
EDGE_MODULES: frozenset[str] = frozenset()

SOURCES = ("state.observation(seat)", "self.session.observation(None)", "self.listener_observation()",
           "model.open_observations()")
_CALLS = {"observation", "listener_observation", "open_observations"}
_NAMES = re.compile(r"^(obs|observation|observations|public|spectator|before_obs)$|_obs$|^obs_|_observation$")
_TYPES = re.compile(r"Observation\b")


def _root(node: ast.AST, calls: frozenset[str] = frozenset(_CALLS)) -> ast.AST:
    """The innermost value of a chain of attributes, subscripts and calls."""
    while True:
        if isinstance(node, (ast.Attribute, ast.Subscript)):
            node = node.value
        elif isinstance(node, ast.Call):
            if _is_source(node, calls) or _call_name(node) == "replace":
                return node
            node = node.func
        else:
            return node


def _call_name(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def _is_source(node: ast.AST, calls: frozenset[str] = frozenset(_CALLS)) -> bool:
    return isinstance(node, ast.Call) and _call_name(node) in calls


class _Counter(ast.NodeVisitor):
    """String-keyed reads of observation values, scope by scope."""

    #: what makes a value one of the watched kind: the calls that return one, the names
    #: and annotations of parameters (and annotated names) that hold one
    CALLS: frozenset[str] = frozenset(_CALLS)
    NAMES: re.Pattern[str] = _NAMES
    TYPES: re.Pattern[str] = _TYPES

    def __init__(self) -> None:
        self.reads: list[tuple[int, str]] = []
        self.scopes: list[set[str]] = [set()]

    # --- what is an observation value -------------------------------------------------
    def _is_obs(self, node: ast.AST) -> bool:
        root = _root(node, self.CALLS)
        if _is_source(root, self.CALLS):
            return True
        if isinstance(root, ast.Call):  # dataclasses.replace(an observation, ...)
            return bool(root.args) and self._is_obs(root.args[0])
        if isinstance(root, ast.Name):
            return root.id in self.scopes[-1] or bool(self.NAMES.search(root.id))
        return False

    def _bind(self, target: ast.AST) -> None:
        for node in ast.walk(target):
            if isinstance(node, ast.Name):
                self.scopes[-1].add(node.id)

    # --- scopes -------------------------------------------------------------------------
    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> None:
        names = set(self.scopes[-1])  # closures see the enclosing scope's names
        args = node.args
        for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]:
            if arg is None:
                continue
            note = ast.unparse(arg.annotation) if arg.annotation is not None else ""
            if self.TYPES.search(note) or self.NAMES.search(arg.arg):
                names.add(arg.arg)
        self.scopes.append(names)
        self.generic_visit(node)
        self.scopes.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = visit_Lambda = _function

    def visit_Assign(self, node: ast.Assign) -> None:
        if self._is_obs(node.value):
            for target in node.targets:
                self._bind(target)
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        if (node.value is not None and self._is_obs(node.value)) or self.TYPES.search(ast.unparse(node.annotation)):
            self._bind(node.target)
        self.generic_visit(node)

    def visit_NamedExpr(self, node: ast.NamedExpr) -> None:
        if self._is_obs(node.value):
            self._bind(node.target)
        self.generic_visit(node)

    def visit_For(self, node: ast.For) -> None:
        if self._is_obs(node.iter):
            self._bind(node.target)
        self.generic_visit(node)

    def visit_comprehension(self, node: ast.comprehension) -> None:
        if self._is_obs(node.iter):
            self._bind(node.target)
        self.generic_visit(node)

    def _comprehension(self, node: ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp) -> None:
        for gen in node.generators:  # the targets first: the element reads them
            self.visit(gen)
        for field in ("elt", "key", "value"):
            part = getattr(node, field, None)
            if part is not None:
                self.visit(part)

    visit_ListComp = visit_SetComp = visit_GeneratorExp = visit_DictComp = _comprehension

    # --- the reads ----------------------------------------------------------------------
    def visit_Subscript(self, node: ast.Subscript) -> None:
        key = node.slice
        if isinstance(key, ast.Constant) and isinstance(key.value, str) and self._is_obs(node.value):
            self.reads.append((node.lineno, ast.unparse(node)))
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if (isinstance(func, ast.Attribute) and func.attr == "get" and node.args
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
                and self._is_obs(func.value)):
            self.reads.append((node.lineno, ast.unparse(node)))
        self.generic_visit(node)


def string_keyed_reads(source: str, counter_type: type[_Counter] = _Counter) -> list[tuple[int, str]]:
    counter = counter_type()
    counter.visit(ast.parse(source))
    return sorted(counter.reads)


def tree_reads(package: Path, counter_type: type[_Counter] = _Counter,
               edges: frozenset[str] = EDGE_MODULES) -> list[str]:
    found = []
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(package.parent).as_posix()
        if rel in edges:
            continue
        for line, text in string_keyed_reads(path.read_text(encoding="utf-8"), counter_type):
            found.append(f"{rel}:{line}: {text}")
    return found


PLANTED = '''
import dataclasses

def a(state, seat):
    return state.observation(seat)["pot"]                      # 1: straight off the call

def b(self):
    now = self.session.observation(None)
    return now.get("last_hand")                                # 2: a name bound to one

def c(obs):
    return [t["card"] for t in obs.trick]                      # 3: a record inside one

def d(snapshot: "GutsObservation"):
    return snapshot.last_hand["cycle"]                         # 4: by its annotation

def e(model):
    for view in model.open_observations():
        print(view["my_hand"])                                 # 5: a loop over them
    moved = dataclasses.replace(model.observation(0), pot=())
    return moved["pot"]                                        # 6: a changed copy

def clean(state, record, event):
    obs = state.observation(0)
    return obs.pot, obs.trick[0].card, record["game"], event["type"], {"x": 1}["x"]
'''


def test_the_counter_finds_planted_reads(tmp_path):
    lines = [line for line, _ in string_keyed_reads(PLANTED)]
    assert len(lines) == 6, string_keyed_reads(PLANTED)
    planted = tmp_path / "cardgames_qt" / "app" / "planted.py"
    planted.parent.mkdir(parents=True)
    planted.write_text(PLANTED, encoding="utf-8")
    (tmp_path / "cardgames_qt" / "app" / "typed.py").write_text(
        "def f(obs):\n    return obs.pot, obs.last_hand.cycle\n", encoding="utf-8")
    found = tree_reads(tmp_path / "cardgames_qt")
    assert len(found) == 6 and all(f.startswith("cardgames_qt/app/planted.py:") for f in found), found


@pytest.mark.parametrize("source", SOURCES)
def test_every_source_of_observations_is_recognised(source):
    assert len(string_keyed_reads(f"def f(self, state, model, seat):\n    x = {source}\n    return x['pot']\n")) == 1


def test_no_module_reads_an_observation_by_a_string_key():
    found = tree_reads(PACKAGE)
    assert found == [], "string-keyed observation reads:\n" + "\n".join(found)


# --- events ------------------------------------------------------------------------------------
# The engine's events are typed values too (``engine/events.py``): no module reads one by a
# string key (``ev["type"]``, ``ev.get("seat")``, ``e["card"] for e in events``). Event values
# are, in each scope: what ``apply``, ``apply_action(s)``, ``opening_events``, ``log_events``,
# ``partie_start_events`` and a table's ``log_story`` return (lists of events) and the items
# of those; a parameter or annotated name whose annotation names an event type (``Event``,
# ``GopsReveal``, ``list[Event]``...) or that is named like one (``ev``, ``evs``, ``event``,
# ``events``, ``*_events``); a loop or comprehension variable over one of these. The one text
# edge, ``engine/events.py`` (``to_json``/``event_from_json``), reads JSON dicts, not events;
# it is exempt all the same, as the module whose job is the dict form.
EVENT_EDGE_MODULES: frozenset[str] = frozenset({"cardgames_qt/engine/events.py"})
_EVENT_TYPE_NAMES = sorted(cls.__name__ for cls in typing.get_args(Event))


class _EventCounter(_Counter):
    """String-keyed reads of event values, scope by scope."""

    CALLS = frozenset({"apply", "apply_action", "apply_actions", "opening_events", "log_events",
                       "partie_start_events", "log_story"})
    NAMES = re.compile(r"^(ev|evs|event|events)$|_events?$")
    TYPES = re.compile(r"\b(" + "|".join(["Event", "BaseEvent", "GopsEvent", "GutsEvent", "ZhopaEvent",
                                           *_EVENT_TYPE_NAMES]) + r")\b")


EVENT_SOURCES = ("state.apply(seat, action)", "self.session.log_events()", "state.opening_events()",
                 "self.state.apply_actions(joint)", "state.apply_action(7)", "s.partie_start_events()",
                 "self.log_story()")

PLANTED_EVENTS = '''
def a(state):
    return state.apply(0, 1)[0]["type"]                        # 1: straight off the call

def b(self):
    story = self.session.log_events()
    return story[0].get("moves")                               # 2: a name bound to them

def c(events):
    return [e["seat"] for e in events]                         # 3: an item, by the parameter's name

def d(shown: "GopsReveal", last: Event | None):
    return shown["bids"], last.get("type")                     # 4, 5: by the annotation

def e(table, evs):
    for item in table.log_story():
        print(item["card"])                                    # 6: a loop over them
    return next(x for x in evs if x.get("type") == "play")     # 7: a comprehension over them

def clean(events, obs, record, data):
    return [e.kind for e in events], record["game"], obs.pot, data["type"], {"type": 1}["type"]
'''


def test_the_event_counter_finds_planted_reads(tmp_path):
    reads = string_keyed_reads(PLANTED_EVENTS, _EventCounter)
    assert len(reads) == 7, reads
    planted = tmp_path / "cardgames_qt" / "ui" / "planted.py"
    planted.parent.mkdir(parents=True)
    planted.write_text(PLANTED_EVENTS, encoding="utf-8")
    (tmp_path / "cardgames_qt" / "ui" / "typed.py").write_text(
        "def f(events):\n    return [(e.kind, e.seat) for e in events if isinstance(e, Play)]\n", encoding="utf-8")
    found = tree_reads(tmp_path / "cardgames_qt", _EventCounter, EVENT_EDGE_MODULES)
    assert len(found) == 7 and all(f.startswith("cardgames_qt/ui/planted.py:") for f in found), found
    # the observation counter is not the event counter: the planted observation reads are not
    # event reads (but the ``event["type"]`` the observation counter leaves alone is one)
    assert string_keyed_reads(PLANTED_EVENTS) == []
    assert [text for _, text in string_keyed_reads(PLANTED, _EventCounter)] == ["event['type']"]


def test_the_event_counter_finds_a_read_planted_in_a_copy_of_the_package(tmp_path):
    """The real modules, one of them with a read put back: the count goes from 0 to 1."""
    copy = tmp_path / "cardgames_qt"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__", "*.qm", "*.png", "*.svg"))
    target = copy / "app" / "announcer.py"
    text = target.read_text(encoding="utf-8")
    anchor = "        for ev in events:\n            out += handler(ev, listener)\n"
    assert anchor in text
    target.write_text(text.replace(anchor, anchor + "            print(ev.get(\"type\"))\n"), encoding="utf-8")
    assert tree_reads(copy, _EventCounter, EVENT_EDGE_MODULES) == [
        "cardgames_qt/app/announcer.py:" + str(text[:text.index(anchor)].count("\n") + 3) + ": ev.get('type')"]


@pytest.mark.parametrize("source", EVENT_SOURCES)
def test_every_source_of_events_is_recognised(source):
    code = f"def f(self, state, s, seat, action, joint):\n    x = {source}\n    return x[0]['type']\n"
    assert len(string_keyed_reads(code, _EventCounter)) == 1


def test_no_module_reads_an_event_by_a_string_key():
    found = tree_reads(PACKAGE, _EventCounter, EVENT_EDGE_MODULES)
    assert found == [], "string-keyed event reads:\n" + "\n".join(found)
