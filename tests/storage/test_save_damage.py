"""Bad save files: each kind raises a readable SaveError, is moved into
quarantine/ (never deleted), and nothing else is touched."""
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgames_qt.engine import registry
from cardgames_qt.storage import (
    IllegalHistory,
    NotASave,
    SaveError,
    SaveTooLarge,
    SaveTooNew,
    SaveUnreadable,
    WrongGame,
)
from cardgames_qt.storage.files.atomic import backup_path

from ..conftest import long_runs
from .conftest import gops_game, play, record_of, snapshot


def real_save_bytes(store, moves=None, seed=7):
    """The bytes of a real autosave of a played Gops game (then removed)."""
    path = store.autosave("gops", gops_game(moves=moves, seed=seed)[1])
    raw = path.read_bytes()
    store.clear_autosave("gops")
    return raw


def edited(raw: bytes, **changes) -> bytes:
    data = json.loads(raw)
    data.update(changes)
    return json.dumps(data).encode()


def _bad_files(good: bytes):
    """(label, bytes, expected error class) for every kind of bad file."""
    data = json.loads(good)
    illegal = [list(h) for h in data["history"]] + [[0, 99]]
    spent = [[0, 5], [1, 3], [0, 5], [1, 4]]  # A bids 5 in round 1 and again in round 2
    yield "truncated JSON", good[: len(good) // 2], SaveUnreadable
    yield "empty file", b"", SaveUnreadable
    yield "not UTF-8", good.replace(b'"Ann"', '"Zoë"'.encode("latin-1")), SaveUnreadable
    yield "random bytes", random.Random(3).randbytes(700), SaveUnreadable
    yield "nested too deeply", b"[" * 100_000, SaveUnreadable
    yield "NaN is not JSON", good.replace(b'"seed": 7', b'"seed": NaN'), SaveUnreadable
    yield "wrong shape: a list", b"[1, 2, 3]", NotASave
    yield "wrong shape: fields missing", b'{"format": "cardgames-qt-save", "version": 1, "game": "gops"}', NotASave
    yield "wrong shape: history of strings", edited(good, history=["0:5", "1:3"]), NotASave
    yield "wrong shape: seat kind", edited(good, seats=[{"name": "A", "kind": "robot"}] * 2), NotASave
    yield "wrong shape: 3 seats for Gops", edited(good, seats=data["seats"] + data["seats"][:1]), NotASave
    yield "wrong shape: impossible variant", edited(good, variant={"cards": 99}), NotASave
    yield "another program's JSON", b'{"name": "left-pad", "version": "1.3.0", "main": "index.js"}', NotASave
    yield "unknown game", edited(good, game="chess"), NotASave
    yield "newer format version", edited(good, version=99), SaveTooNew
    yield "illegal move appended", edited(good, history=illegal), IllegalHistory
    yield "a bid made twice", edited(good, history=spent), IllegalHistory
    yield "wrong shape: an action that is an object", edited(good, history=[[0, {"x": [1]}]]), NotASave
    yield "an action that is no bid", edited(good, history=[[0, "QZ"]]), IllegalHistory


GOOD = None


def good_bytes():
    global GOOD
    if GOOD is None:  # one real game, shared by the parametrised cases
        state, record = gops_game(moves=8)
        GOOD = json.dumps({"format": "cardgames-qt-save", "version": 1, **record,
                           "saved_at": "2026-01-01T10:00:00+00:00", "app_version": "0.1.0"}, indent=1).encode()
    return GOOD


@pytest.mark.parametrize("label, raw, error", list(_bad_files(good_bytes())),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_each_kind_of_bad_file_is_refused_clearly_and_moved_aside(store, saves_dir, label, raw, error):
    # neighbours that must stay exactly as they are
    store.save_named("Keep me", gops_game(moves=3)[1])
    store.autosave("guts", record_of(registry.new_state("guts", {"players": 2}, 1), {"players": 2}))
    target = store.autosave_path("gops")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(raw)
    before = snapshot(saves_dir)
    with pytest.raises(error) as info:
        store.load_autosave("gops")
    message = str(info.value)
    assert message and "\n" not in message and "Traceback" not in message and "{'" not in message
    assert message[0].isupper() and message.endswith((".", "…")), message
    quarantined = list((saves_dir / "quarantine").iterdir())
    assert [p.read_bytes() for p in quarantined] == [raw]  # moved, intact
    assert info.value.quarantined_to == quarantined[0]
    assert not target.exists()
    del before["autosave/gops.json"]
    assert snapshot(saves_dir) == before  # nothing else touched


def test_a_save_of_another_game_than_asked_for(store, saves_dir):
    state = play(registry.new_state("guts", {"players": 2}, 5), random.Random(5), 6)
    path = store.save_named("Guts night", record_of(state, {"players": 2}))
    with pytest.raises(WrongGame) as info:
        store.load("Guts night", game_id="gops")
    assert str(info.value) == "This is a save of Guts, not of Gops."
    assert not path.exists() and len(list((saves_dir / "quarantine").iterdir())) == 1


def test_an_enormous_file_is_refused_without_reading_it(store, saves_dir):
    path = store.named_path("Huge")
    path.parent.mkdir(parents=True)
    with open(path, "wb") as f:
        f.write(b'{"format": "cardgames-qt-save", "version": 1, "history": [')
        f.truncate(32 * 2**30)  # sparse: reading it would take 32 GiB
    with pytest.raises(SaveTooLarge) as info:
        store.load("Huge")
    assert "too large" in str(info.value) and "8 MiB" in str(info.value)
    assert (saves_dir / "quarantine").exists() and not path.exists()


def test_a_bad_file_and_a_bad_backup_are_both_kept_and_the_first_error_shown(store, saves_dir):
    path = store.autosave("gops", gops_game(moves=2)[1])
    path.write_bytes(b"garbage")
    backup_path(path).write_bytes(b'{"format": "cardgames-qt-save", "version": 7}')
    with pytest.raises(SaveUnreadable):
        store.load_autosave("gops")
    assert sorted(p.read_bytes() for p in (saves_dir / "quarantine").iterdir()) == [
        b"garbage", b'{"format": "cardgames-qt-save", "version": 7}']


def test_quarantine_keeps_every_bad_copy(store, saves_dir):
    for i in range(4):  # the same slot goes bad again and again within one second
        store.autosave_path("gops").parent.mkdir(parents=True, exist_ok=True)
        store.autosave_path("gops").write_bytes(f"bad {i}".encode())
        with pytest.raises(SaveUnreadable):
            store.load_autosave("gops")
    kept = sorted(p.read_bytes() for p in (saves_dir / "quarantine").iterdir())
    assert kept == [b"bad 0", b"bad 1", b"bad 2", b"bad 3"]


def test_truncation_at_every_byte_offset_gives_a_save_error_or_the_whole_game(store):
    """A crash or a full disk can cut a file anywhere: at every offset of a real
    save the result is a clean SaveError (or, past the last brace, the game)."""
    raw = real_save_bytes(store, moves=None)
    expected = registry.replay("gops", {"cards": 13, "games": 1}, 7, json.loads(raw)["history"])
    assert len(raw) >= 200
    path = store.autosave_path("gops")
    outcomes = {"error": 0, "loaded": 0}
    for cut in range(len(raw)):
        path.write_bytes(raw[:cut])
        try:
            loaded = store.load_autosave("gops")
        except SaveError as exc:
            assert "\n" not in str(exc)
            outcomes["error"] += 1
        else:
            assert loaded.state.fingerprint() == expected.fingerprint()
            outcomes["loaded"] += 1
    assert outcomes["error"] >= len(raw) - 2  # only the trailing newline may go missing unharmed


def test_truncation_with_a_backup_always_restores_a_complete_game(store):
    state, record = gops_game(moves=20)
    store.autosave("gops", record)
    play(state, random.Random(1))
    path = store.autosave("gops", record_of(state, record["variant"]))
    raw = path.read_bytes()
    backup_game = registry.replay("gops", record["variant"], 7, record["history"]).fingerprint()
    offsets = range(len(raw)) if long_runs() else sorted(random.Random(0).sample(range(len(raw)), 200))
    backup = backup_path(path).read_bytes()
    for cut in offsets:
        path.write_bytes(raw[:cut])
        backup_path(path).write_bytes(backup)  # each load moves the bad one away; put the pair back
        loaded = store.load_autosave("gops")
        assert loaded.state.fingerprint() in (backup_game, state.fingerprint())
        assert loaded.from_backup == (loaded.state.fingerprint() == backup_game)


@settings(max_examples=400 if long_runs() else 60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_random_damage_never_raises_anything_but_a_save_error(store, data):
    raw = bytearray(good_bytes())
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(raw) - 1))
        raw[i] = data.draw(st.integers(0, 255))
    path = store.autosave_path("gops")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(raw))
    try:
        loaded = store.load_autosave("gops")
    except SaveError as exc:
        assert "\n" not in str(exc) and "Traceback" not in str(exc)
    else:
        loaded.state.check_invariants()
