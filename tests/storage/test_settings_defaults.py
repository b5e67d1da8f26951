"""Seat names left empty are defaults, worded by the UI in the current language."""
from __future__ import annotations

import json

from cardgames_qt.storage import Settings, SettingsStore
from cardgames_qt.storage.settings import SeatConfig, default_name


def test_fresh_settings_keep_every_name_as_a_default():
    s = Settings()
    assert all(seat.name == "" for seats in s.seats.values() for seat in seats)
    guts = s.seats["guts"]
    assert [default_name(guts, i) for i in range(len(guts))] == \
        [("you", None), ("computer", 1), ("computer", 2), ("computer", 3)]
    assert [default_name(s.seats["gops"], i) for i in range(2)] == [("you", None), ("computer", None)]


def test_pass_and_play_numbers_the_people():
    seats = [SeatConfig(), SeatConfig("", "computer"), SeatConfig()]
    assert [default_name(seats, i) for i in range(3)] == [("player", 1), ("computer", None), ("player", 2)]


def test_typed_names_stay_and_blank_ones_are_not_duplicates():
    s = Settings().with_value("guts.seats", [{"name": "  Оля  "}, {"name": ""}, {"name": " "},
                                             {"name": "Max", "kind": "computer"}])
    assert [x.name for x in s.seats["guts"]] == ["Оля", "", "", "Max"]
    s = s.with_value("guts.players", 6)
    assert [x.name for x in s.seats["guts"]] == ["Оля", "", "", "Max", "", ""]


def test_names_older_versions_stored_in_english_become_defaults(tmp_path):
    store = SettingsStore(tmp_path / "settings.json")
    data = Settings().to_dict()
    data["games"]["gops"]["seats"] = [{"name": "You", "kind": "human"},
                                      {"name": "Computer", "kind": "computer"}]
    data["games"]["guts"]["seats"] = [{"name": "Bob", "kind": "human"}] + [
        {"name": f"Computer {i}", "kind": "computer"} for i in range(1, 4)]
    store.path.write_text(json.dumps(data), encoding="utf-8")
    s = store.load()
    assert [x.name for x in s.seats["gops"]] == ["", ""]
    assert [x.name for x in s.seats["guts"]] == ["Bob", "", "", ""]
    store.save(s)
    assert SettingsStore(store.path).load().seats["guts"][0].name == "Bob"


def test_each_game_is_read_when_first_used_and_its_notes_come_then():
    data = Settings().to_dict()
    data["games"]["zhopa"]["variant"]["players"] = 9
    data["games"]["gops"]["variant"]["cards"] = 5
    notes: list[str] = []
    s = Settings.from_dict(data, notes)
    assert s.variants["gops"]["cards"] == 5 and notes == []  # Zhopa not read yet
    s.read_all()
    assert len(notes) == 1 and "Zhopa" in notes[0] and "9" in notes[0]
    assert s.variants["zhopa"]["players"] == 3  # the default replaces what the engine refuses
    assert set(s.to_dict()["games"]) == {"gops", "guts", "zhopa"}
