"""The beam search's bound (coach/bounds.py): which placements clear a
line, how many empty cells a piece meets, that no placement that clears
nothing is worth more than its bound says, and that the search which skips
by it keeps exactly what a plain search keeps.

Expected values come from the engine's own Board (cell by cell), from the
evaluation's definition (evaluate.shape_health, evaluate.health), and from
a plain beam search written here from player.py's description."""

from __future__ import annotations

import random
from heapq import nlargest
from operator import itemgetter

import pytest

from blockpuzzle.coach import bounds
from blockpuzzle.coach.evaluate import HOLES, MISFIT, families, health, misfit_share, shape_health
from blockpuzzle.coach.player import WIDEN, WIDTHS, Player
from blockpuzzle.engine import ARCADE, CLASSIC, ROTATED, SHAPES, Board, Game, Move, Rules
from blockpuzzle.engine.bitboard import bit, full_cols, full_rows
from blockpuzzle.engine.shapes import NUM_COLOURS

FULL = (1 << 64) - 1
SIDES = ((-1, 0), (1, 0), (0, -1), (0, 1))


def boards(rng: random.Random, count: int) -> list[int]:
    """Boards from empty to crowded, with rows and columns nearly full."""
    found = [0]
    for _ in range(count):
        density = rng.random()
        filled = sum(1 << i for i in range(64) if rng.random() < density)
        for _ in range(rng.randrange(3)):  # a line one to five cells short
            line = rng.randrange(8)
            cells = (
                [(line, c) for c in range(8)]
                if rng.random() < 0.5
                else [(r, line) for r in range(8)]
            )
            for r, c in cells:
                filled |= bit(r, c)
            for r, c in rng.sample(cells, rng.randrange(1, 6)):
                filled &= ~bit(r, c)
        found.append(filled)
    return found


def board_of(filled: int) -> Board:
    return Board((filled,) + (0,) * (NUM_COLOURS - 1))


def origins(shape) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    return [(r, c) for r in range(9 - shape.height) for c in range(9 - shape.width)]


def test_the_origins_that_clear_a_line_are_the_boards():
    rng = random.Random(3)
    clearing_seen = 0
    for filled in boards(rng, 150):
        board = board_of(filled)
        lines = bounds.near_lines(FULL & ~filled)
        for shape in SHAPES.values():
            expected = 0
            fits = 0
            for r, c in origins(shape):
                placed = board.place(shape, r, c)
                if placed is not None:
                    fits |= bit(r, c)
                    if placed.lines:
                        expected |= bit(r, c)
            assert bounds.clearing(shape, lines) & fits == expected, (shape.id, board)
            clearing_seen += expected.bit_count()
    assert clearing_seen > 1000


def test_the_lines_near_full_are_each_row_and_column_with_five_empty_cells_or_fewer():
    rng = random.Random(4)
    for filled in boards(rng, 200):
        empty = FULL & ~filled
        expected = []
        for squares in (
            *([8 * r + c for c in range(8)] for r in range(8)),
            *([8 * r + c for r in range(8)] for c in range(8)),
        ):
            gap = tuple(s for s in squares if empty >> s & 1)
            if len(gap) <= 5:
                expected.append((gap, len(gap)))
        assert bounds.near_lines(empty) == expected


def met(shape, filled: int, r: int, c: int) -> int:  # type: ignore[no-untyped-def]
    """The sides of ``shape`` at (r, c) that meet an empty cell, counted
    cell by cell."""
    cells = {(r + dr, c + dc) for dr, dc in shape.cells}
    count = 0
    for row, col in cells:
        for dr, dc in SIDES:
            there = (row + dr, col + dc)
            if there not in cells and 0 <= there[0] < 8 and 0 <= there[1] < 8:
                count += not filled >> (8 * there[0] + there[1]) & 1
    return count


def test_crowded_origins_are_those_whose_sides_meet_that_many_empty_cells():
    rng = random.Random(5)
    for filled in boards(rng, 60):
        empty = FULL & ~filled
        for shape in SHAPES.values():
            counts = {(r, c): met(shape, filled, r, c) for r, c in origins(shape)}
            assert max(counts.values()) <= bounds.SIDES[shape.id] <= 15
            for least in range(1, bounds.SIDES[shape.id] + 1):
                expected = sum(bit(r, c) for (r, c), n in counts.items() if n >= least)
                assert bounds.crowded(shape, empty, least) == expected, (shape.id, least)


def test_no_placement_that_clears_nothing_is_worth_more_than_its_bound():
    """Its value by the definition (points + evaluate.shape_health) against
    its parent's, plus the bound; and the bound is reached (it is no looser
    than it has to be) by some placement of every shape of two cells or more."""
    rng = random.Random(6)
    reached = set()
    for filled in boards(rng, 120):
        parent = shape_health(filled)
        for shape in SHAPES.values():
            for r, c in origins(shape):
                piece = shape.mask << (8 * r + c)
                after = filled | piece
                if piece & filled or full_rows(after) or full_cols(after):
                    continue
                child = shape.size + shape_health(after)
                bound = parent + bounds.gain(shape) - bounds.C2 * met(shape, filled, r, c)
                assert child <= bound, (shape.id, r, c, hex(filled))
                if child == bound:
                    reached.add(shape.id)
    assert reached >= {s.id for s in SHAPES.values() if s.size > 1}
    assert {s.id: bounds.gain(s) for s in SHAPES.values()} == bounds.GAIN  # the search's table


def test_the_cheap_healths_weights_are_the_evaluations():
    rng = random.Random(7)
    for filled in boards(rng, 100):
        e = FULL & ~filled
        pairs = sum((e >> s & 1) and (e >> (s + 1) & 1) for s in range(64) if s % 8 < 7) + sum(
            (e >> s & 1) and (e >> (s + 8) & 1) for s in range(56)
        )
        holes = sum(
            e >> (8 * r + c) & 1
            and not any(
                0 <= r + dr < 8 and 0 <= c + dc < 8 and e >> (8 * (r + dr) + c + dc) & 1
                for dr, dc in SIDES
            )
            for r in range(8)
            for c in range(8)
        )
        assert bounds.C0 + bounds.C1 * e.bit_count() + bounds.C2 * pairs - HOLES * holes == (
            shape_health(filled)
        )


def plain_search(player: Player, filled: int, tray) -> list[tuple]:  # type: ignore[no-untyped-def]
    """The beam of player.py's description, every placement valued: each
    state tried with each piece left (the first slot of each kind of
    piece), each turn, each cell; children of the same board and pieces
    left kept once, at their best points; the best ``WIDEN`` × width by
    points plus the cheap health, of those the best width by points plus
    the whole health.  The last beam, as (value, points, board, slots left,
    moves)."""
    game_rules = player.rules
    options = []
    for slot, piece in enumerate(tray):
        if piece is None:
            continue
        turns = [(0, piece)]
        if game_rules.rotation:
            turned = piece
            for n in range(1, 4):
                turned = SHAPES[ROTATED[turned.id]]
                if all(turned != s for _, s in turns):
                    turns.append((n, turned))
        options.append((slot, turns))
    groups = families(game_rules)
    beam = [(health(groups, filled), 0, filled, frozenset(s for s, _ in options), ())]
    for depth in range(len(options)):
        width = WIDTHS[min(depth, len(WIDTHS) - 1)]
        children: dict[tuple[int, frozenset[int]], tuple] = {}  # type: ignore[type-arg]
        for _value, points, board, left, moves in beam:
            seen = set()
            for slot, turns in options:
                kind = frozenset(s.id for _, s in turns)
                if slot not in left or kind in seen:
                    continue
                seen.add(kind)
                for n, shape in turns:
                    for r, c in origins(shape):
                        placed = board_of(board).place(shape, r, c, game_rules.gravity)
                        if placed is None:
                            continue
                        after = placed.board.filled
                        total = points + placed.points
                        key = (after, left - {slot})
                        if key not in children or children[key][1] < total:
                            # Where it was, if it was: the first found first.
                            value = total + shape_health(after)
                            children[key] = (value, total, (*moves, Move(slot, n, r, c)))
        if not children:
            break
        ranked = nlargest(
            width * WIDEN,
            ((v, t, key, m) for key, (v, t, m) in children.items()),
            key=itemgetter(0),
        )
        whole = [
            (v - MISFIT * misfit_share(groups, FULL & ~key[0]), t, key[0], key[1], m)
            for v, t, key, m in ranked
        ]
        beam = nlargest(width, whole, key=itemgetter(0))
    return beam


def positions(game_rules: Rules, rng: random.Random, count: int) -> list[tuple[int, list]]:  # type: ignore[type-arg]
    """Boards of games the coach plays (crowded ones too), each with a
    random tray of the catalog's pieces."""
    player = Player(game_rules)
    found = []
    game = Game(game_rules, rng.randrange(1 << 40))
    while len(found) < count:
        if game.over:
            game = Game(game_rules, rng.randrange(1 << 40))
        tray = [rng.choice(game_rules.catalog) for _ in range(3)]
        tray[rng.randrange(3)] = None if rng.random() < 0.2 else tray[0]
        found.append((game.board.filled, tray))
        game.play(player.plan(game.board.filled, game.tray).moves[:1])
    return found


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_the_search_keeps_what_a_plain_search_keeps(game_rules):
    """Every state of the last beam, in order: its value, points, board,
    pieces left and moves, on boards of real games (the bound skips most
    placements there: the test fails if it ever skips one a plain search
    keeps)."""
    rng = random.Random(8)
    player = Player(game_rules)
    cases = positions(game_rules, rng, 40)
    for filled, tray in cases:
        _options, beam, _best = player._search(filled, tray, None)
        expected = plain_search(player, filled, tray)
        if expected and expected[0][3]:
            continue  # a piece left over: the search then looks through every order
        assert beam == expected, (hex(filled), [None if p is None else p.id for p in tray])
