"""Settings dialog: generated from the catalogue (every range and choice is the
engine's), values round-trip to disk, bad values are refused at the field,
computer seats have levels, default names follow the language."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QDialogButtonBox, QDoubleSpinBox, QLineEdit, QSpinBox

from cardgames_qt.bots import registry
from cardgames_qt.engine.catalogue import BOOL, CHOICE, GAME_IDS, INT, SUITS, game_info
from cardgames_qt.storage import Settings, SettingsStore
from cardgames_qt.storage.settings import DELAY_RANGE, SPEED_RANGE
from cardgames_qt.ui.dialogs.settings_dialog import SPIN_MAX, NewGameDialog, SeatRow, SettingsDialog


def _named(parent, cls, name):
    found = [w for w in parent.findChildren(cls) if w.accessibleName() == name]
    assert found, f"no {cls.__name__} {name!r}"
    return found[0]


def _tab(dlg, game):
    """The game's tab, chosen (a page is built when its tab is first shown)."""
    dlg.tabs.setCurrentIndex(1 + GAME_IDS.index(game))  # tabs: General, then the catalogue's games
    return dlg.tabs.currentWidget()


def _pick(qtbot, combo, data):
    """Choose an entry of a combo box from the keyboard, as a person would."""
    target = combo.findData(data)
    assert target >= 0, data
    key = Qt.Key_Down if target > combo.currentIndex() else Qt.Key_Up
    for _ in range(abs(target - combo.currentIndex())):
        QTest.keyClick(combo, key)
    assert combo.currentData() == data


def _type_into(qtbot, spin, text):
    """Click a number field, select what is there and type over it."""
    qtbot.mouseClick(spin, Qt.LeftButton)
    QTest.keyClick(spin, Qt.Key_A, Qt.ControlModifier)
    QTest.keyClicks(spin, text)
    QTest.keyClick(spin, Qt.Key_Tab)
    assert spin.text() == text


def test_every_field_offers_exactly_the_catalogue(qtbot):
    dlg = SettingsDialog(Settings(), SettingsStore())
    qtbot.addWidget(dlg)
    assert [dlg.tabs.tabText(i) for i in range(1, dlg.tabs.count())] == [game_info(g).name for g in GAME_IDS]
    for game in GAME_IDS:
        tab = _tab(dlg, game)
        for f in game_info(game).fields:
            if f.kind == INT:
                box = _named(tab, QSpinBox, f.label)
                assert (box.minimum(), box.maximum()) == (f.low, SPIN_MAX if f.high is None else f.high), f.name
            elif f.kind == CHOICE:
                box = _named(tab, QComboBox, f.label)
                assert [box.itemData(i) for i in range(box.count())] == list(f.values()), f.name
                assert [box.itemText(i) for i in range(box.count())] == [c.label for c in f.choices]
            elif f.kind == BOOL:
                assert _named(tab, QCheckBox, f.label).text() == f.label
            elif f.kind == SUITS:
                assert _named(tab, QLineEdit, f.label).placeholderText() == f.note
    general = dlg.tabs.widget(0)
    speed = _named(general, QDoubleSpinBox, "Animation speed")
    assert (speed.minimum(), speed.maximum()) == SPEED_RANGE
    delay = _named(general, QSpinBox, "Computer move delay")
    assert (delay.minimum(), delay.maximum()) == DELAY_RANGE


def test_settings_round_trip_and_refusal(qtbot):
    store = SettingsStore()
    dlg = SettingsDialog(Settings(), store)
    qtbot.addWidget(dlg)
    ok = dlg.buttons.button(QDialogButtonBox.Ok)
    zhopa = _tab(dlg, "zhopa")
    suits = _named(zhopa, QLineEdit, "Trump suits")
    qtbot.mouseClick(suits, Qt.LeftButton)
    QTest.keyClick(suits, Qt.Key_A, Qt.ControlModifier)  # select what is there, type over it
    QTest.keyClicks(suits, "S X")  # X is no suit
    QTest.keyClick(suits, Qt.Key_Return)
    err = dlg.error_labels["zhopa.trump_suits"]
    assert not err.isHidden() and "X" in err.text() and "Traceback" not in err.text()
    assert not ok.isEnabled()
    QTest.keyClick(suits, Qt.Key_A, Qt.ControlModifier)
    QTest.keyClick(suits, Qt.Key_Delete)  # empty: random suits
    QTest.keyClick(suits, Qt.Key_Return)
    assert err.isHidden() and ok.isEnabled()
    players = _named(_tab(dlg, "guts"), QSpinBox, "Players")
    qtbot.mouseClick(players, Qt.LeftButton)
    for _ in range(3):
        QTest.keyClick(players, Qt.Key_Up)
    assert players.value() == 7
    cap = _named(_tab(dlg, "guts"), QSpinBox, "Pot cap")
    _type_into(qtbot, cap, "7")
    _type_into(qtbot, _named(_tab(dlg, "gops"), QSpinBox, "Cards per hand"), "9")
    qtbot.mouseClick(ok, Qt.LeftButton)
    assert dlg.result() == SettingsDialog.Accepted
    again = SettingsStore().load()
    assert again.variants["guts"]["pot_cap"] == 7
    assert again.variants["guts"]["players"] == 7
    assert len(again.seats["guts"]) == 7  # seats follow the player count
    assert again.variants["gops"]["cards"] == 9
    assert again.variants["zhopa"]["trump_suits"] == "random"


def test_running_game_variant_is_shown_not_editable(qtbot):
    dlg = SettingsDialog(Settings(), SettingsStore(), locked_game="gops",
                         locked_variant={"tie_rule": "discard", "cards": 5, "games": 1})
    qtbot.addWidget(dlg)
    cards = _named(_tab(dlg, "gops"), QSpinBox, "Cards per hand")
    assert not cards.isEnabled() and cards.value() == 5
    tie = _named(_tab(dlg, "gops"), QComboBox, "Tie rule")
    assert not tie.isEnabled() and tie.currentData() == "discard"
    assert _named(_tab(dlg, "guts"), QSpinBox, "Pot cap").isEnabled()  # other games stay editable


@pytest.mark.parametrize("game", GAME_IDS)
def test_each_computer_seat_has_the_levels_that_exist(qtbot, game):
    dlg = SettingsDialog(Settings(), SettingsStore())
    qtbot.addWidget(dlg)
    tab = _tab(dlg, game)
    level = _named(tab, QComboBox, "Level of player 2")
    assert [level.itemData(i) for i in range(level.count())] == registry.levels(game)
    assert level.isEnabled() and level.currentData() == "expert"
    person = _named(tab, QComboBox, "Level of player 1")
    assert not person.isEnabled() and not person.isVisibleTo(dlg)  # a person has no level
    styles = [w for w in tab.findChildren(QComboBox) if w.accessibleName() == "Style of player 2"]
    assert bool(styles) == bool(registry.styles(game))
    easiest = registry.levels(game)[0]  # the bots that exist in this build
    _pick(qtbot, level, easiest)
    want_style = None
    if styles:
        want_style = registry.styles(game)[-1]
        _pick(qtbot, styles[0], want_style)
    qtbot.mouseClick(dlg.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)
    seat = SettingsStore().load().seats[game][1]
    assert seat.kind == "computer"
    chosen = seat.bot or registry.default_bot(game)  # None: the strongest, as when untouched
    assert chosen == registry.bot_id(game, easiest, want_style)
    assert registry.describe(chosen) == (easiest, want_style)
    # shown again as chosen
    dlg2 = SettingsDialog(SettingsStore().load(), SettingsStore())
    qtbot.addWidget(dlg2)
    assert _named(_tab(dlg2, game), QComboBox, "Level of player 2").currentData() == easiest


def test_a_person_made_computer_gets_a_level(qtbot):
    dlg = SettingsDialog(Settings(), SettingsStore())
    qtbot.addWidget(dlg)
    tab = _tab(dlg, "zhopa")
    name2 = _named(tab, QLineEdit, "Name of player 2")
    assert name2.placeholderText() == "Computer 1"
    _pick(qtbot, _named(tab, QComboBox, "Player 2 is"), "human")
    assert not _named(tab, QComboBox, "Level of player 2").isEnabled()
    # two people now: pass-and-play names them, the one computer left is "Computer"
    assert _named(tab, QLineEdit, "Name of player 1").placeholderText() == "Player 1"
    assert name2.placeholderText() == "Player 2"
    assert _named(tab, QLineEdit, "Name of player 3").placeholderText() == "Computer"


def test_default_names_follow_the_language_typed_ones_stay(qtbot):
    from cardgames_qt.ui.i18n import install_language
    store = SettingsStore()
    settings = Settings().with_value("guts.seats", [{"name": ""}, {"name": "Боб", "kind": "computer"},
                                                    {"name": "", "kind": "computer"},
                                                    {"name": "", "kind": "computer"}])
    store.save(settings)
    app = QApplication.instance()
    try:
        install_language(app, "ru")
        dlg = SettingsDialog(store.load(), store)
        qtbot.addWidget(dlg)
        tab = _tab(dlg, "guts")
        edits = [row.findChildren(QLineEdit)[0] for row in tab.findChildren(SeatRow)]
        shown = [(e.text(), e.placeholderText()) for e in edits]
        assert shown[0] == ("", "Вы")
        assert shown[1][0] == "Боб"
        assert shown[2] == ("", "Компьютер 2") and shown[3] == ("", "Компьютер 3")
        from cardgames_qt.ui.main_window import MainWindow
        w = MainWindow(settings_store=store, start_page=False)
        qtbot.addWidget(w)
        assert [s.name for s in w.seats_for("guts", 4)] == ["Вы", "Боб", "Компьютер 2", "Компьютер 3"]
        install_language(app, "en")
        assert [s.name for s in w.seats_for("guts", 4)] == ["You", "Боб", "Computer 2", "Computer 3"]
    finally:
        install_language(app, "en")


def test_new_game_dialog_starts_with_the_chosen_players(qtbot, window):
    from PySide6.QtCore import QTimer

    def fill():
        dlg = QApplication.activeModalWidget()
        assert isinstance(dlg, NewGameDialog)
        players = _named(dlg, QSpinBox, "Players")
        qtbot.mouseClick(players, Qt.LeftButton)
        QTest.keyClick(players, Qt.Key_Down)  # 3 → 2
        name = _named(dlg, QLineEdit, "Name of player 1")
        qtbot.mouseClick(name, Qt.LeftButton)
        QTest.keyClicks(name, "Olya")  # QTest types Latin letters only
        assert dlg.buttons.button(QDialogButtonBox.Ok).text() == "Start"
        QTest.keyClick(name, Qt.Key_Return)  # the name is taken, then Start (the default button)

    QTimer.singleShot(0, fill)
    qtbot.mouseClick(window.start_page.panels["zhopa"].setup_button, Qt.LeftButton)
    assert window.current_game() == "zhopa"
    assert window.controller.session.variant["players"] == 2
    assert [s.name for s in window.controller.session.seats] == ["Olya", "Computer"]
    assert SettingsStore().load().variants["zhopa"]["players"] == 2  # kept for next time


def test_every_catalogue_label_is_translatable():
    from cardgames_qt.ui.words.catalogue_text import all_keys, known_keys
    missing = [k for g in GAME_IDS for k in all_keys(game_info(g)) if k not in known_keys()]
    assert missing == []
