"""cardgames_qt.records makes the project's data classes faster than ``dataclasses`` does; every
class it makes (all of the app's, imported here) behaves as the standard decorator's
class with the same fields and options: its signature, flags, repr, equality, hash,
order, frozen errors, copies, pickling, ``replace`` and ``asdict``, checked against a twin
that ``dataclasses.make_dataclass`` builds beside it."""
from __future__ import annotations

import copy
import dataclasses
import importlib
import inspect
import pickle
import pkgutil
import typing

import pytest

import cardgames_qt
from cardgames_qt import _init_templates, records
from cardgames_qt.engine.cards import Card


def _import_everything() -> list[tuple[type, dict[str, bool]]]:
    for info in pkgutil.walk_packages(cardgames_qt.__path__, "cardgames_qt."):
        if info.name.endswith("__main__"):
            continue
        importlib.import_module(info.name)
    return list(records.MADE)


MADE = _import_everything()
OURS = {records.__file__, "<string>", _init_templates.__file__}

#: values a class's own checks accept, where placeholders would be refused
SAMPLES: dict[str, dict[str, typing.Any]] = {"Card": {"rank": 12, "suit": "H"}}


def _ours(value: object) -> bool:
    code = getattr(value, "__code__", None) or getattr(getattr(value, "__wrapped__", None), "__code__", None)
    return code is not None and code.co_filename in OURS


def _twin(cls: type, options: dict[str, bool]) -> type:
    """The standard dataclass of ``cls``'s fields and options, with the class's own methods."""
    fields = dataclasses.fields(cls)
    own = {k: v for k, v in cls.__dict__.items()
           if k not in {f.name for f in fields} and not k.startswith("__dataclass") and not _ours(v)
           and k not in ("__dict__", "__weakref__", "__slots__", "__match_args__", "__getstate__", "__setstate__",
                         "__hash__", "__module__", "__qualname__", "__doc__", "__annotations__")
           and not isinstance(v, dataclasses.Field) and not (k.startswith("_") and isinstance(v, type(len)))}
    if "__hash__" in cls.__dict__ and cls.__dict__["__hash__"] is not None and not _ours(cls.__dict__["__hash__"]):
        own["__hash__"] = cls.__dict__["__hash__"]
    spec = []
    for f in fields:
        twin_field = dataclasses.field(default=f.default, default_factory=f.default_factory, repr=f.repr,
                                       compare=f.compare, hash=f.hash)
        spec.append((f.name, f.type, twin_field))
    twin = dataclasses.make_dataclass(cls.__name__, spec, namespace=own, **options)
    twin.__qualname__ = cls.__qualname__
    return twin


def _doc_of_body(cls: type) -> bool:
    """Whether the class body had a docstring (one made from the signature starts with its name
    and an opening bracket)."""
    return not (cls.__doc__ or "").startswith(cls.__name__ + "(")


def _values(cls: type) -> dict[str, typing.Any]:
    sample = SAMPLES.get(cls.__name__)
    if sample is not None:
        return dict(sample)
    # (a factory other than an empty container's may differ at each call: a value is given)
    return {f.name: f"<{f.name}>" for f in dataclasses.fields(cls)
            if f.default is dataclasses.MISSING and f.default_factory not in (list, dict, set, tuple)}


def _same(what: typing.Callable[[typing.Any], typing.Any], made: object, reference: object) -> None:
    """``what`` gives the same for both (or fails the same way)."""
    try:
        ours = ("value", repr(what(made)))
    except Exception as exc:  # noqa: BLE001 - the same failure from both is the same behaviour
        ours = ("raised", type(exc).__name__)
    try:
        theirs = ("value", repr(what(reference)))
    except Exception as exc:  # noqa: BLE001 - (as above) the same failure from both is the same behaviour
        theirs = ("raised", type(exc).__name__)
    assert ours == theirs


def _made(factory: typing.Callable[..., typing.Any], values: dict[str, typing.Any]) -> tuple[str, typing.Any]:
    try:
        return "made", factory(**values)
    except Exception as exc:  # noqa: BLE001 - the same refusal from both is the same behaviour
        return type(exc).__name__, None


def test_every_data_class_of_the_app_is_made_here():
    """No module makes a data class with ``dataclasses.dataclass`` any more (each costs the
    start 0.25-0.45 ms), unless it needs what records refuse."""
    import ast
    import pathlib
    root = pathlib.Path(cardgames_qt.__file__).parent
    found = []
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "dataclasses" \
                    and any(a.name == "dataclass" for a in node.names):
                found.append(str(path.relative_to(root)))
    assert found == []
    assert len(MADE) >= 100, len(MADE)


@pytest.mark.parametrize("cls,options", MADE, ids=[f"{c.__module__.split('.')[-1]}.{c.__qualname__}" for c, _ in MADE])
def test_a_made_class_behaves_as_the_standard_dataclass(cls, options):
    twin = _twin(cls, options)
    assert str(inspect.signature(cls)) == str(inspect.signature(twin))
    for flag in ("init", "repr", "eq", "order", "frozen"):
        assert getattr(cls.__dataclass_params__, flag) == getattr(twin.__dataclass_params__, flag), flag
    assert cls.__match_args__ == twin.__match_args__
    if not _doc_of_body(cls):
        assert cls.__doc__ == twin.__doc__  # the signature, written as the dataclass writes it
    assert (cls.__hash__ is None) == (twin.__hash__ is None)
    assert ("__dict__" in dir(cls)) == ("__dict__" in dir(twin))
    values = _values(cls)
    (how, made), (twin_how, reference) = _made(cls, values), _made(twin, values)
    assert how == twin_how, (how, twin_how)
    if made is None:
        return
    assert repr(made) == repr(reference)
    again = cls(**values)
    assert made == again and (made != again) is False and (made == reference) is False
    if cls.__hash__ is not None:
        try:
            assert hash(made) == hash(reference) == hash(again)
        except TypeError:  # a field holds a list: neither may be hashed
            with pytest.raises(TypeError):
                hash(reference)
    if options.get("order"):
        assert (made < again) == (reference < twin(**values)) and made <= again and made >= again
    fields = dataclasses.fields(cls)
    if options.get("frozen"):
        for name in [f.name for f in fields][:2]:
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(made, name, None)
            with pytest.raises(dataclasses.FrozenInstanceError):
                delattr(made, name)
    elif fields and not options.get("slots"):
        setattr(again, fields[0].name, "changed")  # a mutable class: the field changes
        assert getattr(again, fields[0].name) == "changed" and (again == made) is False
    assert copy.copy(made) == made and copy.deepcopy(made) == made
    if "<locals>" not in cls.__qualname__:
        try:
            back = pickle.loads(pickle.dumps(made))
        except TypeError:  # a field holds what cannot be pickled (a function, a lock)
            pass
        else:
            assert back == made
    if fields and fields[0].init:
        first = fields[0].name
        changed, twin_changed = _made(lambda **kw: dataclasses.replace(made, **kw), {first: "<other>"}), \
            _made(lambda **kw: dataclasses.replace(reference, **kw), {first: "<other>"})
        assert changed[0] == twin_changed[0]
        if changed[1] is not None:
            assert repr(changed[1]) == repr(twin_changed[1])
    _same(dataclasses.asdict, made, reference)
    _same(dataclasses.astuple, made, reference)
    with pytest.raises(TypeError):
        cls(*[None] * (len(fields) + 1))  # one value too many


def test_a_card_orders_and_hashes_as_before():
    """Card is ordered (sorted hands) and a dict key: as the standard dataclass made it."""
    cards = [Card(3, "S"), Card(12, "H"), Card(14, "C"), Card(12, "D"), Card(2, "H")]
    assert sorted(cards) == sorted(cards, key=lambda c: (c.rank, c.suit))
    assert len({Card(12, "H"), Card(12, "H")}) == 1 and Card(12, "H") != Card(12, "D")


def test_what_records_refuse_is_refused_loudly():
    with pytest.raises(TypeError, match="plain fields"):
        @records.dataclass
        class Hidden:
            a: int
            b: int = dataclasses.field(default=0, init=False)
    with pytest.raises(TypeError, match="non-default argument"):
        @records.dataclass
        class Order:
            a: int = 0
            b: int
    with pytest.raises(TypeError, match="non-frozen"):
        @records.dataclass(frozen=True)
        class Base:
            a: int

        @records.dataclass
        class Child(Base):
            b: int


def test_the_app_s_templates_are_written_out_and_none_is_compiled():
    """(what makes it cheap) one template a shape (number of fields, how they are set), not
    one a class; the app's shapes come ready from _init_templates (bytecode, no compiling):
    the file is what tools/make_init_templates.py writes for the shapes the app has now."""
    import importlib.util
    import pathlib
    assert len(records._templates) < len(MADE) / 2, (len(records._templates), len(MADE))
    shapes = sorted({records.shape_of(cls) for cls, _ in MADE})
    assert sorted(_init_templates.TEMPLATES) == shapes, "run: python tools/make_init_templates.py"
    tool = pathlib.Path(cardgames_qt.__file__).resolve().parents[1] / "tools" / "make_init_templates.py"
    spec = importlib.util.spec_from_file_location("make_init_templates", tool)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    written = pathlib.Path(_init_templates.__file__).read_text(encoding="utf-8")
    assert written == module.source(shapes), "run: python tools/make_init_templates.py"
    for shape in shapes:  # every template the app uses came from the file
        assert records._templates[shape] is _init_templates.TEMPLATES[shape].__code__, shape


def test_a_shape_not_written_out_is_compiled_and_works():
    @records.dataclass
    class Many:
        a: int = 1
        b: int = 2
        c: list[int] = dataclasses.field(default_factory=list)
        d: int = 4
        e: int = 5
        f: int = 6
        g: int = 7
        h: int = 8
        i: int = 9
        j: int = 10
        k: int = 11
        m: int = 12
        n: int = 13

        def __post_init__(self) -> None:
            self.a += 100
    shape = records.shape_of(Many)
    assert shape not in _init_templates.TEMPLATES
    made = Many(b=3)
    assert (made.a, made.b, made.c, made.n) == (101, 3, [], 13) and Many().c is not Many().c
