"""Where a piece lands for a pointer or a tap: SPEC §2 as arithmetic.

Coordinates are in cell units from the board's top-left corner, so the view
only has to divide by its cell size.
"""

from __future__ import annotations

import math

from .shapes import Shape


def lift_origin(shape: Shape, x: float, y: float) -> tuple[int, int]:
    """The top-left cell of a dragged piece with the pointer at (x, y).

    The piece's bottom row is the row above the pointer's, and it is centred
    on the pointer: odd widths on its column, even widths on the nearest grid
    line.  One rule for every shape.
    """
    bottom = math.floor(y) - 1
    left = math.floor(x - shape.width / 2 + 0.5)
    return bottom - shape.height + 1, left


def tap_origin(shape: Shape, row: int, col: int) -> tuple[int, int]:
    """The top-left cell that puts the piece's first filled cell (reading
    order) on the tapped cell."""
    anchor_row, anchor_col = shape.anchor
    return row - anchor_row, col - anchor_col
