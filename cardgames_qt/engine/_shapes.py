"""The shape of saved data (private to the engine: its functions take only the
shapes the engine itself writes).

A save is checked against a shape before anything reads it, so the code that
rebuilds a state (and every later move) meets only the types and sizes it was
written for. A shape is a small tuple; build them with these functions.
"""
from __future__ import annotations

import re
from typing import Any

from .errors import short_repr
from .inputs import is_int

#: a shape: a kind and its details (built by the functions below, read by shape_problem)
Shape = tuple[Any, ...]


def Int(low: int | None = None, high: int | None = None) -> Shape:
    """A whole number (no bool) within ``low``..``high``."""
    return ("int", low, high)


def OneOf(*values: Any) -> Shape:
    """One of these strings (or None)."""
    return ("one_of", frozenset(values))


def ListOf(item: Shape, low: int = 0, high: int | None = None) -> Shape:
    """A list of ``low``..``high`` items, each of shape ``item``."""
    return ("list", item, low, high)


def Fixed(*items: Shape) -> Shape:
    """A list of exactly these items, in order (a ``[seat, card]`` pair...)."""
    return ("fixed", items)


def Record(**fields: Shape) -> Shape:
    """A dict with these keys (others, from a later version, are left alone)."""
    return ("record", fields)


def Match(pattern: re.Pattern[str], limit: int = 64) -> Shape:
    """A string of at most ``limit`` characters that ``pattern`` matches whole."""
    return ("match", pattern, limit)


def Either(*shapes: Shape) -> Shape:
    return ("either", shapes)


BOOL = ("bool",)
ANY = ("any",)  # checked elsewhere (the settings, the generator, the history)


def shape_problem(value: Any, shape: Shape, where: str = "") -> str | None:
    """Where and how ``value`` departs from ``shape`` (a short phrase), or None if it fits."""
    kind = shape[0]
    if kind == "int":
        _, low, high = shape
        if not is_int(value) or (low is not None and value < low) or (high is not None and value > high):
            return f"{where or 'a value'} is {short_repr(value, 24)}"
    elif kind == "bool":
        if not isinstance(value, bool):
            return f"{where or 'a flag'} is {short_repr(value, 24)}"
    elif kind == "one_of":
        if not isinstance(value, (str, type(None))) or value not in shape[1]:
            return f"{where or 'a value'} is {short_repr(value, 24)}"
    elif kind == "list":
        _, item, low, high = shape
        if not isinstance(value, list) or len(value) < low or (high is not None and len(value) > high):
            return f"{where or 'a list'} is {short_repr(value, 24)}"
        for i, sub in enumerate(value):
            problem = shape_problem(sub, item, f"{where}[{i}]")
            if problem:
                return problem
    elif kind == "fixed":
        items = shape[1]
        if not isinstance(value, list) or len(value) != len(items):
            return f"{where or 'an entry'} is {short_repr(value, 24)}"
        for i, (sub, item) in enumerate(zip(value, items, strict=True)):
            problem = shape_problem(sub, item, f"{where}[{i}]")
            if problem:
                return problem
    elif kind == "record":
        fields = shape[1]
        if not isinstance(value, dict):
            return f"{where or 'a record'} is {short_repr(value, 24)}"
        missing = [k for k in fields if k not in value]
        if missing:
            return f"{where + '.' if where else ''}{missing[0]} is missing"
        for key, item in fields.items():
            problem = shape_problem(value[key], item, f"{where}.{key}" if where else key)
            if problem:
                return problem
    elif kind == "match":
        _, pattern, limit = shape
        if not isinstance(value, str) or len(value) > limit or not pattern.fullmatch(value):
            return f"{where or 'a value'} is {short_repr(value, 24)}"
    elif kind == "any":
        pass
    elif kind == "either":
        if all(shape_problem(value, s, where) for s in shape[1]):
            return f"{where or 'a value'} is {short_repr(value, 24)}"
    else:  # a shape this module does not build: the engine's own mistake
        raise AssertionError(f"unknown shape {kind!r}")
    return None
