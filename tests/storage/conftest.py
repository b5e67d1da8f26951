"""Real games for the storage tests: played with a seeded random-legal
player through the engine, never hand-written histories."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from cardgames_qt.engine import registry
from cardgames_qt.engine.state import GameState
from cardgames_qt.storage import SaveStore


def play(state: GameState, rng: random.Random, moves: int | None = None) -> GameState:
    """Apply random legal moves (all acting seats in turn) until the game ends
    or ``moves`` moves have been made."""
    made = 0
    while not state.is_terminal() and (moves is None or made < moves):
        seat = rng.choice(state.acting_seats())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        made += 1
    return state


def seats_for(n: int) -> list[dict[str, Any]]:
    return [{"name": "Ann", "kind": "human", "bot": None}] + [
        {"name": f"Bot {i}", "kind": "computer", "bot": "random"} for i in range(1, n)]


def record_of(state: GameState, variant: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """What a session hands to the store for ``state``."""
    return {"game": state.game_id, "variant": variant, "seats": seats_for(state.num_players),
            "seed": state.to_dict()["seed"], "history": [list(h) for h in state.history], **extra}


def gops_game(moves: int | None = 9, seed: int = 7, variant: dict[str, Any] | None = None) -> tuple[GameState, dict]:
    variant = variant if variant is not None else {"cards": 13, "games": 1}
    state = registry.new_state("gops", variant, seed)
    play(state, random.Random(seed), moves)
    return state, record_of(state, variant)


@pytest.fixture
def store(_isolated_home) -> SaveStore:
    return SaveStore()


@pytest.fixture
def saves_dir(_isolated_home) -> Path:
    return _isolated_home / "saves"


def snapshot(root: Path, skip: str = "quarantine") -> dict[str, bytes]:
    """Every file under ``root`` (except the quarantine folder) by relative path."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and skip not in p.relative_to(root).parts}
