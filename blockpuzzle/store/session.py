"""Keeping the player's game and history: saved as they play, restored
exactly, and never lost to a bad file.

:class:`Session` listens to the :class:`GameModel`.  Every position change is
written to the settings file at once, with a checksum of the saved game.  A
game that ends (or is abandoned after a placement) goes into the history
first, in one transaction, and only then leaves the settings file: a crash
between the two leaves a saved game that the history already holds, and the
next start sees that and starts afresh, so a game is never counted twice or
lost.  Play time runs while a game is in progress and the window is active.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..engine import MODES, Game, InvalidSave
from ..engine import save as saves
from ..engine.digest import blake2b
from ..engine.moves import encode
from ..lang.words import cause
from ..models.game import GameModel
from .damage import diagnose
from .history import GameRecord, History, ModeStats, now
from .prefs import Preferences
from .settings import LAST_MODE, LEGACY_STATS, SAVE_HINTS, SAVE_KEYS, Key, Settings

# The saved-game values the checksum covers: all but itself.
_CHECKED = tuple(k for k in SAVE_KEYS if k != "checksum")


def checksum(values: dict[str, str]) -> str:
    text = "\n".join(f"{k}={values.get(k, '')}" for k in _CHECKED)
    return blake2b(text.encode("utf-8"), digest_size=8).hexdigest()


def game_to_settings(game: Game, started: str) -> dict[str, str]:
    """The game as the file stores it, key by key, with its checksum."""
    data = saves.dump(game)
    data["board"] = "/".join(data["board"])
    data["tray"] = ",".join(data["tray"])
    values = {k: str(v) for k, v in data.items()}
    values["started"] = started
    values["checksum"] = checksum(values)
    return values


def game_from_settings(values: dict[str, Any]) -> tuple[Game, str]:
    """The saved game and when it began, from the file's text;
    :class:`InvalidSave` if anything is unsound."""
    data = dict(values)
    for key in ("board", "tray"):
        if key not in data:
            raise InvalidSave(f"{key} is missing")
        if not isinstance(data[key], str):
            raise InvalidSave(f"{key} is not text")
    if "checksum" in data or data.get("schema") != "1":
        # Every save since format 2 has one; only a format-1 save may not.
        if not isinstance(data.get("checksum"), str) or any(
            not isinstance(data.get(k, ""), str) for k in _CHECKED
        ):
            raise InvalidSave("the saved game has no checksum")
        if data["checksum"] != checksum(data):
            raise InvalidSave("the saved game does not match its checksum")
    started = data.pop("started", "")
    data.pop("checksum", None)
    data["board"] = data["board"].split("/")
    data["tray"] = data["tray"].split(",")
    return saves.load(data), started if isinstance(started, str) else ""


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
        """Continue the saved game, or start a new one in the last mode; then
        tell the player, once, whatever could not be read or kept."""
        self._import_legacy_stats()
        last_mode = self.settings.get(LAST_MODE)
        saved = self._read_game()
        if saved is not None and self.history.has(saved[0].rules.mode, saved[0].seed, saved[1]):
            # Ended and counted, but the process stopped before the settings
            # file heard of it: the game is over.
            self._forget_saved_game()
            saved = None
        game, started = saved if saved is not None else (Game(self.prefs.rules_for(last_mode)), "")
        self._resumed_started = started or None
        # Read before loading: loading the game saves it, hints and all.
        hints = self.settings.get(SAVE_HINTS) if saved is not None else 0
        self.model.load_game(game, hints)
        self._sync()
        self._tell_what_happened()

    def _game_started(self, _mode: str) -> None:
        self._started = self._resumed_started or now()
        self._resumed_started = None

    def _read_game(self) -> tuple[Game, str] | None:
        # Each value from its own line where a damaged line above hid it
        # from QSettings: one stray quote must not cost the saved game.
        present = [k for k, key in SAVE_KEYS.items() if self.settings.present(key)]
        if not present:
            return None
        values = {k: self.settings.raw_or_text(key) for k, key in SAVE_KEYS.items() if k in present}
        try:
            return game_from_settings(values)
        except InvalidSave as error:
            self.settings.problems.append(f"saved game: {error}")
            self._forget_saved_game()
            return None

    def _forget_saved_game(self) -> None:
        keys: list[Key[Any]] = [*SAVE_KEYS.values(), SAVE_HINTS]
        for key in keys:
            self.settings.remove(key)

    def _import_legacy_stats(self) -> None:
        """Statistics an older version kept in the settings file: into the
        history once, then out of the file (only once the history has them
        on disk)."""
        settings = self.settings
        keys = [key for stats in LEGACY_STATS.values() for key in stats]
        present = [key for key in keys if settings.has(key) or settings.text_value(key)]
        if not self.history.imported:
            totals = {}
            for mode, stat_keys in LEGACY_STATS.items():
                if any(key in present for key in stat_keys):
                    totals[mode] = ModeStats(
                        games=settings.get(stat_keys.games),
                        best=settings.get(stat_keys.best),
                        lines=settings.get(stat_keys.lines),
                        score=settings.get(stat_keys.score),
                        seconds=settings.get(stat_keys.seconds),
                    )
            if not self.history.import_totals(totals):
                return  # kept in memory only: the file keeps them too
            for mode in totals:
                self.model.set_best(mode, self.history.stats(mode).best)
        for key in present:
            settings.remove(key)

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
        for k, text in game_to_settings(game, self._started).items():
            self.settings.set(SAVE_KEYS[k], text)
        self.settings.set(SAVE_HINTS, self.model.hints)
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
        """Put a finished or abandoned game into the history, then forget it
        as the saved game."""
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
        self.history.add(record, hints=self.model.hints)
        self._forget_saved_game()
        self.settings.set(LAST_MODE, game.rules.mode)
        self._sync()
        self.model.set_best(game.rules.mode, self.history.stats(game.rules.mode).best)
        self._tell_history_write_error()
        self.statsChanged.emit()

    def reset_stats(self) -> None:
        """Forget every game and total (the history is copied aside first)."""
        self.history.reset()
        for mode in MODES:
            self.model.set_best(mode, 0)
        self.statsChanged.emit()

    def _ended(self, _score: int) -> None:
        self._fold_time()
        self._count(self.model.game, "over")

    def _left(self, game: Game) -> None:
        # A game ended by game over was counted then; one abandoned after at
        # least one placement (every placement scores) is counted now.
        if not game.over and game.score > 0:
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
