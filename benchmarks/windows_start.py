"""How long the installed Windows game takes to show its window, against the
same game from the source under Windows' own Python, in the same Wine prefix
and the same run (issue 52's target: ≤ 1.0×).

    python benchmarks/windows_start.py [--runs N]

The installer (``python packaging/installer.py`` builds it) is installed
silently into a fresh prefix; then, under a private Xvfb, the two programs
take turns, run after run, each with a fresh settings file:

* installed — what the Start-menu shortcut starts (the .lnk's program,
  ``pythonw.exe``, and its arguments, in its folder);
* source — ``pythonw.exe -m blockpuzzle`` from this checkout, the Python and
  packages ``packaging/windows.py`` set up (the whole of PySide6), in the
  same prefix.

Each is timed until the X server maps its window (``xev`` on the root
window, as ``benchmarks/startup.py`` does); the first start of each is left
out (Wine and the files warming up).  Prints the medians and the ratio with
its 90 % bootstrap interval.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.startup import MapWatch, interval  # noqa: E402
from tests.e2e import shortcut  # noqa: E402
from tests.e2e.test_windows import windows_check  # noqa: E402
from tests.e2e.xsession import Xvfb  # noqa: E402

PREFIX = "prefix-start"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    (setup_exe,) = sorted((ROOT / "dist").glob("BlockPuzzle-*-windows-x64-setup.exe"))[-1:]
    windows = windows_check()
    drive_c = windows.fresh_prefix(PREFIX, icu=True)
    server = Xvfb()
    env = {**windows.env(PREFIX), "DISPLAY": server.display}
    env.pop("QT_QPA_PLATFORM", None)
    try:
        subprocess.run(["wine", str(setup_exe), "/S"], env=env, check=True, timeout=600)
        subprocess.run(["wineserver", "-w"], env=env, timeout=600)
        (user,) = [p for p in (drive_c / "users").iterdir() if p.name != "Public"]
        link = shortcut.read(
            user / "AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Block Puzzle.lnk"
        )
        folder = drive_c.joinpath(*link.working_dir[3:].split("\\"))
        programs = {
            "installed": (["wine", link.target, link.arguments.strip('"')], folder),
            "source": (["wine", str(windows.HOME / "python" / "pythonw.exe"), "-m",
                        "blockpuzzle"], ROOT),
        }  # fmt: skip
        watch = MapWatch(server.display)
        seen: dict[str, list[tuple[float, int, int, float]]] = {name: [] for name in programs}
        try:
            for turn in range(args.runs + 1):
                for name, (command, cwd) in programs.items():
                    with tempfile.TemporaryDirectory() as tmp:
                        settings = "Z:" + str(Path(tmp) / "s.ini").replace("/", "\\")
                        proc, took, _used = watch.started(
                            [*command, "--settings", settings], "Block Puzzle", env, str(cwd)
                        )
                        time.sleep(0.5)
                        proc.kill()
                        proc.wait()
                    if turn:  # the first turn warms Wine and the files up
                        seen[name].append((took, 0, 0, 0.0))
        finally:
            watch.stop()
    finally:
        windows.stop_wine(PREFIX)
        server.stop()
    for name, runs in seen.items():
        print(f"{name:10} median {statistics.median(t for t, *_ in runs) * 1000:.0f} ms "
              f"over {len(runs)} starts")  # fmt: skip
    ratio = statistics.median(t for t, *_ in seen["installed"]) / statistics.median(
        t for t, *_ in seen["source"]
    )
    low, high = interval(seen, "installed", "source")
    print(f"installed / source: {ratio:.2f}x (90 % of resampled turns {low:.2f}-{high:.2f}x; "
          "target <= 1.0x)")  # fmt: skip


if __name__ == "__main__":
    main()
