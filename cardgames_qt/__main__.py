"""Start the app: ``cardgames-qt`` or ``python -m cardgames_qt``.

Options: ``--game ID`` opens that game at once, ``--players N`` seats that
many, ``--seed N`` fixes its deal, ``--lang CODE`` picks the language, and
``--screenshot PATH`` renders that game's table (seeded, a few moves in)
to a PNG and exits — no display needed. ``--export GAME PATH`` writes the
game waiting under Continue as a JSON save file and exits (no Qt at all).
``--self-test`` plays, saves, reopens, replays and renders each game and loads
every translation, offscreen in a throwaway profile, prints one line and exits
0 if all of it held (ui/selftest.py); ``--version`` prints the version.
The games and their player ranges come from the engine's catalogue.

Start-up paints first: with ``--game`` only that game's engine is imported
and the start page is not built; the save database is opened after the first
paint (the start page names the games without importing any); the computer's
worker process starts after the first paint (or at the first computer move),
never for ``--screenshot``.
Every child process ends with the app, on quit and on SIGTERM.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING

from .engine.catalogue import GAME_IDS

if TYPE_CHECKING:  # Qt is imported when a window is wanted (not for --help or the worker check)
    from PySide6.QtWidgets import QApplication


def _application() -> QApplication:
    """The app's one QApplication (made here unless one exists), named for its settings."""
    from .qt_imports import import_qt
    import_qt()  # first: every import after Qt's is looked at by PySide (see qt_imports)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):  # (a QCoreApplication alone cannot show a window)
        app = QApplication(sys.argv[:1])
    app.setApplicationName("cardgames-qt")
    app.setOrganizationName("cardgames-qt")
    return app

GAMES = GAME_IDS  # kept for callers of the old name


class _Version(argparse.Action):
    """--version: the version is looked up only when asked (importlib.metadata costs ~25 ms,
    which every start paid before its first paint when argparse's own action was given it)."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS,
                         help="show program's version number and exit")

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        from . import version
        parser._print_message(f"cardgames-qt {version()}\n", sys.stdout)  # as argparse's own action
        parser.exit()


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="cardgames-qt", description="Gops, Guts and Zhopa on a desktop card table.")
    p.add_argument("--version", action=_Version)
    p.add_argument("--self-test", action="store_true",
                   help="play, save, reopen, replay and render each game offscreen in a throwaway profile, "
                        "load every translation, print one line and exit (0: all held)")
    p.add_argument("--game", choices=GAME_IDS, help="open a new game of this kind at once")
    p.add_argument("--seed", type=int, help="seed for the deal (same seed, same cards)")
    p.add_argument("--lang", help="language code: en, ru, uk, es, fa (default: settings, then the system's)")
    p.add_argument("--screenshot", metavar="PATH", help="render the table to PNG and exit (no display needed)")
    p.add_argument("--size", default="1280x800", help="window size for --screenshot, e.g. 1920x1080")
    p.add_argument("--players", type=int, metavar="N",
                   help="number of seats for --game or --screenshot (within the game's range, e.g. Guts 2-10)")
    p.add_argument("--exit-after-paint", action="store_true", help=argparse.SUPPRESS)  # bench/startup.py
    p.add_argument("--check-worker", action="store_true", help=argparse.SUPPRESS)  # bundle smoke test
    p.add_argument("--moves", type=int, default=None, help="moves to play before --screenshot")
    p.add_argument("--export", nargs=2, metavar=("GAME", "PATH"),
                   help="write the GAME waiting under Continue to PATH as a JSON save file and exit")
    args = p.parse_args(argv)
    if args.players is not None:
        from .engine.catalogue import game_info
        info = game_info(args.game or "gops")
        if not info.min_players <= args.players <= info.max_players:
            span = f"{info.min_players} to {info.max_players}" if info.max_players > info.min_players \
                else f"{info.min_players}"
            p.error(f"{info.name} is played by {span} players, not {args.players}")
    return args


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
        if store.db.notice:  # the database was set aside (or a side file moved): said before anything else
            print(f"cardgames-qt: {store.db.notice}", file=sys.stderr)
        gid = store.waiting(game)
        if gid is None:
            print(f"cardgames-qt: there is no {game} game waiting under Continue.", file=sys.stderr)
            return 1
        # what replays (the moves up to the first damaged one, if any): a file that imports
        part = store.readable_part(gid)
        write_save_file(path, part.record)
        if part.moves < part.stored:
            print(f"cardgames-qt: the game's stored moves are damaged from move {part.moves + 1}: "
                  f"its first {part.moves} of {part.stored} moves were exported.", file=sys.stderr)
    except StorageError as exc:
        print(f"cardgames-qt: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # noqa: BLE001 - a damaged database row: a sentence, never a traceback
        from .storage.errors import one_line
        print(f"cardgames-qt: the game could not be exported: {one_line(str(exc) or type(exc).__name__, 200)}",
              file=sys.stderr)
        return 1
    finally:
        if store is not None:
            store.close()
    print(path)
    return 0


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # the bundle's bot worker process starts through here
        import multiprocessing
        multiprocessing.freeze_support()
    args = parse_args(argv)
    if args.check_worker:
        return _check_worker()
    if args.export:
        return export_continue(*args.export)
    if args.self_test:
        return _self_test(args.seed if args.seed is not None else 7)
    if args.screenshot:
        # a screenshot needs no display and must not touch the player's saves
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        if "CARDGAMES_QT_HOME" not in os.environ:
            import tempfile
            os.environ["CARDGAMES_QT_HOME"] = tempfile.mkdtemp(prefix="cardgames-shot-")
    from .system_libs import check_display_libraries
    problem = check_display_libraries()
    if problem:  # Qt would abort (exit 134) with a message few people understand
        print(problem, file=sys.stderr)
        return 1
    from . import gc_hold
    gc_hold.hold()  # until the first page or table is up
    try:
        return _run(args)
    finally:
        gc_hold.release()


def _run(args: argparse.Namespace) -> int:
    """The window (or --screenshot's table) and the event loop, with ``args`` parsed."""
    from . import gc_hold
    app = _application()
    from PySide6.QtCore import QTimer

    from .app.services import settings_store as open_settings
    from .storage import StorageError
    from .ui.app_setup import setup_application

    settings_store = open_settings()
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
        gc_hold.release()
        return screenshot(args.game or "gops", args.seed if args.seed is not None else 7, args.screenshot,
                          (w, h), moves=args.moves, players=args.players)
    from .ui.lifetime import after_first_paint, end_children, quit_on_sigterm, start_worker_after_first_paint
    from .ui.main_window import MainWindow

    quit_on_sigterm(app)
    window = MainWindow(settings_store=settings_store, settings=settings, start_page=not args.game,
                        defer_store=True)
    if args.game and args.players is not None and window.settings is not None:
        from .storage import SettingsError
        try:  # this start only: the settings file keeps its own count
            window.settings = window.settings.with_value(f"{args.game}.players", args.players)
        except SettingsError as exc:
            print(exc.message, file=sys.stderr)
            return 2
    if args.exit_after_paint:
        _exit_after_first_paint(app, window, table=bool(args.game))
    shown = len(settings_store.messages)  # the window has said these

    def read_other_games() -> None:
        _read_other_games(window, settings_store, shown)

    if args.game:  # paint first: the window (felt) appears, then the table is dealt
        def open_table() -> None:
            window.open_at_start(args.game, seed=args.seed)
            gc_hold.release()  # the table is built: it paints next
            # after the table's first prompt, which would cover what is said (on a slow machine
            # the table can open later than a timer started at the first paint)
            QTimer.singleShot(1500, read_other_games)
        after_first_paint(window, open_table)
    else:
        after_first_paint(window, gc_hold.release)  # the start page has painted
        after_first_paint(window, read_other_games, 1500)
    start_worker_after_first_paint(window)
    window.show()
    try:
        return app.exec()
    finally:
        end_children()


def _self_test(seed: int) -> int:
    """``--self-test`` (ui/selftest.py) in a profile of its own: a fresh temporary folder,
    whatever CARDGAMES_QT_HOME said, removed afterwards. Offscreen unless a platform is
    named (QT_QPA_PLATFORM=xcb under Xvfb tests the X11 plugin too)."""
    import shutil
    import tempfile

    from .storage.paths import HOME_ENV
    profile = tempfile.mkdtemp(prefix="cardgames-self-test-")
    os.environ[HOME_ENV] = profile
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        from .system_libs import check_display_libraries
        problem = check_display_libraries()
        if problem:
            print(f"self-test: FAILED -- {problem}", flush=True)
            return 1
        app = _application()
        from .ui.app_setup import setup_application
        from .ui.selftest import self_test
        setup_application(app, "en", None)
        try:
            return self_test(app, seed)
        finally:
            from .ui.lifetime import end_children
            end_children()
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def _read_other_games(window, settings_store, shown: int) -> None:
    """The settings of the games not being played are read once the table is up
    (start-up imports only one game); anything wrong in any game's settings is
    said now."""
    window.settings.read_all()
    late = settings_store.messages[shown:]
    if late:
        from .ui.words.storage_text import storage_text
        window.show_status(" ".join(storage_text(note) for note in late))


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
    """For bench/startup.py: print "frame" at the window's first paint and
    "cards" once the table (or the start page) has painted with every card
    image ready, then quit."""
    from PySide6.QtCore import QObject, QTimer
    from PySide6.QtGui import QPaintEvent
    from PySide6.QtWidgets import QWidget

    class Watch(QObject):
        framed = done = False

        def eventFilter(self, obj, event):
            if isinstance(event, QPaintEvent):  # (as lifetime.after_first_paint: no enum made an event)
                if not self.framed:
                    self.framed = True
                    print("frame", flush=True)
                target = window.table if table else window.stack.currentWidget()
                if target is not None and isinstance(obj, QWidget) and (obj is target or target.isAncestorOf(obj)):
                    # the filter runs before the paint: look at the cache once it is done
                    QTimer.singleShot(0, self.check_cards)
            return False

        def check_cards(self):
            page_ready = table or all(p.cards is not None for p in window.start_page.panels.values())
            if not self.done and page_ready and window.ctx.cache.pending_count() == 0:
                self.done = True
                print("cards", flush=True)
                app.removeEventFilter(self)
                QTimer.singleShot(0, app.quit)

    watch = Watch(app)
    app.installEventFilter(watch)


if __name__ == "__main__":
    sys.exit(main())
