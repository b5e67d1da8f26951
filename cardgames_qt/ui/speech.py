"""Speaking the game to a screen reader.

The table hands sentences (worded by ``announce_text``) to the :class:`Speaker`;
it sends each one as a ``QAccessibleAnnouncementEvent`` (AT-SPI
``object:announcement``; Orca 46 and later, NVDA, VoiceOver speak it): polite
for the flow of the game, assertive for the listener's turn, refusals and
summaries. Screen readers older than announcements (Orca 43 in Debian 12)
ignore those and speak only what happens to the focused object: with the
setting "Speak the game: also for older screen readers" each sentence is also
set, for a moment, as the focused widget's accessible description (Orca 43
speaks a description change of the object with the focus, `onDescriptionChanged`
in its default script). Newer readers would say it twice, so it is a choice.

The speaker keeps the last few sentences (the L key says them again) and an
estimate of how long the reader still talks, so that computers and timed
moments wait for it where a reader is active (:meth:`busy_ms`).
"""
from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from cardgames_qt.app.visibility import Table, person_at_screen

#: how long a reader takes per character (about 170 words a minute) and at least per sentence
MS_PER_CHAR = 55
MS_MIN = 700


def reader_active() -> bool:
    """A screen reader (or another assistive technology) is listening to this app."""
    return QAccessible.isActive()


def listener_seat(controller) -> int | None:
    """The seat whose private cards may be spoken now: the app's one visibility policy
    (the person at the screen; nobody during a handover)."""
    return person_at_screen(Table.of_session(controller.session), controller.viewer)


class Speaker(QObject):
    #: a sentence was said (text, urgent)
    spoken = Signal(str, bool)

    def __init__(self, target: QObject, enabled: Callable[[], bool], parent: QObject | None = None,
                 older: Callable[[], bool] = lambda: False):
        super().__init__(parent)
        self.target = target
        self.enabled = enabled
        self.older = older  # also through the focused widget's description (Orca before 46)
        self._undelivered: list[str] = []  # said while no widget of ours had the focus
        self.history: deque[str] = deque(maxlen=12)
        self._busy_until = 0.0

    def say(self, text: str, urgent: bool = False, remember: bool = True) -> None:
        """``remember``: an event of the game (the L key says it again), not an answer to a key."""
        text = " ".join(text.split())
        if not text:
            return
        if remember:
            self.history.append(text)
        if not self.enabled():
            return
        event = QAccessibleAnnouncementEvent(self.target, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if urgent
                            else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)
        if self.older():
            self._through_focus(text)
        now = time.monotonic()
        start = now if urgent else max(now, self._busy_until)
        self._busy_until = start + max(MS_MIN, MS_PER_CHAR * len(text)) / 1000
        self.spoken.emit(text, urgent)

    def _through_focus(self, text: str, settled: bool = False) -> None:
        """The sentence as the focused widget's description, then its own again: an older
        reader speaks the change (the event carries the sentence), the widget keeps its words."""
        from PySide6.QtWidgets import QApplication
        focus = QApplication.focusWidget()
        if focus is None or focus.window() is not getattr(self.target, "window", lambda: None)() \
                or (focus is self.target and not settled):
            # no focus of ours, or the table in passing (its keys go to the hand next): said once
            # the focus has settled, else the next focus would cut it off
            self._undelivered.append(text)
            return
        own = focus.accessibleDescription()
        focus.setAccessibleDescription(text)
        focus.setAccessibleDescription(own)

    def deliver(self) -> None:
        """The focus came back (a new table, after a dialog): what an older reader missed."""
        pending, self._undelivered = self._undelivered[-12:], []
        if self.enabled() and self.older():
            for text in pending:
                self._through_focus(text, settled=True)

    def busy_ms(self) -> int:
        """How long the reader is still expected to talk (0 with no reader or speech off)."""
        if not self.enabled() or not reader_active():
            return 0
        return max(0, int((self._busy_until - time.monotonic()) * 1000))

    def recent(self, n: int = 4) -> list[str]:
        return list(self.history)[-n:]


# --- roles and states: what a card is to a screen reader ------------------------------------
_factory_installed = False


def install_roles() -> None:
    """Cards are not push buttons: a hand is a list of cards (a dimmed one is disabled and
    its description says why, a marked one is checked); cards one only looks at (the
    pot, the prize pile, face-down cards, a trick) are text. Installed once."""
    global _factory_installed
    if _factory_installed:
        return
    from PySide6.QtWidgets import QAccessibleWidget

    class CardAccessible(QAccessibleWidget):
        def __init__(self, widget, role):
            super().__init__(widget, role)

        def state(self):
            s = super().state()
            w = self.widget()
            if getattr(w, "view", None) is not None and w.view.interactive:
                s.disabled = not w.playable()
                # checked: the card marked on the table; only then checkable, so a reader never
                # says "not checked" after every card
                marked = w.row < w.view.model.rowCount() and bool(w.view.model.row(w.row).get("highlight"))
                s.checkable = s.checked = marked
            return s

        def text(self, kind):
            if kind == QAccessible.Text.Description:
                # only the reason: never the tooltip (a stale one, or the card's name again)
                return self.widget().accessibleDescription()
            return super().text(kind)

    from cardgames_qt.ui.table.cardview import CardButton, CardRowView
    from cardgames_qt.ui.table.table_base import HandoverScreen, SummaryScreen

    def factory(classname: str, obj):
        if isinstance(obj, CardButton):
            role = QAccessible.Role.ListItem if obj.view.interactive or obj.view.readable \
                else QAccessible.Role.StaticText
            return CardAccessible(obj, role)
        if isinstance(obj, CardRowView) and (obj.interactive or obj.readable):
            return QAccessibleWidget(obj, QAccessible.Role.List)
        if isinstance(obj, (SummaryScreen, HandoverScreen)):
            return QAccessibleWidget(obj, QAccessible.Role.Dialog)
        return None

    QAccessible.installFactory(factory)
    _factory_installed = True
