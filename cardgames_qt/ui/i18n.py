"""Languages: our translations plus Qt's own, and the layout direction.

English is the source language. Russian, Ukrainian, Spanish and Persian
ship as ``resources/i18n/cardgames_<code>.qm`` (made from the ``.ts`` files
by ``tools/update_translations.py``); Qt's ``qtbase_<code>.qm`` translates
the standard dialogs. Persian runs right to left everywhere.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from cardgames_qt.resources import ROOT

LANGUAGES = ("en", "ru", "uk", "es", "fa")
RTL = {"fa"}
_installed: list[QTranslator] = []


def choose_language(requested: str | None, configured: str | None = None) -> str:
    """``--lang`` first, then the settings, then the system's language; else English."""
    candidates = []
    if requested:
        candidates.append(requested)
    if configured and configured != "system":
        candidates.append(configured)
    candidates.append(QLocale.system().name())
    for code in candidates:
        code = code.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def install_language(app: QApplication, requested: str | None = None, configured: str | None = None) -> str:
    lang = choose_language(requested, configured)
    for tr in _installed:
        app.removeTranslator(tr)
    _installed.clear()
    QLocale.setDefault(QLocale(lang))
    if lang != "en":
        qt_tr = QTranslator(app)
        if qt_tr.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_tr)
            _installed.append(qt_tr)
    ours = QTranslator(app)  # English too: its file holds the plural forms ("1 point")
    if ours.load(str(ROOT / "i18n" / f"cardgames_{lang}.qm")):
        app.installTranslator(ours)
        _installed.append(ours)
    app.setLayoutDirection(Qt.LayoutDirection.RightToLeft if lang in RTL else Qt.LayoutDirection.LeftToRight)
    app.setProperty("cardgames_lang", lang)
    return lang


def current_language() -> str:
    app = QApplication.instance()
    lang = app.property("cardgames_lang") if app else None
    return lang or "en"


# --- numbers and lists in the reader's own form ---------------------------------------------
LRI, RLI, FSI, PDI = "\u2066", "\u2067", "\u2068", "\u2069"


def is_rtl() -> bool:
    # the static test: comparing layoutDirection() to the enum costs 6 us a call in PySide,
    # and a move's refresh asks it thousands of times (every number and name shown)
    return QApplication.isRightToLeft()


def isolate(text: str) -> str:
    """Keep a number (or a name) in one piece inside right-to-left text: the minus sign
    stays on the left of "−3" instead of being reordered to "3−"."""
    return f"{LRI}{text}{PDI}" if is_rtl() else text


def name_text(name: str) -> str:
    """A player's name inside a sentence: in right-to-left text a Latin name is isolated
    so it cannot pull the numbers and punctuation around it out of order; in any text a
    name that holds right-to-left letters or direction controls is an isolated run too
    (an unterminated U+202E in a stored name never turns the rest of the line around)."""
    if not name:
        return name
    return f"{FSI}{name}{PDI}" if is_rtl() or _turns(name) else name


def _turns(text: str) -> bool:
    """Whether ``text`` holds a right-to-left letter or a direction control."""
    import unicodedata
    return any(unicodedata.bidirectional(c) in _TURNING for c in text)


_TURNING = frozenset({"R", "AL", "RLE", "RLO", "LRE", "LRO", "PDF", "RLI", "LRI", "FSI", "PDI"})


MINUS = "\u2212"  # the sign of every negative number shown (not the hyphen "-")


def _bare(text: str) -> str:
    return text.replace("\u200e", "").replace("\u200f", "").replace("\u061c", "")


def with_sign(value, magnitude: str, plus: bool = False) -> str:
    """The one place a shown number gets its sign: ``magnitude`` (already in the locale's
    digits, no sign) with a minus before it when ``value`` is below zero (a plus when
    ``plus`` and above zero), the whole bidi-isolated: in right-to-left text the sign
    stays on the left of its digits ("−۳", never "۳−"). Every balance, margin and point
    count goes through here (``num``, Guts tokens, the coach's figures, the statistics)."""
    sign = MINUS if value < 0 else ("+" if plus and value > 0 else "")
    return isolate(sign + _bare(magnitude))


def num(value, decimals: int | None = None, plus: bool = False) -> str:
    """A number in the locale's digits (Persian digits in fa), its sign by ``with_sign``.
    Whole numbers as they are; others with ``decimals`` places (one unless told);
    ``plus``: "+2" for a gain (a figure rounded to zero has no sign)."""
    loc = QLocale()
    exact = isinstance(value, int) or (isinstance(value, float) and value.is_integer() and decimals is None)
    if exact:
        value = int(value)
        return with_sign(value, loc.toString(abs(value)), plus)
    places = 1 if decimals is None else decimals
    value = round(float(value), places)
    text = loc.toString(abs(value), "f", places)
    return with_sign(value, text, plus)


def signed(text: str, n: int) -> str:
    """``text`` translated as ``tr(source, "", abs(n))``, with the sign of ``n``
    put back. Qt fills ``%Ln`` only for a count of zero or more (a Zhopa trick
    of sixes is worth -1 or less, and "%Ln" would show as it is) and chooses
    the plural form of its size, so the sentence is translated for ``abs(n)``
    and the number it holds is then written as ``num(n)``."""
    if n >= 0:
        return text
    shown = re.escape(QLocale().toString(abs(n)))
    return re.sub(rf"(?<![%\d]){shown}(?!\d)", lambda _: num(n), text, count=1)


def digits(text: str) -> str:
    """ASCII digits of an already formatted string in the locale's digits (fractions "7/12")."""
    zero = QLocale().zeroDigit()
    if zero == "0":
        return text
    base = ord(zero)
    return "".join(chr(base + ord(c) - 48) if "0" <= c <= "9" else c for c in text)


def join_parts(parts) -> str:
    """Separate clauses in a line ("You 8♥ 7♠; Bot K♦ 10♣"): the language's own
    semicolon (Persian "؛")."""
    return QCoreApplication.translate("I18n", "; ", "between the clauses of one line").join(parts)


def join_status(parts) -> str:
    """Parts of one status line ("Reserve 0 · cap 20", "Computer 1 · dealer"): a middle dot
    in most languages; in Persian one that cannot be read as a digit (a "·" beside a digit
    looks exactly like the Persian zero "۰")."""
    return QCoreApplication.translate("I18n", " · ", "between the parts of one status line; "
                                      "never a sign that can be read as a digit").join(str(p) for p in parts if p)


def join_list(items) -> str:
    """Words of a list, no "and" ("dealer, computer"): the language's own comma (Persian "،")."""
    return QCoreApplication.translate("I18n", ", ", "between the items of a short list").join(str(x) for x in items)


def join_names(items) -> str:
    """A list joined the locale's way ("Ada, Bob and Cy"; Persian commas and "و")."""
    return QLocale().createSeparatedList([name_text(str(x)) for x in items])
