"""Hostile and damaged files through the real app window, not only the store.

For each kind of bad autosave ("Continue") and bad named save ("Load…"):
the player gets one clear line (no traceback, no Python repr), the app keeps
running (a new game starts afterwards), the file is kept in quarantine
byte for byte, and nothing else in the home folder changes. Then the disk
refusing autosaves during play (a file where a folder should be; a full
disk through RLIMIT_FSIZE in a child process): the game goes on and the
status line says the autosave failed.
"""
from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QInputDialog, QMessageBox

from cardgames_qt.app.session import COMPUTER, GameSession, Seat
from cardgames_qt.engine import registry
from cardgames_qt.storage import SaveStore

from ..storage.conftest import play, record_of
from .conftest import load_through_dialog

ROOT = Path(__file__).resolve().parents[2]
PYTHON_ERROR = re.compile(  # an exception's name or repr, a dict, an escaped byte
    r"\b[A-Z][A-Za-z]*(Error|Exception)\b|Traceback|<class|Error\(|object at 0x|\{'|\\x[0-9a-f]{2}")


def assert_readable(message: str) -> None:
    """What the player reads: one line of plain words, no Python in it."""
    assert message and message == message.strip(), repr(message)
    assert "\n" not in message and len(message) <= 400, message
    assert not PYTHON_ERROR.search(message), message
    assert message[0].isupper() and message.endswith((".", "…")), message


def snapshot(home: Path) -> dict[str, object]:
    """Every file of the home folder but the quarantine (huge sparse files by size)."""
    files = {}
    for p in sorted(home.rglob("*")):
        if p.is_file() and "quarantine" not in p.relative_to(home).parts:
            size = p.stat().st_size
            files[str(p.relative_to(home))] = p.read_bytes() if size < 16 * 2**20 else ("size", size)
    return files


def quarantined(home: Path) -> set[Path]:
    q = home / "saves" / "quarantine"
    return set(q.iterdir()) if q.exists() else set()


# --- the bad files -----------------------------------------------------------------
def real_gops_save(moves: int = 9) -> bytes:
    """The bytes of a real autosave of a real Gops session (written, read back, removed)."""
    store = SaveStore()
    session = GameSession.start("gops", {"cards": 8, "games": 1}, [Seat("Ann"), Seat("Bob", COMPUTER, "random")],
                                seed=3, store=store)
    rng = random.Random(3)
    for _ in range(moves):
        seat = rng.choice(session.acting_seats())
        session.submit(seat, rng.choice(session.legal_actions(seat)))
    raw = store.autosave_path("gops").read_bytes()
    store.clear_autosave("gops")
    return raw


def guts_save() -> bytes:
    state = play(registry.new_state("guts", {"players": 3}, 4), random.Random(4), 5)
    data = {"format": "cardgames-qt-save", "version": 1, **record_of(state, {"players": 3}),
            "saved_at": "2026-01-01T10:00:00+00:00", "app_version": "0.1.0"}
    return json.dumps(data).encode()


def edited(raw: bytes, **changes) -> bytes:
    return json.dumps({**json.loads(raw), **changes}).encode()


def bad_files(good: bytes) -> dict[str, bytes]:
    data = json.loads(good)
    return {
        "truncated": good[: len(good) // 2],
        "empty": b"",
        "random bytes": random.Random(1).randbytes(900),
        "not UTF-8": good.replace(b'"Ann"', '"Zoë"'.encode("latin-1")),
        "UTF-16": good.decode().encode("utf-16"),
        "nested too deeply": b"[" * 50_000,
        "wrong shape: a list": b"[1, 2, 3]",
        "wrong shape: another program's JSON": b'{"name": "left-pad", "version": "1.3.0"}',
        "wrong shape: fields of the wrong type": edited(good, seats="Ann and Bob", history={"0": 5}),
        "wrong shape: a seed that is text": edited(good, seed="seven"),
        "another game's save": guts_save(),
        "unknown game": edited(good, game="chess"),
        "a newer format version": edited(good, version=2),
        "a history with an illegal move": edited(good, history=data["history"] + [[0, data["history"][0][1]]]),
        "a history with a junk action": edited(good, history=[[0, "QZ"]]),
        "an impossible variant": edited(good, variant={"cards": 99}),
        "enormous (9 MiB)": b'{"format": "cardgames-qt-save", "history": [' + b"[0, 1], " * (9 * 2**20 // 8) + b"]}",
    }


def still_usable(w) -> None:
    """The app keeps running: a new game opens on the table, then back home."""
    session = w.new_game("gops", seed=1)
    assert session is not None and w.stack.currentWidget() is w.table
    assert w.table.session.legal_actions(0)
    w.go_home()
    SaveStore().clear_autosave("gops")


def continue_with(w, home: Path, raw: bytes) -> tuple[str | None, set[Path]]:
    """Put ``raw`` in the Gops "Continue" slot, click Continue; (message, new quarantine files)."""
    path = SaveStore().autosave_path("gops")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    w.refresh_start_page()
    button = w.start_page.panels["gops"].continue_button
    assert button.isEnabled()
    before, kept = snapshot(home), quarantined(home)
    w.shown.clear()
    button.click()
    new = quarantined(home) - kept
    if w.table is None:
        del before[str(path.relative_to(home))]
        assert snapshot(home) == before, "loading a bad file changed another file"
    return (w.shown[0] if w.shown else None), new


def test_every_kind_of_bad_autosave_is_explained_and_kept_aside(app, _isolated_home):
    home = _isolated_home
    for label, raw in bad_files(real_gops_save()).items():
        message, new = continue_with(app, home, raw)
        assert app.table is None, f"{label}: a game opened from a bad file"
        assert message is not None, f"{label}: no message"
        assert_readable(message)
        assert len(app.shown) == 1
        assert [p.read_bytes() for p in new] == [raw], f"{label}: not kept byte for byte"
        assert not SaveStore().has_autosave("gops")
        still_usable(app)


def test_an_autosave_cut_short_anywhere_is_refused_clearly(app, _isolated_home):
    """A crash or a full disk can cut a file at any byte: a dense sample of cuts."""
    good = real_gops_save(moves=12)
    cuts = sorted(set(range(0, len(good), max(1, len(good) // 50))) | set(range(len(good) - 4, len(good))))
    refused = 0
    for cut in cuts:
        message, new = continue_with(app, _isolated_home, good[:cut])
        if app.table is not None:  # only the final newline was cut: the whole game is there
            assert cut == len(good) - 1 and app.shown == []
            app.go_home()
            SaveStore().clear_autosave("gops")
            continue
        refused += 1
        assert_readable(message)
        assert [p.read_bytes() for p in new] == [good[:cut]]
    assert refused >= len(cuts) - 1
    still_usable(app)


def test_a_bad_autosave_with_a_good_backup_continues_from_the_backup(app, _isolated_home):
    store = SaveStore()
    state = play(registry.new_state("gops", {"cards": 8, "games": 1}, 2), random.Random(2), 6)
    store.autosave("gops", record_of(state, {"cards": 8, "games": 1}))
    play(state, random.Random(3), 2)
    path = store.autosave("gops", record_of(state, {"cards": 8, "games": 1}))  # the first one is the .bak now
    path.write_bytes(b"\x00" * 300)
    app.refresh_start_page()
    app.start_page.panels["gops"].continue_button.click()
    assert app.table is not None and app.shown == []
    assert len(app.table.session.state.history) == 6  # the backup's game
    assert "backup" in app.status.text()
    assert_readable(app.status.text())
    assert [p.read_bytes() for p in quarantined(_isolated_home)] == [b"\x00" * 300]


def test_an_enormous_sparse_autosave_is_refused_without_reading_it(app, _isolated_home):
    path = SaveStore().autosave_path("gops")
    path.parent.mkdir(parents=True)
    with open(path, "wb") as f:
        f.write(b'{"format": "cardgames-qt-save", "version": 1, "history": [')
        f.truncate(32 * 2**30)  # reading it would take 32 GiB
    app.refresh_start_page()
    app.start_page.panels["gops"].continue_button.click()
    assert app.table is None and len(app.shown) == 1
    assert_readable(app.shown[0])
    assert "too large" in app.shown[0]
    [kept] = quarantined(_isolated_home)
    assert kept.stat().st_size == 32 * 2**30
    still_usable(app)


# --- named saves through Game → Load… ----------------------------------------------------
@pytest.mark.parametrize("alone", [False, True], ids=["beside another save", "the only save"])
def test_every_kind_of_bad_named_save_is_explained_in_the_load_dialog(app, _isolated_home, alone):
    home, store = _isolated_home, SaveStore()
    kinds = bad_files(real_gops_save())
    if not alone:
        store.save_named("Keep me", json.loads(real_gops_save(moves=3)) | {"title": None})
    for label, raw in kinds.items():
        if label == "another game's save":
            continue  # a named save may be of any game: it loads (tested below)
        path = store.named_path("Bad one")
        path.write_bytes(raw)
        before, kept = snapshot(home), quarantined(home)
        entry, message = load_through_dialog(app, "Bad one")
        assert "cannot be loaded" in entry, f"{label}: listed as if it were fine: {entry}"
        assert app.table is None, f"{label}: a game opened"
        assert message, f"{label}: the dialog said nothing"
        assert_readable(message)
        assert entry.endswith(message), f"{label}: the dialog says {message!r}, not why the save failed"
        new = quarantined(home) - kept
        assert [p.read_bytes() for p in new] == [raw], label
        del before["saves/Bad one.json"]
        assert snapshot(home) == before, f"{label}: another file changed"
    still_usable(app)


def test_a_save_of_another_game_loads_as_that_game(app, _isolated_home):
    pytest.importorskip("cardgames_qt.ui.guts_table")
    path = SaveStore().named_path("Guts night")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(guts_save())
    entry, message = load_through_dialog(app, "Guts night")
    assert "Guts" in entry and message == ""
    assert app.table is not None and app.table.session.game_id == "guts"


# --- the disk refuses to write during play ------------------------------------------------
def play_a_few_bids(qtbot, w, bids: int) -> None:
    table = w.table
    for _ in range(bids):
        qtbot.waitUntil(lambda: table.v_hand["bottom"].first_playable() is not None, timeout=10000)
        n = len(table.session.state.history)
        view = table.v_hand["bottom"]
        view.buttons[view.first_playable()].click()
        qtbot.waitUntil(lambda: len(table.session.state.history) >= n + 2, timeout=10000)  # and the reply


def test_a_file_where_the_autosave_folder_should_be(qtbot, _isolated_home, monkeypatch):
    """As root, permissions block nothing: a file in the folder's place is a real refusal."""
    from cardgames_qt.ui.main_window import MainWindow

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]) or QMessageBox.Ok)
    blocker = _isolated_home / "saves" / "autosave"
    blocker.parent.mkdir(parents=True)
    blocker.write_bytes(b"not a folder")
    w = MainWindow()
    w.settings = w.settings.with_value("gops.cards", 5)
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    qtbot.addWidget(w)
    w.show()
    w.new_game("gops", seed=8)
    play_a_few_bids(qtbot, w, 3)
    qtbot.waitUntil(lambda: "Autosave failed" in w.status.text(), timeout=5000)
    status = w.status.text()
    failure = status.split("Autosave failed: ", 1)[1]
    assert_readable(failure)
    assert "a file is in the way of a folder" in failure, failure
    assert w.table.session.state.history and not w.table.session.is_over  # the game goes on
    assert blocker.read_bytes() == b"not a folder" and shown == []
    # Save as… where a folder has the save's name: a clear refusal, the game still goes on
    (_isolated_home / "saves" / "Evening.json").mkdir()
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Evening", True))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)  # "Replace it?"
    w.save_as()
    assert len(shown) == 1
    assert_readable(shown[0])
    assert "a folder is in the way of the file" in shown[0], shown[0]
    assert "Saved" not in w.status.text()
    play_a_few_bids(qtbot, w, 1)
    w.close()


DISK_FULL_CHILD = r"""
import json, os, resource, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication
from PySide6.QtTest import QTest
from PySide6.QtCore import Qt
app = QApplication([])
from cardgames_qt.ui.main_window import MainWindow
from cardgames_qt.storage import SaveStore

def wait(cond, ms=10000):
    for _ in range(ms // 10):
        if cond():
            return True
        QTest.qWait(10)
    return False

w = MainWindow()
w.settings = w.settings.with_value("gops.cards", 6)
w.settings.move_delay_ms = 0
w.ctx.configure(reduced_motion=True)
w.show()
w.new_game("gops", seed=5)
t = w.table
def bid():
    assert wait(lambda: t.v_hand["bottom"].first_playable() is not None)
    n = len(t.session.state.history)
    view = t.v_hand["bottom"]
    QTest.mouseClick(view.buttons[view.first_playable()], Qt.LeftButton)
    assert wait(lambda: len(t.session.state.history) >= n + 2)
bid()
t.controller.saver.flush()
saved = SaveStore().load_autosave("gops").state.fingerprint()
# from here on no file may grow past 64 bytes: every write fails as on a full disk
resource.setrlimit(resource.RLIMIT_FSIZE, (64, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
bid()
bid()
failed = wait(lambda: "Autosave failed" in w.status.text(), 5000)
print(json.dumps({"status": w.status.text(), "failed": failed, "moves": len(t.session.state.history),
                  "over": t.session.is_over, "saved": saved}))
"""


@pytest.mark.skipif(os.name != "posix", reason="RLIMIT_FSIZE is POSIX")
def test_a_full_disk_during_play_keeps_the_game_going(_isolated_home):
    proc = subprocess.run([sys.executable, "-c", DISK_FULL_CHILD], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    assert report["failed"], report["status"]
    failure = report["status"].split("Autosave failed: ", 1)[1]
    assert_readable(failure)
    assert "disk is full" in failure
    # three bids each, and the game goes on (the computer, at zero delay, may already have
    # bid for the next prize: bids are simultaneous)
    assert report["moves"] in (6, 7) and not report["over"]
    # the save on disk is the last one written before the disk filled up, whole
    loaded = SaveStore().load_autosave("gops")
    assert not loaded.from_backup and loaded.state.fingerprint() == report["saved"]
    assert not (_isolated_home / "saves" / "quarantine").exists()


def test_a_damaged_settings_file_never_stops_the_app(qtbot, _isolated_home):
    """Not a save, but read at every start: random bytes in settings.json."""
    from cardgames_qt.ui.main_window import MainWindow

    path = _isolated_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    raw = random.Random(5).randbytes(500)
    path.write_bytes(raw)
    w = MainWindow(start_bots=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.status.text() != "", timeout=3000)
    assert_readable(w.status.text())
    assert "default settings" in w.status.text()
    assert [p.read_bytes() for p in (path.parent / "quarantine").iterdir()] == [raw]
    still_usable(w)
    w.close()
