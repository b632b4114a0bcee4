"""The tile art, pixel by pixel, at device pixel ratios 1 and 2: blocks
that read as blocks, slots, crisp edges, and each drawn once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmapCache

from blockpuzzle.engine import CLASSIC, Board, Game, shape
from blockpuzzle.views import theme, tiles

from ..helpers import load, with_tray

RED = QColor("#d9433b")


def pixel(image: QImage, x: float, y: float) -> QColor:
    """The colour at logical (x, y) of an image with a device pixel ratio."""
    ratio = image.devicePixelRatio()
    return image.pixelColor(int(x * ratio), int(y * ratio))


@pytest.fixture(autouse=True)
def empty_cache(qapp):
    QPixmapCache.clear()
    yield
    QPixmapCache.clear()


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_tile_is_a_rounded_block_lit_from_above(ratio):
    cell = 40
    image = tiles.tile(RED, cell, ratio).toImage()
    assert image.width() == image.height() == cell * ratio  # device pixels, unscaled
    assert image.devicePixelRatio() == ratio
    # Rounded: the very corner is see-through, the middle of the edge is not.
    assert pixel(image, 1, 1).alpha() == 0
    assert pixel(image, cell / 2, 3).alpha() == 255
    # Lighter at the top, darker at the bottom, the hue in the middle.
    top, middle, bottom = (pixel(image, cell / 2, y) for y in (cell * 0.2, cell / 2, cell * 0.8))
    assert top.lightness() > middle.lightness() > bottom.lightness()
    assert abs(middle.hue() - RED.hue()) <= 3
    # A darker rim all round.
    rim = pixel(image, cell / 2, cell - 2)
    assert rim.lightness() < bottom.lightness()


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_flat_tile_is_the_pure_hue_in_a_white_rim(ratio):
    cell = 40
    image = tiles.tile(RED, cell, ratio, flat=True).toImage()
    for y in (cell * 0.3, cell / 2, cell * 0.7):
        assert pixel(image, cell / 2, y) == RED  # no gradient
    assert pixel(image, cell / 2, 2.2).lightness() > 240  # white rim


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_an_empty_cell_is_a_slot_shaded_under_its_top_edge(ratio):
    board = QColor("#ffffff")
    image = tiles.slot(board, 40, ratio).toImage()
    top, bottom = pixel(image, 20, 4), pixel(image, 20, 34)
    assert top.lightness() < bottom.lightness() < board.lightness()
    want = tiles.slot_colour(board)
    assert max(abs(a - b) for a, b in zip(bottom.getRgb(), want.getRgb(), strict=True)) <= 1


def test_the_gap_is_a_whole_number_of_device_pixels_and_at_least_one():
    for ratio in (1.0, 1.25, 1.5, 2.0):
        for cell in (10, 24, 40, 57, 120):
            gap = tiles.gap(cell, ratio) * ratio
            assert gap >= 1 and gap == int(gap)
    assert tiles.gap(100, 1.0) == 6


@pytest.mark.parametrize("ratio", [1.0, 1.25, 1.5, 2.0])
def test_a_cell_size_is_whole_device_pixels_at_every_ratio(ratio):
    for wanted in range(9, 200, 7):
        cell = tiles.crisp_cell(wanted, ratio)
        assert cell <= wanted and cell * ratio == int(cell * ratio)
        assert wanted - cell < 4


def test_each_tile_is_drawn_once_then_copied(monkeypatch):
    made = []
    real = tiles._pixmap
    monkeypatch.setattr(tiles, "_pixmap", lambda *a: made.append(a) or real(*a))
    first = tiles.tile(RED, 40, 2.0)
    again = tiles.tile(RED, 40, 2.0)
    assert len(made) == 1 and again.cacheKey() == first.cacheKey()
    tiles.tile(RED, 40, 1.0)  # another ratio: another pixmap
    tiles.tile(RED, 41, 2.0)  # another size
    tiles.tile(QColor("#2f6fd6"), 40, 2.0)  # another colour
    assert len(made) == 4


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_the_board_copies_its_cells_pixel_for_pixel(win, monkeypatch, ratio):
    """Rendered at each ratio, every cell on the board is exactly its cached
    tile or slot: nothing is scaled or smeared, and a second paint draws no
    new tile."""
    board = Board.from_text("1.......\n" + "........\n" * 6 + ".......2")
    load(win, with_tray(Game(CLASSIC, 1), shape("dot"), None, None, board=board))
    item = win.board_view.board
    cell = 36
    item.set_cell_size(cell, ratio)
    palette = win.board_view.palette()

    def render() -> QImage:
        bounds = item.boundingRect()
        image = QImage(
            int(bounds.width() * ratio), int(bounds.height() * ratio), QImage.Format.Format_ARGB32
        )
        image.setDevicePixelRatio(ratio)
        image.fill(QColor("#808080"))
        painter = QPainter(image)
        target = QRectF(0, 0, bounds.width(), bounds.height())
        win.board_view.scene().render(painter, target, item.mapRectToScene(bounds))
        painter.end()
        return image

    image = render()
    made = []
    real = tiles._pixmap
    monkeypatch.setattr(tiles, "_pixmap", lambda *a: made.append(a) or real(*a))
    render()
    assert made == []
    pad = item.padding
    flat = theme.is_flat(palette)
    expected = {
        (0, 0): tiles.tile(theme.piece_colour(1, palette), cell, ratio, flat),
        (7, 7): tiles.tile(theme.piece_colour(2, palette), cell, ratio, flat),
        (3, 4): tiles.slot(theme.board_background(palette), cell, ratio, flat),
    }
    for (row, col), art in expected.items():
        want = art.toImage()
        left = round((pad + col * cell) * ratio)
        top = round((pad + row * cell) * ratio)
        size = int(cell * ratio)
        # Inside the tile's rounded outline every device pixel matches.
        margin = int(cell * ratio * 0.25)
        for y in range(margin, size - margin, 3):
            for x in range(margin, size - margin, 3):
                got = image.pixelColor(left + x, top + y)
                assert (
                    got == want.pixelColor(x, y).toRgb() or want.pixelColor(x, y).alpha() < 255
                ), (
                    (row, col),
                    x,
                    y,
                )


def test_a_tray_piece_is_the_board_tile_at_a_smaller_size(win):
    load(win, with_tray(Game(CLASSIC, 1), shape("square2"), None, None))
    image = win.tray_view.viewport().grab().toImage()
    colour = theme.piece_colour(shape("square2").colour, win.tray_view.palette())
    rect = QRectF(win.tray_view.slot_rect(0))
    centre = rect.center()
    cell = tiles.crisp_cell(win.tray_view.piece_cell(), image.devicePixelRatio())
    # The middle of the top-left tile: the hue, lit as on the board.
    inside = centre - QPointF(cell / 2, cell / 2)
    got = pixel(image, inside.x(), inside.y())
    assert abs(got.hue() - colour.hue()) <= 4 and got.alpha() == 255


@pytest.mark.parametrize(("cell", "rim"), [(40, 2), (100, 5)])
def test_a_tiles_rim_is_a_twentieth_of_the_cell(cell, rim):
    """The outline round a piece's tile grows with the cell: 5 % of it, in
    whole pixels (counted on a flat tile, where it is pure white)."""
    image = tiles.tile(RED, cell, 1.0, flat=True).toImage()
    middle = cell // 2
    white = QColor("#ffffff")
    top = sum(image.pixelColor(middle, y) == white for y in range(middle))
    left = sum(image.pixelColor(x, middle) == white for x in range(middle))
    assert (top, left) == (rim, rim)


@pytest.mark.parametrize(("ratio", "clear"), [(1.0, 1), (2.0, 2)])
def test_a_tile_leaves_half_the_gap_clear_on_each_side(ratio, clear):
    """The gap between tiles is 6 % of a cell in whole device pixels: for
    a 40-pixel cell 2 device pixels at ratio 1 (2.4 rounded), 5 at ratio 2
    (4.8), half on each side of a tile: 1 and 2.5 device pixels, so 1 and
    2 whole ones see-through all round, and the tile solid just inside."""
    image = tiles.tile(RED, 40, ratio).toImage()
    size = image.width()
    middle = size // 2
    for i in range(clear):
        for x, y in ((middle, i), (middle, size - 1 - i), (i, middle), (size - 1 - i, middle)):
            assert image.pixelColor(x, y).alpha() == 0, (x, y)
    inside = clear + 1
    for x, y in ((middle, inside), (middle, size - 1 - inside), (inside, middle),
                 (size - 1 - inside, middle)):  # fmt: skip
        assert image.pixelColor(x, y).alpha() == 255, (x, y)


@pytest.mark.parametrize(("scale", "box"), [(0.5, (15, 24)), (1.0, (10, 29)), (0.0, None)])
def test_a_passing_frame_scales_a_tile_about_its_cells_centre(scale, box):
    """A 20-pixel cell at (10, 10) drawn at half size covers 15-24 both
    ways (a 10-pixel square about the centre, 20), whole it covers 10-29,
    and at 0 nothing."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPixmap

    from blockpuzzle.views.moving import tile_at

    art = QPixmap(20, 20)
    art.fill(RED)
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    tile_at(painter, QRectF(10, 10, 20, 20), art, scale)
    painter.end()
    covered = [(x, y) for x in range(40) for y in range(40) if image.pixelColor(x, y).alpha()]
    if box is None:
        assert covered == []
        return
    xs, ys = {x for x, _ in covered}, {y for _, y in covered}
    assert (min(xs), max(xs)) == box and (min(ys), max(ys)) == box


@pytest.mark.parametrize(("ratio", "rim"), [(1.0, 2), (2.0, 4)])
def test_a_tiles_light_top_edge_is_one_device_pixel_under_its_rim(ratio, rim):
    """The design's "1 px lighter inner top edge": down the middle of a
    40-pixel tile, after the clear gap and the rim (5 % of the cell: 2
    device pixels at ratio 1, 4 at ratio 2), exactly one row of device
    pixels is the hue 40 % lighter; no other row of the tile is, nor is
    the light smeared into the row under it."""
    image = tiles.tile(RED, 40, ratio).toImage()
    middle = image.width() // 2
    light = RED.lighter(140)
    column = [image.pixelColor(middle, y) for y in range(image.height())]
    lit = [
        y
        for y, colour in enumerate(column)
        if colour.alpha() == 255
        and max(abs(a - b) for a, b in zip(colour.getRgb(), light.getRgb(), strict=True)) <= 2
    ]
    first = next(y for y, colour in enumerate(column) if colour.alpha() == 255)
    assert lit == [first + rim]
    # Under it the gradient goes on as if the edge were not there: the next
    # row is the one after that within a step of the gradient, not lit.
    under, below = column[lit[0] + 1], column[lit[0] + 2]
    assert max(abs(a - b) for a, b in zip(under.getRgb(), below.getRgb(), strict=True)) <= 2
