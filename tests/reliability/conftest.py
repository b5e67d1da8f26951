"""Shared by the reliability tests: the real main window with its message
boxes captured, and a way through the modal Game → Load… dialog."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from bench import hostile_store

from ..dialogs import ModalWatcher


@pytest.fixture
def profile(_isolated_home):
    """A real profile: Continue for each game, saves "Keep gops" and "Keep guts",
    finished games with results, imported totals (the database closed, its -wal merged)."""
    info = hostile_store.build_template(_isolated_home)
    return _isolated_home, info


@pytest.fixture
def app(qtbot, _isolated_home):
    """The real main window (computer moves off); every message box that opens is
    read into ``w.shown`` and answered with Enter (its default button)."""
    from cardgames_qt.ui.main_window import MainWindow

    watcher = ModalWatcher()
    w = MainWindow(start_bots=False)
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    qtbot.addWidget(w)
    w.show()
    w.shown = watcher.texts
    w.watcher = watcher
    yield w
    w.close()
    watcher.stop()


def load_through_dialog(w, name: str) -> tuple[str, str]:
    """Open Game → Load…, pick the save titled ``name``, click Load; (the list entry, the dialog's message)."""
    seen: dict[str, str] = {}

    def interact():
        dlg = QApplication.activeModalWidget()
        try:
            items = [dlg.list.topLevelItem(i) for i in range(dlg.list.topLevelItemCount())]
            found = [i for i in items if i.text(0) == name]
            if len(found) == 1:
                seen["entry"] = " — ".join(found[0].text(c) for c in range(4))
                dlg.list.setCurrentItem(found[0])
                QTest.mouseClick(dlg.load_button, Qt.LeftButton)
                seen["message"] = dlg.message.text()
        finally:
            if dlg.isVisible():  # still open (the load was refused): never leave a modal hanging
                dlg.reject()

    QTimer.singleShot(0, interact)
    w.act_load.trigger()
    assert "entry" in seen, f"the Load dialog does not list {name!r}"
    return seen["entry"], seen["message"]
