"""The save store: autosave slots, named saves, backups, listing, format versions."""
import json
import random
import string
from datetime import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardgames_qt import __version__
from cardgames_qt.engine import registry
from cardgames_qt.storage import (
    NotASave,
    SaveExists,
    SaveNameError,
    SaveNotFound,
    SaveTooNew,
    save_file_stem,
)
from cardgames_qt.storage.files import saveformat
from cardgames_qt.storage.files.atomic import backup_path

from .conftest import gops_game, play, record_of


def test_autosave_round_trip_resumes_the_identical_game(store):
    state, record = gops_game(moves=9)
    store.autosave("gops", record)
    loaded = store.load_autosave("gops")
    assert loaded.state.fingerprint() == state.fingerprint()
    assert not loaded.from_backup and loaded.message is None
    # both copies go on identically: the save holds everything that matters
    a, b = play(state, random.Random(5)), play(loaded.state, random.Random(5))
    assert a.is_terminal() and a.fingerprint() == b.fingerprint()


def test_save_file_has_the_documented_format(store):
    state, record = gops_game(moves=4)
    path = store.autosave("gops", {**record, "uid": "abc123"})
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "cardgames-qt-save" and data["version"] == 1
    assert data["game"] == "gops" and data["variant"] == record["variant"] and data["seed"] == 7
    assert data["seats"] == record["seats"] and data["history"] == state.history
    assert data["app_version"] == __version__ and data["uid"] == "abc123"
    assert datetime.fromisoformat(data["saved_at"]).tzinfo is not None


def test_each_game_has_its_own_continue_slot(store):
    gops_state, gops_record = gops_game(moves=3)
    guts_state = play(registry.new_state("guts", {"players": 3}, 11), random.Random(1), 10)
    store.autosave("gops", gops_record)
    store.autosave("guts", record_of(guts_state, {"players": 3}))
    assert store.has_autosave("gops") and store.has_autosave("guts") and not store.has_autosave("zhopa")
    assert store.load_autosave("guts").state.fingerprint() == guts_state.fingerprint()
    store.clear_autosave("gops")  # the game ended or was abandoned
    assert not store.has_autosave("gops") and store.has_autosave("guts")
    with pytest.raises(SaveNotFound):
        store.load_autosave("gops")
    store.clear_autosave("gops")  # clearing twice is harmless


def test_autosave_refuses_a_record_of_another_game(store):
    _, record = gops_game(moves=2)
    with pytest.raises(ValueError):
        store.autosave("guts", record)
    assert not store.has_autosave("guts")


def test_backup_holds_the_previous_autosave(store):
    state, _ = gops_game(moves=0)
    rng = random.Random(2)
    variant = {"cards": 13, "games": 1}
    store.autosave("gops", record_of(state, variant))
    play(state, rng, 2)
    earlier = state.fingerprint()
    store.autosave("gops", record_of(state, variant))
    play(state, rng, 2)
    path = store.autosave("gops", record_of(state, variant))
    assert json.loads(backup_path(path).read_text())["history"] == json.loads(earlier)["history"]


def test_damaged_autosave_falls_back_to_the_backup_and_says_so(store, saves_dir):
    state, record = gops_game(moves=6)
    store.autosave("gops", record)
    play(state, random.Random(9), 2)
    path = store.autosave("gops", record_of(state, record["variant"]))
    damaged = path.read_bytes()[:-40]
    path.write_bytes(damaged)
    loaded = store.load_autosave("gops")
    assert loaded.from_backup and "backup" in loaded.message and "last move" in loaded.message
    assert loaded.state.history == record["history"]  # the previous autosave
    assert [p.read_bytes() for p in (saves_dir / "quarantine").iterdir()] == [damaged]


def test_named_save_refuses_to_overwrite_unless_asked(store):
    _, first = gops_game(moves=2)
    _, second = gops_game(moves=6)
    path = store.save_named("Evening game", first)
    with pytest.raises(SaveExists) as info:
        store.save_named("Evening game", second)
    assert "Evening game" in str(info.value)
    assert store.load("Evening game").record["history"] == first["history"]
    assert store.save_named("Evening game", second, overwrite=True) == path
    assert store.load("Evening game").record["history"] == second["history"]


def test_list_saves_shows_metadata_and_marks_broken_ones_without_moving_them(store, saves_dir):
    _, record = gops_game(moves=None)  # a finished game
    store.save_named("Done", record)
    store.save_named("Half", gops_game(moves=5)[1])
    broken = saves_dir / "Broken.json"
    broken.write_bytes(b'{"format": "cardgames-qt-save", "vers')
    infos = {i.name: i for i in store.list_saves()}
    assert set(infos) == {"Done", "Half", "Broken"}
    assert infos["Done"].finished and infos["Done"].moves == len(record["history"])
    assert infos["Done"].game == "gops" and infos["Done"].players == ["Ann", "Bot 1"]
    assert infos["Done"].error is None and not infos["Half"].finished
    assert infos["Broken"].error and "damaged" in infos["Broken"].error
    assert broken.exists() and not (saves_dir / "quarantine").exists()


def test_delete_removes_the_save_and_its_backup(store):
    _, record = gops_game(moves=2)
    path = store.save_named("Gone", record)
    store.save_named("Gone", record, overwrite=True)
    assert backup_path(path).exists()
    store.delete("Gone")
    assert not path.exists() and not backup_path(path).exists()
    with pytest.raises(SaveNotFound):
        store.delete("Gone")
    with pytest.raises(SaveNotFound):
        store.load("Gone")


@pytest.mark.parametrize("name, stem", [
    ("../../etc/passwd", "_.._etc_passwd"),  # no way out of the saves folder
    ("a/b\\c:d*e?f\"g<h>i|j", "a_b_c_d_e_f_g_h_i_j"),
    ("  .hidden. ", "hidden"),
    ("CON", "_CON"), ("lpt1.txt", "_lpt1.txt"),
    ("Вечерняя партия", "Вечерняя партия"),
    ("tab\there\nnew", "tab here new"),
])
def test_save_names_are_sanitised_to_safe_file_names(store, name, stem):
    assert save_file_stem(name) == stem
    _, record = gops_game(moves=1)
    path = store.save_named(name, record)
    assert path.parent == store.directory and path.name == stem + ".json"
    assert store.load(name).record["title"]  # the player's own name is kept as the title


@pytest.mark.parametrize("name", ["", "   ", "...", "///", None])
def test_a_save_needs_a_real_name(store, name):
    with pytest.raises(SaveNameError):
        store.save_named(name, gops_game(moves=1)[1])


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(), min_size=1, max_size=100))
def test_sanitised_names_are_single_safe_components_and_stable(name):
    try:
        stem = save_file_stem(name)
    except SaveNameError:
        return
    assert stem == save_file_stem(stem)  # a listed name loads the same file
    assert 0 < len(stem) <= 61 and "/" not in stem and "\\" not in stem and "\0" not in stem
    assert not stem.startswith(".") and not stem.endswith((".", " "))
    assert all(c.isprintable() for c in stem)


# --- format versions ----------------------------------------------------------------
def test_migrate_leaves_a_current_save_as_it_is(store):
    path = store.autosave("gops", gops_game(moves=3)[1])
    data = json.loads(path.read_text())
    assert saveformat.migrate(data) == data


def test_migrate_refuses_newer_and_foreign_files():
    with pytest.raises(SaveTooNew):
        saveformat.migrate({"format": "cardgames-qt-save", "version": saveformat.VERSION + 1})
    for bad in ({"format": "other"}, {"format": "cardgames-qt-save", "version": "1"},
                {"format": "cardgames-qt-save", "version": 0}, [1, 2]):
        with pytest.raises(NotASave):
            saveformat.migrate(bad)


def test_migrate_chains_registered_upgrades(monkeypatch, store):
    """How v2 will plug in: a v1 file passes through MIGRATIONS[1] on load."""
    path = store.autosave("gops", gops_game(moves=3)[1])
    v1 = json.loads(path.read_text())
    monkeypatch.setattr(saveformat, "VERSION", 2)
    monkeypatch.setitem(saveformat.MIGRATIONS, 1, lambda d: {**d, "version": 2, "note": "from v1"})
    assert saveformat.migrate(v1) == {**v1, "version": 2, "note": "from v1"}
    assert store.load_autosave("gops").record["note"] == "from v1"


def test_random_names_do_not_collide_with_the_autosave_folder(store):
    rng = random.Random(4)
    record = gops_game(moves=1)[1]
    for _ in range(20):
        name = "".join(rng.choice(string.ascii_letters + " -_") for _ in range(12))
        if name.strip(" -_"):
            store.save_named(name, record, overwrite=True)
    store.save_named("autosave", record)
    assert store.load("autosave").record["history"] == record["history"]
    assert not store.has_autosave("gops")


def test_a_save_copied_in_by_hand_loads_under_its_listed_name(store, saves_dir):
    store.save_named("Original", gops_game(moves=3)[1])
    (saves_dir / "Original.json").rename(saves_dir / "copy*of?game.json")  # a name we would not choose
    [info] = store.list_saves()
    assert info.name == "copy*of?game" and info.error is None
    assert store.load(info.name).state.history == gops_game(moves=3)[0].history
    store.delete(info.name)
    assert list(saves_dir.glob("*.json")) == []


@pytest.mark.parametrize("game_id", ["gops", "guts", "zhopa"])
def test_every_game_round_trips_through_a_save_mid_game(store, game_id):
    for seed in range(3):
        state = registry.new_state(game_id, {}, seed)
        play(state, random.Random(seed), 7 + 5 * seed)
        store.autosave(game_id, record_of(state, {}))
        loaded = store.load_autosave(game_id)
        assert loaded.state.fingerprint() == state.fingerprint()
        if not state.is_terminal():
            a, b = play(state, random.Random(99), 20), play(loaded.state, random.Random(99), 20)
            assert a.fingerprint() == b.fingerprint()
