"""What the analysis of past games in the background costs and gives.

    python benchmarks/background.py [--games N] [--seconds S]

Offscreen.  A history of N real games (default 40, each played to its end
as a fair player might: the move that scores most, ties and one move in
four at random — games of a few dozen placements, as a player's are), the
game window over it, its background analysis started at once.  Printed:

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
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from benchmarks.harness import p99
from benchmarks.history import close
from benchmarks.review import Frames
from blockpuzzle.app import create_window
from blockpuzzle.coach.review import VERSION
from blockpuzzle.engine import CLASSIC, Game
from blockpuzzle.engine.moves import encode
from blockpuzzle.store.history import GameRecord, History, history_path
from blockpuzzle.store.records import INSERT_GAME


def fair_games(count: int) -> list[GameRecord]:
    """``count`` Classic games played to their end as a fair player might."""
    rng = random.Random(55)
    records = []
    for n in range(count):
        game = Game(CLASSIC, rng.randrange(1 << 40))
        while not game.over:
            moves = game.legal_moves()
            if rng.random() < 0.25:
                game.place(*rng.choice(moves))
            else:
                game.place(*max(moves, key=lambda m: (game.preview(*m).points, rng.random())))
        stamp = f"2026-11-{1 + n % 28:02d}T{n % 24:02d}:00:00+00:00"
        records.append(
            GameRecord("classic", game.seed, False, stamp, stamp, game.score, game.lines,
                       len(game.moves or ()), 120.0, "over", encode(game.moves or ()))
        )  # fmt: skip
    return records


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
    records = fair_games(args.games)
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
    # The reference: a process that only computes, on the other core and
    # below the window's priority, as the worker does — what sharing the
    # machine costs the window's frames with no work of the window's own.
    burner = subprocess.Popen([sys.executable, "-c", "import os\nos.nice(10)\nwhile True: pass"])
    frames.start()
    spin(app, min(elapsed, 20.0))
    shared = frames.stop()
    burner.kill()
    burner.wait()
    left = window.session.history.unreviewed(VERSION, 0)[2]
    analysed = len(records) - left
    print(f"background analysis: {analysed} games in {elapsed:.1f} s, "
          f"{60 * analysed / elapsed:.1f} games a minute on one core")  # fmt: skip
    print(f"frame lateness + paint, idle: median {statistics.median(idle):.2f} ms, "
          f"p99 {p99(idle):.2f} ms; while the analysis runs: median "
          f"{statistics.median(busy):.2f} ms, p99 {p99(busy):.2f} ms — "
          f"p99 {p99(busy) / p99(idle):.2f}× idle (target ≤ 1.1×)")  # fmt: skip
    print(f"beside a process that only computes (the reference): median "
          f"{statistics.median(shared):.2f} ms, p99 {p99(shared):.2f} ms — "
          f"p99 {p99(shared) / p99(idle):.2f}× idle")  # fmt: skip
    close(window)


if __name__ == "__main__":
    main()
