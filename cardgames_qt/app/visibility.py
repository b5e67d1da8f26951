"""Who may see what: the one visibility policy (no Qt here).

Every view that could show a seat's private cards asks this module, never
its own rule: the table (whose cards are drawn, whom the screen is handed
over to), every replay (the game summary, Game → Replay, Load → Replay…,
the statistics window), the coach's hints and reviews, and anything that
speaks the table aloud. The rule:

- **The game is over:** nothing is secret any more: every seat's view may be
  shown, and all of them at once ("All cards open").
- **Against the computer** (one person): that person's seat, always.
- **Pass-and-play** (two or more people at one screen): only the person at
  the screen. At the table that is the seat that confirmed the handover
  (the controller's ``viewer``; ``None`` while the screen is being handed
  over or a public moment is shown: nobody's cards). Away from the table
  (a replay opened from the Load dialog) it is the seat the table would hand
  the screen to: the first person whose turn it is; nobody when no person
  is to act.
- **No person at all** (computers only): nobody's private cards.

The API, small on purpose::

    t = Table.of_session(session)            # or Table.of_record(record, replay_model)
    person_at_screen(t, viewer)              # the seat looking now, or None
    visible_seats(t, viewer)                 # seats whose private view may be shown
    may_see(t, seat, viewer)                 # one seat's private view may be shown
    open_view(t)                             # every hand at once (only once the game is over)
    next_viewer(t)                           # pass-and-play: whom the table hands the screen to
    advised_seat(t, viewer, shows_present)   # the seat the coach may speak about now, or None

``viewer`` is the table's confirmed viewer (``SessionController.viewer``);
leave it out (``AWAY``) when no table shows the game (a replay from the Load
dialog or the statistics window).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cardgames_qt.records import dataclass

HUMAN = "human"


class _Away:
    """``viewer`` left out: no table shows this game, nobody confirmed a handover."""

    def __repr__(self) -> str:
        return "AWAY"


AWAY: Any = _Away()


@dataclass(frozen=True)
class Table:
    """What the policy needs to know about a game: who sits where and whose turn it is."""

    num_players: int
    humans: tuple[int, ...]  # the seats people play, in seat order
    acting_humans: tuple[int, ...] = ()  # the people to act now (empty once the game is over)
    finished: bool = False

    @classmethod
    def of_session(cls, session: Any) -> Table:
        """A game at the table (an :class:`~cardgames_qt.app.session.GameSession`)."""
        return cls(len(session.seats), tuple(session.human_seats()), tuple(session.acting_humans()),
                   bool(session.is_over))

    @classmethod
    def of_record(cls, record: dict[str, Any], num_players: int, finished: bool,
                  acting: Iterable[int] = ()) -> Table:
        """A stored game (a save record's ``seats``) whose moves were replayed: ``acting``
        are the seats to act after the last move (ReplayModel.acting)."""
        humans = tuple(humans_of(record.get("seats") or [], num_players))
        return cls(num_players, humans, tuple(s for s in acting if s in humans) if not finished else (),
                   bool(finished))


def humans_of(seats: Iterable[Any], num_players: int) -> list[int]:
    """The seats a record gives to people. A seat with no kind is a person's (older
    saves); a record without seats at all is treated as seats played by people,
    so its hands stay as private as pass-and-play's."""
    seats = list(seats)
    if not seats:
        return list(range(num_players))
    out = []
    for i, seat in enumerate(seats[:num_players]):
        kind = seat.get("kind", HUMAN) if isinstance(seat, dict) else getattr(seat, "kind", HUMAN)
        if kind == HUMAN:
            out.append(i)
    return out


def pass_and_play(t: Table) -> bool:
    """Two or more people share the screen: every change of viewer is a handover."""
    return len(t.humans) >= 2


def next_viewer(t: Table) -> int | None:
    """The seat the screen belongs to next: the one person (against the computer), or in
    pass-and-play the first person to act (None when no person is to act)."""
    if len(t.humans) == 1:
        return t.humans[0]
    return t.acting_humans[0] if t.acting_humans else None


def person_at_screen(t: Table, viewer: Any = AWAY) -> int | None:
    """The seat of the person looking at the screen now (None: nobody's cards may show).

    ``viewer``: the seat the table's handover confirmed (None during a handover or a
    public moment); AWAY when no table shows the game."""
    if not t.humans:
        return None
    if len(t.humans) == 1:
        return t.humans[0]
    if viewer is AWAY:
        return next_viewer(t)
    return viewer if viewer in t.humans else None


def visible_seats(t: Table, viewer: Any = AWAY) -> tuple[int, ...]:
    """The seats whose private view may be shown now, in seat order: every seat once the
    game is over, else the person at the screen's (or none)."""
    if t.finished:
        return tuple(range(t.num_players))
    seat = person_at_screen(t, viewer)
    return () if seat is None else (seat,)


def may_see(t: Table, seat: int | None, viewer: Any = AWAY) -> bool:
    """``seat``'s private cards may be shown (or spoken) now. None (public) always may."""
    return seat is None or seat in visible_seats(t, viewer)


def advised_seat(t: Table, viewer: Any = AWAY, shows_present: bool = True) -> int | None:
    """The seat the coach may advise now: the person at the screen, and only while the table
    shows the position the advice is about (``shows_present``: the moment queue's
    ``MomentQueue.shows_present``). While a summary, a flip, a deal or a handover is up the
    table shows an earlier moment: the next prize or the next hand is not shown yet, so the
    coach says nothing of it -- against the computer too."""
    if not shows_present:
        return None
    return person_at_screen(t, viewer)


def open_view(t: Table) -> bool:
    """Every seat's cards at once ("All cards open"): only once the game is over."""
    return t.finished
