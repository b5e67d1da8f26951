"""Zhopa tricks: rules page "A trick", "Which card beats which", the priority
rules 1-7, the resolution model, trump modes and "Legal plays"."""
import json
import pathlib

import pytest

from cardgames_qt.engine import IllegalMove
from cardgames_qt.engine.zhopa import legal_plays, trick_winner
from cardgames_qt.engine.zhopa.tricks import (
    INDEX_ORDER,
    STRENGTH_ORDER,
    beats,
    example_trumps,
    legal_cards,
    one_value_lower,
    resolve,
)
from cardgames_qt.engine.zhopa.variant import trumps_for

# The worked examples of the rules (docs/rules/zhopa_tricks.json, the rules'
# own file in this repository): read from it, so the tests check what it says.
EXAMPLES_FILE = pathlib.Path(__file__).resolve().parents[2] / "docs" / "rules" / "zhopa_tricks.json"
EXAMPLES = [(e["id"], e["cards"], e["trump"], e["winner"], e["why"])  # (id, cards, trump, winner 1-based, why)
            for e in json.loads(EXAMPLES_FILE.read_text(encoding="utf-8"))]


def winner_in(mode, suits, cards, players=None):
    """Winner position of ``cards`` played by seats 0, 1, 2, ... in ``mode``."""
    n = players or len(cards)
    plays = [(i % n, c) for i, c in enumerate(cards)]
    return resolve(plays, trumps_for(mode, suits, n)).holder


def roles(cards, trump=None):
    return resolve(list(enumerate(cards)), example_trumps(trump, len(cards))).roles


# --- worked examples ---------------------------------------------------------------

@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: f"example{e[0]}")
def test_worked_example_from_zhopa_tricks_json(example):
    """Every worked example of the rules (the winner is 1-based in the file)."""
    _, cards, trump, winner, why = example
    assert trick_winner(cards, trump) == winner - 1, why


def test_worked_examples_file_holds_all_eighteen_examples():
    """The file holds the 18 worked examples, numbered 1-18, each one well formed."""
    assert [e[0] for e in EXAMPLES] == list(range(1, 19))
    assert all(len(e[1]) >= 2 and 1 <= e[3] <= len(e[1]) and e[4] for e in EXAMPLES)


# --- the two orders ------------------------------------------------------------------

def test_two_orders_strength_order_is_a_10_k_q_j_9_8_7_6():
    assert list(reversed(STRENGTH_ORDER)) == ["A", "10", "K", "Q", "J", "9", "8", "7", "6"]
    assert INDEX_ORDER == ("6", "7", "8", "9", "10", "J", "Q", "K", "A")


def test_two_orders_one_value_lower_pairs():
    """One value lower: 10 under A, K under 10, Q under K, J under Q, 9 under J — nothing else."""
    pairs = {(c, o) for c in STRENGTH_ORDER for o in STRENGTH_ORDER
             if one_value_lower(c + "S", o + "S")}
    assert pairs == {("10", "A"), ("K", "10"), ("Q", "K"), ("J", "Q"), ("9", "J")}
    assert not one_value_lower("9S", "JH")  # same suit only


# --- same-suit beat table, cell by cell -------------------------------------------------

# Copied from the rules page: card -> (beats, bracketed: only the led card, unbeaten)
TABLE = {
    "6": ("7 9 J K 10 A", ""), "7": ("", ""), "8": ("6 7 9 J 10 A", ""),
    "9": ("7", "J"), "J": ("7 9", "Q"), "Q": ("6 7 8 9 J", "K"),
    "K": ("7 8 9 J Q", "10"), "10": ("7 9 J Q K", "A"), "A": ("7 9 J Q K 10", ""),
}
RANKS = list(TABLE)
CELLS = [(c, o) for c in RANKS for o in RANKS if c != o]


@pytest.mark.parametrize("card,other", CELLS)
def test_same_suit_table_cell(card, other):
    """Same suit: card beats other exactly as the rules' table says (brackets apart)."""
    plain, _ = TABLE[card]
    assert beats(card + "H", other + "H") == (other in plain.split())


@pytest.mark.parametrize("card,other", CELLS)
def test_same_suit_table_cell_on_the_led_card(card, other):
    """Played straight onto the led card, bracketed entries beat too."""
    plain, bracketed = TABLE[card]
    expected = other in plain.split() or other in bracketed.split()
    assert trick_winner([other + "C", card + "C"]) == (1 if expected else 0)


def test_bracketed_entry_only_while_the_led_card_is_unbeaten():
    """K beats (10) only when the 10 is the led card and nobody has beaten it yet."""
    assert trick_winner(["10S", "KS"]) == 1
    assert trick_winner(["JS", "10S", "KS"]) == 1  # 10S took the lead: K does not beat it
    assert trick_winner(["JS", "6C", "10S", "KS"]) == 2  # (example 16)


def test_off_suit_card_beats_only_the_same_rank():
    """Of another suit a card beats only the same rank."""
    assert trick_winner(["9S", "AH"]) == 0
    assert trick_winner(["9S", "9H"]) == 1
    assert roles(["9S", "9H"])[1] == "same_rank"


def test_off_suit_eight_beats_any_card_and_changes_the_main_suit():
    """Except an 8, which beats any card of another suit (and changes the main suit)."""
    for led in ("AS", "10S", "6S", "8S"):
        r = resolve([(0, led), (1, "8H")], trumps_for("none", [], 2))
        assert r.holder == 1 and r.main_suit == "H" and r.eight_changed
        assert r.roles[1] == "eight"


def test_a_trick_goes_to_the_leader_if_nobody_takes_the_lead():
    assert trick_winner(["AS", "7S", "6H", "9D"]) == 0
    assert roles(["AS", "7S", "6H", "9D"]) == ("led", "discard", "discard", "discard")


# --- the priority rules ------------------------------------------------------------------

def test_priority_rule_1_main_suit_higher_card_over_trump_of_its_rank():
    """1. A higher main-suit card has priority over a trump of its own rank ..."""
    assert trick_winner(["7S", "QH", "QS"], "H") == 2
    assert trick_winner(["7S", "QS", "QH"], "H") == 1


def test_priority_rule_1_over_same_rank_and_one_value_lower():
    """... over same-rank beats and over "one value lower"."""
    assert trick_winner(["9S", "9H", "JS"]) == 2
    assert trick_winner(["JS", "9S", "10S"]) == 2
    assert trick_winner(["9S", "JS", "9H"]) == 1  # rule 3 cannot take over from rule 1


def test_priority_rule_2_largest_trump_over_smaller_beats():
    """2. A trump larger than every beating card has priority over smaller beats."""
    assert trick_winner(["7S", "JS", "AH"], "H") == 2
    assert trick_winner(["7S", "AS", "KH"], "H") == 1  # not larger than the A


def test_priority_rule_2_except_eights():
    assert trick_winner(["7S", "8S", "AH"], "H") == 1
    assert trick_winner(["8S", "AH"], "H") == 0


def test_priority_rule_2_except_the_six_of_the_trumps_suit():
    assert trick_winner(["6S", "6H", "AH"], "H") == 1
    assert trick_winner(["6S", "6H", "AD"], "D") == 2  # a six of another suit does not protect


def test_priority_rule_2_except_a_trump_of_the_same_rank():
    """Per-player trumps: player 1's Q of hearts is not beaten by player 2's Q of clubs."""
    assert winner_in("per_player", ["S", "H", "C"], ["7S", "QH", "QC"]) == 1
    assert winner_in("per_player", ["S", "H", "C"], ["7S", "9H", "QC"]) == 2


def test_priority_rule_3_same_rank_over_one_value_lower():
    """3. A card of the led card's rank has priority over "one value lower" ..."""
    assert trick_winner(["JS", "9S", "JH"]) == 2


def test_priority_rule_3_same_rank_over_earlier_same_rank_and_trump_over_it():
    """... over earlier ordinary same-rank beats; a same-rank trump also over same-rank beats."""
    assert trick_winner(["6S", "6C", "10C", "6H"]) == 3  # example 9
    assert trick_winner(["6S", "6H", "6C"], "C") == 2
    assert trick_winner(["6S", "6C", "6H"], "C") == 1  # an ordinary one not over a trump


def test_priority_rule_4_one_value_lower_only_over_discards():
    """4. One value lower has priority only over discards."""
    assert trick_winner(["KS", "JS", "QS"]) == 2
    assert trick_winner(["KS", "AS", "QS"]) == 1
    assert trick_winner(["JS", "AH", "9S"], "H") == 1  # not over a trump


def test_priority_rule_5_main_suit_over_trump_and_trump_over_ordinary_same_rank():
    """5. Main suit over a trump and an ordinary card of the same rank; a trump over an
    ordinary card of the same rank."""
    assert trick_winner(["7S", "QS", "QD"]) == 1
    assert trick_winner(["7S", "QH", "QS"], "H") == 2
    assert trick_winner(["6S", "6C", "6H"], "C") == 1


def test_priority_rule_6_off_suit_eight_only_without_the_main_suit():
    """6. An off-suit 8 may beat only if its player holds no main-suit card."""
    assert legal_plays(["8C", "7S"], ["KS"]) == ["7S"]
    assert legal_plays(["8C", "7H"], ["KS"]) == ["8C"]
    assert trick_winner(["8S", "8C", "QC", "10C"]) == 3  # example 13: clubs became main


def test_priority_rule_7_discard_the_main_suit_if_held():
    """7. A player who does not beat must discard a card of the main suit if they hold one."""
    assert legal_plays(["7S", "AH", "9D"], ["KS"]) == ["7S"]
    assert legal_plays(["AH", "9D"], ["KS"]) == ["AH", "9D"]


# --- knock-outs and chains -----------------------------------------------------------------

def test_knock_out_gives_the_trick_back_to_the_leader():
    """A card that beats the current top but not the led card knocks the beat out."""
    assert roles(["6S", "8S", "KS", "7C"]) == ("led", "main", "knock_out", "discard")
    assert trick_winner(["6S", "8S", "KS", "7C"]) == 0  # example 6
    assert trick_winner(["6S", "QS", "AS"]) == 0


def test_knock_out_makes_the_led_card_count_as_beaten():
    """After a knock-out the led card can no longer be beaten "one value lower"."""
    assert trick_winner(["QS", "JS"]) == 1
    assert trick_winner(["QS", "KS", "6S", "JS"]) == 0


def test_after_knock_out_a_same_rank_card_and_a_higher_card_still_take_the_lead():
    assert trick_winner(["6S", "8S", "KS", "6H"]) == 3
    assert trick_winner(["6S", "8S", "KS", "QS"]) == 3


def test_no_knock_out_once_an_eight_changed_the_main_suit():
    assert trick_winner(["6C", "QC", "KC"]) == 0
    assert trick_winner(["6S", "8C", "QC", "KC"]) == 3


def test_chain_of_one_value_lower():
    """Chains: K, Q, J, 9 each one value lower than the last (example 17)."""
    assert roles(["KS", "QS", "JS", "9S"]) == ("led", "lower", "lower", "lower")
    assert trick_winner(["AS", "10S", "KS", "QS"]) == 3


def test_chain_ends_when_the_lead_is_taken_otherwise():
    assert trick_winner(["KS", "QS", "AS", "JS"]) == 2
    assert trick_winner(["JS", "JH", "9S"]) == 1


def test_same_rank_take_makes_the_led_card_the_card_to_beat_again():
    """Issue 11 (1): after a same-rank take, top = L and chain = false."""
    assert roles(["10S", "KS", "10H", "8S"]) == ("led", "lower", "same_rank", "main")
    assert trick_winner(["10S", "KS", "10H", "8S"]) == 3  # the 8S beats the led 10S
    assert trick_winner(["QS", "JS", "QH", "6S"]) == 2  # a 6 never beats a queen
    assert roles(["QS", "JS", "QH", "6S"])[3] == "discard"  # and knocks nothing out
    st = resolve(list(enumerate(["QS", "JS", "QH"])), example_trumps(None, 4)).state
    assert (st.top, st.chain) == ("QS", False)


def test_same_rank_take_ends_the_chain_of_one_value_lower():
    """The same-rank beat has priority over "one value lower": no lower step after it."""
    assert trick_winner(["QS", "QH", "JS"]) == 1
    assert trick_winner(["KS", "QS", "KH", "JS"]) == 2


def test_same_rank_take_changes_the_legal_plays():
    """Issue 11 (1): only the 6S takes the lead from the led KS again."""
    assert legal_plays(["6S", "JS", "AC"], ["KS", "QS", "KD"], "D") == ["6S"]


# --- trump modes ----------------------------------------------------------------------

def test_trump_mode_per_player_a_trump_only_for_its_player():
    """per_player: a card is a trump only when played by the player whose suit it is."""
    suits = ["S", "H", "C"]
    assert winner_in("per_player", suits, ["7S", "QH", "9D"]) == 1  # seat 1: hearts
    assert winner_in("per_player", suits, ["7S", "9D", "QH"]) == 0  # seat 2: clubs


def test_trump_mode_per_player_ordinary_cards_may_beat_trumps():
    assert winner_in("per_player", ["S", "H", "C"], ["7S", "QH", "JS"]) == 2


def test_trump_mode_none_has_no_trumps():
    for trick in (["7S", "AH", "QC"], ["7D", "AS", "KH"]):
        assert winner_in("none", [], trick) == 0


def test_trump_mode_one_ordinary_cards_never_beat_trumps():
    assert winner_in("one", ["H"], ["7S", "9H", "JS"]) == 1
    assert trick_winner(["7S", "9H", "JS"], "H") == 2  # unlike the per_player semantics
    assert winner_in("one", ["H"], ["7S", "QH", "JS", "AH"]) == 3


def test_trump_mode_one_an_ordinary_eight_cannot_take_a_trumps_lead():
    assert winner_in("one", ["H"], ["7S", "9H", "8C"]) == 1
    assert winner_in("one", ["H"], ["7S", "8C"]) == 1


def test_trump_mode_one_an_ordinary_card_cannot_knock_out_a_trumps_lead():
    """Interpretation: "ordinary cards never beat trumps" covers knock-outs too."""
    assert trick_winner(["6S", "QS", "AH", "KS"], "H") == 0  # per_player semantics: knock-out
    assert winner_in("one", ["H"], ["6S", "QS", "AH", "KS"]) == 2


def test_trump_mode_two_trump_suits_of_equal_standing():
    assert winner_in("two", ["H", "C"], ["7S", "9H", "JC"]) == 2
    assert winner_in("two", ["H", "C"], ["7S", "JC", "9H"]) == 1
    assert winner_in("two", ["H", "C"], ["7S", "JC", "AS"]) == 1


def test_trump_mode_senior_junior_tiers():
    """Senior (spades) beats anything; junior (diamonds) only junior and ordinary."""
    assert winner_in("senior_junior", [], ["7H", "AD", "9S"]) == 2
    assert winner_in("senior_junior", [], ["7H", "9S", "AD"]) == 1
    assert winner_in("senior_junior", [], ["7H", "JD"]) == 1
    assert winner_in("senior_junior", [], ["7H", "9D", "JH"]) == 1
    assert winner_in("senior_junior", [], ["7D", "AS", "10D"]) == 1
    # off the main suit, trumps compare by strength order, not by the same-suit table
    assert winner_in("senior_junior", [], ["7C", "KD", "AD"]) == 2


@pytest.mark.parametrize("mode,suits", [("one", ["H"]), ("two", ["H", "C"]),
                                        ("senior_junior", [])])
def test_same_rank_in_modes_3_to_5_whatever_the_kind(mode, suits):
    """Modes 3-5: cards of the same rank may always be laid on each other."""
    trump = "S" if mode == "senior_junior" else "H"
    led = "9" + trump
    assert winner_in(mode, suits, [led, "9C" if trump != "C" else "9D"]) == 1
    assert winner_in(mode, suits, ["8" + trump, "8C" if trump != "C" else "8D"]) == 1


def test_same_rank_senior_and_junior_trumps_on_each_other():
    assert winner_in("senior_junior", [], ["9H", "9S", "9D"]) == 2
    assert winner_in("senior_junior", [], ["9H", "9S", "9C"]) == 1


# --- legal plays ------------------------------------------------------------------------

def test_legal_plays_leading_any_card():
    assert legal_plays(["7S", "8C", "AH"], []) == ["7S", "8C", "AH"]


def test_legal_plays_must_beat_on():
    """must_beat: if any card would take the lead, play one of those."""
    assert legal_plays(["7S", "QS", "AH"], ["6S"]) == ["QS"]
    assert legal_plays(["7S", "QS", "AH"], ["6S"], "H") == ["QS", "AH"]
    assert legal_plays(["7S", "9S", "AH"], ["6S"]) == ["7S", "9S"]
    assert legal_plays(["7H", "9D"], ["KS"]) == ["7H", "9D"]


def test_legal_plays_must_beat_off():
    """must_beat off: a lead-taking card, or a main-suit card if held, or any card."""
    assert legal_plays(["7S", "QS", "AH"], ["6S"], must_beat=False) == ["7S", "QS"]
    assert legal_plays(["7S", "QS", "AH"], ["6S"], "H", must_beat=False) == ["7S", "QS", "AH"]
    assert legal_plays(["7H", "8C", "9D"], ["KS"], must_beat=False) == ["7H", "8C", "9D"]
    assert legal_plays(["8C", "7S"], ["KS"], must_beat=False) == ["7S"]


def test_legal_plays_a_knock_out_is_not_taking_the_lead():
    """must_beat reads "beaten" as "take the lead": a knock-out gives the trick back to
    the leader and does not count, so a player holding only a knock-out card may
    play any main-suit card, but still must follow suit."""
    assert roles(["6S", "8S", "KS"])[2] == "knock_out"
    assert legal_plays(["KS", "7S"], ["6S", "8S"]) == ["KS", "7S"]
    assert legal_plays(["KS", "QH"], ["6S", "8S"]) == ["KS"]


def test_legal_plays_off_suit_eight_never_while_holding_the_main_suit():
    for must_beat in (True, False):
        assert "8H" not in legal_plays(["8H", "6S"], ["AS"], must_beat=must_beat)
        assert "8H" in legal_plays(["8H", "6H"], ["AS"], must_beat=must_beat)


def test_legal_cards_agrees_with_role_of_in_every_mode():
    """The engine's own legal_cards: a taker is offered iff its role takes the lead."""
    st = resolve([(0, "6S"), (1, "9H")], trumps_for("one", ["H"], 3)).state
    assert legal_cards(["JS", "7S", "AH"], st, 2, trumps_for("one", ["H"], 3), True) == ["AH"]


def test_bad_input_to_the_public_functions():
    with pytest.raises(IllegalMove, match="Zhopa deck"):
        trick_winner(["2S", "AS"])
    with pytest.raises(IllegalMove):
        trick_winner([])
    with pytest.raises(IllegalMove, match="twice"):
        trick_winner(["AS", "AS"])
    with pytest.raises(IllegalMove, match="suit"):
        trick_winner(["AS", "KS"], "X")
    with pytest.raises(IllegalMove, match="both"):
        legal_plays(["AS"], ["AS"])
