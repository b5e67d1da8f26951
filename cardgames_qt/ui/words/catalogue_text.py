"""The catalogue's label keys (engine/catalogue.py) and default seat names in
the player's language.

The engine words its labels in English; each one is listed here once as a
literal, so lupdate finds it (a test checks that every catalogue key is).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from cardgames_qt.engine.catalogue import TITLES, GameInfo


def _labels() -> dict[str, str]:
    # each source a literal, so lupdate finds it; keyed by the catalogue's English key
    return {
        "Gops":
            QCoreApplication.translate("Catalogue", "Gops"),
        "Guts":
            QCoreApplication.translate("Catalogue", "Guts"),
        "Zhopa":
            QCoreApplication.translate("Catalogue", "Zhopa"),
        "Two players bid secretly with a suit of cards for the diamonds "
        "turned one by one. The higher bid takes the prize; every bid is "
        "spent. Most prize points wins.":
            QCoreApplication.translate("Catalogue", "Two players bid secretly with a suit of cards for the diamonds "
                                                    "turned one by one. The higher bid takes the prize; every bid is "
                                                    "spent. Most prize points wins."),
        "2–10 players get two cards each and all declare in or out at the"
        " same moment. The best hand that is in takes the pot; every "
        "other player who was in matches it.":
            QCoreApplication.translate("Catalogue", "2–10 players get two cards each and all declare in or out at the"
                                                    " same moment. The best hand that is in takes the pot; every "
                                                    "other player who was in matches it."),
        "A Russian trick-taking game for 2–4 with a 36-card deck, its own"
        " beating rules, trumps per player, go/pass bets and banks. Shed "
        "all your banks to win.":
            QCoreApplication.translate("Catalogue", "A Russian trick-taking game for 2–4 with a 36-card deck, its own"
                                                    " beating rules, trumps per player, go/pass bets and banks. Shed "
                                                    "all your banks to win."),
        "Tie rule":
            QCoreApplication.translate("Catalogue", "Tie rule"),
        "Carry: a tied pot goes to the next winner":
            QCoreApplication.translate("Catalogue", "Carry: a tied pot goes to the next winner"),
        "Discard: a tied pot is removed":
            QCoreApplication.translate("Catalogue", "Discard: a tied pot is removed"),
        "Cards per hand":
            QCoreApplication.translate("Catalogue", "Cards per hand"),
        "Games in a match":
            QCoreApplication.translate("Catalogue", "Games in a match"),
        "Players":
            QCoreApplication.translate("Catalogue", "Players"),
        "Ante":
            QCoreApplication.translate("Catalogue", "Ante"),
        "Pot cap":
            QCoreApplication.translate("Catalogue", "Pot cap"),
        "Cycles in a session":
            QCoreApplication.translate("Catalogue", "Cycles in a session"),
        "Trumps":
            QCoreApplication.translate("Catalogue", "Trumps"),
        "Each player has own trump suit":
            QCoreApplication.translate("Catalogue", "Each player has own trump suit"),
        "No trumps":
            QCoreApplication.translate("Catalogue", "No trumps"),
        "One trump suit for all":
            QCoreApplication.translate("Catalogue", "One trump suit for all"),
        "Two trump suits for all":
            QCoreApplication.translate("Catalogue", "Two trump suits for all"),
        "Senior (spades) and junior (diamonds) trumps":
            QCoreApplication.translate("Catalogue", "Senior (spades) and junior (diamonds) trumps"),
        "Trump suits":
            QCoreApplication.translate("Catalogue", "Trump suits"),
        "random, or suit letters such as S H D":
            QCoreApplication.translate("Catalogue", "random, or suit letters such as S H D"),
        "A card that can take the lead must be played":
            QCoreApplication.translate("Catalogue", "A card that can take the lead must be played"),
        "More cards":
            QCoreApplication.translate("Catalogue", "More cards"),
        "Redeal when all hands are empty":
            QCoreApplication.translate("Catalogue", "Redeal when all hands are empty"),
        "Draw one after each trick":
            QCoreApplication.translate("Catalogue", "Draw one after each trick"),
        "Targets":
            QCoreApplication.translate("Catalogue", "Targets"),
        "The source's table":
            QCoreApplication.translate("Catalogue", "The source's table"),
        "Balanced (simulated)":
            QCoreApplication.translate("Catalogue", "Balanced (simulated)"),
        "Most parties in a game (0 = no limit)":
            QCoreApplication.translate("Catalogue", "Most parties in a game (0 = no limit)"),
        # the notes of two Zhopa settings, as engine/zhopa/variant.py words them (a literal here:
        # importing it would load the Zhopa engine for a Gops table)
        ("Points a player must score in a partie (one deal played out, from the bets to the last trick) after "
         "saying go or pass. The original rules' table is hard for 4 players; the balanced one was found by "
         "simulating games."):
            QCoreApplication.translate("Catalogue", "Points a player must score in a partie (one deal played out, "
                                                    "from the bets to the last trick) after saying go or pass. The "
                                                    "original rules' table is hard for 4 players; the balanced one "
                                                    "was found by simulating games."),
        ("A partie is one deal played out, from the bets to the last trick. After this many parties the game "
         "ends even if nobody has lost; the fewest banks win."):
            QCoreApplication.translate("Catalogue", "A partie is one deal played out, from the bets to the last "
                                                    "trick. After this many parties the game ends even if nobody "
                                                    "has lost; the fewest banks win."),
    }


def label(key: str) -> str:
    """A catalogue label key in the player's language (the key itself if unknown)."""
    return _labels().get(key, key) if key else ""


def game_name(info: GameInfo) -> str:
    return label(info.name)


def title(game_id: str) -> str:
    """A game's name in the player's language, without importing the game."""
    return label(TITLES[game_id][0])


def summary(game_id: str) -> str:
    """A game's start-page summary in the player's language, without importing the game."""
    return label(TITLES[game_id][1])


def all_keys(info: GameInfo) -> list[str]:
    """Every label key a game's catalogue entry uses (for the completeness test)."""
    keys = [info.name, info.summary]
    for f in info.fields:
        keys += [f.label] + ([f.note] if f.note else []) + [c.label for c in f.choices]
    return keys


def known_keys() -> set[str]:
    return set(_labels())


def default_seat_name(key: tuple[str, int | None]) -> str:
    """A default seat name (app.services.default_name) in the player's language."""
    kind, number = key
    if kind == "you":
        return QCoreApplication.translate("Seats", "You")
    if number is None:  # (a player's key always has its number)
        return QCoreApplication.translate("Seats", "Computer")
    if kind == "player":
        return QCoreApplication.translate("Seats", "Player %1").replace("%1", _number(number))
    return QCoreApplication.translate("Seats", "Computer %1").replace("%1", _number(number))


def stored_seat_name(seat: dict) -> str:
    """The name of a seat as a save stores it (``{"name": …, "default": […]}``): a
    default name in the player's language now, a typed one as typed."""
    from cardgames_qt.app.session import Seat
    if not isinstance(seat, dict):
        return ""
    try:
        key = Seat.from_dict(seat).default
    except (TypeError, ValueError, AttributeError, KeyError):
        key = None
    return default_seat_name(key) if key is not None else str(seat.get("name") or "")


def seat_text(seat) -> str:
    """The one way a seat becomes text in a sentence, on every path (table, log, summaries,
    controller messages, replay, review): a default name in the player's language now
    ("You" is the person at the screen: every template that takes a name is worded so
    that it reads right with "You" and with a typed name of any gender, colon style),
    a typed name as typed, bidi-isolated in right-to-left text."""
    from cardgames_qt.ui.i18n import name_text
    if not isinstance(seat, dict):
        seat = seat.to_dict()
    return name_text(stored_seat_name(seat))


def listed_players(info) -> str:
    """The players of a listed game (a SavedGameInfo), joined the locale's way."""
    from cardgames_qt.ui.i18n import join_names
    return join_names([stored_seat_name(s) for s in info.seats] or info.players)


def _number(n: int) -> str:
    """A small count in the locale's digits (Persian digits in fa)."""
    return QLocale().toString(int(n))


def seat_names(seats) -> list[str]:
    """What each configured seat is called: typed names as typed, defaults translated."""
    from cardgames_qt.app.services import default_name
    return [s.name or default_seat_name(default_name(seats, i)) for i, s in enumerate(seats)]
