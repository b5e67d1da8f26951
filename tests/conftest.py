"""Test-wide set-up: Qt runs offscreen, saves and settings go to a temp dir."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("LANG", "C.UTF-8")
os.environ.setdefault("QT_ACCESSIBILITY", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """Every test gets its own save/settings home: nothing touches the real one."""
    home = tmp_path / "cardgames-home"
    monkeypatch.setenv("CARDGAMES_QT_HOME", str(home))
    return home


def long_runs() -> bool:
    """True when the long versions of the property tests were asked for."""
    return os.environ.get("CARDGAMES_QT_LONG") == "1"
