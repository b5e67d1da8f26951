"""Take-back (Undo) against computer opponents: the player's last move and the
computers' replies to it.

The game is rebuilt by replaying the history without its tail through the
engine (a state is its seed plus its history), so nothing is patched by
hand. The session is then marked ``assisted`` (statistics count it apart),
autosaved, and its listeners get one ``TakenBack`` event:
a table rebuilds from the observation, as when it opens on a saved game.

Refused — with a code the UI turns into a sentence, and nothing changed:
- ``pass_and_play``: more than one person at the table (a take-back would
  undo another person's move), ``no_person``: nobody to take back for;
- ``game_over``: the result is already recorded;
- ``nothing``: the person has not moved yet;
- where the take-back would let the player use what it showed them:
  Guts ``showdown_seen``: the hand was settled (the others' cards were shown,
  and the same deal would come back); Zhopa ``cards_dealt``: cards were
  dealt to the person since (the stock's order would be known), and
  ``partie_over``: the partie has ended;
- ``saves_busy``: another program holds the saves (the window does not wait for it).
What we chose for Gops: a bid whose round has been revealed goes back only
together with the computer's bid of that round (the whole round), so the
person never bids again against a sealed bid they have seen. The prize turned
after it stays known (the prizes come from the seed); the issue allows this
against computers, and the game is marked assisted.
"""
from __future__ import annotations

from cardgames_qt.app.replay.replay_model import position
from cardgames_qt.app.session import GameSession
from cardgames_qt.engine.events import TakenBack
from cardgames_qt.engine.observations import any_observation
from cardgames_qt.engine.registry import new_state
from cardgames_qt.records import dataclass

REFUSALS = ("pass_and_play", "no_person", "game_over", "nothing", "showdown_seen", "cards_dealt", "partie_over",
            "saves_busy")


@dataclass(frozen=True)
class TakeBack:
    allowed: bool
    refusal: str = ""  # one of REFUSALS when not allowed
    keep: int = 0  # moves of the history kept
    removed: int = 0  # moves taken back (the person's and the replies)


def check_take_back(session: GameSession) -> TakeBack:
    """Whether Undo may run now, and what it would take back. Changes nothing."""
    humans = session.human_seats()
    if len(humans) > 1:
        return TakeBack(False, "pass_and_play")
    if not humans:
        return TakeBack(False, "no_person")
    if session.is_over:
        return TakeBack(False, "game_over")
    history = session.state.history
    person = humans[0]
    last = next((i for i in range(len(history) - 1, -1, -1) if history[i][0] == person), None)
    if last is None:
        return TakeBack(False, "nothing")
    keep = last - last % 2 if session.game_id == "gops" else last  # Gops: the whole round (two bids)
    refusal = _shown_since(session, keep, person)
    if refusal:
        return TakeBack(False, refusal)
    return TakeBack(True, "", keep, len(history) - keep)


def _shown_since(session: GameSession, keep: int, person: int) -> str:
    """A refusal if the moves after ``keep`` showed the person something they
    could use when playing again (see the module docstring)."""
    if session.game_id == "gops":
        return ""
    state = new_state(session.game_id, session.variant, session.seed)
    history = session.state.history
    for seat, action in history[:keep]:
        state.apply(seat, action)
    start = position(state)
    size = len(any_observation(state.observation(person)).my_hand)
    for seat, action in history[keep:]:
        state.apply(seat, action)
        where = position(state)
        if session.game_id == "guts" and where["hand_number"] != start["hand_number"]:
            return "showdown_seen"
        if session.game_id == "zhopa":
            if where["partie"] != start["partie"]:
                return "partie_over"
            now = len(any_observation(state.observation(person)).my_hand)
            if now > size:
                return "cards_dealt"
            size = now
    return ""


def take_back(session: GameSession) -> TakeBack:
    """Take back the person's last move and the replies to it, if allowed (see
    :func:`check_take_back`); otherwise change nothing. Returns what was done.

    The caller drops any computer decision still being thought about (its
    request was made for a longer history)."""
    check = check_take_back(session)
    if not check.allowed:
        return check
    state = new_state(session.game_id, session.variant, session.seed)
    for seat, action in session.state.history[:check.keep]:
        state.apply(seat, action)
    if not session.rewind(state):  # the store forgets the moves taken back; the game is marked assisted
        return TakeBack(False, "saves_busy")
    for listener in list(session.listeners):
        listener([TakenBack(check.removed, position(state))])
    return check
