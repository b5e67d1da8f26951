"""The shipped exact Gops values (games up to 8 cards, tools/gops_exact.py):
what the tool computes, what the run-time solver computes, lazily loaded, and
a policy that no best response can beat by more than rounding."""
from __future__ import annotations

import importlib
import random
import subprocess
import sys

import pytest

from tools import gops_exact as tool

gp = importlib.import_module("cardgames_qt.bots.gops_policy")


def test_the_table_is_shipped_small_and_covers_every_game_up_to_8_cards():
    size = gp._EXACT_DATA.stat().st_size
    assert size < 500_000  # bytes: compact (bench/bots.py prints the figure)
    for carry in (True, False):
        table = gp._exact_values(carry)
        assert len(table) > (100_000 if carry else 30_000)
        full = (1 << 9) - 2  # values 1..8
        for first in range(1, 9):  # after round 1 of an 8-card game: A bid 1, B bid 2
            a, b = sorted(gp._interleaving(full ^ 2, full ^ 4))
            assert gp.pack_key(a, b, full ^ (1 << first), 0) in table


def test_shipped_values_are_what_the_tool_computes():
    fresh = {rule: tool.solve(5, rule == "carry", lambda line: None) for rule in gp.TIE_RULES}
    for rule, values in fresh.items():
        shipped = gp._exact_values(rule == "carry")
        assert len(values) > 100
        for key, v in values.items():
            assert shipped[key] == round(v * gp.EXACT_SCALE)


def test_shipped_values_agree_with_the_run_time_solver():
    rnd = random.Random(3)
    checked = 0
    saved = gp.EXACT_CARDS
    try:
        gp.EXACT_CARDS = 99  # solve everything at run time, without the table
        for _ in range(120):
            n = rnd.randint(3, 7)
            h = rnd.randint(1, n - 1)
            values = list(range(1, n + 1))
            a, b = gp._interleaving(gp._mask(rnd.sample(values, h)), gp._mask(rnd.sample(values, h)))
            if a == b:
                continue
            a, b = min(a, b), max(a, b)
            prizes, carry = gp._mask(rnd.sample(values, h)), rnd.random() < 0.5
            shipped = gp._exact_values(carry).get(gp.pack_key(a, b, prizes, 0))
            if shipped is None:
                continue
            table, gp._exact_table = gp._exact_table, {True: {}, False: {}}
            gp._after_ordered.cache_clear()
            gp._solved_value.cache_clear()
            try:
                exact = gp._after_ordered(a, b, prizes, 0, carry)
            finally:
                gp._exact_table = table
                gp._after_ordered.cache_clear()
                gp._solved_value.cache_clear()
            assert abs(shipped / gp.EXACT_SCALE - exact) <= 1.0 / gp.EXACT_SCALE
            checked += 1
    finally:
        gp.EXACT_CARDS = saved
    assert checked > 40


def test_the_table_loads_on_first_use_only():
    code = ("import sys, cardgames_qt.bots.gops_bots\n"
            "p = sys.modules['cardgames_qt.bots.gops_policy']\n"
            "print(p._exact_table is None)\n"
            "p.gops_policy([1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 6], [7])\n"
            "print(len(p._exact_table[True]) > 0)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["True", "True"]


def test_a_missing_table_still_plays_by_the_solver_and_the_model(monkeypatch, tmp_path):
    monkeypatch.setattr(gp, "_EXACT_DATA", tmp_path / "missing.bin")
    monkeypatch.setattr(gp, "_exact_table", None)
    gp._after_ordered.cache_clear()
    gp._policy.cache_clear()
    try:
        policy = gp.gops_policy(list(range(1, 8)), list(range(1, 8)), list(range(1, 7)), [7], "carry")
        assert abs(sum(policy.values()) - 1.0) < 1e-9
    finally:
        gp._after_ordered.cache_clear()
        gp._policy.cache_clear()


def test_a_foreign_table_file_is_refused_with_a_clear_message(monkeypatch, tmp_path):
    import zlib
    bad = tmp_path / "gops_exact.bin"
    bad.write_bytes(zlib.compress(b"NOTGOPS" + bytes(20)))
    monkeypatch.setattr(gp, "_EXACT_DATA", bad)
    monkeypatch.setattr(gp, "_exact_table", None)
    with pytest.raises(RuntimeError, match="not a Gops table"):
        gp._exact_values(True)


@pytest.mark.slow
@pytest.mark.parametrize("tie_rule", gp.TIE_RULES)
def test_exploitability_at_seven_cards_is_below_a_hundredth_of_a_point(tie_rule):
    sys.path.insert(0, str(gp._DATA.parents[3] / "bench"))
    import bots_gops
    assert bots_gops.exact_exploitability(7, tie_rule) <= 0.01
