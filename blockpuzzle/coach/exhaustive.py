"""The coach's exhaustive searches, for what the beam cannot be trusted
with: every plan of a tray on a board in danger (:func:`every_plan`), and
a plan that places the whole tray where the beam left a piece over
(:func:`complete_plan`)."""

from __future__ import annotations

from collections.abc import Iterator
from operator import itemgetter

from ..engine import Move, Shape, orientations
from ..engine.board import land
from .evaluate import health

# Where listing every plan takes more than this many placements (a roomy
# board, rarely in danger), the beam's plans are weighed instead.
_EVERY = 60_000
# Where the beam leaves a piece over, every order, turn and cell is tried
# (at most _RESCUE placements), and the best of the first _COMPLETE plans
# that place every piece is taken: a piece left over ends the game.
_RESCUE = 200_000
_COMPLETE = 64
_FULL = (1 << 64) - 1

# A piece's orientations a player may give it: (quarter turns, shape) each.
Turns = tuple[tuple[int, Shape], ...]


def _turns(shape: Shape, rotation: bool) -> Turns:
    """(quarter turns, shape) of each orientation of ``shape`` the rules
    let a player give it."""
    return orientations(shape) if rotation else ((0, shape),)


def _next_pieces(
    options: list[Option],
    left: frozenset[int],
    only: int | None,
) -> Iterator[tuple[int, Turns, frozenset[int]]]:
    """(slot, turns, the slots left after it) of each piece of ``options``
    still in ``left`` worth trying next: the first slot of each kind of
    piece (the same piece in another slot leaves the same boards), and
    only the slot ``only`` where one is given."""
    tried: set[frozenset[str]] = set()
    for slot, turns, kind in options:
        if slot in left and kind not in tried and only in (None, slot):
            tried.add(kind)
            yield slot, turns, left - {slot}


# A piece of the tray as the searches take it: its slot, its orientations,
# and what it is (the same piece in two slots is tried once).
Option = tuple[int, Turns, frozenset[str]]
# evaluate.families: each kind of piece (its turns) and its share of deals.
Families = tuple[tuple[tuple[Shape, ...], float], ...]


def every_plan(
    filled: int,
    options: list[Option],
    first: int | None,
    gravity: bool,
) -> list[tuple[int, int, tuple[Move, ...]]] | None:
    """(points, board, moves) of every plan that places every piece of
    ``options``, one per distinct board (the best-paid moves to it); None
    where that takes more than ``_EVERY`` placements."""
    budget = _EVERY
    level: dict[tuple[int, frozenset[int]], tuple[int, tuple[Move, ...]]] = {
        (filled, frozenset(s for s, _, _ in options)): (0, ())
    }
    for depth in range(len(options)):
        found: dict[tuple[int, frozenset[int]], tuple[int, tuple[Move, ...]]] = {}
        for (board, left), (points, moves) in level.items():
            empty = _FULL ^ board
            for slot, turns, rest in _next_pieces(options, left, first if depth == 0 else None):
                for n, shape in turns:
                    origins = shape.scan(empty)
                    budget -= origins.bit_count()
                    if budget < 0:
                        return None
                    while origins:
                        low = origins & -origins
                        origins ^= low
                        after, paid = land(board, shape.mask * low, gravity)
                        known = found.get((after, rest))
                        if known is None or known[0] < points + paid:
                            square = low.bit_length() - 1
                            found[after, rest] = (
                                points + paid,
                                (*moves, Move(slot, n, square >> 3, square & 7)),
                            )
        level = found
    return [(points, board, moves) for (board, _), (points, moves) in level.items()]


def complete_plan(
    filled: int,
    options: list[Option],
    first: int | None,
    gravity: bool,
    groups: Families,
) -> tuple[float, int, int, frozenset[int], tuple[Move, ...]] | None:
    """The best of the first ``_COMPLETE`` plans that place every piece,
    found by trying every order, turn and cell (at most ``_RESCUE``
    placements tried), or None if there is none: what the beam missed."""
    found: list[tuple[float, int, int, frozenset[int], tuple[Move, ...]]] = []
    budget = _RESCUE

    def search(board: int, points: int, left: frozenset[int], moves: tuple[Move, ...]) -> None:
        nonlocal budget
        if not left:
            value = points + health(groups, board)
            found.append((value, points, board, left, moves))
            return
        empty = _FULL ^ board
        tried: set[frozenset[str]] = set()
        for slot, turns, kind in options:
            if slot not in left or kind in tried or (not moves and first not in (None, slot)):
                continue
            tried.add(kind)
            for n, shape in turns:
                origins = shape.scan(empty)
                while origins:
                    if budget <= 0 or len(found) >= _COMPLETE:
                        return
                    budget -= 1
                    low = origins & -origins
                    origins ^= low
                    after, paid = land(board, shape.mask * low, gravity)
                    square = low.bit_length() - 1
                    search(
                        after,
                        points + paid,
                        left - {slot},
                        (*moves, Move(slot, n, square >> 3, square & 7)),
                    )

    search(filled, 0, frozenset(s for s, _, _ in options), ())
    return max(found, key=itemgetter(0)) if found else None
