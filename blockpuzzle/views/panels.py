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
        sameDealRequested(): the player asked to play the same deal again.
    """

    newGameRequested = Signal()
    sameDealRequested = Signal()

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
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.clicked.connect(self.newGameRequested)
        self.again_button = QPushButton()
        self.again_button.clicked.connect(self.sameDealRequested)
        for widget in (self.title, self.summary, self.button, self.again_button):
            layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        self._result: tuple[int, int, int, str] = (0, 0, 0, "")
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Game over"))
        self.title.setText(self.tr("No piece fits: game over"))
        self.button.setText(self.tr("&New Game"))
        self.again_button.setText(self.tr("Play this &deal again"))
        score, best, lines, number = self._result
        text = self.tr("Final score: {score}\nBest score: {best}\nLines cleared: {lines}").format(
            score=score, best=best, lines=lines
        )
        if number:
            text += "\n" + self.tr("Game number: {number}").format(number=number)
        self.summary.setText(text)
        self.again_button.setVisible(bool(number))
        self.adjustSize()

    def show_result(self, score: int, best: int, lines: int, number: str = "") -> None:
        self._result = (score, best, lines, number)
        self.retranslate()
        self.show()
        self.raise_()
        self.button.setFocus()


class NoticeBar(Retranslating, QFrame):
    """Messages the player is told once, in the window, without a dialog:
    each new one is added below the others, never in their place, until the
    player dismisses them."""

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
        self.close_button.clicked.connect(self.dismiss)
        self.messages: list[str] = []
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Notice"))
        self.close_button.setAccessibleName(self.tr("Dismiss"))
        self.close_button.setToolTip(self.tr("Dismiss"))

    def show_message(self, text: str) -> None:
        self.messages.append(text)
        self.label.setText("\n\n".join(self.messages))
        self.show()

    def dismiss(self) -> None:
        self.messages.clear()
        self.label.clear()
        self.hide()
