"""The current game as a Qt table model of the 8×8 board.

:class:`GameModel` adapts an engine :class:`~blockpuzzle.engine.Game` to
Qt's model/view: one item per cell, with roles for what a view draws (filled,
colour, the aimed piece's ghost, the lines it would clear, the keyboard
cursor).  Every way of playing — a drag, a tap, a key, a screen reader —
ends in the same few methods here: :meth:`aim`, :meth:`place`,
:meth:`place_at`, :meth:`select`, :meth:`undo`, :meth:`rotate`.
"""

from __future__ import annotations

import enum
from collections import deque
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from ..engine import (
    CLASSIC,
    HISTORY_LIMIT,
    Game,
    IllegalMove,
    Move,
    Placement,
    Rules,
    Shape,
    tap_origin,
    turned,
)
from ..engine import bitboard as bb
from ..lang.context import Translatable
from .signals import INT64

if TYPE_CHECKING:
    from ..coach.player import Player

Index = QModelIndex | QPersistentModelIndex


class Coach(Protocol):
    """Works out hints on boards in danger beside the game (the window's
    :class:`~blockpuzzle.window.hints.CoachProcess`)."""

    answered: Any  # Signal(object, object): the key asked, and the moves or None

    def ask(
        self,
        game_rules: Rules,
        filled: int,
        tray: Sequence[Shape | None],
        first: int | None,
        key: object,
    ) -> bool:
        """Ask for the position's hint (answered as ``key``); False where
        it cannot be had."""
        ...


# Where the keyboard cursor first appears: one of the board's middle cells.
START_CELL = (3, 3)


class Ghost(enum.IntEnum):
    """What the aimed piece looks like on a cell."""

    NONE = 0
    FITS = 1  # drawn filled, with an outline
    BLOCKED = 2  # drawn as an outline only


class Role(enum.IntEnum):
    FILLED = Qt.ItemDataRole.UserRole + 1
    COLOUR = enum.auto()  # int: 0 empty, 1..NUM_COLOURS
    GHOST = enum.auto()  # Ghost
    GHOST_COLOUR = enum.auto()  # int: the aimed piece's colour, 0 without a ghost
    WILL_CLEAR = enum.auto()  # bool: on a line the aim would complete
    CURSOR = enum.auto()  # bool: the keyboard cursor is here


class Picture(NamedTuple):
    """The board as a view draws it (see :meth:`GameModel.picture`)."""

    colours: tuple[int, ...]  # 64, row by row; 0 where empty
    ghost: int  # the aimed piece's cells on the board
    fits: bool  # whether it fits there (filled ghost) or not (outline only)
    ghost_colour: int
    clearing: int  # the cells of the lines it would clear
    cursor: tuple[int, int] | None


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


class GameModel(Translatable, QAbstractTableModel):
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
        return max(self._best.get(self.rules.mode, 0), self._game.score)

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

    def load_game(self, game: Game, hints: int = 0) -> None:
        """Play ``game`` from its current position (a new or a restored game,
        which had ``hints`` hints so far)."""
        self.gameLeft.emit(self._game)
        self.beginResetModel()
        self._game = game
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

    def _emit_over(self) -> None:
        """The game ended: whether it beat the best of the mode's finished
        games is settled first (:attr:`new_best`), before any listener of
        gameOver (the session) counts it among them."""
        self.new_best = self._game.score > self.kept_best(self.rules.mode)
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

    def hint(self) -> Move | None:
        """The coach's move for the game as it stands, shown as the keyboard
        shows a move: for the selected piece where one is selected (its best
        place), otherwise the best next move of the whole tray; the piece
        turned as the move turns it, selected, and the cursor on the cell its
        first filled cell would cover, so that its ghost shows and Enter
        places it.  None (and hinted(-1, -1, -1)) where nothing fits.

        On a board in danger the coach weighs every plan of the tray (up to
        a second's work): where a coach is set (:meth:`set_coach`: the
        window's coach process, see :mod:`blockpuzzle.coach.hinter`), the
        hint is asked of it and None returned; it shows when the answer comes
        (:meth:`answer_hint`), with hinted() as ever."""
        game = self._game
        if game.over:
            return None
        first = self._selected if self._selected >= 0 else None
        plan = self._hint_player().calm_plan(game.board.filled, game.tray, first)
        if plan is None:
            coach = self._coach
            if coach is None:  # no window: nothing to keep responsive
                plan = self._hint_player().plan(game.board.filled, game.tray, first)
            else:
                if not coach.ask(game.rules, game.board.filled, game.tray, first, self._hint_key()):
                    self.hintUnavailable.emit()
                return None
        return self._show_hint(plan.moves)

    def answer_hint(self, key: object, moves: Sequence[Move] | None) -> None:
        """The coach's answer to the hint asked as ``key`` (see :meth:`hint`):
        shown where the game is still where it was then (the player may
        have moved on); where the coach could not answer (``moves`` None),
        hintUnavailable() — never worked out here, which would freeze the
        window for a second or more."""
        if key != self._hint_key():
            return
        if moves is None or not self._legal_hint(moves):
            self.hintUnavailable.emit()
            return
        self._show_hint(moves)

    def _legal_hint(self, moves: Sequence[Move]) -> bool:
        """Whether the first of ``moves`` can be made now (an answer is
        never trusted blindly)."""
        if not moves:
            return True  # nothing fits: said so
        move = moves[0]
        piece = self._game.tray[move.slot]
        if piece is None or (move.turns and not self._game.rules.rotation):
            return False
        return self._game.board.fits(turned(piece, move.turns), move.row, move.col)

    def set_coach(self, coach: Coach) -> None:
        """Ask hints on boards in danger of ``coach`` (see :meth:`hint`),
        whose answers come through its ``answered`` signal."""
        self._coach = coach
        coach.answered.connect(self.answer_hint)

    def _hint_key(self) -> object:
        """What a hint is asked for: this game (its serial: an object's id
        may be another game's later), as it stands, its selection."""
        return (self._serial, self._game.state, self._selected)

    def _hint_player(self) -> Player:
        rules = self._game.rules
        player = self._players.get(rules)
        if player is None:
            # Imported on the first hint, not at start: a game that never
            # asks for one never loads the coach.
            from ..coach.player import Player

            player = self._players[rules] = Player(rules, deep=True)
        return player

    def _show_hint(self, moves: Sequence[Move]) -> Move | None:
        """Show the first of ``moves`` as the hint (see :meth:`hint`)."""
        game = self._game
        self.hints += 1
        if not moves:
            self.hinted.emit(-1, -1, -1)
            return None
        move = moves[0]
        self.hinting = True
        try:
            for _ in range(move.turns):
                self.rotate(move.slot)
            if self._selected != move.slot:
                self.select(move.slot)
            piece = game.tray[move.slot]
            assert piece is not None
            cell = (move.row + piece.anchor[0], move.col + piece.anchor[1])
            self.set_cursor(*cell)
        finally:
            self.hinting = False
        self.hinted.emit(move.slot, *cell)
        return move

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

    # -- keyboard cursor ----------------------------------------------------

    @property
    def cursor(self) -> tuple[int, int] | None:
        return self._cursor

    def set_cursor(self, row: int, col: int) -> None:
        """Put the keyboard cursor on (row, col) (clamped to the board); the
        selected piece is aimed there, as a hover would."""
        row = min(max(row, 0), bb.SIZE - 1)
        col = min(max(col, 0), bb.SIZE - 1)
        old = self._cursor
        if old != (row, col):
            self._cursor = (row, col)
            self._cells_changed(bb.bit(row, col) | (bb.bit(*old) if old else 0))
        if self._selected >= 0:
            self.aim_at(self._selected, row, col)
        if old != (row, col):
            self.cursorChanged.emit(row, col)

    def move_cursor(self, d_row: int, d_col: int) -> None:
        """Move the keyboard cursor by a step; where there was no cursor yet,
        it appears on its first cell instead."""
        if self._cursor is None:
            self.show_cursor()
            return
        row, col = self._cursor
        self.set_cursor(row + d_row, col + d_col)

    def show_cursor(self) -> None:
        """Put the cursor where it was last, or on one of the middle cells."""
        self.set_cursor(*(self._cursor or START_CELL))

    def fit_cells(self, slot: int) -> list[tuple[int, int]]:
        """Every cell the piece of ``slot`` fits on as it stands — the cell
        its first filled cell would cover — in reading order."""
        piece = self._game.piece(slot)
        if piece is None or self._game.over:
            return []
        anchor_row, anchor_col = piece.anchor
        return [
            (row + anchor_row, col + anchor_col)
            for row, col in bb.cells(self._game.board.legal_origins(piece))
        ]

    def jump_to_fit(self, step: int) -> int:
        """Put the cursor on the next (``step`` 1) or previous (-1) cell in
        reading order where the selected piece fits, going round the board;
        how many such cells there are (0: it fits nowhere, nothing moves)."""
        if self._selected < 0:
            return 0
        fits = self.fit_cells(self._selected)
        if not fits:
            return 0
        here = self._cursor
        if here is None:
            target = fits[0] if step > 0 else fits[-1]
        elif step > 0:
            target = next((cell for cell in fits if cell > here), fits[0])
        else:
            target = next((cell for cell in reversed(fits) if cell < here), fits[-1])
        self.set_cursor(*target)
        return len(fits)

    def place_at_cursor(self) -> bool:
        """Place the selected piece with its first filled cell on the cursor."""
        if self._selected < 0 or self._cursor is None:
            return False
        return self.place_at(self._selected, *self._cursor)

    def _cells_changed(self, cells: int) -> None:
        """dataChanged over the rectangle spanning ``cells``."""
        if not cells:
            return
        squares = list(bb.scan(cells))
        rows = [s // bb.SIZE for s in squares]
        cols = [s % bb.SIZE for s in squares]
        self.dataChanged.emit(self.index(min(rows), min(cols)), self.index(max(rows), max(cols)))
