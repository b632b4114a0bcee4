"""The board and the one placement rule that every caller shares.

:func:`Board.place` is the whole of a move: the fit test, the piece landing,
every full row and column emptied at once, gravity where the rules ask for
it, and the points.  The line preview calls the very same function on the
immutable board, so what lights up is exactly what will happen.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import bitboard as bb
from .shapes import NUM_COLOURS, Shape


def clear_bonus(lines: int) -> int:
    """Points for clearing ``lines`` lines in one placement: 10·n·(n+1)/2."""
    return 5 * lines * (lines + 1)


class Placement:
    """What one placement does: where, what it clears, what it pays — and
    the board it leaves, worked out only when asked for.

    The line preview builds one on every pointer move of a drag, and needs
    only the lines and the points: occupancy decides those.  The colours of
    the board after it (eight layers, cleared and perhaps collapsed) are
    computed the first time :attr:`board` is read, which a move that is
    committed does, once.
    """

    __slots__ = (
        "_before",
        "_board",
        "_full",
        "_gravity",
        "col",
        "cols",
        "points",
        "row",
        "rows",
        "shape",
    )  # fmt: skip

    def __init__(
        self,
        shape: Shape,
        row: int,
        col: int,
        rows: tuple[int, ...],
        cols: tuple[int, ...],
        points: int,
        before: Board,
        gravity: bool = False,
    ) -> None:
        self.shape, self.row, self.col = shape, row, col
        self.rows, self.cols, self.points = rows, cols, points
        self._before, self._gravity = before, gravity
        self._board: Board | None = None

    @property
    def before(self) -> Board:
        """The board the piece was placed on."""
        return self._before

    @property
    def board(self) -> Board:
        """The board after the placement, with its colours."""
        board = self._board
        if board is None:
            board = self._board = self._before._after(self)
        return board

    @property
    def lines(self) -> int:
        return len(self.rows) + len(self.cols)

    @property
    def cells(self) -> int:
        """The piece's cells as a bitboard, where it lands."""
        return self.shape.mask << (self.row * bb.SIZE + self.col)

    @property
    def cleared(self) -> int:
        """Every cell of every line this placement empties."""
        return bb.lines_mask(self.rows, self.cols)

    def _key(self) -> tuple[object, ...]:
        return (self.shape, self.row, self.col, self.rows, self.cols, self.points, self.board)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Placement) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (
            f"Placement({self.shape!r}, {self.row}, {self.col}, rows={self.rows}, "
            f"cols={self.cols}, points={self.points})"
        )


def land(filled: int, piece: int, gravity: bool = False) -> tuple[int, int]:
    """Occupancy alone, what the coach and self-play need of a placement:
    the filled cells once ``piece`` (a bitboard of a piece's cells, each of
    them empty on ``filled``: ``shape.at[row][col]`` where it fits) has
    landed, its full rows and columns emptied and, with ``gravity``, each
    row above a cleared row fallen onto it; and the points it pays.
    :meth:`Board.place` does the same, colours and all.

    The constants are written out: a global lookup costs as much as a shift
    here.  A row is full when adding 1 to its low seven bits carries into
    its eighth, which is set: bit 7 of each full row's byte."""
    filled |= piece
    full_rows = ((filled & 0x7F7F7F7F7F7F7F7F) + 0x0101010101010101) & filled & 0x8080808080808080
    y = filled & (filled >> 8)
    y &= y >> 16
    full_cols = y & (y >> 32) & 0xFF
    cells = piece.bit_count()
    if not (full_rows or full_cols):
        return filled, cells
    filled &= ~((full_rows >> 7) * 0xFF | full_cols * 0x0101010101010101)
    if gravity and full_rows:
        for row in _ROWS_OF[full_rows >> 7]:  # top to bottom
            filled = bb.collapse_row(filled, row)
    return filled, cells + clear_bonus(full_rows.bit_count() + full_cols.bit_count())


def _piece_at(shape: Shape, row: int, col: int) -> int:
    """The piece's cells with its top-left on (row, col); 0 off the board."""
    if row < 0 or col < 0:
        return 0
    try:
        return shape.at[row][col]
    except IndexError:
        return 0


_SIZE = bb.SIZE
_FULL = bb.FULL
_COL0 = bb.COL0
_ROW0 = bb.ROW0
_LOW7 = 0x7F7F7F7F7F7F7F7F  # the low seven bits of every row
_HIGH = 0x8080808080808080  # the last bit of every row
_ROWS_OF = bb._ROWS_OF
_COLS_OF = bb._COLS_OF
_new = object.__new__
_set = object.__setattr__


@dataclass(frozen=True, slots=True)
class Board:
    """Which cells are filled, and with what colour.

    ``layers[i]`` is the bitboard of the cells of colour ``i + 1``; the
    layers never overlap.  ``filled`` is their union, kept because every fit
    test needs it.
    """

    layers: tuple[int, ...] = (0,) * NUM_COLOURS
    filled: int = field(init=False, compare=False)
    # The empty cells (0 ≤ empty < 2**64): what every fit scan starts from,
    # computed once per position.
    empty: int = field(init=False, compare=False)

    def __post_init__(self) -> None:
        if len(self.layers) != NUM_COLOURS:
            raise ValueError(f"a board has {NUM_COLOURS} colour layers")
        filled = 0
        for layer in self.layers:
            if layer & filled or not 0 <= layer <= bb.FULL:
                raise ValueError("colour layers overlap or leave the board")
            filled |= layer
        object.__setattr__(self, "filled", filled)
        object.__setattr__(self, "empty", filled ^ bb.FULL)

    @classmethod
    def from_text(cls, text: str) -> Board:
        """A board from 8 lines of 8 characters: ``.`` empty, ``1``–``8`` a colour,
        ``#`` colour 1.  Whitespace around lines is ignored."""
        lines = [line.strip() for line in text.strip().splitlines()]
        if len(lines) != bb.SIZE or any(len(line) != bb.SIZE for line in lines):
            raise ValueError("a board is 8 lines of 8 cells")
        layers = [0] * NUM_COLOURS
        for r, line in enumerate(lines):
            for c, ch in enumerate(line):
                if ch == ".":
                    continue
                colour = 1 if ch == "#" else int(ch) if ch.isdigit() else 0
                if not 1 <= colour <= NUM_COLOURS:
                    raise ValueError(f"bad cell {ch!r} at row {r}, column {c}")
                layers[colour - 1] |= bb.bit(r, c)
        return cls(tuple(layers))

    @classmethod
    def _trusted(cls, layers: tuple[int, ...], filled: int) -> Board:
        """A board built by the engine itself, whose layers are known good:
        the placement path skips the validation that input boards get."""
        board = _new(cls)
        _set(board, "layers", layers)
        _set(board, "filled", filled)
        _set(board, "empty", filled ^ _FULL)
        return board

    def colour_at(self, row: int, col: int) -> int:
        """The colour of a cell, 0 when it is empty."""
        mask = bb.bit(row, col)
        if not self.filled & mask:
            return 0
        for i, layer in enumerate(self.layers):
            if layer & mask:
                return i + 1
        raise AssertionError("unreachable: filled is the union of the layers")

    def to_text(self) -> str:
        return "\n".join(
            "".join(str(self.colour_at(r, c) or ".") for c in range(bb.SIZE))
            for r in range(bb.SIZE)
        )

    def __str__(self) -> str:
        return bb.to_text(self.filled)

    def __repr__(self) -> str:
        return f"Board.from_text({self.to_text()!r})"

    # -- the rules -------------------------------------------------------

    def fits(self, shape: Shape, row: int, col: int) -> bool:
        """Whether every cell of ``shape`` with its top-left at (row, col) is
        on the board and empty."""
        piece = _piece_at(shape, row, col)
        return bool(piece) and not self.filled & piece

    def legal_origins(self, shape: Shape) -> int:
        """Every origin where ``shape`` fits, as a bitboard.

        An origin is legal when each of the shape's cells, shifted by it, is
        empty: the shape's scan (see :mod:`.scan`) over all 64 origins at once.
        """
        return shape.scan(self.empty)

    def fits_anywhere(self, shape: Shape) -> bool:
        return self.legal_origins(shape) != 0

    def place(self, shape: Shape, row: int, col: int, gravity: bool = False) -> Placement | None:
        """The placement of ``shape`` at (row, col), or None where it does not
        fit.  ``self`` is unchanged: the result carries the new board."""
        piece = _piece_at(shape, row, col)
        filled = self.filled
        if not piece or filled & piece:
            return None
        filled |= piece
        # Full rows and columns as in land(): this is the drag's hot path.
        full_rows = ((filled & _LOW7) + _COL0) & filled & _HIGH
        y = filled & (filled >> 8)
        y &= y >> 16
        full_cols = y & (y >> 32) & _ROW0
        if not (full_rows or full_cols):
            return Placement(shape, row, col, (), (), shape.size, self, gravity)
        rows = _ROWS_OF[full_rows >> 7]
        cols = _COLS_OF[full_cols]
        points = shape.size + clear_bonus(len(rows) + len(cols))
        return Placement(shape, row, col, rows, cols, points, self, gravity)

    def _after(self, placement: Placement) -> Board:
        """The board once ``placement`` (of a piece onto this board) is done."""
        shape = placement.shape
        piece = shape.mask << (placement.row * _SIZE + placement.col)
        layers = list(self.layers)
        layers[shape.colour - 1] |= piece
        filled = self.filled | piece
        if placement.rows or placement.cols:
            keep = ~bb.lines_mask(placement.rows, placement.cols)
            layers = [layer & keep for layer in layers]
            filled &= keep
            if placement._gravity:
                for r in placement.rows:
                    layers = [bb.collapse_row(layer, r) for layer in layers]
                    filled = bb.collapse_row(filled, r)
        return Board._trusted(tuple(layers), filled)

    def has_full_line(self) -> bool:
        return bool(bb.full_rows(self.filled) or bb.full_cols(self.filled))


EMPTY = Board()
