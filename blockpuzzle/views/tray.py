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
    QEasingCurve,
    QEvent,
    QItemSelectionModel,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QCursor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QListView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ..engine import TRAY_SIZE, Shape, lift_origin
from ..lang.retranslate import Retranslating
from ..models.table import Index
from ..models.tray import TrayModel, TrayRole
from . import theme, tiles
from .viewport import viewport_made_here

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
    """Draw ``piece`` centred in ``rect`` with the board's tile art, cells
    of ``cell`` pixels (made whole device pixels, so never scaled)."""
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    size = tiles.crisp_cell(cell, ratio)
    art = tiles.tile(theme.piece_colour(piece.colour, palette), size, ratio, theme.is_flat(palette))
    # The top-left on a whole device pixel, too.
    left = round((rect.center().x() - piece.width * size / 2) * ratio) / ratio
    top = round((rect.center().y() - piece.height * size / 2) * ratio) / ratio
    painter.save()
    painter.setOpacity(painter.opacity() * alpha)
    for r, c in piece.cells:
        painter.drawPixmap(QPointF(left + c * size, top + r * size), art)
    painter.restore()


class PieceDelegate(QStyledItemDelegate):
    """Paints a tray slot: its piece, or nothing for a used slot."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        painter.save()
        rect = QRectF(option.rect)
        palette = option.palette
        piece = index.data(TrayRole.SHAPE)
        view = self.parent()
        selected = bool(index.data(TrayRole.SELECTED))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if selected:
            pen = QPen(theme.cursor(palette), 3)
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 8, 8)
        # The focus frame, as QStyle.State_HasFocus would ask for it (asked
        # here instead: touching QStyle creates its eleven Python enums).
        if (
            isinstance(view, TrayView)
            and view.keyboard_focus
            and view.hasFocus()
            and (index == view.currentIndex())
        ):
            pen = QPen(palette.color(QPalette.ColorRole.Text), 1, Qt.PenStyle.DotLine)
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 6, 6)
        if piece is not None and not (isinstance(view, TrayView) and view.landing == index.row()):
            cell = min(rect.width(), rect.height()) / TRAY_CELLS
            carried = bool(index.data(TrayRole.CARRIED))
            alpha = 0.25 if carried else 1.0
            if isinstance(view, TrayView):
                # A new deal slides up, slot after slot.
                arrived = view.arrival(index.row())
                rect.translate(0, (1.0 - arrived) * rect.height() * 0.5)
                alpha *= arrived
            if alpha > 0:
                paint_piece(painter, rect, piece, palette, cell, alpha)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        # Each slot fills a third of the tray (the view's grid).
        view = self.parent()
        if isinstance(view, QListView) and view.gridSize().isValid():
            return view.gridSize()
        return QSize(96, 96)


class SlotRow(QListView):
    """Three slots side by side, each a third of the row: the game's tray,
    and the review's tray that shows it as it was."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(False)
        self.setUniformItemSizes(True)
        self.setMovement(QListView.Movement.Static)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)

    def piece_cell(self) -> float:
        """The pixels of one cell of a piece in the tray."""
        size = self.gridSize()
        return min(size.width(), size.height()) / TRAY_CELLS

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.setGridSize(QSize(size.width() // TRAY_SIZE, size.height()))
        self.doItemsLayout()

    def slot_rect(self, slot: int) -> QRect:
        return self.visualRect(self.model().index(slot, 0))


class TrayView(Retranslating, SlotRow):
    """The three tray slots side by side; the start of every drag.

    Signals:
        refused(int, QPointF): a carried piece was let go where it does not
            fit (slot, global pointer position); it is back in its slot.
    """

    refused = Signal(int, QPointF)

    def __init__(
        self,
        model: TrayModel,
        locate: Callable[[QPointF], tuple[float, float]],
        parent: QWidget | None = None,
    ) -> None:
        """``locate`` maps a global pointer position to board cells (x, y)."""
        super().__init__(parent)
        viewport_made_here(self)
        self.setModel(model)
        self._tray = model
        self._locate = locate
        self.setItemDelegate(PieceDelegate(self))
        # The selected piece is the view's selection too, so assistive
        # technology sees its "selected" state; only the game model changes
        # it (see selectionCommand).
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        model.game.selectionChanged.connect(self._show_selection)
        self.setMinimumHeight(72)
        self.retranslate()
        self._pressed = -1
        self._press_pos = QPointF()
        self._dragging = False
        self._double = False
        self._arrival = 1.0
        self.landing = -1  # a slot whose piece is still gliding back to it
        self.keyboard_focus = False  # draw the focus frame only for the keyboard
        self.viewport().setBackgroundRole(QPalette.ColorRole.Window)
        self.viewport().setMouseTracking(True)
        model.game.gameOver.connect(lambda _score: self._show_pointer())
        model.game.trayChanged.connect(self._show_pointer)

    # -- what the slots show while they move ----------------------------------

    def arrival(self, slot: int) -> float:
        """How far the piece of ``slot`` has slid into the tray, 0 … 1."""
        if self._arrival >= 1.0:
            return 1.0
        stagger = 0.2
        start = slot * stagger
        t = min(1.0, max(0.0, (self._arrival - start) / (1.0 - stagger * (TRAY_SIZE - 1))))
        return QEasingCurve(QEasingCurve.Type.OutCubic).valueForProgress(t)

    def set_arrival(self, progress: float) -> None:
        self._arrival = float(progress)
        self.viewport().update()

    def set_landing(self, slot: int) -> None:
        self.landing = slot
        self.viewport().update()

    # -- the pointer: an open hand over a piece, a closed one while carrying --

    def _show_pointer(self, pos: QPointF | None = None) -> None:
        if self._dragging:
            shape = Qt.CursorShape.ClosedHandCursor
        else:
            if pos is None:
                pos = self.viewport().mapFromGlobal(QCursor.pos()).toPointF()
            slot = self.slot_at(pos)
            game = self._tray.game
            takes = slot >= 0 and not game.game.over and self._tray.piece(slot) is not None
            shape = Qt.CursorShape.OpenHandCursor if takes else Qt.CursorShape.ArrowCursor
        if self.viewport().cursor().shape() != shape:
            self.viewport().setCursor(shape)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.keyboard_focus = event.reason() in (
            Qt.FocusReason.TabFocusReason,
            Qt.FocusReason.BacktabFocusReason,
            Qt.FocusReason.ShortcutFocusReason,
        )
        super().focusInEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.keyboard_focus = True
        super().keyPressEvent(event)

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

    def slot_at(self, pos: QPointF) -> int:
        index = self.indexAt(pos.toPoint())
        return index.row() if index.isValid() else -1

    # -- press, carry, release ----------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.keyboard_focus = False
        if event.button() != Qt.MouseButton.LeftButton:
            return
        slot = self.slot_at(event.position())
        # After game over the pieces stay where they are: nothing to pick up.
        if slot >= 0 and self._tray.piece(slot) is not None and not self._tray.game.game.over:
            self._pressed = slot
            self._press_pos = event.globalPosition()
            self._dragging = False
            self.setCurrentIndex(self._tray.index(slot))
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pressed < 0:
            self._show_pointer(event.position())
            return
        if not self._dragging:
            moved = (event.globalPosition() - self._press_pos).manhattanLength()
            if moved < QApplication.startDragDistance():
                return
            self._dragging = True
            self._tray.set_carried(self._pressed)
            self._show_pointer()
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
                self.refused.emit(slot, event.globalPosition())
            self._show_pointer(event.position())
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
