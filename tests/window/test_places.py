"""Dialogs reopen where the player left them — in the same session and the
next — but always on a screen and never larger than it (window/places.py)."""

from __future__ import annotations

import random
import sqlite3

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from blockpuzzle.app import create_window
from blockpuzzle.engine import CLASSIC, Game
from blockpuzzle.store.settings import DIALOG_PLACES, Settings

from ..helpers import open_window

# The command that opens each dialog, and the window's attribute for it.
OPENED = {
    "help": ("how_to_play", "help_dialog"),
    "dealing": ("how_dealing_works", "dealing_dialog"),
    "coach": ("how_the_coach_judges", "coach_dialog"),
    "statistics": ("statistics", "statistics_dialog"),
    "review": ("review_last", "review_window"),
}


def play_to_the_end(win):  # type: ignore[no-untyped-def]
    """A whole game, so that there is one to review."""
    rng = random.Random(7)
    win.model.load_game(Game(CLASSIC, 7))
    while not win.model.game.over:
        win.model.place(*rng.choice(win.model.game.legal_moves()))


def opened(win, name):  # type: ignore[no-untyped-def]
    command, attribute = OPENED[name]
    win.action(command).trigger()
    QApplication.processEvents()
    return getattr(win, attribute)


@pytest.mark.parametrize("name", sorted(OPENED))
def test_a_dialog_reopens_where_it_was_left_in_this_session_and_the_next(qtbot, tmp_path, name):
    """Left by its title bar's close button (a close event)."""
    path = tmp_path / "s.ini"
    win = open_window(qtbot, path)
    play_to_the_end(win)
    available = QGuiApplication.primaryScreen().availableGeometry()
    dialog = opened(win, name)
    minimum = dialog.minimumSizeHint()
    left = QRect(available.x() + 23, available.y() + 31,
                 max(minimum.width(), 420) + 7, max(minimum.height(), 380) + 5)  # fmt: skip
    dialog.setGeometry(left)
    QApplication.processEvents()
    left = dialog.geometry()
    dialog.close()
    QApplication.processEvents()
    again = opened(win, name)
    assert again.geometry() == left
    again.close()
    win.close()
    assert Settings(path).get(DIALOG_PLACES[name])
    # The next session, from the file (a copy: the first window still holds
    # its own until the test ends).
    (tmp_path / "copy.ini").write_bytes(path.read_bytes())
    # The history too (the game the review shows), as SQLite copies it.
    with (
        sqlite3.connect(tmp_path / "s.history.sqlite") as source,
        sqlite3.connect(tmp_path / "copy.history.sqlite") as copy,
    ):
        source.backup(copy)
    later = create_window(tmp_path / "copy.ini")
    assert later is not None
    qtbot.addWidget(later)
    later.show()
    qtbot.waitExposed(later)
    reopened = opened(later, name)
    assert reopened.geometry() == left
    reopened.close()  # the review's analysis ends with it


@pytest.mark.parametrize("name", ["statistics", "help"])  # kept hidden; built anew
def test_a_dialog_left_off_the_screens_or_larger_comes_back_whole(qtbot, tmp_path, name):
    win = open_window(qtbot, tmp_path / "s.ini")
    available = QGuiApplication.primaryScreen().availableGeometry()
    dialog = opened(win, name)
    # On a second monitor since unplugged, and larger than this screen.
    dialog.setGeometry(QRect(available.right() + 500, available.y() + 40,
                             available.width() + 300, available.height() + 200))  # fmt: skip
    QApplication.processEvents()
    dialog.close()
    QApplication.processEvents()
    again = opened(win, name)
    frame = again.frameGeometry()
    # Whole on the screen, its title bar too, at a size the screen has room
    # for (geometry.dialog_size) and never less than the dialog needs.
    assert available.contains(frame), (frame, available)
    assert again.width() <= 0.9 * available.width() and again.height() <= 0.9 * available.height()
    assert again.width() >= 0.9 * available.width() - 1  # as large as it may be: it was larger
    minimum = again.minimumSizeHint()
    assert again.width() >= minimum.width() and again.height() >= minimum.height()
    again.close()


@pytest.mark.parametrize("name", sorted(OPENED))
def test_a_dialog_left_with_esc_or_its_own_button_reopens_where_it_was(qtbot, tmp_path, name):
    """Esc and a dialog's own Close button hide it without a close event:
    its place is kept all the same."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    win = open_window(qtbot, tmp_path / "s.ini")
    play_to_the_end(win)
    available = QGuiApplication.primaryScreen().availableGeometry()
    for turn, leave in enumerate(("esc", "hide")):
        dialog = opened(win, name)
        minimum = dialog.minimumSizeHint()
        left = QRect(available.x() + 40 + 9 * turn, available.y() + 50 + 7 * turn,
                     max(minimum.width(), 420) + 3 * turn, max(minimum.height(), 380))  # fmt: skip
        dialog.setGeometry(left)
        QApplication.processEvents()
        left = dialog.geometry()
        if leave == "esc":
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
        else:
            dialog.hide()  # as accept(), reject() and a Close button do
        QApplication.processEvents()
        again = opened(win, name)
        assert again.geometry() == left, leave
        again.hide()
