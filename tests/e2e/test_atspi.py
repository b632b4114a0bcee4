"""A screen reader's view of the game, through AT-SPI, in a separate process.

The game runs on Xvfb (xcb) with accessibility on, on a private D-Bus
session; Debian's /usr/bin/python3 with pyatspi plays the screen reader.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import need
from .xsession import App

pytestmark = pytest.mark.e2e

CLIENT = Path(__file__).with_name("atspi_client.py")
SYSTEM_PYTHON = "/usr/bin/python3"


def need_atspi() -> None:
    need("dbus-daemon")
    has = Path(SYSTEM_PYTHON).exists() and (
        subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode == 0
    )
    launcher = Path("/usr/libexec/at-spi-bus-launcher").exists() or shutil.which(
        "at-spi-bus-launcher"
    )
    if has and launcher:
        return
    why = (
        "the AT-SPI test needs at-spi2-core and python3-pyatspi "
        "(apt-get install at-spi2-core python3-pyatspi)"
    )
    if os.environ.get("CI") == "true":
        pytest.fail(why + " — and CI must run it")
    pytest.skip(why)


@pytest.fixture
def session_bus(xserver: str) -> Iterator[dict[str, str]]:
    """A private D-Bus session (with the accessibility bus it activates),
    stopped by PID afterwards, its children with it.  The registry it starts
    synthesises key events on the X server, so it gets DISPLAY too."""
    need_atspi()
    runtime = tempfile.mkdtemp(prefix="bp-a11y-")
    os.chmod(runtime, 0o700)
    env = {**os.environ, "XDG_RUNTIME_DIR": runtime, "DISPLAY": xserver}
    out = subprocess.run(
        ["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1", "--nosyslog"],
        capture_output=True, text=True, env=env, check=True, timeout=30,
    )  # fmt: skip
    address, pid = out.stdout.split()[:2]
    try:
        yield {"DBUS_SESSION_BUS_ADDRESS": address, "XDG_RUNTIME_DIR": runtime}
    finally:
        # The accessibility bus launcher and registry were started by this
        # daemon: find them by their environment's bus address, then stop all.
        children = []
        for proc in Path("/proc").iterdir():
            if not proc.name.isdigit():
                continue
            try:
                environ = (proc / "environ").read_bytes()
            except OSError:
                continue
            if f"DBUS_SESSION_BUS_ADDRESS={address}".encode() in environ:
                children.append(int(proc.name))
        for child in [int(pid), *children]:
            with contextlib.suppress(ProcessLookupError):
                os.kill(child, signal.SIGTERM)
        shutil.rmtree(runtime, ignore_errors=True)


def test_a_screen_reader_finds_selects_moves_places_and_reads_the_score(
    xserver, session_bus, tmp_path
):
    board = "\n".join(["........"] * 8)
    app = App(
        xserver,
        {"tray": ["square2", "dot", None], "board": board},
        tmp_path,
        env={**session_bus, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"},
    )
    try:
        # Keyboard focus on the game window (there is no window manager).
        app.move(*app.board_xy(4, 4))
        app.xdotool("search", "--sync", "--name", "Block Puzzle", "windowfocus", "--sync")
        client = subprocess.run(
            [SYSTEM_PYTHON, str(CLIENT), "Right,Right,Down"],
            capture_output=True, text=True, timeout=120,
            env={**os.environ, **session_bus, "DISPLAY": xserver},
        )  # fmt: skip
        assert client.returncode == 0, client.stderr[-3000:] + client.stdout
        seen = json.loads(client.stdout.strip().splitlines()[-1])
        state = app.wait_state(lambda s: s["score"] > 0)
    finally:
        app.close()
    assert seen["tray"][0] == "Piece 1: a 2 by 2 square"
    assert seen["board"] == {"cells": 64}
    assert seen["cell_2_4"] == "row 3, column 5, empty"
    assert seen["unnamed"] == []
    assert seen["tray_after_select"][0] == "Piece 1: a 2 by 2 square, selected"
    # Selecting shows the cursor on (3, 3); right, right, down puts the
    # square's first cell on (4, 5).
    filled = {
        (r, c)
        for r, line in enumerate(state["board"].splitlines())
        for c, ch in enumerate(line)
        if ch != "."
    }
    assert filled == {(4, 5), (4, 6), (5, 5), (5, 6)}
    assert state["score"] == 4
    assert seen["score_text"] == "Score: 4"
    # The placement was announced through the accessibility bus itself.
    assert any(
        text.startswith("Placed at row 5, column 6: a 2 by 2 square. 4 points, score 4.")
        for text in seen["announcements"]
    ), seen["announcements"]
