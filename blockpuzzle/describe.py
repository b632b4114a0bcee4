"""Pieces in words, for screen readers, tooltips and the tray's text.

Every phrase is translatable; the shape ids never reach the player.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP as NOOP
from PySide6.QtCore import QCoreApplication

from .engine import Shape


def _tr(text: str) -> str:
    return QCoreApplication.translate("Pieces", text)


_CORNERS = {
    "tl": NOOP("Pieces", "top-left"),
    "tr": NOOP("Pieces", "top-right"),
    "bl": NOOP("Pieces", "bottom-left"),
    "br": NOOP("Pieces", "bottom-right"),
}

_TETROMINO = {
    "t": NOOP("Pieces", "a T of 4 cells"),
    "s": NOOP("Pieces", "an S of 4 cells"),
    "z": NOOP("Pieces", "a Z of 4 cells"),
    "j": NOOP("Pieces", "a J of 4 cells"),
    "l": NOOP("Pieces", "an L of 4 cells"),
}

# How the stem of a T, or the foot of a J or L, points, by the turn.
_POINTING = {
    0: NOOP("Pieces", "pointing down"),
    90: NOOP("Pieces", "pointing left"),
    180: NOOP("Pieces", "pointing up"),
    270: NOOP("Pieces", "pointing right"),
}
_UPRIGHT = {
    0: NOOP("Pieces", "upright"),
    90: NOOP("Pieces", "lying flat"),
    180: NOOP("Pieces", "upside down"),
    270: NOOP("Pieces", "lying flat, turned back"),
}


def describe(piece: Shape) -> str:
    """A short description of a piece's shape, e.g. "a horizontal bar of 3 cells"."""
    pid = piece.id
    if pid == "dot":
        return _tr("a single cell")
    if pid.startswith("bar"):
        n = piece.size
        if pid.endswith("h"):
            return _tr("a horizontal bar of {n} cells").format(n=n)
        return _tr("a vertical bar of {n} cells").format(n=n)
    if pid == "square2":
        return _tr("a 2 by 2 square")
    if pid == "square3":
        return _tr("a 3 by 3 square")
    if pid.startswith(("corner2_", "corner3_")):
        corner = _tr(_CORNERS[pid[-2:]])
        if pid.startswith("corner2_"):
            return _tr("a small corner of 3 cells, its bend at the {corner}").format(corner=corner)
        return _tr("a large corner of 5 cells, its bend at the {corner}").format(corner=corner)
    letter, turn = pid[0], int(pid[1:])
    if letter in "sz":
        lie = _tr("lying flat") if turn == 0 else _tr("standing up")
        return _tr("{shape}, {lie}").format(shape=_tr(_TETROMINO[letter]), lie=lie)
    how = _tr(_POINTING[turn] if letter == "t" else _UPRIGHT[turn])
    return _tr("{shape}, {how}").format(shape=_tr(_TETROMINO[letter]), how=how)
