"""The game's own processes: the coach's review workers and its hinter.

Each is this very game started again, and runs this game's code and
nothing else: the bundle's own program, or, from a source or wheel
install, this Python in isolated mode (``-I``: neither the current folder,
nor ``PYTHONPATH`` or any other ``PYTHON*`` variable, nor the user's
site-packages has a say in what it imports) loading this package from the
very folder the game loaded it from (:data:`BOOT`).  The folder a player
starts the game from (a Downloads folder holding a ``random.py`` or an old
``blockpuzzle/``) changes nothing.  What a process is asked goes to its
standard input, never its command line, which has no room for a long game.

:class:`LineProcess` speaks to one of them in lines, read with Qt's own
line reading, each at most :data:`~blockpuzzle.coach.wire.MAX_LINE` bytes,
and tells how it ended where it ended unasked (:class:`Ending`): it could
not start, it crashed or was killed, it exited with an error or in the
middle of what it was asked, it said nothing for :attr:`silence`
milliseconds while asked (it is then stopped: a process stopped by the
system, or lost in a loop, never leaves the window waiting), or it wrote a
line longer than any it should.
"""

from __future__ import annotations

import enum
import sys
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment, QTimer, Signal

from .paths import own_program

# This package's folder: the one the game runs from, whatever the folder
# it was started in.
PACKAGE = Path(__file__).resolve().parent

# Run with ``python -I -c BOOT PACKAGE ARGUMENTS…``: loads the package from
# PACKAGE (not from wherever Python's path would find one) and runs its main.
BOOT = (
    "import sys, importlib.util as u; p = sys.argv.pop(1); "
    "s = u.spec_from_file_location('blockpuzzle', p + '/__init__.py', "
    "submodule_search_locations=[p]); m = u.module_from_spec(s); "
    "sys.modules['blockpuzzle'] = m; s.loader.exec_module(m); "
    "from blockpuzzle.__main__ import main; sys.exit(main())"
)

# How long a process asked something may say nothing before it is
# stopped, in milliseconds.  A review's longest task says it is at work
# every half second; a hint takes up to two seconds.
SILENCE = 30_000
# A process that ends unasked is started again at most this many times: in
# a review, in all its processes together; the hinter, in a session.  Then
# the player is told, in words.
RESTARTS = 2
# The last of a process's error output kept, to say why it ended.
ERROR_TAIL = 4096


def command(arguments: list[str]) -> tuple[str, list[str]]:
    """The program that runs this game's ``arguments`` (see the module)."""
    program = own_program()
    if program is not None:
        return program, list(arguments)  # the bundle's own program
    return sys.executable, ["-I", "-c", BOOT, str(PACKAGE), *arguments]


def environment() -> QProcessEnvironment:
    """The game's environment without the variables that tell a Python
    what to load (a bundle's Python reads some of them)."""
    env = QProcessEnvironment.systemEnvironment()
    for name in env.keys():  # noqa: SIM118 (not a dict: no iteration of its own)
        if name.upper().startswith("PYTHON"):
            env.remove(name)
    return env


def stop(processes: list[QProcess], *_gone: object) -> None:
    """Stop ``processes`` at once, without a word from them."""
    for process in processes:
        process.blockSignals(True)
        if process.state() != QProcess.ProcessState.NotRunning:
            process.kill()
            process.waitForFinished(5000)


class Ending(enum.Enum):
    """How a process ended unasked."""

    FAILED_TO_START = enum.auto()
    CRASHED = enum.auto()  # killed by a signal, or crashed
    EXITED = enum.auto()  # ended with an error, or in the middle of what it was asked
    HUNG = enum.auto()  # said nothing for too long while asked
    GARBLED = enum.auto()  # wrote a line longer than any it should


class LineProcess(QObject):
    """One of the game's own processes (``arguments``: its command line
    after the program), spoken to in lines.

    Signals:
        line(bytes): a line it wrote, without its end.
        ended(object, str): it ended unasked: how (an :class:`Ending`), and
            the last line of its error output ("" where it wrote none).
        done(): it ended as asked (its input closed, nothing awaited).
    """

    line = Signal(bytes)
    ended = Signal(object, str)
    done = Signal()

    def __init__(self, arguments: list[str], parent: QObject, silence: int | None = None) -> None:
        super().__init__(parent)
        self._arguments = arguments
        process = self.process = QProcess(self)
        process.readyReadStandardOutput.connect(self._read)
        process.readyReadStandardError.connect(self._read_errors)
        process.finished.connect(self._finished)
        process.errorOccurred.connect(self._error)
        self._errors = b""
        self._awaiting = False
        self._over = False
        self._watch = QTimer(self)
        self._watch.setSingleShot(True)
        self._watch.setInterval(SILENCE if silence is None else silence)
        self._watch.timeout.connect(self._hung)
        # Where the owner goes without stopping it, stopped first and unheard.
        self.destroyed.connect(partial(stop, [process]))

    def start(self) -> None:
        program, arguments = command(self._arguments)
        self.process.setProcessEnvironment(environment())
        self.process.start(program, arguments)

    def send(self, text: str) -> None:
        """One line to its input (written once it has started)."""
        self.process.write((text + "\n").encode("utf-8"))

    def awaiting(self, waiting: bool) -> None:
        """Whether an answer is awaited: while one is, an end is unasked
        and a silence of :attr:`silence` ms stops it."""
        self._awaiting = waiting
        if waiting:
            self._watch.start()
        else:
            self._watch.stop()

    def close_input(self) -> None:
        """Nothing more to ask: it ends of itself."""
        self.process.closeWriteChannel()

    def stop(self) -> None:
        """Stop it at once, unheard."""
        self._over = True
        self._watch.stop()
        stop([self.process])

    def running(self) -> bool:
        return self.process.state() != QProcess.ProcessState.NotRunning

    # -- what it says ------------------------------------------------------------------

    def _read(self) -> None:
        # Here, not at the top: the window makes its coach's process (unstarted)
        # at start, and nothing of the coach loads before a hint is asked.
        from .coach.wire import MAX_LINE

        process = self.process
        while not self._over and process.canReadLine():
            data = bytes(process.readLine(MAX_LINE + 1).data())
            if not data.endswith(b"\n"):
                self._end(Ending.GARBLED)
                return
            if self._awaiting:
                self._watch.start()
            self.line.emit(data.rstrip(b"\r\n"))
        if not self._over and process.bytesAvailable() > MAX_LINE:
            self._end(Ending.GARBLED)

    def _read_errors(self) -> None:
        self._errors = (self._errors + bytes(self.process.readAllStandardError().data()))[
            -ERROR_TAIL:
        ]

    def last_error(self) -> str:
        """The last line of its error output, at most 200 characters."""
        lines = self._errors.decode("utf-8", "replace").strip().splitlines()
        text = lines[-1].strip() if lines else ""
        return text if len(text) <= 200 else text[:199] + "…"

    # -- how it ends -------------------------------------------------------------------

    def _finished(self, code: int, status: QProcess.ExitStatus) -> None:
        self._read()
        self._read_errors()
        if self._over:
            return
        if status == QProcess.ExitStatus.CrashExit:
            self._end(Ending.CRASHED, kill=False)
        elif code != 0 or self._awaiting:
            self._end(Ending.EXITED, kill=False)
        else:
            self._over = True
            self._watch.stop()
            self.done.emit()

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart and not self._over:
            self._errors = self.process.errorString().encode("utf-8")
            self._end(Ending.FAILED_TO_START, kill=False)

    def _hung(self) -> None:
        if self._awaiting and not self._over:
            self._end(Ending.HUNG)

    def _end(self, how: Ending, kill: bool = True) -> None:
        self._over = True
        self._watch.stop()
        if kill:
            stop([self.process])
        self.ended.emit(how, self.last_error())
