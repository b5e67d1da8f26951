"""Game → Load…: named saves, newest first, listed from their database rows
(nothing is replayed to open the dialog); load, replay, export or delete; a save
that cannot be loaded says why in the dialog. Games kept aside (their stored data
is damaged) are listed after them, greyed and marked: never opened, but what can
still be read of them is exported (GameStore.readable_part)."""
from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QLocale, QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
)

from cardgames_qt.app.services import StorageError
from cardgames_qt.ui.access.speech import opened_aloud, with_headers
from cardgames_qt.ui.dialogs import fit_to_screen
from cardgames_qt.ui.i18n import isolate
from cardgames_qt.ui.start_page import game_title
from cardgames_qt.ui.words.catalogue_text import listed_players
from cardgames_qt.ui.words.markup import tooltip_text
from cardgames_qt.ui.words.storage_text import storage_text


class SavesDialog(QDialog):
    def __init__(self, store, parent=None, confirm: Callable[[str], bool] | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Load a saved game"))
        self.store = store
        # asked before a game of that kind replaces a running one; False cancels
        self.confirm = confirm or (lambda _kind: True)
        self.loaded = None
        self._base = ""
        self.list = QTreeWidget()
        self.list.setRootIsDecorated(False)
        self.list.setUniformRowHeights(True)  # 1,000 rows lay out at once
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setHeaderLabels([self.tr("Name"), self.tr("Game"), self.tr("Moves"), self.tr("Saved")])
        # widths from the font, not from measuring every row: 1,000 saves open at once
        fm = self.list.fontMetrics()
        header = self.list.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column, sample in ((1, "Zhopa  "), (2, " 1,000,000 "), (3, " 2026-12-31 23:59 ")):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            self.list.setColumnWidth(column, max(fm.horizontalAdvance(sample),
                                                 fm.horizontalAdvance(self.list.headerItem().text(column) + "   ")))
        self.list.setAccessibleName(self.tr("Saved games"))
        opened_aloud(self)
        self.list.itemActivated.connect(lambda _i, _c: self.load_selected())
        self.list.currentItemChanged.connect(lambda _new, _old: self._selection_changed())
        # what can be read of each game kept aside (db id -> ReadablePart or the reason nothing can)
        self._readable: dict[int, object] = {}
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # save names are text, never markup
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #c0392b;")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.load_button = QPushButton(self.tr("Load"))
        self.load_button.setDefault(True)
        self.delete_button = QPushButton(self.tr("Delete"))
        self.replay_button = QPushButton(self.tr("Replay…"))
        self.replay_button.clicked.connect(self.replay_selected)
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.clicked.connect(self.export_selected)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.load_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.load_button.clicked.connect(self.load_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.list)
        lay.addWidget(self.message)
        lay.addWidget(buttons)
        fit_to_screen(self, QSize(640, 440))
        self.refresh()

    def refresh(self, note: str = "", select: int | None = None) -> None:
        """List the saves, then the games kept aside; ``note`` is said first, and the game
        ``select`` (a db id) is selected when it is listed."""
        self.list.clear()
        self._readable.clear()
        self._say(note)
        try:
            infos = self.store.list_saves()
            # listed after the saves (a save found damaged just now among them)
            aside = self.store.list_aside()
        except Exception as exc:  # noqa: BLE001 - a database error is a sentence, never a traceback
            infos, aside = [], []
            self._say(storage_text(exc))
        notes = self.store.take_notes()  # damaged saves kept aside while listing: said, the rest listed
        if notes:
            self._say(" ".join([note, *(storage_text(n) for n in notes)]).strip())
        locale = QLocale()
        items = []
        header = self.list.headerItem()
        headers = [header.text(c) for c in range(header.columnCount())]
        grey = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        for info in infos + aside:
            when = datetime.fromtimestamp(info.updated).strftime("%Y-%m-%d %H:%M") if info.updated else ""
            game = game_title(info.game) if info.game in ("gops", "guts", "zhopa") else "?"
            title = info.title
            if info.aside:
                title = self.tr("%1 — damaged, kept aside").replace(
                    "%1", isolate(info.title) if info.title else self.tr("Unnamed game"))
            item = QTreeWidgetItem([title, game, locale.toString(info.moves), when])
            item.setData(0, Qt.ItemDataRole.UserRole, info.db_id)
            item.setData(1, Qt.ItemDataRole.UserRole, info.game)
            item.setData(2, Qt.ItemDataRole.UserRole, info.aside)
            with_headers(item, headers)  # "Moves: 6", never a bare "6"
            players = listed_players(info)
            if info.aside:
                for column in range(4):
                    item.setForeground(column, grey)
                tip = self.tr("Its stored data is damaged: it cannot be opened. "
                              "Export… saves what can still be read of it.")
                item.setToolTip(0, tooltip_text(f"{players}\n{tip}" if players else tip))
            else:
                item.setToolTip(0, tooltip_text(players))
            items.append(item)
        if not items and not self.message.text():
            self._say(self.tr("There are no saved games yet. Use Game → Save as… during a game."))
        self._base = self.message.text()  # what the selection's own sentence follows
        self.list.addTopLevelItems(items)
        chosen = [i for i in items if i.data(0, Qt.ItemDataRole.UserRole) == select] or items[:1]
        if chosen:
            self.list.setCurrentItem(chosen[0])
        self._selection_changed()

    def _say(self, text: str, error: bool = True) -> None:
        self.message.setText(text)
        self.message.setStyleSheet("color: #c0392b;" if error else "")

    def _is_aside(self, item: QTreeWidgetItem | None) -> bool:
        return item is not None and bool(item.data(2, Qt.ItemDataRole.UserRole))

    def _readable_part(self, db_id: int):
        """What can still be read of a listed game (read once; GameStore.readable_part),
        or the reason nothing can."""
        if db_id not in self._readable:
            try:
                self._readable[db_id] = self.store.readable_part(db_id)
            except StorageError as exc:
                self._readable[db_id] = storage_text(exc)
        return self._readable[db_id]

    def _selection_changed(self) -> None:
        """The buttons follow the selected game: a game kept aside is never opened, only
        exported (when anything of it can be read); the reason is said beside the list."""
        item = self._selected()
        aside = self._is_aside(item)
        self.load_button.setEnabled(item is not None and not aside)
        # Enter does what can be done: load a save, export a game kept aside
        (self.export_button if aside else self.load_button).setDefault(True)
        self.replay_button.setEnabled(item is not None and not aside)
        self.delete_button.setEnabled(item is not None)
        closed = self.tr("A game kept aside cannot be opened: its stored data is damaged.") if aside else ""
        self.load_button.setToolTip(closed)
        self.replay_button.setToolTip(closed)
        if item is None or not aside:
            self._say(self._base)
            self.export_button.setEnabled(item is not None)
            self.export_button.setToolTip(self.tr("Save the selected game as a file to share or keep")
                                          if item is not None else "")
            return
        part = self._readable_part(item.data(0, Qt.ItemDataRole.UserRole))
        if isinstance(part, str):
            self.export_button.setEnabled(False)
            why = self.tr("It cannot be exported either: %1").replace("%1", part)
            self.export_button.setToolTip(why)
            self._say(" ".join(filter(None, [self._base, closed, why])))
            return
        self.export_button.setEnabled(True)
        if part.moves == part.stored:
            what = self.tr("Export… saves it with all its moves (%1).").replace("%1", QLocale().toString(part.moves))
        else:
            what = self.tr("Export… saves it up to its first damaged move: %1 of its %Ln moves.", "",
                           part.stored).replace("%1", QLocale().toString(part.moves))
        self.export_button.setToolTip(what)
        self._say(" ".join(filter(None, [self._base, closed, what])))

    def _selected(self) -> QTreeWidgetItem | None:
        return self.list.currentItem()

    def load_selected(self) -> None:
        item = self._selected()
        if item is None:
            return
        # read the row now: the question below runs the event loop, and the list may be
        # refilled meanwhile (its items deleted); the store checks the save still exists
        db_id, game = item.data(0, Qt.ItemDataRole.UserRole), item.data(1, Qt.ItemDataRole.UserRole)
        if self._is_aside(item):  # (Enter on its row: the Load button is disabled)
            return
        if not self.confirm(game):
            return
        try:
            self.loaded = self.store.open_saved(db_id)
        except StorageError as exc:
            self.refresh(storage_text(exc), select=db_id)  # a save found damaged is listed kept aside, selected
            return
        self.accept()

    def replay_selected(self) -> None:
        """The save step by step (ui/replay/replay_window.py); the save is only read."""
        item = self._selected()
        if item is None or self._is_aside(item):
            return
        from cardgames_qt.engine import IllegalMove
        from cardgames_qt.ui.coach.coach_wiring import replay_window
        try:
            self.replay = replay_window(self.store.record(item.data(0, Qt.ItemDataRole.UserRole)), self)
        except (StorageError, IllegalMove, KeyError, ValueError, TypeError) as exc:
            self._say(self.tr("This save cannot be replayed: %1").replace("%1", storage_text(exc)))
            return
        if self.replay is not None:  # None: the person at the screen declined
            self.replay.show()

    def delete_selected(self) -> None:
        item = self._selected()
        if item is None:
            return
        db_id, title = item.data(0,
                                 Qt.ItemDataRole.UserRole), item.text(0)  # the box runs the event loop: read it first
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete save?"),
                          self.tr("Delete the save “%1”? This cannot be undone.").replace("%1", title)
                          if not self._is_aside(item) else
                          self.tr("Delete the damaged game “%1”? Export… can still save what is readable of it; "
                                  "this cannot be undone.").replace("%1", title),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        if box.exec() != QMessageBox.StandardButton.Yes:
            return
        try:
            self.store.delete_saved(db_id)
        except StorageError as exc:
            self.refresh(storage_text(exc))
            return
        self.refresh()

    def export_selected(self) -> None:
        """The selected game as a JSON save file (the shared format; Import… reads it back):
        a save whole, a game kept aside as far as it can still be read."""
        item = self._selected()
        if item is None:
            return
        from datetime import date

        from cardgames_qt.app.services import export_save_file
        db_id, game = item.data(0, Qt.ItemDataRole.UserRole), item.data(1, Qt.ItemDataRole.UserRole)
        aside = self._is_aside(item)
        # a save or a game kept aside: what replays (the moves before the first damaged one, if any)
        part = self._readable_part(db_id)
        if isinstance(part, str):
            if aside:
                return  # (the button is disabled, with the reason)
            self.refresh(part, select=db_id)
            return
        suggested = f"{game}-{date.today().isoformat()}.json"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the game"), suggested,
                                              self.tr("Saved games (*.json)"))
        if not path:
            return
        try:  # the file dialog has asked before replacing a file
            export_save_file(path, part.record)
        except StorageError as exc:
            self._say(storage_text(exc))
            return
        if part.moves < part.stored:
            self._say(self.tr("Exported to %1: its first %2 of %Ln moves (those after them are damaged).", "",
                              part.stored)
                      .replace("%1", path).replace("%2", QLocale().toString(part.moves)), error=not aside)
        else:
            self._say(self.tr("Exported to %1").replace("%1", path), error=False)
