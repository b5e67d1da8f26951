"""Statistics as queries over finished games.

A finished game leaves one ``results`` row per seat, written in the same
transaction that marks the game finished and keyed by the game's uid, so a
game is counted once whatever happens (two windows, a crash, a replayed
finish). Nothing is ever a running counter: the Statistics window reads
these queries. Totals imported from the old stats.json live in
``legacy_stats`` and are added in.
"""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .database import Database, now
from .errors import StorageError
from .stats import OUTCOMES, PlayerResult, ZhopaInputs

_Z = ("points", "banks_discarded", "banks_gained", "parties", "required")


def _name(name: Any) -> str:
    if not isinstance(name, str) or not name.strip():
        raise ValueError("every result needs a player name")
    return " ".join(name.split())[:80]


def insert_results(conn: sqlite3.Connection, uid: str, kind: str, results: list[PlayerResult],
                   assisted: bool = False) -> bool:
    """Record a finished game's results (inside the caller's transaction).
    False, and nothing written, when ``uid`` was recorded already."""
    if not isinstance(uid, str) or not uid:
        raise ValueError("a finished game needs its uid")
    if conn.execute("SELECT 1 FROM results WHERE uid = ? LIMIT 1", (uid,)).fetchone():
        return False
    if not results:
        raise ValueError("a finished game has results")
    scores = [Fraction(r.score) for r in results]
    t = now()
    for seat, (r, score) in enumerate(zip(results, scores)):
        if r.outcome not in OUTCOMES:
            raise ValueError(f"outcome must be one of {OUTCOMES}")
        others = scores[:seat] + scores[seat + 1:]
        margin = score - max(others) if others else score
        z = [getattr(r.zhopa, k) for k in _Z] if r.zhopa is not None else [None] * 5
        conn.execute("INSERT INTO results (uid, seat, kind, player, outcome, score, score_num, margin, assisted, "
                     "finished, z_points, z_banks_discarded, z_banks_gained, z_parties, z_required) "
                     "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     (uid, seat, kind, _name(r.name), r.outcome, str(score), float(score), float(margin),
                      int(assisted), t, *z))
    return True


@dataclass
class PlayerLine:
    """One line of the Statistics window."""
    kind: str
    player: str
    played: int
    won: int
    avg_margin: float | None  # None: only imported totals, which kept no margins
    best: float | None


class StatsQueries:
    """Read (and reset) the statistics of one profile."""

    def __init__(self, db: Database):
        self.db = db

    def record(self, uid: str, kind: str, results: list[PlayerResult], assisted: bool = False) -> bool:
        try:
            with self.db.write() as conn:
                return insert_results(conn, uid, kind, results, assisted)
        except sqlite3.Error as exc:
            raise StorageError(f"The statistics were not recorded: {exc}.") from None

    def lines(self, assisted: bool = False) -> list[PlayerLine]:
        """Per game and player: played, won, average margin, best; finished games of
        the given kind (unassisted or assisted) plus, for unassisted, imported totals."""
        rows = self.db.conn.execute(
            "SELECT kind, player, COUNT(*), SUM(outcome = 'win'), AVG(margin), MAX(score_num) FROM results "
            "WHERE assisted = ? GROUP BY kind, player", (int(assisted),)).fetchall()
        lines = {(k, p): PlayerLine(k, p, n, w or 0, m, b) for k, p, n, w, m, b in rows}
        if not assisted:
            for k, p, n, w, best in self.db.conn.execute(
                    "SELECT kind, player, played, won, best FROM legacy_stats"):
                line = lines.setdefault((k, p), PlayerLine(k, p, 0, 0, None, None))
                line.played += n
                line.won += w
                if best is not None:
                    b = float(Fraction(best))
                    line.best = b if line.best is None else max(line.best, b)
        return sorted(lines.values(), key=lambda x: (x.kind, -x.won, x.player.casefold()))

    def totals(self) -> dict[tuple[str, str], tuple[int, int]]:
        """(kind, player) -> (played, won) over every finished game (for checks)."""
        return {(k, p): (n, w) for k, p, n, w in self.db.conn.execute(
            "SELECT kind, player, COUNT(*), SUM(outcome = 'win') FROM results GROUP BY kind, player")}

    def games_recorded(self) -> int:
        return self.db.conn.execute("SELECT COUNT(DISTINCT uid) FROM results").fetchone()[0]

    def zhopa_history(self, player: str) -> list[tuple[float, float]]:
        """(finished time, overall rating after that game) for each Zhopa game of
        ``player``: the rules' rating of the inputs summed so far."""
        from ..engine.zhopa import rating
        legacy = self.db.conn.execute(
            "SELECT z_points, z_banks_discarded, z_banks_gained, z_parties, z_required FROM legacy_stats "
            "WHERE kind = 'zhopa' AND player = ?", (player,)).fetchone()
        total = ZhopaInputs(*(v or 0 for v in legacy)) if legacy else ZhopaInputs()
        out = []
        for t, *z in self.db.conn.execute(
                "SELECT finished, z_points, z_banks_discarded, z_banks_gained, z_parties, z_required FROM results "
                "WHERE kind = 'zhopa' AND player = ? AND z_parties IS NOT NULL AND assisted = 0 "
                "ORDER BY finished, uid", (player,)):
            total = total + ZhopaInputs(*z)
            if total.parties and total.required:
                out.append((t, rating(total.points, total.banks_discarded, total.banks_gained, total.parties,
                                      total.required)))
        return out

    def zhopa_players(self) -> list[str]:
        rows = self.db.conn.execute("SELECT DISTINCT player FROM results WHERE kind = 'zhopa' UNION "
                                    "SELECT player FROM legacy_stats WHERE kind = 'zhopa'").fetchall()
        return sorted((r[0] for r in rows), key=str.casefold)

    def reset(self) -> None:
        """Forget every result (the games themselves stay)."""
        try:
            with self.db.write() as conn:
                conn.execute("DELETE FROM results")
                conn.execute("DELETE FROM legacy_stats")
        except sqlite3.Error as exc:
            raise StorageError(f"The statistics could not be reset: {exc}.") from None
