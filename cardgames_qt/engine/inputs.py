"""Checks for input from outside the engine: saves, scripts, settings.

Every public function refuses bad input of any type or size with
:class:`IllegalMove` (never TypeError, RecursionError or OverflowError), with
a message that quotes at most a few dozen characters of it. Nested input is
walked with an explicit stack, never by recursion.
"""
from __future__ import annotations

from typing import Any

from .errors import IllegalMove, short_repr
from .movelog import MoveLog

MAX_DEPTH = 8          # the deepest real save or settings value is 5 levels down
MAX_SEED_BITS = 64     # seeds are drawn below 2**63; a user may pick any 64-bit number
MAX_INT_BITS = 64      # no saved number (seeds included) is larger
_SCALARS = (str, int, float, bool, type(None))
_INF = float("inf")


def check_json(value: Any, what: str, max_depth: int = MAX_DEPTH) -> None:
    """Refuse anything that is not plain JSON data (dicts with string keys, lists,
    strings, finite numbers, booleans, None) nested at most ``max_depth`` deep."""
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, _SCALARS):
            if isinstance(item, float) and (item != item or item in (_INF, -_INF)):
                raise IllegalMove(f"{what} holds a number that is not finite.")
            if isinstance(item, int) and item.bit_length() > MAX_INT_BITS:
                raise IllegalMove(f"{what} holds a number too large to be real.")
            continue
        if depth >= max_depth:
            raise IllegalMove(f"{what} is nested too deeply to be real.")
        if isinstance(item, dict):
            for key, sub in item.items():
                if not isinstance(key, str):
                    raise IllegalMove(f"{what} has a key that is not text: {short_repr(key)}.")
                stack.append((sub, depth + 1))
        elif isinstance(item, (list, tuple)):
            stack.extend((sub, depth + 1) for sub in item)
        else:
            raise IllegalMove(f"{what} holds {short_repr(item)}, which is not plain data.")


def as_seed(seed: Any) -> int | None:
    """A game's seed: None (draw one) or a whole number of at most 64 bits."""
    if seed is None:
        return None
    if not isinstance(seed, int) or isinstance(seed, bool) or seed.bit_length() > MAX_SEED_BITS:
        raise IllegalMove(f"A seed is a whole number below 2**64, not {short_repr(seed)}.")
    return seed


def as_history(history: Any) -> list:
    """A history: a list of ``[seat, action]`` entries (checked one by one on replay)."""
    if not isinstance(history, (list, tuple)):
        raise IllegalMove(f"A history is a list of moves, not {short_repr(history)}.")
    return history


def as_card_list(cards: Any, what: str, limit: int = 52) -> list:
    """A list (or tuple) of at most ``limit`` cards, each checked by the caller."""
    if isinstance(cards, (str, bytes)):
        raise IllegalMove(f"The {what} must be a list of cards, not one string.")
    if not isinstance(cards, (list, tuple, set, frozenset)):
        raise IllegalMove(f"The {what} must be a list of cards, not {short_repr(cards)}.")
    if len(cards) > limit:
        raise IllegalMove(f"The {what} holds {len(cards)} cards: more than there can be.")
    return list(cards)


def as_number(value: Any, what: str, limit: float = 1e15) -> float | int:
    """A finite int or float of at most ``limit`` in size (no bool)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise IllegalMove(f"The {what} must be a number, not {short_repr(value)}.")
    if isinstance(value, float) and value != value or not -limit <= value <= limit:
        raise IllegalMove(f"The {what} must be a number within ±{limit:g}, not {short_repr(value)}.")
    return value


# what a damaged save can make the rebuilding code raise: each becomes IllegalMove
DAMAGED = (KeyError, TypeError, ValueError, IndexError, AssertionError, OverflowError,
           AttributeError, ZeroDivisionError)


def check_saved_state(data: Any, game_id: str) -> None:
    """The checks every ``State.from_dict`` makes before it reads anything: a mapping
    of the right game, plain JSON data, a list as history and a real seed."""
    if not isinstance(data, dict) or data.get("game") != game_id:
        raise IllegalMove("not_a_save", game=game_id)
    if isinstance(data.get("history"), MoveLog):  # the store's own moves, checked as they were written
        check_json({k: v for k, v in data.items() if k != "history"}, "This saved game")
    else:
        check_json(data, "This saved game")
        as_history(data.get("history"))
    if as_seed(data.get("seed")) is None:
        raise IllegalMove("damaged_save", game=game_id, detail="it has no seed")


def plain_copy(value: Any) -> Any:
    """A deep copy of plain data (dicts, lists and scalars), several times faster
    than ``copy.deepcopy``. Only for data the engine built or ``check_json``
    passed: its depth is bounded, so the recursion is too."""
    cls = value.__class__
    if cls is list:
        return [plain_copy(v) if v.__class__ in _CONTAINERS else v for v in value]
    if cls is dict:
        return {k: plain_copy(v) if v.__class__ in _CONTAINERS else v for k, v in value.items()}
    return value


_CONTAINERS = (list, dict)
