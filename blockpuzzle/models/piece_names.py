"""Pieces in words, for screen readers, tooltips and the tray's text.

Every phrase is translatable; the shape ids never reach the player.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..engine import Shape
from ..lang.context import Context


class Pieces(Context):
    """The translation context of the words for pieces (a class, so that
    sentences with a count get their plural forms)."""


def _tr(text: object) -> str:
    """``text``, marked by QT_TRANSLATE_NOOP (typed there as object), translated."""
    return QCoreApplication.translate("Pieces", str(text))


_CORNERS = {
    "tl": QT_TRANSLATE_NOOP("Pieces", "top-left"),
    "tr": QT_TRANSLATE_NOOP("Pieces", "top-right"),
    "bl": QT_TRANSLATE_NOOP("Pieces", "bottom-left"),
    "br": QT_TRANSLATE_NOOP("Pieces", "bottom-right"),
}

_TETROMINO = {
    "t": QT_TRANSLATE_NOOP("Pieces", "a T of 4 cells"),
    "s": QT_TRANSLATE_NOOP("Pieces", "an S of 4 cells"),
    "z": QT_TRANSLATE_NOOP("Pieces", "a Z of 4 cells"),
    "j": QT_TRANSLATE_NOOP("Pieces", "a J of 4 cells"),
    "l": QT_TRANSLATE_NOOP("Pieces", "an L of 4 cells"),
}

# How the stem of a T, or the foot of a J or L, points, by the turn.
_POINTING = {
    0: QT_TRANSLATE_NOOP("Pieces", "pointing down"),
    90: QT_TRANSLATE_NOOP("Pieces", "pointing left"),
    180: QT_TRANSLATE_NOOP("Pieces", "pointing up"),
    270: QT_TRANSLATE_NOOP("Pieces", "pointing right"),
}
_UPRIGHT = {
    0: QT_TRANSLATE_NOOP("Pieces", "upright"),
    90: QT_TRANSLATE_NOOP("Pieces", "lying flat"),
    180: QT_TRANSLATE_NOOP("Pieces", "upside down"),
    270: QT_TRANSLATE_NOOP("Pieces", "lying flat, turned back"),
}


def describe(piece: Shape) -> str:
    """A short description of a piece's shape, e.g. "a horizontal bar of 3 cells"."""
    pid = piece.id
    if pid == "dot":
        return QCoreApplication.translate("Pieces", "a single cell")
    if pid.startswith("bar"):
        n = piece.size
        if pid.endswith("h"):
            return Pieces.tr("a horizontal bar of %n cells", "", n)
        return Pieces.tr("a vertical bar of %n cells", "", n)
    if pid == "square2":
        return QCoreApplication.translate("Pieces", "a 2 by 2 square")
    if pid == "square3":
        return QCoreApplication.translate("Pieces", "a 3 by 3 square")
    if pid.startswith(("corner2_", "corner3_")):
        corner = _tr(_CORNERS[pid[-2:]])
        if pid.startswith("corner2_"):
            return QCoreApplication.translate(
                "Pieces", "a small corner of 3 cells, its bend at the {corner}"
            ).format(corner=corner)
        return QCoreApplication.translate(
            "Pieces", "a large corner of 5 cells, its bend at the {corner}"
        ).format(corner=corner)
    letter, turn = pid[0], int(pid[1:])
    if letter in "sz":
        lie = (
            QCoreApplication.translate("Pieces", "lying flat")
            if turn == 0
            else QCoreApplication.translate("Pieces", "standing up")
        )
        return QCoreApplication.translate("Pieces", "{shape}, {lie}").format(
            shape=_tr(_TETROMINO[letter]), lie=lie
        )
    how = _tr(_POINTING[turn] if letter == "t" else _UPRIGHT[turn])
    return QCoreApplication.translate("Pieces", "{shape}, {how}").format(
        shape=_tr(_TETROMINO[letter]), how=how
    )
