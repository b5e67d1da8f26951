"""The desktop bundle (PyInstaller), the desktop entry and the app icon.

The ``bundle`` tests build the real bundle once per session into a temp dir
(about a minute on 2 cores) and run the frozen executable; the rest are quick.
"""
from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer

REPO = Path(__file__).resolve().parents[2]
BUILD = REPO / "packaging" / "build_bundle.py"
DESKTOP = REPO / "packaging" / "cardgames-qt.desktop"
ICON = REPO / "resources" / "icons" / "cardgames-qt.svg"
RESOURCES = REPO / "resources"
GAMES = ("gops", "guts", "zhopa")
LANGS = ("ru", "uk", "es", "fa")
NO_PYINSTALLER = 3  # build_bundle.py's exit code when PyInstaller cannot be installed
SIZE_BUDGET_MIB = 90  # the Linux bundle measured 84 MiB (ICU trimmed); 109 before, PyInstaller's default ~160


def frozen_executable(bundle: Path) -> Path:
    return bundle / ("cardgames-qt.exe" if sys.platform == "win32" else "cardgames-qt")


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("bundle")
    done = subprocess.run(
        [sys.executable, str(BUILD), "--distpath", str(out / "dist"), "--workpath", str(out / "work"), "--runs", "0"],
        capture_output=True, text=True, timeout=1800, cwd=REPO)
    if done.returncode == NO_PYINSTALLER:
        pytest.skip(f"PyInstaller could not be installed, so no bundle was built: {done.stderr.strip()[-300:]}")
    assert done.returncode == 0, f"build failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return out / "dist" / "cardgames-qt"


def packaged(bundle: Path, relative: str) -> Path:
    """Where a file of the app sits in the bundle (PyInstaller 6 puts it under _internal/)."""
    hits = [p for p in bundle.rglob(Path(relative).name) if p.as_posix().endswith(relative)]
    assert hits, f"{relative} is not in the bundle"
    return hits[0]


def qt_files(bundle: Path, kind: str) -> set[str]:
    return {p.name for p in bundle.rglob("*") if kind in p.parts and p.is_file()}


def assert_not_blank(path: Path, size: tuple[int, int]) -> None:
    image = QImage(str(path))
    assert not image.isNull(), f"{path} is not a readable PNG"
    assert (image.width(), image.height()) == size
    colours = Counter(image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7))
    assert len(colours) > 50, f"{path} has only {len(colours)} colours: a blank or near-blank picture"
    assert colours.most_common(1)[0][1] < 0.9 * sum(colours.values()), f"{path} is one colour"


# ---- the bundle ---------------------------------------------------------------

@pytest.mark.bundle
@pytest.mark.parametrize("game", GAMES)
def test_bundle_screenshot_of_each_game(bundle, game, tmp_path):
    """The frozen app starts and renders each game's table offscreen to a non-blank PNG."""
    out = tmp_path / f"{game}.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDGAMES_QT_HOME=str(tmp_path / "home"))
    done = subprocess.run([str(frozen_executable(bundle)), "--game", game, "--screenshot", str(out)],
                          capture_output=True, text=True, timeout=180, env=env, cwd=tmp_path)
    if done.returncode == 1 and "has no table yet" in done.stderr:
        pytest.xfail(f"{game}: its table is not finished yet ({done.stderr.strip()})")
    assert done.returncode == 0, done.stderr[-3000:]
    assert_not_blank(out, (1280, 800))


@pytest.mark.bundle
def test_bundle_reads_the_save_database(bundle, tmp_path, monkeypatch):
    """The frozen app carries sqlite3: it finds a game waiting in the profile's database
    (made here by the installed package) and exports it as a JSON save (--export)."""
    from cardgames_qt.app.session import GameSession, Seat
    from cardgames_qt.storage import GameStore, read_save_file
    home = tmp_path / "home"
    monkeypatch.setenv("CARDGAMES_QT_HOME", str(home))
    store = GameStore()
    session = GameSession.start("gops", {}, [Seat("Ann"), Seat("Bob")], seed=7, store=store)
    session.submit(0, 3)
    session.close()
    store.close()
    out = tmp_path / "waiting.json"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDGAMES_QT_HOME=str(home))
    done = subprocess.run([str(frozen_executable(bundle)), "--export", "gops", str(out)],
                          capture_output=True, text=True, timeout=180, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    data = read_save_file(out)
    assert data["game"] == "gops" and data["history"] == [[0, 3]] and data["seed"] == 7


@pytest.mark.bundle
def test_bundle_computer_opponents_run_in_their_worker_process(bundle, tmp_path):
    """The frozen app can start its bot worker process (spawned through the bundle)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDGAMES_QT_HOME=str(tmp_path / "home"))
    done = subprocess.run([str(frozen_executable(bundle)), "--check-worker"],
                          capture_output=True, text=True, timeout=300, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    for game in GAMES:
        assert f"worker {game}:" in done.stdout


@pytest.mark.bundle
def test_bundle_carries_the_resources(bundle):
    """Decks, rules pages, translations (whatever .qm exist), icon and bot data ride in
    the bundle at cardgames_qt/resources, where resources.ROOT points when frozen."""
    for sub, pattern in (("decks", "*.svg"), ("rules", "*.html"), ("i18n", "*.qm"), ("icons", "*.svg")):
        for source in sorted((RESOURCES / sub).glob(pattern)):
            copy = packaged(bundle, f"cardgames_qt/resources/{sub}/{source.name}")
            assert copy.read_bytes() == source.read_bytes()
    for source in sorted((REPO / "cardgames_qt" / "bots" / "data").glob("*.*")):  # .json and .bin
        assert packaged(bundle, f"cardgames_qt/bots/data/{source.name}").read_bytes() == source.read_bytes()


@pytest.mark.bundle
def test_bundle_is_slim(bundle):
    """Only the Qt pieces the app uses: no QtNetwork/Qml/Quick/Pdf/WebEngine, a few
    plugins, Qt's own translations for our languages only, no tkinter or numpy."""
    names = [p.name for p in bundle.rglob("*")]
    for unused in ("Network", "Qml", "Quick", "Pdf", "WebEngine", "OpenGL", "Sql"):
        assert not [n for n in names if f"Qt6{unused}" in n or n.startswith(f"Qt{unused}")], unused
    assert not [n for n in names if "tkinter" in n or n in ("numpy", "scipy", "unittest")]
    platforms = qt_files(bundle, "platforms")
    assert any("offscreen" in n for n in platforms)
    if sys.platform.startswith("linux"):
        assert any("qxcb" in n for n in platforms) and any("qwayland" in n for n in platforms)
    assert not [n for n in platforms if "eglfs" in n or "vnc" in n or "linuxfb" in n]
    for kind, only in (("imageformats", "qsvg"), ("iconengines", "qsvgicon")):
        plugins = qt_files(bundle, kind)
        assert plugins and all(only in n for n in plugins), (kind, plugins)
    translations = qt_files(bundle, "translations")
    assert translations <= {f"qtbase_{c}.qm" for c in ("en",) + LANGS}
    assert {f"qtbase_{c}.qm" for c in LANGS} <= translations
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    size = sum(p.stat().st_size for p in files) / 2**20
    print(f"bundle size: {size:.1f} MiB in {len(files)} files (budget {SIZE_BUDGET_MIB} MiB)")
    if sys.platform.startswith("linux"):
        assert size <= SIZE_BUDGET_MIB, f"bundle grew to {size:.1f} MiB"
    assert not [p for p in bundle.rglob("*") if p.is_symlink() and not p.exists()], "dangling links"


@pytest.mark.bundle
def test_bundle_has_desktop_share_tree(bundle):
    """share/applications holds the desktop entry, share/icons/hicolor the icon at each size."""
    share = bundle / "share"
    assert (share / "applications" / "cardgames-qt.desktop").read_bytes() == DESKTOP.read_bytes()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "cardgames-qt.svg").is_file()
    for size in (16, 32, 48, 64, 128, 256):
        image = QImage(str(share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "cardgames-qt.png"))
        assert (image.width(), image.height()) == (size, size)


# ---- the desktop entry ---------------------------------------------------------

def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive in desktop files
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_launches_the_installed_command():
    """Exec names the gui-script pyproject installs; Icon names the icon file; a card game."""
    entry = desktop_entry()
    scripts = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["gui-scripts"]
    assert entry["Type"] == "Application"
    assert entry["Exec"] in scripts
    assert entry["Icon"] == ICON.stem
    assert entry["Categories"] == "Game;CardGame;"
    assert entry["Terminal"] == "false"


@pytest.mark.parametrize("key", ["Name", "GenericName", "Comment"])
def test_desktop_entry_translated(key):
    """Name, GenericName and Comment in English and in ru, uk, es, fa (in their own scripts)."""
    entry = desktop_entry()
    english = entry[key]
    assert english
    scripts = {"ru": (0x400, 0x4FF), "uk": (0x400, 0x4FF), "fa": (0x600, 0x6FF)}
    for lang in LANGS:
        text = entry[f"{key}[{lang}]"]
        assert text and text != english, f"{key}[{lang}] is not translated"
        if lang in scripts:
            low, high = scripts[lang]
            assert any(low <= ord(ch) <= high for ch in text), f"{key}[{lang}] is not in its script"
    if key == "Comment":
        assert all(game in english for game in ("Gops", "Guts", "Zhopa"))


# ---- the icon -------------------------------------------------------------------

def test_icon_is_paths_only():
    """The icon uses shapes drawn as paths: no text (fonts differ), no embedded bitmaps."""
    allowed = {"svg", "defs", "g", "path", "use", "radialGradient", "linearGradient", "stop"}
    tags = {el.tag.split("}")[-1] for el in ET.parse(ICON).iter()}
    assert tags <= allowed, tags - allowed
    assert "path" in tags


def test_icon_is_cards_on_green_felt(qapp):
    """Rendered: a round green felt (transparent corners), light cards in the middle."""
    renderer = QSvgRenderer(str(ICON))
    assert renderer.isValid()
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPainter

    image = QImage(128, 128, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    assert image.pixelColor(2, 2).alpha() == 0 and image.pixelColor(125, 125).alpha() == 0  # round
    felt = image.pixelColor(14, 64)
    assert felt.alpha() == 255 and felt.green() > 1.5 * max(felt.red(), felt.blue())
    card = image.pixelColor(64, 40)
    assert min(card.red(), card.green(), card.blue()) > 200


def test_app_icon(qapp):
    """app_icon() gives a usable QIcon (found through resources.ROOT, drawn by the svg engine)."""
    from cardgames_qt.ui.icon import app_icon

    icon = app_icon()
    assert not icon.isNull()
    assert not icon.pixmap(64, 64).isNull()


# ---- Linux: the bundle carries libxcb-cursor -------------------------------------
@pytest.mark.bundle
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux bundle")
def test_bundle_carries_libxcb_cursor_for_its_x11_plugin(bundle):
    """ldd of the bundled X11 plugin's Qt library finds libxcb-cursor inside the bundle."""
    xcb = next(p for p in bundle.rglob("libQt6XcbQpa.so.6") if p.is_file())
    assert any(p.name == "libxcb-cursor.so.0" for p in bundle.rglob("libxcb-cursor.so.0"))
    out = subprocess.run(["ldd", str(xcb)], capture_output=True, text=True, check=True,
                         env={k: v for k, v in os.environ.items() if k != "LD_LIBRARY_PATH"}).stdout
    line = next(line for line in out.splitlines() if "libxcb-cursor.so.0" in line)
    assert str(bundle) in line, line


@pytest.mark.bundle
def test_bundle_starts_on_x11_without_the_systems_libxcb_cursor(bundle, tmp_path):
    from .test_linux_libs import can_hide_libraries, run_on_x
    if not can_hide_libraries():
        pytest.skip("needs Linux, Xvfb and a private mount namespace (unshare -m)")
    proc = run_on_x([str(frozen_executable(bundle)), "--game", "gops", "--exit-after-paint"], tmp_path,
                    hide_xcb_cursor=True)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.split() == ["frame", "cards"]


# ---- the one version, the self-test, what the build writes for the other systems --------

def generated_files(bundle: Path) -> Path:
    """The spec's generated folder of this build (build_bundle.py --workpath <out>/work)."""
    return bundle.parent.parent / "work" / "cardgames-qt" / "generated"


@pytest.mark.bundle
def test_bundle_version_is_pyprojects(bundle, tmp_path):
    version = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
    done = subprocess.run([str(frozen_executable(bundle)), "--version"], capture_output=True, text=True,
                          timeout=120, cwd=tmp_path)
    assert done.returncode == 0 and done.stdout.strip() == f"cardgames-qt {version}"


@pytest.mark.bundle
def test_bundle_self_test(bundle, tmp_path):
    """--self-test from the frozen build: every game played, saved, reopened, replayed and rendered,
    every language loaded (and, on Linux, sorted and upper-cased with the trimmed ICU data)."""
    profile = tmp_path / "profile"  # a player's profile: the self-test must leave it alone
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDGAMES_QT_HOME=str(profile))
    done = subprocess.run([str(frozen_executable(bundle)), "--self-test"], capture_output=True, text=True,
                          timeout=600, env=env, cwd=tmp_path)
    print(done.stdout.strip())
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    assert done.stdout.startswith("self-test: ok games=3 ") and " frozen=1 " in done.stdout
    assert not profile.exists()


@pytest.mark.bundle
def test_build_writes_the_other_systems_files(bundle):
    """Info.plist (macOS), the .ico and .icns at every size, the version resource and the
    installer's define, as this build wrote them."""
    from .test_package_files import assert_icons, assert_info_plist, iss_defines
    generated = generated_files(bundle)
    version = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
    assert_info_plist(generated / "Info.plist", version)
    assert_icons(generated / "icons")
    assert iss_defines((generated / "version.iss").read_text())["AppVersion"] == version
    assert f"'ProductVersion', '{version}'" in (generated / "version_info.txt").read_text()
    assert packaged(bundle, "cardgames_qt/VERSION").read_text().strip() == version


@pytest.mark.bundle
def test_inno_setup_script_names_only_files_of_the_bundle(bundle):
    """Every file the installer script takes exists in the one-folder layout this build made
    (the Windows executable is cardgames-qt.exe where this one is cardgames-qt)."""
    from .test_package_files import ISS, iss_resolve, iss_sources
    text = ISS.read_text()
    defines = {"BundleDir": str(bundle), "Generated": str(generated_files(bundle))}
    for source in iss_sources(text):
        path = iss_resolve(source, defines).replace("\\", "/").replace("cardgames-qt.exe", frozen_executable(
            bundle).name)
        if path.endswith("/*"):
            folder = Path(path[:-2])
            assert folder.is_dir() and any(folder.iterdir()), source
        else:
            assert Path(path).is_file(), source
    icon = iss_resolve(re.search(r"^SetupIconFile=(.+)$", text, re.M).group(1), defines).replace("\\", "/")
    assert Path(icon).is_file()


# ---- the Linux packages -----------------------------------------------------------------

@pytest.fixture(scope="module")
def packages(bundle, tmp_path_factory) -> Path:
    if not sys.platform.startswith("linux") or shutil.which("dpkg-deb") is None:
        pytest.skip("the .deb is built on Debian and Ubuntu (dpkg-deb)")
    out = tmp_path_factory.mktemp("packages")
    done = subprocess.run([sys.executable, str(REPO / "packaging" / "build_deb.py"), "--bundle", str(bundle),
                           "--out", str(out)], capture_output=True, text=True, timeout=1800, cwd=REPO)
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    print(done.stdout.strip())
    return out


def lintian() -> str | None:
    found = shutil.which("lintian")
    if found is None and shutil.which("apt-get") and os.geteuid() == 0:
        subprocess.run(["apt-get", "install", "-y", "-qq", "lintian"], capture_output=True, timeout=600,
                       env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
        found = shutil.which("lintian")
    return found


@pytest.mark.bundle
def test_deb_passes_lintian(packages):
    tool = lintian()
    if tool is None:
        pytest.skip("lintian is not installed and cannot be (apt-get as root): .ci/run installs it")
    deb = next(packages.glob("cardgames-qt_*.deb"))
    done = subprocess.run([tool, "--fail-on", "error,warning", "--display-level", ">=warning", str(deb)],
                          capture_output=True, text=True, timeout=900)
    print(done.stdout)
    assert done.returncode == 0, done.stdout + done.stderr
    assert not re.search(r"^[EW]: ", done.stdout, re.M)


@pytest.mark.bundle
def test_deb_installs_the_bundle_launcher_menu_entry_and_icons(packages, tmp_path):
    """dpkg-deb -x: the bundle under /opt, the command on the PATH, the desktop entry and
    icons under /usr/share; the control file's version is pyproject's; --self-test runs
    from the extracted tree (under Xvfb on X11 when it can, else offscreen)."""
    version = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
    deb = next(packages.glob("cardgames-qt_*.deb"))
    assert deb.name.startswith(f"cardgames-qt_{version}_")
    fields = subprocess.run(["dpkg-deb", "-f", str(deb)], capture_output=True, text=True, check=True).stdout
    assert f"Version: {version}" in fields and "libc6" in fields and "Section: games" in fields
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    exe = root / "opt" / "cardgames-qt" / "cardgames-qt"
    assert exe.is_file() and os.access(exe, os.X_OK)
    launcher = root / "usr" / "games" / "cardgames-qt"
    assert launcher.is_symlink() and os.readlink(launcher) == "/opt/cardgames-qt/cardgames-qt"
    share = root / "usr" / "share"
    assert (share / "applications" / "cardgames-qt.desktop").read_bytes() == DESKTOP.read_bytes()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "cardgames-qt.svg").is_file()
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        image = QImage(str(share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "cardgames-qt.png"))
        assert (image.width(), image.height()) == (size, size)
    for doc in ("copyright", "changelog.gz"):
        assert (share / "doc" / "cardgames-qt" / doc).is_file()
    assert (share / "man" / "man6" / "cardgames-qt.6.gz").is_file()
    # lintian is told only what a self-contained bundle in /opt is, each with its reason
    overrides = (share / "lintian" / "overrides" / "cardgames-qt").read_text().splitlines()
    tags = {line.split(": ", 1)[1].split()[0] for line in overrides if line and not line.startswith("#")}
    assert tags == {"dir-or-file-in-opt", "shared-library-lacks-prerequisites", "hardening-no-pie"}
    assert sum(line.startswith("# ") for line in overrides) == len(tags)
    assert not (root / "opt" / "cardgames-qt" / "share").exists()  # in /usr/share instead

    # the launcher is a link: the bundle must find its files through it
    link = tmp_path / "bin" / "cardgames-qt"
    link.parent.mkdir()
    link.symlink_to(exe)
    env = {k: v for k, v in os.environ.items() if k not in ("CARDGAMES_QT_HOME", "QT_QPA_PLATFORM")}
    command = [str(link), "--self-test"]
    if shutil.which("xvfb-run"):  # a real X server: the bundle's X11 plugin and the libraries it carries
        command = ["xvfb-run", "-a", "env", "QT_QPA_PLATFORM=xcb", *command]
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    done = subprocess.run(command, capture_output=True, text=True, timeout=600, env=env, cwd=tmp_path)
    print(" ".join(command[:4]), "->", done.stdout.strip())
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    assert done.stdout.startswith("self-test: ok ") and " frozen=1 " in done.stdout


@pytest.mark.bundle
def test_tarball_holds_the_bundle(packages, bundle):
    import tarfile
    version = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
    tarball = next(packages.glob(f"cardgames-qt-{version}-linux-*.tar.gz"))
    with tarfile.open(tarball) as tar:
        names = set(tar.getnames())
    assert "cardgames-qt/cardgames-qt" in names
    assert "cardgames-qt/share/applications/cardgames-qt.desktop" in names
    on_disk = {("cardgames-qt/" + p.relative_to(bundle).as_posix()) for p in bundle.rglob("*")}
    assert on_disk <= names
