"""How long saving after a move takes: the engine's dump (with the moves so
far) as JSON, written as the game in progress in one transaction of the
history (SQLite, write-ahead journal), and the settings file, written only
where something in it changed (the mode of a new game).

    python benchmarks/save.py [--moves N]

Plays N placements (default 500) through the real GameModel and Session,
timing each save the placement triggers.  Target: median ≤ 2 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication

from benchmarks.harness import against, median, p99
from blockpuzzle.models.game import GameModel
from blockpuzzle.store.history import History, history_path
from blockpuzzle.store.prefs import Preferences
from blockpuzzle.store.session import Session
from blockpuzzle.store.settings import Settings
from blockpuzzle.store.single import SingleInstance


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=500)
    args = parser.parse_args()
    QCoreApplication(sys.argv[:1])
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as tmp:
        model = GameModel()
        path = Path(tmp) / "bench.ini"
        # As create_window wires it: the single-instance lock on the file's
        # identity follows every write.
        instance = SingleInstance(path)
        assert instance.acquire()
        settings = Settings(path)
        settings.on_written.append(instance.file_saved)
        session = Session(model, settings, Preferences(settings), History(history_path(path)))
        session.restore()
        longest = 0
        times: list[float] = []
        original = session.save

        def timed_save() -> None:
            begin = time.perf_counter()
            original()
            times.append(time.perf_counter() - begin)

        model.positionChanged.disconnect(original)
        model.positionChanged.connect(timed_save)
        while len(times) < args.moves:
            game = model.game
            if game.over:
                model.new_game(game.rules)
                continue
            model.place(*rng.choice(game.legal_moves()))
            longest = max(longest, len(model.game.moves or ()))
        session.history.close()
        size = history_path(path).stat().st_size
        instance.release()
    print(f"{len(times)} saves into a {size:,}-byte history (games up to {longest} moves)")
    middle = median(times) * 1e3
    print(
        "save after a move: "
        + against(
            f"median {middle:.3f} ms, p99 {p99(times) * 1e3:.3f} ms", "median ≤ 2 ms", middle <= 2
        )
    )


if __name__ == "__main__":
    main()
