"""Linux packages of the bundle: ``python packaging/build_deb.py`` (after build_bundle.py).

Writes into ``dist/``:

- ``cardgames-qt_<version>_<arch>.deb`` (dpkg-deb): the bundle under ``/opt/cardgames-qt``,
  the command ``/usr/games/cardgames-qt`` (a link to the bundle's executable; games go
  there by Debian policy, and it is on every user's PATH), the desktop
  entry and the icons under ``/usr/share``, a man page, the copyright file and the
  changelog where Debian keeps them, md5sums, lintian's overrides (each with its reason);
  a few ABI-stable libraries every system has (zlib, libpng, ...) are the system's, not
  the bundle's copies; its Depends are the system packages that hold the libraries the
  bundle links to and does not carry (found with ``dpkg -S``);
- ``cardgames-qt-<version>-linux-<arch>.tar.gz``: the bundle folder as it is (with its
  ``share/`` tree, to copy into ``~/.local/share``).

Checked by ``lintian`` in tests/packaging/test_bundle.py (marker ``bundle``).
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import textwrap
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import buildmeta  # noqa: E402 - after sys.path above

REPO = buildmeta.REPO
NAME = buildmeta.NAME
PREFIX = Path("opt") / NAME
MAINTAINER = "cardgames-qt maintainers <maintainers@cardgames-qt.org>"
HOMEPAGE = "https://github.com/cardgames-qt/cardgames-qt"
#: always needed, whatever the scan finds (the C library; Qt draws with fontconfig's fonts)
BASE_DEPENDS = {"libc6", "fontconfig"}
#: libraries every Debian and Ubuntu system has, ABI-stable for many years: the .deb takes the
#: system's (Depends) instead of the bundle's copies (Debian does not ship embedded copies)
SYSTEM_LIBRARIES = ("libz.so.1", "libbz2.so.1.0", "libexpat.so.1", "libfreetype.so.6", "libpng16.so.16")
#: lintian's findings that are what this package is, and why (the test allows these only)
LINTIAN_OVERRIDES = {
    "dir-or-file-in-opt":
        "a self-contained build (its own Python and Qt) lives under /opt/cardgames-qt, apart from the system's",
    "shared-library-lacks-prerequisites [opt/cardgames-qt/_internal/*]":
        "Python extension modules take their symbols from the interpreter that loads them; "
        "libicudata is data only",
    "hardening-no-pie [opt/cardgames-qt/cardgames-qt]":
        "PyInstaller's prebuilt bootloader",
}


def deb_arch() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()


def is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def needed_libraries(root: Path) -> set[str]:
    """Sonames the bundle's ELF files need and the bundle does not carry."""
    carried = {p.name for p in root.rglob("*") if p.is_file() or p.is_symlink()}
    needed: set[str] = set()
    for path in root.rglob("*"):
        if path.is_file() and not path.is_symlink() and is_elf(path):
            out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True).stdout
            for line in out.splitlines():
                if "(NEEDED)" in line and "[" in line:
                    needed.add(line.split("[", 1)[1].rstrip("]"))
    return needed - carried


def system_packages(sonames: set[str]) -> set[str]:
    """The packages (``dpkg -S``) that hold these libraries on the build machine."""
    packages = set(BASE_DEPENDS)
    for soname in sorted(sonames):
        found = subprocess.run(["dpkg", "-S", f"*/{soname}"], capture_output=True, text=True)
        for line in found.stdout.splitlines():
            package = line.split(":", 1)[0].split(",")[0].strip()
            if package:
                packages.add(package)
                break
        else:  # not on the build machine: Debian's name for the library's package
            packages.add(package_of_soname(soname))
    return packages


def package_of_soname(soname: str) -> str:
    """Debian's naming rule: libxcb-icccm.so.4 -> libxcb-icccm4, libfoo2.so.1 -> libfoo2-1."""
    stem, _, major = soname.partition(".so.")
    major = major.split(".")[0]
    return (f"{stem}-{major}" if stem[-1:].isdigit() else f"{stem}{major}").lower().replace("_", "-")


def copyright_text(version: str) -> str:
    return textwrap.dedent(f"""\
        Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
        Upstream-Name: {NAME}
        Source: {HOMEPAGE}

        Files: *
        Copyright: 2026 the cardgames-qt authors
        License: GPL-3+

        Files: opt/{NAME}/_internal/*
        Copyright: the Python Software Foundation; The Qt Company Ltd. and other contributors;
         the PySide6 and Shiboken6 authors; the Unicode Consortium (ICU); the authors of the
         other libraries carried in the bundle (see each library's own notice)
        License: other
         The bundle carries the Python interpreter (PSF License), Qt 6 and PySide6
         (LGPL-3), ICU (Unicode License) and the system libraries they link to, each under
         its own license, as built by PyInstaller for {NAME} {version}.

        License: GPL-3+
         This program is free software: you can redistribute it and/or modify it under the
         terms of the GNU General Public License as published by the Free Software
         Foundation, either version 3 of the License, or (at your option) any later version.
         .
         This program is distributed in the hope that it will be useful, but WITHOUT ANY
         WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A
         PARTICULAR PURPOSE. See the GNU General Public License for more details.
         .
         On Debian systems, the complete text of the GNU General Public License version 3
         can be found in "/usr/share/common-licenses/GPL-3".
        """)


def changelog_text(version: str) -> str:
    date = subprocess.run(["date", "-R", "-u", "-d", "@" + str(source_date())], capture_output=True, text=True,
                          check=True).stdout.strip()
    return (f"{NAME} ({version}) unstable; urgency=medium\n\n"
            f"  * Release {version}: Gops, Guts and Zhopa on a Qt desktop table.\n\n"
            f" -- {MAINTAINER}  {date}\n")


def man_page(version: str) -> str:
    return textwrap.dedent(f"""\
        .TH CARDGAMES-QT 6 "" "{NAME} {version}" "Games"
        .SH NAME
        cardgames-qt \\- Gops, Guts and Zhopa on a desktop card table
        .SH SYNOPSIS
        .B cardgames-qt
        [\\fB\\-\\-game\\fR \\fIID\\fR] [\\fB\\-\\-lang\\fR \\fICODE\\fR]
        [\\fB\\-\\-self\\-test\\fR] [\\fB\\-\\-version\\fR]
        .SH DESCRIPTION
        Three traditional card games against the computer or friends at one screen.
        Games are saved as they are played and can be continued, saved under a name,
        replayed and reviewed.
        .SH OPTIONS
        .TP
        .BI \\-\\-game " ID"
        Open a new game of gops, guts or zhopa at once.
        .TP
        .BI \\-\\-lang " CODE"
        The language: en, ru, uk, es or fa.
        .TP
        .B \\-\\-self\\-test
        Play, save, reopen and replay each game offscreen in a throwaway profile and
        print one line; the exit status is 0 if everything held.
        .TP
        .B \\-\\-version
        Print the version.
        .SH FILES
        Saves and statistics are kept in the user's data folder
        (\\fI~/.local/share/cardgames\\-qt\\fR), settings in \\fI~/.config/cardgames\\-qt\\fR.
        """)


def source_date() -> int:
    """The last commit's time (reproducible builds), else now."""
    if "SOURCE_DATE_EPOCH" in os.environ:
        return int(os.environ["SOURCE_DATE_EPOCH"])
    done = subprocess.run(["git", "log", "-1", "--format=%ct"], capture_output=True, text=True, cwd=REPO)
    return int(done.stdout.strip()) if done.returncode == 0 and done.stdout.strip() else int(__import__("time").time())


def gzip_n(data: bytes, path: Path) -> None:
    """gzip -9n: no name, no time stamp (lintian asks for it)."""
    with open(path, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as f:
        f.write(data)


def set_modes(root: Path) -> None:
    """Directories and executables 0755, everything else 0644 (shared libraries too)."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir() or (is_elf(path) and ".so" not in path.name):
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def stage(bundle: Path, root: Path, version: str) -> None:
    """The package's files under ``root``, as they will be installed."""
    opt = root / PREFIX
    top = str(bundle)
    shutil.copytree(bundle, opt, symlinks=True, ignore=lambda folder, names: [
        n for n in names if (n == "share" and folder == top) or n in SYSTEM_LIBRARIES])
    # a game's command lives in /usr/games (Debian policy 11.11; on the PATH of every user)
    games = root / "usr" / "games"
    games.mkdir(parents=True)
    (games / NAME).symlink_to(Path("/") / PREFIX / NAME)
    share = root / "usr" / "share"
    shutil.copytree(bundle / "share", share)  # applications/ and icons/hicolor
    doc = share / "doc" / NAME
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_text(version), encoding="utf-8")
    gzip_n(changelog_text(version).encode(), doc / "changelog.gz")
    man = share / "man" / "man6"
    man.mkdir(parents=True)
    gzip_n(man_page(version).encode(), man / f"{NAME}.6.gz")
    overrides = share / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    (overrides / NAME).write_text("".join(f"# {why}\n{NAME}: {tag}\n" for tag, why in LINTIAN_OVERRIDES.items()),
                                  encoding="utf-8")
    set_modes(root)


def control_text(version: str, arch: str, depends: set[str], installed_kib: int) -> str:
    return textwrap.dedent(f"""\
        Package: {NAME}
        Version: {version}
        Architecture: {arch}
        Maintainer: {MAINTAINER}
        Installed-Size: {installed_kib}
        Depends: {", ".join(sorted(depends))}
        Section: games
        Priority: optional
        Homepage: {HOMEPAGE}
        Description: Gops, Guts and Zhopa card games on a desktop table
         Three traditional card games against the computer or friends at one
         screen: Gops (Goofspiel, sealed bids for prize cards), Guts (a
         declare-in poker game) and Zhopa (a trick-taking game).
         .
         Games are saved as they are played and can be continued, replayed and
         reviewed with a coach. In English, Russian, Ukrainian, Spanish and
         Persian. A self-contained build: Python and Qt ride in /opt/{NAME}.
        """)


def build_deb(bundle: Path, out: Path, version: str) -> Path:
    arch = deb_arch()
    deb = out / f"{NAME}_{version}_{arch}.deb"
    with tempfile.TemporaryDirectory(prefix="cardgames-deb-") as tmp:
        root = Path(tmp) / "root"
        stage(bundle, root, version)
        files = sorted(p for p in root.rglob("*") if p.is_file() and not p.is_symlink())
        installed = sum(p.stat().st_size for p in files) // 1024 + len(files)
        depends = system_packages(needed_libraries(root / PREFIX))
        debian = root / "DEBIAN"
        debian.mkdir()
        (debian / "control").write_text(control_text(version, arch, depends, installed), encoding="utf-8")
        (debian / "md5sums").write_text("".join(
            f"{hashlib.md5(p.read_bytes()).hexdigest()}  {p.relative_to(root).as_posix()}\n" for p in files),
            encoding="utf-8")
        for p in debian.iterdir():
            p.chmod(0o644)
        env = dict(os.environ, SOURCE_DATE_EPOCH=str(source_date()))
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(deb)], check=True,
                       env=env, stdout=subprocess.DEVNULL)
    return deb


def build_tarball(bundle: Path, out: Path, version: str) -> Path:
    tarball = out / f"{NAME}-{version}-linux-{os.uname().machine}.tar.gz"

    def clean(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info
    with tarfile.open(tarball, "w:gz", compresslevel=9) as tar:
        tar.add(bundle, arcname=NAME, filter=clean)
    return tarball


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--bundle", type=Path, default=REPO / "dist" / NAME, help="the bundle build_bundle.py made")
    p.add_argument("--out", type=Path, default=REPO / "dist", help="where the packages go")
    args = p.parse_args(argv)
    bundle = args.bundle.resolve()
    if not (bundle / NAME).is_file():
        print(f"no bundle at {bundle}: run python packaging/build_bundle.py first", file=sys.stderr)
        return 1
    if shutil.which("dpkg-deb") is None:
        print("dpkg-deb is missing (a Debian or Ubuntu machine builds the .deb)", file=sys.stderr)
        return 1
    version = buildmeta.project_version()
    args.out.mkdir(parents=True, exist_ok=True)
    deb = build_deb(bundle, args.out.resolve(), version)
    tarball = build_tarball(bundle, args.out.resolve(), version)
    for path in (deb, tarball):
        print(f"{path}  {path.stat().st_size / 2**20:.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
