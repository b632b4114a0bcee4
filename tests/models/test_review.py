"""The review's move list, column by column, against the game played again
here by the engine step by step: what a player reads in each row."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from blockpuzzle.engine import ARCADE, CLASSIC
from blockpuzzle.models.review import MoveListModel

from ..engine.helpers import careless_game


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_each_row_shows_its_move_number_cell_and_the_points_that_move_scored(qapp, game_rules):
    game, before, after = careless_game(game_rules, (1 << 40) - 99, random.Random(5), 40, 0.4)
    moves = game.moves or []
    model = MoveListModel(game_rules, game.seed, moves)
    column = {name: n for n, name in enumerate(MoveListModel.COLUMNS)}
    assert model.rowCount() == len(moves) > 5

    def shown(row: int, name: str) -> str:
        return str(model.data(model.index(row, column[name]), Qt.ItemDataRole.DisplayRole))

    for row, (move, state, next_state) in enumerate(zip(moves, before, after[1:], strict=True)):
        piece = state.tray[move.slot]  # as the player had turned it
        assert piece is not None
        # The first filled cell in reading order, found here from the cells.
        top, left = min(piece.cells)
        assert shown(row, "move") == str(row + 1)
        assert shown(row, "cell") == f"{move.row + top + 1}, {move.col + left + 1}"
        assert shown(row, "points") == str(next_state.score - state.score)
