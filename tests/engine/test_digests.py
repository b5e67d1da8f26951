"""engine.digests: the built-in SHA-256 and BLAKE2b give hashlib's digests, and
importing them does not load OpenSSL's library (what they are there to spare)."""
from __future__ import annotations

import hashlib
import subprocess
import sys

import pytest

from cardgames_qt.engine import digests

SAMPLES = [b"", b"abc", "0:'a',1:3,Жопа;".encode(), bytes(range(256)) * 41]


@pytest.mark.parametrize("data", SAMPLES, ids=["empty", "abc", "text", "long"])
def test_the_digests_are_hashlibs(data):
    assert digests.sha256(data).hexdigest() == hashlib.sha256(data).hexdigest()
    assert digests.blake2b(data, digest_size=8).digest() == hashlib.blake2b(data, digest_size=8).digest()
    running, whole = digests.sha256(data[:7]), hashlib.sha256(data)
    running.update(data[7:])  # the store's running digest of a game's moves
    assert running.hexdigest() == whole.hexdigest()


def test_the_engine_and_the_store_import_no_openssl():
    code = ("import sys; import cardgames_qt.engine.gops, cardgames_qt.storage.db.gamedb; "
            "print('_hashlib' in sys.modules, 'hashlib' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["False", "False"]
