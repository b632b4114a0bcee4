"""The game's own processes (blockpuzzle/processes.py): each runs this
game's code and nothing else, whatever folder the game was started from and
whatever the environment says, and how one ends unasked is noticed: it
could not start, crashed, exited early, stopped answering, or wrote a line
longer than any it should.

The review and the hint from a hostile folder are compared with the coach
run here (its own tests hold it to brute force); each way of ending is
made by hand."""

from __future__ import annotations

import os
import random
import signal
import sys
import types
from pathlib import Path

import pytest
from PySide6.QtCore import QObject

from blockpuzzle import processes
from blockpuzzle.coach.hinter import FLAG as HINT_FLAG
from blockpuzzle.coach.hinter import read_answer, request_line
from blockpuzzle.coach.player import Player
from blockpuzzle.coach.review import Reviewer, positions
from blockpuzzle.coach.wire import TASK_DONE, game_line, read_event
from blockpuzzle.coach.worker import arguments, task_line
from blockpuzzle.engine import CLASSIC, Board, shape
from blockpuzzle.engine.moves import encode
from blockpuzzle.processes import Ending, LineProcess

from .coach.test_player import DANGER_ROWS, DANGER_TRAY
from .engine.helpers import careless_game
from .helpers import hostile_folder

POSIX_ONLY = pytest.mark.skipif(os.name != "posix", reason="signals are POSIX's")


def test_the_bundle_starts_its_own_program_and_python_runs_this_package_isolated(
    monkeypatch, tmp_path
):
    """In Nuitka's bundle ``sys.executable`` names a ``python3`` beside the
    program that is not there; the compiled main module knows the program.
    From a source or wheel install: this Python, isolated (-I), loading the
    package from this very folder."""
    assert processes.command(["--coach-hint"]) == (
        sys.executable, ["-I", "-c", processes.BOOT, str(processes.PACKAGE), "--coach-hint"]
    )  # fmt: skip
    assert Path(processes.__file__).resolve().parent == processes.PACKAGE
    program = tmp_path / "Block Puzzle" / "blockpuzzle.bin"
    main = types.ModuleType("__main__")
    main.__compiled__ = types.SimpleNamespace(process_exe=str(program))  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "__main__", main)
    monkeypatch.setattr(sys, "executable", str(program.with_name("python3")))
    assert processes.command(["--coach-hint"]) == (str(program), ["--coach-hint"])
    # Nuitka before process_exe: the program as it was started.
    main.__compiled__ = types.SimpleNamespace()  # type: ignore[attr-defined]
    monkeypatch.setattr(sys, "argv", [str(program)])
    assert processes.command([]) == (str(program), [])


def test_no_variable_that_tells_a_python_what_to_load_reaches_the_games_processes(monkeypatch):
    """Whatever names Python's own variables (a bundle's Python reads some
    of them even where ``-I`` would not apply), in any case, is left out;
    the rest of the environment (the language, the display) is passed on."""
    told = {
        "PYTHONPATH": "/tmp/x", "PYTHONHOME": "/tmp/y", "PYTHONSTARTUP": "/tmp/s.py",
        "PYTHONWARNINGS": "error", "PYTHONINSPECT": "1", "PYTHONSAFEPATH": "0",
        "PythonPath": "/tmp/z", "pythonhome": "/tmp/w",
    }  # fmt: skip
    kept = {"LANG": "pt_BR.UTF-8", "BP_SOMETHING": "1", "MY_PYTHONPATH": "/tmp/v"}
    for name, value in (told | kept).items():
        monkeypatch.setenv(name, value)
    env = processes.environment()
    assert not set(told) & set(env.keys())
    assert {name: env.value(name) for name in kept} == kept


@pytest.fixture
def hostile(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """The current folder a Downloads folder holding a ``random.py``, a
    ``json.py`` and an old ``blockpuzzle/`` package that would end any
    process that imported them, named by ``PYTHONPATH`` and
    ``PYTHONSTARTUP`` too; the file that marks that any of it ran."""
    folder, marker = hostile_folder(tmp_path)
    monkeypatch.chdir(folder)
    monkeypatch.setenv("PYTHONPATH", str(folder))
    monkeypatch.setenv("PYTHONSTARTUP", str(folder / "startup.py"))
    return marker


def lines_of(qtbot, process: LineProcess, count: int, until: bytes | None = None):  # type: ignore[no-untyped-def]
    """The lines ``process`` writes: ``count`` of them, or up to ``until``;
    those it wrote where it ends first (with what it said of it last)."""
    got: list[bytes] = []
    process.line.connect(got.append)
    process.ended.connect(lambda how, why: got.append(f"ended: {how} {why}".encode()))
    qtbot.waitUntil(
        lambda: (
            (len(got) >= count if until is None else until in got)
            or any(line.startswith(b"ended: ") for line in got)
        ),
        timeout=60_000,
    )
    return got


def test_a_worker_started_from_a_hostile_folder_runs_the_games_own_code(qtbot, owner, hostile):
    """The review's worker and the hinter, started from that folder with
    that environment, answer exactly as the coach here does, and nothing
    of the folder runs."""
    game, _, _ = careless_game(CLASSIC, (1 << 40) - 99, random.Random(4), 12, turning=0.4)
    moves = list(game.moves or [])
    worker = LineProcess(arguments(serve=True), owner)
    worker.start()
    worker.send(game_line("classic", False, game.seed, encode(moves)))
    worker.send(task_line(0))
    worker.awaiting(True)
    got = lines_of(qtbot, worker, 0, until=TASK_DONE.encode())
    states = positions(CLASSIC, game.seed, moves)
    expected = list(Reviewer(CLASSIC).task(game.seed, moves, states, 0))
    assert [read_event(line) for line in got] == [*expected, None]  # then the task's end
    assert len(expected) >= 2 and got[-1] == TASK_DONE.encode()
    worker.stop()
    board = Board.from_text("\n".join(DANGER_ROWS)).filled
    tray = tuple(shape(s) for s in DANGER_TRAY)
    hinter = LineProcess([HINT_FLAG], owner)
    hinter.start()
    hinter.send(request_line(CLASSIC, board, tray, None))
    hinter.awaiting(True)
    answer = lines_of(qtbot, hinter, 1)
    assert read_answer(answer[0]) == list(Player(CLASSIC, deep=True).plan(board, tray).moves)
    hinter.stop()
    assert not hostile.exists(), hostile.read_text()


@pytest.fixture
def owner():  # type: ignore[no-untyped-def]
    """What a process belongs to (the window, in the game); its processes
    stopped with it."""
    parent = QObject()
    yield parent
    for process in parent.findChildren(LineProcess):
        process.stop()


def script(monkeypatch, code: str) -> None:
    """Every process the game starts runs ``code`` instead (a Python of its
    own: this one, isolated)."""
    monkeypatch.setattr(processes, "command", lambda _args: (sys.executable, ["-I", "-c", code]))


def ended_of(qtbot, process: LineProcess):  # type: ignore[no-untyped-def]
    endings: list[tuple[Ending, str]] = []
    process.ended.connect(lambda how, why: endings.append((how, why)))
    return endings


ECHO = "import sys\nfor line in sys.stdin: print(line.strip(), flush=True)\n"


@POSIX_ONLY
def test_a_process_that_stops_answering_is_stopped_and_said_so(qtbot, owner, monkeypatch):
    """Stopped by the system (SIGSTOP) while asked: after the silence
    allowed, it is killed and the end is told as a hang — never a wait."""
    script(monkeypatch, ECHO)
    process = LineProcess([], owner, silence=700)
    endings = ended_of(qtbot, process)
    process.start()
    process.send("one")
    process.awaiting(True)
    assert lines_of(qtbot, process, 1) == [b"one"]
    pid = process.process.processId()
    os.kill(pid, signal.SIGSTOP)
    process.send("two")
    qtbot.waitUntil(lambda: bool(endings), timeout=10_000)
    assert endings == [(Ending.HUNG, "")]
    assert not process.running() and not Path(f"/proc/{pid}").exists()
    qtbot.wait(500)  # its end, as Qt then reports it, is not told again
    assert endings == [(Ending.HUNG, "")]


def test_a_quiet_process_not_asked_anything_is_left_alone(qtbot, owner, monkeypatch):
    script(monkeypatch, ECHO)
    process = LineProcess([], owner, silence=200)
    endings = ended_of(qtbot, process)
    process.start()
    qtbot.wait(700)
    assert endings == [] and process.running()
    done = []
    process.done.connect(lambda: done.append(True))
    process.close_input()
    qtbot.waitUntil(lambda: bool(done), timeout=10_000)
    assert endings == []


@pytest.mark.parametrize(
    ("code", "how", "why"),
    [
        ("import sys; sys.stdin.readline(); sys.exit('out of memory')", Ending.EXITED,
         "out of memory"),
        ("import sys; sys.stdin.readline()", Ending.EXITED, ""),  # exit 0, the answer owed
        # Its last words, whole up to 200 characters, then cut.
        ("import sys; sys.stdin.readline(); sys.exit('e' * 200)", Ending.EXITED, "e" * 200),
        ("import sys; sys.stdin.readline(); sys.exit('f' * 201)", Ending.EXITED,
         "f" * 199 + "…"),
        ("import sys; sys.stdout.write('x' * (5 << 20)); sys.stdout.flush(); sys.stdin.read()",
         Ending.GARBLED, ""),
        # Last words that are not UTF-8 (a Windows code page, say): read
        # as far as they go, the bytes that are not shown as such.
        ("import sys; sys.stdin.readline(); sys.stderr.buffer.write(b'disque plein \\xe9'); "
         "sys.exit(1)", Ending.EXITED, "disque plein \ufffd"),
    ],
    ids=["error", "early", "200", "201", "garbled", "not utf-8"],
)  # fmt: skip
def test_a_process_that_ends_unasked_is_told_apart(qtbot, owner, monkeypatch, code, how, why):
    script(monkeypatch, code)
    process = LineProcess([], owner)
    endings = ended_of(qtbot, process)
    lines: list[bytes] = []
    process.line.connect(lines.append)
    process.start()
    process.send("go")
    process.awaiting(True)
    qtbot.waitUntil(lambda: bool(endings), timeout=20_000)
    assert endings == [(how, why)] and lines == []
    qtbot.waitUntil(lambda: not process.running(), timeout=5000)


@POSIX_ONLY
def test_a_process_killed_is_told_as_crashed(qtbot, owner, monkeypatch):
    script(monkeypatch, ECHO)
    process = LineProcess([], owner)
    endings = ended_of(qtbot, process)
    process.start()
    qtbot.waitUntil(lambda: process.process.processId() > 0, timeout=10_000)
    os.kill(process.process.processId(), signal.SIGKILL)
    qtbot.waitUntil(lambda: bool(endings), timeout=10_000)
    assert endings == [(Ending.CRASHED, "")]


def test_a_program_that_is_not_there_is_told_as_failed_to_start(
    qtbot, owner, monkeypatch, tmp_path
):
    monkeypatch.setattr(processes, "command", lambda a: (str(tmp_path / "nothing"), a))
    process = LineProcess([], owner)
    endings = ended_of(qtbot, process)
    process.start()
    qtbot.waitUntil(lambda: bool(endings), timeout=10_000)
    assert endings[0][0] == Ending.FAILED_TO_START and endings[0][1]
