"""A private X server and the game running on it, for end-to-end tests and
for the README screenshot (tools/screenshot.py)."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@contextlib.contextmanager
def started_window(
    command: list[str], display: str, timeout: float = 60
) -> Iterator[tuple[subprocess.Popen[bytes], str, float]]:
    """Start ``command`` on ``display`` and wait for its window to be mapped:
    (the process, the window id, the seconds it took).  The process is ended
    (by PID) afterwards if it is still running."""
    env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}
    env["XDG_RUNTIME_DIR"] = tempfile.mkdtemp(prefix="bp-runtime-")
    begin = time.perf_counter()
    proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        # Polled rather than `search --sync`: a search that meets a window
        # vanishing under it (Qt maps and drops helper windows at start-up)
        # fails with an X error instead of waiting on.
        deadline = begin + timeout
        window = ""
        while not window:
            if time.perf_counter() > deadline or proc.poll() is not None:
                raise RuntimeError(f"no game window appeared (exit code {proc.poll()})")
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "^Block Puzzle$"],
                env=env, capture_output=True, text=True, timeout=30,
            )  # fmt: skip
            window = found.stdout.split()[0] if found.stdout.split() else ""
            if not window:
                time.sleep(0.02)
        elapsed = time.perf_counter() - begin
        yield proc, window, elapsed
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()


class Xvfb:
    """Xvfb on a free display number, stopped by PID."""

    def __init__(self, size: str = "1024x768x24") -> None:
        read, write = os.pipe()
        self.proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", size, "-nolisten", "tcp"],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            self.proc.kill()
            self.proc.wait()
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)


class App:
    """The game running in its own process on the X server."""

    def __init__(
        self, display: str, scenario: dict, tmp: Path, env: dict[str, str] | None = None
    ) -> None:
        self.display = display
        path = tmp / "scenario.json"
        path.write_text(json.dumps(scenario), encoding="utf-8")
        env = {
            **{k: v for k, v in os.environ.items() if k != "QT_LINUX_ACCESSIBILITY_ALWAYS_ON"},
            "DISPLAY": display,
            "QT_QPA_PLATFORM": "xcb",
            "XDG_CONFIG_HOME": str(tmp / "config"),
            "XDG_RUNTIME_DIR": tempfile.mkdtemp(prefix="bp-runtime-"),
            **(env or {}),
        }
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.e2e.driver", str(path)],
            cwd=ROOT,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        line = self.proc.stdout.readline() if self.proc.stdout else ""
        if not line:
            err = self.proc.stderr.read() if self.proc.stderr else ""
            raise RuntimeError(f"the game did not start: {err[-2000:]}")
        self.geometry = json.loads(line)

    # -- where things are -------------------------------------------------

    def board_xy(self, x: float, y: float) -> tuple[int, int]:
        """Screen pixel of the point (x, y) in board cells."""
        bx, by = self.geometry["board"]
        cell = self.geometry["cell"]
        return round(bx + x * cell), round(by + y * cell)

    def slot_xy(self, slot: int) -> tuple[int, int]:
        x, y = self.geometry["slots"][slot]
        return x, y

    # -- real input -----------------------------------------------------------

    def xdotool(self, *args: object) -> None:
        subprocess.run(
            ["xdotool", *map(str, args)],
            env={**os.environ, "DISPLAY": self.display},
            check=True,
            timeout=20,
        )

    def move(self, x: int, y: int) -> None:
        self.xdotool("mousemove", x, y)

    def glide(self, start: tuple[int, int], end: tuple[int, int], steps: int = 12) -> None:
        """Move the pointer in steps, as a hand does."""
        for i in range(1, steps + 1):
            self.move(
                round(start[0] + (end[0] - start[0]) * i / steps),
                round(start[1] + (end[1] - start[1]) * i / steps),
            )
            time.sleep(0.01)

    def screenshot(self, path: Path) -> Path:
        subprocess.run(
            ["import", "-window", "root", str(path)],
            env={**os.environ, "DISPLAY": self.display},
            check=True,
            timeout=30,
        )
        return path

    def ask(self, command: str) -> dict:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def state(self) -> dict:
        return self.ask("state")

    def wait_state(self, predicate, timeout: float = 10.0) -> dict:  # type: ignore[no-untyped-def]
        """The game's state once ``predicate`` holds for it; the last state
        seen if it never does within ``timeout`` (the caller's assertions
        then say what differs)."""
        deadline = time.monotonic() + timeout
        while True:
            state = self.state()
            if predicate(state) or time.monotonic() > deadline:
                return state
            time.sleep(0.02)

    def screenshot_when(self, predicate, path: Path) -> tuple[dict, Path]:  # type: ignore[no-untyped-def]
        """Wait until the game's state satisfies ``predicate``, have it
        repainted and on the X server, then take the screenshot."""
        state = self.wait_state(predicate)
        assert predicate(state), state
        self.ask("painted")
        return state, self.screenshot(path)

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                assert self.proc.stdin
                self.proc.stdin.write("quit\n")
                self.proc.stdin.flush()
                self.proc.wait(timeout=10)
            except (BrokenPipeError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if stream is not None:
                stream.close()
