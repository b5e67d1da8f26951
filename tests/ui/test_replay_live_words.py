"""A replay shows each step as it was: nobody is "thinking", "choosing", "deciding" or
"betting" in it and no seat is marked as the one to act (nobody plays in a replay); a
sealed choice shows as placed.

Opened from the Game menu by keys and moved with Home / End / Page / arrow keys."""
from __future__ import annotations

from PySide6.QtCore import Qt

from cardgames_qt.app.replay.replay_model import ReplayModel
from cardgames_qt.ui.replay.replay_window import ReplayWindow

from ..app.play import playout
from .test_replay_privacy import _game_menu_replay
from .test_replay_steps import _no_live_words
from .test_replay_table import _focused, _keys_in, _play_gops_to_the_summary, _shown


def test_nobody_thinks_or_chooses_in_a_gops_replay(qtbot, window):
    window.settings = window.settings.with_value("gops.cards", 3).with_value("gops.games", 1)
    window.settings.move_delay_ms = 0
    window.new_game("gops", seed=5)
    window.activateWindow()
    _play_gops_to_the_summary(qtbot, window)
    replay = _game_menu_replay(qtbot, window)
    _keys_in(qtbot, replay)
    table = replay.table
    qtbot.keyClick(_focused(), Qt.Key_End)
    qtbot.keyClick(_focused(), Qt.Key_Home)
    labels = [table.l_bid[p].text() for p in ("top", "bottom")]
    assert _no_live_words(labels) == [] and set(labels) == set(replay.names), labels  # a name, no "Name:"
    first = replay.model.history[0][0]
    qtbot.keyClick(_focused(), Qt.Key_Right)  # one sealed bid: it is placed, the other seat has none
    texts = {table.l_bid[p].text() for p in ("top", "bottom")}
    assert _no_live_words(texts) == [], texts
    assert table.accessibleDescription() == ""  # no "Choose your bid" nor "Waiting for …" to a reader
    name = replay.names[first]
    assert any(t.startswith(name + ":") and ("Bid placed" in t or "Your bid" in t) for t in texts), texts
    qtbot.keyClick(_focused(), Qt.Key_PageDown)  # the next round: nobody has bid yet
    assert _no_live_words({table.l_bid[p].text() for p in ("top", "bottom")}) == []
    qtbot.keyClick(_focused(), Qt.Key_Escape)


def test_nobody_is_deciding_in_a_guts_replay_and_a_sealed_choice_is_declared(qtbot, english):
    variant = {"players": 3, "cycles": 2}
    history = playout("guts", variant, 7, moves=40)
    model = ReplayModel("guts", variant, 7, history)
    window = ReplayWindow(model)
    qtbot.addWidget(window)
    _shown(qtbot, window)
    table = window.table

    def tags():
        return [w.l_tag.text() for w in table.seat_widgets]

    qtbot.keyClick(_focused(), Qt.Key_End)
    qtbot.keyClick(_focused(), Qt.Key_Home)
    assert _no_live_words(tags()) == [] and tags() == ["", "", ""], tags()
    qtbot.keyClick(_focused(), Qt.Key_Right)  # one sealed declaration
    first = model.history[0][0]
    assert _no_live_words(tags()) == [] and tags()[first] in ("Declared", "You: in", "You: out"), tags()
    for _ in range(3):
        qtbot.keyClick(_focused(), Qt.Key_PageDown)
        assert _no_live_words(tags()) == [], tags()
        assert table.accessibleDescription() == ""  # nobody is asked "in or out?"
    qtbot.keyClick(_focused(), Qt.Key_Escape)


def test_nobody_is_betting_and_no_turn_is_marked_in_a_zhopa_replay(qtbot, english):
    history = playout("zhopa", {"players": 3}, 3, moves=40)
    model = ReplayModel("zhopa", {"players": 3}, 3, history)
    window = ReplayWindow(model)
    qtbot.addWidget(window)
    _shown(qtbot, window)
    table = window.table
    panels = [p for p in table.panels.values() if p.isVisible()]

    def seen():
        def framed(p):  # the gold frame of the seat to act, as drawn
            img = p.grab().toImage()
            return img.pixelColor(1, img.height() // 2).name() == "#ffd54a"
        return [p.bet.text() for p in panels], [p for p in panels if framed(p)]

    qtbot.keyClick(_focused(), Qt.Key_End)
    qtbot.keyClick(_focused(), Qt.Key_Home)  # the bets: one seat is to bet, nobody "Betting…"
    bets, marked = seen()
    assert _no_live_words(bets) == [] and bets.count("No bet yet") == 3 and marked == []
    qtbot.keyClick(_focused(), Qt.Key_Right)  # one bet made: it shows; the next is not "betting"
    bets, marked = seen()
    assert _no_live_words(bets) == [] and bets.count("No bet yet") == 2 and marked == []
    for _ in range(4):  # the tricks: no seat framed as the one to play, no "… is playing…"
        qtbot.keyClick(_focused(), Qt.Key_PageDown)
        assert seen()[1] == [] and table.accessibleDescription() == ""
    qtbot.keyClick(_focused(), Qt.Key_Escape)
