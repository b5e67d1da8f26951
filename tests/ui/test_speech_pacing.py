"""While a screen reader listens, the table waits for what it is saying, once: the moments
of a move (a bid's flight, the reveal, the prize to its winner) run their own time, and
only the last waits for the reader. Seen under Xvfb with Orca 43.1 (and with the
accessibility bus alone): each moment waited for the whole move's speech, one after
another, about 27 s a Gops round with nothing moving, and Guts silent for 24-36 s
between the showdown and "in or out?". Real keys on the real window."""
from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from cardgames_qt.app.session import COMPUTER, GameSession, Seat


def test_a_round_waits_for_the_readers_words_once_not_once_a_moment(qtbot, window, monkeypatch):
    from cardgames_qt.ui.access import speech
    monkeypatch.setattr(speech, "MS_PER_CHAR", 25)  # the pacing as it is, shorter: the test runs in CI
    monkeypatch.setattr(speech, "MS_MIN", 300)
    QAccessible.setActive(True)  # as when a screen reader listens
    try:
        window.ctx.configure(reduced_motion=False)  # the reveal and the flights are shown
        window.open_session(GameSession.start("gops", {"cards": 13, "games": 1},
                                              [Seat("Ann"), Seat("Bot", COMPUTER)], seed=4))
        table = window.table
        assert table.speech_on
        said: list[tuple[float, str]] = []
        table.speaker.spoken.connect(lambda text, _urgent: said.append((time.monotonic(), text)))
        hand = table.v_hand["bottom"]
        qtbot.waitUntil(lambda: QApplication.focusWidget() in hand.buttons and table.gate_open()
                        and 0 in table.session.acting_seats() and 1 not in table.session.acting_seats(),
                        timeout=15000)
        qtbot.wait(int(speech.MS_MIN * 2 + 25 * 60))  # what was said at the start has been said
        start = time.monotonic()
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_3)
        qtbot.waitUntil(lambda: len(table.session.observation(0).rounds) == 1 and table.gate_open()
                        and 0 in table.session.acting_seats(), timeout=60000)
        opened = time.monotonic() - start
        words = [text for t, text in said if t >= start]
        assert any("three of clubs" in w for w in words), words  # the reveal was said
        talk = sum(max(speech.MS_PER_CHAR * len(w), speech.MS_MIN) for w in words) / 1000
        # the reader's words once, plus the moments' own time (a flight 0.23 s, the reveal
        # 1.4 s, a flight to the winner): never the words again for each moment
        assert opened < talk + 2.5, (opened, talk, words)
        assert opened >= min(talk, 1.0) * 0.9, (opened, talk)  # and it did wait for the reader
    finally:
        QAccessible.setActive(False)
