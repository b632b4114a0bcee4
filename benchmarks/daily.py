"""How soon the coach's score to beat on a day's deal is ready.

    python benchmarks/daily.py [--days N]

For each of N days from today (default 7), each mode: the coach plays the
day's deal as the game has it play as the deal starts — ``blockpuzzle
--coach-review --blind`` in a process of its own, below the window's
priority — and the time from the process's start to its score is printed,
with the score and the deals it played; then the median and the slowest.

Target (issue 56): ready before the player's first game of the day usually
ends — a game of a few dozen placements takes minutes.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from datetime import date, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from blockpuzzle.coach import wire  # noqa: E402
from blockpuzzle.engine import MODES, spaced  # noqa: E402
from blockpuzzle.engine.daily import daily_number, daily_seed  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=7)
    args = parser.parse_args()
    times = []
    for n in range(args.days):
        day = date.today() + timedelta(days=n)
        for mode, rules in MODES.items():
            line = wire.game_line(mode, rules.rotation, daily_seed(day, mode), "")
            begin = time.perf_counter()
            out = subprocess.run(
                [sys.executable, "-m", "blockpuzzle", "--coach-review", "--blind"],
                input=line + "\n", capture_output=True, text=True, cwd=ROOT, timeout=600,
            )  # fmt: skip
            elapsed = time.perf_counter() - begin
            event = wire.read_event(out.stdout.strip().splitlines()[-1].encode())
            times.append(elapsed)
            print(f"{day} {mode:<7} {spaced(daily_number(day, mode))}: the coach {event} "
                  f"in {elapsed:.2f} s")  # fmt: skip
    print(f"median {statistics.median(times):.2f} s, slowest {max(times):.2f} s "
          f"(target: before a first game usually ends, minutes)")  # fmt: skip


if __name__ == "__main__":
    main()
