"""A private X server and the game running on it, for end-to-end tests and
for the README screenshot (tools/screenshot.py)."""

from __future__ import annotations

import collections
import contextlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@contextlib.contextmanager
def started_window(
    command: list[str],
    display: str,
    timeout: float = 60,
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
    said: list[bytes] | None = None,
    title: str = "^Block Puzzle$",
) -> Iterator[tuple[subprocess.Popen[bytes], str, float]]:
    """Start ``command`` on ``display`` (with ``env`` added to the
    environment, in the folder ``cwd``) and wait for its window (named as
    ``title`` matches) to be mapped: (the process, the window id, the
    seconds it took).  Every line it writes to its error output is added
    to ``said``, where given.  The process is ended (by PID) afterwards if
    it is still running."""
    extra = env or {}
    env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}
    env["XDG_RUNTIME_DIR"] = tempfile.mkdtemp(prefix="bp-runtime-")
    env.update(extra)
    begin = time.perf_counter()
    proc = subprocess.Popen(
        command, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    # What the program says on stderr, its last lines kept for the error
    # below, read all along so that it never waits on a full pipe (a pipe,
    # not a file: Wine gives a Windows program no standard handle for a
    # file opened here, "init_sys_streams: ... Invalid handle").
    tail: collections.deque[bytes] = collections.deque(maxlen=40)
    every = said if said is not None else tail
    stderr = proc.stderr
    assert stderr is not None

    def drain() -> None:
        # Closed here, at its end: a program the game started may hold the
        # pipe open after the game, and a close under a read would wait.
        with stderr:
            for line in stderr:
                tail.append(line)
                if every is not tail:
                    every.append(line)

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    try:
        # Polled rather than `search --sync`: a search that meets a window
        # vanishing under it (Qt maps and drops helper windows at start-up)
        # fails with an X error instead of waiting on.
        deadline = begin + timeout
        window = ""
        while not window:
            if time.perf_counter() > deadline or proc.poll() is not None:
                reader.join(timeout=5)
                last = b"".join(tail).decode(errors="replace")
                raise RuntimeError(f"no game window appeared (exit code {proc.poll()}):\n{last}")
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", title],
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
        reader.join(timeout=5)


def built(pattern: str, how: str) -> Path:
    """What packaging/build.py made in dist/ (the last match of
    ``pattern``); skipped, or under CI=true failed, when it is not there."""
    found = sorted((ROOT / "dist").glob(pattern))
    if not found:
        why = f"nothing like {pattern} in dist/: build it with `{how}`"
        if os.environ.get("CI") == "true":
            pytest.fail(why + " — .ci/run builds it before the tests")
        pytest.skip(why)
    return found[-1]


def quit_with_ctrl_q(proc: subprocess.Popen[bytes], window: str, display: str) -> int:
    """Ctrl+Q typed into the game's window; the exit code."""
    subprocess.run(
        ["xdotool", "windowfocus", "--sync", window, "key", "--clearmodifiers", "ctrl+q"],
        env={**os.environ, "DISPLAY": display}, check=True, timeout=30,
    )  # fmt: skip
    return proc.wait(timeout=30)


def finished_games(history: Path) -> int:
    """Games in the history database that ended with no piece fitting."""
    if not history.exists():
        return 0
    try:
        with sqlite3.connect(f"file:{history}?mode=ro", uri=True) as db:
            return db.execute("SELECT count(*) FROM games WHERE ending = 'over'").fetchone()[0]
    except sqlite3.Error:
        return 0  # being written: asked again on the next round


def play_to_the_end(
    proc: subprocess.Popen[bytes], window: str, settings: Path, env: dict[str, str]
) -> set[str]:
    """A whole game with real keys: each piece in turn (1, 2, 3), jumped to
    the first place it fits (F) and placed (Return), until the history
    beside ``settings`` holds a finished game.  Returns the sound streams
    the sound server reported meanwhile (none without ``pactl``)."""
    subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, check=True)
    history = settings.with_name(settings.stem + ".history.sqlite")
    streams: set[str] = set()
    rounds = 0
    while finished_games(history) == 0:
        rounds += 1
        assert proc.poll() is None, f"the game quit (exit code {proc.poll()})"
        assert rounds <= 60, "the game did not end"
        for slot in "123":
            subprocess.run(
                ["xdotool", "key", "--delay", "30", slot, "f", "Return"],
                env=env, check=True, timeout=30,
            )  # fmt: skip
            if shutil.which("pactl"):
                sinks = subprocess.run(
                    ["pactl", "list", "short", "sink-inputs"],
                    env=env, capture_output=True, text=True,
                )  # fmt: skip
                streams.update(line for line in sinks.stdout.splitlines() if line.strip())
        time.sleep(0.2)
    return streams


class Xvfb:
    """Xvfb on a free display number, stopped by PID.

    ``-noreset``: by default the server resets itself when its last client
    leaves, and a program connecting during the reset is refused ("could not
    connect to display"); between two tests, one game killed and the next
    started, that happened now and then."""

    def __init__(self, size: str = "1024x768x24") -> None:
        read, write = os.pipe()
        self.proc = subprocess.Popen(
            [
                "Xvfb",
                "-displayfd",
                str(write),
                "-screen",
                "0",
                size,
                "-nolisten",
                "tcp",
                "-noreset",
            ],
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
        self,
        display: str,
        scenario: dict,
        tmp: Path,
        env: dict[str, str] | None = None,
        python: Sequence[str] = (sys.executable,),
    ) -> None:
        """``python`` runs the driver: this Python, or Windows' under Wine
        (with ``env`` to match)."""
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
            [*python, "-m", "tests.e2e.driver", str(path)],
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
