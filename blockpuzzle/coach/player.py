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

from collections.abc import Sequence
from heapq import heappush, heapreplace, nlargest
from math import inf
from operator import itemgetter
from typing import NamedTuple

from ..engine import Game, Move, Rules, Shape
from ..engine.board import land
from .bounds import C0, C1, C2, GAIN, SIDES, clearing, crowded, near_lines
from .deals import Deals
from .evaluate import HOLES, MISFIT, Misfit, families, health, shape_health
from .exhaustive import Turns, _next_pieces, _turns, complete_plan, every_plan

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
# share of SAMPLES deals (the same ones for every board compared: .deals)
# that can be placed whole on it, times SURVIVE, for the LOOK best.
LOOK = 4
SURVIVE = 600.0
# Where the board is in danger (the chosen plan's board takes fewer than
# DANGER of the sampled deals whole: with DANGER 1, where any of them
# fails), a player made with ``deep`` weighs every plan instead: each
# distinct board the tray's pieces can leave (the best-paid way to it), the
# CRISIS_PLANS best by points and health, each charged RISK times its
# board's exact risk, the chance that the next deal cannot be placed on it
# whole (:meth:`Player.risk`: every deal, not a sample; ~10 ms a board,
# counted only as far as the plan could still win).  Where listing the
# plans takes too many placements (.exhaustive), the beam's plans are
# weighed.  12 plans, not 64, ranked cheaply first as the beam ranks
# (WIDEN): the chance of losing within ~1 standard error of 64's, at a
# third of the mean time a tray (docs/coach-tuning.md, 2026-12-06).
DANGER = 1.0
CRISIS_PLANS = 12
RISK = 20_000.0
# What a plan loses for each piece of its tray it cannot place: the game
# ends there.
LOST = 2000.0
# Where the beam leaves a piece over, every order, turn and cell is tried
# (.exhaustive.complete_plan): a piece left over ends the game.
_FULL = (1 << 64) - 1
_NOT_COL0 = _FULL & ~0x0101010101010101  # a cell with a neighbour to its left
_NOT_COL7 = _FULL & ~(0x0101010101010101 << 7)
# evaluate.shape_health, spelled out for the search's inner loop: with e
# the empty cells (ec of them), h and v the empty pairs side by side and
# one above the other, edges = 4 ec - 2 (h + v), so the health is
# C0 + C1 ec + C2 (h + v) - HOLES holes (see .bounds; a test holds it to
# the definition).


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
        self.deals = Deals(rules, self.groups)
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
            deals = self.deals.samples()
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
                best = self._plan_in_danger(filled, options, first, beam)
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
            found = complete_plan(filled, options, first, self.rules.gravity, self.groups)
            if found is not None:
                beam = [found]
                best = found
        return options, beam, best

    def _plan_in_danger(
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
        plans = every_plan(filled, options, first, self.rules.gravity)
        if plans is None:
            plans = [(points, after, moves) for _v, points, after, left, moves in beam if not left]
        # Ranked as the beam ranks its children: by the cheap part of the
        # health first (cells, edges, holes), the best WIDEN times the count
        # then by the whole health.
        cheap = nlargest(
            CRISIS_PLANS * WIDEN,
            (
                (points + shape_health(after), points, after, moves)
                for points, after, moves in plans
            ),
            key=itemgetter(0),
        )
        ranked = nlargest(
            CRISIS_PLANS,
            (
                (points + health(self.groups, after), points, after, moves)
                for _cheap, points, after, moves in cheap
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

    def survival(self, filled: int, deals: list[list[list[Shape]]]) -> float:
        """The share of ``deals`` the board ``filled`` takes whole
        (:meth:`Deals.survival`)."""
        return self.deals.survival(filled, deals)

    def risk(self, filled: int, limit: float | None = None) -> float:
        """The chance the next deal fits nowhere on ``filled`` whole
        (:meth:`Deals.risk`)."""
        return self.deals.risk(filled, limit)

    def fits_all(self, filled: int, tray: Sequence[Shape | None]) -> bool:
        """Whether the whole of ``tray`` can be placed on ``filled``
        (:meth:`Deals.fits_all`)."""
        return self.deals.fits_all(filled, tray)

    def worth(self, filled: int, tray: Sequence[Shape | None], look: bool = True) -> float:
        """What the pieces of ``tray`` are worth on the board ``filled``: the
        value of the best plan for them (``look``: as :meth:`plan` has it),
        less ``LOST`` for each piece it cannot place (the game ends there)."""
        plan = self.plan(filled, tray, look=look)
        return plan.value - LOST * (sum(piece is not None for piece in tray) - len(plan.moves))


def play(game: Game, player: Player, refills: int | None = None) -> Game:
    """Play ``game`` with ``player`` to its end (or until ``refills`` deals
    have been played), a whole plan at a time."""
    while not game.over and (refills is None or game.state.deals <= refills):
        plan = player.plan(game.board.filled, game.tray)
        if not plan.moves:
            break
        game.play(plan.moves)
    return game
