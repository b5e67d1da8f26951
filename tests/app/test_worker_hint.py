"""Hints and analyses run in the bot worker process, like the computer's moves."""
from __future__ import annotations

from cardgames_qt.app import bot_worker
from cardgames_qt.app.coaching.analysis import AnalysisRequest, analyse, analyse_request
from cardgames_qt.app.coaching.coach import HintRequest, compute_hint
from cardgames_qt.engine.registry import new_state

from .play import playout


def test_hint_and_analysis_come_back_from_the_worker_process():
    state = new_state("gops", {"cards": 5}, 4)
    request = HintRequest("gops", state.observation(1), state.legal_actions(1))
    history = playout("gops", {"cards": 4, "games": 1}, 2)
    try:
        remote = bot_worker.submit(compute_hint, request).result(timeout=120)
        review = bot_worker.submit(analyse_request, AnalysisRequest("gops", {"cards": 4, "games": 1}, 2,
                                                                   history, 0)).result(timeout=120)
    finally:
        bot_worker.shutdown()
    assert remote == compute_hint(request)
    assert review == analyse("gops", {"cards": 4, "games": 1}, 2, history, 0)
