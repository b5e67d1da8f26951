"""The heuristic Zhopa opponent: quick, readable, and clearly better than chance.

It reads only its seat's observation (see engine/zhopa/views.py) and asks
the engine's own trick model (``advance``, ``legal_cards``, ``resolve``)
what a card would do, so it never holds a rule of its own.

Card play — a one-trick look-ahead with a price on every card kept:
the rest of the current trick is played out a few dozen times over guesses
of the hidden cards (cards shown for combinations stay with their owner),
the later players answering with random legal cards. A card's score is the
points it is expected to bring home in this trick minus what it is worth
*kept* (``KEEP``: an 8 beats any other suit and an ace most of its own, so
both are protected; 6s, 7s and 9s are worth nothing kept and are what it
discards). Throwing an A, 10 or 8 into a trick it will lose costs exactly
that kept value, so it happens only when the rules leave no other card.
Near the end of the partie a kept card has fewer tricks left to win, so
its price shrinks.

Bets — from the four-card hand: an estimate of the partie's points
(combination points plus a value per card, fitted by
``bench/bots_zhopa.py --fit`` on heuristic self-play) with a normal spread,
then the bet that sheds the most banks on average: "go" risks a bank,
"pass" never does (a bank that would be the sixth counts triple).
"""
from __future__ import annotations

import math
import random
from typing import Any

from ..engine.observations import ZhopaObservation
from ..engine.zhopa.rules import CARD_POINTS, MAX_BANKS
from ..engine.zhopa.tricks import DECK, TAKES_LEAD, TrickState, Trumps, resolve

# the rules' unchecked kernels: the rollouts pass only values the engine built
from ..engine.zhopa.tricks import _advance as advance
from ..engine.zhopa.tricks import _legal_cards as legal_cards
from ..engine.zhopa.tricks import _role_of as role_of
from ..engine.zhopa.variant import trumps_for

SAMPLES = 24  # guesses of the hidden cards per decision (shared by every candidate card)

# What a card is worth kept for a later trick, in partie points (see the docstring).
# Tuned by hand on bench/bots_zhopa.py: without them the bot does worse than chance
# (it spends its aces and 8s on small tricks); half of them gains half the edge, and
# anything from these to twice these does about as well.
KEEP = {"8": 21.0, "A": 13.0, "10": 7.5, "K": 4.0, "Q": 2.0, "J": 1.0, "9": 0.3, "7": 0.0, "6": 0.5}
TRUMP_KEEP = 3.0  # a card of one's own trump suit takes leads from other suits
FULL_PRICE_TRICKS = 4  # with fewer tricks left to play, a kept card is worth proportionally less

# Bet model: expected partie points = BASE[players] + combination points + the card
# values below (+ TRUMP_VALUE per card of one's trump suit); spread SPREAD[players].
BET_BASE = {2: 90.8, 3: 60.0, 4: 44.6}
BET_CARD_VALUE = {"8": 10.4, "A": 1.1, "10": -1.4, "K": -0.8, "Q": -1.8, "J": -2.5, "9": -2.5,
                  "7": -2.4, "6": -0.1}
BET_TRUMP_VALUE = 1.4
BET_SPREAD = {2: 25.3, 3: 27.2, 4: 28.1}
SIXTH_BANK_WEIGHT = 3.0


def _rank(card: str) -> str:
    return card[:-1]


class ZhopaHeuristicBot:
    name = "zhopa-heuristic"

    def __init__(self, samples: int = SAMPLES):
        self.samples = samples

    def choose(self, observation: ZhopaObservation, legal: list[Any], rng: random.Random) -> Any:
        if not legal:
            raise ValueError("no legal action to choose from")
        if observation.phase == "bet":
            return self._bet(observation, legal)
        if len(legal) == 1:
            return legal[0]
        return self._play(observation, legal, rng)

    # --- bets ---------------------------------------------------------------------
    def _bet(self, obs: ZhopaObservation, legal: list[Any]) -> str:
        if len(legal) == 1:
            return str(legal[0])
        mean = expected_points(obs)
        n = obs.players
        go, pass_ = obs.target_table.go, obs.target_table.pass_
        p_go, p_pass = _reach(mean, BET_SPREAD[n], go), _reach(mean, BET_SPREAD[n], pass_)
        miss_cost = SIXTH_BANK_WEIGHT if obs.banks[obs.player()] >= MAX_BANKS - 1 else 1.0
        go_change = -p_go + (1.0 - p_go) * miss_cost
        pass_change = -p_pass
        return "go" if go_change < pass_change and "go" in legal else "pass"

    # --- card play ----------------------------------------------------------------
    def _play(self, obs: ZhopaObservation, legal: list[str], rng: random.Random) -> str:
        me, n = obs.player(), obs.players
        trumps = trumps_for(obs.trump_mode, obs.trump_suits, n)
        plays = [(t.seat, t.card) for t in obs.trick]
        trick_state = resolve(plays, trumps).state if plays else None
        later = [(me + i) % n for i in range(1, n - len(plays))]  # still to play after me
        on_table = sum(CARD_POINTS[_rank(c)] for _, c in plays)
        tricks_left = len(obs.my_hand) + obs.stock_count // n
        price = min(1.0, (tricks_left - 1) / FULL_PRICE_TRICKS)
        my_trumps = set(obs.trumps[me])  # suits that are trumps when this seat plays them
        guesses = self._guesses(obs, later, rng) if later else [{}]
        best, best_score = legal[0], -math.inf
        for card in legal:
            won = 0.0
            for hands in guesses:
                won += _play_out(trick_state, card, me, later, hands, trumps, obs.must_beat,
                                 on_table, rng)
            kept = KEEP[_rank(card)] + (TRUMP_KEEP if card[-1] in my_trumps else 0.0)
            score = won / len(guesses) - price * kept
            if score > best_score + 1e-9:
                best, best_score = card, score
        return best

    def _guesses(self, obs: ZhopaObservation, later: list[int], rng: random.Random) -> list[dict[int, list[str]]]:
        """``self.samples`` guesses of the hands of the players still to play."""
        seen = set(obs.my_hand) | set(obs.played_cards)
        # cards shown for a combination and not yet played are still in their owner's hand
        pinned = {s: [c for c in obs.combinations[s].cards if c not in seen]
                  for s in range(obs.players) if s != obs.seat}
        held = {c for cards in pinned.values() for c in cards}
        unseen = [c for c in DECK if c not in seen and c not in held]
        sizes = obs.hand_sizes
        out = []
        for _ in range(self.samples):
            rng.shuffle(unseen)
            hands, k = {}, 0
            for s in later:
                extra = max(0, sizes[s] - len(pinned[s]))
                hands[s] = pinned[s] + unseen[k:k + extra]
                k += extra
            out.append(hands)
        return out


def _play_out(st: TrickState | None, card: str, me: int, later: list[int], hands: dict[int, list[str]],
              trumps: Trumps, must_beat: bool, on_table: int, rng: random.Random) -> float:
    """Points ``me`` takes from this trick if it plays ``card`` and the players in
    ``later`` answer at random from the guessed ``hands`` (0 if it loses the trick)."""
    my_position = st.size if st is not None else 0
    _, st = advance(st, card, me, trumps)
    points = on_table + CARD_POINTS[_rank(card)]
    for s in later:
        choice = legal_cards(hands[s], st, s, trumps, must_beat) if hands[s] else ()
        if not choice:
            continue
        c = choice[rng.randrange(len(choice))]
        _, st = advance(st, c, s, trumps)
        points += CARD_POINTS[_rank(c)]
    return float(points) if st.holder == my_position else 0.0


def expected_points(obs: ZhopaObservation) -> float:
    """The bet model's estimate of this seat's partie points from its first four cards."""
    me, n = obs.player(), obs.players
    trump_suits = set(obs.trumps[me])
    hand = obs.my_hand
    value = BET_BASE[n] + obs.combinations[me].points
    value += sum(BET_CARD_VALUE[_rank(c)] for c in hand)
    value += BET_TRUMP_VALUE * sum(1 for c in hand if c[-1] in trump_suits)
    return value


def _reach(mean: float, spread: float, target: int) -> float:
    """P(points >= target) under a normal model (points are whole numbers)."""
    z = (target - 0.5 - mean) / spread
    return 0.5 * math.erfc(z / math.sqrt(2.0))


def needless_losers(obs: ZhopaObservation, legal: list[str]) -> set[str]:
    """The legal cards it would be absurd to play now: cards worth points (or
    worth keeping: an 8, an ace) that cannot take the lead, while a card that
    gives nothing away — worth no points and no keeping — is also legal.
    Empty when leading or when no such free card exists."""
    if not obs.trick:
        return set()
    me, n = obs.player(), obs.players
    trumps = trumps_for(obs.trump_mode, obs.trump_suits, n)
    st = resolve([(t.seat, t.card) for t in obs.trick], trumps).state
    losing = {c for c in legal if role_of(st, c, me, trumps) not in TAKES_LEAD}
    free = [c for c in losing if CARD_POINTS[_rank(c)] <= 0 and _rank(c) != "8"]
    if not free:
        return set()
    return {c for c in losing if CARD_POINTS[_rank(c)] > 0 or _rank(c) in ("8", "A")}


class ZhopaEasyBot:
    """Easy: never a card thrown away for nothing (:func:`needless_losers`);
    among the other cards, a third of the time the heuristic's choice (with a short
    look-ahead), else one at random; and its bets misjudge the hand by a few dozen
    points either way."""
    name = "zhopa-easy"
    CAREFUL = 0.3     # share of cards chosen by the heuristic
    BET_NOISE = 30.0  # points: spread of its misjudgement of the hand

    def __init__(self) -> None:
        self._heuristic = ZhopaHeuristicBot(samples=6)

    def choose(self, observation: ZhopaObservation, legal: list[Any], rng: random.Random) -> Any:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        if observation.phase == "bet":
            return self._bet(observation, legal, rng)
        bad = needless_losers(observation, legal)
        sensible = [c for c in legal if c not in bad]
        if rng.random() < self.CAREFUL:
            return self._heuristic.choose(observation, sensible, rng)
        return sensible[rng.randrange(len(sensible))]

    def _bet(self, obs: ZhopaObservation, legal: list[Any], rng: random.Random) -> str:
        n = obs.players
        mean = expected_points(obs) + rng.gauss(0.0, self.BET_NOISE)
        go, pass_ = obs.target_table.go, obs.target_table.pass_
        p_go, p_pass = _reach(mean, BET_SPREAD[n], go), _reach(mean, BET_SPREAD[n], pass_)
        go_change, pass_change = -p_go + (1.0 - p_go), -p_pass
        return "go" if go_change < pass_change and "go" in legal else "pass"
