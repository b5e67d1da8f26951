"""``--screenshot``: a seeded table a few moves in, rendered to PNG offscreen."""
from __future__ import annotations

import random
import sys

from PySide6.QtWidgets import QApplication

from cardgames_qt.app.session import COMPUTER, HUMAN, GameSession, Seat
from cardgames_qt.bots.registry import make_bot

DEFAULT_MOVES = {"gops": 6, "guts": 5, "zhopa": 9}
DEFAULT_PLAYERS = {"gops": 2, "guts": 5, "zhopa": 3}


def play_moves(session: GameSession, moves: int, seed: int) -> None:
    """Advance a session with the computer's choices for every seat, stopping
    when the human seat 0 must act (so the picture shows a live decision)."""
    rng = random.Random(seed)
    bots = {i: make_bot(session.game_id, None) for i in range(len(session.seats))}
    done = 0
    while not session.is_over:
        acting = session.acting_seats()
        if done >= moves and 0 in acting:
            break
        seat = acting[-1] if (done >= moves and len(acting) > 1) else acting[0]
        if done >= moves and seat == 0:
            break
        action = bots[seat].choose(session.observation(seat), session.legal_actions(seat), rng)
        session.submit(seat, action)
        done += 1
        if done > moves + 50:
            break


def screenshot_seats(players: int) -> list[Seat]:
    """The picture's players: you and the computers, by their default names, so that they
    are worded in the language of the picture ("Вы", "Компьютер 1", "شما"…)."""
    from cardgames_qt.app.services import SeatConfig, default_name
    configs = [SeatConfig("", "human" if i == 0 else "computer") for i in range(players)]
    return [Seat("", HUMAN if i == 0 else COMPUTER, default=default_name(configs, i)) for i in range(players)]


def screenshot(game_id: str, seed: int, path: str, size: tuple[int, int], moves: int | None = None,
               players: int | None = None) -> int:
    from cardgames_qt.engine.registry import new_state
    from cardgames_qt.ui.main_window import MainWindow, table_class

    try:
        table_class(game_id)
    except Exception as exc:  # noqa: BLE001 - said on stderr, with what failed
        print(f"cardgames-qt: the {game_id} table could not be loaded: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    window = MainWindow(start_bots=False, start_page=False)
    window.clamp_enabled = False  # a picture at the size asked, whatever the screen
    variant = dict(window.settings.variants.get(game_id, {}))
    if game_id in ("guts", "zhopa"):
        variant["players"] = players or variant.get("players") or DEFAULT_PLAYERS[game_id]
    players = new_state(game_id, variant, 0).num_players
    session = GameSession.start(game_id, variant, screenshot_seats(players), seed=seed, store=None)
    play_moves(session, DEFAULT_MOVES.get(game_id, 6) if moves is None else moves, seed)
    window.resize(*size)
    window.open_session(session)
    window.show()
    QApplication.processEvents()
    # painting asks the cache for card images; render what was asked, then paint again
    image = window.grab()
    for _ in range(4):
        if window.ctx.cache.pending_count() == 0:
            break
        window.ctx.cache.wait_for_pending(10_000)
        QApplication.processEvents()
        image = window.grab()
    ok = image.save(path, "PNG")
    window.close()
    if not ok:
        print(f"Could not write {path}", file=sys.stderr)
        return 1
    return 0
