"""The tray model: three slots, used ones kept in place."""

from __future__ import annotations

from blockpuzzle.models.tray import TrayModel, TrayRole


def test_tray_model_shows_used_slots_in_place(qtbot, model):
    tray = TrayModel(model)
    first = model.game.tray
    model.place(0, 0, 0)
    assert tray.rowCount() == 3
    assert tray.index(0).data(TrayRole.SHAPE) is None
    assert tray.index(1).data(TrayRole.SHAPE) == first[1]
    assert tray.index(0).data() == "Piece 1: used"
    assert tray.index(1).data().startswith("Piece 2: ")
    model.select(1)
    assert tray.index(1).data(TrayRole.SELECTED)
    assert tray.index(1).data().endswith(", selected")
