"""Dialogs whose wrapped text stays whole however narrow they are made."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class TallEnough(QObject):
    """Keeps a window's least height at what its layout needs at its width.

    Qt gives a window the least size of its layout, which counts a wrapped
    label as one line: made narrow, the window would cut the lines its
    labels wrap into. After each resize the least height becomes the
    layout's height for the new width (and falls again when it widens).

    It keeps nothing in Python: the window is its Qt parent.  A window that
    Python's collector takes apart (one made without a parent) has this
    object's attributes cleared before Qt deletes it, and the filter still
    hears the window's last events then.
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Resize
            and isinstance(watched, QWidget)
            and watched is self.parent()
        ):
            layout = watched.layout()
            if layout is not None and layout.hasHeightForWidth():
                need = layout.totalMinimumHeightForWidth(watched.width())
                if need != watched.minimumHeight():
                    watched.setMinimumHeight(need)
        return False
