"""Offline: fit the value model the Gops opponent uses before the exact endgame.

    python tools/gops_solve.py                 # writes cardgames_qt/bots/data/gops_values.json (~20 min)
    python tools/gops_solve.py --quick         # small samples, for trying things out (temp file)

The runtime (cardgames_qt/bots/gops_policy.py) solves positions with at most
EXACT_CARDS cards exactly. For a bigger hand it solves the current round as a
matrix game whose entries need W_h: the value of a position *between rounds*
with h cards in each hand, h prizes face down and possibly a carried pot. W_h
is modelled as T * (weights_h . features), T = points still in play, and fitted
by least squares, one weight vector per h and tie rule:

- h = EXACT_CARDS: targets are exact values (the runtime's own exact solver);
  h = 6 was fitted on exact targets when the runtime solved 6 cards exactly
  (it solves 5 now, for speed: ``--sizes 5`` added W_5 and kept the rest);
- h > EXACT_CARDS: fitted value iteration: the target is the mean, over the
  next prize, of the round's matrix-game value with W_{h-1} (already fitted)
  after it, which is exactly what the runtime computes at that size.

Positions are sampled from games played by a mix of simple bidders (random,
noisy prize-matching), for every `cards` setting that reaches h. A small set of
exact W_{EXACT_CARDS+1} values checks how far the first fitted level is off.

numpy is used here only (least squares); the app never imports it.
"""
from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# the module, not the function that cardgames_qt.bots re-exports under the same name
G = importlib.import_module("cardgames_qt.bots.gops_policy")

MAX_CARDS = 13


def sample_position(rnd: random.Random, h: int, carry: bool) -> tuple[list[int], list[int], list[int], int]:
    """A position between rounds with h cards per hand, from a simulated game."""
    cards = MAX_CARDS if rnd.random() < 0.6 else rnd.randint(h + 1, MAX_CARDS)
    hands = [set(range(1, cards + 1)), set(range(1, cards + 1))]
    pile = list(range(1, cards + 1))
    rnd.shuffle(pile)
    styles = [(rnd.random(), rnd.choice([-1, 0, 0, 1, 2])) for _ in hands]
    carried = 0
    for _ in range(cards - h):
        prize = pile.pop()
        pot = carried + prize
        bids = []
        for hand, (randomness, offset) in zip(hands, styles, strict=True):
            if rnd.random() < randomness:
                bid = rnd.choice(sorted(hand))
            else:  # near the prize's own rank: how people (and the fixed bots) bid
                target = prize + offset + rnd.choice([-1, 0, 0, 0, 1])
                bid = min(hand, key=lambda v: (abs(v - target), v))
            hand.discard(bid)
            bids.append(bid)
        carried = pot if (carry and bids[0] == bids[1]) else 0
    return sorted(hands[0]), sorted(hands[1]), sorted(pile), carried


def target(mine, theirs, prizes, carried, carry) -> float:
    """Mean over the next prize of the round's value: W_h from the runtime's solver."""
    a, b = G._interleaving(G._mask(mine), G._mask(theirs))
    p = G._mask(prizes)
    return sum(G._solved_value(a, b, p ^ (1 << v), carried + v, carry) for v in prizes) / len(prizes)


def fit(rows, ridge=1e-4):
    """Least squares in points: W ~ T * (w . f)."""
    x = np.array([f for f, t, _ in rows]) * np.array([[t] for _, t, _ in rows])
    y = np.array([w for _, _, w in rows])
    gram = x.T @ x
    gram += ridge * np.trace(gram) / len(gram) * np.eye(len(gram))
    return np.linalg.solve(gram, x.T @ y)


def rmse(rows, w) -> float:
    err = [t * float(np.dot(w, f)) - v for f, t, v in rows]
    return float(np.sqrt(np.mean(np.square(err))))


def positions(rnd, h, carry, count):
    out = []
    while len(out) < count:
        mine, theirs, prizes, carried = sample_position(rnd, h, carry)
        if mine != theirs:  # equal hands are worth 0: the runtime never asks
            out.append((mine, theirs, prizes, carried))
    return out


def solve_rule(rule: str, args, log) -> dict:
    carry = rule == "carry"
    rnd = random.Random(f"{args.seed}-{rule}")
    weights: dict[int, list[float]] = {}
    G._weights = {"carry": {}, "discard": {}}
    report = {}
    for h in range(G.EXACT_CARDS, MAX_CARDS):
        if args.sizes and h not in args.sizes:
            old = args.old.get("weights", {}).get(rule, {}).get(str(h))
            if old is None:
                raise SystemExit(f"no shipped weights for {rule} h={h}: refit it too")
            weights[h] = G._weights[rule][h] = old
            report[h] = args.old.get("report", {}).get(rule, {}).get(str(h), {})
            continue
        t0 = time.perf_counter()
        count = args.exact_samples if h == G.EXACT_CARDS else args.samples
        rows = []
        for mine, theirs, prizes, carried in positions(rnd, h, carry, count):
            value = target(mine, theirs, prizes, carried, carry)
            rows.append((G.features(mine, theirs, prizes, carried), sum(prizes) + carried, value))
        cut = int(len(rows) * 0.8)
        w = fit(rows[:cut])
        held_out = rmse(rows[cut:], w)
        w = fit(rows)  # the shipped weights use every sample
        weights[h] = [float(f"{v:.6g}") for v in w]
        G._weights[rule][h] = weights[h]
        spread = float(np.std([v for _, _, v in rows]))
        report[h] = {"samples": len(rows), "held_out_rmse": round(held_out, 3), "target_sd": round(spread, 3)}
        log(f"{rule} h={h}: {len(rows)} positions, held-out rmse {held_out:.2f} points "
            f"(targets sd {spread:.2f}), {time.perf_counter() - t0:.0f} s")
    if args.validate:
        report["exact_check"] = validate(rnd, rule, args.validate, log)
    return {"weights": weights, "report": report}


def validate(rnd, rule, count, log) -> dict:
    """Exact W for h = EXACT_CARDS + 1 against the fitted model (slow: seconds each)."""
    carry = rule == "carry"
    h = G.EXACT_CARDS + 1
    fitted, exact = [], []
    for mine, theirs, prizes, carried in positions(rnd, h, carry, count):
        fitted.append(G._estimate(G._mask(mine), G._mask(theirs), G._mask(prizes), carried, carry))
        saved = G.EXACT_CARDS
        G.EXACT_CARDS = h + 1  # the exact solver all the way down, for this check only
        _clear()
        exact.append(target(mine, theirs, prizes, carried, carry))
        G.EXACT_CARDS = saved
        _clear()
    err = float(np.sqrt(np.mean(np.square(np.subtract(fitted, exact)))))
    log(f"{rule} exact check at h={h}: rmse {err:.2f} points over {count} positions "
        f"(values sd {float(np.std(exact)):.2f})")
    return {"h": h, "positions": count, "rmse": round(err, 3), "values_sd": round(float(np.std(exact)), 3)}


def _clear():
    G._after_ordered.cache_clear()
    G._solved_value.cache_clear()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--exact-samples", type=int, default=800)
    ap.add_argument("--samples", type=int, default=1000)
    ap.add_argument("--validate", type=int, default=30, help="exact positions at EXACT_CARDS+1 to check")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default="carry,discard")
    ap.add_argument("--quick", action="store_true",
                    help="small samples, no exact check, written to a temp file unless --out")
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--sizes", default="", help="refit only these hand sizes (e.g. 5), keep the rest")
    args = ap.parse_args(argv)
    args.sizes = {int(h) for h in args.sizes.split(",") if h}
    args.old = json.loads(G._DATA.read_text(encoding="utf-8")) if args.sizes else {}
    if args.quick:
        args.exact_samples, args.samples, args.validate = 150, 200, 0
        args.out = args.out or Path(tempfile.gettempdir()) / "gops_values.quick.json"
    args.out = args.out or G._DATA

    def log(line: str) -> None:
        print(line, flush=True)

    out = {"format": 1, "exact_cards": G.EXACT_CARDS, "features_version": G.FEATURES_VERSION,
           "seed": args.seed, "samples": [args.exact_samples, args.samples], "weights": {}, "report": {}}
    if args.out.exists():  # keep the other rule's weights when refitting only one
        old = json.loads(args.out.read_text(encoding="utf-8"))
        if old.get("features_version") == G.FEATURES_VERSION:
            out["weights"], out["report"] = old.get("weights", {}), old.get("report", {})
    for rule in args.rules.split(","):
        _clear()
        result = solve_rule(rule, args, log)
        out["weights"][rule] = {str(h): w for h, w in result["weights"].items()}
        out["report"][rule] = {str(k): v for k, v in result["report"].items()}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(out, separators=(",", ":"), sort_keys=True) + "\n", encoding="utf-8")
    log(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
