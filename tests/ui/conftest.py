"""Shared pieces for the UI tests: a main window on a temp home, helpers to click."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


@pytest.fixture
def cache(qapp):
    """``cache(**kwargs)`` makes a real CardImageCache; every one made is shut down after."""
    from cardgames_qt.ui.table.deck import CardImageCache
    made = []

    def make(**kwargs) -> CardImageCache:
        made.append(CardImageCache(**kwargs))
        return made[-1]

    yield make
    for c in made:
        c.shutdown()


@pytest.fixture
def english():
    """The app speaks English (whatever the machine's language)."""
    from cardgames_qt.ui.i18n import install_language
    install_language(QApplication.instance(), "en")
    yield


@pytest.fixture
def window(qtbot, _isolated_home):
    from cardgames_qt.ui.main_window import MainWindow

    w = MainWindow()
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    qtbot.addWidget(w)
    w.resize(1280, 820)
    w.show()
    yield w
    w.close()


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.LeftButton)


def drawn_texts(widget) -> list[str]:
    """Everything a person (or a screen reader) could read in a widget tree."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
    out = []
    for w in [widget] + widget.findChildren(QWidget):
        if not w.isVisibleTo(widget) and w is not widget:
            continue
        for text in (w.accessibleName(), w.accessibleDescription(), w.toolTip()):
            if text:
                out.append(text)
        if isinstance(w, (QLabel, QAbstractButton)) and w.text():
            out.append(w.text())
    return out


SUIT_SIGNS = "♠♥♦♣"


def rtl_x(text: str, font):
    """``x(i)``: where character ``i`` of ``text`` is drawn when Qt lays the text out right
    to left on one line, as a Persian label does."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextLayout, QTextOption
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setTextDirection(Qt.RightToLeft)
    layout.setTextOption(option)
    layout.beginLayout()
    layout.createLine().setLineWidth(100000)
    layout.endLayout()

    def x(i: int) -> float:
        return min(p.x() for run in layout.glyphRuns(i, 1) for p in run.positions())
    x.layout = layout  # kept alive with the function
    return x


def suits_out_of_place(text: str, font) -> list[str]:
    """Cards in ``text`` whose suit sign is not drawn just right of its rank when the
    text is laid out right to left, as a Persian label lays it out."""
    from PySide6.QtGui import QFontMetricsF
    x = rtl_x(text, font)
    wide = QFontMetricsF(font).height() * 2
    bad = []
    for i, ch in enumerate(text):
        if ch in SUIT_SIGNS and i and text[i - 1] in "AKQJ0123456789" and not 0 < x(i) - x(i - 1) < wide:
            bad.append(f"{text[max(0, i - 2):i + 1]!r} in {text!r}")
    return bad
