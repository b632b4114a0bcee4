"""The review window: opened from the game-over card, from Statistics ▸
Games and from Game ▸ Review Last Game; it replays the game exactly, with
the player's move as the board's ghost and the coach's best beside it,
steps with ←/→/Home/End, speaks each move, fills in verdicts as they are
worked out, keeps them in the history, and says plainly when a game cannot
be reviewed.

Expected positions are the ones the game went through as it was played,
kept move by move by the test."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from blockpuzzle.coach.review import VERSION, Reviewer
from blockpuzzle.coach.wire import loads
from blockpuzzle.dialogs import analysis
from blockpuzzle.dialogs.review import ReviewWindow
from blockpuzzle.dialogs.statistics import GAMES_TAB
from blockpuzzle.engine import ARCADE, CLASSIC, SHAPES, Game
from blockpuzzle.engine.moves import encode
from blockpuzzle.models.game import Ghost, Role
from blockpuzzle.models.review import MoveListModel, MoveRole
from blockpuzzle.store.history import GameRecord, History

from ..engine.helpers import careless_game
from ..helpers import finish

SEED = (1 << 40) - 2_024


def record_of(game: Game, moves: str | None = "") -> GameRecord:
    return GameRecord(
        game.rules.mode, game.seed, game.rules.rotation, "2026-11-30T10:00:00.000000+00:00",
        "2026-11-30T10:05:00.000000+00:00", game.score, game.lines,
        None if moves is None else len(game.moves or ()), 300.0, "over",
        encode(game.moves or []) if moves == "" else moves,
    )  # fmt: skip


def key(window: ReviewWindow, which: Qt.Key) -> None:
    """A key as the player presses it: to whatever has the focus."""
    QTest.keyClick(QApplication.focusWidget() or window, which)


def opened(qtbot, window: ReviewWindow) -> ReviewWindow:  # type: ignore[no-untyped-def]
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    return window


def wait_done(qtbot, window: ReviewWindow) -> None:  # type: ignore[no-untyped-def]
    model = window.moves_model
    assert model is not None
    qtbot.waitUntil(lambda: model.complete, timeout=60_000)


@pytest.mark.parametrize("game_rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_stepping_shows_every_position_of_the_game_with_the_move_as_its_ghost(qtbot, game_rules):  # type: ignore[no-untyped-def]
    game, seen, _ = careless_game(game_rules, SEED, random.Random(3))
    window = opened(qtbot, ReviewWindow(record_of(game), None))
    assert QApplication.focusWidget() is window.table
    board = window.board_model
    for number, state in enumerate(seen):
        if number:
            key(window, Qt.Key.Key_Right)
        assert window.current() == number
        assert board.game.board == state.board and board.score == state.score
        # The player's move drawn where it went, whole, as a fitting ghost.
        move = (game.moves or [])[number]
        piece = state.tray[move.slot]
        ghost = sum(
            1 << (r * 8 + c)
            for r in range(8)
            for c in range(8)
            if board.data(board.index(r, c), Role.GHOST) == Ghost.FITS
        )
        assert ghost == piece.mask << (move.row * 8 + move.col)
    key(window, Qt.Key.Key_Right)  # past the last move: it stays
    assert window.current() == len(seen) - 1
    key(window, Qt.Key.Key_Home)
    assert window.current() == 0 and board.game.board == seen[0].board
    key(window, Qt.Key.Key_End)
    assert window.current() == len(seen) - 1
    key(window, Qt.Key.Key_Left)
    assert window.current() == len(seen) - 2 and board.game.board == seen[-2].board
    window.close()


def kept_game(tmp_path):  # type: ignore[no-untyped-def]
    """A history of one careless Classic game: (the history, the game's
    record, the game)."""
    history = History(tmp_path / "history.sqlite")
    game, _, _ = careless_game(CLASSIC, SEED, random.Random(5))
    record = record_of(game)
    history.add(record)
    return history, record, game


def test_verdicts_arrive_match_the_coach_and_are_kept_for_the_next_time(qtbot, tmp_path):
    history, record, game = kept_game(tmp_path)
    window = ReviewWindow(record, history)
    qtbot.addWidget(window)
    window.show()
    assert not window.from_history and window.worker is not None
    wait_done(qtbot, window)
    model = window.moves_model
    assert model is not None
    # The same verdicts as the coach's review of the same game, row by row.
    expected = Reviewer(CLASSIC).review(game.seed, game.moves or [])
    verdicts = [model.index(r, 4).data(MoveRole.VERDICT) for r in range(model.rowCount())]
    assert verdicts == [j.verdict for j in expected.moves]
    assert model.index(0, 4).data() in ("best", "good", "inaccuracy", "mistake", "blunder")
    # And the coach's own score on the deal, from its process (then kept).
    qtbot.waitUntil(lambda: window.coach_score is not None, timeout=120_000)
    summary = window.summary.text()
    assert f"Accuracy {round(expected.accuracy or 0)} %" in summary
    assert f"Luck {round(expected.luck_percentile or 0)} of 100" in summary
    assert expected.hindsight is not None
    assert f"the coach reached {expected.hindsight.score:,}" in summary
    assert window.progress.isHidden()
    # Kept in the history, keyed by the game and the review's version.
    kept = history.review(record, VERSION)
    assert kept is not None and loads(kept) == expected
    sentences = [model.sentence(r) for r in range(model.rowCount())]
    window.close()
    history.close()
    # The next time (another run of the game): at once, from the history.
    again = History(tmp_path / "history.sqlite")
    second = ReviewWindow(record, again)
    qtbot.addWidget(second)
    assert second.from_history and second.worker is None
    assert second.moves_model is not None and second.moves_model.complete
    assert [second.moves_model.sentence(r) for r in range(len(sentences))] == sentences
    assert second.summary.text() == summary
    second.close()
    again.close()


@pytest.mark.parametrize("alive", [True, False], ids=["alive", "ended"])
def test_the_summary_says_whether_the_coach_was_still_alive_after_the_same_deals(
    qtbot, tmp_path, alive
):
    """Hindsight ends one of two ways, each its own sentence (the review
    kept in the history, its hindsight set here either way)."""
    from blockpuzzle.coach.review import Hindsight
    from blockpuzzle.coach.wire import dumps

    history, record, game = kept_game(tmp_path)
    review = Reviewer(CLASSIC).review(game.seed, game.moves or [])
    review = review._replace(hindsight=Hindsight(1234, alive, 5))
    assert history.keep_review(record, VERSION, dumps(review))
    window = ReviewWindow(record, history)
    qtbot.addWidget(window)
    assert window.from_history
    ending = "and was still alive." if alive else ", and then no piece fitted."
    assert (
        "Knowing every deal in advance, the coach reached 1,234 on the same deals " + ending
    ).replace(" ,", ",") in window.summary.text()
    window.close()
    history.close()


def reviewed(qtbot, rng: int):  # type: ignore[no-untyped-def]
    """A careless Classic game, its review window shown and the analysis
    done; the game's positions."""
    game, seen, _ = careless_game(CLASSIC, SEED, random.Random(rng))
    window = ReviewWindow(record_of(game), None)
    qtbot.addWidget(window)
    window.show()
    wait_done(qtbot, window)
    return window, seen


def test_the_coachs_best_move_is_drawn_where_it_differs(qtbot):
    window, seen = reviewed(qtbot, 8)
    model = window.moves_model
    assert model is not None
    differs = [r for r, j in enumerate(model.judged) if j is not None and j.best != j.move]
    assert differs, "a careless game has moves the coach would not make"
    row = differs[0]
    window.go(row)
    judged = model.judged[row]
    assert judged is not None
    best = SHAPES[judged.best_shape].mask << (judged.best.row * 8 + judged.best.col)
    assert window.coach_ghost.cells == best
    # The best cells are empty in that position: a move the game allows.
    assert not best & seen[row].board.filled
    same = [r for r, j in enumerate(model.judged) if j is not None and j.best == j.move]
    if same:
        window.go(same[0])
        assert window.coach_ghost.cells == 0
    window.close()


def test_the_tray_under_the_board_is_the_games_at_each_move(qtbot):
    """The three slots as the player had them before each move (used ones
    empty), the piece the move placed marked, and the coach's piece marked
    apart where its better move would place another."""
    window, seen = reviewed(qtbot, 8)
    model = window.moves_model
    assert model is not None
    tray = window.tray_model
    assert window.tray_view.accessibleName() == "Pieces at this move"
    other = 0
    for row, (move, state) in enumerate(zip(model.moves, seen, strict=False)):
        window.go(row)
        assert [tray.piece(s) for s in range(3)] == list(state.tray), row
        texts = [tray.index(s).data() for s in range(3)]
        for slot, piece in enumerate(state.tray):
            if piece is None:
                assert texts[slot] == f"Piece {slot + 1}: used"
        judged = model.judged[row]
        assert judged is not None
        elsewhere = judged.best.slot == move.slot and judged.best != move
        assert texts[move.slot].endswith(
            "placed at this move; the coach would place it elsewhere"
            if elsewhere
            else "placed at this move"
        ), texts
        if judged.best.slot != move.slot:
            other += 1
            assert tray.coach == judged.best.slot
            assert texts[judged.best.slot].endswith(", the coach's choice")
        elif judged.best == move:
            assert tray.coach == -1
            assert sum("coach" in text for text in texts) == 0
    assert other >= 2  # the careless player often chose another piece
    # Drawn: the coach's slot carries its dotted ring, gone once it is not.
    row = next(r for r, j in enumerate(model.judged) if j and j.best.slot != model.moves[r].slot)
    window.go(row)
    slot = model.judged[row].best.slot  # type: ignore[union-attr]
    rect = window.tray_view.slot_rect(slot)
    marked = window.tray_view.viewport().grab(rect).toImage()
    tray.set_coach(-1)
    plain = window.tray_view.viewport().grab(rect).toImage()
    assert marked != plain
    window.close()


@pytest.fixture
def english(qapp):  # type: ignore[no-untyped-def]
    """The game's English installed, as the game installs it (its singular
    and plural forms: "1 point", "2 points")."""
    from PySide6.QtCore import QCoreApplication

    from blockpuzzle.lang.translations import Translations

    translations = Translations()
    translations.apply("en")
    yield
    for translator in translations._installed:
        QCoreApplication.removeTranslator(translator)


def test_each_move_is_told_whole_to_a_screen_reader(qtbot, english):
    window, _ = reviewed(qtbot, 9)
    model = window.moves_model
    assert model is not None and window.table is not None
    count = model.rowCount()
    for row in range(count):
        text = model.index(row, 0).data(Qt.ItemDataRole.AccessibleTextRole)
        assert text == window.table.model().index(row, 0).data(Qt.ItemDataRole.AccessibleTextRole)
        assert text.startswith(f"Move {row + 1} of {count}: you placed ")
        judged = model.judged[row]
        assert judged is not None
        if judged.lost == 0:
            assert "Best move." in text
        else:
            lost = max(1, round(judged.lost))
            unit = "point" if lost == 1 else "points"
            assert f": {judged.verdict}, {lost:,} {unit} of value given up." in text
    window.go(3)
    assert window.detail.text() == model.sentence(3)
    window.close()


def test_the_move_list_passes_the_model_tester_while_verdicts_arrive(qtmodeltester):
    game, _, _ = careless_game(ARCADE, SEED, random.Random(2))
    model = MoveListModel(ARCADE, game.seed, game.moves or [])
    qtmodeltester.check(model)
    for event in Reviewer(ARCADE).events(game.seed, game.moves or []):
        model.add(event)
    assert model.complete
    qtmodeltester.check(model)
    assert model.rowCount(model.index(0, 0)) == 0 and model.data(QModelIndex()) is None


@pytest.mark.parametrize(
    ("moves", "words"),
    [(None, "kept before the game kept the moves"), ("AB!?", "its moves are damaged"),
     ("AAAA", "its moves are damaged")],
)  # fmt: skip
def test_a_game_without_its_moves_says_it_cannot_be_reviewed(qtbot, moves, words):
    game, _, _ = careless_game(CLASSIC, SEED, random.Random(1))
    window = ReviewWindow(record_of(game, moves), None)
    qtbot.addWidget(window)
    window.show()
    assert window.table is None and window.worker is None
    assert "This game cannot be reviewed" in window.summary.text()
    assert words in window.summary.text()
    window.close()


def test_closing_during_the_analysis_stops_it(qtbot):
    game, _, _ = careless_game(ARCADE, SEED, random.Random(6))
    window = ReviewWindow(record_of(game), None)
    qtbot.addWidget(window)
    window.show()
    worker = window.worker
    assert worker is not None and worker.running() is True
    window.close()
    assert worker.running() is False
    assert window.moves_model is not None and not window.moves_model.complete


def long_review(qtbot, placements: int) -> ReviewWindow:  # type: ignore[no-untyped-def]
    """The review window, shown, of a long game: the coach's own, so many
    placements of Arcade (its analysis takes a while)."""
    game = Game(ARCADE, SEED)
    player = Reviewer(ARCADE).player
    while len(game.moves or ()) < placements:
        game.play(player.plan(game.board.filled, game.tray).moves)
    window = ReviewWindow(record_of(game), None)
    qtbot.addWidget(window)
    window.show()
    return window


def test_a_review_worked_out_by_several_processes_is_the_coachs_review(qtbot, monkeypatch):
    """Three worker processes share the deals out: every verdict, every
    deal's luck and the hindsight are the coach's, each once."""

    monkeypatch.setattr(analysis, "worker_count", lambda: 3)
    window = long_review(qtbot, 40)
    model = window.moves_model
    assert model is not None and window.worker is not None
    assert len(window.worker.processes) == 3
    wait_done(qtbot, window)
    qtbot.waitUntil(lambda: not window.worker.running(), timeout=10_000)  # they end of themselves
    qtbot.wait(50)  # anything they said last
    expected = Reviewer(ARCADE).review(SEED, model.moves)
    assert tuple(model.judged) == expected.moves
    assert tuple(model.luck[k] for k in sorted(model.luck)) == expected.luck
    assert model.hindsight == expected.hindsight
    assert model.done == model.total  # each piece of the analysis once
    window.close()


@pytest.mark.parametrize(
    ("cores", "workers"), [(1, 1), (2, 1), (3, 2), (5, 4), (16, 4)], ids=lambda n: str(n)
)
def test_a_review_leaves_one_core_to_the_window(monkeypatch, cores, workers):
    """One worker process a core but one, the window's (with two workers on
    two cores the window's frames came late), never none, at most four."""

    monkeypatch.setattr(analysis, "cores", lambda: cores)
    assert analysis.worker_count() == workers


@pytest.mark.parametrize("workers", [1, 2, 3])
def test_the_hindsight_is_worked_out_second_where_two_processes_share_the_review(
    qtbot, monkeypatch, workers
):
    """The hindsight (the coach on the same deals) is the longest task: with
    two processes or more it is handed out second, so that the summary's
    comparison comes early and nothing waits for it at the end; with one,
    the deals come first, in order."""
    from blockpuzzle.coach import worker as coach_worker
    from blockpuzzle.coach.review import HINDSIGHT

    handed: list[int] = []
    line = coach_worker.task_line
    monkeypatch.setattr(analysis, "task_line", lambda task: handed.append(task) or line(task))
    monkeypatch.setattr(analysis, "worker_count", lambda: workers)
    window = long_review(qtbot, 40)
    model = window.moves_model
    assert model is not None
    wait_done(qtbot, window)
    deals = sorted(t for t in handed if t != HINDSIGHT)
    assert deals == list(range(len(deals))) and len(handed) == len(deals) + 1
    if workers == 1:
        assert handed[-1] == HINDSIGHT and handed[:-1] == deals
    else:
        assert handed[:2] == [0, HINDSIGHT]
    window.close()


def test_the_move_the_player_goes_to_is_judged_next(qtbot, monkeypatch):
    """With one worker, a player who goes to a move far ahead sees its
    verdict before those of the moves in between."""

    monkeypatch.setattr(analysis, "worker_count", lambda: 1)
    window = long_review(qtbot, 60)
    model = window.moves_model
    assert model is not None
    order: list[int] = []
    model.judgedRow.connect(order.append)
    far = len(model.moves) - 2
    window.go(far)
    wait_done(qtbot, window)
    between = [r for r in range(len(model.moves)) if model.deal_of(0) < model.deal_of(r)
               < model.deal_of(far)]  # fmt: skip
    assert len(between) > 20
    assert all(order.index(far) < order.index(r) for r in between)
    window.close()


def test_a_review_window_taken_down_unclosed_stops_its_workers_at_once(qtbot):
    """Its parent deleted (the game's window, at quit) while the analysis
    runs: the workers are stopped first, without a warning or an error."""
    import shiboken6
    from PySide6.QtWidgets import QWidget

    game = Game(ARCADE, SEED)
    player = Reviewer(ARCADE).player
    while len(game.moves or ()) < 60:
        game.play(player.plan(game.board.filled, game.tray).moves)
    parent = QWidget()
    window = ReviewWindow(record_of(game), None, parent)
    window.show()
    assert window.worker is not None
    processes = window.worker.processes
    qtbot.waitUntil(lambda: all(p.process.processId() for p in processes), timeout=10_000)
    pids = [p.process.processId() for p in processes]
    shiboken6.delete(parent)
    import os

    for pid in pids:
        # Gone, not even a zombie (waited for).
        assert not os.path.exists(f"/proc/{pid}") or os.name != "posix"


def test_stop_keeps_what_was_judged(qtbot):
    window = long_review(qtbot, 80)
    model = window.moves_model
    assert model is not None
    qtbot.waitUntil(lambda: model.judged[0] is not None, timeout=10_000)
    window.stop_button.click()
    assert not window.stop_button.isEnabled()
    assert window.worker is not None and not window.worker.running()
    qtbot.wait(100)  # what the worker sent before it stopped arrives
    judged = list(model.judged)
    qtbot.wait(300)
    assert model.judged == judged and not model.complete and judged[0] is not None
    assert None in judged
    # The summary says it stopped, not that it is analysing: nothing runs.
    assert window.summary.text().endswith(
        " Analysis stopped: moves not judged are marked with three dots."
    )
    assert "Analysing" not in window.summary.text()
    window.close()


# -- where a review opens from -------------------------------------------------------------


def test_the_game_over_card_reviews_the_game_just_ended(win, qtbot):
    finish(win.model, random.Random(4))
    ended = win.model.game
    assert win.game_over.review_button.isVisible()
    qtbot.mouseClick(win.game_over.review_button, Qt.MouseButton.LeftButton)
    window = win.review_window
    assert window.isVisible() and window.record.seed == ended.seed
    assert window.moves_model is not None
    assert window.moves_model.moves == ended.moves
    window.close()


def test_review_last_game_says_when_there_is_none_and_opens_the_last_one(win, qtbot):
    win.action("review_last").trigger()
    assert win.notice.isVisible() and "nothing to review" in win.notice.label.text()
    for seed in (11, 12):
        win.model.new_game(CLASSIC, seed)
        finish(win.model, random.Random(seed))
    win.action("review_last").trigger()
    assert win.review_window.record.seed == 12
    win.review_window.close()


def test_statistics_games_reviews_the_chosen_game_by_button_menu_and_enter(win, qtbot):
    seeds = (21, 22, 23)
    for seed in seeds:
        win.model.new_game(CLASSIC, seed)
        finish(win.model, random.Random(seed))
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    dialog.ui.tabs.setCurrentIndex(GAMES_TAB)
    table = dialog.ui.gamesTable
    assert not dialog.ui.reviewButton.isEnabled()
    table.setCurrentIndex(table.model().index(1, 0))  # the latest first: the second last game
    assert dialog.ui.reviewButton.isEnabled()
    qtbot.mouseClick(dialog.ui.reviewButton, Qt.MouseButton.LeftButton)
    assert dialog.review_window.record.seed == 22
    dialog.review_window.close()
    # The context menu of a row.
    rect = table.visualRect(table.model().index(2, 1))
    table.customContextMenuRequested.emit(rect.center())
    assert dialog.games_menu.actions() == [dialog.review_action]
    dialog.review_action.trigger()
    assert dialog.review_window.record.seed == 21
    dialog.review_window.close()
    # Enter on a row.
    table.setFocus()
    table.setCurrentIndex(table.model().index(0, 0))
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert dialog.review_window.record.seed == 23
    dialog.review_window.close()
    dialog.close()


def test_an_analysis_that_keeps_failing_says_so_in_words_and_keeps_the_moves(qtbot, monkeypatch):
    """Each process it starts ends at once with an error: started again
    twice, then the summary says in words that the analysis stopped and how
    many moves were judged (none), the Stop button is off, nothing says
    "Analysing"."""
    import sys

    from blockpuzzle import processes

    started = []

    def failing(arguments):  # type: ignore[no-untyped-def]
        started.append(arguments)
        return sys.executable, ["-c", "import sys; sys.exit('the coach ran out of memory')"]

    monkeypatch.setattr(processes, "command", failing)
    game, _, _ = careless_game(CLASSIC, SEED, random.Random(1))
    window = ReviewWindow(record_of(game), None)
    qtbot.addWidget(window)
    said = []
    window.speaker.say = said.append  # type: ignore[method-assign]
    window.show()
    qtbot.waitUntil(lambda: window.failure is not None, timeout=20_000)
    moves = len(game.moves or [])
    expected = f"The analysis stopped unexpectedly; 0 of {moves} moves were judged."
    assert window.summary.text().endswith(expected) and "Analysing" not in window.summary.text()
    assert said == [expected]
    assert len(started) == 1 + analysis.RESTARTS  # the one process, and twice again
    assert window.moves_model is not None and window.moves_model.rowCount() == moves
    assert not window.stop_button.isEnabled()
    window.close()


def test_the_window_reads_board_then_moves_then_sentence_then_progress(qtbot):
    """As the player sees it: the board on the left; on the right the move
    list, the selected move's sentence under it, and under that the
    analysis' progress bar beside its Stop button."""
    game, _seen, _ = careless_game(CLASSIC, SEED, random.Random(5))
    window = ReviewWindow(record_of(game), None)
    qtbot.addWidget(window)
    window.resize(900, 560)
    window.show()
    qtbot.waitExposed(window)
    assert window.board_view is not None and window.table is not None

    def box(widget):  # type: ignore[no-untyped-def]
        return widget.geometry().translated(widget.parentWidget().mapTo(window, widget.pos() * 0))

    board, table = box(window.board_view), box(window.table)
    detail, progress, stop = box(window.detail), box(window.progress), box(window.stop_button)
    assert board.right() < table.left()
    assert table.bottom() <= detail.top() and detail.bottom() <= progress.top()
    assert abs(progress.center().y() - stop.center().y()) <= 2 and progress.right() < stop.left()
    assert all(w.isVisible() for w in (window.detail, window.progress, window.stop_button))
    assert window.stop_button.text() == "&Stop Analysing"
    window.close()


def test_an_analysis_that_cannot_start_says_so_and_keeps_the_moves(qtbot, monkeypatch, tmp_path):
    from blockpuzzle import processes

    missing = tmp_path / "no-such-program"
    monkeypatch.setattr(processes, "command", lambda arguments: (str(missing), arguments))
    game, _, _ = careless_game(CLASSIC, SEED, random.Random(1))
    window = ReviewWindow(record_of(game), None)
    qtbot.addWidget(window)
    window.show()
    moves = len(game.moves or [])
    qtbot.waitUntil(lambda: window.failure is not None, timeout=20_000)
    assert window.summary.text().endswith(
        f"The analysis could not start; 0 of {moves} moves were judged."
    )
    assert window.moves_model is not None and window.moves_model.rowCount() == moves
    assert not window.stop_button.isEnabled()
    assert window.worker is not None and window.worker.restarts == 0  # not tried again
    window.close()


def test_while_the_analysis_runs_the_summary_counts_the_moves_judged(qtbot):
    """Each verdict as it arrives: "Analysing: N of the moves judged.", N
    the verdicts in the list at that moment (read together, no event in
    between)."""
    window = long_review(qtbot, 60)
    model = window.moves_model
    assert model is not None
    game_moves = len(model.moves)
    seen = set()
    while not model.complete:
        qtbot.wait(20)
        judged = sum(j is not None for j in model.judged)
        if 0 < judged < game_moves:
            assert window.summary.text().endswith(f"Analysing: {judged} of the moves judged."), (
                window.summary.text()
            )
            seen.add(judged)
    assert len(seen) >= 3  # seen counting up, not once
    assert "Analysing" not in window.summary.text()
    window.close()


def test_home_on_the_first_move_tells_it_again(qtbot, monkeypatch):
    """A screen reader user who lost their place presses Home (or ←) on
    the first move, End on the last: the move is said again, not silence."""
    window, _ = reviewed(qtbot, 4)
    said: list[str] = []
    monkeypatch.setattr(window.speaker, "say", said.append)
    model = window.moves_model
    assert model is not None and window.board_view is not None
    window.board_view.setFocus()
    window.go(0)
    said.clear()
    key(window, Qt.Key.Key_Home)
    assert said == [model.sentence(0)]
    key(window, Qt.Key.Key_Left)
    assert said == [model.sentence(0)] * 2
    key(window, Qt.Key.Key_End)
    last = model.rowCount() - 1
    assert said[-1] == model.sentence(last)
    key(window, Qt.Key.Key_End)
    assert said[-2:] == [model.sentence(last)] * 2
    window.close()


# Qt's offscreen platform on Windows gives the menu a font sized in pixels,
# whose point size (-1) Qt's menu then scales: a warning of the test's
# platform, not of the game (the real windows platform sizes fonts in points).
@pytest.mark.qt_log_ignore(r"QFont::setPointSizeF: Point size <= 0")
def test_the_move_lists_context_menu_steps_through_the_game(qtbot):
    """Right-click on the move list: First, Previous, Next and Last Move,
    each with its key, each going where it says; and Play On from Here."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QMenu

    window, _ = reviewed(qtbot, 6)
    table = window.table
    assert table is not None and window.moves_model is not None
    last = window.moves_model.rowCount() - 1
    window.go(5)
    menus: list[list[tuple[str, str]]] = []

    def choose(text: str) -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        menus.append([(a.text(), a.shortcut().toString()) for a in menu.actions()])
        next(a for a in menu.actions() if a.text() == text).trigger()
        menu.close()

    for text, row in (("Next Move", 6), ("Previous Move", 5), ("Last Move", last),
                      ("First Move", 0)):  # fmt: skip
        QTimer.singleShot(50, lambda t=text: choose(t))
        where = table.visualRect(table.currentIndex()).center()
        QApplication.sendEvent(
            table.viewport(),
            QContextMenuEvent(
                QContextMenuEvent.Reason.Mouse, where, table.viewport().mapToGlobal(where)
            ),
        )
        qtbot.waitUntil(lambda r=row: window.current() == r, timeout=2000)
    assert menus[0] == [("Previous Move", "Left"), ("Next Move", "Right"),
                        ("First Move", "Home"), ("Last Move", "End"),
                        ("Play On from Here", "Ctrl+P")]  # fmt: skip
    assert all(m == menus[0] for m in menus)
    window.close()


# -- a worker that dies or hangs; a damaged or busy cache -------------------------------------


def test_a_worker_killed_mid_review_is_started_again_and_the_review_completes(qtbot):
    """A worker killed after its first verdict (out of memory, say): another
    is started with the task it had, and the review comes out whole, the
    coach's own, each piece once."""
    window = long_review(qtbot, 40)
    model = window.moves_model
    assert model is not None and window.worker is not None
    qtbot.waitUntil(lambda: model.judged[0] is not None, timeout=20_000)
    first = window.worker.processes[0]
    first.process.kill()  # as the system kills it: unasked, unheard by the game
    wait_done(qtbot, window)
    assert window.worker.restarts == 1 and window.worker.processes[0] is not first
    expected = Reviewer(ARCADE).review(SEED, model.moves)
    assert model.review() == expected and model.done == model.total
    assert window.failure is None and "stopped" not in window.summary.text()
    window.close()


@pytest.mark.skipif(__import__("os").name != "posix", reason="signals are POSIX's")
def test_a_worker_that_stops_answering_is_replaced(qtbot, monkeypatch):
    """Stopped by the system mid-review (SIGSTOP): after the silence
    allowed it is killed, another takes its task, the review completes."""
    import os
    import signal

    from blockpuzzle import processes

    monkeypatch.setattr(processes, "SILENCE", 2000)
    window = long_review(qtbot, 40)
    model = window.moves_model
    assert model is not None and window.worker is not None
    qtbot.waitUntil(lambda: model.judged[0] is not None, timeout=20_000)
    pid = window.worker.processes[0].process.processId()
    os.kill(pid, signal.SIGSTOP)
    wait_done(qtbot, window)
    assert window.worker.restarts == 1 and not os.path.exists(f"/proc/{pid}")
    assert model.review() == Reviewer(ARCADE).review(SEED, model.moves)
    window.close()


def ended_again_and_again(qtbot, end) -> tuple[ReviewWindow, int]:  # type: ignore[no-untyped-def]
    """A long review whose worker is ended by ``end(process)`` as often as
    the review starts another and once more (its verdicts begun first),
    until it gives up; the window, and how many moves were judged."""
    window = long_review(qtbot, 80)
    model = window.moves_model
    assert model is not None and window.worker is not None
    worker = window.worker
    for time in range(1 + analysis.RESTARTS):
        qtbot.waitUntil(lambda: worker.processes[0].process.processId() > 0, timeout=20_000)
        pid = worker.processes[0].process.processId()
        if time == 0:
            qtbot.waitUntil(lambda: model.judged[0] is not None, timeout=20_000)
        end(worker.processes[0].process)
        qtbot.waitUntil(
            lambda p=pid: (
                window.failure is not None or worker.processes[0].process.processId() not in (0, p)
            ),
            timeout=20_000,
        )
    qtbot.waitUntil(lambda: window.failure is not None, timeout=20_000)
    judged = sum(j is not None for j in model.judged)
    assert 0 < judged < len(model.moves) and not model.complete
    assert not worker.running()
    return window, judged


def test_a_worker_that_keeps_dying_says_how_many_moves_were_judged_and_keeps_them(qtbot):
    """Killed three times after its verdicts started: the review says in
    words that it stopped and how many moves were judged (what was judged
    stays on screen), nothing says "Analysing", Stop is off."""
    window, judged = ended_again_and_again(qtbot, lambda process: process.kill())
    moves = len(window.moves_model.moves)  # type: ignore[union-attr]
    expected = f"The analysis stopped unexpectedly; {judged} of {moves} moves were judged."
    assert window.summary.text().endswith(expected)
    assert "Analysing" not in window.summary.text() and not window.stop_button.isEnabled()
    window.close()


@pytest.mark.skipif(not hasattr(__import__("signal"), "SIGSTOP"), reason="SIGSTOP is POSIX's")
def test_a_worker_that_keeps_stopping_answering_says_so_and_how_many_were_judged(
    qtbot, monkeypatch
):
    """Stopped by the system again and again: each time it is killed after
    the silence allowed and another started, until the review gives up and
    says in words that the analysis stopped answering."""
    import os
    import signal

    from blockpuzzle import processes

    monkeypatch.setattr(processes, "SILENCE", 1500)
    window, judged = ended_again_and_again(
        qtbot, lambda process: os.kill(process.processId(), signal.SIGSTOP)
    )
    moves = len(window.moves_model.moves)  # type: ignore[union-attr]
    assert window.summary.text().endswith(
        f"The analysis stopped answering and was stopped; {judged} of {moves} moves were judged."
    )
    window.close()


def damaged_caches(text: str) -> dict[str, str]:
    """A kept review's text, damaged as a hand edit or a bad disk would."""
    import json

    events = json.loads(text)
    luck = [e for e in events if e[0] == "l"]
    judged = [e for e in events if e[0] == "j"]

    def edited(change) -> str:  # type: ignore[no-untyped-def]
        copy = json.loads(text)
        change(copy)
        return json.dumps(copy)

    def set_at(kind: str, field: int, value: object):  # type: ignore[no-untyped-def]
        def change(events: list) -> None:  # type: ignore[type-arg]
            next(e for e in events if e[0] == kind)[field] = value

        return change

    return {
        "hindsight null": edited(lambda es: es.__setitem__(-1, None)),
        "no hindsight": json.dumps([e for e in events if e[0] != "h"]),
        "luck missing": json.dumps([e for e in events if e[0] != "l"]),
        "a deal's luck missing": json.dumps([e for e in events if e is not luck[1]]),
        "luck 134": edited(set_at("l", 3, 134)),
        "luck NaN": edited(set_at("l", 3, float("nan"))),
        "luck text": edited(set_at("l", 3, "lucky")),
        "luck infinite": text.replace(json.dumps(luck[0]).replace(" ", ""),
                                      json.dumps([*luck[0][:3], "__INF__"]).replace(" ", ""))
        .replace('"__INF__"', "Infinity"),
        "lost NaN": edited(set_at("j", 13, float("nan"))),
        "lost huge": edited(set_at("j", 13, 1e300)),
        "row out of range": edited(set_at("j", 1, 10_000)),
        "move out of the board": edited(set_at("j", 4, 12)),
        "a move twice": json.dumps([*events, judged[0]]),
        "truncated": text[: len(text) // 2],
        "200,000 brackets": "[" * 200_000 + "]" * 200_000,
        "not JSON": "review",
        # Each verdict said of the move after it (another game's, for the
        # first moves): numbered 2, 3, … and the last one gone.
        "verdicts one move off": json.dumps(
            [[e[0], e[1] + 1, *e[2:]] for e in judged[:-1]] + [e for e in events if e[0] != "j"]
        ),
    }  # fmt: skip


def test_a_damaged_review_kept_in_the_history_is_worked_out_again_never_trusted(qtbot, tmp_path):
    """Each damage of the kept review: the window opens (no traceback, no
    hang), sees it is not this game's whole review, works it out again, and
    shows exactly what a fresh review of the game shows; the damaged value
    is replaced by the sound one."""
    import sqlite3

    history, record, _game = kept_game(tmp_path)
    fresh = ReviewWindow(record, history)
    qtbot.addWidget(fresh)
    fresh.show()
    wait_done(qtbot, fresh)
    assert fresh.moves_model is not None
    # The coach's own score on the deal too (kept: the windows below have it
    # at once, whatever is done to the kept review).
    qtbot.waitUntil(lambda: fresh.coach_score is not None, timeout=120_000)
    summary = fresh.summary.text()
    sentences = [fresh.moves_model.sentence(r) for r in range(fresh.moves_model.rowCount())]
    good = history.review(record, VERSION)
    assert good is not None
    fresh.close()
    history.close()
    for name, damaged in damaged_caches(good).items():
        with sqlite3.connect(tmp_path / "history.sqlite") as db:
            db.execute("UPDATE reviews SET review = ?", (damaged,))
        history = History(tmp_path / "history.sqlite")
        window = ReviewWindow(record, history)
        qtbot.addWidget(window)
        window.show()
        assert not window.from_history and window.worker is not None, name
        wait_done(qtbot, window)
        model = window.moves_model
        assert model is not None
        assert [model.sentence(r) for r in range(model.rowCount())] == sentences, name
        assert window.summary.text() == summary, name
        assert history.review(record, VERSION) == good, name
        window.close()
        history.close()


def test_keeping_a_review_in_a_history_another_program_locks_never_waits(qtbot, tmp_path):
    """Another program holds the history's write lock as the review ends:
    keeping the review (a cache) is given up at once — the window's event
    loop is never late by the lock's wait (2 s) — and the next opening works
    it out again."""
    import sqlite3
    import time

    from ..window.test_hint import Lateness

    history, record, _game = kept_game(tmp_path)
    locker = sqlite3.connect(history.path, isolation_level=None)
    locker.execute("BEGIN EXCLUSIVE")
    try:
        window = ReviewWindow(record, history)
        qtbot.addWidget(window)
        window.show()
        lateness = Lateness()
        begin = time.perf_counter()
        wait_done(qtbot, window)
        qtbot.wait(50)
        worst = lateness.stop()
        print(f"event loop lateness while the review was kept: {worst * 1000:.1f} ms "
              f"(review {time.perf_counter() - begin:.2f} s)")  # fmt: skip
        assert worst < 1.0  # the lock's wait is 2 s
        assert history.write_error is None  # the history itself is not moved to memory
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    assert history.review(record, VERSION) is None  # not kept: worked out again next time
    window.close()
    history.close()


def test_opening_a_review_replays_the_game_once_in_the_window(qtbot, monkeypatch):
    """The window, the move list and the board share one replay of the
    game: each move placed once here (the workers replay it in their own
    processes)."""
    game, _, _ = careless_game(CLASSIC, SEED, random.Random(7))
    placed = []
    place = Game.place

    def counting(self, *args):  # type: ignore[no-untyped-def]
        placed.append(args)
        return place(self, *args)

    monkeypatch.setattr(Game, "place", counting)
    window = ReviewWindow(record_of(game), None)
    qtbot.addWidget(window)
    assert len(placed) == len(game.moves or [])
    window.close()
