"""The window's coach process: hints on boards in danger worked out beside
the game (``blockpuzzle --coach-hint``, :mod:`blockpuzzle.coach.hinter`),
so that the window never waits for them."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QObject, QProcess, Signal

from ..coach.hinter import FLAG, read_answer, request_line
from ..dialogs.review import start_worker, stop
from ..engine import Rules, Shape

# A process that ends this many times while asked is not started again:
# the hints are then worked out in the game's own process.
GIVE_UP = 2


class CoachProcess(QObject):
    """Started at the first hint asked of it, kept until the window closes.

    Signals:
        answered(object, object): the key a hint was asked as (see
            :meth:`GameModel.hint`) and the moves of the coach's plan; None
            for the moves where the process could not answer (it failed to
            start or ended), for the game to work them out itself.
    """

    answered = Signal(object, object)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._process: QProcess | None = None
        self._asked: deque[object] = deque()  # keys of the hints asked, the oldest first
        self._unsent: list[bytes] = []  # asked before the process had started
        self._partial = b""
        self._ended = 0

    def ask(
        self,
        game_rules: Rules,
        filled: int,
        tray: Sequence[Shape | None],
        first: int | None,
        key: object,
    ) -> bool:
        """Ask the coach's plan for the position (answered as ``key``);
        False where the coach's process can no longer be had."""
        if self._ended >= GIVE_UP:
            return False
        if key in self._asked:
            return True  # asked again before the answer came: it comes once
        if self._process is None:
            self._start()
        process = self._process
        if process is None:
            return False  # it could not start, and said so at once
        line = (request_line(game_rules, filled, tray, first) + "\n").encode("ascii")
        self._asked.append(key)
        if process.state() == QProcess.ProcessState.Running:
            process.write(line)
        else:
            self._unsent.append(line)
        return True

    def _start(self) -> None:
        process = self._process = QProcess(self)
        process.started.connect(self._started)
        process.readyReadStandardOutput.connect(self._read)
        process.finished.connect(self._lost)
        process.errorOccurred.connect(self._error)
        # Where the window goes without closing, stopped first and unheard.
        self.destroyed.connect(partial(stop, [process]))
        start_worker(process, [FLAG])

    def _started(self) -> None:
        assert self._process is not None
        for line in self._unsent:
            self._process.write(line)
        self._unsent.clear()

    def _read(self) -> None:
        assert self._process is not None
        data = self._partial + bytes(self._process.readAllStandardOutput().data())
        *lines, self._partial = data.split(b"\n")
        for line in lines:
            if self._asked:
                self.answered.emit(self._asked.popleft(), read_answer(line))

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self._ended = GIVE_UP  # no such program here: never again
            self._lost()

    def _lost(self, *_how: object) -> None:
        """The process ended (or never started): what was asked of it is
        answered with None; the next hint starts another."""
        if self._process is not None:
            self._read()  # kept (not deleted): its stop at the window's end holds it
        self._process = None
        self._ended += 1
        self._unsent.clear()
        self._partial = b""
        while self._asked:
            self.answered.emit(self._asked.popleft(), None)

    def close(self) -> None:
        """Stop the process (the window closes)."""
        if self._process is not None:
            stop([self._process])
            self._process = None
            self._asked.clear()
