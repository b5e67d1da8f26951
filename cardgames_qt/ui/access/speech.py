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

On that route a sentence is heard once whatever the focus does. Orca 43 reads a widget's
description when it takes the focus, and speaks a description change only of the object it
has already followed (its locus of focus). So the sentences waiting for a widget are set as
its description as the focus moves there, before Qt tells the reader of the focus (the
change itself goes to an object the reader does not follow yet: only the focus is heard,
its name and the sentences); and a sentence said while the reader may still be reading the
new focus (:data:`FRESH_MS`) waits until it has, then comes as one change.

The speaker keeps the last few sentences (the L key says them again) and an
estimate of how long the reader still talks, so that computers and timed
moments wait for it where a reader is active (:meth:`busy_ms`).
"""
from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from cardgames_qt.app.visibility import Table, person_at_screen
from cardgames_qt.ui.access import WHERE_KEYS as WHERE_KEYS  # (the keys' one owner; read here too)
from cardgames_qt.ui.words.announce_text import for_ear

#: where-am-I keys: the scores, what is on the table, your cards, the last events again. They
#: belong to the window (shortcuts), answering wherever the keys rest at the table

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
                 older: Callable[[], bool] = lambda: False,
                 listener: Callable[[], int | None] = lambda: None):
        super().__init__(parent)
        self.target = target
        self.enabled = enabled
        self.older = older  # also through the focused widget's description (Orca before 46)
        #: the seat whose private cards may be spoken at this moment (the visibility policy's
        #: person at the screen): every remembered sentence is kept for that listener only
        self.listener = listener
        self._undelivered: list[tuple[int | None, str]] = []  # said while no widget of ours had the focus
        self.history: deque[tuple[int | None, str]] = deque(maxlen=12)
        self._busy_until = 0.0
        self._late = QTimer(self)  # the table held the keys in passing: said once they stay there
        self._late.setSingleShot(True)
        self._late.timeout.connect(lambda: self.deliver(settled=True))
        #: the widget that took the focus last, and when: until FRESH_MS later the reader may still
        #: be reading it (its name and description), and a description change would be a second time
        self._fresh: QWidget | None = None
        self._fresh_at = 0.0
        #: the sentences the last focus took with it as it landed (carried on to the next focus
        #: when that one comes within CARRY_MS: the reader never got to the first)
        self._landed: list[tuple[int | None, str]] = []
        from PySide6.QtWidgets import QApplication
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)

    def say(self, text: str, urgent: bool = False, remember: bool = True) -> None:
        """``remember``: an event of the game (the L key says it again), not an answer to a key."""
        text = " ".join(for_ear(text).split())
        if not text:
            return
        listener = self.listener()
        if remember:
            self.history.append((listener, text))
        if not self.enabled():
            return
        event = QAccessibleAnnouncementEvent(self.target, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if urgent
                            else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)
        if self.older():
            # an answer to a key is said where the keys are, at once: the focus is settled
            self._through_focus(listener, text, settled=not remember, answer=not remember)
        now = time.monotonic()
        start = now if urgent else max(now, self._busy_until)
        self._busy_until = start + max(MS_MIN, MS_PER_CHAR * len(text)) / 1000
        self.spoken.emit(text, urgent)

    def _through_focus(self, listener: int | None, text: str, settled: bool = False, answer: bool = False) -> None:
        """The sentence as the focused widget's description (an older reader speaks a
        description change of the object with the focus). The widget's own description
        comes back only once the focus has left it (:func:`describe`), so the reader hears
        one sentence per event, never the restored words after it."""
        from PySide6.QtWidgets import QApplication
        focus = QApplication.focusWidget()
        if focus is None or focus.window() is not getattr(self.target, "window", lambda: None)() \
                or not focus.isVisible() or not self._ours(focus) or (focus is self.target and not settled):
            # no focus of ours, or the table in passing (its keys go to the hand next): said once
            # the focus has settled (or with the next focus, as it lands), else the next focus
            # would cut it off
            self._undelivered.append((listener, text))
            if focus is self.target:
                self._late.start(LATE_MS)  # the keys stayed on the table: said there
            else:
                del self._undelivered[:-12]  # the focus away: the last few are said when it comes back
            return
        young = self._young(focus)
        if young or (self._undelivered and not answer):
            # the reader may still be reading this focus (it would hear the sentence with the
            # focus and again as a change), or sentences before it still wait: in turn, later
            # (an answer to a key does not wait for the flow: it is said once the focus is read)
            self._undelivered.append((listener, text))
            if not self._late.isActive():
                self._late.start(max(young, 1))
            return
        hold(focus, text)

    def _young(self, widget: QWidget) -> int:
        """How many ms more ``widget``, which took the focus a moment ago, may still be being
        read by the reader (0: long enough ago, or not the widget that took the focus last)."""
        if widget is not self._fresh:
            return 0
        return max(0, int(FRESH_MS - (time.monotonic() - self._fresh_at) * 1000))

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The focus moves to ``new`` (Qt tells the reader right after this signal): the
        sentences waiting for the focus become its description now, so that the reader hears
        them once, with the focus, and no change after it."""
        import shiboken6
        if not shiboken6.isValid(self):
            return
        now = time.monotonic()
        if self._landed and _old is self._fresh and (now - self._fresh_at) * 1000 < CARRY_MS:
            # the focus did not stay where the sentences landed: a reader skips a focus gone
            # before it gets to it, so they go on with the focus
            self._undelivered[:0] = self._landed
        self._landed = []
        if new is None or not shiboken6.isValid(new):
            return
        self._fresh, self._fresh_at = new, now
        if new is self.target or not self._undelivered or not self.enabled() or not self.older() \
                or new.window() is not getattr(self.target, "window", lambda: None)() or not self._ours(new):
            return  # the table in passing waits (LATE_MS); nothing waits; not our focus
        listener = self.listener()
        pending, self._undelivered = self._undelivered, []
        self._landed = [(seat, text) for seat, text in pending if seat is None or seat == listener]
        if self._landed:
            self._late.stop()
            hold(new, " ".join(text for _seat, text in self._landed))

    def _ours(self, widget: QWidget) -> bool:
        """The focus is on this table (or outside any table: a menu bar, the window): never on
        another table on its way out (a take-back rebuilds the table; the old one goes)."""
        from cardgames_qt.ui.table.table_base import TableBase
        owner: QWidget | None = widget
        while owner is not None and not isinstance(owner, TableBase):
            owner = owner.parentWidget()
        return owner is None or owner is self.target

    def deliver(self, settled: bool = True) -> None:
        """The focus came back (a new table, after a dialog): what an older reader missed,
        only what the listener at the screen now may hear."""
        pending, self._undelivered = self._undelivered, []
        if self.enabled() and self.older():
            for listener, text in pending:
                if listener is None or listener == self.listener():
                    self._through_focus(listener, text, settled=settled)

    def forget(self) -> None:
        """The screen passes to another person: their history starts clean (nothing of
        the last listener's is said again, nor delivered late)."""
        self.history.clear()
        self._undelivered.clear()
        self._landed = []

    def busy_ms(self) -> int:
        """How long the reader is still expected to talk (0 with no reader or speech off)."""
        if not self.enabled() or not reader_active():
            return 0
        return max(0, int((self._busy_until - time.monotonic()) * 1000))

    def recent(self, n: int = 4, may_hear: Callable[[int | None], bool] | None = None) -> list[str]:
        """The last ``n`` remembered sentences the listener now may hear: ``may_hear(seat)``
        (the visibility policy) for the seat each was said to; by default only the public
        ones and the present listener's own."""
        if may_hear is None:
            now = self.listener()

            def may_hear(seat: int | None) -> bool:
                return seat is None or seat == now
        return [text for seat, text in self.history if may_hear(seat)][-n:]


def announce(target: QObject, text: str, urgent: bool = False) -> None:
    """A sentence for the screen reader outside the table (a dialog opened, the start page
    reached): an announcement, worded for the ear."""
    text = " ".join(for_ear(text).split())
    if not text or not reader_active():
        return
    event = QAccessibleAnnouncementEvent(target, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if urgent
                        else QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)


# --- the route for older readers: one description change per sentence -----------------------
#: how long the keys must stay on the table before a sentence is said through it
LATE_MS = 250
#: how long after a widget took the focus a reader may still be reading it (its name and its
#: description, read when the reader gets to the focus event: Orca 43 about 40–100 ms later)
FRESH_MS = 250
#: a focus left sooner than this after it took the focus was not read (the reader gets to a
#: focus event some 40 ms after it; Orca 43 skips one whose object has lost the focus by then)
CARRY_MS = 30
#: widgets holding a routed sentence as their description -> their own description meanwhile
_held: dict[QWidget, str] = {}


def hold(widget: QWidget, text: str) -> None:
    """Say ``text`` through ``widget``'s description and keep it there while the widget
    has the focus: its own words come back when the focus leaves (a change the reader,
    following the new focus, does not speak)."""
    _watch_focus()
    if widget not in _held:
        _keep(widget, widget.accessibleDescription())
    if widget.accessibleDescription() == text:
        # the same sentence again (Qt sends nothing for an unchanged value): a new event
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged))
    else:
        widget.setAccessibleDescription(text)


def describe(widget: QWidget, text: str, quiet: bool = False) -> None:
    """Set ``widget``'s own description, the one way every path changes it: a widget
    holding a routed sentence takes it once the focus leaves; ``quiet`` (the table while
    the game is spoken: the sentences say what changed) waits the same way while it has
    the focus, so a reader never hears a status and the sentence about the same event.
    What a reader is told is worded for the ear (:func:`for_ear`: no "Q♣", no arrows)."""
    text = for_ear(text)
    if widget in _held:
        _held[widget] = text
        return
    if widget.accessibleDescription() == text:
        return
    if quiet and widget.hasFocus():
        _watch_focus()
        _keep(widget, text)
        return
    widget.setAccessibleDescription(text)


def _keep(widget: QWidget, own: str) -> None:
    _held[widget] = own
    if not widget.property("_speech_held"):  # forgotten with the widget
        widget.setProperty("_speech_held", True)
        widget.destroyed.connect(lambda *_a, w=widget: _held.pop(w, None))


def own_description(widget: QWidget) -> str:
    """The widget's own description (not a sentence it holds in passing)."""
    return _held.get(widget, widget.accessibleDescription())


_watching = False


def _watch_focus() -> None:
    global _watching
    if _watching:
        return
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    app.focusChanged.connect(_focus_changed)
    _watching = True


def _focus_changed(old: QWidget | None, _new: QWidget | None) -> None:
    if old is not None and old in _held:
        # after the reader has followed the focus (its focus event goes out after this signal)
        QTimer.singleShot(0, lambda w=old: _release(w))


def _release(widget: QWidget) -> None:
    import shiboken6
    if widget not in _held or not shiboken6.isValid(widget) or widget.hasFocus():
        return
    own = _held.pop(widget)
    if widget.accessibleDescription() != own:
        widget.setAccessibleDescription(own)


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

    class CardListAccessible(QAccessibleWidget):
        """A hand as a list of the cards it shows: a card kept hidden for a card to come is
        no item ("List with 5 items" with 3 cards left)."""

        def __init__(self, widget):
            super().__init__(widget, QAccessible.Role.List)

        def _cards(self) -> list:
            return [b for b in getattr(self.widget(), "buttons", []) if not b.isHidden()]

        def childCount(self) -> int:
            return len(self._cards())

        def child(self, index):
            cards = self._cards()
            return QAccessible.queryAccessibleInterface(cards[index]) if 0 <= index < len(cards) else None

        def indexOfChild(self, child) -> int:
            obj = child.object() if child is not None else None
            cards = self._cards()
            return cards.index(obj) if obj in cards else -1

    from cardgames_qt.ui.table.cardview import CardButton, CardRowView
    from cardgames_qt.ui.table.table_base import HandoverScreen, SummaryScreen

    def factory(classname: str, obj):
        if isinstance(obj, CardButton):
            role = QAccessible.Role.ListItem if obj.view.interactive or obj.view.readable \
                else QAccessible.Role.StaticText
            return CardAccessible(obj, role)
        if isinstance(obj, CardRowView) and (obj.interactive or obj.readable):
            return CardListAccessible(obj)
        if isinstance(obj, (SummaryScreen, HandoverScreen)):
            return QAccessibleWidget(obj, QAccessible.Role.Dialog)
        return None

    QAccessible.installFactory(factory)
    _factory_installed = True


# --- a value changed by a key is heard ----------------------------------------------------------
def voice_combos(root: QWidget) -> None:
    """Every combo box under ``root`` says its new value when a key changes it while it is
    closed (Down, Up, Home, End, a letter): an older reader (Orca 43) drops a closed combo
    box's value change as redundant and says nothing; a description change of the focused
    object it speaks. Only while the box has the focus, and once per change. Safe to call
    again (rows added later): each box is wired once."""
    from PySide6.QtWidgets import QComboBox
    for box in root.findChildren(QComboBox):
        if box.property("_speech_voiced"):
            continue
        box.setProperty("_speech_voiced", True)
        box.currentIndexChanged.connect(lambda _i, box=box: _voice(box))


def _voice(box) -> None:
    import shiboken6
    if not shiboken6.isValid(box) or not box.hasFocus() or box.view().isVisible():
        return  # not a key on the closed box: an open list or the program speaks for itself
    text = box.currentText()
    if text:
        hold(box, text)


# --- dialogs: said when they open, lists with their headers -------------------------------------
class _OpenedAloud(QObject):
    def eventFilter(self, obj, event):
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.Show:
            obj.setAccessibleName(obj.windowTitle())  # the title as it is now (New game of …)
            # after the window is up: its name first, then the focus inside it
            QTimer.singleShot(0, lambda: _say_opened(obj))
        return False


def _say_opened(dialog) -> None:
    import shiboken6
    if shiboken6.isValid(dialog) and dialog.isVisible():
        announce(dialog, dialog.accessibleName() or dialog.windowTitle(), urgent=True)


def opened_aloud(dialog: QWidget, focus: QWidget | None = None) -> None:
    """A dialog says its name when it opens (its accessible name is its title: a reader
    hears "Statistics", not only the tab the keys land on); ``focus``: where the keys go
    first (the text to read, not the tab bar). Built before it is shown, as dialogs are."""
    watcher = _OpenedAloud(dialog)
    dialog.installEventFilter(watcher)
    if focus is not None:
        focus.setFocus(Qt.FocusReason.OtherFocusReason)


def with_headers(item, headers: list[str]) -> None:
    """A row of a list read with its column names ("Moves: 6", "Saved: 2026-12-04 14:05"):
    a reader reading a row of a tree says its cells without their headers."""
    from PySide6.QtCore import QCoreApplication
    pair = QCoreApplication.translate("Announcer", "%1: %2")
    for column, header in enumerate(headers):
        text = item.text(column)
        if text:
            item.setData(column, Qt.ItemDataRole.AccessibleTextRole,
                         pair.replace("%1", header.replace("&", ""), 1).replace("%2", text, 1))
