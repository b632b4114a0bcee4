"""The player's preferences, read and written through the settings table,
and applied where they act: sound, motion, language, colours, rotation.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from . import theme
from .engine import Rules, rules
from .settings import LANGUAGE, MOTION, ROTATION, SOUND, THEME, Key, Settings


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

    def __init__(self, settings: Settings | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._memory: dict[str, object] = {}
        self.changed.connect(lambda key: self.apply_theme() if key == THEME.name else None)

    def get(self, key: Key[object]) -> object:
        if self._settings is None:
            return self._memory.get(key.name, key.default)
        return self._settings.get(key)

    def set(self, key: Key[object], value: object) -> None:
        if self.get(key) == value:
            return
        if self._settings is None:
            self._memory[key.name] = value
        else:
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
        return str(self.get(LANGUAGE))

    def rules_for(self, mode: str) -> Rules:
        """The rules of a new game of ``mode``: Arcade turns pieces unless
        the player switched that off."""
        return rules(mode, rotation=bool(self.get(ROTATION)))

    def apply_theme(self) -> None:
        """Set the application's colours: the platform's, light or dark."""
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return
        choice = self.get(THEME)
        if choice == "light":
            app.setPalette(theme.light_palette())
        elif choice == "dark":
            app.setPalette(theme.dark_palette())
        else:
            app.setPalette(app.style().standardPalette())
