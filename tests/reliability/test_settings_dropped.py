"""Nothing in the settings file is dropped without a word (issue 29, finding 8): a variant
key this version does not know (however deeply its value nests) and a computer level it
does not know each get their own note in the real window's status line, and the file as
it was is kept in quarantine/ before anything could write over it."""
from __future__ import annotations

import json
from pathlib import Path

from .test_hostile_store import _stop_watchers  # noqa: F401 (autouse fixture: closes the watchers)


def open_window(qtbot, expect_message: bool = False):
    """The window as ``python -m cardgames_qt`` starts it: the settings read by the app's
    store, the window built on them, then the other games' settings read and said
    (``__main__._read_other_games``, the start's own step)."""
    from cardgames_qt.__main__ import _read_other_games
    from cardgames_qt.app import services
    from cardgames_qt.ui.main_window import MainWindow
    store = services.settings_store()
    settings = store.load()
    w = MainWindow(settings_store=store, settings=settings, start_bots=False)
    w.ctx.configure(reduced_motion=True)
    qtbot.addWidget(w)
    w.show()
    qtbot.wait(50)
    _read_other_games(w, store, 0)
    return w


def _write_settings(home: Path, games: dict) -> bytes:
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps({"format": "cardgames-qt-settings", "version": 1, "games": games}).encode()
    path.write_bytes(data)
    return data


def _nested(depth: int) -> object:
    value: object = {"rule": 1}
    for i in range(depth):
        value = {f"level{i}": [value]}
    return value


def _kept(home: Path) -> list[Path]:
    return sorted((home / "config" / "quarantine").glob("settings.*"))


def test_an_unknown_variant_key_and_an_unknown_level_are_said_and_the_file_is_kept(qtbot, _isolated_home):
    original = _write_settings(_isolated_home, {
        "gops": {"variant": {"cards": 7, "house_rule_from_v9": _nested(60)},
                 "seats": [{"name": "Ann", "kind": "human"},
                           {"name": "", "kind": "computer", "bot": "gops-grandmaster"}]}})
    w = open_window(qtbot, expect_message=False)
    qtbot.waitUntil(lambda: "house_rule_from_v9" in w.status.text(), timeout=3000)
    said = w.status.text()
    assert "Gops: this version has no setting called “house_rule_from_v9”; left out." in said, said
    assert "this version has no computer level called “gops-grandmaster”" in said, said
    kept = _kept(_isolated_home)
    assert len(kept) == 1 and kept[0].read_bytes() == original
    assert str(kept[0]) in said
    # what is used: the known values kept, the unknown level plays as the strongest computer
    assert w.settings.variants["gops"]["cards"] == 7
    assert w.settings.seats["gops"][1].bot is None and w.settings.seats["gops"][0].name == "Ann"
    session = w.new_game("gops", seed=1, ask=False)
    assert session is not None
    w.close()
    # the next start says it again and keeps no second copy of the same bytes
    w2 = open_window(qtbot, expect_message=False)
    assert _kept(_isolated_home) == kept
    w2.close()


def test_a_file_with_nothing_unknown_is_not_copied(qtbot, _isolated_home):
    _write_settings(_isolated_home, {"gops": {"variant": {"cards": 7},
                                              "seats": [{"name": "", "kind": "human"},
                                                        {"name": "", "kind": "computer", "bot": "gops-easy"}]}})
    w = open_window(qtbot, expect_message=False)
    assert w.settings_store.messages == []
    assert w.settings.seats["gops"][1].bot == "gops-easy"
    assert _kept(_isolated_home) == []
    w.close()
