"""Accessibility: speaking the game to a screen reader and finding out which reader listens."""
from __future__ import annotations

from PySide6.QtCore import Qt

#: the where-am-I keys: S scores, W the table, C your cards, L the last events. They belong to
#: the window (they answer wherever the keys rest at the table); here, not in speech.py, so that
#: the window's menus and shortcuts are made before the first frame without the speaker
WHERE_KEYS = {Qt.Key.Key_S: "scores", Qt.Key.Key_W: "table", Qt.Key.Key_C: "hand", Qt.Key.Key_L: "last"}
