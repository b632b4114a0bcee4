"""The engine against the plain oracle, on 2,000 random boards × every shape."""

import random

import pytest

from blockpuzzle.engine import ARCADE_SHAPES, NUM_COLOURS, Board
from blockpuzzle.engine import bitboard as bb
from blockpuzzle.engine.board import land

from . import oracle

BOARDS = 2000


def random_board(rng: random.Random) -> Board:
    density = rng.random() * 0.95
    layers = [0] * NUM_COLOURS
    for square in range(bb.CELLS):
        if rng.random() < density:
            layers[rng.randrange(NUM_COLOURS)] |= 1 << square
    return Board(tuple(layers))


def origins_of(bits: int) -> set[tuple[int, int]]:
    return set(bb.cells(bits))


@pytest.mark.parametrize("chunk", range(4))
def test_engine_agrees_with_the_oracle(chunk):
    rng = random.Random(20261130 + chunk)
    for n in range(BOARDS // 4):
        board = random_board(rng)
        grid = oracle.grid_of(board)
        for piece in ARCADE_SHAPES:
            cells = list(piece.cells)
            legal = oracle.legal_origins(grid, cells)
            assert origins_of(board.legal_origins(piece)) == legal, (board, piece)
            assert board.fits_anywhere(piece) == bool(legal)
            if n % 20 == 0:  # one fit test per origin, on and around the board
                around = range(-1, bb.SIZE + 1)
                fits = {(r, c) for r in around for c in around if board.fits(piece, r, c)}
                assert fits == legal, (board, piece)
            tries = rng.sample(sorted(legal), min(2, len(legal)))
            tries.append((rng.randrange(-2, 9), rng.randrange(-2, 9)))
            for row, col in tries:
                gravity = rng.random() < 0.5
                mine = board.place(piece, row, col, gravity)
                theirs = oracle.place(grid, cells, piece.colour, row, col, gravity)
                if theirs is None:
                    assert mine is None
                    continue
                g, rows, cols, points = theirs
                assert mine is not None
                # Occupancy alone, as the coach and self-play use it.
                filled = sum(1 << (r * 8 + c) for r in range(8) for c in range(8) if g[r][c])
                assert land(board.filled, piece.at[row][col], gravity) == (filled, points)
                assert (list(mine.rows), list(mine.cols), mine.points) == (rows, cols, points)
                assert oracle.grid_of(mine.board) == g, (board, piece, row, col, gravity)
