"""Test-wide set-up: Qt runs offscreen, saves and settings go to a temp dir."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("LANG", "C.UTF-8")
os.environ.setdefault("QT_ACCESSIBILITY", "1")

import pytest  # noqa: E402 - after the environment set above


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """Every test gets its own save/settings home: nothing touches the real one."""
    home = tmp_path / "cardgames-home"
    monkeypatch.setenv("CARDGAMES_QT_HOME", str(home))
    return home


def long_runs() -> bool:
    """True when the long versions of the property tests were asked for."""
    return os.environ.get("CARDGAMES_QT_LONG") == "1"


# Long strength checks: marked `slow`, so the README's `python -m pytest`
# leaves them out (pyproject's addopts) and `.ci/run` runs them in a second
# pytest (`-m "slow or bundle"`, with CARDGAMES_QT_LONG=1). Tests that only run
# with CARDGAMES_QT_LONG=1 are `slow` too. Modules may also mark their own.
SLOW_TESTS = {
    "tests/bots/test_gops_bots.py::test_equilibrium_bot_beats_random_bids_at_13_cards",  # ~25 s
    "tests/bots/test_zhopa_search.py::test_search_bot_beats_random_legal_players",  # ~8 s
}


def pytest_collection_modifyitems(config, items):
    for item in items:
        needs_long = any("CARDGAMES_QT_LONG" in str(m.kwargs.get("reason", ""))
                         for m in item.iter_markers("skipif"))
        if item.nodeid.split("[")[0] in SLOW_TESTS or needs_long:
            item.add_marker(pytest.mark.slow)
