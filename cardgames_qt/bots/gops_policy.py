"""The Gops opponent's mixed strategy, as close to the equilibrium as we can afford.

Gops is a zero-sum game of simultaneous moves with public state: both hands,
the face-down prizes and the pot are known to both players (spent bids are
face up). So a position is (my hand, opponent's hand, prizes left, pot value)
and each round is a matrix game, bids x bids, whose payoff is the points won
now plus the value of the position it leads to (the next prize is a uniform
draw from the prizes left). Only the *order* of the bids matters, never their
ranks, so hands are reduced to their interleaving before caching.

- With at most EXACT_CARDS cards in hand the tree is solved exactly by
  backward induction (a matrix game per position, cached).
- Before that, the current round is still solved as a matrix game, but the
  value of the position after it comes from a linear model of hand and prize
  features, fitted offline by tools/gops_solve.py (exact values for the small
  positions, fitted value iteration above) and shipped in data/gops_values.json.

Everything is pure Python and deterministic: the policy is a function of the
position; sampling from it is the bot's business (gops_bots.py).
"""
from __future__ import annotations

import json
from bisect import bisect_left, bisect_right
from functools import lru_cache
from pathlib import Path
from typing import Iterable

EXACT_CARDS = 6  # 6 cards left: ~0.1 s the first time on this machine, 7 would take ~1 s
TIE_RULES = ("carry", "discard")
_DATA = Path(__file__).with_name("data") / "gops_values.json"
_EPS = 1e-12


# --- the public function -----------------------------------------------------------

def gops_policy(my_hand: Iterable[int], opp_hand: Iterable[int], prizes_left: Iterable[int],
                pot: Iterable[int], tie_rule: str = "carry") -> dict[int, float]:
    """Probability of each bid in ``my_hand`` (they sum to 1).

    ``my_hand``/``opp_hand``: bid values still in each hand; ``prizes_left``:
    face-down prize values not yet turned; ``pot``: prize values in contention
    now (the turned prize plus any carried ones).
    """
    mine, theirs = _as_values(my_hand, "my_hand"), _as_values(opp_hand, "opp_hand")
    prizes, pot_values = _as_values(prizes_left, "prizes_left"), list(pot)
    if tie_rule not in TIE_RULES:
        raise ValueError(f"Unknown tie rule {tie_rule!r}: use 'carry' or 'discard'.")
    if not mine:
        raise ValueError("my_hand is empty: there is nothing to bid.")
    if len(mine) != len(theirs):
        raise ValueError(f"Both hands must hold as many cards ({len(mine)} against {len(theirs)}).")
    if len(prizes) != len(mine) - 1:
        raise ValueError(f"With {len(mine)} cards in hand there are {len(mine) - 1} prizes "
                         f"face down, not {len(prizes)}.")
    if any(not isinstance(v, int) or v < 0 for v in pot_values):
        raise ValueError("The pot holds prize values (non-negative whole numbers).")
    probs = _policy(_mask(mine), _mask(theirs), _mask(prizes), sum(pot_values), tie_rule == "carry")
    return dict(zip(mine, probs))


def _as_values(values: Iterable[int], what: str) -> list[int]:
    out = sorted(values)
    if any(not isinstance(v, int) or isinstance(v, bool) or v < 1 for v in out):
        raise ValueError(f"{what} must hold card values 1, 2, ... (whole numbers).")
    if len(set(out)) != len(out):
        raise ValueError(f"{what} holds a value twice: {out}.")
    return out


def _mask(values: Iterable[int]) -> int:
    m = 0
    for v in values:
        m |= 1 << v
    return m


def _bits(mask: int) -> list[int]:
    """The single-bit masks of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def _top(mask: int) -> int:
    return 1 << (mask.bit_length() - 1)


def _values(mask: int) -> list[int]:
    return [low.bit_length() - 1 for low in _bits(mask)]


@lru_cache(maxsize=4096)
def _policy(a: int, b: int, prizes: int, pot: int, carry: bool) -> tuple[float, ...]:
    matrix = _round_matrix(a, b, prizes, pot, carry)
    first = matrix[0][0]
    if all(v == first for row in matrix for v in row):
        return (1.0 / len(matrix),) * len(matrix)  # nothing at stake: every bid is as good
    _, x = solve_matrix_game(matrix)
    x = [p if p > 1e-9 else 0.0 for p in x]
    total = sum(x)
    return tuple(p / total for p in x)


# --- one round as a matrix game ----------------------------------------------------

def _round_matrix(a: int, b: int, prizes: int, pot: int, carry: bool) -> list[list[float]]:
    """Payoff to the holder of ``a`` for each pair of bids (rows: a's bids, low first)."""
    rows = []
    for x in _bits(a):
        row = []
        for y in _bits(b):
            if x > y:
                now, carried = pot, 0
            elif x < y:
                now, carried = -pot, 0
            else:
                now, carried = 0, (pot if carry else 0)
            row.append(now + _after(a ^ x, b ^ y, prizes, carried, carry))
        rows.append(row)
    return rows


def _after(a: int, b: int, prizes: int, carried: int, carry: bool) -> float:
    """Value of the position once both bids are spent, before the next prize is turned."""
    if not prizes:
        return 0.0  # that was the last round: a carried pot is set aside unscored
    ca, cb = _interleaving(a, b)
    if ca == cb:
        return 0.0  # equal hands: the position is symmetric, worth nothing to either
    if ca > cb:  # the game is symmetric, V(b, a) = -V(a, b): cache one of the two
        return -_after_ordered(cb, ca, prizes, carried, carry)
    return _after_ordered(ca, cb, prizes, carried, carry)


@lru_cache(maxsize=1 << 18)
def _after_ordered(a: int, b: int, prizes: int, carried: int, carry: bool) -> float:
    turns = _bits(prizes)
    if len(turns) >= EXACT_CARDS:  # the next decision is beyond exact reach
        return _estimate(a, b, prizes, carried, carry)
    return sum(_solved_value(a, b, prizes ^ p, carried + p.bit_length() - 1, carry)
               for p in turns) / len(turns)


@lru_cache(maxsize=1 << 18)
def _solved_value(a: int, b: int, prizes: int, pot: int, carry: bool) -> float:
    """Exact equilibrium value for the holder of ``a`` (pot already turned)."""
    if a & -a > _top(b):  # a's lowest bid beats b's highest: a wins every round
        return float(pot + sum(_values(prizes)))
    if b & -b > _top(a):
        return -float(pot + sum(_values(prizes)))
    return solve_matrix_game(_round_matrix(a, b, prizes, pot, carry))[0]


@lru_cache(maxsize=1 << 16)
def _interleaving(a: int, b: int) -> tuple[int, int]:
    """Both hands renumbered 0, 1, ... over their union: only the order of bids matters."""
    ca = cb = 0
    bit = 1
    union = a | b
    while union:
        low = union & -union
        if a & low:
            ca |= bit
        if b & low:
            cb |= bit
        bit <<= 1
        union ^= low
    return ca, cb


# --- the fitted value of large positions -----------------------------------------------

def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def features(mine: list[int], theirs: list[int], prizes: list[int], carried: int) -> list[float]:
    """Features of a position between rounds (hands of n cards, n prizes face down,
    ``carried`` points waiting for the next prize), sorted lists low first.

    Each feature changes sign when the hands are swapped, so the model
    V = T * (weights . features), T = points still in play, is zero-sum by
    construction. Hand j (j-th lowest card) is set against prize j: high cards
    tend to meet high prizes.
    """
    n = len(mine)
    total = sum(prizes) + carried
    q = [p / total for p in prizes]
    s = [_sign(x - y) for x, y in zip(mine, theirs)]
    # e[j]: how many of their cards my j-th card beats (minus loses to), plus the
    # same for their j-th card against mine, seen from my side; over n
    e = [(bisect_left(theirs, x) + bisect_right(theirs, x)
          - bisect_left(mine, y) - bisect_right(mine, y)) / n
         for x, y in zip(mine, theirs)]
    near = [(_sign(mine[j] - theirs[j + 1]) + _sign(mine[j + 1] - theirs[j])) * (q[j] + q[j + 1])
            for j in range(n - 1)]
    out = [s[j] * q[j] for j in range(n)] + e + s + [e[j] * q[j] for j in range(n)] + near
    if carried:
        w = carried / total
        out += [w * v for v in e] + [w * v for v in s]
    else:
        out += [0.0] * (2 * n)
    return out


_weights: dict | None = None


def _load_weights() -> dict:
    global _weights
    if _weights is None:  # read on first use: importing the bots stays cheap
        data = json.loads(_DATA.read_text(encoding="utf-8"))
        _weights = {rule: {int(n): w for n, w in per_n.items()}
                    for rule, per_n in data["weights"].items()}
    return _weights


def _estimate(a: int, b: int, prizes: int, carried: int, carry: bool) -> float:
    mine, theirs, face_down = _values(a), _values(b), _values(prizes)
    w = _load_weights()["carry" if carry else "discard"][len(mine)]
    f = features(mine, theirs, face_down, carried)
    return (sum(face_down) + carried) * sum(wi * fi for wi, fi in zip(w, f))


# --- matrix games -----------------------------------------------------------------------

def solve_matrix_game(matrix: list[list[float]]) -> tuple[float, list[float]]:
    """Value and an optimal mixed strategy of the row player (who maximises)."""
    m, n = len(matrix), len(matrix[0])
    row_mins = [min(r) for r in matrix]
    lower = max(row_mins)
    upper = min(max(matrix[i][j] for i in range(m)) for j in range(n))
    if upper - lower <= _EPS:  # a saddle point: a pure strategy is optimal
        x = [0.0] * m
        x[row_mins.index(lower)] = 1.0
        return lower, x
    if m == 2 and n == 2:  # no saddle point: both bids are used, closed form
        (p, q), (r, s) = matrix
        den = p - q - r + s
        x0 = (s - r) / den
        return (p * s - q * r) / den, [x0, 1.0 - x0]
    return _simplex(matrix)


def _simplex(matrix: list[list[float]]) -> tuple[float, list[float]]:
    """The column player's LP, max sum(y) s.t. (M + shift) y <= 1, y >= 0, by the
    simplex method on a compact tableau (rows: basic variables, columns: the
    others). The row player's strategy is the dual, read from the reduced
    costs of the slack variables at the optimum."""
    m, n = len(matrix), len(matrix[0])
    shift = 1.0 - min(min(r) for r in matrix)  # every entry positive, so the value is > 0
    a = [[v + shift for v in row] for row in matrix]
    rhs = [1.0] * m
    gain = [1.0] * n  # reduced cost of each non-basic variable
    total = 0.0
    row_var = list(range(n, n + m))  # variable j < n is y_j, n + i is row i's slack
    col_var = list(range(n))
    for step in range(500):
        c = -1
        if step < 60:  # steepest gain; Bland's rule afterwards can never cycle
            best = _EPS
            for j in range(n):
                if gain[j] > best:
                    best, c = gain[j], j
        else:
            c = next((j for j in range(n) if gain[j] > _EPS), -1)
        if c < 0:
            break
        r, ratio = -1, 0.0
        for i in range(m):
            t = a[i][c]
            if t > _EPS:
                q = rhs[i] / t
                if r < 0 or q < ratio - _EPS or (q <= ratio + _EPS and row_var[i] < row_var[r]):
                    r, ratio = i, q
        inv = 1.0 / a[r][c]
        pivot = [v * inv for v in a[r]]
        pivot[c] = inv
        pivot_rhs = rhs[r] * inv
        for i in range(m):
            f = a[i][c]
            if i != r and f != 0.0:
                ai = a[i]
                row = [ai[j] - f * pivot[j] for j in range(n)]
                row[c] = -f * inv
                a[i] = row
                rhs[i] -= f * pivot_rhs
        a[r], rhs[r] = pivot, pivot_rhs
        f = gain[c]
        gain = [gain[j] - f * pivot[j] for j in range(n)]
        gain[c] = -f * inv
        total += f * pivot_rhs
        row_var[r], col_var[c] = col_var[c], row_var[r]
    x = [0.0] * m
    for j, var in enumerate(col_var):
        if var >= n:
            x[var - n] = max(-gain[j], 0.0)
    s = sum(x)
    return 1.0 / total - shift, [v / s for v in x]
