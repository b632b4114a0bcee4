"""Motion on the board: a short flash where lines clear and where a piece
lands.  Purely decoration: the model has already changed when they start,
input is never held up, and with Reduce motion none is ever created."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPropertyAnimation, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine import bitboard as bb
from ..models.game import GameModel
from ..store.prefs import Preferences
from .board import BoardView

LANDING_MS = 180
CLEAR_MS = 320


class Flash(QGraphicsObject):
    """Some cells of the board, filled with one colour; its opacity fades."""

    def __init__(self, cells: int, colour: QColor, cell: float, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self._cells = list(bb.cells(cells))
        self._colour = colour
        self._cell = cell
        self.setZValue(10)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._cell * bb.SIZE, self._cell * bb.SIZE)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        for row, col in self._cells:
            painter.fillRect(
                QRectF(col * self._cell, row * self._cell, self._cell, self._cell), self._colour
            )


class Effects(QObject):
    """Runs the board's animations, unless the player reduced motion."""

    def __init__(
        self, view: BoardView, model: GameModel, prefs: Preferences, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._view = view
        self._model = model
        self._prefs = prefs
        self.running: list[QPropertyAnimation] = []
        model.placed.connect(self._placed)

    def _placed(self, *_: object) -> None:
        placement = self._model.last_placement
        if placement is None or self._prefs.reduce_motion:
            return
        palette = self._view.palette()
        landing = QColor(palette.color(palette.ColorRole.Base))
        landing.setAlpha(150)
        self._flash(placement.cells & ~placement.cleared, landing, LANDING_MS)
        if placement.lines:
            shine = QColor(palette.color(palette.ColorRole.Highlight)).lighter(160)
            self._flash(placement.cleared, shine, CLEAR_MS)

    def _flash(self, cells: int, colour: QColor, duration: int) -> None:
        if not cells:
            return
        board = self._view.board
        item = Flash(cells, colour, board.cell_size, board)
        animation = QPropertyAnimation(item, b"opacity", self)
        animation.setDuration(duration)
        animation.setStartValue(1.0)
        animation.setEndValue(0.0)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.finished.connect(lambda: self._done(animation, item))
        self.running.append(animation)
        animation.start()

    def _done(self, animation: QPropertyAnimation, item: Flash) -> None:
        self.running.remove(animation)
        scene = item.scene()
        if scene is not None:
            scene.removeItem(item)
        item.deleteLater()
        animation.deleteLater()
