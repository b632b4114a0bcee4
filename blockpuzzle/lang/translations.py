"""The player's language: English source strings, Indonesian and Brazilian
Portuguese translations (Qt Linguist files in resources/translations),
following the system locale unless the player chose one.

Switching installs new translators; Qt then sends every widget a
LanguageChange event and each retranslates itself, so the open window and
dialogs change language without a restart.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from ..paths import resource

AVAILABLE = ("en", "id", "pt_BR")


def system_language(ui_languages: list[str] | None = None) -> str:
    """The first of the system's preferred languages that the game speaks."""
    for name in ui_languages if ui_languages is not None else QLocale.system().uiLanguages():
        tag = name.replace("-", "_")
        if tag.startswith("pt"):
            return "pt_BR"  # the one Portuguese the game has
        language = tag.split("_")[0]
        if language in AVAILABLE:
            return language
    return "en"


class Translations(QObject):
    """The translators installed in the application: the game's own and Qt's."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._installed: list[QTranslator] = []
        self.language = "en"

    def apply(self, chosen: str) -> str:
        """Install the translations of ``chosen`` (a language tag, or "system"
        for the system's language); the language now spoken."""
        language = system_language() if chosen == "system" else chosen
        app = QCoreApplication.instance()
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
        self._installed = []
        self.language = language
        QLocale.setDefault(QLocale(language))
        if app is None:
            return language
        # English too: its file holds the singular and plural of the
        # sentences with a count ("1 point", "2 points").
        ours = QTranslator(self)
        if ours.load(str(resource("translations", f"blockpuzzle_{language}.qm"))):
            self._installed.append(ours)
        if language != "en":
            qt = QTranslator(self)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            # Qt's own texts: from Qt, or (Indonesian, which Qt lacks) ours.
            if qt.load(f"qtbase_{language}", qt_dir) or qt.load(
                str(resource("translations", f"qt_{language}.qm"))
            ):
                self._installed.append(qt)
        for translator in self._installed:
            QCoreApplication.installTranslator(translator)
        return language
