"""The player's preferences, read and written through the settings table:
sound, motion, language, colours, rotation.  Each is read where it acts;
a change is signalled, and :mod:`blockpuzzle.app` applies the language and
the colours.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from ..engine import Rules, rules
from .settings import LANGUAGE, MOTION, ROTATION, SOUND, THEME, Key, Settings

T = TypeVar("T")


def platform_reduces_motion() -> bool:
    """Whether the platform asks for less motion, where Qt tells: its
    Windows and macOS plugins report the system's animation setting as the
    general UI effect; elsewhere Qt does not know, and motion stays on."""
    if QGuiApplication.platformName() in ("windows", "cocoa"):
        return not QApplication.isEffectEnabled(Qt.UIEffect.UI_General)
    return False


class Preferences(QObject):
    """Signals:
    changed(str): the setting with this key name changed.
    """

    changed = Signal(str)

    def __init__(self, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings

    def get(self, key: Key[T]) -> T:
        return self._settings.get(key)

    def set(self, key: Key[T], value: T) -> None:
        """Keep ``value`` (written at once) and say so; no-op if unchanged."""
        if self.get(key) == value:
            return
        self._settings.set(key, value)
        self._settings.sync()
        self.changed.emit(key.name)

    # -- what they mean -------------------------------------------------------

    @property
    def sound(self) -> bool:
        return bool(self.get(SOUND))

    @property
    def reduce_motion(self) -> bool:
        motion = self.get(MOTION)
        return motion == "reduced" or (motion == "system" and platform_reduces_motion())

    @property
    def language(self) -> str:
        """The chosen language's tag, or "system" for the system's."""
        return str(self.get(LANGUAGE))

    @property
    def theme(self) -> str:
        """The chosen colours: "system", "light" or "dark"."""
        return str(self.get(THEME))

    def rules_for(self, mode: str) -> Rules:
        """The rules of a new game of ``mode``: Arcade turns pieces unless
        the player switched that off."""
        return rules(mode, rotation=bool(self.get(ROTATION)))
