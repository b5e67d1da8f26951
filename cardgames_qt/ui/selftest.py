"""``--self-test``: what a packaged build must be able to do, checked from inside it.

For each game: a new game in a main window against seeded computers (their moves
made in the worker process, as in play), the person's moves played through the
table and its controller (``table.act`` → ``SessionController.submit``, the path of
a click or a key), the game saved under a name, reopened from the save (its moves
and position must come back as they were), replayed to its last move in the replay
window, and the reopened table rendered (a picture of many colours, card images
drawn). Then every translation (ours and Qt's own) is loaded.

The profile is a throwaway folder (``__main__`` points ``CARDGAMES_QT_HOME`` at it
before anything opens a file); the player's own saves and settings are never read
or written. Prints one line, ``self-test: ok games=3 moves=N saved=3 reopened=3
replayed=3 rendered=3 languages=5 ...``, and returns 0 only if everything held;
else ``self-test: FAILED ...`` naming each check that did not hold, and 1.
"""
from __future__ import annotations

import random
import sys
import time
from collections import Counter
from dataclasses import field

from PySide6.QtCore import QCoreApplication, QEventLoop, QLibraryInfo, QTranslator
from PySide6.QtWidgets import QApplication

from cardgames_qt.bots.registry import make_bot
from cardgames_qt.engine.catalogue import GAME_IDS
from cardgames_qt.records import dataclass
from cardgames_qt.resources import ROOT
from cardgames_qt.ui.i18n import LANGUAGES

#: the person's moves per game (the computers' come between them)
PERSON_MOVES = 4
#: a game's play may take this long (a cold worker process on a slow CI machine)
GAME_TIMEOUT_S = 120.0


@dataclass
class Report:
    games: int = 0
    moves: int = 0
    saved: int = 0
    reopened: int = 0
    replayed: int = 0
    rendered: int = 0
    languages: int = 0
    failures: list[str] = field(default_factory=list)

    def line(self, seconds: float, version: str, frozen: bool) -> str:
        figures = (f"games={self.games} moves={self.moves} saved={self.saved} reopened={self.reopened} "
                   f"replayed={self.replayed} rendered={self.rendered} languages={self.languages} "
                   f"version={version} frozen={int(frozen)} seconds={seconds:.1f}")
        if self.failures:
            return f"self-test: FAILED {figures} -- " + "; ".join(self.failures)
        return f"self-test: ok {figures}"


class Failed(Exception):
    """One check did not hold: the message says which."""


def _wait(ms: int = 10) -> None:
    QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, ms)
    time.sleep(ms / 1000)


def _pass_moments(table) -> bool:
    """Close whatever stands between the person and the table, as they would (the
    summary's default button, Continue, a handover). True if something was closed."""
    if table.gate_open():
        return False
    if table.summary.isVisible() and table.summary.default_button is not None:
        table.summary.default_button.click()
    elif table.handover.isVisible():
        table.handover.button.click()
    elif table.b_continue.isVisible():
        table.b_continue.click()
    else:
        table.skip_moment()  # an animation: a click skips it
    return True


def play(window, game_id: str, seed: int) -> int:
    """A new game of ``game_id``; the person's moves through the table until PERSON_MOVES
    are made (or the game is over). Returns the number of moves in the game."""
    session = window.new_game(game_id, seed=seed, ask=False)
    if session is None or window.table is None:
        raise Failed(f"{game_id}: the game did not open ({window.status.text() or 'no table'})")
    person = session.human_seats()
    if not person:
        raise Failed(f"{game_id}: no seat for the person")
    seat = person[0]
    chooser = make_bot(game_id, None)  # chooses the person's moves (legal ones, seeded)
    rng = random.Random(seed)
    made = 0
    deadline = time.monotonic() + GAME_TIMEOUT_S
    refused: list[str] = []
    window.controller.refused.connect(refused.append)
    while made < PERSON_MOVES and not session.is_over:
        if time.monotonic() > deadline:
            raise Failed(f"{game_id}: no move for {GAME_TIMEOUT_S:.0f} s after {made} of the person's moves "
                         f"(computers or the table stuck)")
        table, controller = window.table, window.controller
        if refused:
            raise Failed(f"{game_id}: a move was refused: {refused[0]}")
        if _pass_moments(table) or controller.committing or seat not in session.acting_seats():
            _wait()
            continue
        action = chooser.choose(session.observation(seat), session.legal_actions(seat), rng)
        before = session.move_count
        if not table.act(seat, action):
            raise Failed(f"{game_id}: the table refused the legal move {action!r}"
                         + (f" ({refused[0]})" if refused else ""))
        if session.move_count <= before:
            raise Failed(f"{game_id}: the move {action!r} was not played")
        made += 1
    # let the computers answer the last move: a save in the middle of their turn is fine too
    _wait(50)
    return session.move_count


def save_reopen_replay(window, game_id: str) -> tuple[int, int]:
    """Save the game on the table under a name, open the save, replay it to its end.
    Returns (the save's id, its move count)."""
    from cardgames_qt.app.services import StorageError
    from cardgames_qt.ui.coach.coach_wiring import replay_window

    session = window.controller.session
    while window.controller.committing:
        _wait()
    saved = session.record()
    position = session.observation(0)
    try:
        save_id = window.save_store.save_named(f"self-test {game_id}", session.db_id)
        listed = [s for s in window.save_store.list_saves() if s.db_id == save_id]
        if not listed or listed[0].moves != len(saved["history"]):
            raise Failed(f"{game_id}: the save is not listed with its {len(saved['history'])} moves")
        window.go_home()  # the game leaves the table, as when the person opens another
        opened = window.save_store.open_saved(save_id)
    except StorageError as exc:
        raise Failed(f"{game_id}: saving or opening failed: {exc}") from None
    back = window._open_loaded(opened)
    if back is None or window.table is None:
        raise Failed(f"{game_id}: the save did not open on the table")
    if back.record()["history"] != saved["history"] or back.seed != saved["seed"]:
        raise Failed(f"{game_id}: the reopened game's moves differ from the saved ones")
    if back.observation(0) != position:
        raise Failed(f"{game_id}: the reopened position differs from the saved one")
    window.controller.pause()  # the computers wait while the replay is shown
    replay = replay_window(back.record(), window, viewer=0, ask=False)
    if replay is None:
        raise Failed(f"{game_id}: the replay did not open")
    try:
        replay.show()
        replay.end()
        if replay.model.step != len(saved["history"]) or replay.model.steps != len(saved["history"]):
            raise Failed(f"{game_id}: the replay ended at move {replay.model.step} of {len(saved['history'])}")
        if replay.model.state.observation(0) != position:
            raise Failed(f"{game_id}: the replay's last position differs from the game's")
        _render(replay, f"{game_id} replay")
    finally:
        replay.close()
    window.controller.pause(False)
    return save_id, len(saved["history"])


def _render(widget, what: str) -> None:
    """The widget painted with every card image ready: a picture of many colours."""
    cache = widget.window().ctx.cache if hasattr(widget.window(), "ctx") else None
    image = widget.grab().toImage()
    for _ in range(5):
        if cache is None or cache.pending_count() == 0:
            break
        cache.wait_for_pending(10_000)
        QCoreApplication.processEvents()
        image = widget.grab().toImage()
    if image.isNull() or image.width() < 100 or image.height() < 100:
        raise Failed(f"{what}: nothing was rendered")
    colours = Counter(image.pixel(x, y) for x in range(0, image.width(), 5) for y in range(0, image.height(), 5))
    if len(colours) < 50 or colours.most_common(1)[0][1] > 0.9 * sum(colours.values()):
        raise Failed(f"{what}: the rendered table is blank ({len(colours)} colours)")


#: words of each language in the order its collation sorts them (ICU's locale data: the Linux
#: bundle carries it trimmed to these languages, packaging/icu_trim.py), and a word upper-cased
COLLATION = {
    "en": (["Apple", "banana", "cherry"], "banana", "BANANA"),
    "ru": (["Абрикос", "ёж", "ель", "Жук"], "ёж", "ЁЖ"),
    "uk": (["гора", "ґава", "Єва", "іній", "їжак"], "ґава", "ҐАВА"),
    "es": (["árbol", "nube", "ñu", "Oso"], "ñu", "ÑU"),
    "fa": (["آب", "بابا", "پدر", "زن", "ژاله"], "پدر", "پدر"),
}


def check_locale_data(lang: str) -> None:
    """Sorting and case mapping in ``lang`` (Qt asks ICU for them on Linux)."""
    from PySide6.QtCore import QCollator, QLocale
    ordered, word, upper = COLLATION[lang]
    collator = QCollator(QLocale(lang))
    shuffled = list(reversed(ordered))
    if sorted(shuffled, key=collator.sortKey) != ordered:
        raise Failed(f"{lang}: words sort as {sorted(shuffled, key=collator.sortKey)}, not {ordered}")
    if QLocale(lang).toUpper(word) != upper:
        raise Failed(f"{lang}: {word!r} upper-cased is {QLocale(lang).toUpper(word)!r}, not {upper!r}")


def check_languages(app) -> int:
    """Every language's translations load: ours (.qm in the resources) and Qt's own; on Linux
    also its sorting and case mapping (the locale data the bundle carries)."""
    loaded = 0
    for lang in LANGUAGES:
        if sys.platform.startswith("linux"):
            check_locale_data(lang)
        ours = QTranslator(app)
        if not ours.load(str(ROOT / "i18n" / f"cardgames_{lang}.qm")) or ours.isEmpty():
            raise Failed(f"{lang}: cardgames_{lang}.qm does not load")
        if lang != "en":
            english = "&Game"
            if ours.translate("MainWindow", english) in ("", english):
                raise Failed(f"{lang}: cardgames_{lang}.qm does not translate the Game menu")
            qt = QTranslator(app)
            if not qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                raise Failed(f"{lang}: Qt's own qtbase_{lang}.qm does not load")
        loaded += 1
    return loaded


def self_test(app: QApplication, seed: int = 7) -> int:
    from cardgames_qt import version
    from cardgames_qt.ui.main_window import MainWindow

    started = time.monotonic()
    report = Report()
    window = None
    try:
        window = MainWindow(start_page=False)
        window.settings = window.settings.with_value("move_delay_ms", 0).with_value("reduced_motion", True)
        window.ctx.configure(reduced_motion=True)
        window.resize(1280, 820)
        window.show()
        for game_id in GAME_IDS:
            try:
                report.moves += play(window, game_id, seed)
                report.games += 1
                save_reopen_replay(window, game_id)
                report.saved += 1
                report.reopened += 1
                report.replayed += 1
                _render(window, game_id)
                report.rendered += 1
            except Failed as exc:
                report.failures.append(str(exc))
            except Exception as exc:  # noqa: BLE001 - any failure is a failed check, said in one line
                report.failures.append(f"{game_id}: {type(exc).__name__}: {exc}")
        try:
            report.languages = check_languages(app)
        except Failed as exc:
            report.failures.append(str(exc))
    finally:
        if window is not None:
            window.close()
            store = window._save_store  # closed, so that the throwaway profile can be removed (Windows)
            if store is not None:
                store.close()
            window.deleteLater()
            QCoreApplication.processEvents()
    print(report.line(time.monotonic() - started, version(), bool(getattr(sys, "frozen", False))), flush=True)
    return 1 if report.failures else 0
