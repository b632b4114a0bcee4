"""Retry my mistakes: the game's mistakes and blunders, one at a time, on
the game window's own board and tray.

Each begins as a practice game (:mod:`~blockpuzzle.models.practice`) at the
position before the move, with the tray as it was; the player places a
piece — by mouse, keyboard or screen reader, as in any game — and the coach
judges that placement with the review's own thresholds
(:meth:`~blockpuzzle.coach.review.Reviewer.judge`, a few milliseconds, in
the window: ``benchmarks/retry.py``).  How it compares with the move of the
game (:func:`~blockpuzzle.coach.review.retried`) is said in the bar over the
board and to a screen reader, and kept in the history with the game
(:meth:`~blockpuzzle.store.history.History.keep_retry`).  The coach's own
move is shown only when asked, and a retry after it is not kept.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..coach.review import Judged, Reviewer, retried
from ..engine import SHAPES, Game, GameState, Move, Rules, rules
from ..engine.moves import decode
from ..lang.retranslate import Retranslating
from ..lang.words import local_day, show_words
from ..models.piece_names import describe
from ..models.practice import Mistake, Practice, theme_name
from ..models.review import MoveListModel, verdict_name
from ..store.drills import AGAIN, Drill

# The verdicts that solve a practice position.
SOLVED = ("best", "good")

if TYPE_CHECKING:
    from ..models.game import GameModel
    from ..store.history import GameRecord, History


class RetryBar(Retranslating, QFrame):
    """The bar over the board while mistakes are retried: what to retry,
    then how the retry went, and the buttons to go on.

    Signals:
        said(str): what the bar now says, for a screen reader (once each).
        begun(): a retry begun (or begun again): the board is the one
            before the move, and the player plays next.
        finished(): the player stopped retrying, or another game began.
    """

    said = Signal(str)
    begun = Signal()
    finished = Signal()

    def __init__(
        self,
        model: GameModel,
        history: History | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("retry")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.model = model
        self.history = history
        self.record: GameRecord | None = None
        self.mistakes: list[Mistake] = []
        self.index = -1
        # The verdict on the current retry and how it compares (see
        # coach.review.retried); None until the player places a piece.
        self.result: tuple[Judged, str] | None = None
        self.shown = False  # the coach's move was shown for this retry
        # Every retry's outcome, by move: what the last words are made of.
        self.outcomes: dict[int, str] = {}
        # Where the mistakes are practice positions of the history (Game ▸
        # Practice) rather than one game's (start_practice).
        self.practising = False
        # When the current practice position comes back, once tried.
        self.back: datetime | None = None
        self._reviewers: dict[Rules, Reviewer] = {}
        self._loading = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        self.label = QLabel()
        self.label.setObjectName("retryText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.label)
        buttons = QHBoxLayout()
        self.show_button = QPushButton()
        self.again_button = QPushButton()
        self.next_button = QPushButton()
        self.stop_button = QPushButton()
        for button, does in (
            (self.show_button, self.show_coach),
            (self.again_button, self.try_again),
            (self.next_button, self.next_mistake),
            (self.stop_button, self.stop),
        ):
            button.clicked.connect(does)
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        model.placed.connect(self._placed)
        model.undone.connect(self._undone)
        model.gameStarted.connect(self._game_started)
        self.retranslate()
        self.hide()

    # -- starting and stopping ---------------------------------------------

    @property
    def active(self) -> bool:
        return self.index >= 0

    def start(self, record: GameRecord, mistakes: Sequence[Mistake]) -> None:
        """Retry ``mistakes`` of the game of ``record``, the first now."""
        self.record = record
        self.practising = False
        self._begin(mistakes)

    def start_practice(self, mistakes: Sequence[Mistake]) -> None:
        """Practise ``mistakes``, positions of the history (each with its
        ``drill``), the first now; each try moves its schedule on."""
        self.record = None
        self.practising = True
        self._begin(mistakes)

    def _begin(self, mistakes: Sequence[Mistake]) -> None:
        self.mistakes = list(mistakes)
        self.outcomes = {}
        self.index = -1
        self.retranslate()  # its buttons' words for retrying or practising
        self.show()
        self._go(0)

    def stop(self) -> None:
        """Stop retrying; the practice game on the board stays to play."""
        if not self.active:
            return
        self.index = -1
        self.hide()
        self.finished.emit()

    def _go(self, index: int, speak: bool = True) -> None:
        self.index = index
        self.result = None
        self.shown = False
        self.back = None
        self._loading = True
        try:
            self.model.play_on(self.current.practice)
        finally:
            self._loading = False
        self._show(speak=speak)
        self.begun.emit()

    @property
    def current(self) -> Mistake:
        return self.mistakes[self.index]

    def _game_started(self, _mode: str) -> None:
        # Another game began (New Game, a deal, another practice): the
        # retrying is over.
        if self.active and not self._loading:
            self.stop()

    # -- the player's commands ----------------------------------------------

    def try_again(self) -> None:
        """The same mistake again, from the position before it."""
        if self.active:
            self._go(self.index)

    def next_mistake(self) -> None:
        if self.active and self.index + 1 < len(self.mistakes):
            self._go(self.index + 1)

    def show_coach(self) -> None:
        """The coach's move, on the board as the keyboard aims a piece
        (from the position before the mistake), and in words."""
        if not self.active:
            return
        judged = self.current.judged
        self._go(self.index, speak=False)  # said once, with the coach's move
        self.shown = True
        best = judged.best
        model = self.model
        for _ in range(best.turns):
            model.rotate(best.slot)
        model.select(best.slot)
        model.aim(best.slot, best.row, best.col)
        self._show(speak=True)

    # -- judging ------------------------------------------------------------------

    def _placed(self, *_: object) -> None:
        if not self.active:
            return
        practice = self.current.practice
        game = self.model.game
        if self.model.practice is not practice or game.moves is None:
            return
        if len(game.moves) != len(practice.moves) + 1:
            return
        move: Move = game.moves[-1]
        judged = self.reviewer(practice.rules).judge(practice.move, practice.start, move)
        outcome = retried(self.current.judged, judged)
        self.result = (judged, outcome)
        if not self.shown:
            self.outcomes[self.index] = outcome
            self._keep(judged)
        self._show(speak=True)

    def _keep(self, judged: Judged) -> None:
        """A try kept in the history: with its game (a retry), or as the
        practice position's next schedule."""
        if self.history is None:
            return
        if self.practising:
            solved = judged.verdict in SOLVED
            self.back = self.history.keep_drill(self.current.drill, solved, datetime.now(UTC))
        elif self.record is not None:
            self.history.keep_retry(self.record, self.current.practice.move, judged.verdict)

    def _undone(self, *_: object) -> None:
        # Undo back to the position before the move: a retry as Try Again
        # would begin it (the coach's move, if shown, stays shown).
        game = self.model.game
        if (
            self.active
            and self.result is not None
            and self.model.practice is self.current.practice
            and game.moves is not None
            and len(game.moves) == len(self.current.practice.moves)
        ):
            self.result = None
            self._show(speak=True)

    def reviewer(self, game_rules: Rules) -> Reviewer:
        """The judge of the rules' moves, made once."""
        reviewer = self._reviewers.get(game_rules)
        if reviewer is None:
            reviewer = self._reviewers[game_rules] = Reviewer(game_rules)
        return reviewer

    # -- words --------------------------------------------------------------------

    def prompt(self) -> str:
        """What is to be retried: the move and what the game made of it."""
        mistake = self.current
        judged = mistake.judged
        shape = SHAPES[judged.shape]
        row, col = MoveListModel.cell(shape, judged.move)
        if self.practising:
            text = self.tr(
                "Practice {i} of {n}, {theme}: from your game of {date}, move {move}. There "
                "you placed {piece} at row {row}, column {col}, a {verdict}."
            )
        else:
            text = self.tr(
                "Retry {i} of {n}, move {move}: in the game you placed {piece} at row {row}, "
                "column {col}, a {verdict}."
            )
        return text.format(
            i=self.index + 1,
            n=len(self.mistakes),
            theme=theme_name(mistake.theme),
            date=local_day(mistake.started),
            move=mistake.practice.move,
            piece=describe(shape),
            row=row + 1,
            col=col + 1,
            verdict=verdict_name(judged.verdict),
        )

    def coach_text(self) -> str:
        judged = self.current.judged
        shape = SHAPES[judged.best_shape]
        row, col = MoveListModel.cell(shape, judged.best)
        return self.tr("The coach's move: {piece} at row {row}, column {col}.").format(
            piece=describe(shape), row=row + 1, col=col + 1
        )

    def result_text(self) -> str:
        """How the retry compares with the game's move, in the review's words."""
        assert self.result is not None
        judged, outcome = self.result
        if outcome == "coach":
            text = self.tr("As good as the coach's move.")
        elif outcome == "better":
            text = self.tr("Better than in the game: {verdict} (in the game, a {was}).").format(
                verdict=verdict_name(judged.verdict),
                was=verdict_name(self.current.judged.verdict),
            )
        elif judged.verdict == "blunder":
            text = self.tr("Still a blunder.")
        else:
            text = self.tr("Still a mistake.")
        if self.shown:
            text += " " + self.tr("Not kept: the coach's move was shown.")
        elif self.practising and self.back is not None:
            if judged.verdict in SOLVED:
                days = round((self.back - datetime.now(UTC)).total_seconds() / 86400)
                text += " " + self.tr("Solved: it comes back in %n days.", "", days)
            else:
                text += " " + self.tr("Not solved yet: it comes back in %n minutes.", "", AGAIN)
        return text

    def summary_text(self) -> str:
        """The words after the last retry: how many came out how."""
        kept = list(self.outcomes.values())
        if self.practising:
            text = self.tr(
                "Practised %n positions: {coach} as good as the coach's, {better} better than "
                "in the game, {still} still mistakes.",
                "",
                len(kept),
            )
        else:
            text = self.tr(
                "Retried %n of the game's mistakes: {coach} as good as the coach's, {better} "
                "better than in the game, {still} still mistakes.",
                "",
                len(kept),
            )
        return text.format(
            coach=kept.count("coach"), better=kept.count("better"), still=kept.count("still")
        )

    def text(self) -> str:
        """All the bar says now."""
        if not self.active:
            return ""
        parts = [self.prompt()]
        if self.shown and self.result is None:
            parts.append(self.coach_text())
        elif self.result is None:
            parts.append(self.tr("Place a piece where you think best."))
        if self.result is not None:
            parts.append(self.result_text())
            if self.index + 1 == len(self.mistakes):
                parts.append(self.summary_text())
        return " ".join(parts)

    def _show(self, speak: bool = False) -> None:
        text = self.text()
        show_words(self.label, text)
        self.next_button.setEnabled(self.index + 1 < len(self.mistakes))
        self.again_button.setEnabled(self.result is not None or self.shown)
        if speak and text:
            # After what the game says of the same event (the placement, the
            # position), which its announcer is told only after this bar.
            QTimer.singleShot(0, self, lambda: self.said.emit(text))

    def retranslate(self) -> None:
        # Named for what is under way: a game's mistakes, or practice
        # positions (whose words say "position", not "mistake").
        if self.practising:
            self.setAccessibleName(self.tr("Practice"))
            self.next_button.setText(self.tr("Ne&xt Position"))
            self.stop_button.setText(self.tr("Stop P&ractising"))
        else:
            self.setAccessibleName(self.tr("Retry my mistakes"))
            self.next_button.setText(self.tr("Ne&xt Mistake"))
            self.stop_button.setText(self.tr("Stop &Retrying"))
        self.show_button.setText(self.tr("&Show the Coach's Move"))
        self.again_button.setText(self.tr("&Try Again"))
        self._show()


def drill_mistakes(drills: Sequence[Drill], reviewer: Callable[[Rules], Reviewer]) -> list[Mistake]:
    """The practice positions ``drills`` as mistakes to retry, each judged
    again as the review judged it (``reviewer`` gives the rules' judge);
    one whose moves are damaged (a hand-edited history) is left out."""
    found = []
    for drill in drills:
        try:
            game_rules = rules(drill.mode, drill.rotation)
            moves = decode(drill.moves)
            if not moves:
                continue
            before = Game.replay(game_rules, drill.seed, moves[:-1])
        except (KeyError, ValueError):  # an unknown mode; not moves; IllegalMove
            continue
        state = before.state
        move = moves[-1]
        if state.over or not _can_make(game_rules, state, move):
            continue
        judged = reviewer(game_rules).judge(len(moves), state, move)
        practice = Practice(game_rules, drill.seed, len(moves), state, tuple(moves[:-1]))
        found.append(Mistake(practice, judged, drill.id, drill.theme, drill.started))
    return found


def _can_make(game_rules: Rules, state: GameState, move: Move) -> bool:
    """Whether ``move`` can be made in ``state``."""
    game = Game.resume(game_rules, 0, state)
    try:
        game.play([move])
    except ValueError:
        return False
    return True
