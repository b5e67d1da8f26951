"""Checks for input from outside the engine: saves, scripts, settings.

The engine's one argument-checking layer. Every public function refuses bad
input of any type or size with :class:`IllegalMove` (never TypeError,
RecursionError or OverflowError) by calling these checks *before* it does
any work, with a message that quotes at most a few dozen characters of it.
Sizes are checked before anything is allocated or looped over, so the work
is bounded whatever the argument. Nested input is walked with an explicit
stack, never by recursion.

The rules' hot paths (a search bot calls them millions of times) have
private, unchecked twins that take only values the engine built; what is
public checks.
"""
from __future__ import annotations

import random
from typing import Any

from .errors import IllegalMove, short_repr

MAX_DEPTH = 8          # the deepest real save or settings value is 5 levels down
MAX_SEED_BITS = 64     # seeds are drawn below 2**63; a user may pick any 64-bit number
MAX_INT_BITS = 64      # no saved number (seeds included) is larger
_SCALARS = (str, int, float, bool, type(None))
_INF = float("inf")


def is_int(value: Any) -> bool:
    """A whole number that is not a bool (True == 1 is no seat, no count)."""
    return value.__class__ is int or (isinstance(value, int) and not isinstance(value, bool))


def as_int(value: Any, what: str, low: int | None = None, high: int | None = None) -> int:
    """A whole number (no bool) within ``low``..``high`` (None: unbounded on that side)."""
    if not (low is None or is_int(low)) or not (high is None or is_int(high)):
        raise IllegalMove(f"Bounds are whole numbers or None, not {short_repr(low)} and {short_repr(high)}.")
    if not is_int(value):
        raise IllegalMove(f"The {as_what(what)} must be a whole number, not {short_repr(value)}.")
    if (low is not None and value < low) or (high is not None and value > high):
        low_text, high_text = short_repr(low), short_repr(high)
        span = (f"{low_text} to {high_text}" if low is not None and high is not None
                else f"at least {low_text}" if low is not None else f"at most {high_text}")
        raise IllegalMove(f"The {as_what(what)} must be {span}, not {short_repr(value)}.")
    return int(value)


def _require(condition: Any, detail: Any = "an invariant fails") -> None:
    """An invariant of a state: AssertionError (what ``check_invariants`` raises) unless
    ``condition`` holds; unlike ``assert``, kept under ``python -O``, because ``from_dict``
    relies on it to refuse a save."""
    if not condition:
        raise AssertionError(detail)


def as_seat(value: Any, players: int) -> int:
    """A seat number 0..players-1 (no bool, no float)."""
    as_int(players, "number of players", 1, 64)
    if not is_int(value) or not 0 <= value < players:
        raise IllegalMove("no_such_seat", given=short_repr(value))
    return int(value)


def as_text(value: Any, what: str, limit: int = 200) -> str:
    """A string of at most ``limit`` characters."""
    if not isinstance(value, str):
        raise IllegalMove(f"The {as_what(what)} must be text, not {short_repr(value)}.")
    if len(value) > limit:
        raise IllegalMove(f"The {as_what(what)} is {len(value)} characters long: at most {limit}.")
    return value


def as_what(what: Any) -> str:
    """The caller's name of a thing, for a message: short text only."""
    if not isinstance(what, str) or len(what) > 80:
        raise IllegalMove(f"A description must be short text, not {short_repr(what)}.")
    return what


def as_choice(value: Any, choices: tuple[Any, ...], what: str) -> Any:
    """One of ``choices`` (compared only once the value is known to be hashable text or a number)."""
    if not isinstance(choices, (tuple, frozenset)) or len(choices) > 100 or \
            not all(isinstance(c, (str, int, float, type(None))) for c in choices):
        raise IllegalMove(f"The choices must be a short tuple of words or numbers, not {short_repr(choices)}.")
    if isinstance(value, (str, int, float, type(None))) and value in choices:
        return value
    raise IllegalMove(f"Unknown {as_what(what)} {short_repr(value)} (choose {', '.join(map(str, choices))}).")


def as_random(rng: Any) -> random.Random:
    """A random generator (``random.Random`` or a subclass)."""
    if not isinstance(rng, random.Random):
        raise IllegalMove(f"A random generator (random.Random) is needed, not {short_repr(rng)}.")
    return rng


def as_mapping(value: Any, what: str, limit: int = 1000) -> dict[Any, Any]:
    """A dict of at most ``limit`` entries."""
    if not isinstance(value, dict):
        raise IllegalMove(f"The {as_what(what)} must be a mapping, not {short_repr(value)}.")
    if len(value) > limit:
        raise IllegalMove(f"The {as_what(what)} holds {len(value)} entries: more than there can be.")
    return value


def as_list(value: Any, what: str, limit: int = 1000) -> list[Any]:
    """A list or tuple of at most ``limit`` items, as a list."""
    if not isinstance(value, (list, tuple)):
        raise IllegalMove(f"The {as_what(what)} must be a list, not {short_repr(value)}.")
    if len(value) > limit:
        raise IllegalMove(f"The {as_what(what)} holds {len(value)} items: more than there can be.")
    return list(value)


def as_instance(value: Any, cls: type, what: str) -> Any:
    """``value`` if it is a ``cls``."""
    if not isinstance(cls, type):
        raise IllegalMove(f"A class is needed, not {short_repr(cls)}.")
    if not isinstance(value, cls):
        raise IllegalMove(f"The {as_what(what)} must be a {cls.__name__}, not {short_repr(value)}.")
    return value


def check_json(value: Any, what: str, max_depth: int = MAX_DEPTH) -> None:
    """Refuse anything that is not plain JSON data (dicts with string keys, lists,
    strings, finite numbers, booleans, None) nested at most ``max_depth`` deep."""
    what = as_what(what)
    max_depth = as_int(max_depth, "greatest depth", 0, 64)
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


def as_history(history: Any) -> list[Any] | tuple[Any, ...]:
    """A history: a list of ``[seat, action]`` entries (checked one by one on replay)."""
    if not isinstance(history, (list, tuple)):
        raise IllegalMove(f"A history is a list of moves, not {short_repr(history)}.")
    return history


def as_card_list(cards: Any, what: str, limit: int = 52) -> list[Any]:
    """A list (or tuple) of at most ``limit`` cards, each checked by the caller."""
    what = as_what(what)
    limit = as_int(limit, "most cards", 0, 52)
    if isinstance(cards, (str, bytes)):
        raise IllegalMove(f"The {what} must be a list of cards, not one string.")
    if not isinstance(cards, (list, tuple, set, frozenset)):
        raise IllegalMove(f"The {what} must be a list of cards, not {short_repr(cards)}.")
    if len(cards) > limit:
        raise IllegalMove(f"The {what} holds {len(cards)} cards: more than there can be.")
    return list(cards)


def as_number(value: Any, what: str, limit: float = 1e15) -> float | int:
    """A finite int or float of at most ``limit`` in size (no bool)."""
    what = as_what(what)
    if isinstance(limit, bool) or not isinstance(limit, (int, float)) or not 0 <= limit <= 1e300:
        raise IllegalMove(f"A limit must be a number from 0 to 1e300, not {short_repr(limit)}.")
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise IllegalMove(f"The {what} must be a number, not {short_repr(value)}.")
    if isinstance(value, float) and value != value or not -limit <= value <= limit:
        raise IllegalMove(f"The {what} must be a number within ±{limit:g}, not {short_repr(value)}.")
    return value


def check_saved_state(data: Any, game_id: str) -> None:
    """The checks every ``State.from_dict`` makes before it reads anything: a mapping
    of the right game, plain JSON data, a list as history and a real seed."""
    from .catalogue import GAME_IDS
    from .movelog import MoveLog  # (movelog checks its moves with this module)
    game_id = as_choice(game_id, GAME_IDS, "game")
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
    """A deep copy of plain JSON data (refused unless ``check_json`` passes it)."""
    check_json(value, "The data to copy")
    return _plain_copy(value)


def _plain_copy(value: Any) -> Any:
    """A deep copy of plain data (dicts, lists and scalars), several times faster
    than ``copy.deepcopy``. Only for data the engine built or ``check_json``
    passed: its depth is bounded, so the recursion is too."""
    cls = value.__class__
    if cls is list:
        return [_plain_copy(v) if v.__class__ in _CONTAINERS else v for v in value]
    if cls is dict:
        return {k: _plain_copy(v) if v.__class__ in _CONTAINERS else v for k, v in value.items()}
    return value


_CONTAINERS = (list, dict)

