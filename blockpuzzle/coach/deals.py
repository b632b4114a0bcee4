"""Whether a deal's pieces can all be placed on a board, in some order
(turned, where pieces turn): what the coach's look one deal ahead and its
crisis search ask.

* :meth:`Deals.survival`: the share of ``SAMPLES`` sampled deals, the same
  ones every time (common random numbers: boards compared meet the same
  deals), drawn from the catalog, never from the game's future; each
  searched through at most ``NODES`` boards (one that needs more counts as
  not placed: it is a hard deal there; the budget is part of the measure).
* :meth:`Deals.risk`: the exact chance the next deal, of every deal the
  catalog can make, cannot be placed whole.
* :meth:`Deals.fits_all`: whether a tray can be placed whole (exhaustive).

The search (:func:`placeable`) counts its budget in a list of its own
call, passed down its recursion, so that one search never spends
another's.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Rules, Shape, orientations
from ..engine.board import land

SAMPLES = 64
NODES = 60
_FULL = (1 << 64) - 1
_LOW_ROWS = 0x7F7F7F7F7F7F7F7F
_ROW_STARTS = 0x0101010101010101
_ROW_ENDS = 0x8080808080808080
_UNLIMITED = 1 << 62


def placeable(filled: int, pieces: list[list[Shape]], budget: int, gravity: bool) -> bool:
    """Whether ``pieces`` (each as its turns) can all be placed on the board
    ``filled``, in some order, within ``budget`` placements tried (each
    tried placement of every piece but the last counts)."""
    return _fits(filled, pieces, [budget], gravity)


def _fits(filled: int, pieces: list[list[Shape]], left: list[int], gravity: bool) -> bool:
    """:func:`placeable`, the placements still allowed in ``left[0]``: one
    count shared down the recursion of one search, and no other's."""
    if not pieces:
        return True
    empty = _FULL ^ filled
    if len(pieces) == 1:
        return any(shape.scan(empty) for shape in pieces[0])
    tried: set[str] = set()
    for i, turns in enumerate(pieces):
        kind = turns[0].id
        if kind in tried:
            continue  # the same piece as one already tried first
        tried.add(kind)
        rest = pieces[:i] + pieces[i + 1 :]
        # The last piece is looked for here, not in a call of its own.
        last = rest[0] if len(rest) == 1 else None
        for shape in turns:
            origins = shape.scan(empty)
            mask = shape.mask
            while origins:
                left[0] -= 1
                if left[0] < 0:
                    return False
                low = origins & -origins
                origins ^= low
                piece = mask * low
                after = filled | piece
                y = after & (after >> 8)
                y &= y >> 16
                if (((after & _LOW_ROWS) + _ROW_STARTS) & after & _ROW_ENDS) or (
                    y & (y >> 32) & 0xFF
                ):
                    after = land(filled, piece, gravity)[0]  # lines clear
                if last is None:
                    if _fits(after, rest, left, gravity):
                        return True
                else:
                    room = _FULL ^ after
                    for end in last:
                        if end.scan(room):
                            return True
    return False


def _first_place(filled: int, turns: list[Shape], gravity: bool) -> int | None:
    """The board after the first place the search tries for a piece (its
    first turn that fits, at its lowest origin), lines cleared; None where
    it fits nowhere."""
    empty = _FULL ^ filled
    for shape in turns:
        origins = shape.scan(empty)
        if origins:
            piece = shape.mask * (origins & -origins)
            after = filled | piece
            y = after & (after >> 8)
            y &= y >> 16
            if (((after & _LOW_ROWS) + _ROW_STARTS) & after & _ROW_ENDS) or (y & (y >> 32) & 0xFF):
                after = land(filled, piece, gravity)[0]
            return after
    return None


def turns_of(piece: Shape, rotation: bool) -> list[Shape]:
    """The shapes a player may give ``piece``: its turns, where pieces turn."""
    return [s for _, s in orientations(piece)] if rotation else [piece]


class Deals:
    """The deals of one rule set, placed on boards (see the module)."""

    def __init__(self, rules: Rules, groups: Sequence[tuple[tuple[Shape, ...], float]]) -> None:
        """``groups``: the catalog's pieces as :func:`.evaluate.families`
        has them (a piece's turns, and the share of deals it is)."""
        self.rules = rules
        self.groups = groups
        self._samples: list[list[list[Shape]]] | None = None
        self._every_deal: list[tuple[list[list[Shape]], float]] | None = None
        self._first_pairs: list[tuple[int, int]] | None = None

    def samples(self) -> list[list[list[Shape]]]:
        """SAMPLES uniform deals, each piece as its turns: the same ones on
        every call."""
        if self._samples is None:
            import random

            draw = random.Random(20261201)
            catalog, rotation = self.rules.catalog, self.rules.rotation
            self._samples = [
                [turns_of(draw.choice(catalog), rotation) for _ in range(3)] for _ in range(SAMPLES)
            ]
        return self._samples

    def survival(self, filled: int, deals: list[list[list[Shape]]]) -> float:
        """The share of ``deals`` whose three pieces can all be placed, in
        some order, on the board whose filled cells are ``filled``."""
        gravity = self.rules.gravity
        placed = 0
        for deal in deals:
            placed += _fits(filled, deal, [NODES], gravity)
        return placed / len(deals)

    def risk(self, filled: int, limit: float | None = None) -> float:
        """The chance that the next deal cannot be placed whole on the board
        ``filled``, in any order (turned, where pieces turn): every deal the
        catalog can make, each searched through exhaustively, weighted by
        the chance it is dealt.  With ``limit``, counting stops once the
        chance passes it (what is returned is then more than ``limit``)."""
        gravity = self.rules.gravity
        lost = 0.0
        # Most deals fit the way the search tries first: the first piece at
        # its first place, the second at its first place after it, the
        # third anywhere.  Those first places are worked out once for each
        # first piece and each first pair (the deals come sorted by their
        # pieces), so that a deal that fits so costs one look for its third
        # piece; any other is searched through whole.  The answer is the
        # search's: a way found this way is a way.
        after_first: dict[int, int | None] = {}
        after_pair: dict[tuple[int, int], int | None] = {}
        room_of = _FULL.__xor__
        for (pieces, chance), (a, b) in zip(self.every_deal(), self._firsts(), strict=True):
            pair = after_pair.get((a, b), -1)
            if pair == -1:
                one = after_first.get(a, -1)
                if one == -1:
                    one = after_first[a] = _first_place(filled, pieces[0], gravity)
                pair = after_pair[(a, b)] = (
                    None if one is None else _first_place(one, pieces[1], gravity)
                )
            if pair is not None:
                room = room_of(pair)
                if any(shape.scan(room) for shape in pieces[2]):
                    continue
            if not placeable(filled, pieces, _UNLIMITED, gravity):
                lost += chance
                if limit is not None and lost > limit:
                    break
        return lost

    def _firsts(self) -> list[tuple[int, int]]:
        """For each of :meth:`every_deal`, the groups of its first two
        pieces (their places in ``groups``)."""
        if self._first_pairs is None:
            from itertools import combinations_with_replacement

            self._first_pairs = [
                (picked[0], picked[1])
                for picked in combinations_with_replacement(range(len(self.groups)), 3)
            ]
        return self._first_pairs

    def every_deal(self) -> list[tuple[list[list[Shape]], float]]:
        """Every deal (each piece as its turns), once for each set of
        pieces, with the chance it is dealt: where pieces turn, a piece is
        any of its turns."""
        if self._every_deal is None:
            from itertools import combinations_with_replacement
            from math import factorial

            found = []
            for picked in combinations_with_replacement(self.groups, 3):
                orders = 6
                for group in set(picked):
                    orders //= factorial(picked.count(group))
                chance = float(orders)
                for _turns_of, share in picked:
                    chance *= share
                found.append(([list(turns) for turns, _ in picked], chance))
            self._every_deal = found
        return self._every_deal

    def fits_all(self, filled: int, tray: Sequence[Shape | None]) -> bool:
        """Whether every piece of ``tray`` can be placed on the board
        ``filled``, in some order (turned, where pieces turn): an exhaustive
        search, not the beam's."""
        rotation = self.rules.rotation
        pieces = [turns_of(p, rotation) for p in tray if p is not None]
        return placeable(filled, pieces, _UNLIMITED, self.rules.gravity)
