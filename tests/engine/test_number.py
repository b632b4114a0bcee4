"""Game numbers: read aloud, typed back, and always the same deal."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from blockpuzzle.engine import (
    ARCADE,
    ARCADE_SHAPES,
    CLASSIC,
    CLASSIC_SHAPES,
    BadNumber,
    Game,
    deal,
    game_number,
    new_seed,
    parse_number,
    spaced,
)
from blockpuzzle.engine.number import ALPHABET, LENGTH

TABLE = json.loads(Path(__file__).with_name("game_numbers.json").read_text(encoding="utf-8"))
CATALOGS = {"classic": CLASSIC_SHAPES, "arcade": ARCADE_SHAPES}


@pytest.mark.parametrize("number", sorted(TABLE))
def test_a_number_deals_the_same_pieces_in_every_version(number):
    """Pinned once (tests/engine/game_numbers.json): a number names its deal
    for good, on every system and in every later version."""
    mode, seed = parse_number(number)
    assert game_number(mode, seed) == number
    dealt = [[s.id for s in deal(seed, k, CATALOGS[mode])] for k in range(5)]
    assert dealt == TABLE[number]


def test_the_table_covers_both_modes_and_the_edges():
    modes = {parse_number(n)[0] for n in TABLE}
    seeds = {parse_number(n)[1] for n in TABLE}
    assert modes == {"classic", "arcade"} and {0, 2**40 - 1} <= seeds


def test_every_new_game_has_a_ten_character_number_that_plays_it_again():
    for rules in (CLASSIC, ARCADE):
        game = Game(rules)
        number = game_number(rules.mode, game.seed)
        assert number is not None and len(number) == LENGTH == 10
        assert set(number) <= set(ALPHABET)
        assert parse_number(number) == (rules.mode, game.seed)
    assert all(new_seed() < 2**40 for _ in range(1000))


def test_a_seed_from_before_numbers_has_none():
    assert game_number("classic", 2**40) is None
    assert game_number("zen", 5) is None


def test_numbers_are_read_as_people_type_them():
    # A seed whose number holds both a 0 and a 1, so that typing O, I or L
    # for them really is tried.
    seed = next(
        s for s in range(123_456_789, 10**12) if {"0", "1"} <= set(game_number("arcade", s)[1:9])
    )
    number = game_number("arcade", seed)
    assert number is not None
    typed = [
        number.lower(),
        spaced(number),
        f"{number[:3]}-{number[3:7]}-{number[7:]}",
        f"  {number}  ",
        number.replace("0", "O").replace("1", "l"),
        number.replace("1", "I"),
    ]
    assert "O" in typed[4] and "l" in typed[4] and "I" in typed[5]
    for text in typed:
        assert parse_number(text) == ("arcade", seed), text
    assert spaced(number) == f"{number[:5]} {number[5:]}"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "a game number has 10 characters, not 0"),
        ("C12345678", "a game number has 10 characters, not 9"),
        ("C123456789A", "a game number has 10 characters, not 11"),
        ("C1234U678X", "not in a game number: U"),
        ("C12#456789", "not in a game number: #"),
        ("CU#45678XX", "not in a game number: # U"),
        ("Q123456789", "a game number starts with C (Classic) or A (Arcade)"),
    ],
)
def test_what_is_not_a_number_is_told_why(text, message):
    """Whole messages: they are what the player reads in the dialog."""
    with pytest.raises(BadNumber) as error:
        parse_number(text)
    assert str(error.value) == message


def test_a_mistyped_character_is_called_that():
    number = game_number("classic", 12345)
    typo = number[:3] + ("1" if number[3] != "1" else "2") + number[4:]
    with pytest.raises(BadNumber) as error:
        parse_number(typo)
    assert str(error.value) == "a character is mistyped (the check character does not match)"


def test_one_mistyped_character_or_two_swapped_are_caught():
    rng = random.Random(7)
    for _ in range(60):
        number = game_number(rng.choice(["classic", "arcade"]), rng.randrange(2**40))
        assert number is not None
        for i in range(LENGTH):
            for ch in ALPHABET:
                if ch == number[i] or {ch, number[i]} == {"0", "Z"}:
                    continue
                typo = number[:i] + ch + number[i + 1 :]
                with pytest.raises(BadNumber):
                    parse_number(typo)
        for i in range(LENGTH - 1):
            a, b = number[i], number[i + 1]
            if a == b or abs(ALPHABET.index(a) - ALPHABET.index(b)) == 31:
                continue
            with pytest.raises(BadNumber):
                parse_number(number[:i] + b + a + number[i + 2 :])
