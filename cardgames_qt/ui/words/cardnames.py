"""Card names for people and screen readers, translated."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardgames_qt.engine.cards import parse_card
from cardgames_qt.ui.i18n import isolate


def _rank_name(rank: int) -> str:
    return {
        2: QCoreApplication.translate("Card", "two"), 3: QCoreApplication.translate("Card", "three"),
            4: QCoreApplication.translate("Card", "four"), 5: QCoreApplication.translate("Card", "five"),
        6: QCoreApplication.translate("Card", "six"), 7: QCoreApplication.translate("Card", "seven"),
            8: QCoreApplication.translate("Card", "eight"), 9: QCoreApplication.translate("Card", "nine"),
        10: QCoreApplication.translate("Card", "ten"), 11: QCoreApplication.translate("Card", "jack"),
            12: QCoreApplication.translate("Card", "queen"), 13: QCoreApplication.translate("Card", "king"),
        14: QCoreApplication.translate("Card", "ace"),
    }[rank]


def _suit_name(suit: str) -> str:
    return {"S": QCoreApplication.translate("Card", "spades"), "H": QCoreApplication.translate("Card", "hearts"),
            "D": QCoreApplication.translate("Card", "diamonds"), "C": QCoreApplication.translate("Card", "clubs")}[suit]


def card_name(card: str | None) -> str:
    """"queen of spades"; "face-down card" for a hidden card (None)."""
    if not card:
        return QCoreApplication.translate("Card", "face-down card")
    c = parse_card(card)
    return QCoreApplication.translate("Card", "%1 of %2").replace("%1", _rank_name(c.rank)).replace(
        "%2", _suit_name(c.suit))


def card_short(card: str) -> str:
    """"Q♠" — rank letters stay Latin, as printed on the cards. In right-to-left
    text the card is an isolate: its suit sign is a neutral character and would
    otherwise be reordered away from its rank ("K♥ J♣ Q♣ = 40" showed in Persian
    as "♣K♥ J♣ Q"), and a list of cards then reads right to left, card by card."""
    return isolate(parse_card(card).symbol)


def gops_card(value: int, suit: str) -> str:
    """The card string of a Gops value (1 = ace ... 13 = king) in a suit."""
    rank = 14 if value == 1 else value
    from cardgames_qt.engine.cards import rank_text
    return rank_text(rank) + suit
