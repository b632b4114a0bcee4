"""The window on real screens at 150 % and 200 %: on the first start the
whole board and tray are on the screen (they once opened off it)."""

from __future__ import annotations

import pytest

from .xsession import App, Xvfb

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize(
    ("screen", "scale"), [("1280x1024x24", "2"), ("1024x768x24", "1.5"), ("1024x768x24", "1")]
)
def test_the_first_window_shows_the_whole_board_and_tray(xserver, tmp_path, screen, scale):
    server = Xvfb(screen)
    try:
        app = App(server.display, {"placed by the game": True}, tmp_path,
                  env={"QT_SCALE_FACTOR": scale})  # fmt: skip
        try:
            seen = app.geometry
        finally:
            app.close()
    finally:
        server.stop()
    sx, sy, sw, sh = seen["screen"]
    for name in ("board_rect", "tray_rect"):
        x, y, w, h = seen[name]
        assert w > 0 and h > 0, (name, seen)
        assert sx <= x and sy <= y and x + w <= sx + sw and y + h <= sy + sh, (name, seen)
    # The board is a real board, not a sliver: at least 8 × 24 px a side.
    assert min(seen["board_rect"][2:]) >= 8 * 24, seen
    assert seen["ratio"] == float(scale)
