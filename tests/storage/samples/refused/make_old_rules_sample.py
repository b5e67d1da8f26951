"""Write ``zhopa-old-rules.json``: a Zhopa save recorded under the rules as they
were before issue 11 (a same-rank take kept an earlier "one value lower" card
as the card to beat), whose history today's rules refuse.

The old engine is taken from git (commit 4228aa7, the last one before the
rulings) into a temporary folder. Seed 25 with 4 players and no trumps is the
first seed whose random playout the two rule sets resolve differently (move
57: another player takes a trick). Run from the repository root of a clone
with its history; keep the file once committed.
"""
from __future__ import annotations

import importlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))

from cardgames_qt.storage import SaveStore  # noqa: E402 - after sys.path above

OLD_COMMIT = "4228aa7"
MODULES = ("__init__", "game", "rules", "tricks", "variant", "views")

VARIANT = {"players": 4, "trump_mode": "none", "refill": "redeal", "must_beat": True,
           "targets": "source", "max_parties": 30}
SEED, MOVES = 25, 60


def old_zhopa(folder: Path):
    """The Zhopa package as it was at OLD_COMMIT, importable as ``zhopa_old``."""
    package = folder / "zhopa_old"
    package.mkdir()
    sources = {f"{name}.py": f"cardgames_qt/engine/zhopa/{name}.py" for name in MODULES}
    sources["state.py"] = "cardgames_qt/engine/state.py"  # the game protocol of that time too
    for target, source in sources.items():
        text = subprocess.run(["git", "show", f"{OLD_COMMIT}:{source}"], cwd=HERE.parents[3],
                              check=True, capture_output=True, text=True).stdout
        text = text.replace("from ..state import", "from .state import")
        # the other shared modules (cards, errors, rng) are today's
        text = re.sub(r"from \.{1,2}(cards|errors|rng) import", r"from cardgames_qt.engine.\1 import", text)
        (package / target).write_text(text, encoding="utf-8")
    sys.path.insert(0, str(folder))
    return importlib.import_module("zhopa_old")


def main() -> None:
    old = old_zhopa(Path(tempfile.mkdtemp()))
    state = old.new_state(old.Variant.from_dict(VARIANT), SEED)
    rng = random.Random(SEED)
    for _ in range(MOVES):
        seat = state.current_player()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    home = Path(tempfile.mkdtemp())
    os.environ["CARDGAMES_QT_HOME"] = str(home)
    try:
        record = {"game": "zhopa", "variant": VARIANT, "seed": SEED, "history": state.history,
                  "note": "Zhopa, 4 players, recorded under the rules before issue 11",
                  "seats": [{"name": n, "kind": "computer", "bot": "random"}
                            for n in ("Ann", "Bob", "Cid", "Dee")]}
        path = SaveStore().save_named("zhopa-old-rules", record)
        shutil.copyfile(path, HERE / "zhopa-old-rules.json")
    finally:
        shutil.rmtree(home)


if __name__ == "__main__":
    main()
