"""The pieces: every shape the game deals, as data built once at import.

A :class:`Shape` is its cells relative to the top-left of its bounding box,
and the bitboard of those cells with that corner on cell (0, 0).  Ids are
stable: saves store them.  Rotation is a table from an id to the id of the
same shape turned 90° clockwise, derived from the cells, never hand-written.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .bitboard import SIZE, bit
from .scan import Scan, compile_scan


class UnknownShape(ValueError):
    """A shape id that is not in the catalog."""


@dataclass(frozen=True, slots=True, repr=False)
class Shape:
    """One piece: a stable id, a colour index and its cells.

    ``cells`` are (row, col) offsets in reading order with the bounding box's
    top-left at (0, 0).
    """

    id: str
    colour: int
    cells: tuple[tuple[int, int], ...]
    height: int = field(init=False, compare=False)
    width: int = field(init=False, compare=False)
    # How many cells the piece has (and so the points it pays).
    size: int = field(init=False, compare=False)
    mask: int = field(init=False, compare=False, repr=False)
    # Where an origin may stand so that the whole piece is on the board.
    origins: int = field(init=False, compare=False, repr=False)
    # The square offsets of the cells, for the bit-parallel legal-origin scan.
    offsets: tuple[int, ...] = field(init=False, compare=False, repr=False)
    # The legal origins given the empty cells (0 ≤ empty < 2**64): see .scan.
    scan: Scan = field(init=False, compare=False, repr=False)
    # at[row][col]: the piece's cells with its top-left on (row, col), for
    # every origin on the board: the fit test and the placement look it up.
    at: tuple[tuple[int, ...], ...] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        cells = tuple(sorted(self.cells))
        if not cells or min(r for r, _ in cells) != 0 or min(c for _, c in cells) != 0:
            raise ValueError(f"shape {self.id!r} is not normalised to (0, 0)")
        height = max(r for r, _ in cells) + 1
        width = max(c for _, c in cells) + 1
        mask = 0
        for r, c in cells:
            mask |= bit(r, c)
        origins = 0
        for r in range(SIZE - height + 1):
            for c in range(SIZE - width + 1):
                origins |= bit(r, c)
        object.__setattr__(self, "cells", cells)
        object.__setattr__(self, "height", height)
        object.__setattr__(self, "width", width)
        object.__setattr__(self, "size", len(cells))
        object.__setattr__(self, "mask", mask)
        object.__setattr__(self, "origins", origins)
        object.__setattr__(self, "offsets", tuple(r * SIZE + c for r, c in cells))
        object.__setattr__(self, "scan", compile_scan(origins, cells))
        at = tuple(
            tuple(mask << (r * SIZE + c) for c in range(SIZE - width + 1))
            for r in range(SIZE - height + 1)
        )
        object.__setattr__(self, "at", at)

    @property
    def anchor(self) -> tuple[int, int]:
        """The first filled cell in reading order: where a tap puts it."""
        return self.cells[0]

    def __repr__(self) -> str:
        return f"shape({self.id!r})"

    def __str__(self) -> str:
        rows = []
        for r in range(self.height):
            rows.append("".join("#" if (r, c) in self.cells else "." for c in range(self.width)))
        return "\n".join(rows)


def _parse(picture: str) -> tuple[tuple[int, int], ...]:
    rows = picture.strip().split("/")
    return tuple((r, c) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch == "#")


def _rotate_cells(cells: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """The cells turned 90° clockwise, normalised to (0, 0)."""
    height = max(r for r, _ in cells) + 1
    turned = [(c, height - 1 - r) for r, c in cells]
    return tuple(sorted(turned))


# Colour indices (1-based; 0 means empty).  Colour is visual only and is a
# property of the piece's family, so a rotated piece keeps its colour.
NUM_COLOURS = 8

# (id, colour, picture): rows separated by "/", "#" a cell.
_CLASSIC = (
    ("dot", 1, "#"),
    ("bar2h", 2, "##"),
    ("bar3h", 3, "###"),
    ("bar4h", 4, "####"),
    ("bar5h", 5, "#####"),
    ("bar2v", 2, "#/#"),
    ("bar3v", 3, "#/#/#"),
    ("bar4v", 4, "#/#/#/#"),
    ("bar5v", 5, "#/#/#/#/#"),
    ("square2", 6, "##/##"),
    ("square3", 7, "###/###/###"),
    # Corners are named by the corner where their two arms meet.
    ("corner2_tl", 8, "##/#."),
    ("corner2_tr", 8, "##/.#"),
    ("corner2_bl", 8, "#./##"),
    ("corner2_br", 8, ".#/##"),
    ("corner3_tl", 1, "###/#../#.."),
    ("corner3_tr", 1, "###/..#/..#"),
    ("corner3_bl", 1, "#../#../###"),
    ("corner3_br", 1, "..#/..#/###"),
)

# The classic tetrominoes I and O are bar4* and square2 already.  Each is
# named by its letter and its clockwise turn from the first picture.
_TETROMINO_BASES = (
    ("t", 3, "###/.#."),
    ("s", 5, ".##/##."),
    ("z", 7, "##./.##"),
    ("j", 2, ".#/.#/##"),
    ("l", 6, "#./#./##"),
)


def _tetrominoes() -> tuple[Shape, ...]:
    shapes: list[Shape] = []
    for letter, colour, picture in _TETROMINO_BASES:
        cells = _parse(picture)
        seen: list[tuple[tuple[int, int], ...]] = []
        for turn in (0, 90, 180, 270):
            if cells not in seen:
                seen.append(cells)
                shapes.append(Shape(f"{letter}{turn}", colour, cells))
            cells = _rotate_cells(cells)
    return tuple(shapes)


CLASSIC_SHAPES: tuple[Shape, ...] = tuple(Shape(i, col, _parse(p)) for i, col, p in _CLASSIC)
TETROMINOES: tuple[Shape, ...] = _tetrominoes()
ARCADE_SHAPES: tuple[Shape, ...] = CLASSIC_SHAPES + TETROMINOES

SHAPES: dict[str, Shape] = {s.id: s for s in ARCADE_SHAPES}


def _rotation_table() -> dict[str, str]:
    by_cells = {s.cells: s.id for s in ARCADE_SHAPES}
    return {s.id: by_cells[_rotate_cells(s.cells)] for s in ARCADE_SHAPES}


ROTATED: dict[str, str] = _rotation_table()


def turned(piece: Shape, turns: int) -> Shape:
    """``piece`` turned ``turns`` quarter turns clockwise."""
    for _ in range(turns % 4):
        piece = SHAPES[ROTATED[piece.id]]
    return piece


def _orientations(piece: Shape) -> tuple[tuple[int, Shape], ...]:
    found = [(0, piece)]
    for turns in range(1, 4):
        shape_turned = turned(piece, turns)
        if all(shape_turned != s for _, s in found):
            found.append((turns, shape_turned))
    return tuple(found)


# Built once: every shape's distinct orientations.
_ORIENTATIONS = {s.id: _orientations(s) for s in ARCADE_SHAPES}


def orientations(piece: Shape) -> tuple[tuple[int, Shape], ...]:
    """Each distinct orientation of ``piece`` with the quarter turns that
    give it, fewest turns first (``piece`` itself first): a square has one,
    a bar two, an L four."""
    return _ORIENTATIONS[piece.id]


def shape(shape_id: str) -> Shape:
    """The shape with this id, or :class:`UnknownShape`."""
    try:
        return SHAPES[shape_id]
    except (KeyError, TypeError):
        raise UnknownShape(f"no shape with id {shape_id!r}") from None


def rotated(shape_id: str) -> str:
    """The id of the shape turned 90° clockwise."""
    shape(shape_id)
    return ROTATED[shape_id]
