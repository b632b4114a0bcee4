"""The strip over the board at every width the window allows, in each
language: the score in the middle of the window, the mode and the game's
number whole (in two lines at most) and clear of it, the best whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel

from blockpuzzle.engine import ARCADE, Game
from blockpuzzle.store.settings import LANGUAGE

from ..helpers import open_window


def drawn(label: QLabel) -> QRect:
    """Where ``label``'s text is drawn, in its parent's parent's
    coordinates (the header's): wrapped as the label wraps it."""
    flags = int(label.alignment()) | (Qt.TextFlag.TextWordWrap if label.wordWrap() else 0)
    inner = label.contentsRect()
    rect = label.fontMetrics().boundingRect(inner, int(flags), label.text())
    return rect.translated(label.mapTo(label.window(), inner.topLeft()) - inner.topLeft())


@pytest.fixture(params=["", "DejaVu Serif"], ids=["system font", "a wider font"])
def font(request):
    """The system's font, or one wider than it: the widths the header gives
    its texts come from the font the player's system has (Windows' fallback
    fonts cut the best score), never from the one tried here."""
    original = QApplication.font()
    if request.param:
        QApplication.setFont(QFont(request.param, original.pointSize()))
    yield QApplication.font().family()
    QApplication.setFont(original)


@pytest.mark.parametrize("language", ["en", "id", "pt_BR"])
def test_the_score_stays_in_the_middle_and_clear_at_every_width(qtbot, tmp_path, language, font):
    # The largest number a game has (a 40-bit seed) and a long mode name.
    win = open_window(qtbot, tmp_path / "s.ini", Game(ARCADE, seed=(1 << 40) - 3))
    assert win.header.score_label.font().family() == font
    win.prefs.set(LANGUAGE, language)
    QApplication.processEvents()
    header = win.header
    header.set_best(987_654)
    header.set_score(123_456)
    qtbot.waitUntil(lambda: header.shown_score == 123_456)  # counted up
    QApplication.processEvents()
    win.resize(1, 700)  # as narrow as the player can make it
    QApplication.processEvents()
    narrowest = win.width()
    lines = header.mode_label.fontMetrics().lineSpacing()
    for width in range(narrowest, 640, 9):
        win.resize(width, 700)
        QApplication.processEvents()
        assert win.width() == width
        score, mode, best = (drawn(w) for w in (header.score_label, header.mode_label,
                                                header.best_label))  # fmt: skip
        middle = header.mapTo(win, header.rect().center()).x()
        assert abs(score.center().x() - middle) <= 2, (width, score, middle)
        # The mode whole: no line cut off at its label's edges, two at most.
        label = QRect(header.mode_label.mapTo(win, header.mode_label.rect().topLeft()),
                      header.mode_label.size())  # fmt: skip
        assert label.contains(mode), (width, mode, label)
        assert round(mode.height() / lines) <= 2, (width, header.mode_label.text())
        assert score.left() - mode.right() >= 8, (width, mode, score)
        assert best.left() - score.right() >= 8, (width, score, best)
        assert header.best_label.width() >= header.best_label.sizeHint().width()
        assert best.right() <= header.mapTo(win, header.rect().topRight()).x()
    # At the narrowest, the game-over card still has room for its buttons,
    # however short the header's words (a game without a number).
    header.set_mode("Classic")
    header.set_best(0)
    header.set_score(0)
    win.resize(1, 700)
    QApplication.processEvents()
    card = win.game_over.minimumSizeHint().width()
    assert win.board_view.width() >= card + 16, (win.width(), card)
    win.prefs.set(LANGUAGE, "en")
    QApplication.processEvents()


def test_a_game_number_is_never_split_across_two_lines(qtbot, tmp_path):
    """At every width of the window, and with text twice as large, the
    number's two halves are on one line of the header: each line the label
    draws is a run of its words, and the number is one of them."""
    from PySide6.QtGui import QFont, QTextLayout

    win = open_window(qtbot, tmp_path / "s.ini", Game(ARCADE, seed=(1 << 40) - 3))
    header = win.header
    number = win.mode_label.text().rsplit("game ", 1)[1]
    first, second = number[:5], number[6:]
    for size in (1, 2):
        font = QFont(header.mode_label.font())
        font.setPointSizeF(font.pointSizeF() * size)
        header.mode_label.setFont(font)
        win.resize(1, 700)
        QApplication.processEvents()
        for width in range(win.width(), 640, 13):
            win.resize(width, 700)
            QApplication.processEvents()
            label = header.mode_label
            layout = QTextLayout(label.text(), label.font())
            layout.beginLayout()
            lines = []
            while (line := layout.createLine()).isValid():
                line.setLineWidth(label.contentsRect().width())
                lines.append(label.text()[line.textStart() : line.textStart() + line.textLength()])
            layout.endLayout()
            assert any(first in text and second in text for text in lines), (size, width, lines)
