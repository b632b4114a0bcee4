"""What a mistake was about: the theme of a position to practise.

The review's verdict says how much a move gave up; the theme says what the
better move saw, from the two boards they leave, so that Practice can group
positions and a player can see which kind they keep missing.  The first of
these that holds is the theme:

==========  ===========================================================
order       after the move no order of the tray's other pieces fits,
            while after the best move they do: the order of the pieces
            matters
lines       the best move clears two lines or more at once, the move
            fewer
square      the 3×3 square fits somewhere after the best move, nowhere
            after the move: keep room for the 3×3
holes       the move leaves more single holes (an empty cell whose four
            sides are filled or the edge) than the best move
big         the best move places the biggest piece of the tray, the move
            a smaller one: the big piece first
room        otherwise: the best move keeps more room for the next pieces
==========  ===========================================================
"""

from __future__ import annotations

from ..engine import SHAPES, Move, Rules, turned
from ..engine.board import land
from ..engine.game import GameState
from .review import Judged

THEMES = ("order", "lines", "square", "holes", "big", "room")

_FULL = (1 << 64) - 1
_NOT_COL0 = _FULL & ~0x0101010101010101
_NOT_COL7 = _FULL & ~(0x0101010101010101 << 7)


def single_holes(filled: int) -> int:
    """The empty cells of ``filled`` whose four sides are each filled or
    the board's edge."""
    empty = _FULL & ~filled
    # An empty neighbour on each side, where there is one.
    left = (empty << 1) & _NOT_COL0
    right = (empty >> 1) & _NOT_COL7
    up = (empty << 8) & _FULL
    down = empty >> 8
    return (empty & ~(left | right | up | down)).bit_count()


def _after(rules: Rules, state: GameState, move: Move) -> tuple[int, int, int]:
    """(board after, lines cleared, cells of the piece) of ``move`` in ``state``."""
    piece = state.tray[move.slot]
    assert piece is not None
    shape = turned(piece, move.turns)
    cells = shape.mask << (move.row * 8 + move.col)
    filled = state.board.filled
    after, _points = land(filled, cells, rules.gravity)
    return after, _lines(filled | cells), len(shape.cells)


def _lines(filled: int) -> int:
    """How many rows and columns of ``filled`` are full."""
    rows = sum(((filled >> (8 * r)) & 0xFF) == 0xFF for r in range(8))
    cols = sum(all(filled >> (8 * r + c) & 1 for r in range(8)) for c in range(8))
    return rows + cols


def theme(rules: Rules, state: GameState, judged: Judged) -> str:
    """The theme of the mistake ``judged`` made in ``state`` (see the
    module's table)."""
    if judged.fatal:
        return "order"
    mine, my_lines, my_cells = _after(rules, state, judged.move)
    best, best_lines, best_cells = _after(rules, state, judged.best)
    if best_lines >= 2 and my_lines < best_lines:
        return "lines"
    square = SHAPES["square3"]
    if square in rules.catalog and square.scan(_FULL & ~best) and not square.scan(_FULL & ~mine):
        return "square"
    if single_holes(mine) > single_holes(best):
        return "holes"
    biggest = max(len(p.cells) for p in state.tray if p is not None)
    if best_cells == biggest and my_cells < biggest:
        return "big"
    return "room"
