"""Write ``zhopa-old-rules.json``: a Zhopa save recorded under the rules as they
were before issue 11 (a same-rank take kept an earlier "one value lower" card
as the card to beat), whose history today's rules refuse.

The old engine is the frozen copy in ``bench/baseline/zhopa_today``. Seed 25
with 4 players and no trumps is the first seed whose random playout the two
rule sets resolve differently (move 57: another player takes a trick). Run
from the repository root; keep the file once committed.
"""
from __future__ import annotations

import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))

from bench.baseline import zhopa_today as old  # noqa: E402
from cardgames_qt.storage import SaveStore  # noqa: E402

VARIANT = {"players": 4, "trump_mode": "none", "refill": "redeal", "must_beat": True,
           "targets": "source", "max_parties": 30}
SEED, MOVES = 25, 60


def main() -> None:
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
