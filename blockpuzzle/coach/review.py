"""A finished game reviewed move by move: the coach's verdict on every
placement, the luck of every deal, and what the coach makes of the same
deals knowing them in advance.

Everything is worked out again from the game's rules, seed and moves (the
deal of refill *k* is a fixed function of the seed), so the same game
always gives the same review.

**The value of a move** is the points it pays plus what the pieces left in
its tray are worth on the board it leaves (:meth:`Player.worth`: the best
plan for them, the health of the board that plan leaves and the share of
sampled next deals that board takes whole, less ``LOST`` where they cannot
all be placed).  The coach's best move is the first move of its plan,
valued the same way; where the player's move is worth more (the search is a
beam, not exhaustive), the player's move is the best one.  What a move
*gives up* is the best move's value less its own, and its verdict:

==============  ===============================================
best            gave up at most ``BEST`` (the best move, or as good)
good            at most ``GOOD``
inaccuracy      at most ``INACCURACY``
mistake         at most ``MISTAKE``
blunder         more; and always a move after which no order of the
                tray's other pieces fits while the best move kept the
                game alive (checked exhaustively, not by the beam)
==============  ===============================================

A point of value is a point of score: clearing one line pays 10, a filled
cell costs 1.5, a share of the catalog that fits nowhere costs 10 for each
hundredth (see :mod:`.evaluate`).

**Accuracy** is the share of the game's placements judged best or good.

**Luck** of a deal: what its three pieces are worth on the board they met,
as a percentile of what ``LUCK_SAMPLES`` other deals drawn from the catalog
(the same for every review of that game) would have been worth there; a
fair deal's percentile averages 50, and the game's luck is the mean over its
deals.

**Hindsight**: the coach plays the same deals, as many as the game had,
knowing each next deal before it comes (:meth:`Player.plan`'s ``future``):
its score, and whether it was still alive after them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import NamedTuple

from ..engine import Game, IllegalMove, Move, Rules, Shape, deal, turned
from ..engine.board import land
from ..engine.game import GameState
from .player import Player

# The review's version: a review kept by another one is worked out again.
# Raise it with any change to the player, the evaluation or this module
# that changes what a review says.
VERSION = 3  # 2: the player samples 64 next deals (was 16); 3: widths 12, 48, 12

BEST = 1.0
GOOD = 10.0
INACCURACY = 30.0
MISTAKE = 80.0
VERDICTS = ("best", "good", "inaccuracy", "mistake", "blunder")

LUCK_SAMPLES = 15


class Judged(NamedTuple):
    """One placement, judged."""

    number: int  # from 1
    move: Move  # the player's
    shape: str  # the id of the piece as placed (turned)
    points: int
    best: Move  # the coach's best move in the same position
    best_shape: str
    lost: float  # the value given up, never below 0
    verdict: str  # one of VERDICTS
    fatal: bool  # no order of the tray's other pieces fit after it; they did after the best
    room: int  # places the catalog's shapes fit on the board after the move
    best_room: int  # the same after the best move
    best_points: int  # points the best move pays


class Luck(NamedTuple):
    """One deal, and how good it was."""

    deal: int  # the refill, from 0 (the game's first three pieces)
    after: int  # the placements made before it came
    percentile: float  # 0..100


class Hindsight(NamedTuple):
    score: int  # the coach's score on the same deals
    alive: bool  # whether it could still play after them
    deals: int  # how many deals it played


def accuracy(judged: Iterable[Judged]) -> float | None:
    """The share of ``judged`` placements judged best or good, in per
    cent; None where there are none."""
    verdicts = [j.verdict for j in judged]
    if not verdicts:
        return None
    return 100.0 * sum(v in ("best", "good") for v in verdicts) / len(verdicts)


def mean_luck(luck: Iterable[Luck]) -> float | None:
    """The mean percentile of the deals of ``luck``; None where there are none."""
    percentiles = [lk.percentile for lk in luck]
    return sum(percentiles) / len(percentiles) if percentiles else None


class Review(NamedTuple):
    moves: tuple[Judged, ...]
    luck: tuple[Luck, ...]
    hindsight: Hindsight | None

    @classmethod
    def collect(cls, events: Iterable[Judged | Luck | Hindsight]) -> Review:
        """The review made of ``events``, in any order: the verdicts by
        move, the luck by deal, the (last) hindsight."""
        judged: list[Judged] = []
        luck: list[Luck] = []
        hindsight = None
        for event in events:
            if isinstance(event, Judged):
                judged.append(event)
            elif isinstance(event, Luck):
                luck.append(event)
            else:
                hindsight = event
        judged.sort(key=lambda j: j.number)
        luck.sort(key=lambda lk: lk.deal)
        return cls(tuple(judged), tuple(luck), hindsight)

    @property
    def accuracy(self) -> float | None:
        """The share of placements judged best or good, in per cent."""
        return accuracy(self.moves)

    @property
    def luck_percentile(self) -> float | None:
        return mean_luck(self.luck)


# The coach's score to beat on a deal (Today's deal): its deep player —
# the hint's, and the one benchmarks/coach.py measures — playing the deal
# without knowing any deal before it comes, to its end or this many
# refills.  Raise BLIND_VERSION with any change to the player that changes
# what it scores: a score kept by another version is worked out again.
BLIND_REFILLS = 100
BLIND_VERSION = 1


def blind(
    rules: Rules, seed: int, refills: int = BLIND_REFILLS, tick: Callable[[], object] = bool
) -> Hindsight:
    """The coach's deep player on the deal of ``seed``, a tray at a time,
    never seeing a deal before it comes: its score, whether it could still
    play, and the deals it played (``tick`` before each)."""
    player = Player(rules, deep=True)
    game = Game(rules, seed)
    while not game.over and game.state.deals <= refills:
        tick()
        plan = player.plan(game.board.filled, game.tray)
        if not plan.moves:
            break
        game.play(plan.moves)
    return Hindsight(game.score, not game.over, min(game.state.deals, refills))


def verdict(lost: float, fatal: bool) -> str:
    if fatal:
        return "blunder"
    for limit, name in zip((BEST, GOOD, INACCURACY, MISTAKE), VERDICTS, strict=False):
        if lost <= limit:
            return name
    return "blunder"


def retried(original: Judged, retry: Judged) -> str:
    """How a retry of a move compares with the move of the game, both
    judged in the same position: ``"coach"`` where the retry is the best
    move (or as good), ``"better"`` where its verdict is better than the
    game's, ``"still"`` where it is not."""
    if retry.verdict == "best":
        return "coach"
    if VERDICTS.index(retry.verdict) < VERDICTS.index(original.verdict):
        return "better"
    return "still"


def room(rules: Rules, filled: int) -> int:
    """How many placements of the catalog's shapes fit on the board."""
    empty = ((1 << 64) - 1) & ~filled
    return sum(shape.scan(empty).bit_count() for shape in rules.catalog)


def positions(rules: Rules, seed: int, moves: Sequence[Move]) -> list[GameState]:
    """The position before each move, then the last one (len(moves) + 1
    states); :class:`~blockpuzzle.engine.IllegalMove` where a move could
    not have been made."""
    game = Game(rules, seed)
    states = [game.state]
    for move in moves:
        if game.over:
            raise IllegalMove(f"move {len(states)} comes after the end of the game")
        try:
            game.play([move])
        except IllegalMove as error:
            raise IllegalMove(f"move {len(states)}: {error}") from None
        states.append(game.state)
    return states


# A task of the review: a deal (its index, from 0), or the hindsight.
HINDSIGHT = -1


def tasks(states: Sequence[GameState]) -> list[int]:
    """The review of the game whose :func:`positions` are ``states``, cut
    into tasks that can be worked out apart, in reading order: each deal
    (the verdicts on its moves and its luck; the last deal too where the
    last move brought it and it was never played), then the hindsight."""
    return [*range(states[-1].deals), HINDSIGHT]


class Reviewer:
    """Reviews games of one rule set."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.player = Player(rules)

    def value(self, state: GameState, move: Move) -> tuple[float, int, int, bool]:
        """(value, points, board after, whether the rest of the tray fits
        whole after it) of ``move`` in ``state``."""
        piece = state.tray[move.slot]
        assert piece is not None
        shape = turned(piece, move.turns)
        after, paid = land(
            state.board.filled, shape.mask << (move.row * 8 + move.col), self.rules.gravity
        )
        rest = list(state.tray)
        rest[move.slot] = None
        player = self.player
        return paid + player.worth(after, rest), paid, after, player.fits_all(after, rest)

    def judge(self, number: int, state: GameState, move: Move) -> Judged:
        """The verdict on ``move`` played in ``state``."""
        plan = self.player.plan(state.board.filled, state.tray)
        mine, points, after, alive = self.value(state, move)
        best, best_points, best_after, best_alive = mine, points, after, alive
        best_move = move
        if plan.moves and plan.moves[0] != move:
            theirs = self.value(state, plan.moves[0])
            if theirs[0] > mine:
                best, best_points, best_after, best_alive = theirs
                best_move = plan.moves[0]
        lost = best - mine
        fatal = best_alive and not alive
        piece = state.tray[move.slot]
        best_piece = state.tray[best_move.slot]
        assert piece is not None and best_piece is not None
        return Judged(
            number,
            move,
            turned(piece, move.turns).id,
            points,
            best_move,
            turned(best_piece, best_move.turns).id,
            lost,
            verdict(lost, fatal),
            fatal,
            room(self.rules, after),
            room(self.rules, best_after),
            best_points,
        )

    def luck(self, seed: int, index: int, filled: int, dealt: Sequence[Shape]) -> float:
        """The percentile of the deal ``dealt`` (refill ``index`` of the
        game of ``seed``) among sampled deals, on the board ``filled``."""
        worth = self.player.worth
        actual = worth(filled, dealt)
        draw = random.Random(f"blockpuzzle-luck:{self.rules.mode}:{seed}:{index}")
        catalog = self.rules.catalog
        below = 0.0
        for _ in range(LUCK_SAMPLES):
            other = worth(filled, [draw.choice(catalog) for _ in range(3)])
            below += 1.0 if other < actual else 0.5 if other == actual else 0.0
        return 100.0 * below / LUCK_SAMPLES

    def hindsight(self, seed: int, deals: int, tick: Callable[[], object] = bool) -> Hindsight:
        """The coach on the game's first ``deals`` deals, knowing each
        next one; ``tick`` is called before each deal (a long game's
        hindsight takes a while: its worker says it is still at work)."""
        game = Game(self.rules, seed)
        while not game.over and game.state.deals <= deals:
            tick()
            future = deal(seed, game.state.deals, self.rules.catalog)
            plan = self.player.plan(game.board.filled, game.tray, future=future)
            if not plan.moves:
                break
            game.play(plan.moves)
        return Hindsight(game.score, not game.over, min(game.state.deals, deals))

    def events(self, seed: int, moves: Sequence[Move]) -> Iterator[Judged | Luck | Hindsight]:
        """The review of the game of ``seed`` and ``moves``, a piece at a
        time, in the order a reader wants it: each move's verdict, the luck
        of each deal once its first piece is judged (the first verdict comes
        at once), then the hindsight: :meth:`task` of each of
        :func:`tasks`, in that order."""
        states = positions(self.rules, seed, moves)
        for task in tasks(states):
            yield from self.task(seed, moves, states, task)

    def task(
        self,
        seed: int,
        moves: Sequence[Move],
        states: Sequence[GameState],
        task: int,
        tick: Callable[[], object] = bool,
    ) -> Iterator[Judged | Luck | Hindsight]:
        """One task of the review (see :func:`tasks`), its events in the
        order :meth:`events` gives them: for a deal, the verdict on its first
        move, the deal's luck on the board it met, then the verdicts on its
        other moves; for ``HINDSIGHT``, the hindsight.  ``states`` are the
        game's :func:`positions`; ``tick`` as :meth:`hindsight` has it."""
        if task == HINDSIGHT:
            yield self.hindsight(seed, states[-1].deals, tick)
            return
        first = next(i for i, state in enumerate(states) if state.deals > task)
        if first < len(moves):
            yield self.judge(first + 1, states[first], moves[first])
        yield self._luck(seed, states[first], first)
        number = first + 1
        while number < len(moves) and states[number].deals == task + 1:
            yield self.judge(number + 1, states[number], moves[number])
            number += 1

    def _luck(self, seed: int, state: GameState, after: int) -> Luck:
        """The luck of the deal in ``state``'s tray (as dealt), which came
        after ``after`` placements."""
        index = state.deals - 1
        return Luck(index, after, self.luck(seed, index, state.board.filled, state.tray))  # type: ignore[arg-type]

    def review(self, seed: int, moves: Sequence[Move]) -> Review:
        return Review.collect(self.events(seed, moves))


# -- what a review of a given game can say -----------------------------------------------


def _landing(rules: Rules, state: GameState, move: Move) -> tuple[Shape, int, int] | None:
    """(the piece as turned, the board after, the points) of ``move`` in
    ``state``; None where it could not be made there."""
    if move.slot >= len(state.tray) or (move.turns and not rules.rotation):
        return None
    piece = state.tray[move.slot]
    if piece is None:
        return None
    shape = turned(piece, move.turns)
    if move.row > 8 - shape.height or move.col > 8 - shape.width:
        return None
    cells = shape.at[move.row][move.col]
    if state.board.filled & cells:
        return None
    after, points = land(state.board.filled, cells, rules.gravity)
    return shape, after, points


def fits(
    event: Judged | Luck | Hindsight,
    rules: Rules,
    states: Sequence[GameState],
    moves: Sequence[Move],
) -> bool:
    """Whether ``event`` can be part of the review of the game of ``moves``
    whose :func:`positions` are ``states``: a verdict on one of its moves,
    with that move's piece, points and places left, and a best move that
    could be made there with the piece, points and places it names, and
    the verdict its value given up earns; the luck of one of its deals,
    after the moves before it, a percentile a review can give; a hindsight
    over no more deals than the game had.  What only the coach can tell
    (the value given up, whether the best move is the best) is taken as
    it comes; everything the game itself fixes is checked."""
    deals = states[-1].deals
    if isinstance(event, Judged):
        row = event.number - 1
        if not 0 <= row < len(moves) or event.move != moves[row]:
            return False
        state = states[row]
        mine = _landing(rules, state, event.move)
        best = _landing(rules, state, event.best)
        if mine is None or best is None:
            return False
        return (
            event.shape == mine[0].id
            and event.points == mine[2]
            and event.room == room(rules, mine[1])
            and event.best_shape == best[0].id
            and event.best_points == best[2]
            and event.best_room == room(rules, best[1])
            and event.verdict == verdict(event.lost, event.fatal)
            and (event.best != event.move or (event.lost == 0 and not event.fatal))
        )
    if isinstance(event, Luck):
        steps = event.percentile * 2 * LUCK_SAMPLES / 100
        return (
            event.deal < deals
            and event.after == next(i for i, s in enumerate(states) if s.deals > event.deal)
            and abs(steps - round(steps)) < 1e-9
        )
    return event.deals <= deals and (event.deals == deals or not event.alive)


def whole_review(
    review: Review, rules: Rules, states: Sequence[GameState], moves: Sequence[Move]
) -> bool:
    """Whether ``review`` is the whole review of the game of ``moves``
    (whose :func:`positions` are ``states``): a verdict on each move, the
    luck of each deal, the hindsight, each one that :func:`fits` it."""
    if review.hindsight is None:
        return False
    events: list[Judged | Luck | Hindsight] = [*review.moves, *review.luck, review.hindsight]
    return (
        [j.number for j in review.moves] == list(range(1, len(moves) + 1))
        and [lk.deal for lk in review.luck] == list(range(states[-1].deals))
        and all(fits(e, rules, states, moves) for e in events)
    )
