"""How soon Game ▸ Practice shows its first position with a long history.

    python benchmarks/practice.py [--games N] [--drills M] [--runs R]

Offscreen.  Builds a history of N real games (default 10,000, played by the
engine with their moves, as ``benchmarks/history.py`` does) and M practice
positions among them (default 2,000: a mistake at a random move of a random
game, each due), opens the game window over it, and times Game ▸ Practice
from the command to its first position on the board with the bar over it
(the due positions read, each replayed and judged again as its review did):
the first time in the session (the coach's judge made then) and the median
and slowest of R more, each meeting ten positions not met before.  Also
the part that is the history's query alone.

Target (issue 55): the first position ≤ 200 ms with a 10,000-game history.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from benchmarks.history import close, ms, played_games
from blockpuzzle.app import create_window
from blockpuzzle.coach.themes import THEMES
from blockpuzzle.engine import CLASSIC, Game
from blockpuzzle.engine.moves import decode, encode
from blockpuzzle.store.history import History, history_path, now
from blockpuzzle.store.records import INSERT_GAME


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--drills", type=int, default=2_000)
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="bp-practice-bench-"))
    path = folder / "settings.ini"
    records = played_games(args.games)
    history = History(history_path(path))
    history._write_all([(INSERT_GAME, [tuple(r) for r in records])])
    rng = random.Random(55)
    drills = []
    for record in rng.sample(records, min(args.drills, len(records))):
        moves = decode(record.moves or "")
        if len(moves) < 2:
            continue
        move = rng.randrange(1, len(moves) + 1)
        drills.append((record.mode, record.rotation, record.seed, record.started, move,
                       encode(moves[:move]), rng.choice(THEMES)))  # fmt: skip
    history.add_drills(drills)
    history.close()
    print(f"{len(records):,} games, {len(drills):,} practice positions")

    window = create_window(path)
    assert window is not None
    window.background.close()  # measured alone, not beside the background analysis
    window.show()
    app.processEvents()
    queries, opens = [], []
    for _ in range(args.runs + 1):
        window.model.load_game(Game(CLASSIC))  # nothing in progress: no question
        window.retry_bar.stop()
        app.processEvents()
        begin = time.perf_counter()
        window.session.history.due_drills(now(), 10)
        queries.append(time.perf_counter() - begin)
        begin = time.perf_counter()
        window.action("practice").trigger()
        assert window.retry_bar.active
        app.processEvents()
        opens.append(time.perf_counter() - begin)
        # Tried and solved: the next run meets ten other positions (the
        # coach's plans are cached by position).
        at = datetime.now(UTC)
        for mistake in window.retry_bar.mistakes:
            window.session.history.keep_drill(mistake.drill, True, at)
    first, rest = opens[0], opens[1:]
    print(f"Game ▸ Practice to its first position: the session's first {ms(first)}; "
          f"then median {ms(statistics.median(rest))}, slowest {ms(max(rest))} "
          f"(target ≤ 200 ms); the history's query alone median "
          f"{ms(statistics.median(queries))}")  # fmt: skip
    close(window)


if __name__ == "__main__":
    main()
