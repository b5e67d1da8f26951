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

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cardgames_qt.engine.cards import parse_card, rank_text
from cardgames_qt.engine.observations import AnyObservation, GopsObservation, GutsObservation, ZhopaObservation

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
    def events(self, events: list[dict[str, Any]], listener: int | None) -> list[Line]:
        handler = getattr(self, "_" + self.game_id)
        out: list[Line] = []
        for ev in events:
            out += handler(ev, listener)
        return out

    @staticmethod
    def _gops(ev: dict[str, Any], listener: int | None) -> list[Line]:
        t = ev.get("type")
        if t == "bid_placed":
            if ev["seat"] == listener:
                return []  # the listener knows their own bid (the next line says the flip)
            return [Line("gops_bid", {"seat": ev["seat"]})]
        if t == "reveal":
            a, b = ev["bids"]
            params = {"seat_a": 0, "card_a": gops_card(a, _GOPS_SUITS[0]), "seat_b": 1,
                      "card_b": gops_card(b, _GOPS_SUITS[1]),
                      "pot": [gops_card(v, _PRIZE_SUIT) for v in ev.get("pot", [])],
                      "points": sum(ev.get("pot", []))}
            if ev.get("winner") is None:
                return [Line("gops_tie", params)]
            return [Line("gops_won", dict(params, winner=ev["winner"]))]
        if t == "carry":
            return [Line("gops_carry", {"points": sum(ev["pot"])})]
        if t in ("discard", "set_aside"):
            return [Line("gops_discard", {"points": sum(ev["prizes"])})]
        if t == "prize_turned":
            return [Line("gops_prize", {"card": gops_card(ev["prize"], _PRIZE_SUIT), "pot": sum(ev["pot"])})]
        if t == "game_started":
            return [Line("gops_game_start", {"game": ev["game_index"] + 1})]
        if t == "game_over":
            return [Line("gops_game_over", {"game": ev["game_index"] + 1, "scores": list(ev["scores"])})]
        if t == "match_over":
            return [Line("gops_match_over", {"totals": list(ev["totals"]),
                                             "winners": list(ev.get("winners") or [])})]
        return []

    @staticmethod
    def _guts(ev: dict[str, Any], listener: int | None) -> list[Line]:
        t = ev.get("type")
        if t == "declared":
            return [] if ev["seat"] == listener else [Line("guts_declared", {"seat": ev["seat"]})]
        if t == "deal":
            return [Line("guts_deal", {"hand": ev["hand_number"], "dealer": ev["dealer"]})]
        if t == "ante":
            return [Line("guts_ante", {"amount": ev["amount"], "pot": ev["pot"]})]
        if t == "reveal":
            choices = {int(s): c for s, c in ev["choices"].items()}
            return [Line("guts_reveal", {"ins": sorted(s for s, c in choices.items() if c == "in"),
                                         "outs": sorted(s for s, c in choices.items() if c != "in")})]
        if t == "showdown":
            hands = [(int(s), list(cards)) for s, cards in sorted(ev["hands"].items(), key=lambda kv: int(kv[0]))]
            return [Line("guts_showdown", {"hands": hands, "winners": list(ev["winners"])})]
        if t == "payout":
            return [Line("guts_payout", {"seat": int(s), "amount": str(a)}) for s, a in ev["payouts"].items()]
        if t == "payment":
            return [Line("guts_payment", {"seat": int(s), "amount": str(a)}) for s, a in ev["payments"].items()]
        if t in ("to_reserve", "refill"):
            return [Line("guts_middle", {"pot": ev["pot"], "reserve": ev["reserve"]})]
        if t == "cycle_over":
            return [Line("guts_cycle_over", {"cycle": ev["cycle"], "balances": [str(b) for b in ev["balances"]]})]
        if t == "session_over":
            return [Line("guts_session_over", {"balances": [str(b) for b in ev["balances"]],
                                               "leaders": list(ev["leaders"])})]
        return []

    @staticmethod
    def _zhopa(ev: dict[str, Any], listener: int | None) -> list[Line]:
        t = ev.get("type")
        if t == "bet":
            return [Line("zhopa_bet", {"seat": ev["seat"], "bet": ev["bet"]})]
        if t == "lead":
            return [Line("zhopa_lead", {"seat": ev["seat"]})]
        if t == "play":
            return [Line("zhopa_play", {"seat": ev["seat"], "card": ev["card"]})]
        if t == "trick_won":
            return [Line("zhopa_trick", {"seat": ev["seat"], "points": ev["points"], "cards": list(ev["cards"])})]
        if t == "partie_start":
            return [Line("zhopa_partie", {"partie": ev["partie"], "dealer": ev["dealer"]})]
        if t == "combinations":
            return [Line("zhopa_combos", {"points": [c["points"] for c in ev["combinations"]]})]
        if t == "deal":
            return [Line("zhopa_deal", {"each": ev["cards_each"], "stock": ev["stock_count"]})]
        if t in ("draw", "redeal"):
            return [Line("zhopa_stock", {"stock": ev["stock_count"]})]
        if t == "partie_over":
            return [Line("zhopa_partie_over", {"points": list(ev["points"]), "targets": list(ev["targets"]),
                                               "changes": list(ev["bank_changes"]), "banks": list(ev["banks"])})]
        if t == "game_over":
            return [Line("zhopa_game_over", {"winners": list(ev["winners"]), "losers": list(ev["losers"]),
                                             "banks": list(ev["banks"])})]
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
