"""One name policy for every way a name enters (issue 29, findings 6 and 7): the settings
file, the Players dialog's settings and Import… all refuse a name that is not valid text,
holds control, direction or zero-width characters, is too long (the limit said), or looks
like another seat's; a name that turns text is shown as an isolated run."""
from __future__ import annotations

import json

import pytest

from cardgames_qt.storage.names import name_problem, skeleton

from .test_hostile_files import assert_readable, import_file, real_gops_save, still_usable
from .test_hostile_store import _stop_watchers, open_window  # noqa: F401 (autouse)

LOOKALIKES = ["\u202ennA", "Ann\u200b", "\u0410nn", "ANN", "\uff21nn", "A\u0301nn"[:0] + "Ann\u2060"]


def test_the_policy_reads_names_as_a_person_sees_them():
    assert skeleton("\u0410nn") == skeleton("Ann") == skeleton("ＡＮＮ")
    assert name_problem("Ann", ["Bob"]) is None and name_problem("", ["Ann"]) is None
    assert name_problem("\u0410nn", ["Ann"]).key == "name.looks_like"
    assert name_problem("ann", ["Ann"]).key == "set.name_twice"
    assert name_problem("\ud800Ann").key == "name.broken"
    for bad in ("\u202ennA", "Ann\u200b", "A\x00nn", "\u2066Ann"):
        assert name_problem(bad).key == "name.invisible", bad
    assert "40" in name_problem("A" * 41)  # the limit is said


def _settings_with_seats(home, names: list[str]) -> None:
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    seats = [{"name": names[0], "kind": "human"}, {"name": names[1], "kind": "computer", "bot": "random"}]
    path.write_bytes(json.dumps({"format": "cardgames-qt-settings", "version": 1,
                                 "games": {"gops": {"variant": {"cards": 5}, "seats": seats}}}).encode())


@pytest.mark.parametrize("second", ["\ud800Bob", *LOOKALIKES])
def test_a_settings_seat_name_outside_the_policy_gives_the_default_players_and_new_game_plays(
        qtbot, _isolated_home, second):
    _settings_with_seats(_isolated_home, ["Ann", second])
    w = open_window(qtbot, expect_message=False)
    session = w.new_game("gops", seed=1, ask=False)  # it opened nothing with a lone surrogate before
    assert session is not None and w.stack.currentWidget() is w.table
    names = [s.name for s in session.seats]
    assert second not in names
    notes = [str(m) for m in w.settings_store.messages]
    assert any("default players" in n for n in notes), notes
    w.go_home()
    still_usable(w)
    w.close()


@pytest.mark.parametrize("second, said", [("\u0410nn", "looks the same"), ("Ann\u200b", "zero-width"),
                                          ("\u202ennA", "direction"), ("B" * 10_000, "40 characters")])
def test_import_refuses_a_name_outside_the_policy_and_says_which_rule(qtbot, _isolated_home, tmp_path, monkeypatch,
                                                                      second, said):
    data = json.loads(real_gops_save())
    data["seats"][0]["name"], data["seats"][1]["name"] = "Ann", second
    path = tmp_path / "names.json"
    path.write_text(json.dumps(data))
    w = open_window(qtbot, expect_message=False)
    message = import_file(w, path, monkeypatch)
    assert message is not None, "no box"
    assert_readable(message)
    assert said in message and ("cannot be imported" in message or "damaged" in message), message
    assert w.table is None or w.stack.currentWidget() is not w.table
    w.close()


def test_a_name_that_turns_text_is_shown_as_an_isolated_run():
    from cardgames_qt.ui.i18n import name_text
    assert name_text("Ann") == "Ann"  # a plain name stays as it is
    shown = name_text("\u202ennA")
    assert shown.startswith("\u2068") and shown.endswith("\u2069")
    assert name_text("\u05d3\u05e0\u05d4").startswith("\u2068")  # a Hebrew name in English text


def test_a_shortened_name_on_the_felt_has_its_whole_name_as_a_literal_tooltip(qtbot):
    from cardgames_qt.ui.table.felt import NameLabel
    name = "<b>Ann</b> &amp; the very long name of a player"
    label = NameLabel()
    qtbot.addWidget(label)
    label.setText(name)
    label.resize(40, 30)
    label.show()
    qtbot.waitUntil(lambda: bool(label.toolTip()))
    from PySide6 import QtGui
    from PySide6.QtGui import QTextDocument
    tip = label.toolTip()
    doc = QTextDocument()  # what the tooltip shows, read the way Qt reads a tooltip
    if QtGui.Qt.mightBeRichText(tip):
        doc.setHtml(tip)
    else:
        doc.setPlainText(tip)
    assert doc.toPlainText() == name
