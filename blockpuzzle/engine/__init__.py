"""The rules of Block Puzzle, in pure Python (no Qt, ever).

Boards are 64-bit integers; shapes and rule sets are data.  Start from
:class:`Game`; :mod:`.save` turns a game into primitives and back.
"""

from .aim import lift_origin, tap_origin
from .board import EMPTY, Board, Placement, clear_bonus
from .deal import TRAY_SIZE, deal, new_seed
from .game import HISTORY_LIMIT, Game, GameState, IllegalMove, is_stuck
from .moves import Move
from .number import BadNumber, game_number, parse_number, spaced
from .rules import ARCADE, CLASSIC, MODES, Rules, UnknownMode, rules
from .save import InvalidSave
from .shapes import (
    ARCADE_SHAPES,
    CLASSIC_SHAPES,
    NUM_COLOURS,
    ROTATED,
    SHAPES,
    TETROMINOES,
    Shape,
    UnknownShape,
    orientations,
    rotated,
    shape,
    turned,
)

__all__ = [
    "ARCADE",
    "ARCADE_SHAPES",
    "CLASSIC",
    "CLASSIC_SHAPES",
    "EMPTY",
    "HISTORY_LIMIT",
    "MODES",
    "NUM_COLOURS",
    "ROTATED",
    "SHAPES",
    "TETROMINOES",
    "TRAY_SIZE",
    "BadNumber",
    "Board",
    "Game",
    "GameState",
    "IllegalMove",
    "InvalidSave",
    "Move",
    "Placement",
    "Rules",
    "Shape",
    "UnknownMode",
    "UnknownShape",
    "clear_bonus",
    "deal",
    "game_number",
    "is_stuck",
    "lift_origin",
    "new_seed",
    "orientations",
    "parse_number",
    "rotated",
    "rules",
    "shape",
    "spaced",
    "tap_origin",
    "turned",
]
