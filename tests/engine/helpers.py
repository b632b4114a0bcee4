"""Ways to play a game in tests: every legal move, a random move."""

from __future__ import annotations

import random

from blockpuzzle.engine import Game


def play_randomly(game: Game, rng: random.Random, limit: int = 10_000) -> int:
    """Random legal moves until the game ends (or ``limit``); the count."""
    n = 0
    while not game.over and n < limit:
        game.place(*rng.choice(game.legal_moves()))
        n += 1
    return n


def turn_that_helps(game: Game) -> int | None:
    """A slot whose piece fits somewhere once turned (Arcade), if any."""
    from blockpuzzle.engine import ROTATED, SHAPES

    for slot, piece in enumerate(game.tray):
        for _ in range(3 if piece is not None else 0):
            piece = SHAPES[ROTATED[piece.id]]
            if game.board.fits_anywhere(piece):
                return slot
    return None
