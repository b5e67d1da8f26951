"""The fast paths of issue 13 give exactly what the plain code gives: the
inlined deck shuffle is random.shuffle, the Gops seeded prize order is a fair
permutation, and the Zhopa shortcuts (cached legal cards, roles passed on,
hands in deck order) accept and refuse exactly what the full checks do."""
import random
from collections import Counter

import pytest

from cardgames_qt.engine import IllegalMove, gops, registry
from cardgames_qt.engine.events import Play
from cardgames_qt.engine.zhopa.game import shuffled_deck
from cardgames_qt.engine.zhopa.tricks import DECK, DECK_POSITION, legal_cards, resolve


@pytest.mark.parametrize("seed", range(50))
def test_inlined_shuffle_is_random_shuffle(seed):
    a, b = random.Random(seed), random.Random(seed)
    expected = list(DECK)
    a.shuffle(expected)
    assert shuffled_deck(b) == expected
    assert a.getstate() == b.getstate()  # and leaves the generator at the same place


def test_seeded_prizes_are_permutations_same_on_every_call_and_spread():
    for cards in range(gops.MIN_CARDS, gops.MAX_CARDS + 1):
        for seed in (0, 1, 2**63, -5, "text", b"bytes", 2**200):
            order = gops.seeded_prizes(seed, cards)
            assert sorted(order) == list(range(1, cards + 1))
            assert order == gops.seeded_prizes(seed, cards)
    counts = Counter(tuple(gops.seeded_prizes(s, 3)) for s in range(6000))
    assert len(counts) == 6 and min(counts.values()) > 850  # all 6 orders, about equally often
    assert gops.new_game(seed=7).pot == [gops.seeded_prizes(7, 13)[0]]


@pytest.mark.parametrize("seed", range(6))
def test_zhopa_fast_paths_agree_with_the_full_checks(seed):
    rng = random.Random(seed)
    state = registry.new_state("zhopa", {"players": 2 + seed % 3, "refill": ("redeal", "draw")[seed % 2],
                                         "must_beat": seed % 4 != 3}, seed)
    while not state.is_terminal():
        seat = state.current_player()
        for hand in state.hands:
            assert hand == sorted(hand, key=DECK_POSITION.__getitem__)
        legal = state.legal_actions(seat)
        if state.phase == "play":
            st = resolve(state.trick, state.trumps).state if state.trick else None
            assert legal == sorted(legal_cards(state.hands[seat], st, seat, state.trumps,
                                               state.variant.must_beat), key=DECK_POSITION.__getitem__)
            for card in state.hands[seat]:
                if card not in legal:
                    before = state.fingerprint()
                    with pytest.raises(IllegalMove):
                        state.apply(seat, card)
                    assert state.fingerprint() == before
        events = state.apply(seat, rng.choice(legal))
        # the event's role is the one resolve() gives for the whole trick
        if isinstance(events[0], Play) and state.trick:
            assert events[0].role == resolve(state.trick, state.trumps).roles[-1]
        state.check_invariants()
    loaded = registry.state_from_dict(state.to_dict())
    assert loaded == registry.replay("zhopa", state.variant.to_dict(), state.seed, state.history)
