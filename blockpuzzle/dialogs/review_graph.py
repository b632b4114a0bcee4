"""The shape of a reviewed game: a slim graph of the room the board left
after each move, with the key moments marked, and the same key moments as
a list a keyboard and a screen reader step through.

The room after a move is how many ways the pieces of the game's catalog
fit on the board it left (:func:`~blockpuzzle.coach.review.room`): known
from the replay at once, before any verdict.  The key moments arrive with
the analysis: the player's biggest losses (the three mistakes or blunders
that gave up most) and the unluckiest deals (luck of :data:`UNLUCKY` out
of 100 or under), told apart by shape — a triangle and a square — never by
colour alone.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from ..coach.review import room
from ..lang.retranslate import Retranslating
from ..models.review import MoveListModel, verdict_name
from ..views import theme

UNLUCKY = 10  # a deal's luck out of 100 at or under which it is a key moment
LOSSES = 3  # the player's biggest losses marked


def key_moments(model: MoveListModel) -> list[tuple[int, str]]:
    """The key moments known so far, in move order: (row, "loss" or
    "unlucky"); a move both is listed as both."""
    judged = [j for j in model.judged if j is not None and j.verdict in ("mistake", "blunder")]
    worst = sorted(judged, key=lambda j: (-j.lost, j.number))[:LOSSES]
    found = [(j.number - 1, "loss") for j in worst]
    for luck in model.luck.values():
        if luck.percentile <= UNLUCKY and luck.after < len(model.moves):
            found.append((luck.after, "unlucky"))
    return sorted(found)


class GameGraph(QWidget):
    """One point a move: the room its board left; the key moments larger,
    a loss as a triangle, an unlucky deal as a square; the move shown
    marked by a line.  A click goes to the move under it.

    Signals:
        moveClicked(int): the move (row) under a click.
    """

    moveClicked = Signal(int)
    MARGIN = 8.0

    def __init__(self, model: MoveListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.rooms = [room(model.rules, state.board.filled) for state in model.states[1:]]
        self.current = 0
        self.setMinimumHeight(32)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the key moments' list is its keyboard
        model.judgedRow.connect(lambda _row: self.update())
        model.progressed.connect(lambda _done, _total: self.update())

    def sizeHint(self) -> QSize:
        return QSize(400, 84)

    def set_current(self, row: int) -> None:
        if row != self.current:
            self.current = row
            self.update()

    # -- where things are ---------------------------------------------------------

    def _area(self) -> QRectF:
        m = self.MARGIN
        return QRectF(self.rect()).adjusted(m, m, -m, -m)

    def point(self, row: int) -> QPointF:
        """Where move ``row``'s point is drawn."""
        area = self._area()
        count = len(self.rooms)
        top = max(self.rooms) or 1
        x = area.left() + (area.width() * row / (count - 1) if count > 1 else area.width() / 2)
        y = area.bottom() - area.height() * self.rooms[row] / top
        return QPointF(x, y)

    def row_at(self, x: float) -> int:
        """The move whose point is nearest across to ``x``."""
        return min(range(len(self.rooms)), key=lambda row: abs(self.point(row).x() - x))

    # -- drawing -------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.rooms:
            return
        palette = self.palette()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = palette.color(QPalette.ColorRole.Text)
        # The move shown: a line across the whole height.
        here = self.point(self.current)
        painter.setPen(QPen(theme.cursor(palette), 2))
        painter.drawLine(QPointF(here.x(), 0), QPointF(here.x(), self.height()))
        line = QPainterPath(self.point(0))
        for row in range(1, len(self.rooms)):
            line.lineTo(self.point(row))
        painter.setPen(QPen(text, 1.5))
        painter.drawPath(line)
        painter.setBrush(text)
        painter.setPen(Qt.PenStyle.NoPen)
        for row in range(len(self.rooms)):
            painter.drawEllipse(self.point(row), 1.8, 1.8)
        for row, kind in key_moments(self._model):
            self._mark(painter, self.point(row), kind)
        painter.end()

    @staticmethod
    def _mark(painter: QPainter, at: QPointF, kind: str) -> None:
        size = 5.5
        if kind == "loss":  # a triangle, pointing down
            path = QPainterPath(QPointF(at.x() - size, at.y() - size))
            path.lineTo(at.x() + size, at.y() - size)
            path.lineTo(at.x(), at.y() + size)
            path.closeSubpath()
            painter.drawPath(path)
        else:  # a square
            side = 1.6 * size
            painter.drawRect(QRectF(at.x() - side / 2, at.y() - side / 2, side, side))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rooms:
            self.moveClicked.emit(self.row_at(event.position().x()))
        event.accept()


class KeyMoments(Retranslating, QListWidget):
    """The graph's key moments as a list, one a line in move order;
    choosing one goes to its move.

    Signals:
        moveChosen(int): the move (row) of the moment chosen.
    """

    moveChosen = Signal(int)

    def __init__(self, model: MoveListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.moments: list[tuple[int, str]] = []
        self.setObjectName("keyMoments")
        self.currentRowChanged.connect(self._chosen)
        self.itemActivated.connect(lambda item: self._chosen(self.row(item)))
        model.judgedRow.connect(lambda _row: self.refresh())
        model.progressed.connect(lambda _done, _total: self.refresh())
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Key moments"))
        self.setAccessibleDescription(
            self.tr("Your biggest losses and the unluckiest deals; choosing one goes to its move.")
        )
        self.refresh(force=True)

    def refresh(self, force: bool = False) -> None:
        moments = key_moments(self._model)
        if moments == self.moments and not force:
            return
        self.moments = moments
        chosen = self.currentRow()
        self.blockSignals(True)
        self.clear()
        for row, kind in moments:
            QListWidgetItem(self.text(row, kind), self)
        if 0 <= chosen < self.count():
            self.setCurrentRow(chosen)
        self.blockSignals(False)
        self.setVisible(bool(moments))

    def text(self, row: int, kind: str) -> str:
        model = self._model
        if kind == "loss":
            judged = model.judged[row]
            assert judged is not None
            return self.tr("Move {n}: {verdict}, one of your biggest losses").format(
                n=row + 1, verdict=verdict_name(judged.verdict)
            )
        luck = next(lk for lk in model.luck.values() if lk.after == row)
        return self.tr("Move {n}: an unlucky deal, its luck {p} of 100").format(
            n=row + 1, p=round(luck.percentile)
        )

    def _chosen(self, index: int) -> None:
        if 0 <= index < len(self.moments):
            self.moveChosen.emit(self.moments[index][0])
