"""The table as one computed layout: plain geometry, no widgets.

Given the table's rectangle, the game, the number of seats and the text it
must show (measured widths, passed in, so the same layout is tested per
language without a display), :func:`table_layout` gives every region of the
table its rectangle and every row of cards its card size — as libkcardgame
derives one card size from the space the scene has and places the piles
from it. Your hand comes first: its cards are the largest on the table and
fanned so every index corner shows. Below a width the side panel (scores,
log) folds into a drawer opened by a button instead of squeezing the felt.

The tables place their widgets from it (``TableBase.apply_layout``); the
layout test walks window sizes, games, seat counts and languages through it.
Rectangles are left to right; a right-to-left table mirrors them
(:meth:`Rect.mirrored`) when it places them.
"""
from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import field

from cardgames_qt.records import dataclass

CARD_RATIO = 7 / 5  # height / width (the decks' own)
MARGIN = 8          # felt edge to the first region
GAP = 6             # between two regions
MIN_CARD_H = 44     # below this a card cannot be read: the table says it is too small
MAX_CARD_H = 230    # a 4K window: cards stop growing, the felt gets the rest
CONTINUE_H = 44     # the Continue button's row
#: the window's honest minimum: every game at its largest table is playable here
MIN_TABLE = (780, 520)


@dataclass(frozen=True)
class Rect:
    x: int
    y: int
    w: int
    h: int

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    def intersects(self, other: Rect) -> bool:
        return (self.w > 0 and self.h > 0 and other.w > 0 and other.h > 0 and self.x < other.right
                and other.x < self.right and self.y < other.bottom and other.y < self.bottom)

    def contains(self, other: Rect) -> bool:
        return (other.x >= self.x and other.y >= self.y and other.right <= self.right
                and other.bottom <= self.bottom)

    def mirrored(self, width: int) -> Rect:
        """The same place seen right to left in a table ``width`` wide."""
        return Rect(width - self.right, self.y, self.w, self.h)

    def tuple(self) -> tuple[int, int, int, int]:
        return self.x, self.y, self.w, self.h


@dataclass(frozen=True)
class Size:
    w: int
    h: int


def card_size(h: int) -> Size:
    h = int(h)
    return Size(max(1, round(h / CARD_RATIO)), h)


def lift_of(h: int) -> int:
    """How far a playable card of the hand rises under the pointer (CardRowView's)."""
    return max(4, h // 14)


def fan(rect: Rect, n: int, card: Size, share: float, gap: int | None = None) -> list[Rect]:
    """n cards of ``card`` size in ``rect``: side by side with a gap when they fit, else
    overlapping, each showing at least ``share`` of its width (its index corner); where
    even that does not fit, the cards get narrower. Centred; the bottom edge is the row's."""
    if n <= 0:
        return []
    w, h = card.w, card.h
    gap = max(4, w // 12) if gap is None else gap
    step: float
    if n * w + (n - 1) * gap <= rect.w or n == 1:
        step = w + gap
    else:
        step = (rect.w - w) / (n - 1)
        if step < w * share:
            w = max(8, min(w, int(rect.w / (1 + (n - 1) * share))))
            h = round(w * CARD_RATIO)
            step = max(w * share, (rect.w - w) / (n - 1))
    used = w + step * (n - 1)
    x0 = rect.x + (rect.w - used) / 2
    return [Rect(int(x0 + i * step), rect.bottom - h, w, h) for i in range(n)]


def fan_width(n: int, w: int, share: float) -> int:
    """The width n cards w wide need, overlapped down to their index corners."""
    return w if n <= 1 else math.ceil(w * (1 + (n - 1) * share))


@dataclass(frozen=True)
class Metrics:
    """What the text on the table needs, measured in the language shown.

    ``line``: a normal label's line height; ``texts``: widths of labels that must be
    shown whole (a key per label, the widest of its forms); ``names``: each seat's name
    as drawn (names may be cut with "…", the whole name in the tooltip); ``side``: the
    width the side panel's score table needs to show every column whole."""

    line: int = 18
    texts: Mapping[str, int] = field(default_factory=dict)
    names: tuple[int, ...] = ()
    side: int = 240
    share: float = 0.31  # the deck's index corner, as a share of a card's width

    def text(self, key: str, default: int = 60) -> int:
        return int(self.texts.get(key, default))

    def lines(self, key: str, width: int, default: int = 60) -> int:
        """Lines a wrapped label of ``key`` takes at ``width`` (at least one)."""
        return max(1, math.ceil(self.text(key, default) / max(1, width)))


@dataclass(frozen=True)
class Cards:
    """A row of cards: where it lies, its card size, how many cards it must show and
    whether it is the person's hand (the largest, every index corner showing)."""

    rect: Rect
    card: Size
    count: int
    hand: bool = False
    lift: int = 0

    def places(self, share: float) -> list[Rect]:
        return fan(Rect(self.rect.x, self.rect.y, self.rect.w, self.rect.h - 0), self.count, self.card, share)


@dataclass(frozen=True)
class Text:
    """A label: where it lies, the width its text needs and whether it may be cut (a
    seat name, whole in its tooltip). A wrapping label gets as many lines as it needs."""

    rect: Rect
    need: int
    lines: int = 1
    elides: bool = False


@dataclass
class TableLayout:
    game: str
    seats: int
    table: Rect
    felt: Rect
    #: the side panel beside the felt; None when folded
    side: Rect | None
    #: folded: the button that opens the side panel, and where it opens (over the felt)
    drawer_button: Rect | None
    drawer: Rect | None
    #: top-level regions of the felt: no two overlap
    regions: dict[str, Rect] = field(default_factory=dict)
    cards: dict[str, Cards] = field(default_factory=dict)
    texts: dict[str, Text] = field(default_factory=dict)
    share: float = 0.31

    @property
    def folded(self) -> bool:
        return self.side is None

    @property
    def hand(self) -> Cards:
        return next(c for c in self.cards.values() if c.hand)

    def card(self, key: str) -> Size:
        return self.cards[key].card

    def all_regions(self) -> dict[str, Rect]:
        """Every top-level region, the side panel or the drawer's button included."""
        out = dict(self.regions)
        if self.side is not None:
            out["side"] = self.side
        if self.drawer_button is not None:
            out["drawer_button"] = self.drawer_button
        return out


def side_needed(width: int, metrics: Metrics) -> int:
    """A side panel grows with the window (a fifth of it, 240-380 px) and with its score
    table (every column whole), up to a third of the window."""
    return max(min(380, max(240, width // 5)), min(metrics.side, width // 3))


#: the felt a game needs before its side panel may stand beside it (else it folds)
def felt_needed(game: str, seats: int) -> int:
    if game == "guts":
        return 800 if seats > 6 else 660
    if game == "zhopa":
        return 760 if seats >= 3 else 700
    return 640


def table_layout(game: str, seats: int, width: int, height: int, metrics: Metrics) -> TableLayout:
    """The whole table: the side panel (or its drawer) and the felt's regions."""
    table = Rect(0, 0, width, height)
    side_w = side_needed(width, metrics)
    if width - side_w >= felt_needed(game, seats):
        felt = Rect(0, 0, width - side_w, height)
        side = Rect(width - side_w, 0, side_w, height)
        button = drawer = None
    else:
        felt = table
        side = None
        bw = max(44, metrics.text("drawer", 120) + 24)
        bh = metrics.line + 12
        button = Rect(width - MARGIN - bw, MARGIN, bw, bh)  # top right; a game may move it
        dw = min(width - 40, max(260, metrics.side))
        drawer = Rect(width - dw, 0, dw, height)
    lay = TableLayout(game, seats, table, felt, side, button, drawer, share=metrics.share)
    inner = Rect(felt.x + MARGIN, felt.y + MARGIN, felt.w - 2 * MARGIN, felt.h - 2 * MARGIN)
    {"gops": _gops, "guts": _guts, "zhopa": _zhopa}[game](lay, inner, metrics, button)
    return lay


# --- Gops: the opponent across, the centre (prize pile, pot, two bids), you below -----------
def _gops(lay: TableLayout, f: Rect, m: Metrics, corner: Rect | None) -> None:
    L = m.line
    name_h = round(L * 1.25)
    share = m.share
    # heights: two names, four small labels (spent, won; bids' and pot's over the centre),
    # the opponent's hand (0.7), two rows of spent/won (0.55), the centre and your hand (1)
    fixed = 2 * name_h + 3 * L + 11 * GAP + CONTINUE_H + (max(0, corner.h - name_h) if corner is not None else 0)
    by_height = (f.h - fixed) / (2 + 0.7 + 2 * 0.55 + 1 / 14)
    by_hand = fan_width_inverse(f.w, 13, share)
    centre_fixed = m.text("gops_pile", 80) + 3 * 24
    by_centre = (f.w - 3 * 24) / (3 + (1 + 3 * share)) * CARD_RATIO
    if centre_fixed > f.w:
        by_centre = 0
    c = int(max(MIN_CARD_H, min(MAX_CARD_H, by_height, by_hand, by_centre)))
    big = card_size(c)
    top_h = int(c * 0.7)
    small_h = int(c * 0.55)
    half = (f.w - 24) // 2
    small_h = min(small_h, fan_width_inverse(half, 13, share))
    top_h = min(top_h, fan_width_inverse(f.w, 13, share))
    lift = lift_of(c)
    # extra height goes between the top, the centre and the bottom
    used = fixed + c + lift + c + top_h + 2 * small_h
    spare = max(0, f.h - used) // 2
    y = f.y
    right = f.right if corner is None else min(f.right, corner.x - GAP)

    def put(key: str, h: int, x: int = f.x, w: int = f.w) -> Rect:
        nonlocal y
        r = Rect(x, y, w, h)
        lay.regions[key] = r
        y += h + GAP
        return r

    r = put("top_name", max(name_h, corner.h if corner is not None else 0), w=right - f.x)
    lay.texts["top_name"] = Text(r, m.names[1] if len(m.names) > 1 else 0, elides=True)
    r = put("top_hand", top_h)
    lay.cards["top_hand"] = Cards(r, card_size(top_h), 13)
    _gops_pairs(lay, "top", f, y, small_h, L, m)
    y += L + GAP + small_h + GAP + spare
    # the centre: prize pile, pot, the two bids, each under its label
    pile_w = max(big.w, m.text("gops_pile", 80))
    bid_w = max(big.w, min(m.text("gops_bid", 120), (f.w - 3 * 24) // 4))
    pot_w = max(big.w, m.text("gops_pot", 100), f.w - 3 * 24 - pile_w - 2 * bid_w)
    bid_w = max(big.w, (f.w - 3 * 24 - pile_w - pot_w) // 2)
    widths = {"pile": pile_w, "pot": pot_w, "bid_top": bid_w, "bid_bottom": bid_w}
    x = f.x
    for key in ("pile", "pot", "bid_top", "bid_bottom"):
        w = widths[key]
        label = Rect(x, y, w, L)
        lay.regions[f"{key}_label"] = label
        need = m.text(f"gops_{key}" if key in ("pile", "pot") else "gops_bid", 60)
        lay.texts[f"{key}_label"] = Text(label, need, elides=key.startswith("bid"))
        row = Rect(x, y + L + 2, w, c)
        lay.regions[key] = row
        lay.cards[key] = Cards(row, big, 13 if key == "pot" else 1)
        x += w + 24
    y += L + 2 + c + GAP
    # Continue (a result everyone must see in pass-and-play) stands here, over no card
    lay.regions["continue"] = Rect(f.x, y, f.w, CONTINUE_H + spare)
    y += CONTINUE_H + spare + GAP
    _gops_pairs(lay, "bottom", f, y, small_h, L, m)
    y += L + GAP + small_h + GAP
    r = put("hand", c + lift)
    lay.cards["hand"] = Cards(r, big, 13, hand=True, lift=lift)
    r = put("bottom_name", name_h)
    lay.texts["bottom_name"] = Text(r, m.names[0] if m.names else 0, elides=True)


def _gops_pairs(lay: TableLayout, side: str, f: Rect, y: int, small_h: int, L: int, m: Metrics) -> None:
    half = (f.w - 24) // 2
    for i, key in enumerate(("spent", "won")):
        x = f.x + i * (half + 24)
        label = Rect(x, y, half, L)
        lay.regions[f"{side}_{key}_label"] = label
        lay.texts[f"{side}_{key}_label"] = Text(label, m.text(f"gops_{key}", 80))
        row = Rect(x, y + L + GAP, half, small_h)
        lay.regions[f"{side}_{key}"] = row
        lay.cards[f"{side}_{key}"] = Cards(row, card_size(small_h), 13)


def fan_width_inverse(width: int, n: int, share: float) -> int:
    """The tallest card whose n-card fan (index corners showing) fits ``width``."""
    w = width / (1 + (n - 1) * share) if n > 1 else width
    return int(w * CARD_RATIO)


# --- Zhopa: seat panels round the trick, the stock, your panel, hand and bets below -----------
ZHOPA_FACTS = ("zhopa_trump", "zhopa_bet", "zhopa_points", "zhopa_banks", "zhopa_won", "zhopa_combo")


def _facts_height(m: Metrics, width: int, columns: int = 1) -> int:
    """A seat panel's facts: its name (one line, may be cut), then each fact, wrapped;
    in two columns in a wide panel (the seat across)."""
    inner = (width - 16 - (columns - 1) * 12) // columns
    lines = [m.lines(k, inner) for k in ZHOPA_FACTS]
    per = math.ceil(len(lines) / columns)
    tallest = max(sum(lines[i:i + per]) for i in range(0, len(lines), per))
    return round(m.line * 1.2) + tallest * m.line + 2 * 6 + (per + 1) * 2


def _zhopa(lay: TableLayout, f: Rect, m: Metrics, corner: Rect | None) -> None:
    n = lay.seats
    L = m.line
    share = m.share
    places = {2: ("bottom", "top"), 3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}[n]
    widest = max(m.text(k) for k in ZHOPA_FACTS) + 16
    panel_w = max(160, min(widest, f.w // 4, 260))
    facts_h = _facts_height(m, panel_w)
    top_w = 2 * panel_w  # the seat across: its facts in two columns
    top_facts = _facts_height(m, top_w, 2)
    bets_w = max(150, m.text("zhopa_buttons", 230) + 12)
    bets_h = 40 + GAP + L * m.lines("zhopa_bet_help", bets_w, 200)
    stock_w = max(m.text("zhopa_stock", 70) + 8, 60)
    hand_w = f.w - panel_w - bets_w - 2 * GAP
    by_hand = fan_width_inverse(hand_w, 4, 0.0) if hand_w > 0 else 0
    by_hand = min(by_hand, int((hand_w - 3 * 8) / 4 * CARD_RATIO))
    side_cols = 2 * (panel_w + GAP) if n >= 3 else 0
    centre_w = f.w - side_cols - stock_w - GAP
    by_trick = int((centre_w - (n - 1) * 12) / n * CARD_RATIO)
    best = None
    for c in range(min(MAX_CARD_H, by_hand), MIN_CARD_H - 1, -2):
        lift = lift_of(c)
        small = max(MIN_CARD_H - 8, int(c * 0.45))
        top_h = (max(top_facts, small) + 12) if "top" in places else 0
        bottom_h = max(facts_h, c + lift, bets_h)
        middle = f.h - top_h - bottom_h - 2 * GAP
        texts = (m.lines("zhopa_trick", centre_w) + 1 + 2 + 1 + 2) * L + 5 * 2
        t = min(c, by_trick, middle - texts)
        tall = facts_h + small + 12
        fits = t >= min(int(0.7 * c), by_trick) and t >= MIN_CARD_H - 4 and (n < 3 or tall <= middle)
        if fits:
            best = (c, small, top_h, bottom_h, middle, t)
            break
    if best is None:  # the smallest table: the hand keeps MIN_CARD_H, the trick what is left
        c = MIN_CARD_H
        small = MIN_CARD_H - 8
        top_h = (max(top_facts, small) + 12) if "top" in places else 0
        bottom_h = max(facts_h, c + lift_of(c), bets_h)
        middle = f.h - top_h - bottom_h - 2 * GAP
        best = (c, small, top_h, bottom_h, middle, min(c, by_trick, MIN_CARD_H - 4))
    c, small, top_h, bottom_h, middle, t = best
    lift = lift_of(c)
    y = f.y
    if "top" in places:
        hand4 = fan_width(4, card_size(small).w, share) + 8
        w = top_w + GAP + hand4 + 16
        w = min(w, f.w if corner is None else corner.x - GAP - f.x)
        x = f.x + (f.w - w) // 2
        if corner is not None and x + w > corner.x - GAP:
            x = corner.x - GAP - w
        r = Rect(max(f.x, x), y, w, top_h)
        lay.regions["panel_top"] = r
        lay.cards["hand_top"] = Cards(Rect(r.right - 8 - hand4, r.y + 6, hand4, top_h - 12), card_size(small), 4)
        lay.texts["name_top"] = Text(Rect(r.x + 8, r.y + 6, r.w - 16 - hand4 - GAP, round(L * 1.2)),
                                     _name(m, places, "top"),
                                     elides=True)
        y += top_h + GAP
    # the middle band: left panel, the trick, the stock, right panel
    mid = Rect(f.x, y, f.w, middle)
    x = f.x
    if n >= 3:
        tall = facts_h + small + 12
        for place, px in (("left", f.x), ("right", f.right - panel_w)):
            r = Rect(px, mid.y + (middle - tall) // 2, panel_w, tall)
            lay.regions[f"panel_{place}"] = r
            lay.cards[f"hand_{place}"] = Cards(Rect(r.x + 8, r.bottom - 6 - small, panel_w - 16, small),
                                               card_size(small), 4)
            lay.texts[f"name_{place}"] = Text(Rect(r.x + 8, r.y + 6, panel_w - 16, round(L * 1.2)),
                                              _name(m, places, place), elides=True)
        x = f.x + panel_w + GAP
    right_edge = (f.right - panel_w - GAP) if n >= 3 else f.right
    stock = Rect(right_edge - stock_w, mid.y, stock_w, middle)
    lay.regions["stock"] = stock
    stock_h = min(int(c * 0.55), middle - L - 4)
    lay.cards["stock"] = Cards(Rect(stock.x, stock.y + (middle + L) // 2 - stock_h // 2, stock_w, stock_h),
                               card_size(stock_h), 1)
    centre = Rect(x, mid.y, stock.x - GAP - x, middle)
    lay.regions["centre"] = centre
    trick_lines = m.lines("zhopa_trick", centre.w)
    used = (trick_lines + 5) * L + t + 5 * 2
    ty = centre.y + max(0, (middle - used) // 2)
    lay.texts["trick_caption"] = Text(Rect(centre.x, ty, centre.w, trick_lines * L), m.text("zhopa_trick"),
                                      lines=trick_lines)
    ty += trick_lines * L + 2
    slot_w = min(int(t / CARD_RATIO) + 40, (centre.w - (n - 1) * 12) // n)
    sx = centre.x + (centre.w - (n * slot_w + (n - 1) * 12)) // 2
    for i in range(n):
        slot = Rect(sx + i * (slot_w + 12), ty, slot_w, L + 2 + t + 2 + 2 * L)
        lay.cards[f"trick_{i}"] = Cards(Rect(slot.x, slot.y + L + 2, slot.w, t), card_size(t), 1)
        lay.texts[f"trick_who_{i}"] = Text(Rect(slot.x, slot.y, slot.w, L), max(m.names or (0,)), elides=True)
    # your corner: the facts, the hand, the bets
    by = f.bottom - bottom_h
    lay.regions["panel_bottom"] = Rect(f.x, by, panel_w, bottom_h)
    lay.texts["name_bottom"] = Text(Rect(f.x + 8, by + 6, panel_w - 16, round(L * 1.2)), _name(m, places, "bottom"),
                                    elides=True)
    hand = Rect(f.x + panel_w + GAP, by + bottom_h - c - lift, hand_w, c + lift)
    lay.regions["hand"] = hand
    lay.cards["hand"] = Cards(hand, card_size(c), 4, hand=True, lift=lift)
    lay.regions["bets"] = Rect(f.right - bets_w, by, bets_w, bottom_h)


def _name(m: Metrics, places: tuple[str, ...], place: str) -> int:
    i = places.index(place)
    return m.names[i] if i < len(m.names) else 0


# --- Guts: seats round an oval, the pot in the middle, In / Out below -----------------------
def _guts(lay: TableLayout, f: Rect, m: Metrics, corner: Rect | None) -> None:
    n = lay.seats
    L = m.line
    bar_h = max(50, L + 24)
    # In, Out and the hint; as much room again on the left when there is room (the
    # buttons stay centred while the hint changes)
    need = m.text("guts_bar", 480)
    avail = f.w
    if corner is not None:  # the drawer's button: at the right of the In / Out bar
        lay.drawer_button = corner = Rect(f.right - corner.w, f.bottom - (bar_h + corner.h) // 2, corner.w, corner.h)
        avail = f.w - corner.w - GAP
    bar_w = min(avail, need + m.text("guts_hint", 100) + 16)
    x = f.x + (f.w - bar_w) // 2
    if x + bar_w > f.x + avail:
        x = f.x + (avail - bar_w) // 2
    bar = Rect(x, f.bottom - bar_h, bar_w, bar_h)
    oval = Rect(f.x, f.y, f.w, f.h - bar_h - GAP)
    msg_lines = max(4, min(n + 1, 5))  # a showdown's account: who showed what, who took, who pays
    centre_h = round(L * 1.9) + 2 * L + msg_lines * L + 16
    best: tuple[int, int, list[Rect], Rect] | None = None
    for config in _ring_configs(n):
        lo, hi = MIN_CARD_H - 10, MAX_CARD_H
        found = None
        while lo <= hi:  # the largest card at which this ring fits
            c = (lo + hi) // 2
            got = _guts_try(oval, c, n, config, centre_h, m)
            if got is not None:
                found, lo = got, c + 1
            else:
                hi = c - 1
        if found is not None and (best is None or found[0] > best[0]):
            best = found
    if best is None:
        raise ValueError(f"guts at {n} seats does not fit {f.w}x{f.h}")
    c, s, rects, centre = best
    lay.regions["centre"] = centre
    lay.regions["bar"] = bar
    lay.texts["bar"] = Text(bar, need)
    for k, r in enumerate(rects):
        h = c if k == 0 else s
        lay.regions[f"seat_{k}"] = r
        card = card_size(h)
        cards_w = fan_width(2, card.w, m.share)
        whole = 2 * card.w + max(4, card.w // 12)  # side by side, where the seat has the room
        if 2 * whole + GAP <= r.w - 12:
            cards_w = whole
        left = r.x + (r.w - (2 * cards_w + GAP)) // 2
        row_y = r.bottom - 4 - h
        lay.cards[f"seat_{k}_hand"] = Cards(Rect(left, row_y, cards_w, h), card, 2, hand=(k == 0))
        lay.cards[f"seat_{k}_shown"] = Cards(Rect(left + cards_w + GAP, row_y, cards_w, h), card, 2)
        name_w = r.w - 12 - 28
        lay.texts[f"seat_{k}_name"] = Text(Rect(r.x + 6 + 24, r.y + 4, name_w, round(L * 1.2)),
                                           m.names[k] if k < len(m.names) else 0, elides=True)
        lines = _seat_lines(2 * fan_width(2, card.w, m.share) + GAP, m)
        y = r.y + 4 + round(L * 1.2)
        if lines == 3:
            lay.texts[f"seat_{k}_balance"] = Text(Rect(r.x + 6, y, r.w - 12, L),
                                                  m.text("guts_balance", 50) + m.text("guts_tag", 80) + 8)
        else:
            lay.texts[f"seat_{k}_balance"] = Text(Rect(r.x + 6, y, r.w - 12, L), m.text("guts_balance", 50))
            y += L
            lay.texts[f"seat_{k}_tag"] = Text(Rect(r.x + 6, y, r.w - 12, L), m.text("guts_tag", 80))
        lay.texts[f"seat_{k}_last"] = Text(Rect(r.x + 6, y + L, r.w - 12, L), 0)


def _ring_configs(n: int) -> list[tuple[int, int, int]]:
    """Ways to seat n round a rectangle: (bottom row, each side, top row); you in the
    bottom row's middle."""
    out = []
    for b in range(1, n + 1, 2):
        for side in range(0, (n - b) // 2 + 1):
            t = n - b - 2 * side
            if t >= 0 and (n == 1 or t >= 1 or side >= 1):
                out.append((b, side, t))
    return out


def _seat_lines(cards_w: int, m: Metrics) -> int:
    """Lines of text over a seat's cards: the name; the balance and what they did (on
    two lines when the seat is narrow); the last result."""
    return 3 if m.text("guts_balance", 50) + m.text("guts_tag", 80) + 8 <= cards_w else 4


def _seat_boxes(c: int, n: int, m: Metrics) -> tuple[int, list[Size]]:
    L = m.line
    s = c if n <= 2 else max(MIN_CARD_H - 10, int(c * (0.8 if n <= 4 else 0.72)))
    showed = round(L * 0.8) + 4
    boxes = []
    for k in range(n):
        h = c if k == 0 else s
        cw = card_size(h).w
        cards_w = 2 * fan_width(2, cw, m.share) + GAP
        lines = _seat_lines(cards_w, m)
        head_w = max(min(m.names[k] if k < len(m.names) else 80, cards_w) + 28, m.text("guts_balance", 50) + 8,
                     m.text("guts_tag", 80) if lines == 4 else 0)
        text_h = round(L * 1.2) + (lines - 1) * L + 8
        boxes.append(Size(max(cards_w, head_w) + 12, text_h + showed + h + 4))
    return s, boxes


def _guts_try(oval: Rect, c: int, n: int, config: tuple[int, int, int], centre_h: int,
              m: Metrics) -> tuple[int, int, list[Rect], Rect] | None:
    s, boxes = _seat_boxes(c, n, m)
    b, side, t = config
    sw = max(x.w for x in boxes)
    sh = max(x.h for x in boxes[1:]) if n > 1 else boxes[0].h
    you = boxes[0]
    # the places, clockwise on the screen from you: the bottom row leftwards, the left side
    # upwards, the top row rightwards, the right side downwards, the bottom row back to you
    bottom_y = oval.bottom
    slots: list[tuple[float, float, str]] = []  # centre x, centre y (or edge), kind
    row = [oval.x + (i + 0.5) * oval.w / b for i in range(b)]
    mid = b // 2
    top_band = sh if t else 0
    bottom_band = max(you.h, sh if b > 1 else 0)
    free_top, free_bottom = oval.y + top_band + GAP, bottom_y - bottom_band - GAP
    side_ys = [free_top + (i + 0.5) * (free_bottom - free_top) / side for i in range(side)]
    order = [(row[mid], "bottom")] + [(row[i], "bottom") for i in range(mid - 1, -1, -1)]
    order += [(y, "left") for y in reversed(side_ys)]
    order += [(oval.x + (i + 0.5) * oval.w / t, "top") for i in range(t)]
    order += [(y, "right") for y in side_ys]
    order += [(row[i], "bottom") for i in range(b - 1, mid, -1)]
    rects = []
    for (pos, kind), box in zip(order, boxes, strict=True):
        if kind == "bottom":
            r = Rect(int(pos - box.w / 2), bottom_y - box.h, box.w, box.h)
        elif kind == "top":
            r = Rect(int(pos - box.w / 2), oval.y, box.w, box.h)
        elif kind == "left":
            r = Rect(oval.x, int(pos - box.h / 2), box.w, box.h)
        else:
            r = Rect(oval.right - box.w, int(pos - box.h / 2), box.w, box.h)
        if not oval.contains(r):
            return None
        rects.append(r)
    del sw, slots
    for i in range(n):
        for j in range(i + 1, n):
            if _grown(rects[i]).intersects(rects[j]):
                return None
    # the centre: in the middle of the room between the top seats and the bottom ones
    cy = oval.y + oval.h / 2
    above = [r.bottom for r in rects if r.y + r.h / 2 < cy and r.x > oval.x and r.right < oval.right] or [oval.y]
    below = [r.y for r in rects if r.y + r.h / 2 >= cy and r.x > oval.x and r.right < oval.right] or [oval.bottom]
    top, bottom = max(above), min(below)
    if bottom - top < centre_h:
        top, bottom = oval.y, oval.bottom
    y = int((top + bottom - centre_h) / 2)
    width = _centre_width(oval, rects, Rect(oval.x, y, oval.w, centre_h), m)
    if width is None:
        return None
    centre = Rect(oval.x + (oval.w - width) // 2, y, width, centre_h)
    return c, s, rects, centre


def _grown(r: Rect) -> Rect:
    return Rect(r.x - GAP // 2, r.y - GAP // 2, r.w + GAP, r.h + GAP)


def _centre_width(oval: Rect, seats: list[Rect], band: Rect, m: Metrics) -> int | None:
    """The centre panel: as wide as its labels, and up to two fifths of the oval for the
    hand's account (220-420), narrower until it clears the seats."""
    want = max(220, min(420, max(m.text("guts_pot", 120), m.text("guts_reserve", 160), m.text("guts_cycle", 180),
                                 oval.w * 2 // 5) + 24))
    cx = oval.x + oval.w / 2
    need = max(m.text("guts_reserve", 160), m.text("guts_cycle", 180)) + 16
    w = want
    while w >= max(140, need):
        r = Rect(int(cx - w / 2), band.y, w, band.h)
        if oval.contains(r) and not any(_grown(r).intersects(s) for s in seats):
            return w
        w -= 10
    return None
