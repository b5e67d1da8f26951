"""An AT-SPI listener (system python3 with pyatspi): what a screen reader would be told.

    /usr/bin/python3 listener.py OUT.jsonl READY STOP [all|focus]

Writes one JSON line per announcement and per name change of a label in a
status bar; touches READY once listening; stops when STOP exists. With ``all``:
every event a screen reader registers for (object:, window:, focus:, as Orca
does), each with its time (time.time()), to count what an opening dialog sends.
With ``focus``: also each object that takes the focus, with its description read
when the event is handled, as Orca 43 reads it to speak the new focus (each
event names its object: ``id``, its path on the bus).
"""
import contextlib
import json
import os
import sys
import time

import pyatspi
from gi.repository import GLib

out_path, ready, stop = sys.argv[1:4]
EVERYTHING = sys.argv[4:5] == ["all"]
FOCUS = sys.argv[4:5] == ["focus"]


def role(acc):
    try:
        return acc.getRoleName()
    except Exception:  # noqa: BLE001 - the object may be gone already
        return ""


def is_focused(acc) -> bool:
    """Orca speaks a description change only of the object with the focus."""
    try:
        return acc.getState().contains(pyatspi.STATE_FOCUSED)
    except Exception:  # noqa: BLE001 - the object may be gone already
        return False


def on_event(e):
    src = e.source
    parent = None
    with contextlib.suppress(Exception):  # the object may be gone already
        parent = src.parent
    focused = is_focused(src)
    description = ""
    if FOCUS and e.type.startswith("object:state-changed:focused") and e.detail1:
        with contextlib.suppress(Exception):  # the object may be gone already
            description = src.description or ""
    out.write(json.dumps({"t": time.time(), "type": e.type, "text": str(e.any_data) if e.any_data is not None else "",
                          "focused": focused, "id": getattr(src, "path", ""), "description": description,
                          "detail1": e.detail1, "role": role(src), "parent_role": role(parent) if parent else "",
                          "app": getattr(getattr(src, "getApplication", lambda: None)(), "name", "")}) + "\n")
    out.flush()


def check():
    if os.path.exists(stop):
        pyatspi.Registry.stop()
        return False
    return True


def started():
    open(ready, "w").close()
    return False


with open(out_path, "w", encoding="utf-8") as out:  # written by on_event until the listener stops
    kinds = ("object:", "window:", "focus:") if EVERYTHING else (
        "object:announcement", "object:property-change:accessible-name",
        "object:property-change:accessible-description") + (("object:state-changed:focused",) if FOCUS else ())
    for kind in kinds:
        pyatspi.Registry.registerEventListener(on_event, kind)
    GLib.timeout_add(200, check)
    GLib.timeout_add(300, started)
    pyatspi.Registry.start()
