"""A whole game by ear: the app under Xvfb with a real Orca, played by keys alone, and what
Orca said counted against what the app announced.

    python tools/by_ear.py gops|guts|zhopa [--speak auto|older] [--seconds N] [--out DIR]

Needs (Debian): xvfb openbox xdotool at-spi2-core python3-pyatspi dbus-x11 orca
speech-dispatcher espeak-ng. Speech goes to an ALSA null device (written to ~/.asoundrc if
there is none), so that speech-dispatcher never stalls Orca on a machine without sound.

The app is started with a fresh profile, "Speak the game" set as given, one game (Gops:
one game of 13 rounds; Guts: one cycle, 3 seats; Zhopa: 2 seats, 2 parties), and the
keys are pressed as a person who waits for the speech would: Enter (the focused card,
"in", go; Continue on a result) every few seconds, and S, W, C and L now and then. An
AT-SPI listener (Debian's python3 with pyatspi) records every announcement the app makes;
Orca's debug log gives every utterance it spoke. Ends with one line per game:

    game=gops speak=older made=N spoken=N repeated=N unspoken=N keys=N seconds=N

made: sentences the app announced; spoken: of those, how many Orca said; repeated: how
many Orca said more than once for one announcement; unspoken: made but never said.
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

ROOT = Path(__file__).resolve().parent.parent
LISTENER = ROOT / "tests" / "ui" / "a11y" / "listener.py"
VARIANTS = {"gops": {"games": 1}, "guts": {"players": 3, "cycles": 1}, "zhopa": {"players": 2, "max_parties": 2}}
SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*)'\s*\{")


def _settings(home: Path, game: str, speak: str) -> None:
    conf = home / "config"
    conf.mkdir(parents=True, exist_ok=True)
    games = {game: {"variant": VARIANTS[game]}}
    (conf / "settings.json").write_text(json.dumps({
        "format": "cardgames-qt-settings", "version": 1, "speak_game": speak, "move_delay_ms": 600,
        "games": games}), encoding="utf-8")


def _null_audio() -> None:
    rc = Path.home() / ".asoundrc"
    if not rc.exists():
        rc.write_text("pcm.!default { type null }\nctl.!default { type hw card 0 }\n")


def _inside(args: argparse.Namespace) -> int:
    """Runs inside dbus-run-session: the bus, Orca, the listener, the app and the keys."""
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    home = out / "home"
    shutil.rmtree(home, ignore_errors=True)
    _settings(home, args.game, args.speak)
    env = dict(os.environ, DISPLAY=args.display, LANG="C.UTF-8", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
               CARDGAMES_QT_HOME=str(home))
    procs: list[subprocess.Popen[bytes]] = []

    def start(cmd: list[str], log: str) -> subprocess.Popen[bytes]:
        with open(out / log, "wb") as f:  # the child keeps its own copy of the descriptor
            p = subprocess.Popen(cmd, env=env, stdout=f, stderr=subprocess.STDOUT)
        procs.append(p)
        return p

    try:
        start(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], "bus.log")
        time.sleep(1)
        ready, stop = out / "listener.ready", out / "listener.stop"
        for f in (ready, stop):
            f.unlink(missing_ok=True)
        start(["/usr/bin/python3", str(LISTENER), str(out / "events.jsonl"), str(ready), str(stop)], "listener.log")
        start(["orca", f"--debug-file={out / 'orca.log'}"], "orca.out")
        time.sleep(4)
        app = start([sys.executable, "-m", "cardgames_qt", "--game", args.game, "--seed", str(args.seed)], "app.log")
        time.sleep(6)
        keys = 0

        def key(name: str) -> None:
            nonlocal keys
            subprocess.run(["xdotool", "key", name], env=env, check=False)
            keys += 1

        began = time.monotonic()
        n = 0
        while time.monotonic() - began < args.seconds and app.poll() is None:
            n += 1
            key("Return")
            time.sleep(args.pause)
            if n % 5 == 0:
                key("s" if n % 20 == 5 else "w" if n % 20 == 10 else "c" if n % 20 == 15 else "l")
                time.sleep(args.pause)
        subprocess.run(["import", "-window", "root", str(out / "end.png")], env=env, check=False)
        stop.touch()
        time.sleep(1)
        return keys
    finally:
        for p in reversed(procs):
            p.terminate()
        for p in procs:
            try:
                p.wait(5)
            except subprocess.TimeoutExpired:
                p.kill()


def _norm(text: str) -> str:
    return " ".join(text.replace("\u2068", "").replace("\u2069", "").split()).rstrip(".").strip()


def count(out: Path) -> dict[str, int]:
    made = []
    for line in (out / "events.jsonl").read_text(encoding="utf-8").splitlines():
        e = json.loads(line)
        if e["type"] == "object:announcement" and e["text"]:
            made.append(_norm(e["text"]))
    log = (out / "orca.log").read_bytes().decode("utf-8", "replace")
    said = [_norm(m.group(1)) for m in SPOKEN.finditer(log)]
    spoken = repeated = unspoken = 0
    heard = Counter(said)
    made_count = Counter(made)
    for text, n_made in made_count.items():
        n_heard = sum(v for k, v in heard.items() if k == text or (text and text in k))
        if n_heard == 0:
            unspoken += n_made
        else:
            spoken += min(n_made, n_heard)
            repeated += max(0, n_heard - n_made)
    with open(out / "speech.txt", "w", encoding="utf-8") as f:
        f.write("\n".join(said) + "\n")
    return {"made": len(made), "spoken": spoken, "repeated": repeated, "unspoken": unspoken}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("game", choices=sorted(VARIANTS))
    ap.add_argument("--speak", default="older", choices=["auto", "on", "older"])
    ap.add_argument("--seconds", type=float, default=150)
    ap.add_argument("--pause", type=float, default=2.5)
    ap.add_argument("--seed", type=int, default=4)
    ap.add_argument("--display", default=":31")
    ap.add_argument("--out", default=None)
    ap.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.out is None:
        args.out = tempfile.mkdtemp(prefix=f"by-ear-{args.game}-")
    if args.inside:
        keys = _inside(args)
        Path(args.out, "keys").write_text(str(keys))
        return 0
    _null_audio()
    began = time.monotonic()
    xvfb = subprocess.Popen(["Xvfb", args.display, "-screen", "0", "1366x768x24"], stderr=subprocess.DEVNULL)
    time.sleep(1)
    wm = subprocess.Popen(["openbox"], env=dict(os.environ, DISPLAY=args.display), stderr=subprocess.DEVNULL)
    try:
        subprocess.run(["dbus-run-session", "--", sys.executable, __file__, args.game, "--speak", args.speak,
                        "--seconds", str(args.seconds), "--pause", str(args.pause), "--seed", str(args.seed),
                        "--display", args.display, "--out", args.out, "--inside"], check=True, cwd=ROOT)
    finally:
        wm.terminate()
        xvfb.terminate()
    out = Path(args.out)
    figures = count(out)
    keys = int((out / "keys").read_text())
    print(f"what Orca said: {out / 'speech.txt'}; screenshot: {out / 'end.png'}")
    print(f"game={args.game} speak={args.speak} made={figures['made']} spoken={figures['spoken']} "
          f"repeated={figures['repeated']} unspoken={figures['unspoken']} keys={keys} "
          f"seconds={time.monotonic() - began:.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
