"""Refresh the translation sources and build the .qm files.

    python tools/update_translations.py          # lupdate (extract) + lrelease (build)
    python tools/update_translations.py --release # only lrelease

Sources: every module under cardgames_qt/ui (self.tr / QCoreApplication.translate).
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
I18N = REPO / "resources" / "i18n"
LANGS = ("ru", "uk", "es", "fa")
# English is the source language; its file holds only the plural forms ("1 point", "2 points")
PLURAL_ONLY = ("en",)


def tool(name: str) -> str:
    found = shutil.which(name)
    if found:
        return found
    # the wheel puts them beside the interpreter
    cand = Path(sys.executable).with_name(name)
    if cand.exists():
        return str(cand)
    raise SystemExit(f"{name} not found (it ships with PySide6-Essentials)")


def sources() -> list[str]:
    return sorted(str(p.relative_to(REPO)) for p in (REPO / "cardgames_qt" / "ui").rglob("*.py"))


def lupdate() -> None:
    I18N.mkdir(parents=True, exist_ok=True)
    for lang in PLURAL_ONLY + LANGS:
        ts = I18N / f"cardgames_{lang}.ts"
        extra = ["-pluralonly"] if lang in PLURAL_ONLY else []
        subprocess.run([tool("pyside6-lupdate"), *sources(), "-no-obsolete", "-locations", "none", *extra,
                        "-target-language", lang, "-ts", str(ts.relative_to(REPO))], cwd=REPO, check=True)


def lrelease(out_dir: Path = I18N) -> list[Path]:
    out = []
    for lang in PLURAL_ONLY + LANGS:
        ts = I18N / f"cardgames_{lang}.ts"
        qm = out_dir / f"cardgames_{lang}.qm"
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
        out.append(qm)
    return out


if __name__ == "__main__":
    if "--release" not in sys.argv:
        lupdate()
    for qm in lrelease():
        print("built", qm.relative_to(REPO))
