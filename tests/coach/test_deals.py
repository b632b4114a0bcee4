"""Whether a deal's pieces can all be placed (coach/deals.py): the budget
of tried placements is each search's own, counted as documented; the
answers are the engine's, tried cell by cell here."""

from __future__ import annotations

import itertools

from blockpuzzle.coach.deals import placeable
from blockpuzzle.engine import Board, shape

DOT, BAR = [shape("dot")], [shape("bar5h")]


def by_hand(filled: int, pieces: list[list]) -> bool:  # type: ignore[type-arg]
    """Every order, every cell, through the engine's Board (no budget)."""
    board = Board((filled, *(0,) * 7))
    if not pieces:
        return True
    for i, turns in enumerate(pieces):
        for piece in turns:
            for row, col in itertools.product(range(8), range(8)):
                placement = board.place(piece, row, col)
                if placement is not None and by_hand(
                    placement.board.filled, pieces[:i] + pieces[i + 1 :]
                ):
                    return True
    return False


def test_each_tried_placement_but_the_last_pieces_counts_against_the_budget():
    # Two pieces on an empty board: the first placement tried (1 of the
    # budget) leaves room for the last, which is looked for without a count.
    assert placeable(0, [DOT, DOT], 1, False) is True
    assert placeable(0, [DOT, DOT], 0, False) is False
    # One piece alone is looked for, never counted.
    assert placeable(0, [BAR], 0, False) is True


def test_a_search_answers_as_the_engine_does_whatever_ran_before_it():
    rows = ["11111111", "1.......", "11111111", "1111.111",
            "11111111", "11.11111", "11111111", "1111111."]  # fmt: skip
    filled = Board.from_text("\n".join(rows)).filled
    square = [shape("square3")]
    # Dots that clear row 3 or column 4 first make room for a square.
    deals = [[DOT, DOT, DOT], [BAR, DOT, DOT], [square, DOT, DOT], [square, square, square]]
    answers = [placeable(filled, deal, 1 << 62, False) for deal in deals]
    assert answers == [by_hand(filled, deal) for deal in deals]
    # The same searches again, in another order: each counts from its own
    # budget, whatever ran before it.
    again = [placeable(filled, deal, 1 << 62, False) for deal in reversed(deals)]
    assert again == list(reversed(answers))
    assert True in answers and False in answers
