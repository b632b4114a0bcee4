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


def test_a_move_that_closed_places_says_how_many_more_the_best_kept_open(qapp):
    """ "…, which kept N more places open": N is the places the catalog fits
    after the best move less those after the player's, each counted here on
    the board replayed by the engine."""
    import re

    from blockpuzzle.coach.review import Reviewer
    from blockpuzzle.engine import Game

    from ..coach.test_review import PINNED_SEED, places_left

    game, _, _ = careless_game(CLASSIC, PINNED_SEED, random.Random(6), 20)
    moves = game.moves or []
    model = MoveListModel(CLASSIC, game.seed, moves)
    review = Reviewer(CLASSIC).review(game.seed, moves)
    for event in (*review.moves, *review.luck, review.hindsight):
        model.add(event)
    told = 0
    for judged in review.moves:
        sentence = model.sentence(judged.number - 1)
        found = re.search(r"which kept (\d+) more places? open", sentence)
        before = moves[: judged.number - 1]
        mine, best = Game(CLASSIC, game.seed), Game(CLASSIC, game.seed)
        mine.play([*before, judged.move])
        best.play([*before, judged.best])
        more = places_left(best.board.filled, CLASSIC.catalog) - places_left(
            mine.board.filled, CLASSIC.catalog
        )
        if judged.lost == 0 or judged.fatal or more <= 0:
            assert found is None, sentence
        else:
            assert found is not None and int(found.group(1)) == more, sentence
            told += 1
    assert told >= 3


def test_each_verdict_shows_its_sign_beside_its_word_and_is_read_as_the_word(qapp):
    """DESIGN.md: ✓ best, ?! inaccuracy, ? mistake, ?? blunder, nothing for
    good — beside the words, never instead of them; a screen reader hears
    the word alone."""
    from blockpuzzle.coach.review import Reviewer

    from ..coach.test_review import PINNED_SEED

    signs = {"best": "✓ best", "good": "good", "inaccuracy": "?! inaccuracy",
             "mistake": "? mistake", "blunder": "?? blunder"}  # fmt: skip
    game, _, _ = careless_game(CLASSIC, PINNED_SEED, random.Random(6), 20)
    moves = game.moves or []
    model = MoveListModel(CLASSIC, game.seed, moves)
    column = MoveListModel.COLUMNS.index("verdict")
    assert model.index(0, column).data() == "…"
    assert model.index(0, column).data(Qt.ItemDataRole.AccessibleTextRole) == "not judged yet"
    review = Reviewer(CLASSIC).review(game.seed, moves)
    for event in (*review.moves, *review.luck, review.hindsight):
        model.add(event)
    seen = set()
    for judged in review.moves:
        index = model.index(judged.number - 1, column)
        assert index.data() == signs[judged.verdict]
        assert index.data(Qt.ItemDataRole.AccessibleTextRole) == judged.verdict
        seen.add(judged.verdict)
    assert seen >= {"best", "good", "blunder", "mistake", "inaccuracy"}
