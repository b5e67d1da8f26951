"""Shared pieces for the UI tests: a main window on a temp home, helpers to click."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt


@pytest.fixture
def window(qtbot, _isolated_home):
    from cardgames_qt.ui.main_window import MainWindow

    w = MainWindow()
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    qtbot.addWidget(w)
    w.resize(1280, 820)
    w.show()
    yield w
    w.close()


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.LeftButton)


def drawn_texts(widget) -> list[str]:
    """Everything a person (or a screen reader) could read in a widget tree."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
    out = []
    for w in [widget] + widget.findChildren(QWidget):
        if not w.isVisibleTo(widget) and w is not widget:
            continue
        for text in (w.accessibleName(), w.accessibleDescription(), w.toolTip()):
            if text:
                out.append(text)
        if isinstance(w, (QLabel, QAbstractButton)) and w.text():
            out.append(w.text())
    return out
