"""What a finished game means for the statistics: the session's seats and state
handed to the store's one rule (``storage.db.stats.results_from_state``), which the
import of a save file also checks a file's written results against."""
from __future__ import annotations

from typing import TYPE_CHECKING

from cardgames_qt.storage.db.stats import PlayerResult, results_from_state

if TYPE_CHECKING:
    from cardgames_qt.app.session import GameSession


def results_of(session: GameSession) -> list[PlayerResult]:
    """One PlayerResult per seat of a finished game."""
    return results_from_state(session.state, [s.name for s in session.seats])
