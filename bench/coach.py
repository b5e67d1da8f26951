"""The coach (issue 14): hint latency per game, and the analysis' grades of
the exact Gops equilibrium and of random bids.

    python bench/coach.py [--quick]

- Hint latency: the coach's hint (cardgames_qt/app/coaching/coach.py) at positions of
  seeded random-legal games, as the worker computes it (the app's defaults:
  Zhopa's search at a 0.2 s budget), p50 / p95 in ms; beside it, as the
  baseline of the same run, the expert bot's own decision at the same
  positions, timed just before the hint (the hint then reuses the policy's
  caches, as it does in the worker after the bot's moves).
- Gops at 4, 5 and 6 cards: the analysis (cardgames_qt/app/coaching/analysis.py) of
  seat 0 over GAMES games per size, once bidding by the exact equilibrium
  policy (must lose 0 points: every bid it uses is equilibrium-supported) and
  once bidding at random (must lose more than 0), both against the policy.

Last line: ``hint_p95_ms gops=… guts=… zhopa=… equilibrium_loss=… random_loss=…``
(the losses: points per game, summed over the sizes' games / games).
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardgames_qt.app.coaching.analysis import analyse  # noqa: E402 - after sys.path above
from cardgames_qt.app.coaching.coach import hint  # noqa: E402 - after sys.path above
from cardgames_qt.bots.gops_policy import gops_policy  # noqa: E402 - after sys.path above
from cardgames_qt.bots.registry import make_bot  # noqa: E402 - after sys.path above
from cardgames_qt.engine.registry import new_state  # noqa: E402 - after sys.path above

VARIANTS = {"gops": {"cards": 13}, "guts": {"players": 6}, "zhopa": {"players": 3}}


def positions(game_id: str, count: int, seed: int):
    """(observation, legal) of the acting seat at positions of random-legal games
    (Zhopa: decisions with a choice only)."""
    rng = random.Random(seed)
    out = []
    game = 0
    while len(out) < count:
        state = new_state(game_id, VARIANTS[game_id], seed * 1000 + game)
        game += 1
        while not state.is_terminal() and len(out) < count:
            for s in state.acting_seats():
                legal = state.legal_actions(s)
                if len(legal) > 1 and rng.random() < 0.5:
                    out.append((state.observation(s), legal))
                state.apply(s, legal[rng.randrange(len(legal))])
    return out


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def latency(game_id: str, count: int) -> tuple[float, float, float]:
    hint_ms, bot_ms = [], []
    bot = make_bot(game_id)
    for i, (obs, legal) in enumerate(positions(game_id, count, 1)):
        t = time.perf_counter()  # the bot first: the hint then reuses its policy caches, as in the app
        bot.choose(obs, legal, random.Random(i))
        bot_ms.append(1000 * (time.perf_counter() - t))
        t = time.perf_counter()
        hint(game_id, obs, legal, seed=i)
        hint_ms.append(1000 * (time.perf_counter() - t))
    p50, p95 = statistics.median(hint_ms), percentile(hint_ms, 0.95)
    base = percentile(bot_ms, 0.95)
    print(f"{game_id:6} hint p50 {p50:7.1f} ms  p95 {p95:7.1f} ms  | expert bot p95 {base:7.1f} ms "
          f"(hint/bot {p95 / base if base else float('nan'):.2f}x)  over {len(hint_ms)} positions", flush=True)
    return p50, p95, base


def _equilibrium_bid(state, seat, rng):
    obs = state.observation(seat)
    policy = gops_policy(obs.my_hand, obs.opp_hand, obs.prizes_left, obs.pot, obs.tie_rule)
    bids = [b for b in sorted(policy) if policy[b] > 0]
    return rng.choices(bids, [policy[b] for b in bids])[0]


def _random_bid(state, seat, rng):
    legal = state.legal_actions(seat)
    return legal[rng.randrange(len(legal))]


def gops_loss(me, games: int) -> tuple[float, int]:
    """Points lost by seat 0 bidding with ``me`` against the equilibrium policy,
    summed over ``games`` games at each of 4, 5 and 6 cards; and the games."""
    total, played = 0.0, 0
    for cards in (4, 5, 6):
        for g in range(games):
            tie_rule = ("carry", "discard")[g % 2]
            variant = {"cards": cards, "games": 1, "tie_rule": tie_rule}
            rng = random.Random(g)
            state = new_state("gops", variant, g)
            while not state.is_terminal():
                for seat in state.acting_seats():
                    state.apply(seat, (me if seat == 0 else _equilibrium_bid)(state, seat, rng))
            total += analyse("gops", variant, g, state.history, 0).total
            played += 1
    return total, played


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer positions and games")
    args = ap.parse_args(argv)
    count, games = (20, 50) if args.quick else (100, 1000)
    p95 = {g: latency(g, count)[1] for g in ("gops", "guts", "zhopa")}
    eq, n = gops_loss(_equilibrium_bid, games)
    rnd, _ = gops_loss(_random_bid, games)
    print(f"Gops 4-6 cards, {n} games per player: equilibrium lost {eq:.6f} points in all, "
          f"random bids {rnd:.1f} ({rnd / n:.3f} a game)")
    print(f"hint_p95_ms gops={p95['gops']:.0f} guts={p95['guts']:.0f} zhopa={p95['zhopa']:.0f} "
          f"equilibrium_loss={eq / n:.6f} random_loss={rnd / n:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
