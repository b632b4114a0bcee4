"""The engine player: the order and the cells of the pieces left in the
tray, chosen by a beam search under :mod:`.evaluate`.

A *plan* places every piece left in the tray (or as many as can be placed),
each placement a :class:`~blockpuzzle.engine.Move`.  The search goes a
piece at a time: every state of the beam is tried with every piece still to
place, in every turn where pieces turn, at every cell where it fits; the
children are ranked by the points scored so far plus the cheap part of
their board's health (cells, edges, holes), the best ``WIDEN`` times the
beam again with the whole health (the misfit share too), and the best of
them (distinct boards only, ``WIDTHS`` after each piece) go on.  A
placement bound to rank below the children already kept is not tried
(:mod:`.bounds`: the search keeps the same children, in a third to a half
of the time).  A plan
that places more pieces beats one that places fewer, whatever its points:
a piece left over ends the game, so where the beam leaves one over, every
order, turn and cell is tried before the tray is given up.  The ``LOOK``
best whole plans are last weighed against ``SAMPLES`` sampled deals: the
share of them that could be placed whole on the board each plan leaves.
Where even the best of them takes fewer than ``DANGER`` of those deals, a
*deep* player (the hint's, and the one benchmarks/coach.py measures)
weighs every plan of the tray, each charged for its board's exact *risk*:
the chance that the next deal, of all those the catalog can make, cannot
be placed on it whole.

It looks only at the board and the tray, never at the game's future deals:
the health it ranks boards by is measured against the whole catalog, and
the deals it samples are drawn from the catalog, the same ones every time.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from heapq import heappush, heapreplace, nlargest
from math import inf
from operator import itemgetter
from typing import NamedTuple

from ..engine import Game, Move, Rules, Shape, orientations
from ..engine.board import land
from .bounds import C0, C1, C2, GAIN, SIDES, clearing, crowded, near_lines
from .evaluate import HOLES, MISFIT, Misfit, families, health, shape_health

# The constants below were each chosen by playing paired games on the same
# seeds; what was measured and what else was tried, with dates and figures,
# is in docs/coach-tuning.md.

# The beam's width after the first, second and third piece: the boards
# after two pieces are where a wider beam pays.
WIDTHS = (12, 48, 12)
# The children of a step are first ranked by the cheap part of the health
# (cells, edges, holes); this many times the beam are then ranked whole.
WIDEN = 3
# The best plans' boards are then weighed against sampled next deals: the
# share of SAMPLES deals (the same ones for every board compared) that can
# be placed whole on it, times SURVIVE, for the LOOK best.
LOOK = 4
SAMPLES = 64
SURVIVE = 600.0
# Where the board is in danger (the chosen plan's board takes fewer than
# DANGER of the sampled deals whole: with DANGER 1, where any of them
# fails), a player made with ``deep`` weighs every plan instead: each
# distinct board the tray's pieces can leave (the best-paid way to it), the
# CRISIS_PLANS best by points and health, each charged RISK times its
# board's exact risk, the chance that the next deal cannot be placed on it
# whole (:meth:`Player.risk`: every deal, not a sample; ~10 ms a board,
# counted only as far as the plan could still win).  Where listing the
# plans takes more than _EVERY placements (a roomy board, rarely in
# danger), the beam's plans are weighed.
DANGER = 1.0
CRISIS_PLANS = 64
RISK = 20_000.0
_EVERY = 60_000
# What a plan loses for each piece of its tray it cannot place: the game
# ends there.
LOST = 2000.0
# A sampled deal's placing is searched through at most this many boards
# (one that needs more counts as not placed: it is a hard deal there).
# The budget is part of the measure, not only a saving.
_NODES = 60
# Where the beam leaves a piece over, every order, turn and cell is tried
# (at most _RESCUE placements), and the best of the first _COMPLETE plans
# that place every piece is taken: a piece left over ends the game.
_RESCUE = 200_000
_COMPLETE = 64
_FULL = (1 << 64) - 1
_NOT_COL0 = _FULL & ~0x0101010101010101  # a cell with a neighbour to its left
_NOT_COL7 = _FULL & ~(0x0101010101010101 << 7)
# evaluate.shape_health, spelled out for the search's inner loop: with e
# the empty cells (ec of them), h and v the empty pairs side by side and
# one above the other, edges = 4 ec - 2 (h + v), so the health is
# C0 + C1 ec + C2 (h + v) - HOLES holes (see .bounds; a test holds it to
# the definition).
_LOW_ROWS = 0x7F7F7F7F7F7F7F7F
_ROW_STARTS = 0x0101010101010101
_ROW_ENDS = 0x8080808080808080


_CACHED = 64


def _remember(cache: dict, key: object, value: object) -> None:  # type: ignore[type-arg]
    """Keep ``value`` in ``cache``, which holds the ``_CACHED`` last ones."""
    if len(cache) >= _CACHED:
        del cache[next(iter(cache))]
    cache[key] = value


class Plan(NamedTuple):
    """The moves the player would make, in order, and what it makes of them."""

    moves: tuple[Move, ...]
    points: int  # scored by the moves
    value: float  # points plus the health of the board they leave (see :meth:`Player.plan`)
    filled: int  # that board's filled cells


# A piece's orientations a player may give it: (quarter turns, shape) each.
Turns = tuple[tuple[int, Shape], ...]


def _turns(shape: Shape, rotation: bool) -> Turns:
    """(quarter turns, shape) of each orientation of ``shape`` the rules
    let a player give it."""
    return orientations(shape) if rotation else ((0, shape),)


def _next_pieces(
    options: list[tuple[int, Turns, frozenset[str]]],
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


class Player:
    """The coach's player for one rule set."""

    def __init__(self, rules: Rules, widths: tuple[int, ...] = WIDTHS, deep: bool = False) -> None:
        """``deep``: where the board is in danger, weigh every plan by its
        board's exact risk (see ``DANGER``); the hint and the benchmark's
        player do, the review does not, so that the values of the moves it
        compares are all of one kind."""
        self.rules = rules
        self.widths = widths
        self.deep = deep
        self.groups = families(rules)
        self.misfit = Misfit(self.groups)
        self._deals: list[list[list[Shape]]] | None = None
        self._deal_list: list[tuple[list[list[Shape]], float]] | None = None
        self._budget = 0
        # The last plans and searches, by board, tray and first slot: a
        # review asks for many twice (the position after a move is the next
        # move's; the hindsight plans again the board its look valued).
        self._plans: dict[tuple[object, ...], Plan] = {}
        self._beams: dict[tuple[object, ...], tuple] = {}  # type: ignore[type-arg]

    def plan(
        self,
        filled: int,
        tray: Sequence[Shape | None],
        first: int | None = None,
        future: Sequence[Shape] | None = None,
        look: bool = True,
    ) -> Plan:
        """The best plan for the pieces in ``tray`` on the board whose filled
        cells are ``filled``: every piece placed where they can all be;
        ``first``, a slot, the piece to place first.

        A whole plan's value is its points, the health of the board it
        leaves and ``SURVIVE`` times the share of sampled next deals that
        board can take whole; with ``future``, the next deal itself (the
        review's *hindsight*, which knows the game's future), the value of
        the best plan for that deal on that board instead; without ``look``,
        its points and that health alone (the best of the beam).  A deep
        player's plan for a board in danger is valued at its points and
        health less ``RISK`` times its board's :meth:`risk`."""
        plan = self._plan(filled, tray, first, future, look, crisis=True)
        assert plan is not None
        return plan

    def calm_plan(
        self, filled: int, tray: Sequence[Shape | None], first: int | None = None
    ) -> Plan | None:
        """:meth:`plan`, where it is quick: None where a deep player's board
        is in danger and it would weigh every plan (up to a second's work),
        which the caller may have done elsewhere (the game asks its coach's
        process, so that the window never waits)."""
        return self._plan(filled, tray, first, None, True, crisis=False)

    def _plan(
        self,
        filled: int,
        tray: Sequence[Shape | None],
        first: int | None,
        future: Sequence[Shape] | None,
        look: bool,
        crisis: bool,
    ) -> Plan | None:
        key = (filled, tuple(None if piece is None else piece.id for piece in tray), first)
        if future is None:
            known = self._plans.get((*key, look))
            if known is not None:
                return known
        searched = self._beams.get(key)
        if searched is None:
            searched = self._search(filled, tray, first)
            _remember(self._beams, key, searched)
        options, beam, best = searched
        if best[3] == frozenset() and look:
            # Every piece placed: weigh the best few against the next deals
            # (one plan alone too: its value is then that of any other).
            deals = self._samples()
            chosen = None
            share = 1.0  # the share of sampled deals the chosen board takes
            for value, points, after, left, moves in beam[:LOOK]:
                if left:
                    continue
                if future is None:
                    taken = self.survival(after, deals)
                    value += SURVIVE * taken
                else:
                    taken = 1.0
                    value += self.worth(after, future)
                if chosen is None or value > chosen[0]:  # the first of equals
                    chosen, share = (value, points, after, left, moves), taken
            assert chosen is not None  # the best plan itself places every piece
            best = chosen
            if self.deep and future is None and share < DANGER:
                if not crisis:
                    return None
                best = self._crisis(filled, options, first, beam)
        value, points, board, _left, moves = best
        plan = Plan(moves, points, value, board)
        if future is None:
            _remember(self._plans, (*key, look), plan)
        return plan

    def _search(
        self, filled: int, tray: Sequence[Shape | None], first: int | None
    ) -> tuple[
        list[tuple[int, Turns, frozenset[str]]],
        list[tuple[float, int, int, frozenset[int], tuple[Move, ...]]],
        tuple[float, int, int, frozenset[int], tuple[Move, ...]],
    ]:
        """The beam search of :meth:`plan`, before its look at the next
        deals: (the tray's pieces with their turns, the last beam, its best
        state, each state (value, points, board, slots left, moves))."""
        gravity = self.rules.gravity
        options = [
            (slot, turns, frozenset(s.id for _, s in turns))
            for slot, piece in enumerate(tray)
            if piece is not None
            for turns in (_turns(piece, self.rules.rotation),)
        ]
        # A state: (value, points, filled, slots left, moves so far).
        start: tuple[float, int, int, frozenset[int], tuple[Move, ...]] = (
            health(self.groups, filled),
            0,
            filled,
            frozenset(s for s, _, _ in options),
            (),
        )
        beam: list[tuple[float, int, int, frozenset[int], tuple[Move, ...]]] = [start]
        best = start
        for depth in range(len(options)):
            width = self.widths[min(depth, len(self.widths) - 1)]
            # A child: (value, points, filled, slots left, moves before
            # it, its slot, its turns, its origin as a bit).
            # A child's key: its board, and above it the slots left.
            children: dict[int, tuple] = {}  # type: ignore[type-arg]
            known_child = children.get
            # The values of the first ``keep`` children (the lowest first):
            # once there are as many, no child under the lowest can be kept
            # (see .bounds), and placements bound to fall under it are skipped.
            keep = width * WIDEN
            kept: list[float] = []
            lowest = -inf
            for _value, points, board, left, moves in beam:
                empty = _FULL ^ board
                base = points + shape_health(board)
                lines = near_lines(empty)
                for slot, turns, rest in _next_pieces(options, left, first if depth == 0 else None):
                    tag = sum(1 << (64 + s) for s in rest)
                    for n, shape in turns:
                        origins = shape.scan(empty)
                        clears = clearing(shape, lines)  # where it completes a line
                        spare = base + GAIN[shape.id] - lowest
                        if spare < 0:
                            origins &= clears
                        elif spare < C2 * SIDES[shape.id]:
                            # Skipped: where it meets more empty cells than it can spare.
                            origins &= clears | ~crowded(shape, empty, int(spare / C2) + 1)
                        mask = shape.mask
                        cells = mask.bit_count()
                        while origins:
                            low = origins & -origins
                            origins ^= low
                            if low & clears:
                                after, paid = land(board, mask * low, gravity)
                                total = points + paid
                            else:
                                after = board | mask * low
                                total = points + cells
                            key = after | tag
                            known = known_child(key)
                            if known is not None:
                                # The same board: the same health.
                                if known[1] >= total:
                                    continue
                                value = known[0] - known[1] + total
                            else:
                                e = _FULL ^ after
                                around = (
                                    ((e << 1) & _NOT_COL0)
                                    | ((e >> 1) & _NOT_COL7)
                                    | ((e << 8) & _FULL)
                                    | (e >> 8)
                                )
                                pairs = (e & (e >> 1) & _NOT_COL7).bit_count() + (
                                    e & (e >> 8)
                                ).bit_count()
                                value = (
                                    total
                                    + C0
                                    + C1 * e.bit_count()
                                    + C2 * pairs
                                    - HOLES * (e & ~around).bit_count()
                                )
                                if value > lowest:
                                    if len(kept) < keep:
                                        heappush(kept, value)
                                        if len(kept) == keep:
                                            lowest = kept[0]
                                    else:
                                        heapreplace(kept, value)
                                        lowest = kept[0]
                            children[key] = (value, total, after, rest, moves, slot, n, low)
            if not children:
                break
            ranked = nlargest(width * WIDEN, children.values(), key=itemgetter(0))
            # The few best again, with the misfit share: the whole health.
            whole = []
            for value, total, after, rest, made, slot, n, low in ranked:
                square = low.bit_length() - 1
                whole.append(
                    (
                        value - MISFIT * self.misfit(_FULL ^ after),
                        total,
                        after,
                        rest,
                        (*made, Move(slot, n, square >> 3, square & 7)),
                    )
                )
            beam = nlargest(width, whole, key=itemgetter(0))
            best = beam[0]
        if best[3] and len(best[3]) < len(options):
            # The beam placed some pieces but not all: it may have dropped
            # the only boards where the rest fit.  Look through them all.
            found = self._complete(filled, options, first)
            if found is not None:
                beam = [found]
                best = found
        return options, beam, best

    def _crisis(
        self,
        filled: int,
        options: list[tuple[int, Turns, frozenset[str]]],
        first: int | None,
        beam: list[tuple[float, int, int, frozenset[int], tuple[Move, ...]]],
    ) -> tuple[float, int, int, frozenset[int], tuple[Move, ...]]:
        """The plan a board in danger calls for: of every plan that places
        the whole tray (the beam's, where there are too many to list), the
        ``CRISIS_PLANS`` best by points and health, each valued at those
        less ``RISK`` times its board's :meth:`risk`."""
        plans = self._every(filled, options, first)
        if plans is None:
            plans = [(points, after, moves) for _v, points, after, left, moves in beam if not left]
        ranked = nlargest(
            CRISIS_PLANS,
            (
                (points + health(self.groups, after), points, after, moves)
                for points, after, moves in plans
            ),
            key=itemgetter(0),
        )
        # The best first: a plan whose value before its risk is no more
        # than the best value yet cannot beat it, nor can one whose risk
        # passes what its value can spare (so it is counted no further).
        best = None
        for value, points, after, moves in ranked:
            if best is not None and value <= best[0]:
                break
            spare = None if best is None else (value - best[0]) / RISK
            risk = self.risk(after, spare)
            if spare is None or risk < spare:
                best = (value - RISK * risk, points, after, frozenset[int](), moves)
        assert best is not None
        return best

    def _every(
        self,
        filled: int,
        options: list[tuple[int, Turns, frozenset[str]]],
        first: int | None,
    ) -> list[tuple[int, int, tuple[Move, ...]]] | None:
        """(points, board, moves) of every plan that places every piece of
        ``options``, one per distinct board (the best-paid moves to it); None
        where that takes more than ``_EVERY`` placements."""
        gravity = self.rules.gravity
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

    def risk(self, filled: int, limit: float | None = None) -> float:
        """The chance that the next deal cannot be placed whole on the board
        ``filled``, in any order (turned, where pieces turn): every deal the
        catalog can make, each searched through exhaustively, weighted by
        the chance it is dealt.  With ``limit``, counting stops once the
        chance passes it (what is returned is then more than ``limit``)."""
        lost = 0.0
        for pieces, chance in self._every_deal():
            self._budget = 1 << 62
            if not self._placeable(filled, pieces):
                lost += chance
                if limit is not None and lost > limit:
                    break
        return lost

    def _every_deal(self) -> list[tuple[list[list[Shape]], float]]:
        """Every deal as :meth:`_placeable` takes it (each piece as its
        turns), once for each set of pieces, with the chance it is dealt:
        where pieces turn, a piece is any of its turns."""
        if self._deal_list is None:
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
            self._deal_list = found
        return self._deal_list

    def _complete(
        self,
        filled: int,
        options: list[tuple[int, Turns, frozenset[str]]],
        first: int | None,
    ) -> tuple[float, int, int, frozenset[int], tuple[Move, ...]] | None:
        """The best of the first ``_COMPLETE`` plans that place every piece,
        found by trying every order, turn and cell (at most ``_RESCUE``
        placements tried), or None if there is none: what the beam missed."""
        gravity = self.rules.gravity
        found: list[tuple[float, int, int, frozenset[int], tuple[Move, ...]]] = []
        budget = _RESCUE

        def search(board: int, points: int, left: frozenset[int], moves: tuple[Move, ...]) -> None:
            nonlocal budget
            if not left:
                value = points + health(self.groups, board)
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

    def _samples(self) -> list[list[list[Shape]]]:
        """SAMPLES uniform deals, each piece as its turns: the same ones on
        every call (common random numbers: boards compared meet the same
        deals), drawn from the catalog, never from the game's future."""
        if self._deals is None:
            import random

            draw = random.Random(20261201)
            catalog = self.rules.catalog
            self._deals = [
                [
                    [s for _, s in _turns(draw.choice(catalog), self.rules.rotation)]
                    for _ in range(3)
                ]
                for _ in range(SAMPLES)
            ]
        return self._deals

    def survival(self, filled: int, deals: list[list[list[Shape]]]) -> float:
        """The share of ``deals`` whose three pieces can all be placed, in
        some order, on the board whose filled cells are ``filled``."""
        placed = 0
        for deal in deals:
            self._budget = _NODES
            placed += self._placeable(filled, deal)
        return placed / len(deals)

    def _placeable(self, filled: int, pieces: list[list[Shape]]) -> bool:
        """Whether ``pieces`` (each as its turns) can all be placed on the
        board ``filled``, in some order, within ``self._budget`` placements
        tried (each tried placement of every piece but the last counts)."""
        if not pieces:
            return True
        empty = _FULL ^ filled
        if len(pieces) == 1:
            return any(shape.scan(empty) for shape in pieces[0])
        gravity = self.rules.gravity
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
                    self._budget -= 1
                    if self._budget < 0:
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
                        if self._placeable(after, rest):
                            return True
                    else:
                        left = _FULL ^ after
                        for end in last:
                            if end.scan(left):
                                return True
        return False

    def worth(self, filled: int, tray: Sequence[Shape | None], look: bool = True) -> float:
        """What the pieces of ``tray`` are worth on the board ``filled``: the
        value of the best plan for them (``look``: as :meth:`plan` has it),
        less ``LOST`` for each piece it cannot place (the game ends there)."""
        plan = self.plan(filled, tray, look=look)
        return plan.value - LOST * (sum(piece is not None for piece in tray) - len(plan.moves))

    def fits_all(self, filled: int, tray: Sequence[Shape | None]) -> bool:
        """Whether every piece of ``tray`` can be placed on the board
        ``filled``, in some order (turned, where pieces turn): an exhaustive
        search, not the beam's."""
        rotation = self.rules.rotation
        pieces = [[s for _, s in _turns(p, rotation)] for p in tray if p is not None]
        self._budget = 1 << 62
        return self._placeable(filled, pieces)


def play(game: Game, player: Player, refills: int | None = None) -> Game:
    """Play ``game`` with ``player`` to its end (or until ``refills`` deals
    have been played), a whole plan at a time."""
    while not game.over and (refills is None or game.state.deals <= refills):
        plan = player.plan(game.board.filled, game.tray)
        if not plan.moves:
            break
        game.play(plan.moves)
    return game
