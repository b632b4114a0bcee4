"""Retry my mistakes: from the game-over card or the review, each mistake and
blunder of the game comes back on the game window's own board and tray, as
the position was before it; the player places a piece by any way of
playing, and is told how the retry compares — in the bar over the board and
to a screen reader — with the coach's verdict kept in the history and shown
in the review.  The coach's move only on request, and a retry after it is
not kept.

What the coach makes of each move is the coach's own review of the game
(:class:`Reviewer`, run here by the test); positions are the ones the game
went through as it was played, kept by the test."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from blockpuzzle.coach.review import VERDICTS, Reviewer
from blockpuzzle.engine import CLASSIC, SHAPES, Game, GameState, Move
from blockpuzzle.engine import bitboard as bb
from blockpuzzle.models.game import Ghost
from blockpuzzle.store.history import History, history_path

from ..helpers import announcements, ghost, open_window, played_positions

SEED = (1 << 40) - 4_321


def played(win, rng: random.Random) -> list[GameState]:  # type: ignore[no-untyped-def]
    return played_positions(win.model, rng)


def retrying(win, qtbot):  # type: ignore[no-untyped-def]
    """The game's mistakes, retried from its game-over card."""
    moves = list(win.model.game.moves)
    review = Reviewer(CLASSIC).review(SEED, moves)
    qtbot.mouseClick(win.game_over.retry_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.retry_bar.active, timeout=120_000)
    mistakes = [j for j in review.moves if j.verdict in ("mistake", "blunder")]
    return moves, mistakes


def cells(shape_id: str, move: Move) -> int:
    bits = 0
    for dr, dc in SHAPES[shape_id].cells:
        bits |= bb.bit(move.row + dr, move.col + dc)
    return bits


def test_each_mistake_comes_back_as_it_was_and_the_retry_is_judged_and_kept(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    win = open_window(qtbot, path, Game(CLASSIC, SEED))
    seen = played(win, random.Random(11))
    record = win.session.history.last_game()
    said = announcements(win)
    _moves, mistakes = retrying(win, qtbot)
    assert len(mistakes) >= 3, "a careless game has mistakes to retry"
    bar, model = win.retry_bar, win.model
    assert bar.isVisible()
    first = mistakes[0]
    # The position before the mistake, with the tray as it was.
    assert model.game.state == seen[first.number - 1]
    assert model.practice is not None and model.practice.move == first.number
    piece = SHAPES[first.shape]
    r, c = first.move.row + piece.anchor[0], first.move.col + piece.anchor[1]
    verdict = first.verdict
    prompt = (
        f"Retry 1 of {len(mistakes)}, move {first.number}: in the game you placed "
        f"{{piece}} at row {r + 1}, column {c + 1}, a {verdict}."
    )
    text = bar.label.text()
    assert text.startswith(prompt.split("{piece}")[0]) and text.endswith(
        prompt.split("{piece}")[1] + " Place a piece where you think best."
    )
    qtbot.waitUntil(lambda: said[-1] == text)  # a screen reader hears it whole
    # The move of the game again: judged as in the review.
    assert model.place(first.move.slot, first.move.row, first.move.col)
    still = "Still a blunder." if verdict == "blunder" else "Still a mistake."
    assert bar.label.text().endswith(still)
    # After the placement's own words.
    qtbot.waitUntil(lambda: said[-1] == bar.label.text())
    assert said[-2].startswith("Placed at row")
    # Again, and this time the coach's move: as good as the coach's.
    qtbot.mouseClick(bar.again_button, Qt.MouseButton.LeftButton)
    assert model.game.state == seen[first.number - 1]
    best = first.best
    for _ in range(best.turns):
        model.rotate(best.slot)
    assert model.place(best.slot, best.row, best.col)
    assert bar.label.text().endswith("As good as the coach's move.")
    # Kept with the game: the last retry's verdict, two tries.
    assert History(history_path(path)).retries(record) == {first.number: ("best", 2)}
    # Undone: the retry begins again, and the next piece placed is judged.
    assert model.undo()
    assert bar.result is None and bar.label.text().endswith("Place a piece where you think best.")
    assert model.place(first.move.slot, first.move.row, first.move.col)
    assert bar.label.text().endswith(still)
    assert History(history_path(path)).retries(record) == {first.number: (verdict, 3)}
    # The next one, by its key (Alt+X), from wherever the keyboard is in
    # the game window, which came to the front for the retrying.
    qtbot.waitUntil(win.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget() or win, Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier)
    second = mistakes[1]
    qtbot.waitUntil(lambda: model.practice.move == second.number)  # a button's key: animated
    assert model.game.state == seen[second.number - 1]
    assert bar.label.text().startswith(f"Retry 2 of {len(mistakes)}, move {second.number}:")
    # A move better than the game's that is not the coach's best, where the
    # position has one: "better than in the game".
    judge = Reviewer(CLASSIC)
    better = [
        (j.verdict, m)
        for slot, row, col in Game.resume(CLASSIC, SEED, seen[second.number - 1]).legal_moves()
        if (m := Move(slot, 0, row, col))
        and (j := judge.judge(second.number, seen[second.number - 1], m)).verdict != "best"
        and VERDICTS.index(j.verdict) < VERDICTS.index(second.verdict)
    ]
    if better:
        was, move = better[0]
        assert model.place(move.slot, move.row, move.col)
        assert bar.label.text().endswith(
            f"Better than in the game: {was} (in the game, a {second.verdict})."
        )
    win.review_window.close()


def test_the_coachs_move_is_shown_only_when_asked_and_a_retry_after_it_is_not_kept(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    win = open_window(qtbot, path, Game(CLASSIC, SEED))
    seen = played(win, random.Random(11))
    record = win.session.history.last_game()
    _moves, mistakes = retrying(win, qtbot)
    bar, model = win.retry_bar, win.model
    first = mistakes[0]
    assert ghost(win, Ghost.FITS) == 0  # nothing shown before it is asked
    qtbot.mouseClick(bar.show_button, Qt.MouseButton.LeftButton)
    # On the board, where the coach would put its piece, and in words.
    assert ghost(win, Ghost.FITS) == cells(first.best_shape, first.best)
    assert model.selected == first.best.slot
    best = SHAPES[first.best_shape]
    r, c = first.best.row + best.anchor[0], first.best.col + best.anchor[1]
    assert "The coach's move: " in bar.label.text()
    assert bar.label.text().endswith(f" at row {r + 1}, column {c + 1}.")
    assert model.place(first.best.slot, first.best.row, first.best.col)
    assert bar.label.text().endswith(
        "As good as the coach's move. Not kept: the coach's move was shown."
    )
    assert History(history_path(path)).retries(record) == {}
    # Tried again without it: kept.
    bar.try_again()
    assert model.game.state == seen[first.number - 1] and ghost(win, Ghost.FITS) == 0
    assert model.place(first.move.slot, first.move.row, first.move.col)
    assert History(history_path(path)).retries(record) == {first.number: (first.verdict, 1)}
    win.review_window.close()


def test_the_last_retry_counts_them_all_and_the_review_tells_each_retried_move(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    win = open_window(qtbot, path, Game(CLASSIC, SEED))
    played(win, random.Random(11))
    _moves, mistakes = retrying(win, qtbot)
    bar, model = win.retry_bar, win.model
    outcomes = []
    for n, mistake in enumerate(mistakes):
        assert model.practice.move == mistake.number
        if n % 2:  # every other one the coach's move: as good as the coach's
            best = mistake.best
            for _ in range(best.turns):
                model.rotate(best.slot)
            model.place(best.slot, best.row, best.col)
            outcomes.append("coach")
        else:  # the others the game's own move again
            model.place(mistake.move.slot, mistake.move.row, mistake.move.col)
            outcomes.append("still")
        if n + 1 < len(mistakes):
            assert bar.next_button.isEnabled()
            bar.next_mistake()
    assert not bar.next_button.isEnabled()
    assert bar.label.text().endswith(
        f"Retried {len(mistakes)} of the game's mistakes: {outcomes.count('coach')} as good as "
        f"the coach's, 0 better than in the game, {outcomes.count('still')} still mistakes."
    )
    # The review says, move by move, how the last retry went.
    review = win.review_window
    review.go(mistakes[1].number - 1)
    review._show_detail(speak=False)
    assert review.detail.text().endswith("Retried once; the last retry: best.")
    review.close()


def test_a_new_game_ends_the_retrying_and_a_game_in_progress_is_asked_about(win, qtbot):
    win.model.load_game(Game(CLASSIC, SEED))
    played(win, random.Random(11))
    record = win.session.history.last_game()
    win.show_review(record)
    review = win.review_window
    qtbot.waitUntil(review.retry_button.isEnabled, timeout=120_000)
    win.model.new_game(CLASSIC, 5)
    win.model.place(*win.model.game.legal_moves()[0])
    in_progress = win.model.game.state
    qtbot.mouseClick(review.retry_button, Qt.MouseButton.LeftButton)
    box = win.abandon_box
    assert box.text() == "Retry the mistakes of that game? The board you are playing will be lost."
    box.button(QMessageBox.StandardButton.No).click()
    assert not win.retry_bar.active and win.model.game.state == in_progress
    qtbot.mouseClick(review.retry_button, Qt.MouseButton.LeftButton)
    win.abandon_box.button(QMessageBox.StandardButton.Yes).click()
    assert win.retry_bar.active and win.retry_bar.isVisible()
    win.action("new_classic").trigger()  # a practice game: asked about like any
    if win.model.practice is not None:
        win.abandon_box.button(QMessageBox.StandardButton.Yes).click()
    assert not win.retry_bar.active and not win.retry_bar.isVisible()
    assert win.model.practice is None
    review.close()


def test_a_game_without_mistakes_says_there_is_nothing_to_retry(win, qtbot):
    """A game the coach played itself for a few moves, then left."""
    from blockpuzzle.coach.player import Player

    win.model.load_game(Game(CLASSIC, SEED))
    player = Player(CLASSIC)
    model = win.model
    plan = player.plan(model.game.board.filled, model.game.tray)
    move = plan.moves[0]
    model.place(move.slot, move.row, move.col)
    model.new_game(CLASSIC, 3)  # the one move counted, as an abandoned game
    record = win.session.history.last_game()
    assert Reviewer(CLASSIC).review(SEED, [move]).moves[0].verdict == "best"
    win.show_review(record)
    review = win.review_window
    review.retry_mistakes()
    qtbot.waitUntil(lambda: not review.analysing(), timeout=60_000)
    qtbot.waitUntil(lambda: review.nothing_to_retry, timeout=5_000)
    assert review.summary.text().endswith("No mistakes or blunders in this game: nothing to retry.")
    assert not review.retry_button.isEnabled() and not win.retry_bar.active
    review.close()


def test_each_retry_hands_the_keyboard_to_the_pieces_and_is_played_by_keys(win, qtbot):
    """Started from the card (whose button had the keyboard), stepped by the
    bar's keys: the pieces have the keyboard each time, and a piece placed
    by keys is judged."""
    from ..helpers import press, walk_cursor

    win.model.load_game(Game(CLASSIC, SEED))
    played(win, random.Random(11))
    _moves, mistakes = retrying(win, qtbot)
    qtbot.waitUntil(win.isActiveWindow)
    assert QApplication.focusWidget() is win.tray_view
    qtbot.keyClick(win.tray_view, Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: win.model.practice.move == mistakes[1].number)
    assert QApplication.focusWidget() is win.tray_view
    # The game's own move again, by keys: its piece's number, the cursor to
    # its first cell, Enter.
    second = mistakes[1]
    piece = SHAPES[second.shape]
    press(win, getattr(Qt.Key, f"Key_{second.move.slot + 1}"))
    walk_cursor(win, second.move.row + piece.anchor[0], second.move.col + piece.anchor[1])
    press(win, Qt.Key.Key_Return)
    assert win.retry_bar.result is not None
    assert win.retry_bar.result[0].verdict == second.verdict
    win.review_window.close()


def test_the_coachs_move_is_said_once_with_the_retry(win, qtbot):
    win.model.load_game(Game(CLASSIC, SEED))
    played(win, random.Random(11))
    said = announcements(win)
    retrying(win, qtbot)
    bar = win.retry_bar
    # What the retry's start says is said a moment later (after the focus
    # moves): heard first, whatever the machine's speed.
    prompt = bar.label.text()
    qtbot.waitUntil(lambda: prompt in said, timeout=5_000)
    start = len(said)
    qtbot.mouseClick(bar.show_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any("The coach's move: " in s for s in said[start:]))
    qtbot.wait(50)
    retry_words = [s for s in said[start:] if s.startswith("Retry 1 of ")]
    assert retry_words == [bar.label.text()]  # once, the coach's move in it
    win.review_window.close()
