"""Mutation testing: does the suite notice a small bug put into the code?

    python testing/mutation.py            # mutmut over the engine, the models
                                        # and the session; scores per part
    python testing/mutation.py --report   # the scores of the last run again
    python testing/mutation.py --recheck  # only the import-time recheck
    python testing/mutation.py --named    # the audit's named mutants, each
                                        # put into a copy and the tests that
                                        # must catch it run there
    python testing/mutation.py --sample 30 [--rooms store,views]
                                        # the other rooms: 30 mutants a room
                                        # not yet judged (testing/mutate.py)
    python testing/mutation.py --survivors  # those that survived, again
                                        # (after tests were added)
    python testing/mutation.py --sampled  # their scores so far
    python testing/mutation.py --changed REV [--sample N]
                                        # the lines changed since REV (and
                                        # not committed yet), in any room,
                                        # the engine's too: every mutant of
                                        # them (or N drawn), and their score

mutmut's settings are in pyproject.toml ([tool.mutmut]); it works in
``mutants/`` and remembers what it has done.  mutmut runs a mutant in a
process forked after the package was imported, so a mutant in code that runs
at import (the shape catalog, the tables) is never active there and looks as
if it survived: those are run again, each in a fresh interpreter with the
mutant active from the start (``--recheck``; results in
``mutants/rechecked.json``).  The score of a
part is killed / (all − equivalent); the equivalent mutants (no input tells
them from the original) are listed, each with its reason, in
``testing/equivalent_mutants.txt``.  Targets: engine ≥ 95 %, models and
session ≥ 85 %.  A full run takes about an hour on 2 cores; CI does not run
it.

**The other rooms** (store, dialogs, access, views, window, lang, coach) are
too slow for mutmut here: it runs every test that called the mutated
function, and nearly every window test calls the announcer and the views
(~300 tests, ~60 s, a mutant).  ``--sample`` uses :mod:`testing.mutate`
instead, which mutates the module-level tables too, and runs each mutant
only with the tests that *ran its lines* (a map made once per run with
coverage's test contexts; the lines of the game's own processes a test
starts, the coach's workers and hinter, count for that test), the room's
own tests first, until the first failure, in two copies of the checkout at
once.  A mutant of a line no test
ran survives without a run; one of a line that runs only at import (a table,
a constant) is run with every test that ran any line of its module.  Each
run judges ``N`` mutants a room not judged yet (drawn at random) and keeps
the verdicts in ``testing/sampled_mutants.json``, in the repository, so that
runs on any machine add up: a mutant's name holds its line's text, so a
verdict lasts while that line does, and successive runs cover the whole room
(~5,900 mutants: about a week of nightly runs of 100 a room).  ``--survivors``
judges the survivors again, once tests were added; ``--sampled`` prints each
room's share of killed mutants among those judged, with a 95 % interval.
Target: ≥ 90 %.

**A change** is judged as it is made: ``--changed REV`` mutates only the lines
added or changed since ``REV`` (``git diff REV``: the working tree's changes
too), in every module of the package, and runs each mutant the way
``--sample`` does.  Its score is that of the change alone, which a room's
score, over thousands of older mutants, hides.  Run it before a change
lands (``--changed HEAD`` for what is not committed, ``--changed main~3``
for the last three commits); the verdicts join the others.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

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
    path = ROOT / "testing" / "equivalent_mutants.txt"
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


from named_mutants import NAMED, Named  # noqa: E402  (testing/ is on the path)


def copy_of_checkout(to: Path) -> None:
    ignore = shutil.ignore_patterns(
        ".git", ".venv", "dist", "build", "mutants", "__pycache__", ".hypothesis", "*.egg-info"
    )
    shutil.copytree(ROOT, to, ignore=ignore)


def named(match: str = "") -> int:
    """Each of the bugs of :mod:`named_mutants` (those whose name holds
    ``match``), in a copy of the checkout, against its tests, two at a time
    on two cores; the share caught per room."""
    chosen = [m for m in NAMED if match.lower() in m.name.lower()]
    caught: dict[str, list[int]] = {}
    lock = threading.Lock()

    def one(mutant: Named) -> None:
        with tempfile.TemporaryDirectory(prefix="bp-mutant-") as tmp:
            copy = Path(tmp) / "checkout"
            copy_of_checkout(copy)
            target = copy / mutant.file
            text = target.read_text(encoding="utf-8")
            if text.count(mutant.old) != 1:
                verdict, killed = "STALE    the code it mutates has changed", False
            else:
                target.write_text(text.replace(mutant.old, mutant.new), encoding="utf-8")
                run = subprocess.run(
                    [str(BIN / "python"), "-m", "pytest", "-x", "-q", "-p", "no:randomly",
                     "-p", "no:cacheprovider", "--no-cov", *mutant.tests],
                    cwd=copy, capture_output=True, text=True,
                    env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
                )  # fmt: skip
                tail = (run.stdout.strip().splitlines() or [""])[-1]
                failed = re.findall(r"^FAILED (\S+)", run.stdout, flags=re.M)
                killed = run.returncode != 0
                verdict = (f"killed   {failed[0] if failed else tail}" if killed
                           else f"SURVIVED {tail}")  # fmt: skip
        with lock:
            tally = caught.setdefault(mutant.room, [0, 0])
            tally[0] += killed
            tally[1] += 1
            print(f"{verdict[:8]} {mutant.name}: {verdict[9:]}", flush=True)

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        list(pool.map(one, chosen))
    for room, (killed, total) in sorted(caught.items()):
        print(f"{room:<9} {killed} of {total} hand-written mutants caught")
    escaped = sum(total - killed for killed, total in caught.values())
    print(f"{len(chosen) - escaped} of {len(chosen)} named mutants killed")
    return 1 if escaped else 0


# The rooms --sample mutates, each with the tests run first for its mutants.
ROOMS = {
    "store": ("tests/store",),
    "dialogs": ("tests/dialogs",),
    "access": ("tests/access", "tests/window/test_accessibility.py"),
    "views": ("tests/views",),
    "window": ("tests/window",),
    "lang": ("tests/lang",),
    "coach": ("tests/coach",),
    "top": ("tests/test_processes.py", "tests/test_crash.py", "tests/test_command_line.py"),
}
# Kept in the repository: runs on any machine add to the same verdicts.
SAMPLED = ROOT / "testing" / "sampled_mutants.json"
CONTEXTS = ROOT / "mutants" / "contexts.db"
SAMPLE_TARGET = 90.0
PYTEST = ["-m", "pytest", "-x", "-q", "-p", "no:randomly", "-p", "no:cacheprovider", "--no-cov"]
# The non-end-to-end suite, its slow tests too (they read damaged files, run
# the command line): what a room's score is measured against.
NOT_E2E = ["-m", "not e2e"]


def room_mutants(room: str) -> list[Any]:
    sys.path.insert(0, str(ROOT / "testing"))
    from mutate import mutants

    found = []
    # "top": the package's own modules (the launcher, the crash log, the
    # game's processes, paths), beside its rooms.
    paths = (
        (ROOT / "blockpuzzle").glob("*.py")
        if room == "top"
        else (ROOT / "blockpuzzle" / room).rglob("*.py")
    )
    for path in sorted(paths):
        if "forms" in path.parts:
            continue  # compiled from ui/*.ui by tools/build_forms.py
        relative = path.relative_to(ROOT).as_posix()
        found.extend(mutants(relative, path.read_text(encoding="utf-8")))
    return found


def changed_lines(revision: str, root: Path = ROOT) -> dict[str, set[int]]:
    """The lines of each module of the package added or changed since
    ``revision`` (in the working tree, as ``git diff`` compares them)."""
    diff = subprocess.run(
        ["git", "diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-renames",
         revision, "--", "blockpuzzle/"],
        cwd=root, capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    found: dict[str, set[int]] = {}
    lines: set[int] | None = None
    for line in diff.splitlines():
        if line.startswith("+++ "):
            name = line[4:].removeprefix("b/")
            keep = name.endswith(".py") and "/forms/" not in name
            lines = found.setdefault(name, set()) if keep else None
        elif line.startswith("@@") and lines is not None:
            added = re.match(r"@@ -\S+ \+(\d+)(?:,(\d+))? @@", line)
            if added:
                first, count = int(added[1]), int(added[2] or "1")
                lines.update(range(first, first + count))
    return {name: lines for name, lines in found.items() if lines}


def room_of(name: str) -> str:
    """The room a module of the package is in: its folder under
    ``blockpuzzle/`` (``app`` and the others at the top: ``top``)."""
    parts = name.split("/")
    return parts[1] if len(parts) > 2 else "top"


def changed_mutants(revision: str) -> list[tuple[str, Any]]:
    """(room, mutant) for every mutant that touches a line changed since
    ``revision``."""
    sys.path.insert(0, str(ROOT / "testing"))
    from mutate import mutants

    found = []
    for name, lines in sorted(changed_lines(revision).items()):
        for mutant in mutants(name, (ROOT / name).read_text(encoding="utf-8")):
            spans = range(mutant.line, mutant.line + mutant.before.count("\n") + 1)
            if lines.intersection(spans):
                found.append((room_of(name), mutant))
    return found


PROCESSES_PTH = "blockpuzzle_mutation_processes.pth"


@contextlib.contextmanager
def measured_processes() -> Iterator[dict[str, str]]:
    """The environment of the run that maps which tests run which lines:
    the game's own processes that a test starts are measured too, their
    lines counted for that test (testing/subprocess_contexts.py).  Coverage
    only sees the process it runs in: the coach's workers and hinter ran
    unseen, and a mutant there survived without a run."""
    import sysconfig

    config = CONTEXTS.with_suffix(".processes.ini")
    config.parent.mkdir(parents=True, exist_ok=True)  # a fresh checkout has no mutants/
    config.write_text(
        "[run]\n"
        f"source = {ROOT / 'blockpuzzle'}\n"
        "parallel = true\n"
        "branch = true\n"  # as the tests own run measures
        f"data_file = {CONTEXTS}\n"
        "context = ${BLOCKPUZZLE_TEST_CONTEXT}\n"
        # Nothing said on the processes' stderr, which tests read.
        "disable_warnings = no-data-collected, module-not-imported, module-not-measured,"
        " couldnt-parse, no-ctracer\n",
        encoding="utf-8",
    )
    pth = Path(sysconfig.get_paths()["purelib"]) / PROCESSES_PTH
    # Coverage imported only where asked: a test that starts the game
    # without the variable (tests/test_start.py counts the modules a start
    # loads) sees none of coverage's.
    pth.write_text(
        "import os; 'COVERAGE_PROCESS_START' in os.environ"
        " and __import__('coverage').process_startup()\n",
        encoding="utf-8",
    )
    path = os.pathsep.join(p for p in (str(ROOT / "testing"), os.environ.get("PYTHONPATH")) if p)
    try:
        yield {
            **os.environ,
            "COVERAGE_FILE": str(CONTEXTS),
            "COVERAGE_PROCESS_START": str(config),
            "PYTHONPATH": path,
            "QT_QPA_PLATFORM": "offscreen",
        }
    finally:
        pth.unlink(missing_ok=True)
        config.unlink(missing_ok=True)


def combine_processes() -> None:
    """The lines the measured processes ran, added to the map."""
    from coverage import Coverage

    coverage = Coverage(data_file=str(CONTEXTS))
    coverage.load()
    coverage.combine(data_paths=[str(CONTEXTS.parent)], keep=False)
    coverage.save()


def contexts() -> dict[str, dict[int, set[str]]]:
    """For each source file, the tests (node ids) that ran each line: one
    run of the suite (not e2e) with coverage's test contexts."""
    # Made again whenever the package or the tests changed.
    import hashlib

    stamp = hashlib.blake2b(digest_size=16)
    # (and whenever the way it is made changed: this file, the plugin)
    made_by = [ROOT / "testing" / "mutation.py", ROOT / "testing" / "subprocess_contexts.py"]
    for path in sorted([*ROOT.glob("blockpuzzle/**/*.py"), *ROOT.glob("tests/**/*.py"), *made_by]):
        stamp.update(path.as_posix().encode() + b"\0" + path.read_bytes())
    made_for = CONTEXTS.with_suffix(".stamp")
    if not made_for.exists() or made_for.read_text() != stamp.hexdigest():
        CONTEXTS.unlink(missing_ok=True)
    if not CONTEXTS.exists():
        print("mapping which tests run which lines (one run of the suite, ~8 min)", flush=True)
        with measured_processes() as env:
            run = subprocess.run(
                [str(BIN / "python"), "-m", "pytest", "-q", "-p", "no:randomly",
                 "-p", "no:cacheprovider", "-p", "subprocess_contexts", *NOT_E2E,
                 "--cov=blockpuzzle", "--cov-context=test", "--cov-report=", "tests"],
                cwd=ROOT, capture_output=True, text=True, env=env,
            )  # fmt: skip
        if run.returncode != 0 or not CONTEXTS.exists():
            # A suite that failed or crashed maps nothing: no mutant would be
            # run, and every one would count as a survivor.
            CONTEXTS.unlink(missing_ok=True)
            tail = "\n".join((run.stdout + run.stderr).strip().splitlines()[-30:])
            raise SystemExit(
                f"the suite failed (exit {run.returncode}); nothing was judged:\n{tail}"
            )
        combine_processes()
        made_for.write_text(stamp.hexdigest())
    from coverage import CoverageData

    data = CoverageData(basename=str(CONTEXTS))
    data.read()
    found: dict[str, dict[int, set[str]]] = {}
    for filename in data.measured_files():
        relative = Path(filename).resolve().relative_to(ROOT).as_posix()
        lines: dict[int, set[str]] = {}
        for number, names in data.contexts_by_lineno(filename).items():
            # "" where it ran outside any test: on import, while the tests
            # were collected.
            tests = {n.rpartition("|")[0] for n in names}
            lines[number] = tests
        found[relative] = lines
    return found


TRANSLATED = ("QT_TRANSLATE_NOOP(", "QT_TR_NOOP(", ".tr(", "translate(")
LUPDATE_CHECK = "tests/lang/test_translations.py::test_translations_are_complete_current_and_built"


@functools.cache
def source_lines(name: str) -> list[str]:
    """A source file's lines, read once a run (many mutants share a file)."""
    return (ROOT / name).read_text(encoding="utf-8").splitlines()


def tests_for(mutant: Any, room: str, ran: dict[str, dict[int, set[str]]]) -> list[str] | None:
    """The tests a mutant is run with: those that ran its lines, the room's
    own first; those that ran any line of its module where its lines ran
    at import (the context "" in ``ran``, or a statement of the module
    itself); None where no test ran them (it survives without a run)."""
    lines = ran.get(mutant.name.split(":")[0], {})
    end = mutant.line + mutant.before.count("\n")
    # Coverage counts a statement at its first line.
    covered = [lines.get(n) for n in (mutant.statement, *range(mutant.line, end + 1))]
    if not any(c is not None for c in covered):
        return None
    tests = set().union(*(c for c in covered if c))
    text = source_lines(mutant.name.split(":")[0])[mutant.statement - 1 : end]
    if not tests or "" in tests or not text[0][:1].isspace():
        # Run while the module is imported (a table, a constant, a function
        # that makes one): whatever uses it, the tests that ran any line of
        # its module.  Imported in a process a test started, or first in a
        # test, such a line counts for that test alone; so a statement of
        # the module's own counts as run at import wherever it ran (a
        # mutant of the coach's weights survived, its tests never run).
        tests = tests.union(*lines.values())
    tests.discard("")
    # Words marked for translation are also read by lupdate, in a process
    # of its own that coverage does not see: the check that the .ts files
    # are current catches a changed context or source text there.
    if any(marker in line for line in text for marker in TRANSLATED):
        tests.add(LUPDATE_CHECK)
    own = sorted(t for t in tests if t.startswith(ROOMS.get(room, (f"tests/{room}",))))
    return own + sorted(tests - set(own))


def sample(
    count: int,
    rooms: list[str],
    seed: int | None,
    survivors: bool = False,
    changed: list[tuple[str, Any]] | None = None,
) -> None:
    """Judge ``count`` mutants a room not judged yet; with ``survivors``,
    judge again those that survived (after tests were added); with
    ``changed`` (room, mutant) pairs, those not judged yet or that survived
    (``count`` of them, drawn, where ``count`` is given)."""
    import random
    import time

    done: dict[str, dict[str, str]] = json.loads(SAMPLED.read_text()) if SAMPLED.exists() else {}
    ran = contexts()
    draw = random.Random(seed)
    todo: list[tuple[str, Any, list[str] | None]] = []
    if changed is not None:
        again = [
            (room, m) for room, m in changed
            if m.name not in done or done[m.name]["status"] in ("survived", "not run")
        ]  # fmt: skip
        if count:
            again = draw.sample(again, min(count, len(again)))
        todo = [(room, m, tests_for(m, room, ran)) for room, m in again]
        rooms = []
    for room in rooms:
        mine = room_mutants(room)
        if survivors:
            again, same = ("survived", "not run"), equivalents()
            chosen = [
                m for m in mine
                if m.name in done and done[m.name]["status"] in again and m.name not in same
            ]  # fmt: skip
        else:
            fresh = [m for m in mine if m.name not in done]
            chosen = draw.sample(fresh, min(count, len(fresh)))
        for mutant in chosen:
            todo.append((room, mutant, tests_for(mutant, room, ran)))
    lock = threading.Lock()
    workers = os.cpu_count() or 2
    copies = [Path(tempfile.mkdtemp(prefix="bp-mutants-")) / "checkout" for _ in range(workers)]
    free = list(copies)
    for copy in copies:
        copy_of_checkout(copy)
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "QT_QPA_PLATFORM": "offscreen"}
    count_done = iter(range(1, len(todo) + 1))

    def one(job: tuple[str, Any, list[str] | None]) -> None:
        room, mutant, tests = job
        begin = time.monotonic()
        failed = ""
        if tests is None:
            status = "not run"  # no test ran its lines: survives
        else:
            with lock:
                copy = free.pop()
            target = copy / mutant.name.split(":")[0]
            original = target.read_text(encoding="utf-8")
            target.write_text(mutant.text, encoding="utf-8")
            try:
                run = subprocess.run(
                    [str(BIN / "python"), *PYTEST, *NOT_E2E, *tests], cwd=copy,
                    capture_output=True, text=True, env=env, timeout=600,
                )  # fmt: skip
                status = "killed" if run.returncode != 0 else "survived"
                hits = re.findall(r"^FAILED (\S+)", run.stdout, flags=re.M)
                failed = hits[0] if hits else (run.stdout.strip().splitlines() or [""])[-1]
            except subprocess.TimeoutExpired:
                status = "timeout"
            finally:
                target.write_text(original, encoding="utf-8")
                with lock:
                    free.append(copy)
        with lock:
            done[mutant.name] = {
                "room": room, "status": status, "line": str(mutant.line), "kind": mutant.kind,
                "before": mutant.before[:200], "after": mutant.after[:200], "caught by": failed,
            }  # fmt: skip
            SAMPLED.write_text(json.dumps(done, indent=1, ensure_ascii=False), encoding="utf-8")
            print(f"{next(count_done)}/{len(todo)} {status:8s} {time.monotonic() - begin:5.1f} s "
                  f"{mutant.name} line {mutant.line}: {mutant.before[:50]!r} -> "
                  f"{mutant.after[:50]!r}", flush=True)  # fmt: skip

    try:
        with ThreadPoolExecutor(max_workers=workers) as pool:
            list(pool.map(one, todo))
    finally:
        for copy in copies:
            shutil.rmtree(copy.parent, ignore_errors=True)


def sampled_report() -> int:
    """Each room's share of killed mutants among those judged (and whose
    line is still in the code), with a 95 % Wilson interval."""
    import math

    done = json.loads(SAMPLED.read_text()) if SAMPLED.exists() else {}
    same = equivalents()
    failed = False
    for room in ROOMS:
        current = {m.name for m in room_mutants(room)}
        judged = {n: v for n, v in done.items() if n in current and v["room"] == room}
        counted = {n: v for n, v in judged.items() if n not in same}
        killed = sum(v["status"] in ("killed", "timeout") for v in counted.values())
        n = len(counted)
        if not n:
            print(f"{room:8s} nothing judged yet ({len(current)} mutants)")
            continue
        share = killed / n
        z = 1.96
        centre = (share + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        failed |= 100 * share < SAMPLE_TARGET
        print(f"{room:8s} {100 * share:5.1f} % killed ({killed} of {n} judged, "
              f"{len(judged) - n} equivalent, {len(current)} in all; 95 % interval "
              f"{100 * (centre - half):.0f}–{100 * (centre + half):.0f} %)  "
              f"target ≥ {SAMPLE_TARGET:.0f} %")  # fmt: skip
        for name, v in sorted(counted.items()):
            if v["status"] not in ("killed", "timeout"):
                print(f"    {v['status']:9s} {name} line {v['line']}: "
                      f"{v['before'][:60]!r} -> {v['after'][:60]!r}")  # fmt: skip
    return 1 if failed else 0


def changed_report(changed: list[tuple[str, Any]]) -> int:
    """The score of a change: its mutants' verdicts, each room's and in all,
    and every one that was not killed."""
    done = json.loads(SAMPLED.read_text()) if SAMPLED.exists() else {}
    same = equivalents()
    counts: dict[str, list[int]] = {}
    left = []
    for room, mutant in changed:
        verdict = done.get(mutant.name)
        if verdict is None or mutant.name in same:
            continue
        killed = verdict["status"] in ("killed", "timeout")
        tally = counts.setdefault(room, [0, 0])
        tally[0] += killed
        tally[1] += 1
        if not killed:
            left.append((mutant, verdict["status"]))
    if not counts:
        print(f"no mutant of the change judged yet ({len(changed)} in all)")
        return 0
    for room, (killed, judged) in sorted(counts.items()):
        print(f"{room:8s} {100 * killed / judged:5.1f} % killed ({killed} of {judged})")
    killed = sum(k for k, _ in counts.values())
    judged = sum(n for _, n in counts.values())
    equivalent = sum(m.name in same for _, m in changed)
    print(f"the change: {100 * killed / judged:.1f} % of {judged} judged mutants killed "
          f"({len(changed)} in all, {equivalent} equivalent)")  # fmt: skip
    for mutant, status in left:
        print(f"    {status:9s} {mutant.name} line {mutant.line}: "
              f"{mutant.before[:60]!r} -> {mutant.after[:60]!r}")  # fmt: skip
    return 1 if 100 * killed / judged < SAMPLE_TARGET else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--named", action="store_true", help="the audit's named mutants")
    parser.add_argument("--report", action="store_true", help="scores of the last mutmut run")
    parser.add_argument("--recheck", action="store_true", help="recheck import-time survivors")
    parser.add_argument("--sample", type=int, metavar="N", help="N new mutants a room")
    parser.add_argument("--rooms", default=",".join(ROOMS), help="rooms for --sample")
    parser.add_argument("--seed", type=int, help="the draw of --sample (default: fresh)")
    parser.add_argument("--sampled", action="store_true", help="scores of the sampled rooms")
    parser.add_argument("--survivors", action="store_true", help="judge the survivors again")
    parser.add_argument("--changed", metavar="REV", help="the lines changed since REV")
    parser.add_argument("--match", default="", help="--named: only those whose name holds it")
    args = parser.parse_args()
    if args.changed:
        changed = changed_mutants(args.changed)
        sample(args.sample or 0, [], args.seed, changed=changed)
        return changed_report(changed)
    if args.sample or args.survivors:
        sample(args.sample or 0, args.rooms.split(","), args.seed, args.survivors)
        return sampled_report()
    if args.sampled:
        return sampled_report()
    if args.named:
        return named(args.match)
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
