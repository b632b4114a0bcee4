"""Playing without a mouse: keys only, and what a screen reader is told."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QApplication

from blockpuzzle import theme
from blockpuzzle.engine import CLASSIC, Board, Game, shape, tap_origin
from blockpuzzle.engine import bitboard as bb
from blockpuzzle.gamemodel import Ghost, Role

from .helpers import with_tray

KEYS = {
    (-1, 0): Qt.Key.Key_Up,
    (1, 0): Qt.Key.Key_Down,
    (0, -1): Qt.Key.Key_Left,
    (0, 1): Qt.Key.Key_Right,
}


def press(win, key, text=""):
    QTest.keyClick(QApplication.focusWidget() or win, key)


def walk_cursor(win, row: int, col: int) -> None:
    """Arrow keys until the cursor is on (row, col)."""
    if win.model.cursor is None:
        press(win, Qt.Key.Key_Right)
    while win.model.cursor != (row, col):
        r, c = win.model.cursor
        step = ((row > r) - (row < r), 0) if row != r else (0, (col > c) - (col < c))
        press(win, KEYS[step])


def announcements(win):
    said = []
    win.announcer.announced.connect(said.append)
    return said


def test_a_whole_game_with_the_keyboard_alone(win, qtbot):
    win.model.load_game(Game(CLASSIC, seed=12))
    win.activateWindow()
    said = announcements(win)
    rng = random.Random(12)
    placements = 0
    while not win.model.game.over:
        slot, row, col = rng.choice(win.model.game.legal_moves())
        piece = win.model.game.tray[slot]
        press(win, getattr(Qt.Key, f"Key_{slot + 1}"))
        assert win.model.selected == slot
        target = (row + piece.anchor[0], col + piece.anchor[1])
        walk_cursor(win, *target)
        score = win.model.score
        press(win, Qt.Key.Key_Return)
        assert win.model.score == score + piece.size + (win.model.game.score - score - piece.size)
        assert (
            win.model.game.board.filled & (piece.mask << (row * 8 + col))
            or win.model.last_placement.lines
        )
        placements += 1
    assert placements > 5
    assert win.game_over.isVisible()
    assert any("game over" in s.lower() and str(win.model.score) in s for s in said)
    # Enter on the summary starts a new board.
    press(win, Qt.Key.Key_Return)
    assert not win.game_over.isVisible() and win.model.score == 0


def test_the_preview_follows_the_keyboard_cursor(win):
    board = Board.from_text("........\n" * 7 + "111..111")
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("bar2h"), shape("dot"), None, board=board)
    )
    press(win, Qt.Key.Key_1)
    walk_cursor(win, 7, 3)  # the bar's first cell on (7, 3): completes row 7
    model = win.model
    cleared = sum(
        bb.bit(r, c)
        for r in range(8)
        for c in range(8)
        if model.data(model.index(r, c), Role.WILL_CLEAR)
    )
    assert cleared == bb.ROW_MASKS[7]
    assert model.preview == board.place(shape("bar2h"), 7, 3)
    text = model.data(model.index(7, 3), Qt.ItemDataRole.AccessibleTextRole)
    assert text == "row 8, column 4, empty; the piece fits here and clears row 8"
    walk_cursor(win, 7, 2)  # now over a filled cell: does not fit, outline only
    ghosts = {model.data(model.index(7, c), Role.GHOST) for c in (2, 3)}
    assert ghosts == {Ghost.BLOCKED}
    assert model.data(model.index(7, 2), Qt.ItemDataRole.AccessibleTextRole).endswith(
        "the piece does not fit here"
    )


def test_esc_deselects_and_enter_without_a_fit_is_announced(win):
    board = Board.from_text("11......\n" + "........\n" * 7)
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("square2"), shape("dot"), None, board=board)
    )
    said = announcements(win)
    press(win, Qt.Key.Key_Return)
    assert said[-1] == "Select a piece first: press 1, 2 or 3."
    press(win, Qt.Key.Key_1)
    assert said[-1].startswith("Piece 1 selected: a 2 by 2 square.")
    walk_cursor(win, 0, 0)
    before = win.model.game.state
    press(win, Qt.Key.Key_Space)
    assert said[-1] == "The piece does not fit there."
    assert win.model.game.state is before and win.model.selected == 0
    press(win, Qt.Key.Key_Escape)
    assert win.model.selected == -1


def test_placements_clears_and_new_deals_are_announced(win):
    board = Board.from_text("........\n" * 7 + "3333.333")
    win.model.load_game(with_tray(Game(CLASSIC, 1), shape("dot"), None, None, board=board))
    said = announcements(win)
    press(win, Qt.Key.Key_1)
    walk_cursor(win, 7, 4)
    press(win, Qt.Key.Key_Return)
    text = said[-1]
    assert text.startswith(
        "Placed a single cell at row 8, column 5. Cleared row 8. 11 points, score 11."
    )
    assert "New pieces dealt. Pieces: " in text


def test_undo_new_game_statistics_help_and_quit_are_actions_with_shortcuts(win):
    for name in ("undo", "new_classic", "new_arcade", "statistics", "how_to_play", "quit",
                 "select_1", "select_2", "select_3", "place", "deselect", "rotate",
                 "cursor_up", "cursor_down", "cursor_left", "cursor_right"):  # fmt: skip
        action = win.action(name)
        assert action.text() and not action.shortcut().isEmpty(), name
    QTest.keyClick(win, Qt.Key.Key_F1)
    assert win.help_dialog.isVisible()
    assert "Each cell you place scores 1 point" in win.help_dialog.text.toPlainText()


def test_tab_goes_from_the_tray_to_the_board(win):
    win.tray_view.setFocus()
    assert win.tray_view.hasFocus()
    QTest.keyClick(win.tray_view, Qt.Key.Key_Tab)
    assert win.board_view.table.hasFocus()
    assert win.model.cursor == (0, 0)  # the cursor shows as soon as the board has focus


def test_the_board_is_a_table_of_cells_for_assistive_technology(win):
    table = QAccessible.queryAccessibleInterface(win.board_view.table)
    assert table.role() == QAccessible.Role.Table
    assert table.text(QAccessible.Text.Name) == "Board"
    names = {table.child(i).text(QAccessible.Text.Name) for i in range(table.childCount())}
    assert "row 3, column 5, empty" in names
    assert {f"Row {n}" for n in range(1, 9)} <= names
    # The cells lie exactly over the drawn board.
    cell = win.board_view.board.cell_size
    assert win.board_view.table.width() == 8 * cell and win.board_view.table.columnWidth(0) == cell


def test_tray_pieces_describe_their_shape_and_state(win):
    win.model.load_game(with_tray(Game(CLASSIC, 1), shape("corner3_tl"), None, shape("bar4v")))
    tray = QAccessible.queryAccessibleInterface(win.tray_view)
    assert tray.role() == QAccessible.Role.List and tray.text(QAccessible.Text.Name) == "Tray"
    names = [tray.child(i).text(QAccessible.Text.Name) for i in range(3)]
    assert names == [
        "Piece 1: a large corner of 5 cells, its bend at the top-left",
        "Piece 2: used",
        "Piece 3: a vertical bar of 4 cells",
    ]
    win.model.select(2)
    assert tray.child(2).text(QAccessible.Text.Name).endswith(", selected")


def test_every_control_has_an_accessible_name(win):
    win.model.load_game(with_tray(Game(CLASSIC, 1), shape("dot"), None, None))
    widgets = win.findChildren(QAbstractButton) + win.findChildren(QAbstractItemView)
    win.game_over.show()
    win.notice.show()
    for widget in widgets:
        if not widget.isVisibleTo(win):
            continue
        iface = QAccessible.queryAccessibleInterface(widget)
        assert iface.text(QAccessible.Text.Name), widget


@pytest.mark.parametrize(
    "palette", [theme.light_palette(), theme.dark_palette()], ids=["light", "dark"]
)
def test_contrast_of_ghost_highlight_cursor_and_text(palette: QPalette):
    empty = theme.empty_cell(palette)
    board = theme.board_background(palette)
    outline = theme.outline(palette)  # the ghost's outline and the clear hatch
    for background in (empty, board):
        assert theme.contrast(outline, background) >= 3
        assert theme.contrast(theme.cursor(palette), background) >= 3
    # A ghost that fits is filled with the piece's colour.
    for index in range(1, 9):
        assert theme.contrast(theme.piece_colour(index, palette), empty) >= 3, index
    roles = QPalette.ColorRole
    assert theme.contrast(palette.color(roles.WindowText), palette.color(roles.Window)) >= 4.5
    assert theme.contrast(palette.color(roles.Text), palette.color(roles.Base)) >= 4.5
    assert theme.contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21)


def test_tap_origin_matches_the_keyboard_anchor():
    piece = shape("corner2_br")
    assert tap_origin(piece, 4, 4) == (4, 3)
