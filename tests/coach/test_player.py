"""The coach's player: its plans are legal, whole where a whole plan exists,
and worth what it says; its evaluation counted another way.

Expected values come from the engine's own rules (a plan replayed on a
Game), from brute force over every cell, or are written out by hand."""

from __future__ import annotations

import itertools
import random
import subprocess
import sys

import pytest

from blockpuzzle.coach.evaluate import (
    Misfit,
    contains,
    edges_and_holes,
    families,
    health,
    misfit_share,
)
from blockpuzzle.coach.player import DANGER, RISK, SURVIVE, Player, play
from blockpuzzle.engine import ARCADE, CLASSIC, ROTATED, SHAPES, Board, Game, GameState, shape
from blockpuzzle.engine.board import land

from ..engine.helpers import turn_that_helps
from .helpers import catalog_risk, exhaustive_risk

FULL = (1 << 64) - 1


def random_position(game_rules, rng: random.Random) -> Game:  # type: ignore[no-untyped-def]
    """A game some random moves in, not over."""
    while True:
        game = Game(game_rules, rng.randrange(1 << 40))
        for _ in range(rng.randrange(0, 30)):
            moves = game.legal_moves()
            if game.over or not moves:
                break
            game.place(*rng.choice(moves))
        if not game.over:
            return game


def replay(game: Game, moves) -> Game:  # type: ignore[no-untyped-def]
    copy = Game.resume(game.rules, game.seed, game.state)
    for move in moves:
        for _ in range(move.turns):
            copy.rotate(move.slot)
        copy.place(move.slot, move.row, move.col)  # IllegalMove if not legal
    return copy


def whole_plan_exists(game: Game) -> bool:
    """Brute force: some order, turn and cell for every piece left."""
    pieces = [(slot, p) for slot, p in enumerate(game.tray) if p is not None]

    def turns(piece):  # type: ignore[no-untyped-def]
        found = [piece]
        while game.rules.rotation and SHAPES[ROTATED[found[-1].id]] != piece:
            found.append(SHAPES[ROTATED[found[-1].id]])
        return found

    def go(board: Board, left) -> bool:  # type: ignore[no-untyped-def]
        if not left:
            return True
        for i, (_slot, piece) in enumerate(left):
            for turned in turns(piece):
                for r, c in itertools.product(range(8), range(8)):
                    placed = board.place(turned, r, c, game.rules.gravity)
                    if placed is not None and go(placed.board, left[:i] + left[i + 1 :]):
                        return True
        return False

    return go(game.board, pieces)


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_a_plan_is_legal_and_worth_what_it_says(game_rules):
    rng = random.Random(1)
    player = Player(game_rules)
    for _ in range(40):
        game = random_position(game_rules, rng)
        plan = player.plan(game.board.filled, game.tray)
        after = replay(game, plan.moves)
        assert after.score - game.score == plan.points
        if after.state.deals == game.state.deals:  # no refill mixed in
            assert after.board.filled == plan.filled
        assert len({m.slot for m in plan.moves}) == len(plan.moves)


def test_a_whole_plan_is_found_where_only_one_order_and_cell_work():
    """The square fits nowhere until the bar clears two lines; the bar fits
    in two places, and only one of them (row 4, column 1) makes room."""
    rows = ["1.111.11", "111...11", "11.1.11.", "...11111",
            "11111..1", "111.1111", "111.111.", "1.111111"]  # fmt: skip
    board = Board.from_text("\n".join(rows))
    assert not board.fits_anywhere(shape("square2"))
    assert board.legal_origins(shape("bar3h")).bit_count() == 2
    game = Game.resume(
        CLASSIC, 1, GameState(board, (shape("square2"), shape("bar3h"), None), 0, 0, 1, False)
    )
    plan = Player(CLASSIC).plan(board.filled, game.tray)
    first = plan.moves[0]
    assert (first.slot, first.row, first.col) == (1, 3, 0)
    assert [m.slot for m in plan.moves] == [1, 0]
    after = replay(game, plan.moves)
    # The bar: 3 cells and two lines (30); then the square's 4 cells at least.
    assert after.score == plan.points >= 3 + 30 + 4


def test_a_whole_plan_the_beam_drops_is_still_found():
    """Seed 2039's deal 87 as the player met it: the 3×3 square fits only
    where the bar or the big corner must not go, and the beam's best boards
    after two pieces all had it nowhere: it lost a game this tray fits."""
    rows = ["11111..1", "...111.1", "..1...11", "........",
            "..11...1", "..11...1", "........", "..1....."]  # fmt: skip
    board = Board.from_text("\n".join(rows))
    tray = (shape("bar2h"), shape("corner3_br"), shape("square3"))
    game = Game.resume(CLASSIC, 2039, GameState(board, tray, 0, 0, 87, False))
    assert whole_plan_exists(game)
    plan = Player(CLASSIC).plan(board.filled, tray)
    assert sorted(m.slot for m in plan.moves) == [0, 1, 2]
    after = replay(game, plan.moves)
    assert after.score == plan.points
    assert not after.over


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_whole_plans_are_never_missed_on_crowded_boards(game_rules):
    rng = random.Random(5)
    player = Player(game_rules)
    checked = 0
    for _ in range(300):
        game = random_position(game_rules, rng)
        if game.board.filled.bit_count() < 30:
            continue
        plan = player.plan(game.board.filled, game.tray)
        pieces = sum(p is not None for p in game.tray)
        if whole_plan_exists(game):
            assert len(plan.moves) == pieces, game
            checked += 1
        if checked >= 25:
            break
    assert checked >= 10


def test_with_gravity_a_board_falls_as_the_engines_does():
    rng = random.Random(9)
    for _ in range(300):
        game = random_position(ARCADE, rng)
        if not game.legal_moves():
            continue  # only a turn would help
        slot, row, col = rng.choice(game.legal_moves())
        piece = game.tray[slot]
        placed = game.board.place(piece, row, col, gravity=True)
        after, points = land(game.board.filled, piece.mask << (row * 8 + col), True)
        assert (after, points) == (placed.board.filled, placed.points)


def test_edges_and_holes_counted_cell_by_cell():
    rng = random.Random(3)
    for _ in range(200):
        filled = rng.getrandbits(64) & rng.getrandbits(64)
        empty = FULL & ~filled
        edges = holes = 0
        for r, c in itertools.product(range(8), range(8)):
            if filled >> (r * 8 + c) & 1:
                continue
            open_sides = sum(
                0 <= r + dr < 8 and 0 <= c + dc < 8 and not filled >> ((r + dr) * 8 + c + dc) & 1
                for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
            )
            edges += 4 - open_sides
            holes += open_sides == 0
        assert edges_and_holes(empty) == (edges, holes)


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_the_misfit_share_tried_cell_by_cell(game_rules):
    groups = families(game_rules)
    # Every shape of the catalog in exactly one group; the shares add to 1.
    dealt = sorted(s.id for s in game_rules.catalog)
    assert sorted(s.id for turns, _ in groups for s in turns if s in game_rules.catalog) == dealt
    assert sum(share for _, share in groups) == pytest.approx(1.0)
    rng = random.Random(4)
    for _ in range(60):
        board = random_position(game_rules, rng).board
        misfits = 0
        for piece in game_rules.catalog:
            ids = [piece.id]
            while game_rules.rotation and ROTATED[ids[-1]] != piece.id:
                ids.append(ROTATED[ids[-1]])
            fits = any(board.fits(SHAPES[i], r, c) for i in ids for r in range(8) for c in range(8))
            misfits += not fits
        share = misfit_share(groups, FULL & ~board.filled)
        assert share == pytest.approx(misfits / len(game_rules.catalog))


def test_health_prefers_the_board_a_player_would():
    groups = families(CLASSIC)
    empty = Board.from_text("\n".join(["........"] * 8)).filled
    assert health(groups, empty) == 0.0
    # The same eight cells: in one corner block, or scattered so that the
    # 3×3 square and the 5-bars no longer fit.
    block = Board.from_text("\n".join(["1111....", "1111...."] + ["........"] * 6)).filled
    scattered = Board.from_text(
        "\n".join(["...1....", "........", "1.......", "......1.", "........",
                   "..1.....", "....1..1", ".1....1."])
    ).filled  # fmt: skip
    assert health(groups, block) > health(groups, scattered)


@pytest.mark.slow
def test_the_player_survives_longer_than_random_play():
    """A sanity floor, not the strength figure (that is benchmarks/coach.py):
    on ten seeds it reaches 30 refills far more often than random moves."""
    player, rng = Player(CLASSIC), random.Random(2)
    coached = random_ended = 0
    for seed in range(10):
        game = play(Game(CLASSIC, seed), player, refills=30)
        coached += not game.over
        other = Game(CLASSIC, seed)
        while not other.over and other.state.deals <= 30:
            moves = other.legal_moves()
            if not moves:
                other.rotate(turn_that_helps(other))
                continue
            other.place(*rng.choice(moves))
        random_ended += other.over
    assert coached >= 8 and random_ended >= 8


def test_the_coach_never_imports_qt():
    code = (
        "import sys; from blockpuzzle.coach.player import Player;"
        "from blockpuzzle.engine import CLASSIC, Game;"
        "g = Game(CLASSIC, 5); Player(CLASSIC).plan(g.board.filled, g.tray);"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "{'PySide6', 'shiboken6', 'PyQt5', 'PyQt6', 'PySide2'}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_evaluation_is_the_one_documented_worked_out_by_hand():
    """coach/evaluate.py's health of a board, every term counted here by
    hand: all filled but a lone corner cell and a 2×2 block."""

    board = Board.from_text("." + "1" * 7 + "\n" + ("1" * 8 + "\n") * 5 + ("1" * 6 + "..\n") * 2)
    assert board.filled.bit_count() == 59
    filled = -1.5 * 59
    # Sides of empty cells against a filled cell or the edge: 4 for the
    # corner cell, 2 for each of the block's 4; an empty board has 32.
    edges = -0.5 * ((4 + 4 * 2) - 32)
    holes = -4.0 * 1  # the corner cell: no empty neighbour
    # What still fits: the dot, both 2-bars, the 2×2 square and the four
    # small corners: 8 of Classic's 19 shapes; 11 fit nowhere.
    misfit = -1000.0 * 11 / 19
    assert health(families(CLASSIC), board.filled) == pytest.approx(filled + edges + holes + misfit)


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_the_next_deals_weighed_are_whole_deals_of_three(game_rules):
    """The look ahead weighs each plan's board against sampled deals of
    three of the catalog's pieces.  On an empty board every deal fits.  On
    a board with two single holes in every row and column, none side by
    side, only a one-cell piece fits, and one alone completes no line: a
    deal can only be placed with two or more one-cell pieces (two in a row
    clear it), so at most that share of the deals survives there."""
    player = Player(game_rules)
    deals = player.deals.samples()
    assert all(len(deal) == 3 for deal in deals)
    catalog = {s.id for s in game_rules.catalog}
    assert all(turns[0].id in catalog for deal in deals for turns in deal)
    assert player.survival(0, deals) == 1.0
    holes = sum(1 << (8 * r + c) for r in range(8) for c in (r, (r + 4) % 8))
    full = ((1 << 64) - 1) & ~holes
    two_dots = sum(sum(turns[0].mask.bit_count() == 1 for turns in deal) >= 2 for deal in deals)
    assert two_dots < len(deals) / 10
    assert player.survival(full, deals) <= two_dots / len(deals)


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_the_fast_misfit_share_is_the_definitions(game_rules):
    """The search's misfit share (largest shapes first, each vouching for
    the shapes inside it) against the definition, on boards from empty to
    crowded."""
    groups = families(game_rules)
    fast = Misfit(groups)
    rng = random.Random(11)
    shares = set()
    for _ in range(400):
        density = rng.random()
        filled = sum(1 << i for i in range(64) if rng.random() < density)
        share = misfit_share(groups, FULL & ~filled)
        assert fast(FULL & ~filled) == share
        shares.add(share)
    assert len(shares) > 8  # boards where few, some and most shapes fit


def test_which_shapes_hold_which_by_hand():
    square3, bar5h = shape("square3"), shape("bar5h")
    inside_square3 = {
        "dot", "bar2h", "bar3h", "bar2v", "bar3v", "square2", "square3",
        "corner2_tl", "corner2_tr", "corner2_bl", "corner2_br",
        "corner3_tl", "corner3_tr", "corner3_bl", "corner3_br",
    }  # fmt: skip
    assert {s.id for s in CLASSIC.catalog if contains(square3, s)} == inside_square3
    assert {s.id for s in CLASSIC.catalog if contains(bar5h, s)} == {
        "dot",
        "bar2h",
        "bar3h",
        "bar4h",
        "bar5h",
    }
    # The big corner holds its own small corner and the bars, not the others.
    corner = shape("corner3_tl")
    assert {s.id for s in CLASSIC.catalog if contains(corner, s)} == {
        "dot",
        "bar2h",
        "bar3h",
        "bar2v",
        "bar3v",
        "corner2_tl",
        "corner3_tl",
    }


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_a_whole_plan_is_valued_by_the_documented_evaluation(game_rules):
    """A plan's value is its points, the documented health of the board it
    leaves (coach/evaluate.py's definition, not the search's own faster
    spelling of it) and SURVIVE times the share of sampled deals that
    board takes."""
    rng = random.Random(12)
    player = Player(game_rules)
    groups = families(game_rules)
    checked = 0
    for _ in range(60):
        game = random_position(game_rules, rng)
        plan = player.plan(game.board.filled, game.tray)
        if len(plan.moves) < sum(p is not None for p in game.tray):
            continue
        expected = (
            plan.points
            + health(groups, plan.filled)
            + SURVIVE * player.survival(plan.filled, player.deals.samples())
        )
        assert plan.value == pytest.approx(expected, abs=1e-9)
        checked += 1
    assert checked >= 40


# A board in danger (seed 2031 of benchmarks/coach.py's seeds, 50 deals in,
# as the coach's player had played it) and its tray: the best-paid plans
# (46 points) leave boards that fail 1 deal in 16 or 1 in 600.
DANGER_ROWS = ["...111.1", "1......1", "11111...", "1111111.",
               "11......", "11......", "11......", "11......"]  # fmt: skip
DANGER_TRAY = ("corner3_bl", "bar2h", "square3")


def test_risk_is_the_share_of_all_deals_no_order_fits():
    """Player.risk against every one of the 6,859 ordered deals tried cell
    by cell on the engine's Board: a board a corner of it filled, a board
    in danger and the boards the shallow and the deep player leave it; and
    none on an empty board."""
    board = Board.from_text("\n".join(DANGER_ROWS))
    tray = tuple(shape(s) for s in DANGER_TRAY)
    player = Player(CLASSIC)
    boards = [Board.from_text("\n".join(["1111...."] * 4 + ["........"] * 4)), board]
    for deep in (False, True):
        plan = Player(CLASSIC, deep=deep).plan(board.filled, tray)
        boards.append(
            replay(
                Game.resume(CLASSIC, 1, GameState(board, tray, 0, 0, 9, False)), plan.moves
            ).board
        )
    risks = [exhaustive_risk(b, CLASSIC) for b in boards]
    assert risks[-2] > 0.05 and 0 < risks[-1] < 0.005  # the cases differ
    for b, expected in zip(boards, risks, strict=True):
        assert player.risk(b.filled) == pytest.approx(expected, rel=1e-9, abs=1e-12)
    assert player.risk(0) == 0.0


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_risk_sums_the_chances_of_deals_of_the_catalogs_pieces(game_rules):
    """Where pieces turn, a deal is its pieces' turns: Player.risk is the
    share of the catalog's ordered deals (42,875 in Arcade) that the exact
    search cannot place, on crowded boards of real games."""
    rng = random.Random(5)
    player = Player(game_rules)
    checked = 0
    while checked < 2:
        game = random_position(game_rules, rng)
        if game.board.filled.bit_count() < 24:
            continue
        expected = catalog_risk(player, game.board.filled)
        assert player.risk(game.board.filled) == pytest.approx(expected, rel=1e-9)
        checked += 1


def test_on_a_board_in_danger_the_deep_player_keeps_the_board_fewer_deals_fail():
    """The same points either way: the review's player leaves a board 1
    deal in 16 fails, the hint's (deep) one 1 in 600 fails."""
    board = Board.from_text("\n".join(DANGER_ROWS))
    tray = tuple(shape(s) for s in DANGER_TRAY)
    game = Game.resume(CLASSIC, 1, GameState(board, tray, 0, 0, 9, False))
    shallow = replay(game, Player(CLASSIC).plan(board.filled, tray).moves)
    deep = replay(game, Player(CLASSIC, deep=True).plan(board.filled, tray).moves)
    assert shallow.score == deep.score == 46
    assert exhaustive_risk(shallow.board, CLASSIC) > 0.06
    assert exhaustive_risk(deep.board, CLASSIC) < 0.002


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_a_deep_player_weighs_every_plan_only_where_the_board_is_in_danger(game_rules):
    """Where the shallow player's board takes DANGER or more of the sampled
    deals, the deep player makes the same plan; where it takes fewer, the
    deep player's plan is legal, whole, and worth at least the shallow
    one's by the deep player's measure: points and health less RISK times
    the chance the next deal cannot be placed whole (counted over the
    catalog here, not by Player.risk)."""
    rng = random.Random(21)
    shallow, deep = Player(game_rules), Player(game_rules, deep=True)

    def worth(plan) -> float:  # type: ignore[no-untyped-def]
        risk = catalog_risk(shallow, plan.filled)
        return plan.points + health(shallow.groups, plan.filled) - RISK * risk

    safe = danger = 0
    while danger < 3 or safe < 12:
        game = random_position(game_rules, rng)
        mine = shallow.plan(game.board.filled, game.tray)
        pieces = sum(p is not None for p in game.tray)
        if len(mine.moves) < pieces:
            continue
        theirs = deep.plan(game.board.filled, game.tray)
        if shallow.survival(mine.filled, shallow.deals.samples()) >= DANGER:
            assert theirs == mine
            safe += 1
            continue
        danger += 1
        assert len(theirs.moves) == pieces
        after = replay(game, theirs.moves)
        assert after.score - game.score == theirs.points
        assert after.board.filled == theirs.filled
        assert worth(theirs) >= worth(mine) - 1e-6
        assert theirs.value == pytest.approx(worth(theirs), abs=1e-6)


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_a_position_gets_the_same_plan_whatever_was_asked_before(game_rules):
    """The player keeps its last plans (a review asks for many twice): a
    player that has just planned the same board with other trays, another
    piece first, without its look, or knowing the next deal, plans each
    position as a new player does."""
    rng = random.Random(21)
    warm = Player(game_rules, deep=True)
    for _ in range(12):
        game = random_position(game_rules, rng)
        filled, tray = game.board.filled, list(game.tray)
        slots = [s for s, p in enumerate(tray) if p is not None]
        other = [rng.choice(game_rules.catalog) for _ in range(3)]
        asked = [
            (tray, {}),
            (tray, {"look": False}),
            (tray, {"first": slots[-1]}),
            (tray, {"future": other}),
            (other, {}),
            (tray[::-1], {}),
        ]
        for earlier in rng.sample(asked, len(asked)):
            warm.plan(filled, earlier[0], **earlier[1])
        for now_tray, options in asked:
            if "future" in options:
                continue  # the hindsight's plan is never kept: a review asks it once
            fresh = Player(game_rules, deep=True).plan(filled, now_tray, **options)
            assert warm.plan(filled, now_tray, **options) == fresh, (now_tray, options)


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_a_calm_plan_is_the_hints_plan_or_none_where_the_board_is_in_danger(game_rules):
    """The hint's quick plan (worked out in the window) is the deep plan
    itself, except where the board is in danger, the shallow plan placing
    the whole tray on a board that fails some sampled deal: there none, and
    the window asks the coach's process.  (A tray that cannot be placed
    whole ends the game: nothing to weigh.)"""
    rng = random.Random(31)
    cases = [(Board.from_text("\n".join(DANGER_ROWS)).filled, [shape(s) for s in DANGER_TRAY])]
    for _ in range(25):
        game = random_position(game_rules, rng)
        cases.append((game.board.filled, list(game.tray)))
    calm_seen = danger_seen = 0
    for filled, tray in cases:
        calm = Player(game_rules, deep=True).calm_plan(filled, tray)
        deep = Player(game_rules, deep=True).plan(filled, tray)
        shallow = Player(game_rules)
        plan = shallow.plan(filled, tray)
        whole = len(plan.moves) == sum(piece is not None for piece in tray)
        in_danger = whole and shallow.survival(plan.filled, shallow.deals.samples()) < DANGER
        if in_danger:
            assert calm is None
            danger_seen += 1
        else:
            assert calm == deep
            calm_seen += 1
    assert calm_seen > 10 and danger_seen >= 1
