"""The tray model: three slots, used ones kept in place."""

from __future__ import annotations

from blockpuzzle.engine import CLASSIC, Game, shape
from blockpuzzle.models.game import GameModel
from blockpuzzle.models.tray import TrayModel, TrayRole

from ..helpers import with_tray


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


def test_each_slot_reads_as_its_number_and_its_piece(qtbot):
    """What a screen reader says on the tray, whole: the number the 1, 2, 3
    keys use, the piece in words, and which one is selected."""
    game = with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar3v"), None)
    model = GameModel(game)
    tray = TrayModel(model)
    model.select(1)
    assert [tray.index(slot).data() for slot in range(3)] == [
        "Piece 1: a single cell",
        "Piece 2: a vertical bar of 3 cells, selected",
        "Piece 3: used",
    ]


def test_only_the_piece_a_drag_carries_is_marked_lifted(qtbot, model):
    """The view leaves the carried piece's slot empty while the drag shows
    it under the pointer: exactly that slot, and none once it is put down."""
    tray = TrayModel(model)
    lifted = lambda: [tray.index(s).data(TrayRole.CARRIED) for s in range(3)]  # noqa: E731
    assert lifted() == [False, False, False]
    with qtbot.waitSignal(tray.dataChanged):
        tray.set_carried(2)
    assert lifted() == [False, False, True] and tray.carried == 2
    tray.set_carried(-1)
    assert lifted() == [False, False, False]


def test_the_tray_is_a_flat_list_and_repaints_whole(qtbot, model):
    """Three items and no children; a placement tells views about all three
    slots (a new deal changes every one)."""
    tray = TrayModel(model)
    assert tray.rowCount() == 3 and tray.rowCount(tray.index(0)) == 0
    changes = []
    tray.dataChanged.connect(lambda first, last, _roles: changes.append((first.row(), last.row())))
    model.place(*model.game.legal_moves()[0])
    assert changes and all(change == (0, 2) for change in changes)
