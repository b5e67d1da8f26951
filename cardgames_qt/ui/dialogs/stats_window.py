"""Game → Statistics…: per game and player (played, won, average margin, best),
the Zhopa rating history, and "Reset statistics…" with a confirmation.

Everything shown is a query over finished games (storage.db.results); games
played with hints or undo are counted apart. Names are plain text.
"""
from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QLocale, QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from cardgames_qt.app.services import StorageError
from cardgames_qt.ui.dialogs import fit_to_screen
from cardgames_qt.ui.i18n import num
from cardgames_qt.ui.start_page import game_title
from cardgames_qt.ui.table.charts import LineChart
from cardgames_qt.ui.words.catalogue_text import listed_players
from cardgames_qt.ui.words.storage_text import storage_text


def _item(text: str, number: float | None = None) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled)
    if number is not None:
        item.setData(Qt.ItemDataRole.UserRole, number)
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class StatsWindow(QDialog):
    def __init__(self, queries, parent=None, store=None):
        """``store``: a GameStore, for the tab of finished games that can be replayed."""
        super().__init__(parent)
        self.queries = queries
        self.store = store
        self.setWindowTitle(self.tr("Statistics"))
        self.tabs = QTabWidget()
        self.table = self._table()
        self.assisted_table = self._table()
        #: what each list says when it has nothing in it (under its own tab, never under another)
        self.empty: dict[QTableWidget, QLabel] = {}
        self.tabs.addTab(self._page(self.table, self.tr(
            "Games played without asking the coach for a hint and without taking a move back. A game in which "
            "a hint was asked for or a move taken back counts apart, in the next tab."),
            self.tr("No finished games yet.")), self.tr("Results"))
        self.tabs.addTab(self._page(self.assisted_table, self.tr(
            "Games in which the coach was asked for a hint or a move was taken back. They count here, apart "
            "from your results; the coach panel merely being open does not count."),
            self.tr("No finished games with the coach or a move taken back.")),
            self.tr("With the coach or undo"))
        rating = QWidget()
        self.player = QComboBox()
        self.player.setAccessibleName(self.tr("Player"))
        self.player.currentTextChanged.connect(self._player_changed)
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
        # what the rating is, and why it may be empty (it needs a whole game of Zhopa)
        self.rating_note = QLabel()
        self.rating_note.setTextFormat(Qt.PlainText)
        self.rating_note.setWordWrap(True)
        self.rating_note.setAlignment(Qt.AlignLeft | Qt.AlignTop)  # read from the top, not floating mid-tab
        lay.addWidget(self.rating_note, 1)
        # the rating after each game as a line (on the felt, as the summaries draw it), then the table
        self.rating_chart = LineChart()
        self.rating_chart.setAccessibleName(self.tr("Zhopa rating after each game"))
        felt = QFrame()
        felt.setObjectName("ratingFelt")
        felt.setStyleSheet("#ratingFelt { background: #1f5f3b; border-radius: 6px; }")
        QVBoxLayout(felt).addWidget(self.rating_chart)
        self.rating_felt = felt
        lay.addWidget(felt, 2)
        lay.addWidget(self.rating, 1)
        self.tabs.addTab(rating, self.tr("Zhopa rating"))
        self.rating_page = rating
        #: the rating history is read when its tab is first shown (with many games it is the slow query)
        self._rating_for: str | None = None
        self.tabs.currentChanged.connect(lambda _index: self._rating_if_shown())
        if store is not None:
            self._finished_tab()
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
        fit_to_screen(self, QSize(640, 420))
        self.refresh()
        from cardgames_qt.ui.access.speech import opened_aloud, voice_combos
        voice_combos(self)  # the player chosen with Down is heard
        opened_aloud(self)  # "Statistics", then the tab the keys land on

    def _finished_tab(self) -> None:
        """Finished games, newest first; Replay… (or Enter, a double-click) steps through one."""
        page = QWidget()
        self.finished_games = QTableWidget(0, 4)
        self.finished_games.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Players"), self.tr("Moves"),
                                                 self.tr("Finished")])
        self.finished_games.verticalHeader().hide()
        self.finished_games.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.finished_games.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.finished_games.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.finished_games.horizontalHeader().setStretchLastSection(True)
        self.finished_games.setAccessibleName(self.tr("Finished games"))
        self.finished_games.itemActivated.connect(lambda _item: self.replay_selected())
        self.replay_button = QPushButton(self.tr("Replay…"))
        self.replay_button.clicked.connect(self.replay_selected)
        lay = QVBoxLayout(page)
        lay.addWidget(self.finished_games)
        self.empty[self.finished_games] = self._empty_label(self.tr("No finished games yet."))
        lay.addWidget(self.empty[self.finished_games])
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.replay_button)
        lay.addLayout(row)
        self.tabs.addTab(page, self.tr("Finished games"))
        self.replay = None

    def _fill_finished(self) -> None:
        locale = QLocale()
        infos = self.store.list_finished()
        self.finished_games.setRowCount(len(infos))
        for r, info in enumerate(infos):
            when = datetime.fromtimestamp(info.updated).strftime("%Y-%m-%d %H:%M")
            game = _item(game_title(info.game) if info.game in ("gops", "guts", "zhopa") else "?")
            game.setData(Qt.ItemDataRole.UserRole + 1, info.db_id)
            cells = [game, _item(listed_players(info)), _item(locale.toString(info.moves), info.moves), _item(when)]
            for c, cell in enumerate(cells):
                self.finished_games.setItem(r, c, cell)
        if infos:
            self.finished_games.selectRow(0)
        self.replay_button.setEnabled(bool(infos))

    def replay_selected(self) -> None:
        """The chosen finished game step by step, every hand open (ui/replay/replay_window.py)."""
        row = self.finished_games.currentRow()
        if row < 0:
            return
        from cardgames_qt.engine import IllegalMove
        from cardgames_qt.ui.coach.coach_wiring import replay_window
        try:
            item = self.finished_games.item(row, 0)
            if item is None:
                return
            self.replay = replay_window(self.store.record(item.data(Qt.ItemDataRole.UserRole + 1)), self)
        except (StorageError, IllegalMove, KeyError, ValueError, TypeError) as exc:
            self.message.setText(self.tr("This game cannot be replayed: %1").replace("%1", storage_text(exc)))
            return
        if self.replay is not None:  # None: the person at the screen declined
            self.replay.show()

    def _empty_label(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.hide()
        return label

    def _page(self, table: QTableWidget, note: str, empty: str) -> QWidget:
        """A tab: what it counts (one sentence), its list, and what it says when empty."""
        page = QWidget()
        lay = QVBoxLayout(page)
        label = QLabel(note)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        lay.addWidget(label)
        lay.addWidget(table, 1)
        self.empty[table] = self._empty_label(empty)
        lay.addWidget(self.empty[table])
        return page

    def _update_empty(self) -> None:
        for table, label in self.empty.items():
            label.setVisible(table.rowCount() == 0)

    def _table(self) -> QTableWidget:
        t = QTableWidget(0, 6)
        t.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Player"), self.tr("Played"), self.tr("Won"),
                                     self.tr("Average margin"), self.tr("Best")])
        t.verticalHeader().hide()
        t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        t.horizontalHeader().setStretchLastSection(True)
        t.setAccessibleName(self.tr("Statistics"))
        return t

    def refresh(self) -> None:
        try:
            self._fill(self.table, self.queries.lines(assisted=False))
            self._fill(self.assisted_table, self.queries.lines(assisted=True))
            players = self.queries.zhopa_players()
            if self.store is not None:
                self._fill_finished()
        except Exception as exc:  # noqa: BLE001 - a database error is a sentence, never a traceback
            self.message.setText(storage_text(exc))
            return
        current = self.player.currentText()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItems(players)
        if current in players:
            self.player.setCurrentText(current)
        self.player.blockSignals(False)
        self._rating_for = None  # read again, when (or as soon as) the tab is shown
        self._rating_if_shown()
        # rows left out or games kept aside as damaged: said, the rest is shown
        notes = list(getattr(self.queries, "notes", [])) + (self.store.take_notes() if self.store is not None else [])
        # "no games" is said under each list's own tab
        self.message.setText(" ".join(storage_text(note) for note in notes))
        self._update_empty()

    def _fill(self, table: QTableWidget, lines) -> None:
        locale = QLocale()
        table.setRowCount(len(lines))
        for r, line in enumerate(lines):
            margin = "—" if line.avg_margin is None else num(line.avg_margin, 1)
            best = "—" if line.best is None else num(line.best)
            cells = [_item(game_title(line.kind)), _item(line.player), _item(locale.toString(line.played), line.played),
                     _item(locale.toString(line.won), line.won), _item(margin, line.avg_margin),
                     _item(best, line.best)]
            for c, cell in enumerate(cells):
                table.setItem(r, c, cell)

    def _player_changed(self, _player: str) -> None:
        self._rating_for = None
        self._rating_if_shown()

    def _rating_if_shown(self) -> None:
        """Fill the rating tab only while it is the tab shown, once per player and refresh."""
        if self.tabs.currentWidget() is not self.rating_page:
            return
        player = self.player.currentText()
        if self._rating_for == player:
            return
        self._rating_for = player
        try:
            self._show_rating(player)
        except Exception as exc:  # noqa: BLE001 - a database error is a sentence, never a traceback
            self.message.setText(storage_text(exc))

    def _show_rating(self, player: str) -> None:
        history = self.queries.zhopa_history(player) if player else []
        locale = QLocale()
        self.rating.setRowCount(len(history))
        for r, (finished, value) in enumerate(history):
            self.rating.setItem(r, 0, _item(locale.toString(r + 1), r + 1))
            self.rating.setItem(r, 1, _item(datetime.fromtimestamp(finished).strftime("%Y-%m-%d %H:%M")))
            self.rating.setItem(r, 2, _item(num(value, 1) + " %", value))
        self.rating_chart.set_series([(player, [value for _finished, value in history])] if history else [],
                                     self.tr("Games"), x_start=1)
        about = self.tr("The rating runs from 0 % (every point of every partie lost) to 100 % (every one "
                        "won); 50 % is even. It is worked out over all your finished games of Zhopa, "
                        "played without the coach and without taking a move back, and drawn after each.")
        if history:
            note = about
        elif player:
            note = self.tr("%1 has no rating yet: it needs a finished game of Zhopa played without the "
                           "coach and without taking a move back.").replace("%1", player) + "\n" + about
        else:
            note = self.tr("No rating yet: it appears when a game of Zhopa is finished (every partie, "
                           "until a player reaches 0 or 6 banks or the last partie ends), played without "
                           "the coach and without taking a move back.") + "\n" + about
        self.rating_note.setText(note)
        self.rating_felt.setVisible(bool(history))  # no empty chart: the note says why
        self.rating_note.parentWidget().layout().setStretchFactor(self.rating_note, 0 if history else 1)
        self.rating.setVisible(bool(history))

    def reset(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Reset statistics?"),
                          self.tr("Forget every recorded result? This cannot be undone."),
                          QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel, self)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        if box.exec() != QMessageBox.StandardButton.Reset:
            return
        try:
            self.queries.reset()
        except StorageError as exc:
            self.message.setText(storage_text(exc))
            return
        self.refresh()
