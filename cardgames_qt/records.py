"""The project's one way of making data classes: ``dataclass`` and ``record``.

``dataclasses.dataclass`` writes each class's methods out as source text and compiles
them: ``__init__``, ``__repr__``, ``__eq__`` and, as the options ask, ``__hash__``, the
frozen ``__setattr__`` and ``__delattr__`` and four comparisons. That is 0.25 ms for a
plain class and 0.45 ms for a frozen one, and a table's start makes some 90 of them
(about 20 ms, measured beside ``bench/startup.py``). Here a class is still made a
dataclass by ``dataclasses`` itself (its fields, ``dataclasses.fields``, ``replace``,
``asdict``, ``__match_args__``), but with none of those methods; then

- ``__init__`` is a ready compiled template for that many fields, its parameter and
  attribute names set to the class's (``CodeType.replace``; one template a shape, so
  about a dozen compilations in all): the same function the dataclass would compile;
- the others are shared functions that read the fields through ``operator.attrgetter``.

What each option does is what the dataclass does with it (equality and hash by the
compared fields, the same repr, FrozenInstanceError, ``order``, ``slots`` with pickling,
``field(default_factory=..., repr=..., compare=...)``, ``__post_init__``); a class that
needs more (``kw_only``, ``InitVar``, ``field(init=False)``, ``unsafe_hash``) is refused
(TypeError): declare it with ``dataclasses.dataclass``. ``tests/engine/test_records.py``
holds every class made here to the dataclass's own behaviour.
"""
from __future__ import annotations

import dataclasses
import operator
import reprlib
from collections.abc import Callable
from types import CodeType, FunctionType
from typing import Any, TypeVar, dataclass_transform, overload

_T = TypeVar("_T")

#: placeholders of the templates (no field of ours is called so)
_SELF = "_rec_self"


class _Factory:
    """The default of a parameter whose field has a ``default_factory`` (shown as the
    dataclass's own is)."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY_SENTINEL = _Factory()

_templates: dict[tuple[int, bool, str, bool], CodeType] = {}  # shape -> code

#: every class made here, with the options it was made with (for the tests)
MADE: list[tuple[type, dict[str, bool]]] = []


Shape = tuple[int, bool, str, bool]  # (fields, some default_factory, how set, __post_init__)


def shape_of(cls: type) -> Shape:
    """The template shape of a class made here."""
    fields = dataclasses.fields(cls)
    frozen = cls.__dataclass_params__.frozen  # type: ignore[attr-defined]  # a dataclass
    return _shape(cls, list(fields), frozen, "__slots__" in cls.__dict__)


def _shape(cls: type, fields: list[dataclasses.Field[Any]], frozen: bool, slots: bool) -> Shape:
    how = ("slot" if slots else "object") if frozen else "attr"
    return (len(fields), any(f.default_factory is not dataclasses.MISSING for f in fields), how,
            hasattr(cls, "__post_init__"))


def template_source(shape: Shape, name: str = "__init__", typed: bool = False) -> str:
    """The source of the ``__init__`` template for ``shape`` (count, factories, how, post_init):
    parameters ``_rec_p0``..., attributes ``_rec_a0``... (renamed per class); ``how`` "attr":
    ``self.a = p`` (a mutable class), "object": ``object.__setattr__(self, "a", p)`` (a frozen
    one, as the dataclass's), "slot": the slot's own setter (a frozen slotted one: half the
    cost of that call). ``factories``: some field has a ``default_factory``: then every
    parameter is looked at (``_rec_f0() if _rec_p0 is <factory> else _rec_p0``; a field
    without one is never given the sentinel), so that a shape does not depend on which
    fields have one."""
    count, factories, how, post_init = shape
    lines = []
    for i in range(count):
        value = f"_rec_f{i}() if _rec_p{i} is _rec_sentinel else _rec_p{i}" if factories else f"_rec_p{i}"
        lines.append(f"    {_SELF}._rec_a{i} = {value}\n" if how == "attr"
                     else f"    _rec_s{i}({_SELF}, {value})\n" if how == "slot"
                     else f"    _rec_setattr({_SELF}, '_rec_a{i}', {value})\n")
    if post_init:
        lines.append(f"    {_SELF}.__post_init__()\n")
    body = "".join(lines) or "    pass\n"
    if typed:  # as written out in _init_templates.py: one parameter a line, annotated
        params = "".join(f"    {p}: Any,\n" for p in [_SELF, *(f"_rec_p{i}" for i in range(count))])
        return f"def {name}(\n{params}) -> None:\n{body}"
    return f"def {name}({_SELF}{''.join(f', _rec_p{i}' for i in range(count))}):\n{body}"


def _template(count: int, factories: bool, how: str, post_init: bool) -> CodeType:
    """The compiled template for a shape: from ``_init_templates`` (the app's own shapes,
    written out by tools/make_init_templates.py and loaded from their bytecode), else
    compiled here once."""
    key = (count, factories, how, post_init)
    code = _templates.get(key)
    if code is None:
        from . import _init_templates
        made = _init_templates.TEMPLATES.get(key)
        if made is not None:
            code = made.__code__
        else:
            scope: dict[str, Any] = {}
            exec(template_source(key), scope)  # once a shape
            code = scope["__init__"].__code__
        _templates[key] = code
    return code


def _make_init(cls: type, fields: list[dataclasses.Field[Any]], frozen: bool, slots: bool) -> Callable[..., None]:
    names = [f.name for f in fields]
    factories = tuple(f.default_factory is not dataclasses.MISSING for f in fields)
    shape = _shape(cls, fields, frozen, slots)
    how = shape[2]
    code = _template(*shape)
    rename = {_SELF: "self"} | {f"_rec_p{i}": n for i, n in enumerate(names)} \
        | {f"_rec_a{i}": n for i, n in enumerate(names)}
    code = code.replace(co_varnames=tuple(rename.get(n, n) for n in code.co_varnames),
                        co_names=tuple(rename.get(n, n) for n in code.co_names),
                        co_consts=tuple(rename.get(c, c) if isinstance(c, str) else c for c in code.co_consts),
                        co_name="__init__", co_qualname=f"{cls.__qualname__}.__init__")
    scope: dict[str, Any] = {"_rec_setattr": object.__setattr__, "_rec_sentinel": _FACTORY_SENTINEL,
                             "__builtins__": __builtins__}
    if how == "slot":
        scope |= {f"_rec_s{i}": getattr(cls, n).__set__ for i, n in enumerate(names)}
    defaults = []
    for i, f in enumerate(fields):
        if factories[i]:
            scope[f"_rec_f{i}"] = f.default_factory
            defaults.append(_FACTORY_SENTINEL)
        elif f.default is not dataclasses.MISSING:
            defaults.append(f.default)
        elif defaults:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")
    init = FunctionType(code, scope, "__init__", tuple(defaults) or None)
    init.__annotations__ = {f.name: f.type for f in fields} | {"return": None}
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    return init


def _getter(names: list[str]) -> Callable[[Any], tuple[Any, ...]]:
    """The fields ``names`` of an instance as a tuple (always a tuple)."""
    if not names:
        return lambda self: ()
    if len(names) == 1:
        one = operator.attrgetter(names[0])
        return lambda self: (one(self),)
    return operator.attrgetter(*names)


def _methods(made: type[Any], fields: list[dataclasses.Field[Any]], *, frozen: bool, slots: bool, eq: bool,
             order: bool) -> dict[str, Any]:
    """The methods ``made`` gets (each only where its own class body has none)."""
    methods: dict[str, Any] = {"__init__": _make_init(made, fields, frozen, slots)}
    shown = [f.name for f in fields if f.repr]

    @reprlib.recursive_repr()
    def __repr__(self: Any) -> str:
        return f"{self.__class__.__qualname__}({', '.join(f'{n}={getattr(self, n)!r}' for n in shown)})"
    methods["__repr__"] = __repr__

    compared = _getter([f.name for f in fields if f.compare])
    if eq:
        def __eq__(self: Any, other: object) -> bool:
            if other.__class__ is self.__class__:
                same: bool = compared(self) == compared(other)
                return same
            return NotImplemented
        methods["__eq__"] = __eq__
    if order:
        for name, op in (("__lt__", operator.lt), ("__le__", operator.le), ("__gt__", operator.gt),
                         ("__ge__", operator.ge)):
            def compare(self: Any, other: object, op: Callable[[Any, Any], bool] = op) -> Any:  # or NotImplemented
                if other.__class__ is self.__class__:
                    result: bool = op(compared(self), compared(other))
                    return result
                return NotImplemented
            methods[name] = compare
    # the hash as the dataclass decides it (its _hash_action table, without unsafe_hash)
    own_hash = made.__dict__.get("__hash__", dataclasses.MISSING)
    explicit = not (own_hash is dataclasses.MISSING or (own_hash is None and "__eq__" in made.__dict__))
    if eq and not explicit:
        if frozen:
            hashed = _getter([f.name for f in fields if (f.compare if f.hash is None else f.hash)])

            def __hash__(self: Any) -> int:
                return hash(hashed(self))
            methods["__hash__"] = __hash__
        else:
            methods["__hash__"] = None  # a mutable class that compares by value is unhashable
    if frozen:
        field_names = frozenset(f.name for f in fields)

        def __setattr__(self: Any, name: str, value: object) -> None:
            if type(self) is made or name in field_names:
                raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
            super(made, self).__setattr__(name, value)

        def __delattr__(self: Any, name: str) -> None:
            if type(self) is made or name in field_names:
                raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
            super(made, self).__delattr__(name)
        methods["__setattr__"], methods["__delattr__"] = __setattr__, __delattr__
        if slots:  # a frozen slotted instance is pickled by its fields (as the dataclass's)
            names = [f.name for f in fields]
            every = _getter(names)
            setters = [getattr(made, n).__set__ for n in names]

            def __getstate__(self: Any) -> list[Any]:
                return list(every(self))

            def __setstate__(self: Any, state: list[Any]) -> None:
                for set_slot, value in zip(setters, state, strict=True):
                    set_slot(self, value)
            methods["__getstate__"], methods["__setstate__"] = __getstate__, __setstate__
    return methods


def _make(cls: type[_T], *, frozen: bool, slots: bool, order: bool, eq: bool) -> type[_T]:
    bases = [b for b in cls.__mro__[1:] if "__dataclass_params__" in b.__dict__]
    if any(b.__dict__["__dataclass_params__"].frozen != frozen for b in bases):
        raise TypeError("cannot inherit frozen dataclass from a non-frozen one" if frozen
                        else "cannot inherit non-frozen dataclass from a frozen one")
    # dataclasses refuses a class it makes unfrozen (as here: it is frozen below) under a
    # frozen base: the bases say "not frozen" while it is made, and frozen again after
    frozen_bases = [b.__dict__["__dataclass_params__"] for b in bases] if frozen else []
    for params in frozen_bases:
        params.frozen = False
    # a class without a docstring is given its signature as one: by dataclasses from
    # object.__init__'s text signature here (5 ms for the first, through tokenize), so
    # written below from the fields
    undocumented = not cls.__dict__.get("__doc__")
    if undocumented:
        cls.__doc__ = "(records)"
    try:
        made = dataclasses.dataclass(init=False, repr=False, eq=False, slots=slots)(cls)
    finally:
        for params in frozen_bases:
            params.frozen = True
    every = made.__dataclass_fields__.values()  # type: ignore[attr-defined]  # made a dataclass just now
    if any(f.kw_only is True or "InitVar" in str(f.type) or not f.init for f in every):
        raise TypeError(f"{made.__qualname__}: records make plain fields only (no kw_only, InitVar or "
                        "init=False): declare it with dataclasses.dataclass")
    fields = list(dataclasses.fields(made))  # type: ignore[arg-type]  # (as above)
    for name, method in _methods(made, fields, frozen=frozen, slots=slots, eq=eq, order=order).items():
        if name in made.__dict__ and not (name == "__hash__" and made.__dict__[name] is None):
            continue  # the class's own method stays, as with the dataclass
        if method is not None and name != "__init__":
            method.__qualname__ = f"{made.__qualname__}.{name}"
            method.__module__ = made.__module__
        setattr(made, name, method)
    if undocumented:  # as the dataclass writes it: "Name(a: 'int', b: 'str' = 'x')"
        made.__doc__ = made.__name__ + "(" + ", ".join(
            f"{f.name}: {f.type!r}" + (" = <factory>" if f.default_factory is not dataclasses.MISSING
                                       else "" if f.default is dataclasses.MISSING else f" = {f.default!r}")
            for f in fields) + ")"
    params = made.__dataclass_params__  # type: ignore[attr-defined]  # dataclasses set it
    params.init = params.repr = True
    params.eq, params.frozen, params.order = eq, frozen, order
    MADE.append((made, {"frozen": frozen, "slots": slots, "order": order, "eq": eq}))
    return made


@overload
def dataclass(cls: type[_T], /) -> type[_T]: ...
@overload
def dataclass(*, frozen: bool = False, slots: bool = False, order: bool = False,
              eq: bool = True) -> Callable[[type[_T]], type[_T]]: ...


@dataclass_transform(field_specifiers=(dataclasses.field, dataclasses.Field))
def dataclass(cls: type[_T] | None = None, /, *, frozen: bool = False, slots: bool = False, order: bool = False,
              eq: bool = True) -> type[_T] | Callable[[type[_T]], type[_T]]:
    """``@dataclass`` / ``@dataclass(frozen=True, slots=True, order=True)``: the class the
    standard decorator makes with those options, made faster (see the module's doc)."""
    def wrap(c: type[_T]) -> type[_T]:
        return _make(c, frozen=frozen, slots=slots, order=order, eq=eq)
    return wrap if cls is None else wrap(cls)


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field, dataclasses.Field))
def record(cls: type[_T]) -> type[_T]:
    """A frozen, slotted data class (the engine's events and observations):
    ``dataclass(frozen=True, slots=True)``."""
    return _make(cls, frozen=True, slots=True, order=False, eq=True)
