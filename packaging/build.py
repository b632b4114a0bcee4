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
The game's coach is compiled to C, the rest of it goes in as bytecode,
and Nuitka's loader lets go of each module's code once it has run
(packaging/nuitka_modes.py); Nuitka's report of the build is
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
import struct
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Callable
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
        if sys.platform.startswith("linux"):
            # The program's code position-independent, reaching libpython's
            # data through its GOT: built as a PIE, its references to
            # _PyRuntime and the built-in types were 86 copy relocations, a
            # second copy of 184 kB in the program, written at start (and
            # libpython's read to fill it); 0.18 MB of the bundle's memory.
            env["CFLAGS"] = " ".join(filter(None, [env.get("CFLAGS", ""), "-fPIC"]))
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
        restored = library_paths(built[0].parent)
        print(f"libraries put back with their own string tables: {restored}")
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


def load_segments(path: Path) -> int:
    """How many segments of the 64-bit ELF file ``path`` the system maps
    (PT_LOAD entries of its program header table); 0 for any other file."""
    with path.open("rb") as f:
        header = f.read(64)
        if len(header) < 64 or header[:5] != b"\x7fELF\x02":
            return 0
        order = "<" if header[5] == 1 else ">"
        (table,) = struct.unpack_from(order + "Q", header, 32)
        size, count = struct.unpack_from(order + "HH", header, 54)
        f.seek(table)
        entries = f.read(size * count)
    return sum(
        struct.unpack_from(order + "I", entries, i * size)[0] == 1
        for i in range(len(entries) // size)
    )


def library_paths(bundle: Path) -> int:
    """Undo what Nuitka's rewriting of the libraries' search paths costs.

    Nuitka gives every library it copies (PySide6's modules, libpyside6,
    libshiboken6, the system's libffi or libsqlite3) a search path that
    finds its neighbours in the bundle.  Where that path is longer than the
    library's own, patchelf moves the library's string table (every symbol's
    name: 165 kB for QtCore's module) to a segment of its own, which the
    dynamic linker then reads in whole: a few hundred kB resident that the
    source install does not have.  Each such library is put back as it came
    (Nuitka's report names the original), with the shortest search path that
    finds the bundle's root (``$ORIGIN``, or ``$ORIGIN/..`` a folder down),
    written in place of its own.  One whose own path is too short for that
    (shiboken6's module: ``$ORIGIN/``), or that has none (libffi), keeps
    its own where the program's path finds what it needs: the dynamic
    linker looks through the program's DT_RPATH, which begins at the
    bundle's root, for a library with no DT_RUNPATH.  Returns how many were
    put back."""
    tool = shutil.which("patchelf")
    if tool is None or not REPORT.exists():
        print("patchelf or Nuitka's report missing: library paths left as built", file=sys.stderr)
        return 0
    restored = 0
    reaches = program_path_reaches(bundle)
    for source, dest in copied_libraries(bundle):
        if load_segments(dest) <= load_segments(source):
            continue  # rewritten in place: nothing added
        own = subprocess.run(
            [tool, "--print-rpath", str(source)], capture_output=True, text=True, check=True
        ).stdout.strip()
        path = "$ORIGIN" + "/.." * (len(dest.relative_to(bundle).parts) - 1)
        with tempfile.TemporaryDirectory() as tmp:
            copy = Path(tmp) / dest.name
            shutil.copy2(source, copy)
            copy.chmod(copy.stat().st_mode | 0o200)
            if own and len(path) <= len(own):
                subprocess.run([tool, "--force-rpath", "--set-rpath", path, str(copy)], check=True)
            elif not reaches(copy):
                continue
            if load_segments(copy) != load_segments(source):
                continue
            shutil.copyfile(copy, dest)
            restored += 1
    return restored


def dynamic_section(library: Path) -> str:
    """readelf's account of the dynamic section of ``library``."""
    return subprocess.run(
        ["readelf", "-dW", str(library)], capture_output=True, text=True, check=True
    ).stdout


def program_path_reaches(bundle: Path) -> Callable[[Path], bool]:
    """Whether a library, kept with its own search path, finds what it
    needs from ``bundle`` through the program's: the program's DT_RPATH
    begins at the bundle's root (``$ORIGIN``), every library it needs that
    the bundle has is at that root, and it has no DT_RUNPATH (which would
    hide the program's path from it)."""
    program = dynamic_section(bundle / executable())
    if "(RPATH)" not in program or "[$ORIGIN:" not in program.replace("]", ":"):
        return lambda library: False
    carried = {p.name for p in bundle.rglob("*") if p.is_file()}
    at_root = {p.name for p in bundle.iterdir() if p.is_file()}

    def reaches(library: Path) -> bool:
        dynamic = dynamic_section(library)
        needed = {
            line.rsplit("[", 1)[1].rstrip("]")
            for line in dynamic.splitlines()
            if "(NEEDED)" in line
        }
        return "(RUNPATH)" not in dynamic and needed & carried <= at_root

    return reaches


def copied_libraries(bundle: Path) -> list[tuple[Path, Path]]:
    """(original, copy in ``bundle``) of every extension module and shared
    library Nuitka's report says it copied, where both are there."""
    import xml.etree.ElementTree as ET

    prefixes = {"${sys.prefix}": sys.prefix, "${sys.real_prefix}": sys.base_prefix}
    found = []
    for entry in ET.parse(REPORT).getroot():
        if entry.tag not in ("included_extension", "included_dll"):
            continue
        source = entry.get("source_path", "")
        for name, value in prefixes.items():
            source = source.replace(name, value)
        dest = bundle / entry.get("dest_path", "")
        if "$" not in source and Path(source).is_file() and dest.is_file():
            found.append((Path(source), dest))
    return found


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
