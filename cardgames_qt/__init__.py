"""cardgames-qt: Gops, Guts and Zhopa on a Qt desktop table over a framework-free engine."""
from __future__ import annotations

import functools
import sys
from pathlib import Path

DIST_NAME = "cardgames-qt"
#: written beside this file in a frozen build (the spec reads pyproject.toml's version)
VERSION_FILE = "VERSION"


@functools.cache
def version() -> str:
    """The one version, pyproject.toml's: from the installed package's metadata, or, in a
    frozen build (which carries no metadata), from the VERSION file the build wrote.
    Looked up when first asked (importlib.metadata costs ~25 ms: not before the first paint)."""
    if getattr(sys, "frozen", False):
        try:
            return (Path(__file__).resolve().parent / VERSION_FILE).read_text(encoding="utf-8").strip()
        except OSError:
            pass
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version
    try:
        return dist_version(DIST_NAME)
    except PackageNotFoundError:  # a source tree on sys.path, never installed
        return "0+unknown"


def __getattr__(name: str) -> str:
    if name == "__version__":
        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
