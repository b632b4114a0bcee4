"""One way for every widget to follow a change of language."""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslating:
    """Mixin for a QWidget with a ``retranslate()`` method: it is called
    whenever Qt says the language changed.  List it before the Qt class."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]
