"""A game's history whose older part is read only when somebody asks for it.

A game resumed from a save store can run to a million moves (a Guts session
where everyone keeps declaring out). Its state is rebuilt from a snapshot plus
the last few moves, and nothing the table does needs the moves before the
snapshot: their count is enough. :class:`MoveLog` is that history: the first
``count`` moves come from ``load()`` on first use (an export, a replay, a
hint, a take-back), later moves are kept here as they are made.

It behaves like the list of ``[seat, action]`` it stands for: ``len``,
indexing and slicing (a slice of the newer part never loads the older one),
iteration, ``append`` and ``==`` against a list.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from .errors import IllegalMove
from .inputs import as_history, as_int

MAX_MOVES = 10**9  # far more than any session: a count above it is damage, not a game


def _moves(history: Any) -> list[list[Any]]:
    """Fresh ``[seat, action]`` lists of a history; IllegalMove for an entry that is not a pair."""
    out = []
    for i, move in enumerate(as_history(history), 1):
        if not isinstance(move, (list, tuple)) or len(move) != 2:
            raise IllegalMove("history_malformed", move=i)
        out.append(list(move))
    return out


class MoveLog(Sequence[Any]):
    __slots__ = ("_count", "_load", "_older", "_newer")

    def __init__(self, count: int, load: Callable[[], Sequence[Sequence[Any]]], newer: Sequence[Any] = ()):
        self._count = as_int(count, "count of older moves", 0, MAX_MOVES)
        if not callable(load):
            raise IllegalMove("The older moves need a function that reads them.")
        self._load = load
        self._older: list[list[Any]] | None = [] if count == 0 else None
        self._newer: list[list[Any]] = _moves(newer)

    # --- the older part ----------------------------------------------------------------
    @property
    def loaded(self) -> bool:
        """Whether the older moves are in memory."""
        return self._older is not None

    def _older_moves(self) -> list[list[Any]]:
        if self._older is None:
            moves = _moves(self._load())
            if len(moves) != self._count:
                raise IllegalMove(f"{self._count} earlier moves were expected, {len(moves)} were read.")
            self._older = moves
        return self._older

    # --- a list of moves ------------------------------------------------------------
    def __len__(self) -> int:
        return self._count + len(self._newer)

    def __bool__(self) -> bool:
        return len(self) > 0

    def __getitem__(self, index: Any) -> Any:
        count = self._count
        if isinstance(index, slice):
            start, stop, step = index.indices(len(self))
            if step == 1 and start >= count:
                return self._newer[start - count:stop - count]
            return list(self)[index]
        if not isinstance(index, int):
            raise TypeError("move indices are whole numbers")
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("no such move")
        return self._newer[index - count] if index >= count else self._older_moves()[index]

    def __iter__(self) -> Iterator[list[Any]]:
        if self._count:
            yield from self._older_moves()
        yield from self._newer

    def append(self, move: list[Any]) -> None:
        self._newer.append(move)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (MoveLog, list, tuple)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable, like a list: object.__hash__ is typed as a method

    def __deepcopy__(self, memo: dict[int, Any]) -> MoveLog:
        copy = MoveLog.__new__(MoveLog)
        copy._count, copy._load = self._count, self._load
        copy._older = None if self._older is None else [list(m) for m in self._older]
        copy._newer = [list(m) for m in self._newer]
        return copy

    def __repr__(self) -> str:
        state = "loaded" if self.loaded else "not loaded"
        return f"<MoveLog {self._count} older moves ({state}) + {len(self._newer)} newer>"


def own_history(history: Any) -> Any:
    """The history a ``from_dict`` keeps: a :class:`MoveLog` as it is (its moves are
    the store's), any other list as a fresh list of ``[seat, action]`` lists."""
    if isinstance(history, MoveLog):
        return history
    return _moves(history)
