"""What every game table shares: felt, status, handover screen, end summaries.

A table draws one seat's observation (the controller's *viewer*), never
the state. Subclasses implement ``rebuild(obs)`` (fill the models) and
``status_text(obs)``, and react to engine events for short animations.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout,
                               QWidget)

from .charts import SERIES_COLOURS, LineChart
from .controller import SessionController
from .engine_text import translate_refusal
from .felt import felt_brush, panel_label  # noqa: F401 - the tables import them from here


class Overlay(QFrame):
    """Covers the whole table (nothing behind it may show: handover, summaries)."""

    def __init__(self, parent: QWidget, opaque: bool):
        super().__init__(parent)
        self.opaque = opaque
        self.setAutoFillBackground(False)
        self.hide()

    def paintEvent(self, event):
        p = QPainter(self)
        if self.opaque:
            g = QLinearGradient(0, 0, 0, self.height())
            g.setColorAt(0, QColor("#1b2a38"))
            g.setColorAt(1, QColor("#0f1720"))
            p.fillRect(self.rect(), g)
        else:
            p.fillRect(self.rect(), QColor(0, 0, 0, 170))
        p.end()

    def show_over(self) -> None:
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()


class HandoverScreen(Overlay):
    confirmed = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent, opaque=True)
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        self.title = panel_label("", bold=True, size=2.0)
        self.title.setAlignment(Qt.AlignCenter)
        self.title.setWordWrap(True)
        self.hint = panel_label(self.tr("Everything private is hidden. Only the next player should look now."))
        self.hint.setAlignment(Qt.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton(self.tr("I am ready"))
        self.button.setDefault(True)
        self.button.setMinimumHeight(44)
        self.button.clicked.connect(self.confirmed.emit)
        lay.addWidget(self.title)
        lay.addWidget(self.hint)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.button)
        row.addStretch()
        lay.addLayout(row)
        lay.addStretch(3)

    def ask(self, name: str) -> None:
        self.title.setText(self.tr("Pass to %1 — click when ready").replace("%1", name))
        self.button.setText(self.tr("I am %1 — show my cards").replace("%1", name))
        self.button.setAccessibleName(self.button.text())
        self.show_over()
        self.button.setFocus()


class SummaryScreen(Overlay):
    """End of a game, a partie, a match: who won and why, a chart, the next action."""

    closed = Signal(str)  # the action chosen

    def __init__(self, parent: QWidget):
        super().__init__(parent, opaque=False)
        outer = QVBoxLayout(self)
        outer.addStretch()
        self.card = QFrame()
        self.card.setObjectName("summaryCard")
        self.card.setStyleSheet("#summaryCard { background: #203a2a; border: 2px solid #d4af37;"
                                " border-radius: 12px; }")
        self.card.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Maximum)
        lay = QVBoxLayout(self.card)
        self.title = panel_label("", bold=True, size=1.6)
        self.title.setAlignment(Qt.AlignCenter)
        self.title.setWordWrap(True)
        self.body = panel_label("")
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.RichText)
        self.chart = LineChart()
        self.buttons = QHBoxLayout()
        lay.addWidget(self.title)
        lay.addWidget(self.body)
        lay.addWidget(self.chart)
        lay.addLayout(self.buttons)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.card, 4)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch()
        self.kind = ""

    def present(self, kind: str, title: str, lines: list[str], series: list[tuple[str, list[float]]],
                actions: list[tuple[str, str]]) -> None:
        """actions: (id, label); the first is the default button."""
        self.kind = kind
        self.title.setText(title)
        legend = []
        for i, (name, ys) in enumerate(series):
            colour = SERIES_COLOURS[i % len(SERIES_COLOURS)]
            legend.append(f"<span style='color:{colour}'>&#9679;</span> {name}")
        html = "<br>".join(lines)
        if legend:
            html += "<br><br>" + " &nbsp; ".join(legend)
        self.body.setText(html)
        self.chart.set_series(series)
        self.chart.setVisible(bool(series))
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        self.buttons.addStretch()
        first = None
        for action_id, label in actions:
            b = QPushButton(label)
            b.setMinimumHeight(36)
            b.clicked.connect(lambda _=False, a=action_id: self._done(a))
            self.buttons.addWidget(b)
            first = first or b
        if first:
            first.setDefault(True)
        self.show_over()
        if first:
            first.setFocus()

    def _done(self, action: str) -> None:
        self.hide()
        self.closed.emit(action)

    def keyPressEvent(self, event):
        if event.key() == Qt.Key_Escape:
            self._done("close")
            return
        super().keyPressEvent(event)


class TableBase(QWidget):
    statusChanged = Signal(str)
    #: the table asks the window for something (e.g. "new_match")
    requested = Signal(str)

    def __init__(self, controller: SessionController, ctx, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.session = controller.session
        self.ctx = ctx
        self.setFocusPolicy(Qt.StrongFocus)
        self.setMinimumSize(640, 480)
        self.handover = HandoverScreen(self)
        self.handover.confirmed.connect(self._handover_confirmed)
        self.summary = SummaryScreen(self)
        self.summary.closed.connect(self.summary_closed)
        self._flash = ""
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self._clear_flash)
        controller.changed.connect(self._on_changed)
        controller.refused.connect(lambda message: self.flash(translate_refusal(message)))
        controller.viewerChanged.connect(lambda _v: self.refresh())
        controller.handoverRequested.connect(self._on_handover)
        controller.thinking.connect(lambda *_: self.refresh_status())

    # --- what the seat at the screen may see -----------------------------------------
    @property
    def viewer(self) -> int | None:
        return self.controller.viewer

    def observation(self) -> dict[str, Any]:
        return self.session.observation(self.viewer)

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        return self.session.seats[seat].name

    def bottom_seat(self) -> int:
        """The seat drawn nearest the person: the viewer, else the first human, else 0."""
        if self.viewer is not None:
            return self.viewer
        humans = self.session.human_seats()
        return humans[0] if humans else 0

    # --- refresh ------------------------------------------------------------------------
    def refresh(self) -> None:
        self.rebuild(self.observation())
        self.refresh_status()

    def refresh_status(self) -> None:
        if self.controller.handover_to is not None:
            text = self.tr("Pass the screen to %1").replace("%1", self.seat_name(self.controller.handover_to))
        else:
            text = self.status_text(self.observation())
        if self._flash:
            text = self._flash
        if self.session.last_save_error:
            text += "  ·  " + self.tr("Autosave failed: %1").replace("%1", self.session.last_save_error)
        self.statusChanged.emit(text)

    def flash(self, message: str) -> None:
        """Show a refusal or notice in the status line for a few seconds."""
        self._flash = message
        self._flash_timer.start(4000)
        self.refresh_status()

    def _clear_flash(self) -> None:
        self._flash = ""
        self.refresh_status()

    def _on_changed(self, events: list) -> None:
        self._flash = ""
        self.on_events(events)
        self.refresh()

    def _on_handover(self, seat: int) -> None:
        self.handover.ask(self.seat_name(seat))
        self.refresh_status()

    def _handover_confirmed(self) -> None:
        self.handover.hide()
        self.controller.confirm_handover()
        self.refresh()
        self.focus_default()

    # --- for subclasses -------------------------------------------------------------
    def rebuild(self, obs: dict[str, Any]) -> None:
        raise NotImplementedError

    def status_text(self, obs: dict[str, Any]) -> str:
        raise NotImplementedError

    def on_events(self, events: list) -> None:
        pass

    def summary_closed(self, action: str) -> None:
        if action != "close":
            self.requested.emit(action)
        self.focus_default()

    def focus_default(self) -> None:
        pass

    # --- painting ---------------------------------------------------------------------------
    def paintEvent(self, event):
        # the felt is a large gradient: render it once per size, then blit it
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), dpr)
        if getattr(self, "_felt_key", None) != key:
            from PySide6.QtGui import QPixmap
            pix = QPixmap(int(self.width() * dpr), int(self.height() * dpr))
            pix.setDevicePixelRatio(dpr)
            fp = QPainter(pix)
            fp.fillRect(QRectF(0, 0, self.width(), self.height()), felt_brush(QRectF(self.rect())))
            fp.end()
            self._felt, self._felt_key = pix, key
        p = QPainter(self)
        p.drawPixmap(event.rect(), self._felt, QRectF(event.rect().topLeft() * dpr,
                                                      event.rect().size() * dpr).toRect())
        p.end()

    def resizeEvent(self, event):
        for ov in (self.handover, self.summary):
            if ov.isVisible():
                ov.setGeometry(self.rect())
        super().resizeEvent(event)
