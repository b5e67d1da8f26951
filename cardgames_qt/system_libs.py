"""What Qt needs from a Linux system before it can open a window.

Since Qt 6.5 the X11 (xcb) platform plugin needs ``libxcb-cursor.so.0``; on a
desktop without it Qt aborts at start (exit 134) with a message few people
see. We look for the library first, without Qt: on a Wayland session the app
then uses Wayland, otherwise it says which package to install and exits
cleanly. The bundle carries its own copy (packaging/cardgames-qt.spec).
"""
from __future__ import annotations

import os
import sys

XCB_CURSOR = "libxcb-cursor.so.0"
MISSING_XCB_CURSOR = (
    "cardgames-qt cannot open a window: Qt needs the system library libxcb-cursor.so.0.\n"
    "Install it, then start again:\n"
    "  Debian, Ubuntu, Mint:  sudo apt install libxcb-cursor0\n"
    "  Fedora:                sudo dnf install xcb-util-cursor\n"
    "  openSUSE:              sudo zypper install libxcb-cursor0\n"
    "  Arch, Manjaro:         sudo pacman -S xcb-util-cursor\n"
    "(The bundle built by packaging/build_bundle.py carries it.)")


def _loadable(name: str) -> bool:
    """Whether the dynamic linker can load ``name``, searching exactly as Qt's
    plugin will (LD_LIBRARY_PATH, the bundle's folder, the system's cache)."""
    import ctypes  # Qt's SVG module imports it anyway
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def check_display_libraries() -> str | None:
    """None when Qt can start; otherwise a message for the player (and the
    platform is switched to Wayland when that can work instead)."""
    if not sys.platform.startswith("linux"):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith("xcb"):
        return None  # offscreen, wayland, ...: no xcb plugin is loaded
    if not platform and not os.environ.get("DISPLAY"):
        return None  # no X display: Qt picks another platform (or says there is none)
    if _loadable(XCB_CURSOR):
        return None
    if not platform and os.environ.get("WAYLAND_DISPLAY"):
        os.environ["QT_QPA_PLATFORM"] = "wayland"
        return None
    return MISSING_XCB_CURSOR
