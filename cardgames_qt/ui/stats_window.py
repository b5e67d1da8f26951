"""Game → Statistics…: per game and player (played, won, average margin, best),
the Zhopa rating history, and "Reset statistics…" with a confirmation.

Everything shown is a query over finished games (storage.results); games
played with hints or undo are counted apart. Names are plain text.
"""
from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QHeaderView, QLabel,
                               QMessageBox, QPushButton, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout,
                               QWidget)

from ..storage import StorageError
from .start_page import game_title


def _item(text: str, number: float | None = None) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemIsSelectable | Qt.ItemIsEnabled)
    if number is not None:
        item.setData(Qt.UserRole, number)
        item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
    return item


class StatsWindow(QDialog):
    def __init__(self, queries, parent=None):
        super().__init__(parent)
        self.queries = queries
        self.setWindowTitle(self.tr("Statistics"))
        self.tabs = QTabWidget()
        self.table = self._table()
        self.assisted_table = self._table()
        self.tabs.addTab(self.table, self.tr("Results"))
        self.tabs.addTab(self.assisted_table, self.tr("With hints or undo"))
        rating = QWidget()
        self.player = QComboBox()
        self.player.setAccessibleName(self.tr("Player"))
        self.player.currentTextChanged.connect(self._show_rating)
        self.rating = QTableWidget(0, 3)
        self.rating.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Finished"), self.tr("Rating")])
        self.rating.verticalHeader().hide()
        self.rating.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.rating.setAccessibleName(self.tr("Zhopa rating history"))
        lay = QVBoxLayout(rating)
        row = QHBoxLayout()
        label = QLabel(self.tr("Player:"))
        label.setBuddy(self.player)
        row.addWidget(label)
        row.addWidget(self.player, 1)
        lay.addLayout(row)
        lay.addWidget(self.rating)
        self.tabs.addTab(rating, self.tr("Zhopa rating"))
        self.message = QLabel()
        self.message.setTextFormat(Qt.PlainText)
        self.message.setWordWrap(True)
        self.reset_button = QPushButton(self.tr("Reset statistics…"))
        self.reset_button.clicked.connect(self.reset)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.addButton(self.reset_button, QDialogButtonBox.ResetRole)
        buttons.rejected.connect(self.reject)
        main = QVBoxLayout(self)
        main.addWidget(self.tabs)
        main.addWidget(self.message)
        main.addWidget(buttons)
        self.resize(640, 420)
        self.refresh()

    def _table(self) -> QTableWidget:
        t = QTableWidget(0, 6)
        t.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Player"), self.tr("Played"), self.tr("Won"),
                                     self.tr("Average margin"), self.tr("Best")])
        t.verticalHeader().hide()
        t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        t.horizontalHeader().setStretchLastSection(True)
        t.setAccessibleName(self.tr("Statistics"))
        return t

    def refresh(self) -> None:
        try:
            self._fill(self.table, self.queries.lines(assisted=False))
            self._fill(self.assisted_table, self.queries.lines(assisted=True))
            players = self.queries.zhopa_players()
        except Exception as exc:  # noqa: BLE001 - a database error is a sentence, never a traceback
            self.message.setText(str(exc))
            return
        current = self.player.currentText()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItems(players)
        if current in players:
            self.player.setCurrentText(current)
        self.player.blockSignals(False)
        self._show_rating(self.player.currentText())
        if not self.table.rowCount():
            self.message.setText(self.tr("No finished games yet."))

    def _fill(self, table: QTableWidget, lines) -> None:
        locale = QLocale()
        table.setRowCount(len(lines))
        for r, line in enumerate(lines):
            margin = "—" if line.avg_margin is None else locale.toString(line.avg_margin, "f", 1)
            best = "—" if line.best is None else locale.toString(line.best, "g", 6)
            cells = [_item(game_title(line.kind)), _item(line.player), _item(locale.toString(line.played), line.played),
                     _item(locale.toString(line.won), line.won), _item(margin, line.avg_margin),
                     _item(best, line.best)]
            for c, cell in enumerate(cells):
                table.setItem(r, c, cell)

    def _show_rating(self, player: str) -> None:
        history = self.queries.zhopa_history(player) if player else []
        locale = QLocale()
        self.rating.setRowCount(len(history))
        for r, (finished, value) in enumerate(history):
            self.rating.setItem(r, 0, _item(locale.toString(r + 1), r + 1))
            self.rating.setItem(r, 1, _item(datetime.fromtimestamp(finished).strftime("%Y-%m-%d %H:%M")))
            self.rating.setItem(r, 2, _item(locale.toString(value, "f", 1) + " %", value))

    def reset(self) -> None:
        box = QMessageBox(QMessageBox.Warning, self.tr("Reset statistics?"),
                          self.tr("Forget every recorded result? This cannot be undone."),
                          QMessageBox.Reset | QMessageBox.Cancel, self)
        box.setDefaultButton(QMessageBox.Cancel)
        if box.exec() != QMessageBox.Reset:
            return
        try:
            self.queries.reset()
        except StorageError as exc:
            self.message.setText(str(exc))
            return
        self.refresh()
