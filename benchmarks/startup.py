"""How long the game takes to show its window, and the memory it holds
then, against a bare PySide6 window (a QMainWindow with a label) started the
same way in the same run: from source (``python -m blockpuzzle``) and from
the standalone bundle.

    python benchmarks/startup.py [--runs N] [--against REV]

Under a private Xvfb, each run starts a program (the game with a fresh
settings file) and times until the X server maps its window: ``xev``
listens on the root window and the MapNotify it prints is timed as it
arrives (polling with xdotool instead took ~30 ms per look and competed with
the program for the two cores).  Half a second later the program's resident
memory is read (/proc/PID/status, VmRSS), then it is ended.  The game's
modules are compiled to bytecode first, as pip does when it installs them.
The programs take turns, run after run; prints the medians of N runs
(default 9) and the ratios to the bare window.  One more program is the bare
window having first made every Qt type the game has made when its window
shows, and, once shown, those the game makes in its first idle moment
(listed from a start of the game, before the turns): it tells how much of
the game's start is PySide6 making those types, which any program using
them pays, and how much is the game's own.  With ``--against REV``, a
checkout of that revision (``git worktree``) starts in the same turns, so a
change is measured against what it changed in one sitting.  Each ratio
comes with its 90 % bootstrap interval (the turns resampled whole): on this
machine a tree against itself spans ~0.9-1.3x in 15 turns, wider than most
of what a change to the start moves.  The CPU time each program has
used when its window is mapped is printed too: it leaves out the waits and
the other programs' turns, yet here it is as noisy as the time (a virtual
machine: the work itself runs at a varying speed).
Targets (issue 32): the game ≤ 1.3× the types program in time and memory;
the bundle ≤ 1.0× the source install in both.
"""

from __future__ import annotations

import argparse
import compileall
import contextlib
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.checkout import checked_out  # noqa: E402
from tests.e2e.xsession import Xvfb  # noqa: E402

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

# Run once before the turns: the Qt types the game has made by the time its
# window is shown (the steps of blockpuzzle.app.main up to window.show()),
# then those it makes in the half second after, until its memory is read
# (its first idle moment warms the sound output and the animation timer).
# PySide6 makes a type, with a Python enum class for each of its enums, the
# first time a program uses it; the module's dict then holds it.
GAME_TYPES = """
import sys, tempfile
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication
from blockpuzzle.app import create_window
from blockpuzzle.paths import resource

def made():
    return {
        (name, attr)
        for name, module in list(sys.modules.items())
        if name.startswith("PySide6.Qt")
        for attr, value in list(vars(module).items())
        if isinstance(value, type)
    }

app = QApplication(sys.argv[:1])
app.setWindowIcon(QIcon(str(resource("icons", "blockpuzzle.svg"))))
with tempfile.TemporaryDirectory() as tmp:
    window = create_window(Path(tmp) / "s.ini")
    window.show()
    shown = made()
    QTimer.singleShot(500, app.quit)
    app.exec()
    for module, name in sorted(shown):
        print("show", module, name)
    for module, name in sorted(made() - shown):
        print("idle", module, name)
    window.session.history.close()
"""


Types = list[tuple[str, str]]  # (module, name) of Qt types


def with_types(shown: Types, idle: Types) -> str:
    """The bare window's program, made to make the types ``shown`` first
    (after its QApplication, as the game makes most of them) and ``idle``
    once its window is shown, as the game does in its first idle moment:
    what PySide6 alone costs a program that uses the Qt types the game
    uses, when the game uses them."""
    make = (
        "import importlib\n"
        "def make(types):\n"
        "    for module, name in types:\n"
        "        getattr(importlib.import_module(module), name)\n"
        f"make({shown!r})\n"
    )
    before, after = "window = QMainWindow()\n", "window.show()\n"
    assert before in BARE and after in BARE, "the bare window's program no longer shows so"
    later = f"from PySide6.QtCore import QTimer\nQTimer.singleShot(0, lambda: make({idle!r}))\n"
    return BARE.replace(before, make + before).replace(after, after + later)


def game_types(env: dict[str, str], cwd: str) -> tuple[Types, Types]:
    """(module, name) of each Qt type the game has made when its window
    shows, and of each it makes in the half second after."""
    out = subprocess.run(
        [sys.executable, "-c", GAME_TYPES], env={**env, "PYTHONPATH": str(ROOT)}, cwd=cwd,
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    found: dict[str, list[tuple[str, str]]] = {"show": [], "idle": []}
    for when, module, name in (line.split() for line in out.stdout.splitlines()):
        found[when].append((module, name))
    return found["show"], found["idle"]


def cpu_seconds(pid: int) -> float:
    """The CPU time all threads of a process have run so far, in seconds
    (/proc/PID/task/*/schedstat, in nanoseconds: the 10 ms ticks of
    /proc/PID/stat are too coarse for a start of ~0.2 s)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError):
            total += int((task / "schedstat").read_text().split()[0])
    return total / 1e9


def resident(pid: int, field: str = "VmRSS") -> int:
    """Resident memory of a process, in bytes: all of it (VmRSS), or its
    anonymous part (RssAnon: the heap, Python's objects; not the pages of
    files it maps, which the system can drop and read again)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1]) * 1024
    return 0


class MapWatch:
    """``xev`` on the root window of ``display``: the windows the X server
    maps, as it maps them."""

    def __init__(self, display: str) -> None:
        self.runtime = tempfile.TemporaryDirectory(prefix="bp-runtime-")
        self.env = {
            **os.environ,
            "DISPLAY": display,
            "QT_QPA_PLATFORM": "xcb",
            "XDG_RUNTIME_DIR": self.runtime.name,
        }
        self.xev = subprocess.Popen(
            ["xev", "-root", "-event", "substructure"],
            env=self.env, stdout=subprocess.PIPE, text=True, bufsize=1,
        )  # fmt: skip
        time.sleep(0.5)  # listening before anything starts

    def started(
        self, command: list[str], title: str, env: dict[str, str], cwd: str
    ) -> tuple[subprocess.Popen[bytes], float, float]:
        """Start ``command`` in the folder ``cwd``, with ``env`` added to
        the environment; wait until a window titled ``title`` is mapped: the
        process, the seconds it took and the CPU seconds it had used."""
        assert self.xev.stdout is not None
        begin = time.perf_counter()
        proc = subprocess.Popen(
            command, env={**self.env, **env}, cwd=cwd,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        while True:
            line = self.xev.stdout.readline()
            if not line:
                raise RuntimeError("xev ended")
            if not line.startswith("MapNotify"):
                continue
            took = time.perf_counter() - begin
            used = cpu_seconds(proc.pid)
            window = re.search(r"window (0x[0-9a-f]+), override", self.xev.stdout.readline())
            name = subprocess.run(
                ["xdotool", "getwindowname", window.group(1) if window else "0"],
                env=self.env, capture_output=True, text=True,
            ).stdout.strip()  # fmt: skip
            if name == title:
                return proc, took, used

    def stop(self) -> None:
        self.xev.kill()
        self.xev.wait()
        self.runtime.cleanup()


class Program(NamedTuple):
    command: list[str]
    settings: bool = True  # started with a fresh settings file
    env: dict[str, str] | None = None  # added to the environment


def start_once(watch: MapWatch, program: Program) -> tuple[float, int, int, float]:
    """Seconds to the mapped window, resident bytes half a second later
    (all, and anonymous), and the CPU seconds used until the window was
    mapped."""
    with tempfile.TemporaryDirectory() as tmp:
        command = program.command
        args = [*command, "--settings", f"{tmp}/s.ini"] if program.settings else command
        # Started in an empty folder: `python -m` looks in the current one
        # first, and a checkout of the game there would be the one started.
        proc, took, used = watch.started(args, "Block Puzzle", program.env or {}, tmp)
        try:
            time.sleep(0.5)
            return took, resident(proc.pid), resident(proc.pid, "RssAnon"), used
        finally:
            proc.kill()
            proc.wait()


def uncached(folders: list[Path]) -> int:
    """Drop the files under ``folders`` from the system's page cache (the
    pages no process maps); returns how many files were dropped.

    What a file's mapping holds resident depends on how its pages came
    into the cache (most likely: a file just written whole sits there in
    large folios, and a fault maps a whole folio): a bundle just built
    started heavier against the source install than once both were read in
    by their own starts (measured 2026-12-03, offscreen: 85.7 MB against
    83.5, then 82.3 against 81.1 with both dropped first).  Dropped, then
    started once untimed, every program's files are read into the cache as
    its own start reads them."""
    dropped = 0
    for folder in folders:
        for path in folder.rglob("*"):
            if path.is_symlink() or not path.is_file():
                continue
            with contextlib.suppress(OSError):
                fd = os.open(path, os.O_RDONLY)
                try:
                    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
                    dropped += 1
                finally:
                    os.close(fd)
    return dropped


# Each program's runs, in turn order: (seconds, resident bytes, anonymous
# resident bytes, CPU seconds).
Turns = dict[str, list[tuple[float, int, int, float]]]


def time_starts(watch: MapWatch, programs: dict[str, Program], runs: int) -> Turns:
    """Each program's runs (see start_once); the programs take turns, run after run, so
    that a slow spell of the machine falls on all of them alike."""
    seen: Turns = {name: [] for name in programs}
    for _ in range(runs):
        for name, program in programs.items():
            seen[name].append(start_once(watch, program))
    return seen


def medians(seen: Turns) -> dict[str, tuple[float, ...]]:
    """The median of each figure of each program's runs (see start_once)."""
    return {
        name: tuple(statistics.median(figures) for figures in zip(*runs_, strict=True))
        for name, runs_ in seen.items()
    }


def interval(seen: Turns, top: str, bottom: str, field: int = 0) -> tuple[float, float]:
    """The 90 % bootstrap interval of the ratio of ``top``'s median to
    ``bottom``'s (time: field 0; memory: 1; CPU time: 3): the turns resampled whole, so
    that each resample keeps the programs' runs paired as they ran.  How
    far the machine's noise alone moves the figure."""
    draw = random.Random(32)
    turns = len(seen[top])
    ratios = sorted(
        statistics.median(seen[top][i][field] for i in picked)
        / statistics.median(seen[bottom][i][field] for i in picked)
        for picked in ([draw.randrange(turns) for _ in range(turns)] for _ in range(2000))
    )
    return ratios[len(ratios) // 20], ratios[-len(ratios) // 20 - 1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--against", metavar="REV", help="git revision to start in the same turns")
    args = parser.parse_args()
    # Every program's files, dropped from the page cache before the turns.
    folders = [Path(sys.prefix), Path(sys.base_prefix) / "lib", ROOT / "blockpuzzle"]
    with contextlib.ExitStack() as stack:
        programs = {
            "bare": Program([sys.executable, "-c", BARE], settings=False),
            # This tree's game, whatever the virtual environment has installed.
            "source": Program([sys.executable, "-m", "blockpuzzle"], env={"PYTHONPATH": str(ROOT)}),
        }
        if args.against:
            tree = stack.enter_context(checked_out(args.against))
            compileall.compile_dir(tree / "blockpuzzle", quiet=1)
            folders.append(tree)
            programs["against"] = Program(
                [sys.executable, "-m", "blockpuzzle"], env={"PYTHONPATH": str(tree)}
            )
        bundles = sorted((ROOT / "dist").glob("**/blockpuzzle.bin"))
        if bundles:
            programs["bundle"] = Program([str(bundles[0])])
            folders.append(bundles[0].parent)
        report(programs, args.runs, args.against, bundles[0].parent if bundles else None, folders)


def report(
    programs: dict[str, Program],
    runs: int,
    against: str | None,
    bundle: Path | None,
    folders: list[Path],
) -> None:
    """Start the programs in turns and print the figures."""
    compileall.compile_dir(ROOT / "blockpuzzle", quiet=1)
    server = Xvfb()
    watch = MapWatch(server.display)
    try:
        with tempfile.TemporaryDirectory() as tmp:
            shown, idle = game_types(watch.env, tmp)
        programs = {
            "bare": programs["bare"],
            "types": Program([sys.executable, "-c", with_types(shown, idle)], settings=False),
            **programs,
        }
        dropped = uncached(folders)
        print(f"{dropped} files of the programs dropped from the page cache; "
              "each program started once, untimed")  # fmt: skip
        time_starts(watch, programs, 1)
        turns = time_starts(watch, programs, runs)
    finally:
        watch.stop()
        server.stop()
    figures = medians(turns)
    (bare, bare_rss, _, bare_cpu), (source, rss, anon, cpu) = figures["bare"], figures["source"]
    print(f"bare PySide6 window   : {bare * 1000:.0f} ms, {bare_rss / 1e6:.0f} MB resident "
          f"(median of {runs}, the programs taking turns)")  # fmt: skip
    typed, typed_rss, _, typed_cpu = figures["types"]
    print(f" + the game's Qt types: {typed * 1000:.0f} ms, {typed_rss / 1e6:.0f} MB resident: "
          f"{typed / bare:.2f}× the time, {typed_rss / bare_rss:.2f}× the memory (the bare "
          f"window, having made the {len(shown)} Qt types that the game has made "
          f"when it shows, and the {len(idle)} it makes in its first idle moment)")  # fmt: skip
    print(f"python -m blockpuzzle : {source * 1000:.0f} ms, {rss / 1e6:.0f} MB resident: "
          f"{source / bare:.2f}× the time (target ≤ 1.5×), "
          f"{rss / bare_rss:.2f}× the memory (target ≤ 1.3×)")  # fmt: skip
    low, high = interval(turns, "source", "types")
    print(f"the game against the types program: {source / typed:.2f}× the time "
          f"(90 % of resampled turns: {low:.2f}–{high:.2f}×), "
          f"{rss / typed_rss:.2f}× the memory (target ≤ 1.3× both)")  # fmt: skip
    print(f"of the game's time beyond the bare window, PySide6 making those types is "
          f"{(typed - bare) / (source - bare):.0%}; of its memory beyond, "
          f"{(typed_rss - bare_rss) / (rss - bare_rss):.0%}")  # fmt: skip
    cpu_low, cpu_high = interval(turns, "source", "types", field=3)
    print(f"CPU time until the window is mapped (all threads): bare {bare_cpu * 1000:.0f} ms, "
          f"types {typed_cpu * 1000:.0f} ms, the game {cpu * 1000:.0f} ms: the game against the "
          f"types program {cpu / typed_cpu:.2f}× ({cpu_low:.2f}–{cpu_high:.2f}×); the work "
          f"itself, without the waits and the other programs' turns on the two cores")  # fmt: skip
    quartiles = {
        name: statistics.quantiles((run[0] * 1000 for run in runs_), n=4)
        for name, runs_ in turns.items()
    }
    print("times to the mapped window, quartiles (ms): " + "; ".join(
        f"{name} {q[0]:.0f}/{q[1]:.0f}/{q[2]:.0f}" for name, q in quartiles.items()
    ))  # fmt: skip
    if against:
        then, then_rss, _, _ = figures["against"]
        since = "–".join(f"{r:.2f}×" for r in interval(turns, "source", "against"))
        print(f"{against:22s}: {then * 1000:.0f} ms, {then_rss / 1e6:.0f} MB resident: "
              f"{then / bare:.2f}× the time, {then_rss / bare_rss:.2f}× the memory; "
              f"this tree starts {abs(then - source) * 1000:.0f} ms "
              f"{'sooner' if then >= source else 'later'} "
              f"(this tree's time against it, 90 % of resampled turns: "
              f"{since})")  # fmt: skip
    if bundle is not None:
        bundled, bundled_rss, bundled_anon, bundled_cpu = figures["bundle"]
        size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file())
        print(f"bundle                : {bundled * 1000:.0f} ms, {bundled_rss / 1e6:.0f} MB "
              f"resident: {bundled / bare:.2f}× the time, "
              f"{bundled_rss / bare_rss:.2f}× the memory")  # fmt: skip
        low, high = interval(turns, "bundle", "source")
        mem_low, mem_high = interval(turns, "bundle", "source", field=1)
        print(f"the bundle against the source install: {bundled / source:.2f}× the time "
              f"({low:.2f}–{high:.2f}×), "
              f"{bundled_rss / rss:.2f}× the memory ({mem_low:.3f}–{mem_high:.3f}×; "
              f"target ≤ 1.0× both); of that memory, "
              f"the anonymous part {bundled_anon / 1e6:.1f} MB against {anon / 1e6:.1f}: "
              f"{bundled_anon / anon:.2f}×, the rest the pages of the files mapped")  # fmt: skip
        b_low, b_high = interval(turns, "bundle", "source", field=3)
        print(f"CPU time until mapped, the bundle against the source install: "
              f"{bundled_cpu / cpu:.2f}× ({b_low:.2f}–{b_high:.2f}×)")  # fmt: skip
        print(f"bundle size           : {size / 1e6:.0f} MB ({bundle})")
    else:
        print("no bundle in dist/ (python packaging/build.py builds it)")


if __name__ == "__main__":
    main()
