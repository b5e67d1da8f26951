"""The engine's refusals in the player's language.

The engine (plain Python, no Qt) words its IllegalMove messages in English.
The refusals a player meets at the table follow a few fixed patterns; each
is matched here and re-worded through Qt's translations. Anything else is
shown as the engine wrote it.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

_SUITS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}


def _suit(name: str) -> str:
    return {"S": QCoreApplication.translate("Engine", "spades"), "H": QCoreApplication.translate("Engine", "hearts"), "D": QCoreApplication.translate("Engine", "diamonds"),
            "C": QCoreApplication.translate("Engine", "clubs")}.get(_SUITS.get(name, ""), name)


def _fill(template: str, *values: str) -> str:
    for i, v in enumerate(values, 1):
        template = template.replace(f"%{i}", v)
    return template


_PATTERNS: list[tuple[re.Pattern, callable]] = [
    (re.compile(r"^An off-suit 8 only when you hold no (\w+)\.$"),
     lambda m: _fill(QCoreApplication.translate("Engine", "An off-suit 8 only when you hold no %1."), _suit(m[1]))),
    (re.compile(r"^You must beat the (\S+) if you can \(you can with (.+)\)\.$"),
     lambda m: _fill(QCoreApplication.translate("Engine", "You must beat the %1 if you can (you can with %2)."), m[1], m[2])),
    (re.compile(r"^Follow (\w+): you cannot take the lead, so play one of your \1\.$"),
     lambda m: _fill(QCoreApplication.translate("Engine", "Follow %1: you cannot take the lead, so play one of your %1."), _suit(m[1]))),
    (re.compile(r"^Follow (\w+), or take the lead\.$"),
     lambda m: _fill(QCoreApplication.translate("Engine", "Follow %1, or take the lead."), _suit(m[1]))),
    (re.compile(r"^Player (\w) has already bid this round; a sealed bid cannot be changed\.$"),
     lambda m: QCoreApplication.translate("Engine", "You have already bid this round; a sealed bid cannot be changed.")),
    (re.compile(r"^Player (\w) no longer holds the (.+) — it was spent in round (\d+)\.$"),
     lambda m: _fill(QCoreApplication.translate("Engine", "That card was spent in round %1."), m[3])),
    (re.compile(r"^The game is over: no more (bids|moves)\.$"),
     lambda m: QCoreApplication.translate("Engine", "The game is over: no more moves.")),
]


def translate_refusal(message: str) -> str:
    for pattern, render in _PATTERNS:
        m = pattern.match(message)
        if m:
            return render(m)
    return message
