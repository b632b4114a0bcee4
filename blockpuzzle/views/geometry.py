"""Where the window goes: on the first start, sized to the screen it opens
on; later, where the player left it — but always on a screen.

Pure geometry on rectangles, so it is tested without a display; the window
applies it.  Dialogs too: sized to what they show, never past the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

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


def bring_onto_a_screen(widget: QWidget) -> None:
    """Move ``widget`` (a window whose place was restored) back into the
    primary screen where too little of it lies on any screen to grab."""
    screens = [screen.availableGeometry() for screen in QGuiApplication.screens()]
    primary = QGuiApplication.primaryScreen()
    if primary is not None and not on_a_screen(widget.frameGeometry(), screens):
        widget.setGeometry(brought_back(widget.geometry(), primary.availableGeometry()))


# A dialog takes at most this share of the available width and height: its
# whole frame, title bar included, stays on the screen.
DIALOG_SHARE = 0.9


def dialog_size(wanted: QSize, minimum: QSize, available: QRect) -> QSize:
    """A dialog's size: ``wanted``, but never more than DIALOG_SHARE of the
    ``available`` area, nor (where the screen has room for it) less than
    ``minimum``."""
    room = QSize(int(available.width() * DIALOG_SHARE), int(available.height() * DIALOG_SHARE))
    size = wanted.boundedTo(room)
    return size.expandedTo(minimum.boundedTo(room))


def fit_to_screen(widget: QWidget, width: int, height: int) -> None:
    """Size ``widget`` (a dialog about to be shown) to ``width`` × ``height``
    or as much of it as its screen has room for."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        widget.resize(width, height)
        return
    widget.resize(dialog_size(QSize(width, height), widget.minimumSizeHint(),
                              screen.availableGeometry()))  # fmt: skip
