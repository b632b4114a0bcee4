"""A real X server (Xvfb) and real input (xdotool) for end-to-end tests.

Where Xvfb or xdotool is missing these tests skip and say why, except under
CI=true, where a missing dependency fails the run.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

# The review's shared check asserts in a module of its own: pytest explains
# its failures as it does a test's.
pytest.register_assert_rewrite("tests.e2e.reviewing")

from .xsession import App, Xvfb  # noqa: E402


def need(*tools: str, packages: str = "xvfb xdotool imagemagick") -> None:
    """Skip (under CI=true, fail) unless every one of ``tools`` is on the
    path; ``packages``, what apt installs them from (.ci/run lists all)."""
    missing = [t for t in tools if shutil.which(t) is None]
    if not missing:
        return
    why = f"end-to-end test needs {', '.join(missing)} (apt-get install {packages})"
    if os.environ.get("CI") == "true":
        pytest.fail(why + " — and CI must run it")
    pytest.skip(why)


@pytest.fixture(scope="session")
def xserver() -> Iterator[str]:
    """A private Xvfb display, stopped (by PID) at the end of the session."""
    need("Xvfb", "xdotool", "import")
    server = Xvfb()
    try:
        yield server.display
    finally:
        server.stop()


@pytest.fixture
def launch(xserver: str, tmp_path: Path) -> Iterator:  # type: ignore[type-arg]
    apps: list[App] = []

    def start(scenario: dict) -> App:
        app = App(xserver, scenario, tmp_path)
        apps.append(app)
        return app

    yield start
    for app in apps:
        app.close()


SYSTEM_PYTHON = "/usr/bin/python3"


def need_atspi() -> None:
    need("dbus-daemon", packages="dbus")
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


@pytest.fixture
def sound_server(session_bus: dict[str, str]) -> Iterator[dict[str, str]]:
    """A PulseAudio server with a null sink in the session's runtime folder
    (where the game looks for it), stopped by PID afterwards."""
    need("pulseaudio", "pactl", packages="pulseaudio pulseaudio-utils")
    env = {**os.environ, **session_bus}
    server = subprocess.Popen(
        ["pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "--disallow-exit", "-n",
         "--use-pid-file=no", "-L", "module-null-sink", "-L", "module-native-protocol-unix"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        for _ in range(100):
            if subprocess.run(["pactl", "info"], env=env, capture_output=True).returncode == 0:
                break
            time.sleep(0.1)
        else:
            raise RuntimeError("PulseAudio did not start")
        yield session_bus
    finally:
        server.terminate()
        server.wait(timeout=10)
