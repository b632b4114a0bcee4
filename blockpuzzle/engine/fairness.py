"""Whether the deal was fair, measured on a player's own games.

Two questions a player asks, answered from the games' seeds and moves alone
(everything here is recomputed: the deal of refill *k* of seed *s* is fixed,
see :mod:`.deal`):

* **Were some pieces dealt more than others?**  :func:`tally` counts every
  piece each game was dealt; :func:`chi_square` and :func:`p_value` test the
  counts against the catalog's uniform share (Pearson's chi-square test,
  ``len(catalog) - 1`` degrees of freedom).
* **Did a fresh deal come with no piece that fits more often than chance
  would?**  For every refill :func:`tally` notes whether none of its three
  pieces fitted anywhere on the board it met (turned, where pieces turn),
  and the chance of that for a uniform deal on the same board: with *q* the
  share of the catalog that fits nowhere there, ``q ** 3``, computed
  exactly rather than by sampling deals.

:func:`p_value` is the chi-square distribution's upper tail, the regularised
upper incomplete gamma function ``Q(df / 2, x / 2)``, by its power series
below ``a + 1`` and its continued fraction (modified Lentz) above.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from .game import Game, is_stuck
from .moves import Move
from .rules import Rules
from .shapes import ROTATED, SHAPES, Shape

# The version of what a tally holds: a tally kept by an older one is made anew.
TALLY_VERSION = 1


class DealTally(NamedTuple):
    """What one game was dealt."""

    counts: tuple[int, ...]  # pieces dealt, per shape of the catalog in its order
    deals: int  # refills, the first one included
    dead: int  # refills none of whose pieces fitted anywhere on the board they met
    chance: float  # the dead refills a uniform deal would give on the same boards, on average


def _fits_anywhere(shape: Shape, empty: int, rotation: bool) -> bool:
    if shape.scan(empty):
        return True
    if not rotation:
        return False
    turned = ROTATED[shape.id]
    while turned != shape.id:
        if SHAPES[turned].scan(empty):
            return True
        turned = ROTATED[turned]
    return False


def dead_chance(rules: Rules, empty: int) -> float:
    """The chance that a uniform deal of three pieces has none that fits on
    a board whose empty cells are ``empty``."""
    catalog = rules.catalog
    misfits = sum(not _fits_anywhere(s, empty, rules.rotation) for s in catalog)
    return (misfits / len(catalog)) ** 3


def tally(rules: Rules, seed: int, moves: Sequence[Move]) -> DealTally:
    """Every piece the game of ``rules`` and ``seed`` played with ``moves``
    was dealt, and how its fresh deals met its boards."""
    index = {shape.id: n for n, shape in enumerate(rules.catalog)}
    counts = [0] * len(rules.catalog)
    game = Game(rules, seed)
    deals = dead = 0
    chance = 0.0

    def met(tray: tuple[Shape | None, ...]) -> None:
        nonlocal deals, dead, chance
        for piece in tray:
            if piece is not None:
                counts[index[piece.id]] += 1
        deals += 1
        empty = game.board.empty
        dead += is_stuck(game.board, tray, rules.rotation)
        chance += dead_chance(rules, empty)

    met(game.tray)
    for move in moves:
        dealt = game.state.deals
        for _ in range(move.turns):
            game.rotate(move.slot)
        game.place(move.slot, move.row, move.col)
        if game.state.deals != dealt:
            met(game.tray)  # a fresh deal: no piece of it turned yet
    return DealTally(tuple(counts), deals, dead, chance)


# -- the test ---------------------------------------------------------------------


def chi_square(counts: Sequence[int]) -> float:
    """Pearson's statistic of ``counts`` against equal shares."""
    total = sum(counts)
    if total == 0 or len(counts) < 2:
        return 0.0
    expected = total / len(counts)
    return sum((c - expected) ** 2 for c in counts) / expected


def p_value(statistic: float, df: int) -> float:
    """The chance that a chi-square variable of ``df`` degrees of freedom is
    at least ``statistic``."""
    if df < 1:
        raise ValueError("at least one degree of freedom")
    if statistic <= 0:
        return 1.0
    return upper_gamma(df / 2, statistic / 2)


def upper_gamma(a: float, x: float) -> float:
    """The regularised upper incomplete gamma function Q(a, x)."""
    if x <= 0:
        return 1.0
    log_front = a * math.log(x) - x - math.lgamma(a)
    if x < a + 1:
        # P(a, x) by its series: sum of x**n / (a (a+1) ... (a+n)).
        term = total = 1.0 / a
        n = a
        for _ in range(10_000):
            n += 1
            term *= x / n
            total += term
            if abs(term) < abs(total) * 1e-16:
                break
        return max(0.0, 1.0 - total * math.exp(log_front))
    # Q(a, x) by its continued fraction, evaluated by the modified Lentz method.
    tiny = 1e-300
    b = x + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        step = d * c
        h *= step
        if abs(step - 1) < 1e-16:
            break
    return min(1.0, math.exp(log_front) * h)


def band(total: int, shapes: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """Where one shape's count lies in 95 % of fair deals of ``total``
    pieces among ``shapes`` shapes (the binomial's normal approximation)."""
    p = 1 / shapes
    mean = total * p
    spread = z * math.sqrt(total * p * (1 - p))
    return max(0.0, mean - spread), mean + spread
