"""Game → Load…: named saves, newest first, listed from their database rows
(nothing is replayed to open the dialog); load or delete; a save that cannot
be loaded says why in the dialog."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QMessageBox,
                               QPushButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout)

from ..app.services import StorageError
from .catalogue_text import listed_players
from .markup import tooltip_text
from .start_page import game_title
from .storage_text import storage_text


class SavesDialog(QDialog):
    def __init__(self, store, parent=None, confirm: Callable[[str], bool] | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Load a saved game"))
        self.store = store
        # asked before a game of that kind replaces a running one; False cancels
        self.confirm = confirm or (lambda _kind: True)
        self.loaded = None
        self.list = QTreeWidget()
        self.list.setRootIsDecorated(False)
        self.list.setUniformRowHeights(True)  # 1,000 rows lay out at once
        self.list.setSelectionMode(QAbstractItemView.SingleSelection)
        self.list.setHeaderLabels([self.tr("Name"), self.tr("Game"), self.tr("Moves"), self.tr("Saved")])
        # widths from the font, not from measuring every row: 1,000 saves open at once
        fm = self.list.fontMetrics()
        header = self.list.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.Stretch)
        for column, sample in ((1, "Zhopa  "), (2, " 1,000,000 "), (3, " 2026-12-31 23:59 ")):
            header.setSectionResizeMode(column, QHeaderView.Interactive)
            self.list.setColumnWidth(column, max(fm.horizontalAdvance(sample),
                                                 fm.horizontalAdvance(self.list.headerItem().text(column) + "   ")))
        self.list.setAccessibleName(self.tr("Saved games"))
        self.list.itemActivated.connect(lambda _i, _c: self.load_selected())
        self.message = QLabel()
        self.message.setTextFormat(Qt.PlainText)  # save names are text, never markup
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #c0392b;")
        buttons = QDialogButtonBox(QDialogButtonBox.Cancel)
        self.load_button = QPushButton(self.tr("Load"))
        self.load_button.setDefault(True)
        self.delete_button = QPushButton(self.tr("Delete"))
        self.replay_button = QPushButton(self.tr("Replay…"))
        self.replay_button.clicked.connect(self.replay_selected)
        buttons.addButton(self.replay_button, QDialogButtonBox.ActionRole)
        buttons.addButton(self.load_button, QDialogButtonBox.AcceptRole)
        buttons.addButton(self.delete_button, QDialogButtonBox.DestructiveRole)
        self.load_button.clicked.connect(self.load_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.list)
        lay.addWidget(self.message)
        lay.addWidget(buttons)
        self.resize(640, 440)
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        try:
            infos = self.store.list_saves()
        except Exception as exc:  # noqa: BLE001 - a database error is a sentence, never a traceback
            infos = []
            self.message.setText(storage_text(exc))
        notes = self.store.take_notes()  # damaged saves kept aside while listing: said, the rest listed
        if notes:
            self.message.setText(" ".join(storage_text(note) for note in notes))
        locale = QLocale()
        items = []
        for info in infos:
            when = datetime.fromtimestamp(info.updated).strftime("%Y-%m-%d %H:%M")
            game = game_title(info.game) if info.game in ("gops", "guts", "zhopa") else "?"
            item = QTreeWidgetItem([info.title, game, locale.toString(info.moves), when])
            item.setData(0, Qt.UserRole, info.db_id)
            item.setData(1, Qt.UserRole, info.game)
            item.setToolTip(0, tooltip_text(listed_players(info)))
            items.append(item)
        self.list.addTopLevelItems(items)
        if items:
            self.list.setCurrentItem(items[0])
        elif not self.message.text():
            self.message.setText(self.tr("There are no saved games yet. Use Game → Save as… during a game."))
        self.load_button.setEnabled(bool(items))
        self.delete_button.setEnabled(bool(items))
        self.replay_button.setEnabled(bool(items))

    def _selected(self) -> QTreeWidgetItem | None:
        return self.list.currentItem()

    def load_selected(self) -> None:
        item = self._selected()
        if item is None:
            return
        # read the row now: the question below runs the event loop, and the list may be
        # refilled meanwhile (its items deleted); the store checks the save still exists
        db_id, game = item.data(0, Qt.UserRole), item.data(1, Qt.UserRole)
        if not self.confirm(game):
            return
        try:
            self.loaded = self.store.open_saved(db_id)
        except StorageError as exc:
            self.refresh()
            self.message.setText(storage_text(exc))
            return
        self.accept()

    def replay_selected(self) -> None:
        """The save step by step (ui/replay_window.py); the save is only read."""
        item = self._selected()
        if item is None:
            return
        from ..engine import IllegalMove
        from .coach_wiring import replay_window
        try:
            self.replay = replay_window(self.store.record(item.data(0, Qt.UserRole)), self)
        except (StorageError, IllegalMove, KeyError, ValueError, TypeError) as exc:
            self.message.setText(self.tr("This save cannot be replayed: %1").replace("%1", storage_text(exc)))
            return
        if self.replay is not None:  # None: the person at the screen declined
            self.replay.show()

    def delete_selected(self) -> None:
        item = self._selected()
        if item is None:
            return
        db_id, title = item.data(0, Qt.UserRole), item.text(0)  # the box runs the event loop: read it first
        box = QMessageBox(QMessageBox.Question, self.tr("Delete save?"),
                          self.tr("Delete the save “%1”? This cannot be undone.").replace("%1", title),
                          QMessageBox.Yes | QMessageBox.Cancel, self)
        box.setTextFormat(Qt.PlainText)
        box.setDefaultButton(QMessageBox.Cancel)
        if box.exec() != QMessageBox.Yes:
            return
        try:
            self.store.delete_saved(db_id)
        except StorageError as exc:
            self.refresh()
            self.message.setText(storage_text(exc))
            return
        self.message.clear()
        self.refresh()
