"""Keeping the player's game and history: saved as they play, restored
exactly, and never lost to a bad file.

:class:`Session` listens to the :class:`GameModel`.  Every position change is
written to the history at once, as its game in progress (:mod:`.playing`).
A game that ends (or is abandoned after a placement) goes into the history
in the same transaction that takes it out as the game in progress: no crash
can leave it both counted and to be resumed.  What older versions kept in
the settings file is carried over once (:mod:`.legacy`).  Play time runs
while a game is in progress and the window is active.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Signal

from ..engine import MODES, Game, InvalidSave
from ..engine.moves import encode
from ..lang.words import cause
from ..models.game import GameModel
from .damage import diagnose
from .history import GameRecord, History, ModeStats, now
from .legacy import import_save, import_stats
from .playing import Playing, from_row, to_row
from .prefs import Preferences
from .settings import LAST_MODE, Settings


class Session(QObject):
    """Signals:
    notice(str): something the player should be told once (not modal).
    statsChanged(): the statistics changed (a game was counted, or reset).
    """

    notice = Signal(str)
    statsChanged = Signal()

    def __init__(
        self,
        model: GameModel,
        settings: Settings,
        prefs: Preferences,
        history: History,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.settings = settings
        self.prefs = prefs
        self.history = history
        self._active = False
        self._since: float | None = None  # monotonic start of the running play time
        self._started = now()  # when the current game began
        self._resumed_started: str | None = None  # of the game being restored
        self._told: set[str] = set()
        model.positionChanged.connect(self.save)
        model.gameOver.connect(self._ended)
        model.gameLeft.connect(self._left)
        model.gameStarted.connect(self._game_started)
        for mode in MODES:
            model.set_best(mode, history.stats(mode).best)

    # -- start ------------------------------------------------------------------

    def restore(self) -> None:
        """Continue the game in progress, or start a new one in the last
        mode; then tell the player, once, whatever could not be read or
        kept."""
        for mode in import_stats(self.settings, self.history):
            self.model.set_best(mode, self.history.stats(mode).best)
        import_save(self.settings, self.history)
        resumed = self._read_game()
        if resumed is None:
            resumed = Playing(Game(self.prefs.rules_for(self.settings.get(LAST_MODE))), "", 0)
        self._resumed_started = resumed.started or None
        self.model.load_game(resumed.game, resumed.hints, daily=self._daily_of(resumed.game))
        self._sync()
        self._tell_what_happened()

    def _daily_of(self, game: Game) -> str:
        """The day of the game in progress where it is that day's deal (a
        day kept for another game is not believed)."""
        day = self.history.playing_daily()
        if not day:
            return ""
        from datetime import date

        from ..engine.daily import daily_seed

        return day if daily_seed(date.fromisoformat(day), game.rules.mode) == game.seed else ""

    def _game_started(self, _mode: str) -> None:
        self._started = self._resumed_started or now()
        self._resumed_started = None

    def _read_game(self) -> Playing | None:
        row = self.history.playing()
        if row is None:
            return None
        try:
            return from_row(row)
        except InvalidSave:
            self._tell(
                "playing",
                self.tr(
                    "The game you were playing could not be read, so a new game has begun. "
                    "Your statistics are kept."
                ),
            )
            return None

    def _tell_what_happened(self) -> None:
        settings, history = self.settings, self.history
        if settings.problems:
            if settings.backups:
                self._tell(
                    "settings",
                    self.tr(
                        "Some saved data could not be read and was set aside in {file}. "
                        "Everything that could be read was kept."
                    ).format(file=settings.backups[-1]),
                )
            else:
                self._tell_left_as_it_was()
        if history.set_aside is not None:
            self._tell(
                "history",
                self.tr(
                    "Your game history could not be read and was set aside in {file}. "
                    "%n games could still be read and were kept.",
                    "",
                    history.salvaged,
                ).format(file=history.set_aside),
            )
        self._tell_history_write_error()

    def _tell_left_as_it_was(self) -> None:
        settings = self.settings
        self._tell(
            "settings",
            self.tr(
                "Some saved data in {file} could not be read, and the file could not "
                "be copied aside ({why}). It is left as it was: nothing will be saved "
                "to it, but you can keep playing."
            ).format(file=settings.path, why=settings.backup_error or self.tr("unreadable")),
        )

    def _tell_history_write_error(self) -> None:
        history = self.history
        if history.write_error is None:
            return
        if history.write_cause == "newer":
            text = self.tr(
                "Your game history ({file}) was written by a newer version of Block Puzzle. "
                "It is shown as it is and left unchanged; the games you play now count until "
                "you quit."
            ).format(file=history.path)
        else:
            why = cause(history.write_cause, history.write_where, history.write_error)
            text = self.tr(
                "Your game history cannot be saved ({why}). The games you play now count "
                "until you quit."
            ).format(why=why)
        self._tell("history-write", text)

    def _tell(self, kind: str, text: str) -> None:
        if kind not in self._told:
            self._told.add(kind)
            self.notice.emit(text)

    # -- saving -------------------------------------------------------------------

    def save(self) -> None:
        game = self.model.game
        self._fold_time()
        if game.over:
            return  # the ending is counted in _ended; a new board starts next time
        if self.model.practice is not None:
            return  # a practice game is never kept as the game in progress
        row = to_row(game, self._started, self.model.hints)
        if not self.history.keep_playing(row, self.model.daily):
            self._tell_history_write_error()
        self.settings.set(LAST_MODE, game.rules.mode)
        self._sync()

    def _sync(self) -> None:
        if self.settings.sync():
            return
        if self.settings.problems and not self.settings.backups:
            self._tell_left_as_it_was()
        else:
            path = self.settings.path
            kind, where = diagnose(path, OSError())
            if not kind:
                kind, where = "read-only", path
            self._tell(
                "write",
                self.tr("Your progress cannot be saved ({why}). You can keep playing.").format(
                    why=cause(kind, where)
                ),
            )

    # -- statistics -----------------------------------------------------------------

    def stats(self, mode: str) -> ModeStats:
        return self.history.stats(mode)

    def _count(self, game: Game, ending: str) -> None:
        """Put a finished or abandoned game into the history (which takes it
        out as the game in progress in the same transaction)."""
        record = GameRecord(
            mode=game.rules.mode,
            seed=game.seed,
            rotation=game.rules.rotation,
            started=self._started,
            ended=now(),
            score=game.score,
            lines=game.lines,
            placements=None if game.moves is None else len(game.moves),
            seconds=round(game.play_time, 3),
            ending=ending,
            moves=None if game.moves is None else encode(game.moves),
        )
        self.history.add(record, hints=self.model.hints, daily=self.model.daily)
        self.settings.set(LAST_MODE, game.rules.mode)
        self._sync()
        self.model.set_best(game.rules.mode, self.history.stats(game.rules.mode).best)
        self._tell_history_write_error()
        self.statsChanged.emit()

    def reset_stats(self, drills: bool = False) -> None:
        """Forget every game and total (the history is copied aside first),
        and the practice positions where ``drills`` says so."""
        self.history.reset(drills)
        for mode in MODES:
            self.model.set_best(mode, 0)
        self.statsChanged.emit()

    def _ended(self, _score: int) -> None:
        self._fold_time()
        if self.model.practice is None:  # a practice game is never counted
            self._count(self.model.game, "over")

    def _left(self, game: Game) -> None:
        # A game ended by game over was counted then; one abandoned after at
        # least one placement (every placement scores) is counted now; a
        # practice game (the model's until the next one is loaded) never.
        if not game.over and game.score > 0 and self.model.practice is None:
            self._fold_time()
            self._count(game, "abandoned")
        self._since = None

    # -- play time ----------------------------------------------------------------

    def set_active(self, active: bool) -> None:
        """The window became active (or inactive, or minimised)."""
        self._fold_time()
        self._active = active

    def _fold_time(self) -> None:
        """Add the play time since the last fold to the current game."""
        moment = time.monotonic()
        game = self.model.game
        if self._since is not None and self._active and not game.over:
            game.play_time += moment - self._since
        self._since = moment
