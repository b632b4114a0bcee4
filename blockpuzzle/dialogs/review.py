"""The review of a finished game: its moves one by one on the game's own
board view, with the tray as it was (:mod:`.review_board`), the coach's
verdict on each beside its best move, the luck of each deal, and the
coach's score on the same deals knowing them in advance.

The analysis (:mod:`blockpuzzle.coach.review`) runs in worker processes
(one a core but one), and arrives deal by deal: the first verdicts show while the
rest is worked out (the move the player looks at first), and a review is
kept in the history, so it opens at once the second time.
←/→ step through the moves, Home and End go to the first and the last; the
move list is a table a screen reader reads row by row, each row's whole
story in its first cell.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QLocale,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..access.speech import Speaker
from ..coach import wire
from ..coach.review import VERDICTS, VERSION, positions, whole_review
from ..engine import Game, GameState, Move, game_number, rules, spaced
from ..engine import bitboard as bb
from ..engine.moves import decode
from ..lang.retranslate import Retranslating
from ..models.game import GameModel
from ..models.practice import Mistake, Practice, mistakes_of, practice_at
from ..models.review import MoveListModel, verdict_name
from ..processes import Ending
from ..store.history import GameRecord, History
from ..views import geometry
from ..views.board import BoardView
from .analysing import analysing
from .analysis import ReviewWorker, keep_analysis
from .coach_score import CoachScore
from .columns import keep_title_whole
from .review_board import CoachGhost, ReviewTray, ReviewTrayModel, WrappedLabel
from .review_graph import GameGraph, KeyMoments


def playable(record: GameRecord) -> tuple[list[Move], list[GameState]] | None:
    """The moves of ``record`` and the position before each (then the last
    one), where it can be reviewed: kept, and legal.  The game is replayed
    here once; the move list and the board take its positions."""
    if record.moves is None:
        return None
    try:
        moves = decode(record.moves)
        return moves, positions(rules(record.mode, record.rotation), record.seed, moves)
    except ValueError:  # not moves; or IllegalMove, a move the game never allowed
        return None


class ReviewWindow(Retranslating, QDialog):
    """The review of ``record``; ``history`` keeps the analysis.

    Signals:
        playOnRequested(object): the player asked to play on from the move
            shown, as a practice game: its :class:`Practice`.
        retryRequested(object, object): the player asked to retry the
            game's mistakes: the game's record and its mistakes (a list of
            :class:`~blockpuzzle.window.retry.Mistake`).
    """

    playOnRequested = Signal(object)
    retryRequested = Signal(object, object)

    def __init__(
        self, record: GameRecord, history: History | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("review")
        self.record = record
        self.history = history
        self.worker: ReviewWorker | None = None
        self.failure: Ending | None = None  # how the analysis ended before its end
        self.stopped = False  # the player stopped it
        self.speaker = Speaker(self, self)
        self.from_history = False
        # The coach's own score on the same deal, never seeing a deal before
        # it came (the score to beat of a day's deal), once worked out.
        self.coach_score: tuple[int, bool] | None = None
        self.coach_scores: CoachScore | None = None
        # Asked from the game-over card: the mistakes are retried as soon as
        # the analysis has found them (retry_mistakes).
        self.retry_when_ready = False
        self.nothing_to_retry = False  # asked, and the game had no mistake
        layout = QVBoxLayout(self)
        self.summary = WrappedLabel()
        self.summary.setObjectName("reviewSummary")
        layout.addWidget(self.summary)
        replayed = playable(record)
        self.moves_model: MoveListModel | None = None
        self.table: QTableView | None = None
        self.board_view: BoardView | None = None
        if replayed is None or not replayed[0]:
            self._build_empty(layout)
        else:
            self._build(layout, *replayed)
        buttons = QDialogButtonBox()
        if self.moves_model is not None:
            # Beside Close: what to do with the game, from the move shown.
            buttons.addButton(self.play_on_button, QDialogButtonBox.ButtonRole.ActionRole)
            buttons.addButton(self.retry_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()
        if self.moves_model is not None:
            self._start()
            if history is not None:
                self._ask_coach_score(history)
        # The move list first: the arrows, Home and End step through it.
        (self.table or self.close_button).setFocus()

    # -- building -------------------------------------------------------------

    def _build_empty(self, layout: QVBoxLayout) -> None:
        geometry.fit_to_screen(self, 420, 160)

    def _build(self, layout: QVBoxLayout, moves: list[Move], states: list[GameState]) -> None:
        record = self.record
        self.game_rules = rules(record.mode, record.rotation)
        model = self.moves_model = MoveListModel(self.game_rules, record.seed, moves, self, states)
        self.board_model = GameModel(Game(self.game_rules, record.seed), self)
        body = QHBoxLayout()
        view = self.board_view = BoardView(self.board_model)
        # Smaller than the game's board may be: the review fits any screen.
        view.setMinimumSize(8 * 16, 8 * 16)
        self.coach_ghost = CoachGhost(view.board)
        # The tray under the board, as it was in the game at each move.
        self.tray_model = ReviewTrayModel(self.board_model, self)
        self.tray_view = ReviewTray(self.tray_model)
        self.tray_view.setObjectName("reviewTray")
        left = QVBoxLayout()
        # Above the board, the shape of the whole game.
        self.graph = GameGraph(model)
        self.graph.setObjectName("gameGraph")
        self.graph.moveClicked.connect(self.go)
        self.graph_caption = WrappedLabel()
        left.addWidget(self.graph)
        left.addWidget(self.graph_caption)
        left.addWidget(view, 4)
        left.addWidget(self.tray_view, 1)
        body.addLayout(left, 3)
        side = QVBoxLayout()
        table = self.table = QTableView()
        table.setObjectName("moveList")
        table.setModel(model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        table.verticalHeader().hide()
        header = table.horizontalHeader()
        # Widths set once (_size_columns), not kept to the contents: that
        # would read every row's every cell each time a verdict arrives.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # The piece's words take the room left; the short columns keep theirs.
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        keep_title_whole(header, 1)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        table.setWordWrap(False)
        table.setTabKeyNavigation(False)
        table.selectionModel().currentRowChanged.connect(
            lambda now, _was: self.show_move(now.row())
        )
        side.addWidget(table, 1)
        self.moments = KeyMoments(model)
        self.moments.moveChosen.connect(self.go)
        self.moments.setMaximumHeight(self.moments.fontMetrics().height() * 6)
        side.addWidget(self.moments)
        self.detail = WrappedLabel()
        self.detail.setObjectName("moveDetail")
        side.addWidget(self.detail)
        self.play_on_button = QPushButton()
        self.play_on_button.setObjectName("playOn")
        self.play_on_button.clicked.connect(self.play_on)
        self.retry_button = QPushButton()
        self.retry_button.setObjectName("retryMistakes")
        self.retry_button.setEnabled(False)  # once the analysis has found them
        self.retry_button.clicked.connect(self.retry_mistakes)
        progress = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setRange(0, model.total)
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(self.stop)
        progress.addWidget(self.progress, 1)
        progress.addWidget(self.stop_button)
        side.addLayout(progress)
        body.addLayout(side, 4)
        layout.addLayout(body, 1)
        model.progressed.connect(self._progressed)
        model.judgedRow.connect(self._judged)
        model.finished.connect(self._finished)
        self._actions: dict[str, QAction] = {}
        for name, keys, step in (
            ("previous", ("Left",), lambda: self.step(-1)),
            ("next", ("Right",), lambda: self.step(1)),
            ("first", ("Home",), lambda: self.go(0)),
            ("last", ("End",), lambda: self.go(len(model.moves) - 1)),
            ("play_on", ("Ctrl+P",), self.play_on),
        ):
            action = QAction(self)
            action.setObjectName(name)
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _c=False, f=step: f())
            self.addAction(action)
            self._actions[name] = action
        # The same steps for the mouse: the move list's context menu, each
        # with its key.
        table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        table.addActions(list(self._actions.values()))
        geometry.fit_to_screen(self, 900, 560)

    def action(self, name: str) -> QAction:
        return self._actions[name]

    def retranslate(self) -> None:
        number = game_number(self.record.mode, self.record.seed)
        if number:
            self.setWindowTitle(self.tr("Review of Game {number}").format(number=spaced(number)))
        else:
            self.setWindowTitle(self.tr("Review of a Game"))
        self.close_button.setText(self.tr("Close"))
        model = self.moves_model
        if model is None:
            self.summary.setText(
                self.tr(
                    "This game cannot be reviewed: it was kept before the game kept the "
                    "moves of every game, or its moves are damaged."
                )
                if self.record.moves is None or self.record.moves
                else self.tr("This game cannot be reviewed: no piece was placed.")
            )
            return
        assert self.table is not None and self.board_view is not None
        self.table.setAccessibleName(self.tr("Moves"))
        self.board_view.setAccessibleName(self.tr("Board at this move"))
        self.tray_view.setAccessibleName(self.tr("Pieces at this move"))
        self.graph.setAccessibleName(self.tr("Room after each move"))
        caption = self.tr(
            "The room each move left. Triangles: your biggest losses; squares: the unluckiest "
            "deals."
        )
        self.graph_caption.setText(caption)
        self.graph.setAccessibleDescription(caption)
        self.stop_button.setText(self.tr("&Stop Analysing"))
        self.action("previous").setText(self.tr("Previous Move"))
        self.action("next").setText(self.tr("Next Move"))
        self.action("first").setText(self.tr("First Move"))
        self.action("last").setText(self.tr("Last Move"))
        self.action("play_on").setText(self.tr("Play On from Here"))
        self.play_on_button.setText(self.tr("&Play On from Here"))
        self.play_on_button.setToolTip(
            self.tr("Play this game on from this move as a practice game: it is not counted.")
        )
        self.retry_button.setText(self.tr("Retry My &Mistakes"))
        self.retry_button.setToolTip(
            self.tr("Place the pieces again at each of the game's mistakes and blunders.")
        )
        model.retranslate()
        self._size_columns()
        self._show_summary()
        self._show_detail()

    def _size_columns(self) -> None:
        """Each short column as wide as its widest text can be: its title,
        the longest move number, cell and points, every verdict's name."""
        model, table = self.moves_model, self.table
        assert model is not None and table is not None
        from ..models.review import VERDICT_NAMES, verdict_shown

        metrics = table.fontMetrics()
        pad = 4 * table.style().pixelMetric(table.style().PixelMetric.PM_FocusFrameHMargin) + 12
        rows = range(model.rowCount())
        texts = {
            0: [str(len(model.moves))],
            2: [model.index(r, 2).data() for r in rows],
            3: [model.index(r, 3).data() for r in rows],
            4: [verdict_shown(v) for v in VERDICT_NAMES] + ["…"],
        }
        header = table.horizontalHeader()
        for column, values in texts.items():
            title = model.headerData(column, Qt.Orientation.Horizontal)
            widest = max(metrics.horizontalAdvance(str(t)) for t in [*values, title])
            header.resizeSection(column, widest + pad)

    # -- the analysis ---------------------------------------------------------

    def _start(self) -> None:
        model = self.moves_model
        assert model is not None
        kept = self.history.review(self.record, VERSION) if self.history is not None else None
        review = wire.loads(kept) if kept is not None else None
        if review is not None and whole_review(review, model.rules, model.states, model.moves):
            self.from_history = True
            for event in (*review.moves, *review.luck, review.hindsight):
                model.add(event)  # type: ignore[arg-type]
        else:
            # None kept, or one that is not this game's whole review (a
            # damaged or hand-edited cache): worked out again.
            worker = self.worker = ReviewWorker(model, self.record, self)
            worker.found.connect(model.add)
            worker.failed.connect(self._failed)
            worker.start()
            # The background analysis waits meanwhile; told when it ends,
            # however it ends (the window may go with its parent, unclosed).
            key = id(self)
            analysing().begin(key)
            self.destroyed.connect(lambda: analysing().end(key))
        self.go(0)

    def _ask_coach_score(self, history: History) -> None:
        scores = self.coach_scores = CoachScore(history, self)
        scores.scored.connect(self._coach_scored)
        scores.ask(self.game_rules, self.record.seed)

    def _coach_scored(self, mode: str, seed: int, score: int, alive: bool) -> None:
        if (mode, seed) == (self.record.mode, self.record.seed):
            self.coach_score = (score, alive)
            self._show_summary()

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setValue(done)

    def _judged(self, row: int) -> None:
        if row == self.current():
            self._show_detail(speak=False)
        self._show_summary()

    def _finished(self) -> None:
        model = self.moves_model
        assert model is not None
        self.progress.hide()
        self.stop_button.hide()
        self._show_summary()
        self._show_detail()
        if self.history is not None:
            # The review, once worked out, and the game's mistakes as
            # practice positions (Game ▸ Practice).
            keep_analysis(self.history, self.record, model, review=self.worker is not None)
        if self.worker is not None:
            self.speaker.say(self.summary.text())
        self._analysis_ended()

    def _analysis_ended(self) -> None:
        """Whole, stopped or failed: the mistakes judged can be retried
        (at once where that was asked from the game-over card)."""
        analysing().end(id(self))
        self.retry_button.setEnabled(bool(self.mistakes()))
        if self.retry_when_ready:
            self.retry_when_ready = False
            self.retry_mistakes()

    def retried(self) -> dict[int, tuple[str, int]]:
        """The game's moves the player retried (by number, from 1): the
        last retry's verdict and how many there were."""
        if self.history is None or self.moves_model is None:
            return {}
        return {
            move: (verdict, tries)
            for move, (verdict, tries) in self.history.retries(self.record).items()
            if move <= len(self.moves_model.moves) and verdict in VERDICTS
        }

    def analysing(self) -> bool:
        """Whether the analysis is still at work."""
        model = self.moves_model
        return (
            model is not None and not model.complete and not self.stopped and self.failure is None
        )

    def mistakes(self) -> list[Mistake]:
        """The game's mistakes and blunders, as far as they are judged."""
        if self.moves_model is None:
            return []
        return mistakes_of(self.moves_model.judged, self.practice)

    def retry_mistakes(self) -> None:
        """Ask the game window to retry the game's mistakes; where there
        are none (or the analysis has not found them yet), say so."""
        model = self.moves_model
        if model is not None and self.analysing():
            self.retry_when_ready = True
            self.speaker.say(
                self.tr("Your mistakes will be retried when the analysis has found them.")
            )
            return
        found = self.mistakes()
        if not found:
            self.nothing_to_retry = True
            self._show_summary()
            self.speaker.say(self._nothing_to_retry_text())
            return
        self.retryRequested.emit(self.record, found)

    def _nothing_to_retry_text(self) -> str:
        return self.tr("No mistakes or blunders in this game: nothing to retry.")

    def stop(self) -> None:
        """Stop the analysis; what is judged stays."""
        if self.worker is not None:
            self.worker.cancel()
        self.stop_button.setEnabled(False)
        self.stopped = True
        self._show_summary()
        self._analysis_ended()

    def _failed(self, how: Ending, why: str) -> None:
        """The analysis ended before its end (see :class:`ReviewWorker`):
        said in words, with what was judged, which stays."""
        model = self.moves_model
        assert model is not None
        self.stop_button.setEnabled(False)
        self.failure = how
        self._show_summary()
        self.speaker.say(self._failure_text())
        self._analysis_ended()

    def _failure_text(self) -> str:
        model = self.moves_model
        assert model is not None and self.failure is not None
        judged = sum(j is not None for j in model.judged)
        total = len(model.moves)
        if self.failure == Ending.FAILED_TO_START:
            return self.tr("The analysis could not start; %Ln of {total} moves were judged.",
                           "", judged).format(total=QLocale().toString(total))  # fmt: skip
        if self.failure == Ending.HUNG:
            return self.tr(
                "The analysis stopped answering and was stopped; %Ln of {total} moves were "
                "judged.", "", judged
            ).format(total=QLocale().toString(total))  # fmt: skip
        return self.tr("The analysis stopped unexpectedly; %Ln of {total} moves were judged.",
                       "", judged).format(total=QLocale().toString(total))  # fmt: skip

    def done(self, result: int) -> None:
        if self.coach_scores is not None:
            self.coach_scores.close()
        if self.worker is not None:
            self.worker.cancel()
        analysing().end(id(self))
        super().done(result)

    def changeEvent(self, event: QEvent) -> None:
        # Back from retrying a mistake in the game window: the move's words
        # say how the retry went.
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self._show_detail(speak=False)
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.coach_scores is not None:
            self.coach_scores.close()
        if self.worker is not None:
            self.worker.cancel()
        analysing().end(id(self))
        super().closeEvent(event)

    def _show_summary(self) -> None:
        model = self.moves_model
        if model is None:
            return
        locale = QLocale()
        parts = [
            self.tr("Score {score}.").format(score=locale.toString(self.record.score)),
        ]
        accuracy = model.accuracy()
        if accuracy is not None:
            parts.append(
                self.tr("Accuracy {accuracy} %.").format(accuracy=locale.toString(round(accuracy)))
            )
        luck = model.luck_percentile()
        if luck is not None:
            parts.append(
                self.tr("Luck {luck} of 100 (50 is average).").format(
                    luck=locale.toString(round(luck))
                )
            )
        seen = model.hindsight
        if seen is not None:
            score = locale.toString(seen.score)
            if seen.alive:
                parts.append(
                    self.tr(
                        "Knowing every deal in advance, the coach reached {score} on the "
                        "same deals and was still alive."
                    ).format(score=score)
                )
            else:
                parts.append(
                    self.tr(
                        "Knowing every deal in advance, the coach reached {score} on the "
                        "same deals, and then no piece fitted."
                    ).format(score=score)
                )
        if self.coach_score is not None:
            parts.append(
                self.tr(
                    "Seeing no deal before it came, the coach scored {score} on this deal."
                ).format(score=locale.toString(self.coach_score[0]))
            )
        if self.nothing_to_retry:
            parts.append(self._nothing_to_retry_text())
        if self.failure is not None:
            parts.append(self._failure_text())
        elif self.stopped:
            parts.append(self.tr("Analysis stopped: moves not judged are marked with three dots."))
        elif not model.complete:
            parts.append(
                self.tr(
                    "Analysing: %Ln of the moves judged.",
                    "",
                    sum(j is not None for j in model.judged),
                )
            )
        self.summary.setText(" ".join(parts))
        self.summary.fit()

    # -- stepping -------------------------------------------------------------

    def current(self) -> int:
        return self.table.currentIndex().row() if self.table is not None else -1

    def go(self, row: int) -> None:
        model = self.moves_model
        if model is None or self.table is None or not model.moves:
            return
        row = max(0, min(len(model.moves) - 1, row))
        if row == self.current():
            self.show_move(row)
            return
        self.table.setCurrentIndex(model.index(row, 0))

    def step(self, by: int) -> None:
        self.go(self.current() + by)

    def practice(self, row: int) -> Practice | None:
        """The practice game from the position before move ``row``."""
        model = self.moves_model
        if model is None or not 0 <= row < len(model.moves):
            return None
        return practice_at(model.rules, model.seed, model.moves, model.states, row)

    def play_on(self) -> None:
        """Ask the game window to play on from the move shown."""
        practice = self.practice(self.current())
        if practice is not None:
            self.playOnRequested.emit(practice)

    def show_move(self, row: int) -> None:
        """The position before move ``row``, the player's move as the
        board's ghost, the coach's best as a dotted outline."""
        model = self.moves_model
        if model is None or not 0 <= row < len(model.moves):
            return
        move = model.moves[row]
        state = model.states[row]
        tray = list(state.tray)
        tray[move.slot] = model.piece(row)
        game = Game.resume(self.game_rules, model.seed, state._replace(tray=tuple(tray)))
        self.board_model.load_game(game)
        self.graph.set_current(row)
        self.board_model.select(move.slot)  # the tray marks the move's piece
        self.board_model.aim(move.slot, move.row, move.col)
        if self.worker is not None and model.judged[row] is None:
            self.worker.prefer(row)
        self._show_detail()

    def _show_detail(self, speak: bool = True) -> None:
        model = self.moves_model
        row = self.current()
        if model is None or not 0 <= row < len(model.moves):
            return
        text = model.sentence(row)
        retried = self.retried().get(row + 1)
        if retried is not None:
            verdict, tries = retried
            text += " " + self.tr("Retried %n times; the last retry: {verdict}.", "", tries).format(
                verdict=verdict_name(verdict)
            )
        self.detail.setText(text)
        self.detail.fit()
        judged = model.judged[row]
        cells = 0
        if judged is not None and judged.best != model.moves[row]:
            from ..engine import SHAPES

            shape = SHAPES[judged.best_shape]
            for dr, dc in shape.cells:
                cells |= bb.bit(judged.best.row + dr, judged.best.col + dc)
        self.coach_ghost.set_cells(cells)
        # The coach's piece marked in the tray where it would move another
        # piece, or the same one elsewhere.
        coach = -1 if judged is None or judged.best == model.moves[row] else judged.best.slot
        self.tray_model.set_coach(coach)
        # A screen reader reads the focused row's first cell, which holds the
        # same sentence; said here when the list is not where the focus is.
        assert self.table is not None
        if speak and not self.table.hasFocus() and self.isVisible():
            self.speaker.say(text)
