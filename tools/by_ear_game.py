"""A whole game of each kind by ear, played to its end: the app under Orca (the screen reader installed on this
machine, 43.1 in Debian 12), keys sent by xdotool, Orca's own speech log read back.

    python tools/by_ear_game.py [--games gops,guts,zhopa] [--speak older|auto] [--display :12]
                                [--screen 800x600]

Needs Xvfb, openbox, xdotool, dbus-run-session, at-spi2-core and orca (apt). Orca is started
without --replace (which kills every other Orca of this user, in any session). Runs in a D-Bus
session of its own with an accessibility bus, Xvfb on its own display and openbox (a window
manager gives the keys to the window). For each game: the app is started (this checkout,
this python) with "Speak the game" set to ``--speak`` ("older": "Always, also for older
screen readers"; "auto": the default, the route taken where the reader found needs it);
each key a player would press next (the app says which: a bid, In, Go, Continue) is sent
by xdotool to the window, as a keyboard would; the sentences the table made are written by
the app, what Orca spoke is read from its debug log ("SPEECH OUTPUT").

It plays each game to its end with only the keys that game asks for (no key pressed in a
wait adds a sentence), counts what the table's speaker said, and reads a debug log Orca
writes line by line (none of its tail lost when Orca is stopped).

Prints one line per game:

    game=gops speak=older made=64 spoken=64 repeated=0 other=12

made: sentences the table said (the announcer's and the answers to keys); spoken: how many
of them Orca spoke at least once (alone, or in one utterance with the sentences said next to
it: a focus carries the sentences that waited for it); repeated: sentences Orca spoke more
often than they were made; other: Orca's other utterances (names of the focused objects, roles). With
``--quote N`` the first N lines Orca spoke in each game are printed too.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

GOALS = {"gops": "match_over", "guts": "cycle_over", "zhopa": "partie_over"}
VARIANTS = {"gops": {"cards": 5, "games": 1}, "guts": {"players": 3, "cycles": 1, "pot_cap": 6},
            "zhopa": {"players": 3}}
XDOTOOL_KEYS = {"Return": "Return", "i": "i", "g": "g"}


# --- inside the app (run as: by_ear_game.py --app GAME SPEAK OUTDIR) -------------------------
def app_side(game: str, speak: str, out: Path) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    app = QApplication(sys.argv[:1])
    from cardgames_qt.ui.app_setup import setup_application
    from cardgames_qt.ui.main_window import MainWindow
    setup_application(app, "en", None)
    w = MainWindow(start_page=False)
    w.settings = w.settings.with_value("speak_game", speak)
    for key, value in VARIANTS[game].items():
        w.settings = w.settings.with_value(f"{game}.{key}", value)
    w.resize(1280, 760)
    w.show()
    made = (out / "made.jsonl").open("w", encoding="utf-8")
    seen: set[str] = set()
    state = {"asked": 0, "sig": None, "done": False}

    from cardgames_qt.ui.access import speech
    speaker_init = speech.Speaker.__init__

    def heard_from_the_start(self, *args, **kwargs) -> None:  # the table's first sentences too
        speaker_init(self, *args, **kwargs)
        self.spoken.connect(lambda text, urgent: (made.write(json.dumps(
            {"t": time.time(), "text": text, "urgent": urgent}) + "\n"), made.flush()))
    speech.Speaker.__init__ = heard_from_the_start

    def start() -> None:
        w.new_game(game, seed=4, ask=False)
        w.controller.changed.connect(lambda evs: seen.update(e.kind for e in evs))
        QTimer.singleShot(250, tick)

    def tick() -> None:
        table = w.table
        if GOALS[game] in seen and not state["done"]:
            state["done"] = True
            QTimer.singleShot(6000, finish)  # the last sentences are spoken
        if table is None:  # between two tables (the window went home): look again
            QTimer.singleShot(250, tick)
            return
        session = table.session
        key = ""
        if table.summary.isVisible() or table.b_continue.isVisible():
            key = "Return"
        elif table.gate_open() and session.acting_humans() and not session.is_over:
            key = {"guts": "i"}.get(game, "Return")
            if game == "zhopa" and session.state.phase == "bet":
                key = "g"
        sig = (session.move_count, table.summary.isVisible(), table.b_continue.isVisible(), key)
        if key and sig != state["sig"] and not state["done"]:
            state["sig"] = sig
            state["asked"] += 1
            (out / "want.tmp").write_text(f"{state['asked']} {key}", encoding="utf-8")
            os.replace(out / "want.tmp", out / "want")
        QTimer.singleShot(250, tick)

    def finish() -> None:
        made.close()
        if shutil.which("import"):  # the table as the game ended, to look at (ImageMagick)
            subprocess.run(["import", "-window", "root", str(out / "end.png")], check=False, timeout=30)
        (out / "done").write_text("1", encoding="utf-8")
        app.quit()

    QTimer.singleShot(3000, start)  # Orca has found the window
    app.exec()
    return 0


# --- around it ---------------------------------------------------------------------------------
SESSION = """
set -e
/usr/libexec/at-spi-bus-launcher --launch-immediately &
sleep 1
openbox >/dev/null 2>&1 &
sleep 0.5
HOME={home} {orca} --disable braille --debug-file={orca_log} >/dev/null 2>&1 &
orca=$!
sleep 4
{python} {me} --app {game} {speak} {out} >{out}/app.log 2>&1 &
app=$!
{python} {me} --keys {out} &
keys=$!
wait $app
kill $keys $orca 2>/dev/null || true
"""


#: Orca (/usr/bin/orca) with its debug file written a line at a time (a buffered file Orca
#: never flushes: a session's end lost its last kilobytes) and no speech server (Orca logs
#: every utterance, "SPEECH OUTPUT", before it hands it to the server). Named ``orca``:
#: the app's reader probe knows it by that name and asks it its version
ORCA = """#!/usr/bin/python3
import builtins
import runpy
import sys

_open = builtins.open


def _line_buffered(file, mode="r", *args, **kwargs):
    if mode == "w" and str(file).endswith(".debug"):
        return _open(file, mode, 1)
    return _open(file, mode, *args, **kwargs)


builtins.open = _line_buffered
sys.path.insert(0, "/usr/lib/python3/dist-packages")
import orca.speech  # noqa: E402 - after its folder is on the path (Debian's, not this venv's)

orca.speech.init = lambda *args, **kwargs: None  # no speech server: speech-dispatcher without a
#                                                 sound device blocks Orca at its first word
sys.argv[0] = "/usr/bin/orca"
runpy.run_path("/usr/bin/orca", run_name="__main__")
"""


def keys_side(out: Path) -> int:
    """Send each key the app asks for, once, by xdotool to the focused window."""
    done = 0
    while not (out / "done").exists():
        want = out / "want"
        if want.exists():
            number, key = want.read_text(encoding="utf-8").split()
            if int(number) > done:
                time.sleep(0.4)  # a person takes a moment
                subprocess.run(["xdotool", "key", "--clearmodifiers", XDOTOOL_KEYS[key]], check=False)
                done = int(number)
        time.sleep(0.1)
    return 0


#: Orca's log line of what it speaks (speech stays on in its settings: with it off Orca logs
#: what it says of the focus but drops its messages, a description change among them)
SPOKEN = re.compile(r"^\S+ - SPEECH OUTPUT: '(.*)'(?: voice=\w+)?(?:\{.*\})?$", re.MULTILINE)


def sentences(line: str, made: set[str]) -> list[str]:
    """The sentences the table made that ``line`` is, one after another; [] if it is not."""
    if line in made:
        return [line]
    for text in made:
        if line.startswith(text + " "):
            rest = sentences(line[len(text) + 1:], made)
            if rest:
                return [text, *rest]
    return []


def run(game: str, speak: str, display: str, keep: Path) -> dict:
    out = keep / f"{game}-{speak}"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    home = out / "home"
    home.mkdir()
    orca_log = out / "orca.debug"
    orca = out / "bin" / "orca"  # Orca itself, its debug log written line by line
    orca.parent.mkdir()
    orca.write_text(ORCA, encoding="utf-8")
    orca.chmod(0o755)
    script = SESSION.format(orca=orca, home=home, orca_log=orca_log, python=sys.executable, me=Path(__file__).resolve(),
                            game=game, speak=speak, out=out)
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
               CARDGAMES_QT_HOME=str(out / "app-home"), LANG="C.UTF-8", NO_AT_BRIDGE="0")
    for name in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS"):
        env.pop(name, None)
    subprocess.run(["dbus-run-session", "--", "bash", "-c", script], env=env, timeout=1200, check=False)
    made = [json.loads(line)["text"] for line in (out / "made.jsonl").read_text(encoding="utf-8").splitlines()
            if line.strip()] if (out / "made.jsonl").exists() else []
    log = orca_log.read_text(encoding="utf-8", errors="replace") if orca_log.exists() else ""
    spoken = [m.group(1).strip() for m in SPOKEN.finditer(log)]
    told = Counter(made)
    # a focus carries the sentences that waited for it as its description: one utterance of several
    heard = Counter(text for line in spoken for text in (sentences(line, set(told)) or [line]))
    return {"game": game, "speak": speak, "made": len(made), "spoken": sum(1 for t in made if heard[t]),
            "repeated": sum(1 for t, n in heard.items() if t in told and n > told[t]),
            "other": sum(n for t, n in heard.items() if t not in told), "lines": spoken,
            "finished": (out / "done").exists()}


def main() -> int:
    if sys.argv[1:2] == ["--app"]:
        return app_side(sys.argv[2], sys.argv[3], Path(sys.argv[4]))
    if sys.argv[1:2] == ["--keys"]:
        return keys_side(Path(sys.argv[2]))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="gops,guts,zhopa")
    parser.add_argument("--speak", default="older", choices=["older", "auto", "on"])
    parser.add_argument("--display", default=":12")
    parser.add_argument("--quote", type=int, default=0)
    parser.add_argument("--keep", default=tempfile.gettempdir() + "/by_ear")
    parser.add_argument("--screen", default="1366x768", help="the Xvfb screen, e.g. 800x600")
    args = parser.parse_args()
    for tool in ("Xvfb", "openbox", "xdotool", "dbus-run-session", "orca"):
        if shutil.which(tool) is None:
            print(f"{tool} is not installed", file=sys.stderr)
            return 2
    xvfb = subprocess.Popen(["Xvfb", args.display, "-screen", "0", f"{args.screen}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1)
        for game in args.games.split(","):
            result = run(game, args.speak, args.display, Path(args.keep))
            if args.quote:
                for line in result["lines"][:args.quote]:
                    print(f"  {game}: {line}")
            print(" ".join(f"{k}={result[k]}" for k in ("game", "speak", "made", "spoken", "repeated", "other",
                                                        "finished")), flush=True)
    finally:
        xvfb.terminate()
        xvfb.wait(10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
