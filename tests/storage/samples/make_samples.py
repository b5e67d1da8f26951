"""Write the committed sample saves (format version 1) from real games.

Run from the repository root: ``python tests/storage/samples/make_samples.py``
(or name the samples to write: ``... make_samples.py zhopa-3players-midgame``).
Keep the files once committed: they exist so that later versions of the app
prove they still open version-1 saves (tests/storage/test_samples.py).
"""
from __future__ import annotations

import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from cardgames_qt.engine import registry  # noqa: E402 - after sys.path above
from cardgames_qt.storage import SaveStore  # noqa: E402 - after sys.path above

SAMPLES = [  # file name, game, variant, seed, moves to play (None: to the end), seats, note
    ("gops-carry-midgame", "gops", {"tie_rule": "carry", "cards": 13, "games": 3}, 2024, 11,
     [("Ann", "human", None), ("Computer", "computer", "gops-equilibrium")], "Gops, carry ties, mid-game"),
    ("gops-discard-finished", "gops", {"tie_rule": "discard", "cards": 6, "games": 1}, 77, None,
     [("Ann", "human", None), ("Bob", "human", None)], "Gops, discard ties, 6 cards, finished"),
    ("guts-3players-midsession", "guts", {"players": 3, "ante": 1, "pot_cap": 10, "cycles": 3}, 5, 14,
     [("Ann", "human", None), ("Computer 1", "computer", "random"), ("Computer 2", "computer", None)],
     "Guts, 3 players, cap 10, mid-session"),
    ("zhopa-3players-midgame", "zhopa", {"players": 3, "trump_mode": "per_player", "refill": "redeal",
                                          "must_beat": True, "targets": "source", "max_parties": 30}, 11, 60,
     [("Ann", "human", None), ("Computer 1", "computer", "random"), ("Computer 2", "computer", "random")],
     "Zhopa, 3 players, a trump suit each, second partie"),
]


def main() -> None:
    home = Path(tempfile.mkdtemp())
    os.environ["CARDGAMES_QT_HOME"] = str(home)
    try:
        store = SaveStore()
        only = set(sys.argv[1:])  # names given: write just those, never rewrite the others
        for name, game, variant, seed, moves, seats, note in SAMPLES:
            if only and name not in only:
                continue
            state = registry.new_state(game, variant, seed)
            rng = random.Random(seed)
            made = 0
            while not state.is_terminal() and (moves is None or made < moves):
                seat = rng.choice(state.acting_seats())
                state.apply(seat, rng.choice(state.legal_actions(seat)))
                made += 1
            record = {"game": game, "variant": variant, "seed": seed, "history": state.history, "note": note,
                      "seats": [{"name": n, "kind": k, "bot": b} for n, k, b in seats]}
            path = store.save_named(name, record)
            shutil.copyfile(path, HERE / f"{name}.json")
            print(f"{name}.json: {len(state.history)} moves, finished={state.is_terminal()}")
    finally:
        shutil.rmtree(home)


if __name__ == "__main__":
    main()
