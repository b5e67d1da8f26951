"""Thin Qt item models over observations.

A model holds plain rows built from one seat's observation; views draw from
the models. ``set_rows`` translates a new list into the smallest set of
insert/remove/dataChanged notifications, so views update incrementally.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QAbstractTableModel, QEvent, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QFrame, QPlainTextEdit

from cardgames_qt.ui.words.cardnames import card_name
from cardgames_qt.ui.words.markup import tooltip_text

CardRole = Qt.ItemDataRole.UserRole + 1       # card string, or None when face down
FaceUpRole = Qt.ItemDataRole.UserRole + 2     # bool
PlayableRole = Qt.ItemDataRole.UserRole + 3   # bool: a legal move for the seat at the screen
OwnerRole = Qt.ItemDataRole.UserRole + 4      # seat index or None
ReasonRole = Qt.ItemDataRole.UserRole + 5     # why it may not be played ("" if playable)
TrickRoleRole = Qt.ItemDataRole.UserRole + 6  # Zhopa: led / took the lead / discard / knock-out
ActionRole = Qt.ItemDataRole.UserRole + 7     # the engine action that playing this card means
HighlightRole = Qt.ItemDataRole.UserRole + 8  # bool: draw with a highlight (winner, holder)

# Looking up a Qt enum member (``Qt.DisplayRole``) costs microseconds in PySide6; data()
# runs for every cell and role on each measure and paint, so the roles are looked up once
_ROLE = Qt.ItemDataRole
DISPLAY, ACCESSIBLE, TOOLTIP, FONT, ALIGNMENT = (_ROLE.DisplayRole, _ROLE.AccessibleTextRole, _ROLE.ToolTipRole,
                                                 _ROLE.FontRole, _ROLE.TextAlignmentRole)
TEXT_ROLES = (DISPLAY, ACCESSIBLE)
CENTRED = int(Qt.AlignmentFlag.AlignCenter)
HORIZONTAL = Qt.Orientation.Horizontal
# the invalid index, "no parent" (the default of rowCount and columnCount; never changed, so one is shared)
_ROOT = QModelIndex()

_ROLE_KEYS = {
    CardRole: "card", FaceUpRole: "face_up", PlayableRole: "playable", OwnerRole: "owner",
    ReasonRole: "reason", TrickRoleRole: "trick_role", ActionRole: "action", HighlightRole: "highlight",
}


def card_row(card: str | None, *, face_up: bool = True, playable: bool = False, owner: int | None = None,
             reason: str = "", action: Any = None, trick_role: str = "", highlight: bool = False,
             label: str = "") -> dict[str, Any]:
    """One card in a model. A face-down card never carries its identity."""
    return {"card": card if face_up else None, "face_up": bool(face_up and card), "playable": playable,
            "owner": owner, "reason": reason, "action": action, "trick_role": trick_role,
            "highlight": highlight, "label": label}


_EMPTY_ROW: dict[str, Any] = {}


class CardListModel(QAbstractListModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[dict[str, Any]] = []

    def roleNames(self):
        names = {r: k.encode() for r, k in _ROLE_KEYS.items()}
        names[Qt.DisplayRole] = b"display"
        return names

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role in TEXT_ROLES:
            return row.get("label") or card_name(row["card"])
        if role == TOOLTIP:
            return tooltip_text(row.get("reason")) or None
        key = _ROLE_KEYS.get(role)
        return row.get(key) if key else None

    def rows(self) -> list[dict[str, Any]]:
        return [dict(r) for r in self._rows]

    def row(self, i: int) -> dict[str, Any]:
        """Row ``i`` as it is held (read it, never change it): a card paints from one look-up
        instead of one data() call per role. An empty row past the end."""
        return self._rows[i] if 0 <= i < len(self._rows) else _EMPTY_ROW

    def set_rows(self, rows: list[dict[str, Any]]) -> None:
        old = self._rows
        # keep the common prefix, then remove / insert the tail, then refresh changed rows
        n = min(len(old), len(rows))
        if len(rows) < len(old):
            self.beginRemoveRows(QModelIndex(), len(rows), len(old) - 1)
            self._rows = old[:len(rows)]
            self.endRemoveRows()
        elif len(rows) > len(old):
            self.beginInsertRows(QModelIndex(), len(old), len(rows) - 1)
            self._rows = old + [dict(r) for r in rows[len(old):]]
            self.endInsertRows()
        changed = [i for i in range(n) if old[i] != rows[i]]
        for i in changed:
            self._rows[i] = dict(rows[i])
        if changed:
            self.dataChanged.emit(self.index(changed[0]), self.index(changed[-1]))


class TableModel(QAbstractTableModel):
    """Rows of values with translated column headers (scores, balances, banks)."""

    def __init__(self, headers: list[str] | None = None, parent=None):
        super().__init__(parent)
        self._headers = list(headers or [])
        self._rows: list[list[Any]] = []
        self._highlight: set[int] = set()
        self._bold = None

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT):
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT):
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if role == DISPLAY and orientation == HORIZONTAL and section < len(self._headers):
            return self._headers[section]
        return None

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        if role in TEXT_ROLES:
            return str(self._rows[index.row()][index.column()])
        if role == FONT and index.row() in self._highlight:
            return self._bold_font()
        if role == ALIGNMENT and index.column() > 0:
            return CENTRED
        return None

    def _bold_font(self):
        # made once: views ask for every cell's font on each measure and paint
        if self._bold is None:
            from PySide6.QtGui import QFont
            self._bold = QFont()
            self._bold.setBold(True)
        return self._bold

    def set_headers(self, headers: list[str]) -> bool:
        """True when the headers changed."""
        if headers == self._headers:
            return False
        self.beginResetModel()
        self._headers = list(headers)
        self.endResetModel()
        return True

    def set_rows(self, rows: list[list[Any]], highlight: set[int] | None = None) -> bool:
        """Replace the rows; True when anything a view shows changed (views re-measure then)."""
        highlight = set(highlight or ())
        if len(rows) != len(self._rows) or (rows and len(rows[0]) != len(self._headers)):
            self.beginResetModel()
            self._rows, self._highlight = [list(r) for r in rows], highlight
            self.endResetModel()
            return True
        if rows != self._rows or highlight != self._highlight:
            self._rows, self._highlight = [list(r) for r in rows], highlight
            self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, len(self._headers) - 1))
            return True
        return False

    def values(self) -> list[list[Any]]:
        return [list(r) for r in self._rows]


class LogModel(QAbstractListModel):
    """The game log: one line per thing that happened, newest last."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._lines: list[str] = []

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT):
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index, role=Qt.DisplayRole):
        if index.isValid() and role in TEXT_ROLES:
            return self._lines[index.row()]
        return None

    def append(self, lines: list[str]) -> None:
        if not lines:
            return
        self.beginInsertRows(QModelIndex(), len(self._lines), len(self._lines) + len(lines) - 1)
        self._lines += lines
        self.endInsertRows()

    def clear(self) -> None:
        self.beginResetModel()
        self._lines = []
        self.endResetModel()

    def lines(self) -> list[str]:
        return list(self._lines)

# --- the game log's view -----------------------------------------------------------------
# The game log beside a table: read-only wrapped text that follows a LogModel.
#
# A list view with word wrap re-measures every row on each insert and on every
# scroll to the bottom, so a long session made each move slower. A plain-text
# document lays out only the blocks it shows: appending stays as cheap at hand
# 2,000 as at hand 1 and long lines still wrap. Each shown line keeps its
# laid-out text (about 4 KiB), so the panel holds the newest ``MAX_LINES``
# lines (a whole Gops game, many Zhopa parties, the last sixty-odd hands of a 10-seat
# Guts session); the model keeps every line.
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
