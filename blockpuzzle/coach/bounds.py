"""What a placement can be worth at most, for every origin of a piece at
once: how the beam search (:mod:`.player`) skips the placements that
cannot be among the children it keeps, without changing what it keeps.

The search ranks a child by its points so far plus the cheap part of its
board's health (:func:`.evaluate.shape_health`), and keeps the best
``width × WIDEN``.  With ``e`` the empty cells of a board, that health is
``C0 + C1·|e| + C2·pairs − HOLES·holes`` (``pairs``: empty cells side by
side or one above the other; ``C1`` = −0.5, ``C2`` = 1).  A piece of ``c``
cells placed where it clears no line pays ``c`` points, leaves ``c`` fewer
empty cells and ends every empty pair it covers: its own ``inside`` pairs
(two of its cells side by side) and, at each of its sides that meets an
empty cell outside it, one more.  It covers no hole (an empty cell with no
empty neighbour), unless it is a single cell, and holes only ever appear
elsewhere.  So, against its parent's value::

    child ≤ parent + (1 − C1)·c − C2·inside − C2·met   (+ HOLES for a single cell)

where ``met`` counts its sides that meet empty cells: :func:`gain` is the
first part, a number for each shape, and :func:`crowded` finds, for all of
a piece's origins at once (the counts kept bit by bit), those where
``met`` is at least some number.  Once the search holds as many children
as it keeps, the lowest of them is a floor no child below it can reach
into; a placement whose bound is under the floor is skipped, unless it
clears a line (:func:`clearing`: its points and board are another story).

Exact: the children kept, and so every plan, are the same as without the
bound (``tests/coach/test_bounds.py`` compares the search with a plain one
written from this description).  A review of a 100-placement Arcade game
tries ~22 % of the placements it did (Classic: ~43 %).
"""

from __future__ import annotations

from ..engine import SHAPES, Shape
from .evaluate import EDGES, FILLED, HOLES

FULL = (1 << 64) - 1
# The cheap health's weights (see the module's docstring; a test holds
# them to evaluate.shape_health).
C0 = -64 * FILLED + 32 * EDGES
C1 = FILLED - 4 * EDGES
C2 = 2 * EDGES


def _inside(shape: Shape) -> int:
    """The pairs of the shape's own cells side by side or one above the other."""
    cells = set(shape.cells)
    return sum((r, c + 1) in cells for r, c in cells) + sum((r + 1, c) in cells for r, c in cells)


def gain(shape: Shape) -> float:
    """The most a placement of ``shape`` that clears no line adds to its
    parent's value, before the sides it meets."""
    return (1 - C1) * shape.size - C2 * _inside(shape) + (HOLES if shape.size == 1 else 0.0)


def _halo(shape: Shape) -> tuple[tuple[int, int, int], ...]:
    """The cells outside ``shape`` that its sides meet, as (that cell's
    offset from the origin, the origins where it is on the board, how many
    of the shape's sides meet it)."""
    cells = set(shape.cells)
    meets: dict[tuple[int, int], int] = {}
    for r, c in shape.cells:
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            if (r + dr, c + dc) not in cells:
                meets[r + dr, c + dc] = meets.get((r + dr, c + dc), 0) + 1
    found = []
    for (r, c), count in sorted(meets.items()):
        on_board = 0
        for square in range(64):
            row, col = divmod(square, 8)
            if shape.origins >> square & 1 and 0 <= row + r < 8 and 0 <= col + c < 8:
                on_board |= 1 << square
        found.append((r * 8 + c, on_board, count))
    return tuple(found)


def _covers(shape: Shape) -> tuple[int, ...]:
    """For each square, the origins from which ``shape`` covers it."""
    found = []
    for square in range(64):
        cover = 0
        for offset in shape.offsets:
            if square >= offset:
                cover |= 1 << (square - offset)
        found.append(cover & shape.origins)
    return tuple(found)


GAIN = {shape.id: gain(shape) for shape in SHAPES.values()}
_HALOS = {shape.id: _halo(shape) for shape in SHAPES.values()}
# The most sides of a shape that can meet empty cells (at most 12: a
# 5-bar's, a 3×3 square's), so a count fits in four bits.
SIDES = {name: sum(count for _, _, count in halo) for name, halo in _HALOS.items()}
_COVERS = {shape.id: _covers(shape) for shape in SHAPES.values()}


def crowded(shape: Shape, empty: int, least: int) -> int:
    """The origins of ``shape`` where at least ``least`` of its sides meet
    an empty cell of ``empty`` (0 < ``least`` ≤ 15)."""
    b0 = b1 = b2 = b3 = 0  # each origin's count, bit by bit
    for offset, on_board, count in _HALOS[shape.id]:
        meets = (empty >> offset if offset >= 0 else empty << -offset) & on_board
        for _ in range(count):  # add it to each origin's count, as often as it is met
            met = meets
            carry = b0 & met
            b0 ^= met
            met = carry
            carry = b1 & met
            b1 ^= met
            met = carry
            carry = b2 & met
            b2 ^= met
            b3 |= carry
    # The origins whose count is above least, or equal to it.
    above = 0
    equal = FULL
    for bit, plane in ((8, b3), (4, b2), (2, b1), (1, b0)):
        if least & bit:
            equal &= plane
        else:
            above |= equal & plane
            equal &= ~plane
    return above | equal


# The squares of each line for each byte of its empty cells: the rows, then
# the columns (a column's byte is a row's of the board flipped about its
# diagonal, see flipped).
_LINE_SQUARES = tuple(
    tuple(tuple(8 * r + c for c in range(8) if byte >> c & 1) for byte in range(256))
    for r in range(8)
) + tuple(
    tuple(tuple(8 * r + c for r in range(8) if byte >> r & 1) for byte in range(256))
    for c in range(8)
)
_POPCOUNT = tuple(byte.bit_count() for byte in range(256))
# The most cells of one line a piece can cover (a 5-bar's).
_REACH = 5

Lines = list[tuple[tuple[int, ...], int]]


def flipped(board: int) -> int:
    """``board`` flipped about its diagonal: cell (r, c) to (c, r)."""
    t = 0x0F0F0F0F00000000 & (board ^ (board << 28))
    board ^= t ^ (t >> 28)
    t = 0x3333000033330000 & (board ^ (board << 14))
    board ^= t ^ (t >> 14)
    t = 0x5500550055005500 & (board ^ (board << 7))
    return board ^ t ^ (t >> 7)


def near_lines(empty: int) -> Lines:
    """The rows and columns with at most five empty cells (no piece covers
    more of one line), each as its empty squares and how many they are."""
    found = []
    lines = (empty | flipped(empty) << 64).to_bytes(16, "little")
    for squares, byte in zip(_LINE_SQUARES, lines, strict=True):
        count = _POPCOUNT[byte]
        if count <= _REACH:
            found.append((squares[byte], count))
    return found


def clearing(shape: Shape, lines: Lines) -> int:
    """The origins from which ``shape`` fills every empty cell of one of
    ``lines`` (:func:`near_lines` of the board): where it clears a line."""
    size = shape.size
    covers = _COVERS[shape.id]
    found = 0
    for squares, count in lines:
        if count <= size:
            origins = shape.origins
            for square in squares:
                origins &= covers[square]
            found |= origins
    return found
