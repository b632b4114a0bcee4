"""What the review shows of a position: the board's second ghost (the
coach's better move), the tray as it was in the game (the move's piece
marked, the coach's piece marked apart), and a label that asks for the
height its words need."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGraphicsItem,
    QLabel,
    QStyleOptionGraphicsItem,
    QStyleOptionViewItem,
    QWidget,
)

from ..engine import Shape
from ..engine import bitboard as bb
from ..models.game import GameModel
from ..models.piece_names import describe
from ..models.table import Index
from ..models.tray import TrayModel
from ..views import theme, tiles
from ..views.board import BoardItem
from ..views.tray import PieceDelegate, SlotRow


class CoachGhost(QGraphicsItem):
    """The coach's best move over the board: a dotted outline of its cells,
    in the keyboard cursor's colour (the player's move is the board's own
    ghost)."""

    def __init__(self, board: BoardItem) -> None:
        super().__init__(board)
        self._board = board
        self.cells = 0
        self.setZValue(1)

    def set_cells(self, cells: int) -> None:
        if cells != self.cells:
            self.cells = cells
            self.update()

    def boundingRect(self) -> QRectF:
        return self._board.boundingRect()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.cells:
            return
        palette = widget.palette() if widget is not None else self.scene().palette()
        cell = round(self._board.cell_size)
        line = max(2.0, round(cell / 12))
        inset = cell * 0.18
        radius = tiles.RADIUS * cell
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.cursor(palette), line, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for row, col in bb.cells(self.cells):
            rect = QRectF(col * cell, row * cell, cell, cell).adjusted(inset, inset, -inset, -inset)
            painter.drawRoundedRect(rect, radius, radius)
        painter.restore()


class WrappedLabel(QLabel):
    """A word-wrapped label that asks for the height its text needs at the
    width it is given (in a dialog's layout it would get the height of its
    narrowest form, and lose lines)."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def fit(self) -> None:
        self.setMinimumHeight(self.heightForWidth(max(self.width(), 100)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()


class ReviewTrayModel(TrayModel):
    """The tray at a move of the review: the piece the move placed is the
    selected one; :attr:`coach` the slot of the coach's better move (-1:
    none, or the same piece)."""

    def __init__(self, game: GameModel, parent: QObject | None = None) -> None:
        super().__init__(game, parent)
        self.coach = -1

    def set_coach(self, slot: int) -> None:
        if slot != self.coach:
            self.coach = slot
            self._all_changed()

    def flags(self, index: Index) -> Qt.ItemFlag:
        # Read, never picked up: the review places nothing.
        return Qt.ItemFlag.ItemIsEnabled if index.isValid() else Qt.ItemFlag.NoItemFlags

    def text(self, slot: int, piece: Shape | None) -> str:
        placed = slot == self.game.selected
        if piece is None or not (placed or slot == self.coach):
            return super().text(slot, piece)  # as the game's tray says it
        shape = describe(piece)
        if placed and slot == self.coach:
            return self.tr("Piece {n}: {shape}, placed at this move; the coach would place it "
                           "elsewhere").format(n=slot + 1, shape=shape)  # fmt: skip
        if placed:
            return self.tr("Piece {n}: {shape}, placed at this move").format(
                n=slot + 1, shape=shape
            )
        return self.tr("Piece {n}: {shape}, the coach's choice").format(n=slot + 1, shape=shape)


class ReviewPieceDelegate(PieceDelegate):
    """The game's tray slot, and round the coach's piece a dotted ring in
    the colour of the coach's outline on the board."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        super().paint(painter, option, index)
        model = index.model()
        if isinstance(model, ReviewTrayModel) and index.row() == model.coach:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(theme.cursor(option.palette), 2, Qt.PenStyle.DotLine))
            painter.drawRoundedRect(QRectF(option.rect).adjusted(8, 8, -8, -8), 6, 6)
            painter.restore()


class ReviewTray(SlotRow):
    """The three slots under the review's board, drawn as the game's tray
    draws them; read by a screen reader, never dragged from."""

    def __init__(self, model: ReviewTrayModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setItemDelegate(ReviewPieceDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the move list keeps the keys
        self.viewport().setBackgroundRole(QPalette.ColorRole.Window)
        self.setMinimumHeight(36)

    def sizeHint(self) -> QSize:
        return QSize(240, 80)
