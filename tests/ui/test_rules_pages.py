"""The in-app rules pages: every game in every language, complete and marked.

The pages (resources/rules/<game>.<lang>.html) are written by hand. These
tests hold them to what the rules files ask of them: each page exists and is
about as complete as the English one, it keeps every "interpretation" box of
the English page, it names every variant setting the way the Settings
dialog (and its translation) names it, Persian pages run right to left, and
the Rules dialog shows each page in each language.
"""
from __future__ import annotations

import html
import importlib.util
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest

from cardgames_qt.resources import ROOT

REPO = Path(__file__).resolve().parents[2]
GAMES = ("gops", "guts", "zhopa")
LANGS = ("en", "ru", "uk", "es", "fa")
TRANSLATED = LANGS[1:]
MARKER = 'class="interp"'
LABEL = {"en": "Interpretation:", "ru": "Толкование:", "uk": "Тлумачення:", "es": "Interpretación:",
         "fa": "برداشت ما:"}

# The names the Settings dialog shows for each variant setting (and for its
# choices), per language. The English ones are checked against the dialog's
# source below, the others against the finished .ts translations, so a page
# and the dialog cannot drift apart unnoticed.
SETTINGS = {
    "gops": {
        "Tie rule": {"ru": "Правило ничьей", "uk": "Правило нічиєї", "es": "Regla de empate",
                     "fa": "قانون تساوی"},
        "Carry: a tied pot goes to the next winner": {
            "ru": "Перенос: при ничьей призы достаются следующему победителю",
            "uk": "Перенесення: за нічиєї кін дістається наступному переможцю",
            "es": "Acumular: los premios empatados pasan al siguiente ganador",
            "fa": "انتقال: جایزه‌های مساوی به برنده‌ی بعدی می‌رسد"},
        "Discard: a tied pot is removed": {
            "ru": "Сброс: при ничьей призы убираются", "uk": "Скидання: за нічиєї кін прибирається",
            "es": "Descartar: los premios empatados se retiran", "fa": "حذف: جایزه‌های مساوی کنار گذاشته می‌شوند"},
        "Cards per hand": {"ru": "Карт в руке", "uk": "Карт у руці", "es": "Cartas por mano",
                           "fa": "تعداد کارت در دست"},
        "Games in a match": {"ru": "Игр в матче", "uk": "Ігор у матчі", "es": "Partidas por serie",
                             "fa": "تعداد بازی در مسابقه"},
    },
    "guts": {
        "Players": {"ru": "Игроки", "uk": "Гравці", "es": "Jugadores", "fa": "بازیکنان"},
        "Ante": {"ru": "Анте", "uk": "Внесок", "es": "Apuesta inicial", "fa": "ورودی"},
        "Pot cap": {"ru": "Предел банка", "uk": "Межа банку", "es": "Tope del bote", "fa": "سقف پات"},
        "Cycles in a session": {"ru": "Циклов в сессии", "uk": "Циклів у сесії", "es": "Ciclos por sesión",
                                "fa": "تعداد دوره در جلسه"},
    },
    "zhopa": {
        "Players": {"ru": "Игроки", "uk": "Гравці", "es": "Jugadores", "fa": "بازیکنان"},
        "Trumps": {"ru": "Козыри", "uk": "Козирі", "es": "Triunfos", "fa": "حکم‌ها"},
        "Each player has own trump suit": {
            "ru": "У каждого игрока своя козырная масть", "uk": "У кожного гравця своя козирна масть",
            "es": "Cada jugador tiene su propio palo de triunfo", "fa": "هر بازیکن خال حکم خودش را دارد"},
        "No trumps": {"ru": "Без козырей", "uk": "Без козирів", "es": "Sin triunfos", "fa": "بدون حکم"},
        "One trump suit for all": {"ru": "Одна козырная масть для всех", "uk": "Одна козирна масть для всіх",
                                   "es": "Un palo de triunfo para todos", "fa": "یک خال حکم برای همه"},
        "Two trump suits for all": {"ru": "Две козырные масти для всех", "uk": "Дві козирні масті для всіх",
                                    "es": "Dos palos de triunfo para todos", "fa": "دو خال حکم برای همه"},
        "Senior (spades) and junior (diamonds) trumps": {
            "ru": "Старшие (пики) и младшие (бубны) козыри", "uk": "Старші (піки) і молодші (бубни) козирі",
            "es": "Triunfos mayores (picas) y menores (diamantes)", "fa": "حکم ارشد (پیک) و حکم پایین (خشت)"},
        "Trump suits": {"ru": "Козырные масти", "uk": "Козирні масті", "es": "Palos de triunfo",
                        "fa": "خال‌های حکم"},
        "A card that can take the lead must be played": {
            "ru": "Обязательно перебивать, если можно",
            "uk": "Обов’язково перебивати, якщо можна",
            "es": "Obligatorio montar si se puede", "fa": "پیش‌افتادن در صورت امکان اجباری است"},
        "More cards": {"ru": "Добор карт", "uk": "Добір карт", "es": "Más cartas", "fa": "کارت بیشتر"},
        "Redeal when all hands are empty": {
            "ru": "Новая сдача, когда у всех кончились карты", "uk": "Перероздача, коли в усіх скінчилися карти",
            "es": "Repartir de nuevo cuando todas las manos estén vacías",
            "fa": "پخش دوباره وقتی کارت همه تمام شد"},
        "Draw one after each trick": {
            "ru": "Брать по одной после каждой взятки", "uk": "Брати по одній після кожної взятки",
            "es": "Robar una tras cada baza", "fa": "برداشتن یک کارت پس از هر دست"},
        "Targets": {"ru": "Нормы очков", "uk": "Норми очок", "es": "Objetivos", "fa": "هدف‌ها"},
        "The source's table": {"ru": "Таблица из источника", "uk": "Таблиця з джерела",
                               "es": "La tabla de la fuente", "fa": "جدول منبع"},
        "Balanced (simulated)": {"ru": "Сбалансированные (по моделированию)",
                                 "uk": "Збалансовані (за моделюванням)", "es": "Equilibrados (simulados)",
                                 "fa": "متعادل (شبیه‌سازی‌شده)"},
        # the dialog adds " (0 = no limit)"; the page explains the 0 in its own words
        "Most parties in a game": {"ru": "Наибольшее число партий в игре",
                                   "uk": "Найбільша кількість партій у грі",
                                   "es": "Máximo de rondas por partida",
                                   "fa": "بیشترین تعداد دور در بازی"},
    },
}


def page(game: str, lang: str) -> str:
    return (ROOT / "rules" / f"{game}.{lang}.html").read_text(encoding="utf-8")


def plain(text: str) -> str:
    """What a reader sees: tags, bidi marks and repeated spaces gone; typographic
    apostrophes as the dialog's strings spell them."""
    body = text.split("</style>")[-1]
    body = re.sub(r"</?(?:p|li|ul|ol|h\d|table|tr|td|th)\b[^>]*>", " ", body)  # blocks and cells part words
    body = re.sub(r"<[^>]+>", "", body)
    body = html.unescape(body).replace("\u200e", "").replace("’", "'")
    return re.sub(r"\s+", " ", body)


def same_words(a: str) -> str:
    return a.replace("’", "'")


def numbers(text: str) -> set[str]:
    persian = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")
    return set(re.findall(r"\d+", text.translate(persian)))


def ts_translations(lang: str) -> dict[str, str]:
    """Finished translations of the UI strings (source -> translation)."""
    path = ROOT / "i18n" / f"cardgames_{lang}.ts"
    if not path.is_file():
        return {}
    out = {}
    for msg in ET.parse(path).getroot().iter("message"):
        source, tr = msg.findtext("source"), msg.find("translation")
        if tr is not None and tr.get("type") not in ("unfinished", "obsolete", "vanished") and tr.text:
            out[source] = tr.text
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_complete_page_in_every_language(game, lang):
    text = page(game, lang)
    english = plain(page(game, "en"))
    assert "<h1>" in text and "<style>" in text
    # a translation says as much as the English page (give or take a language's length)
    assert len(plain(text)) > 0.7 * len(english), f"{game}.{lang}.html looks shorter than the English page"
    # and keeps its figures: targets, points, examples, defaults
    assert numbers(english) <= numbers(plain(text)), (
        f"{game}.{lang}.html lacks numbers of the English page: {sorted(numbers(english) - numbers(plain(text)))}")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_page_is_balanced_html(game, lang):
    """Qt forgives unclosed tags silently; a reader would see the damage."""
    class Balance(HTMLParser):
        VOID = {"meta", "br", "hr", "img"}

        def __init__(self):
            super().__init__()
            self.stack = []

        def handle_starttag(self, tag, attrs):
            if tag not in self.VOID:
                self.stack.append(tag)

        def handle_endtag(self, tag):
            assert self.stack and self.stack[-1] == tag, f"</{tag}> closes <{self.stack[-1:]}> in {game}.{lang}"
            self.stack.pop()

    parser = Balance()
    parser.feed(page(game, lang))
    assert parser.stack == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_interpretations_are_marked_as_often_as_in_english(game, lang):
    """Rules files: every point marked "interpretation" is visibly marked on the page."""
    text = page(game, lang)
    wanted = page(game, "en").count(MARKER)
    assert wanted >= 3  # each game has several interpretations
    assert text.count(MARKER) >= wanted
    # each box or highlight carries the translated label
    assert text.count(f'<span class="tag">{LABEL[lang]}</span>') >= text.count(MARKER)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_interpretation_style_sets_both_colours(game, lang):
    """The box must read in light and dark palettes: text and background are both set."""
    style = re.search(r"<style>(.*?)</style>", page(game, lang), re.S).group(1)
    rule = re.search(r"\.interp\{([^}]*)\}", style).group(1)
    assert "background-color:" in rule and re.search(r"(^|;)color:", rule)


def test_english_setting_names_are_the_settings_dialogs():
    from cardgames_qt.engine.catalogue import all_games  # the dialog's rule fields come from it
    labels = [f.label for info in all_games() for f in info.fields] + [
        c.label for info in all_games() for f in info.fields for c in f.choices]
    for game, names in SETTINGS.items():
        for name in names:
            assert any(label == name or label.startswith(name + " (") for label in labels), (
                f"the Settings dialog no longer shows {name!r}; update the {game} pages")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_page_names_every_variant_setting_as_the_dialog_does(game, lang):
    """Rules files: each VARIANT SETTING is explained under the name the Settings dialog uses."""
    text = plain(page(game, lang))
    for english, translated in SETTINGS[game].items():
        name = english if lang == "en" else translated[lang]
        assert same_words(name) in text, f"{game}.{lang}.html does not name the setting {name!r}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_page_names_match_the_ui_translations(lang):
    """Where the .ts file already translates a setting, the pages use that translation."""
    done = ts_translations(lang)
    checked = 0
    for names in SETTINGS.values():
        for english, translated in names.items():
            ui = next((tr for src, tr in done.items()
                       if src == english or src.startswith(english + " (")), None)
            if ui is None:
                continue
            ui = re.sub(r"\s*\([0۰] = [^)]*\)$", "", ui)  # the dialog's "(0 = no limit)"
            assert same_words(ui) == same_words(translated[lang]), (
                f"{lang}: the dialog says {ui!r} for {english!r}, the rules pages {translated[lang]!r}")
            checked += 1
    if not checked:
        pytest.skip(f"no finished {lang} translations of the settings yet")


@pytest.mark.parametrize("game", GAMES)
def test_persian_pages_run_right_to_left(game):
    text = page(game, "fa")
    assert '<html dir="rtl">' in text and '<body dir="rtl">' in text
    for lang in ("en", "ru", "uk", "es"):
        assert 'dir="rtl"' not in page(game, lang)


def _bidi_tool():
    spec = importlib.util.spec_from_file_location("rules_to_html", REPO / "tools" / "rules_to_html.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("game", GAMES)
def test_persian_pages_mark_their_left_to_right_runs(game):
    """Cards such as 6♠ inside Persian text show as 6♠, not ♠6: the page carries
    the marks tools/rules_to_html.py adds (run it after editing a Persian page)."""
    tool = _bidi_tool()
    text = page(game, "fa")
    assert tool.mark(text) == text
    assert "\u200e" in text


def test_bidi_marks_wrap_cards_and_orders_but_not_persian_lists():
    tool = _bidi_tool()
    marked = tool.mark('<html><body dir="rtl"><p>کارت 6♠ و Q<span class="red">♥</span>؛ '
                       '6 &lt; 7 &lt; A؛ 7، 9، J؛ روسی (Жопа)</p></body></html>')
    lrm = "\u200e"
    assert f"{lrm}6♠{lrm}" in marked
    assert f'{lrm}Q<span class="red">♥</span>{lrm}' in marked
    assert f"{lrm}6 &lt; 7 &lt; A{lrm}" in marked
    assert f"{lrm}7{lrm}، {lrm}9{lrm}، {lrm}J{lrm}" in marked  # read in Persian order
    assert f"({lrm}Жопа{lrm})" in marked
    assert 'dir="rtl"' in marked and tool.mark(marked) == marked


@pytest.mark.parametrize("lang", LANGS)
def test_rules_dialog_shows_each_page_in_each_language(qtbot, lang):
    from cardgames_qt.ui.dialogs.rules_dialog import RulesDialog, rules_html

    dialog = RulesDialog("zhopa", lang=lang)
    qtbot.addWidget(dialog)
    dialog.show()
    for game in GAMES:
        assert rules_html(game, lang) == page(game, lang)  # no fallback to English
        shown = dialog.browsers[game].toPlainText()
        title = re.search(r"<h1>(.*?)</h1>", page(game, lang)).group(1)
        assert shown.lstrip().startswith(title)
        assert LABEL[lang] in shown
        # the table of values came through as a table, not as raw markup
        assert "<td>" not in shown and "<span" not in shown
        if lang != "en":
            assert LABEL["en"] not in shown
    assert dialog.tabs.currentIndex() == GAMES.index("zhopa")


@pytest.mark.parametrize("lang", LANGS)
def test_zhopa_page_states_the_issue_11_rulings(lang):
    """The same-rank model with both examples, the uncapped play-on (7 banks)
    and the shared win at the partie limit (an interpretation box)."""
    text = plain(page("zhopa", lang))
    for example in ("10♠ K♠ 10♥ 8♠", "Q♠ J♠ Q♥ 6♠"):
        assert example in text, f"zhopa.{lang}.html lacks the same-rank example {example}"
    end = page("zhopa", lang).split("<h2>")[5]  # "End of the game"
    assert "7" in end.translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789"))
    assert end.count(MARKER) >= 1 and end.count("<li>") >= 4


@pytest.mark.parametrize("lang", LANGS)
def test_guts_page_states_no_ghost_hand_and_the_unused_cards(lang):
    numbers_seen = numbers(plain(page("guts", lang)))
    assert {"4", "8", "44"} <= numbers_seen
    ghost = {"en": "ghost hand", "ru": "призрачной руки", "uk": "примарної руки",
             "es": "mano fantasma", "fa": "دست شبح"}[lang]
    assert ghost in plain(page("guts", lang))
