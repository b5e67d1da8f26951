"""The table's one computed layout (issue 28), from its geometry alone: for every window
size from the minimum to 3840x2160, each game at its smallest and largest table, in
English, Russian and Persian, with and without the coach panel: no two regions overlap,
every card of your hand shows its index corner, your hand's cards are the largest on the
table, and nothing but a seat name is cut."""
from __future__ import annotations

import itertools

import pytest
from PySide6.QtWidgets import QApplication

from cardgames_qt.ui.i18n import install_language
from cardgames_qt.ui.table.layout import MIN_CARD_H, MIN_TABLE, Rect, fan, table_layout
from cardgames_qt.ui.table.layout_text import table_metrics

#: window sizes (the window's client area); the table gets it less the menu and status bars
WINDOWS = [(800, 600), (900, 640), (1024, 600), (1024, 768), (1280, 720), (1366, 768), (1440, 900),
           (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160)]
CHROME_H = 50     # menu bar and status line
COACH_W = 320     # the coach panel beside the table
TABLES = [("gops", 2), ("zhopa", 2), ("zhopa", 4), ("guts", 2), ("guts", 3), ("guts", 10)]
NAMES = {"en": ["You", "Computer 1", "Computer 2", "Computer 3", "Alexandra Konstantinopolskaya"],
         "ru": ["Вы", "Компьютер 1", "Компьютер 2", "Компьютер 3", "Александра Константинопольская"],
         "fa": ["شما", "رایانه ۱", "رایانه ۲", "رایانه ۳", "الکساندرا کنستانتینوپولسکایا"]}


def _names(lang: str, n: int) -> list[str]:
    base = NAMES[lang]
    return [base[i] if i < 4 else f"{base[1][:-1]}{i}" for i in range(n - 1)] + [base[4]]


def _check(lay, where: str) -> None:
    regions = lay.all_regions()
    for (a, ra), (b, rb) in itertools.combinations(regions.items(), 2):
        assert not ra.intersects(rb), f"{where}: {a} {ra} overlaps {b} {rb}"
    for key, r in regions.items():
        assert lay.table.contains(r), f"{where}: {key} {r} leaves the table {lay.table}"
    rows = list(lay.cards.items())
    for (a, ca), (b, cb) in itertools.combinations(rows, 2):
        assert not ca.rect.intersects(cb.rect), f"{where}: cards {a} overlap cards {b}"
    hand = lay.hand
    assert hand.card.h >= MIN_CARD_H, f"{where}: the hand's cards are {hand.card}"
    for key, cards in rows:
        assert lay.table.contains(cards.rect), f"{where}: cards {key} leave the table"
        assert cards.card.w <= hand.card.w and cards.card.h <= hand.card.h, \
            f"{where}: {key}'s cards {cards.card} are larger than the hand's {hand.card}"
    # every card of the hand shows its index corner: fanned, each card's left edge shows
    places = fan(Rect(hand.rect.x, hand.rect.y, hand.rect.w, hand.rect.h), hand.count, hand.card, lay.share)
    assert all(p.w == hand.card.w and p.h == hand.card.h for p in places), f"{where}: the hand shrinks in its fan"
    for left, right in zip(places, places[1:], strict=False):
        assert right.x - left.x >= lay.share * left.w - 1, f"{where}: an index corner is covered"
    assert places[0].x >= hand.rect.x and places[-1].right <= hand.rect.right
    for key, text in lay.texts.items():
        if not text.elides:
            assert text.need <= text.rect.w * text.lines, f"{where}: {key} needs {text.need} px, has {text.rect.w}"


@pytest.mark.parametrize("lang", ["en", "ru", "fa"])
def test_every_window_size_lays_every_table_out(qapp, lang):
    app = QApplication.instance()
    install_language(app, lang)
    try:
        walked = 0
        for (game, seats), coach, (w, h) in itertools.product(TABLES, (False, True), WINDOWS):
            width, height = w - (COACH_W if coach else 0), h - CHROME_H
            if width < MIN_TABLE[0] or height < MIN_TABLE[1]:
                continue  # with the coach panel the window's minimum is wider by the panel
            metrics = table_metrics(game, _names(lang, seats), side=300 if lang == "ru" else 260)
            lay = table_layout(game, seats, width, height, metrics)
            _check(lay, f"{lang} {game}×{seats} {w}x{h}{' coach' if coach else ''}")
            walked += 1
        assert walked >= 100
    finally:
        install_language(app, "en")


def test_the_minimum_is_playable_and_the_side_panel_folds(qapp):
    """At 800x600 every game has a table; the side panel folds into a drawer there and
    stands beside the felt at 1366x768."""
    for game, seats in TABLES:
        metrics = table_metrics(game, _names("en", seats))
        small = table_layout(game, seats, *MIN_TABLE, metrics)
        assert small.folded and small.drawer_button is not None and small.drawer is not None
        big = table_layout(game, seats, 1366, 718, metrics)
        assert not big.folded and big.side is not None
        assert big.hand.card.h > small.hand.card.h or big.hand.card.h >= 200


def test_a_long_name_is_cut_never_the_table(qapp):
    long = "👑" * 40 + " Alexandra Konstantinopolskaya-Rimskaya-Korsakova"
    metrics = table_metrics("guts", ["You", long, "Bob"])
    lay = table_layout("guts", 3, 1366, 718, metrics)
    _check(lay, "guts 40 emoji")
    name = lay.texts["seat_1_name"]
    assert name.elides and name.need > name.rect.w
