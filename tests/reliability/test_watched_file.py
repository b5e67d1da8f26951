"""The database file is watched (issue 29, finding 4): a store renamed over the database
while the app runs is never written into, the player is told, and the next start finds
that store as it was."""
from __future__ import annotations

import json
import os
import sqlite3

from PySide6.QtWidgets import QFileDialog

from bench import hostile_store as bench

from .test_game_rows import human_move
from .test_hostile_store import DB, _stop_watchers, open_window  # noqa: F401 (autouse)


def _rows(db) -> tuple:
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return (conn.execute("SELECT uid, status, moves FROM games ORDER BY uid").fetchall(),
                conn.execute("SELECT uid, seat, outcome FROM results ORDER BY uid, seat").fetchall())
    finally:
        conn.close()


def test_a_store_renamed_over_the_database_while_the_window_plays_is_left_as_it_is(qtbot, _isolated_home, tmp_path,
                                                                                   monkeypatch):
    home = _isolated_home
    other = tmp_path / "other-profile"
    bench.build_template(other)  # another profile's store (its own games, saves and results) ...
    theirs = _rows(other / DB)
    bench.build_template(home)  # ... and this one (CARDGAMES_QT_HOME names it again)
    assert os.environ["CARDGAMES_QT_HOME"] == str(home)

    w = open_window(qtbot, expect_message=False)
    w.new_game("gops", seed=1, ask=False)
    human_move(qtbot, w)
    assert w.table.session.last_save_error is None
    os.replace(other / DB, home / DB)  # as mv does: the path now names the other store
    human_move(qtbot, w)
    said = w.table.session.last_save_error
    assert said is not None and "replaced or moved" in said and "Export" in said, said
    qtbot.waitUntil(lambda: "replaced or moved" in w.status.text(), timeout=3000)
    human_move(qtbot, w)  # still playing, still nothing written
    session = w.table.session
    # quit: the moves this window could not save are offered as a file (Export…), not retried
    exported = tmp_path / "kept.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(exported), "Saved games (*.json)"))
    w.watcher.answer = lambda box: next(b for b in box.buttons() if b.text() == "Export…").click()
    w.close()
    assert not w.isVisible()
    [asked] = [t for t in w.shown if "could not be saved" in t]
    assert "replaced or moved" in asked, asked
    assert json.loads(exported.read_text())["history"] == session.moves()  # every move of the game, in the file
    assert _rows(home / DB) == theirs  # nothing of this window went into the other store

    again = open_window(qtbot, expect_message=False)  # the next start: the other store as it was
    again.close()
    assert _rows(home / DB) == theirs
