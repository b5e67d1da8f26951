"""Offline symmetric equilibrium thresholds for Guts, table sizes 2..10.

Run from the repository root::

    python tools/guts_equilibrium.py          # writes cardgames_qt/bots/data/guts_thresholds.json

Standard library only; about a second per table size.

The model (why the thresholds ignore the pot and the reserve)
-------------------------------------------------------------
Suits never matter in Guts, so the 169 poker hand classes collapse to 91
strength classes: 78 unpaired rank pairs ("32" .. "AK") below 13 pairs
("22" .. "AA"). A strategy says, for each class, how often to be "in".

Every amount in one hand is a multiple of the active pot P: the winner takes
P, each loser pays P. Tokens left in the pot and the reserve are not lost:
the cycle ends only when both are empty, so under symmetric play each of the
n players can expect 1/n of whatever is left there. Counting that share, the
gain of "in" over "out" for a hand, in units of P, is

    nobody else in        (n-1)/n          I take P, and lose my share of it
    I beat m others       1 + w/n          I take P; w = how many of them would
                                           have taken it had I been out
    I tie j others        1/(j+1)          my share; the losers pay either way
    someone beats me      -(n-1)/n         I pay P, 1/n of it comes back

This does not depend on P nor on the reserve R at all (R only joins later
pots, which are shared symmetrically), so one threshold per table size is
exact under the model: the bot does not adjust for the pot or the reserve.
``tools/guts_cycle.py`` drops the equal-share assumption (the states of the
cycle valued by the settlement rules, each state solved on its own) and finds
these same thresholds at every state.
``--myopic`` drops the shares (win +1, lose -1) for comparison.

Opponents' hands are drawn from the 50 cards I do not hold, each opponent
independently (card removal between opponents is ignored; the bench measures
the threshold deviations with real deals). Fictitious play over class
strategies finds the threshold; bisection on the mixing probability of the
marginal class then makes it indifferent.
"""
from __future__ import annotations

import argparse
import itertools
import json
import math
from pathlib import Path

RANK_TEXT = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
OUT_PATH = Path(__file__).resolve().parent.parent / "cardgames_qt" / "bots" / "data" / "guts_thresholds.json"


def _rank(r: int) -> str:
    return RANK_TEXT.get(r, str(r))


# classes in strength order, weakest first: key (pair, high, low) as in engine.guts.hand_key
CLASSES: list[tuple[int, int, int]] = sorted(
    [(0, h, lo) for h in range(3, 15) for lo in range(2, h)] + [(1, r, r) for r in range(2, 15)])
CLASS_INDEX = {k: i for i, k in enumerate(CLASSES)}
LABELS = [_rank(h) + _rank(lo) for _, h, lo in CLASSES]


def class_prior() -> list[float]:
    """How likely each class is dealt (pairs 6 combos, unpaired 16, of 1326)."""
    return [(6 if k[0] else 16) / 1326 for k in CLASSES]


def opponent_dists() -> list[list[float]]:
    """dist[c][c']: chance that an opponent holds class c' when I hold class c."""
    deck = [(r, s) for r in range(2, 15) for s in range(4)]
    out = []
    for pair, high, low in CLASSES:
        mine = {(high, 0), (low, 1 if pair else 0)}
        rest = [c for c in deck if c not in mine]
        counts = [0] * len(CLASSES)
        for a, b in itertools.combinations(rest, 2):
            h, lo = max(a[0], b[0]), min(a[0], b[0])
            counts[CLASS_INDEX[(1 if h == lo else 0, h, lo)]] += 1
        total = sum(counts)
        out.append([x / total for x in counts])
    return out


def gains(p: list[float], players: int, dists: list[list[float]], myopic: bool = False) -> list[float]:
    """Gain of "in" over "out" per class, in units of the pot, when the other
    players each go in with class c' with probability p[c']."""
    n, k = players, players - 1
    share = 0.0 if myopic else 1.0 / n
    res = []
    for c, dist in enumerate(dists):
        f = [d * q for d, q in zip(dist, p, strict=True)]
        o = 1.0 - sum(f)
        b = sum(f[:c])
        e = f[c]
        g = o ** k * (1 - share)                      # alone: take P, lose my share of it
        g += (o + b) ** k - o ** k                    # beat everyone who is in: take P
        cum = o
        for s in range(c):                            # ... and keep those winners' pot out of the pool
            cum += f[s]
            if f[s]:
                g += share * k * f[s] * cum ** (k - 1)
        for j in range(1, k + 1):                     # tie with j others
            g += math.comb(k, j) * e ** j * (o + b) ** (k - j) / (j + 1)
        g -= (1 - (o + b + e) ** k) * (1 - share)     # beaten: pay P, 1/n of it comes back
        res.append(g)
    return res


def best_deviation_gain(p: list[float], players: int, dists, prior, myopic: bool = False) -> float:
    """How much (in pots per hand) one player gains by switching to a best response."""
    g = gains(p, players, dists, myopic)
    return sum(w * (max(0.0, x) - q * x) for w, q, x in zip(prior, p, g, strict=True))


def threshold_strategy(marginal: int, mix: float) -> list[float]:
    return [1.0 if c > marginal else (mix if c == marginal else 0.0) for c in range(len(CLASSES))]


def _indifferent_mix(marginal: int, players: int, dists, myopic: bool) -> float:
    """The probability of "in" at the marginal class that leaves it indifferent."""
    def g_at(mix):
        return gains(threshold_strategy(marginal, mix), players, dists, myopic)[marginal]
    if g_at(1.0) >= 0:
        return 1.0
    if g_at(0.0) <= 0:
        return 0.0
    lo, hi = 0.0, 1.0
    for _ in range(40):
        mid = (lo + hi) / 2
        if g_at(mid) > 0:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def solve(players: int, dists, prior, iterations: int = 400, myopic: bool = False) -> dict:
    # fictitious play: best-respond to the running average of past strategies
    p = [1.0] * len(CLASSES)
    for t in range(1, iterations + 1):
        br = [1.0 if x > 0 else 0.0 for x in gains(p, players, dists, myopic)]
        p = [q + (b - q) / (t + 1) for q, b in zip(p, br, strict=True)]
    # the average is (nearly) a threshold: its marginal class is where it crosses 1/2
    marginal = max((c for c in range(len(CLASSES)) if p[c] < 0.5), default=-1)
    marginal = max(0, marginal)
    mix = 1.0
    # make the marginal class indifferent (or pure, if it never is); then a
    # neighbour may still want to switch: step the threshold until nobody does
    for _ in range(len(CLASSES)):
        mix = _indifferent_mix(marginal, players, dists, myopic)
        if mix == 0.0 and marginal + 1 < len(CLASSES):
            marginal += 1  # never in: the next class up is the marginal one
            continue
        g = gains(threshold_strategy(marginal, mix), players, dists, myopic)
        if marginal > 0 and g[marginal - 1] > 0:
            marginal -= 1
            continue
        break
    strategy = threshold_strategy(marginal, mix)
    g = gains(strategy, players, dists, myopic)
    return {
        "players": players,
        "marginal_class": marginal,
        "marginal_label": LABELS[marginal],
        "p_in_marginal": round(mix, 6),
        "weakest_always_in": LABELS[marginal if mix >= 1.0 else min(marginal + 1, len(CLASSES) - 1)],
        "fraction_in": round(sum(w * q for w, q in zip(prior, strategy, strict=True)), 6),
        "best_deviation_gain": best_deviation_gain(strategy, players, dists, prior, myopic),
        "gain_marginal": g[marginal],
        # the gains are not monotone (card removal: holding two aces leaves fewer
        # callers to beat than two kings), but their sign changes once, at the threshold
        "sign_changes_once": (all(x <= 1e-12 for x in g[:marginal])
                              and all(x >= -1e-12 for x in g[marginal + 1:])),
    }


def compute(players_range=range(2, 11), myopic: bool = False) -> dict:
    dists, prior = opponent_dists(), class_prior()
    tables = {}
    for n in players_range:
        r = solve(n, dists, prior, myopic=myopic)
        tables[str(n)] = {k: v for k, v in r.items() if k != "gain_marginal"}
    return {
        "about": "Symmetric equilibrium in/out thresholds for Guts by table size (tools/guts_equilibrium.py). "
                 "Classes are indexed weakest first: 78 unpaired ('32'..'AK') then 13 pairs ('22'..'AA'). "
                 "In with a class above marginal_class, with probability p_in_marginal at it, out below. "
                 "Independent of pot and reserve under the model (gains scale with the pot).",
        "model": "myopic" if myopic else "session",
        "classes": LABELS,
        "tables": tables,
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(OUT_PATH))
    ap.add_argument("--myopic", action="store_true", help="ignore the players' shares of the pot left behind")
    args = ap.parse_args(argv)
    data = compute(myopic=args.myopic)
    for n, t in data["tables"].items():
        print(f"{n:>2} players: in from {t['weakest_always_in']:>3} up, {t['marginal_label']} "
              f"with p={t['p_in_marginal']:.3f}; {100 * t['fraction_in']:.1f}% of hands in; "
              f"best deviation gains {t['best_deviation_gain']:.2e} pots/hand")
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
