"""Where the window goes: sized to its screen the first time, where it was
left afterwards, and never off every screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication

from blockpuzzle.store.settings import WINDOW, Settings
from blockpuzzle.views.geometry import brought_back, first_size, on_a_screen

from ..helpers import open_window


@pytest.mark.parametrize(
    ("available", "fits"),
    [
        (QRect(0, 0, 1920, 1040), True),  # a desktop
        (QRect(0, 0, 640, 488), True),  # 1280×1024 at 200 %
        (QRect(0, 0, 682, 488), True),  # 1024×768 at 150 %
        (QRect(100, 50, 1366, 700), True),  # a laptop, a panel at the top
    ],
)
def test_the_first_window_fits_its_screen(available, fits):
    minimum = QSize(260, 380)
    frame = first_size(available, minimum)
    assert available.contains(frame) is fits
    assert frame.height() <= round(available.height() * 0.85) + 1
    assert frame.width() >= minimum.width() and frame.height() >= minimum.height()
    assert abs(frame.center().x() - available.center().x()) <= 1


def test_a_window_off_every_screen_is_brought_back():
    screens = [QRect(0, 0, 1920, 1080)]
    gone = QRect(2500, 300, 500, 700)  # it was on a second monitor, now unplugged
    assert not on_a_screen(gone, screens)
    back = brought_back(gone, screens[0])
    assert screens[0].contains(back) and back.size() == gone.size()
    assert on_a_screen(back, screens)
    huge = brought_back(QRect(0, 0, 4000, 3000), screens[0])
    assert screens[0].contains(huge)


@pytest.mark.parametrize(
    ("available", "height"),
    [
        (QRect(0, 0, 3840, 2120), 900),  # a 4K screen: never taller than 900 pixels
        (QRect(0, 0, 1920, 1040), 884),  # 85 % of the height
        (QRect(0, 0, 1366, 728), 619),
    ],
)
def test_the_first_window_takes_85_percent_of_the_height_and_900_pixels_at_most(available, height):
    frame = first_size(available, QSize(260, 380))
    assert frame.height() == height
    assert frame.width() == round(height * 500 / 700)  # the game's proportions


def test_a_window_brought_back_is_centred_on_a_primary_screen_anywhere():
    primary = QRect(1920, 200, 1280, 1024)  # right of and below another screen
    back = brought_back(QRect(-4000, -3000, 500, 700), primary)
    assert primary.contains(back) and back.size() == QSize(500, 700)
    assert back.center() == primary.center()


def test_the_window_reopens_where_it_was_left(qtbot, tmp_path):
    path = tmp_path / "s.ini"
    first = open_window(qtbot, path)
    first.setGeometry(QRect(37, 41, 430, 610))
    geometry = first.geometry()
    first.close()
    assert Settings(path).get(WINDOW)  # one key in the settings table
    from blockpuzzle.app import create_window

    again = create_window(tmp_path / "other.ini")  # a new file: placed the first-time way
    assert again is not None
    qtbot.addWidget(again)
    available = QGuiApplication.primaryScreen().availableGeometry()
    assert available.contains(again.frameGeometry()) or again.height() <= available.height()
    settings_text = path.read_text()
    assert "geometry=" in settings_text
    (tmp_path / "copy.ini").write_text(settings_text)
    restored = create_window(tmp_path / "copy.ini")
    assert restored is not None
    qtbot.addWidget(restored)
    assert restored.geometry().size() == geometry.size()


@pytest.mark.parametrize("screen", [(1280, 1024), (1024, 768)])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_a_dialog_is_never_larger_than_the_screen_nor_smaller_than_it_needs(screen, scale):
    """At 100, 150 and 200 % on 1280×1024 and 1024×768 (the available area
    in logical pixels, a 40-pixel panel taken off): what it wants where that
    fits, else nine tenths of the room, never under its minimum while the
    screen has room for that."""
    from blockpuzzle.views.geometry import dialog_size

    width, height = round(screen[0] / scale), round((screen[1] - 40) / scale)
    available = QRect(0, 40, width, height)
    for wanted, minimum in [((520, 560), (200, 150)), ((900, 560), (600, 400)),
                            ((760, 620), (300, 200)), ((420, 160), (100, 80))]:  # fmt: skip
        size = dialog_size(QSize(*wanted), QSize(*minimum), available)
        room = (int(width * 0.9), int(height * 0.9))  # nine tenths, whole pixels, down
        assert size.width() == max(min(wanted[0], room[0]), min(minimum[0], room[0]))
        assert size.height() == max(min(wanted[1], room[1]), min(minimum[1], room[1]))
        assert size.width() <= width and size.height() <= height
