"""The app under a screen reader's ears (run by test_screen_reader.py in a child process).

Plays one game by keys alone — real key events sent to the focused widget,
as a keyboard would — and writes, for the test to compare with what the
AT-SPI listener heard: every sentence the table meant to announce for a
computer's move or a result, and the status line's texts.

    python driver.py GAME OUT.json [SPEAK] [pass]
      SPEAK: the "Speak the game" setting (default auto); pass: pass-and-play (Ann, Bob and,
      in Guts and Zhopa, a computer), L, S, W, C pressed after each handover
"""
from __future__ import annotations

import json
import os
import sys

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

GAME, OUT = sys.argv[1], sys.argv[2]
VARIANTS = {"gops": {"cards": 5}, "guts": {"players": 3, "cycles": 1, "pot_cap": 6}, "zhopa": {"players": 3}}


def main() -> int:
    app = QApplication(sys.argv[:1])
    from cardgames_qt.app.announcer import Announcer
    from cardgames_qt.engine.events import Bet, BidPlaced, Declared, Play
    from cardgames_qt.ui.access import speech
    from cardgames_qt.ui.app_setup import setup_application
    from cardgames_qt.ui.main_window import MainWindow
    from cardgames_qt.ui.words.announce_text import sentence

    setup_application(app, "en", None)
    speech.MS_PER_CHAR, speech.MS_MIN = 2, 30  # the pacing is kept, only shorter: the test runs in CI
    w = MainWindow(start_page=False)
    w.settings.move_delay_ms = 0
    if len(sys.argv) > 3:
        w.settings = w.settings.with_value("speak_game", sys.argv[3])
    for key, value in VARIANTS[GAME].items():
        w.settings = w.settings.with_value(f"{GAME}.{key}", value)
    passing = len(sys.argv) > 4 and sys.argv[4] == "pass"
    if passing:
        people = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
        w.settings = w.settings.with_value(f"{GAME}.seats", people + ([] if GAME == "gops" else
                                                                      [{"name": "", "kind": "computer"}]))
    w.ctx.configure(reduced_motion=True)
    w.resize(1280, 760)
    w.show()
    w.activateWindow()  # Xvfb has no window manager to do it
    QTest.qWaitForWindowActive(w, 5000)
    record = {"expected": [], "status": [], "spoken": [], "reader_active": False, "done": False,
              "answers": []}  # pass-and-play: [answers to L, S, W, C, the other person's cards by name]
    orig_status = w.show_status

    def show_status(text):
        orig_status(text)
        if text and (not record["status"] or record["status"][-1] != text):
            record["status"].append(text)
    w.show_status = show_status
    speaker_init = speech.Speaker.__init__

    def heard_from_the_start(self, *args, **kwargs) -> None:  # the table's first prompt too
        speaker_init(self, *args, **kwargs)
        self.spoken.connect(lambda text, urgent: record["spoken"].append([text, urgent]))
    speech.Speaker.__init__ = heard_from_the_start
    session = w.new_game(GAME, seed=5, ask=False)
    table = w.table
    table.statusChanged.disconnect()
    table.statusChanged.connect(show_status)
    record["reader_active"] = speech.reader_active()
    mine = Announcer(GAME)
    humans = set(session.human_seats())

    def expect(events):  # computer moves and results, as the table words them
        for ev in events:
            computer_move = isinstance(ev, (BidPlaced, Declared, Bet, Play)) and ev.seat not in humans
            result = ev.kind in ("reveal", "showdown", "payout", "payment", "trick_won", "game_over",
                                 "match_over", "partie_over", "cycle_over", "session_over")
            if computer_move or result:
                for line in mine.events([ev], w.controller.viewer):
                    record["expected"].append(sentence(line, table.seat_name))
    w.controller.changed.connect(expect)
    steps = {"n": 0}
    # a Gops game, a Zhopa partie, a Guts cycle
    goal = {"gops": "match_over", "zhopa": "partie_over", "guts": "cycle_over"}[GAME]
    seen = set()
    w.controller.changed.connect(lambda evs: seen.update(e.kind for e in evs))

    def finish():
        record["done"] = goal in seen
        with open(OUT, "w", encoding="utf-8") as f:
            json.dump(record, f)
        app.quit()

    def press():
        steps["n"] += 1
        if goal in seen or steps["n"] > 3000 or (passing and len(record["answers"]) >= 6):
            QTimer.singleShot(1500, finish)  # the last sentences reach the listener
            return
        focus = QApplication.focusWidget() or table
        if os.environ.get("A11Y_DRIVER_TRACE"):
            print(steps["n"], type(focus).__name__, table.gate_open(), session.acting_humans(), sorted(seen),
                  flush=True)
        if passing and table.handover.isVisible():
            QTest.keyClick(focus, Qt.Key_Return)  # "I am …", then where am I: L, S, W, C
            QTimer.singleShot(150, ask_where)
            return
        if table.summary.isVisible() or table.b_continue.isVisible() or table.handover.isVisible():
            QTest.keyClick(focus, Qt.Key_Return)
        elif table.gate_open() and session.acting_humans():
            if GAME == "guts":
                QTest.keyClick(focus, Qt.Key_I)
            elif GAME == "zhopa" and session.state.phase == "bet":
                QTest.keyClick(focus, Qt.Key_G)
            else:
                QTest.keyClick(focus, Qt.Key_Return)  # the focused card: the first playable one
            # where am I: the scores, at the first decision of ours (whatever the machine's load
            # made of the ticks before it) and now and then after
            if not steps.get("asked") or steps["n"] % 7 == 0:
                steps["asked"] = True
                QTest.keyClick(QApplication.focusWidget() or table, Qt.Key_S)
        QTimer.singleShot(120, press)
    def ask_where():
        from cardgames_qt.ui.words.cardnames import card_name
        viewer = w.controller.viewer
        others = [x for x in session.human_seats() if x != viewer]
        hidden = [] if GAME == "gops" else [card_name(c) for x in others for c in session.state.hands[x]]
        before = len(record["spoken"])
        for key in (Qt.Key_L, Qt.Key_S, Qt.Key_W, Qt.Key_C):
            QTest.keyClick(QApplication.focusWidget() or w, key)
        record["answers"].append([[t for t, _u in record["spoken"][before:]], hidden])
        QTimer.singleShot(120, press)
    QTimer.singleShot(1500, press)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main())
