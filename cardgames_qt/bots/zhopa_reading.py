"""Reading the other seats' hidden cards from what they did, for the search's guesses.

A guess of the hidden cards (``zhopa_fast.Guesser``) honours hand sizes and
shown combinations; the search already rejects guesses that make a card
seen illegal (zhopa_search ``_Facts``). This module scores a guess against
two more pieces of evidence, as a decent player reads a table:

- **Plays.** Every card a seat played since it last received cards, set
  against what a sensible player would have played from the hand the guess
  gives it then (its hand now plus what it played after): the heuristic
  bot's rule (bots/zhopa_bots.py: the card's expected points from the
  trick, the later players answering at random, less what it is worth
  kept). A play that rule scores more than ``tolerance`` points below its
  best card is unlikely from that hand: one count against the guess.
  The rule is weighed *as the seat saw the table* (``view=True``, the
  search's default): the later players' hands were unknown to it, so their
  answers are averaged over VIEW_SAMPLES fixed guesses of those hands from
  the cards it had not seen played (``_View``), as the heuristic bot does;
  a guess is then read by its hand for that seat alone, and the search's
  many guesses share the work. The older reading (``view=False``) made the
  rule exact over the guessed hands of everyone, as if the seat had known
  them: on seeded heuristic parties it counted against the *true* hands
  149 times where the seat's view counts 65 (1,620 plays read), mostly on
  leads, where nobody has played yet and the exact rule is furthest from
  what the seat knew.
- **Bets.** "Go" or "pass", said on the first four cards (while those are
  still the hand in play): the heuristic's bet model values the four cards;
  a "go" on a hand valued well below its go line (or a "pass" well above
  it, by more than ``slack`` points) counts against the guess.

The search keeps the first guess with no count against it, else the one
with the fewest (so a player who plays otherwise only makes the reading
weaker, never a guess impossible). Where the rule's outcome is certain —
a card that gives the trick away is the one cheapest to keep, the last
card of a trick takes what it is worth most — a stray play counts SURE
(the heuristic bot never strays there); elsewhere the rule guesses the
later players' answers, so ``tolerance`` points of room are left.

Measured against the heuristic bot, paired on the same seeded parties
(bench/bots_zhopa_ab.py): reading with tolerance 1 and bet slack 3, +1.9 ±
1.5 points and −0.056 ± 0.042 banks a partie (160 parties, 200 ms);
tolerance 0.3 instead of 1, +2.3 ± 1.0 points (240 parties, 500
iterations); bet slack 0 instead of 3, +0.6 ± 1.0 points, −0.025 ± 0.022
banks; these defaults against no reading, +0.8 ± 1.3 points, −0.022 ±
0.041 banks (160 parties, 200 ms). More tries per guess (30 instead of
12) did not help.

The seat's view against that exact reading (600 first parties, 300
iterations, paired): +0.7 ± 0.8 points and −0.033 ± 0.022 banks a partie,
and a decision takes half the time at the same iterations (p95 50 against
102 ms: the view's card scores are computed once per play, not once per
guessed deal). Tolerance 0.5 scored alike (+0.6, −0.042). Also tried,
each paired against the defaults of the day, none better within its error
(600 parties unless said):
fewer tries per guess (4: −0.9 points, +0.046 banks; 7: −0.8, +0.017),
more (24: +0.0, −0.002), keeping a guess with chance 0.3 or 0.1 per count
against it instead of the least wrong (−0.4 / +0.9 points, +0.005 /
−0.020 banks); in zhopa_search, 360 parties: the other seats inside the
tree played by a clone of the heuristic's rule (it picks the heuristic's
card 84 % of the time, the quick rule 68 %: −0.9 points, +0.007 banks;
also in the rollouts: −0.6, +0.026), their quick-rule share 0.85 or 0.25
instead of 0.5 (−0.1 / −1.6 points), a reward that also counts the other
seats' banks (weight 0.5: −1.8 points, −0.015 banks), the bet edge 2 or
10 points instead of 6 (+0.0 / −0.6 points), an edge of 6 or 12 points
in the search's own partie estimate (−0.5 / +1.3 points, −0.017 / +0.022
banks), points weight 0.5 (−1.7), exploration 0.45 or 1.0 (−0.8 / −1.4),
rollout quick-rule share 0.7 (−1.7). Once the stock is empty the unseen
cards are the others' hands: listing every split of them (70 at most at 3
players) and drawing from it weighed 0.15 or 0.4 to the power of what the
reading counts against each, instead of the least wrong of 12 tries, scored
−0.2 ± 0.3 and −0.3 ± 0.3 points: the tries already find what the plays
tell. The same in every deal: drawing 3,000 or 20,000 guesses once per
decision and searching over those the reading counts least against (all
but the exact posterior the evidence allows) scored −0.4 / +0.4 ± 1.0
points and +0.010 / −0.011 ± 0.025 banks a partie (600 paired parties, 300
iterations). bench/bots_zhopa_oracle.py sizes what is left: where the
hidden cards would pay if known, by deal.
"""
from __future__ import annotations

import math
import random
from collections.abc import Iterable
from typing import Any

from ..engine.observations import ZhopaObservation
from ..engine.zhopa.rules import MAX_BANKS
from ..engine.zhopa.tricks import DECK
from .zhopa_bots import (
    BET_BASE,
    BET_CARD_VALUE,
    BET_SPREAD,
    BET_TRUMP_VALUE,
    FULL_PRICE_TRICKS,
    KEEP,
    SIXTH_BANK_WEIGHT,
    TRUMP_KEEP,
    _reach,
)
from .zhopa_fast import ALL, BIT, POINTS, SUIT_MASK, Sim, TrickTable, cards_of, mask_of

PLAY_TOLERANCE = 1.0  # points below the rule's best card before a play counts against a guess
BET_SLACK = 0.0       # points of hand value either side of the go line a bet may fall
SURE = 2              # what a play counts against a guess where the rule knows its outcome
KEEP_PRICE = [KEEP[c[:-1]] for c in DECK]
BET_VALUE = [BET_CARD_VALUE[c[:-1]] for c in DECK]


class Reading:
    """The evidence of one observation; ``wrong(deal)`` counts what a guess contradicts.

    ``played``: the partie's plays as (seat, card index); ``start``: the first
    trick since every hand last received cards; ``table``: the TrickTable.
    """

    def __init__(self, obs: ZhopaObservation, table: TrickTable, played: list[tuple[int, int]], start: int,
                 tolerance: float | None = PLAY_TOLERANCE, slack: float | None = BET_SLACK,
                 view: bool = False) -> None:
        n, me = obs.players, obs.player()
        self.table, self.must_beat, self.stock = table, obs.must_beat, obs.stock_count
        self.trumps = [sum(SUIT_MASK[s] for s in suits) for suits in obs.trumps]
        self.tolerance = 0.0 if tolerance is None else tolerance  # (no plays are read without one)
        # (seat, card, trick before it, its points, what each seat played after)
        self.plays: list[tuple[int, int, int, int, list[int]]] = []
        self.views: list[_View | None] = []  # per play: the seat's view of the later players' hands then (_View)
        if tolerance is not None:
            sid = points = 0
            gone = 0  # cards played before this one
            sizes = obs.hand_sizes
            combos = [mask_of(c.cards) for c in obs.combinations] if view else [0] * n
            for i, (seat, card) in enumerate(played):
                if i % n == 0:
                    sid = points = 0
                if i >= start * n and seat != me:
                    after = [0] * n
                    for s, c in played[i + 1:]:
                        after[s] |= BIT[c]
                    self.plays.append((seat, card, sid, points, after))
                    self.views.append(None)
                    if view:  # the later players' hand sizes then, their shown cards still held
                        pos = table.size[sid]
                        later = tuple((seat + k) % n for k in range(1, n - pos))
                        then = tuple((s, sizes[s] + bin(after[s]).count("1"), combos[s] & ~gone)
                                     for s in later)
                        self.views[-1] = _View.get(table, tuple(played[:i + 1]), then, ALL & ~gone)
                gone |= BIT[card]
                sid = table.step(sid, card, seat)
                points += POINTS[card]
        # (seat, its cards played since the bet, go?, lowest go value, highest pass value)
        self.bets: list[tuple[int, int, bool, float, float]] = []
        first_hand = obs.tricks_done == 0 or (obs.refill == "redeal" and start == 0)
        if slack is not None and first_hand:
            for s, bet in enumerate(obs.bets):
                if s == me or bet is None:
                    continue
                shown = 0
                for p, c in played:
                    if p == s:
                        shown |= BIT[c]
                line = go_line(obs, s) - BET_BASE[n] - obs.combinations[s].points
                self.bets.append((s, shown, bet == "go", line - slack, line + slack))
        self._seen: dict[tuple[Any, ...], int] = {}  # (play, hands then) -> whether the rule finds it unlikely

    def __bool__(self) -> bool:
        return bool(self.plays or self.bets)

    def wrong(self, deal: Sim, enough: int | None = None) -> int:
        """How much of the evidence the guessed ``deal`` contradicts (counting
        stops at ``enough``)."""
        wrong = 0
        for seat, shown, go, low, high in self.bets:
            value, hand, trump = 0.0, deal.hands[seat] | shown, self.trumps[seat]
            while hand:
                bit = hand & -hand
                hand ^= bit
                value += BET_VALUE[bit.bit_length() - 1] + (BET_TRUMP_VALUE if bit & trump else 0.0)
            if (value < low) if go else (value > high):
                wrong += 1
        seen = self._seen
        for i, (seat, card, sid, points, after) in enumerate(self.plays):
            if enough is not None and wrong >= enough:
                break
            hands = tuple(h | a for h, a in zip(deal.hands, after, strict=True))
            key = (i, hands[seat]) if self.views[i] is not None else (i, hands)
            unlikely = seen.get(key)
            if unlikely is None:
                unlikely = seen[key] = self._unlikely(seat, card, sid, points, list(hands),
                                                      self.views[i])
            wrong += unlikely
        return wrong

    def _unlikely(self, seat: int, card: int, sid: int, points: int, hands: list[int],
                  view: _View | None = None) -> int:
        """0 if the rule could have played ``card`` from ``hands`` (the seat's
        without it), else how much that counts: SURE where the rule knows what
        it does, 1 where it weighs chances it can only guess."""
        table = self.table
        hands[seat] |= BIT[card]
        options = table.legal(hands[seat], sid, seat, self.must_beat)
        if not options >> card & 1 or options & (options - 1) == 0:
            return 0  # illegal (the search's own checks count that), or the only card
        last = sid and table.size[sid] == table.n - 1
        if sid and not last and not table.takes(sid, seat, BIT[card]):
            # a card that gives the trick away is the one cheapest to keep (as the
            # rule prices it: its chances do not come into it)
            rest = options & ~table.takes(sid, seat, options)
            cost = self._keep_cost(seat, card)
            return SURE if any(self._keep_cost(seat, c) < cost - 1e-9 for c in cards_of(rest)) else 0
        cards = cards_of(options)
        if view is not None and not last:
            # the seat's own view: the later players' hands unknown to it
            price = min(1.0, (bin(hands[seat]).count("1") + self.stock // table.n - 1)
                        / FULL_PRICE_TRICKS)
            scores = [view.won(c, sid, seat, points, self.must_beat)
                      - price * self._keep_cost(seat, c) for c in cards]
            return int(scores[cards.index(card)] < max(scores) - self.tolerance)
        scores = rule_scores(table, sid, seat, hands, self.stock, self.trumps[seat],
                             self.must_beat, points, cards)
        if last:  # the last card of a trick: nothing left to chance
            return SURE if scores[cards.index(card)] < max(scores) - 1e-9 else 0
        return int(scores[cards.index(card)] < max(scores) - self.tolerance)

    def _keep_cost(self, seat: int, card: int) -> float:
        return KEEP_PRICE[card] + (TRUMP_KEEP if BIT[card] & self.trumps[seat] else 0.0)


def rule_scores(table: TrickTable, sid: int, seat: int, hands: list[int], stock: int, trumps: int,
                must_beat: bool, on_table: int, options: list[int]) -> list[float]:
    """The heuristic bot's score of each card of ``options`` for ``seat`` in trick
    ``sid``: expected points from the trick, the later players answering with
    uniformly random legal cards from ``hands`` (exactly, not sampled), less
    the card's kept value at the heuristic's price."""
    n = table.n
    pos = table.size[sid]
    later = [(seat + i) % n for i in range(1, n - pos)]
    price = min(1.0, (bin(hands[seat]).count("1") + stock // n - 1) / FULL_PRICE_TRICKS)
    theirs = [hands[s] for s in later]
    return [trick_take(table, table.step(sid, c, seat), pos, later, theirs, must_beat,
                       on_table + POINTS[c])
            - price * (KEEP_PRICE[c] + (TRUMP_KEEP if BIT[c] & trumps else 0.0)) for c in options]


def trick_take(table: TrickTable, sid: int, pos: int, later: list[int], hands: list[int], must_beat: bool,
               points: int) -> float:
    """The points the card at position ``pos`` of trick ``sid`` (``points`` on
    it so far) is expected to bring home when the ``later`` players answer in
    turn with uniformly random legal cards from ``hands`` (one per later
    player), computed exactly."""
    holder, step, legal = table.holder, table.step, table.legal

    def expect(sid: int, i: int, points: int) -> float:
        if i == len(later):
            return float(points) if holder[sid] == pos else 0.0
        s, h = later[i], hands[i]
        mask = legal(h, sid, s, must_beat) if h else 0
        if not mask:
            return expect(sid, i + 1, points)
        total, k = 0.0, 0
        while mask:
            low = mask & -mask
            mask ^= low
            c = low.bit_length() - 1
            total += expect(step(sid, c, s), i + 1, points + POINTS[c])
            k += 1
        return total / k

    return expect(sid, 0, points)


def go_line(obs: ZhopaObservation, seat: int) -> float:
    """The estimated partie points (the heuristic's bet model) from which
    ``seat``, betting as that model does, says "go"."""
    n, go, pass_ = obs.players, obs.target_table.go, obs.target_table.pass_
    miss = SIXTH_BANK_WEIGHT if obs.banks[seat] >= MAX_BANKS - 1 else 1.0
    spread = BET_SPREAD[n]

    def goes(mean: float) -> bool:
        p_go, p_pass = _reach(mean, spread, go), _reach(mean, spread, pass_)
        return -p_go + (1.0 - p_go) * miss < -p_pass

    mean = 0.0
    while not goes(mean):  # the first half point where it goes, then the line to 1e-6
        mean += 0.5
        if mean > 200.0:
            return math.inf
    low = mean - 0.5
    while mean - low > 1e-6:
        mid = (low + mean) / 2
        low, mean = (low, mid) if goes(mid) else (mid, mean)
    return mean


VIEW_SAMPLES = 32  # guesses of the later players' hands per play, as the seat saw them


class _View:
    """One play as its seat saw it: the later players' hands were unknown to
    it, so the heuristic rule weighs each card over guesses of them (as the
    heuristic bot does). ``won(card)``: the expected points the card brings
    home from the trick over ``VIEW_SAMPLES`` fixed guesses (the same for
    every card and every guess of the seat's own hand, so the search's many
    guesses share them)."""

    _cache: dict[tuple[Any, ...], _View] = {}

    @classmethod
    def get(cls, table: TrickTable, prefix: tuple[tuple[int, int], ...], then: tuple[tuple[int, int, int], ...],
            unseen: int) -> _View:
        key = (table, prefix, then)  # a table is hashed by identity
        view = cls._cache.get(key)
        if view is None:
            if len(cls._cache) > 4096:
                cls._cache.clear()
            view = cls._cache[key] = cls(table, prefix, then, unseen)
        return view

    def __init__(self, table: TrickTable, prefix: tuple[tuple[int, int], ...],
                 then: tuple[tuple[int, int, int], ...], unseen: int) -> None:
        self.table, self.later = table, [s for s, _, _ in then]
        card = prefix[-1][1]
        pinned = 0
        for _, _, shown in then:
            pinned |= shown
        pool = cards_of(unseen & ~BIT[card] & ~pinned)
        rng = random.Random(hash(prefix))
        self.samples: list[list[int]] = []
        for _ in range(VIEW_SAMPLES):
            rng.shuffle(pool)
            hands: list[int] = []
            k = 0
            for _, size, shown in then:
                extra = max(0, size - bin(shown).count("1"))
                hands.append(shown | _mask(pool[k:k + extra]))
                k += extra
            self.samples.append(hands)
        self._won: dict[int, float] = {}

    def won(self, card: int, sid: int, seat: int, on_table: int, must_beat: bool) -> float:
        """``sid``, ``seat`` and ``on_table`` are the play's own (one view per play),
        so a card's value is remembered by the card alone."""
        value = self._won.get(card)
        if value is None:
            table, later, out = self.table, self.later, ~BIT[card]
            first, pos, points = table.step(sid, card, seat), table.size[sid], on_table + POINTS[card]
            value = sum(trick_take(table, first, pos, later, [h & out for h in hands], must_beat,
                                   points) for hands in self.samples) / len(self.samples)
            self._won[card] = value
        return value


def _mask(cards: Iterable[int]) -> int:
    """The mask of card indices."""
    m = 0
    for c in cards:
        m |= BIT[c]
    return m
