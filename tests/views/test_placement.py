"""Where the window goes: sized to its screen the first time, where it was
left afterwards, and never off every screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication

from blockpuzzle.store.settings import WINDOW, Settings
from blockpuzzle.views.placement import brought_back, first_size, on_a_screen

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
