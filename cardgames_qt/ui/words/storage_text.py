"""The storage layer's messages in the player's language: the one place that words them.

The storage layer (plain Python, no Qt) says what happened as a
``storage.errors.Message``: its English text (the ``str``), a stable ``key`` and
its ``params``. An error carries one as ``.message`` (``.key``/``.params``); the
notices of a start, of the Load list and of the statistics are Messages too.
Here each key becomes a translated sentence; a parameter that is itself a
Message (a reason, "the move") is worded by its own key, numbers take the
locale's digits, file names, paths and the player's titles are kept as they are
(isolated in right-to-left text). Anything without a key (a system's own words,
an unknown key) is shown as its English text. In English the storage layer's own
text is shown as it is (the sources below are that English, for the translators).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from cardgames_qt.ui.i18n import current_language, is_rtl, isolate, join_list, name_text, num

#: lupdate reads the literal of each translate("Storage", ...) call below
translate = QCoreApplication.translate


def _fill(template: str, *values: str) -> str:
    """The translated ``template`` with %1, %2, ... replaced in ONE pass: a value (a
    player's name, a file name) is never read again, so a "%1" in it stays as it is."""
    def value(m: re.Match) -> str:
        i = int(m.group(1))
        return values[i - 1] if 1 <= i <= len(values) else m.group(0)
    return re.sub(r"%(\d+)", value, template)


class Storage(QObject):
    """Sentences with a count (%n): lupdate finds plural forms only in self.tr (context "Storage")."""

    def side_moved(self, n: int) -> str:
        return self.tr("The %2 beside the saves database were not ordinary files; they were moved to %1. "
                       "Your games are intact.", "", n)

    def moved_aside_exported(self, n: int) -> str:
        return self.tr("The saves database could not be used: %1. It was moved to %2 and a new one was "
                       "started. %n games could be read from it and were exported there as save files.", "", n)

    def legacy_skipped(self, n: int) -> str:
        return self.tr("%n saved games or statistics of an earlier version could not be imported and "
                       "were left as they were: %1", "", n)

    def swept(self, n: int) -> str:
        return self.tr("The data of %n stored games%1 is damaged in the saves database: they were kept "
                       "aside; the other games are not affected.", "", n)

    def more_aside(self, n: int) -> str:
        return self.tr("%n more damaged games were kept aside.", "", n)

    def bad_results(self, n: int) -> str:
        return self.tr("The results of %n games are damaged in the saves database and were left out of "
                       "these statistics.", "", n)

    def bad_totals(self, n: int) -> str:
        return self.tr("%n imported totals are damaged in the saves database and were left out of these "
                       "statistics.", "", n)

    def seats_listed(self, n: int) -> str:
        return self.tr("it lists %n players for a %1-player game", "", n)

    def name_long(self, n: int) -> str:
        return self.tr("A name can have at most %n characters.", "", n)


_PLURALS: Storage | None = None


def _plural(name: str, n: int) -> str:
    """The plural sentence ``name`` for ``n``, the count in the locale's digits."""
    global _PLURALS
    if _PLURALS is None:
        _PLURALS = Storage()
    # Qt has put n in Latin digits where %n was (the %1, %2 still to fill are left alone)
    return re.sub(rf"(?<![%\d]){n}(?!\d)", lambda _m: num(n), getattr(_PLURALS, name)(n))


def _word(value: Any) -> str:
    """A parameter: a Message by its key, a whole number in the locale's digits, else as it is."""
    if getattr(value, "key", None) is not None:
        return storage_text(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return num(value)
    return str(value)


def _figure(value: Any) -> str:
    """A measured figure (a file's size in MiB, a speed factor) in the locale's digits and
    decimal sign ("۲٫۵" in Persian), with as many places as it has (at most two)."""
    try:
        value = float(value)
    except (TypeError, ValueError):
        return isolate(str(value))
    if value.is_integer():
        return num(int(value))
    return num(value, 1 if round(value, 1) == round(value, 2) else 2)


def _load_menu(item: str = "load") -> str:
    """Where a game kept aside is exported: the window's own menu names ("Game → Load…"),
    as the menu bar shows them in the player's language, without their shortcut marks
    (in right-to-left text the path runs leftwards: "بازی ← بارگذاری…"). ``item``:
    "load" or "export" (Game → Export…)."""
    def shown(text: str) -> str:
        return re.sub(r"\s*\(&\w\)", "", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    arrow = " ← " if is_rtl() else " → "
    last = translate("MainWindow", "&Export…") if item == "export" else translate("MainWindow", "&Load…")
    return shown(translate("MainWindow", "&Game")) + arrow + shown(last)


def _n(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _file(name: Any) -> str:
    """A file's name, as it is: quoted by the sentence, kept in one piece in right-to-left text."""
    return name_text(str(name))


def _quoted(text: str) -> str:
    """A name in the language's quotation marks (“…” in English, «…» in Russian)."""
    return _fill(translate("Storage", "“%1”", "a name in quotation marks"), text)


def _path(path: Any) -> str:
    return isolate(str(path))


def _where(p: dict) -> str:
    """ " (folder)" after an OS reason, or nothing."""
    return f" ({_path(p['folder'])})" if p.get("folder") else ""


def _game(p: dict, key: str = "game_id", english: str = "game") -> str:
    from cardgames_qt.engine.catalogue import TITLES
    from cardgames_qt.ui.words.catalogue_text import title
    game_id = p.get(key)
    return title(game_id) if game_id in TITLES else str(p.get(english, game_id))


def _titles(p: dict) -> str:
    titles = [_quoted(name_text(t)) for t in p.get("titles", ())]
    if not titles:
        return ""
    if p.get("more"):
        titles.append("…")
    return f" ({join_list(titles)})"


def _choices(p: dict) -> str:
    """The allowed values of a setting, as the settings file writes them (kept as they are)."""
    return join_list(isolate(str(c)) for c in p["choices"])


def _engine(p: dict, english: str) -> str:
    from cardgames_qt.ui.words.engine_text import refusal_text
    return refusal_text(p.get("code", "generic"), p.get("params") or {}, fallback=english)


#: the few words of what is damaged, by those words (storage/validate.py's checks and the readers of files)
def _damage_words() -> dict[str, str]:
    return {
        "its game settings are missing or wrong": translate("Storage", "its game settings are missing or wrong"),
        "a seat is not described properly": translate("Storage", "a seat is not described properly"),
        "a seat has no proper name": translate("Storage", "a seat has no proper name"),
        "a seat's name is longer than the limit of 40 characters": translate(
            "Storage", "a seat's name is longer than the limit of 40 characters"),
        "a seat is neither human nor computer": translate("Storage", "a seat is neither human nor computer"),
        "a computer seat names no proper opponent": translate("Storage", "a computer seat names no proper opponent"),
        "its list of players is missing or wrong": translate("Storage", "its list of players is missing or wrong"),
        "its deal number (seed) is missing or out of range":
            translate("Storage", "its deal number (seed) is missing or out of range"),
        "its list of moves is missing": translate("Storage", "its list of moves is missing"),
        "a move in it is not written properly": translate("Storage", "a move in it is not written properly"),
        "its game settings or players are not readable":
            translate("Storage", "its game settings or players are not readable"),
        "its game settings are impossible": translate("Storage", "its game settings are impossible"),
        "its number of moves is not a number": translate("Storage", "its number of moves is not a number"),
        "its date is not a date": translate("Storage", "its date is not a date"),
        "its name is not text": translate("Storage", "its name is not text"),
        "its list of players is not readable": translate("Storage", "its list of players is not readable"),
        "a stored move is not a move": translate("Storage", "a stored move is not a move"),
        "a stored value is not readable": translate("Storage", "a stored value is not readable"),
        "moves are missing": translate("Storage", "moves are missing"),
        "the moves do not match the rules": translate("Storage", "the moves do not match the rules"),
        "it is not text: the file is damaged or is not one of ours":
            translate("Storage", "it is not text: the file is damaged or is not one of ours"),
        "it is empty": translate("Storage", "it is empty"),
        "it is damaged (nested too deeply)": translate("Storage", "it is damaged (nested too deeply)"),
        "it is damaged or cut short (not valid JSON)":
            translate("Storage", "it is damaged or cut short (not valid JSON)"),
    }


def _field(key: str) -> str:
    """The name of a field of a save file, for "its … is missing or wrong"."""
    names = {"title": translate("Storage", "name"), "note": translate("Storage", "note"),
             "uid": translate("Storage", "game identifier"), "saved_at": translate("Storage", "date of saving"),
             "app_version": translate("Storage", "app version")}
    return names.get(key, isolate(str(key)))


def _damage(p: dict, english: str) -> str:
    return _damage_words().get(english, english)


Render = Callable[[dict, str], str]

_RENDER: dict[str, Render] = {
    "joined": lambda p, e: " ".join(storage_text(part) for part in p["parts"]),
    "damage": _damage,
    "damage.seats": lambda p, e: _fill(
        _plural("seats_listed", _n(p["listed"])), _word(p["players"])),
    "engine": _engine,
    "damage.field": lambda p, e: _fill(translate("Storage", "its %1 is missing or wrong"), _field(p["key"])),
    "damage.settings_detail": lambda p, e: _fill(
        translate("Storage", "its game settings are impossible (%1)"), _word(p["detail"])),
    # --- reasons from the system --------------------------------------------------------------
    "os.read_only": lambda p, e: translate("Storage", "the folder is read-only or not writable") + _where(p),
    "os.read_only_plain": lambda p, e: translate("Storage", "the folder is read-only"),
    "os.disk_full": lambda p, e: translate("Storage", "the disk is full"),
    "os.not_regular": lambda p, e: translate("Storage", "it is not an ordinary file") + _where(p),
    "os.folder_in_way": lambda p, e: translate("Storage", "a folder is in the way of the file") + _where(p),
    "os.file_in_way": lambda p, e: translate("Storage", "a file is in the way of a folder") + _where(p),
    "os.io": lambda p, e: translate("Storage", "the disk could not be read or written") + _where(p),
    "os.name_too_long": lambda p, e: translate("Storage", "the file's name or folder is too long") + _where(p),
    "os.no_folder": lambda p, e: translate("Storage", "the folder does not exist") + _where(p),
    "os.refused": lambda p, e: translate("Storage", "the system refused the write") + _where(p),
    # the system's (or SQLite's) own words: not ours to translate, kept in one piece
    "os.other": lambda p, e: isolate(str(p["strerror"])) + _where(p),
    "db.refused": lambda p, e: translate("Storage", "the system refused"),
    "db.busy_reason": lambda p, e: translate("Storage", "another program is using the saves; try again"),
    # --- the saves database -------------------------------------------------------------------
    "db.dangling_link": lambda p, e: translate("Storage", "it is a link to a file that does not exist"),
    "db.not_a_file": lambda p, e: translate("Storage", "something that is not a file is in the place of the database"),
    "db.not_a_database": lambda p, e: translate("Storage", "the file is damaged or is not a database"),
    "db.foreign": lambda p, e: translate("Storage", "the file belongs to another program"),
    "db.unknown_version": lambda p, e: _fill(
        translate("Storage", "its version number (%1) is not one the app ever wrote"), _word(p["version"])),
    "db.unknown_objects": lambda p, e: translate("Storage", "it holds triggers or views that the app did not create"),
    "db.other_tables": lambda p, e: translate("Storage", "its tables are not those of this version of the app"),
    "db.damaged": lambda p, e: translate("Storage", "the file is damaged"),
    "db.unusable": lambda p, e: translate("Storage", "the file cannot be used"),
    "db.cannot_keep": lambda p, e: _fill(translate("Storage", "The saves cannot be kept: %1."), _word(p["reason"])),
    "db.too_new": lambda p, e: _fill(
        translate("Storage", "The saves were made by a newer version of the app (database version %1; this version "
                             "knows up to %2). They were left untouched: update the app to use them."),
        _word(p["version"]), _word(p["known"])),
    "db.busy": lambda p, e: translate("Storage", "The saves are busy in another window; try again."),
    "db.cannot_open": lambda p, e: _fill(
        translate("Storage", "The saves database cannot be opened (%1). It was left as it was."), _word(p["reason"])),
    "db.not_created": lambda p, e: translate("Storage", "The saves database could not be created."),
    "db.cannot_open_os": lambda p, e: _fill(
        translate("Storage", "The saves database cannot be opened: %1. Nothing was changed."), _word(p["reason"])),
    "db.side_stuck": lambda p, e: _fill(
        translate("Storage", "The saves database cannot be opened: “%1” beside it is not an ordinary file and could "
                             "not be moved aside (%2). Nothing was changed."), _file(p["name"]), _word(p["reason"])),
    "db.side_moved": lambda p, e: _fill(
        _plural("side_moved", len(p["names"])), _path(p["folder"]), join_list(_quoted(_file(n)) for n in p["names"])),
    "db.wal_stuck": lambda p, e: _fill(
        translate("Storage", "The saves database was replaced after its journal (-wal) was written, and the journal "
                             "could not be moved aside (%1). Nothing was changed."), _word(p["reason"])),
    "db.stale_wal": lambda p, e: _fill(
        translate("Storage", "The saves database was replaced while the app was closed: the journal (-wal) left "
                             "beside it belonged to the earlier file and was not applied to it. It was moved to %1; "
                             "the database is used as it is."), _path(p["folder"])),
    "db.aside_stuck": lambda p, e: _fill(
        translate("Storage", "The saves database cannot be used (%1) and could not be moved aside: %2. Nothing was "
                             "changed."), _word(p["reason"]), _word(p["os_reason"])),
    "db.changed_elsewhere": lambda p, e: translate(
        "Storage", "the saves database was changed by another program (it now holds something the app did not "
                   "create); restart the app to set it aside"),
    "os.read_only_db": lambda p, e: translate("Storage", "the saves database file is read-only"),
    "db.read_only_file": lambda p, e: translate(
        "Storage", "The saves database file is read-only: its games can be opened and played, but nothing is "
                   "written into it."),
    "game.discarded_elsewhere": lambda p, e: translate(
        "Storage", "This game was discarded in another window: it is no longer saved here."),
    "db.repaired": lambda p, e: _fill(
        translate("Storage", "An index of the saves database was damaged; it was rebuilt from the games, which are "
                             "intact. A copy of the file as it was is kept in %1."), _path(p["folder"])),
    "db.replaced_running": lambda p, e: _fill(translate(
        "Storage", "The saves database was replaced or moved by another program while the app runs: nothing more is "
                   "saved into it. Use %1 to keep this game in a file, and restart the app to use the saves as they "
                   "are now."), _load_menu("export")),
    "db.moved_aside": lambda p, e: _fill(
        translate("Storage", "The saves database could not be used: %1. It was moved to %2 and a new one was started."),
        _word(p["reason"]), _path(p["folder"])),
    "db.moved_aside_exported": lambda p, e: _fill(
        _plural("moved_aside_exported", _n(p["count"])), _word(p["reason"]), _path(p["folder"])),
    "profile.in_memory": lambda p, e: f"{_word(p['reason'])} {p['lost']}",
    "legacy.skipped": lambda p, e: _fill(
        _plural("legacy_skipped", _n(p["count"])),
        isolate(str(p["listed"])) + ("…" if p.get("more", ".") != "." else ".")),
    "legacy.failed": lambda p, e: _fill(
        translate("Storage", "The saves of an earlier version could not be imported (%1); they were left as they "
                             "were."), _word(p["reason"])),
    # --- games in the database ----------------------------------------------------------------
    "game.in_other_window": lambda p, e: translate(
        "Storage", "This game is open in another window. Close it there to continue it here."),
    "game.replaced": lambda p, e: translate(
        "Storage", "This save was just replaced or deleted in another window; the list shows the saves as they are "
                   "now."),
    "game.continued_elsewhere": lambda p, e: translate(
        "Storage", "This game was continued in another window; the moves here are no longer saved."),
    "game.no_longer_saved": lambda p, e: translate(
        "Storage", "This game is no longer saved here: it was opened in another window."),
    "game.kept_aside": lambda p, e: _fill(
        translate("Storage", "This game cannot be resumed: its moves are damaged (%1). It has been kept aside and "
                             "can still be exported (%2)."), _word(p["reason"]), _load_menu()),
    "game.kept_aside_loaded": lambda p, e: _fill(
        translate("Storage", "This game cannot be loaded: its moves are damaged (%1). It has been kept aside and can "
                             "still be exported (%2)."), _word(p["reason"]), _load_menu()),
    "game.no_longer_there": lambda p, e: translate("Storage", "This game is no longer there."),
    "game.settings_impossible": lambda p, e: translate("Storage", "its game settings are impossible"),
    "game.unreadable": lambda p, e: _fill(
        translate("Storage", "Nothing of this game can be read: its stored data is damaged (%1)."), _word(p["reason"])),
    "game.row_aside": lambda p, e: _fill(
        translate("Storage", "This game cannot be opened: its stored data is damaged (%1). It has been kept aside."),
        _word(p["reason"])),
    "game.listed_aside": lambda p, e: _fill(
        translate("Storage", "The game “%1” was kept aside: its stored data is damaged (%2). The other games are not "
                             "affected."), name_text(str(p["title"])), _word(p["reason"])),
    "game.swept": lambda p, e: _fill(_plural("swept", _n(p["count"])), _titles(p)),
    "game.more_aside": lambda p, e: _plural("more_aside", _n(p["count"])),
    "game.snapshot_rebuilt": lambda p, e: translate(
        "Storage", "The game's resume point was damaged; it was rebuilt from its moves."),
    "game.older_unreadable": lambda p, e: _fill(
        translate("Storage", "The game's earlier moves could not be read (%1)."), _word(p["reason"])),
    "game.nothing_to_continue": lambda p, e: translate("Storage", "There is no saved game to continue."),
    "game.gone": lambda p, e: translate("Storage", "This game is no longer there."),
    "what.game": lambda p, e: translate("Storage", "the game"),
    "what.move": lambda p, e: translate("Storage", "the move"),
    "what.result": lambda p, e: translate("Storage", "the result"),
    "what.take_back": lambda p, e: translate("Storage", "the take-back"),
    # --- saves and save files -----------------------------------------------------------------
    "save.busy": lambda p, e: _fill(
        translate("Storage", "Could not save %1: another program is using the saves; try again."), _word(p["what"])),
    "save.write_failed": lambda p, e: _fill(
        translate("Storage", "Could not save %1: %2."), _word(p["what"]), _word(p["reason"])),
    "save.name_needed": lambda p, e: translate(
        "Storage", "Please give the save a name with at least one letter or digit."),
    "save.exists": lambda p, e: _fill(
        translate("Storage", "A save called “%1” already exists."), name_text(str(p["title"]))),
    "save.gone": lambda p, e: translate("Storage", "This save is no longer there."),
    "save.unstorable": lambda p, e: translate(
        "Storage", "This save cannot be imported: it holds values the app cannot store."),
    "save.damaged": lambda p, e: _fill(translate("Storage", "This save is damaged: %1."), _word(p["what"])),
    "save.not_ours": lambda p, e: translate("Storage", "This file is not a cardgames-qt save."),
    "save.no_version": lambda p, e: translate("Storage", "This save has no valid format version."),
    "save.too_new": lambda p, e: _fill(
        translate("Storage", "This save was made by a newer version of the app (save format %1, this version reads "
                             "up to %2). Update the app to open it."), _word(p["version"]), _word(p["known"])),
    "save.wrong_game": lambda p, e: _fill(
        translate("Storage", "This is a save of %1, not of %2."), _game(p), _game(p, "wanted_id", "wanted")),
    "save.game_unavailable": lambda p, e: _fill(
        translate("Storage", "This version of the app cannot play %1 yet."), _game(p)),
    "save.not_replayable_detail": lambda p, e: _fill(
        translate("Storage", "This save cannot be replayed: %1"), _word(p["detail"])),
    "save.not_replayable": lambda p, e: translate("Storage", "This save cannot be replayed by the rules."),
    "save.not_replayable_version": lambda p, e: translate(
        "Storage", "This save's moves cannot be replayed by this version of the game."),
    "file.too_large": lambda p, e: _fill(
        translate("Storage", "This file is too large to be a save (%1 MiB; saves are under %2 MiB)."),
        _figure(p["size"]), _figure(p["limit"])),
    "file.unreadable_os": lambda p, e: _fill(
        translate("Storage", "The save could not be read: %1."), _word(p["reason"])),
    "file.unreadable": lambda p, e: _fill(translate("Storage", "This save cannot be opened: %1."), _word(p["reason"])),
    "file.gone": lambda p, e: _fill(translate("Storage", "There is no file called “%1” any more."), _file(p["name"])),
    "file.exists": lambda p, e: _fill(translate("Storage", "A file called “%1” already exists."), _file(p["name"])),
    "file.not_regular": lambda p, e: _fill(
        translate("Storage", "“%1” is not an ordinary file; nothing was written."), _file(p["name"])),
    "file.restored": lambda p, e: translate(
        "Storage", "The save was damaged and has been restored from its backup: the last move may be lost."),
    "save.name_missing": lambda p, e: translate("Storage", "A save needs a name."),
    "file.autosave_not_removed": lambda p, e: _fill(
        translate("Storage", "Could not remove the autosave: %1."), _word(p["reason"])),
    "file.not_deleted": lambda p, e: _fill(translate("Storage", "Could not delete the save: %1."), _word(p["reason"])),
    "file.no_save": lambda p, e: _fill(
        translate("Storage", "There is no save called “%1”."), name_text(str(p["title"]))),
    "file.not_saved": lambda p, e: _fill(
        translate("Storage", "Could not save the game: %1. The previous save is unchanged."), _word(p["reason"])),
    "file.unreadable_plain": lambda p, e: translate("Storage", "This save cannot be read."),
    "file.write_failed": lambda p, e: _fill(translate("Storage", "Could not write the file: %1."), _word(p["reason"])),
    # --- statistics ---------------------------------------------------------------------------
    "stats.player_unreadable": lambda p, e: _fill(
        translate("Storage", "The statistics of %1 could not be read and were left out."), name_text(str(p["name"]))),
    "stats.game_unreadable": lambda p, e: _fill(
        translate("Storage", "The %1 statistics of %2 could not be read and were left out."), _game(p),
        name_text(str(p["name"]))),
    "stats.file_moved": lambda p, e: _fill(
        translate("Storage", "%1 It has been moved aside. Statistics start afresh."), _word(p["reason"])),
    "stats.restored": lambda p, e: translate(
        "Storage", "The statistics file was damaged and has been moved aside; the statistics were restored from the "
                   "backup (the last game may be missing)."),
    "stats.blocked": lambda p, e: _fill(
        translate("Storage", "%1 The game was not recorded, so as not to overwrite it."), _word(p["reason"])),
    "stats.write_failed": lambda p, e: _fill(
        translate("Storage", "Could not save the statistics: %1. The previous statistics are unchanged."),
        _word(p["reason"])),
    "stats.too_large": lambda p, e: translate("Storage", "The statistics file is far too large to be ours."),
    "stats.unreadable": lambda p, e: _fill(
        translate("Storage", "The statistics file cannot be read: %1."), _word(p["reason"])),
    "stats.not_ours": lambda p, e: translate("Storage", "The statistics file is not a cardgames-qt statistics file."),
    "stats.not_recorded": lambda p, e: _fill(
        translate("Storage", "The statistics were not recorded: %1."), _word(p["reason"])),
    "stats.not_reset": lambda p, e: _fill(
        translate("Storage", "The statistics could not be reset: %1."), _word(p["reason"])),
    "stats.bad_results": lambda p, e: _plural("bad_results", _n(p["count"])),
    "stats.bad_totals": lambda p, e: _plural("bad_totals", _n(p["count"])),
    # --- settings -----------------------------------------------------------------------------
    "set.speed": lambda p, e: _fill(
        translate("Storage", "The animation speed must be between %1× and %2×."), _figure(p["low"]),
        _figure(p["high"])),
    "set.delay": lambda p, e: _fill(
        translate("Storage", "The computer's move delay must be a whole number of milliseconds from %1 to %2."),
        _word(p["low"]), _word(p["high"])),
    "set.deck": lambda p, e: _fill(translate("Storage", "The deck must be one of: %1."), _choices(p)),
    "set.speak": lambda p, e: _fill(translate("Storage", "Speak the game must be one of: %1."), _choices(p)),
    "set.language": lambda p, e: _fill(translate("Storage", "The language must be one of: %1."), _choices(p)),
    "set.reduced_motion": lambda p, e: translate("Storage", "Reduced motion must be on or off."),
    "set.no_such": lambda p, e: translate("Storage", "There is no such setting."),
    "set.no_seats": lambda p, e: translate("Storage", "Each game needs a list of players."),
    "set.seat_count": lambda p, e: _fill(
        translate("Storage", "This %1 table has %2 players, not %3."), _game(p), _word(p["players"]),
        _word(p["given"])),
    "set.seat_shape": lambda p, e: translate("Storage", "A player is described by a name and a kind."),
    "set.name_text": lambda p, e: translate("Storage", "A name is a line of text."),
    "set.name_long": lambda p, e: _plural("name_long", _n(p["limit"])),
    "set.name_twice": lambda p, e: _fill(
        translate("Storage", "Two players are both called “%1”."), name_text(str(p["name"]))),
    "name.broken": lambda p, e: translate("Storage", "A name cannot hold a broken character (it is not valid text)."),
    "name.invisible": lambda p, e: translate(
        "Storage", "A name cannot hold control, direction or zero-width characters."),
    "name.looks_like": lambda p, e: _fill(
        translate("Storage", "“%1” looks the same as another player's name, “%2”."), name_text(str(p["name"])),
        name_text(str(p["other"]))),
    "save.name_refused": lambda p, e: _fill(
        translate("Storage", "This save cannot be imported. %1"), _word(p["reason"])),
    "set.seat_kind": lambda p, e: translate("Storage", "A player is either a human or the computer."),
    "set.bot": lambda p, e: translate("Storage", "That computer opponent is not known."),
    "set.note_players": lambda p, e: _fill(
        translate("Storage", "%1 players: %2 The default players are used."), _game(p), _word(p["reason"])),
    "set.note_default": lambda p, e: _fill(translate("Storage", "%1 The default is used."), _word(p["reason"])),
    "set.note_game_default": lambda p, e: _fill(
        translate("Storage", "%1: %2 The default is used."), _game(p), _word(p["reason"])),
    "set.note_unknown_keys": lambda p, e: _fill(
        translate("Storage", "%1: this version has no setting called %2; left out."), _game(p),
        join_list(_quoted(name_text(str(k))) for k in p.get("names", ()))),
    "save.results_unreadable": lambda p, e: translate(
        "Storage", "The results written in this file could not be read; the results of its moves are used."),
    "save.results_differ": lambda p, e: translate(
        "Storage", "The results written in this file do not match its moves; the results of its moves are used."),
    "set.note_unknown": lambda p, e: _fill(
        translate("Storage", "This version has no setting called %1; left out."),
        join_list(_quoted(name_text(str(k))) for k in p.get("names", ()))),
    "set.note_bot": lambda p, e: _fill(
        translate("Storage", "%1, player %2: this version has no computer level called “%3”; the strongest "
                             "computer plays in its place."), _game(p), _word(p["seat"]), name_text(str(p["bot"]))),
    "set.original_kept": lambda p, e: _fill(
        translate("Storage", "The settings file as it was is kept as %1."), _path(p["path"])),
    "set.file_moved": lambda p, e: _fill(
        translate("Storage", "%1 It has been moved aside. The default settings are used."), _word(p["reason"])),
    "set.file_defaults": lambda p, e: _fill(
        translate("Storage", "%1 The default settings are used."), _word(p["reason"])),
    "set.restored": lambda p, e: translate(
        "Storage", "The settings file was damaged and has been moved aside; the previous settings were restored from "
                   "the backup."),
    "set.restored_backup": lambda p, e: translate(
        "Storage", "The settings file was damaged; the previous settings were restored from the backup."),
    "set.left_as_is": lambda p, e: _fill(
        translate("Storage", "The settings file is left as it is, because %1. Changes to the settings apply until "
                             "you quit and are not saved over it.", "%1: why, e.g. “it could not be read”"),
        _word(p["why"])),
    "set.not_saved": lambda p, e: _fill(
        translate("Storage", "Changes to the settings apply until you quit and are not saved: the settings file is "
                             "left as it is, because %1.", "%1: why, e.g. “it could not be read”"),
        _word(p["why"])),
    "set.why_copy": lambda p, e: _fill(
        translate("Storage", "it could not be copied aside: %1", "said of the settings file, after “because”"),
        _word(p["reason"])),
    "set.why_move": lambda p, e: _fill(
        translate("Storage", "it could not be moved aside: %1", "said of the settings file, after “because”"),
        _word(p["reason"])),
    "set.why_read": lambda p, e: translate("Storage", "it could not be read",
                                           "said of the settings file, after “because”"),
    "set.write_failed": lambda p, e: _fill(
        translate("Storage", "Could not save the settings: %1. The previous settings are unchanged."),
        _word(p["reason"])),
    "set.too_large": lambda p, e: translate("Storage", "The settings file is far too large to be ours."),
    "set.unreadable": lambda p, e: _fill(
        translate("Storage", "The settings file cannot be read: %1."), _word(p["reason"])),
    "set.not_ours": lambda p, e: translate("Storage", "The settings file is not a cardgames-qt settings file."),
}

#: every key the storage layer uses that is worded here (tests walk them)
KEYS = frozenset(_RENDER)


def storage_text(what: Any) -> str:
    """The player's sentence for a storage error or notice (a Message, an error carrying
    one, or plain text); the English text for anything without a known key."""
    if what is None:
        return ""
    if isinstance(what, BaseException):
        message = getattr(what, "message", None)
        what = message if isinstance(message, str) and message else (str(what) or what.__class__.__name__)
    if current_language() == "en":
        return str(what)  # the storage layer's own English (its singulars and plurals as they are)
    key = getattr(what, "key", None)
    render = _RENDER.get(key) if isinstance(key, str) else None
    if render is None:
        return str(what)
    try:
        return render(getattr(what, "params", None) or {}, str(what))
    except (KeyError, TypeError, AttributeError, IndexError, ValueError):
        return str(what)  # params that do not fit the key: the English, never a traceback
