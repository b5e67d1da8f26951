"""Qt's import, with PySide6's look at every later import made cheap.

Importing PySide6 hooks every import that follows (PYSIDE-2029, for PySide's opt-in
``from __feature__ import snake_case``): each new module's source is read through
``inspect.getsource`` (linecache, the encoding cookie, a split into lines) only to see
whether it says "PySide6". A start to the Gops table imports about 155 modules after
Qt; that look cost about 26 ms of it (15 ms of the start page's), while a floor Qt app,
importing almost nothing after Qt, pays almost none of it. Here the same question is
answered from the module file's bytes: the same answer for every module that has a
``.py`` file, and every other module still goes to PySide's own look. The app uses no
``__feature__``; nothing else of PySide changes, and where PySide's internals are not
as expected nothing is replaced (the start is slower, never different).
"""
from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

FEATURE_MODULE = "shibokensupport.feature"
MARK = "PySide6"


class FastCheck:
    """Whether a module's source says "PySide6" (PySide's question), from the file's bytes;
    ``original`` (PySide's own look) answers for a module without a ``.py`` file."""

    def __init__(self, original: Callable[[ModuleType], bool]) -> None:
        self.original = original

    def __call__(self, module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return MARK.encode("ascii") in source.read()
            except OSError:
                pass
        return self.original(module)


def import_qt() -> bool:
    """Import Qt (QtCore) and make PySide's per-import look cheap; True when it was made so."""
    import PySide6.QtCore  # noqa: F401 - installs PySide's import hook

    feature = sys.modules.get(FEATURE_MODULE)
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original) or not callable(getattr(feature, "feature_imported", None)):
        return False
    if not isinstance(original, FastCheck):
        vars(feature)["_mod_uses_pyside"] = FastCheck(original)  # the global its hook calls
    return True
