"""What a screen reader says at the table (no Qt here).

From the same engine events the tables draw, one :class:`Line` per public
event, from the listener's seat: who did what ("Computer 2 played the queen
of spades"), the Gops flip and who took the pot, the Guts showdown and who
pays what, a Zhopa trick and its points, bets, deals, banks, the end of a
partie or a game with the scores; and, when the listener is to act, what is
asked ("Your bid for the eight of diamonds, pot 8").

A line is a code and its parameters, never a sentence: ``ui/words/announce_text.py``
words it in the language of the moment (as ``ui/words/engine_text.py`` does for
refusals). Parameters name seats by number and cards by their card string.
The events carry only public facts (a sealed bid's value, a hand's cards and
the stock are never in them), and every card in a line comes from an event
or from the listener's own observation: a line never names a card the
listener may not know (``tests/app/test_announcer.py`` checks it against the
other seats' hidden hands).

The *where am I* questions (scores, what is on the table, the hand) are
answered from the listener's observation by :func:`scores`, :func:`table`
and :func:`hand`.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import field
from typing import Any

from cardgames_qt.engine.cards import parse_card, rank_text
from cardgames_qt.engine.events import (
    Ante,
    Bet,
    BidPlaced,
    Carry,
    Combinations,
    CycleOver,
    Declared,
    Discard,
    Draw,
    Event,
    GameStarted,
    GopsGameOver,
    GopsReveal,
    GutsDeal,
    GutsReveal,
    Lead,
    MatchOver,
    PartieOver,
    PartieStart,
    Payment,
    Payout,
    Play,
    PrizeTurned,
    Redeal,
    Refill,
    SessionOver,
    SetAside,
    Showdown,
    ToReserve,
    TrickWon,
    ZhopaDeal,
    ZhopaGameOver,
)
from cardgames_qt.engine.observations import AnyObservation, GopsObservation, GutsObservation, ZhopaObservation
from cardgames_qt.records import dataclass

#: Gops hands are clubs (seat A) and spades (seat B); prizes are diamonds
_GOPS_SUITS = ("C", "S")
_PRIZE_SUIT = "D"


@dataclass(frozen=True)
class Line:
    """One sentence to speak: ``code`` and its parameters; ``urgent`` lines (the
    listener's turn, a refusal, a summary) are spoken at once, the others in turn."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)
    urgent: bool = False


def gops_card(value: int, suit: str) -> str:
    """The card string of a Gops value (1 = ace ... 13 = king)."""
    return rank_text(14 if value == 1 else value) + suit


class Announcer:
    """Turns event batches into lines for one game; remembers which turn it has asked
    for already, so "your turn" is said once per decision."""

    def __init__(self, game_id: str):
        self.game_id = game_id
        self._asked: Any = None

    def reset(self) -> None:
        """Forget which turn was asked for: the next prompt is said again."""
        self._asked = None

    # --- events --------------------------------------------------------------------------
    def events(self, events: Sequence[Event], listener: int | None) -> list[Line]:
        handler: Callable[[Event, int | None], list[Line]] = getattr(self, "_" + self.game_id)
        out: list[Line] = []
        for ev in events:
            out += handler(ev, listener)
        return out

    @staticmethod
    def _gops(ev: Event, listener: int | None) -> list[Line]:
        match ev:
            case BidPlaced(seat=seat):
                # the listener knows their own bid (the next line says the flip)
                return [] if seat == listener else [Line("gops_bid", {"seat": seat})]
            case GopsReveal(bids=(a, b), pot=pot, winner=winner):
                params = {"seat_a": 0, "card_a": gops_card(a, _GOPS_SUITS[0]), "seat_b": 1,
                          "card_b": gops_card(b, _GOPS_SUITS[1]),
                          "pot": [gops_card(v, _PRIZE_SUIT) for v in pot], "points": sum(pot)}
                if winner is None:
                    return [Line("gops_tie", params)]
                return [Line("gops_won", dict(params, winner=winner))]
            case Carry(pot=pot):
                return [Line("gops_carry", {"points": sum(pot)})]
            case Discard(prizes=prizes) | SetAside(prizes=prizes):
                return [Line("gops_discard", {"points": sum(prizes)})]
            case PrizeTurned(prize=prize, pot=pot):
                return [Line("gops_prize", {"card": gops_card(prize, _PRIZE_SUIT), "pot": sum(pot)})]
            case GameStarted(game_index=index):
                return [Line("gops_game_start", {"game": index + 1})]
            case GopsGameOver(game_index=index, scores=scores):
                return [Line("gops_game_over", {"game": index + 1, "scores": list(scores)})]
            case MatchOver(totals=totals, winners=winners):
                return [Line("gops_match_over", {"totals": list(totals), "winners": list(winners)})]
        return []

    @staticmethod
    def _guts(ev: Event, listener: int | None) -> list[Line]:
        match ev:
            case Declared(seat=seat):
                return [] if seat == listener else [Line("guts_declared", {"seat": seat})]
            case GutsDeal(hand_number=hand, dealer=dealer):
                return [Line("guts_deal", {"hand": hand, "dealer": dealer})]
            case Ante(amount=amount, pot=pot):
                return [Line("guts_ante", {"amount": amount, "pot": pot})]
            case GutsReveal(choices=choices):
                return [Line("guts_reveal", {"ins": [s for s, c in enumerate(choices) if c == "in"],
                                             "outs": [s for s, c in enumerate(choices) if c != "in"]})]
            case Showdown(hands=hands, winners=winners):
                shown = [(s, list(cards)) for s, cards in sorted(hands.items())]
                return [Line("guts_showdown", {"hands": shown, "winners": list(winners)})]
            case Payout(payouts=payouts):
                return [Line("guts_payout", {"seat": s, "amount": str(a)}) for s, a in payouts.items()]
            case Payment(payments=payments):
                return [Line("guts_payment", {"seat": s, "amount": str(a)}) for s, a in payments.items()]
            case ToReserve(pot=pot, reserve=reserve) | Refill(pot=pot, reserve=reserve):
                return [Line("guts_middle", {"pot": pot, "reserve": reserve})]
            case CycleOver(cycle=cycle, balances=balances):
                return [Line("guts_cycle_over", {"cycle": cycle, "balances": [str(b) for b in balances]})]
            case SessionOver(balances=balances, leaders=leaders):
                return [Line("guts_session_over", {"balances": [str(b) for b in balances],
                                                   "leaders": list(leaders)})]
        return []

    @staticmethod
    def _zhopa(ev: Event, listener: int | None) -> list[Line]:
        match ev:
            case Bet(seat=seat, bet=bet):
                return [Line("zhopa_bet", {"seat": seat, "bet": bet})]
            case Lead(seat=seat):
                return [Line("zhopa_lead", {"seat": seat})]
            case Play(seat=seat, card=card):
                return [Line("zhopa_play", {"seat": seat, "card": card})]
            case TrickWon(seat=seat, points=points, cards=cards):
                return [Line("zhopa_trick", {"seat": seat, "points": points, "cards": list(cards)})]
            case PartieStart(partie=partie, dealer=dealer):
                return [Line("zhopa_partie", {"partie": partie, "dealer": dealer})]
            case Combinations(combinations=combinations):
                return [Line("zhopa_combos", {"points": [c.points for c in combinations]})]
            case ZhopaDeal(cards_each=each, stock_count=stock):
                return [Line("zhopa_deal", {"each": each, "stock": stock})]
            case Draw(stock_count=stock) | Redeal(stock_count=stock):
                return [Line("zhopa_stock", {"stock": stock})]
            case PartieOver(record=record):
                return [Line("zhopa_partie_over", {"points": list(record.points), "targets": list(record.targets),
                                                   "changes": list(record.bank_changes),
                                                   "banks": list(record.banks)})]
            case ZhopaGameOver(winners=winners, losers=losers, banks=banks):
                return [Line("zhopa_game_over", {"winners": list(winners), "losers": list(losers),
                                                 "banks": list(banks)})]
        return []

    # --- the listener's turn -----------------------------------------------------------
    def prompt(self, obs: AnyObservation, acting: list[int], listener: int | None) -> Line | None:
        """"Your bid for …" once per decision of the listener (None: not asked now, or asked already)."""
        if listener is None or listener not in acting:
            self._asked = None
            return None
        prompt: Callable[[AnyObservation], tuple[Any, Line]] = getattr(self, "_prompt_" + self.game_id)
        key, line = prompt(obs)
        key = (listener, key)  # in pass-and-play each person is asked at their own decision
        if key == self._asked:
            return None
        self._asked = key
        return line

    @staticmethod
    def _prompt_gops(obs: GopsObservation) -> tuple[Any, Line]:
        prize = obs.pot[-1] if obs.pot else 0
        key = ("gops", obs.game_index, obs.round)
        return key, Line("your_bid", {"card": gops_card(prize, _PRIZE_SUIT), "pot": sum(obs.pot)}, urgent=True)

    @staticmethod
    def _prompt_guts(obs: GutsObservation) -> tuple[Any, Line]:
        return ("guts", obs.hand_number), Line("your_call", {"cards": list(obs.my_hand), "pot": obs.pot},
                                                   urgent=True)

    @staticmethod
    def _prompt_zhopa(obs: ZhopaObservation) -> tuple[Any, Line]:
        key = ("zhopa", obs.partie_number, obs.phase, obs.tricks_done, len(obs.trick))
        if obs.phase == "bet":
            return key, Line("your_bet", {"go": obs.target_table.go, "pass": obs.target_table.pass_},
                             urgent=True)
        trick = [(t.seat, t.card) for t in obs.trick]
        # what is asked: the cards the rules allow now (the listener's own)
        return key, Line("your_play" if trick else "your_lead", {"trick": trick, "legal": list(obs.legal)},
                         urgent=True)


# --- where am I (on demand) --------------------------------------------------------------
def scores(game_id: str, obs: AnyObservation) -> Line:
    if isinstance(obs, GopsObservation):
        return Line("where_scores_gops", {"scores": list(obs.scores), "totals": list(obs.totals),
                                          "games": obs.games}, urgent=True)
    if isinstance(obs, GutsObservation):
        return Line("where_balances", {"balances": [str(b) for b in obs.balances]}, urgent=True)
    return Line("where_banks", {"banks": list(obs.banks), "points": list(obs.points),
                                "bets": list(obs.bets)}, urgent=True)


def table(game_id: str, obs: AnyObservation) -> Line:
    if isinstance(obs, GopsObservation):
        return Line("where_gops", {"pot": [gops_card(v, _PRIZE_SUIT) for v in obs.pot],
                                   "points": sum(obs.pot), "pile": obs.prize_pile_count}, urgent=True)
    if isinstance(obs, GutsObservation):
        return Line("where_guts", {"pot": obs.pot, "reserve": obs.reserve, "dealer": obs.dealer,
                                   "hand": obs.hand_number}, urgent=True)
    trick = [(t.seat, t.card) for t in obs.trick]
    return Line("where_zhopa", {"trick": trick, "stock": obs.stock_count, "trumps": list(obs.trump_suits),
                                "counts": list(obs.hand_sizes), "seat": obs.seat}, urgent=True)


def hand(game_id: str, obs: AnyObservation) -> Line:
    """The listener's own cards, grouped by suit (empty when nobody's cards may show)."""
    if obs.seat is None:
        return Line("where_no_hand", urgent=True)
    if isinstance(obs, GopsObservation):
        cards = [gops_card(v, _GOPS_SUITS[obs.seat]) for v in obs.my_hand]
    else:
        cards = list(obs.my_hand)
    groups: dict[str, list[str]] = {}
    for c in cards:
        groups.setdefault(parse_card(c).suit, []).append(c)
    return Line("where_hand", {"groups": list(groups.items())}, urgent=True)
