"""The public story of a game so far, for a game log opened on a resumed game (no Qt).

A save is seed + history: replaying it through the engine gives back every
event in order. Tables word only the public ones (reveals, showdowns, plays,
bets, summaries); sealed choices never carry their value in an event.
"""
from __future__ import annotations

from typing import Any

from ..engine.registry import new_state


def replay_events(record: dict[str, Any]) -> list[dict[str, Any]]:
    """Every event since the start of the game described by ``record`` (``GameSession.record()``)."""
    state = new_state(record["game"], record.get("variant") or {}, record["seed"])
    events: list[dict[str, Any]] = []
    for seat, action in record.get("history", []):
        events += state.apply(seat, action)
    return events


def initial_observation(record: dict[str, Any]) -> dict[str, Any]:
    """The public table as the game began (the first ante, the first dealer)."""
    return new_state(record["game"], record.get("variant") or {}, record["seed"]).observation(None)
