"""The Gops opponent's mixed strategy, as close to the equilibrium as we can afford.

Gops is a zero-sum game of simultaneous moves with public state: both hands,
the face-down prizes and the pot are known to both players (spent bids are
face up). So a position is (my hand, opponent's hand, prizes left, pot value)
and each round is a matrix game, bids x bids, whose payoff is the points won
now plus the value of the position it leads to (the next prize is a uniform
draw from the prizes left). Only the *order* of the bids matters, never their
ranks, so hands are reduced to their interleaving before caching.

- Every game of up to TABLE_CARDS (8) cards is solved exactly offline by
  tools/gops_exact.py: the values of all its positions between rounds ship in
  data/gops_exact.bin (loaded on first use), so a decision there solves only
  the round at hand. Any position of a bigger game that is also a position of
  such a game (its hands, prizes and pot all fit) uses them too.
- Otherwise, with at most EXACT_CARDS cards in hand the rest of the tree is
  solved exactly at run time by backward induction (a matrix game per
  position, cached): at 5 cards about 10 ms, where 6 took 65-530 ms.
- Before that, the current round is still solved as a matrix game, but the
  value of the position after it comes from a linear model of hand and prize
  features, fitted offline by tools/gops_solve.py (exact values for the small
  positions, fitted value iteration above) and shipped in data/gops_values.json.
  There the policy is also tilted, safely: among the strategies that give up
  at most SAFETY_MARGIN points of the round's value, it takes the one that
  wins most against weak bidders (random bids, prize-rank habits). Untilted it
  wins about +13 (discard) / +15 (carry) points a 13-card game against random
  bids, tilted +16.7 / +18.4 (bench/bots_gops.py has the figures).

Everything is pure Python and deterministic: the policy is a function of the
position; sampling from it is the bot's business (gops_bots.py).
"""
from __future__ import annotations

import json
import struct
import sys
import zlib
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from functools import lru_cache
from itertools import accumulate
from pathlib import Path

EXACT_CARDS = 5  # solved at run time from here: 5 cards ~10 ms, 6 cards 65-530 ms (too slow)
TABLE_CARDS = 8  # games up to this many cards: exact values shipped (tools/gops_exact.py)
EXACT_SCALE = 512  # the shipped values are in 1/EXACT_SCALE points (int16)
#: With more than EXACT_CARDS cards in hand the policy may give up SAFETY_MARGIN
#: points of each round's (modelled) value to win more against weak bidders:
#: random bids and, with weight HABIT_SHARE, bidding the newest prize's rank or
#: one above. A perfect opponent gains at most 7 x 0.5 = 3.5 points of a 13-card
#: game from that, nothing at <= 6 cards. SAFETY_MARGIN = 0: the plain equilibrium.
SAFETY_MARGIN = 0.5
HABIT_SHARE = 0.2
TIE_RULES = ("carry", "discard")
_DATA = Path(__file__).with_name("data") / "gops_values.json"
_EXACT_DATA = Path(__file__).with_name("data") / "gops_exact.bin"
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
    if any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for v in pot_values):
        raise ValueError("The pot holds prize values (non-negative whole numbers).")
    # exact play (no tilt) where the rest of the game is solved exactly: small
    # hands, or a position of a game of at most TABLE_CARDS cards
    exact = len(mine) <= EXACT_CARDS or max(mine + theirs + prizes + pot_values) <= TABLE_CARDS
    # the newest prize only matters to the tilt (see _against_weak_bidders)
    newest = pot_values[-1] if pot_values and not exact else 0
    probs = _policy(_mask(mine), _mask(theirs), _mask(prizes), sum(pot_values), newest,
                    tie_rule == "carry", not exact)
    return dict(zip(mine, probs, strict=True))


def _as_values(values: Iterable[int], what: str) -> list[int]:
    out = list(values)
    if any(not isinstance(v, int) or isinstance(v, bool) or v < 1 for v in out):
        raise ValueError(f"{what} must hold card values 1, 2, ... (whole numbers).")
    out.sort()
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
def _policy(a: int, b: int, prizes: int, pot: int, newest: int, carry: bool,
            tilt: bool) -> tuple[float, ...]:
    matrix = _round_matrix(a, b, prizes, pot, carry)
    first = matrix[0][0]
    if all(v == first for row in matrix for v in row):
        return (1.0 / len(matrix),) * len(matrix)  # nothing at stake: every bid is as good
    value, x = solve_matrix_game(matrix)
    if tilt and SAFETY_MARGIN > 0:
        x = safe_strategy(matrix, _against_weak_bidders(matrix, b, newest), value - SAFETY_MARGIN) or x
    x = [p if p > 1e-9 else 0.0 for p in x]
    total = sum(x)
    return tuple(p / total for p in x)


def _against_weak_bidders(matrix: list[list[float]], b: int, newest: int) -> list[float]:
    """Each bid's payoff against a random bid, mixed with (HABIT_SHARE) its payoff
    against two habits: the opponent's card nearest the newest prize's rank, and
    nearest one above it (half each)."""
    theirs = _values(b)
    habits = [theirs.index(min(theirs, key=lambda v: (abs(v - target), v)))
              for target in (newest, newest + 1)]
    w = HABIT_SHARE
    return [(1 - w) * sum(row) / len(row) + w * sum(row[j] for j in habits) / len(habits)
            for row in matrix]


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


@lru_cache(maxsize=1 << 17)
def _after_ordered(a: int, b: int, prizes: int, carried: int, carry: bool) -> float:
    turns = _bits(prizes)
    if len(turns) >= EXACT_CARDS and (a | b | prizes | carried) < 1 << 16:  # may be in the table
        v = _exact_values(carry).get(pack_key(a, b, prizes, carried))
        if v is not None:
            return v / EXACT_SCALE
    if len(turns) >= EXACT_CARDS:  # the next decision is beyond exact reach
        return _estimate(a, b, prizes, carried, carry)
    return sum(_solved_value(a, b, prizes ^ p, carried + p.bit_length() - 1, carry)
               for p in turns) / len(turns)


@lru_cache(maxsize=1 << 17)
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


# --- the shipped exact values of small games -------------------------------------------

def pack_key(a: int, b: int, prizes: int, carried: int) -> int:
    """One int for a position between rounds (each part below 1 << 16)."""
    return a | b << 16 | prizes << 32 | carried << 48


_exact_table: dict[bool, dict[int, int]] | None = None


def _exact_values(carry: bool) -> dict[int, int]:
    """The shipped between-round values (in 1/EXACT_SCALE points) by packed key;
    read on first use (~0.2 s), empty if the file is missing."""
    global _exact_table
    if _exact_table is None:
        _exact_table = {True: {}, False: {}}
        try:
            raw = zlib.decompress(_EXACT_DATA.read_bytes())
        except (OSError, zlib.error):
            return _exact_table[carry]  # no table: the runtime solver and the model still play
        if raw[:6] != b"GOPSX1":
            raise RuntimeError(f"{_EXACT_DATA.name} is not a Gops table: run tools/gops_exact.py")
        pos = 6
        for rule in TIE_RULES:
            (count,) = struct.unpack_from("<I", raw, pos)
            pos += 4
            deltas, values = array("Q"), array("h")
            deltas.frombytes(raw[pos:pos + 8 * count])
            pos += 8 * count
            values.frombytes(raw[pos:pos + 2 * count])
            pos += 2 * count
            if sys.byteorder != "little":
                deltas.byteswap()
                values.byteswap()
            _exact_table[rule == "carry"] = dict(zip(accumulate(deltas), values, strict=True))
    return _exact_table[carry]


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
    s = [_sign(x - y) for x, y in zip(mine, theirs, strict=True)]
    # e[j]: how many of their cards my j-th card beats (minus loses to), plus the
    # same for their j-th card against mine, seen from my side; over n
    e = [(bisect_left(theirs, x) + bisect_right(theirs, x)
          - bisect_left(mine, y) - bisect_right(mine, y)) / n
         for x, y in zip(mine, theirs, strict=True)]
    near = [(_sign(mine[j] - theirs[j + 1]) + _sign(mine[j + 1] - theirs[j])) * (q[j] + q[j + 1])
            for j in range(n - 1)]
    # a rank in both hands can tie, and a tied pot (carried or discarded)
    # changes the stakes in favour of the stronger hand overall
    shared = set(mine).intersection(theirs)
    strength = sum(e) / n
    ties = [((x in shared) + (y in shared)) * strength for x, y in zip(mine, theirs, strict=True)]
    out = [s[j] * q[j] for j in range(n)] + e + s + [e[j] * q[j] for j in range(n)] + near + ties
    if carried:
        w = carried / total
        out += [w * v for v in e] + [w * v for v in s]
    else:
        out += [0.0] * (2 * n)
    return out


FEATURES_VERSION = 2  # change with features(); the shipped weights must be refitted
_weights: dict[str, dict[int, list[float]]] | None = None


def _load_weights() -> dict[str, dict[int, list[float]]]:
    global _weights
    if _weights is None:  # read on first use: importing the bots stays cheap
        data = json.loads(_DATA.read_text(encoding="utf-8"))
        if data.get("features_version") != FEATURES_VERSION:
            raise RuntimeError(f"{_DATA.name} was fitted for other features: "
                               "run tools/gops_solve.py again")
        _weights = weights = {rule: {int(n): [float(x) for x in w] for n, w in per_n.items()}
                              for rule, per_n in data["weights"].items()}
        return weights
    return _weights


def _estimate(a: int, b: int, prizes: int, carried: int, carry: bool) -> float:
    mine, theirs, face_down = _values(a), _values(b), _values(prizes)
    w = _load_weights()["carry" if carry else "discard"][len(mine)]
    f = features(mine, theirs, face_down, carried)
    return float((sum(face_down) + carried) * sum(wi * fi for wi, fi in zip(w, f, strict=True)))


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
    primal simplex method. The row player's strategy is the dual, read from the
    reduced costs of the slack variables at the optimum."""
    m, n = len(matrix), len(matrix[0])
    shift = 1.0 - min(min(r) for r in matrix)  # every entry positive, so the value is > 0
    t = _Tableau([[v + shift for v in row] for row in matrix], [1.0] * m, [1.0] * n)
    for step in range(500):
        if step < 60:  # steepest gain; Bland's rule afterwards can never cycle
            c = max(range(n), key=lambda j: t.gain[j])
            c = c if t.gain[c] > _EPS else -1
        else:
            c = next((j for j in range(n) if t.gain[j] > _EPS), -1)
        if c < 0:
            break
        r, ratio = -1, 0.0
        for i in range(m):
            a = t.a[i][c]
            if a > _EPS:
                q = t.rhs[i] / a
                if r < 0 or q < ratio - _EPS or (q <= ratio + _EPS and t.row_var[i] < t.row_var[r]):
                    r, ratio = i, q
        t.pivot(r, c)
    x = [0.0] * m
    for j, var in enumerate(t.col_var):
        if var >= n:
            x[var - n] = max(-t.gain[j], 0.0)
    s = sum(x)
    return 1.0 / t.total - shift, [v / s for v in x]


def safe_strategy(matrix: list[list[float]], bonus: list[float], floor: float) -> list[float] | None:
    """The row strategy x maximising bonus . x among those that guarantee at least
    ``floor`` against every column, by the dual simplex method; None if none does.

    Rows: sum(x) <= 1, -sum(x) <= -1, and -(x . column j) <= -floor. Measuring
    the bonus from its maximum makes every reduced cost <= 0 at the start (dual
    feasible); the dual simplex then removes the negative right-hand sides.
    """
    m, n = len(matrix), len(matrix[0])
    top = max(bonus)
    t = _Tableau([[1.0] * m, [-1.0] * m] + [[-matrix[i][j] for i in range(m)] for j in range(n)],
                 [1.0, -1.0] + [-floor] * n, [b - top for b in bonus])
    rows = n + 2
    for step in range(500):
        if step < 60:
            r = min(range(rows), key=lambda i: t.rhs[i])
            r = r if t.rhs[r] < -1e-9 else -1
        else:
            r = next((i for i in range(rows) if t.rhs[i] < -1e-9), -1)
        if r < 0:
            break
        c, ratio = -1, 0.0
        for j in range(m):
            a = t.a[r][j]
            if a < -_EPS:
                q = t.gain[j] / a
                if c < 0 or q < ratio - _EPS or (q <= ratio + _EPS and t.col_var[j] < t.col_var[c]):
                    c, ratio = j, q
        if c < 0:
            return None  # infeasible: nothing guarantees the floor
        t.pivot(r, c)
    else:
        return None
    x = [0.0] * m
    for i, var in enumerate(t.row_var):
        if var < m:
            x[var] = max(t.rhs[i], 0.0)
    s = sum(x)
    if s <= 0.0:
        return None
    x = [v / s for v in x]
    if min(sum(x[i] * matrix[i][j] for i in range(m)) for j in range(n)) < floor - 1e-7:
        return None  # rounding went wrong: the caller keeps the equilibrium
    return x


class _Tableau:
    """A compact simplex tableau: basic_i = rhs_i - sum_j a[i][j] * nonbasic_j,
    objective = total + sum_j gain[j] * nonbasic_j (maximised). Variables
    0..cols-1 start non-basic, cols.. (the slacks) start basic."""

    def __init__(self, a: list[list[float]], rhs: list[float], gain: list[float]):
        self.a, self.rhs, self.gain, self.total = a, rhs, gain, 0.0
        cols = len(gain)
        self.col_var = list(range(cols))
        self.row_var = list(range(cols, cols + len(a)))

    def pivot(self, r: int, c: int) -> None:
        """Swap the basic variable of row r with the non-basic one of column c."""
        a, rhs, cols = self.a, self.rhs, len(self.gain)
        inv = 1.0 / a[r][c]
        prow = [v * inv for v in a[r]]
        prow[c] = inv
        prhs = rhs[r] * inv
        for i, ai in enumerate(a):
            f = ai[c]
            if i != r and f != 0.0:
                row = [ai[j] - f * prow[j] for j in range(cols)]
                row[c] = -f * inv
                a[i] = row
                rhs[i] -= f * prhs
        a[r], rhs[r] = prow, prhs
        f = self.gain[c]
        gain = [self.gain[j] - f * prow[j] for j in range(cols)]
        gain[c] = -f * inv
        self.gain = gain
        self.total += f * prhs
        self.row_var[r], self.col_var[c] = self.col_var[c], self.row_var[r]
