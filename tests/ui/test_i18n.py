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

        def x(i: int) -> float:
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
