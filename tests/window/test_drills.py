"""Game ▸ Practice: the mistakes of the games the player reviewed come back
as practice positions, on the game window's board, by a schedule written in
store/drills.py — solved, after 1, 3, 7, 14, 30, then every 60 days; not
solved, ten minutes later — kept in the history, past a reset of the
statistics unless the player says otherwise.

What the coach makes of each move is its own review of the game (run here
by the test); positions are the ones the game went through as it was
played, kept by the test."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from blockpuzzle.coach.review import Reviewer, positions
from blockpuzzle.engine import CLASSIC, Game, GameState
from blockpuzzle.store.drills import schedule
from blockpuzzle.store.history import History, history_path

from ..helpers import announcements, open_window, played_positions

SEED = (1 << 40) - 4_321


def played(win, rng: random.Random) -> list[GameState]:  # type: ignore[no-untyped-def]
    return played_positions(win.model, rng)


def reviewed(win, qtbot):  # type: ignore[no-untyped-def]
    """The game just ended, reviewed to its end and the review closed; the
    coach's mistakes and blunders in it, by the coach's own review."""
    moves = list(win.model.game.moves)
    qtbot.mouseClick(win.game_over.review_button, Qt.MouseButton.LeftButton)
    review = win.review_window
    qtbot.waitUntil(lambda: review.moves_model.complete, timeout=120_000)
    review.close()
    judged = Reviewer(CLASSIC).review(SEED, moves).moves
    return [j for j in judged if j.verdict in ("mistake", "blunder")]


def test_the_schedule_is_the_one_written_in_help():
    at = datetime(2026, 12, 6, 12, 0, tzinfo=UTC)
    streak = 0
    for days in (1, 3, 7, 14, 30, 60, 60):
        streak, due = schedule(streak, True, at)
        assert due == at + timedelta(days=days)
    assert schedule(4, False, at) == (0, at + timedelta(minutes=10))


def test_practice_says_where_positions_come_from_until_a_game_is_reviewed(win):
    said = announcements(win)
    win.action("practice").trigger()
    text = (
        "Nothing to practise yet: the mistakes and blunders of the games you review become "
        "practice positions (Game ▸ Review Last Game)."
    )
    assert win.notice.label.text() == text and said[-1] == text
    assert not win.retry_bar.active


def test_the_mistakes_of_a_reviewed_game_come_back_by_the_schedule(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    win = open_window(qtbot, path, Game(CLASSIC, SEED))
    seen = played(win, random.Random(11))
    mistakes = reviewed(win, qtbot)
    assert len(mistakes) >= 3
    win.model.new_game(CLASSIC, 5)
    win.action("practice").trigger()
    bar, model = win.retry_bar, win.model
    assert bar.active and bar.practising
    # Its buttons and its name say practice, not a game's mistakes.
    assert (bar.next_button.text(), bar.stop_button.text(), bar.accessibleName()) == (
        "Ne&xt Position",
        "Stop P&ractising",
        "Practice",
    )
    assert len(bar.mistakes) == len(mistakes)  # each due at once, in the game's order
    first = mistakes[0]
    assert model.game.state == seen[first.number - 1]
    assert bar.label.text().startswith(f"Practice 1 of {len(mistakes)}, ")
    assert f", move {first.number}. There you placed " in bar.label.text()
    # Solved (the coach's move): back in a day; not offered again now.
    began = datetime.now(UTC)
    best = first.best
    assert model.place(best.slot, best.row, best.col)
    assert bar.label.text().endswith("As good as the coach's move. Solved: it comes back in 1 day.")
    # The next one missed again (the game's own move): back in ten minutes.
    bar.next_mistake()
    second = mistakes[1]
    assert model.place(second.move.slot, second.move.row, second.move.col)
    assert bar.label.text().endswith("Not solved yet: it comes back in 10 minutes.")
    history = History(history_path(path))
    due_now = {d.move for d in history.due_drills((began + timedelta(minutes=9)).isoformat(), 99)}
    assert first.number not in due_now and second.number not in due_now
    later = {d.move for d in history.due_drills((began + timedelta(minutes=11)).isoformat(), 99)}
    assert second.number in later and first.number not in later
    tomorrow = history.due_drills((began + timedelta(days=1, minutes=1)).isoformat(), 99)
    assert first.number in {d.move for d in tomorrow}
    # Per theme: the positions, the tries and the tries solved.
    results = history.drill_results()
    assert sum(n for n, _, _ in results.values()) == len(mistakes)
    assert sum(t for _, t, _ in results.values()) == 2
    assert sum(s for _, _, s in results.values()) == 1
    history.close()
    # A new round offers only what is due: the two tried are not in it.
    win.action("practice").trigger()
    if win.model.practice is not None and win.abandon_box.isVisible():
        win.abandon_box.button(QMessageBox.StandardButton.Yes).click()
    assert [m.practice.move for m in bar.mistakes] == [m.number for m in mistakes[2:]][:10]


def test_practice_positions_survive_a_reset_unless_the_player_says_otherwise(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    win = open_window(qtbot, path, Game(CLASSIC, SEED))
    played(win, random.Random(11))
    mistakes = reviewed(win, qtbot)
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    for forget, left in ((False, len(mistakes)), (True, 0)):
        box = dialog.confirm_reset()
        assert box.checkBox().text() == "Forget my practice positions too"
        assert not box.checkBox().isChecked()  # kept unless the player says
        box.checkBox().setChecked(forget)
        box.button(QMessageBox.StandardButton.Reset).click()
        assert win.session.stats("classic").games == 0
        assert sum(n for n, _, _ in win.session.history.drill_results().values()) == left
    dialog.close()


def test_a_damaged_practice_position_is_left_out_never_a_crash(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    win = open_window(qtbot, path, Game(CLASSIC, SEED))
    played(win, random.Random(11))
    mistakes = reviewed(win, qtbot)
    win.model.new_game(CLASSIC, 5)
    db = win.session.history._db
    ids = [row[0] for row in db.execute("SELECT id FROM drills ORDER BY move")]
    with db:
        db.execute("UPDATE drills SET moves = 'not moves' WHERE id = ?", (ids[0],))
        db.execute("UPDATE drills SET moves = '' WHERE id = ?", (ids[1],))
        db.execute("UPDATE drills SET mode = 'puzzle' WHERE id = ?", (ids[2],))
        db.execute("UPDATE drills SET streak = 'x' WHERE id = ?", (ids[-1],))
    win.action("practice").trigger()
    bar = win.retry_bar
    assert [m.practice.move for m in bar.mistakes] == [m.number for m in mistakes[3:-1]]
    # What a practice position begins from is the game's own position.
    for mistake in bar.mistakes:
        states = positions(CLASSIC, SEED, [*mistake.practice.moves, mistake.judged.move])
        assert mistake.practice.start == states[-2]
