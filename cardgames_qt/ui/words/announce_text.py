"""The announcer's lines in the listener's language (see ``app/announcer.py``).

Each code becomes one sentence. Seats are named as the table names them
(``name(seat)``: the listener's own seat is "You" unless renamed), so every
template is worded to fit a name and "you" alike: a past tense or a colon,
never a verb that agrees with a third person. Cards are spoken in words.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from cardgames_qt.ui.i18n import join_names, join_parts, num, signed
from cardgames_qt.ui.words.cardnames import card_name

if TYPE_CHECKING:  # the start page speaks without the announcer (and the engine's event types) loaded
    from cardgames_qt.app.announcer import Line

_SUIT_ORDER = "SHDC"


def _fill(template: str, *values: str) -> str:
    for i in range(len(values), 0, -1):  # "%1" never eats the start of "%10"
        template = template.replace(f"%{i}", values[i - 1])
    return template


def _tokens(value: Any) -> str:
    from cardgames_qt.ui.table.guts_table import format_tokens
    return format_tokens(value)


class AnnouncerCount(QObject):
    """Sentences with a count (lupdate finds plural forms only in self.tr)."""

    def points(self, n: int) -> str:
        # a Zhopa trick of sixes is worth -1: the sentence of its size, its sign put back
        return signed(self.tr("%Ln points", "", abs(n)), n)

    def cards(self, n: int) -> str:
        return self.tr("%Ln cards", "", n)

    def cards_each(self, n: int) -> str:
        return self.tr("%Ln cards each", "", n)

    def stock_left(self, n: int) -> str:
        return self.tr("%Ln cards left in the stock", "", n)


def _points(n: int) -> str:
    return AnnouncerCount().points(n)


def _cards(cards: list[str]) -> str:
    return join_names([card_name(c) for c in cards])


def _suit_plural(suit: str) -> str:
    return {"S": QCoreApplication.translate("Announcer", "Spades"),
            "H": QCoreApplication.translate("Announcer", "Hearts"),
            "D": QCoreApplication.translate("Announcer", "Diamonds"),
            "C": QCoreApplication.translate("Announcer", "Clubs")}[suit]


def _pairs(name: Callable[[int], str], values: list[Any], fmt=num) -> str:
    """"Ada 12, Bob 7" — every seat with its number."""
    return join_names([_fill(QCoreApplication.translate("Announcer", "%1 %2"), name(s), fmt(v))
                       for s, v in enumerate(values)])


def sentence(line: Line, name: Callable[[int], str]) -> str:
    """One line as a sentence; ``name(seat)`` names a seat as the table does."""
    c, p = line.code, line.params
    if c == "text":
        return p["text"]
    if c == "handover":
        return _fill(QCoreApplication.translate("Announcer", "Pass the screen to %1."), p["name"])
    # --- Gops
    if c == "gops_bid":
        return _fill(QCoreApplication.translate("Announcer", "%1: bid placed."), name(p["seat"]))
    if c in ("gops_won", "gops_tie"):
        bids = _fill(QCoreApplication.translate("Announcer", "%1 bid the %2, %3 bid the %4."), name(p["seat_a"]),
                     card_name(p["card_a"]),
                     name(p["seat_b"]), card_name(p["card_b"]))
        if c == "gops_tie":
            return bids + " " + QCoreApplication.translate("Announcer", "A tie.")
        return bids + " " + _fill(QCoreApplication.translate("Announcer", "%1 won the pot: %2."), name(p["winner"]),
                                  _points(p["points"]))
    if c == "gops_carry":
        return _fill(QCoreApplication.translate("Announcer", "The pot of %1 carries over."), _points(p["points"]))
    if c == "gops_discard":
        return _fill(QCoreApplication.translate("Announcer", "The pot of %1 is discarded."), _points(p["points"]))
    if c == "gops_prize":
        return _fill(QCoreApplication.translate("Announcer", "Prize: the %1; pot %2."), card_name(p["card"]),
                     num(p["pot"]))
    if c == "gops_game_start":
        return _fill(QCoreApplication.translate("Announcer", "Game %1 begins."), num(p["game"]))
    if c == "gops_game_over":
        return _fill(QCoreApplication.translate("Announcer", "Game %1 over: %2."), num(p["game"]),
                     _pairs(name, p["scores"]))
    if c == "gops_match_over":
        return _fill(QCoreApplication.translate("Announcer", "The match is over: %1."), _pairs(name, p["totals"]))
    # --- Guts
    if c == "guts_declared":
        return _fill(QCoreApplication.translate("Announcer", "%1: decided."), name(p["seat"]))
    if c == "guts_deal":
        return _fill(QCoreApplication.translate("Announcer", "Hand %1, dealt by %2."), num(p["hand"]),
                     name(p["dealer"]))
    if c == "guts_ante":
        return _fill(QCoreApplication.translate("Announcer", "Everyone antes %1; pot %2."), num(p["amount"]),
                     num(p["pot"]))
    if c == "guts_reveal":
        ins = join_names([name(s) for s in p["ins"]]) or QCoreApplication.translate("Announcer", "nobody")
        outs = join_names([name(s) for s in p["outs"]]) or QCoreApplication.translate("Announcer", "nobody")
        return _fill(QCoreApplication.translate("Announcer", "In: %1. Out: %2."), ins, outs)
    if c == "guts_showdown":
        shown = join_parts(_fill(QCoreApplication.translate("Announcer", "%1: %2"), name(s), _cards(cards))
                           for s, cards in p["hands"])
        winners = join_names([name(s) for s in p["winners"]])
        return _fill(QCoreApplication.translate("Announcer", "Showdown. %1. Best hand: %2."), shown, winners)
    if c == "guts_payout":
        return _fill(QCoreApplication.translate("Announcer", "%1 took %2 from the pot."), name(p["seat"]),
                     _tokens(p["amount"]))
    if c == "guts_payment":
        return _fill(QCoreApplication.translate("Announcer", "%1 paid %2."), name(p["seat"]), _tokens(p["amount"]))
    if c == "guts_middle":
        return _fill(QCoreApplication.translate("Announcer", "Pot %1, reserve %2."), num(p["pot"]), num(p["reserve"]))
    if c == "guts_cycle_over":
        return _fill(QCoreApplication.translate("Announcer", "Cycle %1 over. Balances: %2."), num(p["cycle"]),
                     _pairs(name, p["balances"], _tokens))
    if c == "guts_session_over":
        return _fill(QCoreApplication.translate("Announcer", "The session is over. Balances: %1."),
                     _pairs(name, p["balances"], _tokens))
    # --- Zhopa
    if c == "zhopa_bet":
        word = QCoreApplication.translate("Announcer",
                                          "go") if p["bet"] == "go" else QCoreApplication.translate("Announcer", "pass")
        return _fill(QCoreApplication.translate("Announcer", "%1 bet: %2."), name(p["seat"]), word)
    if c == "zhopa_lead":
        return _fill(QCoreApplication.translate("Announcer", "First to play: %1."), name(p["seat"]))
    if c == "zhopa_play":
        return _fill(QCoreApplication.translate("Announcer", "%1 played the %2."), name(p["seat"]),
                     card_name(p["card"]))
    if c == "zhopa_trick":
        return _fill(QCoreApplication.translate("Announcer", "%1 took the trick: %2."), name(p["seat"]),
                     _points(p["points"]))
    if c == "zhopa_partie":
        return _fill(QCoreApplication.translate("Announcer", "Partie %1, dealt by %2."), num(p["partie"]),
                     name(p["dealer"]))
    if c == "zhopa_deal":
        count = AnnouncerCount()
        return join_parts([count.cards_each(p["each"]), count.stock_left(p["stock"])]) + "."
    if c == "zhopa_combos":
        scored = [s for s, pts in enumerate(p["points"]) if pts]
        if not scored:
            return QCoreApplication.translate("Announcer", "No combinations.")
        return _fill(QCoreApplication.translate("Announcer", "Combinations: %1."),
                     join_names([_fill(QCoreApplication.translate("Announcer", "%1 %2"), name(s),
                                       _points(p["points"][s])) for s in scored]))
    if c == "zhopa_stock":
        return join_parts([QCoreApplication.translate("Announcer", "Cards drawn"),
                           AnnouncerCount().stock_left(p["stock"])]) + "."
    if c == "zhopa_partie_over":
        parts = [_fill(QCoreApplication.translate("Announcer", "%1: points %2, needed %3, banks %4"), name(s), num(pts),
                       num(p["targets"][s]), num(p["banks"][s])) for s, pts in enumerate(p["points"])]
        return _fill(QCoreApplication.translate("Announcer", "The partie is over: %1."), join_parts(parts))
    if c == "zhopa_game_over":
        return _fill(QCoreApplication.translate("Announcer", "The game is over. Winners: %1. Banks: %2."),
                     join_names([name(s) for s in p["winners"]]) or QCoreApplication.translate("Announcer", "nobody"),
                     _pairs(name, p["banks"]))
    # --- the listener's turn
    if c == "your_bid":
        return _fill(QCoreApplication.translate("Announcer", "Your bid for the %1, pot %2."), card_name(p["card"]),
                     num(p["pot"]))
    if c == "your_call":
        return _fill(QCoreApplication.translate("Announcer", "Your call, in or out: you hold %1; pot %2."),
                     _cards(p["cards"]),
                     num(p["pot"]))
    if c == "your_bet":
        return _fill(QCoreApplication.translate("Announcer", "Your bet: go, target %1, or pass, target %2."),
                     num(p["go"]), num(p["pass"]))
    if c == "your_lead":
        return QCoreApplication.translate("Announcer", "Your lead.")
    if c == "your_play":
        return _fill(QCoreApplication.translate("Announcer", "Your turn. On the table: %1. You may play: %2."),
                     _trick(name, p["trick"]), _cards(p["legal"]))
    # --- where am I
    if c == "where_scores_gops":
        text = _fill(QCoreApplication.translate("Announcer", "Scores this game: %1."), _pairs(name, p["scores"]))
        if p["games"] > 1:
            text += " " + _fill(QCoreApplication.translate("Announcer", "Match: %1."), _pairs(name, p["totals"]))
        return text
    if c == "where_balances":
        return _fill(QCoreApplication.translate("Announcer", "Balances: %1."), _pairs(name, p["balances"], _tokens))
    if c == "where_banks":
        return _fill(QCoreApplication.translate("Announcer", "Banks: %1. Points this partie: %2."),
                     _pairs(name, p["banks"]),
                     _pairs(name, p["points"]))
    if c == "where_gops":
        pot = _cards(p["pot"]) or QCoreApplication.translate("Announcer", "nothing")
        return _fill(QCoreApplication.translate("Announcer", "Pot: %1, %2. Prize pile: %3."), pot, _points(p["points"]),
                     AnnouncerCount().cards(p["pile"]))
    if c == "where_guts":
        return _fill(QCoreApplication.translate("Announcer", "Hand %1, dealt by %2. Pot %3, reserve %4."),
                     num(p["hand"]),
                     name(p["dealer"]), num(p["pot"]), num(p["reserve"]))
    if c == "where_zhopa":
        trick = _trick(name, p["trick"]) if p["trick"] else QCoreApplication.translate("Announcer", "no cards")
        others = join_names([held_cards_name(name(s), n) for s, n in enumerate(p["counts"]) if s != p["seat"]])
        return _fill(QCoreApplication.translate("Announcer", "Trick: %1. Stock: %2. %3."), trick,
                     AnnouncerCount().cards(p["stock"]), others)
    if c == "where_no_hand":
        return QCoreApplication.translate("Announcer", "No cards of yours are shown now.")
    if c == "where_hand":
        if not p["groups"]:
            return QCoreApplication.translate("Announcer", "Your hand is empty.")
        groups = sorted(p["groups"], key=lambda g: _SUIT_ORDER.index(g[0]))
        return _fill(QCoreApplication.translate("Announcer", "Your hand: %1."), join_parts(
            _fill(QCoreApplication.translate("Announcer", "%1: %2"), _suit_plural(suit),
                  join_names([_rank_only(c) for c in cards]))
            for suit, cards in groups))
    return ""


def your_hand_name() -> str:
    """The accessible name of the listener's hand."""
    return QCoreApplication.translate("Announcer", "Your hand")


def held_cards_name(name: str, count: int) -> str:
    """The accessible name of another player's cards: "Computer 1: 4 cards"."""
    return _fill(QCoreApplication.translate("Announcer", "%1: %2"), name, AnnouncerCount().cards(count))


def _trick(name: Callable[[int], str], trick: list) -> str:
    return join_parts(_fill(QCoreApplication.translate("Announcer", "%1: %2"), name(s), card_name(card))
                     for s, card in trick)


def _rank_only(card: str) -> str:
    from cardgames_qt.engine.cards import parse_card
    from cardgames_qt.ui.words.cardnames import _rank_name
    return _rank_name(parse_card(card).rank)


# --- text written for the eyes, made fit for the ear -------------------------------------------
_SYMBOL_SUIT = {"\u2660": "S", "\u2665": "H", "\u2666": "D", "\u2663": "C"}
_ISOLATES = "\u2066\u2067\u2068\u2069"
#: a card as printed ("Q♣", "10♦", isolated in right-to-left text)
_CARD_SHORT = re.compile(f"[{_ISOLATES}]?(10|[2-9]|[JQKA])([\u2660\u2665\u2666\u2663])[{_ISOLATES}]?")
#: a suit sign on its own
_SUIT_SIGN = re.compile("[\u2660\u2665\u2666\u2663]")
#: a Gops value printed as a rank letter ("winner: You, A (1 point)", "A+3"): a lone capital
#: between separators, never a word ("A tie.")
_LONE_RANK = re.compile(r"(?<![\w\u2660-\u2667])([JQKA])(?=\s*(?:[,;:)(+]|$)|\s+\()")
_ARROWS = re.compile(r"\s*[\u2192\u2190\u21d2]\s*")


def for_ear(text: str) -> str:
    """``text`` as a screen reader should say it: cards by their names ("queen of clubs",
    never "Q♣"), suits in words, rank letters of a Gops value as words, no arrows (a
    semicolon instead). Every spoken sentence and every description
    the app sets passes here (``speech.Speaker.say``, ``speech.describe``)."""
    from cardgames_qt.engine.cards import RANK_BY_TEXT
    from cardgames_qt.ui.words.cardnames import _rank_name
    if not text:
        return text
    text = _CARD_SHORT.sub(lambda m: card_name(m.group(1) + _SYMBOL_SUIT[m.group(2)]), text)
    text = _SUIT_SIGN.sub(lambda m: _suit_plural(_SYMBOL_SUIT[m.group(0)]).lower(), text)
    text = _LONE_RANK.sub(lambda m: _rank_name(RANK_BY_TEXT[m.group(1)]), text)
    return _ARROWS.sub("; ", text)
