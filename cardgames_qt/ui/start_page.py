"""The start page: every game of the catalogue, each with a short summary, New game,
Continue, Rules and its players and rules before a new game."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from cardgames_qt.engine.catalogue import GAME_IDS
from cardgames_qt.ui.table.felt import felt_brush, panel_label
from cardgames_qt.ui.words.catalogue_text import summary, title

if TYPE_CHECKING:  # imported when the sample cards are shown, after the first paint
    from cardgames_qt.ui.table.cardview import CardRowView


def game_title(game_id: str) -> str:
    """The game's name in the player's language (from the catalogue; the game's
    engine is not imported)."""
    return title(game_id)


def game_summary(game_id: str) -> str:
    return summary(game_id)


SAMPLE_CARD_HEIGHT = 118
SAMPLE_CARDS: dict[str, list[str | None]] = {
    "gops": ["KD", "QC", "JS"], "guts": ["AS", "AH", None, None], "zhopa": ["8S", "10H", "AC", "6D"]}


class GamePanel(QFrame):
    def __init__(self, game_id: str, parent=None, ctx=None):
        super().__init__(parent)
        self.game_id = game_id
        self.setObjectName("gamePanel")
        self.setStyleSheet("#gamePanel { background: rgba(0,0,0,70); border: 1px solid rgba(255,255,255,60);"
                           " border-radius: 14px; }")
        lay = QVBoxLayout(self)
        self.title = panel_label(game_title(game_id), bold=True, size=1.8)
        self.summary = panel_label(game_summary(game_id))
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.continue_info = panel_label("", size=0.9)
        self.new_button = QPushButton(self.tr("New game"))
        self.continue_button = QPushButton(self.tr("Continue"))
        self.rules_button = QPushButton(self.tr("Rules"))
        self.setup_button = QPushButton(self.tr("Players and rules…"))
        self.setup_button.setToolTip(self.tr("Choose the players, the computer's level and the rules, then start"))
        for b in (self.new_button, self.continue_button, self.rules_button, self.setup_button):
            b.setMinimumHeight(36)
            b.setAutoDefault(True)  # Enter presses the focused button, as Space does (outside a dialog
            #                         a push button answers only Space by default)
        self.new_button.setAccessibleName(self.tr("New game of %1").replace("%1", game_title(game_id)))
        self.continue_button.setAccessibleName(self.tr("Continue %1").replace("%1", game_title(game_id)))
        self.rules_button.setAccessibleName(self.tr("Rules of %1").replace("%1", game_title(game_id)))
        self.setup_button.setAccessibleName(self.tr("Players and rules of %1").replace("%1", game_title(game_id)))
        lay.addWidget(self.summary)
        self._ctx = ctx
        self.cards: CardRowView | None = None
        if ctx is not None:
            # a few of the game's cards, so the page looks like a card table;
            # added after the page's first paint (show_sample_cards), their place kept
            self._card_place = QWidget()
            self._card_place.setFixedHeight(SAMPLE_CARD_HEIGHT)
            lay.addStretch(1)
            lay.addWidget(self._card_place)
        lay.addStretch(1)
        # its line is kept when empty: the panels line up, and nothing moves when the
        # saves are read just after the first frame
        self.continue_info.setMinimumHeight(self.continue_info.fontMetrics().height())
        lay.addWidget(self.continue_info)
        # New game and Continue a row, Players and rules below, Rules beside the title: the
        # three panels side by side fit a window 780 px wide (an 800x600 screen) in every
        # language; three buttons a row did not (944-1004 px)
        row = QHBoxLayout()
        row.addWidget(self.new_button)
        row.addWidget(self.continue_button)
        lay.addLayout(row)
        lay.addWidget(self.setup_button)
        # the title's row goes in last, at the top: Tab takes New game, Continue, Players and
        # rules, then Rules (a widget's place in the Tab order is the order it joined the panel)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.rules_button, 0, Qt.AlignmentFlag.AlignVCenter)
        lay.insertLayout(0, head)


    def show_sample_cards(self) -> None:
        if self._ctx is None or self.cards is not None:
            return
        from cardgames_qt.ui.table.cardview import CardRowView
        from cardgames_qt.ui.table.models import CardListModel, card_row
        model = CardListModel(self)
        model.set_rows([card_row(c, face_up=c is not None) for c in SAMPLE_CARDS[self.game_id]])
        ctx = self._ctx() if callable(self._ctx) else self._ctx
        cards = self.cards = CardRowView(model, ctx, card_height=SAMPLE_CARD_HEIGHT, max_cards_hint=4)
        cards.setAccessibleName(self.tr("Sample cards"))
        lay = self.layout()
        assert lay is not None  # (set in __init__)
        lay.replaceWidget(self._card_place, cards)
        self._card_place.deleteLater()


class StartPage(QWidget):
    """``ctx``: the UiContext for the sample cards, or a function that returns
    it when they are added (after the first paint: the card cache loads Qt's
    SVG module)."""

    newGame = Signal(str)
    continueGame = Signal(str)
    showRules = Signal(str)
    setupGame = Signal(str)

    def __init__(self, parent=None, ctx=None):
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 24, 24, 24)
        head = panel_label(self.tr("Card games"), bold=True, size=2.4)
        head.setAlignment(Qt.AlignCenter)
        sub = panel_label(self.tr("Play against the computer, or pass and play with friends on this screen."))
        sub.setAlignment(Qt.AlignCenter)
        outer.addWidget(head)
        outer.addWidget(sub)
        self.setAccessibleName(head.text())  # a reader entering the page hears its title
        grid = QGridLayout()
        grid.setSpacing(20)
        self.panels: dict[str, GamePanel] = {}
        self._painted = False
        for i, game_id in enumerate(GAME_IDS):
            panel = GamePanel(game_id, ctx=ctx)
            panel.new_button.clicked.connect(lambda _=False, g=game_id: self.newGame.emit(g))
            panel.continue_button.clicked.connect(lambda _=False, g=game_id: self.continueGame.emit(g))
            panel.rules_button.clicked.connect(lambda _=False, g=game_id: self.showRules.emit(g))
            panel.setup_button.clicked.connect(lambda _=False, g=game_id: self.setupGame.emit(g))
            grid.addWidget(panel, 0, i)
            self.panels[game_id] = panel
        outer.addStretch(1)
        outer.addLayout(grid)
        outer.addStretch(2)

    def focus_game(self, game_id: str | None) -> None:
        """The keys on a game's panel: its Continue when a game waits, else its New game."""
        panel = self.panels.get(game_id or "") or next(iter(self.panels.values()))
        button = panel.continue_button if panel.continue_button.isEnabled() else panel.new_button
        button.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_continue(self, game_id: str, available: bool, info: str = "") -> None:
        panel = self.panels[game_id]
        panel.continue_button.setEnabled(available)
        panel.continue_info.setText(info)

    def paintEvent(self, event):
        p = QPainter(self)
        p.fillRect(self.rect(), felt_brush(QRectF(self.rect())))
        p.end()
        if not self._painted:  # paint first: the sample cards come right after
            self._painted = True
            QTimer.singleShot(0, self.show_sample_cards)

    def show_sample_cards(self) -> None:
        for panel in self.panels.values():
            panel.show_sample_cards()
