"""A settings file whose copy could not be kept aside is never written over (issue 29:
nothing the player made is thrown away). The settings reader repairs a file it partly
cannot use only after copying it into quarantine/; when that copy cannot be made (here a
regular FILE named ``quarantine`` where the folder goes: it stops the copy for root too,
where chmod would not), the note says so truthfully, the settings changed this time apply
until the app quits, and no path writes over the file: the Settings dialog, the New game
dialog, the window's place kept at quit. The same for a damaged file that cannot be moved
aside, and for one that is restored from its backup."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox

from .test_hostile_store import _stop_watchers  # noqa: F401 (autouse fixture: closes the watchers)

ORIGINAL = {"format": "cardgames-qt-settings", "version": 1, "language": "en", "move_delay_ms": 0,
            "theme_from_v9": "dark"}  # a newer version's setting: left out, the file repaired


def _write(home: Path, data: object = None, raw: bytes | None = None) -> Path:
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw if raw is not None else json.dumps(data or ORIGINAL).encode())
    return path


def _block_quarantine(home: Path) -> Path:
    """A regular file where the quarantine folder must be: no copy can go there (root or not)."""
    blocker = home / "config" / "quarantine"
    blocker.write_bytes(b"a file where the folder should be\n")
    return blocker


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _start(qtbot):
    """The window as ``python -m cardgames_qt`` starts it: the settings read by the app's store,
    the window built on them, then the other games' settings read (the start's own step)."""
    from cardgames_qt.__main__ import _read_other_games
    from cardgames_qt.app import services
    from cardgames_qt.ui.main_window import MainWindow
    store = services.settings_store()
    settings = store.load()
    w = MainWindow(settings_store=store, settings=settings, start_bots=False)
    w.ctx.configure(reduced_motion=True)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(w.isActiveWindow, timeout=2000)  # nothing activates it here: waited for
    _read_other_games(w, store, len(store.messages))
    return w


def _tab_to(target, most: int = 80) -> None:
    for _ in range(most):
        if target.hasFocus():
            return
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
    assert target.hasFocus(), f"Tab never reached {type(target).__name__}"


def _by_key(qtbot, window, key, modifier, act) -> None:
    """Press ``key`` at the window; ``act(dialog)`` works the dialog that opens (and closes it by
    a key); a dialog still open afterwards (a failed check) is closed so the test ends."""
    done = []

    def look():
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(50, look)
            return
        try:
            act(dialog)
        finally:
            done.append(dialog)
            if dialog.isVisible():
                dialog.reject()
    QTimer.singleShot(50, look)
    QTest.keyClick(QApplication.focusWidget() or window, key, modifier)
    qtbot.waitUntil(lambda: bool(done) and QApplication.activeModalWidget() is None, timeout=5000)
    if QApplication.activeWindow() is None:  # offscreen Qt has no window manager to give the keys back:
        window.activateWindow()  # this stands in for it (the focus inside is never moved)
        qtbot.waitUntil(window.isActiveWindow, timeout=2000)


def _reduced_motion_on_and_ok(seen: list[str]):
    def act(dialog):
        seen.append(dialog.held_label.text() if dialog.held_label.isVisible() else "")
        box = next(c for c in dialog.findChildren(QCheckBox) if c.text().startswith("Reduced motion"))
        _tab_to(box)
        QTest.keyClick(box, Qt.Key_Space)
        assert box.isChecked()
        QTest.keyClick(box, Qt.Key_Return)  # OK, the dialog's default button
        assert not dialog.isVisible()
    return act


# --- through the window, by keys --------------------------------------------------------------
def test_the_copy_that_cannot_be_made_is_said_and_no_key_writes_over_the_file(qtbot, _isolated_home):
    path = _write(_isolated_home)
    blocker = _block_quarantine(_isolated_home)
    before, blocked = _sha(path), blocker.read_bytes()
    w = _start(qtbot)
    qtbot.waitUntil(lambda: "theme_from_v9" in w.status.text(), timeout=3000)
    said = w.status.text()
    assert ("The settings file is left as it is, because it could not be copied aside: a file is in the way of a "
            f"folder ({path.parent}). Changes to the settings apply until you quit and are not saved over it.") in said
    assert "This version has no setting called “theme_from_v9”; left out." in said
    assert "kept as" not in said  # never the note of a copy that does not exist

    # Settings (Ctrl+,): the dialog says it before anything is changed; Space, Enter
    seen: list[str] = []
    _by_key(qtbot, w, Qt.Key_Comma, Qt.ControlModifier, _reduced_motion_on_and_ok(seen))
    assert seen and "Changes to the settings apply until you quit and are not saved" in seen[0], seen
    assert "could not be copied aside" in seen[0]
    assert w.settings.reduced_motion is True  # it applies to this session
    assert w.status.text().startswith("Changes to the settings apply until you quit and are not saved: the "
                                      "settings file is left as it is, because it could not be copied aside")
    assert _sha(path) == before and not path.with_name("settings.json.bak").exists()

    # New game (Ctrl+Shift+N), Start by Enter: the game starts on these settings, the file stays
    started: list[bool] = []

    def start(dialog):
        started.append(dialog.held_label.isVisible())
        QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key_Return)
    _by_key(qtbot, w, Qt.Key_N, Qt.ControlModifier | Qt.ShiftModifier, start)
    assert started == [True]
    assert w.current_game() is not None
    assert _sha(path) == before

    w.close()  # the window's place is kept at quit: not over this file
    assert _sha(path) == before and blocker.read_bytes() == blocked
    assert sorted(p.name for p in path.parent.iterdir()) == ["quarantine", "settings.json"]

    # the next start says it again (nothing was lost), and still writes nothing
    w2 = _start(qtbot)
    qtbot.waitUntil(lambda: "could not be copied aside" in w2.status.text(), timeout=3000)
    assert w2.settings.reduced_motion is False  # the change lasted that session only
    w2.close()
    assert _sha(path) == before


def test_when_the_copy_can_be_made_the_repaired_settings_are_saved_as_before(qtbot, _isolated_home):
    path = _write(_isolated_home)
    original = path.read_bytes()
    w = _start(qtbot)
    qtbot.waitUntil(lambda: "theme_from_v9" in w.status.text(), timeout=3000)
    kept = sorted((path.parent / "quarantine").glob("settings.*"))
    assert len(kept) == 1 and kept[0].read_bytes() == original
    assert f"The settings file as it was is kept as {kept[0]}." in w.status.text()
    assert "left as it is" not in w.status.text()
    seen: list[str] = []
    _by_key(qtbot, w, Qt.Key_Comma, Qt.ControlModifier, _reduced_motion_on_and_ok(seen))
    assert seen == [""]  # no note in the dialog
    written = json.loads(path.read_text())
    assert written["reduced_motion"] is True and "theme_from_v9" not in written
    assert "not saved" not in w.status.text()
    assert kept[0].read_bytes() == original  # the copy stays as it was
    w.close()


def test_a_note_found_late_in_a_games_entry_holds_the_file_too(qtbot, _isolated_home):
    """Each game's entry is read when first used (after the first frame): a note found there
    holds the file as well, and the start's late step says why."""
    data = {"format": "cardgames-qt-settings", "version": 1, "language": "en",
            "games": {"zhopa": {"variant": {"house_rule_from_v9": 1}}}}
    path = _write(_isolated_home, data)
    _block_quarantine(_isolated_home)
    before = _sha(path)
    w = _start(qtbot)
    qtbot.waitUntil(lambda: "house_rule_from_v9" in w.status.text(), timeout=3000)
    assert "could not be copied aside: a file is in the way of a folder" in w.status.text()
    seen: list[str] = []
    _by_key(qtbot, w, Qt.Key_Comma, Qt.ControlModifier, _reduced_motion_on_and_ok(seen))
    assert "not saved" in seen[0] and "not saved" in w.status.text()
    w.close()
    assert _sha(path) == before


# --- every way the settings file is written: the store decides ---------------------------------
def _store():
    from cardgames_qt.app import services
    return services.settings_store()


def test_the_store_refuses_every_write_while_it_holds_the_file(_isolated_home):
    from cardgames_qt.app import services
    from cardgames_qt.storage.errors import SettingsKept
    path = _write(_isolated_home)
    _block_quarantine(_isolated_home)
    before = _sha(path)
    store = _store()
    settings = store.load()
    assert store.held is not None and store.held.key == "set.why_copy"
    assert [m.key for m in store.messages] == ["set.left_as_is", "set.note_unknown"]
    with pytest.raises(SettingsKept) as info:
        store.save(settings.with_value("deck", "large4"))
    assert info.value.key == "set.not_saved" and "could not be copied aside" in str(info.value)
    assert services.save_window_state(store, {"x": 1, "y": 2, "width": 800, "height": 600}) is not None
    assert _sha(path) == before


def test_a_damaged_file_that_cannot_be_moved_aside_is_left_and_never_written_over(_isolated_home):
    from cardgames_qt.storage.errors import SettingsKept
    from cardgames_qt.storage.settings import Settings
    path = _write(_isolated_home, raw=b'{"format": "cardgames-qt-settings", "lang')
    _block_quarantine(_isolated_home)
    before = _sha(path)
    store = _store()
    assert store.load() == Settings()
    said = " ".join(store.messages)
    assert "The default settings are used." in said and "moved aside." not in said
    assert "left as it is, because it could not be moved aside: a file is in the way of a folder" in said
    with pytest.raises(SettingsKept):
        store.save(Settings().with_value("language", "es"))
    assert _sha(path) == before and not path.with_name("settings.json.bak").exists()


def test_a_damaged_file_restored_from_its_backup_but_not_moved_aside_is_said_truthfully(_isolated_home):
    from cardgames_qt.storage.errors import SettingsKept
    store = _store()
    from cardgames_qt.storage.settings import Settings
    store.save(Settings().with_value("language", "es"))
    store.save(Settings().with_value("language", "fa"))  # the backup: "es"
    path, backup = store.path, store.path.with_name("settings.json.bak")
    path.write_bytes(b"\x00\x01 not json")
    _block_quarantine(_isolated_home)
    before, backup_before = _sha(path), _sha(backup)
    settings = store.load()
    assert settings.language == "es"
    assert [m.key for m in store.messages] == ["set.restored_backup", "set.left_as_is"]
    assert "has been moved aside" not in " ".join(store.messages)
    with pytest.raises(SettingsKept):
        store.save(settings.with_value("deck", "large4"))
    assert _sha(path) == before and _sha(backup) == backup_before


def test_the_notes_are_worded_in_every_language(qapp, _isolated_home):
    from cardgames_qt.ui.i18n import install_language
    from cardgames_qt.ui.words.storage_text import storage_text
    path = _write(_isolated_home)
    _block_quarantine(_isolated_home)
    store = _store()
    store.load()
    english = [storage_text(store.messages[0]), storage_text(store.kept_note())]
    try:
        for lang in ("ru", "uk", "es", "fa"):
            install_language(qapp, lang)
            for text, en in zip((storage_text(store.messages[0]), storage_text(store.kept_note())), english,
                                strict=True):
                assert text != en and str(path.parent) in text, (lang, text)
                assert "copied aside" not in text and "left as it is" not in text, (lang, text)
    finally:
        install_language(qapp, "en")
