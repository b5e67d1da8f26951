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


def _fast_check(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def mod_uses_pyside(module: ModuleType) -> bool:
        """Whether the module's source says "PySide6" (PySide's question, from the file's bytes)."""
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return MARK.encode("ascii") in source.read()
            except OSError:
                pass
        return original(module)
    mod_uses_pyside.original = original  # type: ignore[attr-defined]  # for the test that compares them
    return mod_uses_pyside


def import_qt() -> bool:
    """Import Qt (QtCore) and make PySide's per-import look cheap; True when it was made so."""
    import PySide6.QtCore  # noqa: F401 - installs PySide's import hook

    feature = sys.modules.get(FEATURE_MODULE)
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original) or not callable(getattr(feature, "feature_imported", None)):
        return False
    if getattr(original, "original", None) is None:
        vars(feature)["_mod_uses_pyside"] = _fast_check(original)  # the global its hook calls
    return True
