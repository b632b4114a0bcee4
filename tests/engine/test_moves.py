"""Moves written as two characters each, and read back."""

from __future__ import annotations

import pytest

from blockpuzzle.engine.moves import ALPHABET, Move, decode, encode


def test_every_move_round_trips():
    moves = [Move(slot, turns, row, col) for slot in range(3) for turns in range(4)
             for row in (0, 7) for col in (0, 7)]  # fmt: skip
    assert decode(encode(moves)) == moves
    # Square 63 is "_"; slot 2 turned three times is 2 × 4 + 3 = 11, "L".
    assert encode([Move(2, 3, 7, 7)]) == "_L"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("AAB", "moves come in pairs of characters"),
        ("AAAM", "move 2 is not a move: 'AM'"),  # 12 would be a fourth slot
        ("AAAAA!", "move 3 is not a move: 'A!'"),
        ("!A", "move 1 is not a move: '!A'"),
    ],
)
def test_a_damaged_list_of_moves_says_which_move(text, message):
    assert ALPHABET[12] == "M"
    with pytest.raises(ValueError, match=f"^{message}$"):
        decode(text)


def test_the_last_slot_turned_three_times_is_a_move():
    assert decode("AL") == [Move(2, 3, 0, 0)]
