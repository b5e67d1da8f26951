"""The dialogs of the menus: settings and new game, load, statistics, rules, keys."""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def fit_to_screen(dialog: QWidget, wanted: QSize) -> None:
    """A dialog's first size: ``wanted``, no larger than the screen it opens on with room for
    the window manager's frame (the rules at 760x680 ran off an 800x600 screen, their Close
    button with them). Every dialog of the menus takes its size here."""
    from cardgames_qt.ui.main_window import DECORATIONS

    parent = dialog.parentWidget()
    screen = (parent.screen() if parent is not None else None) or dialog.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        wanted = wanted.boundedTo(screen.availableGeometry().marginsRemoved(DECORATIONS).size())
    dialog.resize(wanted)
