"""How long saving after a move takes: the engine's dump, the settings
keys, and the atomic write of the INI file (temporary file + rename).

    python benchmarks/save.py [--moves N]

Plays N placements (default 500) through the real GameModel and Session,
timing each save the placement triggers.  Target: median ≤ 2 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication

from blockpuzzle.models.game import GameModel
from blockpuzzle.store.session import Session
from blockpuzzle.store.settings import Settings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=500)
    args = parser.parse_args()
    QCoreApplication(sys.argv[:1])
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as tmp:
        model = GameModel()
        session = Session(model, Settings(Path(tmp) / "bench.ini"))
        session.restore()
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
        size = (Path(tmp) / "bench.ini").stat().st_size
    times.sort()
    print(f"{len(times)} saves of a {size}-byte settings file")
    print(
        f"save after a move: median {statistics.median(times) * 1e3:.3f} ms, "
        f"p99 {times[int(len(times) * 0.99)] * 1e3:.3f} ms (target median ≤ 2 ms)"
    )


if __name__ == "__main__":
    main()
