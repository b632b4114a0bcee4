"""The moves of a game under review, as a table: one row a placement
(move number, piece, cell, points, verdict), each row's whole story in
words for the detail line and for a screen reader.

The game is replayed from its seed and moves at once (the positions, the
pieces and the points are known before any analysis); the coach's verdicts
and each deal's luck arrive later, one at a time (:meth:`add`), each taken
only where it fits this game (:func:`~blockpuzzle.coach.review.fits`), and
each once.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QObject,
    Qt,
    Signal,
)

from ..coach.review import (
    Hindsight,
    Judged,
    Luck,
    Review,
    accuracy,
    fits,
    mean_luck,
    positions,
)
from ..engine import SHAPES, Move, Rules, Shape, turned
from ..engine.game import GameState
from ..lang.words import whole_number
from .piece_names import describe
from .table import ColumnTable, Index

VERDICT_NAMES = {
    "best": QT_TRANSLATE_NOOP("MoveListModel", "best"),
    "good": QT_TRANSLATE_NOOP("MoveListModel", "good"),
    "inaccuracy": QT_TRANSLATE_NOOP("MoveListModel", "inaccuracy"),
    "mistake": QT_TRANSLATE_NOOP("MoveListModel", "mistake"),
    "blunder": QT_TRANSLATE_NOOP("MoveListModel", "blunder"),
}


# Chess's annotation signs, shown beside the words (never instead of them,
# and never spoken: a screen reader hears the word alone).
VERDICT_SIGNS = {"best": "✓", "good": "", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}


def verdict_name(verdict: str) -> str:
    return QCoreApplication.translate("MoveListModel", str(VERDICT_NAMES[verdict]))


def verdict_shown(verdict: str) -> str:
    """The verdict as the move list shows it: its sign, then its word."""
    return f"{VERDICT_SIGNS[verdict]} {verdict_name(verdict)}".strip()


class MoveRole(enum.IntEnum):
    VERDICT = Qt.ItemDataRole.UserRole + 1  # str: the verdict's key, "" until judged


class MoveListModel(ColumnTable):
    """The placements of one game, in order.

    Signals:
        judgedRow(int): the verdict on a row arrived.
        progressed(int, int): pieces of the analysis done, of how many.
        finished(): the whole analysis is in (verdicts, luck, hindsight).
    """

    NUMBERED = True
    COLUMNS = ("move", "piece", "cell", "points", "verdict")
    judgedRow = Signal(int)
    progressed = Signal(int, int)
    finished = Signal()

    def __init__(
        self,
        rules: Rules,
        seed: int,
        moves: Sequence[Move],
        parent: QObject | None = None,
        states: Sequence[GameState] | None = None,
    ) -> None:
        """``states``: the game's positions, where the caller has replayed
        it already (:func:`~blockpuzzle.coach.review.positions`)."""
        super().__init__(parent)
        self.rules = rules
        self.seed = seed
        self.moves = list(moves)
        self.states: list[GameState] = (
            list(states) if states is not None else positions(rules, seed, self.moves)
        )
        self.judged: list[Judged | None] = [None] * len(self.moves)
        self.luck: dict[int, Luck] = {}  # by deal
        self.hindsight: Hindsight | None = None

    @property
    def total(self) -> int:
        """The pieces of the analysis: one a move, one a deal, the hindsight."""
        return len(self.moves) + self.states[-1].deals + 1

    @property
    def done(self) -> int:
        """The pieces of the analysis in."""
        judged = sum(j is not None for j in self.judged)
        return judged + len(self.luck) + (self.hindsight is not None)

    @property
    def complete(self) -> bool:
        return self.done >= self.total

    def review(self) -> Review:
        """What is in, as the coach's review."""
        judged = [j for j in self.judged if j is not None]
        return Review.collect([*judged, *self.luck.values(), *filter(None, [self.hindsight])])

    # -- what the replay knows ------------------------------------------------

    def piece(self, row: int) -> Shape:
        """The piece placed by move ``row`` (0-based), as it was turned."""
        move = self.moves[row]
        dealt = self.states[row].tray[move.slot]
        assert dealt is not None
        return turned(dealt, move.turns)

    def points(self, row: int) -> int:
        return self.states[row + 1].score - self.states[row].score

    @staticmethod
    def cell(shape: Shape, move: Move) -> tuple[int, int]:
        """The cell the piece's first filled cell covers (the cell a tap
        names), counted from 0."""
        return move.row + shape.anchor[0], move.col + shape.anchor[1]

    def deal_of(self, row: int) -> int:
        """The deal the piece of move ``row`` came from."""
        return self.states[row].deals - 1

    # -- the analysis ---------------------------------------------------------

    def add(self, found: Judged | Luck | Hindsight) -> bool:
        """One piece of the analysis, as :meth:`Reviewer.events` yields it;
        False (and nothing changed) where it does not fit this game or is
        in already."""
        if self.complete or not fits(found, self.rules, self.states, self.moves):
            return False
        if isinstance(found, Judged):
            row = found.number - 1
            if self.judged[row] is not None:
                return False
            self.judged[row] = found
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(self.COLUMNS) - 1))
            self.judgedRow.emit(row)
        elif isinstance(found, Luck):
            if found.deal in self.luck:
                return False
            self.luck[found.deal] = found
            rows = [r for r in range(len(self.moves)) if self.deal_of(r) == found.deal]
            if rows:
                self.dataChanged.emit(self.index(rows[0], 0), self.index(rows[-1], 0))
        else:
            if self.hindsight is not None:
                return False
            self.hindsight = found
        self.progressed.emit(self.done, self.total)
        if self.complete:
            self.finished.emit()
        return True

    def accuracy(self) -> float | None:
        """The accuracy of the moves judged so far."""
        return accuracy(j for j in self.judged if j is not None)

    def luck_percentile(self) -> float | None:
        return mean_luck(self.luck.values())

    # -- words ----------------------------------------------------------------

    def sentence(self, row: int) -> str:
        """Move ``row`` told whole: what was played, what was best, why,
        and the verdict; the luck of the deal its piece came from."""
        move, piece = self.moves[row], self.piece(row)
        r, c = self.cell(piece, move)
        text = self.tr(
            "Move {n} of {count}: you placed {piece} at row {row}, column {col}, %Ln points.",
            "",
            self.points(row),
        ).format(
            n=whole_number(row + 1),
            count=whole_number(len(self.moves)),
            piece=describe(piece),
            row=r + 1,
            col=c + 1,
        )
        judged = self.judged[row]
        if judged is None:
            text += " " + self.tr("Not judged yet.")
        elif judged.best == move or judged.lost == 0:
            text += " " + self.tr("Best move.")
        else:
            best_piece = SHAPES[judged.best_shape]
            br, bc = self.cell(best_piece, judged.best)
            if judged.best_shape == piece.id:
                best = self.tr("Best was row {row}, column {col}").format(row=br + 1, col=bc + 1)
            else:
                best = self.tr("Best was {piece} at row {row}, column {col}").format(
                    piece=describe(best_piece), row=br + 1, col=bc + 1
                )
            if judged.fatal:
                why = self.tr("; after yours the other pieces fit nowhere")
            elif judged.best_room > judged.room:
                why = self.tr(
                    ", which kept %n more places open", "", judged.best_room - judged.room
                )
            elif judged.best_points > judged.points:
                why = self.tr(
                    ", which scored %n more points", "", judged.best_points - judged.points
                )
            else:
                why = self.tr(", which left a tidier board")
            # What was given up, in the coach's unit: a point of value is a
            # point of score (Help ▸ How the Coach Judges).
            lost = max(1, round(judged.lost))
            text += " " + self.tr(
                "{best}{why}: {verdict}, %Ln points of value given up.", "", lost
            ).format(best=best, why=why, verdict=verdict_name(judged.verdict))
        luck = self.luck.get(self.deal_of(row))
        if luck is not None and luck.after == row:
            text += " " + self.tr("These pieces' luck: {p} of 100 (50 is average).").format(
                p=round(luck.percentile)
            )
        return text

    # -- Qt model interface ---------------------------------------------------

    def rows(self) -> int:
        return len(self.moves)

    def titles(self) -> dict[str, str]:
        return {
            "move": self.tr("Move"),
            "piece": self.tr("Piece"),
            "cell": self.tr("Row, column"),
            "points": self.tr("Points"),
            "verdict": self.tr("Verdict"),
        }

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.model() is not self:
            return None
        row, column = index.row(), self.COLUMNS[index.column()]
        judged = self.judged[row]
        if role == MoveRole.VERDICT:
            return judged.verdict if judged is not None else ""
        if role == Qt.ItemDataRole.AccessibleTextRole and column == "move":
            return self.sentence(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.sentence(row)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in ("move", "points"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return None
        if column == "move":
            return str(row + 1)
        if column == "piece":
            return describe(self.piece(row))
        if column == "cell":
            r, c = self.cell(self.piece(row), self.moves[row])
            return f"{r + 1}, {c + 1}"
        if column == "points":
            return str(self.points(row))
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return verdict_name(judged.verdict) if judged else self.tr("not judged yet")
        return verdict_shown(judged.verdict) if judged else "…"

    def retranslate(self) -> None:
        if self.moves:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.moves) - 1, 4))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.COLUMNS) - 1)
