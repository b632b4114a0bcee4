"""The coach's score to beat on a day's deal: the coach plays the same deal,
never seeing a deal before it comes (``blockpuzzle --coach-review --blind``,
:func:`~blockpuzzle.coach.review.blind`), in a process of its own below the
window's priority, as soon as the deal starts; the score is kept in the
history by game number and the coach's version, so that it is worked out
once.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..engine import Rules
from ..models.signals import INT64
from ..processes import Ending, LineProcess
from ..store.history import History


class CoachScore(QObject):
    """Signals:
    scored(str, int, int, bool): mode, seed, the coach's score, and whether
        it could still play after the deals it played.
    failed(str, int): mode and seed whose score could not be worked out.
    """

    scored = Signal(str, INT64, INT64, bool)
    failed = Signal(str, INT64)

    def __init__(self, history: History, parent: QObject) -> None:
        super().__init__(parent)
        self.history = history
        self._asked: dict[tuple[str, int], LineProcess] = {}

    def known(self, mode: str, seed: int) -> tuple[int, bool] | None:
        """The coach's score on the deal of ``mode`` and ``seed`` where it is
        kept: (score, alive)."""
        from ..coach.review import BLIND_VERSION

        return self.history.coach_score(mode, seed, BLIND_VERSION)

    def ask(self, rules: Rules, seed: int) -> None:
        """Work the score out (once; at once where it is kept)."""
        key = (rules.mode, seed)
        found = self.known(*key)
        if found is not None:
            self.scored.emit(rules.mode, seed, *found)
            return
        if key in self._asked:
            return
        from ..coach import wire
        from ..coach.worker import BLIND, FLAG

        process = LineProcess([FLAG, BLIND], self)
        process.line.connect(lambda line: self._read(rules, seed, line))
        process.ended.connect(lambda how, why: self._lost(rules, seed, how))
        self._asked[key] = process
        process.start()
        process.send(wire.game_line(rules.mode, rules.rotation, seed, ""))
        process.awaiting(True)

    def _read(self, rules: Rules, seed: int, line: bytes) -> None:
        from ..coach import wire
        from ..coach.review import BLIND_VERSION, Hindsight

        process = self._asked.get((rules.mode, seed))
        if line == wire.BUSY.encode("ascii"):
            if process is not None:
                process.awaiting(True)  # still at work: it is not silent
            return
        event = wire.read_event(line)
        if not isinstance(event, Hindsight):
            return
        self.history.keep_coach_score(
            rules.mode, seed, BLIND_VERSION, event.score, event.alive, event.deals
        )
        if process is not None:
            process.awaiting(False)
            process.close_input()
        self.scored.emit(rules.mode, seed, event.score, event.alive)

    def _lost(self, rules: Rules, seed: int, _how: Ending) -> None:
        process = self._asked.pop((rules.mode, seed), None)
        if process is not None:
            process.deleteLater()
        self.failed.emit(rules.mode, seed)

    def close(self) -> None:
        for process in self._asked.values():
            process.stop()
        self._asked.clear()
