"""Computer opponents: strength against baselines and decision time, per game.

    python bench/bots.py            # all games
    python bench/bots.py gops guts  # some

Each game's figures come from its own module (bench/bots_<game>.py), measured
in this run; see those modules for the details of each figure.
"""
from __future__ import annotations

import importlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

PARTS = {"gops": ["bots_gops"], "guts": ["bots_guts"], "zhopa": ["bots_zhopa", "bots_zhopa_search"]}


def main(argv: list[str]) -> None:
    games = argv or list(PARTS)
    for game in games:
        for module_name in PARTS[game]:
            print(f"== {module_name} ==", flush=True)
            t0 = time.perf_counter()
            try:
                module = importlib.import_module(module_name)
            except ImportError as exc:
                print(f"  not available: {exc}")
                continue
            for line in module.report():
                print("  " + line, flush=True)
            print(f"  ({time.perf_counter() - t0:.0f} s)")


if __name__ == "__main__":
    main(sys.argv[1:])
