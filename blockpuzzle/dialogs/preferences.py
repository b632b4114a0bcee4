"""The Preferences dialog (form: ui/preferences.ui).  Every change applies
at once: there is nothing to confirm."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QWidget

from ..lang.retranslate import Retranslating
from ..store.prefs import Preferences
from ..store.settings import (
    ANALYSIS,
    LANGUAGE,
    LANGUAGES,
    MOTION,
    MOTIONS,
    ROTATION,
    SOUND,
    THEME,
    THEMES,
    Key,
)
from .forms.preferences_ui import Ui_PreferencesDialog


class PreferencesDialog(Retranslating, QDialog):
    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.ui = Ui_PreferencesDialog()
        self.ui.setupUi(self)
        # Our own Close, which (unlike Qt's standard one) we can translate.
        self.close_button = self.ui.buttonBox.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.retranslate()
        self.ui.soundCheck.toggled.connect(lambda on: prefs.set(SOUND, on))
        self.ui.rotationCheck.toggled.connect(lambda on: prefs.set(ROTATION, on))
        self.ui.analysisCheck.toggled.connect(lambda on: prefs.set(ANALYSIS, on))
        for combo, key in self._combos():
            combo.currentIndexChanged.connect(
                lambda _i, combo=combo, key=key: prefs.set(key, combo.currentData())
            )

    def _combos(self) -> tuple[tuple[QComboBox, Key[str]], ...]:
        return (
            (self.ui.motionCombo, MOTION),
            (self.ui.languageCombo, LANGUAGE),
            (self.ui.themeCombo, THEME),
        )

    def _choices(self) -> dict[str, list[tuple[str, str]]]:
        """Each preference's choices (store/settings.py declares them) with
        their names in the current language."""
        motions = {
            "system": self.tr("As the system asks"),
            "full": self.tr("Animations on"),
            "reduced": self.tr("Reduce motion"),
        }
        languages = {
            "system": self.tr("The system's language"),
            # Each language is named in itself, so anyone can find theirs.
            "en": "English",
            "id": "Bahasa Indonesia",
            "pt_BR": "Português (Brasil)",
        }
        themes = {
            "system": self.tr("The system's colours"),
            "light": self.tr("Light"),
            "dark": self.tr("Dark"),
            "contrast": self.tr("High contrast"),
        }
        return {
            MOTION.name: [(v, motions[v]) for v in MOTIONS],
            LANGUAGE.name: [(v, languages[v]) for v in LANGUAGES],
            THEME.name: [(v, themes[v]) for v in THEMES],
        }

    def _fill(self) -> None:
        """Put the current values (and texts) into the controls."""
        choices = self._choices()
        for combo, key in self._combos():
            combo.blockSignals(True)
            combo.clear()
            for value, text in choices[key.name]:
                combo.addItem(text, value)
            combo.setCurrentIndex(max(0, combo.findData(self.prefs.get(key))))
            combo.blockSignals(False)
        for check, flag in (
            (self.ui.soundCheck, SOUND),
            (self.ui.rotationCheck, ROTATION),
            (self.ui.analysisCheck, ANALYSIS),
        ):
            check.blockSignals(True)
            check.setChecked(self.prefs.get(flag))
            check.blockSignals(False)

    def retranslate(self) -> None:
        self.ui.retranslateUi(self)
        self.close_button.setText(self.tr("Close"))
        self._fill()
