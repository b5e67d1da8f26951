"""The engine's one error type, every refusal code with its English sentence,
and the short quoting of bad input that messages use."""
from __future__ import annotations

import threading
from typing import Any

from cardgames_qt.records import dataclass

SHORT = 60  # at most this many characters of a caller's input go into a message


def short_repr(value: object, limit: int = SHORT) -> str:
    """``repr(value)`` cut to ``limit`` characters, safe for any input.

    Messages quote bad input so a person sees what was wrong; a megabyte
    string, a huge int or a list nested 10,000 deep must not come back whole
    (or blow the stack while being printed).
    """
    if limit.__class__ is not int or not 8 <= limit <= 10_000:
        raise IllegalMove(f"A quote is cut to 8 to 10,000 characters, not {short_repr(limit)}.")
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


def clip(text: str, limit: int = SHORT) -> str:
    """``text`` cut to ``limit`` characters (for details quoted inside a message);
    anything but text is quoted by :func:`short_repr`."""
    if not isinstance(text, str):
        return short_repr(text, limit)
    if limit.__class__ is not int or not 8 <= limit <= 10_000:
        raise IllegalMove(f"A quote is cut to 8 to 10,000 characters, not {short_repr(limit)}.")
    return text if len(text) <= limit else text[:limit - 1] + "\u2026"


def _container(value: Any, limit: int) -> str:
    """A bounded rendering of a container without recursion."""
    kind = type(value).__name__
    if not value:
        return repr(type(value)())
    items = list(value.items())[:8] if isinstance(value, dict) else list(value)[:8]
    parts = []
    for item in items:
        if isinstance(item, tuple) and isinstance(value, dict):
            k, v = item[0], item[1]
            parts.append(f"{_leaf(k)}: {_leaf(v)}")
        else:
            parts.append(_leaf(item))
        if sum(map(len, parts)) > limit:
            break
    body = ", ".join(parts)
    more = ", \u2026" if len(parts) < len(value) else ""
    brackets = {"list": "[]", "tuple": "()", "dict": "{}"}.get(kind, "{}")
    opening, closing = brackets[0], brackets[1]
    return f"{opening}{body}{more}{closing}"


def _leaf(item: Any) -> str:
    if isinstance(item, (list, tuple, dict, set, frozenset)):
        return "[\u2026]" if item else repr(type(item)())
    return short_repr(item, 20)


# --- every refusal code, with its English sentence ------------------------------------
# The one list of codes: the UI translates by code (cardgames_qt/ui/words/engine_text.py),
# never by matching the English. A template's fields are the exception's params,
# plus the plain-English forms that _english() derives from them.
MESSAGES: dict[str, str] = {
    "generic": "{message}",
    # every game
    "game_over": "The game is over: no more {what}.",
    "no_such_seat": "There is no seat {given} at this table.",
    "simultaneous_phase": "Everybody decides at once now: use apply_actions.",
    "joint_not_mapping": "Give one action for each acting seat, as seat -> action.",
    "one_action_per_seat": "Expected one action for each of seats {seats}.",
    "not_a_card": "{given} is not a card (write rank and suit, e.g. 10C or QH)",
    # saves and histories
    "unknown_game": "Unknown game {given} (known: gops, guts, zhopa).",
    "not_a_save": "This is not a saved {game_name} game.",
    "damaged_save": "This saved {game_name} game is damaged ({detail}).",
    "history_malformed": "Move {move} of the history is malformed.",
    "history_illegal": "Move {move} of the history is not legal: {reason}",
    # Gops
    "no_such_player": "There is no player {given}: Gops is played by A (0) and B (1).",
    "already_bid": "Player {name} has already bid this round; a sealed bid cannot be changed.",
    "not_a_bid": "{given} is not a bid: bid a value from 1 (ace) to {cards}.",
    "bid_spent": "Player {name} no longer holds the {value_name} \u2014 it was spent in round {round}.",
    # Guts
    "not_in_or_out": "In Guts you declare \"in\" or \"out\", not {given}.",
    "already_declared": "You have already declared for this hand: declarations are sealed, "
                        "no late changes.",
    # Zhopa
    "not_your_turn": "Wait for your turn: player {player} {doing} now.",
    "bets_first": "Bets first: say go or pass before any card is played.",
    "bets_made": "The bets are made for this partie: play a card.",
    "not_in_deck": "There is no {card} in the Zhopa deck (it runs from 6 to ace).",
    "not_held": "You do not hold the {card_symbol}.",
    "played_earlier": "You do not hold the {card_symbol}: {who} played it in trick {trick}.",
    "must_beat": "You must beat the {holder_card_symbol} if you can (you can with {options_symbols}).",
    "follow_suit": "Follow {suit_name}: you cannot take the lead, so play one of your {suit_name}.",
    "follow_suit_or_lead": "Follow {suit_name}, or take the lead.",
    "off_suit_eight": "An off-suit 8 only when you hold no {suit_name}.",
}

VALUE_NAMES = {  # Gops bid values a message names in words
   1: "ace (1)", 11: "jack (11)", 12: "queen (12)", 13: "king (13)"}


def card_symbol(card: str) -> str:
    """ "QS" -> "Q\u2660" (cards in params are canonical strings; anything else is quoted)."""
    from .cards import SUIT_SYMBOLS  # cards.py imports this module
    if not isinstance(card, str) or not 2 <= len(card) <= 3:
        return short_repr(card)
    return card[:-1] + SUIT_SYMBOLS.get(card[-1:], card[-1:])


def _english(code: str, params: dict[str, Any]) -> dict[str, Any]:
    """The params plus the English words their template uses (a param of an
    unexpected type is quoted as it is)."""
    from .cards import SUIT_NAMES
    from .catalogue import GAME_NAMES  # the catalogue imports this module
    out = dict(params)
    for key, value in params.items():
        if key.endswith("card") and isinstance(value, str):
            out[key + "_symbol"] = card_symbol(value)
        elif key == "options" and isinstance(value, (list, tuple)) and len(value) <= 36:
            out["options_symbols"] = ", ".join(card_symbol(c) for c in value)
        elif key == "suit" and isinstance(value, str):
            out["suit_name"] = SUIT_NAMES.get(value, value)
        elif key == "game" and isinstance(value, str):
            out["game_name"] = GAME_NAMES.get(value, value)
        elif key == "value" and value.__class__ is int:
            out["value_name"] = VALUE_NAMES.get(value, str(value))
    seat = params.get("seat")
    if seat.__class__ is int and -1 <= seat < 100:
        out["player"] = seat + 1
        out["name"] = "AB"[seat] if code in ("already_bid", "bid_spent") and seat in (0, 1) else seat + 1
    if code == "not_your_turn":
        out["doing"] = "bets" if params.get("phase") == "bet" else "plays"
    by = params.get("by")
    if code == "played_earlier":
        out["who"] = "you" if params.get("by_you") else \
            f"player {by + 1}" if by.__class__ is int and 0 <= by < 100 else "another player"
    return out


class _Fields(dict[str, str]):
    """A template's fields as bounded text; a field the refusal did not give is an error."""

    def __init__(self, code: str, fields: dict[str, Any]):
        super().__init__((k, clip(v, 200) if isinstance(v, str) else short_repr(v, 200)) for k, v in fields.items())
        self.code = code

    def __missing__(self, key: str) -> str:
        raise IllegalMove("generic", message=f"The refusal {self.code} needs its detail {key}.")


def render(code: str, params: dict[str, Any]) -> str:
    """The English sentence of a refusal."""
    if not isinstance(code, str) or code not in MESSAGES:
        raise IllegalMove("generic", message=f"There is no refusal code {short_repr(code)}.")
    if not isinstance(params, dict) or len(params) > 50 or not all(isinstance(k, str) for k in params):
        raise IllegalMove("generic", message=f"A refusal's details are a mapping of names, not {short_repr(params)}.")
    return MESSAGES[code].format_map(_Fields(code, _english(code, params)))


class IllegalMove(ValueError):
    """A move or setting the rules do not allow.

    ``IllegalMove(code, **params)``: ``code`` is one of :data:`MESSAGES` (a
    short stable id), ``params`` JSON-compatible values; ``str(exc)`` is the
    English sentence, for logs and for callers that show text. ``message=``
    overrides that sentence. The old style ``IllegalMove("A sentence.")``
    still works, with code ``"generic"``.

    Whatever raised it left the game state exactly as it was.
    """

    def __init__(self, code: str = "generic", /, message: str | None = None, **params: Any):
        if not isinstance(code, str) or code not in MESSAGES:  # old style: the argument is the sentence itself
            code, message = "generic", code
        if code == "generic" and message is None:
            message = params.pop("message", "That is not allowed.")
        if message is not None:  # a caller's sentence: text, and bounded
            message = clip(message, 400) if isinstance(message, str) else short_repr(message)
        self.code = code
        self.params = params
        super().__init__(message if message is not None else render(code, params))
        if code != "generic":
            _remember(self)

    def as_dict(self) -> dict[str, Any]:
        """``{"code": ..., "params": {...}}``: the refusal as JSON-compatible data."""
        return {"code": self.code, "params": dict(self.params)}

    def as_refusal(self) -> Refusal:
        """The refusal as an observation carries it per refused card or choice."""
        return Refusal(self.code, dict(self.params))

    @classmethod
    def recall(cls, message: str) -> IllegalMove | None:
        """The recent refusal whose sentence is ``message``, or None.

        A bridge for channels that carry only text (a Qt signal of ``str``):
        the UI can still translate by code, without parsing the English.
        """
        found = _RECENT.get(message) if isinstance(message, str) else None
        if found is None:
            return None
        code, params = found
        return cls(code, message=message, **params)


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a card (a bid, a choice) may not be played now: the code and the
    parameters of the :class:`IllegalMove` playing it would raise. ``params``
    is read only (JSON-compatible values, seats by number, cards by string)."""

    code: str
    params: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "params": dict(self.params)}


# the last refusals' sentences -> (code, params); bounded, so it never grows
_RECENT: dict[str, tuple[str, dict[str, Any]]] = {}
_RECENT_SIZE = 64
_RECENT_LOCK = threading.Lock()  # refusals are raised on the GUI thread and in workers


def _remember(exc: IllegalMove) -> None:
    text = str(exc)
    with _RECENT_LOCK:
        _RECENT.pop(text, None)
        _RECENT[text] = (exc.code, exc.params)
        while len(_RECENT) > _RECENT_SIZE:
            del _RECENT[next(iter(_RECENT))]
