"""Brute force the coach's tests compare with: cell by cell, through the
engine's own Board, never through the coach's search."""

from __future__ import annotations

import itertools
from functools import cache

from blockpuzzle.coach.player import Player
from blockpuzzle.engine import Board, Rules


def exhaustive_risk(board: Board, game_rules: Rules) -> float:
    """The share of all ordered deals of three of the catalog's shapes (a
    deal is dealt in one order: 6,859 of them in Classic) that cannot be
    placed whole on ``board`` in any order, each piece tried at every cell
    (pieces not turned: for rule sets without rotation)."""
    assert not game_rules.rotation
    catalog = game_rules.catalog

    @cache
    def fits(board: Board, pieces: tuple[int, ...]) -> bool:
        if not pieces:
            return True
        for i in set(pieces):
            rest = list(pieces)
            rest.remove(i)
            for row, col in itertools.product(range(8), range(8)):
                placed = board.place(catalog[i], row, col, game_rules.gravity)
                if placed is not None and fits(placed.board, tuple(rest)):
                    return True
        return False

    lost = sum(
        not fits(board, tuple(sorted(deal)))
        for deal in itertools.product(range(len(catalog)), repeat=3)
    )
    return lost / len(catalog) ** 3


def catalog_risk(player: Player, filled: int) -> float:
    """The share of the catalog's ordered deals (42,875 in Arcade) that
    ``player``'s exhaustive search (``fits_all``, turns and all) cannot
    place whole on the board ``filled``: the deals counted one by one, not
    by :meth:`Player.risk`'s sets of pieces and their chances."""
    catalog = player.rules.catalog
    fits: dict[tuple[str, ...], bool] = {}
    lost = 0
    for deal in itertools.product(catalog, repeat=3):
        key = tuple(sorted(s.id for s in deal))
        if key not in fits:
            fits[key] = player.fits_all(filled, deal)
        lost += not fits[key]
    return lost / len(catalog) ** 3
