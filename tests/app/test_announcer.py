"""The announcer (no Qt): every public event of seeded games of each kind becomes a
line that names who and what, and no line names a card its listener may not know."""
from __future__ import annotations

import random

import pytest

from cardgames_qt.app.announcer import Announcer, gops_card, hand, scores, table
from cardgames_qt.engine.events import BidPlaced, Declared, GopsReveal, Play, Showdown
from cardgames_qt.engine.registry import new_state

#: events that are only bookkeeping: what they say is in a neighbouring line
SILENT = {"dealer_moves", "resumed"}
SEAT_KEYS = ("seat", "seat_a", "winner", "dealer", "ins", "hands", "winners", "points", "scores", "totals",
             "balances", "banks", "pot", "stock")


def _hidden(game_id: str, state, listener: int) -> set[str]:
    """Cards the listener may not know right now."""
    if game_id == "gops":
        g = state._game
        bid = g.sealed_bid(1 - listener)
        return set() if bid is None else {gops_card(bid, "CS"[1 - listener])}
    if game_id == "guts":
        return {c for s, h in enumerate(state.hands) if s != listener for c in h}
    return {c for s, h in enumerate(state.hands) if s != listener for c in h} | set(state.stock)


def _cards_in(value) -> set[str]:
    if isinstance(value, str) and 2 <= len(value) <= 3 and value[-1] in "SHDC":
        return {value}
    if isinstance(value, (list, tuple)):
        return set().union(*(_cards_in(v) for v in value)) if value else set()
    if isinstance(value, dict):
        return _cards_in(list(value.values()))
    return set()


@pytest.mark.parametrize("game_id,variant,listener", [
    ("gops", {"cards": 6}, 0), ("gops", {"cards": 5, "games": 2}, 1),
    ("guts", {"players": 4, "cycles": 1}, 0), ("guts", {"players": 3, "cycles": 1}, 2),
    ("zhopa", {"players": 3}, 0), ("zhopa", {"players": 2}, 1),
])
def test_every_public_event_is_spoken_and_no_hidden_card(game_id, variant, listener):
    rng = random.Random(7)
    state = new_state(game_id, variant, 11)
    ann = Announcer(game_id)
    spoken, events_seen, prompts = 0, 0, 0
    lines = ann.events(state.opening_events() if hasattr(state, "opening_events") else [], listener)
    moves = 0
    while not state.is_terminal() and moves < 400:
        for seat in state.acting_seats():
            prompt = ann.prompt(state.observation(listener), state.acting_seats(), listener)
            if prompt is not None:
                prompts += 1
                assert prompt.urgent
                leaked = _cards_in(prompt.params) & _hidden(game_id, state, listener)
                assert not leaked, (prompt, leaked)
            hidden = _hidden(game_id, state, listener)
            legal = state.legal_actions(seat)
            events = state.apply(seat, legal[rng.randrange(len(legal))])
            moves += 1
            for ev in events:
                lines = ann.events([ev], listener)
                events_seen += 1
                if ev.kind in SILENT or (isinstance(ev, (BidPlaced, Declared)) and ev.seat == listener):
                    continue
                assert lines, f"nothing said for {ev}"
                for line in lines:
                    spoken += 1
                    assert any(k in line.params for k in SEAT_KEYS) or line.params, line
                    # a card named in a line is public now, or was the listener's own
                    leaked = _cards_in(line.params) & (hidden - _revealed(events))
                    assert not leaked, (ev, line, leaked)
            if state.is_terminal():
                break
    assert spoken >= 5 and prompts >= 1 and events_seen >= spoken // 2
    obs = state.observation(listener)
    for ask in (scores, table, hand):
        line = ask(game_id, obs)
        assert line.urgent and not (_cards_in(line.params) & _hidden(game_id, state, listener))


def _revealed(events: list) -> set[str]:
    """Cards the events themselves turn face up for everyone: the flip, the showdown, a play."""
    out: set[str] = set()
    for ev in events:
        if isinstance(ev, GopsReveal):
            out |= {gops_card(ev.bids[0], "C"), gops_card(ev.bids[1], "S")}
        elif isinstance(ev, Showdown):
            out |= {c for cards in ev.hands.values() for c in cards}
        elif isinstance(ev, Play):
            out.add(ev.card)
    return out


def test_your_turn_is_said_once_per_decision():
    state = new_state("gops", {"cards": 5}, 3)
    ann = Announcer("gops")
    first = ann.prompt(state.observation(0), state.acting_seats(), 0)
    assert first is not None and first.code == "your_bid" and first.params["card"].endswith("D")
    assert ann.prompt(state.observation(0), state.acting_seats(), 0) is None  # asked already
    state.apply(1, state.legal_actions(1)[0])  # the computer bids: still the same decision
    assert ann.prompt(state.observation(0), state.acting_seats(), 0) is None
    state.apply(0, state.legal_actions(0)[0])
    again = ann.prompt(state.observation(0), state.acting_seats(), 0)
    assert again is not None and again.params != first.params or again is not None


def test_at_a_shared_screen_each_person_is_asked_at_their_own_decision():
    """Pass-and-play Gops: Alice and Bob bid for the same prize. Alice was asked; the screen
    goes to Bob before anything else is said: Bob is asked too (it was "asked already")."""
    state = new_state("gops", {"cards": 5}, 3)
    ann = Announcer("gops")
    assert ann.prompt(state.observation(0), state.acting_seats(), 0) is not None  # Alice
    state.apply(0, state.legal_actions(0)[0])
    bob = ann.prompt(state.observation(1), state.acting_seats(), 1)
    assert bob is not None and bob.code == "your_bid"
    assert ann.prompt(state.observation(1), state.acting_seats(), 1) is None  # asked once
