"""Game → Load…: named saves, newest first; load or delete; broken ones say why."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QMessageBox,
                               QPushButton, QVBoxLayout)

from ..storage import StorageError
from .start_page import game_title


class SavesDialog(QDialog):
    def __init__(self, store, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Load a saved game"))
        self.store = store
        self.loaded = None
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Saved games"))
        self.list.itemActivated.connect(lambda _i: self.load_selected())
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #c0392b;")
        buttons = QDialogButtonBox(QDialogButtonBox.Cancel)
        self.load_button = QPushButton(self.tr("Load"))
        self.load_button.setDefault(True)
        self.delete_button = QPushButton(self.tr("Delete"))
        buttons.addButton(self.load_button, QDialogButtonBox.AcceptRole)
        buttons.addButton(self.delete_button, QDialogButtonBox.DestructiveRole)
        self.load_button.clicked.connect(self.load_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.list)
        lay.addWidget(self.message)
        lay.addWidget(buttons)
        self.resize(520, 420)
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        for info in self.store.list_saves():
            if info.error:
                text = self.tr("%1 — cannot be loaded: %2").replace("%1", info.title).replace("%2", info.error)
            else:
                game = game_title(info.game) if info.game in ("gops", "guts", "zhopa") else "?"
                text = self.tr("%1 — %2, %3 moves, %4").replace("%1", info.title).replace("%2", game) \
                    .replace("%3", str(info.moves)).replace("%4", (info.saved_at or "")[:16].replace("T", " "))
            item = QListWidgetItem(text)
            item.setData(Qt.UserRole, info.name)
            self.list.addItem(item)
        if self.list.count():
            self.list.setCurrentRow(0)
        else:
            self.message.setText(self.tr("There are no saved games yet. Use Game → Save as… during a game."))
        self.load_button.setEnabled(self.list.count() > 0)
        self.delete_button.setEnabled(self.list.count() > 0)

    def _selected(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.UserRole) if item else None

    def load_selected(self) -> None:
        name = self._selected()
        if name is None:
            return
        try:
            self.loaded = self.store.load(name)
        except StorageError as exc:
            self.refresh()  # first: with the list now empty it would replace the reason
            self.message.setText(str(exc))
            return
        self.accept()

    def delete_selected(self) -> None:
        name = self._selected()
        if name is None:
            return
        if QMessageBox.question(self, self.tr("Delete save?"),
                                self.tr("Delete the save “%1”? This cannot be undone.").replace("%1", name)) \
                != QMessageBox.Yes:
            return
        try:
            self.store.delete(name)
        except StorageError as exc:
            self.refresh()
            self.message.setText(str(exc))
            return
        self.refresh()
