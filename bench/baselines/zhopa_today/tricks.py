"""Zhopa tricks: who holds the lead after each card, and which cards are legal.

This is the rules page's "Resolution model (normative)" and "Legal plays",
and nothing else. Real games, the public ``trick_winner``/``legal_plays``,
the tests and the computer opponents all go through :func:`advance` (one
card onto a trick) and :func:`legal_cards`, so there is one reading of the
rules in the whole program.

Cards are the canonical strings ("10S", "QH"); the hot path only does dict
look-ups and bit tests on them, because a search bot calls it millions of
times.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from cardgames_qt.engine.cards import SUIT_NAMES, SUITS, card_str, parse_card
from cardgames_qt.engine.errors import IllegalMove

# Strength order, weakest first (the rules: "A, 10, K, Q, J, 9, 8, 7, 6",
# strongest first). Index order (6 < 7 < ... < A) is only for "lowest card".
STRENGTH_ORDER = ("6", "7", "8", "9", "J", "Q", "K", "10", "A")
INDEX_ORDER = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
SIX, EIGHT, NINE = 0, 2, 3  # strengths used by name below

DECK = tuple(rank + suit for suit in SUITS for rank in INDEX_ORDER)
STRENGTH = {card: STRENGTH_ORDER.index(card[:-1]) for card in DECK}
DECK_POSITION = {card: i for i, card in enumerate(DECK)}  # sort key: suit, then index order

# The same-suit table of the rules, without the bracketed entries (those are
# "one value lower", handled apart). BEATS[s] is a bit set of beaten strengths.
_BEATS_TEXT = {
    "6": "7 9 J K 10 A", "7": "", "8": "6 7 9 J 10 A", "9": "7", "J": "7 9",
    "Q": "6 7 8 9 J", "K": "7 8 9 J Q", "10": "7 9 J Q K", "A": "7 9 J Q K 10",
}
BEATS = tuple(sum(1 << STRENGTH_ORDER.index(r) for r in _BEATS_TEXT[rank].split())
              for rank in STRENGTH_ORDER)

# Roles of a played card. The first seven are also "how the lead is held".
LED, LOWER, MAIN, SAME_RANK, SAME_RANK_TRUMP, TRUMP, EIGHT_CHANGE = (
    "led", "lower", "main", "same_rank", "same_rank_trump", "trump", "eight")
KNOCK_OUT, DISCARD = "knock_out", "discard"
TAKES_LEAD = frozenset((LOWER, MAIN, SAME_RANK, SAME_RANK_TRUMP, TRUMP, EIGHT_CHANGE))
_SAME_RANK_OPEN = frozenset((LED, LOWER, SAME_RANK))


def beats(card: str, other: str) -> bool:
    """The same-suit table without brackets: does ``card`` beat ``other``?"""
    return card[-1] == other[-1] and bool(BEATS[STRENGTH[card]] >> STRENGTH[other] & 1)


def one_value_lower(card: str, other: str) -> bool:
    """``card`` is one value lower than ``other`` in its suit (9 under J ... 10 under A)."""
    s = STRENGTH[card]
    return card[-1] == other[-1] and s >= NINE and STRENGTH[other] == s + 1


class Trumps(NamedTuple):
    """The trump-tier lookup: ``tiers[seat][suit]`` is 0 for an ordinary card,
    1 for a trump (a junior trump in senior/junior mode), 2 for a senior trump.
    ``strict``: ordinary cards never take a trump's lead (modes one, two,
    senior_junior); in per_player and none they may."""
    tiers: tuple[dict[str, int], ...]
    strict: bool


@lru_cache(maxsize=64)
def example_trumps(trump: str | None, seats: int) -> Trumps:
    """The worked examples' semantics: every card of ``trump`` is a trump
    whoever plays it, and ordinary cards may beat trumps."""
    tiers = {suit: int(suit == trump) for suit in SUITS}
    return Trumps((tiers,) * seats, False)


class TrickState(NamedTuple):
    """Everything the model needs to place the next card (immutable)."""
    lead: str         # L, the led card
    main: str         # the main suit (L's suit unless an 8 changed it)
    top: str          # the card to beat in the main suit
    chain: bool       # lead reached from L by "one value lower" steps only (zero steps too)
    beaters: tuple    # ((card, tier), ...): L and every lead-taker since the last knock-out
    holder: int       # position in the trick of the card holding the lead
    how: str          # how that card got the lead (LED ... EIGHT_CHANGE)
    hold_tier: int    # trump tier of the card holding the lead
    eight: bool       # an 8 changed the main suit in this trick
    size: int         # cards played so far


def role_of(st: TrickState | None, card: str, seat: int, trumps: Trumps) -> str:
    """What ``card``, played by ``seat`` onto the trick ``st``, would do.

    The four rules of the model, tried in order; the first that lets the card
    take the lead (or knock out) decides, otherwise it is a discard.
    """
    if st is None:
        return LED
    suit = card[-1]
    s = STRENGTH[card]
    tier = trumps.tiers[seat][suit]
    if suit == st.main:  # 1. main suit
        if trumps.strict and tier < st.hold_tier:
            return DISCARD  # an ordinary (or junior) card under a stronger trump's lead
        top_s = STRENGTH[st.top]
        if st.chain and s >= NINE and top_s == s + 1:
            return LOWER
        if BEATS[s] >> top_s & 1:
            if not st.eight and st.top != st.lead and not BEATS[s] >> STRENGTH[st.lead] & 1:
                return KNOCK_OUT
            return MAIN
        return DISCARD
    if s == EIGHT and (not trumps.strict or tier >= st.hold_tier):  # 2. off-suit 8
        return EIGHT_CHANGE
    if (not st.eight and s == STRENGTH[st.lead]  # 3. same rank as L
            and (st.how in _SAME_RANK_OPEN or (tier and st.how == SAME_RANK_TRUMP))):
        return SAME_RANK_TRUMP if tier else SAME_RANK
    if tier and s != EIGHT:  # 4. trump
        for b, b_tier in st.beaters:
            b_s = STRENGTH[b]
            if b_s == EIGHT or (b_s == SIX and b[-1] == suit) or b_tier > tier:
                return DISCARD
            if (b_tier == tier or b_tier == 0) and s <= b_s:
                return DISCARD
        return TRUMP
    return DISCARD


def advance(st: TrickState | None, card: str, seat: int, trumps: Trumps) -> tuple[str, TrickState]:
    """Play ``card`` for ``seat``: its role and the trick after it."""
    role = role_of(st, card, seat, trumps)
    tier = trumps.tiers[seat][card[-1]]
    if st is None:
        return role, TrickState(card, card[-1], card, True, ((card, tier),), 0, LED, tier, False, 1)
    size = st.size + 1
    if role == DISCARD:
        return role, TrickState(st.lead, st.main, st.top, st.chain, st.beaters, st.holder,
                                st.how, st.hold_tier, st.eight, size)
    if role == KNOCK_OUT:  # the lead goes back to L, which now counts as beaten
        lead_tier = st.beaters[0][1]
        return role, TrickState(st.lead, st.main, st.lead, False, (st.beaters[0],), 0,
                                LED, lead_tier, st.eight, size)
    main, top, eight = st.main, st.top, st.eight
    if role in (LOWER, MAIN):
        top = card
    elif role == EIGHT_CHANGE:
        main, top, eight = card[-1], card, True
    elif role in (SAME_RANK, SAME_RANK_TRUMP):
        top = st.lead  # issue 11's ruling, so that results match today's engine
    return role, TrickState(st.lead, main, top, role == LOWER, st.beaters + ((card, tier),),
                            st.size, role, tier, eight, size)


class Resolution(NamedTuple):
    roles: tuple[str, ...]  # per played card, in play order
    holder: int             # position of the card whose player holds the trick now
    main_suit: str
    eight_changed: bool     # an 8 changed the main suit
    state: TrickState


def resolve(plays: Sequence[tuple[int, str]], trumps: Trumps) -> Resolution:
    """Resolve a trick given as ``(seat, card)`` pairs in play order (non-empty)."""
    st = None
    roles = []
    for seat, card in plays:
        role, st = advance(st, card, seat, trumps)
        roles.append(role)
    if st is None:
        raise IllegalMove("A trick needs at least one card.")
    return Resolution(tuple(roles), st.holder, st.main, st.eight, st)


def legal_cards(hand: Sequence[str], st: TrickState | None, seat: int, trumps: Trumps,
                must_beat: bool) -> list[str]:
    """The cards of ``hand`` that ``seat`` may play onto ``st``, in hand order.

    "Would take the lead" means the card's role is one of TAKES_LEAD. A
    knock-out does not count: it gives the trick back to the leader and never
    makes its own player the holder, so it is not "beating" in the rules'
    sense (it is still a main-suit card, playable whenever one is allowed).
    """
    if st is None:
        return list(hand)
    main = st.main
    has_main = False
    for c in hand:
        if c[-1] == main:
            has_main = True
            break
    if not has_main and not must_beat:
        return list(hand)
    legal = []  # must_beat: the lead-takers; otherwise lead-takers and main-suit cards
    for c in hand:
        on_main = c[-1] == main
        if has_main and not on_main and STRENGTH[c] == EIGHT:
            continue  # an off-suit 8 never while holding the main suit
        if (on_main and not must_beat) or role_of(st, c, seat, trumps) in TAKES_LEAD:
            legal.append(c)
    if legal or not must_beat:
        return legal
    if has_main:
        return [c for c in hand if c[-1] == main]
    return list(hand)


def refusal(hand: Sequence[str], st: TrickState, seat: int, trumps: Trumps,
            must_beat: bool, card: str) -> str:
    """Why ``card`` (held, not legal) may not be played now, in a player's words."""
    main = st.main
    suit_name = SUIT_NAMES[main]
    has_main = any(c[-1] == main for c in hand)
    if has_main and card[-1] != main and STRENGTH[card] == EIGHT:
        return f"An off-suit 8 only when you hold no {suit_name}."
    takers = [c for c in legal_cards(hand, st, seat, trumps, True) if
              role_of(st, c, seat, trumps) in TAKES_LEAD]
    if must_beat and takers:
        holder_card = _symbol(st.beaters[-1][0])  # the card holding the lead
        options = ", ".join(_symbol(c) for c in takers)
        return f"You must beat the {holder_card} if you can (you can with {options})."
    if must_beat:
        return f"Follow {suit_name}: you cannot take the lead, so play one of your {suit_name}."
    return f"Follow {suit_name}, or take the lead."


def _symbol(card: str) -> str:
    return parse_card(card).symbol


# --- the public functions of the spec (worked-example semantics) ------------------

def zhopa_card(card) -> str:
    """Canonical string of a card of the 36-card deck; IllegalMove otherwise."""
    if isinstance(card, str) and card in STRENGTH:
        return card  # already canonical: the common case, kept cheap
    text = card_str(card)
    if text not in STRENGTH:
        raise IllegalMove(f"There is no {text} in the Zhopa deck (it runs from 6 to ace).")
    return text


def _cards(cards, what: str) -> list[str]:
    if isinstance(cards, str):
        raise IllegalMove(f"The {what} must be a list of cards, not one string.")
    out = [zhopa_card(c) for c in cards]
    if len(set(out)) != len(out):
        raise IllegalMove(f"The same card appears twice in the {what}.")
    return out


def _trump_suit(trump) -> str | None:
    if trump is None:
        return None
    t = str(trump).strip().upper()
    if t not in SUITS:
        raise IllegalMove(f"{trump!r} is not a suit (use S, H, D or C, or None).")
    return t


def trick_winner(cards, trump=None) -> int:
    """0-based index of the card that takes the trick (index 0 led).

    Worked-example semantics: every card of ``trump`` is a trump whoever
    plays it, and ordinary cards may beat trumps (as in per_player).
    """
    played = _cards(cards, "trick")
    if not played:
        raise IllegalMove("A trick needs at least one card.")
    trumps = example_trumps(_trump_suit(trump), len(played))
    return resolve(list(enumerate(played)), trumps).holder


def legal_plays(hand, trick, trump=None, must_beat=True) -> list[str]:
    """The cards of ``hand`` the next player may play onto ``trick`` (index 0 led;
    ``[]`` when leading), with the same trump semantics as :func:`trick_winner`."""
    held = _cards(hand, "hand")
    played = _cards(trick, "trick")
    if set(held) & set(played):
        raise IllegalMove("A card cannot be both in the hand and on the trick.")
    trumps = example_trumps(_trump_suit(trump), len(played) + 1)
    st = resolve(list(enumerate(played)), trumps).state if played else None
    return legal_cards(held, st, len(played), trumps, bool(must_beat))
