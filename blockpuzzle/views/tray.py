"""The tray on screen, and the drag that starts there.

A :class:`QListView` of the three slots with a delegate that paints each
piece.  Pressing a piece and moving carries it: the board shows it snapped
to the grid by the lift rule, and releasing places it where it fits or puts
it back.  A press and release without moving is a tap: it selects the piece
(or deselects it).  A double-click turns it, where the rules allow.

There is no QDrag: a drag is a press, moves and a release that this view
handles itself (it holds the implicit mouse grab throughout), so every
platform, and a test, drives it the same way.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QMouseEvent, QPainter, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ..engine import TRAY_SIZE, Shape, lift_origin
from ..lang.retranslate import Retranslating
from ..models.tray import TrayModel, TrayRole
from . import theme

Index = QModelIndex | QPersistentModelIndex

# Pieces in the tray are drawn on a grid of this many cells each way, so a
# 5-cell bar fits and every piece is drawn at the same scale.
TRAY_CELLS = 5.6


def paint_piece(
    painter: QPainter,
    rect: QRectF,
    piece: Shape,
    palette: QPalette,
    cell: float,
    alpha: float = 1.0,
) -> None:
    """Draw ``piece`` centred in ``rect`` with cells of ``cell`` pixels."""
    gap = max(1.0, round(cell / 14))
    left = rect.center().x() - piece.width * cell / 2
    top = rect.center().y() - piece.height * cell / 2
    colour = theme.piece_colour(piece.colour, palette)
    colour.setAlphaF(alpha)
    for r, c in piece.cells:
        painter.fillRect(
            QRectF(left + c * cell + gap, top + r * cell + gap, cell - 2 * gap, cell - 2 * gap),
            colour,
        )


class PieceDelegate(QStyledItemDelegate):
    """Paints a tray slot: its piece, or nothing for a used slot."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        painter.save()
        rect = QRectF(option.rect)  # type: ignore[attr-defined]
        palette = option.palette  # type: ignore[attr-defined]
        piece = index.data(TrayRole.SHAPE)
        selected = bool(index.data(TrayRole.SELECTED))
        if selected:
            pen = QPen(palette.color(QPalette.ColorRole.Highlight), 3)
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 8, 8)
        if option.state & QStyle.StateFlag.State_HasFocus:  # type: ignore[attr-defined]
            pen = QPen(palette.color(QPalette.ColorRole.Text), 1, Qt.PenStyle.DotLine)
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 6, 6)
        if piece is not None:
            cell = min(rect.width(), rect.height()) / TRAY_CELLS
            carried = bool(index.data(TrayRole.CARRIED))
            paint_piece(painter, rect, piece, palette, cell, 0.25 if carried else 1.0)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        # Each slot fills a third of the tray (the view's grid).
        view = self.parent()
        if isinstance(view, QListView) and view.gridSize().isValid():
            return view.gridSize()
        return QSize(96, 96)


class TrayView(Retranslating, QListView):
    """The three tray slots side by side; the start of every drag."""

    def __init__(
        self,
        model: TrayModel,
        locate: Callable[[QPointF], tuple[float, float]],
        parent: QWidget | None = None,
    ) -> None:
        """``locate`` maps a global pointer position to board cells (x, y)."""
        super().__init__(parent)
        self.setModel(model)
        self._tray = model
        self._locate = locate
        self.setItemDelegate(PieceDelegate(self))
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(False)
        self.setUniformItemSizes(True)
        self.setMovement(QListView.Movement.Static)
        # The selected piece is the view's selection too, so assistive
        # technology sees its "selected" state; only the game model changes
        # it (see selectionCommand).
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        model.game.selectionChanged.connect(self._show_selection)
        self.setDragEnabled(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMinimumHeight(72)
        self.retranslate()
        self._pressed = -1
        self._press_pos = QPointF()
        self._dragging = False
        self._double = False

    def selectionCommand(
        self, index: Index, event: QEvent | None = None
    ) -> QItemSelectionModel.SelectionFlag:
        return QItemSelectionModel.SelectionFlag.NoUpdate

    def _show_selection(self, slot: int) -> None:
        selection = self.selectionModel()
        if slot < 0:
            selection.clearSelection()
        else:
            selection.select(
                self._tray.index(slot), QItemSelectionModel.SelectionFlag.ClearAndSelect
            )

    @property
    def tray(self) -> TrayModel:
        return self._tray

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Tray"))
        self.setAccessibleDescription(
            self.tr("The 3 pieces to place. Press 1, 2 or 3 to select one.")
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.setGridSize(QSize(size.width() // TRAY_SIZE, size.height()))
        self.doItemsLayout()

    def slot_rect(self, slot: int) -> QRect:
        return self.visualRect(self._tray.index(slot))

    def slot_at(self, pos: QPointF) -> int:
        index = self.indexAt(pos.toPoint())
        return index.row() if index.isValid() else -1

    # -- press, carry, release ----------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        slot = self.slot_at(event.position())
        if slot >= 0 and self._tray.piece(slot) is not None:
            self._pressed = slot
            self._press_pos = event.globalPosition()
            self._dragging = False
            self.setCurrentIndex(self._tray.index(slot))
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pressed < 0:
            return
        if not self._dragging:
            moved = (event.globalPosition() - self._press_pos).manhattanLength()
            if moved < QApplication.startDragDistance():
                return
            self._dragging = True
            self._tray.set_carried(self._pressed)
        self.carry_to(event.globalPosition())

    def carry_to(self, global_pos: QPointF) -> None:
        """Aim the carried piece as the lift rule puts it for this pointer."""
        piece = self._tray.piece(self._pressed)
        if piece is None:
            return
        x, y = self._locate(global_pos)
        self._tray.game.aim(self._pressed, *lift_origin(piece, x, y))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._pressed < 0:
            return
        slot, self._pressed = self._pressed, -1
        game = self._tray.game
        if self._dragging:
            self._dragging = False
            self._tray.set_carried(-1)
            aim = game.aim_origin
            if aim is not None and aim[0] == slot and game.preview is not None:
                game.place(*aim)
            else:
                game.clear_aim()  # back to its slot: nothing else happens
        elif self._double:
            self._double = False
        else:
            game.select(slot)
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        slot = self.slot_at(event.position())
        game = self._tray.game
        if slot >= 0 and game.rules.rotation and game.rotate(slot):
            if game.selected != slot:
                game.select(slot)
            self._pressed = slot
            self._press_pos = event.globalPosition()
            self._double = True
        event.accept()
