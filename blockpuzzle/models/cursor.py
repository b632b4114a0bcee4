"""The keyboard's way of playing, for the board model: a cursor on the
board that the selected piece follows, steps and jumps to the cells where
it fits, and Enter to place it there.

:class:`KeyboardCursor` is mixed into
:class:`~blockpuzzle.models.game.GameModel`, whose state and signals it uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import Game
from ..engine import bitboard as bb

# Where the keyboard cursor first appears: one of the board's middle cells.
START_CELL = (3, 3)


class KeyboardCursor:
    """The cursor, for :class:`~blockpuzzle.models.game.GameModel` (which
    sets the attributes below and defines the commands named)."""

    if TYPE_CHECKING:
        _game: Game
        _selected: int
        _cursor: tuple[int, int] | None
        cursorChanged: Any

        def aim_at(self, slot: int, row: int, col: int) -> None: ...
        def place_at(self, slot: int, row: int, col: int) -> bool: ...
        def _cells_changed(self, cells: int) -> None: ...

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
