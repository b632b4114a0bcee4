"""Motion on the board and the tray, after the game has changed.

The model is final before any of this starts: what moves here is a picture
catching up.  Each effect is a short-lived item over the board (or, for a
piece gliding back to the tray, a widget over the window) driven by Qt's
Animation Framework through :class:`~.motion.Motion`, which starts none
under Reduce motion and jumps them all to their end on the next input.

=================  ==============================================  =========
moment             what moves                                      duration
=================  ==============================================  =========
placement          the piece settles into its cells                140 ms
clear              cleared cells vanish, outward from the piece    280 ms
points             "+N" rises and fades from the cleared lines     500 ms
refused drop       the piece glides back to its tray slot          180 ms
new deal           the pieces slide up into the tray, staggered    260 ms
game over          the board dims, then the card fades and rises   300+250 ms
=================  ==============================================  =========
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsOpacityEffect,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..engine import Placement, Shape
from ..engine import bitboard as bb
from ..models.game import GameModel
from . import theme, tiles
from .board import BoardView
from .motion import Motion
from .tray import TrayView, paint_piece

SETTLE_MS = 140
CLEAR_MS = 280
POINTS_MS = 500
GLIDE_MS = 180
DEAL_MS = 260
DIM_MS = 300
CARD_MS = 250
DIMMED = 0.4  # the board shows through the dim at 60 %
# What a change of the game finishes (the score's count is the header's).
BOARD = ("settle", "sweep", "points", "glide", "deal", "game over")


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

    def _get(self) -> float:
        return self._progress

    def _set(self, value: float) -> None:
        self._progress = value
        self.update()

    progress = Property(float, _get, _set)


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

    def _get(self) -> float:
        return self._progress

    def _set(self, value: float) -> None:
        self._progress = value
        self.update()

    progress = Property(float, _get, _set)

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


class Effects(QObject):
    """Plays the motion of each change of the game, unless motion is off."""

    def __init__(self, view: BoardView, tray: TrayView, model: GameModel, motion: Motion,
                 parent: QObject | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self._view = view
        self._tray = tray
        self._model = model
        self.motion = motion
        self._deals = model.game.state.deals
        self.dim: Dim | None = None
        self.glide: Glide | None = None
        model.placed.connect(self._placed)
        model.undone.connect(self._changed)
        model.gameStarted.connect(self._started)
        model.selectionChanged.connect(lambda _slot: motion.finish(BOARD))
        tray.refused.connect(self._glide_back)

    @property
    def running(self) -> list[QAbstractAnimation]:
        return self.motion.running

    def _changed(self, *_: object) -> None:
        self.motion.finish(BOARD)
        self._deals = self._model.game.state.deals

    def _started(self, _mode: str) -> None:
        self.motion.finish(BOARD)
        self._undim()
        self._deals = self._model.game.state.deals
        self._deal_in()

    # -- a placement: settle, clear, points, perhaps a new deal -----------------

    def _placed(self, slot: int, row: int, col: int, points: int, placement: Placement) -> None:
        self.motion.finish(BOARD)
        dealt = self._model.game.state.deals != self._deals
        self._deals = self._model.game.state.deals
        if not self.motion.on:
            return
        board = self._view.board
        cell = round(board.cell_size)
        palette = self._view.palette()
        colour = theme.piece_colour(placement.shape.colour, palette)
        settling = [rc for rc in bb.cells(placement.cells & ~placement.cleared)]
        if settling:
            self._play(
                "settle",
                Settle(board, settling, colour, cell),
                SETTLE_MS,
                QEasingCurve.Type.OutCubic,
            )
        if placement.lines:
            self._sweep(placement, cell)
            self._points(placement, cell)
        if dealt:
            self._deal_in()

    def _play(self, name: str, item: Progress, duration: int, easing: QEasingCurve.Type) -> None:
        animation = QPropertyAnimation(item, b"progress")
        animation.setObjectName(name)
        animation.setDuration(duration)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setEasingCurve(easing)
        self.motion.run(animation, lambda: _remove(item))

    def _sweep(self, placement, cell: int) -> None:  # type: ignore[no-untyped-def]
        palette = self._view.palette()
        before = placement.before
        rows = [r for r, _c in bb.cells(placement.cells)]
        cols = [c for _r, c in bb.cells(placement.cells)]
        middle = (sum(rows) / len(rows), sum(cols) / len(cols))
        found = []
        for row, col in bb.cells(placement.cleared):
            index = before.colour_at(row, col) or placement.shape.colour
            found.append((row, col, theme.piece_colour(index, palette),
                          math.hypot(row - middle[0], col - middle[1])))  # fmt: skip
        far = max(d for *_rest, d in found) or 1.0
        cells = [(r, c, colour, (1 - Sweep.SPAN) * d / far) for r, c, colour, d in found]
        self._play(
            "sweep", Sweep(self._view.board, cells, cell), CLEAR_MS, QEasingCurve.Type.InOutQuad
        )

    def _points(self, placement, cell: int) -> None:  # type: ignore[no-untyped-def]
        cleared = list(bb.cells(placement.cleared))
        row = sum(r for r, _c in cleared) / len(cleared) + 0.5
        col = sum(c for _r, c in cleared) / len(cleared) + 0.5
        item = Points(self._view.board, f"+{placement.points}", cell)
        start = QPointF(col * cell, row * cell)
        item.setPos(start)
        rise = QPropertyAnimation(item, b"pos")
        rise.setStartValue(start)
        rise.setEndValue(start - QPointF(0, cell * 1.2))
        fade = QPropertyAnimation(item, b"opacity")
        fade.setKeyValueAt(0.0, 1.0)
        fade.setKeyValueAt(0.6, 1.0)
        fade.setKeyValueAt(1.0, 0.0)
        group = QParallelAnimationGroup()
        group.setObjectName("points")
        for animation in (rise, fade):
            animation.setObjectName("points")
            animation.setDuration(POINTS_MS)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(animation)
        self.motion.run(group, lambda: _remove(item))

    # -- the tray -------------------------------------------------------------

    def _deal_in(self) -> None:
        """The new pieces slide up into their slots, one after another."""
        tray = self._tray
        animation = QVariantAnimation()
        animation.setObjectName("deal")
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(DEAL_MS)
        animation.valueChanged.connect(tray.set_arrival)
        tray.set_arrival(0.0 if self.motion.on else 1.0)
        self.motion.run(animation, lambda: tray.set_arrival(1.0))

    def _glide_back(self, slot: int, where: QPointF) -> None:
        """A drop that did not fit: the piece glides from the pointer back
        to its slot."""
        piece = self._model.game.piece(slot)
        tray = self._tray
        host = self._view.parentWidget()
        if piece is None or host is None or not self.motion.on:
            return
        self.motion.finish(BOARD)
        big = self._view.board.cell_size
        small = tray.piece_cell()
        centre = host.mapFromGlobal(where.toPoint()).toPointF()
        start = QRectF(0, 0, piece.width * big, piece.height * big)
        start.moveCenter(centre)
        slot_rect = QRectF(tray.slot_rect(slot))
        slot_rect.moveTopLeft(tray.viewport().mapTo(host, slot_rect.topLeft().toPoint()).toPointF())
        glide = Glide(host, piece, start, slot_rect, big, small)
        self.glide = glide
        tray.set_landing(slot)
        animation = QPropertyAnimation(glide, b"progress")
        animation.setObjectName("glide")
        animation.setDuration(GLIDE_MS)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        curve = QEasingCurve(QEasingCurve.Type.OutBack)
        curve.setOvershoot(0.8)
        animation.setEasingCurve(curve)

        def landed() -> None:
            tray.set_landing(-1)
            glide.hide()
            glide.deleteLater()
            if self.glide is glide:
                self.glide = None

        self.motion.run(animation, landed)

    # -- the end of a game ---------------------------------------------------------

    def game_over(self, card: QWidget, rise: int) -> None:
        """The board dims, then ``card`` (shown already, so that it can be
        found and read at once) fades in, rising ``rise`` pixels.  The last
        placement's own motion plays on under it."""
        self._undim()
        self.dim = Dim(self._view.board)
        if not self.motion.on:
            self.dim.setProperty("progress", 1.0)  # the Qt property, as animations set it
            return
        dim = QPropertyAnimation(self.dim, b"progress")
        dim.setObjectName("dim")
        dim.setDuration(DIM_MS)
        dim.setStartValue(0.0)
        dim.setEndValue(1.0)
        dim.setEasingCurve(QEasingCurve.Type.OutCubic)
        fading = QGraphicsOpacityEffect(card)
        fading.setOpacity(0.0)
        card.setGraphicsEffect(fading)
        fade = QPropertyAnimation(fading, b"opacity")
        fade.setStartValue(0.0)
        fade.setEndValue(1.0)
        end = card.pos()
        move = QPropertyAnimation(card, b"pos")
        move.setStartValue(end + QPoint(0, rise))
        move.setEndValue(end)
        card.move(end.x(), end.y() + rise)
        together = QParallelAnimationGroup()
        for animation in (fade, move):
            animation.setObjectName("card")
            animation.setDuration(CARD_MS)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            together.addAnimation(animation)
        sequence = QSequentialAnimationGroup()
        sequence.setObjectName("game over")
        sequence.addAnimation(dim)
        sequence.addAnimation(together)

        def shown() -> None:
            card.move(end)
            # Crisp text, and no offscreen copy (PySide6 takes None; its stubs do not).
            card.setGraphicsEffect(None)  # type: ignore[arg-type]

        self.motion.run(sequence, shown)

    def _undim(self) -> None:
        if self.dim is not None:
            _remove(self.dim)
            self.dim = None


def _remove(item: QGraphicsItem) -> None:
    scene = item.scene()
    if scene is not None:
        scene.removeItem(item)
    if isinstance(item, QObject):
        item.deleteLater()
