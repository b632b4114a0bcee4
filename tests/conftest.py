"""Widget tests run offscreen; the end-to-end tests start their own X server.

Nothing of Qt is imported here until a test asks for it (its fixtures
import the window's helpers): the engine's and the coach's tests run in an
environment without PySide6 (``.ci/run`` proves it)."""

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
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="blockpuzzle-test-config-")
os.environ["XDG_RUNTIME_DIR"] = tempfile.mkdtemp(prefix="blockpuzzle-test-runtime-")
# The texts tests read are the English ones, whatever this machine speaks.
os.environ["LANGUAGE"] = "en"

from blockpuzzle.engine import CLASSIC, Game

atexit.register(shutil.rmtree, os.environ["XDG_CONFIG_HOME"], ignore_errors=True)
atexit.register(shutil.rmtree, os.environ["XDG_RUNTIME_DIR"], ignore_errors=True)


@pytest.fixture(autouse=True)
def _windows_deleted() -> Iterator[None]:
    """Each test's windows end with it. pytest-qt closes them and asks Qt to
    delete them later, but "later" is the next event loop, which may be tests
    away: meanwhile a closed window's translators (a language chosen in its
    Preferences) still speak in the next test. Deleted here, after pytest-qt
    closed them."""
    yield
    if "PySide6.QtCore" in sys.modules:
        from PySide6.QtCore import QCoreApplication, QEvent, QLocale

        if QCoreApplication.instance() is not None:
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        # A language chosen (lang/translations.py) is also Qt's default
        # locale, which outlives the window: "9,0" for "9.0" tests away.
        QLocale.setDefault(QLocale.system())


@pytest.fixture
def win(qtbot, tmp_path):
    """The game window as the game builds it (settings file, session,
    preferences, translations), shown, playing Classic from seed 1."""
    from .helpers import open_window

    return open_window(qtbot, tmp_path / "settings.ini", Game(CLASSIC, seed=1))


@pytest.fixture
def children() -> Iterator[Callable[..., subprocess.Popen]]:
    """``subprocess.Popen`` for a test, every child it starts ended when the
    test ends, however it ends (a failed assertion included): none is left
    running after the suite."""
    from .helpers import Children

    started = Children()
    yield started.start
    started.end_all()
