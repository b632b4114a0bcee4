"""How to play (F1): the rules and the controls, short, in the player's language."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..lang.retranslate import Retranslating


class HelpDialog(Retranslating, QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox()
        # Our own Close, which (unlike Qt's standard one) we can translate.
        self.close_button = buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(520, 560)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("How to Play"))
        self.close_button.setText(self.tr("Close"))
        self.text.setAccessibleName(self.tr("How to play"))
        sections = [
            (
                self.tr("The board and the tray"),
                self.tr(
                    "The board has 8 rows and 8 columns. Under it, the tray holds 3 pieces. "
                    "A piece you have used leaves its slot empty; the next 3 pieces come "
                    "only when all 3 are on the board. Pieces are dealt at random from a "
                    "fixed set, without looking at your board."
                ),
            ),
            (
                self.tr("Placing a piece"),
                self.tr(
                    "Drag a piece from the tray onto the board. While you carry it, it is "
                    "drawn where it would land: one row above your pointer, centred on it. "
                    "Filled means it fits; an outline only means it does not. Letting go "
                    "where it does not fit does nothing: the piece goes back to the tray. "
                    "You can also click a piece, then click a cell: the piece's first "
                    "cell, the leftmost cell of its top row, lands there."
                ),
            ),
            (
                self.tr("With the keyboard"),
                self.tr(
                    "1, 2 and 3 select a piece, and the cursor shows on the board. The "
                    "arrow keys move it; Enter or Space places the piece with its first "
                    "cell, the leftmost cell of its top row, on the cursor. F and Shift+F "
                    "jump to the next and the previous place where the piece fits. L reads "
                    "the cursor's row, Shift+L its column, T the tray. Esc deselects the "
                    "piece; it stays in the tray. In Arcade, R turns it."
                ),
            ),
            (
                self.tr("Clearing lines"),
                self.tr(
                    "A full row or a full column is emptied at once. Before you place a "
                    "piece, the rows and columns it would complete light up."
                ),
            ),
            (
                self.tr("Score"),
                self.tr(
                    "Each cell you place scores 1 point. Clearing lines with one piece "
                    "adds 10 for one line, 30 for two, 60 for three, 100 for four, and so "
                    "on. A row and a column cleared together count as two lines."
                ),
            ),
            (
                self.tr("Undo and the end of a game"),
                self.tr(
                    "Undo is free and unlimited, and it never changes the pieces you get. "
                    "The game ends when no piece left in the tray fits anywhere; then a "
                    "new board starts. Your best score and your statistics are kept."
                ),
            ),
            (
                self.tr("Arcade"),
                self.tr(
                    "Arcade adds the T, S, Z, J and L pieces. Double-click a piece or "
                    "press R to turn it. When a row is cleared, the cells above it fall "
                    "down one row."
                ),
            ),
            (
                self.tr("Game numbers"),
                self.tr(
                    "Every game has a number of 10 letters and digits, shown above the "
                    "board. The same number deals the same pieces in the same order, on "
                    "any computer: Game, Play Game Number plays it again."
                ),
            ),
        ]
        html = "".join(f"<h3>{title}</h3><p>{body}</p>" for title, body in sections)
        self.text.setHtml(html)
        # Read out when the help opens: a screen reader says a focused
        # object's description after its name.
        self.text.setAccessibleDescription(" ".join(f"{title}. {body}" for title, body in sections))
        self.text.moveCursor(self.text.textCursor().MoveOperation.Start)
        self.setWindowModality(Qt.WindowModality.NonModal)
