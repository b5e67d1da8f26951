"""A moment that waits for a person never passes by itself (issue 22, pass-and-play):
the Gops flip stays up with real time passing until someone presses Continue."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardgames_qt.app.moments import Moment
from cardgames_qt.app.session import GameSession, Seat


def test_a_waiting_moment_is_never_timed():
    assert not Moment("reveal", ms=1400, waits=True).timed
    assert Moment("reveal", ms=1400).timed and not Moment("reveal").timed


def test_pass_and_play_gops_flip_waits_with_animations_on(qtbot, window):
    window.ctx.configure(reduced_motion=False, animation_speed=1.0)
    window.activateWindow()
    window.open_session(GameSession.start("gops", {"cards": 4, "games": 1}, [Seat("Anna"), Seat("Boris")], seed=5))
    table = window.table
    for _ in range(2):  # each in turn: "I am …", then bid the focused card
        # (the bid flies to its slot first: the handover comes when it lands)
        qtbot.waitUntil(table.handover.isVisible, timeout=3000)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
        qtbot.waitUntil(lambda: QApplication.focusWidget() in table.v_hand["bottom"].buttons, timeout=3000)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
    qtbot.waitUntil(table.b_continue.isVisible, timeout=3000)  # when the bid has landed
    flip = window.status.text()
    assert flip.startswith("Anna bid")
    qtbot.wait(5000)  # real time passes: the flip is still up, nobody is asked for the screen
    assert table.b_continue.isVisible() and table.b_continue.hasFocus()
    assert not table.handover.isVisible()
    assert window.status.text() == flip
    qtbot.mouseClick(table.b_continue, Qt.LeftButton)
    assert table.handover.isVisible() and table.handover.title.text() == "Pass to Anna"


def test_guts_the_next_hand_waits_for_the_reader_once_not_once_a_moment(qtbot, window, monkeypatch):
    """Where a reader is active a timed moment lasts while it still says what came before:
    the showdown and the deal after it each waited the whole speech again when it was
    measured as they were queued (Orca 43: 24-36 s without a word before "in or out?").
    From the showdown's sentence to the next "Your call" the table waits about as long as
    the reader talks, not twice as long."""
    import time

    from cardgames_qt.ui.access import speech
    monkeypatch.setattr(speech, "reader_active", lambda: True)
    monkeypatch.setattr(speech, "MS_PER_CHAR", 12)  # the pacing kept, shorter: about 3 s of speech a hand
    monkeypatch.setattr(speech, "MS_MIN", 100)
    window.settings = (window.settings.with_value("guts.players", 3).with_value("guts.cycles", 1)
                       .with_value("speak_game", "on"))
    window.settings.move_delay_ms = 0
    # the own time of the moments short (the deal and the pot fly)
    window.ctx.configure(reduced_motion=False, animation_speed=4.0)
    window.new_game("guts", seed=4, ask=False)
    table = window.table
    said: list[tuple[float, str, float]] = []  # when, what, when the reader is expected to be done
    table.speaker.spoken.connect(lambda text, _u: said.append(
        (time.monotonic(), text, time.monotonic() + table.speaker.busy_ms() / 1000)))
    for _ in range(2):  # two hands: In, then the showdown, the next deal, "Your call"
        qtbot.waitUntil(lambda: table.gate_open() and bool(table.session.acting_humans()), timeout=20000)
        before = len(said)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_I)
        qtbot.waitUntil(lambda b=before: any(t.startswith("Your call") for _s, t, _e in said[b:]), timeout=30000)
        after = said[before:]
        shown = next(i for i, (_s, t, _e) in enumerate(after) if t.startswith("Showdown"))
        call = next(i for i, (_s, t, _e) in enumerate(after) if t.startswith("Your call"))
        talk = after[call - 1][2] - after[shown][0]  # the reader's speech from the showdown on
        gap = after[call][0] - after[shown][0]
        assert talk > 2.0, after  # enough speech to tell once from twice
        # the speech, then what is left of the moments' own time (a deal of 0.4 s at this speed)
        assert gap < talk + 1.5, (gap, talk, [t for _s, t, _e in after[shown:call]])
