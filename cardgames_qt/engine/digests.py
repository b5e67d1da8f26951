"""SHA-256 and BLAKE2b for the engine and the store, without OpenSSL.

``hashlib`` loads OpenSSL's library (``_hashlib``) when it is first imported, some
3 ms of every start, only to hand out digests that CPython also builds in: its own
``_sha2`` (``_sha256`` before 3.12) and ``_blake2`` modules, the ones hashlib falls
back on. They give the same digests (``tests/engine/test_digests.py`` compares them
with hashlib's); hashlib is used only where a build lacks them.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hashlib import _Hash


def _built_in(modules: tuple[str, ...], name: str) -> Any:
    """``name`` from the first of ``modules`` that this interpreter has, else hashlib's."""
    for module in modules:
        try:
            return getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError):
            continue
    import hashlib
    return getattr(hashlib, name)


#: ``sha256(data)``: as ``hashlib.sha256``
sha256: Callable[[bytes], _Hash] = _built_in(("_sha2", "_sha256"), "sha256")
#: ``blake2b(data, digest_size=n)``: as ``hashlib.blake2b``
blake2b: Callable[..., _Hash] = _built_in(("_blake2",), "blake2b")
