"""The game window: menus, score, new games, the end of a game, the play clock."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from blockpuzzle.app import create_window
from blockpuzzle.engine import ARCADE, CLASSIC, Board, Game, shape

from ..helpers import drag, load, with_tray


def test_the_window_runs_the_play_clock_only_while_active_and_not_minimised(win, qtbot):
    session = win.session
    win.activateWindow()
    qtbot.waitUntil(lambda: session._active)
    win.showMinimized()
    qtbot.waitUntil(lambda: not session._active)
    win.showNormal()
    win.activateWindow()
    qtbot.waitUntil(lambda: session._active)


def test_clearing_a_line_and_undo_through_the_menu_action(win, qtbot):
    board = Board.from_text("........\n" * 7 + "3333.333")
    load(win, with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None, board=board))
    undo = win.action("undo")
    assert not undo.isEnabled()
    with qtbot.waitSignal(win.model.linesCleared):
        drag(win, 0, 4.5, 8.5)
    assert win.model.game.board.filled == 0
    assert undo.isEnabled()
    undo.trigger()
    assert win.model.game.board.to_text() == board.to_text()
    assert win.model.score == 0
    assert not undo.isEnabled()


def test_game_over_shows_the_summary_and_a_new_game_button(win, qtbot):
    # Only scattered single holes: the dot fits, clears nothing, then
    # nothing fits.
    holes = {(r, (r * 3) % 8) for r in range(8)} | {(0, 4)}
    text = "\n".join("".join("." if (r, c) in holes else "1" for c in range(8)) for r in range(8))
    game = with_tray(
        Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=Board.from_text(text)
    )
    game.state = game.state.__class__(game.board, game.tray, 120, 6, 4, False)
    load(win, game)
    assert not win.game_over.isVisible()
    with qtbot.waitSignal(win.model.gameOver):
        assert win.model.place_at(0, 0, 4)
    assert win.game_over.isVisible()
    assert win.game_over.score.text() == "121"
    assert win.game_over.score.accessibleName() == "Final score: 121"
    assert "Lines cleared: 6" in win.game_over.summary.text()
    assert not win.action("undo").isEnabled()
    win.game_over.button.click()
    assert not win.game_over.isVisible()
    assert win.model.score == 0 and win.model.game.board.filled == 0


def test_new_game_asks_before_abandoning_a_game_in_progress(win, qtbot):
    assert win.new_game(ARCADE)  # nothing placed yet: no question
    assert win.model.rules is ARCADE
    win.model.place(*win.model.game.legal_moves()[0])
    score = win.model.score
    win.action("new_classic").trigger()  # returns at once: the box is open
    box = win.abandon_box
    assert box.isVisible() and box.windowModality() == Qt.WindowModality.WindowModal
    assert box.windowTitle() == "Abandon this game?"
    assert box.text() == "Start a new game? The board you are playing will be lost."
    assert [box.button(b).text() for b in (QMessageBox.StandardButton.Yes,
            QMessageBox.StandardButton.No)] == ["New Game", "Keep Playing"]  # fmt: skip
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    box.button(QMessageBox.StandardButton.No).click()  # keep playing
    assert win.model.rules is ARCADE and win.model.score == score
    win.action("new_classic").trigger()
    win.abandon_box.button(QMessageBox.StandardButton.Yes).click()
    assert win.model.rules is CLASSIC and win.model.score == 0


def test_score_and_best_are_always_visible_and_no_clock(win):
    win.model.place(0, 0, 0)
    assert win.score_label.isVisible() and win.best_label.isVisible()
    assert win.score_label.accessibleName() == f"Score: {win.model.score}"
    win.motion.finish()
    assert win.score_label.text() == str(win.model.score)
    assert win.best_label.text() == f"Best: {win.model.best}"
    from PySide6.QtWidgets import QLabel

    shown = [label.text() for label in win.findChildren(QLabel) if label.isVisible()]
    assert not any(re.search(r"\d+:\d\d", text) for text in shown), shown


def test_no_notice_hides_another(win):
    win.notice.show_message("first")
    win.notice.show_message("second")
    assert win.notice.isVisible()
    assert win.notice.label.text() == "first\n\nsecond"
    win.notice.close_button.click()
    assert not win.notice.isVisible()
    win.notice.show_message("third")
    assert win.notice.label.text() == "third"


def test_the_first_frame_is_told_once_after_the_window_is_exposed(qtbot, tmp_path):
    """What start-up defers (the garbage collector, see app.collect_again)
    waits for this: once, after the first expose, never again."""
    window = create_window(tmp_path / "s.ini")
    assert window is not None
    qtbot.addWidget(window)
    told: list[bool] = []
    window.firstFrameShown.connect(lambda: told.append(window.windowHandle().isExposed()))
    qtbot.wait(50)
    assert told == []  # built, not shown
    window.show()
    qtbot.waitUntil(lambda: told == [True])
    window.hide()
    window.show()
    qtbot.waitExposed(window)
    window.resize(300, 500)
    qtbot.wait(100)
    assert told == [True]


def test_every_closed_dialog_is_let_go(win, qtbot):
    """Closing a dialog frees it (a review its worker), but Statistics, kept
    for the window's life (a screen reader heard it only the first time when
    it was built anew each time): an evening of opening them does not grow."""
    win.model.load_game(Game(CLASSIC, 7))
    while not win.model.game.over:
        win.model.place(*win.model.game.legal_moves()[0])
    gone: list[str] = []
    for _ in range(3):
        win.action("statistics").trigger()
        QApplication.processEvents()
        kept = win.statistics_dialog
        assert kept.isVisible()
        kept.close()
        QApplication.processEvents()
        assert not kept.isVisible()
        assert win.findChildren(type(kept)) == [kept]
    opened = (("review_last", "review_window"),
              ("how_to_play", "help_dialog"), ("how_dealing_works", "dealing_dialog"),
              ("how_the_coach_judges", "coach_dialog"), ("preferences", "preferences_dialog"),
              ("play_number", "number_dialog"))  # fmt: skip
    for command, attribute in opened:
        win.action(command).trigger()
        QApplication.processEvents()
        window = getattr(win, attribute)
        window.destroyed.connect(lambda *_, name=command: gone.append(name))
        window.close()
        qtbot.waitUntil(lambda name=command: gone[-1:] == [name], timeout=3000)


def test_statistics_opened_again_shows_what_changed_while_it_was_closed(win, qtbot):
    """Statistics is kept hidden between openings: opened again after a
    game ended and the language changed, it shows the new count, in the new
    language, on the tab the player left it on."""
    from blockpuzzle.dialogs.statistics import SCORES_TAB
    from blockpuzzle.store.settings import LANGUAGE

    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    before = int(dialog.figure("classic", "games").text())
    dialog.ui.tabs.setCurrentIndex(SCORES_TAB)
    dialog.close()
    win.model.load_game(Game(CLASSIC, 11))
    while not win.model.game.over:
        win.model.place(*win.model.game.legal_moves()[0])
    win.prefs.set(LANGUAGE, "id")
    qtbot.wait(20)
    try:
        win.action("statistics").trigger()
        QApplication.processEvents()
        assert win.statistics_dialog is dialog and dialog.isVisible()
        assert int(dialog.figure("classic", "games").text()) == before + 1
        assert dialog.windowTitle() == "Statistik"
        assert dialog.ui.tabs.currentIndex() == SCORES_TAB
    finally:
        win.prefs.set(LANGUAGE, "en")
    dialog.close()


def test_the_card_is_a_wide_centred_panel_on_a_large_board_with_all_its_text(win, qtbot):
    """On a large window the game-over card takes at least three fifths of
    the board's width, centred on it, never reaching its edges; on a narrow
    one its wrapped lines are all shown (none cut at the bottom)."""
    from blockpuzzle.window.mainwindow import CARD_MARGIN

    holes = {(r, (r * 3) % 8) for r in range(8)} | {(0, 4)}
    text = "\n".join("".join("." if (r, c) in holes else "1" for c in range(8)) for r in range(8))
    load(win, with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None,
                        board=Board.from_text(text)))  # fmt: skip
    win.resize(1000, 1000)
    win.show()
    qtbot.waitExposed(win)
    win.model.place_at(0, 0, 4)
    for size in ((1000, 1000), (win.minimumSizeHint().width(), 700)):
        win.resize(*size)
        QApplication.processEvents()
        card, area = win.game_over, win.board_view.geometry()
        assert card.isVisible()
        if size[0] == 1000:
            assert card.width() >= area.width() * 0.6 - 1, (card.width(), area.width())
        assert area.left() + CARD_MARGIN <= card.x()
        assert card.x() + card.width() <= area.right() + 1 - CARD_MARGIN
        assert abs(card.geometry().center().x() - area.center().x()) <= 1
        for label in card.findChildren(QLabel):
            if label.isVisible() and label.wordWrap():
                assert label.height() >= label.heightForWidth(label.width()), label.text()


def ending_at(win, score: int) -> None:  # type: ignore[no-untyped-def]
    """A Classic game a placement from its end (a dot, then nothing fits),
    ``score - 1`` points so far: the dot's point makes ``score``."""
    from ..helpers import ALMOST_OVER

    game = with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=ALMOST_OVER)
    game.state = game.state.__class__(game.board, game.tray, score - 1, 0, 4, False)
    load(win, game)


def test_the_card_says_new_best_only_when_the_score_beats_every_finished_game(win, qtbot):
    """The best of Classic's finished games is 120 (kept in the history):
    ending at 121 is a new best, the badge shown; ending at 121 again, or
    at 90, is not — whichever of the window and the session hears the end
    first (the session counts the game among the finished ones as it does)."""
    win.model.set_best("classic", 120)
    for score, badge in ((121, True), (121, False), (90, False), (122, True)):
        ending_at(win, score)
        with qtbot.waitSignal(win.model.gameOver):
            assert win.model.place_at(0, 0, 4)
        assert win.game_over.isVisible()
        assert win.game_over.badge.isVisibleTo(win.game_over) is badge, score
        assert win.model.kept_best("classic") == max(120, 121 if score < 122 else 122)
        win.game_over.button.click()


def test_every_command_of_the_table_does_something_of_the_window(win):
    """The command table says what each command does by name: each name is
    a method of the window as it stands (a typo would fail only when the
    player chose the command)."""
    from operator import attrgetter

    from blockpuzzle.window.commands import COMMANDS

    for command in COMMANDS:
        assert callable(attrgetter(command.does)(win)), command.name
    assert len({(c.does, c.args) for c in COMMANDS}) == len(COMMANDS)  # none does another's


def test_the_commands_with_arguments_do_what_their_names_say(win, qtbot):
    win.action("new_arcade").trigger()
    assert win.model.rules.mode == "arcade"
    win.action("new_classic").trigger()
    assert win.model.rules.mode == "classic"
    win.action("select_2").trigger()
    assert win.model.selected == 1
    start = win.model.cursor
    assert start is not None
    win.action("cursor_down").trigger()
    win.action("cursor_right").trigger()
    assert win.model.cursor == (start[0] + 1, start[1] + 1)
    win.action("cursor_up").trigger()
    win.action("cursor_left").trigger()
    assert win.model.cursor == start
