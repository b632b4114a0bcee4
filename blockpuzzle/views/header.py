"""The strip over the board: the score large, the best score with its
trophy, and quietly the mode and the game's number.

The score counts up to a new value (with tabular figures, so its digits do
not jiggle while it does); a screen reader is told only the final value: the
label's accessible name is set at once, whatever the picture shows.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QSize, Qt, QVariantAnimation
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ..lang.retranslate import Retranslating
from ..lang.words import show_words, whole_number
from ..paths import resource
from .motion import Motion

COUNT_MS = 500
# Between the score and what is beside it, at any width.
SPACING = 10


def tabular(font: QFont) -> QFont:
    """``font`` with tabular (equal-width) figures, where it has them."""
    font.setFeature(QFont.Tag("tnum"), 1)
    return font


class Header(Retranslating, QWidget):
    """Mode and number on the left, the score in the middle, the best on
    the right."""

    def __init__(self, motion: Motion, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._motion = motion
        self._score = 0
        self._shown = 0
        self._best = 0
        self._shown_best = 0  # what the best label shows
        self._counting: QVariantAnimation | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 0)
        layout.setSpacing(SPACING)
        self.mode_label = QLabel()
        self.mode_label.setTextFormat(Qt.TextFormat.PlainText)
        # On a narrow window the mode and the number take two lines, never
        # the score's room or its place in the middle.
        self.mode_label.setWordWrap(True)
        # As wide as its side, not the width Qt picks for wrapped text.
        self.mode_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.score_label = QLabel()
        self.score_label.setObjectName("score")
        font = tabular(self.score_label.font())
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        self.score_label.setFont(font)
        self.score_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.best_icon = QLabel()
        icon = QIcon(str(resource("icons", "best.svg")))
        side = self.fontMetrics().height()
        self.best_icon.setPixmap(icon.pixmap(QSize(side, side), self.devicePixelRatioF()))
        self.best_label = QLabel()
        best_font = tabular(self.best_label.font())
        best_font.setBold(True)
        self.best_label.setFont(best_font)
        self.left = QWidget()
        left = QVBoxLayout(self.left)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.mode_label)
        self.right = QWidget()
        best = QHBoxLayout(self.right)
        best.setContentsMargins(0, 0, 0, 0)
        best.setSpacing(4)
        best.addStretch(1)
        best.addWidget(self.best_icon)
        best.addWidget(self.best_label)
        # Equal sides keep the score in the middle of the window: neither
        # asks for more than its share, whatever its text.
        for half in (self.left, self.right):
            half.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.left, 1)
        layout.addWidget(self.score_label, 0)
        layout.addWidget(self.right, 1)
        self.retranslate()

    def minimumSizeHint(self) -> QSize:
        """Room for the score in the middle, the best beside it and the mode
        and number in two lines at most: the sides are equal, each as wide
        as the wider of the two needs."""
        hint = super().minimumSizeHint()
        metrics = self.mode_label.fontMetrics()
        words = self.mode_label.text().split(" ")
        mode = min(
            max(
                metrics.horizontalAdvance(" ".join(words[:cut])),
                metrics.horizontalAdvance(" ".join(words[cut:])),
            )
            for cut in range(len(words) + 1)
        )
        best = self.right.layout().minimumSize().width()  # type: ignore[union-attr]
        margins = self.layout().contentsMargins()  # type: ignore[union-attr]
        width = (
            2 * (max(mode, best) + 2 + SPACING)  # 2: rounding, and the label's own margin
            + self.score_label.sizeHint().width()
            + margins.left()
            + margins.right()
        )
        return QSize(max(width, hint.width()), hint.height())

    @property
    def shown_score(self) -> int:
        """The score the picture shows now (it may still be counting up)."""
        return self._shown

    def retranslate(self) -> None:
        self.best_icon.setAccessibleName(self.tr("Best score"))
        self.best_label.setToolTip(self.tr("Best score"))
        self.best_icon.setToolTip(self.tr("Best score"))
        self._show(self._shown)
        self._show_best(self._shown_best)

    def set_mode(self, text: str) -> None:
        show_words(self.mode_label, text)  # "Classic · game …" said with a pause
        self.updateGeometry()  # the least width depends on it

    @property
    def shown_best(self) -> int:
        """The best score the picture shows now."""
        return self._shown_best

    def set_best(self, best: int) -> None:
        """Show ``best``; a new best that the score is still counting up to
        is reached with it, never shown ahead of the score."""
        self._best = best
        if self._counting is not None and best > self._shown:
            best = max(self._shown_best, self._shown)
        self._show_best(best)

    def _show_best(self, best: int) -> None:
        self._shown_best = best
        self._set_text(self.best_label, self.tr("Best: {n}").format(n=whole_number(best)))
        self.best_label.setAccessibleName(self.tr("Best: {n}").format(n=whole_number(self._best)))

    def _set_text(self, label: QLabel, text: str) -> None:
        """Show ``text`` in ``label``; the header's least width depends on
        it where its length changes (the figures are all as wide)."""
        if len(text) != len(label.text()):
            self.updateGeometry()
        label.setText(text)

    def set_score(self, score: int) -> None:
        """Show ``score``: counting up to it where it grew and motion is on,
        at once otherwise."""
        if score == self._score and (self._counting is not None or score == self._shown):
            return  # already shown, or on its way
        if self._counting is not None:
            self._counting.setCurrentTime(self._counting.totalDuration())
        start, self._score = self._shown, score
        self.score_label.setAccessibleName(self.tr("Score: {n}").format(n=whole_number(score)))
        if score <= start or not self._motion.on:
            self._show(score)
            return
        counting = QVariantAnimation()
        counting.setObjectName("count")
        counting.setStartValue(start)
        counting.setEndValue(score)
        counting.setDuration(COUNT_MS)
        counting.setEasingCurve(QEasingCurve.Type.OutCubic)
        counting.valueChanged.connect(lambda value: self._show(int(value)))
        self._counting = counting

        def done() -> None:
            self._counting = None
            self._show(self._score)

        self._motion.run(counting, done)

    def _show(self, shown: int) -> None:
        self._shown = shown
        self._set_text(self.score_label, whole_number(shown))
        if self._shown_best < self._best:
            # Counting up to a new best: the best follows the score.
            self._show_best(min(self._best, max(self._shown_best, shown)))
        # Said as the final value, never one of the steps to it.
        self.score_label.setAccessibleName(
            self.tr("Score: {n}").format(n=whole_number(self._score))
        )
