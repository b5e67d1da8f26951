"""Engine refusals in the player's language, by code (no matching of the English)."""
from __future__ import annotations

import pytest

from cardgames_qt.engine import IllegalMove, registry
from cardgames_qt.engine.errors import MESSAGES, render
from cardgames_qt.ui.i18n import install_language
from cardgames_qt.ui.words.engine_text import refusal_text, translate_refusal

# one real set of params per code (what the engine raises with)
SAMPLES = {
    "game_over": {"what": "moves"}, "no_such_seat": {"given": "7"}, "simultaneous_phase": {},
    "joint_not_mapping": {}, "one_action_per_seat": {"seats": [0, 1]}, "not_a_card": {"given": "'ZZ'"},
    "unknown_game": {"given": "'chess'"}, "not_a_save": {"game": "guts"},
    "damaged_save": {"game": "zhopa", "detail": "x"}, "history_malformed": {"move": 3},
    "history_illegal": {"move": 4, "reason": "Bets first: say go or pass before any card is played.",
                        "reason_code": "bets_first", "reason_params": {}},
    "no_such_player": {"given": "5"}, "already_bid": {"seat": 0}, "not_a_bid": {"given": "99", "cards": 13},
    "bid_spent": {"seat": 1, "value": 12, "round": 3}, "not_in_or_out": {"given": "'maybe'"},
    "already_declared": {}, "not_your_turn": {"seat": 2, "phase": "play"}, "bets_first": {},
    "bets_made": {}, "not_in_deck": {"card": "2S"}, "not_held": {"card": "QS"},
    "played_earlier": {"card": "QS", "by": 1, "by_you": False, "trick": 2},
    "must_beat": {"holder_card": "QS", "options": ["KS", "10S"]}, "follow_suit": {"suit": "H"},
    "follow_suit_or_lead": {"suit": "D"}, "off_suit_eight": {"suit": "C"},
}


@pytest.fixture
def language(qapp):
    def use(lang):
        install_language(qapp, lang)
    yield use
    install_language(qapp, "en")


def test_every_engine_code_has_a_sample_here():
    assert set(SAMPLES) == set(MESSAGES) - {"generic"}


@pytest.mark.parametrize("lang", ["ru", "uk", "es", "fa"])
def test_every_code_is_translated(language, lang):
    language(lang)
    for code, params in SAMPLES.items():
        english = render(code, params)
        text = refusal_text(code, params, fallback="FALLBACK")
        assert text != "FALLBACK" and text != english, (lang, code)
        assert "%1" not in text and "%2" not in text and "%3" not in text, (lang, code, text)


def test_english_wording_for_the_table(language):
    language("en")
    assert refusal_text("not_your_turn", {"seat": 2, "phase": "bet"}, names=["Ann", "Bob", "Cid"]) == \
        "Wait for your turn: Cid bets now."
    assert refusal_text("not_your_turn", {"seat": 2, "phase": "play"}) == "Wait for your turn: player 3 plays now."
    assert refusal_text("must_beat", SAMPLES["must_beat"]) == \
        "You must beat the Q\u2660 if you can (you can with K\u2660, 10\u2660)."


def test_unknown_code_or_bad_params_give_the_fallback(language):
    language("ru")
    assert refusal_text("no_such_code", {}, fallback="as is") == "as is"
    assert refusal_text("must_beat", {"holder_card": "QS"}, fallback="as is") == "as is"


def test_translate_refusal_uses_the_code_of_an_exception_or_of_its_recent_sentence(language):
    state = registry.new_state("gops", {"cards": 5}, seed=1)
    state.apply(0, 2)
    with pytest.raises(IllegalMove) as info:
        state.apply(0, 3)
    language("ru")
    by_code = translate_refusal(info.value)
    assert by_code == "В этом раунде вы уже сделали ставку; закрытую ставку изменить нельзя."
    assert translate_refusal(str(info.value)) == by_code  # a Qt signal of str carries only the text
    assert translate_refusal("Some text the engine never raised.") == "Some text the engine never raised."


def test_persian_numbers_use_persian_digits(language):
    language("fa")
    text = refusal_text("bid_spent", {"seat": 0, "value": 3, "round": 12})
    assert "\u06f1\u06f2" in text and "12" not in text


def test_cards_in_persian_refusals_keep_their_suit_beside_their_rank(language):
    """A suit sign is neutral in right-to-left text: without an isolate around each
    card, "you can with K♠, 10♠" was drawn with signs torn from their ranks."""
    from PySide6.QtGui import QFont

    from .conftest import SUIT_SIGNS, suits_out_of_place
    language("fa")
    texts = [refusal_text(code, params) for code, params in SAMPLES.items()
             if any(k in params for k in ("card", "holder_card", "options"))]
    assert sum(t.count(s) for t in texts for s in SUIT_SIGNS) >= 5, texts
    bad = [b for t in texts for b in suits_out_of_place(t, QFont())]
    assert not bad, bad
