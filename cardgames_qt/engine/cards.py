"""Cards, written rank + suit letter: ``"10C"``, ``"QH"``, ``"6S"``.

A card is a small immutable value. Each game keeps its own orders (Gops bids
A..K, Zhopa's strength order A, 10, K, ...); here ranks are plain numbers
2..14 with J=11, Q=12, K=13, A=14.
"""
from __future__ import annotations

from cardgames_qt.records import dataclass

from .errors import IllegalMove, short_repr

SUITS = ("S", "H", "D", "C")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RANK_LETTERS = {11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_BY_TEXT = {str(r): r for r in range(2, 11)} | {v: k for k, v in RANK_LETTERS.items()}
RANK_NAMES = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
              9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace"}


@dataclass(frozen=True, order=True, slots=True)
class Card:
    rank: int  # 2..14
    suit: str  # one of SUITS

    def __post_init__(self) -> None:
        if self.rank.__class__ is not int or self.rank not in RANK_NAMES or self.suit.__class__ is not str \
                or self.suit not in _SUIT_SET:
            raise IllegalMove("not_a_card", given=f"{short_repr(self.rank)}, {short_repr(self.suit)}")

    def __str__(self) -> str:
        return rank_text(self.rank) + self.suit

    @property
    def name(self) -> str:
        """English long name, e.g. "queen of spades" (the UI translates its own)."""
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    @property
    def symbol(self) -> str:
        """Short name with the suit symbol, e.g. "Q♠"."""
        return rank_text(self.rank) + SUIT_SYMBOLS[self.suit]


_RANK_TEXT = {r: RANK_LETTERS.get(r, str(r)) for r in range(2, 15)}
_SUIT_SET = frozenset(SUITS)


def rank_text(rank: int) -> str:
    """ "2".."10", "J", "Q", "K", "A" for ranks 2..14."""
    text = _RANK_TEXT.get(rank) if rank.__class__ is int else None
    if text is None:
        raise IllegalMove(f"A rank is a whole number from 2 to 14, not {short_repr(rank)}.")
    return text


_CACHE: dict[str, Card] = {}


def parse_card(text: str | Card) -> Card:
    """Turn ``"10C"`` (or a Card) into a Card; IllegalMove for anything else."""
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise IllegalMove("not_a_card", given=short_repr(text))
    cached = _CACHE.get(text)
    if cached is not None:
        return cached
    t = text.strip().upper()
    rank = RANK_BY_TEXT.get(t[:-1]) if len(t) >= 2 else None
    suit = t[-1:] if t else ""
    if rank is None or suit not in SUITS:
        raise IllegalMove("not_a_card", given=short_repr(text))
    card = Card(rank, suit)
    _CACHE[text] = card
    return card


def card_str(card: str | Card) -> str:
    """Canonical string of a card given as text or Card."""
    return str(parse_card(card))


def full_deck(min_rank: int = 2) -> list[str]:
    """A deck as card strings, suit by suit, ranks ascending from ``min_rank`` (2..14)."""
    if min_rank.__class__ is not int or not 2 <= min_rank <= 14:  # checked before the loop: bounded work
        raise IllegalMove(f"The lowest rank of a deck is 2 to 14, not {short_repr(min_rank)}.")
    return [rank_text(r) + s for s in SUITS for r in range(min_rank, 15)]
