"""The game's sounds: a placement, a clear (richer for more lines at once),
the end of a game — and silence for a drop that does not fit, which emits
nothing to hear.  Muting is a preference.

Effects are loaded on first use; without an audio device QSoundEffect simply
stays silent, so nothing here can fail a game.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QUrl, Signal

from ..models.game import GameModel
from ..paths import resource
from ..store.prefs import Preferences


def clear_sound(lines: int) -> str:
    return f"clear{min(lines, 3)}"


class SoundBoard(QObject):
    """Signals:
    played(str): a sound was started (its name), for whoever listens.
    """

    played = Signal(str)

    def __init__(self, model: GameModel, prefs: Preferences, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._prefs = prefs
        self._effects: dict[str, object] = {}
        model.placed.connect(lambda *_: self._placed(model))
        model.gameOver.connect(lambda _score: self.play("gameover"))

    def _placed(self, model: GameModel) -> None:
        placement = model.last_placement
        if placement is not None and placement.lines:
            self.play(clear_sound(placement.lines))
        else:
            self.play("place")

    def play(self, name: str) -> None:
        if not self._prefs.sound:
            return
        effect = self._effects.get(name)
        if effect is None:
            effect = self._load(name)
        if effect is not None:
            effect.play()  # type: ignore[attr-defined]
        self.played.emit(name)

    def _load(self, name: str) -> object | None:
        try:
            from PySide6.QtMultimedia import QSoundEffect
        except ImportError:  # QtMultimedia (PySide6-Addons) is not installed
            return None
        effect = QSoundEffect(self)
        effect.setSource(QUrl.fromLocalFile(str(resource("sounds", f"{name}.wav"))))
        effect.setVolume(0.6)
        self._effects[name] = effect
        return effect
