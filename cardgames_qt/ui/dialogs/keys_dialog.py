"""Help → Keys: every key the app answers to, in the player's language."""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from cardgames_qt.ui.dialogs import fit_to_screen
from cardgames_qt.ui.i18n import LRI, PDI, is_rtl

#: a run of Latin key names: "Ctrl+,", "H, F2", "Home / End", "A 2 … 9 0/T J Q K"
_KEYS_RUN = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9+,/… ]*[A-Za-z0-9+,])?")


def key_text(text: str) -> str:
    """Key sequences read left to right in every language: in right-to-left text each run of
    key names is a left-to-right isolate ("Ctrl+," never shows as ",+Ctrl"); translated key
    words around them ("چپ / راست") keep the reader's direction."""
    if not is_rtl():
        return text
    return _KEYS_RUN.sub(lambda m: f"{LRI}{m.group(0)}{PDI}", text)


def key_rows() -> list[tuple[str, str, str]]:
    """(where, keys, what they do), translated."""
    every = QCoreApplication.translate("KeysDialog", "Everywhere")
    table = QCoreApplication.translate("KeysDialog", "At the table")
    return [
        (every, "Ctrl+N", QCoreApplication.translate("KeysDialog", "New game (asks before leaving a running one)")),
        (every, "Ctrl+Shift+N", QCoreApplication.translate("KeysDialog", "New game with players and rules…")),
        (every, "Ctrl+S", QCoreApplication.translate("KeysDialog", "Save the game as…")),
        (every, "Ctrl+O", QCoreApplication.translate("KeysDialog", "Load a saved game")),
        (every, "Ctrl+Home", QCoreApplication.translate("KeysDialog", "Back to the start page")),
        (every, "Ctrl+,", QCoreApplication.translate("KeysDialog", "Settings")),
        (every, "F1", QCoreApplication.translate("KeysDialog", "Rules of the game")),
        (every, "F11", QCoreApplication.translate("KeysDialog", "Full screen")),
        (every, "Ctrl+Q", QCoreApplication.translate("KeysDialog", "Quit")),
        (table, QCoreApplication.translate("KeysDialog", "Left / Right"),
         QCoreApplication.translate("KeysDialog", "Move among the cards you may play")),
        (table, QCoreApplication.translate("KeysDialog", "Enter"),
         QCoreApplication.translate("KeysDialog", "Play the card or press the button that has the focus")),
        (table, QCoreApplication.translate("KeysDialog", "Tab / Shift+Tab"),
         QCoreApplication.translate("KeysDialog",
                                    "Next / previous control of the table; always comes back to the hand")),
        (table, QCoreApplication.translate("KeysDialog", "Space, Esc, a click"),
         QCoreApplication.translate("KeysDialog", "Skip an animation (Space never makes a move)")),
        (table, QCoreApplication.translate("KeysDialog", "Enter"),
         QCoreApplication.translate("KeysDialog", "Continue after a result, a summary or a handover")),
        (table, QCoreApplication.translate("KeysDialog", "Esc"),
         QCoreApplication.translate("KeysDialog", "Close a summary")),
        (table, "H, F2",
         QCoreApplication.translate("KeysDialog", "Hint: the coach's view of your decision, in the side panel")),
        (table, "Shift+F2", QCoreApplication.translate("KeysDialog", "Show or hide the coach panel")),
        (table, "Ctrl+Z",
         QCoreApplication.translate("KeysDialog", "Take back your last move (against the computer only)")),
        (table, "S", QCoreApplication.translate("KeysDialog", "Say the scores (balances, banks) aloud")),
        (table, "W",
         QCoreApplication.translate("KeysDialog",
                                    "Say what is on the table: prizes and pot, the trick, pot and reserve")),
        (table, "C", QCoreApplication.translate("KeysDialog", "Say your cards, suit by suit")),
        (table, "L", QCoreApplication.translate("KeysDialog", "Say the last few events again")),
        (QCoreApplication.translate("KeysDialog", "Gops"), "A 2 … 9 0/T J Q K",
         QCoreApplication.translate("KeysDialog", "Bid the card of that rank")),
        (QCoreApplication.translate("KeysDialog", "Guts"), "I", QCoreApplication.translate("KeysDialog", "Declare in")),
        (QCoreApplication.translate("KeysDialog", "Guts"), "O",
         QCoreApplication.translate("KeysDialog", "Declare out")),
        (QCoreApplication.translate("KeysDialog", "Zhopa"), "G", QCoreApplication.translate("KeysDialog", "Bet go")),
        (QCoreApplication.translate("KeysDialog", "Zhopa"), "P", QCoreApplication.translate("KeysDialog", "Bet pass")),
        (QCoreApplication.translate("KeysDialog", "Replay"),
         QCoreApplication.translate("KeysDialog", "Left / Right, Home / End"),
         QCoreApplication.translate("KeysDialog", "One move back / forward, to the start / end")),
        (QCoreApplication.translate("KeysDialog", "Replay"), "Page Up / Page Down",
         QCoreApplication.translate("KeysDialog", "Previous / next round, hand or trick")),
        (QCoreApplication.translate("KeysDialog", "Replay"), QCoreApplication.translate("KeysDialog", "Esc"),
         QCoreApplication.translate("KeysDialog", "Close the replay")),
    ]


class KeysDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keys"))
        rows = key_rows()
        self.table = QTableWidget(len(rows), 3)
        self.table.setHorizontalHeaderLabels([self.tr("Where"), self.tr("Keys"), self.tr("What they do")])
        for r, values in enumerate(rows):
            for c, text in enumerate(values):
                item = QTableWidgetItem(key_text(text) if c == 1 else text)
                item.setFlags(Qt.ItemIsEnabled)
                self.table.setItem(r, c, item)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(0, QHeaderView.ResizeToContents)
        head.setSectionResizeMode(1, QHeaderView.ResizeToContents)
        head.setSectionResizeMode(2, QHeaderView.Stretch)
        self.table.setWordWrap(True)
        self.table.resizeRowsToContents()
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.table)
        lay.addWidget(buttons)
        fit_to_screen(self, QSize(720, 560))

    def texts(self) -> list[str]:
        return [self.table.item(r, c).text() for r in range(self.table.rowCount()) for c in range(3)]
