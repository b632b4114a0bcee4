"""What a screen reader is told: placements, clears, new deals, refusals."""

from __future__ import annotations

from PySide6.QtCore import Qt

from blockpuzzle.engine import CLASSIC, Board, Game, shape

from ..helpers import announcements, press, walk_cursor, with_tray


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
