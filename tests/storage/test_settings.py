"""Settings: validation per field, forgiving reads, atomic writes, damaged files."""
import json

import pytest

from cardgames_qt.storage import SeatConfig, Settings, SettingsError, SettingsStore, WriteError
from cardgames_qt.storage.files.atomic import backup_path


def test_defaults_are_the_documented_ones():
    s = Settings()
    assert (s.deck, s.animation_speed, s.move_delay_ms, s.reduced_motion, s.language) == (
        "classic", 1.0, 600, False, "system")
    assert s.variants["gops"] == {"tie_rule": "carry", "cards": 13, "games": 3}
    assert [seat.kind for seat in s.seats["gops"]] == ["human", "computer"]  # Gops: always 2


def test_round_trip_through_the_file(_isolated_home):
    store = SettingsStore()
    s = (Settings().with_value("language", "uk").with_value("animation_speed", 2.5)
         .with_value("move_delay_ms", 0).with_value("reduced_motion", True).with_value("deck", "large4")
         .with_value("gops.tie_rule", "discard")
         .with_value("gops.seats", [{"name": "Оля", "kind": "human"}, {"name": "Max", "kind": "human"}]))
    store.save(s)
    assert store.path == _isolated_home / "config" / "settings.json"
    again = SettingsStore().load()
    assert again == s and store.messages == []
    assert again.seats["gops"][0] == SeatConfig("Оля", "human", None)


@pytest.mark.parametrize("field, value, words", [
    ("deck", "huge", "deck"),
    ("animation_speed", 0.1, "animation speed"), ("animation_speed", 5, "animation speed"),
    ("animation_speed", "fast", "animation speed"), ("animation_speed", float("nan"), "animation speed"),
    ("animation_speed", True, "animation speed"),
    ("move_delay_ms", -1, "delay"), ("move_delay_ms", 3001, "delay"), ("move_delay_ms", 1.5, "delay"),
    ("reduced_motion", "yes", "Reduced motion"),
    ("language", "de", "language"),
])
def test_each_setting_refuses_bad_values_naming_the_field(field, value, words):
    with pytest.raises(SettingsError) as info:
        Settings().with_value(field, value)
    assert info.value.field == field and words in info.value.message


@pytest.mark.parametrize("field, value, words", [
    ("guts.pot_cap", 0, "pot cap must be at least 1"),
    ("guts.players", 11, "2 to 10 players"),
    ("gops.tie_rule", "split", ""),
    ("gops.cards", 2, ""),
    ("gops.colour", "red", "no setting"),
])
def test_variant_fields_are_checked_by_the_game_and_named(field, value, words):
    with pytest.raises(SettingsError) as info:
        Settings().with_value(field, value)
    assert info.value.field == field and words in info.value.message
    assert "\n" not in info.value.message


@pytest.mark.parametrize("seats, field", [
    ([{"name": "A"}], "gops.seats"),                                   # Gops is always 2
    ([{"name": "A"}, {"name": "B"}, {"name": "C"}], "gops.seats"),
    ([{"name": 5}, {"name": "B"}], "gops.seats[0].name"),
    ([{"name": "A"}, {"name": "x" * 41}], "gops.seats[1].name"),
    ([{"name": "Ann"}, {"name": " ann "}], "gops.seats[1].name"),      # one name, one statistics line
    ([{"name": "A"}, {"name": "B", "kind": "alien"}], "gops.seats[1].kind"),
    ("Ann and Bob", "gops.seats"),
])
def test_seats_must_fit_the_table(seats, field):
    with pytest.raises(SettingsError) as info:
        Settings().with_value("gops.seats", seats)
    assert info.value.field == field


def test_changing_the_player_count_refits_the_seats():
    s = Settings().with_value("guts.seats", [{"name": n, "kind": "human"} for n in "ABCD"])
    five = s.with_value("guts.players", 5)
    assert [x.name for x in five.seats["guts"]][:4] == list("ABCD") and len(five.seats["guts"]) == 5
    assert five.seats["guts"][4].kind == "computer"
    assert [x.name for x in five.with_value("guts.players", 2).seats["guts"]] == ["A", "B"]
    assert len(s.seats["guts"]) == 4  # with_value never changes the original


def test_save_refuses_invalid_settings_and_writes_nothing(_isolated_home):
    s = Settings()
    s.move_delay_ms = 99999  # bypassing with_value
    with pytest.raises(SettingsError) as info:
        SettingsStore().save(s)
    assert info.value.field == "move_delay_ms"
    assert not SettingsStore().path.exists()


def test_bad_values_in_the_file_fall_back_to_defaults_one_by_one():
    store = SettingsStore()
    data = Settings().with_value("language", "ru").to_dict()
    data.update(animation_speed=99, deck=None, unknown_key=1)
    data["games"]["guts"]["variant"].update(pot_cap=-5, ante=2, not_a_field=3)
    store.path.parent.mkdir(parents=True)
    store.path.write_text(json.dumps(data))
    s = store.load()
    assert s.language == "ru" and s.animation_speed == 1.0 and s.deck == "classic"
    assert s.variants["guts"]["pot_cap"] == 20 and s.variants["guts"]["ante"] == 2
    assert len(store.messages) == 6 and any("pot cap" in m for m in store.messages)
    assert "This version has no setting called “unknown_key”; left out." in store.messages
    assert "Guts: this version has no setting called “not_a_field”; left out." in store.messages
    kept = [m for m in store.messages if m.key == "set.original_kept"]
    assert len(kept) == 1 and kept[0].params["path"].read_text() == json.dumps(data)  # the file as it was
    assert store.path.exists()  # a bad value is not a damaged file


def test_a_damaged_settings_file_is_moved_aside_and_defaults_used(_isolated_home):
    store = SettingsStore()
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(b'{"format": "cardgames-qt-settings", "lang')
    assert store.load() == Settings()
    assert len(store.messages) == 1 and "moved aside" in store.messages[0]
    moved = list((store.path.parent / "quarantine").iterdir())
    assert [p.read_bytes() for p in moved] == [b'{"format": "cardgames-qt-settings", "lang']


def test_a_damaged_settings_file_is_restored_from_its_backup():
    store = SettingsStore()
    store.save(Settings().with_value("language", "es"))
    store.save(Settings().with_value("language", "fa"))
    store.path.write_bytes(b"\x00\x01 not json")
    assert store.load().language == "es" and "backup" in store.messages[0]


def test_another_programs_json_is_not_taken_for_settings():
    store = SettingsStore()
    store.path.parent.mkdir(parents=True)
    store.path.write_text('{"editor.fontSize": 14}')
    assert store.load() == Settings() and "not a cardgames-qt settings file" in store.messages[0]


def test_a_failed_write_keeps_the_old_settings():
    store = SettingsStore()
    store.save(Settings().with_value("language", "en"))
    backup_path(store.path).mkdir()  # a folder where the backup must go: os.replace fails
    (backup_path(store.path) / "x").touch()
    with pytest.raises(WriteError) as info:
        store.save(Settings().with_value("language", "ru"))
    assert "previous settings are unchanged" in str(info.value)
    assert SettingsStore().load().language == "en"
