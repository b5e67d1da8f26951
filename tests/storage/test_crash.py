"""A crash at any moment leaves a complete save: a child process autosaves in
a loop and is killed (SIGKILL) at random moments; the parent then loads."""
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardgames_qt.storage import SaveStore

from ..conftest import long_runs
from .conftest import gops_game

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import sys
from cardgames_qt.storage import SaveStore
from tests.storage.conftest import gops_game
state, record = gops_game(moves=None)
store = SaveStore()
i = 0
while True:
    store.autosave("gops", {**record, "history": record["history"][: i % (len(record["history"]) + 1)]})
    if i == 0:
        print("ready", flush=True)
    i += 1
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_killing_the_writer_at_random_moments_never_loses_the_save(_isolated_home):
    full = gops_game(moves=None)[1]["history"]
    rng = random.Random(0)
    kills = 25 if long_runs() else 4
    for _ in range(kills):
        child = subprocess.Popen([sys.executable, "-c", CHILD], cwd=ROOT, stdout=subprocess.PIPE,
                                 env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert child.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.0, 0.15))
        child.send_signal(signal.SIGKILL)
        child.wait()
        loaded = SaveStore().load_autosave("gops")
        history = loaded.state.history
        assert history == full[: len(history)]
        leftovers = [p for p in (_isolated_home / "saves" / "autosave").iterdir() if p.name.endswith(".tmp")]
        for p in leftovers:  # a killed writer may leave its temp file; it is never read
            p.unlink()
    assert not (_isolated_home / "saves" / "quarantine").exists()
