"""Translation contexts that Qt Linguist's tools read from a class's ``tr``
(``Pieces.tr("%n cells", "", n)``, ``GameModel.tr(...)``), plurals included.

PySide6 binds ``tr`` to the class, so it may be called on the class itself;
PySide6's stubs type it as an instance method only, which mypy then refuses.
:class:`Translatable` gives the type checker the signature PySide6 runs, and
nothing at run time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject


class Translatable:
    """Mixin, listed before the Qt class: ``tr`` callable on the class."""

    if TYPE_CHECKING:

        @staticmethod
        def tr(source: str, disambiguation: str | None = None, n: int = -1) -> str: ...


class Context(Translatable, QObject):
    """The base of every translation context used from outside a widget."""
