"""Where files go: platformdirs by default, CARDGAMES_QT_HOME overrides both."""
from pathlib import Path

import platformdirs

from cardgames_qt.storage import SaveStore, SettingsStore, StatsStore, paths


def test_home_override_puts_saves_settings_and_stats_under_it(_isolated_home):
    assert paths.home_dir() == _isolated_home
    assert SaveStore().directory == _isolated_home / "saves"
    assert SettingsStore().path == _isolated_home / "config" / "settings.json"
    assert StatsStore().path == _isolated_home / "stats.json"


def test_paths_are_resolved_at_call_time_not_import_time(monkeypatch, tmp_path):
    store = SaveStore()  # made before the environment changes
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "elsewhere"))
    assert store.directory == tmp_path / "elsewhere" / "saves"
    assert SettingsStore().path.parent == tmp_path / "elsewhere" / "config"


def test_default_locations_are_platformdirs_user_dirs(monkeypatch):
    monkeypatch.delenv(paths.HOME_ENV)
    assert paths.home_dir() == Path(platformdirs.user_data_dir("cardgames-qt", appauthor=False))
    assert paths.config_dir() == Path(platformdirs.user_config_dir("cardgames-qt", appauthor=False))
    assert paths.saves_dir().parent == paths.home_dir()


def test_the_storage_layer_never_imports_qt():
    """It must run in a plain child process (crash tests), so no Qt at all."""
    import subprocess
    import sys
    code = ("import sys, cardgames_qt.storage as s; s.SaveStore(); s.SettingsStore().load(); "
            "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))], 'Qt imported'")
    out = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[2],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
