"""Ways to play a game in tests: every legal move, a random move."""

from __future__ import annotations

import random
from typing import NamedTuple

from blockpuzzle.engine import Game, GameState, Rules


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


class Played(NamedTuple):
    game: Game
    before: list[GameState]  # each placement's position, its pieces as turned for it
    after: list[GameState]  # the first position, then each one a placement left


def careless_game(
    rules: Rules, seed: int, rng: random.Random, limit: int | None = None, turning: float = 0.0
) -> Played:
    """A game by a careless player: ``rng``'s choice of the legal moves;
    in Arcade, with chance ``turning``, a random piece turned before a
    move, and one that then fits turned where nothing does; to its end, or
    to ``limit`` placements."""
    game = Game(rules, seed)
    before: list[GameState] = []
    after = [game.state]
    while not game.over and (limit is None or len(game.moves or ()) < limit):
        if turning and rules.rotation and rng.random() < turning:
            game.rotate(rng.choice([s for s, p in enumerate(game.tray) if p is not None]))
        moves = game.legal_moves()
        if not moves:
            slot = turn_that_helps(game)
            assert slot is not None  # the game would be over
            game.rotate(slot)
            continue
        before.append(game.state)
        game.place(*rng.choice(moves))
        after.append(game.state)
    return Played(game, before, after)
