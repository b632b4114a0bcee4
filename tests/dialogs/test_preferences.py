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


def test_high_contrast_is_a_choice_and_the_board_follows_it(win, qtbot):
    from blockpuzzle.views import theme

    win.show_preferences()
    dialog = win.preferences_dialog
    combo = dialog.ui.themeCombo
    assert [combo.itemData(i) for i in range(combo.count())] == [
        "system",
        "light",
        "dark",
        "contrast",
    ]
    combo.setCurrentIndex(combo.findData("contrast"))
    qtbot.waitUntil(lambda: theme.is_flat(win.board_view.palette()))
    # The board is drawn flat: an empty cell is black with a white rim.
    image = win.board_view.viewport().grab().toImage()
    point = win.board_view.mapFromScene(win.board_view.board.cell_rect(3, 3).center())
    assert image.pixelColor(point * image.devicePixelRatio()).lightness() < 16
    combo.setCurrentIndex(combo.findData("system"))


def test_the_dialog_is_as_small_as_its_contents(win):
    win.show_preferences()
    dialog = win.preferences_dialog
    # No empty area: the dialog is exactly the size its controls ask for,
    # and the player cannot stretch it into one.
    hint = dialog.sizeHint()
    assert dialog.size() == hint
    assert dialog.minimumSize() == dialog.maximumSize() == hint


def test_every_choice_the_dialog_offers_is_kept_for_the_next_start(win, tmp_path):
    """Each language, theme and motion the dialog lists, chosen, is what a
    new start of the game reads back (none refused as unknown)."""
    from blockpuzzle.store.settings import LANGUAGE, MOTION

    win.show_preferences()
    ui = win.preferences_dialog.ui
    offered = {}
    for key, combo in ((LANGUAGE, ui.languageCombo), (THEME, ui.themeCombo),
                       (MOTION, ui.motionCombo)):  # fmt: skip
        offered[key.name] = [combo.itemData(i) for i in range(combo.count())]
        for choice in offered[key.name]:
            combo.setCurrentIndex(combo.findData(choice))
            QApplication.processEvents()
            again = Settings(tmp_path / "settings.ini")
            assert again.get(key) == choice and not again.problems, (key.name, choice)
    assert offered == {
        "prefs/language": ["system", "en", "id", "pt_BR"],
        "prefs/theme": ["system", "light", "dark", "contrast"],
        "prefs/motion": ["system", "full", "reduced"],
    }


def test_a_first_start_follows_the_system_in_language_theme_and_motion(win):
    """Nothing chosen yet: the dialog shows System for each, sound on, and
    Arcade's pieces turning."""
    win.show_preferences()
    ui = win.preferences_dialog.ui
    shown = [combo.currentData() for combo in (ui.languageCombo, ui.themeCombo, ui.motionCombo)]
    assert shown == ["system", "system", "system"]
    assert ui.soundCheck.isChecked() and ui.rotationCheck.isChecked()
