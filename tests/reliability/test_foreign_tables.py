"""A file with our application id at an older schema version whose tables are not (only)
ours (issue 29, finding 9): judged by the rule a current file is (exactly our tables)
before anything is written into it, so it is set aside whole, its games exported, and
the player told; the next start uses the fresh database (never in memory again)."""
from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from cardgames_qt.storage import GameStore
from cardgames_qt.storage.files.legacy import read_save_file

from .test_hostile_files import _database_with_a_game, assert_readable, still_usable, stored_games

DB = "cardgames.sqlite3"


def _version_2(home: Path, ours: bool, monkeypatch) -> bytes:
    """A database as version 2 of the app left it (no AUTOINCREMENT; tests/storage/test_gamedb's
    fixture), with a played Gops game when ``ours``, and another program's table beside."""
    from cardgames_qt.storage.db import database
    home.mkdir(parents=True, exist_ok=True)
    source = home.parent / "v3-source"
    if ours:
        with monkeypatch.context() as m:  # the game played and stored by today's app, in a profile of its own
            m.setenv("CARDGAMES_QT_HOME", str(source))
            _database_with_a_game(source)
    conn = sqlite3.connect(home / DB, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    if ours:
        conn.executescript(database.SCHEMA.replace(" AUTOINCREMENT", ""))
        conn.execute("ATTACH ? AS src", (str(source / DB),))
        for table in sorted(database.TABLES):
            conn.execute(f"INSERT INTO {table} SELECT * FROM src.{table}")
        conn.execute("DETACH src")
    conn.execute(f"PRAGMA application_id = {database.APP_ID}")
    conn.execute("PRAGMA user_version = 2")
    conn.execute("CREATE TABLE contacts (name TEXT, phone TEXT)")
    conn.execute("INSERT INTO contacts VALUES ('Ann', '555')")
    conn.close()
    assert not Path(str(home / DB) + "-wal").exists()
    return (home / DB).read_bytes()


@pytest.mark.parametrize("ours", [False, True], ids=["only-foreign-tables", "our-tables-and-a-foreign-one"])
def test_an_old_file_with_foreign_tables_is_set_aside_whole_and_the_next_start_uses_the_fresh_one(
        qtbot, _isolated_home, monkeypatch, ours):
    from cardgames_qt.ui.main_window import MainWindow

    from ..dialogs import ModalWatcher
    raw = _version_2(_isolated_home, ours, monkeypatch)
    watcher = ModalWatcher()
    w = MainWindow(start_bots=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: bool(watcher.texts), timeout=5000)
    watcher.stop()
    [message] = watcher.texts
    assert_readable(message)
    assert "could not be used" in message and "not those of this version" in message, message
    assert not w.save_store.db.in_memory
    q = _isolated_home / "quarantine"
    kept = [p for p in q.iterdir() if p.name.startswith("cardgames.") and p.suffix == ".sqlite3"]
    assert len(kept) == 1 and kept[0].read_bytes() == raw  # the original, whole: nothing was written into it
    exported = sorted(q.glob("*-export/*.json"))
    if ours:
        assert "1 game(s)" in message or "exported" in message, message
        assert len(exported) == 1 and read_save_file(exported[0])["history"]
    else:
        assert exported == []
    still_usable(w)
    assert stored_games(_isolated_home)  # a fresh database on disk keeps the new game
    w.close()
    again = GameStore()  # the next start: the fresh file is used, nothing more is said or moved
    try:
        assert again.db.notice is None and not again.db.in_memory
        assert len([p for p in q.iterdir() if p.suffix == ".sqlite3"]) == 1
    finally:
        again.close()
