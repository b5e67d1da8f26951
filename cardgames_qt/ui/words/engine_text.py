"""The engine's refusals in the player's language.

The engine (plain Python, no Qt) says why it refuses a move as data: an
``IllegalMove`` carries a stable ``code`` and JSON ``params`` (the codes are
listed in ``cardgames_qt/engine/errors.py``), and every observation carries
the same ``{"code", "params"}`` per card or choice. Here each code becomes a
translated sentence; nothing parses the English wording.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardgames_qt.engine.cards import SUIT_SYMBOLS
from cardgames_qt.engine.errors import IllegalMove
from cardgames_qt.ui.i18n import isolate, join_list, num


def _fill(template: str, *values: str) -> str:
    # one pass per placeholder, highest first, so "%1" never eats the start of "%10"
    for i in range(len(values), 0, -1):
        template = template.replace(f"%{i}", values[i - 1])
    return template


def _num(value: Any) -> str:
    return num(value) if isinstance(value, int) and not isinstance(value, bool) else str(value)


def _suit(letter: str) -> str:
    names = {"S": QCoreApplication.translate("Engine", "spades"),
             "H": QCoreApplication.translate("Engine", "hearts"),
             "D": QCoreApplication.translate("Engine", "diamonds"),
             "C": QCoreApplication.translate("Engine", "clubs")}
    return names.get(letter, str(letter))


def _card(card: Any) -> str:
    """ "Q♠", isolated in right-to-left text (see cardnames.card_short)."""
    text = str(card)
    return isolate(text[:-1] + SUIT_SYMBOLS.get(text[-1:], text[-1:]))


def _title(game: Any) -> str:
    """A game's name in the player's language ("Жопа", not "Zhopa"); an unknown id as it is."""
    from cardgames_qt.engine.catalogue import TITLES
    from cardgames_qt.ui.words.catalogue_text import title
    return title(game) if game in TITLES else str(game)


def _player(seat: Any, names: Sequence[str] | None) -> str:
    if names is not None and isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    n = seat + 1 if isinstance(seat, int) else seat
    return _fill(QCoreApplication.translate("Engine", "player %1"), _num(n))


Render = Callable[[dict, Sequence[str] | None], str]


def _not_your_turn(p: dict, names) -> str:
    who = _player(p.get("seat"), names)
    if p.get("phase") == "bet":
        return _fill(QCoreApplication.translate("Engine", "Wait for your turn: %1 bets now."), who)
    return _fill(QCoreApplication.translate("Engine", "Wait for your turn: %1 plays now."), who)


def _played_earlier(p: dict, names) -> str:
    if p.get("by_you"):
        return _fill(QCoreApplication.translate("Engine", "You do not hold the %1: you played it in trick %2."),
                     _card(p["card"]), _num(p["trick"]))
    return _fill(QCoreApplication.translate("Engine", "You do not hold the %1: %2 played it in trick %3."),
                 _card(p["card"]), _player(p.get("by"), names), _num(p["trick"]))


def _history_illegal(p: dict, names) -> str:
    reason = refusal_text(p.get("reason_code", "generic"), p.get("reason_params", {}),
                          fallback=str(p.get("reason", "")), names=names)
    return _fill(QCoreApplication.translate("Engine", "Move %1 of the history is not legal: %2"),
                 _num(p["move"]), reason)


_RENDER: dict[str, Render] = {
    "game_over": lambda p, n: QCoreApplication.translate("Engine", "The game is over: no more moves."),
    "no_such_seat": lambda p, n: _fill(
        QCoreApplication.translate("Engine", "There is no seat %1 at this table."), str(p["given"])),
    "simultaneous_phase": lambda p, n: QCoreApplication.translate("Engine", "Everybody decides at once now."),
    "joint_not_mapping": lambda p, n: QCoreApplication.translate(
        "Engine", "Give one action for each player who decides now."),
    "one_action_per_seat": lambda p, n: QCoreApplication.translate(
        "Engine", "Give one action for each player who decides now."),
    "not_a_card": lambda p, n: _fill(QCoreApplication.translate("Engine", "%1 is not a card."), str(p["given"])),
    "unknown_game": lambda p, n: _fill(QCoreApplication.translate("Engine", "Unknown game %1."), str(p["given"])),
    "not_a_save": lambda p, n: _fill(
        QCoreApplication.translate("Engine", "This is not a saved game of %1."), _title(p["game"])),
    "damaged_save": lambda p, n: _fill(
        QCoreApplication.translate("Engine", "This saved game of %1 is damaged."), _title(p["game"])),
    "history_malformed": lambda p, n: _fill(
        QCoreApplication.translate("Engine", "Move %1 of the history is malformed."), _num(p["move"])),
    "history_illegal": _history_illegal,
    "no_such_player": lambda p, n: _fill(
        QCoreApplication.translate("Engine", "There is no player %1 in this game."), str(p["given"])),
    "already_bid": lambda p, n: QCoreApplication.translate(
        "Engine", "You have already bid this round; a sealed bid cannot be changed."),
    "not_a_bid": lambda p, n: _fill(
        QCoreApplication.translate("Engine", "%1 is not a bid: bid a value from 1 to %2."),
        str(p["given"]), _num(p["cards"])),
    "bid_spent": lambda p, n: _fill(
        QCoreApplication.translate("Engine", "That card was spent in round %1."), _num(p["round"])),
    "not_in_or_out": lambda p, n: QCoreApplication.translate("Engine", "Declare in or out."),
    "already_declared": lambda p, n: QCoreApplication.translate(
        "Engine", "You have already declared for this hand: declarations are sealed."),
    "not_your_turn": _not_your_turn,
    "bets_first": lambda p, n: QCoreApplication.translate(
        "Engine", "Bets first: say go or pass before any card is played."),
    "bets_made": lambda p, n: QCoreApplication.translate(
        "Engine", "The bets are made for this partie: play a card."),
    "not_in_deck": lambda p, n: _fill(
        QCoreApplication.translate("Engine", "There is no %1 in the Zhopa deck (it runs from 6 to ace)."),
        _card(p["card"])),
    "not_held": lambda p, n: _fill(
        QCoreApplication.translate("Engine", "You do not hold the %1."), _card(p["card"])),
    "played_earlier": _played_earlier,
    "must_beat": lambda p, n: _fill(
        QCoreApplication.translate("Engine", "You must beat the %1 if you can (you can with %2)."),
        _card(p["holder_card"]), join_list(_card(c) for c in p["options"])),
    "follow_suit": lambda p, n: _fill(
        QCoreApplication.translate("Engine", "Follow %1: you cannot take the lead, so play one of your %1."),
        _suit(p["suit"])),
    "follow_suit_or_lead": lambda p, n: _fill(
        QCoreApplication.translate("Engine", "Follow %1, or take the lead."), _suit(p["suit"])),
    "off_suit_eight": lambda p, n: _fill(
        QCoreApplication.translate("Engine", "An off-suit 8 only when you hold no %1."), _suit(p["suit"])),
}


def refusal_text(code: str, params: dict | None = None, *, fallback: str = "",
                 names: Sequence[str] | None = None) -> str:
    """The translated sentence of the engine refusal ``code`` with ``params``.

    ``names``: the seats' display names (else "player 2"). An unknown code, or
    params that do not fit it, give ``fallback`` (the engine's English).
    """
    render = _RENDER.get(code)
    if render is None:
        return fallback
    try:
        return render(params or {}, names)
    except (KeyError, TypeError, AttributeError, IndexError):
        return fallback


def translate_refusal(refusal: IllegalMove | str, names: Sequence[str] | None = None) -> str:
    """Thin wrapper for callers that hold an IllegalMove (or only its text: a
    recent engine refusal is recognised by its exact sentence, see
    ``IllegalMove.recall``; any other text is shown as it is)."""
    if isinstance(refusal, str):
        recalled = IllegalMove.recall(refusal)
        if recalled is None:
            return refusal
        refusal = recalled
    return refusal_text(refusal.code, refusal.params, fallback=str(refusal), names=names)
