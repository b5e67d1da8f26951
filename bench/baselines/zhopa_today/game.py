"""A whole game of Zhopa: parties of bets and tricks until someone sheds every
bank, someone collects six, or the partie limit is reached.

Seats are numbered clockwise: the player "left of" seat s is (s + 1) % n.
Everything random (trump suits drawn at random, the dealer by lot, every
shuffle) comes from the game's seeded Rng, so seed + history replays it.
"""
from __future__ import annotations

import copy
import json
from typing import Any

from cardgames_qt.engine.cards import SUIT_SYMBOLS, parse_card
from cardgames_qt.engine.errors import IllegalMove
from cardgames_qt.engine.state import Rng

from .rules import CARD_POINTS, MAX_BANKS, START_BANKS, bank_change, combinations, rating
from .state import TERMINAL, GameState
from .tricks import DECK, DECK_POSITION, EIGHT_CHANGE, INDEX_ORDER, advance, legal_cards, refusal, resolve, zhopa_card
from .variant import Variant, trumps_for

GAME_ID = "zhopa"
BETS = ("go", "pass")
HAND_SIZE = 4
_STAT_KEYS = ("points", "banks_discarded", "banks_gained", "parties", "required")


class State(GameState):
    game_id = GAME_ID

    def __init__(self, variant: Variant | None = None, seed: int | None = None):
        self.variant = variant if variant is not None else Variant()
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
        self.trick: list[list[Any]] = []
        self._derive()
        self._start_partie()

    def _derive(self) -> None:
        """Rebuild what is computed from the stored fields (never saved)."""
        self.trumps = trumps_for(self.variant.trump_mode, self.trump_suits, self.variant.players)
        self._trick_state = resolve(self.trick, self.trumps).state if self.trick else None

    # --- who acts ---------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.variant.players

    def current_player(self) -> int:
        return TERMINAL if self.phase == "over" else self.to_act

    def acting_seats(self) -> list[int]:
        return [] if self.phase == "over" else [self.to_act]

    def legal_actions(self, seat: int) -> list[Any]:
        if self.phase == "over" or seat != self.to_act or isinstance(seat, bool) or not isinstance(seat, int):
            return []  # True == 1 and 1.0 == 1: neither may see seat 1's plays
        if self.phase == "bet":
            return list(BETS)
        cards = legal_cards(self.hands[seat], self._trick_state, seat, self.trumps,
                            self.variant.must_beat)
        return sorted(cards, key=DECK_POSITION.__getitem__)

    def returns(self) -> list[int]:
        return [1 if s in self.winners else -1 if s in self.losers else 0
                for s in range(self.num_players)]

    def rating_for(self, seat: int) -> float:
        """The rules' rating of ``seat`` over this game so far, a percentage."""
        st = self.stats[seat]
        return rating(st["points"], st["banks_discarded"], st["banks_gained"], st["parties"],
                      st["required"])

    @property
    def main_suit(self) -> str | None:
        """The current trick's main suit (None between tricks)."""
        return self._trick_state.main if self._trick_state else None

    # --- checking ---------------------------------------------------------------
    def _check(self, seat: int, action: Any) -> Any:
        word = action.strip().lower() if isinstance(action, str) else None
        if seat != self.to_act:
            doing = "bets" if self.phase == "bet" else "plays"
            raise IllegalMove(f"Wait for your turn: player {self.to_act + 1} {doing} now.")
        if self.phase == "bet":
            if word in BETS:
                return word
            raise IllegalMove("Bets first: say go or pass before any card is played.")
        if word in BETS:
            raise IllegalMove("The bets are made for this partie: play a card.")
        card = zhopa_card(action)
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalMove(self._not_held(seat, card))
        st = self._trick_state
        if st is not None and card not in legal_cards(hand, st, seat, self.trumps,
                                                      self.variant.must_beat):
            raise IllegalMove(refusal(hand, st, seat, self.trumps, self.variant.must_beat, card))
        return card

    def _not_held(self, seat: int, card: str) -> str:
        symbol = parse_card(card).symbol
        for i, (by, c) in enumerate(self.played):
            if c == card:
                who = "you" if by == seat else f"player {by + 1}"
                trick = i // self.num_players + 1
                return f"You do not hold the {symbol}: {who} played it in trick {trick}."
        return f"You do not hold the {symbol}."

    # --- applying -----------------------------------------------------------------
    def _do(self, seat: int, action: Any) -> list[dict[str, Any]]:
        if self.phase == "bet":
            return self._bet(seat, action)
        return self._play(seat, action)

    def _bet(self, seat: int, bet: str) -> list[dict[str, Any]]:
        n = self.num_players
        self.bets[seat] = bet
        events = [{"type": "bet", "seat": seat, "bet": bet}]
        if any(b is None for b in self.bets):
            self.to_act = (seat + 1) % n
            return events
        self.phase = "play"
        self.leader, reason = self._first_leader()
        self.opening_leader = self.to_act = self.leader
        events.append({"type": "lead", "seat": self.leader, "reason": reason})
        return events

    def _first_leader(self) -> tuple[int, str]:
        if self.partie == 1:  # the holder of the lowest diamond, by index order
            for rank in INDEX_ORDER:
                for seat, hand in enumerate(self.hands):
                    if rank + "D" in hand:
                        return seat, f"holds the lowest diamond, {rank}{SUIT_SYMBOLS['D']}"
        return (self.dealer + 1) % self.num_players, "left of the dealer"

    def _play(self, seat: int, card: str) -> list[dict[str, Any]]:
        n = self.num_players
        self.hands[seat].remove(card)
        self.trick.append([seat, card])
        self.played.append([seat, card])
        role, st = advance(self._trick_state, card, seat, self.trumps)
        self._trick_state = st
        holder, holder_card = self.trick[st.holder]
        events = [{"type": "play", "seat": seat, "card": card, "role": role, "holder": holder,
                   "holder_card": holder_card, "main_suit": st.main,
                   "main_suit_changed": role == EIGHT_CHANGE}]
        if len(self.trick) < n:
            self.to_act = (seat + 1) % n
            return events
        return events + self._finish_trick(holder)

    def _finish_trick(self, winner: int) -> list[dict[str, Any]]:
        n = self.num_players
        cards = [c for _, c in self.trick]
        self.won[winner] += cards
        self.tricks_done += 1
        events = [{"type": "trick_won", "seat": winner, "cards": cards, "trick": self.tricks_done,
                   "points": sum(CARD_POINTS[c[:-1]] for c in cards)}]
        self.trick = []
        self._trick_state = None
        self.leader = self.to_act = winner
        if self.variant.refill == "draw":
            if len(self.stock) >= n:  # one card each, from the winner clockwise
                order = [(winner + i) % n for i in range(n)]
                for s in order:
                    self.hands[s].append(self.stock.pop())
                events.append({"type": "draw", "order": order, "stock_count": len(self.stock)})
        elif self.stock and not any(self.hands):
            each = min(HAND_SIZE, len(self.stock) // n)
            self._deal(each)
            events.append({"type": "redeal", "dealer": self.dealer, "cards_each": each,
                           "stock_count": len(self.stock)})
        if not any(self.hands):
            events += self._finish_partie()
        return events

    def _deal(self, each: int) -> None:
        """``each`` cards to every player, one at a time clockwise from the dealer's left."""
        n = self.num_players
        for _ in range(each):
            for i in range(1, n + 1):
                self.hands[(self.dealer + i) % n].append(self.stock.pop())

    # --- parties ------------------------------------------------------------------
    def _start_partie(self) -> list[dict[str, Any]]:
        n = self.num_players
        self.partie += 1
        self.stock = list(DECK)
        self.rng.shuffle(self.stock)  # the top of the stock is its last card
        self.hands = [[] for _ in range(n)]
        self.won = [[] for _ in range(n)]
        self.played: list[list[Any]] = []
        self.trick = []
        self._trick_state = None
        self.tricks_done = 0
        self.bets: list[str | None] = [None] * n
        self.leader: int | None = None
        self.opening_leader: int | None = None
        self._deal(HAND_SIZE)
        self.combinations = [combinations(hand) for hand in self.hands]
        self.phase = "bet"
        self.to_act = (self.dealer + 1) % n
        return self.partie_start_events()

    def partie_start_events(self) -> list[dict[str, Any]]:
        """The events that opened the current partie: a table starting from a new or
        loaded game shows these (the first partie's come from no move)."""
        return [{"type": "partie_start", "partie": self.partie, "dealer": self.dealer},
                {"type": "deal", "dealer": self.dealer, "cards_each": HAND_SIZE,
                 "stock_count": 36 - HAND_SIZE * self.num_players},
                {"type": "combinations", "combinations": copy.deepcopy(self.combinations)}]

    def _finish_partie(self) -> list[dict[str, Any]]:
        n = self.num_players
        go, pass_ = self.variant.targets_for()
        card_pts = [sum(CARD_POINTS[c[:-1]] for c in pile) for pile in self.won]
        combo_pts = [c["points"] for c in self.combinations]
        points = [a + b for a, b in zip(card_pts, combo_pts, strict=True)]
        targets = [go if bet == "go" else pass_ for bet in self.bets]
        reached = [p >= t for p, t in zip(points, targets, strict=True)]
        changes = []
        for s in range(n):
            # banks stay within 0..6: at 6 (all players there, playing on) a miss adds none
            new = max(0, self.banks[s] + bank_change(self.bets[s], reached[s]))  # issue 11
            change = new - self.banks[s]
            self.banks[s] = new
            changes.append(change)
            st = self.stats[s]
            st["points"] += points[s]
            st["parties"] += 1
            st["required"] += targets[s]
            st["banks_discarded"] += max(0, -change)
            st["banks_gained"] += max(0, change)
        record = {"partie": self.partie, "dealer": self.dealer, "bets": list(self.bets),
                  "card_points": card_pts, "combination_points": combo_pts, "points": points,
                  "targets": targets, "reached": reached, "bank_changes": changes,
                  "banks": list(self.banks)}
        self.scores_history.append(record)
        events = [{"type": "partie_over", **copy.deepcopy(record)}]
        if self._game_ends():
            self.phase = "over"
            self.to_act = None
            events.append({"type": "game_over", "winners": list(self.winners),
                           "losers": list(self.losers), "reason": self.end_reason,
                           "banks": list(self.banks)})
            return events
        self.dealer = self.opening_leader  # "the one who started the partie" deals next
        return events + self._start_partie()

    def _game_ends(self) -> bool:
        """Apply the rules' "End of the game" after a partie; True if the game is over.

        Only a player at 6 banks or more when the game ends loses; the fewest
        banks win (a tie shares the win). All level at 6 or more is the play-on.
        """
        banks = self.banks
        seats = range(self.num_players)
        fewest = [s for s in seats if banks[s] == min(banks)]
        level = len(fewest) == len(banks)
        if min(banks) == 0:
            reason = "no_banks"
        elif max(banks) >= MAX_BANKS and not level:
            reason = "six_banks"
        elif 0 < self.variant.max_parties <= self.partie:
            reason = "max_parties"
        else:  # the next partie (all level at six or more: the play-on)
            return False
        self.winners = fewest
        # level at the partie limit: everybody shares the win, nobody loses
        self.losers = [] if level else [s for s in seats if banks[s] >= MAX_BANKS and s not in fewest]
        self.end_reason = reason
        return True

    # --- views ----------------------------------------------------------------------
    def observation(self, seat: int | None) -> dict[str, Any]:
        from .views import observation
        return observation(self, seat)

    def check_invariants(self) -> None:
        from .views import check_invariants
        check_invariants(self)

    # --- persistence ------------------------------------------------------------------
    _SAVED = ("trump_suits", "banks", "partie", "dealer", "opening_leader", "leader", "phase",
              "to_act", "hands", "stock", "bets", "combinations", "trick", "won", "played",
              "tricks_done", "stats", "scores_history", "winners", "losers", "end_reason")

    def to_dict(self) -> dict[str, Any]:
        data = {"game": GAME_ID, "variant": self.variant.to_dict(), "seed": self.seed,
                "rng": self.rng.to_dict(), "history": self.history}
        for key in self._SAVED:
            data[key] = getattr(self, key)
        return json.loads(json.dumps(data))  # a deep, JSON-true copy, made in C

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        if not isinstance(data, dict) or data.get("game") != GAME_ID:
            raise IllegalMove("This is not a saved Zhopa game.")
        state = cls.__new__(cls)
        try:
            state.variant = Variant.from_dict(data["variant"])
            state.seed = data["seed"]
            state.rng = Rng.from_dict(data["rng"])
            state.history = copy.deepcopy(data["history"])
            for key in cls._SAVED:
                setattr(state, key, copy.deepcopy(data[key]))
            state._derive()
            state.check_invariants()
        except IllegalMove:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AssertionError) as exc:
            raise IllegalMove(f"This saved Zhopa game is damaged ({exc}).") from None
        return state


def new_state(variant: Variant | dict | None = None, seed: int | None = None) -> State:
    if isinstance(variant, dict):
        variant = Variant.from_dict(variant)
    return State(variant, seed)
