"""Fairness measured on a player's games: the counts, the test, dead deals.

Every expected value is computed here another way: the deal from the
README's description with hashlib, fits by trying every cell, p-values
from published chi-square tables."""

from __future__ import annotations

import hashlib
import random
import struct

import pytest

from blockpuzzle.engine import ARCADE, CLASSIC, Board, Game, deal, rules
from blockpuzzle.engine.fairness import band, chi_square, dead_chance, p_value, tally
from blockpuzzle.engine.shapes import ROTATED, SHAPES

from .helpers import turn_that_helps


def readme_refill(seed: int, k: int, catalog) -> list[str]:  # type: ignore[no-untyped-def]
    digest = hashlib.blake2b(f"blockpuzzle-deal:{seed}:{k}".encode(), digest_size=24).digest()
    return [catalog[n % len(catalog)].id for n in struct.unpack("<3Q", digest)]


def random_game(game_rules, seed: int, rng: random.Random) -> Game:  # type: ignore[no-untyped-def]
    game = Game(game_rules, seed)
    while not game.over:
        moves = game.legal_moves()
        if not moves:
            # Only a turn would help (Arcade): turn that piece, as a player would.
            slot = turn_that_helps(game)
            assert slot is not None
            game.rotate(slot)
            continue
        game.place(*rng.choice(moves))
    return game


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_the_counts_are_every_piece_the_game_was_dealt(game_rules):
    rng = random.Random(7)
    for seed in (3, (1 << 40) - 3, 123_456_789_012):
        game = random_game(game_rules, seed, rng)
        result = tally(game_rules, seed, game.moves)
        refills = 1 + len(game.moves) // 3
        assert result.deals == refills == game.state.deals
        names = [s.id for s in game_rules.catalog]
        expected = [0] * len(names)
        for k in range(refills):
            for piece in readme_refill(seed, k, game_rules.catalog):
                expected[names.index(piece)] += 1
        assert list(result.counts) == expected and sum(expected) == 3 * refills


def fits_somewhere(board: Board, shape_id: str, turning: bool) -> bool:
    """By trying every cell (and every turn, where pieces turn)."""
    ids = [shape_id]
    while turning and ROTATED[ids[-1]] != shape_id:
        ids.append(ROTATED[ids[-1]])
    return any(board.fits(SHAPES[i], r, c) for i in ids for r in range(8) for c in range(8))


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_dead_deals_and_their_chance_counted_another_way(game_rules):
    rng = random.Random(11)
    seen_dead = 0
    for seed in range(60):
        game = random_game(game_rules, seed, rng)
        result = tally(game_rules, seed, game.moves)
        # Replayed here, with every fit tried cell by cell.
        replay = Game(game_rules, seed)
        dead, chance = 0, 0.0
        boards = [replay.board]
        for move in game.moves:
            before = replay.state.deals
            for _ in range(move.turns):
                replay.rotate(move.slot)
            replay.place(move.slot, move.row, move.col)
            if replay.state.deals != before:
                boards.append(replay.board)
        for k, board in enumerate(boards):
            pieces = readme_refill(seed, k, game_rules.catalog)
            turning = game_rules.rotation
            dead += not any(fits_somewhere(board, p, turning) for p in pieces)
            misfits = [s for s in game_rules.catalog if not fits_somewhere(board, s.id, turning)]
            chance += (len(misfits) / len(game_rules.catalog)) ** 3
        assert (result.dead, result.deals) == (dead, len(boards)), seed
        assert result.chance == pytest.approx(chance, abs=1e-12), seed
        seen_dead += dead
    assert seen_dead > 0  # the games above do end on a dead deal now and then


def test_the_chance_of_a_dead_deal_on_constructed_boards():
    empty = Board.from_text("\n".join(["........"] * 8))
    assert dead_chance(CLASSIC, empty.empty) == 0.0
    # One empty cell: only the dot fits.
    one_hole = Board.from_text("\n".join(["1111111."] + ["11111111"] * 7))
    assert dead_chance(CLASSIC, one_hole.empty) == pytest.approx((18 / 19) ** 3)
    # Two cells side by side: the dot and the flat 2-bar; in Arcade, turned,
    # the upright 2-bar too.
    two = Board.from_text("\n".join(["111111.."] + ["11111111"] * 7))
    assert dead_chance(CLASSIC, two.empty) == pytest.approx((17 / 19) ** 3)
    assert dead_chance(ARCADE, two.empty) == pytest.approx((32 / 35) ** 3)
    assert dead_chance(rules("arcade", rotation=False), two.empty) == pytest.approx((33 / 35) ** 3)
    full_but_scattered = Board.from_text(
        "\n".join("".join("." if (r + c) % 2 else "1" for c in range(8)) for r in range(8))
    )
    assert dead_chance(CLASSIC, full_but_scattered.empty) == pytest.approx((18 / 19) ** 3)


@pytest.mark.parametrize(
    ("statistic", "df", "p"),
    [
        # Upper-tail critical values from the NIST/SEMATECH e-Handbook's
        # table of the chi-square distribution.
        (3.841, 1, 0.05),
        (6.635, 1, 0.01),
        (10.828, 1, 0.001),
        (5.991, 2, 0.05),
        (28.869, 18, 0.05),
        (34.805, 18, 0.01),
        (42.312, 18, 0.001),
        (10.865, 18, 0.90),
        (31.410, 20, 0.05),
        (43.773, 30, 0.05),
        (63.691, 40, 0.01),
        (73.402, 40, 0.001),
        (2.706, 1, 0.10),
        (0.455, 1, 0.50),
    ],
)
def test_p_values_match_published_tables(statistic, df, p):
    assert p_value(statistic, df) == pytest.approx(p, rel=2e-3)


def test_p_values_at_their_edges():
    assert p_value(0.0, 18) == 1.0
    assert p_value(1e6, 34) == 0.0 or p_value(1e6, 34) < 1e-300
    # df = 2: the tail is exp(-x / 2) exactly.
    for x in (0.1, 1.0, 7.5, 40.0):
        assert p_value(x, 2) == pytest.approx(pow(2.718281828459045, -x / 2), rel=1e-12)
    with pytest.raises(ValueError):
        p_value(1.0, 0)


def test_chi_square_by_hand():
    assert chi_square([10, 10, 10]) == 0.0
    # Expected 10 each: (5² + 5² + 0²) / 10.
    assert chi_square([5, 15, 10]) == pytest.approx(5.0)
    assert chi_square([]) == 0.0 and chi_square([0, 0]) == 0.0


def test_a_biased_deal_is_called_unlikely():
    """A dealer that gives the big square half as often as it should."""
    rng = random.Random(3)
    catalog = [s.id for s in CLASSIC.catalog]
    counts = [0] * len(catalog)
    while sum(counts) < 6000:
        n = rng.randrange(len(catalog))
        if catalog[n] == "square3" and rng.random() < 0.5:
            continue
        counts[n] += 1
    assert p_value(chi_square(counts), len(catalog) - 1) < 0.001


def test_fair_deals_are_called_unlikely_about_one_time_in_twenty():
    """The game's own deal, over 300 histories of 200 refills each: p < 0.05
    about 5 % of the time, and p spread evenly."""
    rng = random.Random(2026)
    below = half = 0
    for _ in range(300):
        counts = [0] * len(CLASSIC.catalog)
        index = {s.id: n for n, s in enumerate(CLASSIC.catalog)}
        seed = rng.randrange(1 << 40)
        for k in range(200):
            for piece in deal(seed, k, CLASSIC.catalog):
                counts[index[piece.id]] += 1
        p = p_value(chi_square(counts), len(counts) - 1)
        below += p < 0.05
        half += p < 0.5
    # 15 expected; 3 standard deviations either side.
    assert 4 <= below <= 27, below
    assert 120 <= half <= 180, half


def test_the_95_percent_band():
    low, high = band(1900, 19)
    # Binomial(1900, 1/19): mean 100, standard deviation sqrt(1900 / 19 * 18 / 19).
    assert (low, high) == pytest.approx((100 - 1.96 * 9.733, 100 + 1.96 * 9.733), abs=0.01)
    assert band(0, 19) == (0.0, 0.0)
