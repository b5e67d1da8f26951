"""Statistics: per player per game, idempotent recording, the Zhopa rating summed."""
import json
from fractions import Fraction

import pytest

from cardgames_qt.storage import PlayerResult, StatsStore, WriteError, ZhopaInputs
from cardgames_qt.storage.files.atomic import backup_path


def gops_results(a_points, b_points):
    outcome = {1: ("win", "loss"), 0: ("draw", "draw"),
               -1: ("loss", "win")}[(a_points > b_points) - (a_points < b_points)]
    return [PlayerResult("Ann", outcome[0], a_points), PlayerResult("Bob", outcome[1], b_points)]


def test_results_accumulate_per_player_and_game(_isolated_home):
    store = StatsStore()
    assert store.record_game("g1", "gops", gops_results(50, 41))
    assert store.record_game("g2", "gops", gops_results(40, 51))
    assert store.record_game("g3", "gops", gops_results(45, 45))
    ann = StatsStore().player_stats("Ann", "gops")  # a fresh store reads the file
    assert (ann.played, ann.won, ann.drawn, ann.lost) == (3, 1, 1, 1)
    assert ann.score_total == 135 and ann.best_score == 50
    assert StatsStore().player_stats("Ann", "guts").played == 0
    assert store.players() == ["Ann", "Bob"]
    assert store.path == _isolated_home / "stats.json"


def test_recording_the_same_finished_game_twice_changes_nothing():
    store = StatsStore()
    assert store.record_game("same-uid", "gops", gops_results(50, 41)) is True
    before = store.path.read_bytes()
    assert store.record_game("same-uid", "gops", gops_results(50, 41)) is False
    assert store.path.read_bytes() == before
    assert store.player_stats("Bob", "gops").played == 1


def test_guts_balances_are_kept_as_exact_fractions():
    store = StatsStore()
    for uid in ("a", "b", "c"):  # 7/2 three times is exactly 21/2, not 10.499999
        store.record_game(uid, "guts", [PlayerResult("Ann", "win", Fraction(7, 2)),
                                        PlayerResult("Bob", "loss", Fraction(-7, 2))])
    assert store.player_stats("Ann", "guts").score_total == Fraction(21, 2)
    assert json.loads(store.path.read_text())["players"]["Ann"]["guts"]["score_total"] == "21/2"


def rules_rating(p, ksb, knb, kspi, required):
    """The rules file's formula, written out independently of the engine."""
    return min(100.0, max(0.0, 50 + 50 * p * (ksb - knb) / (kspi * required)))


def test_zhopa_overall_rating_sums_every_input_over_games():
    """Rating (statistics): the overall rating uses the same formula with every
    quantity summed over all games of that player."""
    from cardgames_qt.engine import zhopa

    games = [ZhopaInputs(points=300, banks_discarded=3, banks_gained=1, parties=4, required=200),
             ZhopaInputs(points=100, banks_discarded=0, banks_gained=2, parties=3, required=150),
             ZhopaInputs(points=50, banks_discarded=1, banks_gained=1, parties=2, required=100)]
    store = StatsStore()
    for i, inputs in enumerate(games):
        store.record_game(f"z{i}", "zhopa", [PlayerResult("Ann", "win", 0, inputs),
                                             PlayerResult("Bob", "loss", 0, None)])
    total = store.player_stats("Ann", "zhopa").zhopa
    assert total == ZhopaInputs(450, 4, 4, 9, 450)
    expected = rules_rating(450, 4, 4, 9, 450)
    assert store.zhopa_rating("Ann") == pytest.approx(expected) == zhopa.rating(450, 4, 4, 9, 450)
    # summing is not averaging the per-game ratings
    mean = sum(rules_rating(*vars(g).values()) for g in games) / len(games)
    assert mean != pytest.approx(expected)
    assert store.zhopa_rating("Bob") is None  # no inputs recorded


def test_a_damaged_stats_file_is_moved_aside_and_counting_starts_afresh():
    store = StatsStore()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_bytes(b'{"format": "cardgames-qt-stats", "players": {"Ann"')
    assert store.load().players == {} and "moved aside" in store.messages[0]
    assert store.record_game("new", "gops", gops_results(1, 0))
    assert store.player_stats("Ann", "gops").played == 1
    quarantined = list((store.path.parent / "quarantine").iterdir())
    assert [p.read_bytes() for p in quarantined] == [b'{"format": "cardgames-qt-stats", "players": {"Ann"']


def test_a_damaged_stats_file_is_restored_from_its_backup():
    store = StatsStore()
    store.record_game("one", "gops", gops_results(50, 41))
    store.record_game("two", "gops", gops_results(50, 41))
    store.path.write_bytes(store.path.read_bytes()[:30])  # cut short
    stats = store.load()
    assert stats.players["Ann"]["gops"].played == 1 and "backup" in store.messages[0]


def test_an_unreadable_stats_file_is_never_written_over():
    store = StatsStore()
    store.path.mkdir(parents=True)  # the system refuses to read it (a folder)
    (store.path / "precious").write_text("x")
    with pytest.raises(WriteError):
        store.record_game("g", "gops", gops_results(1, 0))
    assert (store.path / "precious").read_text() == "x"


def test_a_failed_write_keeps_the_old_statistics():
    store = StatsStore()
    store.record_game("one", "gops", gops_results(50, 41))
    backup_path(store.path).mkdir()
    (backup_path(store.path) / "x").touch()
    with pytest.raises(WriteError):
        store.record_game("two", "gops", gops_results(50, 41))
    assert store.player_stats("Ann", "gops").played == 1


def test_unreadable_entries_are_left_out_with_a_message():
    store = StatsStore()
    store.record_game("one", "gops", gops_results(50, 41))
    data = json.loads(store.path.read_text())
    data["players"]["Bob"]["gops"]["played"] = "many"
    store.path.write_text(json.dumps(data))
    stats = store.load()
    assert "Bob" not in stats.players and stats.players["Ann"]["gops"].played == 1
    assert len(store.messages) == 1 and "Bob" in store.messages[0]


@pytest.mark.parametrize("results", [
    [], [PlayerResult("Ann", "win", 1), PlayerResult("ann ", "loss", 0)][:1] * 2,
    [PlayerResult("Ann", "victory", 1)], [PlayerResult("", "win", 1)], [PlayerResult("Ann", "win", "lots")],
])
def test_malformed_results_are_refused_and_nothing_is_written(results):
    store = StatsStore()
    with pytest.raises((ValueError, TypeError)):
        store.record_game("g", "gops", results)
    assert not store.path.exists()
