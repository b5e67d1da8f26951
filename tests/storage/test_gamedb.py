"""The SQLite game store through its public surface: sessions that play real
games, a second store standing for a second window, real files."""
from __future__ import annotations

import hashlib
import json
import random
import sqlite3

import pytest

from cardgames_qt.app.session import GameSession, Seat
from cardgames_qt.storage import (
    Database,
    GameInUse,
    GameStore,
    IllegalHistory,
    SaveExists,
    SaveNotFound,
    StatsQueries,
)
from cardgames_qt.storage.db import gamedb


def seats(n: int) -> list[Seat]:
    return [Seat("Ann")] + [Seat(f"Bot {i}", "computer") for i in range(1, n)]


def play(session: GameSession, moves: int | None = None, rng: random.Random | None = None) -> None:
    rng = rng or random.Random(session.seed)
    made = 0
    while not session.is_over and (moves is None or made < moves):
        seat = rng.choice(session.acting_seats())
        session.submit(seat, rng.choice(session.legal_actions(seat)))
        assert session.last_save_error is None, session.last_save_error
        made += 1


def guts_out(session: GameSession, moves: int) -> None:
    """A legal Guts session where everyone keeps declaring out: as long as wanted."""
    for _ in range(moves):
        session.submit(session.acting_seats()[0], "out")


@pytest.fixture
def store(_isolated_home) -> GameStore:
    s = GameStore()
    yield s
    s.close()


def other_window() -> GameStore:
    return GameStore()


def test_every_move_is_committed_before_submit_returns(store):
    session = GameSession.start("gops", {"cards": 13}, seats(2), seed=3, store=store)
    play(session, 7)
    # another connection (another window, or the file after a crash) sees all seven
    reader = sqlite3.connect(store.db.path)
    assert reader.execute("SELECT moves FROM games WHERE id = ?", (session.db_id,)).fetchone() == (7,)
    assert reader.execute("SELECT COUNT(*) FROM moves WHERE game = ?", (session.db_id,)).fetchone() == (7,)
    reader.close()


def test_resume_uses_a_snapshot_and_gives_the_same_game(store):
    session = GameSession.start("guts", {"players": 3}, seats(3), seed=11, store=store)
    guts_out(session, 650)
    snaps = store.db.conn.execute("SELECT idx FROM snapshots WHERE game = ?", (session.db_id,)).fetchall()
    assert snaps and snaps[0][0] >= gamedb.SNAPSHOT_EVERY
    session.close()
    opened = other_window().load_continue("guts")
    assert opened.message is None
    assert opened.state.fingerprint() == session.state.fingerprint()
    assert opened.record["history"] == session.record()["history"]


def test_a_damaged_snapshot_is_ignored_and_the_game_rebuilt_from_its_moves(store):
    session = GameSession.start("guts", {"players": 2}, seats(2), seed=5, store=store)
    guts_out(session, 420)
    session.close()
    with store.db.write() as conn:
        conn.execute("UPDATE snapshots SET state = '{\"game\": \"guts\", \"pot\": 999}'")
    opened = other_window().load_continue("guts")
    assert opened.state.fingerprint() == session.state.fingerprint()
    assert "rebuilt from its moves" in opened.message


def test_a_snapshot_that_does_not_fit_the_moves_is_not_trusted(store):
    """Edited moves make the snapshot's digest wrong: the moves are replayed, and the
    illegal one puts the game aside with a clear message."""
    session = GameSession.start("gops", {"cards": 13}, seats(2), seed=5, store=store)
    play(session, 6)
    session.close()
    with store.db.write() as conn:
        conn.execute("UPDATE moves SET action = 99 WHERE game = ? AND idx = 2", (session.db_id,))
    with pytest.raises(IllegalHistory, match="kept aside"):
        other_window().load_continue("gops")
    status = store.db.conn.execute("SELECT status FROM games WHERE id = ?", (session.db_id,)).fetchone()[0]
    assert status == "aside" and not store.has_continue("gops")
    assert store.record(session.db_id)["history"][2][1] == 99  # kept, for an export


def test_missing_moves_put_the_game_aside(store):
    session = GameSession.start("gops", {"cards": 13}, seats(2), seed=5, store=store)
    play(session, 6)
    session.close()
    with store.db.write() as conn:
        conn.execute("DELETE FROM moves WHERE game = ? AND idx = 5", (session.db_id,))
    with pytest.raises(IllegalHistory, match="moves are missing"):
        other_window().load_continue("gops")


@pytest.mark.parametrize("damage, kept", [
    ("UPDATE moves SET action = 99 WHERE game = :g AND idx = 4", 4),          # refused by the rules
    ("UPDATE moves SET action = X'FF00' WHERE game = :g AND idx = 3", 3),     # not a move at all
    ("UPDATE moves SET seat = 'x' WHERE game = :g AND idx = 5", 5),           # not a seat
    ("DELETE FROM moves WHERE game = :g AND idx = 2", 2),                     # missing: the rest cannot follow
    ("UPDATE games SET moves = 'many', updated = 1e308 WHERE id = :g", 8),  # the row's counters: all moves
    ("UPDATE games SET title = X'00', uid = 7 WHERE id = :g", 8),           # a name lost, not the game
])
def test_the_readable_part_of_a_damaged_game_replays_up_to_the_first_damaged_move(store, damage, kept):
    """GameStore.readable_part, the one reading of a game kept aside (the Load dialog's
    Export…, --export): the header and the moves before the first damaged one, as a save
    record that replays; nothing is written."""
    from cardgames_qt.storage.files.saveformat import make_record, restore
    session = GameSession.start("gops", {"cards": 13}, seats(2), seed=5, store=store)
    play(session, 8)
    session.close()
    moves = [list(m) for m in session.state.history]
    with store.db.write() as conn:
        conn.execute(damage, {"g": session.db_id})
    before = store.db.conn.execute("SELECT status FROM games WHERE id = ?", (session.db_id,)).fetchone()
    part = store.readable_part(session.db_id)
    assert part.moves == kept and part.record["history"] == moves[:kept]
    assert part.stored == (7 if "DELETE" in damage else 8)
    assert restore(make_record(part.record)).history == moves[:kept]
    assert store.db.conn.execute("SELECT status FROM games WHERE id = ?", (session.db_id,)).fetchone() == before


@pytest.mark.parametrize("damage", ["UPDATE games SET seats = '[1, 2]' WHERE id = :g",
                                    "UPDATE games SET kind = 'chess' WHERE id = :g",
                                    "UPDATE games SET variant = '{\"cards\": -3}' WHERE id = :g",
                                    "UPDATE games SET seed = 'x' WHERE id = :g"])
def test_nothing_of_a_game_whose_header_is_damaged_can_be_read(store, damage):
    from cardgames_qt.storage import NotASave
    session = GameSession.start("gops", {"cards": 13}, seats(2), seed=5, store=store)
    play(session, 4)
    session.close()
    with store.db.write() as conn:
        conn.execute(damage, {"g": session.db_id})
    with pytest.raises(NotASave, match="Nothing of this game can be read: its stored data is damaged"):
        store.readable_part(session.db_id)


def test_a_game_open_in_one_window_is_not_resumed_in_another(store):
    session = GameSession.start("gops", {}, seats(2), seed=1, store=store)
    play(session, 2)
    second = other_window()
    with pytest.raises(GameInUse, match="open in another window"):
        second.load_continue("gops")
    # a new game in the second window leaves the first window's game alone
    other = GameSession.start("gops", {}, seats(2), seed=2, store=second)
    play(other, 1)
    play(session, 1)
    assert session.last_save_error is None
    assert store.db.conn.execute("SELECT COUNT(*) FROM games WHERE status = 'active'").fetchone() == (2,)
    session.close()
    assert second.load_continue("gops").db_id in (session.db_id, other.db_id)


def test_a_dead_windows_lease_expires(store, monkeypatch):
    session = GameSession.start("gops", {}, seats(2), seed=1, store=store)
    play(session, 2)
    # a lease of a process that no longer exists on this host is dead at once
    with store.db.write() as conn:
        conn.execute("UPDATE leases SET owner = 'gone', pid = 2147483000")
    assert other_window().load_continue("gops").state.history == session.state.history
    # and one whose owner stopped renewing it expires after LEASE_TTL
    with store.db.write() as conn:
        conn.execute("UPDATE leases SET owner = 'far', host = 'elsewhere', heartbeat = heartbeat - ?",
                     (gamedb.LEASE_TTL + 1,))
    assert other_window().load_continue("gops")


def test_a_window_that_lost_its_lease_stops_writing(store):
    session = GameSession.start("gops", {}, seats(2), seed=1, store=store)
    play(session, 2)
    with store.db.write() as conn:
        conn.execute("UPDATE leases SET owner = 'other window'")
    seat = session.acting_seats()[0]
    session.submit(seat, session.legal_actions(seat)[0])
    assert "another window" in session.last_save_error
    assert store.db.conn.execute("SELECT moves FROM games WHERE id = ?", (session.db_id,)).fetchone() == (2,)


def test_finished_games_are_rows_and_their_results_are_recorded_once(store):
    session = GameSession.start("gops", {"cards": 5}, seats(2), seed=4, store=store)
    play(session)
    assert session.is_over and not store.has_continue("gops")
    row = store.db.conn.execute("SELECT status, moves FROM games WHERE id = ?", (session.db_id,)).fetchone()
    assert row == ("finished", len(session.state.history))
    queries = StatsQueries(store.db)
    totals = queries.totals()
    assert {p for _k, p in totals} == {"Ann", "Bot 1"} and all(n == 1 for n, _w in totals.values())
    # the same game finishing again (a replay, another window) changes nothing
    from cardgames_qt.app.results import results_of
    other_window().finish(session.db_id, "gops", session.uid, results_of(session))
    assert queries.totals() == totals and queries.games_recorded() == 1


def test_results_of_every_kind_are_recorded(store):
    for kind, variant, n in (("gops", {"cards": 4, "games": 2}, 2), ("zhopa", {"players": 3}, 3)):
        play(GameSession.start(kind, variant, seats(n), seed=8, store=store))
    lines = {(line.kind, line.player): line for line in StatsQueries(store.db).lines()}
    assert {k for k, _p in lines} == {"gops", "zhopa"}
    gops = [lines["gops", "Ann"], lines["gops", "Bot 1"]]
    assert sum(line.avg_margin for line in gops) == 0  # margins of a two-player game are opposite
    assert StatsQueries(store.db).zhopa_history("Ann")


def test_guts_results_are_the_final_balances(store):
    session = GameSession.start("guts", {"players": 2, "cycles": 1}, seats(2), seed=2, store=store)
    rng = random.Random(2)
    while not session.is_over:
        session.submit(session.acting_seats()[0], rng.choice(["in", "in", "out"]))
    lines = {line.player: line for line in StatsQueries(store.db).lines()}
    assert [lines[s.name].best for s in session.seats] == [float(b) for b in session.state.returns()]


def test_named_saves_ask_before_replacing_and_load_as_a_copy(store):
    session = GameSession.start("gops", {}, seats(2), seed=1, store=store)
    play(session, 3)
    store.save_named("Evening game", session.db_id)
    with pytest.raises(SaveExists):
        other_window().save_named("  evening   GAME ", session.db_id)
    play(session, 2)
    store.save_named("Evening game", session.db_id, overwrite=True)
    infos = store.list_saves()
    assert [(i.title, i.moves, i.game) for i in infos] == [("Evening game", 5, "gops")]
    session.close()
    opened = other_window().open_saved(infos[0].db_id)
    assert opened.state.history == session.state.history[:5]
    assert [i.db_id for i in store.list_saves()] == [infos[0].db_id]  # the save stays
    store.delete_saved(infos[0].db_id)
    assert store.list_saves() == []
    with pytest.raises(SaveNotFound):
        store.delete_saved(infos[0].db_id)


def test_starting_a_new_game_replaces_the_waiting_one_of_its_kind_only(store):
    first = GameSession.start("gops", {}, seats(2), seed=1, store=store)
    guts = GameSession.start("guts", {"players": 2}, seats(2), seed=1, store=store)
    first.close()
    guts.close()
    GameSession.start("gops", {}, seats(2), seed=2, store=store)
    kinds = store.db.conn.execute("SELECT kind, seed FROM games WHERE status = 'active' ORDER BY kind").fetchall()
    assert kinds == [("gops", 2), ("guts", 1)]


def test_moves_refused_by_the_disk_are_written_with_the_next_one(store, monkeypatch):
    session = GameSession.start("gops", {}, seats(2), seed=1, store=store)
    real_insert = GameStore._insert_moves
    failing = {"on": True}

    def flaky(conn, gid, start, moves):
        if failing["on"]:
            raise sqlite3.OperationalError("database or disk is full")
        real_insert(conn, gid, start, moves)

    monkeypatch.setattr(GameStore, "_insert_moves", staticmethod(flaky))
    seat = session.acting_seats()[0]
    session.submit(seat, session.legal_actions(seat)[0])
    assert session.last_save_error == "Could not save the move: the disk is full."
    failing["on"] = False
    seat = session.acting_seats()[0]
    session.submit(seat, session.legal_actions(seat)[0])
    assert session.last_save_error is None
    assert store.history(session.db_id) == session.state.history


def test_json_export_and_import_round_trip(store, tmp_path):
    from cardgames_qt.storage import read_save_file, write_save_file
    session = GameSession.start("zhopa", {"players": 3}, seats(3), seed=9, store=store)
    play(session, 40)
    path = write_save_file(tmp_path / "out.json", store.record(session.db_id))
    with pytest.raises(SaveExists):
        write_save_file(path, store.record(session.db_id))
    data = read_save_file(path)
    assert data["version"] == 1 and data["history"] == session.state.history
    session.close()
    opened = other_window().import_record(data)
    assert opened.state.fingerprint() == session.state.fingerprint()


def test_the_database_is_versioned(store):
    from cardgames_qt.storage.db.database import APP_ID, SCHEMA_VERSION
    conn = store.db.conn
    assert conn.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    assert conn.execute("PRAGMA application_id").fetchone() == (APP_ID,)
    assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert conn.execute("PRAGMA synchronous").fetchone() == (2,)  # FULL


def test_a_list_action_is_stored_and_read_back_exactly(store):
    session = GameSession.start("gops", {}, seats(2), seed=1, store=store)
    log = store._logs[session.db_id]
    with store.db.write() as conn:
        GameStore._insert_moves(conn, session.db_id, 0, [[0, ["QS", 3]], [1, "it's"]])
    assert store.history(session.db_id) == [[0, ["QS", 3]], [1, "it's"]]
    # the digest text SQLite builds equals the one kept while writing
    log.add(0, ["QS", 3])
    log.add(1, "it's")
    text = store.db.conn.execute(gamedb._DIGEST_SQL, (session.db_id, 0, 2)).fetchone()[0]
    assert hashlib.sha256(text.encode()).hexdigest() == log.digest.hexdigest()


# --- resuming at a cost that does not grow with the game -------------------------------------
def _snapshot(store, gid):
    return store.db.conn.execute("SELECT idx, base_idx FROM snapshots WHERE game = ?", (gid,)).fetchone()


def test_a_long_game_resumes_from_its_last_snapshot_without_reading_the_earlier_moves(store):
    """The snapshot's digest is chained: resuming reads the snapshot, its own segment of
    moves and the tail. The earlier moves stay on disk until somebody asks for them, and
    then they are exactly the stored ones."""
    session = GameSession.start("guts", {"players": 2}, seats(2), seed=13, store=store)
    guts_out(session, 1500)
    idx, base_idx = _snapshot(store, session.db_id)
    assert 0 < base_idx < idx < 1500  # several snapshots were written, each chained to the one before
    session.close()
    opened = other_window().load_continue("guts")
    history = opened.state.history
    assert len(history) == 1500 and not history.loaded  # only the moves after the snapshot were read
    assert history[idx:] == session.moves()[idx:] and not history.loaded
    assert opened.state.fingerprint() == session.state.fingerprint()  # reads the earlier moves: all equal
    assert history.loaded and list(history) == session.moves() == store.history(session.db_id)


def test_a_resumed_long_game_goes_on_and_resumes_again(store):
    session = GameSession.start("guts", {"players": 3}, seats(3), seed=17, store=store)
    guts_out(session, 900)
    session.close()
    second = other_window()
    opened = second.load_continue("guts")
    resumed = GameSession.from_opened(opened, second)
    guts_out(resumed, 700)  # new snapshots, chained to the one it resumed from
    idx, base_idx = _snapshot(second, resumed.db_id)
    assert idx > 900 and base_idx > 0
    resumed.close()
    second.close()
    again = other_window().load_continue("guts")
    reference = GameSession.start("guts", {"players": 3}, seats(3), seed=17)
    guts_out(reference, 1600)
    assert again.state.fingerprint() == reference.state.fingerprint()


def test_a_move_changed_in_the_snapshots_segment_is_found(store):
    """A move edited after the snapshot before it: the digest no longer fits, so the
    snapshot is not trusted and the game is rebuilt from the stored moves as they are."""
    session = GameSession.start("guts", {"players": 2}, seats(2), seed=19, store=store)
    guts_out(session, 1200)
    idx, base_idx = _snapshot(store, session.db_id)
    session.close()
    with store.db.write() as conn:
        conn.execute("UPDATE moves SET action = 'in' WHERE game = ? AND idx = ?", (session.db_id, idx - 1))
    opened = other_window().load_continue("guts")
    stored = store.history(session.db_id)
    assert stored[idx - 1][1] == "in" and opened.state.history == stored
    from cardgames_qt.engine.registry import replay
    assert opened.state.fingerprint() == replay("guts", {"players": 2}, 19, stored).fingerprint()


def test_a_take_back_past_the_last_snapshot_keeps_the_chain(store):
    """Moves taken back behind the latest snapshot: that snapshot goes, the one before
    it (or none) is where the next resume starts, and the game goes on exactly."""
    session = GameSession.start("guts", {"players": 2}, seats(2), seed=23, store=store)
    guts_out(session, 1000)
    idx, _base = _snapshot(store, session.db_id)
    from cardgames_qt.engine.registry import replay
    keep = idx - 10
    session.rewind(replay("guts", {"players": 2}, 23, session.moves()[:keep]))
    assert session.move_count == keep and store.history(session.db_id) == session.moves()
    guts_out(session, 600)
    session.close()
    opened = other_window().load_continue("guts")
    assert opened.message is None and opened.state.fingerprint() == session.state.fingerprint()


def test_a_version_1_database_is_upgraded_and_its_snapshot_still_used(store, tmp_path):
    """Version 1 kept one digest of all the moves before a snapshot: after the upgrade
    that snapshot still fits (base 0, no base digest) and the game resumes."""
    session = GameSession.start("guts", {"players": 2}, seats(2), seed=29, store=store)
    guts_out(session, 260)
    gid = session.db_id
    session.close()
    path = store.db.path
    store.close()
    conn = sqlite3.connect(path)
    with conn:
        text = conn.execute(gamedb._DIGEST_SQL, (gid, 0, 2**62)).fetchone()[0]
        conn.execute("DELETE FROM snapshots")
        conn.execute("ALTER TABLE snapshots DROP COLUMN base_digest")
        conn.execute("ALTER TABLE snapshots DROP COLUMN base_idx")
        data = session.state.to_dict(history=False)
        conn.execute("INSERT INTO snapshots (game, idx, state, digest) VALUES (?, ?, ?, ?)",
                     (gid, 260, json.dumps(data), hashlib.sha256(text.encode()).hexdigest()))
        conn.execute("PRAGMA user_version = 1")
    conn.close()
    fresh = GameStore()
    try:
        from cardgames_qt.storage.db.database import SCHEMA_VERSION
        assert fresh.db.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
        opened = fresh.load_continue("guts")
        assert opened.message is None and not opened.state.history.loaded  # the old snapshot was used
        assert opened.state.fingerprint() == session.state.fingerprint()
    finally:
        fresh.close()


# --- who owns a row (issue 21): ids are never given again ------------------------------------
def test_a_discarded_games_id_is_never_given_to_the_game_that_replaces_it(store):
    """The old table's close() after "Discard it" must not let go of the new game."""
    first = GameSession.start("gops", {"cards": 5}, seats(2), seed=1, store=store)
    play(first, 2)
    second = GameSession.start("gops", {"cards": 5}, seats(2), seed=2, store=store)  # discards the first
    assert second.db_id > first.db_id
    first.close()  # the discarded table goes after the new one is up (as the window does)
    play(second, 2)
    assert store.history(second.db_id) == second.moves()
    assert other_window().in_use(second.db_id)  # still this window's: another cannot take it
    assert store.db.conn.execute("SELECT owner FROM leases WHERE game = ?", (second.db_id,)).fetchone() \
        == (store.owner,)


def _version_2_database(path, source) -> None:
    """A database as version 2 of the app left it (no AUTOINCREMENT), holding the rows of ``source``."""
    from cardgames_qt.storage.db import database
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.executescript(database.SCHEMA.replace(" AUTOINCREMENT", ""))
    conn.execute(f"PRAGMA application_id = {database.APP_ID}")
    conn.execute("PRAGMA user_version = 2")
    conn.execute("ATTACH ? AS src", (str(source),))
    for table in ("meta", "games", "moves", "snapshots", "leases", "results", "legacy_stats"):
        conn.execute(f"INSERT INTO {table} SELECT * FROM src.{table}")
    conn.execute("DETACH src")
    assert "sqlite_sequence" not in {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    conn.close()


def test_a_version_2_database_is_upgraded_and_keeps_every_game(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAMES_QT_HOME", str(tmp_path / "old"))
    old = GameStore()
    finished = GameSession.start("gops", {"cards": 3}, seats(2), seed=4, store=old)
    play(finished)
    named = GameSession.start("guts", {"players": 2}, seats(2), seed=5, store=old)
    guts_out(named, 230)  # past a snapshot
    old.save_named("Evening", named.db_id)
    running = GameSession.start("zhopa", {"players": 2}, seats(2), seed=6, store=old)
    play(running, 9)
    running.close()
    before = {gid: (old.record(gid), status) for gid, status in
              old.db.conn.execute("SELECT id, status FROM games").fetchall()}
    results = old.db.conn.execute("SELECT * FROM results ORDER BY uid, seat").fetchall()
    source = old.db.path
    old.close()

    monkeypatch.setenv("CARDGAMES_QT_HOME", str(tmp_path / "new"))
    (tmp_path / "new").mkdir()
    _version_2_database(tmp_path / "new" / "cardgames.sqlite3", source)
    store = GameStore()
    try:
        from cardgames_qt.storage.db.database import SCHEMA_VERSION
        conn = store.db.conn
        assert store.db.notice is None and conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert "AUTOINCREMENT" in conn.execute("SELECT sql FROM sqlite_master WHERE name = 'games'").fetchone()[0]
        fresh_db = Database(tmp_path / "fresh.sqlite3")  # the upgraded schema reads exactly as a new one's
        schema = "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name"
        assert conn.execute(schema).fetchall() == fresh_db.conn.execute(schema).fetchall()
        fresh_db.close()
        assert {gid: (store.record(gid), status) for gid, status in
                conn.execute("SELECT id, status FROM games").fetchall()} == before
        assert conn.execute("SELECT * FROM results ORDER BY uid, seat").fetchall() == results
        assert {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'")} >= \
            {"games_named", "games_status"}
        assert conn.execute("PRAGMA foreign_keys").fetchone() == (1,)
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        opened = store.load_continue("zhopa")
        assert opened.state.fingerprint() == running.state.fingerprint()
        resumed = GameSession.from_opened(opened, store)
        top = max(before)
        with store.db.write() as w:  # the newest row goes: its id must still never come back
            w.execute("DELETE FROM games WHERE id = ?", (top,))
        fresh = GameSession.start("gops", {"cards": 3}, seats(2), seed=8, store=store)
        assert fresh.db_id > top
        del resumed
        loaded = store.open_saved(store.list_saves()[0].db_id)
        assert loaded.state.fingerprint() == named.state.fingerprint()
    finally:
        store.close()
