"""The board on screen: a QGraphicsScene with one item that draws the 8×8
cells from the :class:`GameModel`, and the view that shows it.

The view only draws and forwards input.  With a piece selected (the tap
path), hovering aims it and a click places it; the drag from the tray is
handled by the tray, which asks :meth:`BoardView.cell_coords` where the
pointer is in board cells.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QModelIndex, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QMouseEvent, QMoveEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..engine import bitboard as bb
from ..lang.retranslate import Retranslating
from ..models.game import GameModel, Ghost, Role
from . import theme


class BoardItem(QGraphicsObject):
    """Paints the board's cells, the aimed piece's ghost, the lines it would
    clear and the keyboard cursor, all read from the model's roles."""

    def __init__(self, model: GameModel, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._cell = 40.0
        # Paint only the exposed cells: a drag move repaints a few, not 64.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        model.dataChanged.connect(self._changed)
        model.modelReset.connect(self.update)

    @property
    def cell_size(self) -> float:
        return self._cell

    def set_cell_size(self, size: float) -> None:
        if size != self._cell:
            self.prepareGeometryChange()
            self._cell = size

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._cell * bb.SIZE, self._cell * bb.SIZE)

    def cell_rect(self, row: int, col: int) -> QRectF:
        return QRectF(col * self._cell, row * self._cell, self._cell, self._cell)

    def _changed(self, top_left: QModelIndex, bottom_right: QModelIndex) -> None:
        top = self.cell_rect(top_left.row(), top_left.column())
        bottom = self.cell_rect(bottom_right.row(), bottom_right.column())
        self.update(top.united(bottom))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        palette = widget.palette() if widget is not None else self.scene().palette()
        model = self._model
        cell = self._cell
        gap = max(1.0, round(cell / 16))
        inner = cell - 2 * gap
        exposed = option.exposedRect  # type: ignore[attr-defined]
        painter.fillRect(exposed, theme.board_background(palette))
        empty = theme.empty_cell(palette)
        clear_brush = QBrush(theme.will_clear(palette))
        clear_marks = QBrush(theme.outline(palette), Qt.BrushStyle.BDiagPattern)
        line_width = max(2.0, round(cell / 14))
        fits_pen = QPen(theme.outline(palette), line_width)
        blocked_pen = QPen(theme.outline(palette), line_width, Qt.PenStyle.DashLine)
        cursor_pen = QPen(theme.cursor(palette), line_width * 1.5)
        painter.setPen(Qt.PenStyle.NoPen)
        for row in range(bb.SIZE):
            for col in range(bb.SIZE):
                rect = QRectF(col * cell + gap, row * cell + gap, inner, inner)
                if not exposed.intersects(rect.adjusted(-gap, -gap, gap, gap)):
                    continue
                index = model.index(row, col)
                colour = model.data(index, Role.COLOUR)
                painter.fillRect(rect, theme.piece_colour(colour, palette) if colour else empty)
                ghost = model.data(index, Role.GHOST)
                half = line_width / 2
                box = rect.adjusted(half, half, -half, -half)
                if ghost == Ghost.FITS:
                    ghost_colour = model.data(index, Role.GHOST_COLOUR)
                    painter.fillRect(box, theme.piece_colour(ghost_colour, palette))
                if model.data(index, Role.WILL_CLEAR):
                    # Along the whole line, ghost cells included, with a hatch
                    # so the mark does not rest on colour alone.
                    painter.fillRect(rect, clear_brush)
                    painter.fillRect(rect, clear_marks)
                if ghost != Ghost.NONE:
                    painter.setPen(fits_pen if ghost == Ghost.FITS else blocked_pen)
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRect(box)
                    painter.setPen(Qt.PenStyle.NoPen)
                if model.data(index, Role.CURSOR):
                    painter.setPen(cursor_pen)
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRect(rect.adjusted(-gap / 2, -gap / 2, gap / 2, gap / 2))
                    painter.setPen(Qt.PenStyle.NoPen)


class BoardView(Retranslating, QGraphicsView):
    """Shows the board, square, as large as the widget allows.

    Signals:
        boardPlaced(QRect, int): where the cells are drawn, in the parent
            widget's coordinates, and the pixels of one cell — for whatever
            lies over them (the accessible table).
    """

    boardPlaced = Signal(QRect, int)

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.setScene(QGraphicsScene(self))
        self.board = BoardItem(model)
        self.scene().addItem(self.board)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setMouseTracking(True)
        self.setMinimumSize(8 * 24, 8 * 24)
        self.retranslate()
        # The keyboard and assistive technology meet the board as a table of
        # cells lying over the picture (see boardPlaced); this view takes no
        # focus.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    @property
    def model(self) -> GameModel:
        return self._model

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Board picture"))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Whole pixels per cell keep every edge crisp at any device pixel ratio.
        size = self.viewport().size()
        cell = max(8, math.floor(min(size.width(), size.height()) / bb.SIZE))
        self.board.set_cell_size(cell)
        self.scene().setSceneRect(self.board.boundingRect())
        self._tell_place()

    def board_rect(self) -> QRect:
        """Where the cells are drawn, in the parent widget's coordinates."""
        cell = round(self.board.cell_size)
        top_left = self.viewport().mapTo(self.parentWidget(), self.mapFromScene(QPointF(0, 0)))
        return QRect(top_left, QSize(cell * bb.SIZE, cell * bb.SIZE))

    def _tell_place(self) -> None:
        if self.parentWidget() is not None:
            self.boardPlaced.emit(self.board_rect(), round(self.board.cell_size))

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self._tell_place()

    def cell_coords(self, global_pos: QPointF | QPoint) -> tuple[float, float]:
        """The pointer at ``global_pos`` in board cells from the top-left:
        (x, y), fractional, possibly off the board."""
        local = self.viewport().mapFromGlobal(
            global_pos.toPoint() if isinstance(global_pos, QPointF) else global_pos
        )
        point = self.board.mapFromScene(self.mapToScene(local))
        # mapToScene works in whole pixels: add the fraction back.
        if isinstance(global_pos, QPointF):
            point += global_pos - global_pos.toPoint().toPointF()
        cell = self.board.cell_size
        return point.x() / cell, point.y() / cell

    def cell_at(self, global_pos: QPointF | QPoint) -> tuple[int, int] | None:
        x, y = self.cell_coords(global_pos)
        row, col = math.floor(y), math.floor(x)
        return (row, col) if bb.on_board(row, col) else None

    # -- the tap path: hover aims the selected piece, a click places it ---------

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        slot = self._model.selected
        if slot >= 0:
            cell = self.cell_at(event.globalPosition())
            if cell is None:
                self._model.clear_aim()
            else:
                self._model.aim_at(slot, *cell)
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.globalPosition())
        if cell is None:
            return
        slot = self._model.selected
        if slot >= 0:
            self._model.place_at(slot, *cell)
        self._model.set_cursor(*cell)

    def leaveEvent(self, event: object) -> None:
        if self._model.selected >= 0:
            self._model.clear_aim()
        super().leaveEvent(event)  # type: ignore[arg-type]
