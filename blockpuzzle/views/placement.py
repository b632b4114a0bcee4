"""Where the window goes: on the first start, sized to the screen it opens
on; later, where the player left it — but always on a screen.

Pure geometry on rectangles, so it is tested without a display; the window
applies it.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize

# The game's own proportions: a board over a tray, a little taller than wide.
ASPECT = 500 / 700
SHARE = 0.85  # of the available height, at most


def first_size(available: QRect, minimum: QSize) -> QRect:
    """The window's frame on a first start: as tall as 85 % of the available
    height allows (never under its minimum), the game's proportions, centred
    on the available area."""
    height = max(minimum.height(), min(round(available.height() * SHARE), 900))
    width = max(minimum.width(), round(height * ASPECT))
    width = min(width, max(minimum.width(), available.width()))
    frame = QRect(0, 0, width, height)
    frame.moveCenter(available.center())
    return frame


def on_a_screen(frame: QRect, screens: list[QRect]) -> bool:
    """Whether enough of ``frame`` lies on one of the ``screens`` to grab:
    its title bar's middle must be on one."""
    grip = QPoint(frame.center().x(), frame.top() + 10)
    return any(screen.contains(grip) for screen in screens)


def brought_back(frame: QRect, primary: QRect) -> QRect:
    """``frame`` moved (and shrunk if need be) into the primary screen."""
    size = frame.size().boundedTo(primary.size())
    back = QRect(QPoint(0, 0), size)
    back.moveCenter(primary.center())
    return back
