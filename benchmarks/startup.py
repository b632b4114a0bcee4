"""How long the game takes to show its window, and the memory it holds
then, against a bare PySide6 window (a QMainWindow with a label) started the
same way in the same run: from source (``python -m blockpuzzle``) and from
the standalone bundle.

    python benchmarks/startup.py [--runs N]

Under a private Xvfb, each run starts a program (the game with a fresh
settings file) and times until its window is mapped (xdotool); half a second
later its resident memory is read (/proc/PID/status, VmRSS), then it is
ended.  Prints medians of N runs (default 5) and the ratios to the bare
window.  Targets: time ≤ 1.5× the bare window, memory ≤ 1.3×.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.e2e.xsession import Xvfb, started_window  # noqa: E402

BARE = (
    "import sys\n"
    "from PySide6.QtWidgets import QApplication, QLabel, QMainWindow\n"
    "app = QApplication(sys.argv)\n"
    "window = QMainWindow()\n"
    "window.setWindowTitle('Block Puzzle')\n"
    "window.setCentralWidget(QLabel('A bare window'))\n"
    "window.show()\n"
    "app.exec()\n"
)


def resident(pid: int) -> int:
    """Resident memory of a process, in bytes."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def time_start(
    command: list[str], display: str, runs: int, settings: bool = True
) -> tuple[float, float]:
    """Median seconds to the mapped window, and median resident bytes then."""
    times, memory = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as tmp:
            args = [*command, "--settings", f"{tmp}/s.ini"] if settings else command
            with started_window(args, display) as (proc, _window, took):
                time.sleep(0.5)
                memory.append(resident(proc.pid))
            times.append(took)
    return statistics.median(times), statistics.median(memory)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    server = Xvfb()
    try:
        bare, bare_rss = time_start([sys.executable, "-c", BARE], server.display, args.runs, False)
        source, rss = time_start([sys.executable, "-m", "blockpuzzle"], server.display, args.runs)
        print(f"bare PySide6 window   : {bare:.2f} s, {bare_rss / 1e6:.0f} MB resident "
              f"(median of {args.runs})")  # fmt: skip
        print(f"python -m blockpuzzle : {source:.2f} s, {rss / 1e6:.0f} MB resident: "
              f"{source / bare:.2f}× the time (target ≤ 1.5×), "
              f"{rss / bare_rss:.2f}× the memory (target ≤ 1.3×)")  # fmt: skip
        bundles = sorted((ROOT / "dist").glob("**/blockpuzzle.bin"))
        if bundles:
            folder = bundles[0].parent
            size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
            bundled, bundled_rss = time_start([str(bundles[0])], server.display, args.runs)
            print(f"bundle                : {bundled:.2f} s, {bundled_rss / 1e6:.0f} MB resident "
                  f"(median of {args.runs})")  # fmt: skip
            print(f"bundle size           : {size / 1e6:.0f} MB ({folder})")
        else:
            print("no bundle in dist/ (python packaging/build.py builds it)")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
