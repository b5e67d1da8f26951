"""Start the app: ``cardgames-qt`` or ``python -m cardgames_qt``.

Options: ``--game gops|guts|zhopa`` opens that game at once, ``--seed N``
fixes its deal, ``--lang CODE`` picks the language, and
``--screenshot PATH`` renders that game's table (seeded, a few moves in)
to a PNG and exits — no display needed. ``--export GAME PATH`` writes the
game waiting under Continue as a JSON save file and exits (no Qt at all).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile

GAMES = ("gops", "guts", "zhopa")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="cardgames-qt", description="Gops, Guts and Zhopa on a desktop card table.")
    p.add_argument("--game", choices=GAMES, help="open a new game of this kind at once")
    p.add_argument("--seed", type=int, help="seed for the deal (same seed, same cards)")
    p.add_argument("--lang", help="language code: en, ru, uk, es, fa (default: settings, then the system's)")
    p.add_argument("--screenshot", metavar="PATH", help="render the table to PNG and exit (no display needed)")
    p.add_argument("--size", default="1280x800", help="window size for --screenshot, e.g. 1920x1080")
    p.add_argument("--players", type=int, help="number of seats for --screenshot (Guts 2-10, Zhopa 2-4)")
    p.add_argument("--exit-after-paint", action="store_true", help=argparse.SUPPRESS)  # bench/startup.py
    p.add_argument("--check-worker", action="store_true", help=argparse.SUPPRESS)  # bundle smoke test
    p.add_argument("--moves", type=int, default=None, help="moves to play before --screenshot")
    p.add_argument("--export", nargs=2, metavar=("GAME", "PATH"),
                   help="write the GAME waiting under Continue to PATH as a JSON save file and exit")
    return p.parse_args(argv)


def export_continue(game: str, path: str) -> int:
    """``--export GAME PATH``: for backups, scripts and bug reports. Reads the database
    only (the game may be open in a window meanwhile); never replaces a file."""
    from .storage import GameStore, StorageError, write_save_file

    if game not in GAMES:
        print(f"cardgames-qt: unknown game {game!r} (choose from {', '.join(GAMES)})", file=sys.stderr)
        return 2
    store = None
    try:
        store = GameStore()
        gid = store.waiting(game)
        if gid is None:
            print(f"cardgames-qt: there is no {game} game waiting under Continue.", file=sys.stderr)
            return 1
        write_save_file(path, store.record(gid))
    except StorageError as exc:
        print(f"cardgames-qt: {exc}", file=sys.stderr)
        return 1
    finally:
        if store is not None:
            store.close()
    print(path)
    return 0


def main(argv: list[str] | None = None) -> int:
    import multiprocessing
    multiprocessing.freeze_support()  # the bundle's bot worker process starts through here
    args = parse_args(argv)
    if args.check_worker:
        return _check_worker()
    if args.export:
        return export_continue(*args.export)
    if args.screenshot:
        # a screenshot needs no display and must not touch the player's saves
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        if "CARDGAMES_QT_HOME" not in os.environ:
            os.environ["CARDGAMES_QT_HOME"] = tempfile.mkdtemp(prefix="cardgames-shot-")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("cardgames-qt")
    app.setOrganizationName("cardgames-qt")
    from .storage import SettingsStore, StorageError
    from .ui.app_setup import setup_application

    settings_store = SettingsStore()
    try:
        settings = settings_store.load()
    except StorageError:
        settings = None  # the window says what went wrong
    setup_application(app, args.lang, settings.language if settings else None)
    if args.screenshot:
        from .ui.screenshot import screenshot
        try:
            w, h = (int(x) for x in args.size.lower().split("x"))
        except ValueError:
            print("--size must look like 1280x800", file=sys.stderr)
            return 2
        return screenshot(args.game or "gops", args.seed if args.seed is not None else 7, args.screenshot,
                          (w, h), moves=args.moves, players=args.players)
    from .ui.main_window import MainWindow

    window = MainWindow(settings_store=settings_store, settings=settings)
    if args.exit_after_paint:
        _exit_after_first_paint(app, window, table=bool(args.game))
    window.show()
    if args.game:
        window.new_game(args.game, seed=args.seed)
    return app.exec()


def _check_worker() -> int:
    """One computer decision per game through the worker process (bundle smoke test)."""
    from .app import bot_worker
    from .engine.registry import new_state

    for game in GAMES:
        state = new_state(game, {}, 1)
        seat = state.acting_seats()[0]
        action = bot_worker.submit(bot_worker.decide, game, None, state.observation(seat),
                                   state.legal_actions(seat), 1).result(timeout=120)
        print(f"worker {game}: {action!r}", flush=True)
    return 0


def _exit_after_first_paint(app, window, table: bool) -> None:
    """For bench/startup.py: print "painted" once the table (or start page) has
    painted for the first time, then quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Watch(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Paint and (not table or obj is window.table):
                print("painted", flush=True)
                QTimer.singleShot(0, app.quit)
                app.removeEventFilter(self)
            return False

    watch = Watch(app)
    app.installEventFilter(watch)


if __name__ == "__main__":
    sys.exit(main())
