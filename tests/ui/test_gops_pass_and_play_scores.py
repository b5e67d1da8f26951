"""Pass-and-play Gops (issue 30, item 5): once the bids are turned over and the log says who
won, the scores say it too, and the table stays on the side of the person who just bid
(it turned to Ada's seat with Bob still at 0 until Continue)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .conftest import click


def _focused():
    return QApplication.focusWidget()


def test_the_reveal_shows_the_scores_it_announces(qtbot, window):
    window.settings = window.settings.with_value("gops.cards", 4).with_value(
        "gops.seats", [{"name": "Ada", "kind": "human"}, {"name": "Bob", "kind": "human"}])
    window.settings.move_delay_ms = 0
    window.new_game("gops", seed=3)
    window.activateWindow()
    table = window.table
    hand = table.v_hand["bottom"]
    click(qtbot, table.handover.button)  # Ada
    qtbot.waitUntil(lambda: _focused() in hand.buttons and _focused().playable(), timeout=5000)
    for _ in range(3):
        qtbot.keyClick(_focused(), Qt.Key_Right)  # to her highest card
    qtbot.keyClick(_focused(), Qt.Key_Return)
    qtbot.waitUntil(lambda: table.handover.isVisible(), timeout=5000)
    click(qtbot, table.handover.button)  # Bob
    qtbot.waitUntil(lambda: _focused() in hand.buttons and _focused().playable(), timeout=5000)
    assert table.l_name["bottom"].text().startswith("Bob")
    # his lowest (the keys rest on the first card): Ada wins the pot
    qtbot.keyClick(_focused(), Qt.Key_Return)
    qtbot.waitUntil(lambda: table.b_continue.isVisible(), timeout=5000)  # the public result waits
    scores = table.session.observation(None).scores
    assert max(scores) > 0, (table.session.record()["history"], table.session.observation(None))
    # the log says it, and so do the score table and the names
    assert "winner: Ada" in table.log_view.lines()[-1]
    assert [row[1] for row in table.m_scores.values()] == [str(s) for s in scores]
    assert table.l_name["bottom"].text().startswith("Bob")  # still Bob's side
    names = {table.l_name[p].text().split(" — ")[0]: table.l_name[p].text() for p in ("top", "bottom")}
    assert f"{max(scores)} points" in names[["Ada", "Bob"][scores.index(max(scores))]], names
