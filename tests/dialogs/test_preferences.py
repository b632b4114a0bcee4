"""The Preferences dialog: every change applies at once and is kept."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from blockpuzzle.store.settings import ROTATION, SOUND, THEME, Settings


def test_preferences_dialog_changes_apply_at_once_and_persist(win, tmp_path):
    win.show_preferences()
    dialog = win.preferences_dialog
    dialog.ui.soundCheck.setChecked(False)
    assert not win.prefs.sound
    dialog.ui.themeCombo.setCurrentIndex(dialog.ui.themeCombo.findData("dark"))
    assert QApplication.palette().color(QApplication.palette().ColorRole.Window).lightness() < 128
    dialog.ui.rotationCheck.setChecked(False)
    settings = Settings(tmp_path / "settings.ini")
    assert (
        settings.get(SOUND) is False
        and settings.get(THEME) == "dark"
        and settings.get(ROTATION) is False
    )
    # Rotation off: the next Arcade game's pieces do not turn.
    win.action("new_arcade").trigger()
    assert win.model.rules.mode == "arcade" and not win.model.rules.rotation
    assert not win.action("rotate").isVisible()
    dialog.ui.themeCombo.setCurrentIndex(dialog.ui.themeCombo.findData("system"))
    assert QApplication.palette().color(QApplication.palette().ColorRole.Window).lightness() > 128
