"""Python's cyclic garbage collector, held off while the app starts (the one owner).

A start allocates hundreds of thousands of objects (Qt's wrappers, every module's
classes and functions, the table's widgets) and almost none of them is garbage;
the collector would walk them again and again as they pile up (about 10 ms of a
table's start, measured beside ``bench/startup.py``). So ``hold`` switches it off
before Qt is imported, and ``release``, once the first page or table is up, moves
every object made so far out of its reach (``gc.freeze``: they live as long as the
app, and a later full collection, a pause on the GUI thread, need not walk them
again) and switches it back on. Reference counting frees everything as always;
only the reference cycles a start leaves behind are kept for the app's life
instead of collected: about 670 small objects, 170 KB for a Gops table (the classes
a slotted dataclass replaces, argparse's formatters), where a full collection
to free them would stop the GUI thread for about 8 ms.
"""
from __future__ import annotations

import gc

_held = False


def hold() -> None:
    """Switch the collector off for the start (unless somebody else already has)."""
    global _held
    if gc.isenabled():
        gc.disable()
        _held = True


def release() -> None:
    """The start is over: what it made is kept out of later collections, and the
    collector is on again. Once only; a no-op when ``hold`` did not switch it off."""
    global _held
    if _held:
        _held = False
        gc.freeze()
        gc.enable()


def held() -> bool:
    """Whether the collector is held off by ``hold`` now."""
    return _held
