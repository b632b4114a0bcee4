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
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Resize:
            layout = self._window.layout()
            if layout is not None and layout.hasHeightForWidth():
                need = layout.totalMinimumHeightForWidth(self._window.width())
                if need != self._window.minimumHeight():
                    self._window.setMinimumHeight(need)
        return False
