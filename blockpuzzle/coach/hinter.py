"""Hints on a board in danger, worked out in a process of their own.

Most hints take a few milliseconds and are worked out in the game's own
process (:meth:`Player.calm_plan`).  On a board in danger the hint's player
weighs every plan of the tray by its board's exact risk, up to a second's
work, which would freeze the window: the game hands those to
``blockpuzzle --coach-hint``, which answers each position it reads on its
standard input, one JSON line each (:func:`request_line`), with the moves
of the deep player's plan (:func:`answer_line`), in the order asked, until
its input ends.  It runs below the window's priority, as the review's
workers do, and keeps its players (and their last plans) between hints.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence

from ..engine import SHAPES, Move, Rules, Shape, rules
from .player import Player
from .worker import lower_priority

FLAG = "--coach-hint"


def request_line(
    game_rules: Rules, filled: int, tray: Sequence[Shape | None], first: int | None
) -> str:
    """The position a hint is asked for, as the hinter reads it."""
    pieces = [None if piece is None else piece.id for piece in tray]
    return json.dumps([game_rules.mode, game_rules.rotation, filled, pieces, first])


def read_request(line: str) -> tuple[Rules, int, list[Shape | None], int | None] | None:
    """The position of one :func:`request_line`; None for any other line."""
    try:
        mode, rotation, filled, pieces, first = json.loads(line)
        tray = [None if piece is None else SHAPES[piece] for piece in pieces]
        if not (
            isinstance(filled, int)
            and 0 <= filled < 1 << 64
            and len(tray) == 3
            and (first is None or (first in range(3) and tray[first] is not None))
        ):
            return None
        return rules(mode, bool(rotation)), filled, tray, first
    except (ValueError, TypeError, KeyError):
        return None


def answer_line(moves: Sequence[Move]) -> str:
    return json.dumps([list(move) for move in moves])


def read_answer(line: str | bytes) -> list[Move] | None:
    """The moves of one :func:`answer_line`; None for any other line."""
    try:
        return [Move(*(int(v) for v in move)) for move in json.loads(line)]
    except (ValueError, TypeError):  # not JSON, not a list of four numbers each
        return None


def main(argv: Sequence[str]) -> int:
    """Answer the hints asked on standard input; 2 at a line that asks none."""
    if argv:
        print(f"blockpuzzle {FLAG}: takes no arguments", file=sys.stderr)
        return 2
    lower_priority()
    players: dict[Rules, Player] = {}
    for line in sys.stdin:
        request = read_request(line)
        if request is None:
            print(f"blockpuzzle {FLAG}: not a position: {line.strip()!r}", file=sys.stderr)
            return 2
        game_rules, filled, tray, first = request
        player = players.get(game_rules)
        if player is None:
            player = players[game_rules] = Player(game_rules, deep=True)
        sys.stdout.write(answer_line(player.plan(filled, tray, first).moves) + "\n")
        sys.stdout.flush()
    return 0
