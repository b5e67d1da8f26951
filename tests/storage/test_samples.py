"""Committed version-1 saves (written by samples/make_samples.py from real
games) must keep loading and resuming in every later version of the app."""
import json
import random
import shutil
from pathlib import Path

import pytest

from cardgames_qt.engine import registry

SAMPLES = sorted((Path(__file__).parent / "samples").glob("*.json"))


def test_there_are_version_1_samples_of_more_than_one_game():
    data = [json.loads(p.read_text(encoding="utf-8")) for p in SAMPLES]
    assert len(data) >= 2 and all(d["format"] == "cardgames-qt-save" and d["version"] == 1 for d in data)
    assert {d["game"] for d in data} >= {"gops"}


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.stem)
def test_a_version_1_sample_loads_and_resumes(sample, store):
    data = json.loads(sample.read_text(encoding="utf-8"))
    store.directory.mkdir(parents=True)
    shutil.copyfile(sample, store.directory / sample.name)
    loaded = store.load(sample.stem, game_id=data["game"])
    assert not loaded.from_backup and loaded.record["seats"] == data["seats"]
    state = loaded.state
    assert state.history == data["history"]
    assert state.fingerprint() == registry.replay(data["game"], data["variant"], data["seed"],
                                                  data["history"]).fingerprint()
    rng = random.Random(0)
    while not state.is_terminal():  # resume: the game plays on to its end
        seat = rng.choice(state.acting_seats())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        state.check_invariants()
    store.save_named(sample.stem, {**loaded.record, "history": state.history}, overwrite=True)
    assert store.load(sample.stem).state.fingerprint() == state.fingerprint()
