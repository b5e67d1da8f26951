"""A fast Zhopa partie for search: integer cards, bit-mask hands, and trick
tables filled FROM the engine's own functions.

The search bot plays thousands of guessed deals a decision. The engine's
``State`` is built for the table (events, history, checks, deep copies), so
the search plays on ``Sim`` instead: a card is its index in ``DECK``
(0..35, the engine's sort order), a hand is a 36-bit mask, a trick in
progress is an id in a ``TrickTable``.

The rules are never written down twice. A ``TrickTable`` interns the
engine's ``TrickState``s and learns each transition by calling the engine's
``advance`` the first time it is needed (so a change of the resolution model
in the engine is followed at once); legal cards are the engine's
``legal_cards`` restated on masks, from the same table. tests/bots/
test_zhopa_fast.py plays random tricks and whole parties through both and
requires them equal, card by card.

``guess`` replays ``engine.zhopa.determinize`` step for step with the same
random draws (the same ``rng`` calls in the same order on lists in the same
order), without building a State: a search with the same rng makes the same
guesses, and so the same decisions, as one that deep-copies engine States.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence

from ..engine.observations import ZhopaObservation
from ..engine.zhopa.game import HAND_SIZE, State
from ..engine.zhopa.rules import CARD_POINTS
from ..engine.zhopa.tricks import DECK, EIGHT, STRENGTH, TAKES_LEAD, TrickState, Trumps

# the rules' unchecked kernels: the search passes only values the engine built
from ..engine.zhopa.tricks import _advance as advance
from ..engine.zhopa.tricks import _role_of as role_of
from ..engine.zhopa.variant import trumps_for

INDEX = {c: i for i, c in enumerate(DECK)}
POINTS = [CARD_POINTS[c[:-1]] for c in DECK]
BIT = [1 << i for i in range(len(DECK))]
SUITS = sorted({c[-1] for c in DECK})
SUIT_MASK = {s: sum(BIT[i] for i, c in enumerate(DECK) if c[-1] == s) for s in SUITS}
EIGHTS = sum(BIT[i] for i, c in enumerate(DECK) if STRENGTH[c] == EIGHT)
ALL = (1 << len(DECK)) - 1


def cards_of(mask: int) -> list[int]:
    """The cards of a mask, lowest index (the engine's order) first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: Iterable[str]) -> int:
    m = 0
    for c in cards:
        m |= BIT[INDEX[c]]
    return m


class TrickTable:
    """Trick states of one game's trump set, interned: id 0 is the empty trick.

    ``step(sid, card, seat)`` is the engine's ``advance`` remembered;
    ``takes(sid, seat, cards)`` the cards of a mask whose role would take the lead.
    """

    def __init__(self, trumps: Trumps, players: int) -> None:
        self.trumps, self.n = trumps, players
        self.states: list[TrickState | None] = [None]
        self.ids: dict[TrickState | None, int] = {None: 0}
        self.main: list[int] = [0]      # SUIT_MASK of the main suit (0: empty trick)
        self.holder: list[int] = [0]    # position in the trick of the card holding it
        self.size: list[int] = [0]
        self._next: dict[int, int] = {}
        self._takes: dict[int, tuple[int, int]] = {}

    def intern(self, st: TrickState) -> int:
        sid = self.ids.get(st)
        if sid is None:
            sid = self.ids[st] = len(self.states)
            self.states.append(st)
            self.main.append(SUIT_MASK[st.main])
            self.holder.append(st.holder)
            self.size.append(st.size)
        return sid

    def step(self, sid: int, card: int, seat: int) -> int:
        key = (sid * 36 + card) * self.n + seat
        nid = self._next.get(key)
        if nid is None:
            _, st = advance(self.states[sid], DECK[card], seat, self.trumps)
            nid = self._next[key] = self.intern(st)
        return nid

    def takes(self, sid: int, seat: int, cards: int = ALL) -> int:
        """The cards among ``cards`` (a mask) whose role would take the lead;
        learnt card by card, as hands ask (most cards never are)."""
        key = sid * self.n + seat
        known, takes = self._takes.get(key, (0, 0))
        missing = cards & ~known
        if missing:
            st, trumps = self.states[sid], self.trumps
            while missing:
                low = missing & -missing
                missing ^= low
                if role_of(st, DECK[low.bit_length() - 1], seat, trumps) in TAKES_LEAD:
                    takes |= low
            known |= cards
            self._takes[key] = (known, takes)
        return takes & cards

    def legal(self, hand: int, sid: int, seat: int, must_beat: bool) -> int:
        """engine.zhopa.tricks.legal_cards on masks (tested equal to it)."""
        if sid == 0:
            return hand
        main = self.main[sid]
        has_main = hand & main
        if not has_main and not must_beat:
            return hand
        allowed = hand & ~EIGHTS | hand & main if has_main else hand  # an off-suit 8 never with main
        takers = self.takes(sid, seat, allowed)
        legal = takers if must_beat else takers | allowed & main
        if legal or not must_beat:
            return legal
        return hand & main if has_main else hand


_TABLES: dict[tuple[str, tuple[str, ...], int], TrickTable] = {}
MAX_STATES = 200_000  # trick states kept per table (some tens of MB at most)


def table_for(trump_mode: str, trump_suits: Sequence[str], players: int) -> TrickTable:
    """One table per trump set, kept between decisions (a game keeps its trumps)."""
    key = (trump_mode, tuple(trump_suits), players)
    t = _TABLES.get(key)
    if t is None or len(t.states) > MAX_STATES:  # a very long game: start the table afresh
        if len(_TABLES) > 32:  # another game: drop the old tables
            _TABLES.clear()
        t = _TABLES[key] = TrickTable(trumps_for(trump_mode, list(trump_suits), players), players)
    return t


class Sim:
    """One guessed partie, played to its end (no next partie: the search ends there)."""

    __slots__ = ("n", "table", "must_beat", "draw", "hands", "stock", "sid", "trick_seats",
                 "to_act", "leader", "tricks_done", "won", "phase", "bets", "combo", "dealer",
                 "partie", "over_points", "trick_points")
    n: int
    table: TrickTable
    must_beat: bool
    draw: bool
    hands: list[int]            # a mask of cards per seat
    stock: list[int]            # card indices, the top last
    sid: int                    # the trick in play (TrickTable id)
    trick_seats: list[int]
    to_act: int                 # -1: nobody (a finished partie)
    leader: int | None
    tricks_done: int
    won: list[int]              # card points won per seat
    phase: str
    bets: list[str | None]
    combo: list[int]            # combination points per seat
    dealer: int
    partie: int
    over_points: list[int] | None
    trick_points: int

    def copy_from(self, base: Sim, hands: list[int], stock: list[int]) -> Sim:
        self.n, self.table, self.must_beat, self.draw = base.n, base.table, base.must_beat, base.draw
        self.hands, self.stock = hands, stock
        self.sid, self.trick_seats = base.sid, list(base.trick_seats)
        self.trick_points = base.trick_points
        self.to_act, self.leader, self.tricks_done = base.to_act, base.leader, base.tricks_done
        self.won, self.phase, self.bets = list(base.won), base.phase, list(base.bets)
        self.combo, self.dealer, self.partie = base.combo, base.dealer, base.partie
        self.over_points = None
        return self

    # --- the engine's moves, on masks -------------------------------------------------
    def legal(self, seat: int) -> list[int]:
        mask = self.table.legal(self.hands[seat], self.sid, seat, self.must_beat)
        out = []
        while mask:
            low = mask & -mask
            out.append(low.bit_length() - 1)
            mask ^= low
        return out

    def bet(self, seat: int, bet: str) -> None:
        """engine State._bet; the first leader from the engine's own rule."""
        self.bets[seat] = bet
        if None in self.bets:
            self.to_act = (seat + 1) % self.n
            return
        self.phase = "play"
        self.leader = self.to_act = State._first_leader(
            _LeaderView(self))[0]  # type: ignore[arg-type]  # _LeaderView has every field it reads; no State

    def play(self, seat: int, card: int) -> None:
        """engine State._play and _finish_trick."""
        n = self.n
        self.hands[seat] &= ~BIT[card]
        self.trick_seats.append(seat)
        self.trick_points += POINTS[card]
        table = self.table
        sid = self.sid = table.step(self.sid, card, seat)
        if table.size[sid] < n:
            self.to_act = (seat + 1) % n
            return
        winner = self.trick_seats[table.holder[sid]]
        self.won[winner] += self.trick_points
        self.tricks_done += 1
        self.trick_seats = []
        self.trick_points = 0
        self.sid = 0
        self.leader = self.to_act = winner
        stock, hands = self.stock, self.hands
        if self.draw:
            if len(stock) >= n:  # one card each, from the winner clockwise
                for i in range(n):
                    hands[(winner + i) % n] |= BIT[stock.pop()]
        elif stock and not any(hands):
            each = min(HAND_SIZE, len(stock) // n)
            for _ in range(each):  # one at a time clockwise from the dealer's left
                for i in range(1, n + 1):
                    hands[(self.dealer + i) % n] |= BIT[stock.pop()]
        if not any(hands):
            self.phase = "over"
            self.over_points = [w + c for w, c in zip(self.won, self.combo, strict=True)]


class _LeaderView:
    """What State._first_leader reads, from a Sim."""

    def __init__(self, sim: Sim):
        self.partie, self.dealer, self.num_players = sim.partie, sim.dealer, sim.n
        self.hands = [[DECK[c] for c in cards_of(h)] for h in sim.hands]


class Guesser:
    """The per-observation part of ``determinize`` done once; ``guess`` does the rest."""

    def __init__(self, obs: ZhopaObservation):
        n = self.n = obs.players
        seat = obs.seat
        self.table = table_for(obs.trump_mode, obs.trump_suits, n)
        base = self.base = Sim()
        base.n, base.table, base.must_beat = n, self.table, obs.must_beat
        base.draw = obs.refill == "draw"
        sid = 0
        for t in obs.trick:
            sid = self.table.step(sid, INDEX[t.card], t.seat)
        base.sid, base.trick_seats = sid, [t.seat for t in obs.trick]
        base.trick_points = sum(POINTS[INDEX[t.card]] for t in obs.trick)
        base.to_act = -1 if obs.to_act is None else obs.to_act
        base.leader, base.tricks_done = obs.leader, obs.tricks_done
        base.won = [sum(POINTS[INDEX[c]] for c in pile) for pile in obs.won]
        base.phase, base.bets = obs.phase, list(obs.bets)
        base.combo = [c.points for c in obs.combinations]
        base.dealer, base.partie = obs.dealer, obs.partie_number
        # determinize, up to its first random draw that is not the State's seed
        self.sizes = obs.hand_sizes
        self.mine = mask_of(obs.my_hand) if seat is not None else 0
        seen = set(obs.played_cards) | set(obs.my_hand) | {c for p in obs.won for c in p}
        unseen = [INDEX[c] for c in DECK if c not in seen]
        played_count = Counter(obs.played_by)
        self.seat = seat
        # per other seat: (seat, its shown cards, one-suit (suit mask, cards played) or None)
        self.steps: list[tuple[int, list[int], tuple[int, int] | None]] = []
        for s in range(n):
            if s != seat:
                combo = obs.combinations[s]
                suit = (SUIT_MASK[combo.cards[0][-1]], played_count[s]) \
                    if combo.one_suit and combo.cards else None
                self.steps.append((s, [INDEX[c] for c in combo.cards], suit))
        # without a four-of-a-suit hand the steps draw nothing at random: do them once
        self.simple = all(suit is None for _, _, suit in self.steps)
        self.unseen = unseen
        self.pinned: list[list[int]] | None = None
        if self.simple:
            self.pinned = self._pin(unseen, None)

    def _pin(self, unseen: list[int], rng: random.Random | None) -> list[list[int]]:
        """determinize's loop over the other seats (it edits ``unseen``)."""
        hands: list[list[int]] = [[] for _ in range(self.n)]
        for s, shown, suit in self.steps:
            pinned = [c for c in shown if c in unseen]
            for c in pinned:
                unseen.remove(c)
            hands[s] += pinned
            if suit is not None and rng is not None:  # (only guesses draw: rng is given then)
                suit_mask, played = suit
                need = min(self.sizes[s], HAND_SIZE - played) - len(pinned)
                pool = [c for c in unseen if BIT[c] & suit_mask]
                for c in rng.sample(pool, max(0, min(need, len(pool)))):
                    unseen.remove(c)
                    hands[s].append(c)
        return hands

    def guess(self, rng: random.Random) -> Sim:
        rng.randrange(2**63)  # determinize seeds the State's generator first: same draws
        unseen = list(self.unseen)
        hands = [list(h) for h in self.pinned] if self.pinned is not None else self._pin(unseen, rng)
        rng.shuffle(unseen)
        masks = [0] * self.n
        for s in range(self.n):
            if s == self.seat:
                masks[s] = self.mine
                continue
            h = hands[s]
            while len(h) < self.sizes[s]:
                h.append(unseen.pop())
            m = 0
            for c in h:
                m |= BIT[c]
            masks[s] = m
        return Sim().copy_from(self.base, masks, unseen)
