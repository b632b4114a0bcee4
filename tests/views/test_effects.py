"""Motion: animations that never hold the game up, and none with Reduce motion."""

from __future__ import annotations

from blockpuzzle.engine import CLASSIC, Game, shape
from blockpuzzle.store.settings import MOTION
from blockpuzzle.views.effects import Flash

from ..helpers import TWO_LINES, drag, with_tray


def test_reduce_motion_runs_no_animation(win):
    win.prefs.set(MOTION, "reduced")
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None, board=TWO_LINES)
    )
    drag(win, 0, 7.5, 8.5)  # the dot on (7, 7): two lines clear
    assert win.model.last_placement.lines == 2
    assert win.effects.running == []
    assert not any(isinstance(item, Flash) for item in win.board_view.scene().items())


def test_animations_never_hold_the_game_up(win, qtbot):
    win.prefs.set(MOTION, "full")
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None, board=TWO_LINES)
    )
    drag(win, 0, 7.5, 8.5)
    running = list(win.effects.running)
    assert running and all(a.state() == a.State.Running for a in running)
    # The model is final while the flash still plays …
    assert win.model.game.board.filled == TWO_LINES.filled & ~(0xFF << 56) & ~sum(
        1 << (r * 8 + 7) for r in range(8)
    )
    assert win.model.score == 1 + 30
    # … and the next piece can be picked up and placed at once.
    drag(win, 1, 2.5, 3.5)
    assert win.model.score == 32
    qtbot.waitUntil(lambda: win.effects.running == [], timeout=2000)
    assert not any(isinstance(item, Flash) for item in win.board_view.scene().items())
