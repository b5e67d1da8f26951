"""Typed observations for tests that need a position no short game reaches: a real
observation of a new game, with the named fields replaced (lists become tuples,
Zhopa trick cards given as ``{"seat", "card"}`` become TrickCards)."""
from __future__ import annotations

import dataclasses
from typing import Any

from cardgames_qt.engine import gops, guts, zhopa
from cardgames_qt.engine.observations import TrickCard


def _plain(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_plain(v) for v in value)
    return value


def gops_obs(seat: int | None = 0, cards: int = 13, **fields: Any) -> gops.GopsObservation:
    base = gops.new_state({"cards": cards, "games": 1}, seed=1).observation(seat)
    return dataclasses.replace(base, **{k: _plain(v) for k, v in fields.items()})


def guts_obs(seat: int | None = 0, players: int = 3, **fields: Any) -> guts.GutsObservation:
    base = guts.new_state({"players": players}, seed=1).observation(seat)
    return dataclasses.replace(base, **{k: _plain(v) for k, v in fields.items()})


def zhopa_obs(seat: int | None = 0, players: int = 3, **fields: Any) -> zhopa.ZhopaObservation:
    base = zhopa.new_state({"players": players}, seed=1).observation(seat)
    if "trick" in fields:
        fields["trick"] = [t if isinstance(t, TrickCard) else TrickCard(t["seat"], t["card"], t.get("role", ""))
                           for t in fields["trick"]]
    return dataclasses.replace(base, **{k: _plain(v) for k, v in fields.items()})
