"""The game catalogue says exactly what each engine's Variant accepts: every
range is accepted at its edges and refused one step beyond, every choice is
accepted and a foreign one refused, and no Variant field is left out."""
from __future__ import annotations

import dataclasses

import pytest

from cardgames_qt.engine import IllegalMove
from cardgames_qt.engine.catalogue import BOOL, CHOICE, GAME_IDS, INT, SUITS, all_games, game_info
from cardgames_qt.engine.registry import game_module

GAMES = [pytest.param(g, id=g) for g in GAME_IDS]


def _accepts(game: str, **values) -> bool:
    try:
        game_module(game).Variant.from_dict(values)
    except IllegalMove:
        return False
    return True


def test_catalogue_lists_every_game_once_in_order():
    assert tuple(info.id for info in all_games()) == GAME_IDS
    for game in GAME_IDS:
        assert game_module(game).GAME_ID == game_info(game).id == game


@pytest.mark.parametrize("game", GAMES)
def test_every_variant_field_is_in_the_catalogue(game):
    variant_fields = [f.name for f in dataclasses.fields(game_module(game).Variant)]
    assert sorted(f.name for f in game_info(game).fields) == sorted(variant_fields)


@pytest.mark.parametrize("game", GAMES)
def test_int_ranges_match_the_engine_at_the_edges(game):
    ints = [f for f in game_info(game).fields if f.kind == INT]
    assert ints or game == "gops"
    for f in ints:
        assert _accepts(game, **{f.name: f.low}), f.name
        assert not _accepts(game, **{f.name: f.low - 1}), f.name
        if f.high is None:  # no upper limit: a huge value is still a legal setting
            assert _accepts(game, **{f.name: 2**31 - 1}), f.name
        else:
            assert _accepts(game, **{f.name: f.high}), f.name
            assert not _accepts(game, **{f.name: f.high + 1}), f.name


@pytest.mark.parametrize("game", GAMES)
def test_choices_match_the_engine(game):
    for f in game_info(game).fields:
        if f.kind == CHOICE:
            assert f.choices
            for value in f.values():
                assert _accepts(game, **{f.name: value}), (f.name, value)
            assert not _accepts(game, **{f.name: "no-such-choice"}), f.name
        elif f.kind == BOOL:
            assert _accepts(game, **{f.name: True}) and _accepts(game, **{f.name: False})
            assert not _accepts(game, **{f.name: "yes"})
        elif f.kind == SUITS:
            assert _accepts(game, **{f.name: "random"})
            assert not _accepts(game, **{f.name: ["X"]})


@pytest.mark.parametrize("game", GAMES)
def test_player_range_matches_the_engine(game):
    info = game_info(game)
    if info.player_field is None:
        assert info.min_players == info.max_players == game_module(game).new_state(None, 1).num_players
        return
    f = info.field(info.player_field)
    assert (f.low, f.high) == (info.min_players, info.max_players)
    for n in (info.min_players, info.max_players):
        state = game_module(game).new_state(game_module(game).Variant.from_dict({"players": n}), 1)
        assert state.num_players == n == info.players({"players": n})
    assert info.players({}) == game_module(game).Variant().players


def test_the_catalogue_imports_no_game_until_asked():
    import subprocess
    import sys
    code = ("import sys, cardgames_qt.engine.catalogue as c; "
            "print(sorted(m for m in sys.modules if m.startswith('cardgames_qt.engine.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert "gops" not in out and "guts" not in out and "zhopa" not in out, out
