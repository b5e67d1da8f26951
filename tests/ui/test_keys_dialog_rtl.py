"""Help → Keys in Persian (issue 22): key sequences read left to right ("Ctrl+," never ",+Ctrl"),
measured on the text as a right-to-left cell lays it out."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardgames_qt.ui.i18n import install_language

from .conftest import rtl_x


def _x_of(text: str, font, index: int) -> float:
    """Where character ``index`` of ``text`` is drawn when the text runs right to left."""
    return rtl_x(text, font)(index)


def test_key_sequences_read_left_to_right_in_persian(qtbot, window):
    from cardgames_qt.ui.dialogs.keys_dialog import KeysDialog
    app = QApplication.instance()
    seen = {}
    try:
        install_language(app, "fa")

        def look():
            dlg = QApplication.activeModalWidget()
            if not isinstance(dlg, KeysDialog):
                QTimer.singleShot(20, look)
                return
            t = dlg.table
            seen["cells"] = [t.item(r, 1).text() for r in range(t.rowCount())]
            seen["font"] = t.font()
            seen["rtl"] = t.layoutDirection() == Qt.RightToLeft
            QTest.keyClick(dlg, Qt.Key_Escape)
        QTimer.singleShot(0, look)
        window.act_keys.trigger()
    finally:
        install_language(app, "en")
    assert seen["rtl"]
    font = seen["font"]
    for sequence, first, last in (("Ctrl+,", "C", ","), ("Shift+F2", "S", "2"), ("Ctrl+Home", "C", "e"),
                                  ("Page Up / Page Down", "P", "n"), ("Home / End", "H", "d")):
        cell = next(c for c in seen["cells"] if sequence in c)
        a, b = cell.index(sequence), cell.index(sequence) + len(sequence) - 1
        assert cell[a] == first and cell[b] == last
        assert _x_of(cell, font, a) < _x_of(cell, font, b), f"{cell!r} reads {sequence!r} backwards"
    # a translated key word keeps the reader's direction: "چپ / راست" is not isolated
    arrows = next(c for c in seen["cells"] if "چپ" in c)
    assert "\u2066چپ" not in arrows
