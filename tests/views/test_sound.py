"""Sound: the right sound for each event, none for a miss or when muted."""

from __future__ import annotations

from blockpuzzle.engine import CLASSIC, Board, Game, shape
from blockpuzzle.store.settings import SOUND

from ..helpers import TWO_LINES, board_point, move_to, release_at, start_drag, with_tray


def sounds(win):
    heard = []
    win.sound.played.connect(heard.append)
    return heard


def test_placement_clear_and_game_over_each_have_their_sound(win):
    heard = sounds(win)
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None, board=TWO_LINES)
    )
    win.model.place_at(1, 0, 0)
    assert heard == ["place"]
    win.model.place_at(0, 7, 7)  # completes row 7 and column 7
    assert heard == ["place", "clear2"]
    holes = {(r, (r * 3) % 8) for r in range(8)} | {(0, 4)}
    text = "\n".join("".join("." if (r, c) in holes else "1" for c in range(8)) for r in range(8))
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=Board.from_text(text))
    )
    win.model.place_at(0, 0, 4)
    assert heard[-2:] == ["place", "gameover"]


def test_a_missed_drop_is_silent(win):
    heard = sounds(win)
    board = Board.from_text("1.......\n" + "........\n" * 7)
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("square3"), shape("dot"), None, board=board)
    )
    start_drag(win, 0)
    target = board_point(win, 1.5, 3.5)  # over the filled corner
    move_to(win, target)
    release_at(win, target)
    assert heard == []
    assert win.model.game.board == board


def test_muted_means_no_sound_at_all(win):
    win.prefs.set(SOUND, False)
    heard = sounds(win)
    win.model.place(0, 0, 0)
    assert heard == []
    assert win.sound._effects == {}  # nothing was even loaded
