"""The coach in the main window: hint panel, review, replay and take-back.

Wires the Qt-free coach (app/coaching/coach.py, app/coaching/analysis.py, app/takeback.py,
app/replay/replay_model.py) and its widgets (coach_panel, review_dialog,
replay_window) into the window's menus and table:

- Help → Hint (H, F2) opens the side panel and asks for a hint; while the
  panel is open the hint is recomputed (in the bot worker process, never on
  the GUI thread) whenever the seat at the screen has a decision to make.
  The hint is built from that seat's observation only; in pass-and-play the
  panel follows the seat at the screen and shows nothing while nobody's
  cards may be seen (a handover, a public result).
- Review my play…: the Gops game, Guts cycle or Zhopa partie the person
  played last, graded in the worker; offered on the summaries and in the
  Game menu. Replay this game…: the ReplayWindow (a game in progress only
  from the person's own view). Both are modal and the computers wait.
- Edit → Undo (Ctrl+Z): against computers only; the table is rebuilt from
  the session afterwards, which also drops any computer move in progress.
Hints and take-backs mark the game *assisted* (its result counts apart). A hint is
worked out only once it was asked for in this game (H, F2, the panel's button) or the
game is assisted anyway: the panel merely being open (it reopens as the person left it,
also after a restart) shows no hint and marks nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMenu, QMessageBox, QProgressDialog

from cardgames_qt.ui.mainthread import MainThreadChannel

# the coach's words, the seats' visibility and the worker are imported where they are first
# used (a hint, a review, a replay): the window's first frame needs only the menus (4 ms less)

if TYPE_CHECKING:
    from cardgames_qt.ui.coach.coach_panel import CoachPanel

# summaries that end something the person played: (game, summary kind)
REVIEWED = {("gops", "game"), ("gops", "match"), ("zhopa", "partie"), ("zhopa", "game"),
            ("guts", "cycle"), ("guts", "session")}


def replay_window(record, parent, viewer=None, ask=True):
    """A modal ReplayWindow of a save record (it replays a copy: the game is never touched),
    or None when the person declined. The views it offers are app/visibility.py's: every
    seat and all cards open once the game is over, else only the person at the screen's
    (``viewer``: the seat the table's handover confirmed; left out when no table shows the
    game, e.g. Load → Replay…, when it is the seat whose turn it is). A pass-and-play game
    replayed away from its table first asks that person to take the screen (``ask``).
    IllegalMove if the record's moves are not legal."""
    from cardgames_qt.app import visibility
    from cardgames_qt.app.replay.replay_model import ReplayModel
    from cardgames_qt.ui.replay.replay_window import ReplayWindow
    if viewer is None:
        viewer = visibility.AWAY
    model = ReplayModel.from_record(record)
    people = record.get("seats") or []
    table = visibility.Table.of_record(record, model.num_players, model.finished, model.acting)
    seats = visibility.visible_seats(table, viewer)
    from cardgames_qt.ui.words.catalogue_text import seat_text
    names = [seat_text(seat) for seat in people] or None
    w = ReplayWindow(model, names=names, parent=parent, seats=seats, open_view=visibility.open_view(table),
                     people=people)
    if (ask and viewer is visibility.AWAY and seats and not table.finished
            and visibility.pass_and_play(table) and not _screen_taken(parent, w.names[seats[0]])):
        w.deleteLater()
        return None
    w.setAttribute(Qt.WA_DeleteOnClose)
    w.setWindowModality(Qt.WindowModal)
    return w


def _screen_taken(parent, name: str) -> bool:
    """Pass-and-play, away from the table: the replay shows one person's cards; that person
    confirms they have the screen, as at a handover."""
    from cardgames_qt.ui.words import coach_text as ct
    from cardgames_qt.ui.words.markup import button_text
    box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("ReplayWindow", "Replay"),
                      ct.fill(QCoreApplication.translate(
                          "ReplayWindow", "This game is still being played: the replay shows only what %1 may see. "
                                          "Pass the screen to %1."), name), QMessageBox.StandardButton.Cancel, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)  # a seat name is text, never markup
    ok = box.addButton(button_text(ct.fill(QCoreApplication.translate("ReplayWindow", "I am %1 — show the replay"),
                                           name)),
                       QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(ok)
    box.exec()
    return box.clickedButton() is ok


class CoachWiring(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.controller = None
        self.table = None
        self._channel = MainThreadChannel(self)
        self._asked = None  # the position whose hint is being computed or shown
        self._asked_by = None  # the session in which the person asked for a hint (H, F2, the button)
        self.review_dialog = None
        self.replay_window = None
        self.progress = None
        #: the last game that left the table (record, person, pass-and-play, over): reviewed and
        #: replayed from the start page too ("at any time", as docs/coach.md says)
        self.last_game: tuple[dict, int | None, bool, bool] | None = None
        self._review_token = None
        self._panel: CoachPanel | None = None  # built when first shown (not before the first frame)
        self.dock = QDockWidget(self.tr("Coach"), window)
        self.dock.setObjectName("coachDock")
        self.dock.setAllowedAreas(Qt.LeftDockWidgetArea | Qt.RightDockWidgetArea)
        self.dock.setFocusPolicy(Qt.NoFocus)  # read beside the table: the keys stay on the hand
        window.addDockWidget(Qt.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self.dock.visibilityChanged.connect(self._dock_shown)
        #: the panel is wanted open (as the person left it, also in the last run): it opens with a table
        self.wanted_open = bool((getattr(window, "settings", None) and window.settings.window or {}).get("coach"))

    @property
    def panel(self) -> CoachPanel:
        """The dock's panel, built the first time it is shown or read (the start's first frame
        and a table whose panel stays closed never pay for it)."""
        return self.ensure_panel()

    def ensure_panel(self) -> CoachPanel:
        """Build the panel now if it is not yet (before the dock shows, so that the dock
        opens at the panel's width)."""
        if self._panel is None:
            from cardgames_qt.ui.coach.coach_panel import CoachPanel
            panel = self._panel = CoachPanel()
            self.dock.setWidget(panel)
            panel.title.hide()  # the dock's own title says "Coach"
            panel.hintRequested.connect(self.hint)
            panel.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self._idle_message()
        return self._panel

    # --- menus ----------------------------------------------------------------------------
    def build_menus(self, menubar, game_menu, help_menu, before, game_before) -> None:
        """Edit → Undo (a menu of its own, before the menu ``before``), the Game menu's review
        and replay (before its action ``game_before``), the Help menu's hint and panel."""
        self.edit_menu = QMenu(self.tr("&Edit"), menubar)
        menubar.insertMenu(before, self.edit_menu)
        self.act_undo = self.edit_menu.addAction(self.tr("&Undo"))
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_undo.triggered.connect(self.undo)
        self.act_review = QAction(self.tr("&Review my play…"), game_menu)
        self.act_review.triggered.connect(self.review)
        self.act_replay = QAction(self.tr("Replay this &game…"), game_menu)
        self.act_replay.triggered.connect(self.replay)
        game_menu.insertActions(game_before, [self.act_review, self.act_replay])
        game_menu.insertSeparator(game_before)
        help_menu.addSeparator()
        self.act_hint = help_menu.addAction(self.tr("&Hint"))
        self.act_hint.setShortcuts([QKeySequence("H"), QKeySequence("F2")])
        self.act_hint.triggered.connect(self.hint)
        # the dock's own toggle, but the panel is built before the dock shows (so it opens at its width)
        self.act_panel = QAction(self.tr("&Coach panel"), help_menu)
        self.act_panel.setCheckable(True)
        self.act_panel.setShortcut(QKeySequence("Shift+F2"))
        self.act_panel.triggered.connect(self._toggle_panel)
        self.dock.visibilityChanged.connect(lambda _v: self.act_panel.setChecked(not self.dock.isHidden()))
        help_menu.addAction(self.act_panel)
        self.update_actions()

    def _toggle_panel(self, shown: bool) -> None:
        if shown:
            self.ensure_panel()
        self.dock.setVisible(shown)

    def update_actions(self) -> None:
        ctrl = self.controller
        in_game = ctrl is not None
        self.act_hint.setEnabled(in_game)
        last = self.last_game
        self.act_replay.setEnabled(in_game or last is not None)
        self.act_review.setEnabled(in_game or (last is not None and not last[2]))
        # pass-and-play: enabled, so that Ctrl+Z says why nothing is taken back (never silent)
        self.act_undo.setEnabled(in_game and not ctrl.session.is_over
                                 and (ctrl.pass_and_play or bool(ctrl.session.state.history)))
        if in_game and ctrl.pass_and_play:
            from cardgames_qt.ui.words import coach_text as ct
            self.act_undo.setToolTip(ct.take_back_refusal("pass_and_play"))
        else:
            self.act_undo.setToolTip("")
        shown = ((ctrl.session.game_id, ctrl.session.is_over) if ctrl is not None
                 else (last[0]["game"], last[3]) if last is not None else None)
        if shown is not None:
            game_id, over = shown
            labels = {"gops": self.tr("&Review my last game…"), "guts": self.tr("&Review last cycle…"),
                      "zhopa": self.tr("&Review my last partie…")}
            if self._reviews_whole_game(game_id, over):
                labels["guts"] = self.tr("&Review the session…")
            self.act_review.setText(labels.get(game_id, self.tr("&Review my play…")))

    # --- the table ------------------------------------------------------------------------
    def attach(self, controller, table) -> None:
        self.controller, self.table = controller, table
        self._asked = None
        table.summary_extras = self._summary_extras
        table.summary_notes = self._summary_notes
        table.requested.connect(self._requested)
        table.statusChanged.connect(lambda _t: self._changed())
        controller.changed.connect(lambda _e: self._changed())
        controller.viewerChanged.connect(lambda _v: self._changed())
        if self.wanted_open and not self.dock.isVisible():
            self.ensure_panel()
            self.dock.show()  # as it was left (this run or the last)
        self._changed()

    def _dock_shown(self, shown: bool) -> None:
        if not shiboken6.isValid(self.window):  # the window is being torn down: the dock hides with it
            return
        if shown:
            self.ensure_panel()
        if self.window.isVisible() and not self.window.isMinimized():
            self.wanted_open = shown  # the person opened or closed it
        if shown:
            self.update_hint()

    def detach(self) -> None:
        ctrl = self.controller
        if ctrl is not None and ctrl.session.move_count:
            self.last_game = (ctrl.session.record(), self._person(), ctrl.pass_and_play, ctrl.session.is_over)
        self.controller = self.table = None
        self._asked = None
        self._idle_message()
        self.update_actions()

    def _changed(self) -> None:
        self.update_actions()
        self.update_hint()

    def _requested(self, what: str) -> None:
        if what == "review":
            self.review()
        elif what == "replay":
            self.replay()

    def _summary_extras(self, data) -> list[tuple[str, str]]:
        ctrl = self.controller
        if ctrl is None:
            return []
        out = []
        if not ctrl.pass_and_play and (ctrl.session.game_id, data.get("kind")) in REVIEWED:
            out.append(("review", self.tr("Review my play…")))
        if ctrl.session.is_over:
            out.append(("replay", self.tr("Replay this game…")))
        return out

    def _summary_notes(self, data) -> list[str]:
        """The summary that ends a game says where its result is counted."""
        ctrl = self.controller
        if ctrl is None or not ctrl.session.is_over or not ctrl.session.assisted:
            return []
        return [self.tr("This game counts apart in the statistics (With the coach or undo): a hint was asked "
                        "for or a move taken back.")]

    # --- hints ----------------------------------------------------------------------------
    def _idle_message(self) -> None:
        if self._panel is None:
            return  # the panel says it when it is built
        self._panel.set_message(self.tr("Start a game: the coach explains each of your decisions here."))

    def hint(self) -> None:
        """Help → Hint: open the panel and show the hint for the seat at the screen."""
        if self.controller is None:
            return
        self._asked_by = self.controller.session  # asked: hints follow this game from now on
        self.ensure_panel()
        self.dock.show()
        self._speak_hint = True  # H asked: a screen reader hears the hint's sentence
        self.update_hint()
        if self.panel.hint is not None:  # already on the panel for this decision
            self._say_hint(self.panel.hint)
        elif self.panel.status.text() != self.panel.tr("Thinking…"):
            self._say_hint(None)  # nothing to decide now, or hidden: said so

    def _say_hint(self, hint) -> None:
        """The hint's reason, or the panel's one sentence (no decision, hidden), said at once."""
        from cardgames_qt.ui.words import coach_text as ct
        self._speak_hint = False
        if self.table is None:
            return
        text = ct.reason_text(hint.reason) if hint is not None else self.panel.status.text()
        self.table.speak(text, urgent=True)

    def update_hint(self) -> None:
        """Recompute the hint if the position or the seat at the screen changed (panel open)."""
        from cardgames_qt.app import bot_worker, visibility
        ctrl = self.controller
        if ctrl is None or not self.dock.isVisible():
            return
        session = ctrl.session
        table = visibility.Table.of_session(session)
        present = self.table is None or self.table.moments.shows_present
        viewer = visibility.advised_seat(table, ctrl.viewer, present)
        asked = self._asked_by is session or session.assisted
        key = (id(ctrl), len(session.state.history), viewer, asked)
        if key == self._asked:
            return
        self._asked = key
        if not asked:  # the panel is open, nobody asked: no hint, nothing counted apart
            self.panel.set_message(self.tr("Press H for a hint about your decision."))
            return
        if viewer is None and visibility.person_at_screen(table, ctrl.viewer) is not None:
            # a summary, a flip or the deal is up: the table shows an earlier moment
            self.panel.set_message(self.tr("The coach answers once the table shows your next decision."))
            return
        if viewer is None:  # a handover or a public moment: nobody's cards may show
            self.panel.set_message(self.tr("Hidden until the next player has the screen."))
            return
        if viewer not in session.acting_humans():
            self.panel.set_hint(None)
            return
        from cardgames_qt.app.coaching.coach import HintRequest, compute_hint
        request = HintRequest(session.game_id, session.observation(viewer), session.legal_actions(viewer),
                              seed=session.seed * 7919 + len(session.state.history))
        self.panel.set_thinking()
        future = bot_worker.submit(compute_hint, request)

        def done(f, key=key):  # a pool thread: post to the GUI thread
            try:
                result, error = f.result(), None
            except Exception as exc:  # noqa: BLE001 - said in the panel, never a traceback
                result, error = None, f"{type(exc).__name__}: {exc}"
            self._channel.post(self._hint_ready, key, result, error)
        future.add_done_callback(done)

    def _hint_ready(self, key, result, error) -> None:
        from cardgames_qt.ui.words import coach_text as ct
        if key != self._asked or self.controller is None:
            return  # the table moved on while it thought: a newer hint is on its way
        if error:
            self.panel.set_message(ct.fill(self.tr("The coach could not answer: %1"), error))
            return
        self.panel.set_hint(result)
        if getattr(self, "_speak_hint", False):
            self._say_hint(result)
        if result is not None:
            self.controller.session.mark_assisted()  # statistics count games with hints apart

    # --- take-back ------------------------------------------------------------------------
    def undo(self) -> None:
        from cardgames_qt.ui.words import coach_text as ct
        ctrl, table = self.controller, self.table
        if ctrl is None:
            return
        if ctrl.pass_and_play:  # would show a seat's hand to the next person: said, never silent
            table.flash(ct.take_back_refusal("pass_and_play"))
            return
        if table.summary.isVisible() or table.handover.isVisible() or any(
                m.waits for m in table.moments.pending()):
            table.flash(self.tr("Close the summary first."))
            return
        if ctrl.committing:  # the last move waits for another program's lock: it is not shown yet
            table.flash(ct.take_back_refusal("saves_busy"))
            return
        from cardgames_qt.app.takeback import take_back
        result = take_back(ctrl.session)
        if not result.allowed:
            table.flash(ct.take_back_refusal(result.refusal))
            return
        # the table is rebuilt from the session, as when it opens on a saved game; the old
        # controller goes with its computer moves in progress (their answers are dropped)
        session = ctrl.session
        self.window.open_session(session, notice=self.tr("Move taken back: this game is now marked as assisted."))

    # --- review ---------------------------------------------------------------------------
    def _person(self) -> int | None:
        """Whose play is reviewed or replayed: the one person, or the seat at the screen."""
        from cardgames_qt.app import visibility
        ctrl = self.controller
        return visibility.person_at_screen(visibility.Table.of_session(ctrl.session), ctrl.viewer)

    def _busy(self) -> bool:
        return any(w is not None and w.isVisible() for w in (self.progress, self.review_dialog, self.replay_window))

    @staticmethod
    def _reviews_whole_game(game_id: str, over: bool) -> bool:
        """A finished Guts session is reviewed whole (its summary closes the session, not a
        cycle); otherwise the part played last (the Gops game, Guts cycle, Zhopa partie)."""
        return game_id == "guts" and over

    def review(self) -> None:
        from cardgames_qt.app import bot_worker
        ctrl = self.controller
        if self._busy() or (ctrl is None and (self.last_game is None or self.last_game[2])):
            return
        from cardgames_qt.app.coaching.analysis import AnalysisRequest, analyse_last_part, analyse_request
        if ctrl is not None:
            seat, record, over = self._person(), ctrl.session.record(), ctrl.session.is_over
        elif self.last_game is not None:  # from the start page: the last game played here
            record, seat, _shared, over = self.last_game
        else:
            return
        if seat is None:
            if self.table is not None:
                self.table.flash(self.tr("Hand the screen over first."))
            return
        request = AnalysisRequest(record["game"], record.get("variant") or {}, int(record["seed"]),
                                  [list(h) for h in record.get("history") or []], seat)
        if ctrl is not None:
            ctrl.pause(True)  # the computers wait while the person reviews
        self.progress = QProgressDialog(self.tr("The coach is reviewing your play…"), self.tr("Cancel"), 0, 0,
                                        self.window)
        self.progress.setWindowTitle(self.tr("Review"))
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setMinimumDuration(0)
        token = object()
        self._review_token = token
        self.progress.canceled.connect(lambda: self._review_done(ctrl))
        self.progress.show()
        whole = self._reviews_whole_game(record["game"], over)
        future = bot_worker.submit(analyse_request if whole else analyse_last_part, request)

        def done(f):
            try:
                result, error = f.result(), None
            except Exception as exc:  # noqa: BLE001 - whatever failed in the worker is said, never raised here
                result, error = None, f"{type(exc).__name__}: {exc}"
            self._channel.post(self._analysis_ready, token, ctrl, result, error)
        future.add_done_callback(done)

    def _analysis_ready(self, token, ctrl, analysis, error) -> None:
        from cardgames_qt.ui.words import coach_text as ct
        if token is not self._review_token or self.progress is None or not self.progress.isVisible():
            return  # cancelled
        self._close_progress()
        if ctrl is not self.controller:
            return
        if error or not analysis.decisions:
            text = (ct.fill(self.tr("The coach could not review this game: %1"), error) if error
                    else self.tr("You have made no decision to review yet."))
            box = QMessageBox(QMessageBox.Icon.Information, self.tr("Review"), text, QMessageBox.StandardButton.Ok,
                              self.window)
            box.setTextFormat(Qt.TextFormat.PlainText)  # an error may quote a name: never markup
            box.exec()
            self._review_done(ctrl)
            return
        from cardgames_qt.ui.replay.review_dialog import ReviewDialog
        dlg = self.review_dialog = ReviewDialog(analysis, self.window)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.moveActivated.connect(lambda move: self._replay_at(analysis, move, dlg))
        dlg.finished.connect(lambda _r: self._review_done(ctrl))
        dlg.open()

    def _close_progress(self) -> None:
        progress, self.progress = self.progress, None
        if progress is not None:
            progress.canceled.disconnect()  # closing it would say "canceled" again
            progress.close()
            progress.deleteLater()

    def _review_done(self, ctrl) -> None:
        self._review_token = None
        self._close_progress()
        self.review_dialog = None
        if ctrl is not None and ctrl is self.controller and not ctrl.is_shut_down:
            ctrl.pause(False)
        QTimer.singleShot(0, self._back_to_table)  # once the dialog has let go of the keys

    def _back_to_table(self) -> None:
        if self.table is not None and not self._busy():
            self.window.activateWindow()
            summary = self.table.summary
            if summary.isVisible() and summary.default_button is not None:
                # the review or replay was opened from a summary: the keys go back to the button
                # that continues play, so Enter goes on (it does not open the review again)
                summary.default_button.setFocus(Qt.FocusReason.OtherFocusReason)
                return
            self.table.restore_focus()

    # --- replay ---------------------------------------------------------------------------
    def _open_replay(self, parent, analysis=None):
        from cardgames_qt.app import visibility
        ctrl = self.controller
        if ctrl is None:  # from the start page: the last game played here, as a replay away from its table
            w = replay_window(self.last_game[0], parent)
        else:
            s = ctrl.session
            if not visibility.visible_seats(visibility.Table.of_session(s), ctrl.viewer):
                # a game in progress, between two people: nobody's view may be shown
                self.table.flash(self.tr("Hand the screen over first."))
                return None
            w = replay_window(s.record(), parent, ctrl.viewer)
        if w is None:  # the person declined to take the screen
            return None
        if analysis is not None:
            w.set_analysis(analysis)
        return w

    def replay(self) -> None:
        ctrl = self.controller
        if self._busy() or (ctrl is None and self.last_game is None):
            return
        w = self._open_replay(self.window)
        if w is None:
            return
        self.replay_window = w
        if ctrl is not None:
            ctrl.pause(True)
        w.destroyed.connect(lambda *_: self._replay_closed(ctrl))
        w.show()

    def _replay_closed(self, ctrl) -> None:
        self.replay_window = None
        if ctrl is not None and ctrl is self.controller and not ctrl.is_shut_down and self.review_dialog is None:
            ctrl.pause(False)
            QTimer.singleShot(0, self._back_to_table)

    def _replay_at(self, analysis, move: int, dialog) -> None:
        """A row of the review: the replay just after that move, over the review."""
        w = self._open_replay(dialog, analysis)
        if w is None:
            return
        w.model.go_to(move + 1)
        w.refresh()
        self.replay_window = w
        w.destroyed.connect(lambda *_: setattr(self, "replay_window", None))
        w.show()
