"""What the analysis of past games in the background costs and gives.

    python benchmarks/background.py [--games N] [--seconds S]

Offscreen.  A history of N real games (default 40, played by the engine
with their moves to their end, as ``benchmarks/history.py`` does), the game
window over it, its background analysis started at once.  Printed:

* games analysed per minute, by the one worker process (one core), over
  the first S seconds (default 60) or until all are done;
* the frame time of the window meanwhile — its board repainted every 16 ms
  on a precise timer, each frame timed from when it was due to the end of
  its paint (``benchmarks/review.py``'s Frames) — against the same window
  idle just before, median and p99 of each, and the ratio of the p99s.

Targets (issue 55): games per minute printed; frame p99 while it runs
≤ 1.1× idle.
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
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from benchmarks.harness import p99
from benchmarks.history import close, played_games
from benchmarks.review import Frames
from blockpuzzle.app import create_window
from blockpuzzle.coach.review import VERSION
from blockpuzzle.store.history import History, history_path
from blockpuzzle.store.records import INSERT_GAME


def spin(app: QApplication, seconds: float) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=60.0)
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="bp-background-bench-"))
    path = folder / "settings.ini"
    records = [r for r in played_games(args.games * 2) if r.ending == "over"][: args.games]
    history = History(history_path(path))
    history._write_all([(INSERT_GAME, [tuple(r) for r in records])])
    history.close()
    placements = statistics.mean(r.placements or 0 for r in records)
    print(f"{len(records)} games of {placements:.0f} placements on average")

    window = create_window(path)
    assert window is not None
    window.show()
    spin(app, 1.0)  # the window's warm-up done
    frames = Frames(window.board_view)
    frames.start()
    spin(app, 10.0)
    idle = frames.stop()

    background = window.background
    done: list[float] = []
    background.progressed.connect(lambda _d, _t: done.append(time.perf_counter()))
    begin = time.perf_counter()
    background.next_game()
    frames.start()
    while time.perf_counter() - begin < args.seconds and len(done) < len(records):
        app.processEvents()
        time.sleep(0.001)
    busy = frames.stop()
    elapsed = time.perf_counter() - begin
    left = window.session.history.unreviewed(VERSION, 0)[2]
    analysed = len(records) - left
    print(f"background analysis: {analysed} games in {elapsed:.1f} s, "
          f"{60 * analysed / elapsed:.1f} games a minute on one core")  # fmt: skip
    print(f"frame lateness + paint, idle: median {statistics.median(idle):.2f} ms, "
          f"p99 {p99(idle):.2f} ms; while the analysis runs: median "
          f"{statistics.median(busy):.2f} ms, p99 {p99(busy):.2f} ms — "
          f"p99 {p99(busy) / p99(idle):.2f}× idle (target ≤ 1.1×)")  # fmt: skip
    close(window)


if __name__ == "__main__":
    main()
