"""The dialogs that keep their wrapped texts whole (dialogs/wrapping.py)
do so to their very end: one made without a parent and left to Python's
collector hears its last events without an error."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtWidgets import QWidget

from blockpuzzle.dialogs.gamenumber import GameNumberDialog
from blockpuzzle.dialogs.statistics import StatisticsDialog
from blockpuzzle.engine import game_number


def made(kind: str, win) -> QWidget:  # type: ignore[no-untyped-def]
    if kind == "statistics":
        return StatisticsDialog(win.session)
    dialog = GameNumberDialog()
    dialog.ui.numberEdit.setText(game_number("classic", (1 << 40) - 3) or "")
    dialog.ui.showDealButton.click()
    return dialog


@pytest.mark.parametrize("kind", ["play_number", "statistics"])
def test_a_dialog_collected_by_python_ends_without_an_error(win, capfd, kind):
    for _ in range(3):
        dialog = made(kind, win)
        dialog.show()
        dialog.resize(1, dialog.height())  # as narrow as it goes
        # Narrowed, it grew taller to keep its wrapped texts whole.
        need = dialog.layout().totalMinimumHeightForWidth(dialog.width())
        assert dialog.minimumHeight() == need
        dialog.close()
        del dialog
        gc.collect()
    said = capfd.readouterr().err
    assert "Error calling Python override" not in said, said
    assert "Traceback" not in said, said
