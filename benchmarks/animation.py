"""What one frame of animation costs to paint: the board at 1000×1000
pixels, offscreen, while four lines clear (a row and a column twice over),
with the "+N" rising and the score counting up.

    python benchmarks/animation.py [--clears N] [--ratio R]

The window is the game's own (create_window), with motion on.  Each clear
is a real placement; its animations are then stepped through frame by frame
(every 16 ms of their 500 ms) and each frame painted at once with
``viewport().repaint()`` — the whole board, the worst case (Qt repaints only
what changed).  Prints the median and the 99th percentile, and the same for
a still board (no animation) in the same run, and their ratio.  Target:
p99 ≤ 4 ms (a 60 Hz frame leaves 16.7 ms).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks.harness import p99  # noqa: E402

SIDE = 1000
# Two rows and two columns one square short each: a 2×2 square in the
# corner where they meet clears all four.
FOUR_LINES = "\n".join(
    "".join("." if r in (6, 7) and c in (6, 7) else "1" if r in (6, 7) or c in (6, 7) else "."
            for c in range(8))
    for r in range(8)
)  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clears", type=int, default=40, help="clears to animate (default 40)")
    parser.add_argument(
        "--ratio", type=float, default=1.0, help="device pixel ratio (QT_SCALE_FACTOR)"
    )
    args = parser.parse_args()
    if args.ratio != 1.0:
        os.environ["QT_SCALE_FACTOR"] = str(args.ratio)
    app = QApplication(sys.argv)

    from blockpuzzle.app import create_window
    from blockpuzzle.engine import CLASSIC, Board, Game, GameState, shape
    from blockpuzzle.store.settings import MOTION

    with tempfile.TemporaryDirectory() as tmp:
        win = create_window(Path(tmp) / "settings.ini")
        assert win is not None
        win.prefs.set(MOTION, "full")
        win.show()
        view = win.board_view
        # Grow the window until the board's view is 1000 × 1000.
        win.resize(SIDE + 40, SIDE + 400)
        app.processEvents()
        extra = view.viewport().size()
        win.resize(win.width() + SIDE - extra.width(), win.height() + SIDE - extra.height())
        app.processEvents()
        size = view.viewport().size()
        viewport = view.viewport()

        def frame() -> float:
            start = time.perf_counter()
            viewport.repaint()
            return time.perf_counter() - start

        moving, still = [], []
        board = Board.from_text(FOUR_LINES)
        for _ in range(args.clears):
            game = Game(CLASSIC, 1)
            game.state = GameState(board, (shape("square2"), shape("dot"), None), 0, 0, 1, False)
            win.model.load_game(game)
            app.processEvents()
            win.motion.finish()
            for _ in range(3):
                still.append(frame())
            assert win.model.place(0, 6, 6) and win.model.last_placement.lines == 4
            running = list(win.motion.running)
            assert running, "no animation started"
            longest = max(a.totalDuration() for a in running)
            for now in range(0, longest + 1, 16):
                for animation in running:
                    if animation in win.motion.running:
                        animation.setCurrentTime(min(now, animation.totalDuration()))
                moving.append(frame())
            win.motion.finish()
        win.close()

    ms = 1000
    med, still_med = statistics.median(moving) * ms, statistics.median(still) * ms
    print(f"board view {size.width()}×{size.height()} px, ratio {args.ratio}, {args.clears} clears")
    print(
        f"animation frame: median {med:.2f} ms, p99 {p99(moving) * ms:.2f} ms"
        f" over {len(moving)} frames (target p99 ≤ 4 ms)"
    )
    print(
        f"still board:     median {still_med:.2f} ms, p99 {p99(still) * ms:.2f} ms"
        f" over {len(still)} frames"
    )
    print(f"ratio animated / still (medians): {med / still_med:.2f}×")


if __name__ == "__main__":
    main()
