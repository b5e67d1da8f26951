"""Crash at EVERY file-system step of a save, deterministically.

    python -m tests.reliability.crash_points OUT_DIR

Random SIGKILLs (bench/crash_saves.py) hit the common moments; this hits
each one. For every scenario (one save operation on a prepared home) and
every k, a forked child installs an audit hook (PEP 578) that SIGKILLs the
child just before its k-th file-system call (open, rename/replace, remove,
mkdir, scandir), then runs the operation. What the crash left is copied to
``OUT_DIR/<scenario>/<k>``; k grows until the operation completes
(``OUT_DIR/<scenario>/done``). The test then loads every copy as the app
would. Runs in its own process: forking is safe here (no threads, no Qt).
"""
from __future__ import annotations

import os
import random
import shutil
import signal
import sys
import tempfile
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

from cardgames_qt.app.session import COMPUTER, GameSession, Seat
from cardgames_qt.storage import PlayerResult, SaveStore, StatsStore

FS_EVENTS = frozenset({"open", "os.rename", "os.remove", "os.mkdir", "os.rmdir", "os.scandir",
                       "os.listdir", "os.truncate", "shutil.copyfile", "shutil.move"})
SEATS = [Seat("Ann", COMPUTER, "random"), Seat("Bob", COMPUTER, "random")]
VARIANT = {"cards": 6, "games": 1}


def recorder(stats: StatsStore, say: Callable[[str], None]) -> Callable[[GameSession], None]:
    """The JSON store's ``on_finished`` hook: results recorded BEFORE the finished
    game's autosave is cleared (record_game is idempotent by uid)."""
    def record(session: GameSession) -> None:
        say(f"over {session.uid}")
        returns = [Fraction(r) for r in session.state.returns()]
        best = max(returns)
        shared = returns.count(best) > 1
        stats.record_game(session.uid, session.game_id, [
            PlayerResult(seat.name, ("draw" if shared else "win") if r == best else "loss", r)
            for seat, r in zip(session.seats, returns, strict=True)])
        say(f"recorded {session.uid}")
    return record


def stores(home: Path) -> tuple[SaveStore, StatsStore]:
    return SaveStore(home / "saves"), StatsStore(home / "stats.json")


def play(session: GameSession, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        seat = rng.choice(session.acting_seats())
        session.submit(seat, rng.choice(session.legal_actions(seat)))


def resume(home: Path) -> GameSession:
    store, stats = stores(home)
    loaded = store.load_autosave("gops")
    session = GameSession.from_record(loaded.record, loaded.state, store=store)
    session.on_finished = recorder(stats, lambda line: None)  # results first, then the autosave goes
    return session


# --- scenarios: setup(home) once; prepare(home) -> the operation to crash ----------
def setup_game(home: Path, moves: int) -> None:
    store, stats = stores(home)
    session = GameSession.start("gops", VARIANT, SEATS, seed=5, store=store)
    rng = random.Random(5)
    play(session, moves - 1, rng)  # each move autosaved: a main file and a .bak
    store.save_named("Keep", session.record())
    play(session, 1, rng)
    store.save_named("Keep", session.record(), overwrite=True)  # "Keep" too has a .bak now
    stats.record_game("earlier-game", "gops", [PlayerResult("Ann", "win", 3), PlayerResult("Bob", "loss", -3)])


def prepare_move(home: Path) -> Callable[[], None]:
    session = resume(home)
    rng = random.Random(9)
    return lambda: play(session, 1, rng)


def prepare_final_move(home: Path) -> Callable[[], None]:
    session = resume(home)
    assert len(session.state.history) == 11, "one bid short of the end of a 6-card game"
    seat = session.acting_seats()[0]
    action = session.legal_actions(seat)[0]
    return lambda: session.submit(seat, action)


def prepare_new_game(home: Path) -> Callable[[], None]:
    store = stores(home)[0]
    return lambda: GameSession.start("gops", VARIANT, SEATS, seed=6, store=store)


def prepare_named_overwrite(home: Path) -> Callable[[], None]:
    session = resume(home)
    play(session, 3, random.Random(2))
    record = session.record()
    return lambda: session.store.save_named("Keep", record, overwrite=True)


def prepare_delete_named(home: Path) -> Callable[[], None]:
    store = stores(home)[0]
    return lambda: store.delete("Keep")


def prepare_stats(home: Path) -> Callable[[], None]:
    stats = stores(home)[1]
    results = [PlayerResult("Ann", "loss", -1), PlayerResult("Cid", "win", 1)]
    return lambda: stats.record_game("new-game", "gops", results)


SCENARIOS: dict[str, tuple[Callable[[Path], None], Callable[[Path], Callable[[], None]]]] = {
    "move": (lambda h: setup_game(h, 6), prepare_move),
    "final_move": (lambda h: setup_game(h, 11), prepare_final_move),
    "new_game": (lambda h: None, prepare_new_game),
    "named_overwrite": (lambda h: setup_game(h, 4), prepare_named_overwrite),
    "delete_named": (lambda h: setup_game(h, 4), prepare_delete_named),
    "stats": (lambda h: setup_game(h, 2), prepare_stats),
}


def crash_at(k: int, operation: Callable[[], None]) -> bool:
    """Run ``operation`` in a forked child killed before its k-th file-system
    call. True when it was killed, False when it completed first."""
    pid = os.fork()
    if pid == 0:  # the child: never returns
        try:
            count = 0

            def hook(event: str, args: tuple) -> None:
                nonlocal count
                if event in FS_EVENTS:
                    count += 1
                    if count == k:
                        os.kill(os.getpid(), signal.SIGKILL)

            sys.addaudithook(hook)
            operation()
        except BaseException:  # noqa: BLE001 - the exit code says it; never continue the parent's code
            os._exit(70)
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL:
        return True
    if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0:
        return False
    raise RuntimeError(f"the operation failed in the child (status {status})")


def run(out: Path, limit: int = 200) -> dict[str, int]:
    """Every crash point of every scenario; returns scenario -> number of points."""
    points = {}
    for name, (setup, prepare) in SCENARIOS.items():
        template = Path(tempfile.mkdtemp(prefix=f"crashpoint-{name}-"))
        try:
            setup(template)
            for k in range(1, limit + 1):
                home = out / name / "work"
                shutil.rmtree(home, ignore_errors=True)
                shutil.copytree(template, home)
                operation = prepare(home)  # loads happen here, outside the crash window
                killed = crash_at(k, operation)
                home.rename(out / name / (str(k) if killed else "done"))
                if not killed:
                    points[name] = k - 1
                    break
            else:
                raise RuntimeError(f"{name}: still crashing after {limit} points")
            shutil.copytree(template, out / name / "before")
        finally:
            shutil.rmtree(template, ignore_errors=True)
    return points


if __name__ == "__main__":
    result = run(Path(sys.argv[1]))
    print(" ".join(f"{name}={n}" for name, n in result.items()))
