"""What the game history costs: the write at the end of a game, the start
with a long history, and the Statistics dialog over it.

    python benchmarks/history.py [--games N]

Offscreen.  Plays 200 real games through the window's model, timing the end
of each (the history's transaction, then the settings file); builds a
history of N real games (default 10,000, every one played by the engine with
its moves) and times ``create_window`` with it against an empty one, median
of 5 each; then times opening the Statistics dialog over it, and its Scores,
Games and Fairness tabs, each built on first use.  Targets: end of game
≤ 5 ms median; start-up +≤ 50 ms with 10,000 games; the dialog open
≤ 150 ms; the Fairness tab ≤ 300 ms (with the games' tallies kept, which
the benchmark also times working out).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from blockpuzzle.app import create_window
from blockpuzzle.engine import ARCADE, CLASSIC, Game
from blockpuzzle.engine.moves import encode
from blockpuzzle.store.history import GameRecord, History, history_path
from blockpuzzle.window.mainwindow import MainWindow


def ms(seconds: float) -> str:
    return f"{seconds * 1e3:.2f} ms"


def played_games(count: int) -> list[GameRecord]:
    """``count`` real games, random moves to the end, both modes."""
    rng = random.Random(10_000)
    records = []
    for n in range(count):
        rules = ARCADE if n % 4 == 3 else CLASSIC
        game = Game(rules, rng.randrange(2**40))
        while not game.over:
            moves = game.legal_moves()
            if not moves:
                break  # only a turn would help: abandoned here
            game.place(*rng.choice(moves))
        day = 1 + n * 3 // count
        stamp = f"2026-{1 + day // 29:02d}-{1 + day % 28:02d}T{n % 24:02d}:00:00+00:00"
        records.append(
            GameRecord(
                rules.mode,
                game.seed,
                rules.rotation,
                stamp,
                stamp,
                game.score,
                game.lines,
                len(game.moves or ()),
                60.0 + n % 300,
                "over" if game.over else "abandoned",
                encode(game.moves or ()),
            )
        )
    return records


def end_of_game_writes(folder: Path, games: int) -> list[float]:
    window = create_window(folder / "ends.ini")
    assert window is not None
    session = window.session
    times: list[float] = []
    original = session._count

    def timed(game: Game, ending: str) -> None:
        begin = time.perf_counter()
        original(game, ending)
        times.append(time.perf_counter() - begin)

    session._count = timed  # type: ignore[method-assign]
    rng = random.Random(3)
    model = window.model
    while len(times) < games:
        if model.game.over:
            model.new_game(CLASSIC)
            continue
        model.place(*rng.choice(model.game.legal_moves()))
    close(window)
    return times


def close(window: MainWindow) -> None:
    """Close the window and let its lock go, as quitting would."""
    from blockpuzzle.store.single import SingleInstance

    instance = window.findChild(SingleInstance)
    if instance is not None:
        instance.release()  # what quitting does (aboutToQuit)
    window.close()
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def start_up(path: Path) -> float:
    begin = time.perf_counter()
    window = create_window(path)
    elapsed = time.perf_counter() - begin
    assert window is not None
    close(window)
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="bp-history-bench-"))
    try:
        ends = end_of_game_writes(folder, 200)
        print(f"end of a game (history + settings file): median {ms(statistics.median(ends))}, "
              f"p99 {ms(sorted(ends)[int(len(ends) * 0.99)])} (target median ≤ 5 ms)")  # fmt: skip

        records = played_games(args.games)
        full = folder / "full" / "settings.ini"
        full.parent.mkdir()
        history = History(history_path(full))
        for record in records:
            history.add(record)
        history.close()
        empty = folder / "empty" / "settings.ini"
        empty.parent.mkdir()
        bare, long = [], []
        for _ in range(5):
            bare.append(start_up(empty))
            long.append(start_up(full))
        extra = statistics.median(long) - statistics.median(bare)
        print(f"start-up, empty history {ms(statistics.median(bare))}, {len(records):,} games "
              f"{ms(statistics.median(long))}: +{ms(extra)} (target ≤ +50 ms)")  # fmt: skip

        window = create_window(full)
        assert window is not None
        window.show()
        # The window's first idle moment (its warm-up: Qt's types, the sound
        # output) done, as it is long before a player opens Statistics:
        # otherwise the first opening below would time part of it.
        settle = time.perf_counter() + 1.0
        while time.perf_counter() < settle:
            app.processEvents()
        opens, scores, tables = [], [], []
        for _ in range(5):
            begin = time.perf_counter()
            window.show_statistics()
            dialog = window.statistics_dialog
            app.processEvents()
            opens.append(time.perf_counter() - begin)
            begin = time.perf_counter()
            dialog.ui.tabs.setCurrentIndex(1)
            app.processEvents()
            scores.append(time.perf_counter() - begin)
            begin = time.perf_counter()
            dialog.ui.tabs.setCurrentIndex(2)
            app.processEvents()
            tables.append(time.perf_counter() - begin)
            dialog.close()
            app.processEvents()
        print(f"Statistics dialog over {len(records):,} games: opens in "
              f"{ms(statistics.median(opens))} (target ≤ 150 ms); Scores tab "
              f"{ms(statistics.median(scores))} (target ≤ 100 ms; the session's very first, "
              f"QtCharts loading, {ms(scores[0])}), Games tab {ms(statistics.median(tables))} "
              "(each the first time a dialog shows it)")  # fmt: skip

        # The Fairness tab: the first time, every game's tally is worked out
        # (once: kept in the history); then, with them kept, it opens.
        history = window.session.history
        begin = time.perf_counter()
        while history.fill_tallies(seconds=1.0):
            pass
        filling = time.perf_counter() - begin
        fairness = []
        for _ in range(5):
            window.show_statistics()
            dialog = window.statistics_dialog
            app.processEvents()
            begin = time.perf_counter()
            dialog.ui.tabs.setCurrentIndex(3)
            app.processEvents()
            fairness.append(time.perf_counter() - begin)
            assert not dialog.fairness.timer.isActive()
            dialog.close()
            app.processEvents()
        print(f"Fairness tab over {len(records):,} games: {ms(statistics.median(fairness))} "
              f"(target ≤ 300 ms), its tallies kept; working them all out once (after an "
              f"upgrade) {filling:.2f} s, {ms(filling / len(records))} a game")  # fmt: skip
        window.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
