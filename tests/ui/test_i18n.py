"""Languages: complete translations, fresh .qm files, Persian mirrored."""
from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

REPO = Path(__file__).resolve().parents[2]
I18N = REPO / "resources" / "i18n"
LANGS = ("ru", "uk", "es", "fa")


@pytest.mark.parametrize("lang", LANGS)
def test_ts_has_no_unfinished_or_empty_entries(lang):
    root = ET.parse(I18N / f"cardgames_{lang}.ts").getroot()
    messages = root.findall(".//message")
    assert len(messages) > 100
    bad = []
    for m in messages:
        source = m.findtext("source")
        tr = m.find("translation")
        forms = tr.findall("numerusform")
        texts = [f.text or "" for f in forms] if forms else [tr.text or ""]
        if tr.get("type") in ("unfinished", "vanished", "obsolete") or not all(t.strip() for t in texts):
            bad.append(source)
            continue
        # every placeholder of the source survives translation
        for ph in set(re.findall(r"%\d|%n", source or "")):
            if not all(ph in t for t in texts):
                bad.append(f"{source!r}: lost {ph}")
    assert bad == [], f"{len(bad)} unfinished in {lang}: {bad[:10]}"


def test_english_has_both_plural_forms_of_every_count():
    """English is the source language; its .ts holds only the plural forms ("1 point")."""
    plural = {m.findtext("source") for m in ET.parse(I18N / "cardgames_ru.ts").getroot().findall(".//message")
              if m.get("numerus") == "yes"}
    english = {}
    for m in ET.parse(I18N / "cardgames_en.ts").getroot().findall(".//message"):
        tr = m.find("translation")
        assert tr.get("type") is None, m.findtext("source")
        english[m.findtext("source")] = [f.text or "" for f in tr.findall("numerusform")]
    assert plural and set(english) == plural
    for source, (one, many) in english.items():
        assert many == source and one != source and one.strip(), source


def test_ts_files_cover_every_source_string(tmp_path):
    """lupdate over the current sources adds nothing new to the committed .ts."""
    sys.path.insert(0, str(REPO / "tools"))
    import update_translations as ut

    out = tmp_path / "probe.ts"
    subprocess.run([ut.tool("pyside6-lupdate"), *ut.sources(), "-no-obsolete", "-locations", "none",
                    "-ts", str(out)], cwd=REPO, check=True, capture_output=True)
    fresh = {(None, m.findtext("source"))
             for m in ET.parse(out).getroot().findall(".//message")}
    committed = {(None, m.findtext("source")) for m in
                 ET.parse(I18N / "cardgames_ru.ts").getroot().findall(".//message")}
    missing = sorted(s for _, s in fresh - committed)
    assert missing == [], f"run tools/update_translations.py: {missing[:10]}"


@pytest.mark.parametrize("lang", ("en",) + LANGS)
def test_qm_is_built_from_the_current_ts(lang, tmp_path):
    """A .qm older than its .ts (not rebuilt after an edit) fails: rebuild and compare bytes."""
    sys.path.insert(0, str(REPO / "tools"))
    import update_translations as ut

    qm = tmp_path / f"cardgames_{lang}.qm"
    subprocess.run([ut.tool("pyside6-lrelease"), "-silent", str(I18N / f"cardgames_{lang}.ts"), "-qm", str(qm)],
                   check=True)
    assert qm.read_bytes() == (I18N / f"cardgames_{lang}.qm").read_bytes(), \
        "run: python tools/update_translations.py --release"


def _screenshot(tmp_path, lang):
    out = tmp_path / f"gops_{lang}.png"
    proc = subprocess.run([sys.executable, "-m", "cardgames_qt", "--game", "gops", "--seed", "5", "--lang", lang,
                           "--screenshot", str(out)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return QImage(str(out))


def _felt_column_share(img, x0, x1):
    """How much of a vertical band is card-white (cards drawn there)."""
    white = total = 0
    for x in range(x0, x1, 4):
        for y in range(40, img.height() - 40, 6):
            c = img.pixelColor(x, y)
            total += 1
            if c.red() > 235 and c.green() > 235 and c.blue() > 225:
                white += 1
    return white / total


def test_persian_screenshot_is_mirrored(tmp_path):
    """In Persian the side panel (score table, log: white boxes) moves from the
    right edge to the left edge, and the menu bar starts at the right."""
    en = _screenshot(tmp_path, "en")
    fa = _screenshot(tmp_path, "fa")
    w = en.width()
    band = w // 6
    assert _felt_column_share(en, w - band, w) > _felt_column_share(en, 0, band) + 0.2
    assert _felt_column_share(fa, 0, band) > _felt_column_share(fa, w - band, w) + 0.2


@pytest.mark.parametrize("lang, moves, expected", [
    ("ru", 1, "Продолжено после 1 хода: журнал начинается отсюда."),
    ("ru", 10003, "Продолжено после 10003 ходов: журнал начинается отсюда."),
    ("en", 1, "Resumed after 1 move: the log starts here."),
    ("fa", 10003, "ادامه پس از 10003 حرکت: گزارش از اینجا شروع می‌شود."),
])
def test_a_counted_sentence_of_the_table_base_is_translated(qapp, lang, moves, expected):
    """PySide looks plural forms up under the instance's class: a sentence with a count
    shown by every table (a subclass) must still find its translation."""
    from PySide6.QtCore import QLocale, QTranslator

    from cardgames_qt.ui.table.table_base import _Counted
    translator = QTranslator()
    assert translator.load(str(I18N / f"cardgames_{lang}.qm"))
    qapp.installTranslator(translator)
    old = QLocale()
    QLocale.setDefault(QLocale.c())  # digits as written here (the table shows the locale's own)
    try:
        assert _Counted().resumed(moves) == expected
    finally:
        qapp.removeTranslator(translator)
        QLocale.setDefault(old)


def test_persian_lines_that_open_with_a_latin_word_still_read_right_to_left(qapp):
    """Qt picks a line's direction from its first strong letter: the hint "random، یا
    حرف‌های خال مثل S H D" of the trump suits field was laid out left to right, its
    first word at the left end. Such a translation opens with a right-to-left mark.
    Every Persian line with a Latin first letter (placeholders aside, they are
    filled with isolated text) is laid out as Qt lays it out: its first letter must
    be drawn right of its Persian words."""
    from PySide6.QtGui import QFont, QTextLayout

    root = ET.parse(I18N / "cardgames_fa.ts").getroot()
    lines = []
    for tr in root.iter("translation"):
        forms = tr.findall("numerusform")
        for text in ([f.text or "" for f in forms] if forms else [tr.text or ""]):
            lines += text.split("\n")
    checked, bad = 0, []
    for line in lines:
        bare = re.sub(r"%L?\d|%L?n", "", line)
        first = re.search(r"[A-Za-z\u0600-\u06ff]", bare)
        if not first or not first.group().isascii() or not re.search(r"[\u0600-\u06ff]", bare):
            continue
        checked += 1
        layout = QTextLayout(bare, QFont())  # the direction left to Qt, as in a label or a field
        layout.beginLayout()
        layout.createLine().setLineWidth(100000)
        layout.endLayout()

        def x(i: int, layout: QTextLayout = layout) -> float:
            return min(p.x() for run in layout.glyphRuns(i, 1) for p in run.positions())
        persian = re.search(r"[\u0600-\u06ff]", bare).start()
        if not x(first.start()) > x(persian):
            bad.append(line)
    assert checked >= 2, checked
    assert not bad, bad


def test_the_screenshot_names_its_players_in_its_language(qapp):
    """``--screenshot --lang ru`` drew "You", "Ada", "Boris": the players are worded by their
    default names, in the picture's language."""
    from cardgames_qt.ui.i18n import install_language
    from cardgames_qt.ui.screenshot import screenshot_seats
    from cardgames_qt.ui.words.catalogue_text import seat_text

    try:
        for lang, you, computer in (("ru", "Вы", "Компьютер"), ("fa", "شما", "رایانه")):
            install_language(qapp, lang)
            names = [seat_text(s) for s in screenshot_seats(3)]
            assert you in names[0] and all(computer in n for n in names[1:]), names
            assert not any(ch.isascii() and ch.isalpha() for n in names for ch in n), names
    finally:
        install_language(qapp, "en")


# --- counts and separators (issue 30, items 8-11) --------------------------------------------
#: a number put right before what it counts ("%1 cards"): the sentence needs the language's
#: plural forms ("1 card", "2 карты", "5 карт", "1 carta"), so its number is %n / %Ln
_COUNTED = re.compile(r"%L?(\d|n)\s+(cards?|points?|tokens?|players?|games?|moves?|tricks?|hands?|rounds?|banks?|"
                      r"parties|saves?|files?|seats?|characters?)\b")
#: messages whose number before a noun is not a count of it
_NOT_A_COUNT = {
    "The %1 game in progress will be lost.": "%1 is a game's name",
    "The %1 game waiting for you will be lost.": "%1 is a game's name",
    "%1 players: %2 The default players are used.": "%1 is a game's name",
    "Play %1: about %2 partie points expected.": "%1 is a card; %2 a decimal figure (\"about 7.5 points\")",
    "Expected margin at the end of this game: %1 points": "a signed decimal figure",
    "Going in rather than out: %1 tokens on average": "a signed decimal figure",
    "Chance of reaching the %1 target (%2 points): %3": "%1 is go or pass",
    "Wait for your turn: %1 bets now.": "%1 is a seat's name",
    "%1 bet: %2.": "%1 is a seat's name",
    # counts that are never 1: every plural form of every language reads them right
    "This %1 table has %2 players, not %3.": "a game's number of players, never below 2",
    "Go needs %1 points and costs a bank if missed; pass needs %2 and costs nothing.": "a target, never below 2",
    "Go or pass? Go needs %1 points, pass %2 (keys G / P)": "a target, never below 2",
}


def _english_messages():
    root = ET.parse(I18N / "cardgames_ru.ts").getroot()
    for m in root.iter("message"):
        yield m.findtext("source"), m.get("numerus") == "yes"


def test_every_counted_message_is_a_plural_message():
    """"New deal (dealer: Player 2): 1 cards each", Spanish «1 cartas»: a number before
    the noun it counts is a plural message (%n / %Ln), translated in every plural form."""
    bad = []
    checked = 0
    for source, numerus in _english_messages():
        for match in _COUNTED.finditer(source or ""):
            checked += 1
            if source in _NOT_A_COUNT or (match.group(1) == "n" and numerus):
                continue
            bad.append(source)
    assert checked > 20
    assert bad == [], f"make these plural messages (%Ln): {bad}"
    # and a plural message that shows its count shows it in every form of every language
    for lang in ("en",) + LANGS:
        for m in ET.parse(I18N / f"cardgames_{lang}.ts").getroot().iter("message"):
            if m.get("numerus") != "yes":
                continue
            forms = [f.text or "" for f in m.find("translation").findall("numerusform")]
            if not re.search(r"%L?n", m.findtext("source")):
                continue  # the count only picks the words ("was"/"were"), it is not shown
            # English and Spanish keep their first form for 1 alone: it may say "An imported total"
            shown = forms[1:] if lang in ("en", "es") else forms
            assert forms and all(re.search(r"%L?n", f) for f in shown), (lang, m.findtext("source"), forms)


def _persian_texts():
    root = ET.parse(I18N / "cardgames_fa.ts").getroot()
    for m in root.iter("message"):
        tr = m.find("translation")
        forms = tr.findall("numerusform")
        for text in ([f.text or "" for f in forms] if forms else [tr.text or ""]):
            yield m.findtext("source"), text


# a digit, or a placeholder filled with one
_DIGITISH = r"(?:[0-9\u06f0-\u06f9]|%L?\d|%L?n)"


def test_no_persian_message_puts_the_middle_dot_beside_a_digit():
    """"دوره‌ی ۱ از ۳ · دست ۱" reads "of 3 0 hand 1": in Persian the "·" looks exactly like
    the zero "۰". No Persian message has it beside a digit or a number's placeholder, and the
    status separator itself is not "·"."""
    near = re.compile(rf"{_DIGITISH}\s*·|·\s*{_DIGITISH}")
    bad = [(s, t) for s, t in _persian_texts() if near.search(t)]
    assert bad == [], bad
    separator = [t for s, t in _persian_texts() if s == " · "]
    assert separator and "·" not in separator[0]

