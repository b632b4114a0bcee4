"""The players' languages: complete translations, switched live."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from blockpuzzle.lang.translations import Translations, system_language
from blockpuzzle.store.settings import LANGUAGE

from ..helpers import LINUX_ONLY, ROOT

TS = sorted((ROOT / "resources" / "translations").glob("blockpuzzle_*.ts"))


@pytest.fixture
def setup(win):
    translations = win.findChild(Translations)
    yield win, win.prefs, translations
    win.prefs.set(LANGUAGE, "en")


def menu_titles(window):
    return [action.text() for action in window.menuBar().actions()]


@pytest.mark.slow
@LINUX_ONLY
def test_translations_are_complete_current_and_built():
    out = subprocess.run(
        [sys.executable, "tools/build_translations.py", "--check"],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert out.returncode == 0, out.stdout + out.stderr
    assert {p.stem for p in TS} == {"blockpuzzle_en", "blockpuzzle_id", "blockpuzzle_pt_BR"}


@pytest.mark.parametrize("ts", TS, ids=lambda p: p.stem)
def test_every_translation_keeps_its_placeholders_and_accelerators(ts):
    for message in ET.parse(ts).getroot().iter("message"):
        source = message.findtext("source") or ""
        element = message.find("translation")
        assert element is not None, source
        # A sentence with a count has a form per plural of the language.
        forms = [f.text or "" for f in element.iter("numerusform")] or [element.text or ""]
        assert (message.get("numerus") == "yes") == bool(list(element.iter("numerusform")))
        for translation in forms:
            assert translation.strip(), source
            assert sorted(re.findall(r"\{\w+\}", source)) == sorted(
                re.findall(r"\{\w+\}", translation)
            ), (source, translation)
            assert ("&" in source.replace("&&", "")) == ("&" in translation.replace("&&", "")), (
                source
            )
        if message.get("numerus") == "yes" and "%n" in source:
            assert "%n" in forms[-1], (source, forms)  # the general plural says the number


@pytest.mark.parametrize(
    ("languages", "expected"),
    [
        (["id-ID"], "id"),
        (["pt-PT"], "pt_BR"),
        (["fr-FR", "pt-BR"], "pt_BR"),
        (["de-DE"], "en"),
        ([], "en"),
        # The first the game speaks, in the system's order of preference.
        (["en-GB", "id-ID"], "en"),
        (["de-DE", "en-US", "pt-BR"], "en"),
        (["de-DE", "id", "en-US"], "id"),
        (["fr-FR", "pt-BR", "id-ID"], "pt_BR"),
    ],
)
def test_the_system_language_is_followed(languages, expected):
    assert system_language(languages) == expected


def test_switching_language_retranslates_the_window_and_open_dialogs(setup, qtbot):
    window, prefs, translations = setup
    window.show_statistics()
    window.show_help()
    window.show_preferences()
    assert menu_titles(window) == ["&Game", "&Edit", "&Piece", "&Help"]
    prefs.set(LANGUAGE, "id")
    assert translations.language == "id"
    # Qt delivers LanguageChange through the event loop.
    qtbot.waitUntil(
        lambda: menu_titles(window) == ["&Permainan", "&Sunting", "&Keping", "&Bantuan"]
    )
    assert window.action("undo").text() == "&Urungkan"
    assert window.score_label.accessibleName() == "Skor: 0"
    assert window.help_dialog.windowTitle() == "Cara Bermain"
    assert (
        "Setiap kotak yang kamu letakkan bernilai 1 poin" in window.help_dialog.text.toPlainText()
    )
    assert window.statistics_dialog.ui.gamesLabel.text() == "Jumlah permainan"
    # The list of games is named as a list, not as the count beside it.
    assert window.statistics_dialog.ui.gamesTable.accessibleName() == "Daftar permainan"
    # Qt has no Indonesian of its own: the game names its dialog buttons.
    assert window.statistics_dialog.close_button.text() == "Tutup"
    assert window.help_dialog.close_button.text() == "Tutup"
    assert window.preferences_dialog.ui.themeCombo.itemText(1) == "Terang"
    assert window.tray_model.index(0).data().startswith("Keping 1: ")
    assert window.model.data(window.model.index(2, 4)) == "baris 3, kolom 5, kosong"
    prefs.set(LANGUAGE, "pt_BR")
    qtbot.waitUntil(lambda: menu_titles(window) == ["&Jogo", "&Editar", "&Peça", "Aj&uda"])
    assert window.statistics_dialog.ui.gamesLabel.text() == "Partidas jogadas"
    assert window.statistics_dialog.ui.gamesTable.accessibleName() == "Lista de partidas"
    assert window.tray_model.index(0).data().startswith("Peça 1: ")
    assert QLocale().name() == "pt_BR"
    prefs.set(LANGUAGE, "en")
    qtbot.waitUntil(lambda: menu_titles(window) == ["&Game", "&Edit", "&Piece", "&Help"])
    assert window.help_dialog.windowTitle() == "How to Play"
    assert window.statistics_dialog.ui.gamesTable.accessibleName() == "Games played"
    # The game's own Close buttons close.
    for dialog in (window.help_dialog, window.statistics_dialog, window.preferences_dialog):
        assert dialog.close_button.text() == "Close"
        dialog.close_button.click()
        assert not dialog.isVisible()


def test_qt_own_buttons_are_translated_too(setup):
    _window, prefs, _ = setup
    prefs.set(LANGUAGE, "pt_BR")
    # qtbase's translation covers the standard buttons of dialogs.
    assert QCoreApplication.translate("QPlatformTheme", "Close") == "Fechar"
