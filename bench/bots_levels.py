"""Levels (issue 15): head-to-head margins Expert vs Medium and Medium vs Easy
per game, with 95 % intervals, on seeded games through the real engines
(tests/bots/matches.py); and, for Guts, what each style does to a session.

    python bench/bots_levels.py [--quick]

Margins: Gops points a 13-card game (carry), each prize order played twice with
the seats swapped; Guts tokens a hand per seat at a 4-seat table, two seats
each; Zhopa partie points and banks per seat at a 3-seat table. Zhopa's Expert
(the search) against Medium (the heuristic) is measured by
bench/bots_zhopa_search.py. ``FIGURES["levels_ordered"]`` is "yes" when every
margin's 95 % interval lies above zero.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardgames_qt.bots.gops_bots import GopsEasyBot, GopsEquilibriumBot, GopsMediumBot  # noqa: E402 - after sys.path above
from cardgames_qt.bots.guts_bots import (  # noqa: E402 - after sys.path above
    GutsEasyCautiousBot,
    GutsEasyLooseBot,
    GutsExpertLooseBot,
    GutsMediumCautiousBot,
    GutsMediumLooseBot,
    GutsThresholdBot,
)
from cardgames_qt.bots.zhopa_bots import ZhopaEasyBot, ZhopaHeuristicBot  # noqa: E402 - after sys.path above
from tests.bots.matches import gops_match, guts_match, guts_sessions, zhopa_match  # noqa: E402 - after sys.path above

FIGURES: dict[str, str] = {}

GUTS_STYLES = {
    ("expert", "cautious"): GutsThresholdBot, ("expert", "loose"): GutsExpertLooseBot,
    ("medium", "cautious"): GutsMediumCautiousBot, ("medium", "loose"): GutsMediumLooseBot,
    ("easy", "cautious"): GutsEasyCautiousBot, ("easy", "loose"): GutsEasyLooseBot,
}


def report(quick: bool = False) -> list[str]:
    k = 4 if quick else 1
    ordered = True
    lines = ["Head-to-head by level (mean margin of the stronger ± 95 % interval)"]

    def add(label, m, unit):
        nonlocal ordered
        ordered &= m.low > 0
        lines.append(f"  {label:<44} {m.mean:+7.3f} ± {m.half_width:.3f} {unit} (n={m.n})")

    add("Gops expert vs medium (13 cards, carry)", gops_match(GopsEquilibriumBot(), GopsMediumBot(), 400 // k, 21),
        "points/game")
    add("Gops medium vs easy (13 cards, carry)", gops_match(GopsMediumBot(), GopsEasyBot(), 400 // k, 22),
        "points/game")
    for style in ("cautious", "loose"):
        for hi, lo in (("expert", "medium"), ("medium", "easy")):
            m = guts_match(GUTS_STYLES[hi, style](), GUTS_STYLES[lo, style](), 4, 1000 // k, 23)
            add(f"Guts {hi} vs {lo}, {style} (4 seats)", m, "tokens/hand")
    points, banks = zhopa_match(ZhopaHeuristicBot(), ZhopaEasyBot(), 3, 600 // k, 24)
    add("Zhopa medium vs easy (3 seats), points", points, "points/partie")
    lines.append(f"  {'Zhopa medium vs easy (3 seats), banks':<44} {banks.mean:+7.3f} ± {banks.half_width:.3f} "
                 "banks/partie (negative: sheds more)")
    lines.append("Guts styles: a person playing the equilibrium (cautious expert) at a 4-seat table "
                 "against three computers of a level and style")
    for (level, style), cls in GUTS_STYLES.items():
        gain, hands_per_session, cut = guts_sessions(GutsThresholdBot(), cls(), 4, 400 // k, 25)
        lines.append(f"  {level:>6} {style:<8}: session {hands_per_session:5.1f} hands"
                     f"{f' ({cut} cut at 200)' if cut else ''}; the person gains "
                     f"{gain.mean:+.3f} ± {gain.half_width:.3f} tokens/hand")
    FIGURES["levels_ordered"] = "yes" if ordered else "no"
    lines.append(f"  levels ordered (every interval above zero, Zhopa expert in bots_zhopa_search): "
                 f"{FIGURES['levels_ordered']}")
    return lines


if __name__ == "__main__":
    print("\n".join(report(quick="--quick" in sys.argv)))
