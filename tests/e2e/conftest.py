"""A real X server (Xvfb) and real input (xdotool) for end-to-end tests.

Where Xvfb or xdotool is missing these tests skip and say why, except under
CI=true, where a missing dependency fails the run.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from .xsession import App, Xvfb


def need(*tools: str) -> None:
    missing = [t for t in tools if shutil.which(t) is None]
    if not missing:
        return
    why = f"end-to-end test needs {', '.join(missing)} (apt-get install xvfb xdotool imagemagick)"
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
