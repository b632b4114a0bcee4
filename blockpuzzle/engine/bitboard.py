"""The 8×8 board as a 64-bit integer: constants and one-line bit helpers.

Bit ``row * 8 + col`` is cell (row, col); row 0 is the top row, col 0 the
left column.  Every rule in the engine is a few shifts and masks on these
integers, so nothing here loops over the 64 cells on a hot path.
"""

from __future__ import annotations

from collections.abc import Iterator

SIZE = 8
CELLS = SIZE * SIZE
FULL = (1 << CELLS) - 1

ROW0 = 0xFF
COL0 = 0x0101010101010101
ROW_MASKS = tuple(ROW0 << (SIZE * r) for r in range(SIZE))
COL_MASKS = tuple(COL0 << c for c in range(SIZE))


def bit(row: int, col: int) -> int:
    """The one-bit mask of cell (row, col)."""
    return 1 << (row * SIZE + col)


def on_board(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE


def popcount(bb: int) -> int:
    return bb.bit_count()


def scan(bb: int) -> Iterator[int]:
    """The set bits of ``bb``, lowest square first."""
    while bb:
        low = bb & -bb
        yield low.bit_length() - 1
        bb ^= low


def cells(bb: int) -> Iterator[tuple[int, int]]:
    """The (row, col) of every set bit, in reading order."""
    for square in scan(bb):
        yield divmod(square, SIZE)


def full_rows(bb: int) -> int:
    """One bit per full row, at that row's column 0."""
    bb &= bb >> 1
    bb &= bb >> 2
    bb &= bb >> 4
    return bb & COL0


def full_cols(bb: int) -> int:
    """One bit per full column, in row 0."""
    bb &= bb >> 8
    bb &= bb >> 16
    bb &= bb >> 32
    return bb & ROW0


# Row and column numbers for every possible full_rows / full_cols result,
# looked up rather than scanned: clearing is on the drag's hot path.
_ROWS_OF = {
    sum(1 << (SIZE * r) for r in range(SIZE) if subset >> r & 1): tuple(
        r for r in range(SIZE) if subset >> r & 1
    )
    for subset in range(1 << SIZE)
}
_COLS_OF = tuple(tuple(c for c in range(SIZE) if subset >> c & 1) for subset in range(1 << SIZE))


def row_indices(rows_bits: int) -> tuple[int, ...]:
    """Row numbers from a :func:`full_rows` result."""
    return _ROWS_OF[rows_bits]


def col_indices(cols_bits: int) -> tuple[int, ...]:
    """Column numbers from a :func:`full_cols` result."""
    return _COLS_OF[cols_bits]


def lines_mask(rows: tuple[int, ...], cols: tuple[int, ...]) -> int:
    """Every cell of the given rows and columns."""
    mask = 0
    for r in rows:
        mask |= ROW_MASKS[r]
    for c in cols:
        mask |= COL_MASKS[c]
    return mask


def collapse_row(bb: int, row: int) -> int:
    """Remove ``row`` and move every row above it down by one."""
    above = bb & ((1 << (SIZE * row)) - 1)
    below = bb & ~((1 << (SIZE * (row + 1))) - 1)
    return below | (above << SIZE)


def to_text(bb: int, filled: str = "#", empty: str = ".") -> str:
    """An ASCII grid, top row first."""
    return "\n".join(
        "".join(filled if bb >> (r * SIZE + c) & 1 else empty for c in range(SIZE))
        for r in range(SIZE)
    )
