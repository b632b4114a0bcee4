"""Where the player left each dialog: it opens there again, next time and
in the next session — but always on a screen, and never larger than the
screen it is on (a monitor unplugged, a smaller screen since)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from ..store.settings import DIALOG_PLACES, Settings
from ..views import geometry


class DialogPlaces(QObject):
    """Restores a dialog's place and size as it opens (each time, for one
    kept hidden between openings), and keeps them as it closes (hides)."""

    def __init__(self, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._names: dict[QWidget, str] = {}

    def keep(self, dialog: QWidget, name: str) -> None:
        """Open ``dialog`` (not shown yet) where the player left the one
        called ``name`` (each time it shows, brought onto a screen); its
        place is kept when it closes."""
        saved = self._settings.get(DIALOG_PLACES[name])
        if saved:
            dialog.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii")))
        self._names[dialog] = name
        dialog.installEventFilter(self)
        dialog.destroyed.connect(lambda: self._names.pop(dialog, None))

    @staticmethod
    def _onto_a_screen(dialog: QWidget) -> None:
        screen = dialog.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            available = screen.availableGeometry()
            size = geometry.dialog_size(dialog.size(), dialog.minimumSizeHint(), available)
            if size != dialog.size():
                dialog.resize(size)
        geometry.bring_onto_a_screen(dialog)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Hide and isinstance(watched, QWidget):
            name = self._names.get(watched)
            if name is not None:
                geometry = bytes(watched.saveGeometry().toBase64().data()).decode("ascii")
                self._settings.set(DIALOG_PLACES[name], geometry)
        elif (
            event.type() == QEvent.Type.Show
            and isinstance(watched, QWidget)
            and watched in self._names
            and not event.spontaneous()
        ):
            # Where it was left, the last session or (a dialog kept hidden)
            # the last opening: that screen may have gone or shrunk since.
            self._onto_a_screen(watched)
        return False
