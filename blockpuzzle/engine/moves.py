"""A game's moves, written compactly and played back.

A :class:`Move` is a placement: the tray slot, how many quarter turns the
piece was given since it was dealt, and the top-left cell where it landed.
Together with the mode and the seed, the moves are the whole game: playing
them again from the start gives every position exactly (undo included: an
undone move is simply not in the list).

Written as two characters a move from the URL-safe base-64 alphabet: the
origin square (row × 8 + column), then slot × 4 + turns.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from . import bitboard as bb

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}


class Move(NamedTuple):
    slot: int
    turns: int  # quarter turns clockwise from the piece as dealt, 0..3
    row: int
    col: int


def encode(moves: Iterable[Move]) -> str:
    return "".join(
        ALPHABET[m.row * bb.SIZE + m.col] + ALPHABET[m.slot * 4 + m.turns] for m in moves
    )


def decode(text: str) -> list[Move]:
    """The moves :func:`encode` wrote; ValueError for anything else."""
    if not isinstance(text, str) or len(text) % 2:
        raise ValueError("moves come in pairs of characters")
    moves = []
    for i in range(0, len(text), 2):
        square, how = _VALUE.get(text[i]), _VALUE.get(text[i + 1])
        if square is None or how is None or how >= 12:
            raise ValueError(f"move {i // 2 + 1} is not a move: {text[i : i + 2]!r}")
        moves.append(Move(how // 4, how % 4, square // bb.SIZE, square % bb.SIZE))
    return moves
