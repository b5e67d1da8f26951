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
  kept), here computed exactly over the guessed hands. A play that rule
  scores more than ``tolerance`` points below its best card is unlikely
  from that hand: one count against the guess.
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
"""
from __future__ import annotations

import math
from typing import Any

from ..engine.zhopa.rules import MAX_BANKS
from ..engine.zhopa.tricks import DECK
from .zhopa_bots import (BET_BASE, BET_CARD_VALUE, BET_SPREAD, BET_TRUMP_VALUE, FULL_PRICE_TRICKS,
                         KEEP, SIXTH_BANK_WEIGHT, TRUMP_KEEP, _reach)
from .zhopa_fast import BIT, POINTS, SUIT_MASK, cards_of

PLAY_TOLERANCE = 0.3  # points below the rule's best card before a play counts against a guess
BET_SLACK = 0.0       # points of hand value either side of the go line a bet may fall
SURE = 2              # what a play counts against a guess where the rule knows its outcome
KEEP_PRICE = [KEEP[c[:-1]] for c in DECK]
BET_VALUE = [BET_CARD_VALUE[c[:-1]] for c in DECK]


class Reading:
    """The evidence of one observation; ``wrong(deal)`` counts what a guess contradicts.

    ``played``: the partie's plays as (seat, card index); ``start``: the first
    trick since every hand last received cards; ``table``: the TrickTable.
    """

    def __init__(self, obs: dict[str, Any], table, played: list[tuple[int, int]], start: int,
                 tolerance: float | None = PLAY_TOLERANCE, slack: float | None = BET_SLACK):
        n, me = obs["players"], obs["seat"]
        self.table, self.must_beat, self.stock = table, obs["must_beat"], obs["stock_count"]
        self.trumps = [sum(SUIT_MASK[s] for s in suits) for suits in obs["trumps"]]
        self.tolerance = tolerance
        self.plays = []  # (seat, card, trick before it, its points, what each seat played after)
        if tolerance is not None:
            sid = points = 0
            for i, (seat, card) in enumerate(played):
                if i % n == 0:
                    sid = points = 0
                if i >= start * n and seat != me:
                    after = [0] * n
                    for s, c in played[i + 1:]:
                        after[s] |= BIT[c]
                    self.plays.append((seat, card, sid, points, after))
                sid = table.step(sid, card, seat)
                points += POINTS[card]
        self.bets = []  # (seat, its cards played since the bet, go?, lowest go value, highest pass value)
        first_hand = obs["tricks_done"] == 0 or (obs["refill"] == "redeal" and start == 0)
        if slack is not None and first_hand:
            for s, bet in enumerate(obs["bets"]):
                if s == me or bet is None:
                    continue
                shown = 0
                for p, c in played:
                    if p == s:
                        shown |= BIT[c]
                line = go_line(obs, s) - BET_BASE[n] - obs["combinations"][s]["points"]
                self.bets.append((s, shown, bet == "go", line - slack, line + slack))
        self._seen: dict = {}  # (play, hands then) -> whether the rule finds it unlikely

    def __bool__(self) -> bool:
        return bool(self.plays or self.bets)

    def wrong(self, deal, enough: int | None = None) -> int:
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
            hands = tuple(h | a for h, a in zip(deal.hands, after))
            key = (i, hands)
            unlikely = seen.get(key)
            if unlikely is None:
                unlikely = seen[key] = self._unlikely(seat, card, sid, points, list(hands))
            wrong += unlikely
        return wrong

    def _unlikely(self, seat: int, card: int, sid: int, points: int, hands: list[int]) -> int:
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
        scores = rule_scores(table, sid, seat, hands, self.stock, self.trumps[seat],
                             self.must_beat, points, cards)
        if last:  # the last card of a trick: nothing left to chance
            return SURE if scores[cards.index(card)] < max(scores) - 1e-9 else 0
        return int(scores[cards.index(card)] < max(scores) - self.tolerance)

    def _keep_cost(self, seat: int, card: int) -> float:
        return KEEP_PRICE[card] + (TRUMP_KEEP if BIT[card] & self.trumps[seat] else 0.0)


def rule_scores(table, sid: int, seat: int, hands: list[int], stock: int, trumps: int,
                must_beat: bool, on_table: int, options: list[int]) -> list[float]:
    """The heuristic bot's score of each card of ``options`` for ``seat`` in trick
    ``sid``: expected points from the trick, the later players answering with
    uniformly random legal cards from ``hands`` (exactly, not sampled), less
    the card's kept value at the heuristic's price."""
    n = table.n
    pos = table.size[sid]
    later = [(seat + i) % n for i in range(1, n - pos)]
    price = min(1.0, (bin(hands[seat]).count("1") + stock // n - 1) / FULL_PRICE_TRICKS)
    holder, step, legal = table.holder, table.step, table.legal

    def expect(sid: int, i: int, points: int) -> float:
        if i == len(later):
            return float(points) if holder[sid] == pos else 0.0
        s = later[i]
        mask = legal(hands[s], sid, s, must_beat) if hands[s] else 0
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

    return [expect(step(sid, c, seat), 0, on_table + POINTS[c])
            - price * (KEEP_PRICE[c] + (TRUMP_KEEP if BIT[c] & trumps else 0.0)) for c in options]


def go_line(obs: dict[str, Any], seat: int) -> float:
    """The estimated partie points (the heuristic's bet model) from which
    ``seat``, betting as that model does, says "go"."""
    n, go, pass_ = obs["players"], obs["target_table"]["go"], obs["target_table"]["pass"]
    miss = SIXTH_BANK_WEIGHT if obs["banks"][seat] >= MAX_BANKS - 1 else 1.0
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
