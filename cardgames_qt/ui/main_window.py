"""The main window: start page, the table, menus, status line."""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QLocale, QMargins, QObject, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import QFileDialog, QInputDialog, QLabel, QMainWindow, QMessageBox, QStackedWidget, QWidget

from cardgames_qt import version
from cardgames_qt.engine import IllegalMove
from cardgames_qt.engine.catalogue import GAME_IDS
from cardgames_qt.ui.words.catalogue_text import title

if TYPE_CHECKING:  # imported when first used: the first frame paints without them
    from cardgames_qt.app.services import GameStore
    from cardgames_qt.app.session import GameSession, Seat
    from cardgames_qt.ui.context import UiContext
    from cardgames_qt.ui.controller import SessionController
    from cardgames_qt.ui.start_page import StartPage
    from cardgames_qt.ui.table.table_base import TableBase


def storage_text(what) -> str:
    """A storage note or error in the player's words (ui/words/storage_text.py, imported when
    first needed: a start with nothing to say never loads it)."""
    from cardgames_qt.ui.words.storage_text import storage_text as words
    return words(what)


def game_title(game_id: str) -> str:
    return title(game_id)

TABLES = {
    "gops": "cardgames_qt.ui.table.gops_table:GopsTable",
    "guts": "cardgames_qt.ui.table.guts_table:GutsTable",
    "zhopa": "cardgames_qt.ui.table.zhopa_table:ZhopaTable",
}


def has_table(game_id: str) -> bool:
    """Whether the game has a table (every game of the catalogue has one). Never asks the
    file system: a module missing for a moment (the package being reinstalled while the app
    runs) is a failure to load, said when it happens, not a game "coming soon"."""
    return game_id in TABLES


def table_class(game_id: str):
    """The game's table class; raises what importing it raised (see ``MainWindow.table_failed``)."""
    mod, _, cls = TABLES[game_id].partition(":")
    return getattr(importlib.import_module(mod), cls)


DEFAULT_SIZE = QSize(1280, 820)
#: room left for the window manager's title bar and borders (not known before the first show)
DECORATIONS = QMargins(8, 38, 8, 8)


def restore_rect(available: QRect, saved: QRect, decorations: QMargins = DECORATIONS) -> QRect:
    """A remembered window rectangle clamped to the screen that is there now: no larger
    than its available area (with decorations), moved inside it if it lies off it."""
    room = available.marginsRemoved(decorations)
    size = saved.size().boundedTo(room.size())
    x = min(max(saved.x(), room.left()), room.right() - size.width() + 1)
    y = min(max(saved.y(), room.top()), room.bottom() - size.height() + 1)
    return QRect(x, y, size.width(), size.height())


def fit_rect(available: QRect, wanted: QSize, decorations: QMargins = DECORATIONS) -> QRect:
    """The client rectangle of a window of ``wanted`` size, capped and centred so that it
    fits ``available`` together with its decorations."""
    room = available.marginsRemoved(decorations)
    size = wanted.boundedTo(room.size())
    x = room.left() + (room.width() - size.width()) // 2
    y = room.top() + (room.height() - size.height()) // 2
    return QRect(x, y, size.width(), size.height())


class _Pages(QStackedWidget):
    """The window's pages (start page, table). Only the page shown counts for the
    window's minimum size: the start page's width must not stop a table from
    sharing the window with the coach panel."""

    def __init__(self):
        super().__init__()
        self.currentChanged.connect(lambda _i: self.updateGeometry())

    def minimumSizeHint(self) -> QSize:
        page = self.currentWidget()
        if page is None:
            return QSize(0, 0)
        hint, explicit = page.minimumSizeHint(), page.minimumSize()
        return QSize(explicit.width() or max(0, hint.width()), explicit.height() or max(0, hint.height()))


class _Felt(QWidget):
    """The table's colour, shown for the first frame while the table is built."""

    def paintEvent(self, event):
        from cardgames_qt.ui.table.felt import felt_pixmap
        p = QPainter(self)
        p.drawPixmap(0, 0, felt_pixmap(self.width(), self.height(), self.devicePixelRatioF()))
        p.end()


class _ReaderRelay(QObject):
    """Brings the reader probe's answer (from its thread) to the window's thread."""

    found = Signal(object)


class MainWindow(QMainWindow):
    def __init__(self, settings_store=None, save_store=None, ctx: UiContext | None = None,
                 start_bots: bool = True, settings=None, start_page: bool = True, defer_store: bool = False):
        """``defer_store`` (the app's start): the save database is opened once the
        window has painted, not before its first frame; the start page's Continue
        buttons are filled then."""
        super().__init__()
        from cardgames_qt.app import services
        self.settings_store = settings_store or services.settings_store()
        self._given_store: GameStore | None = save_store
        self._save_store: GameStore | None = None
        if not defer_store:
            self._open_store()
        notice: str | None  # a Message, or a StorageError's text
        if settings is not None:  # already loaded (start-up reads them once)
            self.settings, notice = settings, services.Message.joined(self.settings_store.messages)
        else:
            self.settings, notice = services.load_settings(self.settings_store)
        self._ctx = ctx
        self.start_bots = start_bots
        self._waiting: list[str] = []  # games that wait under Continue (as the start page last saw)
        self.controller: SessionController | None = None
        self.table: TableBase | None = None
        self.setWindowTitle(self.tr("Card games"))
        self.place_on_screen()
        self.stack = _Pages()
        self.stack.currentChanged.connect(lambda _i: self.arm_clamp())  # a page asks another size
        self._start_page: StartPage | None = None
        if not start_page:  # a first frame painted before the table is built is felt, not a grey flash
            self.stack.addWidget(_Felt())
        self.setCentralWidget(self.stack)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # statuses carry seat and save names: never markup
        # no fixed accessible name: a screen reader reads (and hears changes of) the text itself
        self.statusBar().addWidget(self.status, 1)
        self._build_menus()
        self.coach.dock.visibilityChanged.connect(self._coach_shown_or_hidden)  # the panel beside the table
        if start_page:  # with --game the table paints first; the page is built when wanted
            self.refresh_start_page(saves=not defer_store)
        if notice:
            QTimer.singleShot(0, lambda: self.show_status(storage_text(notice)))
        if defer_store:
            from cardgames_qt.ui.lifetime import after_first_paint
            after_first_paint(self, self._store_after_paint)

    # --- the save database --------------------------------------------------------------
    @property
    def save_store(self) -> GameStore:
        """The profile's game store, opened on first use."""
        if self._save_store is None:
            return self._open_store()
        return self._save_store

    def _open_store(self) -> GameStore:
        from cardgames_qt.app import services
        # a database that cannot be opened leaves games in memory: the notice says so
        store, notice = services.open_profile(
            self._given_store, lost_note=self.tr("Games will not be kept after you quit."))
        self._save_store = store
        if notice:  # a database moved aside: the player must read it, not miss it in the status line
            QTimer.singleShot(0, lambda: self._warn(self.tr("Saves"), storage_text(notice)))
        # the GUI thread never waits on a lock another program holds: what must wait (a move's
        # commit) waits on a worker thread; anything else is refused with a sentence at once
        store.db.set_patience(services.GUI_PATIENCE_S)
        # this window's lease on its game: renewed while it lives (on a thread of its own),
        # so another window sees it is open
        store.start_heartbeat()
        return store

    def _store_after_paint(self) -> None:
        if self._start_page is not None:
            self.refresh_start_page()  # opens the store and fills in Continue
        else:
            self.save_store  # noqa: B018 - opens it (a table's game has opened it already)

    def _warn(self, title: str, text: str) -> None:
        """A message box whose text is plain (file and player names are never markup)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.exec()

    @property
    def ctx(self) -> UiContext:
        """Card images, deck and motion, shared by the views; made when first needed
        (its card cache loads Qt's SVG module, which the first frame does not need)."""
        if self._ctx is None:
            from cardgames_qt.app.services import card_cache_dir
            from cardgames_qt.ui.context import UiContext
            self._ctx = UiContext(deck=self.settings.deck, animation_speed=self.settings.animation_speed,
                                  reduced_motion=self.settings.reduced_motion, parent=self,
                                  disk_dir=card_cache_dir())
        return self._ctx

    # --- menus ------------------------------------------------------------------------
    def _build_menus(self) -> None:
        mb = self.menuBar()
        game = mb.addMenu(self.tr("&Game"))
        new_menu = game.addMenu(self.tr("Ne&w"))
        self.act_new = QAction(self.tr("&New game"), self)
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_new.triggered.connect(lambda: self.new_game(self.current_game() or "gops"))
        game.insertAction(new_menu.menuAction(), self.act_new)
        # the games' names come from their catalogue entries: filled when first
        # opened, so that start-up imports only the game being played
        new_menu.aboutToShow.connect(lambda: self._fill_new_menu(new_menu))
        self.act_setup = QAction(self.tr("New game with &players and rules…"), self)
        self.act_setup.setShortcut(QKeySequence("Ctrl+Shift+N"))
        self.act_setup.triggered.connect(lambda: self.setup_game(self.current_game() or "gops"))
        game.insertAction(new_menu.menuAction(), self.act_setup)
        self.act_continue = game.addAction(self.tr("&Continue"))
        self.act_continue.triggered.connect(self._continue_action)
        game.addSeparator()
        self.act_save = game.addAction(self.tr("&Save as…"))
        self.act_save.setShortcut(QKeySequence.StandardKey.Save)
        self.act_save.triggered.connect(self.save_as)
        self.act_load = game.addAction(self.tr("&Load…"))
        self.act_load.setShortcut(QKeySequence.StandardKey.Open)
        self.act_load.triggered.connect(self.load_dialog)
        self.act_import = game.addAction(self.tr("&Import…"))
        self.act_import.triggered.connect(self.import_game)
        self.act_export = game.addAction(self.tr("&Export…"))
        self.act_export.triggered.connect(self.export_game)
        game.addSeparator()
        self.act_stats = game.addAction(self.tr("S&tatistics…"))
        self.act_stats.triggered.connect(self.show_statistics)
        self.act_home = game.addAction(self.tr("&Back to the start page"))
        self.act_home.setShortcut(QKeySequence("Ctrl+Home"))
        self.act_home.triggered.connect(self.go_home)
        game.addSeparator()
        act_quit = game.addAction(self.tr("&Quit"))
        # the platform's Quit keys; some (offscreen, plain X11) have none: Ctrl+Q there
        act_quit.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) or [QKeySequence("Ctrl+Q")])
        act_quit.triggered.connect(self.close)

        settings = mb.addMenu(self.tr("&Settings"))
        act_settings = settings.addAction(self.tr("&Settings…"))
        act_settings.setShortcut(QKeySequence("Ctrl+,"))
        act_settings.triggered.connect(self.open_settings)
        act_full = settings.addAction(self.tr("&Full screen"))
        full_screen = QKeySequence(QKeySequence.StandardKey.FullScreen)
        act_full.setShortcut(full_screen if not full_screen.isEmpty() else QKeySequence("F11"))
        act_full.setShortcuts([QKeySequence("F11")])
        act_full.triggered.connect(self.toggle_full_screen)

        help_menu = mb.addMenu(self.tr("&Help"))
        act_rules = help_menu.addAction(self.tr("&Rules"))
        act_rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        act_rules.triggered.connect(lambda: self.show_rules(self.current_game() or "gops"))
        self.act_keys = help_menu.addAction(self.tr("&Keys"))
        self.act_keys.triggered.connect(self.show_keys)
        act_about = help_menu.addAction(self.tr("&About"))
        act_about.triggered.connect(self.about)
        from cardgames_qt.ui.coach.coach_wiring import CoachWiring
        self.coach = CoachWiring(self)
        self.coach.build_menus(mb, game, help_menu, before=settings.menuAction(), game_before=act_quit)
        # S, W, C, L belong to the window: they answer wherever the keys rest at the table (a
        # card, a button, the table between hands, a summary or handover screen)
        from cardgames_qt.ui.access import WHERE_KEYS
        self.where_shortcuts = []
        for key, what in WHERE_KEYS.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda what=what: self._where_am_i(what))
            self.where_shortcuts.append(shortcut)
        self._update_actions()

    def _where_am_i(self, what: str) -> None:
        if self.table is not None and not getattr(self.table, "read_only", False):
            self.table.where_am_i(what)

    def _fill_new_menu(self, menu) -> None:
        if menu.actions():
            return
        for i, gid in enumerate(GAME_IDS, 1):
            # a number as the key: the games' names share their first letters (Gops, Guts; Гопс, Гатс)
            a = menu.addAction(f"&{QLocale().toString(i)} {game_title(gid)}")
            a.triggered.connect(lambda _=False, g=gid: self.new_game(g))

    def _continue_action(self) -> None:
        """Game → Continue: the game on the table, else the game that waits (the first that does)."""
        game = self.current_game() or next(iter(self._waiting), None)
        if game is not None:
            self.continue_game(game)

    def _update_actions(self) -> None:
        in_game = self.controller is not None
        running = self.controller is not None and not self.controller.session.is_over
        # enabled only when something waits: the game on the table or a saved one
        game = self.current_game()
        self.act_continue.setEnabled(running or (game in self._waiting if game else bool(self._waiting)))
        self.act_save.setEnabled(in_game)
        self.act_export.setEnabled(in_game)
        self.act_home.setEnabled(in_game)
        for shortcut in getattr(self, "where_shortcuts", []):
            shortcut.setEnabled(in_game)  # elsewhere (the start page) the letters are the widgets'

    def current_game(self) -> str | None:
        return self.controller.session.game_id if self.controller else None

    # --- start page -------------------------------------------------------------------
    @property
    def start_page(self) -> StartPage:
        """Built on first use (not before the first table paints when started with --game)."""
        page = self._start_page
        if page is None:
            page = self._build_start_page()
            self.refresh_start_page()
        elif self.stack.indexOf(page) < 0:
            self.stack.insertWidget(0, page)  # back in the window (it left for a game)
        return page

    def _build_start_page(self) -> StartPage:
        from cardgames_qt.ui.start_page import StartPage
        page = self._start_page = StartPage(ctx=lambda: self.ctx)
        page.newGame.connect(self.new_game)
        page.continueGame.connect(self.continue_game)
        page.showRules.connect(self.show_rules)
        page.setupGame.connect(self.setup_game)
        self.stack.insertWidget(0, page)
        return page

    def refresh_start_page(self, saves: bool = True) -> None:
        """The page's buttons; ``saves=False``: Continue is left off until the save
        database is open (the first frame paints without it)."""
        if self._start_page is None:
            self._build_start_page()
        waiting = []
        for gid in GAME_IDS:
            if not saves:
                self.start_page.set_continue(gid, False, "")
                continue
            has = self.save_store.has_continue(gid)
            self.start_page.set_continue(gid, has, self.tr("A game is waiting for you") if has else "")
            if has:
                waiting.append(gid)
        if saves:
            self._waiting = waiting
            self._update_actions()

    def go_home(self) -> None:
        left = self.current_game()
        self._close_table()
        self.stack.setCurrentWidget(self.start_page)
        self.refresh_start_page()
        self.show_status(self.tr("Choose a game"))
        # the keys land on the start page (the game just left: Continue, else New game) and a
        # reader hears where they are: the focus change names the page and the button, and an
        # announcement says it for readers that speak those
        self.start_page.focus_game(left)
        from cardgames_qt.ui.access.speech import announce
        announce(self.start_page, self.tr("Choose a game"))

    def speech_on(self) -> bool:
        """Setting "Speak the game": on, off, or (the default) when a screen reader listens."""
        from cardgames_qt.ui.access.speech import reader_active
        mode = getattr(self.settings, "speak_game", "auto")
        return mode in ("on", "older") or (mode == "auto" and reader_active())

    def speech_older(self) -> bool:
        """Also through the focused object's description: chosen ("also for older screen
        readers"), or found needed (the reader on the accessibility bus ignores announcements,
        Orca before 46) while the game is spoken."""
        mode = getattr(self.settings, "speak_game", "auto")
        if mode == "older":
            return True
        from cardgames_qt.ui.access.speech import reader_active
        if not reader_active():
            return False  # no reader listens (none is looked for then): no route is needed
        from cardgames_qt.ui.access import reader_probe
        return mode in ("auto", "on") and reader_probe.needs_route(reader_probe.found())

    def _apply_speech(self) -> None:
        """The table speaks as the setting and the reader found ask; the reader is looked
        for once a reader is active (its answer applies the route when it comes)."""
        from cardgames_qt.ui.access.speech import reader_active
        if self.table is not None:
            self.table.set_speech(self.speech_on(), self.speech_older())
        if reader_active() and getattr(self.settings, "speak_game", "auto") in ("auto", "on"):
            from cardgames_qt.ui.access import reader_probe
            if not hasattr(self, "_reader_found"):
                self._reader_found = _ReaderRelay(self)
                self._reader_found.found.connect(lambda _reader: self._apply_speech())
            reader_probe.probe(self._reader_found.found.emit)

    def show_status(self, text: str) -> None:
        self.status.setText(text)

    # --- sessions ---------------------------------------------------------------------
    def seats_for(self, game_id: str, players: int) -> list[Seat]:
        """The configured seats; names left empty get their default in the current language."""
        from cardgames_qt.app.services import SeatConfig, default_name, fit_seats
        from cardgames_qt.app.session import Seat
        from cardgames_qt.ui.words.catalogue_text import seat_names
        configured = fit_seats(list(self.settings.seats.get(game_id, [])) or [SeatConfig()], players)
        return [Seat(name=name, kind=c.kind, bot=c.bot, default=None if c.name else default_name(configured, i))
                for i, (c, name) in enumerate(zip(configured, seat_names(configured), strict=True))]

    def setup_game(self, game_id: str) -> GameSession | None:
        """The new-game dialog (players, levels, rules); Start keeps them as defaults."""
        from cardgames_qt.ui.dialogs.settings_dialog import NewGameDialog
        dlg = NewGameDialog(game_id, self.settings, self.settings_store, self)
        if not dlg.exec():
            return None
        self.settings = dlg.result_settings
        session = self.new_game(game_id)
        if dlg.note:  # after the new table's first words: the players must not miss it
            self.show_status(dlg.note)
        return session

    def confirm_discard(self, game_id: str | None) -> bool:
        """Before something replaces a game: ask when this window's game is still running
        (and would be thrown away) or a game of ``game_id`` waits under Continue.
        Cancel is the default, so Escape and a stray Enter lose nothing."""
        session = self.controller.session if self.controller else None
        running = session is not None and not session.is_over and (game_id is None or session.game_id == game_id)
        waiting = False
        if not running and game_id is not None:
            gid = self.save_store.waiting(game_id) if has_table(game_id) else None
            waiting = gid is not None and not self.save_store.in_use(gid) and \
                (session is None or gid != session.db_id)
        if not running and not waiting:
            return True
        title = game_title(game_id or (session.game_id if session is not None else ""))
        text = (self.tr("The %1 game in progress will be lost.") if running
                else self.tr("The %1 game waiting for you will be lost.")).replace("%1", title)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Discard the game?"), text, parent=self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        discard = box.addButton(self.tr("Discard it"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        return box.clickedButton() is discard

    def _table_or_say_why(self, game_id: str):
        """The game's table class, or None after saying what failed and what to do."""
        try:
            return table_class(game_id)
        except Exception as exc:  # noqa: BLE001 - any failure to import is said, never a traceback
            self.table_failed(game_id, exc)
            return None

    def table_failed(self, game_id: str, exc: BaseException) -> None:
        """A table that cannot be loaded: what failed, and what to do (the usual cause: the
        program's files changed under the running app, e.g. it was reinstalled)."""
        error = f"{type(exc).__name__}: {exc}"
        text = (self.tr("The %1 table could not be loaded.").replace("%1", game_title(game_id)) + "\n\n"
                + error + "\n\n"
                + self.tr("The program's files may have changed while it was running (for example, it was "
                          "reinstalled or updated). Quit and start the app again; if this message comes "
                          "back, reinstall it. Your games are kept."))
        self.show_status(self.tr("The %1 table could not be loaded.").replace("%1", game_title(game_id)))
        self._warn(self.tr("Cannot open %1").replace("%1", game_title(game_id)), text)

    def new_game(self, game_id: str, seed: int | None = None, ask: bool = True) -> GameSession | None:
        if self._table_or_say_why(game_id) is None:
            return None
        if ask and not self.confirm_discard(game_id):
            return None
        from cardgames_qt.app.session import GameSession
        variant = dict(self.settings.variants.get(game_id, {}))
        from cardgames_qt.app.services import StorageError, players_for
        try:
            players = players_for(game_id, variant)
            if players is None:  # the game's rules cannot be imported: said as for its table
                self.table_failed(game_id, ImportError(f"No module named 'cardgames_qt.engine.{game_id}'"))
                return None
            session = GameSession.start(game_id, variant, self.seats_for(game_id, players), seed=seed,
                                        store=self.save_store)
        except (IllegalMove, StorageError) as exc:
            self._warn(self.tr("Cannot start the game"), storage_text(exc))
            return None
        self.open_session(session)
        return session

    def open_at_start(self, game_id: str, seed: int | None = None) -> None:
        """``--game``: a new game of ``game_id``; if none is opened (a waiting game kept by
        Cancel, a table that cannot be loaded), the start page, never an empty window."""
        if self.new_game(game_id, seed=seed) is None and self.table is None:
            self.go_home()

    def continue_game(self, game_id: str) -> GameSession | None:
        from cardgames_qt.app.services import SaveNotFound, StorageError
        session = self.controller.session if self.controller else None
        if session is not None and session.game_id == game_id and not session.is_over:
            return session  # it is on the table already
        try:
            loaded = self.save_store.load_continue(game_id)
        except SaveNotFound:
            loaded = None
        except StorageError as exc:  # in another window, kept aside, ...: a sentence for the player
            self._warn(self.tr("Cannot continue"), storage_text(exc))
            self.refresh_start_page()
            return None
        return self._open_loaded(loaded)

    def _open_loaded(self, loaded) -> GameSession | None:
        if loaded is None:
            self.show_status(self.tr("There is no game to continue."))
            return None
        from cardgames_qt.app.session import GameSession
        session = GameSession.from_opened(loaded, self.save_store)
        session.finish_if_over()  # its moves are all there and it has ended: recorded now, once
        self.open_session(session)
        note = getattr(loaded, "message", None)
        if note and self.table is not None:
            self.table.flash(note)
        return session

    def open_session(self, session: GameSession, notice: str = "") -> None:
        """``notice``: said (and shown) as the table opens, before the turn it asks for (a
        take-back: "Move taken back", then "Your bid for …" again, in that order)."""
        cls = self._table_or_say_why(session.game_id)
        if cls is None:
            if self.controller is None or self.controller.session is not session:
                session.close()  # it waits under Continue for a start that can load its table
            return
        self._close_table(keep=session)
        from cardgames_qt.ui.controller import SessionController
        self.controller = SessionController(session, move_delay_ms=self.settings.move_delay_ms, parent=self)
        self.table = cls(self.controller, self.ctx)
        self._apply_speech()
        self.table.statusChanged.connect(self.show_status)
        self.controller.saveWaiting.connect(self._save_waiting)
        self.table.requested.connect(self._table_request)
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        if self._start_page is not None and self.stack.indexOf(self._start_page) >= 0:
            # a hidden start page would keep its buttons in a screen reader's tree: it leaves
            # the window (kept, not rebuilt) until the player goes home
            self.stack.removeWidget(self._start_page)
            self._start_page.setParent(None)
        self._update_actions()
        if notice:
            self.table.flash(notice)
        self.table.refresh()
        if self.start_bots:
            self.controller.start()
        else:
            self.controller._update_viewer()
        self.coach.attach(self.controller, self.table)
        self.table.restore_focus()  # on the hand, unless a handover or a moment has the keys
        self.setWindowTitle(self.tr("%1 — Card games").replace("%1", game_title(session.game_id)))

    def _close_table(self, keep: GameSession | None = None) -> None:
        """``keep``: the session is opened again at once (a take-back rebuilds its table)."""
        if self.controller is not None:
            self.controller.shutdown()
            if self.controller.session is not keep:
                self.controller.session.close()  # its lease goes: it waits under Continue
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        self.controller, self.table = None, None
        self.coach.detach()
        self._update_actions()
        self.setWindowTitle(self.tr("Card games"))

    def _owed_settled(self) -> bool:
        """At quit, what the disk refused (moves, the finished mark, results) is written
        once more; when it still cannot be, the player is asked before it is discarded.
        False: stay (the window is not closed)."""
        if self.controller is None or self.controller.committing or not self.controller.session.owed():
            return True  # (a move still waiting for another program's lock was never shown: it goes)
        while not self.controller.retry_owed():
            session = self.controller.session
            moves = session.owed_moves()
            if moves and session.is_over:
                text = self.tr("%n moves of this game and its result could not be saved: %1. Quit anyway and "
                               "lose them?", "", moves)
            elif moves:
                text = self.tr("%n moves of this game could not be saved: %1. Quit anyway and lose them?", "", moves)
            else:
                text = self.tr("The result of this game could not be saved: %1. Quit anyway and lose it?")
            reason = storage_text(session.last_save_error).rstrip(".") or self.tr("the disk refused")
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Not saved"), text.replace("%1", reason), parent=self)
            # the database replaced by another file: trying again cannot help, a file can
            replaced = getattr(session.last_save_error, "key", None) == "db.replaced_running"
            retry = None if replaced else box.addButton(self.tr("Try again"), QMessageBox.ButtonRole.AcceptRole)
            export = box.addButton(self.tr("&Export…").replace("&", ""), QMessageBox.ButtonRole.ActionRole)
            discard = box.addButton(self.tr("Quit without saving"), QMessageBox.ButtonRole.DestructiveRole)
            stay = box.addButton(self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
            box.setDefaultButton(retry if retry is not None else export)
            box.setEscapeButton(stay)
            box.exec()
            clicked = box.clickedButton()
            if clicked is discard:
                return True
            if clicked is export:
                if self.export_game():
                    return True  # the whole game is in the file the player chose
                continue
            if clicked is not retry or retry is None:
                return False
        return True

    def _save_waiting(self, waiting: bool) -> None:
        if waiting:  # (when it is over, the move is shown and the table says its own status)
            self.show_status(self.tr("Another program is using the saves: your move will show as soon as "
                                     "it is saved. The window still works meanwhile."))

    def _table_request(self, what: str) -> None:
        if what == "new_game" and self.controller:
            self.new_game(self.controller.session.game_id)  # asks only while the game still runs
        elif what == "home":
            self.go_home()

    # --- saves ------------------------------------------------------------------------
    def save_as(self) -> None:
        if not self.controller:
            return
        session = self.controller.session
        gid = session.db_id
        if gid is None:  # (a game not in the database has nothing to copy; the window's games all are)
            return
        name, ok = QInputDialog.getText(self, self.tr("Save as"), self.tr("Name of the save:"),
                                        text=self.proposed_save_name(session.game_id))
        name = " ".join(name.split())
        if not ok or not name:
            return
        from cardgames_qt.app.services import SaveExists, StorageError
        try:
            try:
                self.save_store.save_named(name, gid)
            except SaveExists:
                box = QMessageBox(QMessageBox.Icon.Question, self.tr("Replace save?"),
                                  self.tr("A save named “%1” exists. Replace it?").replace("%1", name),
                                  QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
                box.setTextFormat(Qt.TextFormat.PlainText)
                box.setDefaultButton(QMessageBox.StandardButton.Cancel)
                if box.exec() != QMessageBox.StandardButton.Yes:
                    return
                self.save_store.save_named(name, gid, overwrite=True)
        except StorageError as exc:
            self._warn(self.tr("Not saved"), storage_text(exc))
            return
        self.show_status(self.tr("Saved as “%1”").replace("%1", name))

    def proposed_save_name(self, game_id: str) -> str:
        """What Save as… offers (selected, so typing replaces it): the game, the date and
        the time, in the reader's own form ("Gops, 12/1/26 11:52 PM")."""
        from PySide6.QtCore import QDateTime, QLocale
        when = QLocale().toString(QDateTime.currentDateTime(), QLocale.FormatType.ShortFormat)
        name = self.tr("%1, %2").replace("%1", game_title(game_id)).replace("%2", when)
        return " ".join(name.split())  # as a save's name is kept (a locale's narrow spaces too)

    def load_dialog(self) -> None:
        from cardgames_qt.ui.dialogs.saves_dialog import SavesDialog
        dlg = SavesDialog(self.save_store, self, confirm=self.confirm_discard)
        if dlg.exec() and dlg.loaded is not None:
            self._open_loaded(dlg.loaded)

    def import_game(self) -> None:
        """Game → Import…: one JSON save, through every check of a save file."""
        from cardgames_qt.app.services import StorageError, read_save_file
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a saved game"), "",
                                              self.tr("Saved games (*.json)"))
        if not path:
            return
        try:
            data = read_save_file(path)
        except StorageError as exc:
            self._warn(self.tr("Cannot import"), storage_text(exc))
            return
        if not self.confirm_discard(data["game"]):
            return
        try:
            opened = self.save_store.import_record(data)
        except StorageError as exc:
            self._warn(self.tr("Cannot import"), storage_text(exc))
            return
        self._open_loaded(opened)
        said = self.tr("Imported “%1”").replace("%1", data.get("title") or path.rsplit("/", 1)[-1])
        if opened.message:  # its written results did not match its moves (which win)
            said = f"{said}. {storage_text(opened.message)}"
        self.show_status(said)

    def export_game(self) -> bool:
        """Game → Export…: the game on the table as a JSON save file (the shared format).
        True when it was written."""
        if not self.controller:
            return False
        from datetime import date

        from cardgames_qt.app.services import StorageError, export_save_file
        session = self.controller.session
        suggested = f"{session.game_id}-{date.today().isoformat()}.json"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the game"), suggested,
                                              self.tr("Saved games (*.json)"))
        if not path:
            return False
        try:  # the file dialog has asked before replacing a file
            export_save_file(path, session.export_record())
        except StorageError as exc:
            self._warn(self.tr("Not exported"), storage_text(exc))
            return False
        self.show_status(self.tr("Exported to %1").replace("%1", path))
        return True

    def show_statistics(self) -> None:
        from cardgames_qt.app.services import statistics
        from cardgames_qt.ui.dialogs.stats_window import StatsWindow
        StatsWindow(statistics(self.save_store), self, store=self.save_store).exec()

    def _games_waiting(self, except_game: str | None = None) -> set[str]:
        """The games that wait under Continue now (asked of the store, not as the start page
        last saw them); a store that cannot answer counts as none waiting."""
        waiting = set()
        for gid in GAME_IDS:
            if gid == except_game:
                continue
            try:
                if self.save_store.has_continue(gid):
                    waiting.add(gid)
            except Exception:  # noqa: BLE001 - the dialog opens all the same; Continue says what is wrong
                waiting.update(g for g in self._waiting if g == gid)
        return waiting

    # --- dialogs ----------------------------------------------------------------------
    def open_settings(self) -> None:
        from cardgames_qt.ui.dialogs.settings_dialog import SettingsDialog
        dlg = SettingsDialog(self.settings, self.settings_store, self,
                             locked_game=self.current_game(),
                             locked_variant=self.controller.session.variant if self.controller else None,
                             waiting_games=self._games_waiting(except_game=self.current_game()))
        if dlg.exec():
            self.settings = dlg.result_settings
            self.ctx.configure(deck=self.settings.deck, animation_speed=self.settings.animation_speed,
                               reduced_motion=self.settings.reduced_motion)
            if self.controller:
                self.controller.move_delay_ms = self.settings.move_delay_ms
            if self.table is not None:
                self._apply_speech()
            if dlg.note:  # they apply, but the settings file was left as it is
                self.show_status(dlg.note)

    def show_rules(self, game_id: str) -> None:
        from cardgames_qt.ui.dialogs.rules_dialog import RulesDialog
        RulesDialog(game_id, self).exec()

    def show_keys(self) -> None:
        from cardgames_qt.ui.dialogs.keys_dialog import KeysDialog
        KeysDialog(self).exec()

    def place_on_screen(self) -> None:
        """A fresh window fits the screen's available area (a 1366×768 laptop, a 1280×720 screen)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        saved = self.settings.window
        if saved.get("width"):  # as it was left, on the screen that is there now
            rect = QRect(saved["x"], saved["y"], saved["width"], saved["height"])
            screen = QGuiApplication.screenAt(rect.center()) or screen
            if screen is None:
                self.resize(rect.size())
                return
            self.setGeometry(restore_rect(screen.availableGeometry(), rect))
            if saved.get("maximized"):
                self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
            return
        if screen is None:
            self.resize(DEFAULT_SIZE)
            return
        self.setGeometry(fit_rect(screen.availableGeometry(), DEFAULT_SIZE))

    # --- the window on the screen ----------------------------------------------------------
    _before_full = Qt.WindowState.WindowNoState
    _clamp_pending = False

    def toggle_full_screen(self) -> None:
        """F11: full screen, and back to the state before it (maximized stays maximized)."""
        if self.isFullScreen():
            if self._before_full & Qt.WindowState.WindowMaximized:
                self.showMaximized()
            else:
                self.showNormal()
            self.arm_clamp(always=True)
        else:
            self._before_full = self.windowState() & ~Qt.WindowState.WindowFullScreen
            self.showFullScreen()

    _clamp_armed = False
    # off for an offscreen picture at a size of its own (--screenshot)
    clamp_enabled = True

    def resizeEvent(self, event):
        super().resizeEvent(event)
        if self._clamp_armed:
            self._schedule_clamp()  # what grew it (a page, the coach panel, leaving full screen)

    _armed_size: QSize | None = None

    def arm_clamp(self, always: bool = False) -> None:
        """Something that changes the window's size by itself is under way (a page switch,
        the coach panel shown or hidden, full screen left): for the next moment, a window
        that grows (or, ``always``, any window) is clamped to the screen. A size the person
        or a program chose is left alone."""
        self._armed_size = None if always else self.size()
        self._clamp_armed = True
        if not hasattr(self, "_disarm"):
            self._disarm = QTimer(self)
            self._disarm.setSingleShot(True)
            self._disarm.timeout.connect(lambda: setattr(self, "_clamp_armed", False))
        self._disarm.start(600)
        self._schedule_clamp()

    def _schedule_clamp(self) -> None:
        if not self._clamp_pending:
            self._clamp_pending = True
            QTimer.singleShot(0, self.clamp_to_screen)

    def clamp_to_screen(self) -> None:
        """The window inside the screen's available area (with room for its decorations):
        moved back onto it, and no larger than it (down to the window's minimum)."""
        self._clamp_pending = False
        states = Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen | Qt.WindowState.WindowMinimized
        if not self.clamp_enabled or not self.isVisible() or self.windowState() & states:
            return
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        self._fit_coach(screen.availableGeometry())
        g = self.geometry()
        armed = self._armed_size
        least = self.minimumSizeHint()
        pushed = g.width() <= least.width() or g.height() <= least.height()  # grown to its minimum by Qt
        if armed is not None and g.width() <= armed.width() and g.height() <= armed.height() and not pushed:
            return  # it did not grow: a size the person (or a program) chose is theirs
        r = restore_rect(screen.availableGeometry(), g)
        r.setSize(r.size().expandedTo(self.minimumSize()))
        if r != g:
            self.setGeometry(r)

    def _coach_shown_or_hidden(self, _shown: bool) -> None:
        if shiboken6.isValid(self):  # (the dock hides as the window is destroyed)
            self.arm_clamp()

    def _fit_coach(self, available: QRect) -> None:
        """The coach panel stands beside the table when the screen has room for both (with
        the window's frame); on a narrower screen (800x600) it floats over the upper right of
        the table, inside the screen, instead of pushing the window off it (Shift+F2 hides it
        again, as the side panel's drawer). Docked again when it is shown where there is room.
        A window that was larger than the screen before (a size someone chose) keeps it docked."""
        dock = self.coach.dock
        if not dock.isVisible():
            return
        frame = self.frameGeometry().width() - self.geometry().width()
        table = self.stack.currentWidget()
        beside = (table.minimumSizeHint().expandedTo(table.minimumSize()).width() if table is not None else 0) \
            + max(dock.width(), dock.minimumSizeHint().width()) + frame + 8
        # the window without the docked panel was inside the screen (a window someone made wider
        # than the screen keeps its panel docked: its size is theirs)
        fitted = self.geometry().width() - dock.width() + frame <= available.width()
        if not dock.isFloating() and fitted and beside > available.width():
            width = max(dock.width(), dock.minimumSizeHint().width())
            g = self.geometry()
            had_keys = self.isActiveWindow()
            dock.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)  # the keys stay on the table
            dock.setFloating(True)
            if had_keys:
                self.activateWindow()
            # over the upper half of the felt's right side, as the folded side panel's drawer opens:
            # the hand and the buttons below stay in sight
            height = min(g.height(), available.height(), max(dock.minimumSizeHint().height(), g.height() // 2))
            x = min(g.right(), available.right()) - width - 4
            if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:  # where its dock stands: the left
                x = max(g.left(), available.left()) + 4
            top = g.top() + (self.menuBar().height() if self.menuBar().isVisible() else 0)
            y = max(available.top(), min(top, available.bottom() - height))
            dock.setGeometry(QRect(max(available.left(), x), y, width, height))
            # the window grew for the docked panel: once its layout has let the panel go, back inside
            QTimer.singleShot(0, lambda: self.arm_clamp(always=True))
        elif dock.isFloating() and beside <= available.width():
            dock.setFloating(False)

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About Card games"),
                          self.tr("cardgames-qt %1\nGops, Guts and Zhopa on one table.\n"
                                  "Decks drawn by the project, free to share (CC0).").replace("%1", version()))

    def window_state(self) -> dict:
        """Where the window is, its size, and whether the coach panel is open (kept for the next run)."""
        maximized = bool(self.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen))
        rect = self.normalGeometry() if maximized and self.normalGeometry().isValid() else self.geometry()
        return {"x": rect.x(), "y": rect.y(), "width": rect.width(), "height": rect.height(),
                "maximized": maximized, "coach": self.coach.dock.isVisible() or self.coach.wanted_open}

    def closeEvent(self, event):
        from cardgames_qt.app import services
        if not self._owed_settled():
            event.ignore()  # the player chose to stay: nothing is discarded
            return
        services.save_window_state(self.settings_store, self.window_state())
        self._close_table()
        try:
            if self._save_store is not None:
                self._save_store.stop_heartbeat()
                self._save_store.release_all()
                self._save_store.checkpoint()  # a clean quit leaves no journal behind
        except Exception:  # noqa: BLE001 - the leases expire on their own
            pass
        super().closeEvent(event)
