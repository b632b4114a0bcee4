"""The moving pictures, frame by frame, as pixels: a clear's sweep, a
placement's settle and the rising points, each painted alone at a given
point of its motion (DESIGN.md's motion table says what each must show).

The expected values are worked out here from the motion's description —
each cell of a sweep shrinks about its centre and fades as it goes, the
nearest first; a settle starts a little large and bright, and ends exactly
in its cells — not from the items' own arithmetic."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QStyleOptionGraphicsItem

from blockpuzzle.views.moving import Points, Settle, Sweep

CELL = 40
RED = QColor("#d55e00")


@pytest.fixture
def board(qapp):  # type: ignore[no-untyped-def]
    scene = QGraphicsScene()
    item = QGraphicsRectItem(QRectF(0, 0, 8 * CELL, 8 * CELL))
    scene.addItem(item)
    yield item
    scene.clear()


def alone(item, progress: float | None = None) -> QImage:  # type: ignore[no-untyped-def]
    """``item`` painted alone on a transparent 8×8 board of 40-pixel cells."""
    if progress is not None:
        item.setProperty("progress", progress)  # as its animation sets it
    image = QImage(8 * CELL, 8 * CELL, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(item.pos())
    option = QStyleOptionGraphicsItem()
    option.exposedRect = QRectF(image.rect())
    item.paint(painter, option, None)
    painter.end()
    return image


def alpha(image: QImage, x: float, y: float) -> int:
    return image.pixelColor(round(x), round(y)).alpha()


def centre(row: int, col: int) -> tuple[float, float]:
    return (col + 0.5) * CELL, (row + 0.5) * CELL


def near_left_edge(row: int, col: int) -> tuple[float, float]:
    """A tenth of a cell in from the cell's left edge, half way down: inside
    a resting tile (its gap is 6 % of a cell), outside one shrunk to 70 %."""
    return (col + 0.1) * CELL, (row + 0.5) * CELL


def test_a_sweep_shrinks_and_fades_each_cell_in_turn_the_nearest_first(board):
    # Two cells of one cleared row: the near one starts at once, the far one
    # at 30 % of the sweep; each cell's own vanishing takes 45 % of it.
    sweep = Sweep(board, [(3, 2, RED, 0.0), (3, 6, RED, 0.3)], CELL)
    start = alone(sweep, 0.0)
    for cell in ((3, 2), (3, 6)):  # whole, both
        assert alpha(start, *centre(*cell)) == 255
        assert alpha(start, *near_left_edge(*cell)) == 255
    middle = start.pixelColor(*map(round, centre(3, 2)))
    assert abs(middle.hue() - RED.hue()) <= 12  # the tile that was there
    # Half of the near cell's own time gone (t = ½): it shows at 1 - t² =
    # ¾ strength, shrunk to 1 - 0.6 t = 70 % about its centre; the far one
    # has not begun.
    half = alone(sweep, 0.45 / 2)
    assert abs(alpha(half, *centre(3, 2)) - 0.75 * 255) <= 3
    assert alpha(half, *near_left_edge(3, 2)) == 0
    assert alpha(half, *centre(3, 6)) == 255 and alpha(half, *near_left_edge(3, 6)) == 255
    # Later the near one is gone while the far one is on its way …
    later = alone(sweep, 0.5)
    assert alpha(later, *centre(3, 2)) == 0
    assert 0 < alpha(later, *centre(3, 6)) < 255
    # … and at the end nothing at all is left.
    end = alone(sweep, 1.0)
    assert all(
        end.pixelColor(x, y).alpha() == 0
        for x in range(0, 8 * CELL, 5)
        for y in range(0, 8 * CELL, 5)
    )


def test_a_settle_starts_large_and_bright_and_ends_exactly_in_its_cells(board):
    settle = Settle(board, [(2, 2), (2, 3)], RED, CELL)
    end = alone(settle, 1.0)
    begin = alone(settle, 0.0)
    # At rest: the tiles fill their cells and leave the gaps around them
    # clear (a pixel one above the cells' top edge is the neighbour's gap).
    assert alpha(end, *centre(2, 2)) == 255
    above = (2.5 * CELL, 2 * CELL - 1)
    assert alpha(end, *above) == 0
    # At first: 12 % larger about each cell's centre, so it reaches over
    # that gap, and lit by a white shine.
    assert alpha(begin, *above) > 0
    lit = begin.pixelColor(*map(round, centre(2, 2)))
    resting = end.pixelColor(*map(round, centre(2, 2)))
    assert lit.lightness() > resting.lightness() + 20
    assert abs(lit.hue() - resting.hue()) <= 12


def test_the_points_are_written_in_the_text_colour_with_a_halo(board, qapp):
    points = Points(board, "+31", CELL)
    points.setPos(4 * CELL, 4 * CELL)
    image = alone(points)
    colours = {
        image.pixelColor(x, y).rgba()
        for x in range(0, 8 * CELL)
        for y in range(3 * CELL, 5 * CELL)
        if image.pixelColor(x, y).alpha() == 255
    }
    palette = board.scene().palette()
    from blockpuzzle.views import theme

    # The figures in the text colour, ringed in the board's: readable on
    # any tile (both are there, whole, in some pixels).
    assert theme.outline(palette).rgba() in colours
    assert theme.board_background(palette).rgba() in colours
    # Nothing is drawn away from where it stands.
    far = [image.pixelColor(x, y).alpha() for x in range(0, CELL) for y in range(0, CELL)]
    assert max(far) == 0


def test_the_points_halo_is_drawn_whole_inside_its_box(board, qapp):
    """The "+N" is drawn once into a picture of its own: the halo round the
    figures must lie inside it, nothing cut at its edges."""
    points = Points(board, "+128", CELL)
    image = QImage(points.boundingRect().size().toSize(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(-points.boundingRect().topLeft())
    points.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    w, h = image.width(), image.height()
    edge = [(x, 0) for x in range(w)] + [(x, h - 1) for x in range(w)]
    edge += [(0, y) for y in range(h)] + [(w - 1, y) for y in range(h)]
    assert max(image.pixelColor(x, y).alpha() for x, y in edge) == 0
    assert max(image.pixelColor(x, h // 2).alpha() for x in range(w)) == 255
