"""End to end on a real X server: real pointer events from xdotool, real
windows, screenshots checked pixel by pixel."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QColor, QImage

pytestmark = pytest.mark.e2e

EMPTY = "\n".join(["........"] * 8)


def cells_of(board_text: str) -> set[tuple[int, int]]:
    return {
        (r, c)
        for r, line in enumerate(board_text.splitlines())
        for c, ch in enumerate(line)
        if ch != "."
    }


def pixel(image: QImage, xy: tuple[int, int]) -> str:
    return QColor(image.pixel(*xy)).name()


def near(got: str, want: str, steps: int = 3) -> bool:
    """The same colour but for a few steps of the tile's gradient (the
    middle pixel of a cell and of its art may be a device pixel apart)."""
    a, b = QColor(got), QColor(want)
    return max(abs(x - y) for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True)) <= steps


def cell_centre(app, row: int, col: int) -> tuple[int, int]:
    return app.board_xy(col + 0.5, row + 0.5)


def left_edge_pixels(app, row: int, col: int) -> list[tuple[int, int]]:
    """Points down the middle of the outline's left stroke of a cell, along
    its straight part (between the rounded corners)."""
    g = app.geometry
    cell, inset, corner = g["cell"], g["outline_inset"], g["corner"]
    x0, y0 = app.board_xy(col, row)
    x = round(x0 + inset)
    first, last = math.ceil(y0 + inset + corner), math.floor(y0 + cell - inset - corner)
    return [(x, y) for y in range(first, last)]


def test_a_real_drag_lands_the_piece_where_the_ghost_showed_it(launch, tmp_path):
    app = launch({"tray": ["corner3_br", "dot", None], "board": EMPTY})
    piece_colour = app.geometry["colours"]["pieces"]["1"]
    start = app.slot_xy(0)
    target = app.board_xy(4.5, 6.2)  # 3 wide centred on column 4; bottom row 5
    app.move(*start)
    app.xdotool("mousedown", 1)
    app.glide(start, target)
    _, shot = app.screenshot_when(lambda s: s["aim"] == [0, 3, 3], tmp_path / "held.png")
    held = QImage(str(shot))
    expected = {(3, 5), (4, 5), (5, 3), (5, 4), (5, 5)}
    for row, col in expected:
        assert near(pixel(held, cell_centre(app, row, col)), piece_colour), (row, col)
    assert near(pixel(held, cell_centre(app, 3, 3)), app.geometry["colours"]["empty"])
    app.xdotool("mouseup", 1)
    state = app.wait_state(lambda s: s["score"] > 0)
    assert cells_of(state["board"]) == expected
    assert state["score"] == 5
    assert state["tray"] == [None, "dot", None]


def test_a_held_drag_is_filled_where_it_fits_and_outline_only_where_not(launch, tmp_path):
    board = "\n".join(["........"] * 3 + ["...1...."] + ["........"] * 4)
    app = launch({"tray": ["square2", "dot", None], "board": board})
    colours = app.geometry["colours"]
    start = app.slot_xy(0)
    app.move(*start)
    app.xdotool("mousedown", 1)
    # Fits: a 2×2 with its top-left on (5, 5).
    fits_at = app.board_xy(6.0, 7.5)
    app.glide(start, fits_at)
    _, shot = app.screenshot_when(lambda s: s["aim"] == [0, 5, 5], tmp_path / "fits.png")
    image = QImage(str(shot))
    for row, col in ((5, 5), (5, 6), (6, 5), (6, 6)):
        assert near(pixel(image, cell_centre(app, row, col)), colours["pieces"]["6"])
        assert colours["outline"] in {pixel(image, p) for p in left_edge_pixels(app, row, col)}
    # Does not fit: a 2×2 with its top-left on (2, 2) covers the filled (3, 3).
    blocked_at = app.board_xy(3.0, 4.5)
    app.glide(fits_at, blocked_at)
    _, shot = app.screenshot_when(lambda s: s["aim"] == [0, 2, 2], tmp_path / "blocked.png")
    image = QImage(str(shot))
    for row, col in ((2, 2), (2, 3), (3, 2)):
        # Outline only: the inside is still the empty board …
        assert near(pixel(image, cell_centre(app, row, col)), colours["empty"]), (row, col)
        # … and the outline is drawn.
        assert colours["outline"] in {pixel(image, p) for p in left_edge_pixels(app, row, col)}
    # The cell that blocks it keeps its own colour.
    assert near(pixel(image, cell_centre(app, 3, 3)), colours["pieces"]["1"])
    # Cells the ghost does not cover are untouched.
    assert colours["outline"] not in {pixel(image, p) for p in left_edge_pixels(app, 5, 5)}
    # Let go right there, where it does not fit: nothing happens, the piece
    # is back in its slot and no ghost is left on the board.
    app.xdotool("mouseup", 1)
    state, shot = app.screenshot_when(
        lambda s: s["carried"] == -1 and s["aim"] is None and not s["moving"],
        tmp_path / "released.png",
    )
    assert cells_of(state["board"]) == {(3, 3)}
    assert state["score"] == 0 and state["tray"] == ["square2", "dot", None]
    image = QImage(str(shot))
    for row, col in ((2, 2), (2, 3), (3, 2)):
        assert near(pixel(image, cell_centre(app, row, col)), colours["empty"]), (row, col)
        assert colours["outline"] not in {pixel(image, p) for p in left_edge_pixels(app, row, col)}
    # The piece has glided back and is drawn in its slot again, in full colour.
    slot_colours = {
        pixel(image, (start[0] + dx, start[1] + dy)) for dx in range(-8, 9, 4) for dy in (-8, 0, 8)
    }
    assert any(near(c, colours["pieces"]["6"], 24) for c in slot_colours), slot_colours


def test_a_real_click_then_click_places(launch):
    app = launch({"tray": ["bar3v", "dot", None], "board": EMPTY})
    app.move(*app.slot_xy(0))
    app.xdotool("click", 1)
    assert app.wait_state(lambda s: s["selected"] == 0)["selected"] == 0
    app.move(*app.board_xy(6.5, 2.5))
    app.xdotool("click", 1)
    state = app.wait_state(lambda s: s["score"] > 0)
    assert cells_of(state["board"]) == {(2, 6), (3, 6), (4, 6)}
    assert state["selected"] == -1
