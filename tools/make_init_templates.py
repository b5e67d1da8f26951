"""Write cardgames_qt/_init_templates.py: the ``__init__`` templates of every data
class shape the app uses (records.py), as plain functions, so that a start loads
them from bytecode instead of compiling each (about 80 us a shape, 30 of them at a
table's start). tests/engine/test_records.py fails when the file is not what this writes.

    python tools/make_init_templates.py
"""
from __future__ import annotations

import importlib
import pathlib
import pkgutil
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
TARGET = ROOT / "cardgames_qt" / "_init_templates.py"


def shapes() -> list[tuple[int, bool, str, bool]]:
    """Every shape the app's data classes have (all of its modules imported)."""
    sys.path.insert(0, str(ROOT))
    import cardgames_qt
    from cardgames_qt import records
    for info in pkgutil.walk_packages(cardgames_qt.__path__, "cardgames_qt."):
        if not info.name.endswith("__main__"):
            importlib.import_module(info.name)
    return sorted({records.shape_of(cls) for cls, _options in records.MADE})


def source(found: list[tuple[int, bool, str, bool]]) -> str:
    from cardgames_qt.records import template_source
    names = {shape: f"_{shape[0]}_{int(shape[1])}_{shape[2]}_{int(shape[3])}" for shape in found}
    most_f = max((shape[0] for shape in found if shape[1]), default=0)
    most_s = max((shape[0] for shape in found if shape[2] == "slot"), default=0)
    out = ['"""The ``__init__`` templates of the app\'s data class shapes (see records.py).',
           "",
           "Written by tools/make_init_templates.py: do not edit. Each function here is only a",
           "code object for records: it runs with the globals records gives it, never with this",
           "module's (the names below only stand for them).",
           '"""',
           "from __future__ import annotations",
           "",
           "from collections.abc import Callable",
           "from typing import Any",
           "",
           "",
           "def _never(*args: Any) -> Any:",
           '    raise RuntimeError("a template runs with the globals records gives it, never these")',
           "",
           "",
           "_rec_sentinel: Any = None",
           "_rec_setattr: Callable[[Any, str, Any], None] = _never"]
    out += [f"_rec_f{i}: Callable[[], Any] = _never" for i in range(most_f)]
    out += [f"_rec_s{i}: Callable[[Any, Any], None] = _never" for i in range(most_s)]
    for shape in found:
        out += ["", "", template_source(shape, names[shape], typed=True).rstrip("\n")]
    out += ["", "", "TEMPLATES: dict[tuple[int, bool, str, bool], Callable[..., None]] = {"]
    out += [f"    {shape!r}: {names[shape]}," for shape in found] + ["}", ""]
    return "\n".join(out)


if __name__ == "__main__":
    import os
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    TARGET.write_text(source(shapes()), encoding="utf-8")
    print(TARGET)
