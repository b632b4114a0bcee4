"""The real screen reader, Orca, running headless beside the game: what it
decides to speak is read from its debug log ("SPEECH OUTPUT" lines).

The set-up that works without a sound card (Debian 12's Orca 43, and later):
a private runtime, config, cache and data folder; speech-dispatcher told to
play into ALSA's null device with espeak-ng (the stock set-up never finishes
an utterance without a device, and Orca then blocks inside it); a D-Bus
session; openbox, so that focus comes back to the game after a dialog; Orca
started through ``orca_launcher.py`` so its log is written line by line.
Every process is stopped by PID.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import subprocess
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SYSTEM_PYTHON = "/usr/bin/python3"
SPEECHD_ADDITIONS = """
AudioOutputMethod "alsa"
AudioALSADevice "null"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
"""
# SPEECH OUTPUT: 'the words'{'established': False}  (the dict in later Orcas too)
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'(?:\s*\{[^{}]*\})?\s*$", re.MULTILINE)


def missing() -> list[str]:
    """What this machine lacks to run Orca here."""
    needed = ["orca", "openbox", "dbus-daemon", "speech-dispatcher", "espeak-ng", "xdotool"]
    lacking = [tool for tool in needed if shutil.which(tool) is None]
    if not Path("/etc/speech-dispatcher/speechd.conf").exists():
        lacking.append("speech-dispatcher's configuration")
    if not Path(SYSTEM_PYTHON).exists():
        lacking.append(SYSTEM_PYTHON)
    return lacking


class Orca:
    """Orca on ``display``, in a D-Bus session of its own."""

    def __init__(self, display: str, folder: Path) -> None:
        self.folder = folder
        self.log = folder / "orca.log"
        dirs = {name: folder / name for name in ("runtime", "config", "cache", "data")}
        for path in dirs.values():
            path.mkdir(parents=True, exist_ok=True)
        dirs["runtime"].chmod(0o700)
        speechd = dirs["config"] / "speech-dispatcher"
        shutil.copytree("/etc/speech-dispatcher", speechd, dirs_exist_ok=True)
        with (speechd / "speechd.conf").open("a", encoding="utf-8") as conf:
            conf.write(SPEECHD_ADDITIONS)
        self.env = {
            **os.environ,
            "DISPLAY": display,
            "HOME": str(folder),
            "XDG_RUNTIME_DIR": str(dirs["runtime"]),
            "XDG_CONFIG_HOME": str(dirs["config"]),
            "XDG_CACHE_HOME": str(dirs["cache"]),
            "XDG_DATA_HOME": str(dirs["data"]),
        }
        self.env.pop("QT_LINUX_ACCESSIBILITY_ALWAYS_ON", None)
        out = subprocess.run(
            ["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1",
             "--nosyslog"],
            capture_output=True, text=True, env=self.env, check=True, timeout=30,
        )  # fmt: skip
        self.address, pid = out.stdout.split()[:2]
        self.pids = [int(pid)]  # the bus daemon forked itself: stopped by PID
        self.procs: list[subprocess.Popen[bytes]] = []
        self.env["DBUS_SESSION_BUS_ADDRESS"] = self.address
        self._start(["openbox", "--sm-disable"])
        self._start([SYSTEM_PYTHON, str(HERE / "orca_launcher.py"), "--debug-file", str(self.log)])
        if not any("Screen reader on" in line for line in self.wait_for("Screen reader on", 0, 60)):
            self.stop()
            raise RuntimeError(f"Orca did not start (see {self.log})")

    def _start(self, command: list[str]) -> None:
        self.procs.append(
            subprocess.Popen(
                command, env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
            )
        )

    @property
    def app_env(self) -> dict[str, str]:
        """What the game needs to be heard: the same session and runtime."""
        return {
            "DBUS_SESSION_BUS_ADDRESS": self.address,
            "XDG_RUNTIME_DIR": self.env["XDG_RUNTIME_DIR"],
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        }

    def spoken(self) -> list[str]:
        """Everything Orca has decided to speak so far, in order."""
        try:
            text = self.log.read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            return []
        return [m.group(1) for m in SPEECH.finditer(text)]

    def wait_for(self, fragment: str, since: int = 0, timeout: float = 20) -> list[str]:
        """What was spoken from ``since`` on, once ``fragment`` has been."""
        deadline = time.monotonic() + timeout
        while True:
            said = self.spoken()[since:]
            if any(fragment in line for line in said) or time.monotonic() > deadline:
                return said
            time.sleep(0.1)

    def settle(self, since: int = 0, quiet: float = 1.0, timeout: float = 30) -> list[str]:
        """What was spoken from ``since`` on, once Orca has been idle for
        ``quiet`` seconds: its log (every event it receives and handles)
        has not grown.  Not silence alone: a slow Orca works through a cursor
        move's dozen events for seconds without a word, then speaks."""
        deadline = time.monotonic() + timeout
        size, still = -1, time.monotonic()
        while time.monotonic() < deadline:
            try:
                now = self.log.stat().st_size
            except FileNotFoundError:
                now = 0
            if now != size:
                size, still = now, time.monotonic()
            elif time.monotonic() - still >= quiet:
                break
            time.sleep(0.1)
        return self.spoken()[since:]

    def key(self, *keys: str) -> None:
        subprocess.run(["xdotool", "key", *keys], env=self.env, check=True, timeout=20)

    def hold(self, modifier: str, key: str) -> None:
        """``key`` while ``modifier`` is held, as a person presses Alt+H: the
        modifier down a moment before and up a moment after (``key
        alt+h`` in one go opened the menu only now and then under Orca)."""
        for command in (["keydown", modifier], ["key", key], ["keyup", modifier]):
            subprocess.run(["xdotool", *command], env=self.env, check=True, timeout=20)
            time.sleep(0.15)

    def activate(self, window: str) -> None:
        """Give ``window`` the focus, through the window manager."""
        subprocess.run(["xdotool", "windowactivate", window], env=self.env, timeout=20)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            active = subprocess.run(
                ["xdotool", "getactivewindow"], env=self.env, capture_output=True, text=True
            ).stdout.strip()
            if active == window:
                return
            time.sleep(0.1)

    def window_of(self, title: str = "^Block Puzzle$", timeout: float = 30) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", title],
                env=self.env, capture_output=True, text=True,
            ).stdout.split()  # fmt: skip
            if found:
                return found[0]
            time.sleep(0.1)
        raise RuntimeError("the game window did not appear")

    def stop(self) -> None:
        # The accessibility bus, its registry and speech-dispatcher were
        # started inside this session: find them by its address, stop all.
        children = []
        for proc in Path("/proc").iterdir():
            if not proc.name.isdigit():
                continue
            with contextlib.suppress(OSError):
                if (
                    f"DBUS_SESSION_BUS_ADDRESS={self.address}".encode()
                    in (proc / "environ").read_bytes()
                ):
                    children.append(int(proc.name))
        for proc in reversed(self.procs):
            proc.terminate()
        for proc in self.procs:
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        for pid in [*self.pids, *children]:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGTERM)
