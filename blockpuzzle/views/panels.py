"""Small in-window panels: the end-of-game summary and the notice bar."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..lang.retranslate import Retranslating


class GameOverPanel(Retranslating, QFrame):
    """The in-window summary of a game that has ended.

    Signals:
        newGameRequested(): the player asked for a new board.
    """

    newGameRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameOver")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.clicked.connect(self.newGameRequested)
        for widget in (self.title, self.summary, self.button):
            layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        self._result = (0, 0, 0)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Game over"))
        self.title.setText(self.tr("No piece fits: game over"))
        self.button.setText(self.tr("&New Game"))
        score, best, lines = self._result
        self.summary.setText(
            self.tr("Final score: {score}\nBest score: {best}\nLines cleared: {lines}").format(
                score=score, best=best, lines=lines
            )
        )
        self.adjustSize()

    def show_result(self, score: int, best: int, lines: int) -> None:
        self._result = (score, best, lines)
        self.retranslate()
        self.show()
        self.raise_()
        self.button.setFocus()


class NoticeBar(Retranslating, QFrame):
    """A message the player is told once, in the window, without a dialog."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Notice"))
        self.close_button.setAccessibleName(self.tr("Dismiss"))
        self.close_button.setToolTip(self.tr("Dismiss"))

    def show_message(self, text: str) -> None:
        self.label.setText(text)
        self.show()
