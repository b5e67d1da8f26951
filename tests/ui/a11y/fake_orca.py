"""A stand-in for an installed screen reader (run by test_screen_reader.py as a program
named ``orca``): ``--version`` prints the version given in FAKE_ORCA_VERSION; otherwise
it joins the accessibility bus, as a reader does, and stays until STOP exists.

    orca [--version]       (environment: FAKE_ORCA_VERSION, FAKE_ORCA_STOP, FAKE_ORCA_READY)
"""
import os
import sys
import time

if "--version" in sys.argv:
    print(os.environ.get("FAKE_ORCA_VERSION", "43.1"))
    sys.exit(0)

from PySide6.QtCore import QCoreApplication  # noqa: E402 - after --version, which needs no Qt
from PySide6.QtDBus import QDBusConnection, QDBusMessage  # noqa: E402 - after --version, which needs no Qt

app = QCoreApplication(sys.argv[:1])
session = QDBusConnection.sessionBus()
reply = session.call(QDBusMessage.createMethodCall("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress"))
bus = QDBusConnection.connectToBus(str(reply.arguments()[0]), "reader")
assert bus.isConnected(), "no accessibility bus"
open(os.environ["FAKE_ORCA_READY"], "w").close()
while not os.path.exists(os.environ["FAKE_ORCA_STOP"]):
    time.sleep(0.1)
