"""Build the one-folder desktop bundle: ``python packaging/build_bundle.py``.

Makes ``dist/cardgames-qt/`` with the executable ``cardgames-qt`` (``.exe`` on
Windows), a freedesktop ``share/`` tree (desktop entry and PNG icons) beside it,
then prints the bundle's size and how long ``--screenshot`` takes from the
bundle and from ``python -m cardgames_qt``. Installs PyInstaller first if it
is missing, so this one command works after ``pip install -e .``.

Exit codes: 0 built, 1 the build or its smoke run failed, 3 PyInstaller could
not be installed (the bundle test skips on 3).
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SPEC = REPO / "packaging" / "cardgames-qt.spec"
DESKTOP = REPO / "packaging" / "cardgames-qt.desktop"
ICON = REPO / "resources" / "icons" / "cardgames-qt.svg"
NAME = "cardgames-qt"
ICON_SIZES = (16, 32, 48, 64, 128, 256)
NO_PYINSTALLER = 3


def executable(bundle: Path) -> Path:
    return bundle / (NAME + (".exe" if sys.platform == "win32" else ""))


def ensure_pyinstaller() -> bool:
    try:
        import PyInstaller  # noqa: F401 - only whether it imports
        return True
    except ImportError:
        pass
    print("PyInstaller is missing: installing it with pip", flush=True)
    done = subprocess.run([sys.executable, "-m", "pip", "install", "pyinstaller>=6"])
    return done.returncode == 0


def run_pyinstaller(distpath: Path, workpath: Path, plain: bool) -> None:
    env = dict(os.environ)
    if plain:
        env["CARDGAMES_QT_PLAIN_BUNDLE"] = "1"  # the spec then skips its slimming, for comparison
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(distpath), "--workpath", str(workpath), str(SPEC)],
                   check=True, env=env, cwd=REPO)


def add_share_tree(bundle: Path) -> None:
    """share/applications and share/icons/hicolor, laid out as in ~/.local/share,
    so a Linux user can copy them there (and link the executable into PATH)."""
    share = bundle / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    shutil.copy2(DESKTOP, share / "applications" / DESKTOP.name)
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copy2(ICON, scalable / ICON.name)
    # PNGs for desktops and docks that do not read SVG icons
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (QPainter needs it)
    renderer = QSvgRenderer(str(ICON))
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        folder = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        image.save(str(folder / f"{NAME}.png"), "PNG")


def bundle_figures(bundle: Path) -> tuple[float, int]:
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files) / 2**20, len(files)


def time_screenshot(command: list[str], runs: int) -> float:
    """Median wall time of ``command --game gops --screenshot PNG``, offscreen,
    in a throwaway home (so no saves or settings are touched)."""
    times = []
    with tempfile.TemporaryDirectory(prefix="cardgames-time-") as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDGAMES_QT_HOME=str(Path(tmp) / "home"))
        for i in range(runs):
            out = Path(tmp) / f"shot{i}.png"
            start = time.perf_counter()
            subprocess.run(command + ["--game", "gops", "--screenshot", str(out)], check=True, env=env,
                           cwd=tmp, stdout=subprocess.DEVNULL)
            times.append(time.perf_counter() - start)
            if not out.is_file():
                raise RuntimeError(f"{command[0]} wrote no screenshot")
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--distpath", type=Path, default=REPO / "dist", help="where the bundle folder goes")
    p.add_argument("--workpath", type=Path, default=REPO / "build" / "pyinstaller", help="PyInstaller's scratch")
    p.add_argument("--runs", type=int, default=3, help="timed --screenshot runs each (0: do not time)")
    p.add_argument("--plain", action="store_true", help="skip the slimming (to measure what it saves)")
    args = p.parse_args(argv)

    if not ensure_pyinstaller():
        print("PyInstaller could not be installed (offline?): no bundle built", file=sys.stderr)
        return NO_PYINSTALLER
    started = time.perf_counter()
    try:
        run_pyinstaller(args.distpath.resolve(), args.workpath.resolve(), args.plain)
    except subprocess.CalledProcessError as e:
        print(f"PyInstaller failed (exit {e.returncode})", file=sys.stderr)
        return 1
    bundle = args.distpath.resolve() / NAME
    add_share_tree(bundle)
    size, count = bundle_figures(bundle)
    print(f"Built {executable(bundle)} in {time.perf_counter() - started:.0f} s")
    print(f"Bundle size: {size:.1f} MiB in {count} files")
    if args.runs > 0:
        try:
            frozen = time_screenshot([str(executable(bundle))], args.runs)
            source = time_screenshot([sys.executable, "-m", "cardgames_qt"], args.runs)
        except (subprocess.CalledProcessError, RuntimeError) as e:
            print(f"--screenshot failed: {e}", file=sys.stderr)
            return 1
        print(f"Start to screenshot (gops, offscreen, median of {args.runs}): "
              f"bundle {frozen:.2f} s, python -m cardgames_qt {source:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
