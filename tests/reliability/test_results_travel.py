"""Results travel with exported games (issue 29, finding 3): when a damaged database is
set aside, each finished game's file carries its results (the save format's optional,
versioned ``results`` field); Import… checks them against the results its moves give
(the moves win; a mismatch or an unreadable field is said) and records them once.
Game → Export… and the Load dialog's Export… write the same field. Through the window."""
from __future__ import annotations

import json
import sqlite3
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QInputDialog

from bench import hostile_store as bench

from .test_hostile_files import import_file
from .test_hostile_store import DB, _stop_watchers, in_modal, listed, open_window  # noqa: F401 (autouse)

Z = ("z_points", "z_banks_discarded", "z_banks_gained", "z_parties", "z_required")


def _results(home: Path) -> dict[str, list[tuple]]:
    """uid -> its results rows (seat order): player, outcome, score, assisted, Zhopa inputs."""
    conn = sqlite3.connect(home / DB)
    try:
        out: dict[str, list[tuple]] = {}
        for uid, *row in conn.execute(f"SELECT uid, player, outcome, score, assisted, {', '.join(Z)} "
                                      "FROM results ORDER BY uid, seat"):
            out.setdefault(uid, []).append(tuple(row))
        return out
    finally:
        conn.close()


def _as_rows(field: dict) -> list[tuple]:
    """A file's results field in the shape of _results' rows."""
    keys = ("points", "banks_discarded", "banks_gained", "parties", "required")
    return [(s["player"], s["outcome"], str(Fraction(s["score"])), int(field["assisted"]),
             *((s["zhopa"][k] for k in keys) if "zhopa" in s else (None,) * 5)) for s in field["seats"]]


def _exports(home: Path) -> list[Path]:
    return [p for d in (home / "quarantine").iterdir() if d.is_dir() for p in sorted(d.glob("*.json"))]


def _variant(path: Path, out: Path, uid: str, change) -> Path:
    data = json.loads(path.read_text())
    data["uid"] = uid
    change(data)
    out.write_text(json.dumps(data))
    return out


def test_a_set_aside_databases_finished_games_carry_their_results_and_import_records_them_once(
        qtbot, _isolated_home, tmp_path, monkeypatch):
    home = _isolated_home
    info = bench.build_template(home)
    finished = {uid for _id, uid, status, _k, _t in info["games"] if status == "finished"}
    before = _results(home)
    assert finished and finished <= set(before)
    bench.flip_index_byte(home / DB, "legacy_stats", at=8)  # a table damaged: the database is set aside
    w = open_window(qtbot)
    [message] = w.shown
    assert "could not be used" in message and "exported" in message, message
    files = {json.loads(p.read_text()).get("uid"): p for p in _exports(home)}
    carried = {uid: json.loads(p.read_text()).get("results") for uid, p in files.items()}
    for uid in finished:
        assert carried[uid] is not None and carried[uid]["version"] == 1
        assert _as_rows(carried[uid]) == before[uid]  # exactly what was recorded
    assert all(carried[uid] is None for uid in files if uid not in finished)  # unfinished: no results

    for uid in sorted(finished) + sorted(finished)[:1]:  # the first one twice
        w.go_home()
        said = import_file(w, files[uid], monkeypatch)
        assert said is None, said
        assert "match" not in w.status.text() and "could not be read" not in w.status.text(), w.status.text()
    after = _results(home)
    for uid in finished:
        assert after[uid] == [r[:3] + (r[3],) + r[4:] for r in before[uid]]  # recorded once, the same

    # a file whose written results were changed: the moves win, and the player is told
    uid = sorted(u for u in finished if len(before[u]) == 2)[0]

    def lie(data):
        data["results"]["seats"][0]["outcome"] = "win" if data["results"]["seats"][0]["outcome"] != "win" else "loss"
        data["results"]["seats"][0]["score"] = "999"
    w.go_home()
    assert import_file(w, _variant(files[uid], tmp_path / "lie.json", "lie-uid", lie), monkeypatch) is None
    assert "do not match its moves; the results of its moves are used" in w.status.text(), w.status.text()
    assert _results(home)["lie-uid"] == before[uid]  # what the moves give, not what the file said

    # a field this version cannot read: said, and the moves' results recorded
    w.go_home()
    bad = _variant(files[uid], tmp_path / "bad.json", "bad-uid", lambda d: d.update(results={"version": 1,
                                                                                          "seats": "x"}))
    assert import_file(w, bad, monkeypatch) is None
    assert "could not be read; the results of its moves are used" in w.status.text(), w.status.text()
    assert _results(home)["bad-uid"] == before[uid]

    # a file of an earlier version, without the field: imported as before, its results recorded
    w.go_home()
    old = _variant(files[uid], tmp_path / "old.json", "old-uid", lambda d: d.pop("results"))
    assert import_file(w, old, monkeypatch) is None
    assert "match" not in w.status.text() and "could not be read" not in w.status.text()
    assert _results(home)["old-uid"] == before[uid]
    w.close()


def test_game_export_and_the_load_dialogs_export_write_the_same_results(
        qtbot, _isolated_home, tmp_path, monkeypatch):
    home = _isolated_home
    info = bench.build_template(home)
    finished = sorted(uid for _id, uid, status, _k, _t in info["games"] if status == "finished")
    bench.flip_index_byte(home / DB, "legacy_stats", at=8)
    w = open_window(qtbot)
    files = {json.loads(p.read_text()).get("uid"): p for p in _exports(home)}
    source = files[finished[0]]
    written = json.loads(source.read_text())["results"]
    w.go_home()
    assert import_file(w, source, monkeypatch) is None  # the finished game on the table

    out = tmp_path / "exported.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), "Saved games (*.json)"))
    assert w.export_game()  # Game → Export…
    assert json.loads(out.read_text())["results"] == written

    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Done game", True))
    w.save_as()  # a save of the finished game (it keeps the game's uid)
    out.unlink()

    def look(dlg, seen):
        seen["rows"] = listed(dlg)
        for _ in range(len(seen["rows"])):
            if dlg.list.currentItem() is not None and dlg.list.currentItem().text(0) == "Done game":
                break
            QTest.keyClick(dlg.list, Qt.Key_Down)
        seen["at"] = dlg.list.currentItem().text(0)
        QTest.mouseClick(dlg.export_button, Qt.LeftButton)
    seen = in_modal(w, w.act_load, look)
    assert seen["at"] == "Done game", seen
    assert json.loads(out.read_text())["results"] == written  # the same field, from the stored rows
    w.close()
