"""Play on from here: from any move of a review, the game goes on in the game
window as a practice game — from the very position the player had before
that move, labelled as practice on screen and for a screen reader, never
counted in the statistics or the best score, never kept as the game in
progress, and begun again from the same place from its card.

Expected positions are the ones the game went through as it was played,
kept by the test move by move (not the review's replay)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from blockpuzzle.dialogs.statistics import GAMES_TAB
from blockpuzzle.engine import ARCADE, CLASSIC, Game, GameState, game_number, spaced

from ..helpers import announcements, open_window, played_positions, playing_row, session_at

SEED = (1 << 40) - 77


def played(win, rng: random.Random) -> list[GameState]:  # type: ignore[no-untyped-def]
    return played_positions(win.model, rng)


def coached(win, above: int) -> list[GameState]:  # type: ignore[no-untyped-def]
    """The window's game played by the coach's player, a plan at a time,
    to a score above ``above``, then carelessly to its end; the position
    before each placement."""
    from blockpuzzle.coach.player import Player

    model = win.model
    player = Player(model.rules)
    seen = []
    while not model.game.over and model.score <= above:
        plan = player.plan(model.game.board.filled, model.game.tray)
        for move in plan.moves:
            seen.append(model.game.state)
            for _ in range(move.turns):
                model.rotate(move.slot)
            assert model.place(move.slot, move.row, move.col)
    return seen + played(win, random.Random(above))


def review_of_last(win, qtbot):  # type: ignore[no-untyped-def]
    qtbot.mouseClick(win.game_over.review_button, Qt.MouseButton.LeftButton)
    window = win.review_window
    qtbot.waitUntil(window.isVisible)
    return window


def games_in_history(win) -> int:  # type: ignore[no-untyped-def]
    return sum(win.session.stats(mode).games for mode in ("classic", "arcade"))


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_play_on_continues_from_the_position_before_the_chosen_move_uncounted(
    qtbot, tmp_path, game_rules
):  # type: ignore[no-untyped-def]
    win = open_window(qtbot, tmp_path / "settings.ini", Game(game_rules, SEED))
    seen = played(win, random.Random(5))
    final, counted = win.model.score, games_in_history(win)
    best = win.model.best
    assert best == final  # the one finished game is the best
    review = review_of_last(win, qtbot)
    move = len(seen) // 2
    review.go(move - 1)  # the rows count from 0, the moves from 1
    said = announcements(win)
    qtbot.mouseClick(review.play_on_button, Qt.MouseButton.LeftButton)
    # The game window, at the position before that move: board, tray, score.
    model = win.model
    assert model.game.state == seen[move - 1]
    assert model.practice is not None and model.practice.move == move
    assert not model.game.can_undo  # nothing to take back before where it began
    number = spaced(game_number(game_rules.mode, SEED)).replace(" ", "\u00a0")
    mode = "Classic" if game_rules is CLASSIC else "Arcade"
    assert win.header.mode_label.text() == f"Practice · {mode} · game {number}, from move {move}"
    assert said[-1].startswith(
        f"Practice from move {move}, not counted in your statistics: {mode}, "
        f"score {seen[move - 1].score}."
    )
    # Played to its end, better than the game was (the coach plays it):
    # nothing counted, the best unchanged.
    again = coached(win, best)
    assert again[0] == seen[move - 1] and win.model.score > best
    assert games_in_history(win) == counted
    assert win.model.best == best and win.header.best_label.text() == f"Best: {best}"
    card = win.game_over
    assert card.isVisible() and card.title.text() == "No piece fits: practice over"
    assert not card.badge.isVisibleTo(card)
    assert "A practice game: not counted in your statistics." in card.summary.text()
    assert not card.review_button.isVisibleTo(card)  # it is in no history
    # Its card begins it again from the same move, without a question.
    assert card.again_button.text() == f"Play on from move {move} &again"
    card.again_button.click()
    assert model.game.state == seen[move - 1] and model.practice.move == move
    review.close()


def test_a_practice_game_is_never_kept_as_the_game_in_progress(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    win = open_window(qtbot, path, Game(CLASSIC, SEED))
    seen = played(win, random.Random(7))
    review = review_of_last(win, qtbot)
    review.go(2)
    review.play_on()
    win.model.place(*win.model.game.legal_moves()[0])
    assert playing_row(path) is None  # nothing of the practice on disk
    review.close()
    win.close()
    # Started again: a new game, not the practice.
    model, session = session_at(path)
    assert model.practice is None
    assert model.game.score == 0 and model.game.board.filled == 0
    assert session.stats("classic").games == 1 and seen


def test_playing_on_asks_before_abandoning_a_game_in_progress(win, qtbot):
    win.model.load_game(Game(CLASSIC, SEED))
    seen = played(win, random.Random(8))
    review = review_of_last(win, qtbot)
    win.model.new_game(CLASSIC, 99)
    win.model.place(*win.model.game.legal_moves()[0])
    in_progress = win.model.game.state
    review.go(4)
    review.play_on()
    box = win.abandon_box
    assert box.isVisible()
    assert box.text() == (
        "Play on from move 5 as a practice game? The board you are playing will be lost."
    )
    assert box.button(QMessageBox.StandardButton.Yes).text() == "Play On"
    box.button(QMessageBox.StandardButton.No).click()
    assert win.model.practice is None and win.model.game.state == in_progress
    review.play_on()
    win.abandon_box.button(QMessageBox.StandardButton.Yes).click()
    assert win.model.practice is not None and win.model.game.state == seen[4]
    # The game given up is counted as abandoned, as a new game would count it.
    assert win.session.stats("classic").games == 2
    # And a new game after the practice is asked about too, and counted.
    win.model.place(*win.model.game.legal_moves()[0])
    win.action("new_classic").trigger()
    win.abandon_box.button(QMessageBox.StandardButton.Yes).click()
    assert win.model.practice is None and win.model.score == 0
    assert win.session.stats("classic").games == 2
    review.close()


def test_play_on_from_a_review_opened_in_statistics_closes_statistics(win, qtbot):
    win.model.load_game(Game(CLASSIC, SEED))
    seen = played(win, random.Random(9))
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    dialog.ui.tabs.setCurrentIndex(GAMES_TAB)
    table = dialog.ui.gamesTable
    table.setCurrentIndex(table.model().index(0, 0))
    qtbot.mouseClick(dialog.ui.reviewButton, Qt.MouseButton.LeftButton)
    review = dialog.review_window
    review.go(len(seen) - 1)
    # By its key, from the move list.
    review.activateWindow()
    qtbot.waitUntil(review.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert not dialog.isVisible()  # it would keep the game window from being played
    assert win.model.practice is not None and win.model.practice.move == len(seen)
    assert win.model.game.state == seen[-1]
    review.close()
