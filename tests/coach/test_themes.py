"""The theme of a mistake, from the two boards the move and the best move
leave: positions drawn by hand, each made to hold one theme and no earlier
one of the module's table (what each board holds is said beside it)."""

from __future__ import annotations

from blockpuzzle.coach.review import Judged
from blockpuzzle.coach.themes import single_holes, theme
from blockpuzzle.engine import CLASSIC, SHAPES, Board, GameState, Move

PAIRS = """
..######
##..####
####..##
######..
..######
##..####
####..##
######..
"""  # one empty pair in each row, none touching another: no single hole, no full line


def state(text: str, *pieces: str) -> GameState:
    board = Board.from_text(text) if text.strip() else Board.from_text("........\n" * 8)
    tray = tuple(SHAPES[p] for p in pieces) + (None,) * (3 - len(pieces))
    return GameState(board, tray, 0, 0, 1, False)


def judged(mine: Move, best: Move, fatal: bool = False) -> Judged:
    # Only the moves and whether the move was fatal matter to the theme.
    return Judged(1, mine, "dot", 0, best, "dot", 90.0, "mistake", fatal, 0, 0, 0)


def test_single_holes_are_empty_cells_walled_on_every_side():
    assert single_holes(Board.from_text(PAIRS).filled) == 0
    # Filling one cell of a pair leaves the other walled in; in a corner
    # the edges are walls.
    one = PAIRS.replace("..######", "#.######", 1)
    assert single_holes(Board.from_text(one).filled) == 1
    corner = "\n".join(["#" * 7 + "."] + ["#" * 8] * 7)
    assert single_holes(Board.from_text(corner).filled) == 1
    assert single_holes(0) == 0 and single_holes((1 << 64) - 1) == 0


def test_a_fatal_move_is_about_the_order_of_the_pieces():
    position = state("", "dot", "dot")
    assert theme(CLASSIC, position, judged(Move(0, 0, 3, 3), Move(0, 0, 0, 0), True)) == "order"


def test_two_lines_at_once():
    # Rows 0 and 1 filled but for their last two cells: the 2×2 square
    # there clears both; the same square elsewhere clears none.
    text = "######..\n######..\n" + "........\n" * 6
    position = state(text, "square2")
    assert theme(CLASSIC, position, judged(Move(0, 0, 4, 0), Move(0, 0, 0, 6))) == "lines"


def test_keeping_room_for_the_3x3():
    # The 3×3 fits only at the top left; the dot there takes its room, the
    # dot in the empty pair of row 5 does not (though it leaves a hole).
    text = """
...#####
...#####
...#####
#######.
#######.
#####..#
###..##.
#######.
"""
    position = state(text, "dot")
    assert theme(CLASSIC, position, judged(Move(0, 0, 1, 1), Move(0, 0, 5, 5))) == "square"


def test_no_single_holes():
    # The bar fills row 0's pair (and clears the row); the dot fills half
    # of it and walls the other half in.  The 3×3 fits after neither.
    position = state(PAIRS, "bar2h", "dot")
    assert theme(CLASSIC, position, judged(Move(1, 0, 0, 0), Move(0, 0, 0, 0))) == "holes"


def test_the_big_piece_first_and_otherwise_room():
    position = state("", "square2", "dot")
    assert theme(CLASSIC, position, judged(Move(1, 0, 7, 7), Move(0, 0, 0, 0))) == "big"
    two_dots = state("", "dot", "dot")
    assert theme(CLASSIC, two_dots, judged(Move(1, 0, 3, 3), Move(0, 0, 0, 0))) == "room"
