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
import struct
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
NO_PYINSTALLER = 3


def generated_dir(workpath: Path) -> Path:
    """Where the spec writes the version files and icons (PyInstaller's workpath for the spec)."""
    return workpath / NAME / "generated"


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


def add_share_tree(bundle: Path, generated: Path) -> None:
    """share/applications and share/icons/hicolor, laid out as in ~/.local/share (and
    /usr/share: build_deb.py installs them there); the PNGs are the ones the spec drew
    from the SVG into ``generated`` (packaging/icons.py)."""
    share = bundle / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    shutil.copy2(DESKTOP, share / "applications" / DESKTOP.name)
    hicolor = share / "icons" / "hicolor"
    scalable = hicolor / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copy2(ICON, scalable / ICON.name)
    # PNGs for desktops and docks that do not read SVG icons
    shutil.copytree(generated / "icons" / "hicolor", hicolor, dirs_exist_ok=True)


DT_NULL, DT_STRTAB, DT_RPATH, DT_RUNPATH = 0, 5, 15, 29


def drop_foreign_search_paths(path: Path) -> list[str]:
    """Remove from an ELF file's dynamic section the library search paths (RPATH, RUNPATH)
    that point at the build machine (a pyenv Python's ``/root/.pyenv/.../lib``): on a
    player's machine they name nothing, or something foreign. ``$ORIGIN`` paths (the
    bundle's own) stay. The entries after a removed one move up; the file keeps its size.
    Returns the paths removed."""
    data = bytearray(path.read_bytes())
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:  # 64-bit little-endian only
        return []
    phoff = struct.unpack_from("<Q", data, 0x20)[0]
    phentsize, phnum = struct.unpack_from("<HH", data, 0x36)
    segments = [struct.unpack_from("<IIQQQQQQ", data, phoff + i * phentsize) for i in range(phnum)]
    dynamic = next((s for s in segments if s[0] == 2), None)  # PT_DYNAMIC
    if dynamic is None:
        return []
    offset, size = dynamic[2], dynamic[5]
    entries = [struct.unpack_from("<qQ", data, offset + 16 * i) for i in range(size // 16)]
    entries = entries[:next((i for i, e in enumerate(entries) if e[0] == DT_NULL), len(entries))]
    strtab = next((value for tag, value in entries if tag == DT_STRTAB), None)
    load = next((s for s in segments if s[0] == 1 and s[3] <= (strtab or 0) < s[3] + s[5]), None)  # PT_LOAD
    if strtab is None or load is None:
        return []
    strings = strtab - load[3] + load[2]  # virtual address -> file offset
    removed, kept = [], []
    for tag, value in entries:
        if tag in (DT_RPATH, DT_RUNPATH):
            at = strings + value
            text = bytes(data[at:data.index(0, at)]).decode()
            own = [p for p in text.split(":") if p.startswith("$ORIGIN")]
            removed += [p for p in text.split(":") if not p.startswith("$ORIGIN")]
            if not own:
                continue  # the entry goes
            if len(own) < len(text.split(":")):  # shorter: fits where it was
                new = ":".join(own).encode()
                data[at:at + len(text)] = new + b"\0" * (len(text) - len(new))
        kept.append((tag, value))
    if not removed:
        return []
    packed = b"".join(struct.pack("<qQ", tag, value) for tag, value in kept)
    data[offset:offset + size] = packed + b"\0" * (size - len(packed))  # DT_NULL to the end
    path.write_bytes(data)
    return removed


def clean_search_paths(bundle: Path) -> int:
    """drop_foreign_search_paths on every ELF file of the bundle; the number of files changed."""
    changed = 0
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink() and drop_foreign_search_paths(path):
            changed += 1
    return changed


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
    if sys.platform.startswith("linux"):
        print(f"Search paths of the build machine removed from {clean_search_paths(bundle)} files")
    add_share_tree(bundle, generated_dir(args.workpath.resolve()))
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
