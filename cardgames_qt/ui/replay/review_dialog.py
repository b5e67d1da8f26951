"""The review after a game: each of the player's decisions with the coach's view.

Shows an :class:`~cardgames_qt.app.coaching.analysis.Analysis` (computed in the worker
process): where, the chosen move, the best move, what it cost; the three
costliest decisions highlighted (bold, a marked background, and said to a
screen reader); the total. Enter or a double-click on a row emits
``moveActivated(move)`` (the history index), so the app can open the replay
there.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardgames_qt.ui.i18n import join_status
from cardgames_qt.ui.words import coach_text as ct

COSTLY_BRUSH = QColor(255, 214, 130)
MoveRole = Qt.ItemDataRole.UserRole + 1


class ReviewDialog(QDialog):
    moveActivated = Signal(int)

    def __init__(self, analysis, parent: QWidget | None = None):
        super().__init__(parent)
        self.analysis = analysis
        self.setWindowTitle(self.tr("Review of your game"))
        layout = QVBoxLayout(self)
        unit = ct.unit_text(analysis.unit)
        self.table = QTableWidget(len(analysis.decisions), 4, self)
        self.table.setHorizontalHeaderLabels([self.tr("Where"), self.tr("Your move"), self.tr("Best move"),
                                              ct.fill(self.tr("Lost (%1)"), unit)])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        for row, d in enumerate(analysis.decisions):
            lost = ct.number(d.loss, 2) if d.unit == analysis.unit else ct.fill(
                self.tr("%1 %2"), ct.number(d.loss, 2), ct.unit_text(d.unit))
            cells = [ct.where_text(analysis.game, d.where), ct.move_text(analysis.game, d.chosen),
                     ct.move_text(analysis.game, d.best), lost]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(MoveRole, d.move)
                if col == 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if d.costly:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                    item.setBackground(QBrush(COSTLY_BRUSH))
                    item.setForeground(QBrush(QColor(0, 0, 0)))
                    item.setToolTip(self.tr("One of your three costliest decisions"))
                    item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, item.toolTip())
                self.table.setItem(row, col, item)
        self.table.itemActivated.connect(lambda item: self.moveActivated.emit(int(item.data(MoveRole))))
        layout.addWidget(self.table)
        total = join_status([ct.fill(self.tr("Total lost: %1 %2"), ct.number(analysis.total, 2), unit)]
                            + [ct.fill(self.tr("%1 %2"), ct.number(amount, 2), ct.unit_text(other))
                               for other, amount in analysis.totals.items() if other != analysis.unit])
        self.total = QLabel(total, self)
        self.total.setObjectName("reviewTotal")
        self.note = QLabel(self.tr("Exact: measured against the equilibrium.") if analysis.exact
                           else self.tr("Approximate: estimated by the computer's search or value model."), self)
        self.note.setWordWrap(True)
        for label in (self.total, self.note):
            label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.total)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAutoDefault(False)  # Enter on a row opens that move; it must not close the dialog
        close.setDefault(False)
        layout.addWidget(buttons)
        if analysis.decisions:
            self.table.setCurrentCell(0, 0)
        # the dialog opens on the table: arrows and Enter work at once
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        self.resize(560, 420)

    def costly_rows(self) -> list[int]:
        """Rows drawn highlighted (what a person sees as the costliest)."""
        items = (self.table.item(r, 0) for r in range(self.table.rowCount()))
        return [r for r, item in enumerate(items) if item is not None and item.font().bold()]
