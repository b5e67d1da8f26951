"""What one seat may know of a Zhopa game, a full game guessed back from it
(for search bots), and the rule-level invariants."""
from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any

from cardgames_qt.engine.errors import IllegalMove
from cardgames_qt.engine.state import Rng

from .rules import CARD_POINTS, MAX_BANKS
from .tricks import DECK, DECK_POSITION, resolve
from .variant import Variant

_TIER_NAMES = {1: "trump", 2: "senior"}
HAND = 4  # cards in a first-dealt hand
_SORTED_DECK = sorted(DECK)


def _trump_names(state) -> list[dict[str, str]]:
    """Per seat, the suits that are trumps for that seat and their standing."""
    junior = state.variant.trump_mode == "senior_junior"
    out = []
    for tiers in state.trumps.tiers:
        out.append({s: ("junior" if junior and t == 1 else _TIER_NAMES[t])
                    for s, t in tiers.items() if t})
    return out


def observation(state, seat: int | None) -> dict[str, Any]:
    """JSON-compatible public view of ``state`` plus ``seat``'s own hand.

    Holds nothing hidden: no other hand, no stock order, no seed or
    generator state. Shown combination cards, bets, tricks and won piles are
    public in the game, so they are here.
    """
    n = state.num_players
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n):
        # checked, not indexed: hands[-1] would show the last seat's hand to anybody
        raise IllegalMove(f"There is no seat {seat!r} at this table.")
    go, pass_ = state.variant.targets_for()
    res = resolve(state.trick, state.trumps) if state.trick else None
    card_pts = [sum(CARD_POINTS[c[:-1]] for c in pile) for pile in state.won]
    hand = state.hands[seat] if seat is not None else []
    return {
        "game": "zhopa", "seat": seat, "players": n, "variant": state.variant.to_dict(),
        "my_hand": sorted(hand, key=DECK_POSITION.__getitem__),
        "hand_sizes": [len(h) for h in state.hands],
        "dealer": state.dealer, "leader": state.leader, "opening_leader": state.opening_leader,
        "to_act": state.to_act,
        "legal": state.legal_actions(seat) if seat is not None else [],
        "trump_mode": state.variant.trump_mode, "trump_suits": list(state.trump_suits),
        "trumps": _trump_names(state), "must_beat": state.variant.must_beat,
        "refill": state.variant.refill,
        "phase": state.phase, "bets": list(state.bets),
        "combinations": copy.deepcopy(state.combinations),
        "target_table": {"go": go, "pass": pass_},
        "targets": [None if b is None else go if b == "go" else pass_ for b in state.bets],
        "trick": [{"seat": s, "card": c, "role": r}
                  for (s, c), r in zip(state.trick, res.roles if res else (), strict=True)],
        "main_suit": res.main_suit if res else None,
        "main_suit_changed": res.eight_changed if res else False,
        "trick_holder": state.trick[res.holder][0] if res else None,
        "last_trick": _last_trick(state),
        "stock_count": len(state.stock),
        "won": [list(p) for p in state.won], "won_counts": [len(p) for p in state.won],
        "card_points": card_pts,
        "points": [p + c["points"] for p, c in zip(card_pts, state.combinations, strict=True)],
        "played_cards": [c for _, c in state.played], "played_by": [s for s, _ in state.played],
        "tricks_done": state.tricks_done,
        "banks": list(state.banks), "partie_number": state.partie,
        "max_parties": state.variant.max_parties,
        "scores_history": copy.deepcopy(state.scores_history),
        "stats": copy.deepcopy(state.stats),
        "ratings": [state.rating_for(s) for s in range(n)],
        "winners": list(state.winners), "losers": list(state.losers),
        "end_reason": state.end_reason,
    }


def _last_trick(state) -> dict[str, Any] | None:
    """The last complete trick of this partie, for a table that shows it a moment longer."""
    n = state.num_players
    if not state.tricks_done:
        return None
    plays = state.played[(state.tricks_done - 1) * n: state.tricks_done * n]
    res = resolve(plays, state.trumps)
    return {"trick": [{"seat": s, "card": c, "role": r} for (s, c), r in zip(plays, res.roles, strict=True)],
            "winner": plays[res.holder][0]}


def determinize(obs: dict[str, Any], rng: random.Random):
    """A full State consistent with ``obs``: the cards ``obs`` does not show are
    dealt at random to the other hands (respecting their sizes) and the stock.

    Reads nothing but ``obs``. Public facts it honours: hand sizes, cards
    shown for combinations and not yet played (they stay with their owner),
    and a four-of-a-suit hand (its owner keeps at least 4 - cards played of
    that suit). It does not infer voids from past discards — that is a
    bot's reasoning, not an observed fact. The result has a fresh seed and
    an empty history: it is for simulation, not for replay.
    """
    from .game import State

    n = obs["players"]
    seat = obs["seat"]
    state = State.__new__(State)
    state.variant = Variant.from_dict(obs["variant"])
    state.rng = Rng(rng.randrange(2**63))
    state.seed = state.rng.seed_value
    state.history = []
    for key in ("trump_suits", "banks", "dealer", "opening_leader", "leader", "phase",
                "to_act", "bets", "combinations", "won", "tricks_done", "stats",
                "scores_history", "winners", "losers", "end_reason"):
        setattr(state, key, copy.deepcopy(obs[key]))
    state.partie = obs["partie_number"]
    state.trick = [[t["seat"], t["card"]] for t in obs["trick"]]
    state.played = [[s, c] for s, c in zip(obs["played_by"], obs["played_cards"], strict=True)]

    hands: list[list[str]] = [[] for _ in range(n)]
    if seat is not None:
        hands[seat] = list(obs["my_hand"])
    seen = set(obs["played_cards"]) | set(obs["my_hand"]) | {c for p in obs["won"] for c in p}
    unseen = [c for c in DECK if c not in seen]
    played_count = Counter(obs["played_by"])
    for s in range(n):
        if s == seat:
            continue
        combo = obs["combinations"][s]
        pinned = [c for c in combo["cards"] if c in unseen]
        for c in pinned:
            unseen.remove(c)
        hands[s] += pinned
        if combo["one_suit"] and combo["cards"]:
            suit = combo["cards"][0][-1]
            need = min(obs["hand_sizes"][s], HAND - played_count[s]) - len(pinned)
            pool = [c for c in unseen if c[-1] == suit]
            for c in rng.sample(pool, max(0, min(need, len(pool)))):
                unseen.remove(c)
                hands[s].append(c)
    rng.shuffle(unseen)
    for s in range(n):
        while len(hands[s]) < obs["hand_sizes"][s]:
            hands[s].append(unseen.pop())
    state.hands = hands
    state.stock = unseen
    state._derive()
    return state


def check_invariants(state) -> None:
    n = state.num_players
    places = [c for h in state.hands for c in h] + state.stock + [c for _, c in state.trick] \
        + [c for p in state.won for c in p]
    if sorted(places) != _SORTED_DECK:
        counts = Counter(places)
        wrong = sorted(c for c in set(DECK) | set(counts) if counts[c] != 1)
        raise AssertionError(f"cards lost or duplicated: {wrong}")
    banks = state.banks  # issue 11: the play-on is not capped
    assert min(banks) >= 0, f"banks below 0: {banks}"
    if max(banks) > MAX_BANKS:
        assert min(banks) >= MAX_BANKS - 1 and (state.phase == "over" or len(set(banks)) == 1), banks
    assert state.phase in ("bet", "play", "over"), state.phase
    assert len(state.stock) % n == 0, "the stock must hold a whole share for everybody"
    assert sum(map(len, state.won)) == state.tricks_done * n
    assert len(state.played) == state.tricks_done * n + len(state.trick)
    assert [c for _, c in state.played[len(state.played) - len(state.trick):]] == \
        [c for _, c in state.trick]
    sizes = [len(h) for h in state.hands]
    in_trick = {s for s, _ in state.trick}
    base = {sizes[s] + (s in in_trick) for s in range(n)}
    assert len(base) == 1, f"hands of unequal size at the start of the trick: {sizes}"
    assert len(state.trick) < n
    if state.phase == "over":
        assert state.to_act is None and state.end_reason
        assert not set(state.winners) & set(state.losers)
        assert None not in state.bets
        return
    assert 0 <= state.to_act < n
    assert len(state.scores_history) == state.partie - 1
    assert {st["parties"] for st in state.stats} == {state.partie - 1}
    if state.phase == "bet":
        assert sizes == [HAND] * n and not state.played and not state.trick
        # bets run clockwise from the dealer's left, so exactly the seats before to_act have bet
        order = [(state.dealer + i) % n for i in range(1, n + 1)]
        done = order.index(state.to_act)
        assert [state.bets[s] is None for s in order] == [False] * done + [True] * (n - done)
    else:
        assert None not in state.bets
        assert sizes[state.to_act] > 0
        if state.trick:
            assert state.to_act == (state.trick[-1][0] + 1) % n
            assert state.trick[0][0] == state.leader
            assert resolve(state.trick, state.trumps).state == state._trick_state
        else:
            assert state.to_act == state.leader and state._trick_state is None
