"""The analysis of past games in the background, so that Practice has the
mistakes of the whole history, not only of the games the player reviewed.

One game at a time, the latest first, each in one worker process of the
review's own (:class:`~blockpuzzle.dialogs.analysis.ReviewWorker`, below the
window's priority), kept as its review would keep it
(:func:`~blockpuzzle.dialogs.analysis.keep_analysis`: the review, cached by
the coach's version, and the practice positions).  It waits while the game
is being played — no new task is handed out until ``QUIET_MS`` after the
last placement, aim or selection — and while a review window analyses a
game (:mod:`~blockpuzzle.dialogs.analysing`), and stops at once when the
player turns it off in Preferences or the window closes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..dialogs.analysing import analysing
from ..processes import Ending
from ..store.history import GameRecord, History
from ..store.settings import ANALYSIS

if TYPE_CHECKING:
    from ..dialogs.analysis import ReviewWorker
    from ..models.game import GameModel
    from ..models.review import MoveListModel
    from ..store.prefs import Preferences

# Nothing of the coach is loaded before the first game is taken: the
# window starts without it (tests/test_start.py).

# Quiet this long after the player's last move before the analysis goes on.
QUIET_MS = 8_000
# How soon after the window is up the first game is taken.
START_MS = 20_000
# Games asked of the history at a time.
BATCH = 20


class BackgroundAnalysis(QObject):
    """Signals:
    progressed(int, int): games of the history analysed, of how many have
        their moves (after each game).
    """

    progressed = Signal(int, int)

    def __init__(
        self, model: GameModel, history: History, prefs: Preferences, parent: QObject
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.history = history
        self.prefs = prefs
        self.worker: ReviewWorker | None = None
        self.moves_model: MoveListModel | None = None
        self.record: GameRecord | None = None
        self.failed: set[tuple[str, int, str]] = set()  # games no worker could finish
        self.done = 0  # games analysed in this session
        # Of the games with their moves, how many in all and how many still
        # without a review: counted with each batch, then kept by hand (a
        # count over a long history after every game would cost the window).
        self.total = 0
        self.left = 0
        self._queue: list[GameRecord] = []
        self._closed = False
        self._quiet = QTimer(self)
        self._quiet.setSingleShot(True)
        self._quiet.setInterval(QUIET_MS)
        self._quiet.timeout.connect(lambda: self._pause(self.paused))
        self._start = QTimer(self)
        self._start.setSingleShot(True)
        self._start.timeout.connect(self.next_game)
        for signal in (model.placed, model.previewChanged, model.selectionChanged):
            signal.connect(self.touched)
        prefs.changed.connect(self._preference)
        # And while a review window analyses a game: that review has the cores.
        analysing().changed.connect(self._reviews_changed)

    @property
    def enabled(self) -> bool:
        return bool(self.prefs.get(ANALYSIS)) and not self._closed

    @property
    def paused(self) -> bool:
        """No new task now: the player is playing, or a review window
        analyses a game."""
        return self._quiet.isActive() or analysing().busy

    def start_later(self, delay: int = START_MS) -> None:
        """Begin ``delay`` ms from now (the window has just come up)."""
        if self.enabled:
            self._start.start(delay)

    def touched(self, *_: object) -> None:
        """The player is playing: no new task until it is quiet again."""
        self._quiet.start()
        self._pause(True)

    def _reviews_changed(self, _busy: bool) -> None:
        # A method, not a lambda: Qt lets go of it with this object.
        self._pause(self.paused)

    def _pause(self, paused: bool) -> None:
        if self.worker is not None:
            self.worker.pause(paused)

    def _preference(self, name: str) -> None:
        if name != ANALYSIS.name:
            return
        if self.enabled:
            self.next_game()
        else:
            self.cancel()

    def next_game(self) -> None:
        """Take the next game without a review, where there is one."""
        if not self.enabled or self.worker is not None:
            return
        from ..coach.review import VERSION
        from ..dialogs.analysis import ReviewWorker
        from ..dialogs.review import playable
        from ..engine import rules
        from ..models.review import MoveListModel

        while True:
            if not self._queue:
                games, self.total, self.left = self.history.unreviewed(
                    VERSION, BATCH + len(self.failed)
                )
                self._queue = [g for g in games if self._key(g) not in self.failed]
                if not self._queue:
                    return
            record = self._queue.pop(0)
            replayed = playable(record)
            if replayed is None or not replayed[0]:
                self.failed.add(self._key(record))
                continue
            break
        moves, states = replayed
        model = MoveListModel(rules(record.mode, record.rotation), record.seed, moves, self, states)
        worker = ReviewWorker(model, record, self, workers=1)
        worker.found.connect(model.add)
        worker.failed.connect(self._failed)
        model.finished.connect(self._finished)
        self.record, self.moves_model, self.worker = record, model, worker
        worker.start()
        worker.pause(self.paused)

    @staticmethod
    def _key(record: GameRecord) -> tuple[str, int, str]:
        return record.mode, record.seed, record.started

    def _finished(self) -> None:
        from ..dialogs.analysis import keep_analysis

        record, model = self.record, self.moves_model
        assert record is not None and model is not None
        if keep_analysis(self.history, record, model):
            self.done += 1
            self.left = max(0, self.left - 1)
        else:  # another program holds the history: not again this session
            self.failed.add(self._key(record))
        self._let_go()
        self.progressed.emit(self.total - self.left, self.total)
        QTimer.singleShot(0, self, self.next_game)

    def _failed(self, _how: Ending, _why: str) -> None:
        if self.record is not None:
            self.failed.add(self._key(self.record))
        self._let_go()
        QTimer.singleShot(0, self, self.next_game)

    def _let_go(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
            self.worker.deleteLater()
        if self.moves_model is not None:
            self.moves_model.deleteLater()
        self.worker, self.moves_model, self.record = None, None, None

    def cancel(self) -> None:
        """Stop at once (what was worked out of the current game is let go)."""
        self._start.stop()
        self._queue.clear()
        self._let_go()

    def close(self) -> None:
        """The window closes: stop, for good."""
        self._closed = True
        self.cancel()
