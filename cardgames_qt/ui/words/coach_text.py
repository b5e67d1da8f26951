"""The coach's numbers and reasons in the player's language.

The coach (app/coaching/coach.py, app/coaching/analysis.py) says why as a code and parameters;
here each code becomes a translated sentence, and every number goes through
QLocale (Persian digits, decimal commas). Shared by the coach panel, the
review dialog and the replay window.
"""
from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from cardgames_qt.engine.cards import rank_text
from cardgames_qt.ui.i18n import digits, num
from cardgames_qt.ui.words.cardnames import card_short


class _Plurals(QObject):
    """Sentences with a count (%n): lupdate finds plural forms only in self.tr."""

    def guts(self, going_in: bool, players: int) -> str:
        if going_in:
            text = self.tr("%1 or better goes in with %n players; you hold %2: in.", "", players)
        else:
            text = self.tr("%1 or better goes in with %n players; you hold %2: out.", "", players)
        # Qt has put the count in Latin digits where %n was: the player's digits instead
        return re.sub(rf"(?<![%\d]){players}(?!\d)", lambda _m: num(players), text, count=1)


def fill(template: str, *values: str) -> str:
    for i in range(len(values), 0, -1):  # highest first: "%1" never eats the start of "%10"
        template = template.replace(f"%{i}", values[i - 1])
    return template


def number(value: float, decimals: int = 1) -> str:
    """A figure in the locale's digits, its sign placed by the one rule (``i18n.num``)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return num(value)
    return num(float(value), decimals)


def signed(value: float, decimals: int = 1) -> str:
    """A gain or a loss: "+1.5", "−0.3" (rounded to zero: "0.0")."""
    if isinstance(value, int) and not isinstance(value, bool):
        return num(value, plus=True)
    return num(float(value), decimals, plus=True)


def percent(p: float) -> str:
    return QLocale().toString(round(100 * p)) + QLocale().percent()


def gops_value(value: int) -> str:
    """A Gops card value as printed on the card: A, 2 ... 10, J, Q, K (the numbers in the
    locale's digits, as every figure the coach says)."""
    return digits(rank_text(14 if value == 1 else value))


def move_text(game_id: str, action: Any) -> str:
    """A move as a person reads it: a bid, in/out, a card, go/pass."""
    if game_id == "gops":
        return gops_value(int(action))
    words = {"in": QCoreApplication.translate("Coach", "in"), "out": QCoreApplication.translate("Coach", "out"),
             "go": QCoreApplication.translate("Coach", "go"), "pass": QCoreApplication.translate("Coach", "pass")}
    if action in words:
        return words[action]
    return card_short(str(action))


def reason_text(reason) -> str:
    code, p = reason.code, reason.params
    if code == "gops_any":
        return fill(QCoreApplication.translate(
            "Coach", "Nothing to choose here: every card does as well (the pot is worth %1)."), number(p["pot"]))
    if code == "gops_one":
        return fill(QCoreApplication.translate("Coach", "The pot is worth %1: bid your %2."), number(p["pot"]),
                    gops_value(p["bid"]))
    if code == "gops_high_or_low":
        return fill(QCoreApplication.translate(
            "Coach", "The pot is worth %1: bid high (up to %2) or throw your lowest (%3)."),
                    number(p["pot"]), gops_value(p["high"]), gops_value(p["low"]))
    if code == "gops_mix":
        return fill(QCoreApplication.translate(
            "Coach", "The pot is worth %1: mix your cards from %2 to %3 so that your opponent cannot guess."),
                    number(p["pot"]), gops_value(p["low"]), gops_value(p["high"]))
    if code in ("guts_in", "guts_out"):
        return fill(_Plurals().guts(code == "guts_in", p["players"]), digits(p["threshold"]), digits(p["hand"]))
    if code == "zhopa_card":
        return fill(QCoreApplication.translate("Coach", "Play %1: about %2 partie points expected."),
                    card_short(p["card"]), number(p["points"]))
    if code == "zhopa_only":
        return fill(QCoreApplication.translate("Coach", "Only %1 can be played."), card_short(p["card"]))
    if code in ("zhopa_bet_go", "zhopa_bet_pass"):
        go = QCoreApplication.translate(
            "Coach", "Go: the chance of reaching the go target is about %1, the pass target %2.")
        pass_ = QCoreApplication.translate(
            "Coach", "Pass: the chance of reaching the go target is about %1, the pass target %2.")
        template = go if code == "zhopa_bet_go" else pass_
        return fill(template, percent(p["go"] / 100), percent(p["pass"] / 100))
    return ""


def value_text(value: float, exact: bool) -> str:
    text = fill(QCoreApplication.translate("Coach", "Expected margin at the end of this game: %1 points"),
                signed(value))
    return text if exact else text + " " + QCoreApplication.translate("Coach", "(approximate)")


def unit_text(unit: str) -> str:
    return {"points": QCoreApplication.translate("Coach", "points"),
            "tokens": QCoreApplication.translate("Coach", "tokens"),
            "banks": QCoreApplication.translate("Coach", "banks")}.get(unit, unit)


def where_text(game_id: str, where: dict[str, Any]) -> str:
    """Where a move was made: "Game 1, round 3", "Cycle 2, hand 5", "Partie 1, trick 4"."""
    if game_id == "gops":
        return fill(QCoreApplication.translate("Coach", "Game %1, round %2"), number(where.get("game_index", 0) + 1),
                    number(where.get("round", 0)))
    if game_id == "guts":
        return fill(QCoreApplication.translate("Coach", "Cycle %1, hand %2"), number(where.get("cycle", 0)),
                    number(where.get("hand_number", 0)))
    if where.get("phase") == "bet":
        return fill(QCoreApplication.translate("Coach", "Partie %1, bet"), number(where.get("partie", 0)))
    return fill(QCoreApplication.translate("Coach", "Partie %1, trick %2"), number(where.get("partie", 0)),
                number(where.get("trick", 0)))


def take_back_refusal(code: str) -> str:
    """Why Undo is not possible now (app/takeback.py's refusal codes)."""
    texts = {
        "pass_and_play": QCoreApplication.translate("Coach", "Undo is only for games against the computer."),
        "no_person": QCoreApplication.translate("Coach", "Nobody at this table can take a move back."),
        "game_over": QCoreApplication.translate("Coach", "The game is over: its result is recorded."),
        "nothing": QCoreApplication.translate("Coach", "You have not moved yet."),
        "showdown_seen": QCoreApplication.translate(
            "Coach", "The hand has been shown down: taking it back would use the cards you saw."),
        "cards_dealt": QCoreApplication.translate(
            "Coach", "New cards have been dealt since: taking the move back would use them."),
        "partie_over": QCoreApplication.translate("Coach", "The partie is over: its score is settled."),
        "saves_busy": QCoreApplication.translate(
            "Coach", "Another program is using the saves: try again in a moment."),
    }
    return texts.get(code, code)
