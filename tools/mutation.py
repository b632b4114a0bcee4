"""Mutation testing: does the suite notice a small bug put into the code?

    python tools/mutation.py            # mutmut over the engine, the models
                                        # and the session; scores per part
    python tools/mutation.py --report   # the scores of the last run again
    python tools/mutation.py --recheck  # only the import-time recheck
    python tools/mutation.py --named    # the audit's named mutants, each
                                        # put into a copy and the tests that
                                        # must catch it run there

mutmut's settings are in pyproject.toml ([tool.mutmut]); it works in
``mutants/`` and remembers what it has done.  mutmut runs a mutant in a
process forked after the package was imported, so a mutant in code that runs
at import (the shape catalog, the tables) is never active there and looks as
if it survived: those are run again, each in a fresh interpreter with the
mutant active from the start (``--recheck``; results in
``mutants/rechecked.json``).  The score of a
part is killed / (all − equivalent); the equivalent mutants (no input tells
them from the original) are listed, each with its reason, in
``tools/equivalent_mutants.txt``.  Targets: engine ≥ 95 %, models and
session ≥ 85 %.  A full run takes about an hour on 2 cores; CI does not run
it.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
PARTS = {
    "engine": ("blockpuzzle.engine.", 95.0),
    "models": ("blockpuzzle.models.", 85.0),
    "session": ("blockpuzzle.store.session.", 85.0),
}
KILLED = {"killed", "timeout", "segfault", "type check caught", "check was interrupted by user"}


def equivalents() -> dict[str, str]:
    found = {}
    path = ROOT / "tools" / "equivalent_mutants.txt"
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, _, why = line.partition(" ")
            found[name] = why.strip()
    return found


RECHECKED = ROOT / "mutants" / "rechecked.json"
RECHECK_TESTS = {
    # The first prefix that fits a mutant names the tests it is run with.
    "blockpuzzle.engine.scan.": ["tests/engine/test_scan.py"],
    "blockpuzzle.engine.shapes.": ["tests/engine/test_shapes.py", "tests/engine/test_scan.py"],
    "blockpuzzle.engine.game.": ["tests/engine/test_game.py", "tests/engine/test_oracle.py"],
    "blockpuzzle.engine.": ["tests/engine"],
    "blockpuzzle.models.": ["tests/models", "tests/engine"],
    "blockpuzzle.store.session.": ["tests/store/test_session.py"],
}
RECHECK_SECONDS = 120

IMPORT_PROBE = """
import json, sys
seen = set()
def profile(frame, event, arg):
    if event == "call" and "/blockpuzzle/" in frame.f_code.co_filename:
        seen.add((frame.f_code.co_filename, frame.f_code.co_qualname))
sys.setprofile(profile)
import blockpuzzle.engine, blockpuzzle.models.game, blockpuzzle.models.tray
import blockpuzzle.store.session
# Tables built on first use are module state too: built in mutmut's own
# process by the first test that needs them, before any mutant is forked.
game = blockpuzzle.engine.Game(blockpuzzle.engine.CLASSIC, 1)
game.legal_moves()
at_import, seen = seen, set()
# What a game calls again afterwards ran mutated in mutmut's own run: its
# survivors are real, and are not run again.
for rules in (blockpuzzle.engine.CLASSIC, blockpuzzle.engine.ARCADE):
    game = blockpuzzle.engine.Game(rules, 2)
    while not game.over:
        moves = game.legal_moves()
        if not moves:
            game.rotate(next(k for k, p in enumerate(game.tray) if p is not None))
            continue
        game.preview(*moves[0])
        game.place(*moves[-1])
    game.undo()
blockpuzzle.engine.Board.from_text(str(game.board))
sys.setprofile(None)
print(json.dumps(sorted(at_import - seen)))
"""


def import_time_functions() -> set[str]:
    """mutmut's names (``module.x_function``, ``module.xǁClassǁmethod``) of
    the functions that run only while the package is imported (or build a
    table on first use): the shape catalog, its scans and the tables.
    mutmut runs each mutant in a process forked after the import, so a
    mutant there is never active, and looks as if it survived."""
    out = subprocess.run(
        [str(BIN / "python"), "-c", IMPORT_PROBE], cwd=ROOT, capture_output=True, text=True,
        check=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )  # fmt: skip
    names = set()
    for filename, qualname in json.loads(out.stdout):
        module = Path(filename).resolve().relative_to(ROOT).with_suffix("").as_posix()
        module = module.replace("/", ".").removesuffix(".__init__")
        parts = qualname.split(".")
        if "<" in qualname or len(parts) > 2:
            continue  # comprehensions, nested functions: mutmut mutates their owner
        local = f"xǁ{parts[0]}ǁ{parts[1]}" if len(parts) == 2 else f"x_{parts[0]}"
        names.add(f"{module}.{local}")
    return names


def recheck(statuses: dict[str, str]) -> dict[str, str]:
    """Every mutant mutmut says survived in a function that runs at import
    (or builds a table on first use):
    again, in a fresh interpreter with the mutant active from the start
    (MUTANT_UNDER_TEST), its part's tests until the first failure.  Results
    are kept in mutants/rechecked.json."""
    done: dict[str, str] = json.loads(RECHECKED.read_text()) if RECHECKED.exists() else {}
    at_import = import_time_functions()
    todo = [
        n for n, s in statuses.items()
        if s in ("survived", "no tests") and n.rpartition("__mutmut_")[0] in at_import
        and n not in done
    ]  # fmt: skip

    def pytest(mutant: str, tests: list[str]) -> int:
        return subprocess.run(
            [str(BIN / "python"), "-m", "pytest", "-x", "-q", "-p", "no:randomly",
             "-p", "no:cacheprovider", "--no-cov", "-m", "not slow", *tests],
            cwd=ROOT / "mutants", capture_output=True, text=True, timeout=RECHECK_SECONDS,
            env={**os.environ, "MUTANT_UNDER_TEST": mutant, "QT_QPA_PLATFORM": "offscreen"},
        ).returncode  # fmt: skip

    # A failure must be the mutant's: without one, the same tests pass there.
    for prefix, tests in RECHECK_TESTS.items():
        if any(n.startswith(prefix) for n in todo) and pytest("none", tests) != 0:
            raise SystemExit(f"{' '.join(tests)} fail in mutants/ without a mutant")
    lock = threading.Lock()
    count = iter(range(1, len(todo) + 1))

    def one(name: str) -> None:
        tests = next(t for prefix, t in RECHECK_TESTS.items() if name.startswith(prefix))
        try:
            status = "killed" if pytest(name, tests) != 0 else "survived"
        except subprocess.TimeoutExpired:
            status = "survived"  # not caught within the time: counted as surviving
        with lock:
            done[name] = status
            print(f"recheck {next(count)}/{len(todo)} {status:8s} {name}", flush=True)
            RECHECKED.write_text(json.dumps(done, indent=1), encoding="utf-8")

    # One fresh interpreter per mutant, as many at once as there are cores.
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        list(pool.map(one, todo))
    return done


def results() -> dict[str, str]:
    out = subprocess.run(
        [str(BIN / "mutmut"), "results", "--all", "true"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )  # fmt: skip
    found = {}
    for line in out.stdout.splitlines():
        name, _, status = line.strip().rpartition(": ")
        if name:
            found[name] = status
    return found


def report() -> int:
    statuses = results()
    if RECHECKED.exists():
        for name, status in json.loads(RECHECKED.read_text()).items():
            if statuses.get(name) in ("survived", "no tests"):
                statuses[name] = status
    same = equivalents()
    failed = False
    for part, (prefix, target) in PARTS.items():
        mine = {n: s for n, s in statuses.items() if n.startswith(prefix)}
        counted = {n: s for n, s in mine.items() if n not in same}
        killed = sum(s in KILLED for s in counted.values())
        score = 100 * killed / len(counted) if counted else 100.0
        failed |= score < target
        print(
            f"{part:8s} {score:5.1f} % killed ({killed} of {len(counted)}; "
            f"{len(mine) - len(counted)} equivalent)  target ≥ {target:.0f} %"
        )
        for name, status in sorted(counted.items()):
            if status not in KILLED:
                print(f"    {status:9s} {name}")
    return 1 if failed else 0


@dataclass(frozen=True)
class Named:
    """A bug the audit put into the code, and the tests that must catch it."""

    name: str
    file: str
    old: str
    new: str
    tests: tuple[str, ...]


NAMED = (
    Named(
        "undo is not saved",
        "blockpuzzle/models/game.py",
        "        if not self._game.undo():\n            return False\n        self._after_move()\n",
        # Everything _after_move does but the positionChanged that saves.
        "        if not self._game.undo():\n            return False\n"
        "        self._selected = -1\n        self._aim = None\n        self._preview = None\n"
        "        self._ghost = 0\n        self._cells_changed(bb.FULL)\n"
        "        self.scoreChanged.emit(self._game.score)\n        self._emit_best()\n"
        "        self.trayChanged.emit()\n        self.selectionChanged.emit(-1)\n"
        "        self.previewChanged.emit()\n"
        "        self.undoAvailable.emit(self._game.can_undo)\n",
        ("tests/store/test_session.py",),
    ),
    Named(
        "a turn is not saved",
        "blockpuzzle/models/game.py",
        "        self.trayChanged.emit()\n        self.positionChanged.emit()\n"
        "        if self._aim is not None and self._aim[0] == slot:",
        "        self.trayChanged.emit()\n"
        "        if self._aim is not None and self._aim[0] == slot:",
        ("tests/store/test_session.py",),
    ),
    Named(
        "Undo on the Redo key",
        "blockpuzzle/window/commands.py",
        '"&Undo"), (Key.Undo,)',
        '"&Undo"), (Key.Redo,)',
        ("tests/window/test_keyboard.py",),
    ),
    Named(
        "the line count ignores columns",
        "blockpuzzle/engine/game.py",
        "s.lines + placement.lines,",
        "s.lines + len(placement.rows),",
        ("tests/engine",),
    ),
    Named(
        "a full line needs a row and a column",
        "blockpuzzle/engine/board.py",
        "bb.full_rows(self.filled) or bb.full_cols(self.filled)",
        "bb.full_rows(self.filled) and bb.full_cols(self.filled)",
        ("tests/engine",),
    ),
    Named(
        "the score floor is 1 a line",
        "blockpuzzle/engine/save.py",
        "10 * lines",
        "1 * lines",
        ("tests/engine",),
    ),
    Named(
        "a saved piece may be turned three times at most",
        "blockpuzzle/engine/save.py",
        "    for _ in range(4):\n        if turned == held.id:",
        "    for _ in range(3):\n        if turned == held.id:",
        ("tests/engine",),
    ),
    Named(
        "the keyboard places the top-left on the cursor",
        "blockpuzzle/models/game.py",
        "return self.place_at(self._selected, *self._cursor)",
        "return self.place(self._selected, *self._cursor)",
        ("tests/window/test_keyboard.py",),
    ),
    Named(
        "the tray model signals a row that is not there",
        "blockpuzzle/models/tray.py",
        "self.dataChanged.emit(self.index(0), self.index(TRAY_SIZE - 1))",
        "self.dataChanged.emit(self.index(0), self.index(TRAY_SIZE))",
        ("tests/models",),
    ),
    Named(
        "a refused drop leaves its ghost on the board",
        "blockpuzzle/views/tray.py",
        "                game.clear_aim()  # back to its slot",
        "                pass  # back to its slot",
        ("tests/e2e/test_play.py",),
    ),
    Named(
        "the wheel leaves the compiled forms out",
        "pyproject.toml",
        '    "blockpuzzle.dialogs.forms",\n',
        "",
        ("tests/packaging/test_wheel.py",),
    ),
)


def copy_of_checkout(to: Path) -> None:
    ignore = shutil.ignore_patterns(
        ".git", ".venv", "dist", "build", "mutants", "__pycache__", ".hypothesis", "*.egg-info"
    )
    shutil.copytree(ROOT, to, ignore=ignore)


def named() -> int:
    escaped = 0
    for mutant in NAMED:
        with tempfile.TemporaryDirectory(prefix="bp-mutant-") as tmp:
            copy = Path(tmp) / "checkout"
            copy_of_checkout(copy)
            target = copy / mutant.file
            text = target.read_text(encoding="utf-8")
            if text.count(mutant.old) != 1:
                print(f"STALE    {mutant.name}: the code it mutates has changed")
                escaped += 1
                continue
            target.write_text(text.replace(mutant.old, mutant.new), encoding="utf-8")
            run = subprocess.run(
                [str(BIN / "python"), "-m", "pytest", "-x", "-q", "-p", "no:randomly",
                 "-p", "no:cacheprovider", "--no-cov", *mutant.tests],
                cwd=copy, capture_output=True, text=True,
                env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
            )  # fmt: skip
            tail = (run.stdout.strip().splitlines() or [""])[-1]
            if run.returncode == 0:
                escaped += 1
                print(f"SURVIVED {mutant.name}: {tail}")
            else:
                failed = re.findall(r"^FAILED (\S+)", run.stdout, flags=re.M)
                print(f"killed   {mutant.name}: {failed[0] if failed else tail}")
    print(f"{len(NAMED) - escaped} of {len(NAMED)} named mutants killed")
    return 1 if escaped else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--named", action="store_true", help="the audit's named mutants")
    parser.add_argument("--report", action="store_true", help="scores of the last mutmut run")
    parser.add_argument("--recheck", action="store_true", help="recheck import-time survivors")
    args = parser.parse_args()
    if args.named:
        return named()
    if args.recheck:
        recheck(results())
        return report()
    if not args.report:
        subprocess.run([str(BIN / "mutmut"), "run", "--max-children", str(os.cpu_count() or 2)],
                       cwd=ROOT, check=True)  # fmt: skip
        recheck(results())
    return report()


if __name__ == "__main__":
    sys.exit(main())
