"""Answering modal dialogs the way a person does: look at the box on top,
read it, press a key or click one of its buttons."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox


class ModalWatcher:
    """Every modal message box that opens is read (its title and text kept in ``seen``)
    and answered: by default with Enter (its default button); ``answer`` may instead
    name a key (``Qt.Key_Escape``) or a button text to click."""

    def __init__(self, answer: int | str | Callable[[QMessageBox], None] = Qt.Key_Return):
        self.answer = answer
        self.seen: list[tuple[str, str]] = []
        #: the texts alone, in order
        self.texts: list[str] = []
        self._timer = QTimer()
        self._timer.setInterval(20)
        self._timer.timeout.connect(self._look)
        self._timer.start()

    def _look(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible() or getattr(box, "_watched", False):
            return
        box._watched = True
        self.seen.append((box.windowTitle(), box.text()))
        self.texts.append(box.text())
        answer = self.answer
        if callable(answer) and not isinstance(answer, int):
            answer(box)
        elif isinstance(answer, str):
            button = next(b for b in box.buttons() if b.text().replace("&", "") == answer)
            QTest.mouseClick(button, Qt.LeftButton)
        else:
            QTest.keyClick(box, answer)

    def stop(self) -> None:
        self._timer.stop()
