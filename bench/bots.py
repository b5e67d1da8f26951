"""Computer opponents: strength against baselines and decision time, per game.

    python bench/bots.py            # all games
    python bench/bots.py gops guts  # some

Each game's figures come from its own module (bench/bots_<game>.py), measured
in this run; see those modules for the details of each figure. The last line
holds the figures of issue 15:

    gops_exploit_7=… gops_exploit_8=… zhopa_vs_heuristic_points=… zhopa_vs_heuristic_banks=… levels_ordered=yes|no

(``levels_ordered`` also needs the Zhopa search's margin over the heuristic to
be above zero.) A full run takes half an hour to an hour on a shared 2-core
machine (26 min when nothing else ran).
"""
from __future__ import annotations

import importlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

PARTS = {"gops": ["bots_gops"], "guts": ["bots_guts"], "zhopa": ["bots_zhopa", "bots_zhopa_search"],
         "levels": ["bots_levels"], "speed": ["bots_speed"]}
LAST_LINE = ("gops_exploit_7", "gops_exploit_8", "zhopa_vs_heuristic_points", "zhopa_vs_heuristic_banks",
             "levels_ordered")


def main(argv: list[str]) -> None:
    quick = "--quick" in argv
    games = [a for a in argv if not a.startswith("-")] or list(PARTS)
    figures: dict[str, str] = {}
    for game in games:
        for module_name in PARTS[game]:
            print(f"== {module_name} ==", flush=True)
            t0 = time.perf_counter()
            try:
                module = importlib.import_module(module_name)
            except ImportError as exc:
                print(f"  not available: {exc}")
                continue
            lines = _run(module, quick)
            for line in lines:
                print("  " + line, flush=True)
            figures.update(getattr(module, "FIGURES", {}))
            print(f"  ({time.perf_counter() - t0:.0f} s)")
    if "zhopa_vs_heuristic_points" in figures and "levels_ordered" in figures:
        ahead = float(figures["zhopa_vs_heuristic_points"]) > 0
        figures["levels_ordered"] = "yes" if figures["levels_ordered"] == "yes" and ahead else "no"
    print(" ".join(f"{key}={figures.get(key, 'n/a')}" for key in LAST_LINE))


def _run(module, quick: bool) -> list[str]:
    if not quick:
        return module.report()
    name = module.__name__
    if name == "bots_gops":
        return module.report(100, 7, 50, exploit_cards=(6, 7), today_games=40)
    if name == "bots_zhopa_search":
        return module.report(10, 0.1)
    if name == "bots_zhopa":
        return module.report(module.QUICK_PARTIES)
    if name in ("bots_levels", "bots_speed", "bots_guts"):
        return module.report(quick=True)
    return module.report()


if __name__ == "__main__":
    main(sys.argv[1:])
