"""The native review of the translations (issue 24), as tests through the real window:
menus work by keyboard in every language, and one game term has one word."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

LANGS = ("en", "ru", "uk", "es", "fa")


@pytest.fixture
def in_language(qapp):
    """Install a language for one test; English again afterwards."""
    from cardgames_qt.ui.i18n import install_language
    yield lambda lang: install_language(qapp, lang)
    install_language(qapp, "en")


def _window(qtbot, lang, in_language):
    in_language(lang)
    from cardgames_qt.ui.main_window import MainWindow
    w = MainWindow()
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    qtbot.addWidget(w)
    w.resize(1280, 820)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)  # Alt keys go to the active window
    return w


def _mnemonic(text: str) -> int:
    seq = QKeySequence.mnemonic(text)
    return seq[0].key() if seq.count() else 0


def _type_letter(widget, text):
    """Press the mnemonic letter of ``text`` (any script) as a keyboard of that language types it."""
    from PySide6.QtTest import QTest
    key = _mnemonic(text)
    letter = chr(key).lower()
    for action in (QTest.KeyAction.Press, QTest.KeyAction.Release):
        QTest.sendKeyEvent(action, widget, Qt.Key(key), letter, Qt.NoModifier)


def _items(menu):
    return [a for a in menu.actions() if not a.isSeparator() and a.isVisible() and a.text()]


@pytest.mark.parametrize("lang", LANGS)
def test_every_menu_opens_by_its_alt_key_and_its_items_have_unique_keys(qtbot, _isolated_home, in_language, lang):
    """Alt+letter opens each menu of the menu bar (Help included: in Persian by Alt+H, the
    Latin key kept beside the Persian title, since a Persian letter cannot be typed on a
    Latin layout); inside each menu, every item has its own key, none twice."""
    w = _window(qtbot, lang, in_language)
    for state in ("start page", "in a game"):
        if state == "in a game":
            w.new_game("zhopa", seed=3)
            qtbot.waitUntil(lambda: w.table is not None and w.table.gate_open(), timeout=5000)
        menus = [a.menu() for a in w.menuBar().actions() if a.menu() is not None and a.isVisible()]
        assert len(menus) == 4, [m.title() for m in menus]
        keys = [_mnemonic(m.title()) for m in menus]
        assert all(keys) and len(set(keys)) == len(keys), (lang, [m.title() for m in menus])
        for menu, key in zip(menus, keys, strict=True):
            qtbot.keyClick(w, Qt.Key(key), Qt.AltModifier)
            qtbot.waitUntil(lambda menu=menu: QApplication.activePopupWidget() is menu, timeout=2000)
            for sub in [a.menu() for a in _items(menu) if a.menu() is not None]:
                _type_letter(menu, sub.menuAction().text())  # the submenu opens by its letter, and fills
                qtbot.waitUntil(lambda sub=sub: QApplication.activePopupWidget() is sub, timeout=2000)
                assert len(_items(sub)) == 3, [a.text() for a in _items(sub)]
                qtbot.keyClick(sub, Qt.Key_Escape)
                qtbot.waitUntil(lambda menu=menu: QApplication.activePopupWidget() is menu, timeout=2000)
            qtbot.keyClick(menu, Qt.Key_Escape)
            qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=2000)
            qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key_Escape)  # leave the menu bar
            pending = [menu]
            while pending:
                m = pending.pop()
                items = _items(m)
                item_keys = [_mnemonic(a.text()) for a in items]
                texts = [a.text() for a in items]
                assert all(item_keys), (lang, state, m.title(), texts)
                assert len(set(item_keys)) == len(item_keys), (lang, state, m.title(), texts)
                pending += [a.menu() for a in items if a.menu() is not None]
    if lang == "fa":
        help_menu = menus[-1]
        assert _mnemonic(help_menu.title()) == Qt.Key_H


# (the Keys dialog's words, the buttons' words, the rules page's words) of each game term, per language:
# each row names the word (or its stem, for languages that decline it) that all three must use.
TERMS = {
    "ru": {"in": "в игре", "out": "пас", "go": "иду", "pass": "пас", "bid": "став", "pot": "призы в игре"},
    "uk": {"in": "участ", "out": "відмов", "go": "іду", "pass": "пас", "bid": "став", "pot": r"\bкін\b"},
    "es": {"in": "entro", "out": "paso", "go": "voy", "pass": "paso", "bid": "puj", "pot": "premios en juego"},
    "fa": {"in": "هستم", "out": "نیستم", "go": "می‌روم", "pass": "پاس", "bid": "پیشنهاد", "pot": "جایزه‌های وسط"},
    "en": {"in": r"\bin\b", "out": r"\bout\b", "go": r"\bgo\b", "pass": r"\bpass\b", "bid": r"\bbid",
           "pot": r"\bpot\b"},
}
# the words the review replaced: no longer on the table nor in the rules page of that game
REPLACED = {
    "ru": {"gops": [r"\bкон\b", r"\bкона\b", "потрач"], "zhopa": ["перехват", "заходн", "сдающ", "банков"]},
    "uk": {"gops": [r"\bкон\b"], "guts": ["анте", "фішк", "у грі", "в грі", "зрівн"],
           "zhopa": ["перехоп", "заходов", "банків"]},
    "es": {"gops": ["bote", "apuest", "mazo de premios"], "guts": ["dentro", "fuera"]},
    "fa": {"gops": ["پات", "شرط"], "guts": ["«داخل»", "«بیرون»"]},
    "en": {},
}


def _keys_rows(w):
    from cardgames_qt.ui.dialogs.keys_dialog import KeysDialog
    dlg = KeysDialog(w)
    return " ".join(dlg.texts()).lower()


@pytest.mark.parametrize("lang", LANGS)
def test_one_game_term_one_word_in_keys_dialog_buttons_and_rules_page(qtbot, _isolated_home, in_language, lang):
    import re

    from cardgames_qt.resources import ROOT
    w = _window(qtbot, lang, in_language)
    words = TERMS[lang]
    keys = _keys_rows(w)
    rules = {g: (ROOT / "rules" / f"{g}.{lang}.html").read_text(encoding="utf-8").lower()
             for g in ("gops", "guts", "zhopa")}
    shown = {}
    w.new_game("guts", seed=3)
    qtbot.waitUntil(lambda: w.table is not None and w.table.b_in.isVisible(), timeout=5000)
    shown["guts"] = " ".join([w.table.b_in.text(), w.table.b_out.text(), w.table.b_in.toolTip(),
                              w.table.b_out.toolTip(), w.statusBar().currentMessage(),
                              *[t.lower() for t in _labels(w.table)]]).lower()
    w.new_game("zhopa", seed=3)
    qtbot.waitUntil(lambda: w.table is not None and w.table.b_go.isVisible(), timeout=5000)
    shown["zhopa"] = " ".join([w.table.b_go.text(), w.table.b_pass.text()]).lower()
    w.new_game("gops", seed=3)
    qtbot.waitUntil(lambda: w.table is not None and w.table.gate_open(), timeout=5000)
    shown["gops"] = " ".join(_labels(w.table)).lower()
    where = {"in": "guts", "out": "guts", "go": "zhopa", "pass": "zhopa", "bid": "gops", "pot": "gops"}
    bad = []
    for term, word in words.items():
        game = where[term]
        for place, text in (("keys dialog", keys), ("table", shown[game]), ("rules page", rules[game])):
            if term == "pot" and place == "keys dialog":
                continue  # no key for the pot
            if not re.search(word.lower(), text):
                bad.append(f"{term}: {word!r} not in the {place} of {game}")
    for game, words in REPLACED[lang].items():
        for old in words:
            for place, text in (("table", shown[game]), ("rules page", rules[game])):
                if re.search(old, text):
                    bad.append(f"{old!r} still in the {place} of {game}")
    assert not bad, bad


def _labels(widget):
    from tests.ui.conftest import drawn_texts
    return drawn_texts(widget)


# --- the person's own name in sentences -------------------------------------------------------------
# The review's third-person forms of the default name of the person's seat (issue 24's review, "Seen in real
# games with the default seat names" and G1 of each language), and the patterns they follow.
THIRD_PERSON = {
    "en": [r"\bYou (is|has|holds|bids|plays|takes|wins|deals|sheds|collects)\b", "won by You", "to You", "by You"],
    "ru": ["Вы ставит", "выиграл Вы", "победил Вы", "сдаёт Вы", "становится Вы", "забирает Вы", "Вы избавился",
           "Вы набрал", "выиграл: Вы", "у него", "держит Вы", "Вы делает", "Вы ходит", "Проиграл: Вы",
           r"\bВы\s+\w+(ет|ит|ёт|ал|ил|ял|ся)\b", r"\b\w+(ет|ит|ёт|ал|ил|ял)\s+Вы\b",
           r"\bВы:\s+[А-ЯЁ]\w*(ет|ит|ёт|ал|ил)\b"],  # a label, then a verb for someone else: "Вы: Выбирает…"
    "uk": ["Ви ставить", "виграв Ви", "переміг Ви", "здає Ви", "стає Ви", "забирає Ви", "Ви позбувся", "Ви набрав",
           "тримає Ви", "Ви робить", "Ви ходить", "Програв: Ви",
           r"\bВи\s+\w+(є|ить|ав|ив|ся)\b", r"\b\w+(є|ить|ав|ив)\s+Ви\b",
           r"\bВи:\s+[А-ЯІЇЄҐ]\w*(є|ить|ав|ив)\b"],
    "es": ["Tú puja", "gana Tú", "para Tú", "por Tú", "a Tú", "de Tú", "Tú se ha", "reparte Tú", "Tú tiene",
           "entró", "gana: Tú", "Pierde: Tú",
           r"\b(para|por|a|de|con|gana|ganan|reparte|pierde)\s+Tú\b",
           r"\bTú\s+(puja|se|ha|tiene|juega|reparte|gana)\b"],
    "fa": ["را شما برد", "شما از همه", "شما شش بانک", "هستی یا نیستی", "شما اعلام کرد", r"را دارد\)"],
}
YOU = {"en": "You", "ru": "Вы", "uk": "Ви", "es": "Tú", "fa": "شما"}
# where a name may stand in a name-neutral line: a label ("Вы: иду", "выигрыш: Вы", "Вы — 2", "Банк 4 → Вы")
_BEFORE = r"(^|[:;—→←(«,·،؛●.!?؟]\s*|\d\.\s|\s(и|і|й|y|e|و|and)\s)"
_AFTER = r"(\s*[:;—),.·،؛»(●]|\s+[\d\u06f0-\u06f9+−-]|\s+(и|і|й|y|e|و|با|and|with)\s|$)"


def _names_read_right(lang: str, line: str) -> list[str]:
    import re
    bad = [f"{pat!r} in {line!r}" for pat in THIRD_PERSON[lang] if re.search(pat, line)]
    you = YOU[lang]
    for m in re.finditer(re.escape(you), line):
        before, after = line[:m.start()], line[m.end():]
        if re.search(r"\w$", before) and lang != "fa" or re.match(r"\w", after):
            continue  # part of a word ("Выберите")
        label = re.search(_BEFORE + r"$", before) and re.match(_AFTER, after)
        second = {"en": r"\s+(bid|bet|have|hold|are|cannot|can|must|do|did|played|shed|collected|won|lost|took|paid"
                        r"|may|will|hold)\b",
                  "ru": r"\s+(уже\s+|ещё\s+)?(не\s+)?\w+(те|ли)\b", "uk": r"\s+(вже\s+|ще\s+)?(не\s+)?\w+(те|ли)\b",
                  "es": r"$^", "fa": r"\s[^.؛:]*(ید|اید|ید\.)\b"}[lang]
        possessive = lang == "fa" and re.search(r"[\w\u0650]\s$", before)  # "بانک‌های شما", "نوبت شما": your …
        if not (label or re.match(second, after) or possessive):
            bad.append(f"{you!r} neither a label nor second person in {line!r}")
    return bad


def _everything_shown(w) -> list[str]:
    from PySide6.QtWidgets import QAbstractItemView

    from tests.ui.conftest import drawn_texts
    texts = list(drawn_texts(w))
    for view in w.findChildren(QAbstractItemView):
        model = view.model()
        if model is None or not view.isVisibleTo(w):
            continue
        for r in range(model.rowCount()):
            for c in range(model.columnCount()):
                value = model.index(r, c).data()
                if isinstance(value, str):
                    texts.append(value)
    if w.table is not None:
        texts += w.table.m_log.lines()
        texts += [text for _seat, text in w.table.speaker.history]  # what the announcer said (even when silent)
        if w.table.summary.isVisible():
            texts += drawn_texts(w.table.summary)
    return _plain(texts)


def _plain(texts) -> list[str]:
    """Lines as read: rich text without its markup, bidi isolates and marks left out."""
    import html
    import re
    out = []
    for t in texts:
        if "<" in t:
            t = html.unescape(re.sub(r"<[^>]+>", "", re.sub(r"<br\s*/?>", "\n", t)))
        t = re.sub("[\u2066-\u2069\u200e\u200f]", "", t).replace("\xa0", " ")
        out += [line.strip() for line in t.split("\n") if line.strip()]
    return out


GAMES = {"gops": (("gops.cards", 4), ("gops.games", 2)), "guts": (("guts.players", 3), ("guts.cycles", 1)),
         "zhopa": (("zhopa.players", 2), ("zhopa.max_parties", 1))}


def _act(qtbot, table, game, n):
    """The person's move by a key, if it is theirs now; False if not."""
    from PySide6.QtWidgets import QApplication
    f = QApplication.focusWidget()
    if game == "guts":
        if table.b_in.isEnabled() and f is not None and table.isAncestorOf(f):
            qtbot.keyClick(f, Qt.Key_I if n % 3 else Qt.Key_O)
            return True
        return False
    if game == "zhopa" and table.b_go.isVisible() and f is table.b_go:
        qtbot.keyClick(f, Qt.Key_G if n % 2 else Qt.Key_P)
        return True
    hand = table.v_hand["bottom"] if game == "gops" else table.v_hand
    if f in hand.buttons and f.playable():
        qtbot.keyClick(f, Qt.Key_Return)
        return True
    return False


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("lang", LANGS)
def test_the_person_is_never_named_in_the_third_person(qtbot, _isolated_home, in_language, lang, game):
    """A seeded game with the default seat names ("You", "Computer"): every line the window shows
    on the way (log, status line, seat panels, score tables, summaries, the coach's hints, the
    announcer's sentences, the review of the person's play, its replay) names the person's seat
    name-neutral (a label: "Вы: иду", "выигрыш: Вы") or speaks to them in the second person; none of the
    review's forms."""
    w = _window(qtbot, lang, in_language)
    for key, value in GAMES[game]:
        w.settings = w.settings.with_value(key, value)
    w.settings.move_delay_ms = 0
    w.new_game(game, seed=7)
    table = w.table
    assert YOU[lang] in " ".join(_everything_shown(w))  # the default name is on the table
    lines: set[str] = set()
    qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key_H)  # the coach panel opens and follows every move
    for moves in range(400):
        qtbot.waitUntil(lambda moves=moves: table.session.is_over or table.summary.isVisible()
                        or table.b_continue.isVisible() or (table.gate_open() and _act(qtbot, table, game, moves)),
                        timeout=15000)
        lines.update(_everything_shown(w))
        if table.summary.isVisible():
            if table.session.is_over:
                break
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
        elif table.b_continue.isVisible() and table.b_continue.hasFocus():
            qtbot.keyClick(table.b_continue, Qt.Key_Return)
        elif table.session.is_over:
            qtbot.waitUntil(table.summary.isVisible, timeout=5000)
    assert table.session.is_over
    lines.update(_everything_shown(w))
    # the review, opened by keys: Alt + the Game menu's letter, then the review's letter
    menus = [a.menu() for a in w.menuBar().actions() if a.menu() is not None]
    game_menu = menus[0]
    qtbot.keyClick(w, Qt.Key(_mnemonic(game_menu.title())), Qt.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is game_menu, timeout=2000)
    _type_letter(game_menu, w.coach.act_review.text())
    qtbot.waitUntil(lambda: getattr(w.coach, "review_dialog", None) is not None
                    and w.coach.review_dialog.isVisible(), timeout=60000)
    dlg = w.coach.review_dialog
    from tests.ui.conftest import drawn_texts
    lines.update(_plain(drawn_texts(dlg)))
    lines.update(_plain(dlg.table.item(r, c).text() for r in range(dlg.table.rowCount()) for c in range(4)))
    qtbot.keyClick(dlg, Qt.Key_Escape)  # closes the review
    qtbot.waitUntil(lambda: w.coach.review_dialog is None or not w.coach.review_dialog.isVisible(), timeout=2000)
    w.activateWindow()  # the platform gives the window back its activation after a dialog; offscreen does not
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)
    # the replay, opened by keys too, stepped from the start to the end by the arrow key
    qtbot.keyClick(w, Qt.Key(_mnemonic(game_menu.title())), Qt.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is game_menu, timeout=2000)
    _type_letter(game_menu, w.coach.act_replay.text())
    qtbot.waitUntil(lambda: getattr(w.coach, "replay_window", None) is not None
                    and w.coach.replay_window.isVisible(), timeout=10000)
    replay = w.coach.replay_window
    forward = Qt.Key_Left if lang == "fa" else Qt.Key_Right  # right to left: the next move is on the left
    qtbot.keyClick(replay, Qt.Key_Home)
    steps = 0  # how many times the key moved the replay on
    while steps < 500:
        lines.update(_plain(drawn_texts(replay)))
        before = replay.move_label.text()
        qtbot.keyClick(replay, forward)
        if replay.move_label.text() == before:
            break
        steps += 1
    assert steps > 5 and replay.model.step == replay.model.steps, (steps, replay.model.step)
    replay.close()
    assert any(YOU[lang] in line for line in lines)
    assert not [line for line in lines if re.search(r"%L?\d|%L?n\b", line)]  # every placeholder filled
    bad = [b for line in sorted(lines) for b in _names_read_right(lang, line)]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("lang", LANGS)
def test_handovers_name_the_next_player_never_you(qtbot, _isolated_home, in_language, lang):
    """Pass and play with the default names: everybody is "you" at a shared screen, so the
    handover screen and the status line name the seat by its number, and every line of the
    game reads right with those names too."""
    w = _window(qtbot, lang, in_language)
    w.settings = (w.settings.with_value("gops.cards", 3).with_value("gops.games", 1)
                  .with_value("gops.seats", [{"kind": "human"}, {"kind": "human"}]))
    w.settings.move_delay_ms = 0
    w.new_game("gops", seed=5)
    table = w.table
    assert table.controller.pass_and_play
    handovers, lines = [], set()
    for _ in range(60):
        qtbot.waitUntil(lambda: table.session.is_over or table.handover.isVisible() or table.b_continue.isVisible()
                        or table.summary.isVisible()
                        or (QApplication.focusWidget() in table.v_hand["bottom"].buttons), timeout=10000)
        lines.update(_everything_shown(w))
        if table.session.is_over:
            break
        f = QApplication.focusWidget()
        if table.handover.isVisible():
            handovers.append(" ".join(_plain(drawn_texts_of(table.handover))))
            qtbot.keyClick(f or table.handover.button, Qt.Key_Return)
        elif table.summary.isVisible() or table.b_continue.isVisible():
            qtbot.keyClick(f, Qt.Key_Return)
        else:
            qtbot.keyClick(f, Qt.Key_Return)
    assert len(handovers) >= 4
    you = YOU[lang]
    assert not [h for h in handovers if re.search(rf"(?<!\w){you}(?!\w)", h)], handovers
    assert not [line for line in lines if re.search(rf"(?<!\w){you}(?!\w)", line)
                and _names_read_right(lang, line)]


def drawn_texts_of(widget):
    from tests.ui.conftest import drawn_texts
    return drawn_texts(widget)
