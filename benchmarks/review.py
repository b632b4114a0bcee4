"""How fast the coach reviews a game, and what the window feels of it.

    python benchmarks/review.py [--placements N] [--mode classic|arcade] [--against REV]

A game of N placements (default 100) is played by the coach itself, then
opened in the review window as a player opens it.  Printed:

* the time to the first verdict on screen and to the whole review (the
  worker processes started, as many as the game runs, the lines read, the
  table filled), and the same with one worker process a core;
* the frame time while the analysis runs: the game's window beside it has
  its board repainted every 16 ms (``viewport().repaint()``, as
  ``benchmarks/animation.py`` does; a precise timer, as Qt's animations
  have), and each frame is timed from the moment
  it was due to the end of its paint (a late timer is a late frame).  The
  same is measured with the window idle, with a worker process a core, and
  with the analysis in a thread of this process instead (what the game does not
  do: the thread shares Python's lock with the window) — median and p99 of
  each, in one run;
* a hint's time (Piece ▸ Hint on the positions of the game) until it shows,
  and the part of it the window is busy with (a board in danger is the
  coach's process's), median and p99;
* with ``--against REV``: the same game reviewed whole in one process
  without Qt (``Reviewer.events``), by this tree and by REV in turns
  (``--runs`` each), medians and their ratio, and whether the two reviews
  are the same, event for event.

Targets (issue 26): the whole review ≤ 10 s, the first verdict ≤ 1 s,
frame p99 ≤ 16 ms while the analysis runs, a hint ≤ 100 ms median.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QObject, Qt, QTimer, Signal  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks.harness import p99  # noqa: E402


class Frames:
    """A repaint of ``view`` every 16 ms, each timed from when it was due.

    The timer is a precise one, as Qt's animation driver's is (its source:
    "always use a precise timer to drive animations"): the game's frames
    are its animations'.  A coarse one (QTimer's default, which Qt may move
    to wake with other timers) was the later of the two beside busy
    processes: a bare Qt loop beside two of them, median 12.4 ms late in one
    run and 2.6 ms in the next, against 2.4-2.5 ms for a precise timer."""

    def __init__(self, view) -> None:  # type: ignore[no-untyped-def]
        self.view = view
        self.times: list[float] = []
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(16)
        self.timer.timeout.connect(self.frame)
        self.due = 0.0

    def start(self) -> None:
        self.times.clear()
        self.due = time.perf_counter() + 0.016
        self.timer.start()

    def frame(self) -> None:
        self.view.viewport().repaint()
        now = time.perf_counter()
        self.times.append(max(0.0, now - self.due) * 1000)
        self.due = max(self.due + 0.016, now)

    def stop(self) -> list[float]:
        """The frames' lateness, the one still due counted too (a loop that
        never came back to paint has one very late frame, not none)."""
        self.timer.stop()
        late = (time.perf_counter() - self.due) * 1000
        return [*self.times, late] if late > 0 else list(self.times)


class InThread(QObject):
    """The review window's worker, but a thread of this process (for
    comparison only: the game uses a process)."""

    found = Signal(object)
    failed = Signal(str)

    def __init__(self, model, _record, parent) -> None:  # type: ignore[no-untyped-def]
        super().__init__(parent)
        self.args = (model.rules, model.seed, list(model.moves))
        self.thread: threading.Thread | None = None

    def start(self) -> None:
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def run(self) -> None:
        from blockpuzzle.coach.review import Reviewer

        rules, seed, moves = self.args
        for event in Reviewer(rules).events(seed, moves):
            self.found.emit(event)

    def cancel(self) -> None:
        pass

    def prefer(self, row: int) -> None:
        pass

    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()


# One review, timed, in a Python of its own with the tree its first argument
# names first on its path (then the mode, the seed, the moves): prints the
# seconds and a digest of every event.
REVIEW_IN = """
import hashlib, sys, time
tree, mode, seed, moves = sys.argv[1:]
sys.path.insert(0, tree)
from blockpuzzle.coach.review import Reviewer
from blockpuzzle.engine import MODES
from blockpuzzle.engine.moves import decode
start = time.perf_counter()
events = list(Reviewer(MODES[mode]).events(int(seed), decode(moves)))
print(time.perf_counter() - start, hashlib.sha256(repr(events).encode()).hexdigest())
"""


def against(revision: str, mode: str, seed: int, moves: str, runs: int) -> None:
    """This tree's review against ``revision``'s, in turns (see the docstring)."""
    import subprocess

    from benchmarks.checkout import checked_out

    with checked_out(revision) as tree:
        times: dict[str, list[float]] = {"this tree": [], revision: []}
        digests: dict[str, set[str]] = {"this tree": set(), revision: set()}
        for _ in range(runs):
            for name, root in (("this tree", ROOT), (revision, tree)):
                command = [sys.executable, "-c", REVIEW_IN, str(root), mode, str(seed), moves]
                out = subprocess.run(command, capture_output=True, text=True, check=True,
                                     cwd=tree.parent).stdout.split()  # fmt: skip
                times[name].append(float(out[0]))
                digests[name].add(out[1])
    now, then = (statistics.median(times[k]) for k in ("this tree", revision))
    same = "the same review" if digests["this tree"] == digests[revision] else "other reviews"
    print(f"one process, no Qt: this tree {now:.2f} s, {revision} {then:.2f} s "
          f"(medians of {runs}): {then / now:.2f}× faster; {same}")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--placements", type=int, default=100)
    parser.add_argument("--mode", default="classic", choices=("classic", "arcade"))
    parser.add_argument("-v", action="store_true", help="print the slowest frames")
    parser.add_argument("--against", metavar="REV", help="git revision to review the game too")
    parser.add_argument("--runs", type=int, default=3, help="turns of each, with --against")
    args = parser.parse_args()
    app = QApplication(sys.argv)

    from blockpuzzle.app import create_window
    from blockpuzzle.coach.player import Player
    from blockpuzzle.dialogs.review import ReviewWindow
    from blockpuzzle.engine import MODES, Game
    from blockpuzzle.engine.moves import encode
    from blockpuzzle.store.history import GameRecord

    rules = MODES[args.mode]
    seed = (1 << 40) - 1_000_003
    game = Game(rules, seed)
    player = Player(rules)
    while not game.over and len(game.moves or ()) < args.placements:
        game.play(player.plan(game.board.filled, game.tray).moves[:1])
    moves = list(game.moves or ())
    record = GameRecord(rules.mode, seed, rules.rotation, "2026-12-01T00:00:00+00:00",
                        "2026-12-01T00:10:00+00:00", game.score, game.lines, len(moves), 600.0,
                        "over", encode(moves))  # fmt: skip

    with tempfile.TemporaryDirectory() as folder:
        window = create_window(Path(folder) / "settings.ini")
        assert window is not None
        window.resize(600, 800)
        window.show()
        app.processEvents()
        frames = Frames(window.board_view)

        def run_for(seconds: float) -> None:
            loop = QEventLoop()
            QTimer.singleShot(int(seconds * 1000), loop.quit)
            loop.exec()

        # The window's first idle moment (its warm-up: Qt's types, the sound
        # output) done, as it is long before a player opens a review: its
        # frames were late by most of a period for the first half second.
        run_for(1.0)
        frames.start()
        run_for(2.0)
        idle = frames.stop()

        def review_once() -> tuple[float, float, list[float]]:
            """(first verdict, whole review, frames) of one review."""
            started = time.perf_counter()
            first: list[float] = []
            review = ReviewWindow(record, None)
            review.show()
            app.processEvents()  # its first paint: the analysis runs from here
            model = review.moves_model
            assert model is not None
            if model.judged[0] is not None:  # already, during the first paint
                first.append(time.perf_counter() - started)
            model.judgedRow.connect(
                lambda _row: first.append(time.perf_counter() - started) if not first else None
            )
            frames.start()
            loop = QEventLoop()
            model.finished.connect(loop.quit)
            loop.exec()
            whole = time.perf_counter() - started
            times = frames.stop()
            review.close()
            return first[0], whole, times

        # The review as the game does it (a worker process a core but one);
        # then one a core; then in a thread of this process.
        from blockpuzzle.dialogs import analysis
        from blockpuzzle.dialogs import review as module

        workers, every = analysis.worker_count(), analysis.cores()
        first, whole, with_game = review_once()
        in_process = module.ReviewWorker
        module.ReviewWorker = lambda m, r, p: in_process(m, r, p, workers=every)  # type: ignore[misc,assignment]
        first_every, on_every, with_every = review_once()
        module.ReviewWorker = InThread  # type: ignore[misc,assignment]
        _first, threaded, with_thread = review_once()
        module.ReviewWorker = in_process  # type: ignore[misc]

        # Hints on the game's own positions: until each shows (on a board in
        # danger, once the coach's process answers), and the part of it the
        # window is busy with.
        hints, busy, asked = [], [], 0
        shown: list[float] = []
        window.model.hinted.connect(lambda *_: shown.append(time.perf_counter()))
        replay = Game(rules, seed)
        for move in moves:
            window.model.load_game(Game.resume(rules, seed, replay.state))
            shown.clear()
            t = time.perf_counter()
            window.model.hint()
            busy.append((time.perf_counter() - t) * 1000)
            if not shown:
                asked += 1
                loop = QEventLoop()
                window.model.hinted.connect(loop.quit)
                loop.exec()
                window.model.hinted.disconnect(loop.quit)
            hints.append((shown[0] - t) * 1000)
            replay.play([move])
        window.close()

    print(f"{rules.mode}, {len(moves)} placements, score {game.score}")
    print(f"review, {workers} worker process{'es' if workers > 1 else ''} (the game): first "
          f"verdict {first:.2f} s, whole review {whole:.2f} s (target ≤ 1 s, ≤ 10 s)")  # fmt: skip
    print(f"  {every} worker processes, one a core: first verdict {first_every:.2f} s, whole "
          f"review {on_every:.2f} s ({whole / on_every:.2f}× faster than the game's)")  # fmt: skip
    print(f"  in a thread of the game: {threaded:.2f} s")
    for name, times in (
        ("idle", idle),
        (f"analysis in {workers} process{'es' if workers > 1 else ''} (the game)", with_game),
        (f"analysis in {every} processes, one a core", with_every),
        ("analysis in a thread", with_thread),
    ):
        print(
            f"frame, {name}: median {statistics.median(times):.2f} ms, "
            f"p99 {p99(times):.2f} ms, max {max(times):.1f} ms ({len(times)} frames)"
        )
        if "-v" in sys.argv:
            print("  slowest:", [round(t, 1) for t in sorted(times)[-6:]])
    print(f"p99 ratio thread / process: {p99(with_thread) / max(p99(with_game), 0.01):.1f}×")
    print(f"hint: median {statistics.median(hints):.1f} ms, p99 {p99(hints):.1f} ms, most "
          f"{max(hints):.0f} ms until shown (target ≤ 100 ms median); the window busy with it "
          f"median {statistics.median(busy):.1f} ms, p99 {p99(busy):.1f} ms, most "
          f"{max(busy):.0f} ms ({asked} of {len(hints)} asked of the coach's process)")  # fmt: skip
    if args.against:
        against(args.against, rules.mode, seed, encode(moves), args.runs)


if __name__ == "__main__":
    main()
