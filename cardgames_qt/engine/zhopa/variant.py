"""Zhopa's rule settings (the ``Variant``) and the trump lookup they give."""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardgames_qt.records import dataclass

from ..cards import SUIT_NAMES, SUITS
from ..catalogue import BOOL, CHOICE, INT, TITLES, Choice, Field, GameInfo
from ..catalogue import SUITS as SUITS_KIND
from ..errors import IllegalMove, short_repr
from ..inputs import as_int, as_list, as_random, check_json
from .rules import BALANCED_TARGETS, SOURCE_TARGETS
from .tricks import Trumps

TRUMP_MODES = ("per_player", "none", "one", "two", "senior_junior")
REFILLS = ("redeal", "draw")
TARGET_PRESETS = ("source", "balanced")
MIN_PLAYERS, MAX_PLAYERS = 2, 4
MIN_MAX_PARTIES = 0  # 0 = no limit
MAX_TARGET = 10_000  # a partie scores at most a few hundred points: a target above is never reached
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
        if not _is_int(self.players) or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise IllegalMove(f"Zhopa is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                              f"not {short_repr(self.players)}.")
        if self.trump_mode not in TRUMP_MODES:
            raise IllegalMove(f"Unknown trump mode {short_repr(self.trump_mode)} "
                              f"(choose {', '.join(TRUMP_MODES)}).")
        self._check_suits()
        if not isinstance(self.must_beat, bool):
            raise IllegalMove(f"must_beat is on or off (true or false), not {short_repr(self.must_beat)}.")
        if self.refill not in REFILLS:
            raise IllegalMove(f"Unknown refill {short_repr(self.refill)} (choose redeal or draw).")
        if not _is_int(self.max_parties) or self.max_parties < MIN_MAX_PARTIES:
            raise IllegalMove(f"max_parties is a whole number, 0 for no limit, not {short_repr(self.max_parties)}.")
        if isinstance(self.targets, str):
            if self.targets not in TARGET_PRESETS:
                raise IllegalMove(f"Unknown targets {short_repr(self.targets)} "
                                  "(choose source, balanced, or give go/pass per player count).")
        else:
            # every entry's shape first: the checks below read the others' player counts
            for entry in self.targets:
                if not isinstance(entry, tuple) or len(entry) != 3:
                    raise IllegalMove(f"Targets per player count are (players, go, pass), not {short_repr(entry)}.")
                if not _is_int(entry[0]) or entry[0] not in SOURCE_TARGETS:
                    raise IllegalMove(f"Targets are for 2, 3 or 4 players, not {short_repr(entry[0])}.")
            for entry in self.targets:
                n, go, pass_ = entry
                if [t[0] for t in self.targets].count(n) > 1:
                    raise IllegalMove(f"Targets for {short_repr(n)} players are given twice.")
                if not (_is_int(go) and _is_int(pass_) and 0 < go <= MAX_TARGET and 0 < pass_ <= MAX_TARGET):
                    raise IllegalMove(f"Targets must be positive whole numbers up to {MAX_TARGET} "
                                      f"(got {short_repr(go)}/{short_repr(pass_)} for {short_repr(n)} players).")

    def _check_suits(self) -> None:
        suits = self.trump_suits
        if suits == "random":
            return
        if not isinstance(suits, tuple):
            raise IllegalMove(f"trump_suits is \"random\" or a list of suits, not {short_repr(suits)}.")
        for s in suits:
            if s not in SUITS:
                raise IllegalMove(f"{short_repr(s)} is not a suit (use S, H, D or C).")
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
            raise IllegalMove(f"The {short_repr(mode)} trump mode takes exactly {wanted} "
                              f"suit{'s' if wanted > 1 else ''} (got {len(suits)}).")
        for s in suits:
            if suits.count(s) > 1:
                raise IllegalMove(f"The trump suits must differ ({SUIT_NAMES[s]} is given twice).")

    # --- (de)serialisation -------------------------------------------------
    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> Variant:
        """Missing keys take the defaults, unknown keys are ignored (None: every default)."""
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise IllegalMove("Zhopa settings are a set of named values.")
        check_json(data, "The Zhopa settings", max_depth=4)
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
        for entry in self.targets:
            n, go, pass_ = entry if isinstance(entry, tuple) else (0, 0, 0)
            if n == self.players:
                return int(go), int(pass_)
        return SOURCE_TARGETS[self.players]  # a count not given keeps the source's

    def draw_trump_suits(self, rng: random.Random) -> list[str]:
        """The trump suits for a new game ("random" drawn from ``rng``)."""
        as_random(rng)
        mode = self.trump_mode
        if mode == "none":
            return []
        if mode == "senior_junior":
            return [SENIOR, JUNIOR]
        if self.trump_suits != "random":
            return list(self.trump_suits)
        return rng.sample(SUITS, _SUITS_WANTED[mode] or self.players)


def trumps_for(mode: str, suits: Sequence[str], players: int) -> Trumps:
    """The trump-tier lookup of a game in ``mode`` with trump ``suits`` (as a game
    draws them: one per player in per_player, one or two in those modes, none in
    none, spades and diamonds in senior_junior)."""
    if not isinstance(mode, str) or mode not in TRUMP_MODES:
        raise IllegalMove(f"Unknown trump mode {short_repr(mode)} (choose {', '.join(TRUMP_MODES)}).")
    players = as_int(players, "number of players", MIN_PLAYERS, MAX_PLAYERS)
    suits = as_list(suits, "trump suits", len(SUITS))
    count = _SUITS_WANTED.get(mode) or players
    if mode == "none":
        wrong = suits != []
    elif mode == "senior_junior":  # the suits are fixed: a caller may give them or not
        wrong = suits not in ([], [SENIOR, JUNIOR])
    else:
        wrong = (len(suits) != count or not all(isinstance(x, str) and x in SUITS for x in suits)
                 or len(set(suits)) != count)
    if wrong:
        raise IllegalMove(f"{short_repr(suits)} are not trump suits of the {mode} mode for {players} players.")
    if mode == "per_player":
        return Trumps(tuple({s: int(s == suits[seat]) for s in SUITS} for seat in range(players)),
                      False)
    if mode == "senior_junior":
        tiers = {s: 2 if s == SENIOR else 1 if s == JUNIOR else 0 for s in SUITS}
    else:
        tiers = {s: int(s in suits) for s in SUITS}
    return Trumps((tiers,) * players, mode != "none")


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _suits_value(value: Any) -> str | tuple[Any, ...]:
    if isinstance(value, str) and value.strip().lower() == "random":
        return "random"
    if isinstance(value, (list, tuple)):
        return tuple(s.strip().upper() if isinstance(s, str) else s for s in value)
    raise IllegalMove(f"trump_suits is \"random\" or a list of suits, not {short_repr(value)}.")


def _targets_value(value: Any) -> str | tuple[Any, ...]:
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)):  # ((players, go, pass), ...)
        return tuple(tuple(t) if isinstance(t, (list, tuple)) else t for t in value)
    if not isinstance(value, dict):
        raise IllegalMove(f"targets is source, balanced, or go/pass per player count, not {short_repr(value)}.")
    out = []
    for key, pair in value.items():
        try:
            n = int(key)
        except (TypeError, ValueError):
            raise IllegalMove(f"Targets are for 2, 3 or 4 players, not {short_repr(key)}.") from None
        if not isinstance(pair, (list, tuple)) or len(pair) != 2:
            raise IllegalMove(f"Targets for {short_repr(n)} players are two numbers, go and pass, "
                              f"not {short_repr(pair)}.")
        out.append((n, pair[0], pair[1]))
    return tuple(sorted(out, key=lambda t: t[0]))


#: what a newcomer needs to read the two settings whose names use the game's own words
TARGETS_NOTE = ("Points a player must score in a partie (one deal played out, from the bets to the last trick) "
                "after saying go or pass. The original rules' table is hard for 4 players; the balanced one "
                "was found by simulating games.")
MAX_PARTIES_NOTE = ("A partie is one deal played out, from the bets to the last trick. After this many parties the "
                    "game ends even if nobody has lost; the fewest banks win.")

# the catalogue entry: ranges and choices from the constants Variant checks against
GAME_INFO = GameInfo(
    "zhopa", *TITLES["zhopa"],
    MIN_PLAYERS, MAX_PLAYERS,
    (Field("players", INT, "Players", MIN_PLAYERS, MAX_PLAYERS),
     Field("trump_mode", CHOICE, "Trumps", choices=tuple(Choice(m, label) for m, label in zip(TRUMP_MODES, (
         "Each player has own trump suit", "No trumps", "One trump suit for all", "Two trump suits for all",
         "Senior (spades) and junior (diamonds) trumps"), strict=True))),
     Field("trump_suits", SUITS_KIND, "Trump suits", note="random, or suit letters such as S H D"),
     Field("must_beat", BOOL, "A card that can take the lead must be played"),
     Field("refill", CHOICE, "More cards", choices=tuple(Choice(r, label) for r, label in zip(REFILLS, (
         "Redeal when all hands are empty", "Draw one after each trick"), strict=True))),
     Field("targets", CHOICE, "Targets", choices=tuple(Choice(t, label) for t, label in zip(TARGET_PRESETS, (
         "The source's table", "Balanced (simulated)"), strict=True)),
           note=TARGETS_NOTE),
     Field("max_parties", INT, "Most parties in a game (0 = no limit)", MIN_MAX_PARTIES, None,
           note=MAX_PARTIES_NOTE)))
