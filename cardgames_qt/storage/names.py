"""The one name policy: every way a player's name enters the app (the Players dialog,
the settings file, an imported or stored game) asks :func:`name_problem`.

A name is a line of valid Unicode (no lone surrogates), without control characters,
bidi controls or zero-width characters (they make a name look like another or turn
the text around it), at most :data:`MAX_NAME` characters, and not confusable with
another seat's name at the same table (the same after NFKC, case folding and a small
map of Cyrillic and Greek letters that look Latin: "Аnn" with a Cyrillic А, "ANN",
"Ａｎｎ" all look like "Ann").
"""
from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from cardgames_qt.storage.errors import Message
from cardgames_qt.storage.validate import MAX_SEAT_NAME as MAX_NAME  # the longest name (characters, spaces collapsed)

#: letters of other scripts that look like Latin ones (lower case, after casefold)
_LOOKALIKE = str.maketrans({
    # Cyrillic
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c",
    "т": "t", "у": "y", "х": "x", "і": "i", "ї": "i", "ј": "j", "ѕ": "s", "ԁ": "d", "ԛ": "q", "ԝ": "w",
    "һ": "h", "ӏ": "l", "ɡ": "g",
    # Greek
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t",
    "υ": "u", "χ": "x", "γ": "y", "ζ": "z", "μ": "u",
    # digits and signs that pass for letters
    "0": "o", "1": "l", "|": "l",
})


def normal(name: str) -> str:
    """A name as it is kept: spaces collapsed (leading and trailing ones gone)."""
    return " ".join(name.split())


def skeleton(name: str) -> str:
    """What a name looks like: two names with the same skeleton cannot be told apart."""
    folded = unicodedata.normalize("NFKC", normal(name)).casefold()
    folded = unicodedata.normalize("NFKD", folded)
    return "".join(c for c in folded if not unicodedata.combining(c)).translate(_LOOKALIKE).replace(" ", "")


def _invisible(c: str) -> bool:
    # Cc: control characters; Cf: format characters (bidi controls U+202A..U+202E and
    # U+2066..U+2069, zero-width U+200B..U+200D, U+2060, U+FEFF, ...); Cs: lone surrogates
    return unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn") and c not in "\t\n\r"


def name_problem(name: object, others: Iterable[str] = ()) -> Message | None:
    """Why ``name`` cannot be a player's name at a table whose other seats are called
    ``others`` (an empty name is the default, allowed); None when it can."""
    if not isinstance(name, str):
        return Message("set.name_text", "A name is a line of text.")
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return Message("name.broken", "A name cannot hold a broken character (it is not valid text).")
    if any(_invisible(c) for c in name):
        return Message("name.invisible", "A name cannot hold control, direction or zero-width characters.")
    shown = normal(name)
    if len(shown) > MAX_NAME:
        return Message("set.name_long", "A name can have at most {limit} characters.", limit=MAX_NAME)
    if shown:
        mine = skeleton(shown)
        for other in others:
            if not isinstance(other, str) or not normal(other):
                continue
            if normal(other).casefold() == shown.casefold():
                return Message("set.name_twice", "Two players are both called “{name}”.", name=shown)
            if skeleton(other) == mine:
                return Message("name.looks_like", "“{name}” looks the same as another player's name, “{other}”.",
                               name=shown, other=normal(other))
    return None


#: what a stored seat without a name is opened under
FALLBACK_NAME = "Player"


def stored_name(seat: object) -> str:
    """The name a stored seat (a save file's or the database's ``{"name": …}``) is opened
    under: the one rule for :meth:`app.session.Seat.from_dict` and for the import's check
    of a file's written results."""
    name = seat.get("name") if isinstance(seat, dict) else None
    return str(name or FALLBACK_NAME)[:MAX_NAME]
