"""What a build writes for every system, read back here (no bundle needed: the files are
generated into a temp dir by the same code the spec runs, packaging/buildmeta.py):
the one version, the icons (.ico, .icns, PNG sizes), the macOS Info.plist, the Windows
version resource and the Inno Setup script. The bundle tests (marker ``bundle``) read the
same files from a real build.
"""
from __future__ import annotations

import plistlib
import re
import struct
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
ISS = PACKAGING / "windows" / "cardgames-qt.iss"
BUNDLE_ID = "org.cardgamesqt.cardgames-qt"
#: what Windows shows at its sizes (lists 16, small 20/24, taskbar 32/40, 48, 64, Explorer 128/256)
ICO_SIZES = {16, 20, 24, 32, 40, 48, 64, 128, 256}
#: Apple's PNG chunk types and their pixel sizes
ICNS_SIZES = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512,
              b"ic10": 1024, b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512}
HICOLOR_SIZES = {16, 22, 24, 32, 48, 64, 128, 256, 512}


def pyproject_version() -> str:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


@pytest.fixture(scope="module")
def generated(tmp_path_factory) -> Path:
    sys.path.insert(0, str(PACKAGING))
    try:
        import buildmeta
        out = tmp_path_factory.mktemp("generated")
        buildmeta.generate(out)
        return out
    finally:
        sys.path.remove(str(PACKAGING))


# ---- readers (independent of the writers in packaging/icons.py) --------------------------

def png_size(data: bytes) -> tuple[int, int]:
    image = QImage.fromData(data, "PNG")
    assert not image.isNull(), "not a readable PNG"
    return image.width(), image.height()


def read_ico(path: Path) -> dict[int, bytes]:
    data = path.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1), "not an icon file"
    images = {}
    for i in range(count):
        w, h, _colours, _res, _planes, bits, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        side = w or 256
        assert (w or 256) == (h or 256) and bits == 32
        image = data[offset:offset + size]
        assert png_size(image) == (side, side), f"entry {side}: its PNG is {png_size(image)}"
        images[side] = image
    return images


def read_icns(path: Path) -> dict[bytes, tuple[int, int]]:
    data = path.read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    chunks, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        assert length > 8 and at + length <= len(data)
        chunks[kind] = png_size(data[at + 8:at + length])
        at += length
    return chunks


def assert_icons(icons: Path) -> None:
    ico = read_ico(icons / "cardgames-qt.ico")
    assert set(ico) == ICO_SIZES
    icns = read_icns(icons / "cardgames-qt.icns")
    assert set(icns) == set(ICNS_SIZES)
    for kind, size in ICNS_SIZES.items():
        assert icns[kind] == (size, size), kind
    for size in HICOLOR_SIZES:
        png = icons / "hicolor" / f"{size}x{size}" / "apps" / "cardgames-qt.png"
        assert png_size(png.read_bytes()) == (size, size)
    # drawn, not blank: the felt's green in the middle-left, transparent corners
    big = QImage.fromData(ico[256], "PNG")
    assert big.pixelColor(2, 2).alpha() == 0
    felt = big.pixelColor(28, 128)
    assert felt.alpha() == 255 and felt.green() > 1.5 * max(felt.red(), felt.blue())


def assert_info_plist(path: Path, version: str) -> None:
    plist = plistlib.loads(path.read_bytes())
    assert plist["CFBundleIdentifier"] == BUNDLE_ID
    assert plist["CFBundleShortVersionString"] == version and plist["CFBundleVersion"] == version
    assert plist["NSHighResolutionCapable"] is True
    assert re.fullmatch(r"\d+\.\d+", plist["LSMinimumSystemVersion"])
    assert plist["CFBundlePackageType"] == "APPL"


def iss_defines(text: str, source_path: str = "") -> dict[str, str]:
    """``#define NAME "text"`` and ``#define NAME AddBackslash(SourcePath) + "text"`` (with
    ``source_path`` for ISPP's SourcePath, the script's folder)."""
    found = dict(re.findall(r'^\s*#define\s+(\w+)\s+"([^"]*)"', text, re.M))
    for name, rest in re.findall(r'^\s*#define\s+(\w+)\s+AddBackslash\(SourcePath\)\s*\+\s*"([^"]*)"', text, re.M):
        found[name] = source_path.rstrip("\\/") + "\\" + rest
    return found


def iss_sources(text: str) -> list[str]:
    section = re.search(r"^\[Files\]\s*$(.*?)(?=^\[|\Z)", text, re.M | re.S).group(1)
    return re.findall(r'^\s*Source:\s*"([^"]+)"', section, re.M)


def iss_resolve(path: str, defines: dict[str, str]) -> str:
    return re.sub(r"\{#(\w+)\}", lambda m: defines[m.group(1)], path)


# ---- the one version -------------------------------------------------------------------

def test_version_is_pyprojects_everywhere_at_run_time():
    import importlib.metadata

    import cardgames_qt
    version = pyproject_version()
    assert importlib.metadata.version("cardgames-qt") == version, "reinstall: pip install -e '.[test]'"
    assert cardgames_qt.version() == version and cardgames_qt.__version__ == version
    done = subprocess.run([sys.executable, "-m", "cardgames_qt", "--version"], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == f"cardgames-qt {version}"


def test_frozen_build_reads_its_version_file(tmp_path, monkeypatch):
    """A frozen build has no package metadata: version() reads the VERSION file the build wrote."""
    import cardgames_qt
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(cardgames_qt, "__file__", str(tmp_path / "__init__.pyc"))
    (tmp_path / "VERSION").write_text("9.8.7\n", encoding="utf-8")
    cardgames_qt.version.cache_clear()
    try:
        assert cardgames_qt.version() == "9.8.7"
    finally:
        cardgames_qt.version.cache_clear()


def test_generated_version_files(generated):
    version = pyproject_version()
    assert (generated / "VERSION").read_text(encoding="utf-8").strip() == version
    assert iss_defines((generated / "version.iss").read_text(encoding="utf-8"))["AppVersion"] == version
    resource = (generated / "version_info.txt").read_text(encoding="utf-8")
    numbers = tuple(int(n) for n in re.findall(r"\d+", version)[:4]) + (0,) * 4
    assert f"filevers={numbers[:4]}" in resource and f"prodvers={numbers[:4]}" in resource
    assert f"StringStruct('FileVersion', '{version}')" in resource
    assert f"StringStruct('ProductVersion', '{version}')" in resource
    assert "StringStruct('OriginalFilename', 'cardgames-qt.exe')" in resource


def test_windows_version_resource_parses_as_pyinstaller_reads_it(generated):
    # PyInstaller (the bundle extra) with its Windows dependency pefile: the workflow's Windows job
    versioninfo = pytest.importorskip("PyInstaller.utils.win32.versioninfo",
                                      reason="needs PyInstaller and pefile (installed with PyInstaller on Windows)")
    info = versioninfo.load_version_info_from_text_file(str(generated / "version_info.txt"))
    major, minor, patch = (int(n) for n in re.findall(r"\d+", pyproject_version())[:3])
    assert info.ffi.fileVersionMS == (major << 16) | minor and info.ffi.fileVersionLS >> 16 == patch


# ---- icons and Info.plist ------------------------------------------------------------------

def test_icons_at_every_size(generated):
    assert_icons(generated / "icons")


def test_info_plist(generated):
    assert_info_plist(generated / "Info.plist", pyproject_version())


def test_the_spec_gives_bundle_the_same_plist_and_icons():
    spec = (PACKAGING / "cardgames-qt.spec").read_text(encoding="utf-8")
    assert "info_plist=buildmeta.info_plist(VERSION)" in spec
    assert 'icon=str(META["icns"])' in spec and "bundle_identifier=buildmeta.BUNDLE_ID" in spec
    assert 'version=str(META["version_info"])' in spec


# ---- the Inno Setup script -------------------------------------------------------------------

def test_inno_setup_script_names_the_generated_version_and_icon(generated):
    text = ISS.read_text(encoding="utf-8")
    assert re.search(r'^#include Generated \+ "\\version\.iss"', text, re.M)
    assert "AppVersion={#AppVersion}" in text and "PrivilegesRequired=lowest" in text
    setup_icon = re.search(r"^SetupIconFile=(.+)$", text, re.M).group(1)
    assert iss_resolve(setup_icon, {"Generated": str(generated)}).replace("\\", "/") == \
        (generated / "icons" / "cardgames-qt.ico").as_posix()
    assert (generated / "icons" / "cardgames-qt.ico").is_file()
    # the default Generated folder is where build_bundle.py's default workpath puts it
    sys.path.insert(0, str(PACKAGING))
    try:
        import build_bundle
        default = build_bundle.generated_dir(REPO / "build" / "pyinstaller")
    finally:
        sys.path.remove(str(PACKAGING))
    generated_default = iss_defines(text, str(ISS.parent))["Generated"].replace("\\", "/")
    assert Path(generated_default).resolve() == default.resolve()


def test_inno_setup_script_installs_the_one_folder_bundle_with_start_menu_and_uninstaller():
    text = ISS.read_text(encoding="utf-8")
    assert iss_sources(text) == [r"{#BundleDir}\cardgames-qt.exe", r"{#BundleDir}\_internal\*"]
    assert re.search(r'^Name: "\{group\}\\Card Games"; Filename: "\{app\}\\cardgames-qt\.exe"', text, re.M)
    assert re.search(r'^Name: "\{group\}\\\{cm:UninstallProgram,Card Games\}"; Filename: "\{uninstallexe\}"',
                     text, re.M)


def test_a_wheel_holds_every_module_and_resource(tmp_path):
    """pip install of a wheel (not the editable install the tests run from) gets every
    package: pyproject's list of packages is written by hand, so a new folder is easily
    left out of it (app/coaching, app/presenters, app/replay and ui/access were)."""
    import shutil
    import zipfile
    src = tmp_path / "src"  # a copy: a build/ folder left in the checkout would hide what is missing
    skip = shutil.ignore_patterns("__pycache__", "*.pyc")
    for part in ("cardgames_qt", "resources"):
        shutil.copytree(REPO / part, src / part, ignore=skip)
    for part in ("pyproject.toml", "README.md", "LICENSE"):
        if (REPO / part).exists():
            shutil.copy2(REPO / part, src / part)
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", str(src), "--no-deps",
                            "-q", "-w", str(tmp_path)], capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr[-2000:]
    (wheel,) = tmp_path.glob("cardgames_qt-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    code = {p.relative_to(REPO).as_posix() for p in (REPO / "cardgames_qt").rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix in (".py", ".json", ".bin")}
    assert code and not code - names, sorted(code - names)
    qm = {f"cardgames_qt/resources/{p.relative_to(REPO / 'resources').as_posix()}"
          for p in (REPO / "resources").rglob("*.qm")}
    assert qm and not qm - names, sorted(qm - names)
