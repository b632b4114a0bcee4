"""Widget tests run offscreen; the end-to-end tests start their own X server."""

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if sys.platform == "win32":
    # Qt's offscreen platform on Windows looks for fonts in its own folder,
    # which the wheels leave empty: the system's instead.
    os.environ.setdefault(
        "QT_QPA_FONTDIR", os.path.join(os.environ.get("WINDIR", r"C:\Windows"), "Fonts")
    )
# A test must never read or write the player's real settings, nor leave
# single-instance locks in the player's runtime folder; the run's own
# folders go when it ends.
for _variable, _name in (("XDG_CONFIG_HOME", "config"), ("XDG_RUNTIME_DIR", "runtime")):
    os.environ[_variable] = tempfile.mkdtemp(prefix=f"blockpuzzle-test-{_name}-")
    atexit.register(shutil.rmtree, os.environ[_variable], ignore_errors=True)
# The texts tests read are the English ones, whatever this machine speaks.
os.environ["LANGUAGE"] = "en"

from blockpuzzle.engine import CLASSIC, Game

from .helpers import Children, open_window


@pytest.fixture
def win(qtbot, tmp_path):
    """The game window as the game builds it (settings file, session,
    preferences, translations), shown, playing Classic from seed 1."""
    return open_window(qtbot, tmp_path / "settings.ini", Game(CLASSIC, seed=1))


@pytest.fixture
def children() -> Iterator[Callable[..., subprocess.Popen]]:
    """``subprocess.Popen`` for a test, every child it starts ended when the
    test ends, however it ends (a failed assertion included): none is left
    running after the suite."""
    started = Children()
    yield started.start
    started.end_all()
