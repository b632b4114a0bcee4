import math

import pytest

from blockpuzzle.engine import ARCADE_SHAPES, lift_origin, shape, tap_origin


@pytest.mark.parametrize("width", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("col", range(8))
def test_lift_rule_for_every_width_and_column(width, col):
    piece = shape("dot" if width == 1 else f"bar{width}h")
    # Pointer in the middle of cell (5, col): the bar sits on row 4.
    row, left = lift_origin(piece, col + 0.5, 5.5)
    assert row == 4
    # Odd widths centre on the pointer's column; even widths on the grid line
    # nearest the pointer, which in the middle of a cell is its left line
    # when the pointer is left of centre … here exactly the formula of SPEC §2.
    assert left == math.floor(col + 0.5 - width / 2 + 0.5)
    if width % 2:
        assert left + width // 2 == col


@pytest.mark.parametrize(
    ("x", "expected_left"),
    [(3.1, 2), (3.49, 2), (3.5, 3), (3.9, 3), (4.0, 3)],
)
def test_even_widths_snap_to_the_nearest_grid_line(x, expected_left):
    # A 2-wide bar: its middle is the grid line nearest the pointer.
    assert lift_origin(shape("bar2h"), x, 2.5)[1] == expected_left


@pytest.mark.parametrize("piece", ARCADE_SHAPES, ids=lambda s: s.id)
def test_bottom_row_is_one_above_the_pointer_for_every_shape(piece):
    for y in (0.2, 3.7, 7.99, 8.5):
        row, _ = lift_origin(piece, 4.0, y)
        assert row + piece.height - 1 == math.floor(y) - 1


def test_pointer_one_row_under_the_board_puts_the_bottom_on_row_7():
    row, _ = lift_origin(shape("square3"), 4.5, 8.2)
    assert row + 2 == 7


@pytest.mark.parametrize("piece", ARCADE_SHAPES, ids=lambda s: s.id)
def test_tap_puts_the_first_filled_cell_on_the_tapped_cell(piece):
    row, col = tap_origin(piece, 4, 4)
    first = piece.cells[0]
    assert (row + first[0], col + first[1]) == (4, 4)
    # … and it is the topmost, then leftmost, cell.
    assert first == min(piece.cells)
