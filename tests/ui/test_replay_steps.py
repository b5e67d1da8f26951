"""A replay shows each step as it was: a game's (a cycle's) end as the table showed it, not
the next one's start; and no seat "thinking" or "choosing" (nobody plays in a replay).

Opened from the Game menu by keys and moved with Home / End / Page / arrow keys."""
from __future__ import annotations

from PySide6.QtCore import Qt

from cardgames_qt.app.replay.replay_model import ReplayModel
from cardgames_qt.ui.replay.replay_window import ReplayWindow

from ..app.play import playout
from .test_replay_privacy import _game_menu_replay
from .test_replay_table import _focused, _keys_in, _play_gops_to_the_summary, _shown

LIVE_WORDS = ("Thinking", "Choosing", "Deciding", "Betting")  # what a live table says of a seat acting


def _no_live_words(texts):
    return [t for t in texts if any(w in t for w in LIVE_WORDS)]


def test_the_end_of_a_gops_game_in_a_match_shows_that_game_ended(qtbot, window):
    window.settings = window.settings.with_value("gops.cards", 3).with_value("gops.games", 2)
    window.settings.move_delay_ms = 0
    window.new_game("gops", seed=4)
    window.activateWindow()
    live = _play_gops_to_the_summary(qtbot, window)  # game 1 is over: its summary is up
    played = window.controller.session.observation(None)
    final = played.game_results[0]
    replay = _game_menu_replay(qtbot, window)
    _keys_in(qtbot, replay)
    table = replay.table
    qtbot.keyClick(_focused(), Qt.Key_End)
    assert replay.where.text() == "End of game 1 — move 6 of 6"
    # the table shows game 1 as it ended: its last round, its final scores, the prizes won
    assert table.l_round.text() == "Game 1 of 2 · Round 3 of 3"
    rows = [[table.m_scores.index(r, c).data() for c in range(3)] for r in range(2)]
    assert tuple(int(r[1]) for r in rows) == final  # the game's points, not the next game's 0
    assert tuple(int(r[2]) for r in rows) == played.totals
    won = sum(table.v_won[p].model.rowCount() for p in ("top", "bottom"))
    spent = [table.v_spent[p].model.rowCount() for p in ("top", "bottom")]
    assert spent == [3, 3] and (won >= 1 or sum(final) == 0)
    assert all(table.v_hand[p].model.rowCount() == 0 for p in ("top", "bottom"))  # no fresh hands
    assert table.m_pile.rowCount() == 0
    assert table.accessibleDescription() == ""  # not "the match is over", nor a prompt to bid
    # a step back is the last round before its reveal; End again is the end once more
    qtbot.keyClick(_focused(), Qt.Key_Left)
    assert table.l_round.text() == "Game 1 of 2 · Round 3 of 3"
    qtbot.keyClick(_focused(), Qt.Key_End)
    assert [int(table.m_scores.index(r, 1).data()) for r in range(2)] == list(final)
    # the game replayed is untouched: its summary is still up over game 2's start
    assert live.summary.isVisible() and window.controller.session.move_count == 6
    qtbot.keyClick(_focused(), Qt.Key_Escape)
    qtbot.waitUntil(lambda: window.coach.replay_window is None, timeout=5000)


def _guts_cycle_end(history_variant=({"players": 3, "cycles": 2, "ante": 1, "pot_cap": 2}, 7)):
    variant, seed = history_variant
    history = playout("guts", variant, seed)
    return variant, seed, history


def test_the_end_of_a_guts_cycle_shows_that_cycle_ended(qtbot, english):
    variant, seed, history = _guts_cycle_end()
    model = ReplayModel("guts", variant, seed, history)
    assert model.finished
    window = ReplayWindow(model)
    qtbot.addWidget(window)
    _shown(qtbot, window)
    table = window.table
    for _ in range(model.steps):
        if window.where.text().startswith("End of cycle 1"):
            break
        qtbot.keyClick(_focused(), Qt.Key_PageDown)
    assert window.where.text().startswith("End of cycle 1")
    # cycle 1 as it ended: its last hand, the pot empty, the balances it left; no next ante
    ended = model.observation(None)
    assert table.l_cycle.text().startswith("Cycle 1 of 2")
    assert table.l_pot.text() == "Pot 0"
    assert sum(float(b) for b in ended.balances) == 0
    qtbot.keyClick(_focused(), Qt.Key_Right)
    assert table.l_cycle.text().startswith("Cycle 2 of 2")
    qtbot.keyClick(_focused(), Qt.Key_Escape)


def test_the_end_of_a_zhopa_partie_shows_that_partie_ended(qtbot, english):
    variant = {"players": 3}
    history = playout("zhopa", variant, 3)
    model = ReplayModel("zhopa", variant, 3, history)
    window = ReplayWindow(model, ["Ann", "Bob", "Cleo"])
    qtbot.addWidget(window)
    _shown(qtbot, window)
    table = window.table
    for _ in range(model.steps):  # trick by trick to the last one of partie 1, then a move on
        qtbot.keyClick(_focused(), Qt.Key_PageDown)
        if model.where()["partie"] == 2:
            break
    while not window.where.text().startswith("End of partie 1"):
        qtbot.keyClick(_focused(), Qt.Key_Left)
    record = model.state.observation(None).scores_history[0]
    # partie 1 as it ended: its number, its won piles and points, the banks it left; no new hand
    assert table.l_partie.text() == "Partie 1 of at most 30"
    panels = {p.name.text().split(" ·")[0]: p for p in table.panels.values() if p.isVisible()}
    for seat, name in enumerate(["Ann", "Bob", "Cleo"]):
        assert panels[name].banks_label.text() == f"Banks {record.banks[seat]}"
        assert panels[name].bet.text() != "No bet yet"  # the bets of partie 1 still stand
    assert table.v_hand.model.rowCount() == 0
    assert table.accessibleDescription() == ""  # not "the game is over": the replay says where it is
    assert "Partie 2" not in "\n".join(table.m_log.index(r).data() for r in range(table.m_log.rowCount()))
    qtbot.keyClick(_focused(), Qt.Key_Right)  # one move on: partie 2 has begun
    assert table.l_partie.text() == "Partie 2 of at most 30"
    qtbot.keyClick(_focused(), Qt.Key_Escape)
