"""Every storage condition has its own true sentence (issue 29, finding 8): a game
discarded by another window, a schema changed by another program (said whole, never cut
mid-word). Real SQLite, two stores on one profile as two windows have."""
from __future__ import annotations

import sqlite3

import pytest

from cardgames_qt.app.session import COMPUTER, GameSession, Seat
from cardgames_qt.storage import GameStore, SaveWriteError

from .test_hostile_files import assert_readable

TWO = [Seat("Ann"), Seat("Bob", COMPUTER, "random")]


def test_continue_of_a_game_another_window_just_discarded_says_so(_isolated_home):
    mine, other = GameStore(), GameStore()
    waiting = GameSession.start("gops", {"cards": 5}, TWO, seed=1, store=mine)
    waiting.close()
    # the other window: New game of the same kind, "Discard it" (the waiting game's row goes)
    GameSession.start("gops", {"cards": 5}, TWO, seed=2, store=other)
    with pytest.raises(SaveWriteError) as refused:
        mine.open(waiting.db_id)  # this window had listed it under Continue a moment before
    said = str(refused.value)
    assert_readable(said)
    assert "discarded in another window" in said and "FOREIGN KEY" not in said, said
    mine.close()
    other.close()


def test_a_schema_changed_by_another_program_is_said_whole(_isolated_home):
    store = GameStore()
    session = GameSession.start("gops", {"cards": 5}, TWO, seed=1, store=store)
    conn = sqlite3.connect(store.db.path, isolation_level=None)
    conn.execute("CREATE TRIGGER wipe AFTER INSERT ON moves BEGIN DELETE FROM results; END")
    conn.close()
    seat = session.acting_seats()[0]
    session.submit(seat, session.legal_actions(seat)[0])
    said = str(session.last_save_error)
    assert_readable(said)
    assert said.endswith("restart the app to set it aside."), said
    store.close()
