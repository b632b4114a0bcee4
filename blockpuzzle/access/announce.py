"""What a screen reader hears: placements, clears, new pieces, undo, the
end, and the answers to the reading and jumping keys.

Each event becomes one sentence, spoken through :class:`.speech.Speaker`
(so it is heard though focus does not move, by every screen reader, once)
and emitted as ``announced`` for anything else that wants it.  Positions
come first and descriptions last: a sentence is easier to follow aloud when
it says where before what.

The move that ends a game is the exception: the game-over card takes the
focus, and it is named by that move and the end (:meth:`Announcer.end_text`),
so a screen reader says them once, as the focus comes in, before the card's
button — not a sentence that the focus would cut short or that would follow
the card.  Where the window does not have the keyboard (the focus moving is
not heard there) the sentence is said as any other.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from ..engine import Placement
from ..engine import bitboard as bb
from ..lang.words import mode_name, whole_number
from ..models.game import GameModel, lines_text
from ..models.piece_names import describe
from .speech import Speaker


def and_list(parts: list[str]) -> str:
    """ "1, 2 and 7" in the current language."""
    if len(parts) == 1:
        return parts[0]
    return GameModel.tr("{list} and {last}").format(list=", ".join(parts[:-1]), last=parts[-1])


class Announcer(QObject):
    """Signals:
    announced(str): a sentence for assistive technology.
    """

    announced = Signal(str)

    def __init__(self, model: GameModel, target: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.speaker = Speaker(target, self)
        self._last: Placement | None = None  # the placement heard last
        model.placed.connect(self._placed)
        model.selectionChanged.connect(self._selected)
        model.gameStarted.connect(self._started)
        model.undone.connect(self._undone)
        model.hinted.connect(self.hinted)
        model.hintUnavailable.connect(self.hint_unavailable)

    def say(self, text: str) -> None:
        self.announced.emit(text)
        self.speaker.say(text)

    # -- the pieces -----------------------------------------------------------------

    def tray_text(self) -> str:
        """The three slots, each with its number: "1, a single cell; 2, used; …"."""
        slots = []
        for slot, piece in enumerate(self._model.game.tray):
            what = describe(piece) if piece is not None else self.tr("used")
            slots.append(self.tr("{n}, {piece}").format(n=slot + 1, piece=what))
        return self.tr("Pieces: {list}.").format(list="; ".join(slots))

    def read_tray(self) -> None:
        self.say(self.tray_text())

    # -- the board ------------------------------------------------------------------

    def read_row(self) -> None:
        """The cursor's row: which of its cells are filled."""
        self._read_line(horizontal=True)

    def read_column(self) -> None:
        self._read_line(horizontal=False)

    def _read_line(self, horizontal: bool) -> None:
        model = self._model
        row, col = model.cursor or (0, 0)
        board = model.game.board.filled
        if horizontal:
            filled = [str(c + 1) for c in range(bb.SIZE) if board & bb.bit(row, c)]
            name = self.tr("Row {n}").format(n=row + 1)
            which = self.tr("columns {list} filled", "", len(filled))
        else:
            filled = [str(r + 1) for r in range(bb.SIZE) if board & bb.bit(r, col)]
            name = self.tr("Column {n}").format(n=col + 1)
            which = self.tr("rows {list} filled", "", len(filled))
        if not filled:
            self.say(self.tr("{line}: empty.").format(line=name))
        else:
            self.say(f"{name}: {which.format(list=and_list(filled))}.")

    def hinted(self, slot: int, row: int, col: int) -> None:
        """The coach's move, as the keyboard would make it."""
        model = self._model
        piece = model.game.piece(slot) if slot >= 0 else None
        if piece is None:
            self.say(self.tr("Hint: the selected piece fits nowhere; try another one."))
            return
        text = self.tr("Hint: {piece} at row {row}, column {col}").format(
            piece=describe(piece), row=row + 1, col=col + 1
        )
        preview = model.preview
        if preview is not None and preview.lines:
            text += self.tr(", clears {lines}").format(lines=lines_text(preview.rows, preview.cols))
        self.say(text + ". " + self.tr("Enter places it."))

    def hint_unavailable(self) -> None:
        self.say(self.hint_unavailable_text())

    def hint_unavailable_text(self) -> str:
        return self.tr(
            "No hint: on a board in danger the coach works in a process of its own, and that "
            "process stopped. Hints on other boards still work."
        )

    def deselected(self, slot: int) -> None:
        """Esc: the selected piece (``slot``; -1 for none) left in the tray."""
        if slot < 0:
            self.say(self.tr("No piece is selected."))
        else:
            self.say(self.tr("Piece {n} left in the tray.").format(n=slot + 1))

    def unavailable(self, slot: int) -> None:
        """1, 2 or 3 refused: the game is over, or the slot (``slot``) is
        used."""
        if self._model.game.over:
            self.say(self.tr("The game is over: press Enter for a new game."))
        else:
            self.say(self.tr("Piece {n} is used.").format(n=slot + 1) + " " + self.tray_text())

    def edge(self, d_row: int, d_col: int) -> None:
        """An arrow that could not move the cursor: the edge it is on."""
        texts = {
            (-1, 0): self.tr("Top edge."),
            (1, 0): self.tr("Bottom edge."),
            (0, -1): self.tr("Left edge."),
            (0, 1): self.tr("Right edge."),
        }
        self.say(texts[(d_row, d_col)])

    def jumped(self, places: int) -> None:
        """After a jump to where the selected piece fits."""
        model = self._model
        if model.selected < 0:
            self.say(self.tr("Select a piece first: press 1, 2 or 3."))
            return
        if places == 0:
            self.say(self.tr("The piece fits nowhere on the board."))
            return
        row, col = model.cursor or (0, 0)
        where = self.tr("Fits at row {row}, column {col}").format(row=row + 1, col=col + 1)
        preview = model.preview
        if preview is not None and preview.lines:
            where += self.tr(", clears {lines}").format(
                lines=lines_text(preview.rows, preview.cols)
            )
        self.say(where + "; " + self.tr("%n places.", "", places))

    # -- what happens ---------------------------------------------------------------

    def _placed(self, slot: int, row: int, col: int, points: int, placement: Placement) -> None:
        self._last = placement
        game = self._model.game
        if game.over and self.speaker.target_active():
            # The game-over card takes the focus and is named by this very
            # sentence (end_text): heard once, as the focus moves, in order.
            return
        self.say(self._placement_text(placement))

    def _placement_text(self, placement: Placement) -> str:
        model = self._model
        points = placement.points
        first_row, first_col = placement.shape.anchor
        row, col = placement.row, placement.col
        parts = [
            self.tr("Placed at row {row}, column {col}: {piece}.").format(
                piece=describe(placement.shape), row=row + first_row + 1, col=col + first_col + 1
            )
        ]
        if placement.lines:
            parts.append(
                self.tr("Cleared {lines}.").format(lines=lines_text(placement.rows, placement.cols))
            )
        parts.append(
            self.tr("%n points, score {score}.", "", points).format(score=whole_number(model.score))
        )
        game = model.game
        if all(p is not None for p in game.tray) and not game.over:
            parts.append(self.tr("New pieces dealt.") + " " + self.tray_text())
        if game.over:
            parts.append(self._over_text())
        return " ".join(parts)

    def _over_text(self) -> str:
        score = self._model.game.score
        return self.tr("No piece fits: game over. Final score {score}.").format(
            score=whole_number(score)
        )

    def end_text(self) -> str:
        """What the game-over card is named, in the current language: the
        move that ended the game and the end; the end alone for a game that
        was over when it was loaded."""
        placement = self._last
        if not self._model.game.over or placement is None:
            return self._over_text()
        return self._placement_text(placement)

    def _undone(self, slot: int, row: int, col: int) -> None:
        model = self._model
        piece = model.game.piece(slot) if slot >= 0 else None
        if piece is None:
            self.say(
                self.tr("Undid the last placement; score {score}.").format(
                    score=whole_number(model.score)
                )
            )
            return
        self.say(
            self.tr(
                "Undid the placement at row {row}, column {col}: {piece} is back as piece {n}; "
                "score {score}."
            ).format(
                row=row + 1,
                col=col + 1,
                piece=describe(piece),
                n=slot + 1,
                score=whole_number(model.score),
            )
        )

    def _selected(self, slot: int) -> None:
        if self._model.hinting:
            return  # the hint says which piece, once
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

    def start_text(self) -> str:
        game = self._model.game
        mode = mode_name(game.rules.mode)
        text = self.tr("{mode} game, score {score}.").format(
            mode=mode, score=whole_number(game.score)
        )
        practice = self._model.practice
        if practice is not None:
            text = self.tr(
                "Practice from move {move}, not counted in your statistics: {mode}, score {score}."
            ).format(move=practice.move, mode=mode, score=whole_number(game.score))
        return text + " " + self.tray_text()

    def _started(self, _mode: str) -> None:
        self._last = None  # a game loaded: no move of this session ended it
        if not self._model.game.over:
            self.say(self.start_text())

    def refused(self) -> None:
        """The keyboard tried to place where the piece does not fit."""
        model = self._model
        if model.selected < 0:
            self.say(self.tr("Select a piece first: press 1, 2 or 3."))
        else:
            self.say(self.tr("The piece does not fit there."))
