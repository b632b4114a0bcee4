"""The game window: score, board, tray, the menus, and the end of a game.

Every command is a :class:`QAction` built from :mod:`.commands` (menu,
shortcut, and the name a test or an assistive technology finds it by), and
every one of them ends in a :class:`GameModel` method.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QGuiApplication,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from ..access.announce import Announcer
from ..access.cells import BoardCells
from ..engine import Rules, game_number, spaced
from ..lang.retranslate import Retranslating
from ..lang.words import day_text, local_moment_text, mode_name
from ..models.game import GameModel
from ..models.tray import TrayModel
from ..store.history import GameRecord, now
from ..store.prefs import Preferences
from ..store.session import Session
from ..store.settings import WINDOW
from ..views import geometry
from ..views.board import MINIMUM as BOARD_MINIMUM
from ..views.board import BoardView
from ..views.effects import Effects
from ..views.header import Header
from ..views.motion import Motion
from ..views.panels import GameOverPanel, NoticeBar
from ..views.sound import SoundBoard
from ..views.tray import TrayView
from .background import BackgroundAnalysis
from .commands import COMMANDS, MENUS, Command, menu_title
from .first_frame import FirstFrame
from .hints import CoachProcess
from .keyboard import KeyboardPath
from .openers import DialogOpeners
from .places import DialogPlaces

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from ..dialogs.coach_score import CoachScore
    from ..dialogs.statistics import StatisticsDialog
    from ..models.practice import Mistake, Practice
    from .retry import RetryBar

# The game-over card's least room on each side within the board.
CARD_MARGIN = 8
# The practice positions one round of Game ▸ Practice holds at most.
PRACTICE_ROUND = 10


def unbroken(number: str) -> str:
    """A game number as the header shows it: its two halves joined by a
    no-break space, so that a narrow window or a large text never splits
    it across two lines ("CZZZZ" on one, "ZRCYK" on the next)."""
    return spaced(number).replace(" ", "\u00a0")


class MainWindow(DialogOpeners, KeyboardPath, Retranslating, QMainWindow):
    """Signals:
    firstFrameShown(): the window's first frame is on the screen (once).
    """

    firstFrameShown = Signal()

    def __init__(
        self,
        model: GameModel,
        session: Session,
        prefs: Preferences,
        parent: QWidget | None = None,
    ) -> None:
        """The window over ``model``, kept by ``session``; see
        :func:`blockpuzzle.app.create_window`, which builds all three."""
        super().__init__(parent)
        self.model = model
        self.session = session
        self.prefs = prefs
        self.tray_model = TrayModel(self.model, self)

        central = QWidget(self)
        layout = QVBoxLayout(central)
        self.notice = NoticeBar(central)
        layout.addWidget(self.notice)
        self.motion = Motion(prefs, self)
        self.header = Header(self.motion, central)
        self.mode_label = self.header.mode_label
        self.score_label = self.header.score_label
        self.best_label = self.header.best_label
        layout.addWidget(self.header)
        # Over the board while the player retries a game's mistakes (made
        # the first time: see retry_bar).
        self._retry_bar: RetryBar | None = None
        self.board_view = BoardView(self.model, central)
        layout.addWidget(self.board_view, 3)
        self.board_cells = BoardCells(self.model, central)
        self.board_view.boardPlaced.connect(self.board_cells.place_over)
        self.tray_view = TrayView(self.tray_model, self.board_view.cell_coords, central)
        layout.addWidget(self.tray_view, 1)
        self.setCentralWidget(central)
        # Over the board, but the board view's sibling: a scroll area shows
        # assistive technology its viewport only, and the card must be found.
        self.game_over = GameOverPanel(central)
        self.game_over.newGameRequested.connect(self._new_same_mode)
        self.game_over.sameDealRequested.connect(self._same_deal_again)
        self.game_over.reviewRequested.connect(self.review_last_game)
        self.game_over.retryRequested.connect(self.retry_last_game)
        self.game_over.copyRequested.connect(self.copy_result)

        self._greeted = False
        self.daily_replay = False  # the game being played replays a day's deal (_started)
        # The coach's own score on the day's deal being played (score,
        # alive), once worked out (see window/daily.py; made on first use).
        self.coach_score: tuple[int, bool] | None = None
        self.coach_failed = False  # its process could not give it
        self._coach_scores: CoachScore | None = None
        self._actions: dict[str, QAction] = {}
        self._menus: dict[str, QMenu] = {}
        self._build_actions()
        self.announcer = Announcer(self.model, self, self)
        # Hints on boards in danger, asked of a process of the coach's
        # (started at the first of them; nothing of the coach loads before).
        self.coach = CoachProcess(self)
        self.model.set_coach(self.coach)
        self.model.hinted.connect(self._hinted)
        self.model.hintUnavailable.connect(self._hint_unavailable)
        self.sound = SoundBoard(self.model, self.prefs, self)
        self.places = DialogPlaces(session.settings, self)
        # Built on its first opening, then kept (show_statistics).
        self.statistics_dialog: StatisticsDialog | None = None
        # What the first placement would otherwise wait for, once the window
        # is on the screen and idle.
        self.warmed = False  # what the first placement needs is ready (_warm_up)
        self.firstFrameShown.connect(lambda: QTimer.singleShot(0, self._warm_up))
        # Past games analysed for Practice, below the window's priority and
        # never while the player plays.
        self.background = BackgroundAnalysis(self.model, session.history, prefs, self)
        self.firstFrameShown.connect(lambda: self.background.start_later())
        self.model.gameOver.connect(lambda _score: self.background.start_later())
        self.effects = Effects(self.board_view, self.tray_view, self.model, self.motion, self)
        # Any key or button finishes what is moving: the picture is never
        # behind the game when the player acts.  Watched only while
        # something moves: otherwise no event of the application need pass
        # through Python.
        self.motion.busy.connect(self._watch_presses)
        self.setTabOrder(self.tray_view, self.board_cells)

        self.model.scoreChanged.connect(self._show_score)
        self.model.bestChanged.connect(self._show_score)
        self.model.gameStarted.connect(self._started)
        self.model.gameOver.connect(self._ended)
        self.model.undoAvailable.connect(self.action("undo").setEnabled)
        self.model.trayChanged.connect(self._update_rotate)
        self.model.selectionChanged.connect(self._update_rotate)
        session.notice.connect(self.notice.show_message)
        self.action("undo").setEnabled(self.model.game.can_undo)
        self.retranslate()
        self._started(self.model.rules.mode)
        self.resize(500, 700)  # until place_on_screen() knows the screen

    # -- commands -----------------------------------------------------------

    def action(self, name: str) -> QAction:
        return self._actions[name]

    def run(self, command: Command) -> None:
        """Do what ``command`` does (its method, found when it runs: the
        announcer, say, is made after the actions)."""
        attrgetter(command.does)(self)(*command.args)

    def _build_actions(self) -> None:
        for key, _title in MENUS:
            self._menus[key] = self.menuBar().addMenu("")
        for command in COMMANDS:
            action = QAction(self)
            action.setObjectName(command.name)
            action.setShortcuts(command.shortcuts())
            action.setMenuRole(command.role)
            action.triggered.connect(lambda _checked=False, command=command: self.run(command))
            menu = self._menus[command.menu]
            if command.separator_before:
                menu.addSeparator()
            menu.addAction(action)
            self.addAction(action)
            self._actions[command.name] = action

    def retranslate(self) -> None:
        """Every text of the window in the current language."""
        self.setWindowTitle(self.tr("Block Puzzle"))
        for key, title in MENUS:
            self._menus[key].setTitle(menu_title(title))
        for command in COMMANDS:
            self.action(command.name).setText(command.title())
        self.model.retranslate()
        self.tray_model.retranslate()
        self._show_mode()
        # Once the card has its new words too (each widget is told in turn).
        QTimer.singleShot(0, self, self._room_for_the_card)

    def _room_for_the_card(self) -> None:
        """The board is never narrower than the game-over card needs with
        what it says (the window grows to it where the card appears)."""
        if self.game_over.isVisible():
            self.board_view.setMinimumWidth(
                max(BOARD_MINIMUM, self.game_over.minimumSizeHint().width() + 2 * CARD_MARGIN)
            )

    def changeEvent(self, event: QEvent) -> None:
        # Play time runs only while the window is active and not minimised.
        if event.type() in (
            QEvent.Type.ActivationChange,
            QEvent.Type.WindowStateChange,
        ):
            self.session.set_active(self.isActiveWindow() and not self.isMinimized())
        super().changeEvent(event)

    def review_last_game(self) -> None:
        """The coach's review of the game that ended last."""
        record = self.session.history.last_game()
        if record is None:
            self.notice.show_message(self.tr("No game has ended yet: there is nothing to review."))
            return
        self.show_review(record)

    @property
    def retry_bar(self) -> RetryBar:
        """The bar over the board while mistakes are retried or positions
        practised; made the first time (nothing of the coach loads, and no
        widget of it is made, before)."""
        if self._retry_bar is None:
            from .retry import RetryBar

            central = self.centralWidget()
            bar = self._retry_bar = RetryBar(self.model, self.session.history, central)
            layout = central.layout() if central is not None else None
            assert isinstance(layout, QVBoxLayout)
            layout.insertWidget(layout.indexOf(self.header) + 1, bar)
            bar.said.connect(self.announcer.say)
            # The pieces have the keyboard as each retry begins, as in a new
            # game: not the bar's button that was pressed (Enter would press
            # it again).
            bar.begun.connect(lambda: self.tray_view.setFocus(Qt.FocusReason.OtherFocusReason))
        return self._retry_bar

    def retry_last_game(self) -> None:
        """Retry the mistakes of the game that ended last: its review opens,
        and the retrying begins as soon as the analysis has found them."""
        record = self.session.history.last_game()
        if record is None:
            self.notice.show_message(self.tr("No game has ended yet: there is nothing to review."))
            return
        self.show_review(record)
        self.review_window.retry_mistakes()

    def start_retry(self, record: GameRecord, mistakes: list[Mistake]) -> bool:
        """Retry ``mistakes`` of the game of ``record`` (from its review);
        a game in progress is abandoned only once the player confirms."""
        self._to_the_front()
        if not mistakes:
            return False
        if not self.in_progress():
            self.retry_bar.start(record, mistakes)
            return True
        self.ask_to_abandon(
            lambda: self.retry_bar.start(record, mistakes),
            self.tr("Retry the mistakes of that game? The board you are playing will be lost."),
            self.tr("Retry"),
        )
        return False

    def start_practice(self) -> bool:
        """Game ▸ Practice: the practice positions due now (the mistakes of
        your reviewed games, :mod:`~blockpuzzle.store.drills`), the longest
        due first; where none is due, say when the next one is, or how
        positions come.  A game in progress is abandoned only once the
        player confirms."""
        from .retry import drill_mistakes

        history = self.session.history
        bar = self.retry_bar
        drills = history.due_drills(now(), PRACTICE_ROUND)
        mistakes = drill_mistakes(drills, bar.reviewer)
        if not mistakes:
            after = history.next_drill()
            if after is None:
                text = self.tr(
                    "Nothing to practise yet: the mistakes and blunders of the games you review "
                    "become practice positions (Game ▸ Review Last Game)."
                )
            else:
                text = self.tr(
                    "Nothing to practise now: the next position comes back on {when}."
                ).format(when=local_moment_text(after))
            self.notice.show_message(text)
            self.announcer.say(text)
            return False
        self._to_the_front()
        if not self.in_progress():
            bar.start_practice(mistakes)
            return True
        self.ask_to_abandon(
            lambda: bar.start_practice(mistakes),
            self.tr("Practise now? The board you are playing will be lost."),
            self.tr("Practise"),
        )
        return False

    def _to_the_front(self) -> None:
        """The window to the front, over the dialog the player asked from
        (Statistics is closed: it would keep the window from being played)."""
        if self.statistics_dialog is not None and self.statistics_dialog.isVisible():
            self.statistics_dialog.close()
        self.raise_()
        self.activateWindow()

    # -- games --------------------------------------------------------------

    def in_progress(self) -> bool:
        """A game worth asking about: something placed, and not over."""
        game = self.model.game
        return not game.over and (game.score > 0 or game.can_undo)

    def new_game(self, rules: Rules) -> bool:
        """Start a new game of ``rules``' mode; a game in progress is only
        abandoned once the player confirms.  True where it started at once.

        The question is window-modal and never blocks: it is opened with
        ``open()`` and the game starts from its ``finished`` signal, so an
        assistive technology that triggered the action gets its answer at
        once."""
        if not self.in_progress():
            self.model.new_game(self.prefs.rules_for(rules.mode))
            return True
        self.ask_to_abandon(lambda: self.model.new_game(self.prefs.rules_for(rules.mode)))
        return False

    def ask_to_abandon(
        self, then: Callable[[], object], question: str = "", yes: str = ""
    ) -> QMessageBox:
        """Ask whether to give up the game in progress; ``then`` runs if so.
        ``question`` and ``yes`` say what would begin instead (a new game
        where not given)."""
        # Imported here: the class and its ten enums are made on first use.
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Abandon this game?"),
            question or self.tr("Start a new game? The board you are playing will be lost."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(yes or self.tr("New Game"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Keep Playing"))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def finished(result: int) -> None:
            if result == QMessageBox.StandardButton.Yes:
                then()

        box.finished.connect(finished)
        box.open()
        self.abandon_box = box
        return box

    def play_deal(self, mode: str, seed: int) -> bool:
        """Start the deal of ``mode`` and ``seed`` (a game number); a game
        in progress is abandoned only once the player confirms."""
        rules = self.prefs.rules_for(mode)
        if not self.in_progress():
            self.model.new_game(rules, seed)
            return True
        self.ask_to_abandon(lambda: self.model.new_game(rules, seed))
        return False

    def play_on(self, practice: Practice) -> bool:
        """Play on from a position of a game of the history, as a practice
        game (:mod:`~blockpuzzle.models.practice`); a game in progress is
        abandoned only once the player confirms.  The window comes to the
        front (:meth:`_to_the_front`)."""
        self._to_the_front()
        if not self.in_progress():
            self.model.play_on(practice)
            return True
        self.ask_to_abandon(
            lambda: self.model.play_on(practice),
            self.tr(
                "Play on from move {move} as a practice game? The board you are playing will be "
                "lost."
            ).format(move=practice.move),
            self.tr("Play On"),
        )
        return False

    def play_daily(self, mode: str) -> bool:
        """Game ▸ Today's Deal: ``mode``'s deal of today (the player's
        calendar date, :mod:`~blockpuzzle.engine.daily`); the first game of
        it is the day's result, another a replay.  A game in progress is
        abandoned only once the player confirms."""
        from datetime import date

        from ..engine import Game
        from ..engine.daily import daily_seed

        today = date.today()
        day = today.isoformat()
        rules = self.prefs.rules_for(mode)

        def start() -> None:
            self.model.load_game(Game(rules, daily_seed(today, mode)), daily=day)

        if not self.in_progress():
            start()
            return True
        self.ask_to_abandon(
            start,
            self.tr("Play today's deal? The board you are playing will be lost."),
            self.tr("Play Today's Deal"),
        )
        return False

    def _new_same_mode(self) -> None:
        self.new_game(self.model.rules)

    def _same_deal_again(self) -> None:
        practice = self.model.practice
        if practice is not None:  # the practice again, from where it began
            self.play_on(practice)
            return
        game = self.model.game
        self.play_deal(game.rules.mode, game.seed)

    def _started(self, mode: str) -> None:
        # Settled as the game begins: once it is counted, the day's deal has
        # been played, and this game is not a replay of it for that.
        daily = self.model.daily
        self.daily_replay = bool(daily) and self.session.history.daily_played(daily, mode)
        self.coach_score = None
        self.coach_failed = False
        if daily:
            # The coach plays the same deal beside the player, at once.
            self.coach_scores().ask(self.model.rules, self.model.game.seed)
        self.game_over.hide()
        self._show_mode()

    def _show_mode(self) -> None:
        self.header.set_mode(self.mode_text())
        self._update_rotate()
        self._show_score()

    def mode_text(self) -> str:
        """The mode and the game's number, as the header shows them; for a
        practice game, that it is one and from which move."""
        game = self.model.game
        mode = game.rules.mode
        number = game_number(mode, game.seed)
        practice = self.model.practice
        if self.model.daily and number is not None:
            if self.daily_replay:
                text = self.tr("Deal of {day}, replay · {mode} · game {number}")
            else:
                text = self.tr("Deal of {day} · {mode} · game {number}")
            return text.format(
                day=day_text(self.model.daily), mode=mode_name(mode), number=unbroken(number)
            )
        if practice is not None:
            if number is None:
                return self.tr("Practice · {mode}, from move {move}").format(
                    mode=mode_name(mode), move=practice.move
                )
            return self.tr("Practice · {mode} · game {number}, from move {move}").format(
                mode=mode_name(mode), number=unbroken(number), move=practice.move
            )
        if number is None:
            return mode_name(mode)
        return self.tr("{mode} · game {number}").format(
            mode=mode_name(mode), number=unbroken(number)
        )

    def _show_score(self, *_: object) -> None:
        self.header.set_score(self.model.score)
        self.header.set_best(self.model.best)

    def _warm_up(self) -> None:
        self.sound.warm_up()
        self.motion.warm_up()
        self.warmed = True

    def _watch_presses(self, busy: bool) -> None:
        app = QApplication.instance()
        if app is None:
            return
        if busy:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Installed only while something moves (see _watch_presses).  A key
        # that is a shortcut (T, L, the arrows…) never arrives as a key
        # press: Qt asks the focus widget first with a ShortcutOverride,
        # then sends the key to the action.
        if (
            event.type()
            in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride, QEvent.Type.MouseButtonPress)
            and isinstance(watched, QWidget)
            and watched.window() is self
        ):
            self.motion.finish()
        return False

    def _ended(self, score: int) -> None:
        game = self.model.game
        number = game_number(game.rules.mode, game.seed)
        self.game_over.show_result(
            score,
            self.model.best,
            game.lines,
            unbroken(number) if number else "",  # one line, on a narrow card too
            game.play_time,
            new_best=self.model.new_best,
            spoken=self.announcer.end_text,
            practice=self.model.practice.move if self.model.practice is not None else 0,
            daily=self._daily_words(),
        )
        self._room_for_the_card()
        self._place_panel()
        self.effects.game_over(self.game_over, max(8, round(self.board_view.board.cell_size) // 2))

    def coach_scores(self) -> CoachScore:
        """Who works out the coach's score on a day's deal (made the first
        time a day's deal is played)."""
        if self._coach_scores is None:
            from ..dialogs.coach_score import CoachScore

            self._coach_scores = CoachScore(self.session.history, self)
            self._coach_scores.scored.connect(self._coach_scored)
            self._coach_scores.failed.connect(self._coach_failed)
        return self._coach_scores

    def _coach_scored(self, mode: str, seed: int, score: int, alive: bool) -> None:
        game = self.model.game
        if not self.model.daily or (mode, seed) != (game.rules.mode, game.seed):
            return  # another game's
        self.coach_score = (score, alive)
        if self.game_over.isVisible():
            self.game_over.set_daily(self._daily_words())
            self._place_panel()

    def _coach_failed(self, mode: str, seed: int) -> None:
        game = self.model.game
        if self.model.daily and (mode, seed) == (game.rules.mode, game.seed):
            self.coach_failed = True
            if self.game_over.isVisible():
                self.game_over.set_daily(self._daily_words())
                self._place_panel()

    def _daily_words(self) -> str:
        """What the card says of a day's deal ("" for another game)."""
        day = self.model.daily
        if not day:
            return ""
        if self.daily_replay:
            words = self.tr("Deal of {day}, a replay: the day's result is your first game.").format(
                day=day_text(day)
            )
        else:
            words = self.tr("Deal of {day}: the day's result.").format(day=day_text(day))
        return words + "\n" + self._coach_words()

    def _coach_words(self) -> str:
        """The coach's score on the day's deal, or that it is still playing."""
        if self.coach_score is None:
            if self.coach_failed:
                return self.tr("The coach's score on this deal could not be worked out.")
            return self.tr("The coach is still playing this deal.")
        from ..coach.review import BLIND_REFILLS  # loaded by then: it scored

        score, alive = self.coach_score
        if alive:
            return self.tr(
                "The coach, seeing no deal before it came: {score}, still playing after "
                "{refills} deals."
            ).format(score=QLocale().toString(score), refills=BLIND_REFILLS)
        return self.tr("The coach, seeing no deal before it came: {score}.").format(
            score=QLocale().toString(score)
        )

    def result_text(self) -> str:
        """A day's deal's result as a short text for a chat, which anyone
        can check by playing its number (the date as YYYY-MM-DD, readable
        in any language)."""
        game = self.model.game
        number = game_number(game.rules.mode, game.seed) or ""
        text = self.tr(
            "Block Puzzle, deal of {day}, {mode}, game {number}: {score} points."
        ).format(
            day=self.model.daily,
            mode=mode_name(game.rules.mode),
            number=spaced(number),
            score=QLocale().toString(game.score),
        )
        if self.coach_score is not None:
            text += " " + self.tr("The coach: {score}.").format(
                score=QLocale().toString(self.coach_score[0])
            )
        if self.daily_replay:
            text += " " + self.tr("(A replay.)")
        return text

    def copy_result(self) -> bool:
        """Put the day's deal's result on the clipboard, and say so on the
        card and to a screen reader; where the clipboard cannot be written,
        say that instead."""
        text = self.result_text()
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(text)
        copied = clipboard.text() == text
        if copied:
            said = self.tr("Copied to the clipboard: {text}").format(text=text)
        else:
            said = self.tr("The result could not be put on the clipboard: {text}").format(text=text)
        self.game_over.show_copied(said)
        self._place_panel()
        self.announcer.say(said)
        return copied

    def _place_panel(self) -> None:
        panel = self.game_over
        area = self.board_view.geometry()
        # Never wider than the board (long titles wrap), never narrow.
        widest = max(area.width() - 2 * CARD_MARGIN, 120)
        width = min(widest, max(panel.sizeHint().width(), area.width() * 3 // 5))
        layout = panel.layout()
        height = (
            layout.totalHeightForWidth(width)
            if layout is not None and layout.hasHeightForWidth()
            else panel.sizeHint().height()
        )
        panel.setFixedSize(width, height)
        panel.move(area.center().x() - width // 2, area.center().y() - height // 2)
        panel.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_panel()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._greeted:
            # The game as it stands, said once the window can be heard.
            self._greeted = True
            QTimer.singleShot(0, lambda: self.announcer.say(self.announcer.start_text()))
            handle = self.windowHandle()
            if handle is None:  # not expected of a shown top-level window
                QTimer.singleShot(0, self.firstFrameShown.emit)
            else:
                FirstFrame(handle).shown.connect(self.firstFrameShown)

    def place_on_screen(self) -> None:
        """Where the player left the window (moved back onto a screen if that
        one is gone), or, the first time, sized to the screen."""
        settings = self.session.settings
        saved = settings.get(WINDOW)
        restored = bool(saved) and self.restoreGeometry(
            QByteArray.fromBase64(saved.encode("ascii"))
        )
        if restored:
            geometry.bring_onto_a_screen(self)
            return
        primary = QGuiApplication.primaryScreen()
        if primary is None:
            return
        available = primary.availableGeometry()
        frame = geometry.first_size(available, self.minimumSizeHint())
        self.resize(frame.size())
        self.move(frame.topLeft())

    def closeEvent(self, event: QCloseEvent) -> None:
        self.session.set_active(False)
        self.session.save()
        settings = self.session.settings
        settings.set(WINDOW, bytes(self.saveGeometry().toBase64().data()).decode("ascii"))
        settings.sync()
        self.sound.close()
        self.coach.close()
        self.background.close()
        if self._coach_scores is not None:
            self._coach_scores.close()
        event.accept()
