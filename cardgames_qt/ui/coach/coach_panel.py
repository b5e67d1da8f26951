"""The coach's side panel: a hint shown as a person reads it.

It only shows a hint it is given (app/coaching/coach.py, computed in the worker
process); it never computes one. Gops: a bar over each card of the hand, the
equilibrium's probability of bidding it, the expected margin of the game and
the reason. Guts: where the hand stands and the expected gain of each
choice. Zhopa: a bar per legal card (its estimated partie points) or, at the
bet, the chance of reaching each target. The "Hint" button asks for a fresh
hint (``hintRequested``); the app answers with :meth:`set_hint`.

The panel keeps one width (``PANEL_WIDTH``, from the screen), whatever the hint
says: bars are rows (a card, its bar, its value) and the text wraps and scrolls,
so the table beside it never moves from move to move.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QProgressBar, QPushButton, QScrollArea, QVBoxLayout, QWidget

from cardgames_qt.ui.words import coach_text as ct
from cardgames_qt.ui.words.markup import plain, tooltip_text


def panel_width() -> int:
    """The panel's one width: a fifth of the screen, 240–320 px."""
    screen = QGuiApplication.primaryScreen()
    width = screen.availableGeometry().width() if screen is not None else 1366
    return min(320, max(240, width // 5))


class _Bars(QWidget):
    """One row per card: its name, a bar, the value (thirteen Gops cards fit any width)."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(1, 1)

    def show_bars(self, items: list[tuple[str, float, str, bool]]) -> None:
        """``items``: (card label, fill 0..1, value text, best?)."""
        while self.grid.count():
            item = self.grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()
                w.deleteLater()
        for row, (label, fill, text, best) in enumerate(items):
            bar = QProgressBar(self)
            bar.setRange(0, 1000)
            bar.setValue(round(1000 * max(0.0, min(1.0, fill))))
            bar.setTextVisible(False)
            bar.setMaximumHeight(14)
            bar.setMinimumWidth(40)
            bar.setAccessibleName(ct.fill(self.tr("%1: %2"), label, text))
            bar.setToolTip(tooltip_text(bar.accessibleName()))
            caption = plain(QLabel(label, self))
            if best:  # the best choice in bold
                font = caption.font()
                font.setBold(True)
                caption.setFont(font)
            value = plain(QLabel(text, self))
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(caption, row, 0)
            self.grid.addWidget(bar, row, 1)
            self.grid.addWidget(value, row, 2)


class CoachPanel(QWidget):
    hintRequested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("coachPanel")
        self.setAccessibleName(self.tr("Coach"))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        # the hint scrolls inside the panel's one width: never wider, never a moving table
        self.scroller = QScrollArea(self)  # not "scroll": that is QWidget.scroll()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        body = QWidget(self.scroller)
        self.scroller.setWidget(body)
        layout = QVBoxLayout(body)
        self.title = QLabel(self.tr("Coach"), self)
        self.title.setStyleSheet("font-weight: bold")
        self.status = QLabel(self)
        self.bars = _Bars(self)
        self.value = QLabel(self)
        self.reason = QLabel(self)
        self.details = QLabel(self)
        for label in (self.status, self.value, self.reason, self.details):
            label.setTextFormat(Qt.TextFormat.PlainText)  # messages may quote names: never markup
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # no mnemonic: Alt+H opens the Help menu (the hint has its keys, H and F2)
        self.button = QPushButton(self.tr("Hint"), self)
        self.button.setToolTip(self.tr("Ask the coach about this decision"))
        self.button.clicked.connect(self.hintRequested)
        for w in (self.title, self.status, self.bars, self.value, self.reason, self.details):
            layout.addWidget(w)
        layout.addStretch(1)
        outer.addWidget(self.scroller, 1)
        # a hint shows once it is asked for (H, this button); from then on it follows the game, which
        # counts apart: the panel merely being open does not
        self.note = QLabel(self.tr("A game in which you ask for a hint counts apart in the statistics."), self)
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        # smaller, not italic: the Persian fonts here have no italic and would show boxes
        font = self.note.font()
        font.setPointSizeF(font.pointSizeF() * 0.9)
        self.note.setFont(font)
        outer.addWidget(self.note)
        outer.addWidget(self.button)
        self.setFixedWidth(panel_width())
        self.set_hint(None)

    def set_thinking(self) -> None:
        self.hint = None
        self._show(status=self.tr("Thinking…"))

    def set_message(self, text: str) -> None:
        """No hint, only a sentence (e.g. hidden during a handover)."""
        self.hint = None
        self._show(status=text)

    def set_hint(self, hint) -> None:
        """Show ``hint`` (a GopsHint, GutsHint or ZhopaHint), or None: nothing to decide."""
        self.hint = hint  # what is on the panel now
        if hint is None:
            self._show(status=self.tr("No decision to make now."))
        elif hint.game == "gops":
            top = max(hint.probabilities.values())
            bars = [(ct.gops_value(b), p / top if top else 0.0, ct.percent(p), b == hint.best)
                    for b, p in sorted(hint.probabilities.items())]
            self._show(bars=bars, value=ct.value_text(hint.value, hint.exact), reason=ct.reason_text(hint.reason))
        elif hint.game == "guts":
            # the gains are measured against going out: going out itself is always 0 and says nothing
            gains = ct.fill(self.tr("Going in rather than out: %1 tokens on average"), ct.signed(hint.gains["in"], 2))
            self._show(reason=ct.reason_text(hint.reason), details=gains)
        elif hint.phase == "bet":
            lines = [ct.fill(self.tr("Chance of reaching the %1 target (%2 points): %3"), ct.move_text("zhopa", b),
                             ct.number(hint.targets[b]), ct.percent(hint.reach[b])) for b in ("go", "pass")]
            self._show(reason=ct.reason_text(hint.reason), details="\n".join(lines))
        else:
            top = max(hint.points.values()) or 1.0
            bars = [(ct.move_text("zhopa", c), p / top, ct.number(p, 0), c == hint.best)
                    for c, p in hint.points.items()]
            self._show(bars=bars, reason=ct.reason_text(hint.reason),
                       details=self.tr("Bars: estimated partie points at the end, per card."))

    def _show(self, status: str = "", bars=None, value: str = "", reason: str = "", details: str = "") -> None:
        self.status.setText(status)
        self.status.setVisible(bool(status))
        self.bars.show_bars(bars or [])
        self.bars.setVisible(bool(bars))
        for label, text in ((self.value, value), (self.reason, reason), (self.details, details)):
            label.setText(text)
            label.setVisible(bool(text))
