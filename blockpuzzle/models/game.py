"""The current game as a Qt table model of the 8×8 board.

:class:`GameModel` adapts an engine :class:`~blockpuzzle.engine.Game` to
Qt's model/view: one item per cell, with roles for what a view draws (filled,
colour, the aimed piece's ghost, the lines it would clear, the keyboard
cursor).  Every way of playing — a drag, a tap, a key, a screen reader —
ends in the same few methods here: :meth:`aim`, :meth:`place`,
:meth:`place_at`, :meth:`select`, :meth:`undo`, :meth:`rotate`.  The keyboard's
cursor (:mod:`.cursor`) and the Hint command (:mod:`.hinting`) are mixed in
from modules of their own; the roles of a cell are in :mod:`.cells`.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    Qt,
    Signal,
)

from ..engine import (
    CLASSIC,
    HISTORY_LIMIT,
    Game,
    IllegalMove,
    Placement,
    Rules,
    Shape,
    tap_origin,
)
from ..engine import bitboard as bb
from ..lang.context import Translatable
from .cells import Ghost, Picture, Role
from .cursor import KeyboardCursor
from .hinting import Coach, Hinting
from .practice import Practice
from .signals import INT64
from .table import Index

if TYPE_CHECKING:
    from ..coach.player import Player


def cell_text(row: int, col: int, filled: bool) -> str:
    """A cell as a screen reader says it: rows and columns count from 1."""
    if filled:
        return GameModel.tr("row {row}, column {col}, filled").format(row=row + 1, col=col + 1)
    return GameModel.tr("row {row}, column {col}, empty").format(row=row + 1, col=col + 1)


def lines_text(rows: tuple[int, ...] | list[int], cols: tuple[int, ...] | list[int]) -> str:
    """ "row 3 and column 5": the lines of a clear, counted from 1."""
    parts = [GameModel.tr("row {n}").format(n=r + 1) for r in rows]
    parts += [GameModel.tr("column {n}").format(n=c + 1) for c in cols]
    if len(parts) == 1:
        return parts[0]
    return GameModel.tr("{list} and {last}").format(list=", ".join(parts[:-1]), last=parts[-1])


class GameModel(Hinting, KeyboardCursor, Translatable, QAbstractTableModel):
    """The board of the game being played, and the commands that play it.

    Signals:
        gameStarted(str): a new game began, in the named mode.
        scoreChanged(int): the score, after a placement, an undo or a new game.
        bestChanged(int): the best score of the current mode went up.
        placed(int, int, int, int, object): slot, row, col (top-left) and
            points of a placement that happened, and the engine's Placement
            (the piece, the lines it cleared): all a listener needs of it.
        linesCleared(list, list, int): the rows and columns a placement
            emptied, and the points of that placement.
        trayChanged(): the pieces in the tray changed (placement, refill,
            rotation, undo, new game).
        selectionChanged(int): the selected tray slot, -1 for none.
        previewChanged(): the aim changed: the ghost or the lines it would clear.
        undoAvailable(bool): whether Undo can do anything now.
        gameOver(int): nothing in the tray fits; the final score.
        positionChanged(): the position changed (placement, undo, turn, new
            or restored game): the moment to save.
        gameLeft(object): the engine Game about to be replaced by another,
            in whatever state it was left (ended, abandoned, untouched).
        cursorChanged(int, int): the keyboard cursor moved to (row, col).
        undone(int, int, int): a placement was taken back: its slot and the
            cell its first filled cell had stood on (all -1 where not known).
        hinted(int, int, int): a hint was shown: the slot of the piece and
            the cell its first filled cell would cover (-1, -1, -1: nothing
            fits).
        hintUnavailable(): a hint on a board in danger could not be had:
            the coach's process could not answer (see :meth:`hint`).
    """

    gameStarted = Signal(str)
    # Scores and points as 64-bit values: a C++ int would overflow past
    # 2**31 (a saved game may hold up to 10**12 points).
    scoreChanged = Signal(INT64)
    bestChanged = Signal(INT64)
    placed = Signal(int, int, int, INT64, object)
    linesCleared = Signal(list, list, INT64)
    trayChanged = Signal()
    selectionChanged = Signal(int)
    previewChanged = Signal()
    undoAvailable = Signal(bool)
    gameOver = Signal(INT64)
    positionChanged = Signal()
    gameLeft = Signal(object)
    cursorChanged = Signal(int, int)
    undone = Signal(int, int, int)
    hinted = Signal(int, int, int)
    hintUnavailable = Signal()

    def __init__(self, game: Game | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game if game is not None else Game(CLASSIC)
        self._best: dict[str, int] = {}
        # Where the game being played is a practice game, where it began
        # (see :mod:`.practice`): never counted, never the best.
        self.practice: Practice | None = None
        # Where it is a day's deal (Game ▸ Today's Deal), its day as
        # YYYY-MM-DD: it stays that day's game past midnight.
        self.daily = ""
        self._selected = -1
        self._aim: tuple[int, int, int] | None = None
        self._preview: Placement | None = None
        self._ghost = 0  # the aimed piece's cells that are on the board
        self._cursor: tuple[int, int] | None = None
        self._shown_best = self.best
        self.hints = 0  # hints shown in the current game
        self.hinting = False  # while a hint turns, selects and aims its piece
        self._players: dict[Rules, Player] = {}
        # Where set (by the window, set_coach), the coach that works out hints
        # on boards in danger elsewhere (see hint()).
        self._coach: Coach | None = None
        # Which game is played: a hint's answer is for this one or none.
        self._serial = 0
        # Whether the game that ended last beat the best of its mode's
        # finished games before it (set as it ends: _emit_over).
        self.new_best = False
        # (slot, row, col) of the placements undo can take back, latest last.
        self._placements: deque[tuple[int, int, int]] = deque(maxlen=HISTORY_LIMIT)

    # -- Qt model interface -------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else bb.SIZE

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else bb.SIZE

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, col = index.row(), index.column()
        mask = bb.bit(row, col)
        board = self._game.board
        if role == Role.FILLED:
            return bool(board.filled & mask)
        if role == Role.COLOUR:
            return board.colour_at(row, col)
        if role == Role.GHOST:
            if not self._ghost & mask:
                return Ghost.NONE
            return Ghost.FITS if self._preview is not None else Ghost.BLOCKED
        if role == Role.GHOST_COLOUR:
            piece = self.aimed_piece()
            return piece.colour if piece is not None and self._ghost & mask else 0
        if role == Role.WILL_CLEAR:
            return bool(self._preview is not None and self._preview.cleared & mask)
        if role == Role.CURSOR:
            return self._cursor == (row, col)
        if role == Qt.ItemDataRole.DisplayRole:
            return cell_text(row, col, bool(board.filled & mask))
        if role == Qt.ItemDataRole.AccessibleTextRole:
            text = cell_text(row, col, bool(board.filled & mask))
            if self._cursor == (row, col) and self._aim is not None:
                text = self.tr("{cell}; {preview}").format(cell=text, preview=self.preview_text())
            return text
        return None

    def picture(self) -> Picture:
        """Everything a view draws, at once (what :meth:`data` gives cell by
        cell, for a painter that draws all 64 in one go)."""
        colours = [0] * (bb.SIZE * bb.SIZE)
        for colour, layer in enumerate(self._game.board.layers, 1):
            while layer:
                low = layer & -layer
                colours[low.bit_length() - 1] = colour
                layer ^= low
        piece = self.aimed_piece() if self._ghost else None
        return Picture(
            tuple(colours),
            self._ghost,
            self._preview is not None,
            piece.colour if piece is not None else 0,
            self._preview.cleared if self._preview is not None else 0,
            self._cursor,
        )

    def preview_text(self) -> str:
        """The current aim in words: whether it fits, and what it would clear."""
        if self._aim is None:
            return ""
        if self._preview is None:
            return self.tr("the piece does not fit here")
        if not self._preview.lines:
            return self.tr("the piece fits here")
        return self.tr("the piece fits here and clears {lines}").format(
            lines=lines_text(self._preview.rows, self._preview.cols)
        )

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or not 0 <= section < bb.SIZE:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.tr("Column {n}").format(n=section + 1)
        return self.tr("Row {n}").format(n=section + 1)

    # -- reading the game ---------------------------------------------------

    @property
    def game(self) -> Game:
        return self._game

    @property
    def rules(self) -> Rules:
        return self._game.rules

    @property
    def score(self) -> int:
        return self._game.score

    @property
    def best(self) -> int:
        """The best score of the mode: the current game's where it is
        higher, unless it is a practice game."""
        kept = self._best.get(self.rules.mode, 0)
        return kept if self.practice is not None else max(kept, self._game.score)

    @property
    def selected(self) -> int:
        """The selected tray slot, -1 when none is."""
        return self._selected

    @property
    def preview(self) -> Placement | None:
        """What the current aim would do; None without an aim or where the
        aimed piece does not fit."""
        return self._preview

    @property
    def aim_origin(self) -> tuple[int, int, int] | None:
        """(slot, row, col) of the current aim, if any."""
        return self._aim

    def aimed_piece(self) -> Shape | None:
        return self._game.piece(self._aim[0]) if self._aim is not None else None

    def kept_best(self, mode: str) -> int:
        """The best score of ``mode``'s finished games (not the current one)."""
        return self._best.get(mode, 0)

    def set_best(self, mode: str, best: int) -> None:
        """The best score kept for ``mode`` (read from the statistics)."""
        self._best[mode] = best
        self._emit_best()

    def _emit_best(self) -> None:
        if self.best != self._shown_best:
            self._shown_best = self.best
            self.bestChanged.emit(self._shown_best)

    # -- commands -----------------------------------------------------------

    def new_game(self, rules: Rules = CLASSIC, seed: int | None = None) -> None:
        self.load_game(Game(rules, seed))

    def load_game(
        self, game: Game, hints: int = 0, practice: Practice | None = None, daily: str = ""
    ) -> None:
        """Play ``game`` from its current position (a new or a restored game,
        which had ``hints`` hints so far; a practice game where ``practice``
        says where it began; the deal of the day ``daily``, YYYY-MM-DD)."""
        self.gameLeft.emit(self._game)
        self.beginResetModel()
        self._game = game
        self.practice = practice
        self.daily = daily
        self._serial += 1
        self.hints = hints
        self._placements.clear()
        self._selected = -1
        self._aim = None
        self._preview = None
        self._ghost = 0
        self.endResetModel()
        self.gameStarted.emit(game.rules.mode)
        self.scoreChanged.emit(game.score)
        self._emit_best()
        self.trayChanged.emit()
        self.selectionChanged.emit(-1)
        self.previewChanged.emit()
        self.undoAvailable.emit(game.can_undo)
        self.positionChanged.emit()
        if game.over:
            self._emit_over()

    def play_on(self, practice: Practice) -> None:
        """Play a practice game from where ``practice`` begins."""
        self.load_game(practice.game(), practice=practice)

    def _emit_over(self) -> None:
        """The game ended: whether it beat the best of the mode's finished
        games is settled first (:attr:`new_best`; a practice game never
        does), before any listener of gameOver (the session) counts it
        among them."""
        self.new_best = self.practice is None and self._game.score > self.kept_best(self.rules.mode)
        self.gameOver.emit(self._game.score)

    def select(self, slot: int) -> bool:
        """Select the piece of ``slot`` for the tap and keyboard path; a used
        or unknown slot selects nothing.  Selecting the selected one deselects."""
        if slot == self._selected:
            self.deselect()
            return False
        if self._game.over or self._game.piece(slot) is None:
            return False
        self._selected = slot
        if self._cursor is not None:
            self.aim_at(slot, *self._cursor)  # the keyboard's aim follows the cursor
        elif self._aim is not None and self._aim[0] != slot:
            self.clear_aim()
        self.selectionChanged.emit(slot)
        return True

    def deselect(self) -> None:
        if self._selected == -1:
            return
        self._selected = -1
        self.selectionChanged.emit(-1)
        self.clear_aim()

    def aim(self, slot: int, row: int, col: int) -> None:
        """Aim the piece of ``slot`` with its top-left at (row, col): the
        ghost and the lines it would clear follow.  An aim with no cell on
        the board (or of an empty slot) shows nothing."""
        if self._aim != (slot, row, col):
            self._apply_aim(slot, row, col)

    def _apply_aim(self, slot: int, row: int, col: int) -> None:
        piece = self._game.piece(slot)
        ghost = 0
        if piece is not None and not self._game.over:
            for dr, dc in piece.cells:
                if bb.on_board(row + dr, col + dc):
                    ghost |= bb.bit(row + dr, col + dc)
        if ghost:
            self._set_aim((slot, row, col), self._game.preview(slot, row, col), ghost)
        else:
            self.clear_aim()

    def aim_at(self, slot: int, row: int, col: int) -> None:
        """Aim as a tap would place: the piece's first filled cell on (row, col)."""
        piece = self._game.piece(slot)
        if piece is None:
            self.clear_aim()
            return
        self.aim(slot, *tap_origin(piece, row, col))

    def clear_aim(self) -> None:
        if self._aim is None:
            return
        self._set_aim(None, None, 0)

    def _set_aim(
        self, aim: tuple[int, int, int] | None, preview: Placement | None, ghost: int
    ) -> None:
        old = self._ghost | (self._preview.cleared if self._preview else 0)
        self._aim, self._preview, self._ghost = aim, preview, ghost
        new = ghost | (preview.cleared if preview else 0)
        # The cursor cell's accessible text tells the aim, so it changes too.
        cursor = bb.bit(*self._cursor) if self._cursor else 0
        self._cells_changed(old | new | cursor)
        self.previewChanged.emit()

    def place(self, slot: int, row: int, col: int) -> bool:
        """Place the piece of ``slot`` with its top-left at (row, col).

        Where it does not fit nothing at all happens: no signal, no change,
        and False.
        """
        try:
            placement = self._game.place(slot, row, col)
        except IllegalMove:
            return False
        self._placements.append((slot, row, col))
        self._after_move()
        self.placed.emit(slot, row, col, placement.points, placement)
        if placement.lines:
            self.linesCleared.emit(list(placement.rows), list(placement.cols), placement.points)
        if self._game.over:
            self._emit_over()
        return True

    def place_at(self, slot: int, row: int, col: int) -> bool:
        """Place as a tap does: the piece's first filled cell lands on (row, col)."""
        piece = self._game.piece(slot)
        return piece is not None and self.place(slot, *tap_origin(piece, row, col))

    def undo(self) -> bool:
        if not self._game.undo():
            return False
        self._after_move()
        last = self._placements.pop() if self._placements else None
        piece = self._game.piece(last[0]) if last is not None else None
        if last is not None and piece is not None:
            slot, row, col = last
            self.undone.emit(slot, row + piece.anchor[0], col + piece.anchor[1])
        else:
            self.undone.emit(-1, -1, -1)
        return True

    def rotate(self, slot: int) -> bool:
        """Turn the piece of ``slot`` 90° clockwise, where the rules allow it."""
        try:
            self._game.rotate(slot)
        except IllegalMove:
            return False
        self.trayChanged.emit()
        self.positionChanged.emit()
        if self._aim is not None and self._aim[0] == slot:
            self._apply_aim(*self._aim)  # the turned piece, on the same origin
        return True

    def _after_move(self) -> None:
        self._selected = -1
        self._aim = None
        self._preview = None
        self._ghost = 0
        self._cells_changed(bb.FULL)
        self.scoreChanged.emit(self._game.score)
        self._emit_best()
        self.trayChanged.emit()
        self.selectionChanged.emit(-1)
        self.previewChanged.emit()
        self.undoAvailable.emit(self._game.can_undo)
        self.positionChanged.emit()

    def retranslate(self) -> None:
        """The texts (cells, headers) in the current language."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, bb.SIZE - 1)
        self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, bb.SIZE - 1)
        self._cells_changed(bb.FULL)

    def _cells_changed(self, cells: int) -> None:
        """dataChanged over the rectangle spanning ``cells``."""
        if not cells:
            return
        squares = list(bb.scan(cells))
        rows = [s // bb.SIZE for s in squares]
        cols = [s % bb.SIZE for s in squares]
        self.dataChanged.emit(self.index(min(rows), min(cols)), self.index(max(rows), max(cols)))
