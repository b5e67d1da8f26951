"""By ear, all the way (issue 33), inside the window with real keys: what a listener hears is
kept for that listener only (pass-and-play), one utterance per event through the older
readers' route, and the where-am-I keys answer wherever the keys rest.

An older screen reader (Orca 43) speaks a description change of the object with the focus,
whatever the value was before (its check for a repeat compares against a key it never
stores): :class:`Orca43` listens to every description change the app makes, as it would."""
from __future__ import annotations

import re
import sys
from collections import Counter

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from cardgames_qt.ui.access import speech
from cardgames_qt.ui.access.speech import CARRY_MS
from tests.ui.a11y.heard import sentences


class Orca43:
    """Hears what Orca 43's ``onDescriptionChanged`` would speak: the new description of the
    focused object, when not empty (Qt gives the tooltip for an empty description). A
    description given to a widget as it takes the focus (the sentences that waited for it)
    is heard with the focus when the reader gets to it, CARRY_MS later, and only if the widget
    still has the focus then (Orca skips a focus event whose object has lost the focus).
    ``heard``: in sentences (several said one after another are one utterance)."""

    def __init__(self, monkeypatch):
        # it listens at QWidget's setter: a widget class with a setter of its own (a spy once
        # put back by hand on a subclass) would pass it by, and every sentence routed through
        # such widgets would be lost to this listener alone
        shadowing = [cls.__name__ for cls in _subclasses(QWidget) if "setAccessibleDescription" in vars(cls)]
        assert not shadowing, f"a setter of their own hides them from the listener: {shadowing}"
        self.utterances: list[str] = []
        self.restores: list[str] = []  # a description put back right after a sentence passed through
        self.sentences: set[str] = set()
        self._last: dict[int, tuple[str, str]] = {}  # widget -> (before, after) of its last change
        self._landing: QWidget | None = None  # the widget taking the focus in this pass
        self._moves = 0  # focus moves so far
        self._with_focus: list[tuple[int, str]] = []  # heard with the focus (its move), if it stays
        speaker_init = speech.Speaker.__init__

        def every_speaker(speaker, *args, **kwargs) -> None:  # every table's sentences, a rebuilt one's too
            speaker_init(speaker, *args, **kwargs)
            speaker.spoken.connect(lambda text, _urgent: self.sentences.add(text))
        monkeypatch.setattr(speech.Speaker, "__init__", every_speaker)
        monkeypatch.setattr(sys.modules[__name__], "_LISTENING", self)  # this test's, until it ends
        _listen_to_the_focus()
        original = QWidget.setAccessibleDescription

        def spy(widget, text):
            before = widget.accessibleDescription()
            original(widget, text)
            if before != text:
                self._changed(widget, before, text)
        monkeypatch.setattr(QWidget, "setAccessibleDescription", spy)
        update = QAccessible.updateAccessibility

        def event_spy(event):
            update(event)
            if event.type() == QAccessible.Event.DescriptionChanged and isinstance(event.object(), QWidget):
                text = event.object().accessibleDescription()
                self._changed(event.object(), text, text)
        monkeypatch.setattr(QAccessible, "updateAccessibility", event_spy)

    @property
    def heard(self) -> list[str]:
        return [text for said in self.utterances for text in (sentences(said, self.sentences) or [said])]

    def _focus(self, _old, new) -> None:
        self._landing = new
        self._moves += 1
        QTimer.singleShot(0, self._passed)  # a description given later is a change again
        QTimer.singleShot(CARRY_MS, lambda move=self._moves: self._got_to(move))

    def _passed(self) -> None:
        self._landing = None

    def _got_to(self, move: int) -> None:
        """The reader gets to a focus event (CARRY_MS after it): heard if the focus has not
        moved on since."""
        heard = [said for m, said in self._with_focus if m == move]
        self._with_focus = [(m, said) for m, said in self._with_focus if m != move]
        if move == self._moves:
            self.utterances += heard

    def _changed(self, widget, before: str, after: str) -> None:
        if widget is not QApplication.focusWidget():
            return  # "Event is for object other than the locusOfFocus"
        said = QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Description)
        last = self._last.get(id(widget))
        self._last[id(widget)] = (before, after)
        if not said:
            return
        if widget is self._landing:
            self._with_focus.append((self._moves, said))
        else:
            self.utterances.append(said)
        if last is not None and last[1] in self.sentences and after == last[0] and said not in self.sentences:
            self.restores.append(said)


#: the Orca43 of the test under way (the focus signal is connected once, for every test)
_LISTENING: Orca43 | None = None
_connected = False


def _listen_to_the_focus() -> None:
    """Connected before the first speaker of the test is made, so told before it."""
    global _connected
    if not _connected:
        QApplication.instance().focusChanged.connect(
            lambda old, new: _LISTENING._focus(old, new) if _LISTENING is not None else None)
        _connected = True


def _subclasses(cls: type) -> list[type]:
    found = []
    for sub in cls.__subclasses__():
        found += [sub, *_subclasses(sub)]
    return found


def _settings(window, game_id: str, values: dict, speak: str) -> None:
    for key, value in values.items():
        window.settings = window.settings.with_value(f"{game_id}.{key}", value)
    window.settings = window.settings.with_value("speak_game", speak)
    window.settings.move_delay_ms = 0


def _heard(table) -> list[str]:
    heard: list[str] = []
    table.speaker.spoken.connect(lambda text, _urgent: heard.append(text))
    return heard


def _press(window, key) -> None:
    """A key pressed at the window: it goes to whatever has the focus (shortcuts first),
    as a keyboard's key does. Nothing activates the window or moves the focus first."""
    assert window.isActiveWindow()
    QTest.keyClick(QApplication.focusWidget() or window, key)


def _play_step(qtbot, window, game_id: str) -> None:
    """One key of a person playing by keys alone: Enter on a summary or Continue, else a move."""
    table, session = window.table, window.table.session
    focus = QApplication.focusWidget() or table
    if table.summary.isVisible() or table.b_continue.isVisible():
        QTest.keyClick(focus, Qt.Key_Return)
    elif table.gate_open() and session.acting_humans():
        key = Qt.Key_Return
        if game_id == "guts":
            key = Qt.Key_I
        elif game_id == "zhopa" and session.state.phase == "bet":
            key = Qt.Key_G
        QTest.keyClick(focus, key)
    # a person's next key comes after the reader got to the focus the last one moved (CARRY_MS:
    # a focus left sooner is skipped by the reader, and the sentences it carried go on)
    qtbot.wait(CARRY_MS + 15)


PASS_AND_PLAY = {
    "guts": {"players": 3, "cycles": 1, "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"},
                                                  {"name": "", "kind": "computer"}]},
    "gops": {"cards": 5, "games": 1, "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]},
    "zhopa": {"players": 3, "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"},
                                      {"name": "", "kind": "computer"}]},
}


@pytest.mark.parametrize("speak", ["on", "older"])
@pytest.mark.parametrize("game_id", ["guts", "gops", "zhopa"])
def test_after_a_handover_l_s_w_c_never_say_another_persons_cards_or_prompts(qtbot, window, monkeypatch, game_id,
                                                                          speak):
    from cardgames_qt.ui.words.cardnames import card_name
    Orca43(monkeypatch)
    _settings(window, game_id, PASS_AND_PLAY[game_id], speak)
    window.new_game(game_id, seed=4, ask=False)
    table, session = window.table, window.table.session
    heard = _heard(table)
    handovers = 0
    for _step in range(1500):
        if handovers >= 6 or session.is_over:
            break
        if not table.handover.isVisible():
            _play_step(qtbot, window, game_id)
            continue
        # from "Pass the screen to …" on: the next person's history (the first was said at the start)
        since = max([i for i, t in enumerate(heard) if t.startswith("Pass the screen to")], default=0)
        QTest.keyClick(QApplication.focusWidget() or table, Qt.Key_Return)  # "I am …"
        qtbot.waitUntil(lambda: not table.handover.isVisible(), timeout=3000)
        qtbot.wait(30)
        viewer = table.viewer
        assert viewer is not None
        others = [s for s in session.human_seats() if s != viewer]
        hidden = set() if game_id == "gops" else {c for s in others for c in session.state.hands[s]}
        for key in (Qt.Key_L, Qt.Key_S, Qt.Key_W, Qt.Key_C):
            before = len(heard)
            _press(window, key)
            qtbot.waitUntil(lambda before=before: len(heard) > before, timeout=2000)
            answer = heard[before]
            for card in hidden:
                assert card_name(card) not in answer, (key, card, answer)
            if key == Qt.Key_L:
                # only what was said since the screen passed to this person, each as often
                for text in set(heard[:before]):
                    assert answer.count(text) <= heard[since:before].count(text), (text, answer)
        handovers += 1
    assert handovers >= 3, f"only {handovers} handovers in {game_id}"


@pytest.mark.parametrize("game_id,values,goal", [
    ("zhopa", {"players": 3}, "partie_over"),
    ("guts", {"players": 3, "cycles": 1, "pot_cap": 6}, "cycle_over"),
])
def test_older_readers_hear_one_utterance_per_event(qtbot, window, monkeypatch, game_id, values, goal):
    """Through the focused object's description each sentence is heard as often as it was
    said, never the restored description after it; where-am-I keys answer on the table."""
    orca = Orca43(monkeypatch)
    _settings(window, game_id, values, "older")
    window.new_game(game_id, seed=4, ask=False)
    table = window.table
    said = _heard(table)
    table.speaker.spoken.connect(lambda text, _u: orca.sentences.add(text))
    seen: set[str] = set()
    window.controller.changed.connect(lambda evs: seen.update(e.kind for e in evs))
    for _step in range(2500):
        if goal in seen:
            break
        _play_step(qtbot, window, game_id)
    assert goal in seen
    qtbot.wait(400)  # sentences the table held in passing are said once the keys stay
    assert len(said) > 20
    heard, told = Counter(orca.heard), Counter(said)
    twice = {t: n for t, n in heard.items() if t in told and n > told[t]}
    assert not twice, twice
    assert orca.restores == [], Counter(orca.restores).most_common(3)
    # the game's own descriptions (a status, a card's reason) are heard only when they change
    others = Counter(t for t in orca.heard if t not in told)
    assert sum(others.values()) <= len(said) // 4, others.most_common(5)
    # nothing the reader was meant to hear was lost: every sentence of the game reached it
    missing = [t for t in told if t not in heard]
    assert len(missing) <= 2, missing[:5]


def test_where_am_i_keys_answer_with_the_keys_on_the_table_and_on_every_screen(qtbot, window, monkeypatch):
    """Between Guts hands and after a summary the keys rest on the table itself; on a
    Continue button, a summary's button: S, W, C and L answer there, heard at once."""
    orca = Orca43(monkeypatch)
    _settings(window, "guts", {"players": 3, "cycles": 1}, "older")
    window.new_game("guts", seed=4, ask=False)
    table = window.table
    said = _heard(table)
    table.speaker.spoken.connect(lambda text, _u: orca.sentences.add(text))
    qtbot.waitUntil(lambda: table.gate_open() and bool(table.session.acting_humans()), timeout=5000)
    places = []

    def ask_all(where: str) -> None:
        for key, start in ((Qt.Key_S, "Balances"), (Qt.Key_W, "Hand "), (Qt.Key_C, ("Your hand", "No cards")),
                           (Qt.Key_L, "")):
            before_said, before_heard = len(said), len(orca.heard)
            _press(window, key)
            qtbot.waitUntil(lambda b=before_said: len(said) > b, timeout=2000)
            answer = said[before_said]
            assert answer.startswith(start), (where, answer)
            # heard at once, or with the focus the keys just came to (when the reader gets to it)
            qtbot.waitUntil(lambda a=answer, b=before_heard: a in orca.heard[b:], timeout=CARRY_MS + 500)
        places.append(where)

    for _step in range(600):
        if QApplication.focusWidget() is table and "table" not in places:
            ask_all("table")
        elif table.summary.isVisible() and "summary" not in places:
            ask_all("summary")
            # Escape closes it: the keys rest on the table itself (as between Guts hands)
            QTest.keyClick(QApplication.focusWidget() or window, Qt.Key_Escape)
            qtbot.waitUntil(lambda: QApplication.focusWidget() is table, timeout=1000)
            ask_all("table")
        elif table.b_continue.isVisible() and QApplication.focusWidget() is table.b_continue \
                and "continue" not in places:
            ask_all("continue")
        if len(places) == 3 or table.session.is_over:
            break
        _play_step(qtbot, window, "guts")
    assert "table" in places and ("summary" in places or "continue" in places), places


EYES_ONLY = re.compile("[\u2190\u2192\u2660\u2665\u2666\u2663]|Click to|(?<![\\w])[JQKA](?=\\s*(?:[,;:)(+]|$)|\\s+\\()")


@pytest.mark.parametrize("game_id,values,goal", [
    ("gops", {"cards": 5, "games": 1}, "match_over"),
    ("zhopa", {"players": 2}, "partie_over"),
])
def test_what_a_reader_is_told_is_written_for_the_ear(qtbot, window, monkeypatch, game_id, values, goal):
    """No arrow, suit sign, rank letter or "Click to…" in a sentence or a description: a
    refusal names its cards ("You must beat the queen of clubs…"), a result its values."""
    from cardgames_qt.ui.table.cardview import CardButton
    orca = Orca43(monkeypatch)
    _settings(window, game_id, values, "older")
    window.ctx.configure(reduced_motion=False)  # the trick stays a moment: "collect the trick"
    window.new_game(game_id, seed=4, ask=False)
    table = window.table
    said = _heard(table)
    seen: set[str] = set()
    window.controller.changed.connect(lambda evs: seen.update(e.kind for e in evs))
    refused = 0
    for _step in range(3000):
        if goal in seen:
            break
        if table.current_moment() is not None and table.current_moment().timed:
            qtbot.wait(30)  # its status is up ("press Space to collect the trick")
            QTest.keyClick(QApplication.focusWidget() or table, Qt.Key_Space)
        # at the person's turn (a computer's card lands first: its flight ends the wait)
        if table.gate_open() and table.session.acting_humans() and refused < 4:
            dimmed = [b for b in table.findChildren(CardButton)
                      if b.isVisible() and b.view.interactive and not b.playable()]
            if dimmed:
                before = len(said)
                qtbot.mouseClick(dimmed[0], Qt.LeftButton)
                refused += len(said) > before
                if QApplication.focusWidget() is dimmed[0]:
                    # the click took the keys to the dimmed card: an arrow takes them to a card
                    # that may be played, as a player would press it
                    QTest.keyClick(dimmed[0], Qt.Key_Right)
                    assert QApplication.focusWidget() is not dimmed[0]
        _play_step(qtbot, window, game_id)
    assert goal in seen
    descriptions = [QAccessible.queryAccessibleInterface(w).text(QAccessible.Text.Description)
                    for w in [table, table.summary, *table.findChildren(CardButton)]]
    told = said + orca.heard + descriptions
    bad = [t for t in told if EYES_ONLY.search(t)]
    assert not bad, bad[:5]
    if game_id == "zhopa":
        assert refused and any(" of " in t and t.startswith("You must") or "Follow" in t for t in said), said[-20:]


def test_a_hand_is_a_list_of_the_cards_it_shows(qtbot, window):
    """Three cards left: "List with 3 items", each a card of the hand, none a hidden leftover."""
    _settings(window, "gops", {"cards": 5, "games": 1}, "on")
    window.new_game("gops", seed=4, ask=False)
    table = window.table
    hand = table.v_hand["bottom"]
    for _round in range(2):
        qtbot.waitUntil(lambda: table.gate_open() and hand.first_playable() is not None, timeout=5000)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_Return)
        qtbot.wait(50)
    qtbot.waitUntil(lambda: table.gate_open() and len(table.session.observation(0).my_hand) == 3, timeout=5000)
    iface = QAccessible.queryAccessibleInterface(hand)
    shown = [b for b in hand.buttons if b.isVisible()]
    assert len(shown) == 3
    assert iface.childCount() == 3
    names = [iface.child(i).text(QAccessible.Text.Name) for i in range(iface.childCount())]
    assert names == [b.accessibleName() for b in shown] and all(names)
    assert iface.indexOfChild(iface.child(2)) == 2


@pytest.mark.parametrize("lang,held", [("en", "Computer 1: 1 card"), ("ru", "Компьютер 1: 1 карта"),
                                        ("uk", "Комп’ютер 1: 1 карта")])
def test_spoken_counts_of_cards_agree_with_their_number(qapp, lang, held):
    """W in Zhopa: "Computer 1: 1 card", never "1 cards" (a plural message per language)."""
    from cardgames_qt.app.announcer import Line
    from cardgames_qt.ui.i18n import install_language
    from cardgames_qt.ui.words.announce_text import held_cards_name, sentence
    install_language(qapp, lang)
    try:
        name = {"en": "Computer 1", "ru": "Компьютер 1", "uk": "Комп’ютер 1"}[lang]
        assert held_cards_name(name, 1) == held
        where = sentence(Line("where_zhopa", {"trick": [], "stock": 1, "trumps": [], "counts": [5, 1], "seat": 0}),
                         lambda s: name)
        assert held in where, where
        if lang == "en":
            assert where == "Trick: no cards. Stock: 1 card. Computer 1: 1 card."
    finally:
        install_language(qapp, "en")


def _controls(dialog):
    from PySide6.QtWidgets import QAbstractSpinBox, QCheckBox, QComboBox, QLineEdit
    kinds = (QComboBox, QAbstractSpinBox, QLineEdit, QCheckBox)
    return [w for w in dialog.findChildren(QWidget) if isinstance(w, kinds)
            and not isinstance(w.parentWidget(), (QComboBox, QAbstractSpinBox))]


@pytest.mark.parametrize("which", ["settings", "new_game"])
def test_every_control_of_a_form_says_what_it_sets(qtbot, window, which):
    """A combo box on Linux is named by its value ("Human combo box"): what it sets comes
    from its label, tied as its buddy (labelled-by). Every control: a label or its own text."""
    from PySide6.QtWidgets import QCheckBox, QComboBox

    from cardgames_qt.ui.dialogs.settings_dialog import NewGameDialog, SettingsDialog
    if which == "settings":
        dialog = SettingsDialog(window.settings, window.settings_store, window)
    else:
        dialog = NewGameDialog("guts", window.settings, window.settings_store, window)
    qtbot.addWidget(dialog)
    dialog.show()
    if which == "settings":  # every tab, chosen with Ctrl+Tab (a game's page is built when first shown)
        qtbot.waitUntil(dialog.isActiveWindow, timeout=1000)
        for _tab in range(dialog.tabs.count() - 1):
            QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key_Tab, Qt.ControlModifier)
        assert dialog.tabs.currentIndex() == dialog.tabs.count() - 1
    controls = _controls(dialog)
    assert len(controls) > 8
    unlabelled = []
    for control in controls:
        iface = QAccessible.queryAccessibleInterface(control)
        labels = [r[0].text(QAccessible.Text.Name) for r in iface.relations(QAccessible.Relation.Label)]
        if isinstance(control, QCheckBox):
            said = iface.text(QAccessible.Text.Name)
            assert said and said == control.text().replace("&", ""), said
            continue
        if not labels or not labels[0].strip():
            unlabelled.append((type(control).__name__, iface.text(QAccessible.Text.Name)))
        elif not isinstance(control, QComboBox):
            assert iface.text(QAccessible.Text.Name) == labels[0].replace("&", "")
    assert unlabelled == []
    if which == "settings":
        speak = next(c for c in controls if isinstance(c, QComboBox) and c.findData("older") >= 0)
        label = QAccessible.queryAccessibleInterface(speak).relations(QAccessible.Relation.Label)[0][0]
        assert label.text(QAccessible.Text.Name) == "Speak the game"
    dialog.close()


def test_after_ctrl_z_the_restored_turn_is_heard_after_the_notice(qtbot, window, monkeypatch):
    """Ctrl+Z rebuilds the table: "Move taken back …" and then the turn it restored, both
    heard by an older reader through a living focused object, in that order."""
    orca = Orca43(monkeypatch)
    _settings(window, "gops", {"cards": 5, "games": 1}, "older")
    window.new_game("gops", seed=4, ask=False)
    table = window.table
    hand = table.v_hand["bottom"]
    qtbot.waitUntil(lambda: table.gate_open() and hand.first_playable() is not None, timeout=5000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Return)
    qtbot.waitUntil(lambda: table.session.move_count >= 2 and table.gate_open(), timeout=5000)
    qtbot.wait(100)
    heard_before = len(orca.heard)
    qtbot.waitUntil(window.isActiveWindow, timeout=1000)  # nothing activates it here: waited for
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key_Z, Qt.ControlModifier)
    qtbot.waitUntil(lambda: window.table is not table, timeout=3000)
    new = window.table
    _heard(new)  # connected for the refreshes to come
    qtbot.waitUntil(lambda: any(t.startswith("Your bid for the") for t in orca.heard[heard_before:]), timeout=3000)
    after = orca.heard[heard_before:]
    notice = next(i for i, t in enumerate(after) if t.startswith("Move taken back"))
    turn = max(i for i, t in enumerate(after) if t.startswith("Your bid for the"))
    assert notice < turn, after
    focus = QApplication.focusWidget()
    assert focus is not None and new.isAncestorOf(focus)


def test_a_combo_box_changed_with_down_says_its_new_value(qtbot, window, monkeypatch):
    """Orca 43 drops a closed combo box's value change as redundant: the new value reaches
    it as the focused box's description, once per change."""
    from PySide6.QtWidgets import QComboBox
    orca = Orca43(monkeypatch)
    _settings(window, "guts", {"players": 3}, "older")
    window.new_game("guts", seed=4, ask=False)  # Ctrl+Shift+N then sets up a Guts game

    def settings(dialog):  # Ctrl+, then Tab to "Speak the game"
        speak = next(c for c in dialog.findChildren(QComboBox) if c.findData("older") >= 0)
        _tab_to(speak)
        qtbot.wait(CARRY_MS + 20)  # a person hears where Tab went before the next key
        start = speak.currentIndex()
        QTest.keyClick(speak, Qt.Key_Down)
        assert speak.currentIndex() == start + 1
        assert orca.heard.count(speak.currentText()) == 1, orca.heard
        QTest.keyClick(speak, Qt.Key_Up)
        assert orca.heard[-1] == speak.currentText(), orca.heard
    _open_by_key(qtbot, window, Qt.Key_Comma, Qt.ControlModifier, settings)

    def new_game(dialog):  # a seat's kind (its rows are built again when the count changes)
        kind = dialog.seat_rows["guts"][0].kind
        _tab_to(kind)
        qtbot.wait(CARRY_MS + 20)
        QTest.keyClick(kind, Qt.Key_Down if kind.currentIndex() == 0 else Qt.Key_Up)
        assert orca.heard[-1] == kind.currentText()
    _open_by_key(qtbot, window, Qt.Key_N, Qt.ControlModifier | Qt.ShiftModifier, new_game)


def _tab_to(target: QWidget, most: int = 80) -> None:
    """Tab from wherever the keys are until they reach ``target``, as a keyboard does."""
    for _ in range(most):
        if target.hasFocus():
            return
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
    assert target.hasFocus(), f"Tab never reached {type(target).__name__}"


def test_tab_stays_inside_a_summary_and_a_handover(qtbot, window):
    """A summary or a handover screen is a dialog to a reader: Tab and Shift+Tab go round
    its own buttons, never out to the table behind it."""
    _settings(window, "gops", {"cards": 3, "games": 1}, "on")
    window.new_game("gops", seed=4, ask=False)
    table = window.table
    for _step in range(400):
        if table.summary.isVisible():
            break
        _play_step(qtbot, window, "gops")
    assert table.summary.isVisible()
    for key in [Qt.Key_Tab] * 5 + [Qt.Key_Backtab] * 5:
        QTest.keyClick(QApplication.focusWidget(), key)
        assert table.summary.isAncestorOf(QApplication.focusWidget()), (key, type(QApplication.focusWidget()))
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Escape)
    _settings(window, "gops", PASS_AND_PLAY["gops"], "on")
    window.new_game("gops", seed=4, ask=False)
    table = window.table
    assert table.handover.isVisible()
    for key in [Qt.Key_Tab] * 3 + [Qt.Key_Backtab] * 3:
        QTest.keyClick(QApplication.focusWidget(), key)
        assert table.handover.isAncestorOf(QApplication.focusWidget()), key


def test_ctrl_home_puts_the_keys_on_the_start_page_and_says_so(qtbot, window, monkeypatch):
    """Back to the start page (Ctrl+Home): the keys land on the game just left (its
    Continue), inside a page a reader names; an announcement says where they are."""
    announced = []
    update = QAccessible.updateAccessibility

    def spy(event):
        if event.type() == QAccessible.Event.Announcement:
            announced.append(event.message())
        update(event)
    monkeypatch.setattr(QAccessible, "updateAccessibility", spy)
    monkeypatch.setattr("cardgames_qt.ui.access.speech.reader_active", lambda: True)
    _settings(window, "guts", {"players": 3, "cycles": 1}, "on")
    window.new_game("guts", seed=4, ask=False)
    qtbot.waitUntil(lambda: window.table.gate_open() and bool(window.table.session.acting_humans()), timeout=5000)
    qtbot.waitUntil(window.isActiveWindow, timeout=1000)  # nothing activates it here: waited for
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key_Home, Qt.ControlModifier)
    qtbot.waitUntil(lambda: window.table is None, timeout=3000)
    focus = QApplication.focusWidget()
    page = window.start_page
    assert focus is not None and page.isAncestorOf(focus) and focus.isVisible()
    assert focus is page.panels["guts"].continue_button
    assert QAccessible.queryAccessibleInterface(page).text(QAccessible.Text.Name) == "Card games"
    assert "Choose a game" in announced


@pytest.mark.parametrize("game_id,values,end,after", [
    ("gops", {"cards": 3, "games": 2}, "game_over", "Game 2 begins."),
    ("zhopa", {"players": 2}, "partie_over", "Partie 2"),
])
def test_speech_never_runs_ahead_of_the_screen(qtbot, window, game_id, values, end, after):
    """What comes after a game's end ("Game 2 begins. Prize: …") is said once the summary
    of that game has been shown, never while the last round is still on the screen."""
    _settings(window, game_id, values, "on")
    window.new_game(game_id, seed=4, ask=False)
    table = window.table
    shown = {"summary": False}
    order = []
    table.speaker.spoken.connect(lambda text, _u: order.append((text, shown["summary"])))
    original = table.present_summary

    def present(data):
        shown["summary"] = True
        original(data)
    table.present_summary = present
    seen: set[str] = set()
    window.controller.changed.connect(lambda evs: seen.update(e.kind for e in evs))
    for _step in range(3000):
        if any(t.startswith(after) for t, _s in order):
            break
        _play_step(qtbot, window, game_id)
    assert end in seen
    said_after = [(t, s) for t, s in order if t.startswith(after)]
    assert said_after and all(s for _t, s in said_after), said_after


def _announcements(monkeypatch) -> list[str]:
    said: list[str] = []
    update = QAccessible.updateAccessibility

    def spy(event):
        if event.type() == QAccessible.Event.Announcement:
            said.append(event.message())
        update(event)
    monkeypatch.setattr(QAccessible, "updateAccessibility", spy)
    monkeypatch.setattr("cardgames_qt.ui.access.speech.reader_active", lambda: True)
    return said


def _open_by_key(qtbot, window, key, modifier, check) -> None:
    """Press the key at the window; ``check(dialog)`` runs while the dialog is up, then Escape
    closes it."""
    from PySide6.QtCore import QTimer
    done = []

    def look():
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(50, look)
            return
        qtbot.wait(100)
        try:
            check(dialog)
            done.append(True)
        finally:
            QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key_Escape)
    QTimer.singleShot(50, look)
    assert window.isActiveWindow()
    QTest.keyClick(QApplication.focusWidget() or window, key, modifier)
    qtbot.waitUntil(lambda: bool(done), timeout=5000)
    assert not QApplication.activeModalWidget()  # Escape closed it
    _window_manager_gives_the_keys_back(qtbot, window)


def _window_manager_gives_the_keys_back(qtbot, window) -> None:
    """A dialog closed: a desktop's window manager activates the window under it again; offscreen
    Qt has no window manager (no window is active after a dialog closes), so this stands in
    for it, and only for it: when no window has the keys. Never moves the focus inside."""
    if QApplication.activeWindow() is None:
        window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=1000)


def test_dialogs_say_their_title_and_read_their_lists_and_text(qtbot, window, monkeypatch):
    """Settings, Rules and Load opened by keys say their titles; the rules are read with the
    arrows (a caret in the text, the keys there); the Load list's cells carry their headers."""
    from PySide6.QtWidgets import QTextBrowser, QTreeWidget
    said = _announcements(monkeypatch)
    window.save_store  # noqa: B018 - the database is open
    _settings(window, "gops", {"cards": 3, "games": 1}, "on")
    window.new_game("gops", seed=4, ask=False)
    qtbot.waitUntil(lambda: window.table.gate_open(), timeout=5000)
    window.save_store.save_named("By ear", window.controller.session.db_id)  # a row in the Load list

    def settings(dialog):
        assert dialog.windowTitle() == "Settings"
        assert "Settings" in said
        assert QAccessible.queryAccessibleInterface(dialog).text(QAccessible.Text.Name) == "Settings"
    _open_by_key(qtbot, window, Qt.Key_Comma, Qt.ControlModifier, settings)

    def rules(dialog):
        assert "Rules" in said
        focus = QApplication.focusWidget()
        assert isinstance(focus, QTextBrowser) and dialog.isAncestorOf(focus)
        before = focus.textCursor().position()
        QTest.keyClick(focus, Qt.Key_Down)
        assert focus.textCursor().position() > before  # the caret moved a line: a reader reads it
    _open_by_key(qtbot, window, Qt.Key_F1, Qt.NoModifier, rules)

    def load(dialog):
        assert dialog.windowTitle() in said
        tree = dialog.findChild(QTreeWidget)
        assert tree.topLevelItemCount() >= 1
        item = tree.topLevelItem(0)
        assert item.data(2, Qt.ItemDataRole.AccessibleTextRole) == f"Moves: {item.text(2)}"
        assert item.data(1, Qt.ItemDataRole.AccessibleTextRole) == "Game: Gops"
    _open_by_key(qtbot, window, Qt.Key_O, Qt.ControlModifier, load)


def test_a_long_wait_says_what_it_waits_for_and_a_key_in_a_wait_is_answered(qtbot, window):
    """A computer thinking for more than about 2 s is said once ("Computer: Thinking…");
    Enter pressed while a flight or a reveal is on the table is answered aloud, not used up
    in silence: on a card it is that card's bid, kept for the next round."""
    _settings(window, "gops", {"cards": 5, "games": 1}, "on")
    window.settings.move_delay_ms = 2600
    window.ctx.configure(reduced_motion=False)
    window.new_game("gops", seed=4, ask=False)
    table = window.table
    window.controller.move_delay_ms = 2600
    said = _heard(table)
    hand = table.v_hand["bottom"]
    qtbot.waitUntil(lambda: table.gate_open() and hand.first_playable() is not None, timeout=5000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Return)  # the computer bids after 2.6 s
    qtbot.waitUntil(lambda: any(t.endswith("Thinking…") for t in said), timeout=5000)
    assert [t for t in said if t.endswith("Thinking…")] == ["Computer: Thinking…"]
    qtbot.waitUntil(lambda: table.current_moment() is not None, timeout=5000)  # a flight, the reveal
    before = len(said)
    focus = QApplication.focusWidget()
    QTest.keyClick(focus or table, Qt.Key_Return)
    assert len(said) > before and said[before].strip(), said[before:]
    assert "→" not in said[before]
    if focus in hand.buttons:
        # Enter on a card is a move (issue 28's kept keys): kept, said so, and made in the
        # next round, never used up without a bid
        from cardgames_qt.ui.table.models import ActionRole
        value = hand.model.data(hand.model.index(focus.row), ActionRole)
        assert said[before].startswith("Kept"), said[before:]

        def bids() -> list[int]:
            return [r.bids[0] for r in table.session.observation(0).rounds]
        qtbot.waitUntil(lambda: len(bids()) >= 2, timeout=15000)
        assert bids()[1] == value, (bids(), value)
