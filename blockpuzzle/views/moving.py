"""The moving pictures of :mod:`.effects`: each a short-lived item over the
board (the cells settling, a clear's sweep, the points rising, the dim at
the game's end), or a widget over the window (a piece gliding back to its
tray slot), whose progress an animation drives."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine import Shape
from ..engine import bitboard as bb
from . import theme, tiles
from .tray import paint_piece

DIMMED = 0.4  # the board shows through the dim at 60 %


def progress_property() -> Any:
    """The ``progress`` (0 to 1) an animation drives, kept in the item's
    ``_progress``: each change repaints it."""

    def get(self: Any) -> float:
        return float(self._progress)

    def set_(self: Any, value: float) -> None:
        self._progress = value
        self.update()

    return Property(float, get, set_)


class Progress(QGraphicsObject):
    """An item over the board that paints itself at a point of its
    animation, ``progress`` from 0 to 1."""

    def __init__(self, board: QGraphicsItem, area: QRectF | None = None) -> None:
        super().__init__(board)
        self._progress = 0.0
        # Only this is repainted on each frame.
        self._area = area if area is not None else board.boundingRect()
        self.setZValue(10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._area

    progress = progress_property()


def around(cells: list[tuple[int, int]], cell: int, grow: float = 0.0) -> QRectF:
    """The rectangle that holds ``cells`` (each grown by ``grow`` cells)."""
    rows = [r for r, _c in cells]
    cols = [c for _r, c in cells]
    left, top = min(cols) - grow, min(rows) - grow
    width = max(cols) - min(cols) + 1 + 2 * grow
    height = max(rows) - min(rows) + 1 + 2 * grow
    return QRectF(left * cell, top * cell, width * cell, height * cell)


def tile_at(painter: QPainter, rect: QRectF, art: QPixmap, scale: float) -> None:
    """``art`` drawn into ``rect`` at ``scale`` about its centre (a passing
    frame may scale; a resting cell never is)."""
    if scale <= 0:
        return
    side = rect.width() * scale
    centre = rect.center()
    target = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
    painter.drawPixmap(target, art, QRectF(art.rect()))


class Settle(Progress):
    """A placed piece dropping into its cells: a little large and bright,
    then exactly in place."""

    def __init__(self, board: QGraphicsItem, cells: list[tuple[int, int]], colour: QColor,
                 cell: int) -> None:  # fmt: skip
        super().__init__(board, around(cells, cell, 0.1))
        self.cells = cells
        self._colour = colour
        self._cell = cell

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:  # fmt: skip
        ratio = widget.devicePixelRatioF() if widget is not None else 1.0
        palette = widget.palette() if widget is not None else self.scene().palette()
        art = tiles.tile(self._colour, self._cell, ratio, theme.is_flat(palette))
        p = self._progress
        shine = QColor(255, 255, 255, round(120 * (1 - p)))
        for row, col in self.cells:
            rect = QRectF(col * self._cell, row * self._cell, self._cell, self._cell)
            tile_at(painter, rect, art, 1.12 - 0.12 * p)
            if shine.alpha():
                path = QPainterPath()
                inset = tiles.gap(self._cell, ratio)
                radius = tiles.RADIUS * self._cell
                path.addRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
                painter.fillPath(path, shine)


class Sweep(Progress):
    """The cells of cleared lines shrinking away, the nearest to the placed
    piece first."""

    SPAN = 0.45  # each cell's own vanishing, as a part of the whole

    def __init__(self, board: QGraphicsItem, cells: list[tuple[int, int, QColor, float]],
                 cell: int) -> None:  # fmt: skip
        super().__init__(board, around([(r, c) for r, c, *_rest in cells], cell))
        self._cells = cells  # (row, col, colour, delay 0 … 1 - SPAN)
        self._cell = cell
        self._arts: dict[tuple[str, float, bool], QPixmap] = {}

    @property
    def cells(self) -> list[tuple[int, int]]:
        return [(row, col) for row, col, _colour, _delay in self._cells]

    def delay(self, row: int, col: int) -> float:
        """When (row, col) starts to vanish, as a part of the whole sweep."""
        return next(d for r, c, _colour, d in self._cells if (r, c) == (row, col))

    def colour(self, row: int, col: int) -> QColor:
        """The colour (row, col) vanishes in: the tile that was there."""
        return next(colour for r, c, colour, _d in self._cells if (r, c) == (row, col))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:  # fmt: skip
        ratio = widget.devicePixelRatioF() if widget is not None else 1.0
        palette = widget.palette() if widget is not None else self.scene().palette()
        flat = theme.is_flat(palette)
        arts = self._arts
        for row, col, colour, delay in self._cells:
            t = min(1.0, max(0.0, (self._progress - delay) / self.SPAN))
            if t >= 1.0:
                continue
            key = (colour.name(), ratio, flat)
            art = arts.get(key)
            if art is None:
                art = arts[key] = tiles.tile(colour, self._cell, ratio, flat)
            rect = QRectF(col * self._cell, row * self._cell, self._cell, self._cell)
            painter.setOpacity(1.0 - t * t)
            tile_at(painter, rect, art, 1.0 - 0.6 * t)
        painter.setOpacity(1.0)


class Points(QGraphicsObject):
    """ "+N" over the cleared lines; its position and opacity animate.  The
    text is drawn once, into a pixmap, on its first frame."""

    def __init__(self, board: QGraphicsItem, text: str, cell: int) -> None:
        super().__init__(board)
        self._text = text
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(12, round(cell * 0.7)))
        path = QPainterPath()
        path.addText(0, 0, font, text)
        self._path = path.translated(-path.boundingRect().center())
        self._box = self._path.boundingRect().adjusted(-4, -4, 4, 4)
        self._art: QPixmap | None = None
        self.setZValue(20)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def text(self) -> str:
        return self._text

    def boundingRect(self) -> QRectF:
        return self._box

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:  # fmt: skip
        if self._art is None:
            palette = widget.palette() if widget is not None else self.scene().palette()
            ratio = widget.devicePixelRatioF() if widget is not None else 1.0
            art = QPixmap(round(self._box.width() * ratio), round(self._box.height() * ratio))
            art.setDevicePixelRatio(ratio)
            art.fill(Qt.GlobalColor.transparent)
            drawing = QPainter(art)
            drawing.setRenderHint(QPainter.RenderHint.Antialiasing)
            drawing.translate(-self._box.topLeft())
            # The text colour with a halo of the board's: readable on any tile.
            drawing.strokePath(self._path, QPen(theme.board_background(palette), 4))
            drawing.fillPath(self._path, theme.outline(palette))
            drawing.end()
            self._art = art
        painter.drawPixmap(self._box.topLeft(), self._art)


class Dim(Progress):
    """The board dimmed under the game-over card."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:  # fmt: skip
        palette = widget.palette() if widget is not None else self.scene().palette()
        colour = QColor(palette.color(palette.ColorRole.Window))
        colour.setAlphaF(DIMMED * self._progress)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        # The panel's outline: its rounded rectangle half a device pixel in,
        # stroked one device pixel wide, so its outer corners are half a
        # device pixel rounder.
        ratio = widget.devicePixelRatioF() if widget is not None else 1.0
        cell = self._area.width() / (bb.SIZE + 2 * tiles.PANEL_PADDING)
        radius = tiles.PANEL_RADIUS * cell + 0.5 / ratio
        path.addRoundedRect(self._area, radius, radius)
        painter.fillPath(path, colour)


class Glide(QWidget):
    """A piece on its way back to the tray, over the window."""

    def __init__(self, parent: QWidget, piece: Shape, start: QRectF, end: QRectF,
                 start_cell: float, end_cell: float) -> None:  # fmt: skip
        super().__init__(parent)
        self.piece = piece
        self._start, self._end = start, end
        self._cells = (start_cell, end_cell)
        self._progress = 0.0
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setGeometry(parent.rect())
        self.show()
        self.raise_()

    progress = progress_property()

    def where(self) -> tuple[QRectF, float]:
        """The piece's box and cell size at this point of the glide."""
        p = self._progress
        a, b = self._start, self._end
        box = QRectF(
            a.x() + (b.x() - a.x()) * p, a.y() + (b.y() - a.y()) * p,
            a.width() + (b.width() - a.width()) * p, a.height() + (b.height() - a.height()) * p,
        )  # fmt: skip
        start_cell, end_cell = self._cells
        return box, start_cell + (end_cell - start_cell) * p

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        box, cell = self.where()
        paint_piece(painter, box, self.piece, self.palette(), cell)
