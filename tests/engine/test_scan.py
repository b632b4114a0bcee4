"""Every shape's compiled fit scan against the definition, and the
placement's fast paths against the rules they stand for."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blockpuzzle.engine import SHAPES, Board
from blockpuzzle.engine import bitboard as bb
from blockpuzzle.engine.board import land
from blockpuzzle.engine.scan import plain_scan, source

ALL = sorted(SHAPES)


def edge_boards() -> list[int]:
    """Boards that find wrap-round and edge mistakes: empty, full, one hole,
    one filled cell, whole rows or columns empty, stripes and a checkerboard."""
    boards = [0, bb.FULL, 0x55AA55AA55AA55AA, 0xAA55AA55AA55AA55]
    boards += [bb.FULL ^ (1 << square) for square in range(64)]
    boards += [1 << square for square in range(64)]
    boards += [bb.FULL ^ mask for mask in bb.ROW_MASKS + bb.COL_MASKS]
    boards += [mask for mask in bb.ROW_MASKS + bb.COL_MASKS]
    return boards


@pytest.mark.parametrize("shape_id", ALL)
def test_each_scan_finds_exactly_the_origins_where_the_shape_fits(shape_id):
    """Bit o of the scan is set exactly where the piece, its top-left on o, is
    wholly on the board and on empty cells (a wrong shift or a missing mask
    lets a piece hang off the edge or wrap into the next row)."""
    shape = SHAPES[shape_id]
    rng = random.Random(shape_id)
    boards = edge_boards() + [rng.getrandbits(64) & rng.getrandbits(64) for _ in range(300)]
    for filled in boards:
        board = Board((filled, *(0,) * 7))
        expected = 0
        for row in range(8):
            for col in range(8):
                cells = [(row + r, col + c) for r, c in shape.cells]
                if all(bb.on_board(r, c) and not filled & bb.bit(r, c) for r, c in cells):
                    expected |= bb.bit(row, col)
        assert board.legal_origins(shape) == expected, (shape_id, bb.to_text(filled))
        assert shape.scan(board.empty) == plain_scan(shape.origins, shape.offsets, board.empty)


@settings(max_examples=2000, deadline=None)
@given(st.integers(0, bb.FULL), st.sampled_from(ALL), st.integers(-2, 9), st.integers(-2, 9))
def test_the_fast_placement_does_what_the_board_does(filled, shape_id, row, col):
    """land() (the coach's and self-play's occupancy-only placement, with
    the carry test for full rows) and Board.place agree on the board after
    and the points, with gravity and without; Board.place on fit and lines,
    and it accepts no origin off the board."""
    shape = SHAPES[shape_id]
    board = Board((filled, *(0,) * 7))
    placement = board.place(shape, row, col)
    on = 0 <= row <= 8 - shape.height and 0 <= col <= 8 - shape.width
    assert board.fits(shape, row, col) == (placement is not None)
    if placement is None:
        assert not (on and not filled & (shape.mask << (row * 8 + col)))
        return
    assert on
    assert land(filled, shape.at[row][col]) == (placement.board.filled, placement.points)
    falling = board.place(shape, row, col, gravity=True)
    assert falling is not None
    assert land(filled, shape.at[row][col], True) == (falling.board.filled, falling.points)
    piece = shape.mask << (row * 8 + col)
    after = filled | piece
    rows = tuple(r for r in range(8) if after & bb.ROW_MASKS[r] == bb.ROW_MASKS[r])
    cols = tuple(c for c in range(8) if after & bb.COL_MASKS[c] == bb.COL_MASKS[c])
    assert (placement.rows, placement.cols) == (rows, cols)


def test_scans_share_work_between_cells():
    """The reason the scans are compiled: a 3×3 square is three runs of
    three, not nine shifts, and a bar of five four steps, not five."""
    square = source(SHAPES["square3"].origins, SHAPES["square3"].cells)
    assert square.count(">>") == 4, square
    bar = source(SHAPES["bar5h"].origins, SHAPES["bar5h"].cells)
    assert bar.count(">>") == 3, bar
