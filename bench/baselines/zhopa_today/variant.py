"""Zhopa's rule settings (the ``Variant``) and the trump lookup they give."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from cardgames_qt.engine.cards import SUIT_NAMES, SUITS
from cardgames_qt.engine.errors import IllegalMove

from .rules import BALANCED_TARGETS, SOURCE_TARGETS
from .tricks import Trumps

TRUMP_MODES = ("per_player", "none", "one", "two", "senior_junior")
REFILLS = ("redeal", "draw")
TARGET_PRESETS = ("source", "balanced")
SENIOR, JUNIOR = "S", "D"  # senior_junior mode: spades senior, diamonds junior
_SUITS_WANTED = {"per_player": None, "one": 1, "two": 2}  # None: one per player


@dataclass(frozen=True)
class Variant:
    players: int = 3
    trump_mode: str = "per_player"
    #: "random" (drawn at game start with the game's seed) or the suits:
    #: per_player one per seat in seat order; "one" one suit; "two" two suits
    trump_suits: str | tuple[str, ...] = "random"
    must_beat: bool = True
    #: "source", "balanced", or explicit ((players, go, pass), ...)
    targets: str | tuple[tuple[int, int, int], ...] = "source"
    refill: str = "redeal"
    max_parties: int = 30  # 0 = no limit

    def __post_init__(self) -> None:
        # lists and dicts (as JSON gives them) become the hashable canonical forms
        object.__setattr__(self, "trump_suits", _suits_value(self.trump_suits))
        object.__setattr__(self, "targets", _targets_value(self.targets))
        if not _is_int(self.players) or not 2 <= self.players <= 4:
            raise IllegalMove(f"Zhopa is played by 2 to 4 players, not {self.players!r}.")
        if self.trump_mode not in TRUMP_MODES:
            raise IllegalMove(f"Unknown trump mode {self.trump_mode!r} "
                              f"(choose {', '.join(TRUMP_MODES)}).")
        self._check_suits()
        if not isinstance(self.must_beat, bool):
            raise IllegalMove(f"must_beat is on or off (true or false), not {self.must_beat!r}.")
        if self.refill not in REFILLS:
            raise IllegalMove(f"Unknown refill {self.refill!r} (choose redeal or draw).")
        if not _is_int(self.max_parties) or self.max_parties < 0:
            raise IllegalMove(f"max_parties is a whole number, 0 for no limit, not {self.max_parties!r}.")
        if isinstance(self.targets, str):
            if self.targets not in TARGET_PRESETS:
                raise IllegalMove(f"Unknown targets {self.targets!r} "
                                  "(choose source, balanced, or give go/pass per player count).")
        else:
            for entry in self.targets:
                if not isinstance(entry, tuple) or len(entry) != 3:
                    raise IllegalMove(f"Targets per player count are (players, go, pass), not {entry!r}.")
                n, go, pass_ = entry
                if [t[0] for t in self.targets].count(n) > 1:
                    raise IllegalMove(f"Targets for {n} players are given twice.")
                if n not in SOURCE_TARGETS:
                    raise IllegalMove(f"Targets are for 2, 3 or 4 players, not {n!r}.")
                if not (_is_int(go) and _is_int(pass_) and go > 0 and pass_ > 0):
                    raise IllegalMove(f"Targets must be positive whole numbers "
                                      f"(got {go!r}/{pass_!r} for {n} players).")

    def _check_suits(self) -> None:
        suits = self.trump_suits
        if suits == "random":
            return
        if not isinstance(suits, tuple):
            raise IllegalMove(f"trump_suits is \"random\" or a list of suits, not {suits!r}.")
        for s in suits:
            if s not in SUITS:
                raise IllegalMove(f"{s!r} is not a suit (use S, H, D or C).")
        mode = self.trump_mode
        if mode not in _SUITS_WANTED:
            if suits:
                what = ("there are no trumps" if mode == "none"
                        else "spades are senior and diamonds junior trumps")
                raise IllegalMove(f"No trump suits to choose in {mode} mode: {what}.")
            return
        wanted = _SUITS_WANTED[mode] or self.players
        if len(suits) != wanted:
            if mode == "per_player":
                raise IllegalMove(f"Per-player trumps need one suit for each of the "
                                  f"{self.players} players (got {len(suits)}).")
            raise IllegalMove(f"The {mode!r} trump mode takes exactly {wanted} "
                              f"suit{'s' if wanted > 1 else ''} (got {len(suits)}).")
        for s in suits:
            if suits.count(s) > 1:
                raise IllegalMove(f"The trump suits must differ ({SUIT_NAMES[s]} is given twice).")

    # --- (de)serialisation -------------------------------------------------
    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> Variant:
        """Missing keys take the defaults, unknown keys are ignored."""
        if not isinstance(data, dict):
            raise IllegalMove("Zhopa settings are a set of named values.")
        return cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})

    def to_dict(self) -> dict[str, Any]:
        targets = self.targets if isinstance(self.targets, str) else {
            str(n): [go, pass_] for n, go, pass_ in self.targets}
        suits = self.trump_suits if isinstance(self.trump_suits, str) else list(self.trump_suits)
        return {"players": self.players, "trump_mode": self.trump_mode, "trump_suits": suits,
                "must_beat": self.must_beat, "targets": targets, "refill": self.refill,
                "max_parties": self.max_parties}

    # --- what the settings mean --------------------------------------------
    def targets_for(self) -> tuple[int, int]:
        """(go, pass) for this player count."""
        if self.targets == "source":
            return SOURCE_TARGETS[self.players]
        if self.targets == "balanced":
            return BALANCED_TARGETS[self.refill][self.players]
        for n, go, pass_ in self.targets:
            if n == self.players:
                return go, pass_
        return SOURCE_TARGETS[self.players]  # a count not given keeps the source's

    def draw_trump_suits(self, rng: random.Random) -> list[str]:
        """The trump suits for a new game ("random" drawn from ``rng``)."""
        mode = self.trump_mode
        if mode == "none":
            return []
        if mode == "senior_junior":
            return [SENIOR, JUNIOR]
        if self.trump_suits != "random":
            return list(self.trump_suits)
        return rng.sample(SUITS, _SUITS_WANTED[mode] or self.players)


def trumps_for(mode: str, suits: list[str], players: int) -> Trumps:
    """The trump-tier lookup of a game in ``mode`` with trump ``suits``."""
    if mode == "per_player":
        return Trumps(tuple({s: int(s == suits[seat]) for s in SUITS} for seat in range(players)),
                      False)
    if mode == "senior_junior":
        tiers = {s: 2 if s == SENIOR else 1 if s == JUNIOR else 0 for s in SUITS}
    else:
        tiers = {s: int(s in suits) for s in SUITS}
    return Trumps((tiers,) * players, mode != "none")


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _suits_value(value):
    if isinstance(value, str) and value.strip().lower() == "random":
        return "random"
    if isinstance(value, (list, tuple)):
        return tuple(s.strip().upper() if isinstance(s, str) else s for s in value)
    raise IllegalMove(f"trump_suits is \"random\" or a list of suits, not {value!r}.")


def _targets_value(value):
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)):  # ((players, go, pass), ...)
        return tuple(tuple(t) if isinstance(t, (list, tuple)) else t for t in value)
    if not isinstance(value, dict):
        raise IllegalMove(f"targets is source, balanced, or go/pass per player count, not {value!r}.")
    out = []
    for key, pair in value.items():
        try:
            n = int(key)
        except (TypeError, ValueError):
            raise IllegalMove(f"Targets are for 2, 3 or 4 players, not {key!r}.") from None
        if not isinstance(pair, (list, tuple)) or len(pair) != 2:
            raise IllegalMove(f"Targets for {n} players are two numbers, go and pass, not {pair!r}.")
        out.append((n, pair[0], pair[1]))
    return tuple(sorted(out, key=lambda t: t[0]))
