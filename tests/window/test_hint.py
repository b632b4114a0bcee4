"""Piece ▸ Hint (H): the coach's move, shown as the keyboard shows a move (the
piece selected, its ghost at the cursor), spoken, placed by Enter; counted
per game, kept with the saved game and in the history, and shown in
Statistics."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from blockpuzzle.engine import ARCADE, CLASSIC, Board, Game, GameState, shape
from blockpuzzle.models.game import Ghost
from blockpuzzle.store.history import History, history_path
from blockpuzzle.store.single import SingleInstance

from ..coach.helpers import exhaustive_risk
from ..coach.test_player import DANGER_ROWS, DANGER_TRAY
from ..helpers import announcements, finish, ghost, load, open_window, press

SEED = (1 << 40) - 77  # a 40-bit seed, as every game number's is

# No three cells empty in a row, three in a column once (row 6 to 8,
# column 2): only a 3-bar turned upright fits.
ARCADE_DANGER_ROWS = ["1.111111", "1.11..11", ".11.1.11", "111111.1",
                      "111.1.1.", "..11.111", "1.1.11..", "1..1.111"]  # fmt: skip
ARCADE_DANGER = Board.from_text("\n".join(ARCADE_DANGER_ROWS))


def arcade_danger(win, slot: int = 0) -> None:  # type: ignore[no-untyped-def]
    """That board loaded in Arcade, a 3-bar lying flat in ``slot`` of the tray."""
    tray = tuple(shape("bar3h") if n == slot else None for n in range(3))
    load(win, Game.resume(ARCADE, 1, GameState(ARCADE_DANGER, tray, 0, 0, 1, False)))


def test_h_shows_a_legal_move_that_enter_places(win):
    said = announcements(win)
    press(win, Qt.Key.Key_H)
    model = win.model
    slot = model.selected
    assert slot >= 0 and model.cursor is not None
    piece = model.game.piece(slot)
    row, col = model.cursor
    # The ghost is the piece, whole, with its first filled cell on the cursor.
    origin = (row - piece.anchor[0], col - piece.anchor[1])
    assert ghost(win, Ghost.FITS) == piece.mask << (origin[0] * 8 + origin[1])
    assert said[-1].startswith("Hint: ") and f"at row {row + 1}, column {col + 1}" in said[-1]
    assert said[-1].endswith("Enter places it.")
    assert not any(text.startswith("Piece ") for text in said)  # said once, by the hint
    before = model.game.board.filled
    press(win, Qt.Key.Key_Return)
    assert model.game.board.filled != before and model.score == piece.size
    assert model.hints == 1


@pytest.mark.parametrize("slot", [0, 1, 2])
def test_after_a_hint_the_keyboard_is_on_the_board_whichever_piece_it_is(win, slot):
    """The tray had the keyboard: H moves it to the board, on the hint's
    cell, so that Enter places the piece, the first slot's as the others'."""
    tray: list = [None, None, None]
    tray[slot] = shape("square2")
    load(win, Game.resume(CLASSIC, SEED, GameState(Board(), tuple(tray), 0, 0, 1, False)))
    win.tray_view.setFocus()
    assert win.tray_view.hasFocus()
    press(win, Qt.Key.Key_H)
    assert win.model.selected == slot and win.board_cells.hasFocus()
    press(win, Qt.Key.Key_Return)
    assert win.model.game.board.filled.bit_count() == 4 and win.model.score == 4


def test_the_coachs_process_ends_with_the_window(win, qtbot):
    """The process a hint on a board in danger starts is the window's: it
    is stopped when the window closes, not left running after the game."""
    import os

    danger(win)
    hint(win, qtbot)
    coach = win.coach
    assert coach is not None and coach._process is not None
    pid = coach._process.process.processId()
    assert pid > 0
    assert os.path.exists(f"/proc/{pid}") or os.name != "posix"
    win.close()
    # Gone, not even a zombie (waited for).
    assert not os.path.exists(f"/proc/{pid}") or os.name != "posix"


def test_a_hint_keeps_to_the_selected_piece(win):
    model = win.model
    load(win, Game(CLASSIC, seed=1))
    for slot in range(3):
        model.deselect()
        model.select(slot)
        move = model.hint()
        assert move is not None and move.slot == slot and model.selected == slot
    assert model.hints == 3


def hint(win, qtbot):  # type: ignore[no-untyped-def]
    """H, as the player presses it, and the hint it shows, when it shows
    (at once, or once the coach's process has answered): (slot, row, col)."""
    with qtbot.waitSignal(win.model.hinted, timeout=30_000) as shown:
        press(win, Qt.Key.Key_H)
    return tuple(shown.args)


def danger(win) -> tuple:  # type: ignore[type-arg]
    """The board in danger of the coach's tests, loaded; its tray."""
    board = Board.from_text("\n".join(DANGER_ROWS))
    tray = tuple(shape(s) for s in DANGER_TRAY)
    load(win, Game.resume(CLASSIC, 1, GameState(board, tray, 0, 0, 9, False)))
    return tray


def test_on_a_board_in_danger_following_the_hints_keeps_the_safer_board(win, qtbot):
    """A crowded board whose best-paid plans leave boards that fail 1 deal
    in 16 (the review's one-deal look takes one) or 1 in 600: H, Enter,
    three times over, plays the coach's plan (the benchmark's player,
    which weighs every plan by its board's exact risk) to the safer one,
    its first hint not the review's player's first move."""
    from blockpuzzle.coach.player import Player

    tray = danger(win)
    board = win.model.game.board
    shallow = Player(CLASSIC).plan(board.filled, tray).moves[0]
    deep = Player(CLASSIC, deep=True).plan(board.filled, tray).moves[0]
    assert (shallow.slot, shallow.row, shallow.col) != (deep.slot, deep.row, deep.col)
    anchor = tray[deep.slot].anchor
    assert hint(win, qtbot) == (deep.slot, deep.row + anchor[0], deep.col + anchor[1])
    assert win.model.selected == deep.slot
    assert win.model.cursor == (deep.row + anchor[0], deep.col + anchor[1])
    for _ in range(3):
        if win.model.selected < 0:
            hint(win, qtbot)
        press(win, Qt.Key.Key_Return)
    game = win.model.game
    assert game.score == 46 and win.model.hints == 3
    assert exhaustive_risk(game.board, CLASSIC) < 0.002


def test_on_a_board_in_danger_the_window_does_not_wait_for_the_hint(win, qtbot, monkeypatch):
    """Weighing every plan (up to a second's work) is the coach's process's:
    in the window H returns at once, nothing is shown until the answer
    comes, and the answer is the deep player's (worked out there: here it
    would fail)."""
    import time

    from blockpuzzle.coach.player import Player

    tray = danger(win)
    expected = Player(CLASSIC, deep=True).plan(win.model.game.board.filled, tray).moves[0]

    def not_here(*_args):  # type: ignore[no-untyped-def]
        raise AssertionError("every plan weighed in the window's process")

    monkeypatch.setattr(Player, "_plan_in_danger", not_here)
    shown = []
    win.model.hinted.connect(lambda *args: shown.append(args))
    begin = time.perf_counter()
    press(win, Qt.Key.Key_H)
    assert time.perf_counter() - begin < 0.5 and not shown and win.model.selected == -1
    assert win.coach is not None
    answers = []
    win.coach.answered.connect(lambda *args: answers.append(args))
    press(win, Qt.Key.Key_H)  # asked again while the coach thinks: asked once
    qtbot.waitUntil(lambda: bool(shown), timeout=30_000)
    qtbot.wait(200)
    anchor = tray[expected.slot].anchor
    assert shown == [(expected.slot, expected.row + anchor[0], expected.col + anchor[1])]
    assert len(answers) == 1 and win.model.hints == 1


def test_a_hint_that_comes_after_the_player_moved_on_is_not_shown(win, qtbot):
    """H on the board in danger, then a piece placed before the coach has
    answered: the answer, about a position that is gone, changes nothing."""
    danger(win)
    answers = []
    press(win, Qt.Key.Key_H)
    assert win.coach is not None
    win.coach.answered.connect(lambda *args: answers.append(args))
    move = win.model.game.legal_moves()[0]
    win.model.place(*move)
    placed = (win.model.game.state, win.model.selected, win.model.cursor)
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    assert answers[0][1]  # the coach did answer, with its moves
    assert (win.model.game.state, win.model.selected, win.model.cursor) == placed
    assert win.model.hints == 0


class Lateness:
    """How late a 10 ms timer of the window's event loop fires, at worst,
    while it runs: a loop busy with a search (or waiting on a lock) makes
    it late by as long."""

    def __init__(self) -> None:
        import time

        from PySide6.QtCore import QTimer

        self.worst = 0.0
        self._clock = time.perf_counter
        self._last = self._clock()
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now = self._clock()
        self.worst = max(self.worst, now - self._last - 0.010)
        self._last = now

    def stop(self) -> float:
        self.timer.stop()
        return self.worst


def no_search_here(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The coach's searches fail in this process: a hint on a board in
    danger worked out here (1.4-1.7 s on the window's thread) fails the test."""
    from blockpuzzle.coach.player import Player

    def not_here(*_args, **_kw):  # type: ignore[no-untyped-def]
        raise AssertionError("a board in danger searched in the window's process")

    monkeypatch.setattr(Player, "plan", not_here)


def test_where_the_coachs_process_cannot_start_the_hint_says_so_at_once(
    win, qtbot, monkeypatch, tmp_path
):
    """No coach's process can be had (its program is not there): on a board
    in danger the hint says so, seen in the window and heard, and the
    window never waits (no search on its thread: the timer's lateness is
    measured, and printed); tried once, not again at every hint."""
    from blockpuzzle import processes

    tries = []

    def missing(arguments):  # type: ignore[no-untyped-def]
        tries.append(arguments)
        return str(tmp_path / "no-such"), arguments

    monkeypatch.setattr(processes, "command", missing)
    danger(win)
    no_search_here(monkeypatch)
    said = announcements(win)
    lateness = Lateness()
    press(win, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(said), timeout=10_000)
    qtbot.wait(100)
    worst = lateness.stop()
    print(f"event loop lateness while the hint fell back: {worst * 1000:.1f} ms")
    text = ("No hint: on a board in danger the coach works in a process of its own, and that "
            "process stopped. Hints on other boards still work.")  # fmt: skip
    assert said == [text] and win.notice.isVisible() and text in win.notice.label.text()
    assert win.model.selected == -1 and win.model.hints == 0
    assert worst < 0.5  # a search here took 1.4 s or more
    # The next hint on a board in danger: not tried again, said again; told
    # once in the window.
    arcade_danger(win)
    said.clear()
    press(win, Qt.Key.Key_H)
    assert said == [text] and len(tries) == 1
    assert win.notice.messages.count(text) == 1
    # A calm board is hinted here, as ever (a few milliseconds).
    monkeypatch.undo()
    load(win, Game(CLASSIC, seed=1))
    slot, _row, _col = hint(win, qtbot)
    assert slot >= 0


def test_a_coachs_process_that_ends_while_asked_is_started_again_and_answers(
    win, qtbot, monkeypatch
):
    """Killed while it thinks (out of memory, say): another is started at
    once and asked again, and the hint shows; killed again, the same; the
    third time it is given up, and the hint says so — never worked out on
    the window's thread."""
    import sys

    from blockpuzzle import processes

    danger(win)
    expected_slot = None
    with qtbot.waitSignal(win.model.hinted, timeout=30_000) as first_hint:
        press(win, Qt.Key.Key_H)
        coach = win.coach
        assert coach is not None and coach._process is not None
        first = coach._process
        first.process.kill()
    expected_slot = first_hint.args[0]
    assert coach._process is not None and coach._process is not first
    assert coach.restarts == 1 and win.model.selected == expected_slot and win.model.hints == 1
    # Another board in danger, the restarted process answers it: this
    # board's (the only place: the bar upright), not the first board's.
    arcade_danger(win)
    slot, _row, _col = hint(win, qtbot)
    assert slot == 0 and win.model.cursor == (5, 1)
    # Killed while asked, twice more: given up, said so.  The processes
    # started from here on read the question and never answer (the real
    # one may answer before the kill reaches it, on a slow machine).
    mute = "import sys, time; sys.stdin.readline(); time.sleep(120)"
    monkeypatch.setattr(processes, "command", lambda _args: (sys.executable, ["-c", mute]))
    coach.close()  # the real one stopped, unheard
    said = announcements(win)
    arcade_danger(win, slot=1)
    press(win, Qt.Key.Key_H)
    second = coach._process
    assert second is not None
    qtbot.waitUntil(lambda: second.process.processId() > 0, timeout=10_000)
    second.process.kill()
    qtbot.waitUntil(lambda: coach._process is not None and coach._process is not second,
                    timeout=10_000)  # fmt: skip
    assert coach.restarts == 2
    third = coach._process
    qtbot.waitUntil(lambda: third.process.processId() > 0, timeout=10_000)
    third.process.kill()
    qtbot.waitUntil(lambda: coach.given_up, timeout=10_000)
    qtbot.waitUntil(lambda: bool(said), timeout=10_000)
    assert said[-1].startswith("No hint: on a board in danger") and coach._process is None
    assert win.model.selected == -1


def test_a_coachs_process_that_stops_answering_is_replaced(win, qtbot, monkeypatch):
    """Stopped by the system while it thinks (SIGSTOP): after the silence
    allowed it is killed and another answers; the window never waited."""
    import os
    import signal

    from blockpuzzle import processes

    if os.name != "posix":
        pytest.skip("signals are POSIX's")
    monkeypatch.setattr(processes, "SILENCE", 1500)
    danger(win)
    with qtbot.waitSignal(win.model.hinted, timeout=30_000):
        press(win, Qt.Key.Key_H)
        coach = win.coach
        assert coach is not None and coach._process is not None
        stopped = coach._process.process.processId()
        qtbot.waitUntil(lambda: stopped > 0, timeout=5000)
        os.kill(stopped, signal.SIGSTOP)
    assert coach.restarts == 1 and not os.path.exists(f"/proc/{stopped}")


def test_a_selected_piece_that_fits_nowhere_is_said_so(win):
    board = Board.from_text(
        "\n".join(["1111.111"] * 7 + ["11111111"]).replace("11111111", "1111.111")
    )
    load(
        win,
        Game.resume(
            CLASSIC, 1, GameState(board, (shape("square3"), shape("dot"), None), 0, 0, 1, False)
        ),
    )
    said = announcements(win)
    win.model.select(0)
    press(win, Qt.Key.Key_H)
    assert said[-1] == "Hint: the selected piece fits nowhere; try another one."
    win.model.deselect()
    press(win, Qt.Key.Key_H)
    assert win.model.selected == 1 and said[-1].startswith("Hint: a single cell at row ")


def test_in_arcade_a_hint_turns_the_piece_it_needs_turned(win, qtbot):
    """No three cells empty in a row, three in a column once (row 6 to 8,
    column 2): only the bar turned upright fits, and Enter places it."""
    arcade_danger(win)
    slot, _row, _col = hint(win, qtbot)  # a board in danger: from the coach's process
    assert slot == 0
    assert win.model.game.tray[0].id == "bar3v"
    assert win.model.cursor == (5, 1)
    press(win, Qt.Key.Key_Return)
    assert win.model.score == 3  # three cells, no line
    assert all(win.model.game.board.filled >> (r * 8 + 1) & 1 for r in (5, 6, 7))


def test_the_hints_of_a_game_are_kept_with_it(tmp_path, qtbot):
    path = tmp_path / "s.ini"
    win = open_window(qtbot, path, Game(CLASSIC, seed=SEED))
    win.model.hint()
    win.model.hint()
    win.close()
    win.session.history.close()
    # The same file, restarted (as quitting would, the lock let go): the
    # game comes back with its two hints.
    for child in win.findChildren(SingleInstance):
        child.release()
    restored = open_window(qtbot, path)
    assert restored.model.game.seed == SEED and restored.model.hints == 2
    restored.model.hint()
    finish(restored.model, random.Random(1))
    restored.model.new_game(CLASSIC)
    restored.session.history.close()
    history = History(history_path(path))
    game = history.games()[-1]
    assert (game.seed, history.hinted()[(game.mode, game.seed, game.started)]) == (SEED, 3)


def test_statistics_tells_hinted_games_apart(win):
    rng = random.Random(4)
    win.model.new_game(CLASSIC, seed=SEED - 1)
    finish(win.model, rng)
    win.model.new_game(CLASSIC, seed=SEED)
    win.model.hint()
    win.model.hint()
    finish(win.model, rng)
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    dialog.ui.tabs.setCurrentIndex(2)
    model = dialog.games_model
    column = model.COLUMNS.index("hints")
    assert model.headerData(column, Qt.Orientation.Horizontal) == "Hints"
    by_seed = {}
    for row in range(model.rowCount()):
        number = model.index(row, model.COLUMNS.index("number")).data()
        by_seed[number] = model.index(row, column).data()
    from blockpuzzle.engine import game_number, spaced

    assert by_seed[spaced(game_number("classic", SEED - 1))] == "none"
    assert by_seed[spaced(game_number("classic", SEED))] == "2"


@pytest.mark.parametrize(
    "value",
    ["'many'", "-5", "1e20", "0", "2.5", "x'00'", "'[[[[[[[[['", "99999999999999999"],
)
def test_a_damaged_hints_count_is_shown_as_unknown_and_every_game_stays_listed(win, value):
    """A hand-edited or damaged count of hints: that game says "unknown",
    every game is still listed (and can be reviewed), the others' counts
    are as kept."""
    import sqlite3

    rng = random.Random(4)
    for seed, hints in ((SEED - 1, 0), (SEED, 2), (SEED + 1, 3)):
        win.model.new_game(CLASSIC, seed=seed)
        for _ in range(hints):
            win.model.hint()
        finish(win.model, rng)
    path = history_path(win.session.settings.path)
    with sqlite3.connect(path) as db:
        db.execute(f"UPDATE hints SET count = {value} WHERE game = "
                   "(SELECT id FROM games WHERE seed = ?)", (SEED,))  # fmt: skip
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    dialog.ui.tabs.setCurrentIndex(2)
    model = dialog.games_model
    column = model.COLUMNS.index("hints")
    from blockpuzzle.engine import game_number, spaced

    by_number = {
        model.index(row, model.COLUMNS.index("number")).data(): model.index(row, column).data()
        for row in range(model.rowCount())
    }
    assert by_number == {
        spaced(game_number("classic", SEED - 1)): "none",
        spaced(game_number("classic", SEED)): "unknown",
        spaced(game_number("classic", SEED + 1)): "3",
    }
    # Sorted by hints: the unknown count first, then none, then 3.
    model.sort(column, Qt.SortOrder.AscendingOrder)
    assert [model.index(r, column).data() for r in range(3)] == ["unknown", "none", "3"]
    table = dialog.ui.gamesTable
    table.setCurrentIndex(model.index(0, 0))
    assert dialog.ui.reviewButton.isEnabled()
    dialog.close()


def test_a_coachs_process_that_ends_of_itself_idle_is_started_again_at_the_next_hint(win, qtbot):
    """Its input closed, the hinter ends as asked (exit 0, nothing owed):
    not a loss, and the next hint on a board in danger starts another,
    which answers."""
    danger(win)
    hint(win, qtbot)
    coach = win.coach
    assert coach is not None and coach._process is not None
    first = coach._process
    first.close_input()
    qtbot.waitUntil(lambda: coach._process is None, timeout=10_000)
    arcade_danger(win)
    slot, _row, _col = hint(win, qtbot)
    assert slot == 0 and win.model.cursor == (5, 1)
    assert coach._process is not None and coach._process is not first and coach.restarts == 0
