"""The statistics file (the older store, read by the legacy import) follows the rule every
store follows: a damaged file that could not be moved aside is never written over, also
when the backup beside it was read instead (it was, and the note said "moved aside")."""
from __future__ import annotations

import hashlib
import json

import pytest

from cardgames_qt.storage import PlayerResult, StatsStore, WriteError


def _stats(home):
    store = StatsStore(home / "stats.json")
    store.record_game("u1", "gops", [PlayerResult("Ann", "win", 3), PlayerResult("Bob", "loss", 1)])
    store.record_game("u2", "gops", [PlayerResult("Ann", "loss", 1), PlayerResult("Bob", "win", 3)])
    return store  # stats.json and its .bak (the one before the last write)


@pytest.mark.parametrize("aside", [True, False])
def test_a_damaged_statistics_file_read_from_its_backup_is_written_over_only_once_moved(tmp_path, aside):
    store = _stats(tmp_path)
    main = tmp_path / "stats.json"
    assert (tmp_path / "stats.json.bak").is_file()
    main.write_bytes(b'{"format": "cardgames-qt-stats", "players": {')  # damaged
    if not aside:
        (tmp_path / "quarantine").write_text("a file where the folder belongs")  # (works as root too)
    digest = hashlib.sha256(main.read_bytes()).hexdigest()
    results = [PlayerResult("Ann", "win", 2), PlayerResult("Bob", "loss", 0)]
    if aside:  # moved into quarantine/: the backup's statistics go on
        assert store.record_game("u3", "gops", results) is True
        assert any(p.name.startswith("stats-") for p in (tmp_path / "quarantine").iterdir())
        assert "u3" in json.loads(main.read_text())["recorded"]
    else:  # left in place: said, and the game is not recorded over it
        with pytest.raises(WriteError) as err:
            store.record_game("u3", "gops", results)
        assert err.value.message.key == "stats.blocked" and "not recorded" in str(err.value)
        assert hashlib.sha256(main.read_bytes()).hexdigest() == digest
        store.load()
        assert all("moved aside" not in str(m) for m in store.messages), store.messages
