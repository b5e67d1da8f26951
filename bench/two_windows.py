"""Two windows on one profile: two processes share the database at once.

    python bench/two_windows.py [--games 500]

Each of two child processes (two app windows on one profile) plays
``--games`` short games to their end through the real GameSession and
GameStore, with interleaved autosaves (every move committed), a named save
now and then under a name the other process also uses (it must refuse
without overwriting: "same-name saves ask"), and each window's running game
leased so the other cannot take it. Afterwards the parent checks: every
game of both children is stored as finished with exactly the moves its
child played (lost = games missing or different), every finished game
resumes through the engine (corrupt = rows that do not), and the
statistics equal what the parent computes by replaying every finished game
itself. Last line: ``games=N stats_exact=yes|no lost=N corrupt=N``.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardgames_qt.app.results import results_of  # noqa: E402 - after sys.path above
from cardgames_qt.app.session import COMPUTER, GameSession, Seat  # noqa: E402 - after sys.path above
from cardgames_qt.engine.registry import replay  # noqa: E402 - after sys.path above
from cardgames_qt.storage import GameStore, SaveExists, StatsQueries  # noqa: E402 - after sys.path above

NAMES = ("Ann", "Bob", "Cid")


def child(index: int, games: int, seed: int) -> None:
    rng = random.Random(seed)
    store = GameStore()
    played = []
    refused = 0
    for g in range(games):
        kind = ("gops", "zhopa", "guts")[g % 3]
        if kind == "gops":
            variant, n = {"cards": 4}, 2
        elif kind == "guts":
            variant, n = {"players": 2, "cycles": 1, "pot_cap": 2}, 2
        else:
            variant, n = {"players": 2, "max_parties": 1}, 2
        seats = [Seat(NAMES[(index + i) % 3], COMPUTER, "random") for i in range(n)]
        session = GameSession.start(kind, variant, seats, seed=rng.randrange(2**31), store=store)
        while not session.is_over:
            seat = rng.choice(session.acting_seats())
            action = "in" if kind == "guts" and rng.random() < 0.5 else rng.choice(session.legal_actions(seat))
            session.submit(seat, action)
            if session.last_save_error:
                print(json.dumps({"error": session.last_save_error}), flush=True)
                sys.exit(3)
            if rng.random() < 0.01:
                try:
                    store.save_named("shared name", session.db_id)
                except SaveExists:
                    refused += 1
        played.append([session.uid, len(session.state.history)])
    print(json.dumps({"played": played, "refused": refused}), flush=True)
    store.close()


def check(reports: list[dict]) -> tuple[int, bool, int, int]:
    store = GameStore()
    rows = {uid: (gid, kind, json.loads(v), seed, json.loads(seats), status)
            for gid, uid, kind, v, seed, seats, status in store.db.conn.execute(
                "SELECT id, uid, kind, variant, seed, seats, status FROM games WHERE status != 'saved'")}
    lost = corrupt = games = 0
    expected = Counter()
    for report in reports:
        for uid, moves in report["played"]:
            games += 1
            if uid not in rows or rows[uid][5] != "finished":
                lost += 1
                continue
            gid, kind, variant, seed, seats, _status = rows[uid]
            history = store.history(gid)
            if len(history) != moves:
                lost += 1
                continue
            try:
                state = replay(kind, variant, seed, history)
                assert state.is_terminal()
            except Exception:  # noqa: BLE001 - the finding
                corrupt += 1
                continue
            session = GameSession(kind, variant, [Seat(s["name"]) for s in seats], seed, state, uid=uid)
            for r in results_of(session):
                expected[(kind, r.name, r.outcome == "win")] += 1
    got = Counter()
    for kind, player, outcome, n in store.db.conn.execute(
            "SELECT kind, player, outcome = 'win', COUNT(*) FROM results GROUP BY kind, player, outcome = 'win'"):
        got[(kind, player, bool(outcome))] += n
    exact = got == expected and StatsQueries(store.db).games_recorded() == games
    saved = store.db.conn.execute("SELECT COUNT(*) FROM games WHERE status = 'saved'").fetchone()[0]
    if saved > 1:
        corrupt += 1  # two saves under one name
    store.close()
    return games, exact, lost, corrupt


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=500, help="games per window")
    ap.add_argument("--child", type=int, default=None, help=argparse.SUPPRESS)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    if args.child is not None:
        child(args.child, args.games, args.seed)
        return
    home = Path(tempfile.mkdtemp(prefix="two-windows-"))
    os.environ["CARDGAMES_QT_HOME"] = str(home)
    try:
        t0 = time.perf_counter()
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        procs = [subprocess.Popen([sys.executable, __file__, "--child", str(i), "--games", str(args.games),
                                   "--seed", str(args.seed * 10 + i)], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, env=env, text=True) for i in range(2)]
        reports = []
        for p in procs:
            out, err = p.communicate()
            if p.returncode != 0:
                print(f"a window failed (code {p.returncode}): {(out + err)[-800:]}")
                reports.append({"played": [], "refused": 0})
                continue
            reports.append(json.loads(out.strip().splitlines()[-1]))
        elapsed = time.perf_counter() - t0
        games, exact, lost, corrupt = check(reports)
        print(f"two windows played {games} games in {elapsed:.1f} s; same-name saves refused "
              f"{sum(r['refused'] for r in reports)} times")
        print(f"games={games} stats_exact={'yes' if exact else 'no'} lost={lost} corrupt={corrupt}")
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
