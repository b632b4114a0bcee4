"""How good a board is for what comes next: the coach's evaluation, in one
place.

A board is worth the points already scored on it plus its *health*, which
is what the next deals make of it.  The deal is uniform and never looks at
the board, so health is measured against the catalog as a whole:

* ``MISFIT``: the share of the catalog's shapes that fit nowhere (turned,
  where pieces turn).  A uniform deal's three pieces all fit nowhere with
  that share cubed, and every misfit is a piece that may have to wait.
  The heaviest term: it is the distribution of the next deals itself.
* ``FILLED``: every filled cell, one point a cell: a fuller board fits less
  and a cell cleared was paid for.
* ``EDGES``: fragmentation, each side of an empty cell that meets a filled
  cell or the board's edge: ragged space fits fewer shapes than the same
  space in one block.
* ``HOLES``: empty cells with no empty neighbour, which only the dot fills.

The weights were chosen on Classic seeds 2000–2119 (100 refills at most),
not on the seeds ``benchmarks/coach.py`` reports (1000–1029): the share of
games survived moves by ±5 of 120 from chance alone, and the misfit term
is the one change that stood out of that (from 67 to 75–85 of 120).  The
study's reference player values a board at ``-filled - 0.5 * edges`` alone.
"""

from __future__ import annotations

from ..engine import ROTATED, SHAPES, Rules, Shape

MISFIT = 1000.0  # per unit of share of the catalog that fits nowhere
FILLED = 1.5
EDGES = 0.5
HOLES = 4.0

_FULL = (1 << 64) - 1
_COL0 = 0x0101010101010101
_NOT_COL0 = _FULL & ~_COL0
_NOT_COL7 = _FULL & ~(_COL0 << 7)


def edges_and_holes(empty: int) -> tuple[int, int]:
    """(fragmentation, isolated cells) of the board whose empty cells are
    ``empty``."""
    left = (empty << 1) & _NOT_COL0  # the cell to the left is empty
    right = (empty >> 1) & _NOT_COL7
    up = (empty << 8) & _FULL
    down = empty >> 8
    open_sides = (
        (empty & left).bit_count()
        + (empty & right).bit_count()
        + (empty & up).bit_count()
        + (empty & down).bit_count()
    )
    holes = (empty & ~(left | right | up | down)).bit_count()
    return 4 * empty.bit_count() - open_sides, holes


def families(rules: Rules) -> tuple[tuple[tuple[Shape, ...], float], ...]:
    """The catalog as the groups a misfit is counted by, each with its
    share of the catalog: one group a shape, or, where pieces turn, one
    group a shape with its turns (a piece fits if any turn fits)."""
    groups: dict[frozenset[str], list[Shape]] = {}
    for shape in rules.catalog:
        turns = {shape.id}
        if rules.rotation:
            turned = ROTATED[shape.id]
            while turned not in turns:
                turns.add(turned)
                turned = ROTATED[turned]
        groups.setdefault(frozenset(turns), []).append(shape)
    share = 1.0 / len(rules.catalog)
    return tuple(
        (tuple(SHAPES[i] for i in sorted(key)), share * len(dealt)) for key, dealt in groups.items()
    )


def misfit_share(groups: tuple[tuple[tuple[Shape, ...], float], ...], empty: int) -> float:
    """The share of a uniform deal's pieces that fit nowhere."""
    share = 0.0
    for turns, weight in groups:
        for shape in turns:
            if shape.scan(empty):
                break
        else:
            share += weight
    return share


def contains(big: Shape, small: Shape) -> bool:
    """Whether ``small`` fits inside ``big``'s cells, moved but not turned:
    wherever ``big`` fits, so does ``small``."""
    cells = set(big.cells)
    return any(
        all((row + dr, col + dc) in cells for row, col in small.cells)
        for dr in range(big.height)
        for dc in range(big.width)
    )


class Misfit:
    """:func:`misfit_share`, as the search asks it thousands of times a
    tray: the shapes are tried largest first, and one that fits vouches for
    every shape it contains (where the 3×3 square fits, so do the 2×2
    square, the small corners and the short bars), so a roomy board is
    settled by the few largest shapes' scans."""

    _MEMO_LIMIT = 1 << 14

    def __init__(self, groups: tuple[tuple[tuple[Shape, ...], float], ...]) -> None:
        shapes = sorted(
            {s for turns, _ in groups for s in turns}, key=lambda s: (-len(s.cells), s.id)
        )
        bit = {s.id: 1 << i for i, s in enumerate(shapes)}
        self._order = [
            (bit[s.id], s.scan, sum(bit[t.id] for t in shapes if contains(s, t))) for s in shapes
        ]
        self._groups = [(sum(bit[s.id] for s in turns), share) for turns, share in groups]
        # The share for each set of shapes that fit: few sets occur.
        self._memo: dict[int, float] = {}

    def __call__(self, empty: int) -> float:
        """The share of a uniform deal's pieces that fit nowhere in ``empty``."""
        fits = 0
        for bit, scan, vouched in self._order:
            if not fits & bit and scan(empty):
                fits |= vouched
        share = self._memo.get(fits)
        if share is None:
            # Added one by one, as misfit_share adds them: the same float
            # on every Python (3.12's sum() compensates, 3.11's does not).
            share = 0.0
            for turns, weight in self._groups:
                if not turns & fits:
                    share += weight
            if len(self._memo) < self._MEMO_LIMIT:
                self._memo[fits] = share
        return share


def shape_health(filled: int) -> float:
    """The cheap part of the health: the board's cells, edges and holes."""
    empty = _FULL & ~filled
    edges, holes = edges_and_holes(empty)
    # An empty board's own edge (32 sides) costs nothing.
    return -FILLED * filled.bit_count() - EDGES * (edges - 32) - HOLES * holes


def health(groups: tuple[tuple[tuple[Shape, ...], float], ...], filled: int) -> float:
    """The board's health (higher is better; 0 is an empty board)."""
    return shape_health(filled) - MISFIT * misfit_share(groups, _FULL & ~filled)
