import pytest

from blockpuzzle.engine import EMPTY, Board, clear_bonus, shape
from blockpuzzle.engine import bitboard as bb


def board(text: str) -> Board:
    return Board.from_text(text)


def test_board_is_8_by_8():
    assert bb.SIZE == 8 and bb.CELLS == 64
    assert EMPTY.filled == 0
    assert bin(EMPTY.legal_origins(shape("dot"))).count("1") == 64
    assert not EMPTY.fits(shape("dot"), 8, 0)
    assert not EMPTY.fits(shape("dot"), 0, 8)
    assert not EMPTY.fits(shape("dot"), -1, 0)


@pytest.mark.parametrize(
    ("shape_id", "count"),
    [
        ("dot", 64),
        ("bar5h", 32),
        ("bar5v", 32),
        ("square3", 36),
        ("square2", 49),
        ("corner3_tl", 36),
    ],
)
def test_legal_origins_on_an_empty_board(shape_id, count):
    assert EMPTY.legal_origins(shape(shape_id)).bit_count() == count


@pytest.mark.parametrize(
    ("n", "bonus"), [(0, 0), (1, 10), (2, 30), (3, 60), (4, 100), (5, 150), (6, 210)]
)
def test_clear_bonus_is_10_n_n_plus_1_over_2(n, bonus):
    assert clear_bonus(n) == bonus


def test_every_cell_scores_one_point():
    for shape_id, points in (("dot", 1), ("bar5h", 5), ("square3", 9), ("corner3_br", 5)):
        assert EMPTY.place(shape(shape_id), 2, 2).points == points


def test_completing_a_row_clears_it_and_scores_10():
    b = board("""
        ........
        ........
        ........
        ........
        ........
        ........
        ........
        ####.###
    """)
    p = b.place(shape("dot"), 7, 4)
    assert p.rows == (7,) and p.cols == ()
    assert p.points == 1 + 10
    assert p.board.filled == 0


def test_a_row_and_a_column_together_are_one_clear_of_2_lines():
    b = board("""
        ...#....
        ...#....
        ...#....
        ........
        ...#....
        ...#....
        ...#....
        ###.####
    """)
    # Cell (7, 3) is missing from row 7 and column 3; (3, 3) from column 3.
    b = b.place(shape("dot"), 3, 3).board
    p = b.place(shape("dot"), 7, 3)
    assert p.rows == (7,) and p.cols == (3,)
    assert p.lines == 2
    assert p.points == 1 + 30
    assert p.board.filled == 0


def test_three_rows_and_three_columns_score_as_one_clear_of_6():
    # Everything filled but a diagonal of rows 0-4 and the 3×3 at rows 5-7,
    # columns 5-7: a square3 there completes three rows and three columns.
    lines = [
        "".join("." if (c == r < 5) or (r >= 5 and c >= 5) else "#" for c in range(8))
        for r in range(8)
    ]
    p = board("\n".join(lines)).place(shape("square3"), 5, 5)
    assert p.rows == (5, 6, 7)
    assert p.cols == (5, 6, 7)
    assert p.points == 9 + 210
    assert p.board.filled.bit_count() == 5 * 5 - 5


def test_a_full_3x3_block_clears_nothing():
    b = board("""
        ###.....
        ###.....
        ##......
        ........
        ........
        ........
        ........
        ........
    """)
    p = b.place(shape("dot"), 2, 2)
    assert p.rows == () and p.cols == ()
    assert p.points == 1
    assert p.board.filled.bit_count() == 9


def test_an_impossible_placement_changes_nothing():
    b = board("""
        #.......
        ........
        ........
        ........
        ........
        ........
        ........
        ........
    """)
    assert b.place(shape("square2"), 0, 0) is None
    assert b.place(shape("bar5h"), 0, 4) is None  # off the right edge
    assert b.place(shape("bar2v"), 7, 3) is None  # off the bottom
    assert b.filled == bb.bit(0, 0)


def test_the_placement_keeps_colours_and_clears_them_too():
    b = board("""
        ........
        ........
        ........
        ........
        ........
        ........
        ...2....
        333.5555
    """)
    p = b.place(shape("dot"), 7, 3)
    assert p.board.to_text().splitlines()[6] == "...2...."
    assert p.board.colour_at(7, 3) == 0
    q = b.place(shape("square2"), 2, 2)
    assert q.board.colour_at(2, 2) == shape("square2").colour
    assert b.colour_at(2, 2) == 0  # the board itself never changes


# -- Arcade gravity (SPEC §7) ------------------------------------------------


def test_gravity_moves_the_cells_above_a_cleared_row_down_one():
    b = board("""
        ........
        ........
        ........
        ........
        ..1.....
        .22.....
        ....3...
        ####.###
    """)
    p = b.place(shape("dot"), 7, 4, gravity=True)
    assert p.rows == (7,)
    assert (
        p.board.to_text()
        == Board.from_text("""
        ........
        ........
        ........
        ........
        ........
        ..1.....
        .22.....
        ....3...
    """).to_text()
    )


def test_gravity_after_two_rows_and_a_column():
    b = board("""
        .......4
        .1.....4
        #######.
        .....2..
        #######.
        .......4
        .......4
        .......4
    """)
    p = b.place(shape("bar3v"), 2, 7, gravity=True)
    assert p.rows == (2, 4)
    assert p.cols == (7,)
    assert p.points == 3 + 60
    # Row 3 sat between the two cleared rows: down one.  Rows 0-1 sat above
    # both: down two.  The cleared column simply empties.
    assert (
        p.board.to_text()
        == Board.from_text("""
        ........
        ........
        ........
        .1......
        .....2..
        ........
        ........
        ........
    """).to_text()
    )


def test_without_gravity_cleared_rows_simply_empty():
    b = board("""
        ..1.....
        ........
        ........
        ........
        ........
        ........
        ........
        ####.###
    """)
    p = b.place(shape("dot"), 7, 4)
    assert p.board.colour_at(0, 2) == 1
    assert p.board.filled == bb.bit(0, 2)


def test_str_is_an_ascii_grid_and_repr_round_trips():
    b = EMPTY.place(shape("corner2_br"), 0, 0).board
    assert str(b).splitlines()[:2] == [".#......", "##......"]
    assert eval(repr(b), {"Board": Board}) == b


def test_a_hash_in_board_text_is_colour_one_and_digits_their_colour():
    board = Board.from_text("#2......\n" + "........\n" * 6 + ".......8")
    assert [board.colour_at(0, 0), board.colour_at(0, 1), board.colour_at(7, 7)] == [1, 2, 8]
    assert board.colour_at(0, 2) == 0


@pytest.mark.parametrize(
    "text", ["", "........\n" * 7, "........\n" * 7 + ".......x", "9" * 8 + "\n" + "........\n" * 7]
)
def test_bad_board_text_is_a_value_error(text):
    with pytest.raises(ValueError):
        Board.from_text(text)


@pytest.mark.parametrize(
    ("text", "full"),
    [
        ("........\n" * 7 + "11111111", True),  # a full row
        ("...1....\n" * 8, True),  # a full column, no full row
        ("1111111.\n" * 7 + "........", False),  # neither
        ("", False),
    ],
    ids=["row", "column", "neither", "empty"],
)
def test_has_full_line_sees_a_row_or_a_column(text, full):
    """Kills ``full_rows(...) and full_cols(...)``: one full line is enough."""
    b = Board.from_text(text.rstrip("\n")) if text else Board()
    assert b.has_full_line() is full


def test_on_board_is_the_8_by_8_square_and_nothing_past_it():
    inside = {(r, c) for r in range(8) for c in range(8)}
    for r in range(-1, 10):
        for c in range(-1, 10):
            assert bb.on_board(r, c) == ((r, c) in inside), (r, c)


def test_a_placement_equals_only_another_placement():
    placement = Board().place(shape("dot"), 0, 0)
    assert placement == Board().place(shape("dot"), 0, 0)
    assert placement != Board().place(shape("dot"), 0, 1)
    assert placement != "a placement" and placement != None  # noqa: E711


def test_a_board_of_bad_layers_says_what_is_wrong():
    with pytest.raises(ValueError, match=r"^a board has 8 colour layers$"):
        Board((0,) * 7)
    with pytest.raises(ValueError, match=r"^colour layers overlap or leave the board$"):
        Board((1, 1, 0, 0, 0, 0, 0, 0))  # one cell in two colours
    with pytest.raises(ValueError, match=r"^colour layers overlap or leave the board$"):
        Board((1 << 64, 0, 0, 0, 0, 0, 0, 0))  # past the last cell, overlapping nothing
    with pytest.raises(ValueError, match=r"^colour layers overlap or leave the board$"):
        Board((-1, 0, 0, 0, 0, 0, 0, 0))
