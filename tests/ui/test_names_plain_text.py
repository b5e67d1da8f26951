"""Names are plain text everywhere (issue 21, item 4): a player called
``<h1>Ed</h1>`` is drawn as those eleven characters on every label, tooltip,
summary and dialog, never as a heading. The name arrives as people give it:
typed in the Players and rules dialog, or in a save file brought in by
Game → Import…. The games are then played by keys, and everything drawn is
read after each step.

"Drawn literally" is judged as Qt draws it: a label's text in its own format
(AutoText is rich when Qt guesses so), a tooltip as Qt's tooltip does; and a
heading would make the label narrower than the typed characters, so its
width is checked too."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import Qt as QtGuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from cardgames_qt.ui.table.cardview import CardButton

from ..dialogs import ModalWatcher

NAME = "<h1>Ed</h1>"
HAS_NAME = re.compile(r"Ed(<|&lt;)")


def shown(text: str, fmt=Qt.AutoText) -> str:
    """What Qt draws for ``text`` in format ``fmt``, as plain characters."""
    rich = fmt == Qt.RichText or (fmt == Qt.AutoText and QtGuiQt.mightBeRichText(text))
    if not rich:
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def sweep(root: QWidget, seen: dict) -> None:
    """Every visible label and tooltip under ``root`` that carries the name draws it literally."""
    for w in [root] + root.findChildren(QWidget):
        if not w.isVisible() and not (isinstance(w, QLabel) and w.isVisibleTo(w.parentWidget() or w)):
            continue  # (a label hidden only by its parent, e.g. under the Continue button, is read too)
        if isinstance(w, QLabel) and HAS_NAME.search(w.text()):
            drawn = shown(w.text(), w.textFormat())
            assert NAME in drawn, f"{w.objectName() or type(w).__name__}: {w.text()!r} draws as {drawn!r}"
            if not w.wordWrap() or " " not in NAME:  # the typed characters take their width: no heading
                assert w.sizeHint().width() >= w.fontMetrics().horizontalAdvance(NAME), w.text()
            seen.setdefault((id(w), drawn), (w, drawn))
        tip = w.toolTip()
        if HAS_NAME.search(tip):
            drawn = shown(tip)
            assert NAME in drawn, f"tooltip {tip!r} draws as {drawn!r}"
            seen.setdefault(("tip", id(w), drawn), (w, drawn))
        if isinstance(w, QAbstractButton) and HAS_NAME.search(w.text()):
            seen.setdefault((id(w), w.text()), (w, w.text()))


def _start_with_ed(qtbot, window, game_id, seat=2, human=False):
    """The start page's "Players and rules…" of ``game_id``: two players, player ``seat``
    typed ``<h1>Ed</h1>``; Enter starts the game."""
    window.settings.move_delay_ms = 0

    failed = []

    def fill():
        dlg = QApplication.activeModalWidget()
        if dlg is None or not hasattr(dlg, "seat_rows"):
            QTimer.singleShot(20, fill)
            return
        try:
            type_in(dlg)
        except Exception as exc:  # a failure here must close the dialog, not hang the test
            failed.append(exc)
            dlg.reject()

    def type_in(dlg):
        spins = [w for w in dlg.findChildren(QSpinBox) if w.accessibleName() == "Players" and w.isVisible()]
        if spins:
            qtbot.mouseClick(spins[0], Qt.LeftButton)
            while spins[0].value() > 2:
                QTest.keyClick(spins[0], Qt.Key_Down)
        name = next(w for w in dlg.findChildren(QLineEdit)
                    if w.accessibleName() == f"Name of player {seat}" and w.isVisible())
        qtbot.mouseClick(name, Qt.LeftButton)
        QTest.keyClicks(name, NAME)
        assert name.text() == NAME
        if human:  # "Player 2 is": a click opens its list (Escape closes it), Up: Human
            kind = next(w for w in dlg.findChildren(QComboBox)
                        if w.accessibleName() == f"Player {seat} is" and w.isVisible())
            qtbot.mouseClick(kind, Qt.LeftButton)
            if QApplication.activePopupWidget() is not None:
                QTest.keyClick(QApplication.activePopupWidget(), Qt.Key_Escape)
            QTest.keyClick(kind, Qt.Key_Up)
            assert kind.currentData() == "human"
        assert dlg.buttons.button(QDialogButtonBox.Ok).text() == "Start"
        QTest.keyClick(name, Qt.Key_Return)  # Enter in the name field: Start (the default button)

    QTimer.singleShot(0, fill)
    qtbot.mouseClick(window.start_page.panels[game_id].setup_button, Qt.LeftButton)
    if failed:
        raise failed[0]
    assert window.controller is not None and window.controller.session.game_id == game_id
    assert [s.name for s in window.controller.session.seats][seat - 1] == NAME
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    return window.table


def _focused():
    return QApplication.focusWidget()


def _step(qtbot, window, game_id) -> None:
    """One thing a person does next, by keys."""
    table = window.table
    window.activateWindow()
    focus = _focused() or window
    if (table.summary.isVisible() or table.handover.isVisible() or table.b_continue.isVisible()
            or isinstance(focus, CardButton) and focus.playable()):
        QTest.keyClick(focus, Qt.Key_Return)
    elif game_id == "guts":
        QTest.keyClick(focus, Qt.Key_I)
    elif game_id == "zhopa":
        QTest.keyClick(focus, Qt.Key_G)
    qtbot.wait(30)


def _play_and_sweep(qtbot, window, game_id, until, steps=200):
    """Play by keys (past summaries too) until ``until(seen)``, reading everything drawn."""
    seen: dict = {}
    for _ in range(steps):
        sweep(window, seen)
        if until(seen) or window.controller.session.is_over:
            break
        _step(qtbot, window, game_id)
    sweep(window, seen)
    return seen


def _texts(seen) -> list[str]:
    return [t for _, t in seen.values()]


def _labels(seen) -> set:
    return {id(w) for w, _ in seen.values()}


def test_gops_score_line_and_bid_labels_draw_the_typed_name(qtbot, window):
    window.settings = window.settings.with_value("gops.cards", 3).with_value("gops.games", 1)
    table = _start_with_ed(qtbot, window, "gops")
    seen = _play_and_sweep(qtbot, window, "gops", until=lambda seen: False)
    drawn = _labels(seen)
    assert id(table.l_name["top"]) in drawn  # "<h1>Ed</h1> — 0 points this game"
    assert id(table.l_bid["top"]) in drawn
    assert NAME in table.l_name["top"].text() and table.l_name["top"].textFormat() == Qt.PlainText
    assert table.summary.isVisible() and NAME in shown(table.summary.body.text(), table.summary.body.textFormat())


def test_guts_seat_labels_and_showdown_draw_the_typed_name(qtbot, window):
    """Two people both declare in (I): the showdown names both hands and waits for Continue."""
    table = _start_with_ed(qtbot, window, "guts", human=True)
    seen = _play_and_sweep(qtbot, window, "guts",
                           until=lambda seen: any(("Showdown: " in t or "Pays " in t) and NAME in t
                                                  for t in _texts(seen)))
    drawn = _labels(seen)
    seat_names = [w.l_name for w in table.seat_widgets.values()] if isinstance(table.seat_widgets, dict) \
        else [w.l_name for w in table.seat_widgets]
    assert any(id(label) in drawn for label in seat_names)
    showdown = [t for w, t in seen.values() if w is table.l_message]
    # the showdown and settlement panel, line by line: "Showdown: … <h1>Ed</h1> …", "Pays 2: <h1>Ed</h1>"
    assert any(("Showdown: " in t or "Pays " in t) and NAME in t for t in showdown), _texts(seen)


def test_zhopa_seat_panel_lead_line_and_tooltips_draw_the_typed_name(qtbot, window):
    _start_with_ed(qtbot, window, "zhopa")

    def until(seen):
        texts = _texts(seen)
        return (any(re.match(r"Trick \d+ — lead: " + re.escape(NAME), t) for t in texts)
                and any(f"Wait for your turn: {NAME}" in t for t in texts))
    seen = _play_and_sweep(qtbot, window, "zhopa", until)
    texts = [t for _, t in seen.values()]
    assert any(t.startswith(NAME + " · ") for t in texts), texts  # the seat panel: "<h1>Ed</h1> · dealer…"
    assert any(re.match(r"Trick \d+ — lead: " + re.escape(NAME), t) for t in texts), texts
    assert any(f"Wait for your turn: {NAME}" in t for t in texts), texts  # a dimmed card's tooltip


def test_zhopa_pass_and_play_trick_slot_and_trick_won_line_draw_the_typed_name(qtbot, window):
    """Between two people a trick's result waits for Continue: "Trick (<h1>Ed</h1>): …" stays up."""
    table = _start_with_ed(qtbot, window, "zhopa", human=True)

    def until(seen):
        return (any(t.startswith("Trick (" + NAME + "): ") for t in _texts(seen))
                and any(t.startswith("Trick held by: " + NAME) for t in _texts(seen))
                and any(id(slot.who) in _labels(seen) for slot in table.slots))
    seen = _play_and_sweep(qtbot, window, "zhopa", until)
    texts = [t for _, t in seen.values()]
    assert any(t.startswith("Trick held by: " + NAME) for t in texts), texts
    assert any(t.startswith("Trick (" + NAME + "): ") for t in texts), texts  # held up until Continue
    assert any(id(slot.who) in _labels(seen) for slot in table.slots), texts


def test_load_dialog_tooltip_replay_and_handover_draw_the_typed_name(qtbot, window, tmp_path, monkeypatch):
    """The name comes in an imported save file; the handover, the Load dialog's players
    tooltip and the replay window draw it as typed."""
    from cardgames_qt.app.services import export_save_file
    from cardgames_qt.app.session import GameSession, Seat
    session = GameSession.start("guts", {"players": 2}, [Seat("Ann"), Seat(NAME)], seed=3)
    record = session.record()
    path = tmp_path / "ed.json"
    export_save_file(path, {**record, "title": "Ed's game"})  # the shared save format, as another copy wrote it
    assert NAME in path.read_text(encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    refused = ModalWatcher()
    window.act_import.trigger()
    refused.stop()
    assert refused.texts == []
    assert window.controller is not None and window.controller.session.seats[1].name == NAME
    table = window.table
    seen: dict = {}
    qtbot.waitUntil(lambda: table.handover.isVisible(), timeout=5000)
    if table.handover.title.text() != f"Pass to {NAME}":
        QTest.keyClick(_focused() or window, Qt.Key_Return)  # Ann
        qtbot.waitUntil(lambda: table.b_in.isEnabled(), timeout=5000)
        QTest.keyClick(_focused() or window, Qt.Key_I)
        qtbot.waitUntil(lambda: table.handover.isVisible() and NAME in table.handover.title.text(), timeout=5000)
    sweep(window, seen)
    assert table.handover.title.text() == f"Pass to {NAME}"
    assert table.handover.button.text().replace("&&", "&") == f"I am {NAME} — show my cards"
    window.save_store.save_named("Ed's game", window.controller.session.db_id)
    got = {}

    def in_dialog():
        dlg = QApplication.activeModalWidget()
        if dlg is None or not hasattr(dlg, "replay_button"):
            QTimer.singleShot(20, in_dialog)
            return
        item = dlg.list.topLevelItem(0)
        got["tip"] = item.toolTip(0)
        watcher = ModalWatcher()
        QTest.mouseClick(dlg.replay_button, Qt.LeftButton)
        watcher.stop()
        got["asked"] = watcher.texts
        if dlg.replay is not None:
            qtbot.waitExposed(dlg.replay)
            QTest.keyClick(dlg.replay, Qt.Key_End)
            sweep(dlg.replay, seen)
            got["replay"] = [dlg.replay.seat.itemText(i) for i in range(dlg.replay.seat.count())]
            dlg.replay.close()
        QTest.keyClick(dlg, Qt.Key_Escape)

    QTimer.singleShot(0, in_dialog)
    QTest.keyClick(_focused() or window, Qt.Key_O, Qt.ControlModifier)
    assert NAME in shown(got["tip"]), got["tip"]  # the players tooltip
    assert got["asked"] and NAME in got["asked"][0]  # "Pass the screen to <h1>Ed</h1>" (a plain-text box)
    assert got["replay"] == [NAME]


@pytest.mark.parametrize("text", ["Tom & Jerry", "<h1>Ed</h1>", "&amp; stays &amp;", "a\nb", "'\"quoted\"'",
                                  "Жопа <> & «ё»", "", "&lt;br&gt;"])
def test_html_text_is_the_standard_escape_with_line_breaks(text):
    """markup.html_text escapes as ``html.escape(text, quote=False)`` does (written out:
    that module's import cost the start), then keeps each line break as ``<br>``."""
    import html

    from cardgames_qt.ui.words.markup import html_text
    assert html_text(text) == html.escape(text, quote=False).replace("\n", "<br>")
