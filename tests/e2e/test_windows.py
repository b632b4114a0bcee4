"""The game on Windows' own Python and Qt, run by Wine on a real X server
(issue 28): Qt's Windows platform, real pointer and key events from
xdotool.  A piece is placed by tap and by drag; the game started as a
player starts it keeps its files in %LOCALAPPDATA%, opens Statistics and
closes it with Escape, refuses a second start, quits with Ctrl+Q and comes
back with the same game.

packaging/windows.py sets Windows up (cached in build/windows/); these tests
use a Wine prefix of their own there, whose desktop lives on this X server.
Without Wine and MinGW-w64 they skip, saying why (under CI=true they fail).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from ..helpers import cannot_here, on_disk, packaging_script
from .test_play import EMPTY, cells_of
from .xsession import App, quit_with_ctrl_q, started_window

pytestmark = pytest.mark.e2e

PREFIX = "prefix-x11"


def windows_check() -> ModuleType:
    """packaging/windows.py, its Windows set up; the test skipped (under
    CI=true failed) where Wine or MinGW-w64 is missing."""
    tools = ("wine", "wineserver", "x86_64-w64-mingw32-gcc")
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if missing:
        cannot_here(
            f"Windows under Wine needs {', '.join(missing)} "
            "(apt-get install wine wine64 gcc-mingw-w64-x86-64-win32)"
        )
    windows = packaging_script("windows")
    windows.setup()
    return windows


@pytest.fixture(scope="module")
def wine(xserver: str) -> Iterator[tuple[ModuleType, dict[str, str], list[str]]]:
    """packaging/windows.py, Wine's environment on this X server, and the
    command that runs Windows' Python."""
    windows = windows_check()
    windows.make_prefix(PREFIX)
    windows.stop_wine(PREFIX)  # its desktop begins anew, on this X server
    env = {**windows.env(PREFIX), "DISPLAY": xserver, "QT_QPA_PLATFORM": "windows"}
    try:
        yield windows, env, ["wine", str(windows.HOME / "python" / "python.exe")]
    finally:
        windows.stop_wine(PREFIX)


def local_app_data(windows: ModuleType) -> Path:
    """%LOCALAPPDATA% of the prefix's user, as Linux sees it."""
    users = windows.HOME / PREFIX / "drive_c" / "users"
    (found,) = [p for p in users.glob("*/AppData/Local") if p.parts[-3] != "Public"]
    return Path(found)


def test_a_piece_is_placed_by_tap_and_by_drag(wine, xserver, tmp_path):
    windows, env, python = wine
    shutil.rmtree(local_app_data(windows) / "blockpuzzle", ignore_errors=True)
    app = App(xserver, {"tray": ["bar3v", "corner3_br", None], "board": EMPTY}, tmp_path,
              env=env, python=python)  # fmt: skip
    try:
        # Tap the piece, tap the board: the bar down column 6 from row 2.
        app.move(*app.slot_xy(0))
        app.xdotool("click", 1)
        assert app.wait_state(lambda s: s["selected"] == 0, 30)["selected"] == 0
        app.move(*app.board_xy(6.5, 2.5))
        app.xdotool("click", 1)
        state = app.wait_state(lambda s: s["score"] > 0, 30)
        assert cells_of(state["board"]) == {(2, 6), (3, 6), (4, 6)}
        # Drag the corner: held on the tray, let go over the board.
        start, target = app.slot_xy(1), app.board_xy(2.5, 6.2)
        app.move(*start)
        app.xdotool("mousedown", 1)
        app.glide(start, target)
        app.wait_state(lambda s: s["aim"] is not None, 30)
        app.xdotool("mouseup", 1)
        state = app.wait_state(lambda s: s["score"] > 3, 30)
        corner = {(3, 3), (4, 3), (5, 1), (5, 2), (5, 3)}
        assert cells_of(state["board"]) == {(2, 6), (3, 6), (4, 6)} | corner
        assert state["score"] == 3 + 5
    finally:
        app.close()


def saved(settings: Path) -> tuple[str, str]:
    """The game in progress's seed and score, as the history beside the
    settings file holds it (read with sqlite3)."""
    kept = on_disk(settings)
    assert kept is not None, "no game in progress was kept"
    return kept.position["seed"], kept.position["score"]


def keys(env: dict[str, str], window: str, *typed: str) -> None:
    subprocess.run(["xdotool", "windowfocus", "--sync", window, "key", "--delay", "100", *typed],
                   env=env, check=True, timeout=30)  # fmt: skip


def visible(env: dict[str, str], title: str) -> bool:
    """Whether a window whose title begins with ``title`` is shown (Qt on
    Windows adds " - Block Puzzle" to a dialog's)."""
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{title}"],
                           env=env, capture_output=True, text=True, timeout=30)  # fmt: skip
    return bool(found.stdout.split())


def until(condition, timeout: float = 30) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)
    return True


def test_the_game_keeps_its_files_in_localappdata_runs_once_and_comes_back(wine, xserver):
    windows, env, python = wine
    folder = local_app_data(windows) / "blockpuzzle"
    shutil.rmtree(folder, ignore_errors=True)
    game = [*python, "-m", "blockpuzzle"]
    x = {**os.environ, "DISPLAY": xserver}
    with started_window(game, xserver, timeout=120, env=env) as (proc, window, _):
        keys(x, window, "1", "f", "Return")  # the first piece, where it first fits
        keys(x, window, "ctrl+i")
        assert until(lambda: visible(x, "Statistics")), "Ctrl+I opened no Statistics"
        (dialog,) = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", "^Statistics"],
            env=x, capture_output=True, text=True, timeout=30, check=True,
        ).stdout.split()  # fmt: skip
        keys(x, dialog, "Escape")
        assert until(lambda: not visible(x, "Statistics")), "Escape left Statistics open"
        second = subprocess.run(game, env={**os.environ, **env}, capture_output=True, text=True,
                                timeout=120)  # fmt: skip
        assert second.returncode == 0, second.stderr[-2000:]
        assert "already running" in second.stderr
        assert quit_with_ctrl_q(proc, window, xserver) == 0
    assert sorted(p.name for p in folder.iterdir()) == [
        "blockpuzzle.history.sqlite",
        "blockpuzzle.ini",
    ]
    seed, score = saved(folder / "blockpuzzle.ini")
    assert int(score) > 0  # the piece placed was saved on the way out
    with started_window(game, xserver, timeout=120, env=env) as (proc, window, _):
        assert quit_with_ctrl_q(proc, window, xserver) == 0
    assert saved(folder / "blockpuzzle.ini") == (seed, score)  # the same game, restored
