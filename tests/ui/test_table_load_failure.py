"""A table that cannot be loaded says what failed and what to do (issue 22): the package
reinstalled under the running app made New game say "Gops is coming soon"."""
from __future__ import annotations

import sys

from PySide6.QtCore import Qt

from ..dialogs import ModalWatcher
from .conftest import click


def test_new_game_whose_table_cannot_be_imported_says_what_failed_and_what_to_do(qtbot, window, monkeypatch):
    window.activateWindow()
    panel = window.start_page.panels["gops"]
    assert panel.new_button.isEnabled()
    # the module cannot be imported now (as while pip replaces the package's files)
    monkeypatch.setitem(sys.modules, "cardgames_qt.ui.table.gops_table", None)
    watcher = ModalWatcher(Qt.Key_Return)
    try:
        click(qtbot, panel.new_button)
        qtbot.waitUntil(lambda: bool(watcher.seen), timeout=3000)
    finally:
        watcher.stop()
    title, text = watcher.seen[0]
    assert title == "Cannot open Gops"
    assert "The Gops table could not be loaded." in text
    assert "ModuleNotFoundError: import of cardgames_qt.ui.table.gops_table halted" in text  # what failed
    assert "start the app again" in text and "reinstall it" in text
    assert "coming soon" not in window.status.text().lower()
    assert window.table is None and window.stack.currentWidget() is window.start_page
    assert window.save_store.waiting("gops") is None  # no half-started game left behind
    # once the files are back, the same button starts the game
    monkeypatch.delitem(sys.modules, "cardgames_qt.ui.table.gops_table")
    click(qtbot, panel.new_button)
    assert window.table is not None and window.table.session.game_id == "gops"
