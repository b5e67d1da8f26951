"""User text is data, never a template (issue 29, finding 5): braces in a settings variant,
a stored move, a seat name, an imported file and ``--export`` reach the player as the
characters they are, through the real window (or the real CLI)."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from bench import hostile_store as bench
from cardgames_qt.storage.errors import Message, fill

from .test_hostile_files import assert_readable, import_file, still_usable
from .test_hostile_store import DB, _stop_watchers, open_window, press_continue  # noqa: F401 (autouse)

BRACES = ["{}", "{0}", "{reason}", "{0!r:>{1}}", "%1", "{{", "}"]


def test_a_message_puts_each_value_in_once_and_never_reads_it_again():
    m = Message("x", "Two players are both called “{name}” ({reason}).", name="{reason}{0}%1", reason="{name}")
    assert str(m) == "Two players are both called “{reason}{0}%1” ({name})."
    assert fill("{a} {b} {} {0}", {"a": "{b}"}) == "{b} {b} {} {0}"
    assert Message.verbatim("engine", "“{0}” is not a number", code="x") == "“{0}” is not a number"


def _settings(home: Path, game: str, variant: dict, seats: list | None = None) -> None:
    entry: dict = {"variant": variant}
    if seats is not None:
        entry["seats"] = seats
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "cardgames-qt-settings", "version": 1, "games": {game: entry}}))


@pytest.mark.parametrize("value", BRACES[:3])
def test_a_settings_variant_with_braces_is_refused_in_words_and_new_game_and_quit_work(
        qtbot, _isolated_home, value):
    _settings(_isolated_home, "gops", {"cards": value})
    w = open_window(qtbot, expect_message=False)
    session = w.new_game("gops", seed=1, ask=False)
    assert session is not None and w.stack.currentWidget() is w.table
    notes = [str(m) for m in w.settings_store.messages]
    assert any(value in n and "default" in n for n in notes), notes  # the value quoted as it is
    w.go_home()
    w.close()  # closeEvent saves the window state: it must not raise
    state = json.loads((_isolated_home / "config" / "settings.json").read_text())
    assert "window" in state


@pytest.mark.parametrize("value", BRACES)
def test_a_stored_move_with_braces_sets_the_game_aside_in_words(qtbot, _isolated_home, value):
    home = _isolated_home
    bench.build_template(home)
    conn = sqlite3.connect(home / DB, isolation_level=None)
    gid = conn.execute("SELECT id FROM games WHERE status = 'active' AND kind = 'gops'").fetchone()[0]
    conn.execute("UPDATE moves SET action = ? WHERE game = ? AND idx = 0", (value, gid))
    conn.execute("DELETE FROM snapshots WHERE game = ?", (gid,))
    conn.close()
    w = open_window(qtbot, expect_message=False)
    press_continue(w, "gops")
    qtbot.waitUntil(lambda: bool(w.shown), timeout=3000)
    said = w.shown[0]
    assert "kept aside" in said and f"'{value}'" in said, said  # the value quoted as it is
    assert "Traceback" not in said and "Error" not in said and "\n" not in said
    conn = sqlite3.connect(home / DB)
    status, = conn.execute("SELECT status FROM games WHERE id = ?", (gid,)).fetchone()
    leases = conn.execute("SELECT count(*) FROM leases WHERE game = ?", (gid,)).fetchone()[0]
    conn.close()
    assert status == "aside" and leases == 0
    still_usable(w)
    w.close()


@pytest.mark.parametrize("field", ["variant", "history", "title", "seat name"])
@pytest.mark.parametrize("value", ["{}", "{0}"])
def test_an_imported_file_with_braces_gets_a_box(qtbot, _isolated_home, tmp_path, monkeypatch, field, value):
    from .test_hostile_files import real_gops_save
    data = json.loads(real_gops_save())
    if field == "variant":
        data["variant"] = {"cards": value} if value != "{}" else value
    elif field == "history":
        data["history"][0] = [0, value]
    elif field == "title":
        data["title"] = value
    else:
        data["seats"][0]["name"] = value
    path = tmp_path / "braces.json"
    path.write_text(json.dumps(data))
    w = open_window(qtbot, expect_message=False)
    message = import_file(w, path, monkeypatch)
    if field in ("title", "seat name"):  # a name of braces is a fine name: imported as it is
        assert w.table is not None and w.stack.currentWidget() is w.table
        if field == "seat name":
            assert w.table.session.seats[0].name == value
    else:
        assert message is not None, "no box"
        assert_readable(message)
    w.go_home()
    still_usable(w)
    w.close()


def test_export_of_a_game_with_a_stored_move_of_braces_says_it_in_words(_isolated_home, tmp_path):
    from ..storage.test_export_cli import run_export
    home = _isolated_home
    bench.build_template(home)
    conn = sqlite3.connect(home / DB, isolation_level=None)
    gid = conn.execute("SELECT id FROM games WHERE status = 'active' AND kind = 'gops'").fetchone()[0]
    conn.execute("UPDATE moves SET action = '{0}' WHERE game = ? AND idx = 0", (gid,))
    conn.execute("DELETE FROM snapshots WHERE game = ?", (gid,))
    conn.close()
    proc = run_export(home, "gops", str(tmp_path / "out.json"))
    assert "Traceback" not in proc.stderr and "Replacement index" not in proc.stderr, proc.stderr
    said = proc.stderr.strip()
    assert "damaged from move 1" in said and len(said.splitlines()) == 1, said
