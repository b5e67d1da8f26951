"""End to end with a screen reader's bus: a whole Gops game, a Zhopa partie and a
Guts cycle played by keys alone under Xvfb, with an AT-SPI listener (pyatspi) that
checks every computer move and every result arrives as an announcement, and that
the status line's text is readable (a label in a status bar, its text its name).

Needs Xvfb, dbus-run-session, at-spi2-core and Debian's python3-pyatspi (`.ci/run`
installs them); skipped, saying which is missing, only where they cannot be had.
Marked slow: `.ci/run` runs it, the README's default command does not.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from tests.ui.a11y.heard import sentences

pytestmark = pytest.mark.slow

HERE = Path(__file__).parent / "a11y"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SYSTEM_PYTHON = "/usr/bin/python3"


#: AT-SPI's politeness of an announcement (the event's detail1)
POLITE, ASSERTIVE = 1, 2


def _missing() -> str | None:
    for tool in ("Xvfb", "dbus-run-session"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (apt packages xvfb, dbus-x11)"
    from cardgames_qt.system_libs import XCB_CURSOR, _loadable
    if not _loadable(XCB_CURSOR):
        return f"Qt's X11 platform needs {XCB_CURSOR} (apt package libxcb-cursor0)"
    if not os.path.exists(BUS_LAUNCHER):
        return f"{BUS_LAUNCHER} is missing (apt package at-spi2-core)"
    if not os.path.exists(SYSTEM_PYTHON) or subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode:
        return "the system python3 has no pyatspi (apt package python3-pyatspi)"
    return None


@pytest.fixture(scope="module")
def display():
    why = _missing()
    if why:
        pytest.skip(f"no AT-SPI bus to listen on: {why}")
    for number in range(140, 240):  # a display nobody uses (another Xvfb may hold the low numbers)
        if os.path.exists(f"/tmp/.X{number}-lock") or os.path.exists(f"/tmp/.X11-unix/X{number}"):
            continue
        xvfb = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            if os.path.exists(f"/tmp/.X11-unix/X{number}") or xvfb.poll() is not None:
                break
            time.sleep(0.05)
        if xvfb.poll() is None:
            break
    else:
        pytest.skip("no free X display for Xvfb")
    yield f":{number}"
    xvfb.terminate()
    xvfb.wait(10)


def _play(game: str, display: str, tmp_path: Path, speak: str = "auto", mode: str = "",
          listen: str = "") -> tuple[dict, list[dict]]:
    return _under_the_bus(display, tmp_path, game, [str(HERE / "driver.py"), game, "{record}", speak, mode],
                          listen=listen)


def _under_the_bus(display: str, tmp_path: Path, name: str, driver: list[str],
                   everything: bool = False, listen: str = "") -> tuple[dict, list[dict]]:
    """``driver`` (its arguments; ``{record}`` is where it writes) run by this venv's python
    in a session of its own with an accessibility bus and the listener; ``everything``: the
    listener hears every event a reader registers for, not only announcements and names;
    ``listen="focus"``: also each new focus with its description (listener.py)."""
    heard, ready, stop, record = (tmp_path / f"{name}.{x}" for x in ("jsonl", "ready", "stop", "json"))
    args = " ".join(str(a).replace("{record}", str(record)) for a in driver)
    script = f"""
trap 'touch {stop}' EXIT
{BUS_LAUNCHER} --launch-immediately &
sleep 0.5
{SYSTEM_PYTHON} {HERE / 'listener.py'} {heard} {ready} {stop} {"all" if everything else listen} &
listener=$!
for i in $(seq 100); do [ -e {ready} ] && break; sleep 0.1; done
{sys.executable} {args} 2>&1 | grep -v '^qt.accessibility' | tail -40
sleep 1
touch {stop}
wait $listener
"""
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
               CARDGAMES_QT_HOME=str(tmp_path / f"home-{name}"), LANG="C.UTF-8", NO_AT_BRIDGE="0")
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    env.pop("AT_SPI_BUS_ADDRESS", None)
    start = time.monotonic()
    proc = subprocess.Popen(["dbus-run-session", "--", "bash", "-c", script], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        output, _ = proc.communicate(timeout=300)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)  # the whole session: bus, listener, app
        output, _ = proc.communicate()
    assert record.exists(), f"the app did not finish ({time.monotonic() - start:.0f} s): {output[-3000:]}"
    events = [json.loads(line) for line in heard.read_text(encoding="utf-8").splitlines() if line.strip()]
    return json.loads(record.read_text(encoding="utf-8")), events


@pytest.mark.parametrize("game", ["gops", "zhopa", "guts"])
def test_a_blind_player_hears_every_computer_move_and_result(game, display, tmp_path):
    record, events = _play(game, display, tmp_path)
    assert record["done"], f"the {game} game did not reach its end by keys alone"
    assert record["reader_active"], "Qt did not see the AT-SPI bus"
    announced = [e["text"] for e in events if e["type"] == "object:announcement"]
    assert record["expected"], "no computer move or result to check"
    missing = [s for s in record["expected"] if s not in announced]
    assert not missing, f"{len(missing)} of {len(record['expected'])} never announced, e.g. {missing[:3]}"
    # the listener's turn is asked for, and assertively (it interrupts the flow)
    politeness = {e["text"]: e["detail1"] for e in events if e["type"] == "object:announcement"}
    turns = [text for text, urgent in record["spoken"] if urgent and text.startswith("Your ")]
    assert turns and all(politeness.get(t) == ASSERTIVE for t in turns)
    assert all(politeness[s] == POLITE for s in record["expected"])  # the flow waits its turn
    # the where-am-I key S spoke the scores
    assert any(t.startswith(("Scores", "Balances", "Banks")) for t in announced)
    # the status line: a label in a status bar whose name is its text, and changes are sent
    status = [e["text"] for e in events
              if e["type"] == "object:property-change:accessible-name" and e["parent_role"] == "status bar"]
    assert len(status) >= 3, "the status line's changes are not heard"
    assert set(status) & set(record["status"]), (status[:5], record["status"][:5])
    assert "Status" not in status


@pytest.mark.parametrize("game", ["gops", "guts", "zhopa"])
def test_older_readers_get_every_sentence_as_the_focused_objects_description(game, display, tmp_path):
    """"Also for older screen readers": Orca 43 speaks a description change of the object
    with the focus; every computer move and result passes through one (in Guts the keys
    often rest on the table itself), and only one: no sentence reaches the bus as a
    description more often than it was said (the restored description was a second one).
    The sentences that waited for a widget taking the focus come as one description, said
    one after another."""
    record, events = _play(game, display, tmp_path, speak="older")
    assert record["done"]
    said = Counter(text for text, _urgent in record["spoken"])  # from the table's first sentence on
    changes = [e["text"] for e in events if e["type"] == "object:property-change:accessible-description"]
    described = {text for change in changes for text in sentences(change, set(said))}
    missing = [s for s in record["expected"] if s not in described]
    assert not missing, missing[:3]
    # what Orca 43 speaks: a description change of the object with the focus
    changes = [e["text"] for e in events if e["type"] == "object:property-change:accessible-description"
               and e.get("focused")]
    twice = {t: n for t, n in Counter(t for c in changes for t in sentences(c, set(said))).items()
             if n > said[t]}
    assert not twice, list(twice.items())[:3]
    # the status and the cards' reasons are not said again after every sentence
    others = Counter(t for t in changes if t and not sentences(t, set(said)))
    assert max(others.values(), default=0) <= max(3, len(said) // 10), others.most_common(3)
    announced = {e["text"] for e in events if e["type"] == "object:announcement"}
    assert set(record["expected"]) <= announced  # and announced too, for newer readers


def _heard_by_orca_43(events: list[dict], known: set[str]) -> Counter:
    """What Orca 43 speaks of ``known`` sentences on the older readers' route: the object
    taking the focus (its description, read when the event is handled) and a description
    change of the object it follows (its locus of focus); a change of any other object,
    or of one whose focus event has not come yet, it drops; so it does a focus event whose
    object has lost the focus by the time it gets to it (``focused``: as the listener found it)."""
    heard: Counter = Counter()
    locus = None
    for e in events:
        if e["type"].startswith("object:state-changed:focused") and e["detail1"]:
            if not e["focused"]:
                continue
            locus, utterance = e["id"], e["description"]
        elif e["type"] == "object:property-change:accessible-description" and e["id"] == locus:
            utterance = e["text"]
        else:
            continue
        heard.update(sentences(utterance, known))
    return heard


@pytest.mark.parametrize("game", ["guts", "zhopa", "gops"])
def test_older_readers_hear_each_sentence_once_also_when_the_focus_moves_to_it(game, display, tmp_path):
    """A sentence routed through the description of a widget that has just taken the focus
    was heard twice by Orca 43: with the focus (it reads the description as it gets to the
    focus event, the sentence by then) and again as the description change after it (Guts
    "Your call…" every hand, Zhopa "Your bet…", Gops a game's first "Your bid…"). Counted as
    Orca 43 counts them, from the bus: every sentence at most as often as it was said, and
    every computer move and result at least once."""
    record, events = _play(game, display, tmp_path, speak="older", listen="focus")
    assert record["done"]
    said = Counter(text for text, _urgent in record["spoken"])
    heard = _heard_by_orca_43(events, set(said))
    assert sum(heard.values()) >= len(said) // 2, "the listener heard no focus or description"
    twice = {text: n for text, n in heard.items() if n > said[text]}
    assert not twice, list(twice.items())[:3]
    unheard = [text for text in record["expected"] if not heard[text]]
    assert not unheard, unheard[:3]


@pytest.mark.parametrize("version,route", [("43.1", True), ("46.0", False)])
def test_the_route_for_older_readers_is_taken_where_the_reader_on_the_bus_needs_it(version, route, display,
                                                                                    tmp_path):
    """Orca before 46 ignores announcements: with the default setting ("When a screen
    reader is on") the app finds the reader on the accessibility bus, asks its version,
    and routes its sentences through the focused object only for an older one."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    orca = bin_dir / "orca"
    orca.write_text(f"#!{sys.executable}\n" + (HERE / "fake_orca.py").read_text(encoding="utf-8"), encoding="utf-8")
    orca.chmod(0o755)
    ready, stop, out = tmp_path / "ready", tmp_path / "stop", tmp_path / "probe.json"
    script = f"""
trap 'touch {stop}' EXIT
{BUS_LAUNCHER} --launch-immediately &
sleep 0.5
{orca} &
for i in $(seq 100); do [ -e {ready} ] && break; sleep 0.1; done
{sys.executable} {HERE / 'probe_child.py'} {out} 2>&1 | grep -v '^qt.accessibility' | tail -20
touch {stop}
"""
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
               CARDGAMES_QT_HOME=str(tmp_path / "home"), LANG="C.UTF-8", NO_AT_BRIDGE="0",
               FAKE_ORCA_VERSION=version, FAKE_ORCA_READY=str(ready), FAKE_ORCA_STOP=str(stop))
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    env.pop("AT_SPI_BUS_ADDRESS", None)
    proc = subprocess.run(["dbus-run-session", "--", "bash", "-c", script], env=env, capture_output=True, text=True,
                          timeout=120)
    assert out.exists(), proc.stdout[-3000:] + proc.stderr[-2000:]
    result = json.loads(out.read_text(encoding="utf-8"))
    assert result["active"] and result["speech_on"]
    assert result["found"] == ["orca", [int(p) for p in version.split(".")]], result
    assert result["older"] is route, result


@pytest.mark.parametrize("game", ["guts", "gops", "zhopa"])
def test_pass_and_play_where_am_i_never_says_another_persons_cards(game, display, tmp_path):
    """Pass-and-play by keys: after each handover L, S, W and C are answered on the bus
    (announced), and no answer names a card of the other person's hand (L's history starts
    clean with the handover)."""
    record, events = _play(game, display, tmp_path, speak="on", mode="pass")
    assert record["reader_active"]
    announced = [e["text"] for e in events if e["type"] == "object:announcement"]
    assert len(record["answers"]) >= 3, record["answers"][:2]
    for answers, hidden in record["answers"]:
        assert len(answers) >= 4, answers  # L, S, W and C each answered
        for text in answers:
            assert text in announced, text
            leaked = [card for card in hidden if card in text]
            assert not leaked, (leaked, text)


#: at most this many AT-SPI events while a dialog opens. Settings sent about 700 (every game's
#: page built at once; Orca 43 logged a flood and said nothing for seconds); with a game's page
#: built when its tab is first shown it sends 112, Statistics about 90, Rules and Load about
#: 55. What is left is Qt's own for the controls on show (each combo box's rows, each spin
#: box's text, every control's name and showing), sent even while the dialog is hidden
DIALOG_EVENTS = 120


def test_dialogs_opened_by_keys_say_their_name_and_do_not_flood_the_bus(display, tmp_path):
    """Settings, Statistics, Rules and Load, opened by their keys from a table: each is
    announced by its name, and sends at most DIALOG_EVENTS events from the key to the
    end of its opening (counted as a screen reader registers for them: object:, window:, focus:)."""
    record, events = _under_the_bus(display, tmp_path, "dialogs", [str(HERE / "dialogs_driver.py"), "{record}"],
                                    everything=True)
    assert record["done"], record
    counts, said = {}, {}
    for dialog in record["dialogs"]:
        during = [e for e in events if dialog["pressed"] <= e["t"] < dialog["closed"]]
        counts[dialog["name"]] = len(during)
        said[dialog["name"]] = [e["text"] for e in during if e["type"] == "object:announcement"]
    print("events while opening:", counts)
    for dialog in record["dialogs"]:
        assert dialog["title"] and dialog["title"] in said[dialog["name"]], (dialog, said[dialog["name"]])
        assert said[dialog["name"]].count(dialog["title"]) == 1, said[dialog["name"]]
    assert all(n <= DIALOG_EVENTS for n in counts.values()), counts
