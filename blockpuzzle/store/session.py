"""Keeping the player's game and statistics: saved as they play, restored
exactly, and never lost to a bad file.

:class:`Session` listens to the :class:`GameModel`: every position change is
written to the settings file at once; a game that ends (or is abandoned
after a placement) is added to that mode's statistics.  Play time runs while
a game is in progress and the window is active.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..engine import MODES, Game, InvalidSave
from ..engine import save as saves
from ..models.game import GameModel
from .prefs import Preferences
from .settings import LAST_MODE, SAVE_KEYS, STATS, Settings


@dataclass
class ModeStats:
    """One mode's statistics."""

    games: int = 0
    best: int = 0
    lines: int = 0
    score: int = 0
    seconds: float = 0.0

    @property
    def average_score(self) -> float:
        return self.score / self.games if self.games else 0.0

    @property
    def average_lines(self) -> float:
        return self.lines / self.games if self.games else 0.0


def game_to_settings(game: Game) -> dict[str, str]:
    """The engine's dump as the text the file stores, key by key."""
    data = saves.dump(game)
    data["board"] = "/".join(data["board"])
    data["tray"] = ",".join(data["tray"])
    return {k: str(v) for k, v in data.items()}


def game_from_settings(values: dict[str, Any]) -> Game:
    """The saved game from the file's text; :class:`InvalidSave` if unsound."""
    data = dict(values)
    for key in ("board", "tray"):
        if not isinstance(data.get(key), str):
            raise InvalidSave(f"{key} is not text")
    data["board"] = data["board"].split("/")
    data["tray"] = data["tray"].split(",")
    return saves.load(data)


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
        prefs: Preferences | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.settings = settings
        self.prefs = prefs if prefs is not None else Preferences(settings, self)
        self._active = False
        self._since: float | None = None  # monotonic start of the running play time
        self._told_write_error = False
        self._stats = {mode: self._read_stats(mode) for mode in MODES}
        for mode, stats in self._stats.items():
            model.set_best(mode, stats.best)
        model.positionChanged.connect(self.save)
        model.gameOver.connect(self._ended)
        model.gameLeft.connect(self._left)

    # -- start ------------------------------------------------------------------

    def restore(self) -> None:
        """Continue the saved game, or start a new one in the last mode."""
        last_mode = self.settings.get(LAST_MODE)
        game = self._read_game()
        if game is None:
            game = Game(self.prefs.rules_for(last_mode))
        self.model.load_game(game)
        if self.settings.problems:
            self.notice.emit(
                self.tr(
                    "Some saved data could not be read and was set aside in {file}. "
                    "Everything that could be read was kept."
                ).format(file=self._backup_name())
            )

    def _backup_name(self) -> str:
        self.settings.sync()  # makes the backup before anything is written
        backups = self.settings.backups
        return str(backups[-1]) if backups else str(self.settings.path)

    def _read_game(self) -> Game | None:
        present = [k for k, key in SAVE_KEYS.items() if self.settings.has(key)]
        if not present:
            return None
        values = {k: self.settings.raw(key) for k, key in SAVE_KEYS.items() if k in present}
        try:
            return game_from_settings(values)
        except InvalidSave as error:
            self.settings.problems.append(f"saved game: {error}")
            self.settings.backup("broken-game")
            for key in SAVE_KEYS.values():
                self.settings.remove(key)
            return None

    def _read_stats(self, mode: str) -> ModeStats:
        keys = STATS[mode]
        return ModeStats(
            games=self.settings.get(keys.games),
            best=self.settings.get(keys.best),
            lines=self.settings.get(keys.lines),
            score=self.settings.get(keys.score),
            seconds=self.settings.get(keys.seconds),
        )

    # -- saving -------------------------------------------------------------------

    def save(self) -> None:
        game = self.model.game
        self._fold_time()
        if game.over:
            return  # the ending is counted in _ended; a new board starts next time
        for k, text in game_to_settings(game).items():
            self.settings.set(SAVE_KEYS[k], text)
        self.settings.set(LAST_MODE, game.rules.mode)
        self._sync()

    def _sync(self) -> None:
        if not self.settings.sync() and not self._told_write_error:
            self._told_write_error = True
            self.notice.emit(
                self.tr(
                    "Your progress cannot be saved: {file} is not writable. You can keep playing."
                ).format(file=self.settings.path)
            )

    # -- statistics -----------------------------------------------------------------

    def stats(self, mode: str) -> ModeStats:
        return self._stats[mode]

    def _count(self, game: Game) -> None:
        """Add a finished or abandoned game to its mode's statistics and
        forget it as the saved game, in one write."""
        stats = self._stats[game.rules.mode]
        stats.games += 1
        stats.best = max(stats.best, game.score)
        stats.lines += game.lines
        stats.score += game.score
        stats.seconds += game.play_time
        self._write_stats(game.rules.mode)
        for key in SAVE_KEYS.values():
            self.settings.remove(key)
        self.settings.set(LAST_MODE, game.rules.mode)
        self._sync()
        self.model.set_best(game.rules.mode, stats.best)
        self.statsChanged.emit()

    def _write_stats(self, mode: str) -> None:
        stats, keys = self._stats[mode], STATS[mode]
        self.settings.set(keys.games, stats.games)
        self.settings.set(keys.best, stats.best)
        self.settings.set(keys.lines, stats.lines)
        self.settings.set(keys.score, stats.score)
        self.settings.set(keys.seconds, stats.seconds)

    def reset_stats(self) -> None:
        for mode in MODES:
            self._stats[mode] = ModeStats()
            self._write_stats(mode)
            self.model.set_best(mode, 0)
        self._sync()
        self.statsChanged.emit()

    def _ended(self, _score: int) -> None:
        self._fold_time()
        self._count(self.model.game)

    def _left(self, game: Game) -> None:
        # A game ended by game over was counted then; one abandoned after at
        # least one placement (every placement scores) is counted now.
        if not game.over and game.score > 0:
            self._fold_time()
            self._count(game)
        self._since = None

    # -- play time ----------------------------------------------------------------

    def set_active(self, active: bool) -> None:
        """The window became active (or inactive, or minimised)."""
        self._fold_time()
        self._active = active

    def _fold_time(self) -> None:
        """Add the play time since the last fold to the current game."""
        now = time.monotonic()
        game = self.model.game
        if self._since is not None and self._active and not game.over:
            game.play_time += now - self._since
        self._since = now
