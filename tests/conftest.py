"""Widget tests run offscreen; the end-to-end tests start their own X server."""

import os
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# A test must never read or write the player's real settings.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="blockpuzzle-test-config-")

from blockpuzzle.engine import CLASSIC, Game
from blockpuzzle.mainwindow import MainWindow


@pytest.fixture
def win(qtbot):
    """The real game window, shown, playing Classic from seed 1."""
    window = MainWindow()
    window.model.load_game(Game(CLASSIC, seed=1))
    qtbot.addWidget(window)
    window.resize(480, 640)
    window.show()
    qtbot.waitExposed(window)
    return window
