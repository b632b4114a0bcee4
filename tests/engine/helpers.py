"""Ways to play a game in tests: every legal move, a random move."""

from __future__ import annotations

import random

from blockpuzzle.engine import Game
from blockpuzzle.engine import bitboard as bb


def legal_moves(game: Game) -> list[tuple[int, int, int]]:
    moves = []
    for slot, piece in enumerate(game.tray):
        if piece is not None and not game.over:
            moves.extend((slot, r, c) for r, c in bb.cells(game.board.legal_origins(piece)))
    return moves


def play_randomly(game: Game, rng: random.Random, limit: int = 10_000) -> int:
    """Random legal moves until the game ends (or ``limit``); the count."""
    n = 0
    while not game.over and n < limit:
        game.place(*rng.choice(legal_moves(game)))
        n += 1
    return n
