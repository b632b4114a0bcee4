"""The Statistics dialog: what was played, per mode, and Reset."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QMessageBox

from blockpuzzle.engine import CLASSIC
from blockpuzzle.store.settings import STATS, Settings

from ..helpers import finish


def test_the_statistics_dialog_shows_what_was_played_and_resets(win, tmp_path, qtbot):
    window, model = win, win.model
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

    dialog.ui.resetButton.click()  # asks first, and Cancel keeps everything
    dialog.reset_box.button(QMessageBox.StandardButton.Cancel).click()
    assert dialog.figure("classic", "games").text() == "2"
    dialog.ui.resetButton.click()
    box = dialog.reset_box
    assert box.isVisible() and box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
    box.button(QMessageBox.StandardButton.Reset).click()
    assert dialog.figure("classic", "games").text() == "0"
    assert model.best == model.score  # the live best is this game's again
    assert Settings(tmp_path / "settings.ini").get(STATS["classic"].games) == 0
