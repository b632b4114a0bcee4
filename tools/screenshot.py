"""Makes docs/screenshot.png: the real window under Xvfb, mid-game, with a
piece held over the board (ghost and line preview showing).

    python tools/screenshot.py [OUTPUT.png]

Needs Xvfb, xdotool and ImageMagick's import.
"""

from __future__ import annotations

import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from blockpuzzle.engine import CLASSIC, Game  # noqa: E402
from blockpuzzle.engine import bitboard as bb  # noqa: E402
from tests.e2e.xsession import App, Xvfb  # noqa: E402


def midgame() -> dict:
    """A position a few moves in where the held piece would clear a line."""
    for seed in range(1, 500):
        game = Game(CLASSIC, seed)
        rng = random.Random(seed)
        for _ in range(10):
            if game.over:
                break
            game.place(*rng.choice(game.legal_moves()))
        if game.over:
            continue
        for slot, piece in enumerate(game.tray):
            if piece is None:
                continue
            for r, c in bb.cells(game.board.legal_origins(piece)):
                placement = game.board.place(piece, r, c)
                if placement and placement.lines:
                    return {
                        "score": game.score,
                        "lines": game.lines,
                        "board": game.board.to_text(),
                        "tray": [p.id if p else None for p in game.tray],
                        "slot": slot,
                        "origin": [r, c],
                        "width": piece.width,
                        "height": piece.height,
                    }
    raise SystemExit("no suitable position found")


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshot.png"
    scenario = midgame()
    server = Xvfb("800x700x24")
    try:
        with tempfile.TemporaryDirectory() as tmp:
            app = App(server.display, scenario, Path(tmp))
            try:
                row, col = scenario["origin"]
                # The pointer that the lift rule turns into that origin.
                x = col + scenario["width"] / 2
                y = row + scenario["height"] + 0.5
                start = app.slot_xy(scenario["slot"])
                app.move(*start)
                app.xdotool("mousedown", 1)
                app.glide(start, app.board_xy(x, y))
                time.sleep(0.5)
                shot = Path(tmp) / "screen.png"
                app.screenshot(shot)
                app.xdotool("mouseup", 1)
            finally:
                app.close()
            subprocess.run(
                ["convert", str(shot), "-crop", "480x640+0+0", "+repage", str(out)], check=True
            )
    finally:
        server.stop()
    print(out)


if __name__ == "__main__":
    main()
