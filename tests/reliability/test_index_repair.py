"""Repair before quarantine (issue 29, finding 3): one flipped byte in an index page is
repaired with REINDEX (a copy of the file as it was kept aside); the games, the saves
and the results stay where the player finds them. Damage in a table is still set aside."""
from __future__ import annotations

import sqlite3

from bench import hostile_store as bench

from .test_hostile_files import assert_readable
from .test_hostile_store import DB, _stop_watchers, in_modal, listed, open_window, press_continue  # noqa: F401 (autouse)


def test_a_flipped_byte_in_an_index_page_is_repaired_and_nothing_is_set_aside(qtbot, _isolated_home):
    home = _isolated_home
    bench.build_template(home)
    conn = sqlite3.connect(home / DB)
    results_before = conn.execute("SELECT count(*) FROM results").fetchone()[0]
    conn.close()
    bench.flip_index_byte(home / DB, "games_status")
    damaged = (home / DB).read_bytes()
    conn = sqlite3.connect(home / DB)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] != "ok"
    conn.close()

    w = open_window(qtbot)
    [message] = w.shown
    assert_readable(message)
    assert "index" in message and "rebuilt" in message and str(home / "quarantine") in message, message
    [kept] = [p for p in (home / "quarantine").iterdir() if "before-repair" in p.name and p.suffix == ".sqlite3"]
    assert kept.read_bytes() == damaged  # the original, byte for byte
    assert (home / DB).exists()
    conn = sqlite3.connect(home / DB)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert conn.execute("SELECT count(*) FROM results").fetchone()[0] == results_before
    conn.close()
    press_continue(w, "gops")
    assert w.table is not None and w.table.session.game_id == "gops"
    seen = in_modal(w, w.act_load, lambda dlg, s: s.update(names=sorted(listed(dlg))))
    assert seen["names"] == ["Keep gops", "Keep guts"]
    seen = in_modal(w, w.act_stats, lambda dlg, s: s.update(finished=dlg.finished_games.rowCount()))
    assert seen["finished"] == 3
    w.close()


def test_a_flipped_byte_in_a_table_page_is_still_set_aside(qtbot, _isolated_home):
    home = _isolated_home
    bench.build_template(home)
    bench.flip_index_byte(home / DB, "results", at=8)  # a cell pointer of the results table
    w = open_window(qtbot)
    [message] = w.shown
    assert "could not be used" in message and "quarantine" in message, message
    w.close()




def test_results_travel_with_the_games_exported_from_a_database_set_aside(qtbot, _isolated_home, monkeypatch):
    """Table damage sets the database aside and exports its games; Import… of an exported
    finished game records its result (once, however often it is imported)."""
    import json

    from .test_hostile_files import import_file
    home = _isolated_home
    info = bench.build_template(home)
    finished = {uid for _id, uid, status, _k, _t in info["games"] if status == "finished"}
    conn = sqlite3.connect(home / DB)
    before = dict(conn.execute("SELECT uid, count(*) FROM results GROUP BY uid").fetchall())
    conn.close()
    bench.flip_index_byte(home / DB, "results", at=8)
    w = open_window(qtbot)
    [message] = w.shown
    assert "could not be used" in message and "exported" in message, message
    exports = [p for d in (home / "quarantine").iterdir() if d.is_dir() for p in sorted(d.glob("*.json"))]
    done = [p for p in exports if json.loads(p.read_text()).get("uid") in finished]
    assert done, "no finished game among the exports"
    for path in done + done[:1]:  # the first one twice
        w.go_home()
        said = import_file(w, path, monkeypatch)
        assert said is None or "cannot" not in said.lower(), said
    w.close()
    conn = sqlite3.connect(home / DB)
    after = dict(conn.execute("SELECT uid, count(*) FROM results GROUP BY uid").fetchall())
    status = dict(conn.execute("SELECT uid, status FROM games").fetchall())
    conn.close()
    for path in done:
        uid = json.loads(path.read_text())["uid"]
        assert after.get(uid) == before[uid], (uid, after.get(uid), before[uid])  # recorded, once
        assert status[uid] == "finished"
