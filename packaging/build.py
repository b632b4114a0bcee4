"""Builds the standalone bundle with pyside6-deploy (Nuitka).

    python packaging/build.py [--onefile]

Output: dist/ (Linux: dist/blockpuzzle.dist/blockpuzzle.bin; Windows:
blockpuzzle.exe in that folder; macOS: an .app).  Prints the bundle's size.  Needs a C compiler and,
on Linux, patchelf; pyside6-deploy installs Nuitka into the current Python.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
DIST = ROOT / "dist"


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
            *qt_translations(),
        ]
        spec["nuitka"]["extra_args"] = " ".join(extra)
        spec_path = work / "pysidedeploy.spec"
        with spec_path.open("w", encoding="utf-8") as f:
            spec.write(f)
        shutil.rmtree(DIST, ignore_errors=True)
        DIST.mkdir()
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
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    print(f"bundle: {built[0]} ({size / 1e6:.0f} MB in {DIST})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
