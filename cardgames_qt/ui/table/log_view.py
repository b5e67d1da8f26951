"""The game log beside a table: read-only wrapped text that follows a LogModel.

A list view with word wrap re-measures every row on each insert and on every
scroll to the bottom, so a long session made each move slower. A plain-text
document lays out only the blocks it shows: appending stays as cheap at hand
2,000 as at hand 1 and long lines still wrap. Each shown line keeps its
laid-out text (about 4 KiB), so the panel holds the newest ``MAX_LINES``
lines (a whole Gops game, many Zhopa parties, the last sixty-odd hands of a 10-seat
Guts session); the model keeps every line.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, Qt
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QFrame, QPlainTextEdit

MAX_LINES = 500


class LogView(QPlainTextEdit):
    def __init__(self, model, parent=None):
        super().__init__(parent)
        self._model = model
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setMaximumBlockCount(MAX_LINES)  # the oldest lines leave the panel, not the model
        self.setFocusPolicy(Qt.NoFocus)  # read, never a keyboard stop (no Tab trap)
        self.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.setLineWrapMode(QPlainTextEdit.WidgetWidth)
        self.setWordWrapMode(QTextOption.WrapAtWordBoundaryOrAnywhere)
        self.setFrameShape(QFrame.StyledPanel)
        self._follow_direction()
        model.rowsInserted.connect(self._inserted)
        model.modelReset.connect(self._reset)
        self._reset()

    def _follow_direction(self) -> None:
        """Right to left (Persian): every line a right-to-left paragraph, set against the
        right edge. A plain-text document decides per line from its first letters, so a
        wrapped line's second row, or a line that starts with a Latin name, would sit
        at the left."""
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        option = self.document().defaultTextOption()
        option.setTextDirection(Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LayoutDirectionAuto)
        option.setAlignment(Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft)
        self.document().setDefaultTextOption(option)

    def changeEvent(self, event):
        super().changeEvent(event)
        if event.type() == QEvent.LayoutDirectionChange:
            self._follow_direction()

    def model(self):
        return self._model

    def lines(self) -> list[str]:
        """The lines shown, one per block (what a person reads)."""
        return self.toPlainText().split("\n") if self.document().characterCount() > 1 else []

    def _inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        self._append([self._model.data(self._model.index(r)) for r in range(first, last + 1)])

    def _reset(self) -> None:
        self.clear()
        self._append(self._model.lines()[-MAX_LINES:])

    def _append(self, lines: list[str]) -> None:
        if lines:
            # one line a block: a line with a newline in it still reads as one entry
            self.appendPlainText("\n".join(line.replace("\n", " ") for line in lines))

    def scrollToBottom(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
