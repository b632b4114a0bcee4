"""How long the game takes to show its window: from source
(``python -m blockpuzzle``) and from the standalone bundle.

    python benchmarks/startup.py [--runs N]

Under a private Xvfb, each run starts the game with a fresh settings file
and times until its window is mapped (xdotool), then quits it with Ctrl+Q.
Prints the median of N runs (default 5) and the bundle's size.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.e2e.xsession import Xvfb, started_window  # noqa: E402


def time_start(command: list[str], display: str, runs: int) -> float:
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as tmp:
            with started_window([*command, "--settings", f"{tmp}/s.ini"], display) as (
                proc,
                window,
                took,
            ):
                subprocess.run(
                    ["xdotool", "windowfocus", "--sync", window, "key", "ctrl+q"],
                    env={**os.environ, "DISPLAY": display}, check=True, timeout=30,
                )  # fmt: skip
                proc.wait(timeout=30)
            times.append(took)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    server = Xvfb()
    try:
        source = time_start([sys.executable, "-m", "blockpuzzle"], server.display, args.runs)
        print(f"python -m blockpuzzle : {source:.2f} s to the window (median of {args.runs})")
        bundles = sorted((ROOT / "dist").glob("**/blockpuzzle.bin"))
        if bundles:
            folder = bundles[0].parent
            size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
            bundled = time_start([str(bundles[0])], server.display, args.runs)
            print(f"bundle                : {bundled:.2f} s to the window (median of {args.runs})")
            print(f"bundle size           : {size / 1e6:.0f} MB ({folder})")
        else:
            print("no bundle in dist/ (python packaging/build.py builds it)")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
