"""The Windows installer (packaging/installer.py) as a Windows player has
it, under Wine on a real X server (issue 52): installed silently, without
administrator rights, into a fresh Windows; the game started as its
Start-menu shortcut starts it (the .lnk's own program, arguments and
folder); a piece placed by tap and by drag with real pointer events, found
on the screen as a player's eye finds them; quit, started again, the same
game; Statistics opened; a damaged install tells the player why it cannot
go on; installed again over itself (an upgrade) with the saves kept;
uninstalled silently: the program, its shortcut and its Apps entry gone,
the player's games and settings untouched.

The first session runs with Wine's DLL tracing: no DLL or Python extension
the game loads may be missing from the installed folder (the installer
keeps only what the game was measured to load), and every one it loads
from its own folder is one the build measured.

packaging/windows.py sets up Wine (build/windows/); this test's prefix is
its own, made anew.  Windows has had ICU since Windows 10 1903 and Qt uses
it; Wine has none, so the prefix gets the same stub packaging/windows.py
gives Windows' Python (Qt then falls back to its own codecs): it is part
of this Windows, not of the installer.
"""

from __future__ import annotations

import os
import re
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

import pytest

from blockpuzzle.engine import SHAPES

from ..helpers import on_disk, packaging_script
from . import screen, shortcut
from .reviewing import played_history
from .test_windows import until, visible, windows_check
from .xsession import built, quit_with_ctrl_q, started_window

pytestmark = pytest.mark.e2e

PREFIX = "prefix-installer"
UNINSTALL_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\BlockPuzzle"


class Windows(NamedTuple):
    setup: object  # packaging/windows.py
    env: dict[str, str]  # Wine's, on the X server
    drive_c: Path
    user: Path  # %USERPROFILE%, as Linux sees it


def installer() -> Path:
    return built("BlockPuzzle-*-windows-x64-setup.exe", "python packaging/installer.py")


@pytest.fixture(scope="module")
def fresh_windows(xserver: str) -> Iterator[Windows]:
    """A Windows no game was ever installed on, its desktop on this X server."""
    setup = windows_check()
    drive_c = setup.fresh_prefix(PREFIX, icu=True)
    (user,) = [p for p in (drive_c / "users").iterdir() if p.name not in ("Public",)]
    env = {**setup.env(PREFIX), "DISPLAY": xserver}
    env.pop("QT_QPA_PLATFORM", None)  # the installed game as it is: Qt's own choice
    try:
        yield Windows(setup, env, drive_c, user)
    finally:
        setup.stop_wine(PREFIX)


def run(windows: Windows, *args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """A Windows program, to its end and that of everything it started."""
    done = subprocess.run(["wine", *args], env=windows.env, capture_output=True, text=True,
                          timeout=timeout)  # fmt: skip
    subprocess.run(["wineserver", "-w"], env=windows.env, timeout=timeout)
    return done


def linux_path(windows: Windows, path: str) -> Path:
    """A C:\\ path of this Windows, as Linux sees it."""
    assert path[:3].upper() == "C:\\", path
    return windows.drive_c.joinpath(*path[3:].split("\\"))


def registry(windows: Windows, key: str) -> dict[str, str]:
    """The values of ``key`` in this Windows' registry ({} where there is none)."""
    done = run(windows, "reg", "query", key)
    if done.returncode != 0:
        return {}
    values = (re.match(r"\s+(\S+)\s+REG_\w+\s*(.*)$", line) for line in done.stdout.splitlines())
    return {m[1]: m[2].strip() for m in values if m}


def start_menu(windows: Windows) -> Path:
    programs = windows.user / "AppData" / "Roaming" / "Microsoft" / "Windows"
    return programs / "Start Menu" / "Programs" / "Block Puzzle.lnk"


def saved(windows: Windows) -> Path:
    return windows.user / "AppData" / "Local" / "blockpuzzle"


def save(windows: Windows) -> dict[str, str]:
    """The game in progress as the installed game's history holds it (as
    text: its board 8 rows with '/' between); {} where it holds none yet."""
    try:
        kept = on_disk(saved(windows) / "blockpuzzle.ini")
    except sqlite3.Error:
        return {}  # not made yet, or being written this moment
    return {} if kept is None else kept.position


def as_the_shortcut_starts_it(windows: Windows) -> tuple[list[str], Path]:
    """The command and folder the Start-menu entry starts the game with."""
    link = shortcut.read(start_menu(windows))
    arguments = link.arguments.strip('"')
    return ["wine", link.target, arguments], linux_path(windows, link.working_dir)


def shot(display: str, path: Path) -> Path:
    subprocess.run(["import", "-window", "root", str(path)], check=True, timeout=30,
                   env={**os.environ, "DISPLAY": display})  # fmt: skip
    return path


def xdotool(display: str, *args: object) -> None:
    subprocess.run(["xdotool", *map(str, args)], check=True, timeout=30,
                   env={**os.environ, "DISPLAY": display})  # fmt: skip


def filled(position: dict[str, str]) -> int:
    """The filled cells of a saved position (8 rows, '/' between, '.' empty)."""
    rows = position["board"].split("/")
    return sum(1 << (r * 8 + c) for r, row in enumerate(rows) for c, ch in enumerate(row)
               if ch != ".")  # fmt: skip


def reviews_kept(windows: Windows) -> int:
    with sqlite3.connect(saved(windows) / "blockpuzzle.history.sqlite") as db:
        return int(db.execute("SELECT count(*) FROM reviews").fetchone()[0])


def tray(position: dict[str, str]) -> list[str]:
    return position["tray"].split(",")


def loaded_here(lines: list[bytes], folder: str) -> set[str]:
    """The DLLs and extensions Wine's trace says were loaded from ``folder``
    (a Windows path), relative to it, in lower case."""
    found = set()
    prefix = folder.lower().rstrip("\\") + "\\"
    for line in lines:
        match = re.search(rb'Loaded L"([^"]+)"', line)
        if match:
            path = match[1].decode("utf-8", "replace").replace("\\\\", "\\").lower()
            if path.startswith(prefix):
                found.add(path[len(prefix) :].replace("\\", "/"))
    return found


def test_a_windows_player_installs_plays_upgrades_and_uninstalls(fresh_windows, xserver, tmp_path):
    windows = fresh_windows
    began = time.monotonic()
    setup_exe = installer()
    # -- installed silently, per user ---------------------------------------------------
    done = run(windows, str(setup_exe), "/S")
    assert done.returncode == 0, done.stderr[-2000:]
    entry = registry(windows, UNINSTALL_KEY)
    from blockpuzzle import __version__

    assert entry["DisplayName"] == "Block Puzzle" and entry["DisplayVersion"] == __version__
    folder = entry["InstallLocation"]
    assert folder.lower().endswith(r"\appdata\local\programs\block puzzle")
    program = linux_path(windows, folder)
    assert (program / "uninstall.exe").exists() and entry["UninstallString"].startswith('"')
    assert start_menu(windows).exists()
    link = shortcut.read(start_menu(windows))
    assert link.target.lower() == (folder + r"\Python\pythonw.exe").lower()  # no console
    assert linux_path(windows, link.icon).exists() and link.name == "Block Puzzle"

    # -- the first session, traced: a piece by tap, a piece by drag ------------------------
    # The player kept games from before (an install removed earlier): one
    # to review later.
    played_history(saved(windows) / "blockpuzzle.history.sqlite")
    command, where = as_the_shortcut_starts_it(windows)
    traced = {**windows.env, "WINEDEBUG": "+loaddll,err+module"}
    said: list[bytes] = []
    with started_window(command, xserver, timeout=180, env=traced, cwd=where, said=said) as (
        proc,
        window,
        _,
    ):
        time.sleep(1.5)  # the first frame drawn
        found = screen.layout(shot(xserver, tmp_path / "start.png"))
        assert set(found.pieces) == {0, 1, 2}, found.pieces
        # Tap the first piece, tap cell (2, 2): its first cell lands there
        # (whatever the piece, it fits there on an empty board).
        xdotool(xserver, "mousemove", *found.pieces[0], "click", 1)
        time.sleep(0.5)
        xdotool(xserver, "mousemove", *found.centre(2, 2), "click", 1)
        assert until(lambda: int(save(windows).get("score", 0)) > 0, 30), "the tap placed nothing"
        first = save(windows)
        # Drag the second piece to a place it fits, its cells worked out here.
        piece = SHAPES[tray(first)[1]]
        board = filled(first)
        origin = next(
            (r, c) for r in range(9 - piece.height) for c in range(9 - piece.width)
            if not piece.at[r][c] & board and r + piece.height + 0.5 < 8
        )  # fmt: skip
        # The piece lands a row above the pointer, centred on it.
        target = found.point(origin[1] + piece.width / 2, origin[0] + piece.height + 0.5)
        start = found.pieces[1]
        xdotool(xserver, "mousemove", *start, "mousedown", 1)
        for step in range(1, 13):
            xdotool(xserver, "mousemove", round(start[0] + (target[0] - start[0]) * step / 12),
                    round(start[1] + (target[1] - start[1]) * step / 12))  # fmt: skip
        time.sleep(0.3)
        xdotool(xserver, "mouseup", 1)
        assert until(lambda: save(windows)["score"] != first["score"], 30), "the drag placed none"
        second = save(windows)
        placed = filled(second) & ~board
        expected = piece.mask << (origin[0] * 8 + origin[1])
        assert placed == expected or int(second["lines"]) > int(first["lines"])
        assert quit_with_ctrl_q(proc, window, xserver) == 0
    kept = save(windows)
    assert kept["score"] == second["score"] and kept["seed"] == second["seed"]
    # A DLL missing from the installed folder: Wine says it did not find
    # it (err:module:import_dll … not found), Python that it could not load.
    text = b"".join(said).decode("utf-8", "replace")
    missing = re.findall(r"err:module:.*not found.*|.*DLL load failed.*", text)
    assert not missing, missing
    here = loaded_here(said, folder)
    loaded = packaging_script("installer").loaded
    assert here, "the trace saw nothing loaded from the installed folder"
    # Every DLL the build measured is installed (Windows does not tell case apart).
    installed = {p.relative_to(program).as_posix().lower() for p in program.rglob("*")}
    assert not loaded() - installed, sorted(loaded() - installed)
    not_measured = {n for n in here if n.endswith((".dll", ".pyd"))} - loaded()
    assert not not_measured, f"loaded, yet not in packaging/windows/loaded.txt: {not_measured}"

    # -- started again: the same game; Statistics; a review -----------------------------------
    with started_window(command, xserver, timeout=180, env=windows.env, cwd=where) as (
        proc,
        window,
        _,
    ):
        xdotool(xserver, "windowfocus", "--sync", window, "key", "--delay", "100", "ctrl+i")
        x = {**os.environ, "DISPLAY": xserver}
        assert until(lambda: visible(x, "Statistics"), 30), "Ctrl+I opened no Statistics"
        xdotool(xserver, "key", "Escape")
        assert until(lambda: not visible(x, "Statistics"), 30)
        # Game > Review Last Game: the coach's workers (the installed
        # Python, isolated) work it out, and it is kept once whole.
        xdotool(xserver, "windowfocus", "--sync", window, "key", "--delay", "150", "alt+g", "v")
        assert until(lambda: visible(x, "Review of Game"), 30), "no review window"
        assert until(lambda: reviews_kept(windows) == 1, 120), "the review never finished"
        xdotool(xserver, "key", "Escape")
        assert until(lambda: not visible(x, "Review of Game"), 30)
        assert quit_with_ctrl_q(proc, window, xserver) == 0
    assert save(windows)["seed"] == kept["seed"] and save(windows)["score"] == kept["score"]

    # -- a damaged install: the player is told, the log says why -----------------------------
    rules = program / "pkgs" / "blockpuzzle" / "engine" / "rules.py"
    rules.unlink()
    log = saved(windows) / "blockpuzzle-error.log"
    with started_window(command, xserver, timeout=180, env=windows.env, cwd=where,
                        title="^Block Puzzle$") as (proc, box, _):  # fmt: skip
        # The message box (the game's window never comes), its title the game's.
        assert until(log.exists, 30)
        assert "ModuleNotFoundError" in log.read_text("utf-8")
        assert proc.poll() is None  # waiting for the player to read it
        print(f"the message box: {shot(xserver, tmp_path / 'told.png')}")
        xdotool(xserver, "windowfocus", "--sync", box, "key", "Return")
        assert proc.wait(timeout=60) == 1

    # -- installed again over itself: an upgrade, the saves kept -------------------------------
    files = {p.name: p.read_bytes() for p in saved(windows).iterdir() if p.is_file()}
    assert {"blockpuzzle.ini", "blockpuzzle.history.sqlite"} <= set(files)
    done = run(windows, str(setup_exe), "/S")
    assert done.returncode == 0 and rules.exists()  # mended
    assert registry(windows, UNINSTALL_KEY)["InstallLocation"] == folder
    assert {p.name: p.read_bytes() for p in saved(windows).iterdir() if p.is_file()} == files

    # -- uninstalled silently: the program gone, the player's files kept -----------------------
    done = run(windows, str(program / "uninstall.exe"), "/S")
    assert done.returncode == 0
    assert until(lambda: not program.exists(), 60), sorted(map(str, program.rglob("*")))[:20]
    assert not start_menu(windows).exists()
    assert registry(windows, UNINSTALL_KEY) == {}
    assert {p.name: p.read_bytes() for p in saved(windows).iterdir() if p.is_file()} == files
    print(f"installer life cycle under Wine: {time.monotonic() - began:.0f} s")


def test_the_installer_is_a_64_bit_windows_program_of_the_measured_size():
    """PE32+ (a 32-bit installer needs WoW64, which a 64-bit-only Wine and
    some Windows installs lack), and within the sizes the issue set."""
    path = installer()
    data = path.read_bytes()
    pe = int.from_bytes(data[0x3C:0x40], "little")
    assert data[:2] == b"MZ" and data[pe : pe + 4] == b"PE\0\0"
    assert int.from_bytes(data[pe + 4 : pe + 6], "little") == 0x8664  # x86-64
    assert path.stat().st_size <= 35_000_000
