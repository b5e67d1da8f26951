"""Which screen reader listens, and whether it speaks announcements.

Orca before 46 (Debian 12 has 43.1) ignores ``object:announcement``; it speaks
only what happens to the focused object, so the table must also route its
sentences through the focused widget's description (``speech.Speaker``'s
older-readers route). The reader is found on the accessibility (AT-SPI) bus:
every client of that bus is a D-Bus connection whose process the bus names;
a process run as ``orca`` is Orca, and ``orca --version`` says which one.

The setting "Speak the game" stays the override: "Always, also for older
screen readers" routes whatever is found; "When a screen reader is on" and
"Always" route only where the reader found needs it (:func:`needs_route`).
The probe runs once, off the main thread (asking a program its version takes
a moment), and reports through :func:`probe`'s callback.
"""
from __future__ import annotations

import os
import re
import threading
from collections.abc import Callable

from cardgames_qt.records import dataclass

#: the first version of each reader that speaks announcements
ANNOUNCEMENTS_SINCE = {"orca": (46,)}


@dataclass(frozen=True)
class Reader:
    name: str  # "orca"
    version: tuple[int, ...] | None  # (43, 1); None when it would not say


def needs_route(reader: Reader | None) -> bool:
    """The reader ignores announcements: sentences must pass through the focused object.
    A known reader of an unknown version is taken at its word only when it says one."""
    if reader is None or reader.version is None:
        return False
    since = ANNOUNCEMENTS_SINCE.get(reader.name)
    return since is not None and reader.version < since


def _a11y_bus_address() -> str | None:
    address = os.environ.get("AT_SPI_BUS_ADDRESS")
    if address:
        return address
    from PySide6.QtDBus import QDBusConnection, QDBusMessage
    session = QDBusConnection.sessionBus()
    if not session.isConnected():
        return None
    reply = session.call(QDBusMessage.createMethodCall("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress"),
                         timeout=2000)
    args = reply.arguments()
    return str(args[0]) if reply.type() == QDBusMessage.MessageType.ReplyMessage and args else None


def _clients() -> list[int]:
    """The process ids of every client of the accessibility bus (this app's own too)."""
    address = _a11y_bus_address()
    if not address:
        return []
    from PySide6.QtDBus import QDBusConnection
    bus = QDBusConnection.connectToBus(address, "cardgames-qt-reader-probe")
    try:
        if not bus.isConnected():
            return []
        iface = bus.interface()
        names = iface.registeredServiceNames().value() or []
        pids = []
        for name in names:
            if name.startswith(":"):
                pid = iface.servicePid(name).value()
                if pid and pid not in pids:
                    pids.append(int(pid))
        return pids
    finally:
        QDBusConnection.disconnectFromBus("cardgames-qt-reader-probe")


def _command(pid: int) -> list[str]:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return [a.decode(errors="replace") for a in f.read().split(b"\0") if a]
    except OSError:
        return []


def _reader_of(pid: int) -> tuple[str, list[str]] | None:
    """("orca", how to run it again) when the process is a screen reader we know."""
    args = _command(pid)
    for i, arg in enumerate(args[:3]):
        name = os.path.basename(arg)
        if name in ANNOUNCEMENTS_SINCE:
            return name, args[:i + 1]
    return None


def _version(program: list[str]) -> tuple[int, ...] | None:
    import subprocess  # only where a reader is found (on the probe's thread): not at every table's start
    try:
        out = subprocess.run([*program, "--version"], capture_output=True, text=True, timeout=10,
                             stdin=subprocess.DEVNULL).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    found = re.search(r"(\d+)(?:\.(\d+))?(?:\.(\d+))?", out or "")
    return tuple(int(g) for g in found.groups() if g is not None) if found else None


def find_reader() -> Reader | None:
    """The screen reader on the accessibility bus, with its version (None: none found)."""
    if not os.path.isdir("/proc"):
        return None  # not Linux: the platform's reader speaks announcements (NVDA, VoiceOver)
    try:
        pids = _clients()
    except Exception:  # noqa: BLE001 - no D-Bus here: no reader can be found, nothing breaks
        return None
    for pid in pids:
        found = _reader_of(pid)
        if found is not None:
            name, program = found
            return Reader(name, _version(program))
    return None


_found: Reader | None = None
_probed = False
_lock = threading.Lock()


def found() -> Reader | None:
    """The reader found so far (None before the probe has answered, or with none)."""
    return _found


def probe(done: Callable[[Reader | None], None]) -> None:
    """Look for the reader once; ``done(reader)`` runs on the thread of the probe when it
    is known (the caller brings it to the main thread)."""
    global _probed
    with _lock:
        if _probed:
            return
        _probed = True
    clients = _clients_safely()

    def work() -> None:
        global _found
        reader = None
        for pid in clients:
            hit = _reader_of(pid)
            if hit is not None:
                reader = Reader(hit[0], _version(hit[1]))
                break
        _found = reader
        done(reader)
    threading.Thread(target=work, name="reader-probe", daemon=True).start()


def _clients_safely() -> list[int]:
    if not os.path.isdir("/proc"):
        return []
    try:
        return _clients()  # on the caller's (main) thread: QtDBus's connection lives there
    except Exception:  # noqa: BLE001 - no D-Bus here: no reader can be found
        return []
