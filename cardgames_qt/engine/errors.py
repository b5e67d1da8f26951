"""The engine's one error type."""
from __future__ import annotations

SHORT = 60  # at most this many characters of a caller's input go into a message


def short_repr(value: object, limit: int = SHORT) -> str:
    """``repr(value)`` cut to ``limit`` characters, safe for any input.

    Messages quote bad input so a person sees what was wrong; a megabyte
    string, a huge int or a list nested 10,000 deep must not come back whole
    (or blow the stack while being printed).
    """
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        if value.bit_length() > 160:  # repr of a huge int is slow and can be refused
            return f"<a {value.bit_length()}-bit number>"
        text = repr(value)
    elif isinstance(value, str):
        text = repr(value[:limit + 1])
    elif isinstance(value, (float, bytes)):
        text = repr(value[:limit + 1] if isinstance(value, bytes) else value)
    elif isinstance(value, (list, tuple, dict, set, frozenset)):
        text = _container(value, limit)
    else:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "\u2026"


def _container(value, limit: int) -> str:
    """A bounded rendering of a container without recursion."""
    kind = type(value).__name__
    if not value:
        return repr(type(value)())
    items = list(value.items())[:8] if isinstance(value, dict) else list(value)[:8]
    parts = []
    for item in items:
        if isinstance(item, tuple) and isinstance(value, dict):
            k, v = item
            parts.append(f"{_leaf(k)}: {_leaf(v)}")
        else:
            parts.append(_leaf(item))
        if sum(map(len, parts)) > limit:
            break
    body = ", ".join(parts)
    more = ", \u2026" if len(parts) < len(value) else ""
    opening, closing = {"list": "[]", "tuple": "()", "dict": "{}"}.get(kind, "{}")
    return f"{opening}{body}{more}{closing}"


def _leaf(item) -> str:
    if isinstance(item, (list, tuple, dict, set, frozenset)):
        return "[\u2026]" if item else repr(type(item)())
    return short_repr(item, 20)


class IllegalMove(ValueError):
    """A move or setting the rules do not allow.

    The message is meant for a person ("You have already bid this round").
    Whatever raised it left the game state exactly as it was.
    """
