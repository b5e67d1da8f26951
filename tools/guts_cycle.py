"""Guts thresholds in the whole cycle: pot, cap and reserve as the state.

Run from the repository root::

    python tools/guts_cycle.py [--cap 20] [--ante 1] [--players 2-10]

``tools/guts_equilibrium.py`` solves one hand and values what is left in the
pot and the reserve as an equal share for every player. This model does not
assume that share: it follows the cycle as the rules play it.

The state a decision sees is (P, R) with the cap C and the ante: the active pot
and the reserve (P = C is "the pot is at the cap"). A hand moves it by the
settlement rules (engine ``guts.settle``; a test checks ``next_state``
against it):

    nobody in                        (P, R)           nothing changes
    pot taken, nobody paid           (min(C, R), R - min(C, R))   refill
    L players lost and paid          (min(C, L*P), R + max(0, L*P - C))
    pot and reserve empty            the cycle is over (a new one is a fresh,
                                     equal ante: nothing a decision changes)

``Cycle`` computes from those moves a seat's value V(P, R) of the rest of the
cycle when everyone plays a given threshold table (policy evaluation on the
grid of states; the reserve is truncated at 16 caps, far above the states we
look at). What it takes for one hand: the chance of each kind of result and a
seat's expected gain, which with everyone on the same table is 1/n of what
the players as a whole take out of the middle (the deal is exchangeable
between seats; ``seat_gain="one-hand"`` uses the one-hand model's own figure
instead, me against independent opponents, a few per cent off, to show what
that error could move). Nothing is assumed about later hands.
``state_gains`` gives, at any state, the gain of "in" over "out" for every
hand class: this hand's pot won or paid *plus* the value of the state it
leads to. ``solve_state`` finds the equilibrium of the hand at that state with
those values, the others' threshold at the state free to move with mine (the
threshold search of ``guts_equilibrium``). If every state's equilibrium is
the table the values came from, the table is a fixed point of iterated best
response in the whole cycle game.

What it shows (tests/bots/test_guts_cycle.py, bench/bots_guts.py): V(P, R) =
(P + R)/n to 1e-9, every state's equilibrium is the per-table-size table and
the best deviation from it is below 1e-9 pots a hand at every state, at every
size 2..10, cap and ante. The reason: tokens are conserved and a cycle ends
only when the pot and the reserve are empty, so when everyone plays alike
everything in the middle ends with the players in equal expected shares, and
every amount of a hand is a multiple of P: the sign of "in" minus "out"
cannot depend on P, R, C or the ante. The thresholds would move under another
goal (finishing first rather than tokens, or best-responding to opponents
known to play otherwise) — not the equilibrium of the rules' score. The
control ``burn=True`` (payments above the cap leave the table: not the
rules) breaks the conservation, and there the model does move them.

"""
from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.guts_equilibrium import CLASSES, class_prior, opponent_dists, threshold_strategy  # noqa: E402 - after sys.path above

NONE, REFILL = 0, 1  # kinds of a hand's result; 1 + L: L players lost and paid


def class_outcome(c: int, p: list[float], players: int, dist: list[float]):
    """For my class ``c`` with the others in with probability ``p[class]``:
    (E[my gain | in] in pots, P(kind | in), P(kind | out)), kinds as above.
    Out, I never win nor pay."""
    n, k = players, players - 1
    f = [d * q for d, q in zip(dist, p, strict=True)]
    o = max(0.0, 1.0 - sum(f))
    kin, kout = [0.0] * (n + 1), [0.0] * (n + 1)
    alone = o ** k
    kout[NONE] += alone
    kin[REFILL] += alone        # nobody else in: I take P, nobody pays
    gain = alone
    below = 0.0                 # chance an opponent is in with a class below m
    for m, fm in enumerate(f):
        if fm > 0.0:
            for t in range(1, k + 1):          # t opponents share the best class m ...
                for total in range(t, k + 1):  # ... of ``total`` opponents in
                    pr = (math.comb(k, total) * math.comb(total, t) * fm ** t
                          * below ** (total - t) * o ** (k - total))
                    rest = total - t           # those below m: they lose
                    kout[REFILL if rest == 0 else 1 + rest] += pr
                    if m < c:                  # I beat them all
                        kin[1 + total] += pr
                        gain += pr
                    elif m == c:               # I tie the best: we split, the rest pay
                        kin[REFILL if rest == 0 else 1 + rest] += pr
                        gain += pr / (t + 1)
                    else:                      # I am beaten: I pay too
                        kin[2 + rest] += pr
                        gain -= pr
        below += fm
    return gain, kin, kout


def outcomes(p: list[float], players: int, dists) -> list[tuple]:
    return [class_outcome(c, p, players, dists[c]) for c in range(len(CLASSES))]


def next_state(pot: int, reserve: int, cap: int, kind: int, burn: bool = False) -> tuple[int, int]:
    """The state after a hand of this kind (guts.md "Settlement"); (0, 0) ends the cycle.
    ``burn``: NOT the rules — payments above the cap leave the table instead of
    going to the reserve (a house's rake): the control that shows the model
    does move the thresholds where the dynamics give it a reason to."""
    if kind == NONE:
        return pot, reserve
    if kind == REFILL:
        refill = min(cap, reserve)
        return refill, reserve - refill
    paid = pot * (kind - 1)
    return min(cap, paid), reserve + (0 if burn else max(0, paid - cap))


def pot_change(kind: int) -> int:
    """What the players as a whole put into the middle in a hand, in pots
    (the pot taken: -1; L players paid it: L - 1)."""
    return 0 if kind == NONE else (-1 if kind == REFILL else kind - 2)


class Cycle:
    """One seat's value V[P][R] of the rest of a cycle, everyone playing ``p``
    at every state; the reserve is truncated at ``rmax`` (a payment above it is
    kept at rmax, so look only at states well below it).

    A seat's expected gain in a hand (``seat_gain``): "exchangeable" — its
    1/n of what the players as a whole take out of the middle, exact in the
    game (the deal is exchangeable between seats, everyone plays ``p``);
    "one-hand" — the one-hand model's own figure (me against independent
    opponents), a few per cent off: how far the model's error could move a
    threshold."""

    def __init__(self, players: int, cap: int, p: list[float], dists, prior, rmax: int,
                 seat_gain: str = "exchangeable", burn: bool = False,
                 tol: float = 1e-10, sweeps: int = 20000):
        self.players, self.cap, self.rmax, self.p, self.burn = players, cap, rmax, p, burn
        self.rows = outcomes(p, players, dists)
        n = players
        mix = [0.0] * (n + 1)
        mine = 0.0
        for w, q, (gain, kin, kout) in zip(prior, p, self.rows, strict=True):
            mine += w * q * gain
            for j in range(n + 1):
                mix[j] += w * (q * kin[j] + (1 - q) * kout[j])
        if seat_gain == "exchangeable":
            mine = -sum(w * pot_change(j) for j, w in enumerate(mix)) / n
        elif seat_gain != "one-hand":
            raise ValueError(f"seat_gain: {seat_gain!r}")
        self.mine, self.mix = mine, mix
        self.V = [[0.0] * (rmax + 1) for _ in range(cap + 1)]
        self.sweeps = self._iterate(tol, sweeps)

    def value(self, pot: int, reserve: int) -> float:
        return self.V[pot][min(reserve, self.rmax)]

    def _iterate(self, tol: float, sweeps: int) -> int:
        cap, rmax, mix, V = self.cap, self.rmax, self.mix, self.V
        stay = 1.0 - mix[NONE]  # "nobody in" repeats the state: solve it out
        moves = [(j, mix[j]) for j in range(1, len(mix)) if mix[j] > 0.0]
        nexts = {(P, R): [(w, *next_state(P, R, cap, j, self.burn)) for j, w in moves]
                 for P in range(1, cap + 1) for R in range(rmax + 1)}
        for sweep in range(1, sweeps + 1):
            delta = 0.0
            for P in range(1, cap + 1):
                row = V[P]
                for R in range(rmax + 1):
                    v = P * self.mine
                    for w, P2, R2 in nexts[P, R]:
                        v += w * V[P2][R2 if rmax >= R2 else rmax]
                    v /= stay
                    delta = max(delta, abs(v - row[R]))
                    row[R] = v
            if delta < tol:
                return sweep
        raise RuntimeError(f"policy evaluation did not converge ({delta:.2e} after {sweeps} sweeps)")

    def share_gap(self, rlimit: int) -> float:
        """max |V(P, R) - (P + R)/n| over P <= cap, R <= rlimit, in pots (÷ P)."""
        n = self.players
        return max(abs(self.V[P][R] - (P + R) / n) / P
                   for P in range(1, self.cap + 1) for R in range(rlimit + 1))


def state_gains(cycle: Cycle, pot: int, reserve: int, rows=None) -> list[float]:
    """Gain of "in" over "out" per class at (pot, reserve), in pots: this hand
    plus the value of where it leads (``rows``: the others' play at this state,
    by default the play ``cycle`` was evaluated with)."""
    if not (1 <= pot <= cycle.cap and 0 <= reserve <= cycle.rmax // 2):
        # the values near the truncation lose what is paid beyond it
        raise ValueError(f"state ({pot}, {reserve}) is outside the model's grid (cap {cycle.cap}, "
                         f"reserve up to {cycle.rmax // 2})")
    rows = rows or cycle.rows
    here = cycle.value(pot, reserve)
    after = [here] + [cycle.value(*next_state(pot, reserve, cycle.cap, j, cycle.burn))
                      for j in range(1, cycle.players + 1)]
    return [gain + sum((a - b) * v for a, b, v in zip(kin, kout, after, strict=True)) / pot
            for gain, kin, kout in rows]


def state_deviation(cycle: Cycle, pot: int, reserve: int, prior) -> float:
    """Pots a hand one player gains at this state by a best response to ``cycle.p``."""
    g = state_gains(cycle, pot, reserve)
    return sum(w * (max(0.0, x) - q * x) for w, q, x in zip(prior, cycle.p, g, strict=True))


def solve_state(cycle: Cycle, pot: int, reserve: int, dists, start: tuple[int, float]) -> tuple[int, float]:
    """The equilibrium (marginal class, its chance of "in") of the hand at this
    state, the rest of the cycle valued by ``cycle``: the others' threshold
    at this state moves with mine (guts_equilibrium's threshold search)."""
    n = cycle.players

    def gain(c: int, marginal: int, mix: float) -> float:
        row = class_outcome(c, threshold_strategy(marginal, mix), n, dists[c])
        return state_gains(cycle, pot, reserve, rows=[row])[0]

    marginal, mix = start
    for _ in range(len(CLASSES)):
        if gain(marginal, marginal, 1.0) >= 0:
            mix = 1.0
        elif gain(marginal, marginal, 0.0) <= 0:
            if marginal + 1 < len(CLASSES):
                marginal += 1  # never in: the next class up is the marginal one
                continue
            mix = 0.0
        else:
            lo, hi = 0.0, 1.0
            for _ in range(40):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if gain(marginal, marginal, mid) > 0 else (lo, mid)
            mix = (lo + hi) / 2
        if marginal > 0 and gain(marginal - 1, marginal, mix) > 0:
            marginal -= 1
            continue
        return marginal, mix
    return marginal, mix


def simulate_value(players: int, pot: int, reserve: int, cap: int, cycles: int, seed: int) -> tuple[float, float]:
    """Seat 0's value of the rest of the cycle from (pot, reserve), everyone on
    the shipped table, on real deals settled by the engine (``guts.settle``):
    no model at all, to check ``Cycle`` against. Mean and standard error, tokens."""
    from cardgames_qt.bots.guts_bots import p_in
    from cardgames_qt.engine import guts
    from cardgames_qt.engine.cards import full_deck

    rng, deck, totals = random.Random(seed), full_deck(), []
    for _ in range(cycles):
        P, R, mine = pot, reserve, 0.0
        while P or R:
            rng.shuffle(deck)
            hands = {s: deck[2 * s:2 * s + 2] for s in range(players)}
            staying = [s for s in range(players) if rng.random() < p_in(hands[s], players)]
            result = guts.settle(P, R, cap, hands, staying)
            mine += float(result.payouts.get(0, 0)) - result.payments.get(0, 0)
            P, R = result.pot, result.reserve
        totals.append(mine)
    mean = sum(totals) / cycles
    var = sum((x - mean) ** 2 for x in totals) / max(1, cycles - 1)
    return mean, math.sqrt(var / cycles)


def grid(cap: int, players: int, ante: int = 1) -> list[tuple[int, int]]:
    """States to look at: the cycle's first (everyone's ante, the excess over
    the cap in the reserve), then the pot at 1/4, 1/2 and all of the cap with
    the reserve empty, half a cap, one cap and three caps."""
    first = min(cap, players * ante)
    pots = sorted({max(1, cap // 4), max(1, cap // 2), cap})
    return [(first, players * ante - first)] + [(p, r) for p in pots for r in (0, cap // 2, cap, 3 * cap)]


def study(players: int, table: tuple[int, float], cap: int = 20, ante: int = 1, dists=None, prior=None,
          rmax_caps: int = 16, **model) -> dict:
    """The cycle model at one table size, everyone playing ``table`` (marginal, mix):
    the share gap, the largest best deviation over every state with R <= 3 caps,
    and each grid state's own equilibrium (``model``: Cycle's options)."""
    dists, prior = dists or opponent_dists(), prior or class_prior()
    cycle = Cycle(players, cap, threshold_strategy(*table), dists, prior, rmax=rmax_caps * cap, **model)
    rlimit = 3 * cap
    deviation = max(state_deviation(cycle, P, R, prior)
                    for P in range(1, cap + 1) for R in range(0, rlimit + 1, max(1, cap // 4)))
    states = {s: solve_state(cycle, *s, dists, table) for s in grid(cap, players, ante)}
    return {"players": players, "cap": cap, "sweeps": cycle.sweeps, "share_gap": cycle.share_gap(rlimit),
            "best_deviation": deviation, "states": states,
            "classes_moved": max(abs(m - table[0]) for m, _ in states.values()),
            "mix_moved": max((abs(x - table[1]) for m, x in states.values() if m == table[0]), default=1.0)}


def main(argv=None) -> int:
    from cardgames_qt.bots.guts_bots import thresholds
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cap", type=int, default=20)
    ap.add_argument("--ante", type=int, default=1)
    ap.add_argument("--players", default="2-10", help="a size or a range, e.g. 4 or 2-10")
    args = ap.parse_args(argv)
    lo, _, hi = args.players.partition("-")
    dists, prior = opponent_dists(), class_prior()
    models = (("exchangeable", {}), ("one-hand gain", {"seat_gain": "one-hand"}),
              ("control: excess burnt", {"burn": True}))
    for n in range(int(lo), int(hi or lo) + 1):
        for label, model in models:
            r = study(n, thresholds()[n], args.cap, args.ante, dists, prior, **model)
            print(f"{n:>2} players, cap {args.cap}, {label:<21}: |V - (P+R)/n| <= {r['share_gap']:.1e} pots, "
                  f"best deviation {r['best_deviation']:.1e} pots/hand, thresholds moved "
                  f"{r['classes_moved']} classes, mix {r['mix_moved']:.1e} ({r['sweeps']} sweeps)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
