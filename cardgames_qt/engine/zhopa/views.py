"""What one seat may know of a Zhopa game, a full game guessed back from it
(for search bots), and the rule-level invariants."""
from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from .._shapes import ANY, BOOL, Either, Fixed, Int, ListOf, OneOf, Record, Shape, shape_problem
from ..cards import SUITS
from ..errors import IllegalMove, Refusal, clip, short_repr
from ..inputs import _require, as_int, as_random
from ..observations import Combination, LastTrick, PartieRecord, SeatStats, TargetTable, TrickCard, ZhopaObservation
from ..state import Rng, _to_json
from .rules import MAX_BANKS, POINTS
from .tricks import DECK, DECK_POSITION, _refusal_error, _resolve  # on the state's own values

if TYPE_CHECKING:
    from .game import State

_TIER_NAMES = {1: "trump", 2: "senior"}
HAND = 4  # cards in a first-dealt hand
_SORTED_DECK = sorted(DECK)


def _trump_names(state: State) -> tuple[dict[str, str], ...]:
    """Per seat, the suits that are trumps for that seat and their standing."""
    junior = state.variant.trump_mode == "senior_junior"
    return tuple({s: ("junior" if junior and t == 1 else _TIER_NAMES[t]) for s, t in tiers.items() if t}
                 for tiers in state.trumps.tiers)


def observation(state: State, seat: int | None) -> ZhopaObservation:
    """What ``seat`` may know of ``state`` (None: a spectator): see :class:`ZhopaObservation`."""
    from .game import State
    if not isinstance(state, State):
        raise IllegalMove(f"A Zhopa game state is needed, not {short_repr(state)}.")
    n = state.num_players
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n):
        # checked, not indexed: hands[-1] would show the last seat's hand to anybody
        raise IllegalMove("no_such_seat", given=short_repr(seat))
    go, pass_ = state.variant.targets_for()
    res = _resolve(state.trick, state.trumps) if state.trick else None
    card_pts = tuple(sum(map(POINTS.__getitem__, pile)) for pile in state.won)
    hand = state.hands[seat] if seat is not None else []
    legal = state.legal_actions(seat) if seat is not None else []
    return ZhopaObservation(
        seat=seat, players=n, variant=state.variant,
        my_hand=tuple(sorted(hand, key=DECK_POSITION.__getitem__)),
        hand_sizes=tuple(len(h) for h in state.hands),
        dealer=state.dealer, leader=state.leader, opening_leader=state.opening_leader,
        to_act=state.to_act,
        legal=tuple(legal),
        refusals=_refusals(state, seat, legal) if seat is not None else {},
        trump_mode=state.variant.trump_mode, trump_suits=tuple(state.trump_suits),
        trumps=_trump_names(state), must_beat=state.variant.must_beat,
        refill=state.variant.refill,
        phase=state.phase, bets=tuple(state.bets),
        combinations=tuple(Combination._from_record(c) for c in state.combinations),
        target_table=TargetTable(go, pass_),
        targets=tuple(None if b is None else go if b == "go" else pass_ for b in state.bets),
        trick=tuple(TrickCard(s, c, r) for (s, c), r in zip(state.trick, res.roles if res else (), strict=True)),
        main_suit=res.main_suit if res else None,
        main_suit_changed=res.eight_changed if res else False,
        trick_holder=state.trick[res.holder][0] if res else None,
        last_trick=_last_trick(state),
        stock_count=len(state.stock),
        won=tuple(tuple(p) for p in state.won), won_counts=tuple(len(p) for p in state.won),
        card_points=card_pts,
        points=tuple(p + c["points"] for p, c in zip(card_pts, state.combinations, strict=True)),
        played_cards=tuple(c for _, c in state.played), played_by=tuple(s for s, _ in state.played),
        tricks_done=state.tricks_done,
        banks=tuple(state.banks), partie_number=state.partie,
        max_parties=state.variant.max_parties,
        scores_history=tuple(PartieRecord._from_record(r) for r in state.scores_history),
        stats=tuple(SeatStats._from_record(st) for st in state.stats),
        ratings=tuple(state.rating_for(s) for s in range(n)),
        winners=tuple(state.winners), losers=tuple(state.losers),
        end_reason=state.end_reason,
    )


def _refusals(state: State, seat: int, legal: list[str]) -> dict[str, Refusal | None]:
    """Per card of ``seat``'s hand: None if it may be played now, else why not
    (the refusal of the IllegalMove that playing it would raise)."""
    hand = state.hands[seat]
    if state.phase == "over":
        why = IllegalMove("game_over", what="moves")
    elif seat != state.to_act:
        why = IllegalMove("not_your_turn", seat=state.to_act, phase=state.phase)
    elif state.phase == "bet":
        why = IllegalMove("bets_first")
    elif state._trick_state is None:  # a leader may play any card held
        return dict.fromkeys(hand)
    else:
        st, trumps, must_beat = state._trick_state, state.trumps, state.variant.must_beat
        return {c: None if c in legal else _refusal_error(hand, st, seat, trumps, must_beat, c).as_refusal()
                for c in hand}
    return {c: why.as_refusal() for c in hand}


def _last_trick(state: State) -> LastTrick | None:
    """The last complete trick of this partie, for a table that shows it a moment longer."""
    n = state.num_players
    if not state.tricks_done:
        return None
    plays = state.played[(state.tricks_done - 1) * n: state.tricks_done * n]
    res = _resolve(plays, state.trumps)
    return LastTrick(tuple(TrickCard(s, c, r) for (s, c), r in zip(plays, res.roles, strict=True)),
                     plays[res.holder][0])


_GUESSED_FIELDS = ("trump_suits", "banks", "dealer", "opening_leader", "leader", "phase",
                   "to_act", "bets", "combinations", "won", "tricks_done", "stats",
                   "scores_history", "winners", "losers", "end_reason")


def determinize(obs: ZhopaObservation, rng: random.Random) -> State:
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

    n, seat = _check_observation(obs)
    rng = as_random(rng)
    state = State.__new__(State)
    state.variant = obs.variant
    state.rng = Rng(rng.randrange(2**63))
    state.seed = state.rng.seed_value
    state.history = []
    for key in _GUESSED_FIELDS:  # the state's own (mutable, plain) forms
        setattr(state, key, _to_json(getattr(obs, key)))
    state.partie = obs.partie_number
    state.trick = [[t.seat, t.card] for t in obs.trick]
    state.played = [[s, c] for s, c in zip(obs.played_by, obs.played_cards, strict=True)]

    hands: list[list[str]] = [[] for _ in range(n)]
    if seat is not None:
        hands[seat] = list(obs.my_hand)
    seen = set(obs.played_cards) | set(obs.my_hand) | {c for p in obs.won for c in p}
    unseen = [c for c in DECK if c not in seen]
    played_count = Counter(obs.played_by)
    for s in range(n):
        if s == seat:
            continue
        combo = obs.combinations[s]
        pinned = [c for c in combo.cards if c in unseen]
        for c in pinned:
            unseen.remove(c)
        hands[s] += pinned
        if combo.one_suit and combo.cards:
            suit = combo.cards[0][-1]
            need = min(obs.hand_sizes[s], HAND - played_count[s]) - len(pinned)
            pool = [c for c in unseen if c[-1] == suit]
            for c in rng.sample(pool, max(0, min(need, len(pool)))):
                unseen.remove(c)
                hands[s].append(c)
    if sum(max(0, obs.hand_sizes[s] - len(hands[s])) for s in range(n)) > len(unseen):
        raise IllegalMove("This observation shows more cards than the deck holds.")
    rng.shuffle(unseen)
    for s in range(n):
        while len(hands[s]) < obs.hand_sizes[s]:
            hands[s].append(unseen.pop())
    state.hands = hands
    state.stock = unseen
    check_loaded(state)  # a guess the rules could not reach is refused, not played on
    return state


def _check_observation(obs: object) -> tuple[int, int | None]:
    """(players, seat) of a Zhopa observation whose fields fit the shapes of a saved
    game and add up; IllegalMove otherwise (an observation a caller put together
    by hand with ``dataclasses.replace`` may not)."""
    if not isinstance(obs, ZhopaObservation):
        raise IllegalMove(f"This is not an observation of a Zhopa game: {short_repr(obs)}.")
    players = obs.players
    if obs.variant.players != players:
        raise IllegalMove("This observation's settings are for another number of players.")
    fields = saved_shape(players)[1]
    seat, card = Int(0, players - 1), OneOf(*DECK)
    shape = Record(seat=Either(seat, OneOf(None)), partie_number=fields["partie"],
                   my_hand=ListOf(card, 0, HAND), hand_sizes=ListOf(Int(0, HAND), players, players),
                   played_cards=ListOf(card, 0, len(DECK)), played_by=ListOf(seat, 0, len(DECK)),
                   trick=ListOf(Record(seat=seat, card=card), 0, players - 1),
                   **{k: fields[k] for k in _GUESSED_FIELDS})
    problem = shape_problem(obs.to_json(), shape)
    if problem:
        raise IllegalMove(f"This observation cannot be played on: {clip(problem)}.")
    if len(obs.played_by) != len(obs.played_cards) or \
            (obs.seat is not None and obs.hand_sizes[obs.seat] != len(obs.my_hand)):
        raise IllegalMove("This observation does not add up: the cards shown and counted differ.")
    return players, obs.seat


_COMBO_KINDS = {"K+Q": ("K", "Q"), "J+Q": ("J", "Q")}
_END_REASONS = ("no_banks", "six_banks", "max_parties")


def saved_shape(players: int) -> Shape:
    """The shape of a saved Zhopa game of ``players`` seats (see engine/_shapes.py)."""
    n = as_int(players, "number of players", 2, 4)
    seat, card = Int(0, n - 1), OneOf(*DECK)
    cards = ListOf(card, 0, len(DECK))

    def per_seat(item: Shape) -> Shape:
        return ListOf(item, n, n)

    count = Int(0, 10**12)
    record = Record(partie=Int(1, 10**9), dealer=seat, bets=per_seat(OneOf("go", "pass")),
                    card_points=per_seat(Int(-1000, 1000)), combination_points=per_seat(Int(0, 1000)),
                    points=per_seat(Int(-1000, 2000)), targets=per_seat(Int(1, 10**12)),
                    reached=per_seat(BOOL), bank_changes=per_seat(Int(-1, 1)), banks=per_seat(Int(0, 1000)))
    return Record(
        game=OneOf("zhopa"), variant=ANY, seed=ANY, rng=ANY, history=ANY,
        trump_suits=ListOf(OneOf(*SUITS), 0, 4), banks=per_seat(Int(0, 1000)), partie=Int(1, 10**9),
        dealer=seat, opening_leader=Either(seat, OneOf(None)), leader=Either(seat, OneOf(None)),
        phase=OneOf("bet", "play", "over"), to_act=Either(seat, OneOf(None)),
        hands=per_seat(cards), stock=cards, bets=per_seat(OneOf("go", "pass", None)),
        combinations=per_seat(Record(points=Int(0, 100), kinds=ListOf(OneOf(*_COMBO_KINDS), 0, 2),
                                     cards=ListOf(card, 0, 4), one_suit=BOOL)),
        trick=ListOf(Fixed(seat, card), 0, n - 1), won=per_seat(cards), played=ListOf(Fixed(seat, card), 0, 36),
        tricks_done=Int(0, 36), stats=per_seat(Record(points=Int(-10**12, 10**12), banks_discarded=count,
                                                      banks_gained=count, parties=count, required=count)),
        scores_history=ListOf(record, 0, 10**6), winners=ListOf(seat, 0, n), losers=ListOf(seat, 0, n),
        end_reason=OneOf(None, *_END_REASONS))


def check_loaded(state: Any) -> None:
    """Derive what a loaded (or guessed) state computes and check every invariant:
    IllegalMove ("damaged_save") unless the rules can reach it and play on."""
    from .game import State
    if not isinstance(state, State):
        raise IllegalMove(f"A Zhopa game state is needed, not {short_repr(state)}.")
    try:
        state._derive()  # trumps_for refuses suits this mode cannot draw
        check_invariants(state)
    except AssertionError as exc:
        raise IllegalMove("damaged_save", game="zhopa", detail=clip(str(exc) or "an invariant fails")) from None


def check_invariants(state: Any) -> None:
    """Raise AssertionError unless ``state`` is one the rules can reach and play on:
    every card in one place, hands, tricks, bets, banks, statistics and the end
    consistent with each other and with the settings."""
    from .game import State, ending
    if not isinstance(state, State):
        raise IllegalMove(f"A Zhopa game state is needed, not {short_repr(state)}.")
    n, v = state.num_players, state.variant
    places = [c for h in state.hands for c in h] + state.stock + [c for _, c in state.trick] \
        + [c for p in state.won for c in p]
    if sorted(places) != _SORTED_DECK:
        counts = Counter(places)
        wrong = sorted(c for c in set(DECK) | set(counts) if counts[c] != 1)
        raise AssertionError(f"cards lost or duplicated: {wrong}")
    fixed = v.trump_suits != "random" or v.trump_mode in ("none", "senior_junior")
    if fixed:  # (drawing fixed suits takes nothing from the generator)
        _require(state.trump_suits == v.draw_trump_suits(random.Random(0)), "the trump suits differ from the settings")
    banks = state.banks
    _require(min(banks) >= 0, f"banks below 0: {banks}")
    if max(banks) > MAX_BANKS:  # only the all-at-six play-on goes above 6, one bank a partie
        _require(min(banks) >= MAX_BANKS - 1 and (state.phase == "over" or len(set(banks)) == 1),
                 f"banks above 6 outside the play-on: {banks}")
    _require(state.phase in ("bet", "play", "over"), f"no phase {state.phase}")
    _require(len(state.stock) % n == 0, "the stock must hold a whole share for everybody")
    _require(sum(map(len, state.won)) == state.tricks_done * n, "the won piles do not match the tricks")
    _require(len(state.played) == state.tricks_done * n + len(state.trick), "the played cards do not match")
    _require([c for _, c in state.played[len(state.played) - len(state.trick):]] == [c for _, c in state.trick],
             "the trick is not the last cards played")
    sizes = [len(h) for h in state.hands]
    in_trick = {s for s, _ in state.trick}
    base = {sizes[s] + (s in in_trick) for s in range(n)}
    _require(len(base) == 1, f"hands of unequal size at the start of the trick: {sizes}")
    _require(max(base) <= HAND, f"hands hold more than {HAND} cards: {sizes}")
    _require(len(state.trick) < n, "a trick holds a card of every player")
    _check_combinations(state)
    _require(all(r["partie"] == i for i, r in enumerate(state.scores_history, 1)), "the parties are misnumbered")
    _require(all(st["parties"] == len(state.scores_history) for st in state.stats), "the partie counts differ")
    over = state.phase == "over"
    end = ending(banks, state.partie, v.max_parties)
    if over:
        _require(state.to_act is None and state.end_reason is not None, "a finished game names who acts")
        _require(end == (state.end_reason, state.winners, state.losers), "the end does not follow the banks")
        _require(None not in state.bets and not any(state.hands) and not state.stock,
                 "a game ended in the middle of a partie")
        _require(len(state.scores_history) == state.partie, "a partie of the finished game has no record")
        return
    to_act = state.to_act
    if to_act is None or not 0 <= to_act < n:
        raise AssertionError("nobody acts in a game in progress")
    _require(not state.winners and not state.losers and state.end_reason is None,
             "a game in progress has winners")
    _require(len(state.scores_history) == state.partie - 1, "the parties and their records differ")
    if state.phase == "bet":
        _require(sizes == [HAND] * n and not state.played and not state.trick, "cards played before the bets")
        _require(len(state.stock) == len(DECK) - HAND * n, "the stock of a new partie is wrong")
        _require(state.leader is None and state.opening_leader is None, "a leader before the bets")
        # bets run clockwise from the dealer's left, so exactly the seats before to_act have bet
        order = [(state.dealer + i) % n for i in range(1, n + 1)]
        done = order.index(to_act)
        _require([state.bets[s] is None for s in order] == [False] * done + [True] * (n - done),
                 "the bets are not in turn")
    else:
        _require(None not in state.bets, "cards played before every bet")
        _require(sizes[to_act] > 0, "the player to act has no card")
        leader = state.leader
        if leader is None or state.opening_leader is None:
            raise AssertionError("a trick without a leader")
        if state.trick:
            _require([s for s, _ in state.trick] == [(leader + i) % n for i in range(len(state.trick))],
                     "the trick is not played clockwise from its leader")
            _require(state.to_act == (state.trick[-1][0] + 1) % n, "the wrong player acts")
            _require(_resolve(state.trick, state.trumps).state == state._trick_state, "the trick is misread")
        else:
            _require(state.to_act == state.leader and state._trick_state is None, "the wrong player leads")


def _check_combinations(state: Any) -> None:
    """The cards shown for a combination stay with their owner: in the hand, or played
    by that player this partie (determinize deals them back to the owner)."""
    played_by = {c: s for s, c in state.played}
    for seat, combo in enumerate(state.combinations):
        cards = combo["cards"]
        _require(len(set(combo["kinds"])) == len(combo["kinds"]), "a combination is listed twice")
        _require(not combo["one_suit"] or len({c[-1] for c in cards}) <= 1, "a one-suit bonus without one suit")
        _require(all(c in state.hands[seat] or played_by.get(c) == seat for c in cards),
                 "a shown combination card left its owner")
