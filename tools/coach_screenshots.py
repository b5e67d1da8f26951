"""Render the coach panel, the review dialog and the replay window to PNGs.

    python tools/coach_screenshots.py [--lang en] [--out docs]

Seeded games, offscreen: the same pictures every time (the screenshots of docs/coach.md).
"""
from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _playout(game_id, variant, seed):
    from cardgames_qt.engine.registry import new_state
    rng, state = random.Random(seed), new_state(game_id, variant, seed)
    while not state.is_terminal():
        for s in state.acting_seats():
            legal = state.legal_actions(s)
            state.apply(s, legal[rng.randrange(len(legal))])
    return state.history


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lang", default="en")
    ap.add_argument("--out", default=str(ROOT / "docs"))
    args = ap.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from cardgames_qt.app.coaching.analysis import analyse
    from cardgames_qt.app.coaching.coach import hint
    from cardgames_qt.app.replay.replay_model import ReplayModel
    from cardgames_qt.engine.registry import new_state
    from cardgames_qt.ui.coach.coach_panel import CoachPanel
    from cardgames_qt.ui.i18n import install_language
    from cardgames_qt.ui.replay.replay_window import ReplayWindow
    from cardgames_qt.ui.replay.review_dialog import ReviewDialog

    app = QApplication.instance() or QApplication([])
    install_language(app, args.lang)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    state = new_state("gops", {"cards": 6}, 3)
    state.apply(0, 3)
    state.apply(1, 5)
    panel = CoachPanel()
    panel.set_hint(hint("gops", state.observation(0), state.legal_actions(0)))
    panel.resize(360, 420)
    variant = {"cards": 6, "games": 1}
    history = _playout("gops", variant, 5)
    analysis = analyse("gops", variant, 5, history, 0)
    review = ReviewDialog(analysis)
    replay = ReplayWindow(ReplayModel("gops", variant, 5, history), ["You", "Computer"])
    replay.set_analysis(analysis)
    replay.model.go_to(analysis.costliest[0].move + 1 if analysis.costliest else 1)
    replay.refresh()
    for widget, name in ((panel, "coach"), (review, "review"), (replay, "replay")):
        widget.show()
        app.processEvents()
        path = out / f"{name}{'' if args.lang == 'en' else '_' + args.lang}.png"
        widget.grab().save(str(path))
        print("wrote", path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
