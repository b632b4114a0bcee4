"""What a screen reader hears: placements, clears, new pieces, the end.

Each event becomes one sentence, sent as a ``QAccessibleAnnouncementEvent``
(so it is spoken even though focus does not move) and emitted as
``announced`` for anything else that wants it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from ..models.game import GameModel, lines_text
from ..models.words import describe


class Announcer(QObject):
    """Signals:
    announced(str): a sentence for assistive technology.
    """

    announced = Signal(str)

    def __init__(self, model: GameModel, target: QObject, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._target = target  # the object the announcements come from (the window)
        model.placed.connect(self._placed)
        model.selectionChanged.connect(self._selected)
        model.gameStarted.connect(self._started)

    def say(self, text: str) -> None:
        self.announced.emit(text)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self._target, text))

    def tray_text(self) -> str:
        pieces = [describe(p) for p in self._model.game.tray if p is not None]
        return self.tr("Pieces: {list}.").format(list="; ".join(pieces))

    def _placed(self, slot: int, row: int, col: int, points: int) -> None:
        model = self._model
        placement = model.last_placement
        assert placement is not None
        first_row, first_col = placement.shape.anchor
        parts = [
            self.tr("Placed {piece} at row {row}, column {col}.").format(
                piece=describe(placement.shape), row=row + first_row + 1, col=col + first_col + 1
            )
        ]
        if placement.lines:
            parts.append(
                self.tr("Cleared {lines}.").format(lines=lines_text(placement.rows, placement.cols))
            )
        parts.append(
            self.tr("{points} points, score {score}.").format(points=points, score=model.score)
        )
        game = model.game
        if all(p is not None for p in game.tray) and not game.over:
            parts.append(self.tr("New pieces dealt.") + " " + self.tray_text())
        if game.over:
            parts.append(
                self.tr("No piece fits: game over. Final score {score}.").format(score=game.score)
            )
        self.say(" ".join(parts))

    def _selected(self, slot: int) -> None:
        if slot < 0:
            return
        piece = self._model.game.piece(slot)
        if piece is None:
            return
        text = self.tr("Piece {n} selected: {piece}.").format(n=slot + 1, piece=describe(piece))
        preview = self._model.preview_text()
        if preview:
            text += " " + preview[:1].upper() + preview[1:] + "."
        self.say(text)

    def _started(self, mode: str) -> None:
        game = self._model.game
        if game.over:
            return
        names = {"classic": self.tr("Classic"), "arcade": self.tr("Arcade")}
        self.say(
            self.tr("{mode} game, score {score}.").format(
                mode=names.get(mode, mode), score=game.score
            )
            + " "
            + self.tray_text()
        )

    def refused(self) -> None:
        """The keyboard tried to place where the piece does not fit."""
        model = self._model
        if model.selected < 0:
            self.say(self.tr("Select a piece first: press 1, 2 or 3."))
        else:
            self.say(self.tr("The piece does not fit there."))
