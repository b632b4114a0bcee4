"""The memory of the bundle against the source install once the game is
played, not only as its window shows, and what the session's first
placements cost in page faults (issue 32: the bundle hands its program's
code and read-only data back after start-up, and a placement reads the
engine's code back in).

    python benchmarks/played_memory.py [--runs N]

Under a private Xvfb, each run starts ``python -m blockpuzzle`` and the
bundle in dist/ in turns, each with a fresh settings file; two seconds
after its window shows, reads its resident memory (/proc/PID/status), then
places three pieces with real keys (a piece's number, F for the first place
it fits, Return), reading after each its minor and major page faults
(/proc/PID/stat) and, after the second, its resident memory again.
Prints the medians of N runs (default 5) and the bundle's ratios to the
source install.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.startup import resident  # noqa: E402
from tests.e2e.xsession import Xvfb, started_window  # noqa: E402


def faults(pid: int) -> tuple[int, int]:
    """(minor, major) page faults of the process so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[7]), int(fields[9])


def play_once(command: list[str], display: str) -> dict[str, float]:
    env = {**os.environ, "DISPLAY": display}
    with (
        tempfile.TemporaryDirectory() as tmp,
        started_window([*command, "--settings", f"{tmp}/s.ini"], display) as (proc, window, _),
    ):
        time.sleep(2)
        seen: dict[str, float] = {"start": resident(proc.pid) / 1e6}
        subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, check=True)
        for n, slot in enumerate("123", 1):
            before = faults(proc.pid)
            subprocess.run(
                ["xdotool", "key", "--delay", "30", slot, "f", "Return"], env=env, check=True
            )
            time.sleep(1)
            after = faults(proc.pid)
            seen[f"minor {n}"] = after[0] - before[0]
            seen[f"major {n}"] = after[1] - before[1]
            if n == 2:
                seen["played"] = resident(proc.pid) / 1e6
    return seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    bundles = sorted((ROOT / "dist").glob("**/blockpuzzle.bin"))
    if not bundles:
        sys.exit("no bundle in dist/ (python packaging/build.py builds it)")
    programs = {
        "source": [sys.executable, "-m", "blockpuzzle"],
        "bundle": [str(bundles[0])],
    }
    xserver = Xvfb()
    try:
        runs: dict[str, list[dict[str, float]]] = {name: [] for name in programs}
        for _ in range(args.runs):
            for name, command in programs.items():
                runs[name].append(play_once(command, xserver.display))
    finally:
        xserver.stop()
    median = {
        name: {key: statistics.median(r[key] for r in seen) for key in seen[0]}
        for name, seen in runs.items()
    }
    for name, m in median.items():
        print(
            f"{name:7s}: {m['start']:.1f} MB at start, {m['played']:.1f} MB after two "
            f"placements; page faults of placements 1, 2, 3: minor "
            f"{m['minor 1']:.0f}, {m['minor 2']:.0f}, {m['minor 3']:.0f}, major "
            f"{m['major 1']:.0f}, {m['major 2']:.0f}, {m['major 3']:.0f} "
            f"(median of {args.runs})"
        )
    source, bundle = median["source"], median["bundle"]
    print(
        f"the bundle against the source install: {bundle['start'] / source['start']:.3f}× "
        f"the memory at start, {bundle['played'] / source['played']:.3f}× after two placements"
    )


if __name__ == "__main__":
    main()
