"""Crash safety: a process killed (SIGKILL) while it saves never leaves a game
or statistics that do not load, and loses at most the move being written.

Random kills of a real child playing into the database (bench/crash_saves.py,
more kills with CARDGAMES_QT_LONG=1); and, for the JSON files still written
for people (export) and read from earlier versions, a crash at every single
file-system step of each save operation (crash_points.py).
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bench import crash_saves
from cardgames_qt.app.session import BackgroundSaver, GameSession, Seat
from cardgames_qt.storage import SaveNotFound, SaveStore, StatsStore

from ..conftest import long_runs

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL and fork are POSIX")


def test_random_kills_of_a_playing_child_lose_at_most_the_last_move(tmp_path):
    kills = 100 if long_runs() else 20  # 20: every operation gets an aimed kill
    out = crash_saves.run(kills, seed=7, home=tmp_path / "home", max_delay=0.6)
    assert out.problems == []
    assert (out.kills, out.corrupt) == (kills, 0)
    assert out.max_moves_lost <= 1 and out.stats_exact and out.finished_unrecorded == 0
    assert sum(out.aimed.values()) == kills // 2  # half aimed at the final move, Discard, Import, ...
    assert set(out.aimed) == set(crash_saves.OPS)
    assert out.moves > 0 and out.games_done > 0  # it really played, and games ended between kills


def test_the_result_is_recorded_once_while_the_autosave_still_exists():
    """GameSession.on_finished runs once when the game ends, before "Continue" is
    cleared, with or without the background writer."""
    for saver in (None, BackgroundSaver()):
        store, seen = SaveStore(), []
        session = GameSession.start("gops", {"cards": 3, "games": 1}, [Seat("Ann"), Seat("Bob")], seed=2, store=store)
        session.saver = saver
        session.on_finished = lambda s, seen=seen, store=store: seen.append((s.is_over, store.has_autosave("gops")))
        while not session.is_over:
            seat = session.acting_seats()[0]
            session.submit(seat, session.legal_actions(seat)[0])
        if saver is not None:
            saver.close()
        assert seen == [(True, True)] and not store.has_autosave("gops")
        session.autosave()  # a later autosave (e.g. on closing the table) does not record twice
        assert len(seen) == 1


# --- every crash point ------------------------------------------------------------------
@pytest.fixture(scope="module")
def crash_points(tmp_path_factory):
    out = tmp_path_factory.mktemp("crash-points")
    proc = subprocess.run([sys.executable, "-m", "tests.reliability.crash_points", str(out)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 0, proc.stderr[-3000:]
    points = dict(item.split("=") for item in proc.stdout.split())
    return out, {name: int(n) for name, n in points.items()}


def snapshots(out: Path, scenario: str) -> list[Path]:
    found = [p for p in (out / scenario).iterdir() if p.name not in ("before", "work")]
    return sorted(found, key=lambda p: (p.name == "done", int(p.name) if p.name.isdigit() else 0))


def autosave_moves(home: Path) -> int | None:
    """Moves in the gops autosave, None when there is none; it must load from the main file."""
    try:
        loaded = SaveStore(home / "saves").load_autosave("gops")
    except SaveNotFound:
        return None
    assert not loaded.from_backup, "an older backup came back"
    return len(loaded.state.history)


def named_moves(home: Path) -> int | None:
    try:
        loaded = SaveStore(home / "saves").load("Keep")
    except SaveNotFound:
        return None
    assert not loaded.from_backup, "an older backup came back"
    return len(loaded.state.history)


def recorded(home: Path) -> list[str]:
    store = StatsStore(home / "stats.json")
    stats = store.load()
    assert store.messages == []
    return stats.recorded


def every_file_is_whole(home: Path) -> None:
    assert not (home / "saves" / "quarantine").exists() and not (home / "quarantine").exists()


def test_each_save_operation_was_crashed_at_many_points(crash_points):
    _, points = crash_points
    assert set(points) == {"move", "final_move", "new_game", "named_overwrite", "delete_named", "stats"}
    assert points["delete_named"] == 2  # two removals: the crash falls before, between, after
    assert all(n >= 5 for name, n in points.items() if name != "delete_named"), points


def test_a_crash_during_an_autosave_leaves_the_old_or_the_new_game(crash_points):
    out, _ = crash_points
    for home in snapshots(out, "move"):
        every_file_is_whole(home)
        assert autosave_moves(home) in ((7,) if home.name == "done" else (6, 7)), home.name
        assert named_moves(home) == 6 and recorded(home) == ["earlier-game"]


def test_a_crash_at_the_end_of_a_game_keeps_the_game_or_its_result(crash_points):
    """The last move may be lost, but never the game: either the autosave still
    holds it one move short, or its result is in the statistics."""
    out, _ = crash_points
    seen = set()
    for home in snapshots(out, "final_move"):
        every_file_is_whole(home)
        moves, uids = autosave_moves(home), recorded(home)
        assert moves in (11, None), home.name
        assert moves == 11 or len(uids) == 2, f"{home.name}: the game vanished"
        seen.add((moves, len(uids)))
        if home.name == "done":
            assert (moves, len(uids)) == (None, 2)
    assert {(11, 1), (11, 2), (None, 2)} <= seen  # the crash points span all three stages


def test_a_crash_while_starting_a_game_leaves_no_slot_or_a_fresh_one(crash_points):
    out, _ = crash_points
    for home in snapshots(out, "new_game"):
        every_file_is_whole(home)
        assert autosave_moves(home) in ((0,) if home.name == "done" else (None, 0))


def test_a_crash_while_overwriting_a_named_save_keeps_the_old_or_the_new(crash_points):
    out, _ = crash_points
    for home in snapshots(out, "named_overwrite"):
        every_file_is_whole(home)
        assert named_moves(home) in ((7,) if home.name == "done" else (4, 7)), home.name


def test_a_crash_while_deleting_a_save_never_brings_back_its_backup(crash_points):
    out, _ = crash_points
    for home in snapshots(out, "delete_named"):
        every_file_is_whole(home)
        assert named_moves(home) in ((None,) if home.name == "done" else (4, None)), home.name


def test_a_crash_while_recording_statistics_keeps_them_readable(crash_points):
    out, _ = crash_points
    for home in snapshots(out, "stats"):
        every_file_is_whole(home)
        uids = recorded(home)
        assert uids in ((["earlier-game", "new-game"],) if home.name == "done"
                        else (["earlier-game"], ["earlier-game", "new-game"])), home.name
        players = StatsStore(home / "stats.json").load().players
        assert ("Cid" in players) == ("new-game" in uids)  # all of a game's results or none
