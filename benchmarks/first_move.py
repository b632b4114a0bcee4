"""Is the first placement of a session as quick as the ones after it?

    python benchmarks/first_move.py [--sessions 7] [--profile]

Each session is a fresh process (the caches a first placement fills —
pixmaps, fonts, animation types — live as long as the process): the game's
window opens offscreen with motion on, then six placements are made through
the model, as a tap makes them, each timed until the board's repaint has
been rasterised; the animations it starts (the piece settling, the score)
then run in real time, the event loop turning as the game's does, and
every gap between two paints of the board, from the tap on, is a frame
time.  Prints the
median over the sessions of the first placement and of the later ones, the
same for the frame times' 99th percentile, and their ratios (issue 32's
targets: ≤ 1.5× each).  ``--profile`` prints where the first placement's time
goes in one session.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def session(profile: bool) -> tuple[list[float], list[float]]:
    """One session's placement times and its placements' frame-time p99s,
    in ms (run in a child process)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    class Paints(QObject):
        """The time of every paint of the board."""

        def __init__(self) -> None:
            super().__init__()
            self.times: list[float] = []

        def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.times.append(time.perf_counter())
            return False

    app = QApplication(sys.argv[:1])
    from blockpuzzle.app import create_window
    from blockpuzzle.engine import CLASSIC, Game
    from blockpuzzle.store.settings import MOTION

    with tempfile.TemporaryDirectory() as folder:
        window = create_window(Path(folder) / "s.ini")
        assert window is not None
        window.prefs.set(MOTION, "full")
        window.model.load_game(Game(CLASSIC, 1_000_003))
        window.resize(600, 800)
        window.show()
        for _ in range(20):
            app.processEvents()
        time.sleep(0.3)  # the first idle moments after the window shows
        for _ in range(20):
            app.processEvents()
        paints = Paints()
        window.board_view.viewport().installEventFilter(paints)
        times, frames = [], []
        for n in range(6):
            move = window.model.game.legal_moves()[0]
            profiler = None
            if profile and n == 0:
                import cProfile

                profiler = cProfile.Profile()
                profiler.enable()
            begin = time.perf_counter()
            paints.times = [begin]  # the tap: its own paint is the first frame
            window.model.place(*move)
            app.processEvents()
            window.board_view.viewport().repaint()
            times.append((time.perf_counter() - begin) * 1000)
            if profiler is not None:
                import pstats

                profiler.disable()
                pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumtime").print_stats(25)
            # The animations in real time; then the frames between paints.
            end = time.perf_counter() + 2.0
            while window.motion.running and time.perf_counter() < end:
                app.processEvents()
                time.sleep(0.001)
            window.motion.finish()
            gaps = sorted(
                (b - a) * 1000 for a, b in zip(paints.times, paints.times[1:], strict=False)
            )
            frames.append(gaps[min(len(gaps) - 1, int(0.99 * len(gaps)))] if gaps else 0.0)
            app.processEvents()
        window.close()
    return times, frames


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=7)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(session(args.profile)))
        return
    firsts, laters, first_frames, later_frames = [], [], [], []
    for _ in range(args.sessions):
        out = subprocess.run(
            [sys.executable, __file__, "--child", *(["--profile"] if args.profile else [])],
            capture_output=True, text=True, check=True,
        )  # fmt: skip
        if args.profile:
            print(out.stderr[-6000:])
            args.profile = False
        times, frames = json.loads(out.stdout.strip().splitlines()[-1])
        firsts.append(times[0])
        laters.append(statistics.median(times[1:]))
        first_frames.append(frames[0])
        later_frames.append(statistics.median(frames[1:]))
    first, later = statistics.median(firsts), statistics.median(laters)
    print(f"first placement of a session: median {first:.2f} ms; later ones {later:.2f} ms; "
          f"ratio {first / later:.2f}× (target ≤ 1.5×), {args.sessions} sessions")  # fmt: skip
    first, later = statistics.median(first_frames), statistics.median(later_frames)
    print(f"its animation's frames, p99: median {first:.2f} ms; later placements' {later:.2f} ms; "
          f"ratio {first / later:.2f}× (target ≤ 1.5×)")  # fmt: skip


if __name__ == "__main__":
    main()
