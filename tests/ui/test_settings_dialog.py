"""Settings dialog: values round-trip to disk; bad values are refused at the field."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QSpinBox

from cardgames_qt.storage import Settings, SettingsStore
from cardgames_qt.ui.settings_dialog import SettingsDialog


def _find_spin(dialog, label_text, tab=None):
    parent = dialog.tabs.widget(tab) if tab is not None else dialog
    for spin in parent.findChildren(QSpinBox):
        if spin.accessibleName() == label_text:
            return spin
    raise AssertionError(f"no field {label_text!r}")


def test_settings_round_trip_and_refusal(qtbot):
    store = SettingsStore()
    dlg = SettingsDialog(Settings(), store)
    qtbot.addWidget(dlg)
    ok = dlg.buttons.button(QDialogButtonBox.Ok)
    cap = _find_spin(dlg, "Pot cap")
    cap.setValue(0)  # impossible: the cap must be at least 1
    err = dlg.error_labels["guts.pot_cap"]
    assert not err.isHidden() and err.text().strip()
    assert "Traceback" not in err.text()
    assert not ok.isEnabled()
    cap.setValue(7)
    assert err.isHidden() and ok.isEnabled()
    players = _find_spin(dlg, "Players", tab=2)  # tabs: General, Gops, Guts, Zhopa
    players.setValue(11)  # 2..10 only
    assert not dlg.error_labels["guts.players"].isHidden()
    players.setValue(6)
    assert ok.isEnabled()
    cards = _find_spin(dlg, "Cards per hand")
    cards.setValue(9)
    dlg.accept()
    assert dlg.result() == SettingsDialog.Accepted
    again = SettingsStore().load()
    assert again.variants["guts"]["pot_cap"] == 7
    assert again.variants["guts"]["players"] == 6
    assert len(again.seats["guts"]) == 6  # seats follow the player count
    assert again.variants["gops"]["cards"] == 9


def test_running_game_variant_is_shown_not_editable(qtbot):
    dlg = SettingsDialog(Settings(), SettingsStore(), locked_game="gops",
                         locked_variant={"tie_rule": "discard", "cards": 5, "games": 1})
    qtbot.addWidget(dlg)
    cards = _find_spin(dlg, "Cards per hand")
    assert not cards.isEnabled() and cards.value() == 5
    tie = [c for c in dlg.findChildren(QComboBox) if c.accessibleName() == "Tie rule"][0]
    assert not tie.isEnabled() and tie.currentData() == "discard"
    # other games stay editable
    assert _find_spin(dlg, "Pot cap").isEnabled()
