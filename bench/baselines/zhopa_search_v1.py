"""BASELINE (kept unchanged for bench/bots_speed.py): the Zhopa search as it was
before the fast path (a deep-copied engine State per guess).

The strong Zhopa opponent: information-set Monte Carlo tree search.

A seat sees neither the other hands nor the stock, so the search runs over
*determinised* deals. Each iteration guesses the hidden cards with the
engine's ``determinize`` (consistent with the observation), drops guesses
that contradict the cards the others played since they last got cards
(``_Facts``), walks down one shared tree (single-observer ISMCTS: nodes are
action sequences of every seat; a child competes only in the deals where its
card is legal, and UCB counts how often it was available) and rolls out the
rest of the *hand*. Every rule — legal cards, trick resolution, refills,
scoring — is the engine's own: the search only drives a ``State``.

Why the rollout stops at the end of the hand (redeal mode; with draw
refills it runs to the end of the partie): the next deal comes from a
shuffled stock that no decision now can touch, so playing it out adds only
noise. There the partie's outcome is *estimated*: each seat's points so far,
plus an equal share of the points still in the stock, with a normal spread
that grows with the tricks left (fitted on heuristic self-play: a variance
of about VAR_PER_TRICK × players per trick).

Reward of a seat: its expected bank change, negated (banks shed are good),
from P = P(points >= its target) under that estimate: ``go`` gives 2·P − 1
(shed one or gain one), ``pass`` gives P (shed one or nothing); a bank that
would be a sixth (a lost game) costs SIXTH_BANK times as much. Plus
POINTS_WEIGHT per 100 points: far from the target, or once the bet is
settled either way, the bank term is flat and the points still matter —
every point taken is one an opponent lacks for their own target (against the
heuristic bot, weight 1.0 took about 2 points a partie more than 0.3).

Bets: "simulate the partie under both bets": the hidden cards are
determinised, the first hand is rolled out (the rollout does not depend on
the bet) and the expected bank change of go and of pass is computed from the
same estimate; "go" only when it sheds more on average than passing, which
never costs a bank. The bot's own estimate gets BET_EDGE points: its real
play outscores the rollouts' quick play, and without them it reached the go
target about 8 % more often than it predicted (measured against the
heuristic bot).

Budget: wall-clock time per decision *and* an iteration cap; with
``time_budget=None`` only the cap counts, so a seeded rng gives the same
choice every time (the tests rely on it). An iteration costs about 0.1 ms
(a guess, a few dozen engine moves): 200 ms give some 1800 iterations on a
free core, 850 (median) with two benchmark games sharing this 2-core
machine. Against the heuristic bot 300 and 1000 iterations a decision scored
alike, so a loaded machine costs little strength.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any

# Today's search runs on today's engine: the engine's bench keeps a frozen copy
# of it (bench/baselines/zhopa_today, with issue 11's rulings); without it, on
# the current engine.
try:
    from bench.baselines.zhopa_today import determinize
    from bench.baselines.zhopa_today.game import HAND_SIZE
    from bench.baselines.zhopa_today.rules import CARD_POINTS, MAX_BANKS
    from bench.baselines.zhopa_today.tricks import DECK, TAKES_LEAD, advance, legal_cards, role_of
    from bench.baselines.zhopa_today.variant import trumps_for
    ENGINE = "bench/baselines/zhopa_today (frozen)"
except ImportError:
    from cardgames_qt.engine.zhopa import determinize
    from cardgames_qt.engine.zhopa.game import HAND_SIZE
    from cardgames_qt.engine.zhopa.rules import CARD_POINTS, MAX_BANKS
    from cardgames_qt.engine.zhopa.tricks import DECK, TAKES_LEAD, advance, legal_cards, role_of
    from cardgames_qt.engine.zhopa.variant import trumps_for
    ENGINE = "cardgames_qt.engine.zhopa (current)"

EXPLORATION = 0.7     # UCB constant (rewards span about 2)
GREEDY = 0.5          # share of rollout cards chosen by the quick rule (the rest at random)
REJECTIONS = 12       # guesses tried per iteration before the least wrong one is kept
VAR_PER_TRICK = 27.0  # x players: variance of one seat's points per trick still to play
SOFTNESS = 2.0        # points: spread kept even when the partie is played out
POINTS_WEIGHT = 1.0   # reward per 100 partie points, beside the bank change
BET_EDGE = 6.0        # points: the bot outscores its rollouts' quick play (see _bet)
SIXTH_BANK = 3.0      # a bank that would be the sixth loses the game: it weighs this much
DECK_POINTS = sum(CARD_POINTS[c[:-1]] for c in DECK)  # 184


class ZhopaSearchBot:
    name = "zhopa-search"

    def __init__(self, time_budget: float | None = 0.2, max_iterations: int = 5000,
                 exploration: float = EXPLORATION, greedy: float = GREEDY):
        self.time_budget = time_budget
        self.max_iterations = max_iterations
        self.exploration = exploration
        self.greedy = greedy
        self.last_iterations = 0  # of the last search (benchmarks read it)
        self.last_bet_values: dict[str, float] = {}  # expected banks shed per bet, last bet

    def choose(self, observation: dict[str, Any], legal: list[Any], rng: random.Random) -> Any:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        deadline = time.perf_counter() + self.time_budget if self.time_budget else math.inf
        srng = random.Random(rng.getrandbits(64))  # one draw from the caller's rng, always
        facts = _Facts(observation)
        if observation["phase"] == "bet":
            return self._bet(facts, legal, srng, deadline)
        return self._play(facts, legal, srng, deadline)

    def _iterations(self, deadline: float):
        self.last_iterations = 0
        for i in range(self.max_iterations):
            if i and time.perf_counter() >= deadline:
                break
            self.last_iterations = i + 1
            yield i

    # --- card play: ISMCTS ----------------------------------------------------------
    def _play(self, facts: _Facts, legal: list[Any], rng: random.Random, deadline: float):
        root = _Node(facts.seat)
        stop = facts.stop
        for _ in self._iterations(deadline):
            deal = facts.sample(rng)
            node, path = root, []
            while deal.phase == "play" and deal.tricks_done < stop:
                seat = deal.to_act
                options = deal.legal_actions(seat)
                untried = []
                for a in options:
                    child = node.children.get(a)
                    if child is None:
                        untried.append(a)
                    else:
                        child.available += 1
                if untried:  # expand one, then roll out
                    action = untried[rng.randrange(len(untried))]
                    child = _Node(seat)
                    node.children[action] = child
                    path.append(child)
                    _step(deal, seat, action)
                    break
                action = max(options, key=lambda a: self._ucb(node.children[a]))
                node = node.children[action]
                path.append(node)
                _step(deal, seat, action)
            _rollout(deal, rng, self.greedy, stop)
            rewards = facts.rewards(deal)
            for n in path:
                n.visits += 1
                n.total += rewards[n.seat]
        # the most tried card (its mean reward breaks ties)
        def score(a):
            child = root.children.get(a)
            return (child.visits, child.total / child.visits) if child else (0, 0.0)
        return max(legal, key=score)

    def _ucb(self, node: _Node) -> float:
        return node.total / node.visits + self.exploration * math.sqrt(
            math.log(node.available) / node.visits)

    # --- bets ---------------------------------------------------------------------------
    def _bet(self, facts: _Facts, legal: list[Any], rng: random.Random, deadline: float):
        me = facts.seat
        value = {"go": 0.0, "pass": 0.0}
        for _ in self._iterations(deadline):
            deal = facts.sample(rng)
            while deal.phase == "bet":  # the bets still to come do not move a rollout
                deal.apply(deal.to_act, "pass")
            _rollout(deal, rng, self.greedy, facts.stop)
            for bet in value:
                value[bet] += facts.bank_value(deal, me, bet, edge=BET_EDGE)
        self.last_bet_values = {b: v / self.last_iterations for b, v in value.items()}
        return max(legal, key=lambda b: (value.get(b, -math.inf), b == "pass"))


class _Node:
    __slots__ = ("seat", "children", "visits", "available", "total")

    def __init__(self, seat: int):
        self.seat = seat        # who played the card leading here (whose reward is summed)
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.available = 1      # iterations in which this card was legal at its parent
        self.total = 0.0


def _step(deal, seat: int, card: str) -> None:
    # The card comes from deal.legal_actions(seat): apply() would check it again
    # and log it in the history, a fifth of a rollout's time for nothing.
    deal._do(seat, card)


def _rollout(deal, rng: random.Random, greedy: float, stop: int) -> None:
    """Play until ``stop`` tricks are done or the partie is over (the deal then
    ends the game): with probability ``greedy`` a card by ``_quick_card``,
    else a random legal one."""
    n = deal.num_players
    while deal.phase == "play" and deal.tricks_done < stop:
        seat = deal.to_act
        options = deal.legal_actions(seat)
        if len(options) == 1:
            card = options[0]
        elif rng.random() < greedy:
            card = _quick_card(deal, seat, options, n)
        else:
            card = options[rng.randrange(len(options))]
        _step(deal, seat, card)


# What a card is worth kept for a later trick, in partie points: an 8 beats any
# other suit (when void of the main suit), an ace most of its own suit.
KEEP = {"8": 14.0, "A": 9.0, "10": 5.0, "K": 2.5, "Q": 1.5, "J": 0.7, "9": 0.2, "7": 0.0, "6": 0.3}
KEEP_COST = {c: KEEP[c[:-1]] for c in DECK}
WIN_GAIN = {c: CARD_POINTS[c[:-1]] - KEEP[c[:-1]] for c in DECK}
LOSE_COST = {c: CARD_POINTS[c[:-1]] + KEEP[c[:-1]] for c in DECK}


def _quick_card(deal, seat, options, n):
    """A one-glance choice: the last player to a trick takes it with the card
    worth most to win (points now less what it is worth kept); a player who
    cannot take the lead throws what gives the winner least and costs least to
    lose; otherwise the cheapest card to part with."""
    st = deal._trick_state  # the engine's resolved trick so far (read only)
    if st is None:
        return min(options, key=KEEP_COST.__getitem__)
    trumps = deal.trumps
    takes = [role_of(st, c, seat, trumps) in TAKES_LEAD for c in options]
    if st.size == n - 1 and any(takes):
        return max((c for c, t in zip(options, takes, strict=True) if t), key=WIN_GAIN.__getitem__)
    if not any(takes):
        return min(options, key=LOSE_COST.__getitem__)
    return min((c for c, t in zip(options, takes, strict=True) if t), key=KEEP_COST.__getitem__)


def _normal_at_least(margin: float, spread: float) -> float:
    """P(X >= 0) for X normal with mean ``margin`` (points are whole numbers)."""
    return 0.5 * (1.0 + math.erf((margin + 0.5) / (spread * math.sqrt(2.0))))


class _Facts:
    """What the observation tells: the partie's terms, and guesses of the
    hidden cards that honour the plays seen.

    ``determinize`` keeps hand sizes and shown combination cards; it does not
    read the plays. A card a player played since they last received cards
    was legal for the hand they held then (their hand now plus what they
    played after), so a guess that makes it illegal — a discard off the
    main suit by someone the guess gives that suit, a discard by someone it
    gives a card that would have taken the lead — is rejected.
    """

    def __init__(self, obs: dict[str, Any]):
        self.seat = obs["seat"]
        n = self.players = obs["players"]
        view = dict(obs)
        # only this partie matters: the deal ends the game when it is over, and
        # carries no history to copy on every guess
        view["variant"] = {**obs["variant"], "max_parties": obs["partie_number"]}
        view["scores_history"] = []
        view["stats"] = [dict.fromkeys(st, 0) for st in obs["stats"]]
        self.view = view
        self.must_beat = obs["must_beat"]
        self.targets = obs["target_table"]
        self.banks = obs["banks"]  # before this partie (a played-out deal has moved its own)
        self.total_tricks = len(DECK) // n
        start, end = _hand_bounds(n, obs["refill"], obs["tricks_done"])
        self.stop = end if obs["refill"] == "redeal" else self.total_tricks
        played = list(zip(obs["played_by"], obs["played_cards"], strict=True))
        trumps = trumps_for(obs["trump_mode"], obs["trump_suits"], n)
        self.checks = []  # (seat, card, trick before it, cards the seat played after it)
        st = None
        for i, (seat, card) in enumerate(played):
            if i % n == 0:
                st = None  # a new trick
            if i >= start * n and st is not None and seat != self.seat:
                later = [c for s, c in played[i + 1:] if s == seat]
                self.checks.append((seat, card, st, later))
            st = advance(st, card, seat, trumps)[1]

    # --- guesses -------------------------------------------------------------------------
    def sample(self, rng: random.Random):
        best, fewest = None, None
        for _ in range(REJECTIONS if self.checks else 1):
            deal = determinize(self.view, rng)
            wrong = self._contradictions(deal, fewest)
            if not wrong:
                return deal
            if fewest is None or wrong < fewest:
                best, fewest = deal, wrong
        return best

    def _contradictions(self, deal, enough) -> int:
        wrong = 0
        for seat, card, st, later in self.checks:
            hand = deal.hands[seat] + later + [card]
            if card not in legal_cards(hand, st, seat, deal.trumps, self.must_beat):
                wrong += 1
                if enough is not None and wrong >= enough:
                    break
        return wrong

    # --- outcomes --------------------------------------------------------------------------
    def _estimate(self, deal) -> tuple[list[float], float]:
        """Each seat's expected partie points at the end of the partie, and their spread."""
        if deal.phase == "over":  # played out: the engine's own score
            return [float(p) for p in deal.scores_history[-1]["points"]], SOFTNESS
        won = [sum(CARD_POINTS[c[:-1]] for c in pile) for pile in deal.won]
        share = (DECK_POINTS - sum(won)) / self.players
        tricks_left = self.total_tricks - deal.tricks_done
        spread = math.sqrt(VAR_PER_TRICK * self.players * tricks_left + SOFTNESS ** 2)
        return ([w + c["points"] + share for w, c in zip(won, deal.combinations, strict=True)], spread)

    def bank_value(self, deal, seat: int, bet: str, estimate=None, edge: float = 0.0) -> float:
        """Expected banks ``seat`` sheds (negative: gains) with ``bet``, ``edge``
        points added to its estimate."""
        points, spread = estimate or self._estimate(deal)
        reach = _normal_at_least(points[seat] + edge - self.targets[bet], spread)
        if bet == "pass":
            return reach
        miss = SIXTH_BANK if self.banks[seat] >= MAX_BANKS - 1 else 1.0
        return reach - (1.0 - reach) * miss

    def rewards(self, deal) -> list[float]:
        """Each seat's reward for the deal's outcome (see the module docstring)."""
        estimate = self._estimate(deal)
        return [self.bank_value(deal, s, deal.bets[s], estimate)
                + POINTS_WEIGHT * estimate[0][s] / 100.0 for s in range(self.players)]


def _hand_bounds(n: int, refill: str, done: int) -> tuple[int, int]:
    """First trick since every hand last received cards, and the trick after
    which they next do (for draw refills: the last draw, and the partie end)."""
    stock = len(DECK) - HAND_SIZE * n
    if refill == "draw":  # one card each after every trick while the stock lasts
        last_draw = stock // n
        return min(done, last_draw), (done + 1 if done < last_draw else len(DECK) // n)
    start, each = 0, HAND_SIZE  # redeal: a new deal whenever every hand is empty
    while stock and start + each <= done:
        start += each
        each = min(HAND_SIZE, stock // n)
        stock -= each * n
    return start, start + each
