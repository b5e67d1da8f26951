"""Format evolution: the committed version-1 saves (tests/storage/samples/,
real games written by make_samples.py) keep opening and resuming, through
the session and through the app window, and through the migration chain
once a version 2 exists. tests/storage/test_samples.py checks the store
and the engine; this goes through the layers a player uses."""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from cardgames_qt.app.session import GameSession
from cardgames_qt.engine import IllegalMove, registry
from cardgames_qt.storage import SaveStore, SaveTooNew
from cardgames_qt.storage.files import saveformat

from .conftest import load_through_dialog

SAMPLES = sorted((Path(__file__).parents[1] / "storage" / "samples").glob("*.json"))


def sample_data(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def install(store: SaveStore, sample: Path) -> None:
    store.directory.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(sample, store.directory / sample.name)


def test_every_game_has_a_version_1_sample_that_is_not_finished():
    games = {}
    for p in SAMPLES:
        d = sample_data(p)
        assert (d["format"], d["version"]) == ("cardgames-qt-save", 1)
        state = registry.replay(d["game"], d["variant"], d["seed"], d["history"])
        games.setdefault(d["game"], []).append(state.is_terminal())
    assert set(games) == set(registry.GAME_IDS)
    assert all(False in finished for finished in games.values())  # each has a game to resume


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.stem)
def test_a_version_1_sample_resumes_in_a_session_with_autosave(sample):
    """Continue an old save the way the table does: every move autosaved,
    the autosave always reloading to the same game, the end clearing it."""
    store = SaveStore()
    install(store, sample)
    loaded = store.load(sample.stem)
    session = GameSession.from_record(loaded.record, loaded.state, store=store)
    assert session.uid and [s.name for s in session.seats] == [s["name"] for s in sample_data(sample)["seats"]]
    rng = random.Random(sample.stem)
    if session.is_over:  # a finished game opens as finished and takes no more moves
        with pytest.raises(IllegalMove):
            session.submit(0, session.state.history[-1][1])
        return
    moves = 0
    while not session.is_over and moves < 400:
        seat = rng.choice(session.acting_seats())
        action = rng.choice(session.legal_actions(seat))
        if session.game_id == "guts":  # about one player in per hand keeps the session finite
            action = "in" if rng.random() < 1 / session.state.num_players else "out"
        session.submit(seat, action)
        moves += 1
        assert session.last_save_error is None
        if moves % 7 == 0 and not session.is_over:
            again = store.load_autosave(session.game_id)
            assert again.state.fingerprint() == session.state.fingerprint()
            assert again.record["uid"] == session.uid and again.record["version"] == saveformat.VERSION
    if session.is_over:
        assert not store.has_autosave(session.game_id)
    assert moves > 0


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.stem)
def test_a_version_1_sample_opens_on_the_table_through_game_import(app, sample, monkeypatch):
    data = sample_data(sample)
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(sample), ""))
    app.act_import.trigger()
    assert app.shown == []
    assert app.table is not None and app.table.session.game_id == data["game"]
    expected = registry.replay(data["game"], data["variant"], data["seed"], data["history"])
    assert app.table.session.state.fingerprint() == expected.fingerprint()


def test_version_1_saves_of_an_earlier_version_are_imported_once_and_load(qtbot, _isolated_home):
    """Named saves left by the JSON store appear in Game → Load… after the first start."""
    from cardgames_qt.ui.main_window import MainWindow

    from ..dialogs import ModalWatcher

    store = SaveStore()
    for sample in SAMPLES:
        install(store, sample)
    watcher = ModalWatcher("Discard it")  # the second Gops save replaces the first, waiting one
    w = MainWindow(start_bots=False)
    qtbot.addWidget(w)
    w.show()
    titles = {i.title for i in w.save_store.list_saves()}
    assert len(titles) == len(SAMPLES)
    for sample in SAMPLES:
        data = sample_data(sample)
        title = data.get("title") or sample.stem
        entry, message = load_through_dialog(w, title)
        assert message == "" and w.table is not None and w.table.session.game_id == data["game"]
        expected = registry.replay(data["game"], data["variant"], data["seed"], data["history"])
        assert w.table.session.state.fingerprint() == expected.fingerprint()
        w.go_home()
        assert (store.directory / f"{sample.stem}.json").read_bytes() == sample.read_bytes()  # left in place
    assert all("will be lost" in t for t in watcher.texts)
    watcher.stop()
    w.close()


def _v1_to_v2(data: dict) -> dict:
    """A plausible next format: seat names move into a "players" list."""
    data = dict(data, version=2, players=[s["name"] for s in data["seats"]])
    return data


def test_version_1_samples_still_load_once_a_version_2_exists(monkeypatch):
    """The migration chain, exercised before it is needed: with VERSION = 2 and
    a registered 1 -> 2 step, every v1 sample upgrades and replays to the same game."""
    monkeypatch.setattr(saveformat, "VERSION", 2)
    monkeypatch.setitem(saveformat.MIGRATIONS, 1, _v1_to_v2)
    store = SaveStore()
    for sample in SAMPLES:
        install(store, sample)
        data = sample_data(sample)
        loaded = store.load(sample.stem)
        assert loaded.record["version"] == 2 and loaded.record["players"] == [s["name"] for s in data["seats"]]
        assert loaded.state.history == data["history"]
        assert sample_data(sample)["version"] == 1  # loading never rewrites the file
    # and a v3 save is refused as too new, with a sentence, and kept aside
    newer = json.loads(SAMPLES[0].read_text(encoding="utf-8")) | {"version": 3}
    store.named_path("From the future").write_text(json.dumps(newer), encoding="utf-8")
    with pytest.raises(SaveTooNew, match="newer version of the app"):
        store.load("From the future")


def test_migrate_refuses_what_is_not_a_version():
    good = sample_data(SAMPLES[0])
    assert saveformat.migrate(good) == good
    for version in (0, -1, True, "1", 1.0, None):
        with pytest.raises(saveformat.NotASave):
            saveformat.migrate(good | {"version": version})
