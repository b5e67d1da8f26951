"""Where would knowing the hidden cards pay? The Zhopa search given the true deal (not a test).

    python bench/bots_zhopa_oracle.py [--parties N] [--iterations K] [--workers W]

The search bot plays the same seeded first parties as bench/bots_zhopa_ab.py
(3 players, the heuristic bot in the other seats), once as it is and once
per *oracle*: at the decisions an oracle covers, every guess of the hidden
cards is the true deal (the others' hands as they are; the stock, which the
search's hand does not reach, the rest). Printed per oracle: the margin over
the heuristic seats and its paired difference from the search as it is.
The oracles: ``all`` (every decision), ``bets`` (the go/pass decision
only), ``hand1`` (tricks 1-4: the first deal, bet included), ``hand2``
(tricks 5-8), ``hand3`` (tricks 9-12: the last deal, the stock empty).

It sizes what reading the table could still win and where: what an oracle
gains is an upper bound on what any guessing of the same cards can. Last
line: ``oracle_points_<oracle>=…`` per oracle (paired points difference).
"""
from __future__ import annotations

import math
import random
import sys
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardgames_qt.bots import zhopa_search  # noqa: E402 - after sys.path above
from cardgames_qt.bots.zhopa_bots import ZhopaHeuristicBot  # noqa: E402 - after sys.path above
from cardgames_qt.bots.zhopa_fast import BIT, INDEX  # noqa: E402 - after sys.path above
from cardgames_qt.engine.zhopa import Variant, new_state  # noqa: E402 - after sys.path above

SEED0 = 90_000  # the parties of bench/bots_zhopa_ab.py
ORACLES = {
    "none": lambda obs: False,
    "all": lambda obs: True,
    "bets": lambda obs: obs.phase == "bet",
    "hand1": lambda obs: obs.tricks_done < 4,
    "hand2": lambda obs: 4 <= obs.tricks_done < 8,
    "hand3": lambda obs: obs.tricks_done >= 8,
}


class OracleSearch(zhopa_search.ZhopaSearchBot):
    """The search bot whose guesses are the true deal where ``covers(obs)``."""

    def __init__(self, covers, state, **kw):
        super().__init__(**kw)
        self.covers, self.state = covers, state

    def choose(self, observation, legal, rng):
        if not self.covers(observation):
            return super().choose(observation, legal, rng)
        hands = [sum(BIT[INDEX[c]] for c in h) for h in self.state.hands]
        held = 0
        for h in hands:
            held |= h

        def true_deal(facts, rng):
            deal = facts.guesser.guess(rng)  # the public part; hands and stock replaced
            unseen = list(deal.stock)
            for s, h in enumerate(deal.hands):
                if s != facts.seat:
                    unseen += [c for c in range(36) if h >> c & 1]
            deal.stock = [c for c in unseen if not held >> c & 1]
            deal.hands = list(hands)
            return deal

        guess = zhopa_search._Facts.sample
        zhopa_search._Facts.sample = true_deal
        try:
            return super().choose(observation, legal, rng)
        finally:
            zhopa_search._Facts.sample = guess


def play(job) -> tuple:
    v, k, oracle, iterations = job
    players, hero = 3, k % 3
    state = new_state(Variant(players=players), seed=SEED0 + k)
    search = OracleSearch(ORACLES[oracle], state, time_budget=None, max_iterations=iterations)
    bots = [search if s == hero else ZhopaHeuristicBot() for s in range(players)]
    rngs = [random.Random((SEED0 + k) * 31 + s) for s in range(players)]
    while not state.scores_history:
        seat = state.current_player()
        legal = state.legal_actions(seat)
        state.apply(seat, bots[seat].choose(state.observation(seat), legal, rngs[seat]))
    rec = state.scores_history[0]
    others = [s for s in range(players) if s != hero]
    dp = rec["points"][hero] - sum(rec["points"][s] for s in others) / len(others)
    db = rec["bank_changes"][hero] - sum(rec["bank_changes"][s] for s in others) / len(others)
    return v, k, dp, db


def _ms(xs):
    m = sum(xs) / len(xs)
    return m, math.sqrt(sum((x - m) ** 2 for x in xs) / max(1, len(xs) - 1) / len(xs))


def main(argv):
    def opt(name, default):
        if name in argv:
            i = argv.index(name)
            value = int(argv[i + 1])
            del argv[i:i + 2]
            return value
        return default
    parties, iterations, workers = opt("--parties", 400), opt("--iterations", 300), opt("--workers", 2)
    oracles = list(ORACLES)
    jobs = [(v, k, o, iterations) for k in range(parties) for v, o in enumerate(oracles)]
    with Pool(workers) as pool:
        results = pool.map(play, jobs, chunksize=1)
    by = {(v, k): (dp, db) for v, k, dp, db in results}
    print(f"{parties} first parties, 3 players, {iterations} iterations a decision")
    last = []
    for v, oracle in enumerate(oracles):
        p, b = _ms([by[v, k][0] for k in range(parties)]), _ms([by[v, k][1] for k in range(parties)])
        line = f"  {oracle:6}: points {p[0]:+.1f} ± {1.96 * p[1]:.1f}, banks {b[0]:+.3f} ± {1.96 * b[1]:.3f}"
        if v:
            dp = _ms([by[v, k][0] - by[0, k][0] for k in range(parties)])
            db = _ms([by[v, k][1] - by[0, k][1] for k in range(parties)])
            line += (f"; the true deal adds {dp[0]:+.1f} ± {1.96 * dp[1]:.1f} points, "
                     f"{db[0]:+.3f} ± {1.96 * db[1]:.3f} banks (95 %)")
            last.append(f"oracle_points_{oracle}={dp[0]:+.1f}")
        print(line, flush=True)
    print(" ".join(last))


if __name__ == "__main__":
    main(sys.argv[1:])
