"""The Statistics dialog: what was played, per mode, and Reset."""

from __future__ import annotations

import random

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from blockpuzzle.engine import CLASSIC
from blockpuzzle.store.settings import STATS, Settings
from blockpuzzle.window.mainwindow import MainWindow

from ..helpers import finish, session_at


def test_the_statistics_dialog_shows_what_was_played_and_resets(tmp_path, qtbot):
    model, session = session_at(tmp_path / "s.ini", qtbot)
    window = MainWindow(model, session)
    qtbot.addWidget(window)
    rng = random.Random(4)
    finish(model, rng)
    first = model.score
    model.new_game(CLASSIC, seed=108)
    finish(model, rng)
    window.action("statistics").trigger()
    dialog = window.statistics_dialog
    assert dialog.isVisible()
    assert dialog.figure("classic", "games").text() == "2"
    assert dialog.figure("classic", "best").text() == str(max(first, model.score))
    assert dialog.figure("arcade", "games").text() == "0"
    average = (first + model.score) / 2
    assert dialog.figure("classic", "average_score").text() == f"{average:.1f}"

    def confirm():
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        box.button(QMessageBox.StandardButton.Reset).click()

    QTimer.singleShot(0, confirm)
    assert dialog.confirm_reset()
    assert dialog.figure("classic", "games").text() == "0"
    assert model.best == model.score  # the live best is this game's again
    assert Settings(tmp_path / "s.ini").get(STATS["classic"].games) == 0
