"""A whole game of Zhopa: parties of bets and tricks until someone sheds every
bank, someone collects six, or the partie limit is reached.

Seats are numbered clockwise: the player "left of" seat s is (s + 1) % n.
Everything random (trump suits drawn at random, the dealer by lot, every
shuffle) comes from the game's seeded Rng, so seed + history replays it.
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .._shapes import shape_problem
from ..cards import SUIT_SYMBOLS
from ..errors import IllegalMove, clip, short_repr
from ..events import (
    Bet,
    Combinations,
    Draw,
    Event,
    Lead,
    PartieOver,
    PartieStart,
    Redeal,
    ZhopaDeal,
    ZhopaGameOver,
    new_play,
    new_trick_won,
)
from ..inputs import _plain_copy, as_int, as_list, as_random, as_seat, check_saved_state, is_int
from ..movelog import own_history
from ..observations import Combination, PartieRecord
from ..state import TERMINAL, GameState, Rng
from .rules import MAX_BANKS, POINTS, START_BANKS, _combinations_of, bank_change, rating
from .tricks import (  # the unchecked kernels:  # the state's own values
    DECK,
    DECK_POSITION,
    INDEX_ORDER,
    TrickState,
    _advance,
    _legal_cards,
    _refusal_error,
    _resolve,
    zhopa_card,
)
from .variant import Variant, trumps_for

if TYPE_CHECKING:
    from ..observations import ZhopaObservation

GAME_ID = "zhopa"
BETS = ("go", "pass")
HAND_SIZE = 4
_STAT_KEYS = ("points", "banks_discarded", "banks_gained", "parties", "required")


def shuffled_deck(rng: Any) -> list[str]:
    """The 36 cards shuffled by ``rng`` (a ``random.Random``)."""
    return _shuffled_deck(as_random(rng))


def _shuffled_deck(rng: Any) -> list[str]:
    """The 36 cards shuffled by ``rng``: exactly ``rng.shuffle(list(DECK))`` of
    Python 3.11 (a test holds it to that), inlined because every partie does it."""
    deck = list(DECK)
    getrandbits = rng.getrandbits
    for i in range(len(deck) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def ending(banks: list[int], partie: int, max_parties: int) -> tuple[str, list[int], list[int]] | None:
    """The rules' "End of the game" after partie ``partie`` left these ``banks``:
    ``(reason, winners, losers)``, or None when the next partie is played.

    Only a player at 6 banks or more when the game ends loses; the fewest
    banks win (a tie shares the win). All level at 6 or more is the play-on.
    """
    banks = as_list(banks, "banks", 4)
    if not 2 <= len(banks) <= 4 or not all(is_int(b) and 0 <= b <= 1000 for b in banks):
        raise IllegalMove(f"Banks are 2 to 4 whole numbers from 0, not {short_repr(banks)}.")
    partie = as_int(partie, "partie number", 1, 10**9)
    max_parties = as_int(max_parties, "most parties", 0, 10**9)
    return _ending(banks, partie, max_parties)


def _ending(banks: list[int], partie: int, max_parties: int) -> tuple[str, list[int], list[int]] | None:
    """:func:`ending` of checked values (a game's own, after every partie)."""
    seats = range(len(banks))
    fewest = [s for s in seats if banks[s] == min(banks)]
    level = len(fewest) == len(banks)
    if min(banks) == 0:
        reason = "no_banks"
    elif max(banks) >= MAX_BANKS and not level:
        reason = "six_banks"
    elif 0 < max_parties <= partie:
        reason = "max_parties"
    else:  # the next partie (all level at six or more: the play-on)
        return None
    # level at the partie limit: everybody shares the win, nobody loses
    losers = [] if level else [s for s in seats if banks[s] >= MAX_BANKS and s not in fewest]
    return reason, fewest, losers


class State(GameState):
    game_id = GAME_ID
    variant: Variant
    # the partie in play (set by _start_partie; a loaded or guessed state sets them directly)
    hands: list[list[str]]
    won: list[list[str]]
    stock: list[str]
    played: list[list[Any]]   # [seat, card] in play order, this partie
    trick: list[list[Any]]    # [seat, card] of the trick in play
    bets: list[str | None]
    leader: int | None
    opening_leader: int | None
    to_act: int | None
    combinations: list[dict[str, Any]]
    _trick_state: TrickState | None

    def __init__(self, variant: Variant | dict[str, Any] | None = None, seed: int | None = None):
        self.variant = variant if isinstance(variant, Variant) else Variant.from_dict(variant)
        self.rng = Rng(seed)
        self.seed = self.rng.seed_value
        self.history: list[list[Any]] = []
        n = self.variant.players
        self.trump_suits = self.variant.draw_trump_suits(self.rng)
        self.banks = [START_BANKS] * n
        self.stats = [dict.fromkeys(_STAT_KEYS, 0) for _ in range(n)]
        self.scores_history: list[dict[str, Any]] = []
        self.winners: list[int] = []
        self.losers: list[int] = []
        self.end_reason: str | None = None
        self.partie = 0
        self.dealer = self.rng.randrange(n)  # by lot
        self.trick = []
        self._derive()
        self._start_partie()

    def _derive(self) -> None:
        """Rebuild what is computed from the stored fields (never saved)."""
        self.trumps = trumps_for(self.variant.trump_mode, self.trump_suits, self.variant.players)
        self._trick_state = _resolve(self.trick, self.trumps).state if self.trick else None
        # hands are kept in deck order, so legal cards come out sorted
        for hand in getattr(self, "hands", ()):
            hand.sort(key=DECK_POSITION.__getitem__)
        self._legal: list[str] | None = None  # the legal cards of the seat to act, once asked
        self._roles: dict[str, str] = {}      # and the roles worked out on the way

    # --- who acts ---------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.variant.players

    def current_player(self) -> int:
        return TERMINAL if self.phase == "over" or self.to_act is None else self.to_act

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def acting_seats(self) -> list[int]:
        return [] if self.phase == "over" or self.to_act is None else [self.to_act]

    def legal_actions(self, seat: int) -> list[Any]:
        if seat.__class__ is int and seat == self.to_act and self.phase == "play":  # the hot path
            return (self._legal or self._legal_cards())[:]
        if self.phase == "over" or seat != self.to_act or isinstance(seat, bool) or not isinstance(seat, int):
            return []  # True == 1 and 1.0 == 1: neither may see seat 1's plays
        if self.phase == "bet":
            return list(BETS)
        return self._legal_cards()[:]

    def _legal_cards(self) -> list[str]:
        """The cards the seat to act may play, in deck order: worked out once per
        move (legal_actions and the check of the move itself both need them)."""
        legal = self._legal
        if legal is None:
            seat = self.to_act
            if seat is None:
                raise AssertionError("nobody acts in a finished game")
            roles: dict[str, str] = {}
            self._roles = roles
            legal = self._legal = _legal_cards(self.hands[seat], self._trick_state, seat,
                                              self.trumps, self.variant.must_beat, roles)
        return legal

    def returns(self) -> list[int]:
        return [1 if s in self.winners else -1 if s in self.losers else 0
                for s in range(self.num_players)]

    def rating_for(self, seat: int) -> float:
        """The rules' rating of ``seat`` over this game so far, a percentage."""
        st = self.stats[as_seat(seat, self.num_players)]
        return rating(st["points"], st["banks_discarded"], st["banks_gained"], st["parties"],
                      st["required"])

    @property
    def main_suit(self) -> str | None:
        """The current trick's main suit (None between tricks)."""
        return self._trick_state.main if self._trick_state else None

    # --- acting -----------------------------------------------------------------
    def apply(self, seat: int, action: Any) -> list[Event]:
        # The hot path of every playout: a legal card, as the canonical string
        # legal_actions gives, by the seat to act. Anything else takes the full
        # checks (and gets its refusal) through GameState.apply.
        if action.__class__ is str and seat.__class__ is int and seat == self.to_act:
            phase = self.phase
            if phase == "play" and action in (self._legal or self._legal_cards()):
                self.history.append([seat, action])
                return self._play(seat, action)
            if phase == "bet" and (action == "go" or action == "pass"):
                self.history.append([seat, action])
                return self._bet(seat, action)
        return GameState.apply(self, seat, action)

    # --- checking ---------------------------------------------------------------
    def _check(self, seat: int, action: Any) -> Any:
        word = action.strip().lower() if isinstance(action, str) else None
        if seat != self.to_act:
            raise IllegalMove("not_your_turn", seat=self.to_act, phase=self.phase)
        if self.phase == "bet":
            if word in BETS:
                return word
            raise IllegalMove("bets_first")
        if word in BETS:
            raise IllegalMove("bets_made")
        card = zhopa_card(action)
        hand = self.hands[seat]
        if card not in hand:
            raise self._not_held(seat, card)
        if card not in self._legal_cards():
            st = self._trick_state
            if st is None:
                raise AssertionError("a leader may play any card held")
            raise _refusal_error(hand, st, seat, self.trumps, self.variant.must_beat, card)
        return card

    def _not_held(self, seat: int, card: str) -> IllegalMove:
        for i, (by, c) in enumerate(self.played):
            if c == card:
                return IllegalMove("played_earlier", card=card, by=by, by_you=by == seat,
                                   trick=i // self.num_players + 1)
        return IllegalMove("not_held", card=card)

    # --- applying -----------------------------------------------------------------
    def _do(self, seat: int, action: Any) -> list[Event]:
        if self.phase == "bet":
            return self._bet(seat, action)
        return self._play(seat, action)

    def _bet(self, seat: int, bet: str) -> list[Event]:
        n = self.num_players
        self._legal = None
        self.bets[seat] = bet
        events: list[Event] = [Bet(seat, bet)]
        if None in self.bets:
            self.to_act = (seat + 1) % n
            return events
        self.phase = "play"
        self.leader, reason = self._first_leader()
        self.opening_leader = self.to_act = self.leader
        events.append(Lead(self.leader, reason))
        return events

    def _first_leader(self) -> tuple[int, str]:
        if self.partie == 1:  # the holder of the lowest diamond, by index order
            for rank in INDEX_ORDER:
                for seat, hand in enumerate(self.hands):
                    if rank + "D" in hand:
                        return seat, f"holds the lowest diamond, {rank}{SUIT_SYMBOLS['D']}"
        return (self.dealer + 1) % self.num_players, "left of the dealer"

    def _play(self, seat: int, card: str) -> list[Event]:
        n = self.variant.players
        self.hands[seat].remove(card)
        entry = [seat, card]  # shared by the trick and the partie's record: never changed
        self.trick.append(entry)
        self.played.append(entry)
        role, st = _advance(self._trick_state, card, seat, self.trumps,
                           self._roles.get(card) if self._legal is not None else None)
        self._trick_state = st
        self._legal = None  # every card changes the trick and who acts
        holder, holder_card = self.trick[st.holder]
        events: list[Event] = [new_play(seat, card, role, holder, holder_card, st.main)]
        if len(self.trick) < n:
            self.to_act = (seat + 1) % n
            return events
        events += self._finish_trick(holder)
        return events

    def _finish_trick(self, winner: int) -> list[Event]:
        n = self.variant.players
        cards = tuple([c for _, c in self.trick])
        self.won[winner] += cards
        self.tricks_done += 1
        events: list[Event] = [new_trick_won(winner, cards, self.tricks_done, sum(map(POINTS.__getitem__, cards)))]
        self.trick = []
        self._trick_state = None
        self.leader = self.to_act = winner
        if self.variant.refill == "draw":
            if len(self.stock) >= n:  # one card each, from the winner clockwise
                order = [(winner + i) % n for i in range(n)]
                for s in order:
                    self.hands[s].append(self.stock.pop())
                    self.hands[s].sort(key=DECK_POSITION.__getitem__)
                events.append(Draw(tuple(order), len(self.stock)))
        elif self.stock and not any(self.hands):
            each = min(HAND_SIZE, len(self.stock) // n)
            self._deal(each)
            events.append(Redeal(self.dealer, each, len(self.stock)))
        if not any(self.hands):
            events += self._finish_partie()
        return events

    def _deal(self, each: int) -> None:
        """``each`` cards to every player, one at a time clockwise from the dealer's left."""
        n = self.num_players
        stock, hands = self.stock, self.hands
        dealt = stock[:-each * n - 1:-1]  # the top each * n cards, top first
        del stock[-each * n:]
        for i in range(n):  # the i-th card of every round goes to the (i + 1)-th seat on
            hand = hands[(self.dealer + 1 + i) % n]
            hand += dealt[i::n]
            hand.sort(key=DECK_POSITION.__getitem__)

    # --- parties ------------------------------------------------------------------
    def _start_partie(self) -> list[Event]:
        n = self.num_players
        self.partie += 1
        self.stock = _shuffled_deck(self.rng)  # the top of the stock is its last card
        self.hands = [[] for _ in range(n)]
        self.won = [[] for _ in range(n)]
        self.played = []
        self.trick = []
        self._trick_state = None
        self.tricks_done = 0
        self.bets = [None] * n
        self.leader = None
        self.opening_leader = None
        self._deal(HAND_SIZE)
        self.combinations = [_combinations_of(hand) for hand in self.hands]
        self.phase = "bet"
        self.to_act = (self.dealer + 1) % n
        return self.partie_start_events()

    def _start_events(self) -> list[Event]:
        return self.partie_start_events()

    def _position(self) -> dict[str, Any]:
        return {"partie": self.partie, "phase": self.phase, "trick": self.tricks_done + 1,
                "over": self.phase == "over"}

    def partie_start_events(self) -> list[Event]:
        """The events that opened the current partie: a table starting from a new or
        loaded game shows these (the first partie's come from no move)."""
        return [PartieStart(self.partie, self.dealer),
                ZhopaDeal(self.dealer, HAND_SIZE, 36 - HAND_SIZE * self.num_players),
                Combinations(tuple(Combination(c["points"], tuple(c["kinds"]), tuple(c["cards"]), c["one_suit"])
                                   for c in self.combinations))]

    def _finish_partie(self) -> list[Event]:
        n = self.num_players
        go, pass_ = self.variant.targets_for()
        card_pts = [sum(map(POINTS.__getitem__, pile)) for pile in self.won]
        combo_pts = [c["points"] for c in self.combinations]
        points = [a + b for a, b in zip(card_pts, combo_pts, strict=True)]
        targets = [go if bet == "go" else pass_ for bet in self.bets]
        reached = [p >= t for p, t in zip(points, targets, strict=True)]
        changes = []
        for s in range(n):
            # never below 0 (the game ends there); not capped above: in the all-at-six
            # play-on a missed "go" takes a player to 7
            new = max(0, self.banks[s] + bank_change(self.bets[s] or "", reached[s]))
            change = new - self.banks[s]
            self.banks[s] = new
            changes.append(change)
            st = self.stats[s]
            st["points"] += points[s]
            st["parties"] += 1
            st["required"] += targets[s]
            st["banks_discarded"] += max(0, -change)
            st["banks_gained"] += max(0, change)
        record: dict[str, Any] = {
            "partie": self.partie, "dealer": self.dealer, "bets": list(self.bets),
            "card_points": card_pts, "combination_points": combo_pts, "points": points,
            "targets": targets, "reached": reached, "bank_changes": changes, "banks": list(self.banks)}
        self.scores_history.append(record)
        events: list[Event] = [PartieOver(PartieRecord._from_record(record))]  # as the views read it
        if self._game_ends():
            self.phase = "over"
            self.to_act = None
            events.append(ZhopaGameOver(tuple(self.winners), tuple(self.losers), self.end_reason,
                                        tuple(self.banks)))
            return events
        if self.opening_leader is None:
            raise AssertionError("a partie ended without a leader")
        self.dealer = self.opening_leader  # "the one who started the partie" deals next
        return events + self._start_partie()

    def _game_ends(self) -> bool:
        """Apply the rules' "End of the game" after a partie; True if the game is over."""
        end = _ending(self.banks, self.partie, self.variant.max_parties)
        if end is None:
            return False
        self.end_reason, self.winners, self.losers = end
        return True

    # --- views ----------------------------------------------------------------------
    def observation(self, seat: int | None) -> ZhopaObservation:
        from .views import observation
        return observation(self, seat)

    def check_invariants(self) -> None:
        from .views import check_invariants
        check_invariants(self)

    # --- persistence ------------------------------------------------------------------
    _SAVED = ("trump_suits", "banks", "partie", "dealer", "opening_leader", "leader", "phase",
              "to_act", "hands", "stock", "bets", "combinations", "trick", "won", "played",
              "tricks_done", "stats", "scores_history", "winners", "losers", "end_reason")

    def to_dict(self, history: bool = True) -> dict[str, Any]:
        data = {"game": GAME_ID, "variant": self.variant.to_dict(), "seed": self.seed,
                "rng": self.rng.to_dict()}
        if history:
            data["history"] = list(self.history)
        for key in self._SAVED:
            data[key] = getattr(self, key)
        copy: dict[str, Any] = json.loads(json.dumps(data))  # a deep, JSON-true copy, made in C
        return copy

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        """The state a save describes; IllegalMove unless it is one the rules can reach
        and play on: every field of the right shape first (views.saved_shape), then
        every invariant (views.check_invariants), before anybody reads it."""
        from .views import check_loaded, saved_shape
        check_saved_state(data, GAME_ID)
        if "variant" not in data or "rng" not in data:
            raise IllegalMove("damaged_save", game=GAME_ID, detail="its settings or its generator are missing")
        variant = Variant.from_dict(data["variant"])
        problem = shape_problem(data, saved_shape(variant.players))
        if problem:
            raise IllegalMove("damaged_save", game=GAME_ID, detail=clip(problem))
        state = cls.__new__(cls)
        state.variant = variant
        state.seed = data["seed"]
        state.rng = Rng.from_dict(data["rng"])
        state.history = own_history(data["history"])
        for key in cls._SAVED:
            setattr(state, key, _plain_copy(data[key]))
        check_loaded(state)
        return state


def new_state(variant: Variant | dict[str, Any] | None = None, seed: int | None = None) -> State:
    return State(variant, seed)
