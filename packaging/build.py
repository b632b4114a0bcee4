"""Builds the standalone bundle with pyside6-deploy (Nuitka).

    python packaging/build.py [--onefile] [--archive]

Output: dist/ (Linux: dist/blockpuzzle.dist/blockpuzzle.bin; Windows:
blockpuzzle.exe in that folder; macOS: an .app).  Prints the bundle's size.
Needs a C compiler and, on Linux, patchelf; pyside6-deploy installs Nuitka
into the current Python.

On Linux the shared libraries Nuitka copies from the Python installation
(libpython and the extension modules, built with their symbols) are
stripped of symbols: 23 MB of libpython become 6; and ICU's data is cut to
what Qt asks of it in this game (packaging/icu_data.py: 32 MB become 2.8).
The game's engine and coach are compiled to C, its Qt side goes in as
bytecode (packaging/nuitka_modes.py); Nuitka's report of the build is
``build/nuitka-report.xml``.
``--archive`` then packs the one-file download,
``dist/BlockPuzzle-VERSION-linux-ARCH.tar.xz``: the bundle under ``app/``, a
``blockpuzzle`` launcher, the desktop entry, AppStream metainfo and icons
under ``share/``, and ``install-desktop-entry``, which puts the game in the
desktop's menu.
"""

from __future__ import annotations

import configparser
import io
import lzma
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import icu_data  # packaging/icu_data.py, beside this script

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
DIST = ROOT / "dist"
# Nuitka's account of the build: each module, and whether it was compiled.
REPORT = ROOT / "build" / "nuitka-report.xml"


def icon() -> Path:
    if sys.platform == "win32":
        return PACKAGING / "blockpuzzle.ico"
    if sys.platform == "darwin":
        return PACKAGING / "blockpuzzle.icns"
    return (
        PACKAGING
        / "linux"
        / "icons"
        / "hicolor"
        / "256x256"
        / "apps"
        / ("io.github.blockpuzzle.BlockPuzzle.png")
    )


def executable() -> str:
    """The program's file name: it must differ from the package folder
    (``blockpuzzle/``) that sits beside it in the bundle."""
    return "blockpuzzle.exe" if sys.platform == "win32" else "blockpuzzle.bin"


def qt_translations() -> list[str]:
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    args = []
    for language in ("id", "pt_BR"):
        qm = folder / f"qtbase_{language}.qm"
        if qm.exists():
            args.append(f"--include-data-files={qm}=PySide6/Qt/translations/{qm.name}")
    return args


def main() -> int:
    onefile = "--onefile" in sys.argv[1:]
    spec = configparser.ConfigParser()
    spec.read(PACKAGING / "pysidedeploy.spec", encoding="utf-8")
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp) / "packaging"
        work.mkdir()
        shutil.copy(PACKAGING / "launcher.py", work / "launcher.py")
        spec["app"]["project_dir"] = str(work)
        spec["app"]["input_file"] = str(work / "launcher.py")
        spec["app"]["exec_directory"] = str(DIST)
        spec["app"]["icon"] = str(icon())
        if onefile:
            spec["nuitka"]["mode"] = "onefile"
        extra = [
            spec["nuitka"]["extra_args"],
            f"--include-data-dir={ROOT / 'resources'}=blockpuzzle/resources",
            f"--output-filename={executable()}",
            f"--user-plugin={PACKAGING / 'nuitka_modes.py'}",
            f"--report={REPORT}",
            *qt_translations(),
        ]
        spec["nuitka"]["extra_args"] = " ".join(extra)
        spec_path = work / "pysidedeploy.spec"
        with spec_path.open("w", encoding="utf-8") as f:
            spec.write(f)
        shutil.rmtree(DIST, ignore_errors=True)
        DIST.mkdir()
        REPORT.parent.mkdir(exist_ok=True)
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        env.setdefault("XDG_CACHE_HOME", str(ROOT / "build" / "cache"))
        deploy = shutil.which("pyside6-deploy") or str(
            Path(sys.executable).parent / "pyside6-deploy"
        )
        subprocess.run([deploy, "-c", str(spec_path), "-f"], cwd=work, env=env, check=True)
    # pyside6-deploy reports a failed Nuitka run but exits 0: look for the result.
    built = list(DIST.rglob(executable()))
    if not built:
        print("the bundle was not built: see pyside6-deploy's output above", file=sys.stderr)
        return 1
    if sys.platform.startswith("linux"):
        strip(built[0].parent)
        icu = icu_data.trim(built[0].parent)
        if icu:
            print(
                f"ICU data: {icu[0] / 1e6:.1f} MB -> {icu[1] / 1e6:.1f} MB (packaging/icu_data.py)"
            )
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    print(f"bundle: {built[0]} ({size / 1e6:.0f} MB in {DIST})")
    if "--archive" in sys.argv[1:] and sys.platform.startswith("linux"):
        archive = pack(built[0].parent)
        print(f"download: {archive} ({archive.stat().st_size / 1e6:.0f} MB)")
    return 0


def strip(bundle: Path) -> None:
    """Symbols off every shared library and the program (Qt's come
    stripped already; Python's do not)."""
    tool = shutil.which("strip")
    if tool is None:
        print("strip not found: the bundle keeps its symbols", file=sys.stderr)
        return
    files = [
        p for p in bundle.rglob("*") if p.is_file() and (".so" in p.name or p.suffix == ".bin")
    ]
    subprocess.run([tool, "--strip-unneeded", *map(str, files)], check=True)


LAUNCHER = """#!/bin/sh
# Block Puzzle: starts the game from wherever this folder was unpacked.
here=$(dirname "$(readlink -f "$0")")
exec "$here/app/blockpuzzle.bin" "$@"
"""

INSTALL = r"""#!/bin/sh
# Puts Block Puzzle in the desktop's menu (for this user), pointing here.
set -e
here=$(dirname "$(readlink -f "$0")")
data=${XDG_DATA_HOME:-$HOME/.local/share}
mkdir -p "$data/applications"
cp -r "$here/share/icons" "$data/"
sed "s|^Exec=.*|Exec=\"$here/blockpuzzle\"|" \
  "$here/share/applications/io.github.blockpuzzle.BlockPuzzle.desktop" \
  > "$data/applications/io.github.blockpuzzle.BlockPuzzle.desktop"
echo "Block Puzzle is in the menu (Games)."
"""


def pack(bundle: Path) -> Path:
    """The one-file Linux download (see the module's docstring)."""
    from blockpuzzle import __version__

    name = f"BlockPuzzle-{__version__}-linux-{platform.machine()}"
    archive = DIST / f"{name}.tar.xz"
    linux = PACKAGING / "linux"
    share = {
        "share/applications/io.github.blockpuzzle.BlockPuzzle.desktop":
            linux / "io.github.blockpuzzle.BlockPuzzle.desktop",
        "share/metainfo/io.github.blockpuzzle.BlockPuzzle.metainfo.xml":
            linux / "io.github.blockpuzzle.BlockPuzzle.metainfo.xml",
    }  # fmt: skip

    def executable(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.mode = 0o755
        return info

    with tarfile.open(archive, "w:xz", preset=9 | lzma.PRESET_EXTREME) as tar:
        tar.add(bundle, arcname=f"{name}/app")
        for arcname, source in share.items():
            tar.add(source, arcname=f"{name}/{arcname}")
        tar.add(linux / "icons", arcname=f"{name}/share/icons")
        for script, text in (("blockpuzzle", LAUNCHER), ("install-desktop-entry", INSTALL)):
            data = text.encode("utf-8")
            info = executable(tarfile.TarInfo(f"{name}/{script}"))
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return archive


if __name__ == "__main__":
    sys.exit(main())
