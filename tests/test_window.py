"""The window as a player uses it: real mouse events, offscreen."""

import math
import re

import pytest
from PySide6.QtWidgets import QApplication

from blockpuzzle.engine import ARCADE, CLASSIC, Board, Game, shape
from blockpuzzle.engine import bitboard as bb
from blockpuzzle.gamemodel import Ghost, Role

from .helpers import (
    board_point,
    click,
    drag,
    move_to,
    release_at,
    slot_point,
    start_drag,
    with_tray,
)

BARS = {1: "dot", 2: "bar2h", 3: "bar3h", 4: "bar4h", 5: "bar5h"}


def ghost(win, kind):
    model = win.model
    bits = 0
    for r in range(8):
        for c in range(8):
            if model.data(model.index(r, c), Role.GHOST) == kind:
                bits |= bb.bit(r, c)
    return bits


def row_bits(row, first, width):
    return sum(bb.bit(row, c) for c in range(max(first, 0), min(first + width, 8)))


def load(win, game):
    win.model.load_game(game)
    QApplication.processEvents()


@pytest.mark.parametrize("width", [1, 2, 3, 4, 5])
def test_lift_rule_at_every_column_through_a_real_drag(win, width):
    load(win, with_tray(Game(CLASSIC, 1), shape(BARS[width]), None, shape("dot")))
    lifted = start_drag(win, 0)
    assert win.tray_model.carried == 0
    # Over the tray, far enough under the board that no cell is on it.
    assert win.board_view.cell_coords(win.mapToGlobal(lifted).toPointF())[1] >= 9
    for col in range(8):
        # The pointer in the middle of cell (5, col): the bar's bottom row is
        # row 4, and it is centred on the pointer (even widths: the nearest
        # grid line, here the pointer's right or left edge per SPEC §2).
        move_to(win, board_point(win, col + 0.5, 5.5))
        left = math.floor(col + 0.5 - width / 2 + 0.5)
        fits = left >= 0 and left + width <= 8
        expected = row_bits(4, left, width)
        assert ghost(win, Ghost.FITS if fits else Ghost.BLOCKED) == expected, (width, col)
        assert ghost(win, Ghost.BLOCKED if fits else Ghost.FITS) == 0
    move_to(win, lifted)  # back over the tray: the piece leaves the board …
    assert ghost(win, Ghost.BLOCKED) == ghost(win, Ghost.FITS) == 0
    release_at(win, lifted)  # … and letting go there does nothing
    assert win.model.game.board.filled == 0


def test_pointer_one_row_under_the_board_lands_on_row_7(win):
    load(win, with_tray(Game(CLASSIC, 1), shape("square2"), None, shape("dot")))
    drag(win, 0, 4.0, 8.4)
    assert win.model.game.board.filled == shape("square2").mask << (6 * 8 + 3)


def test_partly_off_the_board_is_an_outline_and_wholly_off_is_gone(win):
    load(win, with_tray(Game(CLASSIC, 1), shape("bar5h"), None, shape("dot")))
    start = start_drag(win, 0)
    move_to(win, board_point(win, 0.5, 3.5))  # cells -2..2 of row 2
    assert ghost(win, Ghost.BLOCKED) == row_bits(2, 0, 3)
    assert ghost(win, Ghost.FITS) == 0
    move_to(win, board_point(win, 7.9, 0.5))  # bottom row -1: wholly off
    assert ghost(win, Ghost.BLOCKED) == ghost(win, Ghost.FITS) == 0
    move_to(win, board_point(win, -3.0, 4.5))  # far left: cells -5..-1
    assert ghost(win, Ghost.BLOCKED) == ghost(win, Ghost.FITS) == 0
    release_at(win, start)


def test_a_real_drag_places_the_piece_where_the_ghost_showed_it(win, qtbot):
    load(win, with_tray(Game(CLASSIC, 1), shape("corner3_br"), shape("dot"), None))
    start_drag(win, 0)
    target = board_point(win, 4.5, 6.2)  # 3 wide: cols 3..5; bottom row 5
    move_to(win, target)
    shown = ghost(win, Ghost.FITS)
    assert shown == shape("corner3_br").mask << (3 * 8 + 3)
    with qtbot.waitSignal(win.model.placed):
        release_at(win, target)
    assert win.model.game.board.filled == shown
    assert win.model.score == 5
    assert win.score_label.text() == "Score: 5"
    assert win.tray_model.carried == -1


def test_a_drop_where_it_does_not_fit_changes_nothing(win, qtbot):
    board = Board.from_text("........\n" * 3 + "...1....\n" + "........\n" * 4)
    load(win, with_tray(Game(CLASSIC, 1), shape("square3"), shape("dot"), None, board=board))
    model = win.model
    before = model.game.state
    start_drag(win, 0)
    target = board_point(win, 3.5, 5.5)  # square over (3, 3): blocked
    move_to(win, target)
    assert ghost(win, Ghost.BLOCKED) != 0
    with (
        qtbot.assertNotEmitted(model.placed, wait=10),
        qtbot.assertNotEmitted(model.scoreChanged, wait=10),
        qtbot.assertNotEmitted(model.trayChanged, wait=10),
        qtbot.assertNotEmitted(model.linesCleared, wait=10),
        qtbot.assertNotEmitted(model.undoAvailable, wait=10),
    ):
        release_at(win, target)
    assert model.game.state is before
    assert model.game.history_depth == 0
    assert win.tray_model.carried == -1  # back in its slot
    assert ghost(win, Ghost.BLOCKED) == ghost(win, Ghost.FITS) == 0


def test_click_a_piece_then_a_cell_places_it_by_its_first_cell(win, qtbot):
    load(win, with_tray(Game(CLASSIC, 1), shape("corner2_br"), shape("dot"), None))
    click(win, slot_point(win, 0))
    assert win.model.selected == 0
    # Hover shows the same ghost as the click will place.
    move_to(win, board_point(win, 2.5, 2.5))
    expected = shape("corner2_br").mask << (2 * 8 + 1)  # first cell (0,1) on (2,2)
    assert ghost(win, Ghost.FITS) == expected
    with qtbot.waitSignal(win.model.placed):
        click(win, board_point(win, 2.5, 2.5))
    assert win.model.game.board.filled == expected
    assert win.model.selected == -1


def test_a_failed_click_keeps_the_selection_and_a_second_tap_deselects(win):
    board = Board.from_text("1.......\n" + "........\n" * 7)
    load(win, with_tray(Game(CLASSIC, 1), shape("square2"), shape("dot"), None, board=board))
    click(win, slot_point(win, 0))
    click(win, board_point(win, 0.5, 0.5))
    assert win.model.selected == 0
    assert win.model.game.board.filled == 1
    click(win, slot_point(win, 0))
    assert win.model.selected == -1


def test_clearing_a_line_and_undo_through_the_menu_action(win, qtbot):
    board = Board.from_text("........\n" * 7 + "3333.333")
    load(win, with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None, board=board))
    undo = win.action("undo")
    assert not undo.isEnabled()
    with qtbot.waitSignal(win.model.linesCleared):
        drag(win, 0, 4.5, 8.5)
    assert win.model.game.board.filled == 0
    assert undo.isEnabled()
    undo.trigger()
    assert win.model.game.board.to_text() == board.to_text()
    assert win.model.score == 0
    assert not undo.isEnabled()


def test_game_over_shows_the_summary_and_a_new_game_button(win, qtbot):
    # Only scattered single holes: the dot fits, clears nothing, then
    # nothing fits.
    holes = {(r, (r * 3) % 8) for r in range(8)} | {(0, 4)}
    text = "\n".join("".join("." if (r, c) in holes else "1" for c in range(8)) for r in range(8))
    game = with_tray(
        Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=Board.from_text(text)
    )
    game.state = game.state.__class__(game.board, game.tray, 120, 6, 4, False)
    load(win, game)
    assert not win.game_over.isVisible()
    with qtbot.waitSignal(win.model.gameOver):
        assert win.model.place_at(0, 0, 4)
    assert win.game_over.isVisible()
    assert "Final score: 121" in win.game_over.summary.text()
    assert "Lines cleared: 6" in win.game_over.summary.text()
    assert not win.action("undo").isEnabled()
    win.game_over.button.click()
    assert not win.game_over.isVisible()
    assert win.model.score == 0 and win.model.game.board.filled == 0


def test_new_game_asks_before_abandoning_a_game_in_progress(win, monkeypatch):
    answers = []
    monkeypatch.setattr(win, "confirm_abandon", lambda: answers.append("asked") or False)
    assert win.new_game(ARCADE)  # nothing placed yet: no question
    assert answers == [] and win.model.rules is ARCADE
    win.model.place(0, *next(bb.cells(win.model.game.board.legal_origins(win.model.game.tray[0]))))
    win.action("new_classic").trigger()
    assert answers == ["asked"]
    assert win.model.rules is ARCADE and win.model.score > 0  # kept playing
    monkeypatch.setattr(win, "confirm_abandon", lambda: True)
    win.action("new_classic").trigger()
    assert win.model.rules is CLASSIC and win.model.score == 0


def test_the_confirmation_is_a_real_dialog(win, qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    win.model.place(0, 0, 0)
    seen = []

    def answer():
        box = QApplication.activeModalWidget()
        seen.append(box.text())
        box.button(QMessageBox.StandardButton.No).click()

    QTimer.singleShot(50, answer)
    assert not win.new_game(CLASSIC)
    assert seen and "new game" in seen[0].lower()


def test_rotate_in_arcade_by_double_click_and_by_r(win, qtbot):
    load(win, with_tray(Game(ARCADE, 1), shape("bar3h"), shape("dot"), None))
    assert win.action("rotate").isVisible()
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.mouseDClick(win.windowHandle(), Qt.MouseButton.LeftButton, pos=slot_point(win, 0))
    assert win.model.game.tray[0] == shape("bar3v")
    assert win.model.selected == 0
    QTest.keyClick(win, Qt.Key.Key_R)
    assert win.model.game.tray[0] == shape("bar3h")
    load(win, with_tray(Game(CLASSIC, 1), shape("bar3h"), shape("dot"), None))
    assert not win.action("rotate").isVisible()
    QTest.mouseDClick(win.windowHandle(), Qt.MouseButton.LeftButton, pos=slot_point(win, 0))
    assert win.model.game.tray[0] == shape("bar3h")


def test_score_and_best_are_always_visible_and_no_clock(win):
    win.model.place(0, 0, 0)
    assert win.score_label.isVisible() and win.best_label.isVisible()
    assert win.score_label.text() == f"Score: {win.model.score}"
    assert win.best_label.text() == f"Best: {win.model.best}"
    from PySide6.QtWidgets import QLabel

    shown = [label.text() for label in win.findChildren(QLabel) if label.isVisible()]
    assert not any(re.search(r"\d+:\d\d", text) for text in shown), shown
