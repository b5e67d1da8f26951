"""Zhopa: what the hand may play and why not, and what the status line says. No Qt.

Codes and values only; the table words them. The engine answers the rule
questions: a card's refusal is the observation's per-card ``"refusals"``
code; which legal cards take the lead is the engine's ``role_of``. Nothing
here re-implements a rule.
"""
from __future__ import annotations

from typing import Any

from cardgames_qt.engine.observations import ZhopaObservation
from cardgames_qt.engine.zhopa.rules import MAX_BANKS as MAX_BANKS  # re-exported: the table draws bank slots
from cardgames_qt.engine.zhopa.rules import START_BANKS as START_BANKS
from cardgames_qt.engine.zhopa.tricks import TAKES_LEAD as TAKES_LEAD  # re-exported: the table words it
from cardgames_qt.engine.zhopa.tricks import TrickState, Trumps, resolve, role_of
from cardgames_qt.engine.zhopa.variant import trumps_for
from cardgames_qt.records import dataclass

Line = tuple[str, dict[str, Any]]


@dataclass
class HandCard:
    card: str
    playable: bool
    reason: tuple[str, dict[str, Any]] | None = None  # (code, params): the engine's refusal, or "one_moment"


def _trick_state(obs: ZhopaObservation) -> tuple[Trumps, TrickState | None]:
    trumps = trumps_for(obs.trump_mode, obs.trump_suits, obs.players)
    plays = [(t.seat, t.card) for t in obs.trick]
    return trumps, (resolve(plays, trumps).state if plays else None)


def hand(obs: ZhopaObservation, viewer: int, count: int, gate_open: bool) -> list[HandCard]:
    """The viewer's hand (the first ``count`` cards while a deal is shown), each playable or not and why.

    ``reason`` is ``(code, params)``: the engine's refusal (``obs.refusals``, per card) or
    ``("one_moment", {})`` while the table shows a moment."""
    out = []
    for c in obs.my_hand[:count]:
        why = obs.refusals.get(c)
        if why is not None:
            out.append(HandCard(c, False, (why.code, dict(why.params))))
        elif not gate_open:
            out.append(HandCard(c, False, ("one_moment", {})))
        else:
            out.append(HandCard(c, True))
    return out


def status(obs: ZhopaObservation, viewer: int | None, human_to_act: bool) -> Line:
    """What the seat at the screen is asked to do now (or who is acting)."""
    if obs.phase == "over":
        return "over", {"winners": list(obs.winners)}
    to_act = obs.to_act
    mine = human_to_act and to_act == viewer and viewer is not None
    if obs.phase == "bet":
        if mine:
            return "bet", {"go": obs.target_table.go, "pass": obs.target_table.pass_}
        return "betting", {"seat": to_act}
    if not mine or viewer is None:  # (mine: the viewer is the seat to act)
        return "playing", {"seat": to_act}
    if not obs.trick:
        return "lead", {}
    holder_card = next(t.card for t in obs.trick if t.seat == obs.trick_holder)
    main = obs.main_suit
    trumps, st = _trick_state(obs)
    takers = [c for c in obs.legal if role_of(st, c, viewer, trumps) in TAKES_LEAD]
    params = {"card": holder_card, "suit": main}
    if takers and obs.must_beat:
        return "must_beat", params
    if takers:
        return "beat_or_follow", params
    if any(c[-1] == main for c in obs.my_hand):
        return "follow", params
    return "any", params


def trick_number(obs: ZhopaObservation) -> int:
    return obs.tricks_done + 1


def score_rows(obs: ZhopaObservation) -> list[dict[str, Any]]:
    """One row per seat for the side table: trumps, bet and target, points, banks."""
    return [{"seat": s, "trumps": list(obs.trumps[s]), "bet": obs.bets[s], "target": obs.targets[s],
             "points": obs.points[s], "banks": obs.banks[s]} for s in range(obs.players)]
