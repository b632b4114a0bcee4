"""Small in-window panels: the end-of-game summary and the notice bar."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPalette, QPen
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
from ..lang.words import duration, show_words, whole_number
from . import theme


class Badge(QLabel):
    """A short text on a pill in the highlight colours ("New best!")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setForegroundRole(QPalette.ColorRole.HighlightedText)
        self.setContentsMargins(12, 3, 12, 3)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.badge(self.palette()))
        radius = self.height() / 2
        painter.drawRoundedRect(QRectF(self.rect()), radius, radius)
        painter.end()
        super().paintEvent(event)


class GameOverPanel(Retranslating, QFrame):
    """The in-window summary of a game that has ended: the final score
    large, "New best!" when it is one, lines, time and the game's number
    small, then New Game, Play this deal again, Review this game and Retry
    my mistakes.

    Signals:
        newGameRequested(): the player asked for a new board.
        sameDealRequested(): the player asked to play the same deal again.
        reviewRequested(): the player asked for the coach's review of the game.
        retryRequested(): the player asked to retry the game's mistakes.
        copyRequested(): the player asked for a day's deal's result on the
            clipboard.
    """

    newGameRequested = Signal()
    sameDealRequested = Signal()
    reviewRequested = Signal()
    retryRequested = Signal()
    copyRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameOver")
        self.setFrameShape(QFrame.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 20, 28, 20)
        layout.setSpacing(6)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.score = QLabel()
        big = self.score.font()
        big.setPointSizeF(big.pointSizeF() * 2.6)
        big.setBold(True)
        big.setFeature(QFont.Tag("tnum"), 1)
        self.score.setFont(big)
        self.badge = Badge()
        bold = self.badge.font()
        bold.setBold(True)
        self.badge.setFont(bold)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.clicked.connect(self.newGameRequested)
        self.again_button = QPushButton()
        self.again_button.clicked.connect(self.sameDealRequested)
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.reviewRequested)
        self.retry_button = QPushButton()
        self.retry_button.clicked.connect(self.retryRequested)
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self.copyRequested)
        # What the copy put on the clipboard, or why it could not.
        self.copied = QLabel()
        self.copied.setWordWrap(True)
        self.copied.setTextFormat(Qt.TextFormat.PlainText)
        self.copied.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.copied.hide()
        self.score.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        # Full width, centred text: a wrapped title measures its height right.
        for label in (self.title, self.score, self.summary):
            layout.addWidget(label)
        layout.insertWidget(2, self.badge, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(6)
        for button in (
            self.button,
            self.again_button,
            self.review_button,
            self.retry_button,
            self.copy_button,
        ):
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.copied)
        self._result: tuple[int, int, int, str, float | None, bool] = (0, 0, 0, "", None, False)
        self._practice = 0  # the move a practice game began before; 0: a game of the player's
        self._daily = ""  # a day's deal's words ("Deal of 6 December 2026"), "" for another game
        self._spoken: Callable[[], str] | None = None
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        # Named by the move that ended the game and the end, where the window
        # gives it (a screen reader says it as the focus comes in: heard
        # once, after the move it follows); "Game over" otherwise.
        self.setAccessibleName(self._spoken() if self._spoken else self.tr("Game over"))
        practice = self._practice
        if practice:
            self.title.setText(self.tr("No piece fits: practice over"))
            self.again_button.setText(
                self.tr("Play on from move {move} &again").format(move=practice)
            )
        else:
            self.title.setText(self.tr("No piece fits: game over"))
            self.again_button.setText(self.tr("Play this &deal again"))
        self.button.setText(self.tr("&New Game"))
        self.review_button.setText(self.tr("&Review this game"))
        self.retry_button.setText(self.tr("Retry my &mistakes"))
        self.copy_button.setText(self.tr("&Copy result"))
        self.badge.setText(self.tr("New best!"))
        score, best, lines, number, time, new_best = self._result
        self.score.setText(whole_number(score))
        self.score.setAccessibleName(
            self.tr("Final score: {score}").format(score=whole_number(score))
        )
        rows = [self.tr("Best score: {best}").format(best=whole_number(best))]
        if practice:
            rows.insert(0, self.tr("A practice game: not counted in your statistics."))
        if self._daily:
            rows.insert(0, self._daily)
        rows.append(self.tr("Lines cleared: {lines}").format(lines=whole_number(lines)))
        if time is not None:  # in words of the language now spoken
            rows.append(self.tr("Time: {time}").format(time=duration(time)))
        if number:
            rows.append(self.tr("Game number: {number}").format(number=number))
        self.summary.setText("\n".join(rows))
        self.badge.setVisible(new_best)
        # A practice game begins again where it began, number or not; it is
        # not in the history, so there is nothing to review.
        self.again_button.setVisible(bool(number) or bool(practice))
        self.review_button.setVisible(not practice)
        self.retry_button.setVisible(not practice)
        self.copy_button.setVisible(bool(self._daily))
        self.adjustSize()

    def set_daily(self, words: str) -> None:
        """What the card says of the day's deal, anew (the coach's score
        has come)."""
        self._daily = words
        self.retranslate()

    def show_copied(self, text: str) -> None:
        """Say on the card what the copy did."""
        self.copied.setText(text)
        self.copied.show()
        self.adjustSize()

    def paintEvent(self, event: QPaintEvent) -> None:
        """A rounded card in the window's colours, with a fine rim."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        painter.setBrush(palette.color(QPalette.ColorRole.Window))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 14, 14)

    def show_result(
        self,
        score: int,
        best: int,
        lines: int,
        number: str = "",
        time: float | None = None,
        new_best: bool = False,
        spoken: Callable[[], str] | None = None,
        practice: int = 0,
        daily: str = "",
    ) -> None:
        """Show the card for a game that ended: ``time``, its play time in
        seconds; ``spoken``, what it is named for a screen reader, in the
        current language; ``practice``, for a practice game, the move of
        its game it began before; ``daily``, for a day's deal, the words
        that say which (a result can be copied)."""
        self._result = (score, best, lines, number, time, new_best)
        self._practice = practice
        self._daily = daily
        self.copied.hide()
        self._spoken = spoken
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
        show_words(self.label, "\n\n".join(self.messages))
        self.show()

    def dismiss(self) -> None:
        self.messages.clear()
        self.label.clear()
        self.hide()
