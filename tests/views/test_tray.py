"""The drag from the tray: the lift rule, the ghost, the drop (real mouse events, offscreen)."""

from __future__ import annotations

import math

import pytest

from blockpuzzle.engine import ARCADE, CLASSIC, Board, Game, shape
from blockpuzzle.engine import bitboard as bb
from blockpuzzle.models.game import Ghost

from ..helpers import (
    board_point,
    drag,
    ghost,
    load,
    move_to,
    release_at,
    slot_point,
    start_drag,
    with_tray,
)

BARS = {1: "dot", 2: "bar2h", 3: "bar3h", 4: "bar4h", 5: "bar5h"}


def row_bits(row, first, width):
    return sum(bb.bit(row, c) for c in range(max(first, 0), min(first + width, 8)))


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
    # Said as the final score at once; the picture counts up to it.
    assert win.score_label.accessibleName() == "Score: 5"
    win.motion.finish()
    assert win.score_label.text() == "5"
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


def test_the_pointer_shows_what_a_press_would_do(win):
    from PySide6.QtCore import Qt

    from ..helpers import click

    shapes = Qt.CursorShape
    load(win, with_tray(Game(CLASSIC, 1), shape("square2"), None, shape("dot")))
    tray, board = win.tray_view.viewport(), win.board_view.viewport()
    move_to(win, board_point(win, 1.5, 1.5))  # from wherever an earlier test left it
    move_to(win, slot_point(win, 0))
    assert tray.cursor().shape() == shapes.OpenHandCursor  # a piece: take it
    move_to(win, slot_point(win, 1))
    assert tray.cursor().shape() == shapes.ArrowCursor  # a used slot
    start_drag(win, 0)
    assert tray.cursor().shape() == shapes.ClosedHandCursor  # carrying
    move_to(win, board_point(win, 2.0, 3.5))
    release_at(win, board_point(win, 2.0, 3.5))
    assert tray.cursor().shape() != shapes.ClosedHandCursor
    # A piece selected by a tap: a pointing hand over the board, where a
    # click places it.
    assert board.cursor().shape() == shapes.ArrowCursor
    click(win, slot_point(win, 2))
    assert win.model.selected == 2
    assert board.cursor().shape() == shapes.PointingHandCursor
    click(win, board_point(win, 6.5, 6.5))
    assert board.cursor().shape() == shapes.ArrowCursor


def test_the_pointer_follows_the_tray_when_the_piece_under_it_goes(win):
    """The pointer rests over piece 1 (an open hand); the keyboard places
    that piece: with no move of the mouse, the pointer over its now used
    slot is an arrow, and a new deal brings the hand back."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QCursor

    shapes = Qt.CursorShape
    load(win, with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None))
    tray = win.tray_view.viewport()
    move_to(win, board_point(win, 1.5, 1.5))
    move_to(win, slot_point(win, 0))
    # Where the system says the pointer is (the offscreen platform's
    # pointer follows only QCursor.setPos).
    QCursor.setPos(win.windowHandle().mapToGlobal(slot_point(win, 0)))
    assert tray.cursor().shape() == shapes.OpenHandCursor
    win.model.place(0, 0, 0)
    assert tray.cursor().shape() == shapes.ArrowCursor
    win.model.place(1, 7, 7)  # the last piece: a new deal fills slot 1 again
    assert win.model.game.tray[0] is not None
    assert tray.cursor().shape() == shapes.OpenHandCursor


def test_no_dotted_focus_frame_lingers_after_a_drag_or_a_refused_drop(win):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    board = Board.from_text("........\n" * 3 + "...1....\n" + "........\n" * 4)
    load(win, with_tray(Game(CLASSIC, 1), shape("square3"), shape("dot"), None, board=board))
    start_drag(win, 0)
    release_at(win, board_point(win, 3.5, 5.5))  # refused
    tray = win.tray_view
    assert not tray.keyboard_focus
    # The keyboard brings the frame back: Tab onto the tray.
    win.board_cells.setFocus()
    QTest.keyClick(win.board_cells, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert tray.hasFocus() and tray.keyboard_focus
    # Drawn around the current slot, and only there.
    framed = tray.viewport().grab().toImage()
    tray.keyboard_focus = False
    plain = tray.viewport().grab().toImage()
    ratio = framed.devicePixelRatio()
    changed = [
        QPoint(x, y)
        for y in range(framed.height())
        for x in range(framed.width())
        if framed.pixel(x, y) != plain.pixel(x, y)
    ]
    assert changed, "no focus frame"
    current = tray.visualRect(tray.currentIndex())
    assert all(current.contains(p / ratio) for p in changed)


def test_a_key_that_selects_another_piece_mid_drag_places_neither(win, qtbot):
    """Dragging piece 1 over the board, the player presses 2: piece 2 is
    selected and aimed at the cursor.  Letting go then places nothing —
    never piece 2 on a cell the pointer did not choose."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    load(win, with_tray(Game(CLASSIC, 1), shape("bar3h"), shape("dot"), None))
    model = win.model
    before = model.game.state
    start_drag(win, 0)
    target = board_point(win, 4.5, 6.5)
    move_to(win, target)
    assert model.aim_origin is not None and model.aim_origin[0] == 0
    QTest.keyClick(win.windowHandle(), Qt.Key.Key_2)
    assert model.selected == 1 and model.aim_origin is not None and model.aim_origin[0] == 1
    with qtbot.assertNotEmitted(model.placed, wait=10):
        release_at(win, target)
    assert model.game.state is before


def _luminance(colour) -> float:  # type: ignore[no-untyped-def]
    """WCAG's relative luminance, written out here (not the theme's)."""

    def linear(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.red())
        + 0.7152 * linear(colour.green())
        + 0.0722 * linear(colour.blue())
    )


def _contrast(a, b) -> float:  # type: ignore[no-untyped-def]
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_the_tray_draws_a_selected_a_carried_and_a_used_slot_as_a_player_sees_them(win):
    """DESIGN.md: a used slot shows nothing; the selected piece is marked
    (a mark ≥ 3:1 against the tray); a carried piece is left as a faint
    trace in its slot (a quarter of its strength) while it travels."""
    from PySide6.QtGui import QColor

    square = shape("square2")
    load(win, with_tray(Game(CLASSIC, 1), square, square, None))
    tray = win.tray_view

    def picture():  # type: ignore[no-untyped-def]
        image = tray.viewport().grab().toImage()
        ratio = image.devicePixelRatio()
        return lambda x, y: image.pixelColor(round(x * ratio), round(y * ratio))

    def centre_of_a_tile(slot: int):  # type: ignore[no-untyped-def]
        # The 2×2 square sits centred in its slot: a quarter of a cell in
        # from the centre is inside its top-left tile.
        rect = tray.slot_rect(slot)
        cell = tray.piece_cell()
        return rect.center().x() - cell / 2, rect.center().y() - cell / 2

    at = picture()
    ground = at(tray.slot_rect(2).left() + 2, tray.slot_rect(2).top() + 2)
    # The used slot: nothing at all, every pixel the tray's own colour.
    used = tray.slot_rect(2)
    for x in range(used.left() + 1, used.right(), 3):
        for y in range(used.top() + 1, used.bottom(), 3):
            assert at(x, y) == ground, (x, y)
    # Two equal pieces drawn alike, neither marked.
    whole = at(*centre_of_a_tile(0))
    assert at(*centre_of_a_tile(1)) == whole
    assert _contrast(whole, ground) >= 1.5
    top_edge = (tray.slot_rect(0).center().x(), tray.slot_rect(0).top() + 3)
    assert at(*top_edge) == ground
    # Selected: a mark round the slot standing out from the tray.
    win.model.select(0)
    at = picture()
    assert _contrast(at(*top_edge), ground) >= 3.0
    assert at(tray.slot_rect(1).center().x(), tray.slot_rect(1).top() + 3) == ground
    # Carried: a trace of a quarter of the piece over the tray.
    win.tray_model.set_carried(1)
    at = picture()
    trace = at(*centre_of_a_tile(1))
    for channel in ("red", "green", "blue"):
        mixed = 0.25 * getattr(whole, channel)() + 0.75 * getattr(ground, channel)()
        assert abs(getattr(trace, channel)() - mixed) <= 3, (channel, trace.name(), whole.name())
    assert at(*centre_of_a_tile(0)) == whole
    win.tray_model.set_carried(-1)
    assert picture()(*centre_of_a_tile(1)) == whole
    assert isinstance(ground, QColor)
