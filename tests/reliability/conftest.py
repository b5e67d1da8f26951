"""Shared by the reliability tests: the real main window with its message
boxes captured, and a way through the modal Game → Load… dialog."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox


@pytest.fixture
def app(qtbot, _isolated_home, monkeypatch):
    """The real main window (computer moves off), with message boxes captured."""
    from cardgames_qt.ui.main_window import MainWindow

    shown: list[str] = []

    def capture(parent, title, text, *args, **kwargs):
        shown.append(text)
        return QMessageBox.Ok

    monkeypatch.setattr(QMessageBox, "warning", capture)
    w = MainWindow(start_bots=False)
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    qtbot.addWidget(w)
    w.show()
    w.shown = shown
    yield w
    w.close()


def load_through_dialog(w, name: str) -> tuple[str, str]:
    """Open Game → Load…, pick ``name``, press Load; (the list entry, the dialog's message)."""
    seen: dict[str, str] = {}

    def interact():
        dlg = QApplication.activeModalWidget()
        try:
            items = [dlg.list.item(i) for i in range(dlg.list.count())]
            found = [i for i in items if i.data(Qt.UserRole) == name]
            if len(found) == 1:
                seen["entry"] = found[0].text()
                dlg.list.setCurrentItem(found[0])
                dlg.load_button.click()
                seen["message"] = dlg.message.text()
        finally:
            if dlg.isVisible():  # still open (the load was refused): never leave a modal hanging
                dlg.reject()

    QTimer.singleShot(0, interact)
    w.act_load.trigger()
    assert "entry" in seen, f"the Load dialog does not list {name!r}"
    return seen["entry"], seen["message"]
