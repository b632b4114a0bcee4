"""The board on screen: a QGraphicsScene with one item that draws the 8×8
cells from the :class:`GameModel`, and the view that shows it.

The view only draws and forwards input.  With a piece selected (the tap
path), hovering aims it and a click places it; the drag from the tray is
handled by the tray, which asks :meth:`BoardView.cell_coords` where the
pointer is in board cells.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QModelIndex, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QMouseEvent,
    QMoveEvent,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QResizeEvent,
)
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
from ..models.game import GameModel
from . import theme, tiles
from .viewport import viewport_made_here

# The board's least side: 24 px a cell.
MINIMUM = 8 * 24


class BoardItem(QGraphicsObject):
    """Paints the board's panel and cells, the aimed piece's ghost, the lines
    it would clear and the keyboard cursor, all read from the model's roles.

    Cells are copied from pixmaps made once per colour, size and device pixel
    ratio (:mod:`.tiles`); the marks over them are a few lines each.  Item
    coordinates put the top-left cell at (0, 0); the panel's padding lies
    around it.
    """

    def __init__(self, model: GameModel, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._cell = 40.0
        self._ratio = 1.0
        # Paint only the exposed cells: a drag move repaints a few, not 64.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        model.dataChanged.connect(self._changed)
        model.modelReset.connect(self.update)

    @property
    def cell_size(self) -> float:
        return self._cell

    @property
    def padding(self) -> float:
        """The panel around the cells, a whole number of pixels."""
        return float(max(2, round(self._cell * tiles.PANEL_PADDING)))

    def set_cell_size(self, size: float, ratio: float = 1.0) -> None:
        if size != self._cell or ratio != self._ratio:
            self.prepareGeometryChange()
            self._cell = size
            self._ratio = ratio

    def boundingRect(self) -> QRectF:
        pad = self.padding
        side = self._cell * bb.SIZE
        return QRectF(-pad, -pad, side + 2 * pad, side + 2 * pad)

    def cells_rect(self) -> QRectF:
        return QRectF(0, 0, self._cell * bb.SIZE, self._cell * bb.SIZE)

    def cell_rect(self, row: int, col: int) -> QRectF:
        return QRectF(col * self._cell, row * self._cell, self._cell, self._cell)

    def _changed(self, top_left: QModelIndex, bottom_right: QModelIndex) -> None:
        top = self.cell_rect(top_left.row(), top_left.column())
        bottom = self.cell_rect(bottom_right.row(), bottom_right.column())
        # The cursor's frame reaches a little outside its cell.
        grow = self._cell * 0.1
        self.update(top.united(bottom).adjusted(-grow, -grow, grow, grow))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        palette = widget.palette() if widget is not None else self.scene().palette()
        ratio = widget.devicePixelRatioF() if widget is not None else self._ratio
        picture = self._model.picture()
        cell = round(self._cell)
        flat = theme.is_flat(palette)
        exposed = option.exposedRect
        self._paint_panel(painter, palette, ratio, exposed)
        slot_colour = theme.empty_cell(palette)
        slot = tiles.slot(theme.board_background(palette), cell, ratio, flat)
        hues: dict[int, QColor] = {0: slot_colour}
        arts: dict[int, QPixmap] = {0: slot}

        def art(colour: int) -> QPixmap:
            found = arts.get(colour)
            if found is None:
                hues[colour] = theme.piece_colour(colour, palette)
                found = arts[colour] = tiles.tile(hues[colour], cell, ratio, flat)
            return found

        # Only the cells the exposed rectangle touches.
        first_col = max(0, math.floor(exposed.left() / cell))
        last_col = min(bb.SIZE - 1, math.floor(exposed.right() / cell))
        first_row = max(0, math.floor(exposed.top() / cell))
        last_row = min(bb.SIZE - 1, math.floor(exposed.bottom() / cell))
        colours, ghost = picture.colours, picture.ghost
        marked = ghost | picture.clearing
        for row in range(first_row, last_row + 1):
            for col in range(first_col, last_col + 1):
                colour = colours[row * bb.SIZE + col]
                if picture.fits and ghost >> (row * bb.SIZE + col) & 1:
                    colour = picture.ghost_colour
                painter.drawPixmap(QPointF(col * cell, row * cell), art(colour))
        if marked or picture.cursor is not None:
            self._paint_marks(painter, palette, ratio, picture, hues, art)
        painter.setPen(Qt.PenStyle.NoPen)

    def _paint_marks(self, painter, palette, ratio, picture, hues, art) -> None:  # type: ignore[no-untyped-def]
        """The ghost's outline, the will-clear veil and hatch, the cursor."""
        cell = round(self._cell)
        outline = theme.outline(palette)
        line = max(2.0, round(cell / 16))
        radius = tiles.RADIUS * cell
        inset = tiles.gap(cell, ratio) / 2 + line / 2
        veil = QBrush(theme.will_clear(palette))
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for row, col in bb.cells(picture.clearing):
            colour = picture.colours[row * bb.SIZE + col]
            own = bool(picture.ghost >> (row * bb.SIZE + col) & 1)
            if own:
                colour = picture.ghost_colour
            art(colour)
            # Along the whole line, ghost cells included, with a hatch so
            # the mark does not rest on colour alone; the piece's own cells
            # keep their colour under it.
            rect = QRectF(col * cell, row * cell, cell, cell).adjusted(inset, inset, -inset, -inset)
            path = QPainterPath()
            path.addRoundedRect(rect, radius, radius)
            if not own:
                painter.fillPath(path, veil)
            lines = theme.hatch(hues[colour], palette, veiled_too=not own)
            painter.fillPath(path, QBrush(lines, Qt.BrushStyle.BDiagPattern))
        pen = QPen(outline, line, Qt.PenStyle.SolidLine if picture.fits else Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for row, col in bb.cells(picture.ghost):
            rect = QRectF(col * cell, row * cell, cell, cell).adjusted(inset, inset, -inset, -inset)
            painter.drawRoundedRect(rect, radius, radius)
        if picture.cursor is not None:
            row, col = picture.cursor
            grow = line * 0.75
            painter.setPen(QPen(theme.cursor(palette), line * 1.5))
            rect = QRectF(col * cell, row * cell, cell, cell).adjusted(-grow, -grow, grow, grow)
            painter.drawRoundedRect(rect, radius + grow, radius + grow)
        painter.restore()

    def _paint_panel(
        self, painter: QPainter, palette: QPalette, ratio: float, exposed: QRectF
    ) -> None:
        """The framed panel the cells lie on (a cached pixmap: only the
        exposed part of it is copied)."""
        bounds = self.boundingRect()
        art = tiles.panel(
            bounds.size(), self._cell, theme.board_background(palette), theme.panel_rim(palette),
            ratio,
        )  # fmt: skip
        part = exposed.intersected(bounds)
        source = part.translated(-bounds.topLeft())
        painter.drawPixmap(
            part,
            art,
            QRectF(source.x() * ratio, source.y() * ratio, source.width() * ratio,
                   source.height() * ratio),
        )  # fmt: skip


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
        viewport_made_here(self)
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
        self.setMinimumSize(MINIMUM, MINIMUM)
        # Around the panel, the window's own colour.
        self.viewport().setBackgroundRole(QPalette.ColorRole.Window)
        self.setBackgroundRole(QPalette.ColorRole.Window)
        self.retranslate()
        # The keyboard and assistive technology meet the board as a table of
        # cells lying over the picture (see boardPlaced); this view takes no
        # focus.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        model.selectionChanged.connect(self._show_pointer)

    def _show_pointer(self, slot: int) -> None:
        """A pointing hand over the board while a piece is selected: a click
        places it."""
        shape = Qt.CursorShape.PointingHandCursor if slot >= 0 else Qt.CursorShape.ArrowCursor
        self.viewport().setCursor(shape)

    @property
    def model(self) -> GameModel:
        return self._model

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Board picture"))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        # Whole device pixels per cell keep every edge crisp at any ratio.
        size = self.viewport().size()
        ratio = self.devicePixelRatioF()
        room = min(size.width(), size.height()) / (bb.SIZE + 2 * tiles.PANEL_PADDING)
        cell = tiles.crisp_cell(max(8.0, room), ratio)
        self.board.set_cell_size(cell, ratio)
        self.scene().setSceneRect(self.board.boundingRect())
        self._tell_place()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._fit()

    def board_rect(self) -> QRect:
        """Where the cells are drawn, in the parent widget's coordinates."""
        cell = round(self.board.cell_size)
        parent = self.parentWidget() or self  # a board view always has its window's
        top_left = self.viewport().mapTo(parent, self.mapFromScene(QPointF(0, 0)))
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
