"""Hostile and damaged files through the real app window, not only the store.

For each kind of bad save file offered to Game → Import… (and left by an
earlier version, imported once at start): the player gets one clear line
(no traceback, no Python repr), the app keeps running (a new game starts
afterwards), the player's file is left as it was, and no game is stored.
For each kind of bad database file: it is moved into quarantine byte for
byte with a clear message, a fresh database works, and what could be read
is exported. Then the disk refusing writes during play (a full disk
through RLIMIT_FSIZE in a child process): the game goes on, the status line
says the save failed, and the moves are written once the disk has room.
"""
from __future__ import annotations

import json
import os
import random
import re
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from cardgames_qt.app.session import COMPUTER, GameSession, Seat
from cardgames_qt.engine import registry
from cardgames_qt.storage import SaveStore

from ..storage.conftest import play, record_of

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


# --- the bad files -----------------------------------------------------------------
def real_gops_save(moves: int = 9) -> bytes:
    """The bytes of a real save file of a real Gops session (written by the JSON store)."""
    store = SaveStore()
    session = GameSession.start("gops", {"cards": 8, "games": 1}, [Seat("Ann"), Seat("Bob", COMPUTER, "random")],
                                seed=3, store=None)
    rng = random.Random(3)
    for _ in range(moves):
        seat = rng.choice(session.acting_seats())
        session.submit(seat, rng.choice(session.legal_actions(seat)))
    path = store.autosave("gops", session.record())
    raw = path.read_bytes()
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
    session = w.new_game("gops", seed=1, ask=False)
    assert session is not None and w.stack.currentWidget() is w.table
    assert w.table.session.legal_actions(0)
    w.go_home()


def stored_games(home: Path) -> list[tuple]:
    conn = sqlite3.connect(home / "cardgames.sqlite3")
    try:
        return conn.execute("SELECT id, status, moves FROM games ORDER BY id").fetchall()
    finally:
        conn.close()


def import_file(w, path: Path, monkeypatch) -> str | None:
    """Game → Import…, the person picks ``path``; the message shown, if any."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), "Saved games (*.json)"))
    w.shown.clear()
    w.act_import.trigger()
    return w.shown[0] if w.shown else None


# --- Game → Import… ----------------------------------------------------------------------
def test_every_kind_of_bad_save_file_is_refused_by_import(app, _isolated_home, tmp_path, monkeypatch):
    home = _isolated_home
    for label, raw in bad_files(real_gops_save()).items():
        if label == "another game's save":
            continue  # a save of any game imports as that game (below)
        path = tmp_path / "offered.json"
        path.write_bytes(raw)
        before = stored_games(home)
        message = import_file(app, path, monkeypatch)
        assert app.table is None, f"{label}: a game opened from a bad file"
        assert message is not None, f"{label}: no message"
        assert_readable(message)
        assert path.read_bytes() == raw, f"{label}: the player's file was changed"
        assert stored_games(home) == before, f"{label}: something was stored"
        still_usable(app)


def test_a_save_file_cut_short_anywhere_is_refused_clearly(app, tmp_path, monkeypatch):
    """A crash or a full disk can cut a file at any byte: a dense sample of cuts."""
    good = real_gops_save(moves=12)
    cuts = sorted(set(range(0, len(good), max(1, len(good) // 40))) | set(range(len(good) - 4, len(good))))
    refused = 0
    for cut in cuts:
        path = tmp_path / "cut.json"
        path.write_bytes(good[:cut])
        message = import_file(app, path, monkeypatch)
        if app.table is not None:  # only the final newline was cut: the whole game is there
            assert cut == len(good) - 1 and message is None
            app.go_home()
            continue
        refused += 1
        assert_readable(message)
    assert refused >= len(cuts) - 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("kind", ["fifo", "folder", "device"])
def test_a_file_that_is_not_a_file_is_never_opened(app, tmp_path, monkeypatch, kind):
    """A FIFO would block a reader forever; a device never ends. Refused at once."""
    path = tmp_path / "weird.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        path = Path("/dev/zero")
    message = import_file(app, path, monkeypatch)
    assert app.table is None and message is not None
    assert_readable(message)
    assert "not an ordinary file" in message


def test_an_enormous_sparse_save_file_is_refused_without_reading_it(app, tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.write(b'{"format": "cardgames-qt-save", "version": 1, "history": [')
        f.truncate(32 * 2**30)  # reading it would take 32 GiB
    message = import_file(app, path, monkeypatch)
    assert app.table is None and "too large" in message
    assert_readable(message)


def test_a_save_of_another_game_imports_as_that_game(app, tmp_path, monkeypatch):
    path = tmp_path / "guts.json"
    path.write_bytes(guts_save())
    assert import_file(app, path, monkeypatch) is None
    assert app.table is not None and app.table.session.game_id == "guts"
    assert len(app.table.session.state.history) == 5


# --- files of an earlier version, imported once at the first start -----------------------------
def test_bad_files_of_an_earlier_version_are_reported_and_left_alone(qtbot, _isolated_home):
    from cardgames_qt.ui.main_window import MainWindow

    from ..dialogs import ModalWatcher

    store = SaveStore()
    store.save_named("Keep me", json.loads(real_gops_save(moves=3)) | {"title": None})
    bad = {label: raw for label, raw in bad_files(real_gops_save()).items() if label != "another game's save"}
    for i, raw in enumerate(bad.values()):
        (store.directory / f"bad {i}.json").write_bytes(raw)
    stats = _isolated_home / "stats.json"
    stats.write_text(json.dumps({"format": "cardgames-qt-stats", "version": 1, "recorded": [], "players": {
        "Ann": {"gops": {"played": 3, "won": 2, "score_total": "1e10000000"}},
        "Bob": {"gops": {"played": 4, "won": 1, "score_total": "12", "best_score": "7"}}}}))
    before = snapshot(_isolated_home)
    watcher = ModalWatcher()
    started = time.perf_counter()
    w = MainWindow(start_bots=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: bool(watcher.texts), timeout=5000)
    assert time.perf_counter() - started < 5  # "1e10000000" is refused at once, not computed
    watcher.stop()
    [message] = watcher.texts
    assert message.startswith(f"{len(bad) + 1} saved games or statistics") and "could not be imported" in message
    assert "stats.json (Ann, gops)" in message and "bad 0.json" in message
    assert "Traceback" not in message
    after = snapshot(_isolated_home)
    assert {k: v for k, v in after.items() if k in before} == before  # every file left as it was
    assert [i.title for i in w.save_store.list_saves()] == ["Keep me"]
    from cardgames_qt.storage import StatsQueries
    lines = {line.player: line for line in StatsQueries(w.save_store.db).lines()}
    assert set(lines) == {"Bob"} and (lines["Bob"].played, lines["Bob"].won, lines["Bob"].best) == (4, 1, 7.0)
    w.close()
    # once: a second start imports nothing again and says nothing
    w2 = MainWindow(start_bots=False)
    qtbot.addWidget(w2)
    assert [i.title for i in w2.save_store.list_saves()] == ["Keep me"]
    w2.close()


# --- the database itself ---------------------------------------------------------------------
def _database_with_a_game(home: Path) -> None:
    from cardgames_qt.storage import GameStore
    store = GameStore()
    session = GameSession.start("gops", {"cards": 8}, [Seat("Ann"), Seat("Bob", COMPUTER, "random")],
                                seed=3, store=store)
    rng = random.Random(3)
    for _ in range(6):
        seat = rng.choice(session.acting_seats())
        session.submit(seat, rng.choice(session.legal_actions(seat)))
    store.close()


def _bad_database(kind: str, home: Path) -> bytes | None:
    path = home / "cardgames.sqlite3"
    home.mkdir(parents=True, exist_ok=True)
    if kind == "random bytes":
        path.write_bytes(random.Random(2).randbytes(8192))
    elif kind == "text":
        path.write_text("my shopping list\n")
    elif kind == "truncated":
        _database_with_a_game(home)
        raw = path.read_bytes()
        path.write_bytes(raw[: len(raw) // 3])
    elif kind == "another program's database":
        conn = sqlite3.connect(path)
        conn.execute("CREATE TABLE contacts (name TEXT, phone TEXT)")
        conn.execute("INSERT INTO contacts VALUES ('Ann', '555')")
        conn.commit()
        conn.close()
    elif kind == "a newer version":
        _database_with_a_game(home)
        conn = sqlite3.connect(path)
        conn.execute("PRAGMA user_version = 99")
        conn.commit()
        conn.close()
    elif kind == "a folder":
        path.mkdir()
        return None
    elif kind == "a FIFO":
        os.mkfifo(path)
        return None
    return path.read_bytes()


@pytest.mark.parametrize("kind", ["random bytes", "text", "truncated", "another program's database",
                                  "a folder", "a FIFO"])
def test_a_damaged_or_foreign_database_is_set_aside_and_a_fresh_one_used(qtbot, _isolated_home, kind):
    from cardgames_qt.ui.main_window import MainWindow

    from ..dialogs import ModalWatcher

    raw = _bad_database(kind, _isolated_home)
    watcher = ModalWatcher()
    w = MainWindow(start_bots=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: bool(watcher.texts), timeout=5000)
    watcher.stop()
    [message] = watcher.texts
    assert "could not be used" in message and "quarantine" in message, message
    assert "Traceback" not in message
    q = _isolated_home / "quarantine"
    kept = [p for p in q.iterdir() if p.name.startswith("cardgames.")
            and not p.name.endswith(("-wal", "-shm", "-export"))]
    assert len(kept) == 1
    if raw is not None:
        assert kept[0].read_bytes() == raw, "not kept byte for byte"
    still_usable(w)
    assert stored_games(_isolated_home)  # the fresh database keeps the new game
    w.close()


def test_a_game_whose_stored_moves_were_damaged_is_kept_aside(app, _isolated_home):
    """Moves edited in the database: Continue explains, the game is kept aside (still
    exportable), and Continue is no longer offered for it."""
    _database_with_a_game(_isolated_home)
    conn = sqlite3.connect(_isolated_home / "cardgames.sqlite3")
    conn.execute("UPDATE moves SET action = 42 WHERE idx = 3")
    conn.commit()
    conn.close()
    app.refresh_start_page()
    button = app.start_page.panels["gops"].continue_button
    assert button.isEnabled()
    button.click()
    assert app.table is None and len(app.shown) == 1
    assert_readable(app.shown[0])
    assert "kept aside" in app.shown[0]
    assert not button.isEnabled()
    assert [status for _id, status, _moves in stored_games(_isolated_home)] == ["aside"]
    still_usable(app)


def test_a_profile_folder_that_cannot_be_used_still_lets_people_play(qtbot, tmp_path, monkeypatch):
    """A file where the profile folder should be: the window says games will not be
    kept, and a game can still be played (in memory)."""
    from cardgames_qt.ui.main_window import MainWindow

    from ..dialogs import ModalWatcher

    blocker = tmp_path / "not-a-folder"
    blocker.write_bytes(b"mine")
    monkeypatch.setenv("CARDGAMES_QT_HOME", str(blocker))
    watcher = ModalWatcher()
    w = MainWindow(start_bots=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: bool(watcher.texts), timeout=5000)
    watcher.stop()
    assert "will not be kept" in watcher.texts[0] and "Traceback" not in watcher.texts[0]
    still_usable(w)
    assert blocker.read_bytes() == b"mine"
    w.close()


# --- the disk refuses to write during play ------------------------------------------------
DISK_FULL_CHILD = r"""
import json, os, resource, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication
from PySide6.QtTest import QTest
from PySide6.QtCore import Qt
app = QApplication([])
from cardgames_qt.ui.main_window import MainWindow

def wait(cond, ms=10000):
    for _ in range(ms // 10):
        if cond():
            return True
        QTest.qWait(10)
    return False

w = MainWindow()
w.settings = w.settings.with_value("gops.cards", 13)
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
path = w.save_store.db.path
soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
# from here on no file may grow: every write that needs more room fails as on a full disk
size = max(path.stat().st_size, os.path.getsize(str(path) + "-wal"))
resource.setrlimit(resource.RLIMIT_FSIZE, (size, hard))
failed = False
for _ in range(8):
    bid()
    failed = failed or "Not saved yet" in w.status.text()
    if failed:
        break
status = w.status.text()
resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))  # room again
bid()
print(json.dumps({"status": status, "failed": failed, "moves": len(t.session.state.history),
                  "over": t.session.is_over, "last_error": t.session.last_save_error}))
"""


@pytest.mark.skipif(os.name != "posix", reason="RLIMIT_FSIZE is POSIX")
def test_a_full_disk_during_play_keeps_the_game_going(_isolated_home):
    import signal
    proc = subprocess.run([sys.executable, "-c", DISK_FULL_CHILD], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)},
                          preexec_fn=lambda: signal.signal(signal.SIGXFSZ, signal.SIG_IGN))
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    assert report["failed"], report["status"]
    failure = report["status"].split("Not saved yet: ", 1)[1]  # what is owed is tried again
    assert_readable(failure)
    assert "disk is full" in failure
    assert not report["over"] and report["last_error"] is None  # the game went on, and saves again
    # every move made, those refused by the full disk included, is in the database now
    from cardgames_qt.storage import GameStore
    store = GameStore()
    assert len(store.load_continue("gops").state.history) == report["moves"]
    store.close()


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
