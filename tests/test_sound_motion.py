"""Sound and motion: the right sound for each event, none for a miss or when
muted; animations that never hold the game up, and none with Reduce motion."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from blockpuzzle.effects import Flash
from blockpuzzle.engine import CLASSIC, Board, Game, shape
from blockpuzzle.mainwindow import MainWindow
from blockpuzzle.prefs import Preferences
from blockpuzzle.settings import MOTION, ROTATION, SOUND, THEME, Settings

from .helpers import board_point, drag, move_to, release_at, start_drag, with_tray

TWO_LINES = Board.from_text(".......1\n" * 7 + "1111111.")


@pytest.fixture
def window(qtbot, tmp_path):
    prefs = Preferences(Settings(tmp_path / "s.ini"))
    win = MainWindow(prefs=prefs)
    qtbot.addWidget(win)
    win.resize(480, 640)
    win.show()
    qtbot.waitExposed(win)
    return win


def sounds(win):
    heard = []
    win.sound.played.connect(heard.append)
    return heard


def test_placement_clear_and_game_over_each_have_their_sound(window):
    heard = sounds(window)
    window.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None, board=TWO_LINES)
    )
    window.model.place_at(1, 0, 0)
    assert heard == ["place"]
    window.model.place_at(0, 7, 7)  # completes row 7 and column 7
    assert heard == ["place", "clear2"]
    holes = {(r, (r * 3) % 8) for r in range(8)} | {(0, 4)}
    text = "\n".join("".join("." if (r, c) in holes else "1" for c in range(8)) for r in range(8))
    window.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=Board.from_text(text))
    )
    window.model.place_at(0, 0, 4)
    assert heard[-2:] == ["place", "gameover"]


def test_a_missed_drop_is_silent(window):
    heard = sounds(window)
    board = Board.from_text("1.......\n" + "........\n" * 7)
    window.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("square3"), shape("dot"), None, board=board)
    )
    start_drag(window, 0)
    target = board_point(window, 1.5, 3.5)  # over the filled corner
    move_to(window, target)
    release_at(window, target)
    assert heard == []
    assert window.model.game.board == board


def test_muted_means_no_sound_at_all(window):
    window.prefs.set(SOUND, False)
    heard = sounds(window)
    window.model.place(0, 0, 0)
    assert heard == []
    assert window.sound._effects == {}  # nothing was even loaded


def test_reduce_motion_runs_no_animation(window):
    window.prefs.set(MOTION, "reduced")
    window.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None, board=TWO_LINES)
    )
    drag(window, 0, 7.5, 8.5)  # the dot on (7, 7): two lines clear
    assert window.model.last_placement.lines == 2
    assert window.effects.running == []
    assert not any(isinstance(item, Flash) for item in window.board_view.scene().items())


def test_animations_never_hold_the_game_up(window, qtbot):
    window.prefs.set(MOTION, "full")
    window.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None, board=TWO_LINES)
    )
    drag(window, 0, 7.5, 8.5)
    running = list(window.effects.running)
    assert running and all(a.state() == a.State.Running for a in running)
    # The model is final while the flash still plays …
    assert window.model.game.board.filled == TWO_LINES.filled & ~(0xFF << 56) & ~sum(
        1 << (r * 8 + 7) for r in range(8)
    )
    assert window.model.score == 1 + 30
    # … and the next piece can be picked up and placed at once.
    drag(window, 1, 2.5, 3.5)
    assert window.model.score == 32
    qtbot.waitUntil(lambda: window.effects.running == [], timeout=2000)
    assert not any(isinstance(item, Flash) for item in window.board_view.scene().items())


def test_preferences_dialog_changes_apply_at_once_and_persist(window, tmp_path):
    window.show_preferences()
    dialog = window.preferences_dialog
    dialog.ui.soundCheck.setChecked(False)
    assert not window.prefs.sound
    dialog.ui.themeCombo.setCurrentIndex(dialog.ui.themeCombo.findData("dark"))
    assert QApplication.palette().color(QApplication.palette().ColorRole.Window).lightness() < 128
    dialog.ui.rotationCheck.setChecked(False)
    settings = Settings(tmp_path / "s.ini")
    assert (
        settings.get(SOUND) is False
        and settings.get(THEME) == "dark"
        and settings.get(ROTATION) is False
    )
    # Rotation off: the next Arcade game's pieces do not turn.
    window.action("new_arcade").trigger()
    assert window.model.rules.mode == "arcade" and not window.model.rules.rotation
    assert not window.action("rotate").isVisible()
    dialog.ui.themeCombo.setCurrentIndex(dialog.ui.themeCombo.findData("system"))
    assert QApplication.palette().color(QApplication.palette().ColorRole.Window).lightness() > 128
