"""Engine speed, as ratios against baselines measured in the same run.

    nice -n 10 python bench/engine.py [--rounds 15]

- Gops: one game through the public one-game API (``gops.new_game`` ...
  ``legal_bids``/``bid``, every bid checked) against a plain Python loop that
  plays the same game with lists and no checks. Target >= 0.75x. The "floor"
  line is that plain loop plus two calls of an empty Python method per bid:
  what any API with a call to list the bids and a call to make one costs.
- Zhopa: random games through the state protocol against today's code path
  frozen in ``bench/baselines/zhopa_today`` (same loop, same seeds). Target
  >= 2x. The games are checked to be identical move for move. A second line
  replays the same games move by move, and times the rules alone (legal cards
  and trick resolution, nothing else): what is left above it is the protocol
  (checks, events, partie bookkeeping).
- The bots' figures (search iterations, Gops decision p99) come from
  ``bench/bots_speed.py`` when it exists; else ``na``.

Timing: CPU time (``time.process_time``) of short blocks, interleaved between
the contenders and repeated; the best block of each counts. The machine is
shared, so wall-clock figures of one long run would mostly measure the others.
The last line holds the figures as ``key=value``.
"""
from __future__ import annotations

import argparse
import importlib.util
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# the imports below need the repository on the path (the line above): E402 on each says so
from bench.baselines import zhopa_today  # noqa: E402 - after sys.path (today's path, for the ratio)
from cardgames_qt.engine import gops, registry, zhopa  # noqa: E402 - after sys.path
from cardgames_qt.engine.zhopa.tricks import _advance as advance  # noqa: E402 - after sys.path (the kernels)
from cardgames_qt.engine.zhopa.tricks import _legal_cards as legal_cards  # noqa: E402 - after sys.path


# --- Gops -----------------------------------------------------------------------------------
def naive_gops(rng: random.Random, cards: int = 13) -> tuple[int, int]:
    """A plain Gops loop as anyone would write it: lists, random.choice and
    remove, carry ties, no checks, no objects."""
    prizes = list(range(1, cards + 1))
    rng.shuffle(prizes)
    a, b = list(range(1, cards + 1)), list(range(1, cards + 1))
    sa = sb = pot = 0
    for prize in prizes:
        pot += prize
        x = rng.choice(a)
        a.remove(x)
        y = rng.choice(b)
        b.remove(y)
        if x > y:
            sa, pot = sa + pot, 0
        elif y > x:
            sb, pot = sb + pot, 0
    return sa, sb


class _Empty:
    def call(self, *_args):
        return None


def floor_gops(rng: random.Random, cards: int = 13) -> tuple[int, int]:
    """The plain loop plus two empty method calls per bid (list the bids, make one)."""
    empty = _Empty()
    prizes = list(range(1, cards + 1))
    rng.shuffle(prizes)
    a, b = list(range(1, cards + 1)), list(range(1, cards + 1))
    sa = sb = pot = 0
    for prize in prizes:
        pot += prize
        empty.call(0)
        x = rng.choice(a)
        empty.call(0, x)
        a.remove(x)
        empty.call(1)
        y = rng.choice(b)
        empty.call(1, y)
        b.remove(y)
        if x > y:
            sa, pot = sa + pot, 0
        elif y > x:
            sb, pot = sb + pot, 0
    return sa, sb


def engine_gops(rng: random.Random, cards: int = 13) -> tuple[int, int]:
    """The same game through the engine's public one-game API (every bid checked)."""
    g = gops.new_game("carry", seed=rng.randrange(2**31), cards=cards)
    bid, legal_bids, choice = g.bid, g.legal_bids, rng.choice
    for _ in range(cards):
        bid(0, choice(legal_bids(0)))
        bid(1, choice(legal_bids(1)))
    return g.scores


# --- Zhopa ----------------------------------------------------------------------------------
ZHOPA_VARIANTS = [{"players": p, "max_parties": 30} for p in (2, 3, 4)]


def zhopa_game(module, seed: int, variant: dict):
    """One random game through the state protocol; the finished state."""
    state = module.new_state(module.Variant.from_dict(variant), seed)
    rng = random.Random(seed)
    draw = rng.random
    while not state.is_terminal():
        seat = state.current_player()
        legal = state.legal_actions(seat)
        state.apply(seat, legal[int(draw() * len(legal))])
    return state


def zhopa_block(module) -> Callable[[int], None]:
    def run(block: int) -> None:
        for k in range(6):
            seed = block * 6 + k
            zhopa_game(module, seed, ZHOPA_VARIANTS[k % 3])
    return run


def same_zhopa_games(seeds: int) -> bool:
    for seed in range(seeds):
        variant = ZHOPA_VARIANTS[seed % 3]
        old, new = zhopa_game(zhopa_today, seed, variant), zhopa_game(zhopa, seed, variant)
        if (old.history, old.banks, old.winners, old.losers) != (new.history, new.banks, new.winners,
                                                                 new.losers):
            return False
    return True


def zhopa_per_move(rounds: int) -> dict[str, float]:
    """Microseconds a move replaying the same games: today's path, the engine
    (legal_actions then apply, as a player or bot does), and the rules alone
    (legal_cards and advance for each card: no protocol, no events, no parties)."""
    games = [(seed, ZHOPA_VARIANTS[seed % 3], zhopa_game(zhopa, seed, ZHOPA_VARIANTS[seed % 3]).history)
             for seed in range(12)]
    plays = []
    for seed, variant, history in games:
        state = zhopa.new_state(zhopa.Variant.from_dict(variant), seed)
        for seat, action in history:
            if state.phase == "play":
                plays.append((list(state.hands[seat]), state._trick_state, seat, state.trumps,
                              state.variant.must_beat, action))
            state.apply(seat, action)

    def replay(module):
        def run(_block: int) -> None:
            for seed, variant, history in games:
                state = module.new_state(module.Variant.from_dict(variant), seed)
                for seat, action in history:
                    state.legal_actions(seat)
                    state.apply(seat, action)
        return run

    def rules_only(_block: int) -> None:
        for hand, trick, seat, trumps, must_beat, card in plays:
            legal_cards(hand, trick, seat, trumps, must_beat, {})
            advance(trick, card, seat, trumps)

    moves = sum(len(h) for _, _, h in games)
    t = best_times({"today": replay(zhopa_today), "engine": replay(zhopa), "rules": rules_only}, rounds)
    return {k: v / moves * 1e6 for k, v in t.items()}


# --- timing ---------------------------------------------------------------------------------
def best_times(contenders: dict[str, Callable[[int], None]], rounds: int) -> dict[str, float]:
    """The best CPU time of one block for each contender, blocks interleaved."""
    best = {name: float("inf") for name in contenders}
    for r in range(rounds):
        for name, block in contenders.items():
            t0 = time.process_time()
            block(r)
            best[name] = min(best[name], time.process_time() - t0)
    return best


def gops_block(fn) -> Callable[[int], None]:
    def run(block: int) -> None:
        rng = random.Random(block)
        for _ in range(400):
            fn(rng)
    return run


def guts_hands_per_second(players: int, seconds: float = 0.5) -> float:
    rng = random.Random(2)
    s = registry.new_state("guts", {"players": players, "cycles": 50}, 1)
    hands, t0 = 0, time.process_time()
    while time.process_time() - t0 < seconds and not s.is_terminal():
        s.apply_actions({seat: "in" if rng.random() < 0.5 else "out" for seat in s.acting_seats()})
        hands += 1
    return hands / (time.process_time() - t0)


def bots_figures() -> tuple[str, str]:
    path = ROOT / "bench" / "bots_speed.py"
    if not path.exists():
        return "na", "na"
    spec = importlib.util.spec_from_file_location("bots_speed", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return f"{module.search_iterations_ratio():.2f}", f"{module.gops_p99_ms():.1f}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=15)
    rounds = ap.parse_args().rounds

    g = best_times({"plain": gops_block(naive_gops), "engine": gops_block(engine_gops),
                    "floor": gops_block(floor_gops)}, rounds)
    per = {k: v / 400 * 1e6 for k, v in g.items()}
    gops_vs_plain = g["plain"] / g["engine"]
    print(f"gops plain loop:            {per['plain']:8.1f} us/game")
    print(f"gops engine (one-game API): {per['engine']:8.1f} us/game  {gops_vs_plain:.2f}x the plain loop "
          f"(target >= 0.75x)")
    print(f"gops floor (plain + 2 empty calls a bid): {per['floor']:8.1f} us/game  "
          f"{g['plain'] / g['floor']:.2f}x the plain loop")

    same = same_zhopa_games(60)
    z = best_times({"today": zhopa_block(zhopa_today), "engine": zhopa_block(zhopa)}, rounds)
    speedup = z["today"] / z["engine"]
    print(f"zhopa today's path:         {z['today'] / 6 * 1e3:8.2f} ms/game")
    print(f"zhopa engine:               {z['engine'] / 6 * 1e3:8.2f} ms/game  {speedup:.2f}x today's "
          f"(target >= 2x); same games: {'yes' if same else 'NO'}")

    m = zhopa_per_move(rounds)
    print(f"zhopa per move: today's {m['today']:.2f} us, engine {m['engine']:.2f} us "
          f"({m['today'] / m['engine']:.2f}x), the rules alone {m['rules']:.2f} us")

    for players in (4, 10):
        print(f"guts {players:2d} players:            {guts_hands_per_second(players):8.0f} hands/s "
              f"(apply_actions)")

    iterations, p99 = bots_figures()
    print(f"gops_vs_plain={gops_vs_plain:.2f} zhopa_speedup={speedup:.2f} "
          f"search_iterations_ratio={iterations} gops_p99_ms={p99}")


if __name__ == "__main__":
    main()
