"""Inputs that used to hang or crash the JSON layer: non-regular files and
enormous numbers are refused at once, and nothing is replaced."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from cardgames_qt.storage import NotASave, SaveStore, SaveUnreadable, StatsStore, read_save_file
from cardgames_qt.storage.db.stats import GameStats, bounded_fraction
from cardgames_qt.storage.files.atomic import NotRegular, read_limited, write_atomic

from .conftest import gops_game

fifo_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")


@fifo_only
def test_a_fifo_is_never_opened_for_reading_nor_replaced(tmp_path):
    fifo = tmp_path / "gops.json"
    os.mkfifo(fifo)
    started = time.perf_counter()
    with pytest.raises(NotRegular):
        read_limited(fifo)
    with pytest.raises(NotRegular):
        write_atomic(fifo, b"{}")
    assert time.perf_counter() - started < 1 and Path(fifo).is_fifo()


@fifo_only
def test_a_fifo_in_the_autosave_slot_is_refused_with_a_sentence(_isolated_home):
    store = SaveStore()
    path = store.autosave_path("gops")
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    with pytest.raises(SaveUnreadable, match="not an ordinary file"):
        store.load_autosave("gops")
    with pytest.raises(SaveUnreadable, match="not an ordinary file"):
        read_save_file(path)


def test_a_device_or_folder_is_refused(tmp_path):
    for path in (Path("/dev/zero"), tmp_path):
        if path.exists():
            with pytest.raises(NotRegular):
                read_limited(path)


@pytest.mark.parametrize("value", ["1e10000000", "9" * 5000, "1/0", "0x10", " 1", 10**20, True, None, [1]])
def test_scores_in_a_statistics_file_are_bounded(value):
    started = time.perf_counter()
    with pytest.raises((ValueError, ZeroDivisionError)):
        GameStats.from_dict({"played": 1, "won": 1, "score_total": value})
    assert time.perf_counter() - started < 0.1


def test_reasonable_scores_still_read():
    assert bounded_fraction("-7/2") == pytest.approx(-3.5)
    assert GameStats.from_dict({"played": 2, "score_total": "12", "best_score": 9}).best_score == 9


def test_an_enormous_number_in_stats_json_is_left_out_fast(_isolated_home):
    path = _isolated_home / "stats.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "cardgames-qt-stats", "version": 1, "recorded": [],
                                "players": {"Ann": {"gops": {"played": 3, "score_total": "1e10000000"}}}}))
    store = StatsStore()
    started = time.perf_counter()
    stats = store.load()
    assert time.perf_counter() - started < 1
    assert "Ann" not in stats.players or "gops" not in stats.players["Ann"]
    assert any("could not be read" in m for m in store.messages)


def test_a_seed_out_of_range_is_refused(tmp_path):
    _state, record = gops_game(moves=2)
    from cardgames_qt.storage.files.saveformat import make_record
    data = make_record(record) | {"seed": 10**400}
    path = tmp_path / "seed.json"
    path.write_text(json.dumps(data))
    with pytest.raises(NotASave, match="seed"):
        read_save_file(path)
