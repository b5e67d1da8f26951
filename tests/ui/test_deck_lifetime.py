"""The card cache's lifetime: a cache, a table or a replay that goes while card renders are
still queued or running leaves nothing behind that runs later: no render job whose Python
object was collected under it (a traceback, then a crash), no call into a receiver that is
gone ("Slot '_Channel::' not found"). Everything said on stderr or to Qt's message handler
is read."""
from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSize, Qt, qInstallMessageHandler

from cardgames_qt.ui.context import UiContext
from cardgames_qt.ui.table.deck import CARD_IDS, CardImageCache

NOISE = ("Traceback", "Error calling Python", "not found", "has no attribute", "already deleted")


@pytest.fixture
def said(qapp, capfd):
    """Everything written to stderr or told to Qt's message handler meanwhile."""
    messages: list[str] = []
    previous = qInstallMessageHandler(lambda _kind, _ctx, text: messages.append(text))
    capfd.readouterr()

    def read() -> str:
        qapp.processEvents()
        return capfd.readouterr().err + "\n".join(messages)
    yield read
    qInstallMessageHandler(previous)


def _settle(qtbot, ms: int = 300) -> None:
    gc.collect()
    qtbot.wait(ms)
    gc.collect()


def test_a_cache_dropped_with_renders_queued_leaves_nothing_to_run(qtbot, said):
    for i in range(4):
        cache = CardImageCache()
        cache.prefetch("classic", QSize(40 + i, 56), 1.0, CARD_IDS[:6])
        del cache
        _settle(qtbot)
    text = said()
    assert not any(n in text for n in NOISE), text


def test_a_context_deleted_with_renders_queued_leaves_nothing_to_run(qtbot, said):
    for i in range(4):
        ctx = UiContext()
        ctx.cache.prefetch("classic", QSize(40 + i, 56), 1.0, CARD_IDS[:6])
        ctx.deleteLater()
        del ctx
        _settle(qtbot)
    text = said()
    assert not any(n in text for n in NOISE), text


def test_a_cache_whose_qt_object_is_gone_drops_what_arrives(qtbot, said):
    """Deleted by its Qt parent while Python still holds it: the renders that arrive are
    dropped, nothing is called on it."""
    ctx = UiContext()
    cache = ctx.cache
    cache.prefetch("classic", QSize(44, 62), 1.0, CARD_IDS[:6])
    ctx.deleteLater()
    _settle(qtbot, 600)
    text = said()
    assert not any(n in text for n in NOISE), text
    del cache


def _gops(window, seed: int) -> None:
    window.settings = window.settings.with_value("gops.cards", 5).with_value("gops.games", 1)
    window.settings.move_delay_ms = 0
    window.new_game("gops", seed=seed)
    window.activateWindow()


def test_replays_opened_and_closed_say_nothing(qtbot, window, said):
    from PySide6.QtWidgets import QApplication
    _gops(window, seed=20)
    hand = window.table.v_hand["bottom"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() in hand.buttons
                    and QApplication.focusWidget().playable(), timeout=5000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
    for _ in range(4):
        window.coach.act_replay.trigger()
        replay = window.coach.replay_window
        assert replay is not None and replay.isVisible()
        qtbot.keyClick(replay, Qt.Key_End)
        qtbot.keyClick(replay, Qt.Key_Escape)
        qtbot.waitUntil(lambda: window.coach.replay_window is None, timeout=5000)
        del replay
        _settle(qtbot, 100)
    text = said()
    assert not any(n in text for n in NOISE), text


def test_a_second_window_closed_while_its_cards_render_says_nothing(qtbot, said, _isolated_home):
    from cardgames_qt.ui.main_window import MainWindow
    for _ in range(3):
        other = MainWindow()
        other.resize(1100, 760)
        other.show()
        other.ctx.cache.prefetch("classic", QSize(91, 127), 1.0)  # plenty still queued when it goes
        other.close()
        other.deleteLater()
        del other
        _settle(qtbot)
    text = said()
    assert not any(n in text for n in NOISE), text
