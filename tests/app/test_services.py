"""app.services: the window's one way to storage. Real SQLite and real files
in a temp home; a child process for what start-up imports."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from cardgames_qt.app import services
from cardgames_qt.app.session import COMPUTER, GameSession, Seat


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAMES_QT_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_open_profile_opens_the_database_in_the_home_folder(home):
    store, notice = services.open_profile()
    assert notice is None
    assert (home / "cardgames.sqlite3").is_file()
    session = GameSession.start("gops", {"cards": 5, "games": 1}, [Seat("Ann"), Seat("Bob", COMPUTER, "random")],
                                seed=1, store=store)
    session.close()
    assert store.has_continue("gops")


def test_a_home_that_cannot_be_used_keeps_games_in_memory_and_says_so(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_bytes(b"mine")
    monkeypatch.setenv("CARDGAMES_QT_HOME", str(blocker))
    store, notice = services.open_profile(lost_note="Rien ne sera gardé.")
    assert notice and notice.startswith("The saves cannot be kept") and "Traceback" not in notice
    assert "Rien ne sera gardé." in notice  # the caller's (translated) sentence follows the reason
    assert blocker.read_bytes() == b"mine"  # nothing overwritten
    session = GameSession.start("gops", {"cards": 5, "games": 1}, [Seat("Ann"), Seat("Bob", COMPUTER, "random")],
                                seed=1, store=store)
    session.close()
    assert store.has_continue("gops")  # playable, in memory


def test_a_damaged_settings_file_gives_defaults_and_a_notice(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{ not json", encoding="utf-8")
    settings, notice = services.load_settings(services.SettingsStore(path))
    assert settings == services.Settings()
    assert notice and "default settings are used" in notice


def test_good_settings_load_without_a_notice(tmp_path):
    store = services.SettingsStore(tmp_path / "settings.json")
    store.save(services.Settings().with_value("move_delay_ms", 1234))
    settings, notice = services.load_settings(store)
    assert notice is None and settings.move_delay_ms == 1234


def test_an_exported_game_reads_back_as_a_save_file(home, tmp_path):
    store, _ = services.open_profile()
    session = GameSession.start("gops", {"cards": 5, "games": 1}, [Seat("Ann"), Seat("Bob", COMPUTER, "random")],
                                seed=2, store=store)
    target = tmp_path / "out.json"
    target.write_text("old", encoding="utf-8")
    services.export_save_file(target, session.record())
    data = services.read_save_file(target)
    assert data["game"] == "gops" and data["variant"] == session.record()["variant"]
    (tmp_path / "notes.json").write_text('{"shopping": ["milk"]}', encoding="utf-8")
    with pytest.raises(services.StorageError):  # what the window catches and shows
        services.read_save_file(tmp_path / "notes.json")


def test_statistics_query_the_profiles_database(home):
    store, _ = services.open_profile()
    queries = services.statistics(store)
    assert queries.db is store.db


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError):
        services.GameStore  # noqa: B018 - not one of the window's services


def test_importing_the_services_loads_no_storage_module():
    """Start-up stays lazy: the services module costs nothing until a service is used."""
    code = ("import sys, cardgames_qt.app.services as s; "
            "print(sorted(m for m in sys.modules if m.startswith('cardgames_qt.storage')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert json.loads(out.stdout.replace("'", '"')) == []
