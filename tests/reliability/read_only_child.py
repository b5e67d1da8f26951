"""Run by test_read_only_file.py in a child process: the real window on a profile whose
database file is read-only; prints what the player saw and could do, as one JSON line.

Root ignores file modes through its capabilities (CAP_DAC_OVERRIDE and kin): when the tests
run as root, this child gives those up first (``capset`` on itself, as ``setpriv`` would),
so the file's mode is what refuses it, as for a person. It stays the same user with the same
interpreter, which may sit in a folder only root can enter (CI's ``/root/.pyenv``)."""
from __future__ import annotations

import ctypes
import json
import os
import site
import sys

# linux/capability.h
_CAPABILITY_VERSION_3 = 0x20080522
_CAP_DAC_OVERRIDE, _CAP_DAC_READ_SEARCH, _CAP_FOWNER = 1, 2, 3


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32),
                ("inheritable", ctypes.c_uint32)]


def _give_up_file_mode_overrides() -> None:
    """Drop, for good, the capabilities that let root write a file its mode refuses."""
    libc = ctypes.CDLL(None, use_errno=True)
    header = _CapHeader(_CAPABILITY_VERSION_3, 0)
    data = (_CapData * 2)()
    if libc.capget(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capget")
    for cap in (_CAP_DAC_OVERRIDE, _CAP_DAC_READ_SEARCH, _CAP_FOWNER):
        bit = ~(1 << (cap % 32)) & 0xFFFFFFFF
        data[cap // 32].effective &= bit
        data[cap // 32].permitted &= bit
        data[cap // 32].inheritable &= bit
    if libc.capset(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capset")


if os.environ.get("CARDGAMES_TEST_DROP_OVERRIDES") == "1":
    _give_up_file_mode_overrides()

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the parent's environment (its .pth files too: the editable install maps cardgames_qt.resources)
for folder in os.environ.get("CARDGAMES_TEST_SITE", "").split(os.pathsep):
    if folder:
        site.addsitedir(folder)


def _write_refused() -> bool:
    """Whether this process is really refused the database file for writing."""
    try:
        with open(os.path.join(os.environ["CARDGAMES_QT_HOME"], "cardgames.sqlite3"), "r+b"):
            return False
    except PermissionError:
        return True


def main() -> int:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from cardgames_qt.ui.main_window import MainWindow
    from tests.dialogs import ModalWatcher

    app = QApplication(sys.argv[:1])
    watcher = ModalWatcher()
    w = MainWindow(start_bots=False)
    w.settings.move_delay_ms = 0
    w.ctx.configure(reduced_motion=True)
    w.show()
    for _ in range(200):  # the start's box, if any (up to 4 s)
        app.processEvents()
        if watcher.texts:
            break
        QTest.qWait(20)
    out: dict = {"uid": os.geteuid(), "write_refused": _write_refused(), "texts": list(watcher.texts),
                 "in_memory": w.save_store.db.in_memory}
    w.go_home()
    button = w.start_page.panels["gops"].continue_button
    out["continue_offered"] = button.isEnabled()
    if button.isEnabled():  # the game kept in the read-only file is opened and played on
        QTest.keyClick(button, Qt.Key.Key_Space)
        QTest.qWait(50)
        session = w.table.session if w.table is not None else None
        out["continued_moves"] = len(session.moves()) if session is not None else None
        w.go_home()
    watcher.texts.clear()
    session = w.new_game("gops", seed=5, ask=False)  # New game: refused before the fix
    out["new_game"] = session is not None and w.stack.currentWidget() is w.table
    if out["new_game"]:
        seat = session.acting_seats()[0]
        session.submit(seat, session.legal_actions(seat)[0])
        out["moves_after"] = len(session.moves())
    QTest.qWait(50)
    out["later_texts"] = list(watcher.texts)
    out["status"] = w.status.text()
    watcher.stop()
    w.close()
    print("RESULT " + json.dumps(out), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
