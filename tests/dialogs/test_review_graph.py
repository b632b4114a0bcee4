"""The shape of a reviewed game: the graph of the room each move left, its
key moments (the biggest losses, the unluckiest deals) as marks of two
shapes and as a list a keyboard steps through; a click or a choice goes to
the move.

The room is counted here cell by cell on the positions the game went
through (kept by the test as it played); the key moments are picked here
from the coach's review by the rule the graph's caption states."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from blockpuzzle.coach.review import Reviewer
from blockpuzzle.dialogs.review import ReviewWindow
from blockpuzzle.engine import CLASSIC

from ..coach.test_review import places_left
from ..engine.helpers import careless_game
from .test_review import SEED, record_of, wait_done


def reviewed(qtbot, rng: int):  # type: ignore[no-untyped-def]
    game, _before, after = careless_game(CLASSIC, SEED, random.Random(rng))
    window = ReviewWindow(record_of(game), None)
    qtbot.addWidget(window)
    window.resize(900, 600)
    window.show()
    wait_done(qtbot, window)
    return window, game, after


def expected_moments(game) -> list[tuple[int, str]]:  # type: ignore[no-untyped-def]
    """The three mistakes or blunders that gave up most, and every deal of
    luck 10 or under at its first move, in move order."""
    review = Reviewer(CLASSIC).review(game.seed, game.moves or [])
    bad = [j for j in review.moves if j.verdict in ("mistake", "blunder")]
    bad.sort(key=lambda j: (-j.lost, j.number))
    found = [(j.number - 1, "loss") for j in bad[:3]]
    found += [(lk.after, "unlucky") for lk in review.luck
              if lk.percentile <= 10 and lk.after < len(game.moves or [])]  # fmt: skip
    return sorted(found)


def test_the_graph_is_the_room_each_move_left(qtbot):
    window, game, after = reviewed(qtbot, 8)
    graph = window.graph
    assert graph.rooms == [places_left(state.board.filled, CLASSIC.catalog) for state in after[1:]]
    assert len(graph.rooms) == len(game.moves or [])
    # Drawn left to right in move order, higher where more room was left.
    xs = [graph.point(r).x() for r in range(len(graph.rooms))]
    assert xs == sorted(xs) and xs[0] < xs[-1]
    high = max(range(len(graph.rooms)), key=lambda r: graph.rooms[r])
    low = min(range(len(graph.rooms)), key=lambda r: graph.rooms[r])
    assert graph.point(high).y() < graph.point(low).y()
    assert window.graph.accessibleName() == "Room after each move"
    assert "biggest losses" in window.graph_caption.text()
    window.close()


def test_a_click_on_the_graph_goes_to_that_move_and_the_graph_follows_the_list(qtbot):
    window, game, _ = reviewed(qtbot, 8)
    graph = window.graph
    row = len(game.moves or []) // 2
    QTest.mouseClick(graph, Qt.MouseButton.LeftButton, pos=graph.point(row).toPoint())
    assert window.current() == row and graph.current == row
    window.step(1)
    assert graph.current == row + 1
    window.close()


def test_the_key_moments_are_the_biggest_losses_and_the_unluckiest_deals(qtbot):
    for rng in (8, 9, 11):
        window, game, _ = reviewed(qtbot, rng)
        moments = window.moments
        expected = expected_moments(game)
        assert moments.moments == expected
        assert moments.accessibleName() == "Key moments"
        texts = [moments.item(i).text() for i in range(moments.count())]
        for text, (row, kind) in zip(texts, expected, strict=True):
            assert text.startswith(f"Move {row + 1}: ")
            assert ("one of your biggest losses" in text) == (kind == "loss")
            assert ("an unlucky deal, its luck " in text) == (kind == "unlucky")
        if any(kind == "unlucky" for _, kind in expected) and expected:
            break
        window.close()
    assert any(kind == "unlucky" for _, kind in expected), "no seed had an unlucky deal"
    # Chosen with the keyboard, a moment takes the review to its move.
    moments.setFocus()
    for index, (row, _kind) in enumerate(expected):
        moments.setCurrentRow(index)
        assert window.current() == row
    window.close()


def test_a_loss_is_marked_by_a_triangle_and_an_unlucky_deal_by_a_square(qtbot):
    """Told apart by shape, not by colour: below its middle a square fills
    its corners, a triangle pointing down does not."""
    for rng in (8, 9, 11):
        window, _game, _ = reviewed(qtbot, rng)
        kinds = dict(window.moments.moments)
        if "loss" in kinds.values() and "unlucky" in kinds.values():
            break
        window.close()
    graph = window.graph
    image = graph.grab().toImage()
    ratio = image.devicePixelRatio()
    ground = QColor(image.pixelColor(1, 1))

    def filled(x: float, y: float) -> bool:
        colour = image.pixelColor(round(x * ratio), round(y * ratio))
        return abs(colour.lightness() - ground.lightness()) > 60

    for row, kind in window.moments.moments:
        at = graph.point(row)
        if row == graph.current:
            continue  # the line of the move shown crosses it
        assert filled(at.x(), at.y())
        corner = filled(at.x() - 3.5, at.y() + 3.5)
        assert corner == (kind == "unlucky"), (row, kind)
    window.close()


def test_a_deal_of_luck_10_is_unlucky_and_one_of_luck_13_is_not(qapp):
    """The caption's rule at its edge: luck 10 of 100 or under (a sixth of
    the fifteen fair deals or fewer were worse) is a key moment."""
    from blockpuzzle.coach.review import Luck
    from blockpuzzle.dialogs.review_graph import key_moments
    from blockpuzzle.models.review import MoveListModel

    game, before, _ = careless_game(CLASSIC, SEED, random.Random(8))
    moves = game.moves or []
    model = MoveListModel(CLASSIC, game.seed, moves)
    firsts = [row for row in range(1, len(moves)) if before[row].deals != before[row - 1].deals]
    assert len(firsts) >= 2
    a, b = firsts[:2]
    assert model.add(Luck(before[a].deals - 1, a, 10.0))
    assert model.add(Luck(before[b].deals - 1, b, 100 * 2 / 15))  # 13.3
    assert key_moments(model) == [(a, "unlucky")]
