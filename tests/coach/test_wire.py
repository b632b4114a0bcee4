"""What the coach's processes read and what they say, and the review kept
in the history: nothing is taken unchecked.

A worker or the hinter given input it cannot take (too long, too deep, a
number out of range, a piece of another mode, a closed pipe) ends with one
clear line and exit code 2, or quietly where its reader has gone — never a
traceback; a review kept or printed that is not the review of its game
(damaged, edited, another game's) is refused whole.  Expected values come
from the game's own positions, written out here, and from each damage
made by hand."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from blockpuzzle.coach import wire
from blockpuzzle.coach.review import (
    Hindsight,
    Judged,
    Luck,
    Review,
    Reviewer,
    fits,
    positions,
    whole_review,
)
from blockpuzzle.engine import ARCADE, CLASSIC, Game, Move
from blockpuzzle.engine.moves import encode

from ..engine.helpers import careless_game
from .test_review import SEED

HINT = [sys.executable, "-m", "blockpuzzle", "--coach-hint"]


def review_command(*flags: str) -> list[str]:
    return [sys.executable, "-m", "blockpuzzle", "--coach-review", *flags]


def run(command: list[str], data: str | bytes, **kw):  # type: ignore[no-untyped-def]
    text = isinstance(data, str)
    return subprocess.run(command, input=data, capture_output=True, text=text, timeout=120, **kw)


def game_line(**fields: object) -> str:
    game = {"mode": "classic", "rotation": False, "seed": SEED, "moves": ""}
    game.update(fields)
    return json.dumps(game) + "\n"


def refused_in_one_line(out, *words: str) -> None:  # type: ignore[no-untyped-def]
    """Exit code 2, one line on the error output naming what was wrong,
    nothing printed, no traceback."""
    err = out.stderr if isinstance(out.stderr, str) else out.stderr.decode()
    assert out.returncode == 2, err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    for word in words:
        assert word in err, err
    assert not out.stdout


# -- the review worker's input ---------------------------------------------------------


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ({"seed": -1}, "from 0 to"),
        ({"seed": 1 << 80}, "from 0 to"),
        ({"seed": "12"}, "whole number"),
        ({"rotation": "xyz"}, "true or false"),
        ({"rotation": 1}, "true or false"),
        ({"mode": "chess"}, "no game mode called 'chess'"),
        ({"moves": "A!"}, "move 1 is not a move"),
        ({"moves": 7}, "moves are not text"),
    ],
    ids=["seed-1", "seed2^80", "seed-text", "rotation-xyz", "rotation-1", "mode", "moves",
         "moves-number"],
)  # fmt: skip
def test_a_review_worker_refuses_a_game_out_of_range_in_one_line(fields, words):
    refused_in_one_line(run(review_command(), game_line(**fields)), words)


def test_a_review_worker_refuses_its_command_line_and_bad_lines_in_one_line():
    refused_in_one_line(run(review_command("--serve", "7"), ""), "unrecognized arguments: 7")
    refused_in_one_line(run(review_command(), ""), "no game to review")
    refused_in_one_line(run(review_command(), "[" * 100_000 + "\n"), "--coach-review")
    refused_in_one_line(run(review_command(), "{" + '"a":' * 5 + "\n"), "--coach-review")
    # A task of 5,000 digits: no such deal, said so (Python's own limit on
    # the digits of a number would raise).
    game, _, _ = careless_game(CLASSIC, SEED, random.Random(3), 3, turning=0.4)
    line = game_line(moves=encode(game.moves or []))
    refused_in_one_line(run(review_command("--serve"), line + "9" * 5000 + "\n"), "not a task")
    # A line longer than any a game makes: refused before it is read whole.
    huge = line + "0" * (wire.MAX_LINE + 10) + "\n"
    refused_in_one_line(run(review_command("--serve"), huge), "longer than")


def test_a_game_too_long_for_a_command_line_is_read_from_the_input():
    """A game's moves go to the worker's input, whatever their length: a
    line of over 128 KiB (the longest single argument Linux passes) is
    read whole — its first 100 moves played, the next refused by number,
    not "argument list too long"."""

    game = Game(CLASSIC, SEED)
    player = Reviewer(CLASSIC).player
    while len(game.moves or ()) < 100:
        game.play(player.plan(game.board.filled, game.tray).moves)
    moves = list(game.moves or [])[:100]
    line = game_line(moves=encode(moves + [Move(0, 0, 0, 0)] * 70_000))
    assert len(line) > 128 * 1024
    refused_in_one_line(run(review_command(), line), "move 101")


def test_a_worker_whose_reader_has_gone_ends_quietly():
    """The game closed the pipe it reads (it quit): no BrokenPipeError
    traceback, exit code 0."""
    import os

    game, _, _ = careless_game(ARCADE, SEED, random.Random(5), 12, turning=0.4)
    read, write = os.pipe()
    os.close(read)  # nobody will ever read what the worker prints
    try:
        out = subprocess.run(review_command(), input=game_line(
            mode="arcade", rotation=True, moves=encode(game.moves or [])).encode(),
            stdout=write, stderr=subprocess.PIPE, timeout=120)  # fmt: skip
    finally:
        os.close(write)
    assert out.returncode == 0 and b"Traceback" not in out.stderr, out.stderr.decode()
    assert out.stderr == b""


# -- the hinter's input ----------------------------------------------------------------------


def test_the_hinter_refuses_deep_long_and_foreign_lines_in_one_short_line():
    from blockpuzzle.coach.hinter import read_request, request_line

    # Deeper than Python's parser goes (a RecursionError, caught), and
    # longer than any position.
    refused_in_one_line(run(HINT, "[" * 4000 + "\n"), "not a position")
    refused_in_one_line(run(HINT, "[" * 100_000 + "\n"), "longer than 4,096 bytes")
    # A bad line of 20 MB is not copied into the error output.
    out = run(HINT, "x" * 20_000_000 + "\n")
    refused_in_one_line(out, "longer than")
    assert len(out.stderr) < 300
    refused_in_one_line(run([*HINT, "extra"], ""), "unrecognized arguments")
    # A piece of Arcade's (a tetromino) in a Classic tray: no such position.
    line = json.dumps(["classic", False, 0, ["t0", None, None], None])
    assert read_request(line) is None
    assert read_request(json.dumps(["arcade", True, 0, ["t0", None, None], None])) is not None
    assert read_request(request_line(CLASSIC, 0, Game(CLASSIC, 5).tray, None)) is not None
    refused_in_one_line(run(HINT, line + "\n"), "not a position")


# -- a review of a given game --------------------------------------------------------------


@pytest.fixture(scope="module")
def reviewed():  # type: ignore[no-untyped-def]
    """An Arcade game by a careless player, its positions and its review."""
    game, _, _ = careless_game(ARCADE, SEED, random.Random(21), 18, turning=0.4)
    moves = list(game.moves or [])
    review = Reviewer(ARCADE).review(SEED, moves)
    return moves, positions(ARCADE, SEED, moves), review


def damaged_reviews(review: Review) -> dict[str, Review]:
    """The review with one thing wrong, each: what a damaged cache holds."""
    first, luck, seen = review.moves[0], review.luck[0], review.hindsight
    assert seen is not None
    other_best = Move(first.best.slot, first.best.turns, 7 - first.best.row, first.best.col)

    def judged(n: int, **change: object) -> tuple[Judged, ...]:
        moves = list(review.moves)
        moves[n] = moves[n]._replace(**change)
        return tuple(moves)

    return {
        "no hindsight": review._replace(hindsight=None),
        "a deal's luck missing": review._replace(luck=review.luck[1:]),
        "a move missing": review._replace(moves=review.moves[:-1]),
        "luck 134": review._replace(luck=(luck._replace(percentile=134.0), *review.luck[1:])),
        "luck of a deal the game had not": review._replace(
            luck=(*review.luck, Luck(len(review.luck) + 40, 3, 50.0))),
        "luck after the wrong move": review._replace(
            luck=(luck._replace(after=luck.after + 1), *review.luck[1:])),
        "luck 51.2": review._replace(luck=(luck._replace(percentile=51.2), *review.luck[1:])),
        "another move": review._replace(moves=judged(0, move=review.moves[1].move)),
        "move 500": review._replace(moves=judged(0, number=500)),
        "points": review._replace(moves=judged(0, points=first.points + 1)),
        "room": review._replace(moves=judged(0, room=first.room + 3)),
        "best room": review._replace(moves=judged(0, best_room=first.best_room + 1)),
        "best points": review._replace(moves=judged(0, best_points=first.best_points + 10)),
        "a best move elsewhere": review._replace(moves=judged(0, best=other_best)),
        "the verdict for the value lost": review._replace(moves=judged(0, lost=500.0)),
        "hindsight past the game's deals": review._replace(
            hindsight=seen._replace(deals=seen.deals + 5, alive=True)),
    }  # fmt: skip


def test_a_review_is_taken_only_where_it_is_the_whole_review_of_its_game(reviewed):
    moves, states, review = reviewed
    assert whole_review(review, ARCADE, states, moves)
    for name, damaged in damaged_reviews(review).items():
        assert not whole_review(damaged, ARCADE, states, moves), name
    # Another game's review (same rules, another seed) is not this one's.
    other, _, _ = careless_game(ARCADE, SEED + 1, random.Random(21), 18, turning=0.4)
    other_moves = list(other.moves or [])
    assert not whole_review(review, ARCADE, positions(ARCADE, SEED + 1, other_moves), other_moves)


def test_each_event_of_a_review_fits_its_game_and_a_damaged_one_does_not(reviewed):
    moves, states, review = reviewed
    for event in (*review.moves, *review.luck, review.hindsight):
        assert fits(event, ARCADE, states, moves)  # type: ignore[arg-type]
    judged = review.moves[2]
    # The best move on a cell the board already holds cannot have been made.
    filled = states[2].board.filled
    taken = next(
        Move(judged.best.slot, judged.best.turns, r, c)
        for r in range(8) for c in range(8)
        if filled >> (r * 8 + c) & 1
    )  # fmt: skip
    assert not fits(judged._replace(best=taken), ARCADE, states, moves)
    # Alive after more deals than the game had: not this game's hindsight.
    assert not fits(Hindsight(0, True, states[-1].deals + 1), ARCADE, states, moves)
    # A Classic piece never turns: a best move that turns one is not a move.
    classic, _, _ = careless_game(CLASSIC, SEED, random.Random(2), 5, turning=0.4)
    classic_moves = list(classic.moves or [])
    classic_states = positions(CLASSIC, SEED, classic_moves)
    first = Reviewer(CLASSIC).judge(1, classic_states[0], classic_moves[0])
    assert fits(first, CLASSIC, classic_states, classic_moves)
    turned = first._replace(best=first.best._replace(turns=1))
    assert not fits(turned, CLASSIC, classic_states, classic_moves)


@pytest.mark.parametrize("seed", range(6))
def test_any_damage_to_a_kept_review_reads_back_as_nothing_or_as_what_fits(reviewed, seed):
    """Random damage to the text kept (a byte changed, cut short, a value
    swapped for another type, NaN, huge numbers, deep nesting): loads()
    never raises, and what it gives is either refused whole or the review
    itself."""
    moves, states, review = reviewed
    text = wire.dumps(review)
    rng = random.Random(seed)
    junk = ['"x"', "null", "NaN", "-1", "1e400", "[[[[[[]]]]]]", "true", "{}", "1.5",
            "9" * 400, '"tee_up"', "[" * 5000]  # fmt: skip
    for _ in range(150):
        kind = rng.randrange(4)
        if kind == 0:
            at = rng.randrange(len(text))
            damaged = text[:at] + chr(rng.randrange(32, 127)) + text[at + 1 :]
        elif kind == 1:
            damaged = text[: rng.randrange(len(text))]
        else:
            numbers = [i for i, ch in enumerate(text) if ch.isdigit() or ch in "tf"]
            at = rng.choice(numbers)
            end = at
            while end < len(text) and text[end] not in ",]":
                end += 1
            damaged = text[:at] + rng.choice(junk) + text[end:]
        found = wire.loads(damaged)
        if found is not None and whole_review(found, ARCADE, states, moves):
            # Only what changes nothing the game fixes can pass: the coach's
            # own judgement (a value lost within its verdict's band, the
            # hindsight's score), a percentile's last digits.
            def fixed(r: Review) -> object:
                return ([j._replace(lost=0.0) for j in r.moves],
                        [(lk.deal, lk.after, round(lk.percentile, 6)) for lk in r.luck],
                        r.hindsight.deals)  # type: ignore[union-attr]  # fmt: skip

            assert fixed(found) == fixed(review)


def test_an_event_line_reads_back_as_it_was_written(reviewed):
    _moves, _states, review = reviewed
    for event in (*review.moves, *review.luck, review.hindsight):
        assert wire.read_event(wire.event_line(event)) == event  # type: ignore[arg-type]
    assert wire.read_event("[" * 100_000) is None
    assert wire.read_event(b"\xff\xfe") is None


def test_an_event_of_another_kind_or_length_is_refused_by_name():
    """A hindsight event is ["h", score, survived, placements]: the same
    three values under another kind, or "h" with fewer, is no event."""
    assert wire.decode_event(["h", 120, True, 30]) == Hindsight(120, True, 30)
    for data in (["x", 120, True, 30], ["h", 120], ["h", 120, True], ["l", 1, 2]):
        with pytest.raises(wire.Refused, match="not an event"):
            wire.decode_event(data)


def test_numbers_past_any_game_are_refused_at_the_wire():
    """10**15 points is the most a message may carry (a game of a million
    placements scores far less); one more is damage."""
    assert wire.whole(10**15) == 10**15
    with pytest.raises(wire.Refused):
        wire.whole(10**15 + 1)
    with pytest.raises(wire.Refused):
        wire.real(1e15 + 1e3)


def test_a_line_is_read_up_to_its_limit_newline_included_and_not_a_byte_more():
    import io

    exact = b"x" * 9 + b"\n"  # 10 bytes with its newline
    assert list(wire.lines(io.BytesIO(exact * 2), limit=10)) == [b"x" * 9] * 2
    with pytest.raises(wire.Refused, match="longer than 10 bytes"):
        list(wire.lines(io.BytesIO(b"x" * 10 + b"\n"), limit=10))


def test_an_error_quotes_a_long_line_by_its_first_sixty_characters():
    assert wire.quoted(b"a" * 60) == repr("a" * 60)
    assert wire.quoted(b"b" * 61) == repr("b" * 57 + "...")
    assert wire.quoted(b"c" * 10_000) == repr("c" * 57 + "...")
