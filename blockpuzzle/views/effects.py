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
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QVariantAnimation,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsOpacityEffect,
    QWidget,
)

from ..engine import Placement
from ..engine import bitboard as bb
from ..models.game import GameModel
from . import theme
from .board import BoardView
from .motion import Motion
from .moving import Dim, Glide, Points, Progress, Settle, Sweep
from .tray import TrayView

SETTLE_MS = 140
CLEAR_MS = 280
POINTS_MS = 500
GLIDE_MS = 180
DEAL_MS = 260
DIM_MS = 300
CARD_MS = 250
# What a change of the game finishes (the score's count is the header's).
BOARD = ("settle", "sweep", "points", "glide", "deal", "game over")


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
