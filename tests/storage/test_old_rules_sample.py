"""A save recorded under the Zhopa rules as they were before issue 11 (written
by samples/refused/make_old_rules_sample.py with the old engine): today's
rules refuse its history, so loading it gives the clear "cannot be replayed"
message and moves the file aside — never a crash, never a silent change."""
import json
import shutil
from pathlib import Path

import pytest

from cardgames_qt.engine import IllegalMove, registry
from cardgames_qt.storage.errors import SaveError

SAMPLE = Path(__file__).parent / "samples" / "refused" / "zhopa-old-rules.json"


def test_the_new_rules_refuse_the_old_history():
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    with pytest.raises(IllegalMove, match=r"^Move 57 of the history is not legal"):
        registry.replay(data["game"], data["variant"], data["seed"], data["history"])
    # everything before the differing trick still replays
    registry.replay(data["game"], data["variant"], data["seed"], data["history"][:56])


def test_loading_the_old_rules_save_says_it_cannot_be_replayed_and_quarantines_it(store):
    store.directory.mkdir(parents=True)
    shutil.copyfile(SAMPLE, store.directory / SAMPLE.name)
    listed = store.list_saves()  # listing moves nothing and does not crash
    assert [(i.name, bool(i.error)) for i in listed] == [("zhopa-old-rules", True)]
    assert "cannot be replayed" in listed[0].error
    with pytest.raises(SaveError) as info:
        store.load(SAMPLE.stem, game_id="zhopa")
    message = str(info.value)
    assert message.startswith("This save cannot be replayed.") and "\n" not in message
    assert len(message) <= 300
    assert not (store.directory / SAMPLE.name).exists()
    kept = info.value.quarantined_to
    assert kept is not None and kept.is_file()
    assert kept.read_bytes() == SAMPLE.read_bytes()  # kept aside byte for byte
