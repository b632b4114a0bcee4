"""What the board model gives a view for each cell, beyond its words: the
roles of :class:`~blockpuzzle.models.game.GameModel`'s items, and the whole
board as one picture for a painter that draws all 64 at once."""

from __future__ import annotations

import enum
from typing import NamedTuple

from PySide6.QtCore import Qt


class Ghost(enum.IntEnum):
    """What the aimed piece looks like on a cell."""

    NONE = 0
    FITS = 1  # drawn filled, with an outline
    BLOCKED = 2  # drawn as an outline only


class Role(enum.IntEnum):
    FILLED = Qt.ItemDataRole.UserRole + 1
    COLOUR = enum.auto()  # int: 0 empty, 1..NUM_COLOURS
    GHOST = enum.auto()  # Ghost
    GHOST_COLOUR = enum.auto()  # int: the aimed piece's colour, 0 without a ghost
    WILL_CLEAR = enum.auto()  # bool: on a line the aim would complete
    CURSOR = enum.auto()  # bool: the keyboard cursor is here


class Picture(NamedTuple):
    """The board as a view draws it (see :meth:`GameModel.picture`)."""

    colours: tuple[int, ...]  # 64, row by row; 0 where empty
    ghost: int  # the aimed piece's cells on the board
    fits: bool  # whether it fits there (filled ghost) or not (outline only)
    ghost_colour: int
    clearing: int  # the cells of the lines it would clear
    cursor: tuple[int, int] | None
