"""The Zhopa search bot (ISMCTS): legal, blind to hidden cards, reproducible,
sensible bets, and clearly stronger than random-legal play.

Every search here runs on an iteration cap without a time budget, so a seed
fixes each decision on every machine: nothing can flake.
"""
import json
import random
import statistics
import time

import pytest

from cardgames_qt.bots.random_legal import RandomLegal
from cardgames_qt.bots.registry import default_bot, make_bot
from cardgames_qt.bots.zhopa_fast import cards_of
from cardgames_qt.bots.zhopa_search import ZhopaSearchBot, _Facts, _hand_bounds
from cardgames_qt.engine.zhopa import Variant, combinations, new_state
from cardgames_qt.engine.zhopa.tricks import DECK, legal_cards
from tests.conftest import long_runs
from tests.engine.test_zhopa_game import crafted


def capped(iterations=40):
    return ZhopaSearchBot(time_budget=None, max_iterations=iterations)


def play_partie(state, bots, rng, check=None):
    """Play ``state`` to the end of its partie (or of the game) with ``bots`` per seat."""
    partie = state.partie
    while not state.is_terminal() and state.partie == partie:
        seat = state.current_player()
        obs = state.observation(seat)
        legal = state.legal_actions(seat)
        action = bots[seat].choose(obs, legal, rng)
        if check:
            check(state, seat, action, legal)
        state.apply(seat, action)
    return state.scores_history[partie - 1]


def midgame(seed, moves, **settings):
    """A game ``moves`` random legal actions in (bets included)."""
    state = new_state(Variant.from_dict({"players": 3, **settings}), seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = state.current_player()
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
    return state


# --- always legal ------------------------------------------------------------------------

SETTINGS = [
    {"players": 2},
    {"players": 3, "refill": "draw"},
    {"players": 4, "trump_mode": "senior_junior"},
    {"players": 3, "trump_mode": "one", "must_beat": False},
    {"players": 2, "trump_mode": "two", "refill": "draw", "must_beat": False},
    {"players": 4, "trump_mode": "none", "targets": "balanced"},
]


@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: "-".join(map(str, s.values())))
def test_search_bot_always_plays_a_legal_action(settings):
    """Every seat a search bot (tiny budget): each choice is one of the legal
    actions, through bets, redeals/draws and to the end of the partie."""
    parties = 6 if long_runs() else 2
    for k in range(parties):
        state = new_state(Variant.from_dict({**settings, "max_parties": 1}), seed=100 + k)
        bots = [capped(25) for _ in range(state.num_players)]
        chosen = []

        def check(state, seat, action, legal, chosen=chosen):
            assert action in legal, f"{action!r} is not one of {legal}"
            chosen.append(action)

        record = play_partie(state, bots, random.Random(k), check)
        assert state.is_terminal() and len(chosen) == 36 + state.num_players
        assert sorted(record["bets"]) and None not in record["bets"]


def test_search_bot_refuses_an_empty_legal_list():
    state = midgame(1, 5)
    with pytest.raises(ValueError):
        capped().choose(state.observation(0), [], random.Random(0))


# --- never reads hidden information ---------------------------------------------------

def swap_hidden(state, seat):
    """The same game with the other seats' hidden cards exchanged and the stock
    reordered: every observation of ``seat`` stays the same."""
    other = state.from_dict(state.to_dict())
    shown = {c for combo in other.combinations for c in combo["cards"]}
    a, b = [s for s in range(other.num_players) if s != seat][:2]
    free_a = [c for c in other.hands[a] if c not in shown]
    free_b = [c for c in other.hands[b] if c not in shown]
    if free_a and free_b:
        ia, ib = other.hands[a].index(free_a[0]), other.hands[b].index(free_b[0])
        other.hands[a][ia], other.hands[b][ib] = other.hands[b][ib], other.hands[a][ia]
    elif other.stock and free_a:  # a seat with hidden cards trades one with the stock
        ia = other.hands[a].index(free_a[0])
        other.hands[a][ia], other.stock[0] = other.stock[0], other.hands[a][ia]
    other.stock.reverse()
    other._derive()
    return other


@pytest.mark.parametrize("seed,moves", [(3, 0), (4, 2), (5, 7), (6, 13), (7, 22), (8, 29)])
def test_search_bot_never_reads_hidden_information(seed, moves):
    """Two games that differ only in the other seats' hidden cards and the stock
    order give the same decision (same seed, same iteration cap)."""
    state = midgame(seed, moves)
    seat = state.current_player()
    other = swap_hidden(state, seat)

    def hidden(s):
        return [h for i, h in enumerate(s.hands) if i != seat], s.stock

    assert hidden(state) != hidden(other), "the two games must differ in hidden cards"
    assert state.observation(seat) == other.observation(seat)
    legal = state.legal_actions(seat)
    assert legal == other.legal_actions(seat)
    decisions = [capped(60).choose(s.observation(seat), legal, random.Random(seed))
                 for s in (state, other)]
    assert decisions[0] == decisions[1]


def test_guesses_agree_with_what_others_showed_by_their_plays():
    """A player who discards off the main suit held none of it, and (must_beat)
    no card that would have taken the lead: seat 1, discarding 7H on a led 9S,
    held no spade, no 8 (it would beat another suit) and no 9 (the led rank).
    Every guess of its hand honours that."""
    state = crafted([["9S", "AS", "6C", "7C"], ["7H", "10H", "JD", "6D"], ["QS", "8D", "KC", "KD"]],
                    players=3, leader=0)
    for seat, card in ((0, "9S"), (1, "7H")):
        state.apply(seat, card)
    obs = state.observation(2)
    facts = _Facts(obs)
    rng = random.Random(1)
    table = facts.table
    for _ in range(50):
        deal = facts.sample(rng)
        hands = [[DECK[c] for c in cards_of(h)] for h in deal.hands]
        assert not any(c.endswith("S") or c[:-1] in ("8", "9") for c in hands[1])
        assert sorted(hands[2]) == sorted(state.hands[2])
        for s, card, sid, later in facts.checks:
            hand = hands[s] + [DECK[c] for c in cards_of(later)] + [DECK[card]]
            assert DECK[card] in legal_cards(hand, table.states[sid], s, state.trumps, True)


@pytest.mark.parametrize("players,hands", [(2, [4, 4, 4, 4, 2]), (3, [4, 4, 4]), (4, [4, 4, 1])])
def test_search_hand_ends_where_the_redeal_shares_of_the_rules_fall(players, hands):
    """Refill redeal (rules, "More cards"): 2 players four deals of 4 then one of
    2, 3 players three of 4, 4 players two of 4 then one of 1. The search rolls
    out to the end of the current hand: the hand bounds follow those shares.
    With draw refills a hand lasts one trick while the stock lasts."""
    bounds, start = [], 0
    for size in hands:
        bounds.append((start, start + size))
        start += size
    for done in range(start):
        expected = next(b for b in bounds if b[0] <= done < b[1])
        assert _hand_bounds(players, "redeal", done) == expected
    last_draw = (36 - 4 * players) // players
    assert _hand_bounds(players, "draw", 0) == (0, 1)
    assert _hand_bounds(players, "draw", last_draw) == (last_draw, 36 // players)


# --- reproducible -------------------------------------------------------------------------

def test_search_bot_is_deterministic_with_a_seed():
    """Same observation, same seed, same iteration cap: the same choice, and the
    caller's rng moves by the same amount. The observation is left as it was."""
    for seed, moves in ((11, 1), (12, 9), (13, 17), (14, 26)):
        state = midgame(seed, moves)
        seat = state.current_player()
        obs, legal = state.observation(seat), state.legal_actions(seat)
        before = json.dumps(obs.to_json(), sort_keys=True)
        runs = []
        for _ in range(2):
            rng = random.Random(seed)
            runs.append((capped(80).choose(obs, legal, rng), rng.random()))
        assert runs[0] == runs[1]
        assert json.dumps(obs.to_json(), sort_keys=True) == before


def test_time_budget_is_respected():
    """The default bot stops at its wall-clock budget (loose bound: CI machines
    are shared), and the cap stops a search that would run longer."""
    state = midgame(21, 10)
    seat = state.current_player()
    obs, legal = state.observation(seat), state.legal_actions(seat)
    bot = ZhopaSearchBot(time_budget=0.05, max_iterations=10**6)
    t = time.perf_counter()
    assert bot.choose(obs, legal, random.Random(0)) in legal
    assert time.perf_counter() - t < 1.0
    capped_bot = capped(7)
    capped_bot.choose(obs, legal, random.Random(0))
    assert capped_bot.last_iterations <= 7


def test_default_zhopa_opponent_is_the_search_bot():
    assert default_bot("zhopa") == "zhopa-search"
    assert isinstance(make_bot("zhopa"), ZhopaSearchBot)


# --- bets -----------------------------------------------------------------------------------

def bet_state(hands, dealer):
    """Bets about to be made on ``hands`` (the rest of the deck in the stock),
    with their combinations scored as dealt."""
    state = crafted(hands, phase="bet", dealer=dealer)
    state.combinations = [combinations(h) for h in hands]
    return state


def test_bet_go_when_the_combinations_alone_reach_the_go_target():
    """Bets: K+Q and J+Q in one suit score 25 + 15 + 2 x 10 = 60 before any trick,
    more than the 2-player go target of 44 (four cards can lose at most 4
    points), so "go" sheds a bank for sure and is the bet."""
    state = bet_state([["QH", "KH", "JH", "8H"], ["JS", "KS", "7H", "9H"]], dealer=1)
    assert state.combinations[0]["points"] == 60 and state.to_act == 0
    assert capped(60).choose(state.observation(0), ["go", "pass"], random.Random(0)) == "go"


def test_bet_pass_with_a_hand_that_cannot_hope_for_the_go_target():
    """Bets: passing never costs a bank; with four worthless cards at a 4-player
    table (go target 68 of 184 points) going would almost surely gain one."""
    hands = [["6S", "7H", "9D", "7C"], ["AS", "10S", "8S", "KS"], ["AH", "10H", "8H", "KH"],
             ["AD", "10D", "8D", "KD"]]
    state = bet_state(hands, dealer=3)
    assert state.to_act == 0
    assert capped(60).choose(state.observation(0), ["go", "pass"], random.Random(0)) == "pass"


# --- strength -----------------------------------------------------------------------------

def test_search_bot_beats_random_legal_players():
    """One search seat (rotating, 60 iterations a decision) against two
    random-legal players over 72 seeded parties: it takes more partie points
    and sheds more banks than they do. Measured: +29 points a partie (per-partie
    SD 46, so the SE over 72 parties is 5.4) and -0.57 banks (SD 1.0, SE 0.12);
    the test asks for +10 points (3.5 SE inside the measured margin) and any bank
    edge (4.8 SE). Seeded and capped, so the figures are the same every run."""
    players, parties = 3, (144 if long_runs() else 72)
    points, banks = [], []
    for k in range(parties):
        hero = k % players
        state = new_state(Variant(players=players, max_parties=1), seed=500 + k)
        bots = [capped(60) if s == hero else RandomLegal() for s in range(players)]
        record = play_partie(state, bots, random.Random(k))
        others = [s for s in range(players) if s != hero]
        points.append(record["points"][hero] - statistics.mean(record["points"][s] for s in others))
        banks.append(record["bank_changes"][hero]
                     - statistics.mean(record["bank_changes"][s] for s in others))
    assert statistics.mean(points) > 10
    assert statistics.mean(banks) < 0
