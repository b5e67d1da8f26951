"""Benchmark of the heuristic Zhopa opponent against random-legal players (not a test).

    python bench/bots_zhopa.py [--quick] [--parties N] [--fit]

For each player count, seeded parties with one heuristic seat (its seat
rotating) and random-legal players in the others: the mean partie points
and the mean bank change per partie of each kind of player, with the
standard error of the difference. ``--fit`` refits the bet model's numbers
(bots/zhopa_bots.py ``BET_*``) on heuristic self-play and prints them.
The search bot's figures are in bench/bots_zhopa_search.py.
"""
from __future__ import annotations

import math
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardgames_qt.bots.random_legal import RandomLegal  # noqa: E402 - after sys.path above
from cardgames_qt.bots.zhopa_bots import BET_CARD_VALUE, ZhopaHeuristicBot  # noqa: E402 - after sys.path above
from cardgames_qt.engine.zhopa import Variant, new_state  # noqa: E402 - after sys.path above

PARTIES = 300
QUICK_PARTIES = 60


def play_partie(players: int, seed: int, bots: list, variant: dict | None = None):
    """One seeded partie (the first of a game); returns (state, bet-time observations)."""
    state = new_state(Variant.from_dict({"players": players, **(variant or {})}), seed)
    rngs = [random.Random(seed * 31 + s) for s in range(players)]
    bet_views = {}
    while not state.scores_history:
        seat = state.current_player()
        obs = state.observation(seat)
        if state.phase == "bet":
            bet_views[seat] = obs
        legal = state.legal_actions(seat)
        action = bots[seat].choose(obs, legal, rngs[seat])
        if action not in legal:
            raise AssertionError(f"{bots[seat].name} chose {action!r}, not one of {legal}")
        state.apply(seat, action)
    return state, bet_views


def against_random(players: int, parties: int, seed0: int = 1000) -> dict:
    """Heuristic in one seat (rotating), random-legal in the others."""
    heuristic, rand = ZhopaHeuristicBot(), RandomLegal()
    diffs, h_points, r_points, h_banks, r_banks = [], [], [], [], []
    for k in range(parties):
        seat = k % players
        bots = [heuristic if s == seat else rand for s in range(players)]
        state, _ = play_partie(players, seed0 + k, bots)
        record = state.scores_history[0]
        others = [s for s in range(players) if s != seat]
        mine = record["points"][seat]
        theirs = sum(record["points"][s] for s in others) / len(others)
        h_points.append(mine)
        r_points.append(theirs)
        diffs.append(mine - theirs)
        h_banks.append(record["bank_changes"][seat])
        r_banks.append(sum(record["bank_changes"][s] for s in others) / len(others))
    return {"players": players, "parties": parties, "heuristic": _mean(h_points),
            "random": _mean(r_points), "diff": _mean(diffs), "diff_se": _se(diffs),
            "heuristic_banks": _mean(h_banks), "random_banks": _mean(r_banks)}


def _mean(xs) -> float:
    return sum(xs) / len(xs)


def _se(xs) -> float:
    m = _mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / max(1, len(xs) - 1) / len(xs))


def report(parties: int = PARTIES) -> list[str]:
    lines = [f"Zhopa heuristic vs random-legal: {parties} seeded parties per player count "
             "(one heuristic seat, rotating; source targets, per-player trumps)"]
    for n in (2, 3, 4):
        t0 = time.perf_counter()
        r = against_random(n, parties)
        ms = (time.perf_counter() - t0) * 1000 / parties
        lines.append(f"  {n} players: mean partie points heuristic {r['heuristic']:.1f}, "
                     f"random {r['random']:.1f} (difference {r['diff']:+.1f} ± {r['diff_se']:.1f}); "
                     f"bank change per partie heuristic {r['heuristic_banks']:+.2f}, "
                     f"random {r['random_banks']:+.2f}; {ms:.0f} ms per partie")
    return lines


# --- refitting the bet model -------------------------------------------------------------

def fit(parties: int = 3000) -> list[str]:
    """Least squares of partie points (less the combination points, which count one
    for one in ``expected_points``) on the first hand's cards, on heuristic self-play."""
    ranks = list(BET_CARD_VALUE)
    lines = []
    rows_all, ys_all = [], []
    for n in (2, 3, 4):
        bots = [ZhopaHeuristicBot()] * n
        rows, ys = [], []
        for k in range(parties // n):
            state, views = play_partie(n, 50_000 + k, bots)
            points = state.scores_history[0]["points"]
            combos = state.scores_history[0]["combination_points"]
            for s, obs in views.items():
                trump = set(obs.trumps[s])
                hand = obs.my_hand
                feats = [1.0 if i == n else 0.0 for i in (2, 3, 4)]
                feats += [sum(1 for c in hand if c[:-1] == r) for r in ranks]
                feats.append(sum(1 for c in hand if c[-1] in trump))
                rows.append(feats)
                ys.append(points[s] - combos[s])  # combination points count one for one
        rows_all += rows
        ys_all += ys
    beta = _least_squares(rows_all, ys_all)
    resid = {}
    for feats, y in zip(rows_all, ys_all, strict=True):
        n = 2 + feats[:3].index(1.0)
        pred = sum(b * f for b, f in zip(beta, feats, strict=True))
        resid.setdefault(n, []).append(y - pred)
    # card counts always sum to 4: move the mean card value into the base
    card = beta[3:3 + len(ranks)]
    shift = sum(card) / len(card)
    lines.append("BET_BASE = {" + ", ".join(f"{n}: {beta[i] + 4 * shift:.1f}"
                                            for i, n in enumerate((2, 3, 4))) + "}")
    lines.append("BET_CARD_VALUE = {" + ", ".join(f'"{r}": {v - shift:.1f}'
                                                  for r, v in zip(ranks, card, strict=True)) + "}")
    lines.append(f"BET_TRUMP_VALUE = {beta[-1]:.1f}")
    lines.append("BET_SPREAD = {" + ", ".join(
        f"{n}: {math.sqrt(sum(e * e for e in es) / len(es)):.1f}" for n, es in sorted(resid.items())) + "}")
    return lines


def _least_squares(rows, ys):
    """Normal equations with a tiny ridge (the card counts are collinear with the base)."""
    k = len(rows[0])
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for x, y in zip(rows, ys, strict=True):
        for i in range(k):
            b[i] += x[i] * y
            for j in range(k):
                a[i][j] += x[i] * x[j]
    for i in range(k):
        a[i][i] += 1e-6 * len(rows)
    for col in range(k):  # Gaussian elimination with partial pivoting
        piv = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[piv], b[col], b[piv] = a[piv], a[col], b[piv], b[col]
        for r in range(k):
            if r != col and a[r][col]:
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col], strict=True)]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] for i in range(k)]


if __name__ == "__main__":
    args = sys.argv[1:]
    if "--fit" in args:
        print("\n".join(fit()))
    else:
        count = QUICK_PARTIES if "--quick" in args else PARTIES
        if "--parties" in args:
            count = int(args[args.index("--parties") + 1])
        print("\n".join(report(count)))
