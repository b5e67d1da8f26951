"""The dialogs of the menus: settings and new game, load, statistics, rules, keys."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget


def _screen(dialog: QWidget) -> QScreen | None:
    parent = dialog.parentWidget()
    return (parent.screen() if parent is not None else None) or dialog.screen() or QGuiApplication.primaryScreen()


class _KeepOnScreen(QObject):
    """Once the dialog is shown (Qt centres it on its parent then), it is moved inside its screen."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget):
            from cardgames_qt.ui.main_window import restore_rect

            screen = _screen(watched)
            if screen is not None:
                inside = restore_rect(screen.availableGeometry(), watched.geometry())
                if inside != watched.geometry():
                    watched.setGeometry(inside)
        return False


def fit_to_screen(dialog: QWidget, wanted: QSize) -> None:
    """A dialog's first size: ``wanted``, no larger than the screen it opens on with room for
    the window manager's frame, and shown inside that screen (the rules at 760x680 ran off an
    800x600 screen, their Close button with them). Every dialog of the menus takes its size
    and place here."""
    from cardgames_qt.ui.main_window import DECORATIONS

    screen = _screen(dialog)
    if screen is not None:
        wanted = wanted.boundedTo(screen.availableGeometry().marginsRemoved(DECORATIONS).size())
    dialog.resize(wanted)
    dialog.installEventFilter(_KeepOnScreen(dialog))
