"""The window's coach process: hints on boards in danger worked out beside
the game (``blockpuzzle --coach-hint``, :mod:`blockpuzzle.coach.hinter`),
so that the window never waits for them.  Made with the window and handed
to its model (:meth:`GameModel.set_coach`); nothing of the coach is loaded
until a hint asks for it."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from ..engine import Rules, Shape
from ..processes import RESTARTS, Ending, LineProcess


class CoachProcess(QObject):
    """Started at the first hint asked of it, kept until the window closes.

    A process that ends unasked (killed, crashed, silent for too long while
    asked) is started again and asked again what it had not answered, up to
    :data:`~blockpuzzle.processes.RESTARTS` times in a session; then, or
    where it cannot start at all, it is given up: what was asked is
    answered with None, and so is every later hint.  No hint on a board in
    danger is then worked out in the window, which would freeze it for a
    second or more: the game says the coach cannot give one.

    Signals:
        answered(object, object): the key a hint was asked as (see
            :meth:`GameModel.hint`) and the moves of the coach's plan; None
            for the moves where the coach's process could not answer.
    """

    answered = Signal(object, object)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._process: LineProcess | None = None
        # What was asked and not answered yet, the oldest first: (key, line).
        self._asked: deque[tuple[object, str]] = deque()
        self.restarts = 0
        self.given_up = False

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
        if self.given_up:
            return False
        if any(asked == key for asked, _ in self._asked):
            return True  # asked again before the answer came: it comes once
        from ..coach.hinter import request_line

        line = request_line(game_rules, filled, tray, first)
        self._asked.append((key, line))
        if self._process is None:
            self._start()
        else:
            self._process.send(line)
            self._process.awaiting(True)
        return True

    def _start(self) -> None:
        from ..coach.hinter import FLAG

        process = self._process = LineProcess([FLAG], self)
        process.line.connect(self._read)
        process.ended.connect(self._lost)
        # Ended of itself with nothing asked: the next hint starts another.
        process.done.connect(self._ended_quietly)
        process.start()
        for _key, line in self._asked:
            process.send(line)
        process.awaiting(bool(self._asked))

    def _read(self, line: bytes) -> None:
        if not self._asked:
            return
        key, _line = self._asked.popleft()
        from ..coach.hinter import read_answer

        moves = read_answer(line)
        self.answered.emit(key, moves)
        if self._process is not None:
            self._process.awaiting(bool(self._asked))

    def _ended_quietly(self) -> None:
        if self._process is not None:
            self._process.deleteLater()
        self._process = None

    def _lost(self, how: Ending, _why: str) -> None:
        """The process ended unasked: started again and asked again, or,
        past the restarts, given up (what was asked answered with None)."""
        lost = self._process
        self._process = None
        if lost is not None:
            lost.deleteLater()
        if how != Ending.FAILED_TO_START and self.restarts < RESTARTS:
            self.restarts += 1
            if self._asked:
                self._start()
            return
        self.given_up = True
        while self._asked:
            key, _line = self._asked.popleft()
            self.answered.emit(key, None)

    def close(self) -> None:
        """Stop the process (the window closes)."""
        if self._process is not None:
            self._process.stop()
            self._process = None
        self._asked.clear()
