"""The save database is input too: its schema, its rows, its side files, and the files
of earlier versions, each through the real window (or the real CLI) on a real
profile (bench/hostile_store.py builds it: games played into the real GameStore).

For each: one clear sentence, every other game kept and usable, nothing run from the
file, nothing written outside the profile, nothing waited on for long.
"""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from bench import hostile_store as bench
from cardgames_qt.storage import GameStore, StatsQueries

from ..dialogs import ModalWatcher
from .test_hostile_files import assert_readable, import_file, still_usable, stored_games

ROOT = Path(__file__).resolve().parents[2]
DB = "cardgames.sqlite3"


def sql(home: Path, *statements: str, params: tuple = ()) -> None:
    conn = sqlite3.connect(home / DB, isolation_level=None)
    try:
        for s in statements:
            conn.execute(s, params if "?" in s else ())
    finally:
        conn.close()


_WATCHERS: list[ModalWatcher] = []


@pytest.fixture(autouse=True)
def _stop_watchers():
    yield
    while _WATCHERS:
        _WATCHERS.pop().stop()


def open_window(qtbot, expect_message: bool = True):
    """The app's window as started; the one message it shows at start, if any."""
    from cardgames_qt.ui.main_window import MainWindow
    watcher = ModalWatcher()
    _WATCHERS.append(watcher)
    w = MainWindow(start_bots=False)
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    qtbot.addWidget(w)
    w.show()
    if expect_message:
        qtbot.waitUntil(lambda: bool(watcher.texts), timeout=8000)
    else:
        qtbot.wait(100)
    w.shown = watcher.texts
    w.watcher = watcher
    return w


def press_continue(w, kind: str) -> None:
    """The start page's Continue button of ``kind``, pressed with the keyboard."""
    w.go_home()
    button = w.start_page.panels[kind].continue_button
    assert button.isEnabled(), f"no Continue for {kind}"
    QTest.keyClick(button, Qt.Key_Space)


def in_modal(w, action, look) -> dict:
    """Trigger ``action``, then ``look(dialog, seen)`` at the modal window it opens (then closed)."""
    seen: dict = {}

    def step():
        dlg = QApplication.activeModalWidget()
        if dlg is None or not dlg.isVisible():
            QTimer.singleShot(20, step)
            return
        try:
            look(dlg, seen)
        finally:
            if dlg.isVisible():
                QTest.keyClick(dlg, Qt.Key_Escape)

    started = time.perf_counter()
    QTimer.singleShot(0, step)
    action.trigger()
    seen["seconds"] = time.perf_counter() - started
    return seen


def listed(dlg) -> list[str]:
    return [dlg.list.topLevelItem(i).text(0) for i in range(dlg.list.topLevelItemCount())]


# --- the schema is checked exactly when the database opens -------------------------------------
SCHEMAS = {
    "a trigger that wipes the statistics": "CREATE TRIGGER wipe AFTER INSERT ON moves BEGIN DELETE FROM results; END",
    "a trigger that refuses every move":
        "CREATE TRIGGER no BEFORE INSERT ON moves BEGIN SELECT RAISE(ABORT, 'no moves for you'); END",
    "our id with another column": "ALTER TABLE games ADD COLUMN extra TEXT",
    "user_version = -7": "PRAGMA user_version = -7",
    "a view": "CREATE VIEW everything AS SELECT * FROM games",
    "an index we did not create": "CREATE INDEX mine ON games(title)",
}


@pytest.mark.parametrize("label", list(SCHEMAS))
def test_a_database_whose_schema_is_not_ours_is_set_aside_with_exports(qtbot, profile, label):
    home, info = profile
    sql(home, SCHEMAS[label])
    raw = (home / DB).read_bytes()
    w = open_window(qtbot)
    [message] = w.shown
    assert_readable(message)
    assert "could not be used" in message and "quarantine" in message and "exported" in message, message
    q = home / "quarantine"
    [kept] = [p for p in q.iterdir() if p.name.startswith("cardgames.") and p.is_file()
              and not p.name.endswith(("-wal", "-shm"))]
    assert kept.read_bytes() == raw  # kept byte for byte: nothing ran in it
    exports = sorted((q / (kept.name + "-export")).iterdir())
    assert [p.name for p in exports] == [f"game-{i:04d}.json" for i in range(1, len(info["games"]) + 1)]
    still_usable(w)
    conn = sqlite3.connect(home / DB)
    assert not conn.execute("SELECT 1 FROM sqlite_master WHERE type IN ('trigger', 'view')").fetchall()
    conn.close()
    w.close()


def test_the_expected_schema_is_the_apps_own_and_a_migrated_file_matches_it(_isolated_home):
    from cardgames_qt.storage.db import schema
    from cardgames_qt.storage.db.database import Database, build_schema
    db = Database()
    assert schema.mismatch(db.conn, build_schema) is None
    assert ("table", "games") in schema.expected(build_schema)
    db.close()


def test_a_trigger_added_while_the_app_runs_never_runs_in_its_transactions(profile):
    from cardgames_qt.app.session import COMPUTER, GameSession, Seat
    home, _info = profile
    store = GameStore()
    session = GameSession.start("gops", {"cards": 5}, [Seat("Ann"), Seat("Bob", COMPUTER, "random")], seed=2,
                                store=store)
    results = StatsQueries(store.db).games_recorded()
    assert results
    sql(home, "CREATE TRIGGER wipe AFTER INSERT ON moves BEGIN DELETE FROM results; END")
    session.submit(0, session.legal_actions(0)[0])
    assert session.last_save_error and "changed by another program" in session.last_save_error
    assert StatsQueries(store.db).games_recorded() == results  # the trigger did not run
    store.close()


def test_a_database_of_a_newer_version_is_left_untouched_and_said_so(qtbot, profile):
    home, _info = profile
    sql(home, "PRAGMA user_version = 99")
    raw = (home / DB).read_bytes()
    w = open_window(qtbot)
    [message] = w.shown
    assert_readable(message)
    assert "newer version" in message and "left untouched" in message and "will not be kept" in message
    still_usable(w)  # in memory for this session
    w.close()
    assert (home / DB).read_bytes() == raw and not (home / "quarantine").exists()


def test_a_big_database_with_a_corrupt_page_is_set_aside(profile):
    from cardgames_qt.app import services
    home, info = profile
    bench._big_corrupt()(home, info)
    assert (home / DB).stat().st_size > 64 * 2**20
    started = time.perf_counter()
    store, notice = services.open_profile()
    assert time.perf_counter() - started < 10
    assert notice and "damaged" in notice and "quarantine" in notice, notice
    assert store.waiting("gops") is None  # a fresh database: the damaged one is never used
    store.close()


def _damage_index(path: Path, index: str) -> None:
    """Change one letter of a key in ``index``'s first page, in the file itself: the
    table and the index then disagree (what quick_check does not look at)."""
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (index,)).fetchone()[0]
        assert conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    start = (root - 1) * page
    at = data.find(b"finished", start, start + page)
    assert at > 0, "no key to damage in the index page"
    data[at] = ord("g")  # "ginished": the index now holds a key that no row has
    path.write_bytes(bytes(data))
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"  # the damage it misses
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] != "ok"


def test_a_database_whose_index_no_longer_matches_its_table_is_set_aside(profile):
    """A flipped byte in an index page passes quick_check; once used, every write said
    "database disk image is malformed". It is set aside like any damaged file."""
    from cardgames_qt.app import services
    home, _info = profile
    _damage_index(home / DB, "games_status")
    store, notice = services.open_profile()
    assert notice and "damaged" in notice and "quarantine" in notice, notice
    assert (home / "quarantine").exists()
    store.close()


# --- rows: each passes the checks of a save; a bad one sets that one game aside ---------------------
def test_damaged_plain_values_are_set_aside_at_start_with_one_sentence(qtbot, profile):
    """updated = 1e308, moves = 'many', a 50 MB seats JSON (Load froze 17.6 s): one sentence at
    start; Continue, Load… and Statistics open at once and work with the others."""
    home, _info = profile
    sql(home, "UPDATE games SET seats = ? WHERE title = 'Keep gops'", params=(bench.huge_seats(),))
    sql(home, "UPDATE games SET updated = 1e308 WHERE id = (SELECT min(id) FROM games WHERE status = 'finished')",
        "UPDATE games SET moves = 'many' WHERE status = 'active' AND kind = 'zhopa'")
    w = open_window(qtbot)
    [message] = w.shown
    assert_readable(message)
    assert message.startswith("The data of 3 stored games") and "Keep gops" in message and "kept aside" in message
    press_continue(w, "gops")
    assert w.table is not None and w.table.session.game_id == "gops"
    assert not w.start_page.panels["zhopa"].continue_button.isEnabled()
    seen = in_modal(w, w.act_load, lambda dlg, s: s.update(names=listed(dlg)))
    # the saves that can be loaded, then the games kept aside (marked: they are exported, never opened)
    assert seen["names"][0] == "Keep guts" and seen["seconds"] < 5
    assert sorted(seen["names"][1:]) == sorted(["Keep gops — damaged, kept aside",
                                                *["Unnamed game — damaged, kept aside"] * 2]), seen["names"]
    seen = in_modal(w, w.act_stats, lambda dlg, s: s.update(rows=dlg.table.rowCount(),
                                                              finished=dlg.finished_games.rowCount()))
    assert seen["rows"] >= 2 and seen["finished"] == 2 and seen["seconds"] < 5
    w.close()


def test_a_save_of_the_wrong_shape_is_kept_aside_by_the_load_dialog(qtbot, profile):
    home, _info = profile
    sql(home, "UPDATE games SET seats = '[1, 2]' WHERE title = 'Keep gops'")
    w = open_window(qtbot, expect_message=False)
    assert not w.shown

    def look(dlg, seen):
        seen["names"], seen["message"] = listed(dlg), dlg.message.text()
        QTest.mouseClick(dlg.load_button, Qt.LeftButton)  # loads the selected (the only) save
        seen["accepted"] = not dlg.isVisible()

    w.watcher.answer = "Discard it"  # the Guts game waiting under Continue gives way
    seen = in_modal(w, w.act_load, look)
    assert seen["names"] == ["Keep guts", "Keep gops — damaged, kept aside"] and seen["accepted"]
    assert "Keep gops" in seen["message"] and "kept aside" in seen["message"]
    assert_readable(seen["message"])
    assert w.table is not None and w.table.session.game_id == "guts"
    assert [s for _i, s, _m in stored_games(home)].count("aside") == 1
    w.close()


def test_deep_json_in_a_variant_sets_that_game_aside_and_continue_works_for_the_others(qtbot, profile):
    home, _info = profile
    deep = "[" * 5000 + "]" * 5000  # small enough to be read, too deep to be parsed
    sql(home, "UPDATE games SET variant = ? WHERE status = 'active' AND kind = 'zhopa'", params=(deep,))
    w = open_window(qtbot, expect_message=False)
    press_continue(w, "zhopa")
    assert w.table is None and len(w.shown) == 1
    assert_readable(w.shown[0])
    assert "kept aside" in w.shown[0]
    assert not w.start_page.panels["zhopa"].continue_button.isEnabled()
    press_continue(w, "gops")
    assert w.table is not None and w.table.session.legal_actions(0)
    w.close()


def test_a_snapshot_with_fields_of_the_wrong_type_under_a_valid_digest_is_not_used(qtbot, profile):
    home, info = profile
    bench._snapshot("banks", "many")(home, info)
    w = open_window(qtbot, expect_message=False)
    press_continue(w, "zhopa")
    assert w.table is not None and not w.shown
    session = w.table.session
    seat = session.acting_seats()[0]
    session.submit(seat, session.legal_actions(seat)[0])
    assert session.last_save_error is None and len(session.state.history) == 13
    w.close()


def test_damaged_statistics_rows_are_left_out_and_said_and_the_window_opens_at_once(qtbot, profile):
    home, _info = profile
    sql(home, "UPDATE legacy_stats SET best = '1e100000000'",
        "UPDATE results SET z_points = 'many' WHERE kind = 'zhopa' AND seat = 0")
    w = open_window(qtbot, expect_message=False)
    seen = in_modal(w, w.act_stats, lambda dlg, s: s.update(
        message=dlg.message.text(), players={dlg.table.item(r, 1).text() for r in range(dlg.table.rowCount())}))
    assert seen["seconds"] < 5  # "1e100000000" took over 170 s
    assert "The results of 1 game are damaged" in seen["message"] and "An imported total is damaged" in seen["message"]
    assert seen["players"] == {"Ann", "Bob"}  # the gops games are still counted
    w.close()


def test_salvage_names_its_own_files_inside_the_profile(profile):
    from cardgames_qt.app import services
    home, info = profile
    planted = "/../../../../outside/planted"
    bench._rebuild_games("id PRIMARY KEY", "id INTEGER PRIMARY KEY AUTOINCREMENT", (
        f"UPDATE moves SET game = '{planted}' WHERE game = (SELECT id FROM games WHERE title = 'Keep gops')",
        f"UPDATE games SET id = '{planted}' WHERE title = 'Keep gops'"), keep="1")(home, info)
    store, notice = services.open_profile()
    store.close()
    assert notice and "quarantine" in notice
    tmp = home.parent
    assert not list(tmp.rglob("planted*")) and not (tmp / "outside").exists()
    exports = [p for p in (home / "quarantine").rglob("*.json")]
    assert len(exports) == len(info["games"]) and all(p.name.startswith("game-") for p in exports)


# --- side files ----------------------------------------------------------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("wal, shm", [("folder", None), (None, "fifo"), ("fifo", "folder")])
def test_a_side_file_that_is_not_a_file_does_not_get_a_good_database_set_aside(qtbot, profile, wal, shm):
    home, info = profile
    bench._side(wal, shm, pending=False)(home, info)
    raw = (home / DB).read_bytes()
    w = open_window(qtbot)
    [message] = w.shown
    assert_readable(message)
    assert "ordinary file" in message and "Your games are intact" in message
    assert (home / DB).exists() and not [p for p in (home / "quarantine").iterdir() if p.name.endswith(".sqlite3")]
    press_continue(w, "gops")
    assert w.table is not None
    seen = in_modal(w, w.act_load, lambda dlg, s: s.update(names=sorted(listed(dlg))))
    assert seen["names"] == ["Keep gops", "Keep guts"]
    w.close()
    assert raw  # read as it was


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_in_place_of_the_rollback_journal_neither_hangs_nor_costs_the_database(profile):
    from cardgames_qt.app import services
    home, info = profile
    bench._journal("fifo")(home, info)
    store, notice = services.open_profile()
    assert notice and "-journal" in notice and "Your games are intact" in notice
    assert store.waiting("gops") is not None and len(store.list_saves()) == 2
    store.close()


def test_a_stale_wal_of_a_replaced_database_is_not_replayed_into_it(qtbot, profile):
    home, info = profile
    bench._stale_wal()(home, info)
    w = open_window(qtbot)
    [message] = w.shown
    assert_readable(message)
    assert "replaced" in message and "was not applied" in message
    assert [p for p in (home / "quarantine").iterdir() if p.name.endswith("-wal")]
    press_continue(w, "gops")
    assert w.table is not None
    w.close()


def test_the_wal_of_a_crash_is_replayed_silently(profile):
    """The usual case: commits a killed window left in the -wal are kept, nothing said."""
    from cardgames_qt.app import services
    home, _info = profile
    bench._pending(home)
    store, notice = services.open_profile()
    assert notice is None
    assert store.db.meta("pending") == "yes"
    store.close()


def test_a_wal_older_than_the_file_whose_pages_are_in_it_is_replayed_silently(profile):
    """A checkpoint finished, then the crash: the file is newer than its -wal, yet nothing in
    the -wal differs from it. Nothing is said or moved, and its commits are there."""
    from cardgames_qt.app import services
    home, info = profile
    bench._stale_wal(checkpointed=True)(home, info)
    assert os.stat(home / DB).st_mtime_ns > os.stat(home / (DB + "-wal")).st_mtime_ns
    store, notice = services.open_profile()
    assert notice is None and store.db.meta("pending") == "yes"
    assert not (home / "quarantine").exists()
    store.close()


def test_export_says_when_the_database_was_set_aside(profile, tmp_path):
    from ..storage.test_export_cli import run_export
    home, _info = profile
    sql(home, SCHEMAS["a trigger that wipes the statistics"])
    proc = run_export(home, "gops", str(tmp_path / "out.json"))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "could not be used" in proc.stderr and "quarantine" in proc.stderr


# --- imports -----------------------------------------------------------------------------------------------
def test_old_saves_are_imported_file_by_file_once(qtbot, _isolated_home):
    good = bench.good_save()
    saves = _isolated_home / "saves"
    saves.mkdir(parents=True)
    (saves / "good.json").write_text(json.dumps({**good, "title": "Good"}))
    (saves / "seed.json").write_text(json.dumps({**good, "seed": 2**63 + 5}))
    (saves / "surrogate.json").write_bytes(json.dumps({**good, "title": "Ann"}).replace(
        '"Ann"', '"\\ud800Ann"').encode())
    w = open_window(qtbot)
    [message] = w.shown
    assert "seed.json" in message and "surrogate.json" in message and message.startswith("2 saved games")
    seen = in_modal(w, w.act_load, lambda dlg, s: s.update(names=listed(dlg)))
    assert seen["names"] == ["Good"]
    w.close()
    again = open_window(qtbot, expect_message=False)  # once: nothing imported again, nothing said
    assert not again.shown
    assert in_modal(again, again.act_load, lambda dlg, s: s.update(names=listed(dlg)))["names"] == ["Good"]
    again.close()


@pytest.mark.parametrize("label, change", [
    ("a seed in 2**63..2**64", {"seed": 2**63 + 1}),
    ("a lone surrogate in a name", "SURROGATE"),
    ("a variant nested deep", {"variant": {"cards": json.loads("[" * 200 + "]" * 200)}}),
])
def test_hostile_json_imports_end_in_a_message(app, _isolated_home, tmp_path, monkeypatch, label, change):
    good = bench.good_save()
    path = tmp_path / "offered.json"
    path.write_bytes(bench._save_bytes(good, change if change == "SURROGATE" else (lambda d: {**d, **change})))
    message = import_file(app, path, monkeypatch)
    assert message is not None, f"{label}: no message"
    assert_readable(message)
    assert app.table is None
    still_usable(app)


def test_export_of_a_damaged_row_is_a_sentence_not_a_traceback(profile, tmp_path):
    from ..storage.test_export_cli import run_export
    home, _info = profile
    sql(home, "UPDATE games SET variant = ? WHERE status = 'active' AND kind = 'gops'",
        params=("[" * 5000 + "]" * 5000,))
    proc = run_export(home, "gops", str(tmp_path / "out.json"))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr
    [line] = proc.stderr.strip().splitlines()
    assert line.startswith("cardgames-qt: ") and "damaged" in line
    assert not (tmp_path / "out.json").exists()


def test_the_bench_judges_a_few_cases_of_each_kind(tmp_path):
    """bench/hostile_store.py --quick: the same judge, in a child process."""
    proc = subprocess.run([sys.executable, str(ROOT / "bench" / "hostile_store.py"), "--quick", "--per-kind", "4"],
                          capture_output=True, text=True, timeout=240, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    last = proc.stdout.strip().splitlines()[-1]
    assert last.startswith("cases=") and "hangs=0 silent=0" in last, proc.stdout[-2000:]
    cases, handled = (int(part.split("=")[1]) for part in last.split()[:2])
    assert cases == handled, proc.stdout[-2000:]



def test_the_schema_is_taken_at_its_text_only_when_it_is_ours_word_for_word(tmp_path):
    """schema.mismatch reads the file's own CREATE text first: the same objects with the same
    text are ours at once; the same tables written otherwise (spaced, quoted) are compared
    column by column and pass; one more index, or a trigger, is refused either way."""
    import sqlite3

    from cardgames_qt.storage.db import schema
    from cardgames_qt.storage.db.database import SCHEMA, build_schema

    def made(path, statements):
        conn = sqlite3.connect(path, isolation_level=None)
        for statement in statements:
            conn.execute(statement)
        return conn

    ours = [s for s in SCHEMA.split(";") if s.strip()]
    same = made(tmp_path / "same.db", ours)
    assert schema._master(same) == schema._built(build_schema, "rows")  # taken at its word
    assert schema.mismatch(same, build_schema) is None
    import re
    other_text = [re.sub(r"--[^\n]*", "", s).replace("(", " (\n   ") for s in ours]  # no comments, spaced
    respaced = made(tmp_path / "respaced.db", other_text)
    assert schema._master(respaced) != schema._master(same)
    assert schema.mismatch(respaced, build_schema) is None
    more = made(tmp_path / "more.db", [*ours, "CREATE INDEX extra ON games(name)"])
    assert schema.mismatch(more, build_schema) == schema.OTHER_TABLES
    trigger = made(tmp_path / "trigger.db", [*ours, "CREATE TRIGGER t AFTER INSERT ON meta BEGIN SELECT 1; END"])
    assert schema.mismatch(trigger, build_schema) == schema.UNKNOWN_OBJECTS
