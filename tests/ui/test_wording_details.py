"""Words a newcomer and a native reader tripped over (issue 30, items 8 and 11): counts
with their plural forms, the Gops tie, the Zhopa partie line, the Guts hint, the Zhopa
setup explained, the replay caption, the 10-seat Players rows, and the review's spoken
Gops prompt in each language."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from cardgames_qt.app.announcer import Line


@pytest.fixture
def language():
    from cardgames_qt.ui.i18n import install_language
    app = QApplication.instance()
    yield lambda lang: install_language(app, lang)
    install_language(app, "en")


def _name(seat: int) -> str:
    return ["You", "Player 2", "Player 3"][seat]


@pytest.mark.parametrize("lang, one, two, five", [
    ("en", "1 card", "2 cards", "5 cards"),
    ("es", "1 carta", "2 cartas", "5 cartas"),
    ("ru", "1 карта", "2 карты", "5 карт"),
])
def test_counted_cards_take_the_plural_of_their_number(qapp, language, lang, one, two, five):
    """"1 cards each", Spanish «Mazo: 1 cartas», «%1: 1 cartas en la mano»."""
    from PySide6.QtCore import QLocale

    from cardgames_qt.ui.words.announce_text import held_cards_name, sentence
    language(lang)
    QLocale.setDefault(QLocale.c()) if lang == "en" else None
    for n, words in ((1, one), (2, two), (5, five)):
        assert words in held_cards_name("Ada", n)
        assert words in sentence(Line("where_gops", {"pot": ["3S"], "points": 3, "pile": n}), _name)
        assert words in sentence(Line("where_zhopa", {"trick": [], "stock": n, "counts": [3, n], "seat": 0,
                                                      "trumps": []}), _name)
    dealt = sentence(Line("zhopa_deal", {"each": 1, "stock": 1}), _name)
    assert not re.search(r"\b1 (cards|cartas|карт)\b", dealt) and dealt.count("1 ") == 2, dealt
    from cardgames_qt.ui.table.zhopa_table import ZhopaTable
    log = QApplication.translate("ZhopaTable", "New deal (dealer: %1): %Ln cards each", "", 1)
    assert re.search(rf"\b{re.escape(one.split()[1])}\b", log) or lang == "ru", log
    assert ZhopaTable  # the message lives under the table's own class


def test_the_zhopa_partie_line_says_points_and_what_was_needed(qapp, language):
    """"You (go): 102 of 44 points": the points scored and the target they were measured against."""
    language("en")
    from cardgames_qt.ui.words.announce_text import sentence
    said = sentence(Line("zhopa_partie_over", {"points": [102, 30], "targets": [44, 55], "banks": [4, 6]}), _name)
    assert "102 of 44" not in said and "points 102, needed 44" in said, said
    source = QApplication.translate("ZhopaTable", "%1 (%2): points %3, needed %4 — %5, banks left: %6")
    assert "of %4 points" not in source


def test_a_gops_tie_says_that_nobody_wins_the_pot(qtbot, window):
    """The Gops log's "tie over 3": a tie says nobody takes the pot."""
    from cardgames_qt.app.session import GameSession, Seat
    session = GameSession.start("gops", {"cards": 5}, [Seat("You"), Seat("Bob")], seed=1)
    window.open_session(session)
    table = window.table
    text = table.reveal_text(("tie", {"a": "You", "b": "Bob", "bid_a": 3, "bid_b": 3, "pot": [4]}))
    assert "tie over" not in text and "nobody wins the pot (4)" in text, text


def test_the_guts_hint_says_what_going_in_gains_over_going_out(qtbot, window):
    """"out: 0.00 tokens on average, against going out" said nothing: only going in is measured."""
    window.settings = window.settings.with_value("guts.players", 3).with_value("guts.seats", [
        {"name": "", "kind": "human"}, {"name": "", "kind": "computer"}, {"name": "", "kind": "computer"}])
    window.settings.move_delay_ms = 0
    window.new_game("guts", seed=4)
    window.activateWindow()
    table = window.table
    qtbot.waitUntil(lambda: table.b_in.isEnabled(), timeout=10000)
    QApplication.focusWidget() and qtbot.keyClick(QApplication.focusWidget(), Qt.Key_H)
    panel = window.coach.panel
    qtbot.waitUntil(lambda: panel.hint is not None, timeout=15000)
    shown = " ".join(t for t in (w.text() for w in panel.findChildren(QLabel) if w.isVisibleTo(panel)) if t)
    assert "0.00" not in shown and "against going out" not in shown, shown
    assert "Going in rather than out:" in shown, shown


def test_zhopa_setup_explains_targets_and_parties(qtbot):
    """"Targets: The source's table", "Most parties in a game": what a partie is and what the
    targets are, said under the fields themselves."""
    from cardgames_qt.app.services import Settings
    from cardgames_qt.ui.dialogs.settings_dialog import NewGameDialog
    dlg = NewGameDialog("zhopa", Settings(), None)
    qtbot.addWidget(dlg)
    dlg.show()
    texts = [w.text() for w in dlg.findChildren(QLabel) if w.isVisibleTo(dlg)]
    assert any("A partie is one deal played out" in t for t in texts), texts
    assert any(t.startswith("Points a player must score in a partie") for t in texts), texts


def test_the_ten_seat_players_rows_line_up(qtbot):
    """The 10-seat Players dialog: row "10" was wider than "9", its fields shifted."""
    from cardgames_qt.app.services import Settings
    from cardgames_qt.ui.dialogs.settings_dialog import NewGameDialog
    settings = Settings().with_value("guts.players", 10)
    dlg = NewGameDialog("guts", settings, None)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    rows = dlg.seat_rows["guts"]
    assert len(rows) == 10
    lefts = {row.name.mapTo(dlg, row.name.rect().topLeft()).x() for row in rows}
    widths = {row.name.width() for row in rows}
    assert len(lefts) == 1 and len(widths) == 1, (lefts, widths)


def test_the_replay_caption_describes_the_round_of_its_move(qtbot, window):
    """"Game 1, round 2 — move 2 … You: 4" described round 1's second bid."""
    from cardgames_qt.app.session import GameSession, Seat
    from cardgames_qt.ui.coach.coach_wiring import replay_window
    session = GameSession.start("gops", {"cards": 5}, [Seat("You"), Seat("Bob", "computer")], seed=2)
    for _ in range(4):  # two rounds
        seat = session.acting_seats()[0]
        session.play(seat, session.legal_actions(seat)[0])
    w = replay_window(session.record(), window, ask=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.keyClick(w.slider, Qt.Key_Home)
    qtbot.keyClick(w.slider, Qt.Key_Right)
    qtbot.keyClick(w.slider, Qt.Key_Right)
    assert w.model.step == 2
    # the game now stands in round 2; the move shown was round 1's, and says so
    assert w.where.text().startswith("Game 1, round 2 — move 2"), w.where.text()
    assert w.move_label.text().startswith("Bob, in Game 1, round 1: "), w.move_label.text()
    qtbot.keyClick(w.slider, Qt.Key_Right)
    assert w.move_label.text().startswith("You: "), w.move_label.text()


@pytest.mark.parametrize("lang, wrong", [("ru", "за дама"), ("uk", "за дама"), ("es", "por el dama")])
def test_the_spoken_gops_prompt_needs_no_case_after_for(qapp, language, lang, wrong):
    """«ставка за дама пик», «por el dama de picas»: heard every Gops round by a blind player."""
    from cardgames_qt.ui.words.announce_text import sentence
    language(lang)
    said = sentence(Line("your_bid", {"card": "QS", "pot": 12}), _name)
    assert wrong not in said, said
    assert re.search("дама|dama", said), said


@pytest.mark.parametrize("lang, wanted", [("ru", "файл пуст"), ("uk", "файл порожній"),
                                          ("es", "el archivo está vacío")])
def test_a_damage_reason_after_save_agrees_with_its_noun(qapp, language, lang, wanted):
    """«Это сохранение нельзя открыть: он пуст»: the reason names the file."""
    from cardgames_qt.storage.errors import Message
    from cardgames_qt.ui.words.storage_text import storage_text
    language(lang)
    text = storage_text(Message("file.unreadable", "", reason=Message("damage", "it is empty")))
    assert wanted in text, text


def test_russian_game_names_and_player_counts_read_right(qapp, language):
    """«в «Жопа»», «2 игроков»."""
    from cardgames_qt.storage.errors import Message
    from cardgames_qt.ui.words.storage_text import storage_text
    language("ru")
    text = storage_text(Message("set.seat_count", "", game="gops", players=2, given=3))
    assert "2 игроков" not in text and "игроков: 2" in text, text
    text = storage_text(Message("save.game_unavailable", "", game="zhopa"))
    assert "в «" not in text, text
    listed = storage_text(Message("damage.seats", "", listed=1, players=3))
    assert "1 игроков" not in listed and "1 игрок" in listed, listed


def test_the_gops_prompt_heard_in_russian_needs_no_case(qtbot, window, language):
    """Through the speech a screen reader gets: every Gops round's prompt, in Russian."""
    language("ru")
    window.settings = window.settings.with_value("gops.cards", 5)
    window.settings.move_delay_ms = 0
    said: list[str] = []
    window.new_game("gops", seed=3)
    table = window.table
    table.speaker.spoken.connect(lambda text, urgent: said.append(text))
    table.set_speech(True)
    table.refresh()
    qtbot.waitUntil(lambda: any("Ваша ставка" in t for t in said), timeout=10000)
    prompt = next(t for t in said if "Ваша ставка" in t)
    assert "ставка за" not in prompt and "Приз:" in prompt, prompt
