"""Gops (Goofspiel): two players bid sealed cards for face-up diamonds.

Rules: docs/rules/gops.md. Values, not cards, are what the rules care about:
bids and prizes are ints 1..cards (ace = 1 .. king = 13). A holds the clubs,
B the spades, the prize pile is the diamonds.

Two objects, one set of rules:

- :class:`Game` (``new_game(...)``) is ONE game, the spec's small public
  object. It is the only place the rules live and it is kept lean, because
  bots and benchmarks play millions of rounds through it: no copies, no
  events, no validation beyond what the fast path needs.
- :class:`State` is a MATCH of ``Variant.games`` games behind the common
  :class:`GameState` protocol (sealed simultaneous bids, events, observations,
  save/load). It drives a :class:`Game` and only adds what a match needs:
  the seeded prize orders, the cumulative totals and the events.
"""
from __future__ import annotations

import math
import random
from dataclasses import asdict, fields
from typing import Any

from cardgames_qt.records import dataclass

from ._shapes import ANY, Either, Fixed, Int, ListOf, OneOf, Record, shape_problem
from .catalogue import CHOICE, INT, TITLES, Choice, Field, GameInfo
from .digests import blake2b
from .errors import VALUE_NAMES, IllegalMove, Refusal, clip, short_repr
from .events import (
    BidPlaced,
    Carry,
    Discard,
    Event,
    GameStarted,
    GopsGameOver,
    GopsReveal,
    MatchOver,
    PrizeTurned,
    SetAside,
)
from .inputs import _require, as_int, as_random, check_json, check_saved_state
from .movelog import own_history
from .observations import GopsObservation, GopsRound
from .state import SIMULTANEOUS, TERMINAL, GameState, Rng

GAME_ID = "gops"
TIE_RULES = ("carry", "discard")
PLAYER_NAMES = ("A", "B")
MIN_CARDS, MAX_CARDS = 3, 13
MIN_GAMES, MAX_GAMES = 1, 10



def value_name(value: int) -> str:
    """How a message names a bid or prize value: "9", "ace (1)", "king (13)"."""
    return VALUE_NAMES.get(as_int(value, "bid or prize value", 1, MAX_CARDS), str(value))


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


_VALUES = [tuple(range(1, n + 1)) for n in range(MAX_CARDS + 1)]
_UNSEEDED = random.Random()  # seed=None: seeding a fresh generator from the OS costs more than a game


def _fair_seed(seed: Any) -> bool:
    """What ``random.Random`` may be seeded with here: an int, or a str/bytes, of sane size."""
    if isinstance(seed, int) and not isinstance(seed, bool):
        return seed.bit_length() <= 1024
    return isinstance(seed, (str, bytes)) and len(seed) <= 1000


def shuffled_prizes(rng: random.Random, cards: int) -> list[int]:
    """A random face-down prize order of 1..cards, top first, drawn from ``rng``."""
    return _shuffled_prizes(as_random(rng), as_int(cards, "number of cards", MIN_CARDS, MAX_CARDS))


def _shuffled_prizes(rng: random.Random, cards: int) -> list[int]:
    order = list(_VALUES[cards])
    rng.shuffle(order)
    return order


_FACTORIAL = [math.factorial(n) for n in range(MAX_CARDS + 1)]
_MASK64 = (1 << 64) - 1


def seeded_prizes(seed: int | str | bytes, cards: int) -> list[int]:
    """The prize order of ``new_game(seed=...)``: the same on every machine.

    Not ``random.Random(seed)``: seeding a Mersenne Twister costs more than
    playing the whole game. The seed is hashed to 64 bits (SplitMix64's
    finaliser) and read, modulo cards!, as a Lehmer code that picks one
    permutation (every order is reachable; the bias is below 1e-9).
    """
    if not _fair_seed(seed):
        raise IllegalMove(f"A seed is a whole number or a short text, not {short_repr(seed)}.")
    return _seeded_prizes(seed, as_int(cards, "number of cards", MIN_CARDS, MAX_CARDS))


def _seeded_prizes(seed: int | str | bytes, cards: int) -> list[int]:
    if seed.__class__ is not int or not 0 <= seed <= _MASK64:
        # (a lone surrogate is text too: it hashes as its own code point)
        data = seed if isinstance(seed, bytes) else str(seed).encode("utf-8", "surrogatepass")
        seed = int.from_bytes(blake2b(data, digest_size=8).digest(), "big")
    z = (seed + 0x9E3779B97F4A7C15) & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    z = (z ^ (z >> 31)) % _FACTORIAL[cards]
    left = list(_VALUES[cards])
    order = []
    for i in range(cards, 0, -1):
        z, r = divmod(z, i)
        order.append(left.pop(r))
    return order


def _player(player: Any) -> int:
    """0 (A) or 1 (B); IllegalMove for anything else."""
    if player.__class__ is int and 0 <= player <= 1:
        return player
    raise IllegalMove("no_such_player", given=short_repr(player))


def _check_settings(tie_rule: Any, cards: Any) -> None:
    if tie_rule not in TIE_RULES:
        raise IllegalMove(f"Unknown tie rule {short_repr(tie_rule)}: choose \"carry\" or \"discard\".")
    if not _is_int(cards) or not MIN_CARDS <= cards <= MAX_CARDS:
        raise IllegalMove(f"A hand must have {MIN_CARDS} to {MAX_CARDS} cards, not {short_repr(cards)}.")


class Game:
    """One game of Gops. Build it with :func:`new_game`.

    ``prizes`` is the face-down order, top first. The top prize is turned as
    the game starts, so the pot is never empty until the game is over.

    The ledger of resolved rounds is the one record of what happened: spent
    bids, won and set-aside prizes are read from it rather than kept twice.
    """

    __slots__ = ("tie_rule", "cards", "is_over", "_prizes", "_pot", "_hands", "_bids",
                 "_scores", "_rounds")

    def __init__(self, tie_rule: str = "carry", prizes: Any = None, seed: Any = None,
                 cards: int = 13):
        _check_settings(tie_rule, cards)
        if prizes is None:
            if seed is not None and not _fair_seed(seed):
                raise IllegalMove(f"A seed is a whole number or a short text, not {short_repr(seed)}.")
            prizes = _shuffled_prizes(_UNSEEDED, cards) if seed is None else _seeded_prizes(seed, cards)
        elif (not isinstance(prizes, (list, tuple)) or len(prizes) != cards
                or any(p.__class__ is not int for p in prizes)
                or tuple(sorted(prizes)) != _VALUES[cards]):
            raise IllegalMove(f"The prize order must hold each value 1..{cards} exactly once, "
                              f"got {short_repr(prizes)}.")
        else:
            prizes = list(prizes)
        self.tie_rule = tie_rule
        self.cards = cards
        #: True once every round is resolved. A plain attribute, not a property,
        #: because playouts read it every round; treat it as read only.
        self.is_over = False
        self._prizes = prizes                 # the full face-down order, top first
        self._pot = [prizes[0]]               # prizes in contention, oldest first
        self._hands = [list(_VALUES[cards]), list(_VALUES[cards])]  # kept sorted
        self._bids: list[int | None] = [None, None]  # sealed bids of this round
        self._scores = [0, 0]
        self._rounds: list[tuple[list[int], int, int, int | None, int]] = []  # (pot, bid_a, bid_b, winner, points)

    # --- the spec's surface -----------------------------------------------------
    @property
    def pot(self) -> list[int]:
        return self._pot[:]

    @property
    def scores(self) -> tuple[int, int]:
        return (self._scores[0], self._scores[1])

    @property
    def round(self) -> int:
        """Rounds resolved so far."""
        return len(self._rounds)

    def legal_bids(self, player: int) -> list[int]:
        if player.__class__ is int and 0 <= player <= 1:
            return [] if self._bids[player] is not None else self._hands[player][:]
        raise IllegalMove("no_such_player", given=short_repr(player))

    def bid(self, player: int, value: int) -> None:
        """Commit ``player``'s sealed bid; the round resolves when both have bid."""
        # This is the hot loop of every playout and bot: the common case costs
        # two type tests and one list scan; anything unusual goes to check_bid.
        bids = self._bids
        if (player.__class__ is int and value.__class__ is int and 0 <= player <= 1
                and bids[player] is None):
            try:
                self._hands[player].remove(value)   # hands are empty once the game is over
            except ValueError:
                self.check_bid(player, value)       # raises, saying why
                raise AssertionError("check_bid accepted a value not in hand") from None
        else:
            value = self.check_bid(player, value)
            self._hands[player].remove(value)
        other = bids[1 - player]
        if other is None:
            bids[player] = value
            return
        # Both sealed bids are in: reveal them and resolve the round.
        bids[1 - player] = None
        a, b = (other, value) if player else (value, other)
        pot = self._pot
        rounds = self._rounds
        turned = len(rounds) + 1          # prizes turned so far
        if a != b:                        # the higher bid takes the whole pot
            winner = 0 if a > b else 1
            points = sum(pot)
            self._scores[winner] += points
            rounds.append((pot, a, b, winner, points))
            if turned < self.cards:       # the next prize is turned into a fresh pot
                self._pot = [self._prizes[turned]]
            else:
                self._pot = []
                self.is_over = True
            return
        if turned == self.cards or self.tie_rule == "discard":
            # A discard tie removes the pot at once; a carry tie on the last
            # bid leaves nothing to carry into: either way it goes unscored.
            rounds.append((pot, a, b, None, 0))
            self._pot = pot = []
        else:                             # carry: the pot waits for the next winner
            rounds.append((pot[:], a, b, None, 0))
        if turned == self.cards:
            self.is_over = True
        else:
            pot.append(self._prizes[turned])

    def check_bid(self, player: Any, value: Any) -> int:
        """The bid as a plain int if ``player`` may bid ``value`` now; else IllegalMove.

        Never changes anything.
        """
        if not _is_int(player) or not 0 <= player <= 1:
            raise IllegalMove("no_such_player", given=short_repr(player))
        if self.is_over:
            raise IllegalMove("game_over", what="bids")
        if self._bids[player] is not None:
            raise IllegalMove("already_bid", seat=player)
        if not _is_int(value) or not 1 <= value <= self.cards:
            raise IllegalMove("not_a_bid", given=short_repr(value), cards=self.cards)
        bid = int(value)
        if bid not in self._hands[player]:
            spent_in = self.spent[player].index(bid) + 1
            raise IllegalMove("bid_spent", seat=player, value=bid, round=spent_in)
        return bid

    # --- read-only views for the match, the UI and the bots -----------------------
    def hand(self, player: int) -> list[int]:
        """Values ``player`` may still bid (a sealed bid is no longer in hand)."""
        return self._hands[_player(player)][:]

    def sealed_bid(self, player: int) -> int | None:
        """``player``'s committed, not yet revealed bid (private to that player)."""
        return self._bids[_player(player)]

    @property
    def spent(self) -> list[list[int]]:
        """Revealed bids of A and B, in round order (win or lose, a bid is spent)."""
        return [[r[1] for r in self._rounds], [r[2] for r in self._rounds]]

    @property
    def won(self) -> list[list[int]]:
        """Prizes each player took, in the order they were taken."""
        won: list[list[int]] = [[], []]
        for pot, _, _, winner, _ in self._rounds:
            if winner is not None:
                won[winner] += pot
        return won

    @property
    def set_aside(self) -> list[int]:
        """Unscored prizes: a tie's pot under "discard", the last tie's under "carry"."""
        out: list[int] = []
        for i, (pot, _, _, winner, _) in enumerate(self._rounds, 1):
            if winner is None and (self.tie_rule == "discard" or i == self.cards):
                out += pot
        return out

    @property
    def prizes_left(self) -> list[int]:
        """Face-down prize values, as a sorted set: their order is secret."""
        return sorted(self._prizes[len(self._rounds) + 1:])

    @property
    def prize_pile_count(self) -> int:
        return max(0, self.cards - len(self._rounds) - 1)

    @property
    def rounds(self) -> list[dict[str, Any]]:
        return [{"pot": list(pot), "bids": [a, b], "winner": w, "points": pts}
                for pot, a, b, w, pts in self._rounds]

    @property
    def winner(self) -> int | None:
        """0 or 1 once the game is over and someone scored more; None otherwise."""
        sa, sb = self._scores
        return None if not self.is_over or sa == sb else (0 if sa > sb else 1)

    # --- persistence: the prize order and the bids, replayed through the rules --------
    def to_dict(self) -> dict[str, Any]:
        return {"tie_rule": self.tie_rule, "cards": self.cards, "prizes": self._prizes[:],
                "bids": [[a, b] for _, a, b, _, _ in self._rounds], "sealed": self._bids[:]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        """The game a save describes: every field of the right shape, then the bids
        replayed through the rules (IllegalMove for one they refuse)."""
        check_json(data, "This saved Gops game")
        problem = shape_problem(data, _GAME_SHAPE)
        if problem:
            raise IllegalMove("damaged_save", game=GAME_ID, detail=clip(problem))
        game = cls(data["tie_rule"], prizes=data["prizes"], cards=data["cards"])
        for a, b in data["bids"]:
            game.bid(0, a)
            game.bid(1, b)
        for player, value in enumerate(data["sealed"]):
            if value is not None:
                game.bid(player, value)
        return game

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable: object.__hash__ is typed as a method

    def __repr__(self) -> str:
        return (f"<Gops game {self.tie_rule} {self.cards} cards: round {self.round}, "
                f"pot {self._pot}, scores {self.scores}>")

    def check_invariants(self) -> None:
        n = self.cards
        full = list(range(1, n + 1))
        r = len(self._rounds)
        _require(0 <= r <= n and self.is_over == (r == n), (r, self.is_over))
        spent, won = self.spent, self.won
        for p in (0, 1):   # clubs / spades: in hand, sealed, or spent
            hand, sealed = self._hands[p], self._bids[p]
            _require(hand == sorted(hand), hand)
            held = hand + spent[p] + ([] if sealed is None else [sealed])
            _require(sorted(held) == full, f"player {p}'s cards are not each in one place: {held}")
            _require(self._scores[p] == sum(won[p]), (self._scores, won))
        # diamonds: face down, in the pot, won by A or B, or set aside
        places = self._prizes[r + 1:] + self._pot + won[0] + won[1] + self.set_aside
        _require(sorted(places) == full, f"the prizes are not each in one place: {places}")
        turned = min(r + 1, n)
        _require(self._pot == self._prizes[turned - len(self._pot):turned], self._pot)
        _require(bool(self._pot) != (r == n), (self._pot, r))
        _require(r < n or self._bids == [None, None], "an invariant fails")
        for pot, a, b, w, pts in self._rounds:
            _require((w is None) == (a == b) and w in (None, 0 if a > b else 1), (a, b, w))
            _require(pts == (0 if w is None else sum(pot)), (pot, pts))


_VALUE = Int(1, MAX_CARDS)
_SEALED = Either(_VALUE, OneOf(None))
_GAME_SHAPE = Record(tie_rule=OneOf(*TIE_RULES), cards=Int(MIN_CARDS, MAX_CARDS),
                     prizes=ListOf(_VALUE, MIN_CARDS, MAX_CARDS), bids=ListOf(Fixed(_VALUE, _VALUE), 0, MAX_CARDS),
                     sealed=Fixed(_SEALED, _SEALED))
_POINTS = Int(0, MAX_GAMES * MAX_CARDS * (MAX_CARDS + 1) // 2)
_SAVED_SHAPE = Record(variant=ANY, rng=ANY, seed=ANY, history=ANY,
                      game_results=ListOf(Fixed(_POINTS, _POINTS), 0, MAX_GAMES),
                      totals=Fixed(_POINTS, _POINTS), current=_GAME_SHAPE)


def new_game(tie_rule: str = "carry", prizes: Any = None, seed: Any = None,
             cards: int = 13) -> Game:
    """One game (see the spec): ``prizes`` top first, else shuffled by ``random.Random(seed)``."""
    return Game(tie_rule, prizes, seed, cards)


# --- the match, behind the common protocol ------------------------------------------------
@dataclass(frozen=True)
class Variant:
    tie_rule: str = "carry"
    cards: int = 13
    games: int = 3   # match length; 1 plays a single game

    def __post_init__(self) -> None:
        _check_settings(self.tie_rule, self.cards)
        if not _is_int(self.games) or not MIN_GAMES <= self.games <= MAX_GAMES:
            raise IllegalMove(f"A match is {MIN_GAMES} to {MAX_GAMES} games, not {short_repr(self.games)}.")

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> Variant:
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise IllegalMove(f"Gops settings must be a mapping, not {short_repr(data)}.")
        check_json(data, "The Gops settings", max_depth=4)
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class State(GameState):
    """A match: ``variant.games`` games of Gops, points added up across games."""

    variant: Variant

    game_id = GAME_ID

    def __init__(self, variant: Variant | dict[str, Any] | None = None, seed: int | None = None):
        self.variant = variant if isinstance(variant, Variant) else Variant.from_dict(variant)
        self._rng = Rng(seed)
        self.seed = self._rng.seed_value
        self.history: list[list[Any]] = []
        self.game_results: list[list[int]] = []   # [a, b] per finished game
        self._totals = [0, 0]
        self._game = self._deal()

    def _deal(self) -> Game:
        # Each game's prize order comes from the match's own seeded generator.
        order = _shuffled_prizes(self._rng, self.variant.cards)
        return Game(self.variant.tie_rule, order, cards=self.variant.cards)

    # --- who acts -------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return 2

    @property
    def game(self) -> Game:
        """The game being played (the last one once the match is over). Read only:
        moves go through :meth:`apply` so that they reach the history."""
        return self._game

    @property
    def game_index(self) -> int:
        return len(self.game_results) - (1 if self._game.is_over else 0)

    @property
    def totals(self) -> list[int]:
        """Cumulative points of the match, this game included."""
        return self._totals[:]

    def winners(self) -> list[int]:
        """Seats sharing the best total once the match is over ([0, 1] = shared); else []."""
        if not self.is_terminal():
            return []
        best = max(self._totals)
        return [s for s in (0, 1) if self._totals[s] == best]

    def current_player(self) -> int:
        return TERMINAL if self._game.is_over else SIMULTANEOUS

    def acting_seats(self) -> list[int]:
        g = self._game
        if g.is_over:
            return []
        return [s for s in (0, 1) if g.sealed_bid(s) is None]

    def legal_actions(self, seat: int) -> list[int]:
        return self._game.legal_bids(seat)

    def returns(self) -> list[int]:
        a, b = self._totals
        return [a - b, b - a]

    # --- acting -----------------------------------------------------------------------
    def _check(self, seat: int, action: Any) -> int:
        return self._game.check_bid(seat, action)

    def _do(self, seat: int, action: int) -> list[Event]:
        game = self._game
        before = game.round
        game.bid(seat, action)
        events: list[Event] = [BidPlaced(seat)]
        if game.round == before:
            return events
        pot, a, b, winner, points = game._rounds[-1]
        events.append(GopsReveal((a, b), tuple(pot), "tie" if winner is None else "win", winner, points))
        if winner is not None:
            self._totals[winner] += points
        elif game.tie_rule == "discard":
            events.append(Discard(tuple(pot)))
        elif game.is_over:   # a carry tie on the last bid
            events.append(SetAside(tuple(pot)))
        else:
            events.append(Carry(tuple(pot)))
        if not game.is_over:
            events.append(PrizeTurned(game._pot[-1], tuple(game.pot)))
            return events
        scores = list(game.scores)
        self.game_results.append(scores)
        a_total, b_total = self._totals
        events.append(GopsGameOver(len(self.game_results) - 1, game.scores, game.winner, (a_total, b_total)))
        if len(self.game_results) < self.variant.games:
            self._game = self._deal()
            events.append(GameStarted(len(self.game_results)))
            events.append(PrizeTurned(self._game._pot[0], tuple(self._game.pot)))
        else:
            events.append(MatchOver((a_total, b_total), tuple(self.winners())))
        return events

    # --- views -------------------------------------------------------------------------
    def _start_events(self) -> list[Event]:
        return [GameStarted(0), PrizeTurned(self._game._pot[0], tuple(self._game.pot))]

    def _position(self) -> dict[str, Any]:
        return {"game_index": self.game_index, "round": self._game.round + 1,
                "over": self.is_terminal()}

    def observation(self, seat: int | None) -> GopsObservation:
        """What ``seat`` may know (None: a spectator): see :class:`GopsObservation`."""
        if seat is not None and (not _is_int(seat) or not 0 <= seat <= 1):
            raise IllegalMove("no_such_seat", given=short_repr(seat))
        g = self._game
        sealed = (g.sealed_bid(0), g.sealed_bid(1))
        # The table shows a sealed bid as a face-down card still held: leaving
        # it out of a hand would tell everybody which value was bid.

        def held(s: int) -> tuple[int, ...]:
            bid = sealed[s]
            return tuple(sorted(g._hands[s] if bid is None else [*g._hands[s], bid]))
        a, b = held(0), held(1)
        spent_a, spent_b = g.spent
        won_a, won_b = g.won
        score_a, score_b = g.scores
        total_a, total_b = self._totals
        return GopsObservation(
            seat=seat, cards=g.cards, tie_rule=g.tie_rule,
            my_hand=() if seat is None else tuple(g._hands[seat]),
            opp_hand=() if seat is None else (b if seat == 0 else a),
            hands=(a, b), prizes_left=tuple(g.prizes_left), prize_pile_count=g.prize_pile_count,
            pot=tuple(g._pot), committed=(sealed[0] is not None, sealed[1] is not None),
            my_bid=None if seat is None else sealed[seat],
            spent=(tuple(spent_a), tuple(spent_b)), won=(tuple(won_a), tuple(won_b)),
            set_aside=tuple(g.set_aside), scores=(score_a, score_b), round=g.round,
            rounds=tuple(GopsRound(tuple(pot), (x, y), w, pts) for pot, x, y, w, pts in g._rounds),
            game_index=self.game_index, games=self.variant.games, totals=(total_a, total_b),
            game_results=tuple((r[0], r[1]) for r in self.game_results),
            is_over=self.is_terminal(),
            refusals={} if seat is None else self._refusals(seat),
        )

    def _refusals(self, seat: int) -> dict[int, Refusal | None]:
        """Per value of the seat's cards: None if it may be bid now, else the refusal
        bidding it would raise."""
        out: dict[int, Refusal | None] = {}
        for value in range(1, self._game.cards + 1):
            try:
                self._game.check_bid(seat, value)
                out[value] = None
            except IllegalMove as exc:
                out[value] = exc.as_refusal()
        return out

    def check_invariants(self) -> None:
        g = self._game
        g.check_invariants()
        v = self.variant
        _require((g.tie_rule, g.cards) == (v.tie_rule, v.cards), "an invariant fails")
        finished = len(self.game_results)
        if g.is_over:   # a finished game is followed at once by the next, until the last
            _require(finished == v.games, "a finished game left the match waiting")
            _require(self.game_results[-1] == list(g.scores), "an invariant fails")
        else:
            _require(finished < v.games, (finished, v.games))
        played = finished - 1 if g.is_over else finished   # games before the current one
        sealed = sum(g.sealed_bid(p) is not None for p in (0, 1))
        _require(len(self.history) == 2 * (v.cards * played + g.round) + sealed,
                 "the history does not match the games played")
        running = [0, 0] if g.is_over else list(g.scores)
        for i in (0, 1):
            _require(self._totals[i] == sum(r[i] for r in self.game_results) + running[i],
                     (self._totals, self.game_results, g.scores))
        for r in self.game_results:
            _require(sum(r) <= v.cards * (v.cards + 1) // 2, r)

    # --- persistence -------------------------------------------------------------------
    def to_dict(self, history: bool = True) -> dict[str, Any]:
        data = {"game": GAME_ID, "variant": self.variant.to_dict(), "seed": self.seed,
                "rng": self._rng.to_dict(), "game_results": [list(r) for r in self.game_results],
                "totals": self.totals, "current": self._game.to_dict()}
        if history:
            data["history"] = [list(h) for h in self.history]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        """The match a save describes; IllegalMove unless every field has its shape
        and the whole holds every invariant."""
        check_saved_state(data, GAME_ID)
        problem = shape_problem(data, _SAVED_SHAPE)
        if problem:
            raise IllegalMove("damaged_save", game=GAME_ID, detail=clip(problem))
        state = cls.__new__(cls)
        state.variant = Variant.from_dict(data["variant"])
        state._rng = Rng.from_dict(data["rng"])
        state.seed = data["seed"]
        state.history = own_history(data["history"])
        state.game_results = [list(r) for r in data["game_results"]]
        state._totals = list(data["totals"])
        state._game = Game.from_dict(data["current"])
        try:
            state.check_invariants()
        except AssertionError as exc:
            raise IllegalMove("damaged_save", game=GAME_ID, detail=clip(str(exc) or "an invariant fails")) from None
        return state

    def clone(self) -> State:
        # Not deepcopy: copying an Rng that way loses its seed (random.Random.__reduce__).
        return State.from_dict(self.to_dict())


def new_state(variant: Variant | dict[str, Any] | None = None, seed: int | None = None) -> State:
    if not isinstance(variant, Variant):
        variant = Variant.from_dict(variant)
    return State(variant, seed)


# the catalogue entry: ranges from the constants Variant checks against
GAME_INFO = GameInfo(
    GAME_ID, *TITLES[GAME_ID],
    2, 2,
    (Field("tie_rule", CHOICE, "Tie rule", choices=(
        Choice("carry", "Carry: a tied pot goes to the next winner"),
        Choice("discard", "Discard: a tied pot is removed"))),
     Field("cards", INT, "Cards per hand", MIN_CARDS, MAX_CARDS),
     Field("games", INT, "Games in a match", MIN_GAMES, MAX_GAMES)))
assert GAME_INFO.field("tie_rule").values() == TIE_RULES
