"""The board view's tap path: click a piece, then a cell (real mouse events, offscreen)."""

from __future__ import annotations

from blockpuzzle.engine import CLASSIC, Board, Game, shape
from blockpuzzle.models.game import Ghost

from ..helpers import board_point, click, ghost, load, move_to, slot_point, with_tray


def test_click_a_piece_then_a_cell_places_it_by_its_first_cell(win, qtbot):
    load(win, with_tray(Game(CLASSIC, 1), shape("corner2_br"), shape("dot"), None))
    click(win, slot_point(win, 0))
    assert win.model.selected == 0
    # Hover shows the same ghost as the click will place.
    move_to(win, board_point(win, 2.5, 2.5))
    expected = shape("corner2_br").mask << (2 * 8 + 1)  # first cell (0,1) on (2,2)
    assert ghost(win, Ghost.FITS) == expected
    with qtbot.waitSignal(win.model.placed):
        click(win, board_point(win, 2.5, 2.5))
    assert win.model.game.board.filled == expected
    assert win.model.selected == -1


def test_a_failed_click_keeps_the_selection_and_a_second_tap_deselects(win):
    board = Board.from_text("1.......\n" + "........\n" * 7)
    load(win, with_tray(Game(CLASSIC, 1), shape("square2"), shape("dot"), None, board=board))
    click(win, slot_point(win, 0))
    click(win, board_point(win, 0.5, 0.5))
    assert win.model.selected == 0
    assert win.model.game.board.filled == 1
    click(win, slot_point(win, 0))
    assert win.model.selected == -1
