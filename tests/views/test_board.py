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


def cell_colours(win, cells):  # type: ignore[no-untyped-def]
    """The colour at the middle of each board cell (row, col), as drawn."""
    view = win.board_view
    image = view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    found = {}
    for row, col in cells:
        point = view.viewport().mapFrom(win, board_point(win, col + 0.5, row + 0.5))
        found[(row, col)] = image.pixelColor(round(point.x() * ratio), round(point.y() * ratio))
    return found


def test_the_ghost_fills_the_cells_where_the_piece_fits_and_only_those(win, qtbot):
    """Aimed where it fits, the piece's cells take the ghost's colour and
    the rest of the board stays as it was; aimed where it does not fit, it
    is only outlined: the pieces under it stay in sight."""
    board = Board.from_text("1.......\n" + "........\n" * 7)
    win.model.load_game(with_tray(Game(CLASSIC, 1), shape("square2"), None, None, board=board))
    win.resize(600, 800)
    win.show()
    qtbot.waitExposed(win)
    cells = [(0, 0), (1, 1), (3, 3), (3, 4), (4, 3), (4, 4), (6, 6), (7, 7)]
    before = cell_colours(win, cells)
    assert before[(0, 0)] != before[(1, 1)]  # a piece, an empty cell
    win.model.aim(0, 3, 3)
    aimed = cell_colours(win, cells)
    ghost = {aimed[c].name() for c in [(3, 3), (3, 4), (4, 3), (4, 4)]}
    assert len(ghost) == 1 and ghost != {before[(3, 3)].name()}
    assert {c: aimed[c] for c in [(0, 0), (1, 1), (6, 6), (7, 7)]} == {
        c: before[c] for c in [(0, 0), (1, 1), (6, 6), (7, 7)]
    }
    win.model.aim(0, 0, 0)  # over the piece at (0, 0): does not fit
    missed = cell_colours(win, cells)
    assert missed == before


def test_the_ghosts_own_cells_keep_its_colour_on_a_line_it_would_clear(win, qtbot):
    """Row 4 full but for columns 4 and 5, and the square aimed there: the
    row is marked (veiled and hatched), but the square's own two cells in
    it keep the ghost's colour under the hatch, like its two cells below."""
    from collections import Counter

    from PySide6.QtGui import QColor

    board = Board.from_text("........\n" * 3 + "111..111\n" + "........\n" * 4)
    win.model.load_game(with_tray(Game(CLASSIC, 1), shape("square2"), None, None, board=board))
    win.resize(600, 800)
    win.show()
    qtbot.waitExposed(win)
    win.model.aim(0, 3, 3)
    view = win.board_view
    image = view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    cell = view.viewport().mapFrom(win, board_point(win, 1, 0)).x() - view.viewport().mapFrom(
        win, board_point(win, 0, 0)).x()  # fmt: skip

    def most(row: int, col: int) -> QColor:
        """The commonest colour over the middle half of the cell, the
        hatch's lines (black or white, a grey) left out."""
        corner = view.viewport().mapFrom(win, board_point(win, col, row))
        seen = Counter(
            image.pixelColor(round((corner.x() + cell * fx / 8) * ratio),
                             round((corner.y() + cell * fy / 8) * ratio)).name()
            for fx in range(2, 7) for fy in range(2, 7)
        )  # fmt: skip
        return next(QColor(c) for c, _n in seen.most_common() if QColor(c).hslSaturation() > 0)

    below = most(4, 3)  # the ghost, on no line
    for col in (3, 4):
        own = most(3, col)
        assert abs(own.hslHue() - below.hslHue()) <= 6, (col, own.name(), below.name())
        assert abs(own.lightness() - below.lightness()) <= 40, (col, own.name(), below.name())
    veiled = most(3, 0)  # a filled cell of the row: veiled, another look
    assert veiled.name() != below.name()
