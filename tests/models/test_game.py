"""The board model: cells, the aim and its preview, and the commands that play."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from blockpuzzle.engine import ARCADE, CLASSIC, SHAPES, Board, Game, shape
from blockpuzzle.engine import bitboard as bb
from blockpuzzle.models.game import GameModel, Ghost, Picture, Role, lines_text
from blockpuzzle.models.tray import TrayModel

from ..helpers import with_tray

SIGNALS = (
    "scoreChanged", "bestChanged", "placed", "linesCleared", "trayChanged",
    "selectionChanged", "previewChanged", "undoAvailable", "gameOver", "dataChanged",
)  # fmt: skip


def cells_with(model: GameModel, role: Role, value=True) -> int:
    bits = 0
    for r in range(8):
        for c in range(8):
            if model.data(model.index(r, c), role) == value:
                bits |= bb.bit(r, c)
    return bits


def play_through_every_change(model: GameModel) -> None:
    """Aims, placements (a refill among them), a clear, undo, a turn and new
    games: every way the board and tray models change."""
    rng = random.Random(2)
    for _ in range(4):
        slot, row, col = rng.choice(model.game.legal_moves())
        model.select(slot)
        model.set_cursor(row, col)
        model.aim(slot, row, col)
        model.place(slot, row, col)
    model.undo()
    model.load_game(
        with_tray(
            Game(ARCADE, 1),
            shape("dot"),
            shape("bar3h"),
            None,
            board=Board.from_text("........\n" * 7 + "1111.111"),
        )
    )
    model.rotate(1)
    model.place_at(0, 7, 4)  # clears row 7
    model.new_game(CLASSIC, seed=3)


def test_the_board_model_passes_the_model_tester_while_it_plays(qtmodeltester, model):
    # The tester keeps checking on every signal for as long as the test runs.
    qtmodeltester.check(model)
    play_through_every_change(model)
    assert model.score == 0 and model.game.seed == 3


def test_the_tray_model_passes_the_model_tester_while_it_plays(qtmodeltester, model):
    tray = TrayModel(model)
    qtmodeltester.check(tray)
    play_through_every_change(model)
    assert tray.rowCount() == 3


def test_board_is_8_by_8_cells_with_accessible_text(model):
    assert (model.rowCount(), model.columnCount()) == (8, 8)
    model.place(0, 0, 0)
    assert model.data(model.index(0, 0), Role.FILLED)
    assert model.data(model.index(2, 4)) == "row 3, column 5, empty"
    assert model.data(model.index(0, 0)) == "row 1, column 1, filled"


def test_aim_shows_a_ghost_that_fits_filled_and_blocked_as_outline(model):
    piece = model.game.tray[0]
    model.aim(0, 1, 1)
    assert cells_with(model, Role.GHOST, Ghost.FITS) == piece.mask << (1 * 8 + 1)
    model.place(0, 1, 1)
    # The next piece aimed over the first one: it does not fit.
    model.aim(1, 1, 1)
    assert cells_with(model, Role.GHOST, Ghost.FITS) == 0
    assert cells_with(model, Role.GHOST, Ghost.BLOCKED) != 0
    assert model.preview is None


def test_a_partly_off_board_aim_shows_its_board_cells_as_outline(qtbot):
    model = GameModel(with_tray(Game(CLASSIC, 1), shape("bar5h"), None, None))
    model.aim(0, 3, -2)
    assert cells_with(model, Role.GHOST, Ghost.BLOCKED) == bb.bit(3, 0) | bb.bit(3, 1) | bb.bit(
        3, 2
    )
    model.aim(0, 3, -5)  # wholly off the board: nothing drawn
    assert cells_with(model, Role.GHOST, Ghost.BLOCKED) == 0
    assert model.aim_origin is None


def test_highlight_is_the_engines_exact_preview(qtbot):
    rng = random.Random(4)
    for seed in range(12):
        game = Game(CLASSIC, seed)
        for _ in range(rng.randrange(3, 12)):
            if game.over:
                break
            game.place(*rng.choice(game.legal_moves()))
        model = GameModel(game)
        for slot, piece in enumerate(game.tray):
            if piece is None:
                continue
            for row in range(-1, 8):
                for col in range(-1, 8):
                    model.aim(slot, row, col)
                    expected = game.board.place(piece, row, col)
                    highlight = cells_with(model, Role.WILL_CLEAR)
                    assert highlight == (expected.cleared if expected else 0)
                    assert model.preview == expected


def test_the_highlight_covers_whole_rows_and_columns(qtbot):
    board = Board.from_text("........\n" * 7 + "11111.11")
    model = GameModel(with_tray(Game(CLASSIC, 1), shape("bar2v"), None, None, board=board))
    model.aim(0, 6, 5)  # (6, 5) and (7, 5): completes row 7 only
    assert cells_with(model, Role.WILL_CLEAR) == bb.ROW_MASKS[7]
    board = Board.from_text(".....1..\n" * 6 + "11111.11\n" + "11111.11")
    model.load_game(with_tray(Game(CLASSIC, 1), shape("bar2v"), None, None, board=board))
    model.aim(0, 6, 5)  # rows 6 and 7, and column 5
    assert cells_with(model, Role.WILL_CLEAR) == bb.ROW_MASKS[6] | bb.ROW_MASKS[7] | bb.COL_MASKS[5]
    model.aim(0, 5, 5)  # does not fit: no highlight at all
    assert cells_with(model, Role.WILL_CLEAR) == 0


def test_an_impossible_placement_emits_nothing_and_changes_nothing(qtbot, model):
    model.place(0, 0, 0)
    before = model.game.state
    depth = model.game.history_depth
    for name in SIGNALS:
        with qtbot.assertNotEmitted(getattr(model, name), wait=0):
            assert not model.place(1, 0, 0)  # overlaps
            assert not model.place(0, 5, 5)  # a used slot
            assert not model.place(2, 9, 9)  # off the board
            assert not model.place_at(1, 0, 0)
    assert model.game.state is before
    assert model.game.history_depth == depth


def test_a_placement_emits_score_lines_and_tray(qtbot):
    board = Board.from_text("........\n" * 7 + "3333.333")
    model = GameModel(with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None, board=board))
    with (
        qtbot.waitSignal(model.linesCleared) as cleared,
        qtbot.waitSignal(model.scoreChanged) as score,
        qtbot.waitSignal(model.placed) as placed,
        qtbot.waitSignal(model.trayChanged),
    ):
        assert model.place_at(0, 7, 4)
    assert cleared.args == [[7], [], 11]
    assert score.args == [11]
    slot, row, col, points, placement = placed.args
    assert (slot, row, col, points) == (0, 7, 4, 11)
    # The placement itself: the piece and the line it cleared.
    assert (placement.shape, placement.rows, placement.cols) == (shape("dot"), (7,), ())


def test_undo_after_a_clear_brings_the_lines_back(qtbot):
    board = Board.from_text("........\n" * 7 + "3333.333")
    model = GameModel(with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None, board=board))
    model.place_at(0, 7, 4)
    assert model.game.board.filled == 0
    with qtbot.waitSignal(model.scoreChanged) as score:
        assert model.undo()
    assert score.args == [0]
    assert model.game.board.to_text() == board.to_text()
    assert cells_with(model, Role.FILLED) == bb.ROW_MASKS[7] & ~bb.bit(7, 4)
    assert model.game.tray[0] == shape("dot")


@pytest.mark.parametrize("piece", sorted(SHAPES), ids=str)
def test_tap_anchor_for_every_shape(qtbot, piece):
    model = GameModel(with_tray(Game(ARCADE, 1), shape(piece), shape("dot"), None))
    first = shape(piece).cells[0]
    row, col = 3, 3
    assert model.place_at(0, row, col)
    origin_row, origin_col = row - first[0], col - first[1]
    assert model.game.board.filled == shape(piece).mask << (origin_row * 8 + origin_col)


def test_select_toggles_and_a_failed_tap_keeps_the_selection(qtbot, model):
    assert model.select(0)
    assert model.selected == 0
    assert not model.select(0)  # tapping the selected piece again deselects
    assert model.selected == -1
    model.select(1)
    model.place_at(1, 0, 0)
    model.select(2)
    assert not model.place_at(2, 0, 0)  # occupied: nothing happens …
    assert model.selected == 2  # … and the selection stays


def test_game_over_is_signalled_with_the_final_score(qtbot):
    model = GameModel(Game(CLASSIC, seed=9))
    rng = random.Random(9)
    with qtbot.waitSignal(model.gameOver, timeout=0) as over:
        while not model.game.over:
            model.place(*rng.choice(model.game.legal_moves()))
    assert over.args == [model.game.score]
    assert not model.undo()


def test_rotate_only_in_arcade(qtbot):
    model = GameModel(with_tray(Game(ARCADE, 1), shape("bar3h"), None, None))
    with qtbot.waitSignal(model.trayChanged):
        assert model.rotate(0)
    assert model.game.tray[0] == shape("bar3v")
    classic = GameModel(with_tray(Game(CLASSIC, 1), shape("bar3h"), None, None))
    assert not classic.rotate(0)


def test_best_score_is_live(qtbot, model):
    model.set_best("classic", 3)
    assert model.best == 3
    with qtbot.waitSignal(model.bestChanged) as best:
        model.place(0, 0, 0)
    assert best.args == [model.score] and model.score > 3


@pytest.mark.parametrize(
    ("rows", "cols", "said"),
    [
        ((2,), (), "row 3"),
        ((), (0,), "column 1"),
        ((0, 7), (), "row 1 and row 8"),
        ((2,), (1, 4), "row 3, column 2 and column 5"),
        ((0, 1, 2), (5, 6, 7), "row 1, row 2, row 3, column 6, column 7 and column 8"),
    ],
)
def test_the_lines_of_a_clear_are_said_in_full(rows, cols, said):
    assert lines_text(rows, cols) == said


def test_undo_gives_back_the_piece_where_its_first_cell_stood(qtbot):
    """What "Undid the placement at row R, column C" is built from: the slot,
    and the cell the piece's first filled cell covered (not its box's corner)."""
    game = with_tray(Game(CLASSIC, 1), shape("dot"), shape("corner3_br"), None)
    model = GameModel(game)
    assert shape("corner3_br").anchor == (0, 2)
    model.place(1, 3, 4)
    with qtbot.waitSignal(model.undone) as undone:
        assert model.undo()
    assert undone.args == [1, 3, 6]
    assert model.game.piece(1) == shape("corner3_br")


def test_undo_of_a_move_made_before_the_model_had_the_game_is_unplaced(qtbot):
    """A game handed over with a move already in its history: undo takes it
    back, and the model says it does not know where that piece stood."""
    game = Game(CLASSIC, 1)
    game.place(*game.legal_moves()[0])
    model = GameModel(game)
    with qtbot.waitSignal(model.undone) as undone:
        assert model.undo()
    assert undone.args == [-1, -1, -1]


def test_jump_to_fit_walks_the_fits_in_reading_order_and_goes_round(qtbot):
    """F and Shift+F: from no cursor to the first or last fit; then to the
    next or previous fit after the cursor, round the board at either end."""
    board = Board.from_text(
        "11111111\n11111111\n11.11111\n11111111\n1111111.\n11111111\n.1111111\n11111111"
    )
    game = with_tray(Game(CLASSIC, 1), shape("dot"), None, None, board=board)
    model = GameModel(game)
    assert model.jump_to_fit(1) == 0  # nothing selected: nothing moves
    model.select(0)
    assert model.fit_cells(0) == [(2, 2), (4, 7), (6, 0)]
    assert model.jump_to_fit(1) == 3 and model.cursor == (2, 2)
    assert model.jump_to_fit(1) == 3 and model.cursor == (4, 7)
    model.jump_to_fit(1)
    assert model.cursor == (6, 0)
    model.jump_to_fit(1)
    assert model.cursor == (2, 2)  # round to the first
    model.jump_to_fit(-1)
    assert model.cursor == (6, 0)  # and back round to the last
    model.jump_to_fit(-1)
    assert model.cursor == (4, 7)
    model.set_cursor(5, 0)  # between fits
    model.jump_to_fit(-1)
    assert model.cursor == (4, 7)
    model.set_cursor(5, 0)
    model.jump_to_fit(1)
    assert model.cursor == (6, 0)


def test_jump_to_fit_from_no_cursor_goes_to_the_last_fit_backwards(qtbot):
    board = Board.from_text("\n".join(["11111111"] * 3 + ["1.1.111."] + ["11111111"] * 4))
    model = GameModel(with_tray(Game(CLASSIC, 1), shape("dot"), None, None, board=board))
    model.select(0)
    assert model.cursor is None
    assert model.jump_to_fit(-1) == 3 and model.cursor == (3, 7)


def test_rows_and_columns_are_named_from_one(model):
    """A table view over the board (or assistive technology reading it as a
    table) names the lines as the game says them."""
    horizontal, vertical = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
    display = Qt.ItemDataRole.DisplayRole
    assert [model.headerData(s, horizontal, display) for s in (0, 7)] == ["Column 1", "Column 8"]
    assert [model.headerData(s, vertical, display) for s in (0, 7)] == ["Row 1", "Row 8"]
    assert model.headerData(0, vertical) == "Row 1"  # the display role by default
    assert model.headerData(8, vertical, display) is None
    assert model.headerData(-1, horizontal, display) is None
    assert model.headerData(0, vertical, Qt.ItemDataRole.ToolTipRole) is None


def picture_from_data(model: GameModel) -> Picture:
    """The picture a view would build from data(), cell by cell."""
    cells = [(r, c) for r in range(8) for c in range(8)]

    def role(r: int, c: int, which: Role):  # type: ignore[no-untyped-def]
        return model.data(model.index(r, c), which)

    ghosts = [role(r, c, Role.GHOST) for r, c in cells]
    return Picture(
        colours=tuple(role(r, c, Role.COLOUR) for r, c in cells),
        ghost=sum(bb.bit(r, c) for (r, c), g in zip(cells, ghosts, strict=True) if g != Ghost.NONE),
        fits=Ghost.FITS in ghosts,
        ghost_colour=max(role(r, c, Role.GHOST_COLOUR) for r, c in cells),
        clearing=sum(bb.bit(r, c) for r, c in cells if role(r, c, Role.WILL_CLEAR)),
        cursor=next(((r, c) for r, c in cells if role(r, c, Role.CURSOR)), None),
    )


def test_the_picture_is_what_data_says_cell_by_cell(qtbot):
    """The board view paints from picture() in one call; the cells an
    assistive technology or a test reads come from data(): they must agree
    — colours of several cells each, the ghost, its colour, whether it fits,
    the lines it would clear, the cursor."""
    board = Board.from_text(
        "1111111.\n2222222.\n33.3....\n........\n....5...\n....55..\n.......8\n6......8"
    )
    tray = shape("bar2v"), shape("corner2_br"), shape("dot")
    game = with_tray(Game(CLASSIC, 1), *tray, board=board)
    model = GameModel(game)
    assert model.picture() == picture_from_data(model)
    assert model.picture().colours[:8] == (1,) * 7 + (0,)
    model.select(0)
    model.set_cursor(0, 7)  # bar2v fills the column ends of rows 1 and 2
    picture = model.picture()
    assert picture == picture_from_data(model)
    assert picture.fits and picture.ghost_colour == shape("bar2v").colour
    # The ghost's colour on the ghost's cells only.
    assert cells_with(model, Role.GHOST_COLOUR, 0) == bb.FULL & ~picture.ghost
    assert picture.clearing == bb.ROW_MASKS[0] | bb.ROW_MASKS[1]
    assert picture.cursor == (0, 7)
    model.set_cursor(0, 0)  # blocked: an outline only, nothing cleared
    picture = model.picture()
    assert picture == picture_from_data(model)
    assert not picture.fits and picture.ghost and picture.clearing == 0
    model.deselect()
    assert model.picture() == picture_from_data(model)
    assert model.picture().ghost == 0 and model.picture().ghost_colour == 0


def test_moving_the_aim_repaints_the_cells_it_left_and_the_cells_it_reached(qtbot):
    """A view repaints what dataChanged names: the old ghost and its lines
    must be in it, or they stay on screen."""
    board = Board.from_text("\n".join(["1111111."] + ["........"] * 7))
    model = GameModel(with_tray(Game(CLASSIC, 1), shape("dot"), None, None, board=board))
    changed = 0

    def note(top_left, bottom_right):  # type: ignore[no-untyped-def]
        nonlocal changed
        for r in range(top_left.row(), bottom_right.row() + 1):
            for c in range(top_left.column(), bottom_right.column() + 1):
                changed |= bb.bit(r, c)

    model.dataChanged.connect(note)
    model.aim(0, 0, 7)  # completes row 1
    assert changed & bb.ROW_MASKS[0] == bb.ROW_MASKS[0]
    changed = 0
    model.aim(0, 5, 3)
    assert changed & bb.ROW_MASKS[0] == bb.ROW_MASKS[0]  # the line preview went
    assert changed & bb.bit(5, 3)
    changed = 0
    model.set_cursor(6, 6)
    assert changed & bb.bit(6, 6)
    changed = 0
    model.set_cursor(1, 1)  # the cell the cursor left loses its mark
    assert changed & bb.bit(6, 6) and changed & bb.bit(1, 1)
    changed = 0
    model.aim(0, 2, 2)  # a hover away from the cursor: the cursor cell's
    # words ("...; the piece fits here") change with it
    assert changed & bb.bit(5, 3) and changed & bb.bit(2, 2) and changed & bb.bit(1, 1)


def test_the_aimed_piece_is_the_piece_of_the_aimed_slot(qtbot):
    game = with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar3h"), None)
    model = GameModel(game)
    assert model.aimed_piece() is None
    model.aim(1, 4, 4)
    assert model.aimed_piece() == shape("bar3h")
    model.aim(0, 4, 4)
    assert model.aimed_piece() == shape("dot")
    model.clear_aim()
    assert model.aimed_piece() is None
    model.aim(2, 4, 4)  # a used slot: nothing aimed, nothing drawn
    assert model.aimed_piece() is None and model.picture().ghost == 0


def test_fit_cells_name_the_cell_the_first_filled_cell_covers(qtbot):
    board = Board.from_text("\n".join(["........"] * 5 + ["11111111"] * 3))
    model = GameModel(with_tray(Game(CLASSIC, 1), shape("corner3_br"), None, None, board=board))
    # corner3_br is ..#/..#/### : its first filled cell is two to the right
    # of its box's corner, and the box fits with its corner on rows 0-2,
    # columns 0-5.
    assert model.fit_cells(0) == [(r, c + 2) for r in range(3) for c in range(6)]
    assert model.fit_cells(1) == []  # a used slot fits nowhere


def test_every_cell_can_be_selected_and_is_enabled(model):
    assert model.flags(model.index(3, 4)) == (
        Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
    )


def test_a_fresh_model_knows_no_best_score(qtbot):
    model = GameModel(Game(CLASSIC, 1))
    assert (model.kept_best("classic"), model.kept_best("arcade"), model.best) == (0, 0, 0)


def test_enter_with_no_piece_selected_places_nothing(qtbot):
    """Enter places the selected piece; with none selected nothing happens
    (not the last piece of the tray)."""
    model = GameModel(Game(CLASSIC, 1))
    before = model.game.state
    model.select(0)
    assert not model.place_at_cursor()  # selected, but no cursor yet
    model.deselect()
    model.set_cursor(3, 3)
    assert not model.place_at_cursor()
    assert model.game.state == before
    model.select(0)
    model.deselect()
    model.clear_aim()
    assert model.cursor == (3, 3) and model.preview_text() == ""


def test_turning_the_aimed_piece_turns_its_ghost_in_place(qtbot):
    game = with_tray(Game(ARCADE, 1), shape("bar3h"), shape("bar2h"), None)
    model = GameModel(game)
    model.aim(0, 2, 2)
    assert model.picture().ghost == sum(bb.bit(2, c) for c in (2, 3, 4))
    model.rotate(1)  # another piece: this ghost stays
    assert model.picture().ghost == sum(bb.bit(2, c) for c in (2, 3, 4))
    model.rotate(0)
    assert model.picture().ghost == sum(bb.bit(r, 2) for r in (2, 3, 4))
    assert model.aimed_piece() == shape("bar3v")


def test_selecting_another_piece_drops_a_hover_aim_of_the_first(qtbot):
    game = with_tray(Game(CLASSIC, 1), shape("bar3h"), shape("dot"), None)
    model = GameModel(game)
    model.aim(0, 2, 2)  # a hover, no keyboard cursor
    model.select(0)
    assert model.aimed_piece() == shape("bar3h")  # its own aim stays
    model.select(1)
    assert model.aimed_piece() is None and model.picture().ghost == 0


def test_a_used_slot_cannot_be_selected(qtbot):
    model = GameModel(with_tray(Game(CLASSIC, 1), shape("dot"), None, None))
    assert not model.select(1)
    assert model.selected == -1


def test_the_cursor_stays_on_the_board_and_moves_once_per_cell(qtbot):
    model = GameModel(Game(CLASSIC, 1))
    moves = []
    model.cursorChanged.connect(lambda r, c: moves.append((r, c)))
    model.set_cursor(10, 12)
    model.set_cursor(7, 7)  # already there: no second move
    model.set_cursor(-3, 2)
    assert moves == [(7, 7), (0, 2)] and model.cursor == (0, 2)


def test_a_new_language_renames_every_cell_and_both_headers(qtbot, model):
    headers, cells = [], []
    model.headerDataChanged.connect(lambda *args: headers.append(list(args)))
    model.dataChanged.connect(lambda first, last, _roles: cells.append((first, last)))
    model.retranslate()
    assert cells == [(model.index(0, 0), model.index(7, 7))]
    assert headers == [[Qt.Orientation.Horizontal, 0, 7], [Qt.Orientation.Vertical, 0, 7]]


def test_a_placement_from_the_last_slot_clearing_a_row_and_a_column(qtbot):
    """The slot, the cell, the rows and the columns the views and the screen
    reader are told — and no ghost left behind anywhere."""
    board = Board.from_text(".......1\n" * 7 + "1111111.")
    model = GameModel(with_tray(Game(CLASSIC, 1), shape("bar2h"), None, shape("dot"), board=board))
    model.select(2)
    model.set_cursor(7, 7)
    assert model.picture().ghost
    with (
        qtbot.waitSignal(model.linesCleared) as cleared,
        qtbot.waitSignal(model.placed) as placed,
    ):
        assert model.place_at_cursor()
    assert placed.args[:4] == [2, 7, 7, 31] and cleared.args == [[7], [7], 31]
    assert (placed.args[4].rows, placed.args[4].cols, placed.args[4].points) == ((7,), (7,), 31)
    assert cells_with(model, Role.GHOST, Ghost.NONE) == bb.FULL
    assert model.picture().ghost == 0 and model.selected == -1


def test_only_the_cursor_cell_tells_what_the_aim_would_do(qtbot):
    """A screen reader on the cursor's cell hears the preview; every other
    cell is just its row, column and filling."""
    model = GameModel(with_tray(Game(CLASSIC, 1), shape("dot"), None, None))
    model.select(0)
    model.set_cursor(4, 4)
    text = Qt.ItemDataRole.AccessibleTextRole
    assert model.data(model.index(4, 4), text) == "row 5, column 5, empty; the piece fits here"
    assert model.data(model.index(4, 5), text) == "row 5, column 6, empty"
    assert model.data(model.index(0, 0), text) == "row 1, column 1, empty"


def test_a_fresh_model_shows_no_ghost_and_has_no_children(qtbot):
    model = GameModel(Game(CLASSIC, 1))
    assert cells_with(model, Role.GHOST, Ghost.NONE) == bb.FULL
    assert model.picture().ghost == 0
    cell = model.index(2, 3)
    assert (model.rowCount(cell), model.columnCount(cell)) == (0, 0)
    assert (model.rowCount(), model.columnCount()) == (8, 8)


def test_loading_a_game_tells_every_view_anew(qtbot):
    """A restored or new game: the mode, the score, no selection, whether
    undo is possible, and for an ended game the end, each said again; no
    ghost of the last game's aim stays."""
    model = GameModel(Game(CLASSIC, 1))
    model.select(0)
    model.set_cursor(3, 3)
    assert model.picture().ghost
    game = Game(ARCADE, 3)
    game.place(*game.legal_moves()[0])
    with (
        qtbot.waitSignal(model.gameStarted) as started,
        qtbot.waitSignal(model.scoreChanged) as score,
        qtbot.waitSignal(model.selectionChanged) as selection,
        qtbot.waitSignal(model.undoAvailable) as undo,
    ):
        model.load_game(game)
    assert started.args == ["arcade"] and score.args == [game.score] and game.score > 0
    assert selection.args == [-1] and undo.args == [True]
    assert cells_with(model, Role.GHOST, Ghost.NONE) == bb.FULL and model.selected == -1
    ended = Game(CLASSIC, 4)
    while not ended.over:
        ended.place(*random.Random(4).choice(ended.legal_moves()))
    with qtbot.waitSignal(model.gameOver) as over:
        model.load_game(ended)
    assert over.args == [ended.score]


def test_deselect_with_nothing_selected_leaves_a_hover_alone(qtbot):
    model = GameModel(with_tray(Game(CLASSIC, 1), shape("dot"), None, None))
    model.aim(0, 4, 4)  # the pointer over the board, nothing selected
    said = []
    model.selectionChanged.connect(said.append)
    model.deselect()
    assert said == [] and model.picture().ghost == bb.bit(4, 4)
