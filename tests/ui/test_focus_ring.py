"""The keyboard focus on the summaries' buttons and on Continue is a clear ring (issue 22): its
contrast against the panel and the felt around it is at least 3:1, measured on the pixels the
window renders."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from cardgames_qt.app.session import GameSession, Seat
from cardgames_qt.ui.table.felt import FOCUS_RING

from .test_coach_window import _gops, _play_to_the_summary


def _luminance(c: QColor) -> float:
    def lin(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c.red()) + 0.7152 * lin(c.green()) + 0.0722 * lin(c.blue())


def contrast(a: QColor, b: QColor) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _sides(w, h):
    """Per side of a button: its outermost band (1 px in), its next band (3 px in), and the
    background just outside it (2 px out)."""
    return [((1, h // 2), (3, h // 2), (-3, h // 2)), ((w - 2, h // 2), (w - 4, h // 2), (w + 2, h // 2)),
            ((w // 2, 1), (w // 2, 3), (w // 2, -3)), ((w // 2, h - 2), (w // 2, h - 4), (w // 2, h + 2))]


def _ring(window, button) -> list[tuple[QColor, QColor, QColor]]:
    """Each side's (outer band, inner band, just outside) as the window renders them now."""
    image = window.grab().toImage()
    return [tuple(QColor(image.pixel(button.mapTo(window, QPoint(*xy)))) for xy in side)
            for side in _sides(button.width(), button.height())]


def _against_surroundings(ring) -> float:
    """The ring's outer band against the panel or felt round the button."""
    return min(contrast(outer, outside) for outer, _inner, outside in ring)


def _against_unfocused(focused, unfocused) -> float:
    """The focus indicator: how much the button's edge changes when the focus comes
    (WCAG 2.4.13): the best-changed band on each side, the worst side."""
    return min(max(contrast(a1, b1), contrast(a2, b2))
               for (a1, a2, _o), (b1, b2, _p) in zip(focused, unfocused, strict=True))


def test_the_focus_on_a_summarys_buttons_stands_out_from_the_panel(qtbot, window):
    _gops(window, cards=3)
    window.new_game("gops", seed=5)
    window.activateWindow()
    table = _play_to_the_summary(qtbot, window)
    focused = QApplication.focusWidget()
    assert focused is table.summary.default_button
    with_focus = _ring(window, focused)
    assert _against_surroundings(with_focus) >= 3.0  # the ring against the panel round it
    qtbot.keyClick(focused, Qt.Key_Tab)  # the next button: the ring goes with the focus
    moved = QApplication.focusWidget()
    assert moved is not focused and table.summary.isAncestorOf(moved)
    assert _against_unfocused(with_focus, _ring(window, focused)) >= 3.0  # a change one sees
    assert _against_surroundings(_ring(window, moved)) >= 3.0


def test_the_focus_on_continue_stands_out_from_the_felt(qtbot, window):
    window.activateWindow()
    window.open_session(GameSession.start("gops", {"cards": 4, "games": 1}, [Seat("Anna"), Seat("Boris")], seed=5))
    table = window.table
    for _ in range(2):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)  # I am …
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)  # bid
    assert table.b_continue.isVisible() and table.b_continue.hasFocus()
    ring = _ring(window, table.b_continue)
    assert _against_surroundings(ring) >= 3.0  # against the felt
    assert all(outer.name() == FOCUS_RING for outer, _inner, _outside in ring)  # the ring, not the frame
    qtbot.keyClick(table.b_continue, Qt.Key_Return)
    assert table.handover.button.hasFocus()  # the handover's button, on its dark screen
    ring = _ring(window, table.handover.button)
    assert _against_surroundings(ring) >= 3.0
    assert all(outer.name() == FOCUS_RING for outer, _inner, _outside in ring)
