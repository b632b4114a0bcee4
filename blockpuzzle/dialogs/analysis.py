"""The analysis of a review, worked out in processes of the game's own
(:mod:`blockpuzzle.coach.worker`), one a core but one, each handed a task
at a time: how many, in what order, and what happens when one ends
unasked."""

from __future__ import annotations

import os
from collections import deque

from PySide6.QtCore import QObject, Signal

from ..coach import wire
from ..coach.review import VERSION, tasks
from ..coach.themes import theme
from ..coach.worker import arguments, task_line
from ..engine.moves import encode
from ..models.practice import Practice, mistakes_of, practice_at
from ..models.review import MoveListModel
from ..processes import Ending, LineProcess
from ..store.history import GameRecord, History

# A review's processes that end unasked are started again this many times
# in all, each with the task it had; then the review says it stopped.
RESTARTS = 2

# The most worker processes a review uses: each is a Python of its own
# (~20 MB), and a few cores already make a review as quick as a player reads.
MAX_WORKERS = 4


def cores() -> int:
    """The cores this game may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def worker_count() -> int:
    """How many worker processes a review uses: one a core but one, the
    window's, at most ``MAX_WORKERS``, at least one.  With every core at
    work the window's frames came late (two workers on two cores: frame
    p99 18 ms in one run of three, 4-7 ms in the others, against 2.5-3.4 ms
    with one; ``benchmarks/review.py``), though the workers run below it."""
    return max(1, min(MAX_WORKERS, cores() - 1))


class ReviewWorker(QObject):
    """Works out the review of one game in processes of their own
    (:func:`worker_count`; see :mod:`blockpuzzle.coach.worker` for why not
    threads).

    The review is cut into tasks (:func:`~blockpuzzle.coach.review.tasks`:
    a deal, or the hindsight); each process is handed its next task as it
    finishes one, in reading order, except that the deal of the move the
    player looks at goes first (:meth:`prefer`), and that where there are
    several processes the second starts with the hindsight, the longest
    task, which would otherwise come last and keep the rest waiting.

    A process that ends unasked (crashed, killed, stopped answering) is
    started again with the task it had, up to :data:`RESTARTS` times in
    all; after that, or where none can start, the others stop too and
    ``failed`` says how.  What was found stays found.

    Signals:
        found(object): a Judged, a Luck or the Hindsight, as each is found.
        failed(object, str): the analysis ended before its end, not asked
            to: how the last process ended (an :class:`Ending`) and what
            it said of it.
    """

    found = Signal(object)
    failed = Signal(object, str)

    def __init__(
        self,
        model: MoveListModel,
        record: GameRecord,
        parent: QObject,
        workers: int | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._game = wire.game_line(record.mode, model.rules.rotation, model.seed,
                                    encode(model.moves))  # fmt: skip
        order = tasks(model.states)
        count = max(1, min(workers or worker_count(), len(order)))
        if count > 1:
            order.insert(1, order.pop())  # the hindsight second
        self._pending = deque(order)
        self.processes: list[LineProcess] = []
        self._tasks: list[int | None] = []  # the task each process works on
        self.restarts = 0
        self._cancelled = False
        self._paused = False
        for index in range(count):
            self.processes.append(self._process(index))
            self._tasks.append(None)

    def _process(self, index: int) -> LineProcess:
        process = LineProcess(arguments(serve=True), self)
        process.line.connect(lambda line, i=index: self._read(i, line))
        process.ended.connect(lambda how, why, i=index: self._ended(i, how, why))
        return process

    def start(self) -> None:
        for index in range(len(self.processes)):
            self._launch(index)

    def _launch(self, index: int) -> None:
        process = self.processes[index]
        process.start()
        process.send(self._game)
        self._give(index)

    def prefer(self, row: int) -> None:
        """Work out the deal of move ``row`` next, where it is still to do."""
        deal = self._model.deal_of(row)
        if deal in self._pending:
            self._pending.remove(deal)
            self._pending.appendleft(deal)

    def pause(self, paused: bool) -> None:
        """Hand out no further task while ``paused`` (what a process works
        on it finishes); resumed, each idle process gets its next."""
        was, self._paused = self._paused, paused
        if was and not paused:
            for index, task in enumerate(self._tasks):
                if task is None and self.processes[index].running():
                    self._give(index)

    def _give(self, index: int) -> None:
        """Hand process ``index`` its next task; where none is left, let it
        end; while paused, nothing (it waits, not expected to answer)."""
        process = self.processes[index]
        if self._cancelled:
            return
        if self._paused and self._pending:
            self._tasks[index] = None
            process.awaiting(False)
            return
        if self._pending:
            task = self._tasks[index] = self._pending.popleft()
            process.send(task_line(task))
            process.awaiting(True)
        else:
            self._tasks[index] = None
            process.awaiting(False)
            process.close_input()

    def _read(self, index: int, line: bytes) -> None:
        if self._cancelled:
            return
        if line == wire.TASK_DONE.encode("ascii"):
            self._give(index)
            return
        event = wire.read_event(line)
        if event is not None:
            self.found.emit(event)

    def _ended(self, index: int, how: Ending, why: str) -> None:
        """Process ``index`` ended unasked: its task goes back first in
        line, and it starts again, where it may."""
        if self._cancelled:
            return
        task = self._tasks[index]
        if task is None and not self._pending:
            return  # it had done its part: nothing is lost
        if task is not None:
            self._tasks[index] = None
            self._pending.appendleft(task)
        if how == Ending.FAILED_TO_START or self.restarts >= RESTARTS:
            self.cancel()
            self.failed.emit(how, why)
            return
        self.restarts += 1
        old = self.processes[index]
        self.processes[index] = self._process(index)
        old.deleteLater()
        self._launch(index)

    def cancel(self) -> None:
        """Stop the analysis at once; nothing more is found."""
        self._cancelled = True
        for process in self.processes:
            process.stop()

    def running(self) -> bool:
        return any(p.running() for p in self.processes)


def keep_analysis(
    history: History, record: GameRecord, model: MoveListModel, review: bool = True
) -> bool:
    """What a whole analysis leaves in the history: the review itself (a
    cache: where the history is busy, given up at once and worked out again
    next time; not where ``review`` says it came from there), and the
    game's mistakes as practice positions (those kept already keep their
    schedules).  False where the review could not be kept."""
    if not model.complete:
        return False
    kept = not review or history.keep_review(record, VERSION, wire.dumps(model.review()))

    def practice(row: int) -> Practice:
        return practice_at(model.rules, model.seed, model.moves, model.states, row)

    mistakes = mistakes_of(model.judged, practice)
    history.add_drills(
        [
            (
                record.mode,
                record.rotation,
                record.seed,
                record.started,
                mistake.practice.move,
                encode([*mistake.practice.moves, mistake.judged.move]),
                theme(model.rules, model.states[mistake.practice.move - 1], mistake.judged),
            )
            for mistake in mistakes
        ]
    )
    return kept
