"""Card names for people and screen readers, translated."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.cards import parse_card


def _rank_name(rank: int) -> str:
    t = QCoreApplication.translate
    return {
        2: t("Card", "two"), 3: t("Card", "three"), 4: t("Card", "four"), 5: t("Card", "five"),
        6: t("Card", "six"), 7: t("Card", "seven"), 8: t("Card", "eight"), 9: t("Card", "nine"),
        10: t("Card", "ten"), 11: t("Card", "jack"), 12: t("Card", "queen"), 13: t("Card", "king"),
        14: t("Card", "ace"),
    }[rank]


def _suit_name(suit: str) -> str:
    t = QCoreApplication.translate
    return {"S": t("Card", "spades"), "H": t("Card", "hearts"),
            "D": t("Card", "diamonds"), "C": t("Card", "clubs")}[suit]


def card_name(card: str | None) -> str:
    """"queen of spades"; "face-down card" for a hidden card (None)."""
    if not card:
        return QCoreApplication.translate("Card", "face-down card")
    c = parse_card(card)
    return QCoreApplication.translate("Card", "%1 of %2").replace("%1", _rank_name(c.rank)).replace(
        "%2", _suit_name(c.suit))


def card_short(card: str) -> str:
    """"Q♠" — rank letters stay Latin, as printed on the cards."""
    return parse_card(card).symbol


def gops_card(value: int, suit: str) -> str:
    """The card string of a Gops value (1 = ace ... 13 = king) in a suit."""
    rank = 14 if value == 1 else value
    from ..engine.cards import rank_text
    return rank_text(rank) + suit
