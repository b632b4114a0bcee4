"""Past games analysed in the background: the latest first, one worker
process, each kept as its review would be (the coach's own review of the
game, worked out here by the test) with its mistakes as practice positions;
waiting while the player plays; stopped at once by Preferences or by the
window closing."""

from __future__ import annotations

import random

from blockpuzzle.coach import wire
from blockpuzzle.coach.review import VERSION, Reviewer
from blockpuzzle.engine import CLASSIC
from blockpuzzle.store.settings import ANALYSIS

from ..helpers import finish

SEEDS = ((1 << 40) - 11, (1 << 40) - 12, (1 << 40) - 13)


def games_ended(win) -> list:  # type: ignore[no-untyped-def, type-arg]
    """Three games played to their end; their moves, in the order played."""
    played = []
    for seed in SEEDS:
        win.model.new_game(CLASSIC, seed)
        finish(win.model, random.Random(seed))
        played.append((seed, list(win.model.game.moves)))
    win.model.new_game(CLASSIC, 1)
    return played


def test_every_past_game_is_reviewed_latest_first_and_kept(win, qtbot):
    played = games_ended(win)
    background = win.background
    history = win.session.history
    progress = []
    background.progressed.connect(lambda done, total: progress.append((done, total)))
    order = []
    background.next_game()
    order.append(background.record.seed)
    assert background.worker is not None and len(background.worker.processes) == 1
    qtbot.waitUntil(lambda: len(progress) == 3, timeout=180_000)
    assert progress == [(1, 3), (2, 3), (3, 3)]
    assert order == [SEEDS[-1]]  # the latest game first
    assert history.unreviewed(VERSION, 10)[2] == 0
    drills = sum(n for n, _, _ in history.drill_results().values())
    mistakes = 0
    for record, (seed, moves) in zip(history.games(), played, strict=True):
        kept = wire.loads(history.review(record, VERSION))
        coach = Reviewer(CLASSIC).review(seed, moves)
        assert kept == coach
        mistakes += sum(j.verdict in ("mistake", "blunder") for j in coach.moves)
    assert drills == mistakes
    assert background.worker is None  # nothing left: no process runs


def test_it_waits_while_the_player_plays(win, qtbot):
    games_ended(win)
    background = win.background
    background._quiet.setInterval(1_500)
    background.next_game()
    worker, model = background.worker, background.moves_model
    win.model.place(*win.model.game.legal_moves()[0])  # the player plays
    assert background.paused
    # What the process had it finishes; nothing more is handed out.
    qtbot.waitUntil(lambda: worker._tasks == [None], timeout=60_000)
    judged = sum(j is not None for j in model.judged)
    qtbot.wait(500)
    assert sum(j is not None for j in model.judged) == judged and not model.complete
    # Quiet again: it goes on to the end.
    qtbot.waitUntil(lambda: not background.paused, timeout=5_000)
    qtbot.waitUntil(lambda: model.complete, timeout=120_000)


def test_turned_off_in_preferences_it_stops_at_once(win, qtbot):
    games_ended(win)
    background = win.background
    background.next_game()
    processes = list(background.worker.processes)
    qtbot.waitUntil(lambda: processes[0].running(), timeout=10_000)
    win.prefs.set(ANALYSIS, False)
    assert background.worker is None
    qtbot.waitUntil(lambda: not processes[0].running(), timeout=10_000)
    background.next_game()  # asked again: nothing while it is off
    assert background.worker is None
    win.prefs.set(ANALYSIS, True)  # on again: it goes on
    assert background.worker is not None
    win.close()
    assert background.worker is None


def test_it_waits_while_a_review_window_analyses_a_game(win, qtbot):
    """A review the player opens has the cores: the background hands out
    nothing while it analyses, and goes on once it is done."""
    games_ended(win)
    background = win.background
    background._quiet.stop()  # the player has not played for a while
    background.next_game()
    worker, model = background.worker, background.moves_model
    assert not background.paused
    qtbot.waitUntil(lambda: worker._tasks != [None], timeout=30_000)
    # The player reviews a game the background has not reached yet.
    win.show_review(win.session.history.games()[0])
    review = win.review_window
    assert review.worker is not None, "worked out now, not read from the history"
    assert background.paused
    # What its process had it finishes; no task is handed out after it.
    qtbot.waitUntil(lambda: worker._tasks == [None], timeout=60_000)
    pending = len(worker._pending)
    assert pending > 0
    seen = set()  # its process's task and the tasks left, while the review runs

    def reviewed() -> bool:
        if not review.moves_model.complete:
            seen.add((tuple(worker._tasks), len(worker._pending)))
        return review.moves_model.complete

    qtbot.waitUntil(reviewed, timeout=120_000)
    assert seen == {((None,), pending)}
    # The review is whole: the background goes on to the end.
    assert not background.paused
    qtbot.waitUntil(lambda: model.complete, timeout=120_000)
    # A review stopped, or closed while it analyses, lets it go on too.
    win.prefs.set(ANALYSIS, False)
    left = win.session.history.unreviewed(VERSION, 10)[0]
    assert left, "a game neither the background nor the player reviewed"
    for end in ("stop", "close"):
        win.show_review(left[0])
        again = win.review_window
        assert again.worker is not None and background.paused
        again.stop() if end == "stop" else again.close()
        assert not background.paused, end
        again.close()
