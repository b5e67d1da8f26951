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
from typing import Any, NamedTuple

from ..cards import SUITS, card_str
from ..errors import IllegalMove, short_repr
from ..inputs import as_card_list, as_int, is_int

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
    card, other = zhopa_card(card), zhopa_card(other)
    return card[-1] == other[-1] and bool(BEATS[STRENGTH[card]] >> STRENGTH[other] & 1)


def one_value_lower(card: str, other: str) -> bool:
    """``card`` is one value lower than ``other`` in its suit (9 under J ... 10 under A)."""
    card, other = zhopa_card(card), zhopa_card(other)
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
def _example_trumps(trump: str | None, seats: int) -> Trumps:
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
    beaters: tuple[tuple[str, int], ...]  # ((card, tier), ...): L and every lead-taker since the last knock-out
    holder: int       # position in the trick of the card holding the lead
    how: str          # how that card got the lead (LED ... EIGHT_CHANGE)
    hold_tier: int    # trump tier of the card holding the lead
    eight: bool       # an 8 changed the main suit in this trick
    size: int         # cards played so far


def _role_of(st: TrickState | None, card: str, seat: int, trumps: Trumps) -> str:
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


_new = tuple.__new__  # builds a TrickState without NamedTuple's Python-level __new__


def _advance(st: TrickState | None, card: str, seat: int, trumps: Trumps,
            role: str | None = None) -> tuple[str, TrickState]:
    """Play ``card`` for ``seat``: its role and the trick after it. ``role``, when
    the caller already knows it (from :func:`legal_cards`), saves working it out."""
    if role is None:
        role = _role_of(st, card, seat, trumps)
    tier = trumps.tiers[seat][card[-1]]
    if st is None:
        return role, _new(TrickState, (card, card[-1], card, True, ((card, tier),), 0, LED, tier,
                                       False, 1))
    lead, main, top, chain, beaters, holder, how, hold_tier, eight, size = st
    size += 1
    if role == DISCARD:
        return role, _new(TrickState, (lead, main, top, chain, beaters, holder, how, hold_tier,
                                       eight, size))
    if role == KNOCK_OUT:  # the lead goes back to L, which now counts as beaten
        return role, _new(TrickState, (lead, main, lead, False, beaters[:1], 0, LED, beaters[0][1],
                                       eight, size))
    if role in (LOWER, MAIN):
        top = card
    elif role == EIGHT_CHANGE:
        main, top, eight = card[-1], card, True
    elif role in (SAME_RANK, SAME_RANK_TRUMP):
        top = lead  # L is the card to beat again: a same-rank take overrides "lower" steps
    return role, _new(TrickState, (lead, main, top, role == LOWER, beaters + ((card, tier),),
                                   size - 1, role, tier, eight, size))


class Resolution(NamedTuple):
    roles: tuple[str, ...]  # per played card, in play order
    holder: int             # position of the card whose player holds the trick now
    main_suit: str
    eight_changed: bool     # an 8 changed the main suit
    state: TrickState


def _resolve(plays: Sequence[Sequence[Any]], trumps: Trumps) -> Resolution:
    """Resolve a trick given as ``(seat, card)`` pairs in play order (non-empty)."""
    st = None
    roles = []
    for seat, card in plays:
        role, st = _advance(st, card, seat, trumps)
        roles.append(role)
    if st is None:
        raise IllegalMove("A trick needs at least one card.")
    return Resolution(tuple(roles), st.holder, st.main, st.eight, st)


def _legal_cards(hand: Sequence[str], st: TrickState | None, seat: int, trumps: Trumps,
                must_beat: bool, roles: dict[str, str] | None = None) -> list[str]:
    """The cards of ``hand`` that ``seat`` may play onto ``st``, in hand order.

    "Would take the lead" means the card's role is one of TAKES_LEAD. A
    knock-out does not count: it gives the trick back to the leader and never
    makes its own player the holder, so it is not "beating" in the rules'
    sense (it is still a main-suit card, playable whenever one is allowed).

    ``roles``: a dict that receives the role of every card whose role was
    worked out (a game passes it on to :func:`advance`).
    """
    if st is None or len(hand) == 1:  # a last card is always playable
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
        if on_main and not must_beat:
            legal.append(c)
            continue
        role = _role_of(st, c, seat, trumps)
        if roles is not None:
            roles[c] = role
        if role in TAKES_LEAD:
            legal.append(c)
    if legal or not must_beat:
        return legal
    if has_main:
        return [c for c in hand if c[-1] == main]
    return list(hand)


def _refusal_error(hand: Sequence[str], st: TrickState, seat: int, trumps: Trumps,
                  must_beat: bool, card: str) -> IllegalMove:
    """Why ``card`` (held, not legal) may not be played now: the refusal, as data."""
    main = st.main
    has_main = any(c[-1] == main for c in hand)
    if has_main and card[-1] != main and STRENGTH[card] == EIGHT:
        return IllegalMove("off_suit_eight", suit=main)
    if must_beat:
        takers = [c for c in _legal_cards(hand, st, seat, trumps, True) if
                  _role_of(st, c, seat, trumps) in TAKES_LEAD]
        if takers:  # the card holding the lead, and the cards that would take it
            return IllegalMove("must_beat", holder_card=st.beaters[-1][0],
                               options=sorted(takers, key=DECK_POSITION.__getitem__))
        return IllegalMove("follow_suit", suit=main)
    return IllegalMove("follow_suit_or_lead", suit=main)


# --- the checked public forms of the kernel -----------------------------------------
# The functions above, with a leading underscore, are the rules' hot path: they take
# only values the engine built (canonical card strings, a TrickState from _advance, a
# Trumps from trumps_for) and check nothing. The engine's games and the computer
# opponents call them. The public names below check every argument first (through
# the same checks as the rest of the engine) and then call them: same rules, one code.
_HOLD_ROLES = frozenset((LED, LOWER, MAIN, SAME_RANK, SAME_RANK_TRUMP, TRUMP, EIGHT_CHANGE))
_ROLES = _HOLD_ROLES | {KNOCK_OUT, DISCARD}
_SUIT_KEYS = frozenset(SUITS)
_MAX_SEATS = len(DECK)


def _tier(value: Any) -> bool:
    return value.__class__ is int and 0 <= value <= 2


def check_trumps(trumps: Any) -> Trumps:
    """``trumps`` if it is a trump lookup as the engine builds them; else IllegalMove."""
    if (trumps.__class__ is not Trumps or not isinstance(trumps.tiers, tuple)
            or not 1 <= len(trumps.tiers) <= _MAX_SEATS or not isinstance(trumps.strict, bool)
            or not all(isinstance(t, dict) and t.keys() == _SUIT_KEYS and all(map(_tier, t.values()))
                       for t in trumps.tiers)):
        raise IllegalMove(f"{short_repr(trumps)} is not a trump lookup (build one with trumps_for).")
    return trumps


def check_trick_state(st: Any) -> TrickState | None:
    """``st`` if it is None (nothing played) or a trick as the engine builds them."""
    if st is None:
        return None
    if st.__class__ is not TrickState or not _trick_fields_ok(*st):
        raise IllegalMove(f"{short_repr(st)} is not a trick in play (build one with resolve).")
    return st


def _card_ok(card: Any) -> bool:
    return card.__class__ is str and card in STRENGTH


def _trick_fields_ok(lead: Any, main: Any, top: Any, chain: Any, beaters: Any, holder: Any, how: Any,
                     hold_tier: Any, eight: Any, size: Any) -> bool:
    if not (_card_ok(lead) and _card_ok(top) and main.__class__ is str and main in _SUIT_KEYS):
        return False
    if not (isinstance(chain, bool) and isinstance(eight, bool) and how.__class__ is str and how in _HOLD_ROLES):
        return False
    if not (is_int(size) and 1 <= size <= _MAX_SEATS and is_int(holder) and 0 <= holder < size
            and _tier(hold_tier)):
        return False
    return isinstance(beaters, tuple) and 1 <= len(beaters) <= size and all(
        isinstance(b, tuple) and len(b) == 2 and _card_ok(b[0]) and _tier(b[1]) for b in beaters)


def _seat_of(seat: Any, trumps: Trumps) -> int:
    if not is_int(seat) or not 0 <= seat < len(trumps.tiers):
        raise IllegalMove("no_such_seat", given=short_repr(seat))
    return int(seat)


def _flag(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise IllegalMove(f"{what} is True or False, not {short_repr(value)}.")
    return value


def role_of(st: TrickState | None, card: Any, seat: int, trumps: Trumps) -> str:
    """What ``card``, played by ``seat`` onto the trick ``st``, would do (LED, MAIN, ... DISCARD)."""
    trumps = check_trumps(trumps)
    return _role_of(check_trick_state(st), zhopa_card(card), _seat_of(seat, trumps), trumps)


def advance(st: TrickState | None, card: Any, seat: int, trumps: Trumps,
            role: str | None = None) -> tuple[str, TrickState]:
    """Play ``card`` for ``seat`` onto ``st``: its role and the trick after it."""
    trumps = check_trumps(trumps)
    st, card, seat = check_trick_state(st), zhopa_card(card), _seat_of(seat, trumps)
    if role is not None and (not isinstance(role, str) or role != _role_of(st, card, seat, trumps)):
        raise IllegalMove(f"{short_repr(role)} is not the role of the {card} here.")
    return _advance(st, card, seat, trumps, role)


def resolve(plays: Any, trumps: Trumps) -> Resolution:
    """Resolve a trick given as ``(seat, card)`` pairs in play order (non-empty)."""
    trumps = check_trumps(trumps)
    if isinstance(plays, (str, bytes)) or not isinstance(plays, (list, tuple)) or len(plays) > _MAX_SEATS:
        raise IllegalMove(f"A trick is a list of (seat, card) pairs, not {short_repr(plays)}.")
    checked = []
    for play in plays:
        if not isinstance(play, (list, tuple)) or len(play) != 2:
            raise IllegalMove(f"A trick is a list of (seat, card) pairs, not {short_repr(plays)}.")
        checked.append((_seat_of(play[0], trumps), zhopa_card(play[1])))
    if len({c for _, c in checked}) != len(checked):
        raise IllegalMove("The same card appears twice in the trick.")
    return _resolve(checked, trumps)


def legal_cards(hand: Any, st: TrickState | None, seat: int, trumps: Trumps,
                must_beat: bool, roles: dict[str, str] | None = None) -> list[str]:
    """The cards of ``hand`` that ``seat`` may play onto ``st``, in hand order."""
    trumps = check_trumps(trumps)
    held, st, seat = _cards(hand, "hand"), check_trick_state(st), _seat_of(seat, trumps)
    if roles is not None and not isinstance(roles, dict):
        raise IllegalMove(f"roles is a dict to fill in, or None, not {short_repr(roles)}.")
    return _legal_cards(held, st, seat, trumps, _flag(must_beat, "must_beat"), roles)


def refusal_error(hand: Any, st: TrickState, seat: int, trumps: Trumps, must_beat: bool, card: Any) -> IllegalMove:
    """Why ``card`` may not be played now: the refusal, as data (``st``: a trick in play)."""
    trumps = check_trumps(trumps)
    held, seat = _cards(hand, "hand"), _seat_of(seat, trumps)
    if check_trick_state(st) is None:
        raise IllegalMove("The leader may play any card: there is nothing to refuse.")
    return _refusal_error(held, st, seat, trumps, _flag(must_beat, "must_beat"), zhopa_card(card))


def refusal(hand: Any, st: TrickState, seat: int, trumps: Trumps, must_beat: bool, card: Any) -> str:
    """Why ``card`` may not be played now, in English (callers that show text)."""
    return str(refusal_error(hand, st, seat, trumps, must_beat, card))


def example_trumps(trump: str | None, seats: int) -> Trumps:
    """The worked examples' semantics: every card of ``trump`` is a trump
    whoever plays it, and ordinary cards may beat trumps."""
    return _example_trumps(_trump_suit(trump), as_int(seats, "number of seats", 1, _MAX_SEATS))


# --- the public functions of the spec (worked-example semantics) ------------------

def zhopa_card(card: Any) -> str:
    """Canonical string of a card of the 36-card deck; IllegalMove otherwise."""
    if isinstance(card, str) and card in STRENGTH:
        return card  # already canonical: the common case, kept cheap
    text = card_str(card)
    if text not in STRENGTH:
        raise IllegalMove("not_in_deck", card=text)
    return text


def _cards(cards: Any, what: str) -> list[str]:
    out = [zhopa_card(c) for c in as_card_list(cards, what, len(DECK))]
    if len(set(out)) != len(out):
        raise IllegalMove(f"The same card appears twice in the {what}.")
    return out


def _trump_suit(trump: Any) -> str | None:
    if trump is None:
        return None
    if not isinstance(trump, str):
        raise IllegalMove(f"{short_repr(trump)} is not a suit (use S, H, D or C, or None).")
    t = trump.strip().upper()
    if t not in SUITS:
        raise IllegalMove(f"{short_repr(trump)} is not a suit (use S, H, D or C, or None).")
    return t


def trick_winner(cards: Any, trump: Any=None) -> int:
    """0-based index of the card that takes the trick (index 0 led).

    Worked-example semantics: every card of ``trump`` is a trump whoever
    plays it, and ordinary cards may beat trumps (as in per_player).
    """
    played = _cards(cards, "trick")
    if not played:
        raise IllegalMove("A trick needs at least one card.")
    trumps = _example_trumps(_trump_suit(trump), len(played))
    return _resolve(list(enumerate(played)), trumps).holder


def legal_plays(hand: Any, trick: Any, trump: Any=None, must_beat: Any=True) -> list[str]:
    """The cards of ``hand`` the next player may play onto ``trick`` (index 0 led;
    ``[]`` when leading), with the same trump semantics as :func:`trick_winner`."""
    held = _cards(hand, "hand")
    played = _cards(trick, "trick")
    if set(held) & set(played):
        raise IllegalMove("A card cannot be both in the hand and on the trick.")
    trumps = _example_trumps(_trump_suit(trump), len(played) + 1)
    st = _resolve(list(enumerate(played)), trumps).state if played else None
    if not isinstance(must_beat, int) or must_beat not in (0, 1):  # bools are ints
        raise IllegalMove(f"must_beat is True or False, not {short_repr(must_beat)}.")
    return _legal_cards(held, st, len(played), trumps, bool(must_beat))
