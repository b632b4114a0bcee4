"""The moment a window's first frame is on the screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QWindow


class FirstFrame(QObject):
    """Tells once that a window's first frame is on the screen: just after
    Qt has handled the first expose of its native window, painting it.

    Signals:
        shown(): the first frame is on the screen.
    """

    shown = Signal()

    def __init__(self, window: QWindow) -> None:
        super().__init__(window)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Expose
            and isinstance(watched, QWindow)
            and watched.isExposed()
        ):
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._tell)  # once the expose is handled
        return False

    def _tell(self) -> None:
        self.shown.emit()
        self.deleteLater()
