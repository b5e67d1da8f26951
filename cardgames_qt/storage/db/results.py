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
from fractions import Fraction
from typing import Any

from cardgames_qt.records import dataclass
from cardgames_qt.storage.db.database import Database, now
from cardgames_qt.storage.db.stats import (
    MAX_COUNT,
    OUTCOMES,
    PlayerResult,
    RecordedResults,
    ZhopaInputs,
    bounded_fraction,
)
from cardgames_qt.storage.errors import Message, SaveError, StorageError
from cardgames_qt.storage.files.saveformat import make_record, restore
from cardgames_qt.storage.validate import RESULT_OK, is_text

#: the results of a game with one unreadable row are left out whole (they stay in the file)
_GOOD = f"uid NOT IN (SELECT uid FROM results WHERE uid IS NOT NULL AND (NOT ({RESULT_OK}) OR ({RESULT_OK}) IS NULL))"

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
    for seat, (r, score) in enumerate(zip(results, scores, strict=True)):
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


def stored_results(conn: sqlite3.Connection, uid: str | None) -> RecordedResults | None:
    """The results recorded under ``uid`` (one per seat, in seat order) as a save file
    carries them, or None: none recorded, or one of its rows unreadable (a game's
    results are used whole or not at all, as the statistics do)."""
    if not isinstance(uid, str) or not uid:
        return None
    rows = conn.execute(f"SELECT seat, player, outcome, score, assisted, ({RESULT_OK}) IS 1, "
                        "z_points, z_banks_discarded, z_banks_gained, z_parties, z_required "
                        "FROM results WHERE uid = ? ORDER BY seat", (uid,)).fetchall()
    if not rows or any(not ok for *_r, ok, _a, _b, _c, _d, _e in rows) \
            or [r[0] for r in rows] != list(range(len(rows))):
        return None
    out = []
    try:
        for _seat, player, outcome, score, _assisted, _ok, *z in rows:
            zhopa = ZhopaInputs(*z) if z[0] is not None else None
            out.append(PlayerResult(player, outcome, bounded_fraction(score), zhopa))
    except (ValueError, ZeroDivisionError, TypeError):
        return None
    return RecordedResults(tuple(out), any(bool(r[4]) for r in rows))


def results_if_over(conn: sqlite3.Connection, record: dict[str, Any]) -> RecordedResults | None:
    """What a save file of ``record`` carries as its results: those recorded under its uid
    when its moves play the game to its end; None otherwise (a save made before the end
    shares the game's uid, not its results)."""
    recorded = stored_results(conn, record.get("uid"))
    if recorded is None:
        return None
    try:
        if not restore(make_record(record)).is_terminal():
            return None
    except (SaveError, TypeError, ValueError):
        return None
    return recorded


def _sqlite_reason(exc: Exception) -> Message:
    """SQLite's refusal: busy and a full disk in the player's words, anything else as SQLite says it."""
    text = str(exc)
    if "locked" in text or "busy" in text:
        return Message("db.busy_reason", "another program is using the saves; try again")
    if "full" in text:
        return Message("os.disk_full", "the disk is full")
    return Message("os.other", "{strerror}{where}", strerror=" ".join(text.split())[:120], where="", folder=None)


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
        #: what was left out of the last lines() as unreadable, for the player
        self.notes: list[Message] = []

    def record(self, uid: str, kind: str, results: list[PlayerResult], assisted: bool = False) -> bool:
        try:
            with self.db.write() as conn:
                return insert_results(conn, uid, kind, results, assisted)
        except sqlite3.Error as exc:
            raise StorageError(Message("stats.not_recorded", "The statistics were not recorded: {reason}.",
                                       reason=_sqlite_reason(exc))) from None

    def lines(self, assisted: bool = False) -> list[PlayerLine]:
        """Per game and player: played, won, average margin, best; finished games of
        the given kind (unassisted or assisted) plus, for unassisted, imported totals."""
        if not assisted:  # one set of notes for the window's two tables
            self.notes = []
        rows = self.db.conn.execute(
            "SELECT kind, player, COUNT(*), SUM(outcome = 'win'), AVG(margin), MAX(score_num) FROM results "
            f"WHERE assisted = ? AND {_GOOD} GROUP BY kind, player", (int(assisted),)).fetchall()
        lines = {(k, p): PlayerLine(k, p, n, w or 0, m, b) for k, p, n, w, m, b in rows}
        bad = self.db.conn.execute(f"SELECT COUNT(DISTINCT uid) FROM results WHERE NOT {_GOOD}").fetchone()[0]
        if bad and not assisted:
            games = "1 game are" if bad == 1 else f"{bad} games are"
            self.notes.append(Message("stats.bad_results", "The results of {games} damaged in the saves database "
                                      "and were left out of these statistics.", games=games, count=bad))
        if not assisted:
            left_out = 0
            for k, p, n, w, total, best, *z in self.db.conn.execute(
                    "SELECT kind, player, played, won, score_total, best, z_points, z_banks_discarded, "
                    "z_banks_gained, z_parties, z_required FROM legacy_stats"):
                try:  # the checks of the stats.json they came from: bounded before any arithmetic
                    if k not in ("gops", "guts", "zhopa") or not is_text(p, 80) or not p.strip() or any(
                            not isinstance(x, int) or isinstance(x, bool) or not 0 <= x <= MAX_COUNT for x in (n, w)):
                        raise ValueError("not a count")
                    b = None if best is None else float(bounded_fraction(best))
                    bounded_fraction(total)
                    if any(v is not None for v in z):
                        ZhopaInputs.from_dict(dict(zip(_Z, z, strict=True)))
                except (ValueError, TypeError, ZeroDivisionError, OverflowError):
                    left_out += 1
                    continue
                line = lines.setdefault((k, p), PlayerLine(k, p, 0, 0, None, None))
                line.played += n
                line.won += w
                if b is not None:
                    line.best = b if line.best is None else max(line.best, b)
            if left_out:
                self.notes.append(Message("stats.bad_totals", "An imported total is damaged in the saves database "
                                          "and was left out of these statistics." if left_out == 1 else
                                          "{count} imported totals are damaged in the saves database and were left "
                                          "out of these statistics.", count=left_out))
        return sorted(lines.values(), key=lambda x: (x.kind, -x.won, x.player.casefold()))

    def totals(self) -> dict[tuple[str, str], tuple[int, int]]:
        """(kind, player) -> (played, won) over every finished game (for checks)."""
        return {(k, p): (n, w) for k, p, n, w in self.db.conn.execute(
            "SELECT kind, player, COUNT(*), SUM(outcome = 'win') FROM results GROUP BY kind, player")}

    def games_recorded(self) -> int:
        count: int = self.db.conn.execute("SELECT COUNT(DISTINCT uid) FROM results").fetchone()[0]  # COUNT: an int
        return count

    def zhopa_history(self, player: str) -> list[tuple[float, float]]:
        """(finished time, overall rating after that game) for each Zhopa game of
        ``player``: the rules' rating of the inputs summed so far."""
        from cardgames_qt.engine.zhopa import rating
        legacy = self.db.conn.execute(
            "SELECT z_points, z_banks_discarded, z_banks_gained, z_parties, z_required FROM legacy_stats "
            "WHERE kind = 'zhopa' AND player = ?", (player,)).fetchone()
        try:  # the checks of the stats.json they came from
            total = ZhopaInputs()
            if legacy:
                total = ZhopaInputs.from_dict(dict(zip(_Z, (v or 0 for v in legacy), strict=True)))
        except (ValueError, TypeError):
            total = ZhopaInputs()
        out = []
        for t, *z in self.db.conn.execute(
                "SELECT finished, z_points, z_banks_discarded, z_banks_gained, z_parties, z_required FROM results "
                "WHERE kind = 'zhopa' AND player = ? AND z_parties IS NOT NULL AND assisted = 0 "
                f"AND {_GOOD} ORDER BY finished, uid", (player,)):
            total = total + ZhopaInputs(*z)
            if total.parties and total.required:
                out.append((t, rating(total.points, total.banks_discarded, total.banks_gained, total.parties,
                                      total.required)))
        return out

    def zhopa_players(self) -> list[str]:
        rows = self.db.conn.execute(f"SELECT DISTINCT player FROM results WHERE kind = 'zhopa' AND {_GOOD} UNION "
                                    "SELECT player FROM legacy_stats WHERE kind = 'zhopa' AND typeof(player) = 'text' "
                                    "AND length(player) BETWEEN 1 AND 80").fetchall()
        return sorted((r[0] for r in rows), key=str.casefold)

    def reset(self) -> None:
        """Forget every result (the games themselves stay)."""
        try:
            with self.db.write() as conn:
                conn.execute("DELETE FROM results")
                conn.execute("DELETE FROM legacy_stats")
        except sqlite3.Error as exc:
            raise StorageError(Message("stats.not_reset", "The statistics could not be reset: {reason}.",
                                       reason=_sqlite_reason(exc))) from None
